-- 0001 the first schema: games, their seats, their action logs and every outbound message.
-- Applied by rusqlite_migration (src/store/mod.rs); never edit a released migration, add 0002.

-- One game per row. `spec` (SetupSpec JSON) and the `actions` rows reproduce `state`
-- (GameState JSON) exactly; `version` increases by one per committed command.
CREATE TABLE games (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    channel    TEXT    NOT NULL,
    creator    TEXT    NOT NULL,
    spec       TEXT    NOT NULL,
    state      TEXT    NOT NULL,
    version    INTEGER NOT NULL DEFAULT 0,
    -- open: a seat is still free; active: being played; finished: over (or resigned).
    status     TEXT    NOT NULL CHECK (status IN ('open', 'active', 'finished')),
    created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- At most one game in progress per channel.
CREATE UNIQUE INDEX games_live_in_channel ON games (channel) WHERE status <> 'finished';

-- Who sits on each side: a user, a computer policy, or nobody yet (both NULL).
CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    side    TEXT    NOT NULL CHECK (side IN ('us', 'jihadist')),
    user    TEXT,
    policy  TEXT,
    PRIMARY KEY (game_id, side),
    CHECK (user IS NULL OR policy IS NULL)
);

-- The action log: `seq` counts from 1 per game. `kind` is 'action' (an engine Action, JSON
-- in `action`) or 'resign' (`action` is NULL).
CREATE TABLE actions (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    side       TEXT    NOT NULL CHECK (side IN ('us', 'jihadist')),
    kind       TEXT    NOT NULL DEFAULT 'action' CHECK (kind IN ('action', 'resign')),
    action     TEXT,
    created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (game_id, seq)
);

-- Every message sent: public to the channel, or private to one user (`user` set).
CREATE TABLE messages (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id    INTEGER REFERENCES games (id) ON DELETE CASCADE,
    channel    TEXT    NOT NULL,
    audience   TEXT    NOT NULL CHECK (audience IN ('public', 'private')),
    user       TEXT,
    text       TEXT    NOT NULL,
    created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CHECK ((audience = 'public') = (user IS NULL))
);
CREATE INDEX messages_by_game ON messages (game_id, id);
