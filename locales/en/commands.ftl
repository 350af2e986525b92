# The /lab surface: commands, options and choices (generated from src/surface/table.rs:
# UPDATE_COMMANDS_FTL=1 cargo test --test ru_commands). Russian: locales/ru/commands.ftl.
surface-with-default = { $description } (default: { $default })
cmd-lab = lab
    .description = Labyrinth: The War on Terror, play-by-post
cmd-game = game
    .description = Start, join, list and end games

cmd-game-new = new
    .description = Start a new game in this channel (or in DMs with the bot, for solitaire)
opt-game-new-scenario = scenario
    .description = Scenario
    .default = lets_roll
opt-game-new-mode = mode
    .description = Two players, or solitaire against the computer (it plays the side you do not)
    .default = two_player
opt-game-new-length = length
    .description = Game length in decks (3.3)
    .default = 1
opt-game-new-side = side
    .description = Your side (in solitaire the computer plays the other side)
    .default = us
opt-game-new-ideology = ideology
    .description = Solitaire as the US: the computer Jihadist's Ideology, its difficulty (9.7)
    .default = normal
opt-game-new-mini-decks = mini_decks
    .description = Solitaire as the US only: the optional mini-decks rule (9.2)
    .default = false
opt-game-new-seed = seed
    .description = Solitaire (and the terminal) only: a dice seed, to replay a game exactly
    .default = random
opt-game-new-reminders = reminders
    .description = How long a decision waits before its player is reminded: off, or 6h to 7d
    .default = 24h
opt-game-new-language = language
    .description = The language of the game's public posts (either player may change it)
    .default = the server's
opt-game-new-thread = thread
    .description = Open a thread for this game (in a server channel)
    .default = false

cmd-game-join = join
    .description = Take the free seat of the game in this channel

cmd-game-list = list
    .description = Your games in every channel, with their ids, those waiting for you first

cmd-game-resign = resign
    .description = Concede the game in this channel: the other side wins
opt-game-resign-confirm = confirm
    .description = Concede without being asked again
    .default = false

cmd-game-abandon = abandon
    .description = End a game without a winner (its creator, or a server admin)
opt-game-abandon-game = game
    .description = The game's id, from /lab game list (from anywhere)
    .default = this channel's game
opt-game-abandon-admin = admin
    .description = You administer this machine's games
    .default = false

cmd-game-claim = claim
    .description = Your opponent has not answered for 7 days: claim their seat
opt-game-claim-abandon = abandon
    .description = End the game without a winner instead of their resigning
    .default = false
opt-game-claim-computer = computer
    .description = Continue against the computer in their seat instead of their resigning
    .default = false

cmd-game-retake = retake
    .description = Take back the seat the computer took over (the other player must agree)
opt-game-retake-refuse = refuse
    .description = You stayed: refuse the request instead of agreeing
    .default = false

cmd-game-away = away
    .description = You are away: no reminders, and the claim clock stops (at most 14 days)
opt-game-away-until = until
    .description = The day you are back, e.g. 2026-12-03
opt-game-away-days = days
    .description = Or: for how many days

cmd-game-back = back
    .description = You are back early from time away

cmd-game-reminders = reminders
    .description = How long a decision waits before its player is reminded (this game)
opt-game-reminders-every = every
    .description = off, or 6h to 7d, e.g. 24h or 2d
    .default = 24h
opt-game-reminders-away-days = away_days
    .description = Days of time away each player may take in this game
    .default = 30

cmd-game-settings = settings
    .description = Your own settings in every game (mute reminders, time zone), or this game's language
opt-game-settings-language = language
    .description = This game's language for its public posts (en or ru)
opt-game-settings-mute = mute
    .description = No reminders for you (true), or reminders again (false)
opt-game-settings-timezone = timezone
    .description = Your IANA time zone (e.g. Europe/Paris), so no reminder comes at night; none clears it
opt-game-settings-hints = hints
    .description = Hints, once both players turn them on

cmd-game-export = export
    .description = The game as one JSON file: its public record while in progress, in full once it has ended
opt-game-export-full = full
    .description = A game in progress: ask for, or agree to, a full export (both players must)
    .default = false
