# The after-action report (src/render/report): the chart of the tracks turn by turn and the
# moments that mattered, as a picture and as Markdown.
report-heading = { $scenario }, { $decks ->
    [one] 1 deck
   *[other] { $decks } decks
}{ $game ->
    [0] {""}
   *[other] {" "}· game #{ $game }
}
report-result = The { $side ->
    [us] US
   *[jihadist] Jihadist
} wins — { $why } · turn { $turn }
report-end-of-deck = the deck ran out with { $good } Good Resources against { $islamist } under Islamist Rule ({ $rule })
report-abandoned = Abandoned without a winner at turn { $turn }
report-in-progress = In progress: turn { $turn }
report-seats = US: { $us } · Jihadist: { $jihadist }
report-ideology = The computer Jihadist's Ideology: { $ideology } (9.7)
report-played = Played from { $from } to { $to }
report-played-on = Played on { $day }
report-moments = The moments that mattered
report-no-moments = Nothing yet: a Regime Change, a country falling to Islamist Rule, a WMD that resolves or a reshuffle will be listed here.
report-more-in-file = …and { $count } more in { $file }.
report-more-moments = …and { $count } more (the text lists them all)
report-when = Turn { $turn }
report-when-card = Turn { $turn } · #{ $number } { $card } ({ $side ->
    [us] US
   *[jihadist] Jihadist
})
report-regime-change = Regime Change { $within }
report-islamist-rule = { $country } falls to Islamist Rule
report-wmd = a WMD Plot resolves { $within }
report-reshuffle = the deck is reshuffled: deck { $deck } begins
report-victory = the { $side ->
    [us] US
   *[jihadist] Jihadist
} wins
report-moment-short = Turn { $turn } · { $what }
report-tracks-heading = Where the tracks stand
report-tracks = Prestige { $prestige } · Funding { $funding } · Good Resources { $good } · Islamist Rule Resources { $islamist } · Fair or Good countries { $fair_good } · Poor or Islamist Rule { $poor } · troops on their track { $troops } · cells on their track { $cells }
report-chart-alt = The tracks turn by turn
# The chart's panels, lines and axis.
report-panel-tracks = Prestige and Funding
report-series-prestige = Prestige
report-series-funding = Funding
report-panel-resources = Resources: Good against Islamist Rule
report-series-good = Good
report-series-islamist = Islamist Rule
report-threshold-us = { $n }: the US wins
report-threshold-jihadist = { $n }: the Jihadist wins
report-panel-countries = Muslim countries
report-series-fair-good = Fair or Good
report-series-poor-islamist = Poor or Islamist Rule
report-threshold-countries = { $n }: a victory condition
report-panel-pieces = On their tracks
report-series-troops = troops
report-series-cells = cells
report-axis-turn = Turn
# What could not be delivered (Discord).
report-lost = the game's story
# The server's record (src/app/history.rs): /lab game history.
history-heading-server = 📜 Finished games of this server, newest first:
history-heading-player = 📜 Finished games of { $player }, newest first:
history-heading-own = 📜 Your finished games outside any server, newest first:
history-none = No finished game yet.
history-line = #{ $game } { $scenario }, { $decks ->
    [one] 1 deck
   *[other] { $decks } decks
} · { $from } → { $to }, { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
} · US: { $us } · Jihadist: { $jihadist } · { $result }
history-result = the { $side ->
    [us] US
   *[jihadist] Jihadist
} won: { $why }
history-won = the { $side ->
    [us] US
   *[jihadist] Jihadist
} won
history-no-result = no winner
history-older = …and { $count } older (the record counts them all).
history-abandoned = Abandoned, counted for no one ({ $count }): { $list }
history-abandoned-game = #{ $game } { $scenario } ({ $day })
history-record = Record of { $player }: { $won } won of { $played } · as the US { $us_won } of { $us_played } · as the Jihadist { $jihadist_won } of { $jihadist_played }
history-of = { $name } { $won } of { $played }
history-by-scenario = By scenario: { $list }
history-against-computer = Against the computer: { $list }
history-bot = the section 9 bot ({ $ideology })
history-computer-us = the computer US
history-open = A game's story: /lab game report game:ID
history-label = #{ $game } { $scenario } · { $result } · { $day }
reply-history-own-only = in direct messages the history shows only your own games: leave out player:, or ask in the server
reply-report-elsewhere = game #{ $game } is not a game of this server, and you did not play in it
reply-report-no-replay = the story of game #{ $game } cannot be told: its action log does not replay ({ $error })
# The terminal: /lab game report image:PATH.
report-chart-written = 📈 Chart written to { $path } ({ $kb } KB, PNG)
