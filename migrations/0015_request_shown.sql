-- 0015 consent binds to what was read (issue 40): a request its asker made after withdrawing
-- or replacing another at the same version is answered by a typed answer only once the
-- answerer was shown it (`shown` = 1); before that, the answer is refused with the request
-- as it now is (docs/rollback-adjust.md).
-- Applied by rusqlite_migration (src/store/mod.rs); never edit a released migration, add the next number.

-- Rows written before this migration were shown when made.
ALTER TABLE undo_requests ADD COLUMN shown INTEGER NOT NULL DEFAULT 1 CHECK (shown IN (0, 1));

-- The last request a player withdrew in a game, at the game's `version` then: a request they
-- make at that version again is not shown to the answerer yet.
CREATE TABLE withdrawn_requests (
    game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    user    TEXT    NOT NULL,
    version INTEGER NOT NULL
);
