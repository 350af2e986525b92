-- 0011 the outbox (issue "Run it as a service"): every message a committed command must
-- send, written in the command's own transaction, sent after the commit and then marked
-- sent; what a stopped bot had not sent is sent at its next start. And each channel's
-- card-play post, so the lines of a card go on in the same post across a restart.
-- Applied by rusqlite_migration (src/store/mod.rs); never edit a released migration, add 0012.

CREATE TABLE outbox (
    id          INTEGER PRIMARY KEY,
    game_id     INTEGER REFERENCES games (id) ON DELETE CASCADE,
    channel     TEXT    NOT NULL,
    -- The user whose command owes it.
    actor       TEXT    NOT NULL,
    -- What to send, as JSON (src/app/outbox.rs).
    body        TEXT    NOT NULL,
    -- The interaction the command answered (its webhook token, valid 15 minutes): where a
    -- message may already have gone as the interaction's reply. Cleared once sent.
    interaction TEXT,
    created_at  TEXT    NOT NULL,
    sent_at     TEXT
);
CREATE INDEX outbox_unsent ON outbox (id) WHERE sent_at IS NULL;

CREATE TABLE card_posts (
    channel TEXT PRIMARY KEY,
    -- The card play (`game/turn/side/card`) whose lines the post holds.
    key     TEXT NOT NULL,
    message TEXT NOT NULL,
    text    TEXT NOT NULL
) WITHOUT ROWID;
