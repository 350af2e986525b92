-- 0005 play-by-post: reminders, time away and the decision each game waits for (issue 26).
-- Applied by rusqlite_migration (src/store/mod.rs); never edit a released migration, add 0006.
-- Times are UTC text in the format of `games.updated_at`, so they compare as text.

-- A game's own timings (no row: the defaults, see src/app/reminders.rs and src/app/away.rs).
-- `remind_every`: seconds between reminders, 0 = off. `away_days`: days of time away each
-- player may take in this game.
CREATE TABLE game_timing (
    game_id      INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    remind_every INTEGER NOT NULL CHECK (remind_every >= 0),
    away_days    INTEGER NOT NULL CHECK (away_days >= 0)
);

-- A player's own settings: reminders muted, and their IANA time zone (NULL: none given).
CREATE TABLE player_settings (
    user     TEXT PRIMARY KEY,
    muted    INTEGER NOT NULL DEFAULT 0 CHECK (muted IN (0, 1)),
    timezone TEXT
) WITHOUT ROWID;

-- Time away of a player in a game: from `start` to `until` (`until` is moved back by
-- `back`). The claim clock and the reminders do not run meanwhile.
CREATE TABLE away (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user    TEXT    NOT NULL,
    start   TEXT    NOT NULL,
    until   TEXT    NOT NULL,
    PRIMARY KEY (game_id, user, start),
    CHECK (until >= start)
) WITHOUT ROWID;

-- The decision an active game waits for, when it is a seated user's: since when (the game's
-- last change), how many of its reminders are sent and when the next one is due (NULL:
-- none). Rewritten with every change of the game.
CREATE TABLE waits (
    game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    user    TEXT    NOT NULL,
    side    TEXT    NOT NULL CHECK (side IN ('us', 'jihadist')),
    since   TEXT    NOT NULL,
    sent    INTEGER NOT NULL DEFAULT 0,
    next_at TEXT
);
-- What is due: one range scan of this index.
CREATE INDEX waits_due ON waits (next_at) WHERE next_at IS NOT NULL;
CREATE INDEX waits_by_user ON waits (user);

-- Every reminder sent: the `number`th reminder of the wait that began at `since`. A reminder
-- is recorded in the transaction that moves its wait on, so none is sent twice.
CREATE TABLE reminders_sent (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    since   TEXT    NOT NULL,
    number  INTEGER NOT NULL,
    user    TEXT    NOT NULL,
    sent_at TEXT    NOT NULL,
    PRIMARY KEY (game_id, since, number)
) WITHOUT ROWID;