opt-game-export-path = path
    .description = Write the file here (a path without spaces)

cmd-game-report = report
    .description = A game's story: tracks by turn, key moments
opt-game-report-game = game
    .description = A finished game
    .default = this channel's
opt-game-report-image = image
    .description = Also write the chart (PNG) to this file

cmd-game-history = history
    .description = Finished games here or of a player; records
opt-game-history-player = player
    .description = Only this player's games and record

cmd-catchup = catchup
    .description = What happened since your last decision (only you see it)
opt-catchup-image = image
    .description = Also write the board picture (PNG) to this file

cmd-choose = choose
    .description = Answer your pending decision: an option number, or a name such as Pakistan
opt-choose-answer = answer
    .description = Option number(s) or name(s): 2, country:pakistan, yes; several with commas

cmd-play = play
    .description = Play a card: the card, then optionally how, which operation and where
opt-play-card = card
    .description = A card from your hand: its number
opt-play-use = use
    .description = Its event, operations, or into your Reserves to spend later
opt-play-op = op
    .description = Which operation
opt-play-order = order
    .description = When the card's event also occurs: event first or operations first (6.3.2.1)
opt-play-reserves = reserves
    .description = Spend your Reserves now on this operation (6.3.3.1): true or false
opt-play-country = country
    .description = The (first) country asked for
opt-play-then = then
    .description = The next country asked for (a Deploy or Travel destination, a second target)

cmd-event = event
    .description = Play a card as its event (6.2)
opt-event-card = card
    .description = A card from your hand: its number

cmd-ops = ops
    .description = Play a card for operations: the operation and where (the rest is asked)
opt-ops-card = card
    .description = A card from your hand: its number
opt-ops-op = op
    .description = Which operation
opt-ops-order = order
    .description = When the card's event also occurs: event first or operations first (6.3.2.1)
opt-ops-reserves = reserves
    .description = Spend your Reserves now on this operation (6.3.3.1): true or false
opt-ops-country = country
    .description = The (first) country asked for
opt-ops-then = then
    .description = The next country asked for (a Deploy or Travel destination, a second target)

cmd-reserves = reserves
    .description = Add a card's value to your Reserves (6.3.3)
opt-reserves-card = card
    .description = A card from your hand: its number

cmd-discard = discard
    .description = US: discard your final card without effect (5.2.4)

cmd-hold = hold
    .description = US: hold your final card for the next turn (5.2.4)

