# The Discord bot's own situation: restarting, missing permissions (src/discord/).

discord-restarting = the bot is restarting: try again in a minute.

# What each permission the bot needs is for (src/discord/permissions.rs).
discord-permission-view-channel = see the game's channel (View Channels)
discord-permission-send-messages = post the game's lines (Send Messages)
discord-permission-send-in-threads = post in a game's thread (Send Messages in Threads)
discord-permission-embed-links = show the board (Embed Links)
discord-permission-attach-files = attach the board's picture (Attach Files)
discord-permission-create-threads = open a game's thread with `/lab game new thread:True` (Create Public Threads)

# `/lab game new` where the bot lacks a permission: nothing is created.
discord-missing-permissions = I cannot run a game here: I am not allowed to { $what }. A server admin can grant it to my role (Server Settings → Roles) or in this channel's permissions (Edit Channel → Permissions).
# /lab game new where the app was added without the bot scope: the invite link to fix it.
discord-no-bot-scope = I cannot post in this server: I was added without the `bot` scope (only my commands were). A server admin can add me again with this link (it asks for exactly the permissions I need): { $url } No game was started.
# A running game's posts refused because the bot is not in the server: the invite link.
discord-no-bot-scope-game = I am not in this server as a bot (added without the `bot` scope, or removed), so I cannot post in its channels. A server admin can add me again with this link; the game is kept: { $url }
# A board in a channel where the bot lacks Embed Links: the board as text, and what to fix.
discord-board-as-text = ℹ️ The board is shown as text: I lack Embed Links in this channel. A server admin can grant it to my role or in the channel's permissions.

# A command that came too late to be answered (after a reconnection): nothing was done.
discord-too-late = this command reached me too late to be answered, so nothing was done: send it again.
