# `labyrinth sim`: the self-play report (src/sim/report.rs). Its language: `--lang`, else
# the shell's locale (LC_ALL, LC_MESSAGES, LANG), else English. The JSON report's fields
# stay English. Decimal numbers come formatted ($turns "12.34").
sim-heading = { $games } games: { $scenario }, ideology { $ideology }, { $decks } deck(s), seeds { $first }..{ $last }
sim-wins = wins (95% Wilson interval):
sim-side = { $side ->
    [us] US
   *[jihadist] Jihadist
}
sim-by-reason = by victory condition:
# A victory condition's row: the winner and the condition (2.1.1, 2.1.2, 2.3), by its id.
sim-reason = { sim-side } { $reason ->
    [good-resources] good_resources
    [fair-good-countries] fair_good_countries
    [no-cells] no_cells
    [islamist-rule-resources] islamist_rule_resources
    [prestige-and-poor] prestige_and_poor
    [wmd-in-united-states] wmd_in_united_states
    [end-of-deck] end_of_deck
   *[resignation] resignation
}
sim-average = average length: { $turns } turns, { $decisions } US decisions
sim-speed = { $seconds } s, { $rate } games per second
# The progress bar on a terminal: "████ 40/100 games, 12.3/s, eta 5s".
sim-progress-games = games
sim-progress-eta = eta
