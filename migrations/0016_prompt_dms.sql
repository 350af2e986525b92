-- 0016 a prompt waits where the player left it (issue 41): the actor's own next decision is
-- an ephemeral reply, which Discord's client drops when it reloads; if it is still the game's
-- pending decision `due_at` later, the bot sends it to that player by DM, once
-- (src/app/prompt_dm.rs). One row per game: each command that leaves its actor a prompt
-- replaces it, and one left behind by the game moving on is dropped when due.
-- Applied by rusqlite_migration (src/store/mod.rs); never edit a released migration, add the next number.

CREATE TABLE prompt_dms (
    game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    -- The player whose decision it is (the command's actor).
    user    TEXT    NOT NULL,
    -- The game's version the prompt answers (its buttons carry it).
    version INTEGER NOT NULL,
    -- The prompt as owed (JSON, src/app/outbox.rs): it can show the player's hand.
    body    TEXT    NOT NULL,
    due_at  TEXT    NOT NULL
);
CREATE INDEX prompt_dms_due ON prompt_dms (due_at);
