-- 0005 a fresh dice stream in the action log (issue "Nothing hidden can be learned II").
-- Applied by rusqlite_migration (src/store/mod.rs); never edit a released migration, add 0006.

-- `kind` 'reseed': after an agreed undo in a two-player game the game's dice are seeded
-- again from the operating system and the draw pile reshuffled; `action` holds that seed
-- (never shown), so replaying the log does the same. The table is rebuilt with the wider
-- CHECK (SQLite cannot alter one); same columns, same rows.
CREATE TABLE actions_new (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    side       TEXT    NOT NULL CHECK (side IN ('us', 'jihadist')),
    kind       TEXT    NOT NULL DEFAULT 'action' CHECK (kind IN ('action', 'resign', 'reseed')),
    action     TEXT,
    created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
INSERT INTO actions_new (game_id, seq, side, kind, action, created_at)
    SELECT game_id, seq, side, kind, action, created_at FROM actions;
DROP TABLE actions;
ALTER TABLE actions_new RENAME TO actions;
