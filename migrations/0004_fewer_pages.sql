-- 0004 fewer pages written per command (issue 15). The action log and the moves are kept in
-- their primary key's order (WITHOUT ROWID: one B-tree each instead of a table plus the
-- index of its key), and message ids are plain row ids (no AUTOINCREMENT, so no
-- `sqlite_sequence` row to rewrite; messages are never deleted but with their game, so ids
-- still only grow), and only private messages are indexed by user (a public message has
-- none, and every query by user names one). Same columns, same rows, same ids.
-- Applied by rusqlite_migration (src/store/mod.rs); never edit a released migration, add 0005.

CREATE TABLE actions_new (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    side       TEXT    NOT NULL CHECK (side IN ('us', 'jihadist')),
    kind       TEXT    NOT NULL DEFAULT 'action' CHECK (kind IN ('action', 'resign')),
    action     TEXT,
    created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
INSERT INTO actions_new (game_id, seq, side, kind, action, created_at)
    SELECT game_id, seq, side, kind, action, created_at FROM actions;
DROP TABLE actions;
ALTER TABLE actions_new RENAME TO actions;

CREATE TABLE moves_new (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    first_seq INTEGER NOT NULL,
    last_seq  INTEGER NOT NULL,
    user      TEXT    NOT NULL,
    side      TEXT    NOT NULL CHECK (side IN ('us', 'jihadist')),
    free      INTEGER NOT NULL CHECK (free IN (0, 1)),
    PRIMARY KEY (game_id, first_seq),
    CHECK (last_seq >= first_seq)
) WITHOUT ROWID;
INSERT INTO moves_new (game_id, first_seq, last_seq, user, side, free)
    SELECT game_id, first_seq, last_seq, user, side, free FROM moves;
DROP TABLE moves;
ALTER TABLE moves_new RENAME TO moves;

CREATE TABLE messages_new (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER REFERENCES games (id) ON DELETE CASCADE,
    channel    TEXT    NOT NULL,
    audience   TEXT    NOT NULL CHECK (audience IN ('public', 'private')),
    user       TEXT,
    text       TEXT    NOT NULL,
    created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    -- 'public', 'private', 'prompt', 'error' or 'resend'; NULL for rows older than 0002.
    kind       TEXT,
    CHECK ((audience = 'public') = (user IS NULL))
);
INSERT INTO messages_new (id, game_id, channel, audience, user, text, created_at, kind)
    SELECT id, game_id, channel, audience, user, text, created_at, kind FROM messages;
DROP TABLE messages;
ALTER TABLE messages_new RENAME TO messages;
CREATE INDEX messages_by_game ON messages (game_id, id);
CREATE INDEX messages_by_user ON messages (user, game_id, id) WHERE user IS NOT NULL;
DELETE FROM sqlite_sequence WHERE name = 'messages';
