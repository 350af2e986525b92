# What the /lab surface says about a command it cannot read (src/surface).
surface-empty = { $name } is empty
surface-too-long = { $name } is longer than { $max } characters
surface-out-of-range = { $name } is { $min } to { $max }, not { $n }
surface-not-one-of = { $text } is not a valid { $name }: { $values }
surface-meant = { $text } is not a valid { $name }; did you mean { $meant }? ({ $values })
surface-meant-command = { $error }; did you mean /lab { $command }?
surface-not-valid = { $text } is not a valid { $name }
surface-ambiguous = { $text } could be { $values }: type more of it
surface-not-number = { $text } is not a valid { $name }: a whole number
surface-not-flag = { $text } is not a valid { $name }: true or false
surface-unknown-command = unknown command { $sub }; try /lab help
surface-takes-rest = { $command } takes { $option }:… ({ $description })
surface-no-option-key = { $command } takes no option, not { $key }
surface-not-an-option = { $command } takes { $options }; not { $key }
surface-no-option-value = { $command } takes no option, not { $value }
surface-not-positional = { $command } takes { $options }; { $value } is not one
surface-needs = /lab { $command } needs { $option }: { $description }
surface-no-such-option = /lab { $command } has no option { $option }
surface-bad = not a valid { $name }
surface-to-or-answer = give to: or answer:, not both
surface-not-card = { $text } is not a card number (1 to 120)
surface-choose-what = choose what? e.g. 1, or country:pakistan
surface-until-or-days = give until: or days:, not both
surface-not-date = { $text } is not a date: write it as 2026-12-03
surface-away-when = away until when? e.g. days:5 or until:2026-12-03
surface-every-or-away-days = set every: or away_days:, one at a time
surface-reminders-how-often = reminders how often? e.g. every:24h, every:2d or every:off
surface-one-setting = set language:, mute:, timezone: or hints:, one at a time
surface-mute-or-timezone = set mute: or timezone:, one at a time
surface-which-setting = which setting? mute:true, mute:false, timezone:Europe/Paris or hints:true
surface-claim-one = choose one: abandon:true ends the game, computer:true continues against the computer

# /lab help (src/surface/text.rs).
help-title = Labyrinth commands:
help-true = true
help-terminal-syntax = Options are key:value; bare values fill the options in order (/lab card 76, /lab play 45 pakistan).
help-short-forms = Short forms: { $forms }.
help-discord = Discord lists each command's options as you type; cards, countries and answers are suggested.
help-board = Board: 2T = 2 troops, 1A / 1S = Active / Sleeper cells; Jih = Jihadist; Poor+IR = Poor or Islamist Rule; Fair+Good = Fair or Good Muslim countries; the GWOT relations penalty is the Prestige roll's modifier.

# /lab adjust (src/surface/adjust.rs).
adjust-give-number = { $what }: give value:N
adjust-not-number = { $what }: { $text } is not a number
adjust-give-presence = { $what }: give value:add or value:remove
adjust-not-marker-meant = { $text } is not an event marker; did you mean { $meant }?
adjust-not-marker = { $text } is not an event marker; the markers: { $names }
adjust-what-or-answer = give what: or answer:, not both
adjust-agree-or-refuse = answer: agree or refuse
adjust-what = adjust what? e.g. what:troops country:iraq value:4, or answer:agree
adjust-which-country = { $what }: which country? give country:NAME
adjust-not-one-of = { $what }: { $value } is not one of { $expected }
adjust-give-plot = plot: give value:add or value:remove (the Jihadist may name the Plot: value:add_2, value:remove_wmd)
adjust-which-marker = marker: which marker? give marker:NAME
adjust-which-card = card: which card? give card:N
adjust-not-zone = { $text } is not a card zone
adjust-which-zone = card: to which zone? give to:discard (or us_hand, draw_pile, …)
adjust-not-a-kind = { $text } is not something to adjust; what: { $kinds }
