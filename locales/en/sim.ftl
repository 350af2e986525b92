# `labyrinth sim`: the self-play report (src/sim/report.rs). Its language: `--lang`, else
# the shell's locale (LC_ALL, LC_MESSAGES, LANG), else English. The JSON report's fields
# stay English. Decimal numbers come formatted ($turns "12.34").
sim-heading = { $games } games: { $scenario }, ideology { $ideology }, { $decks } deck(s), seeds { $first } to { $last }
sim-wins = wins (95% Wilson interval):
sim-side = { $side ->
    [us] US
   *[jihadist] Jihadist
}
sim-by-reason = by victory condition:
# A victory condition's row: the winner and the condition (2.1.1, 2.1.2, 2.3).
sim-reason = { sim-side }: { $reason ->
    [good-resources] Good Resources 12+ (2.1.1)
    [fair-good-countries] 15+ Fair or Good countries (2.1.1)
    [no-cells] no Jihadist cells on the map (2.1.1)
    [islamist-rule-resources] Islamist Rule Resources 6+, two adjacent (2.1.2)
    [prestige-and-poor] Prestige 1 and 15+ Poor or Islamist Rule countries (2.1.2)
    [wmd-in-united-states] a WMD Plot in the United States (2.1.2)
    [end-of-deck] end of game: the last deck ran out (2.3)
   *[resignation] the other side resigned
}
sim-average = average length: { $turns } turns, { $decisions } US decisions
sim-speed = { $seconds } s, { $rate } games per second
# `--look-ahead`: the time its decisions took, each on one thread.
sim-thinking = looked-ahead decisions: { $decisions }, median { $median } s, 99th percentile { $p99 } s, slowest { $slowest } s
# The progress bar on a terminal: "████ 40/100 games, 12.3/s, eta 5s".
sim-progress-games = games
sim-progress-eta = eta
