-- 0010 languages (issue "Русский"): the game's language (public posts) and each player's
-- own (private replies and DMs), English or Russian.
-- Applied by rusqlite_migration (src/store/mod.rs); never edit a released migration, add 0011.

-- A game's language, set at `new` (default: the server's preferred locale) and changeable by
-- either player. No row: English (every game made before 0010).
CREATE TABLE game_languages (
    game_id  INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    language TEXT    NOT NULL CHECK (language IN ('en', 'ru'))
);

-- A player's own language: their Discord client's locale when it is English or Russian,
-- noted at each command (NULL: not known; their games' language is used).
ALTER TABLE player_settings ADD COLUMN language TEXT CHECK (language IN ('en', 'ru'));
