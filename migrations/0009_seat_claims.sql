-- 0007 a claimed seat continues against the computer (issue "Solitaire both ways").
-- Applied by rusqlite_migration (src/store/mod.rs); never edit a released migration, add 0008.

-- A seat the computer took over with `claim` (src/app/claim.rs): who left it, and whether
-- they asked to take it back (the player who stayed must agree). Deleted when they do.
CREATE TABLE seat_claims (
    game_id   INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    side      TEXT    NOT NULL CHECK (side IN ('us', 'jihadist')),
    user      TEXT    NOT NULL,
    requested INTEGER NOT NULL DEFAULT 0 CHECK (requested IN (0, 1))
);
