# The app's replies and notices outside play (issue "Русский"): starting and joining, undo,
# rollback and adjust, claims, time away, reminders, exports, the games list, catch-ups,
# prompts' buttons, the Discord and terminal notices. `$side` / `$other` are `us` or
# `jihadist`; `$user`, `$who` users' names; `$game` a game number.

## Seats and sides
reply-side = { $side ->
    [us] US
   *[jihadist] Jihadist
}
reply-free-seat = free seat
reply-computer = computer
reply-policy-bot = the rules' solitaire Jihadist bot (section 9)
reply-policy-random = random legal play (a test driver, not the rules' bot)
reply-policy-computer-us = the computer US
reply-nested-version = a versioned command cannot wrap another one
reply-as-is = { $text }

## Starting a game (`/lab game new`, `join`)
reply-seed-refused = the seed option is only for solitaire practice: a two-player game's dice and deck come from the operating system's random source, so that neither player can compute the other's hand or the next die
reply-ideology-computer-us = Ideology (9.7) sets the solitaire Jihadist's difficulty; as the Jihadist you play the computer US by the normal rules
reply-ideology-two-player = Ideology (9.7) sets the solitaire Jihadist's difficulty; two-player games use the normal rules
reply-mini-decks-refused = the mini-decks option (9.2) is a solitaire rule: it shapes the deck the computer Jihadist draws from; two-player games use the normal deck
reply-new-game = New game #{ $game }: { $scenario } ({ $decks } { $decks ->
    [one] deck
   *[other] decks
}), { $mode ->
    [solitaire] solitaire
   *[two] two players
}. US: { $us } · Jihadist: { $jihadist }.
reply-new-game-reminders = In this game { $every }.
reply-set-up = Set-up:
reply-set-up-waits = The set-up finishes, and the cards are dealt, once the other player has joined.
reply-seat-free = The { reply-side } seat is free: /lab game join to play it.
reply-joins = { $user } joins game #{ $game } as the { reply-side }.
reply-random-source-failed = the operating system's random source failed: { $error }

## Typed commands
reply-command-too-long = that command is { $len } bytes long; a command is at most { $limit }: nothing was done
reply-too-many-answers = that command gives { $count } answers in { $bytes } bytes; a command is at most { $choices } answers in { $limit } bytes: nothing was done
reply-not-an-op-meant = { $text } is not an operation; did you mean { $meant }? (the operations: { $ops })
reply-not-an-op = { $text } is not an operation; the operations are { $ops } (woi and rc for short)
reply-empty-choice = empty choice
reply-not-an-answer-why = { $token } is not an answer: { $error }
reply-not-an-answer = { $token } is not an answer
reply-not-valid = { $value } is not a valid { $key }

## Reminders (`/lab game reminders`, `/lab game settings`)
reply-every-out-of-range = a reminder interval of { $text } is out of range: off, or 6 hours to 7 days
reply-not-an-interval = { $text } is not a reminder interval: off, or a number of hours or days (6h, 24h, 2d), 6 hours to 7 days
reply-every-range = a reminder interval is off, or 6 hours to 7 days
reply-not-a-zone = { $name } is not a time zone: give an IANA name such as Europe/Paris or America/New_York
reply-reminder-decide = decide
reply-reminder-about = game #{ $game } ({ $scenario }) in { $channel } has waited { $waited } for you: as the { reply-side }, { $asked }
reply-reminder = ⏰ Reminder: { $about }.
    Away for a while? /lab game away there stops the clock; /lab game settings mutes reminders.
reply-reminder-last = ⏰ Last reminder: { $about }. Your opponent may claim your seat tomorrow (after { $days } days of silence).
    Away for a while? /lab game away there stops the clock.
reply-reminder-claimable = ⏰ Last reminder: { $about }. Your opponent may claim your seat now (after { $days } days of silence).
    Away for a while? /lab game away there stops the clock.
