-- 0003 the Discord server (guild) a game's channel belongs to.
-- Applied by rusqlite_migration (src/store/mod.rs); never edit a released migration, add 0004.

-- Its admins may abandon the game by id from any channel of that server, even once the
-- game's own channel or thread is gone. NULL: a DM, the terminal, or a game created before
-- this migration (then only its creator, or an admin in its channel, can abandon it).
ALTER TABLE games ADD COLUMN server TEXT;
