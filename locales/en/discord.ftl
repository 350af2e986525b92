# The Discord bot's own situation: restarting, missing permissions (src/discord/).

discord-restarting = the bot is restarting: try again in a minute.
