-- 0002 undo, abandon and message kinds.
-- Applied by rusqlite_migration (src/store/mod.rs); never edit a released migration, add 0003.

-- One row per player command that appended to the action log: the actions `first_seq..=last_seq`
-- are undone together. `free` = 1 when undoing needs no consent: since the command no die
-- was rolled, no card drawn, nothing hidden revealed and the decision stayed with `side`.
CREATE TABLE moves (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    first_seq INTEGER NOT NULL,
    last_seq  INTEGER NOT NULL,
    user      TEXT    NOT NULL,
    side      TEXT    NOT NULL CHECK (side IN ('us', 'jihadist')),
    free      INTEGER NOT NULL CHECK (free IN (0, 1)),
    PRIMARY KEY (game_id, first_seq),
    CHECK (last_seq >= first_seq)
);

-- An undo waiting for the opponent's consent. Valid only while the game is still at
-- `version` (any committed command makes it lapse).
CREATE TABLE undo_requests (
    game_id   INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    user      TEXT    NOT NULL,
    first_seq INTEGER NOT NULL,
    version   INTEGER NOT NULL
);

-- Who abandoned a finished game (NULL: it ended by victory or resignation, or is not over).
ALTER TABLE games ADD COLUMN abandoned_by TEXT;

-- What an outbound message was: 'public', 'private', 'prompt', 'error' or 'resend' (a copy
-- of an earlier private message). NULL for rows written before this migration.
ALTER TABLE messages ADD COLUMN kind TEXT;
CREATE INDEX messages_by_user ON messages (user, game_id, id);