reply-every-set = Game #{ $game }: { $every } (set by { $user }).
reply-reminders-off = reminders are off
reply-reminded-every = a waiting player is reminded every { $every }
reply-muted = 🔕 You get no more reminders, in any game (/lab game settings mute:false to have them again).
reply-unmuted = 🔔 You get reminders again when a game waits for you.
reply-timezone = 🕰️ Your time zone is { $zone }: no reminder reaches you between { $from }:00 and { $until }:00 there.
reply-no-timezone = 🕰️ You have no time zone set: reminders come at any hour.

## Time away (`/lab game away`, `back`)
reply-away-not-started = the game has not started yet: time away is for a game in progress
reply-away-days-range = days:{ $days } is out of range: time away is 1 to { $most } days at a time
reply-away-not-future = until:{ $date } is not in the future: give the day you are back (today is { $today })
reply-away-too-long = that is more than { $most } days away: time away is at most { $most } days at a time
reply-already-away = you are already away from game #{ $game } until { $until }; /lab game back first to change it
reply-away-allowance = game #{ $game } allows { $allowed } of time away per player and you have { $left } left
reply-away = 🏖️ { $user } is away until { $until }: no reminders, and the claim clock stops meanwhile. Back early with /lab game back.
reply-not-away = you are not away from game #{ $game }
reply-back = 👋 { $user } is back.
reply-away-days-limit = away_days:{ $days } is out of range: 0 to { $most } days per player
reply-away-days-none = Game #{ $game }: no time away is allowed in this game (set by { $user }).
reply-away-days-set = Game #{ $game }: each player may be away for { $days } in all (set by { $user }).
reply-date = { $day } { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
}

## Claiming a silent seat (`/lab game claim`, `retake`)
reply-claim-why = { $who } (the { reply-side }) has not answered for { $waited }
reply-claim-abandon = 🏳️ { $user } claims the { reply-side } seat of game #{ $game }: { $why }. The game is abandoned: no winner. US: { $us } · Jihadist: { $jihadist }. The channel is free for /lab game new.
reply-claim-win = ⏰ { $user } claims the { reply-side } seat: { $why }; the { reply-side } resigns.
reply-claim-computer = 🤖 { $user } claims the { reply-side } seat: { $why }. { $computer } takes it over, and the game goes on as solitaire for { $user }.
reply-taken-over-hand = The Jihadist hand becomes the bot's face-down pile, shuffled (9.2).
reply-taken-over-reserves = The bot never uses Reserves (9.4.1): the Jihadist Reserves stay unused and are lost at the end of the turn (6.3.3.2).
reply-taken-over-step = The Jihadist step left unfinished is taken back and played by the bot.
reply-claim-retake = { $who } may take the seat back with /lab game retake if { $user } agrees.
reply-retake-only-stayer = only { $who }, who stayed, can refuse; to withdraw your request, just play on elsewhere
reply-retake-asks = ↩️ { $user } asks to take the { reply-side } seat back from the computer. { $who }, answer /lab game retake to agree, or /lab game retake refuse:true to refuse.
reply-retake-refused = ✋ { $user } refuses: the computer keeps the { reply-side } seat. { $who } may ask again later.
reply-retake-agreed = ↩️ { $user } agrees: { $who } takes the { reply-side } seat back from the computer.

## The games list (`/lab game list`), `/lab country`, abandon, resend
reply-no-games = You have no game in progress. Start one with /lab game new.
reply-games-heading = Your games, those waiting for you first:
reply-games-open = open: waiting for a second player to /lab game join for { $waited }
reply-games-yours = your decision as the { reply-side }: waiting for you for { $waited }
reply-games-waiting = waiting for { $who } (the { reply-side }) for { $waited }
reply-games-computer = waiting for the computer
reply-games-line = • #{ $game } { $scenario } in { $channel } — { $state }
reply-games-broken = • #{ $game } { $scenario } in { $channel } — ⚠️ broken, cannot be loaded: { $problem }
reply-games-abandon = Its creator or a server admin ends a game from anywhere with /lab game abandon game:ID.
reply-not-offered = Not offered: { $why }
reply-country-option = { $country } is an option for your decision ({ $question }).
reply-country-not-option = { $country } is not an option for your decision ({ $question }): { $why }
reply-abandoned = 🏳️ Game #{ $game } ({ $scenario }) is abandoned by { $user } ({ $role ->
    [creator] its creator
   *[admin] a server admin
}): no winner. US: { $us } · Jihadist: { $jihadist }. The channel is free for /lab game new.
reply-no-private-message = game #{ $game } has sent you no private message

