-- 0014 hints for a learner (issue 43): in a two-player game, `/lab hand hint:true` answers once both
-- players turned hints on (`/lab game settings hints:true`); off by default.
-- Applied by rusqlite_migration (src/store/mod.rs); never edit a released migration, add the next number.

-- A player who turned hints on in a game; no row: off.
CREATE TABLE hint_settings (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user    TEXT    NOT NULL,
    PRIMARY KEY (game_id, user)
) WITHOUT ROWID;
