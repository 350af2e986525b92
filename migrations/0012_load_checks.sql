-- 0012 what a load checks without replaying (issue 40, src/store/digest.rs): the digest of
-- the saved state, and the digest and length of the action log, written with them. Filled
-- in for the games already stored (from their rows as they are) by the migration's hook.
-- Applied by rusqlite_migration (src/store/mod.rs); never edit a released migration, add 0013.
ALTER TABLE games ADD COLUMN state_digest TEXT;
ALTER TABLE games ADD COLUMN log_digest TEXT;
ALTER TABLE games ADD COLUMN log_length INTEGER;