cmd-undo = undo
    .description = Take back your last move (or agree to your opponent's request)

cmd-rollback = rollback
    .description = Go back to an earlier card play or turn (your opponent must agree)
opt-rollback-to = to
    .description = The point, by its number in the list /lab rollback shows
    .default = list the points
opt-rollback-answer = answer
    .description = Answer a rollback your opponent asked for

cmd-adjust = adjust
    .description = Propose a change to the position: a track, a country, a marker or a card (your opponent must agree)
opt-adjust-what = what
    .description = What to change
opt-adjust-country = country
    .description = The country
opt-adjust-value = value
    .description = The new value: a number, hard, poor, ally, add, remove, add 2 (a Plot)…
opt-adjust-marker = marker
    .description = The event marker (its name or card number)
opt-adjust-card = card
    .description = The card to move
opt-adjust-to = to
    .description = The card's new zone
opt-adjust-from = from
    .description = The card's zone (found for you among those you can see)
opt-adjust-answer = answer
    .description = Answer a change your opponent proposed

cmd-board = board
    .description = Show the board summary and its map picture
opt-board-image = image
    .description = Also write the board picture (PNG) to this file

cmd-hand = hand
    .description = Show your hand and your pending decision (only you see it)
opt-hand-hint = hint
    .description = Instead: what the computer would do here, and why

cmd-card = card
    .description = A card's text, and whether you may play its event now (only you see it)
opt-card-card = card
    .description = The card: its number or name

cmd-country = country
    .description = Show one country's details (public), and to you whether it is an option now, or why not
opt-country-country = country
    .description = The country

cmd-log = log
    .description = Show recent messages of this channel's game (only you see them)
opt-log-count = count
    .description = How many lines
    .default = 10

cmd-resend = resend
    .description = Send your hand and open prompt again, or your last N private messages (only you see them)
opt-resend-count = count
    .description = How many recent messages
    .default = your hand and the open prompt

cmd-help = help
    .description = How to play with this bot (only you see it)

choice-scenario-lets-roll = Let's Roll!
    .value = lets_roll
choice-scenario-you-can-call-me-al = You Can Call Me Al
    .value = you_can_call_me_al
choice-scenario-anaconda = Anaconda
    .value = anaconda
choice-scenario-mission-accomplished = Mission Accomplished?
    .value = mission_accomplished

choice-mode-two-player = Two players
    .value = two_player
choice-mode-solitaire = Solitaire (you against the computer)
    .value = solitaire

choice-side-us = US
    .value = us
choice-side-jihadist = Jihadist
    .value = jihadist

choice-ideology-normal = Normal
    .value = normal
choice-ideology-coherent = Coherent
    .value = coherent
choice-ideology-attractive = Attractive
    .value = attractive
choice-ideology-potent = Potent
    .value = potent
choice-ideology-infectious = Infectious
    .value = infectious
choice-ideology-virulent = Virulent
    .value = virulent

choice-language-en = English
    .value = en
choice-language-ru = Русский
    .value = ru

choice-use-event = Event
    .value = event
choice-use-operations = Operations
    .value = operations
choice-use-reserves = Reserves
    .value = reserves

choice-op-war-of-ideas = War of Ideas (US)
    .value = war_of_ideas
choice-op-deploy = Deploy (US)
    .value = deploy
choice-op-regime-change = Regime Change (US)
    .value = regime_change
choice-op-withdraw = Withdraw (US)
    .value = withdraw
choice-op-disrupt = Disrupt (US)
    .value = disrupt
choice-op-alert = Alert (US)
    .value = alert
choice-op-reassessment = Reassessment (US)
    .value = reassessment
choice-op-recruit = Recruit (Jihadist)
    .value = recruit
choice-op-travel = Travel (Jihadist)
    .value = travel
choice-op-jihad = Jihad (Jihadist)
    .value = jihad
choice-op-plot = Plot (Jihadist)
    .value = plot

choice-order-event-first = Event first
    .value = event_first
choice-order-ops-first = Operations first
    .value = ops_first

choice-consent-agree = Agree
    .value = agree
choice-consent-refuse = Refuse
    .value = refuse

choice-what-prestige = Prestige (1-12)
    .value = prestige
choice-what-funding = Funding (1-9)
    .value = funding
choice-what-us-posture = US Posture (hard, soft)
    .value = us_posture
choice-what-posture = A country's Posture (hard, soft, unmarked)
    .value = posture
choice-what-governance = A country's Governance (good, fair, poor, islamist_rule, unmarked)
    .value = governance
choice-what-alignment = A country's Alignment (ally, neutral, adversary)
    .value = alignment
choice-what-troops = Troops in a country
    .value = troops
choice-what-active-cells = Active cells in a country
    .value = active_cells
choice-what-sleeper-cells = Sleeper cells in a country
    .value = sleeper_cells
choice-what-cadre = Cadre in a country (add, remove)
    .value = cadre
choice-what-aid = Aid in a country
    .value = aid
choice-what-besieged = Besieged Regime in a country (add, remove)
    .value = besieged
choice-what-regime-change = Regime Change in a country (green, tan, none)
    .value = regime_change
choice-what-plot = A Plot: add, remove (Jihadist: add 2, remove wmd)
    .value = plot
choice-what-marker = An event marker (add, remove), in the Event Box or a country
    .value = marker
choice-what-card = A card to another zone
    .value = card

choice-zone-us-hand = US hand
    .value = us_hand
choice-zone-jihadist-hand = Jihadist hand
    .value = jihadist_hand
choice-zone-draw-pile = draw pile
    .value = draw_pile
choice-zone-discard = discard pile
    .value = discard
choice-zone-removed = removed cards
    .value = removed
choice-zone-lapsing = Lapsing box
    .value = lapsing
choice-zone-first-plot = 1st Plot box
    .value = first_plot