## Requests the opponent answers (rollback, adjust)
reply-asked-waiting = you asked for { $what }; waiting for { $who } to answer
reply-withdraws = { $user } withdraws { $what }.
reply-refuses = { $user } refuses { $what }; nothing changed, the game goes on.

## Adjust (`/lab adjust`)
reply-no-change-waiting = there is no change waiting for an answer; propose one with /lab adjust what:…
reply-zone-not-seen = you can move a card only from a zone you can see: your hand, the discard pile, the removed cards, the Lapsing or the 1st Plot box (not { $zone })
reply-card-not-seen = #{ $card } is in no zone you can see (your hand, the discard pile, the removed cards, the Lapsing or the 1st Plot box)
reply-plot-value-hidden = the US cannot see the values of face-down or Available Plots (8.5.4): give value:add to place a random Available Plot (9.3.2) or value:remove to put back a random one of the country's Plots
reply-no-plot-available = no Plot marker is Available to place
reply-no-plot-in = there is no Plot marker in { $country }
reply-adjust-proposed = 🔧 { $user } proposes a change to the position: { $what }. { $who }, answer /lab adjust answer:agree to agree or answer:refuse to refuse.
reply-adjust-proposed-private = 🔧 { $user } proposes: { $what }.
reply-adjusts-computer = 🔧 { $user } adjusts the position; the computer { $other ->
    [us] US
   *[jihadist] Jihadist
} does not object.
reply-adjusts = 🔧 { $user } adjusts the position.
reply-the-change = the change ({ $change })
reply-adjust-agreed = 🔧 { $user } agrees to { $who }'s change.

## Rollback (`/lab rollback`)
reply-rollback-point = turn { $turn }, { reply-side } card { $number }
reply-no-rollback-waiting = there is no rollback waiting for an answer; /lab rollback lists the points
reply-rollback-none = ⏪ There is no earlier card play to go back to yet.
reply-rollback-list = ⏪ The game can go back to the start of:
    { $points }
    Ask with /lab rollback to:N; your opponent must agree.
reply-rollback-nothing = there is no earlier card play to go back to yet
reply-rollback-no-point = there is no rollback point { $n }: /lab rollback lists them (1 to { $last })
reply-rollback-asks = ⏪ { $user } asks to roll the game back to the start of { $point }: everything since is undone. { $who }, answer /lab rollback answer:agree to agree or answer:refuse to refuse. If agreed, dice and deck are fresh: the draw pile is reshuffled and the dice follow a new stream.
reply-rollback-asks-private = ⏪ { $user } asks to go back to { $point }.
reply-rolls-back-computer = ⏪ { $user } rolls the game back to the start of { $point }; the computer { $other ->
    [us] US
   *[jihadist] Jihadist
} does not object.
reply-rolls-back = ⏪ { $user } rolls the game back to the start of { $point }.
reply-rollback-earlier = an earlier card play
reply-the-rollback = the rollback to { $point }
reply-the-undo = the request to take back the last move ({ $what })
reply-request-set-aside = { $user } asks something else, so { $who } no longer waits for an answer to { $what }.
reply-request-changed = Nothing was done: { $user } replaced the request you answered. It is now { $what }. If your answer still stands, send it again.
reply-rollback-agreed = ⏪ { $user } agrees: the game goes back to the start of { $point }, as { $who } asked. Dice and deck are fresh: the draw pile is reshuffled and the dice follow a new stream.

