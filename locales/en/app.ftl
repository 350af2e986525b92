# The app's own messages (issue "Русский"): refusals of commands, replies and notices outside
# the play itself. `$side` is a side's name, `$who` a user.

## Refusals (`CommandError`)
app-no-game = there is no game in this channel; start one with /lab game new
app-game-exists = game { $game } is already in progress in this channel
app-not-seated = you are not seated in this game
app-not-your-turn = it is the { $side }'s decision ({ $who }), not yours
app-seat-free = the { $side } seat is still free: waiting for someone to /lab game join
app-already-seated = you already sit as the { $side }
app-no-free-seat = no seat is free in this game
app-game-over = the game is over
app-stale-view = the game has changed since the view you answered (it was at version { $seen }, it is now at version { $now }); nothing was done: look at the new prompt and answer again
app-nothing-to-undo = there is no move of yours to undo
app-not-your-move = the last move is { $who }'s, not yours; only they can take it back
app-undo-already-asked = you already asked to undo your last move; waiting for { $who } to agree with /lab undo
app-not-creator = only the game's creator ({ $creator }) or a server admin can abandon game #{ $game }
app-no-such-game = there is no game #{ $game } in progress
app-too-soon-to-claim = the { $side } ({ $who }) has had the decision for { $waited }; the seat can be claimed after { $days } days of silence
app-nothing-to-claim = the game waits for you, not for your opponent: there is no seat to claim
app-nothing-to-retake = no seat of this game was handed to the computer for you to take back, and no request to take one back is waiting
app-retake-already-asked = you already asked to take the seat back; waiting for { $who } to agree with /lab game retake
app-internal = internal error: { $detail }
app-in-play = { $error } — you are in the middle of playing #{ $card }; /lab undo takes back your last answer
app-store-stale = ⚠️ game { $game } was changed by another command (expected version { $expected }); try again
app-store-broken = ⚠️ game #{ $game } cannot be loaded: { $problem }. Nothing else is affected; its creator or a server admin can end it with /lab game abandon here, or /lab game abandon game:{ $game } from anywhere.
app-store-failed = ⚠️ Sorry, the game could not be saved or loaded; nothing changed. Please try again.

## Durations: "3 days 4 hours", "5 hours", "12 minutes".
duration-less-than-a-minute = less than a minute
duration-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
duration-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
duration-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
