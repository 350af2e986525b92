-- 0008 a full export of a game in progress, by consent (issue 27, docs/export.md).
-- Applied by rusqlite_migration (src/store/mod.rs); never edit a released migration.

-- A player's request for a full export (hands, draw pile, seed, action log) of a two-player
-- game in progress, valid while the game is still at `version`: once both players have asked
-- at the same version, either gets the full file until the next committed command.
CREATE TABLE export_requests (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user    TEXT    NOT NULL,
    version INTEGER NOT NULL,
    PRIMARY KEY (game_id, user)
) WITHOUT ROWID;