## Discord: threads, access, delivery
reply-discord-unknown-command = this command is not known here
reply-discord-private-thread = I cannot see this private thread, so the game's messages could not be posted here: add me to the thread (mention me in it) or play in a public thread or channel. No game was started.
reply-discord-thread-in-dm = threads exist only in server channels: use /lab game new without thread here
reply-discord-thread-in-thread = this is already a thread: use /lab game new without thread here, or thread:True in the channel above
reply-discord-no-thread = ⚠️ I could not open a thread here (does the bot have the Create Public Threads permission?); no game was started.
reply-discord-thread-announced = 🧵 Game #{ $game } ({ $scenario }) is played in { $thread }.

## Export (`/lab game export`)
reply-export-needs-consent = game #{ $game } is in progress: a full export needs both players' consent; /lab game export gives its public record
reply-export-solitaire = game #{ $game } is a solitaire game in progress: it is exported in full once it has ended (the computer's cards and the draw order stay hidden until then); /lab game export gives its public record
reply-export-seat-free = the { reply-side } seat of game #{ $game } is still free: no one can agree to a full export yet; /lab game export gives its public record
reply-export-agreed = 📦 { $user } agrees: game #{ $game } may be exported in full (both hands, the draw pile, the seed and the action log) until the next move; { $who }, /lab game export full:true gives you the file.
reply-export-already-asked = you already asked for a full export of game #{ $game }; waiting for { $who } to agree with /lab game export full:true
reply-export-asks = 📦 { $user } asks for a full export of game #{ $game }: both hands, the draw pile, the seed and the action log, everything hidden. { $who }, answer /lab game export full:true to agree, or play on to refuse (the request lapses at the next move).
reply-export-needs-consent-ended = game #{ $game } was abandoned or claimed, not played to its end: what was hidden stays hidden unless both players agree; /lab game export gives its public record
reply-export-solitaire-ended = game #{ $game } is a solitaire game that was abandoned, not played to its end: the computer's cards and the draw order stay hidden; /lab game export gives its public record (a solitaire game resigned or played out is exported in full)
reply-export-asks-ended = 📦 { $user } asks for a full export of game #{ $game }, which was abandoned or claimed, not played to its end: both hands, the draw pile, the seed and the action log, everything hidden. { $who }, answer /lab game export full:true to agree.
reply-exported-public-ended = 📦 Game #{ $game } exported as its public record: it was abandoned or claimed, not played to its end, so no hands, draw pile, seed, face-down Plots or action log (a full export needs both players: /lab game export full:true).
reply-export-not-player = only the players of game #{ $game } or a server admin can export it
reply-exported-full = 📦 Game #{ $game } exported in full: set-up with its seed, action log and the whole state. `labyrinth import FILE` loads it as a new game; `labyrinth replay --file FILE` checks it.
reply-exported-public = 📦 Game #{ $game } exported as its public record: the game is in progress, so no hands, draw pile, seed, face-down Plots or action log (a full export comes once it has ended, or now if both players agree: /lab game export full:true).

## Undo (`/lab undo`)
reply-undo-agreed = ↩️ { $user } agrees: { $who } takes back their last move ({ $what }). Dice and deck are fresh: the draw pile is reshuffled and the dice follow a new stream.
reply-undo-free = ↩️ { $user } takes back their last move ({ $what }).
reply-undo-computer = ↩️ { $user } takes back their last move ({ $what }); the computer { $other ->
    [us] US
   *[jihadist] Jihadist
} does not object.
reply-undo-asks = ↩️ { $user } asks to take back their last move ({ $what }). In it { $cause }, so { $who } must agree: { $who }, answer /lab undo to agree, or play on to refuse. If agreed, dice and deck will be fresh: the draw pile is reshuffled and the dice follow a new stream, so what was rolled or drawn does not come back the same.
reply-undo-not-shown = a choice not yet shown to the channel
reply-undo-card-played = a card was played
reply-undo-dice-rolled = dice were rolled
reply-undo-hidden-shown = something hidden was shown (a card drawn or a Plot revealed)
reply-undo-game-ended = the game ended
reply-undo-passed = the decision passed to the { reply-side }
# "a, b and c"
reply-and = { $list } and { $last }

