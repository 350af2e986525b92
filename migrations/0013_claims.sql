-- 0013 who claimed a game's win (issue 40): its opponent had left, so, like an abandon, the
-- game did not end by play and its full export still needs both players' consent.
-- Applied by rusqlite_migration (src/store/mod.rs); never edit a released migration, add 0013.
ALTER TABLE games ADD COLUMN claimed_by TEXT;
