-- 0015 consent binds to what was read (issue 40): a request that replaced a waiting request
-- of its kind by the same player is answered by a typed answer only once the answerer was
-- shown it (`shown` = 1); before that, the answer is refused with the request as it now is.
-- Applied by rusqlite_migration (src/store/mod.rs); never edit a released migration, add the next number.

-- Rows written before this migration were shown when made.
ALTER TABLE undo_requests ADD COLUMN shown INTEGER NOT NULL DEFAULT 1 CHECK (shown IN (0, 1));