## The terminal's own lines
reply-terminal-not-version = { $text } is not a game version; e.g. `@12 /lab choose 1`
reply-terminal-at-needs-command = `@N` must be followed by a /lab command
reply-terminal-as-whom = as whom? e.g. `as alice`
reply-terminal-written = 💾 Written to { $path } ({ $kb } KB)
reply-terminal-not-written = ⚠️ Nothing written: cannot write { $path }: { $error }
reply-terminal-no-board = (no board to draw)
reply-terminal-cannot-write = cannot write { $path }: { $error }
reply-terminal-picture-written = 🗺️ Board picture written to { $path } ({ $kb } KB, PNG)
reply-terminal-no-picture = ⚠️ No board picture: { $problem }
reply-terminal-picture-hint = 🗺️ The board picture: /lab catchup image:board.png writes it.
reply-terminal-in-progress = Game #{ $game } is in progress here: /lab board shows it, /lab catchup what happened since your last move.
reply-terminal-welcome = Labyrinth terminal. Type /lab help; `as NAME` switches user; quit to leave.
reply-terminal-not-utf8 = that line is not valid UTF-8 text: nothing was done
reply-terminal-to = [to { $user }]
reply-terminal-now = (now { $user })
reply-terminal-held = 🔒 { $count } private { $count ->
    [one] message
   *[other] messages
} for { $user }, shown after `as { $user }`

## Catching up (`/lab catchup`, and when the decision passes)
reply-catchup-nothing = 📰 Game #{ $game }: nothing has happened since your last decision.
reply-catchup-heading = 📰 Game #{ $game }: since your last decision
reply-catchup-broken = { $heading }: the summary cannot be made; see /lab log.
reply-catchup-cards = Cards played
reply-catchup-plots = Plots
reply-catchup-tracks = Tracks
reply-catchup-countries = Countries changed
reply-catchup-markers = Markers
reply-catchup-in-play = in play: { $markers }
reply-catchup-removed = removed: { $markers }
reply-catchup-more = … and { $count } more lines: /lab log and /lab board.
reply-catchup-no-change = nothing changed on the map.
reply-track-prestige = Prestige
reply-track-funding = Funding
reply-track-us-posture = US Posture
reply-track-gwot-penalty = GWOT penalty
reply-track-troops = Troops on the track
reply-track-cells = Cells on the track
reply-track-good-resources = Good resources
reply-track-islamist-resources = Islamist Rule resources
reply-track-world-posture = World Posture
reply-track-us-reserves = US Reserves
reply-track-jihadist-reserves = Jihadist Reserves
reply-track-fair-good = Fair and Good countries
reply-track-poor-islamist = Poor and Islamist Rule countries
reply-track-turn = Turn

## Buttons and confirmations
reply-act-resign = Resign
reply-act-abandon = Abandon the game
reply-act-claim-win = Claim the seat: they resign
reply-act-claim-abandon = End without a winner
reply-act-claim-continue = Continue against the computer
reply-game-gone = ⚠️ Game #{ $game } no longer exists.
reply-prompt-stale = ⌛ This prompt is out of date: the game has moved on. Use /lab hand for the current one.
reply-prompt-waiting = ⏳ Game #{ $game } ({ $scenario }) in { $channel } still waits for your decision; the buttons below answer it there:
reply-prompt-not-seated = ⚠️ This prompt is not yours: you are not seated in this game.
reply-prompt-not-yours = ⚠️ This prompt is not yours to answer: it is not your decision.
reply-confirm-resign = Resign game #{ $game } ({ $scenario })? Your opponent wins at once; this cannot be undone.
reply-confirm-claim = Claim your silent opponent's seat in game #{ $game } ({ $scenario })? Either they resign and you win, the game ends without a winner, or it continues against the computer in their seat (they may take it back if you agree); this cannot be undone.
reply-confirm-abandon = Abandon game #{ $game } ({ $scenario })? It ends without a winner; this cannot be undone.
reply-button-hand = Show my hand
reply-menu-options = Options { $first }–{ $last }
reply-discord-not-a-channel = ⚠️ This game is not in a Discord channel.
reply-discord-went-wrong = ⚠️ Sorry, something went wrong. /lab board shows where the game stands, /lab resend your private messages.
reply-discord-done = ✅ Done.
reply-discord-the-reply = the reply to your command
reply-discord-dms-closed = { $user }: I cannot DM you (your DMs are closed). Press the button to see your hand and your options privately; /lab catchup tells what happened since your last decision.
reply-discord-not-in-server = { $user }: I cannot DM you: you are no longer in this server, and Discord lets me write only to members of a server I share. Rejoin it, then press the button to see your hand and your options; /lab catchup tells what happened since your last decision.
reply-discord-the-dm-notice = the notice that { $user } cannot get DMs
reply-discord-no-dm = (I could not DM you; your DMs are closed.)
reply-discord-lost-public = a message in the channel
reply-discord-lost-play = the card play's lines in the channel
reply-discord-lost-board = the board in the channel
reply-discord-lost-reply = a reply to you
reply-discord-lost-file = your file
reply-discord-lost-private = your private message
reply-discord-lost-prompt = your prompt
reply-discord-lost-private-to = a private message to { $user }
reply-discord-lost-prompt-to = the prompt to { $user }
reply-discord-undelivered = ⚠️ Your command was done and the game is saved, but I could not deliver { $what }. /lab resend sends your private messages and your prompt again, /lab log shows the channel's latest messages and /lab board the board (the bot may lack permission to post here, or the thread is locked or gone).

