-- 0007 rollback and adjust requests (issue "Take it back or set it right").
-- Applied by rusqlite_migration (src/store/mod.rs); never edit a released migration, add 0008.

-- A request waiting for the opponent's consent is an undo, a rollback or an adjust; one
-- per game, the latest replacing any other. `first_seq`: an undo's move, or the first
-- action a rollback cuts; `detail`: an adjust's change (engine JSON). Rows written
-- before this migration are undo requests.
ALTER TABLE undo_requests ADD COLUMN kind TEXT NOT NULL DEFAULT 'undo'
    CHECK (kind IN ('undo', 'rollback', 'adjust'));
ALTER TABLE undo_requests ADD COLUMN detail TEXT;