## Answering (`/lab choose`, `/lab play`), resigning, the log, cards
reply-choose-what = choose what? e.g. /lab choose 1
reply-too-many-choices = the game is not waiting for that many answers
reply-choices-pass = after { $count } { $count ->
    [one] answer
   *[other] answers
}, the decision passes to the { reply-side }
reply-no-option = there is no option { $n }: choose { $first } to { $last }
reply-not-an-option-meant = { $text } is not one of the options; did you mean { $meant }?
reply-not-an-option = { $text } is not one of the options
reply-several-options = { $text } matches several options; use a number
reply-resign-nobody = nobody plays the { reply-side } yet, so there is no one to concede to; /lab game abandon ends the game without a winner
reply-resign-confirm = Resigning ends game #{ $game } at once: the { reply-side } wins. To confirm: /lab game resign confirm:true
reply-resigns = { $user } resigns for the { reply-side }.
reply-not-asking-card = the game is not asking for a card: it asks you to { $question }; answer with /lab choose
reply-play-asks = the game asks you to { $question }
reply-play-passes = the decision passes to the { reply-side }
reply-play-over = the card play is over
reply-play-unused = nothing was done: { $unused } { $count ->
    [one] was
   *[other] were
} not used ({ $asked })
reply-play-no-answer = that card play gives no answer to the question asked now
reply-play-read-as = { $answer } was read as the answer to “{ $question }”: { $error }
reply-log-range = log shows 1 to { $most } lines, not { $count }
reply-log-empty = Nothing has happened yet.
reply-log-no-replay = The messages of this game are not kept, and its action log does not replay: see /lab board.
# /lab hand hint:true (src/app/hint.rs).
hint-off = hints are off in this game: both players turn them on with /lab game settings hints:true
hint-not-yours = nothing of yours to decide now: ask for a hint at your own decision
hint-none = no hint for this decision
hint-only-option = the only option
hint-us = 💡 The computer US would answer { $number } ({ $option }): { $reason }
hint-jihadist = 💡 What the section 9 procedure (9.4) would do with the card:
hint-no-card-play = no hint for this question: hints show the procedure's card play (9.4), at your choice of a card or while you play one
hint-at-random = then a random pick among { $candidates }
hint-dice = then the dice decide
hint-always = hints are always on against the computer: /lab hand hint:true at your decision
hint-waiting = your hints are on; they answer once your opponent turns theirs on too (/lab game settings hints:true)
hint-you-off = your hints are off in this game
hint-on-public = 💡 Hints are on in this game: both players turned them on, and /lab hand hint:true tells either, privately, what the computer would do.
hint-off-public = 💡 Hints are off in this game again.
