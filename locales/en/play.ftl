# Log lines of play (render/log.rs, render/narration.rs). Sides are passed as `us` or
# `jihadist`; `log-side`, `log-to`, `log-from` name them.
log-side = { $side ->
    [us] US
   *[jihadist] Jihadist
}
log-side-lc = { log-side }
log-side-gen = { log-side }
log-to = { $to ->
    [us] US
   *[jihadist] Jihadist
}
log-to-dat = { log-to }
log-from = { $from ->
    [us] US
   *[jihadist] Jihadist
}
log-phase-started = — Turn { $turn }: { log-side } Action Phase —
log-card-played = { log-side } plays { $card } for { $used ->
    [event] the event
    [event-then-ops] the event, then operations
    [operations] operations
    [radicalization] Radicalization (9.4.3)
   *[reserves] Reserves
}.
log-operation = { log-side } { $op } with { $value } { $value ->
    [one] op
   *[other] ops
}.
log-no-operation = { log-side }: no operation is possible with #{ $number } { $name }; the card is spent.
log-reserves-full = { log-side } Reserves stay at { $total }, the maximum (6.3.3).
log-reserves-added = { log-side } adds { $value } to Reserves (now { $total }).
log-reserves-expended = { log-side } expends { $value } from Reserves.
log-event-occurs = Event: #{ $number } { $name } ({ log-side }).
log-event-does-not-occur = Event #{ $number } { $name } does not occur: { $reason }.
log-event-has-no-effect = Event #{ $number } { $name } has no effect: { $reason } (6.2.4).
log-event-ignored-first-plot = Event #{ $number } { $name } is ignored: first Plot of the turn (8.5.3).
# A roll's kind, as the roll is named ("Recruit roll") and alone ("Recruit").
log-roll-name = { $kind ->
    [governance] Governance
    [posture] Posture
    [prestige] Prestige
    [war-of-ideas] War of Ideas
    [recruit] Recruit
    [travel] Travel
    [jihad] Jihad
    [plot] Plot
    [plot-governance] Plot Governance
   *[wmd] WMD acquisition
}
log-roll = { log-roll-name } roll
log-war-of-ideas-automatic-failure = ❌ War of Ideas{ $place } fails automatically: the card's value is below what the country's new Governance needs (4.9.5).
log-automatic-successes = ✅ { log-roll-name }{ $place }: { $count } automatic { $count ->
    [one] success
   *[other] successes
}.
log-rolled = 🎲 { log-roll }{ $place }: { $dice }
log-prestige-modified = { $raw }, modified { $modified } by the GWOT relations penalty
log-prestige-direction = — direction { $shown }: Prestige shifts { $up ->
    [yes] up
   *[no] down
} by { $by }, the lower of the other two
log-roll-modified = , modified { $modified }
log-roll-needs = , needs { $needed }
log-roll-successes = → { $count } { $count ->
    [one] success
   *[other] successes
}
log-woi-itemised = 🎲 { log-roll }{ $place }: die { $die }{ $items } = { $total }, needs { $needed } → { $success ->
    [yes] succeeds
   *[no] fails
}
log-woi-no-modifiers = (no modifiers)
log-tested = { $country } is tested: { $result }.
log-unchanged = unchanged
log-unmarked = unmarked
log-governance-stays = { $country } stays { $to }: no further shift.
log-governance = { $country }: { $from } → { $to }.
log-alignment = { $country }: { $from } → { $to }.
log-posture = { $country } Posture: { $from } → { $to }.
log-prestige-stays = Prestige stays at { $to }, the end of its track.
log-prestige = Prestige { $from } → { $to }.
log-funding-stays = Funding stays at { $to }, the end of its track.
log-funding = Funding { $from } → { $to }.
log-troops-track = the Troops track
log-troops-moved = { $count } { $count ->
    [one] troop
   *[other] troops
}: { $from } → { $to }.
log-cells-placed = { $count } { $count ->
    [one] cell
   *[other] cells
} placed { $within }.
log-cells-removed = { $count } { $count ->
    [one] cell
   *[other] cells
} removed from { $country }.
log-cells-not-placed = { $count } { $count ->
    [one] cell is
   *[other] cells are
} not placed { $within }: { $reason }.
log-cells-activated = { $count } Sleeper { $count ->
    [one] cell
   *[other] cells
} { $within } { $count ->
    [one] becomes
   *[other] become
} Active.
log-cell-travels-in-place = A cell { $within } travels in place and stays there.
log-cell-removed-in-place = A cell travelling in place { $within } is removed.
log-cell-travels = A cell travels { $from } → { $to }.
log-cell-removed-travelling = A cell travelling { $from } → { $to } is removed.
log-cadre-placed = Cadre placed { $within }.
log-cadre-removed = Cadre removed from { $country }.
log-aid = { $country }: Aid { $from } → { $to }.
log-besieged = { $country }: Besieged Regime { $placed ->
    [yes] placed
   *[no] removed
}.
log-regime-change = { $country }: Regime Change.
log-regime-change-removed = { $country }: Regime Change marker removed.
# A Plot marker: `plot` is 1, 2, 3 or `wmd`.
plot-label = { $plot ->
    [wmd] WMD Plot
   *[other] Plot { $plot }
}
log-plot-placed-own = You place { plot-label } face down { $within }.
log-plot-placed = A Plot is placed face down { $within }.
log-plot-blocked = { plot-label } { $within } is revealed and blocked.
log-plot-resolves = { plot-label } { $within } resolves.
log-wmd-available = { $count } WMD { $count ->
    [one] Plot becomes
   *[other] Plots become
} Available.
log-marker-placed = Marker { $marker } placed{ $place }.
log-marker-placed-effect = Marker { $marker } placed{ $place }: { $effect }
log-marker-removed-from = Marker { $marker } removed from { $country }.
log-marker-removed = Marker { $marker } removed.
log-lapsing = #{ $number } { $name } is in effect until the end of the turn.
log-cards-drawn = { log-side } draws { $count } { $count ->
    [one] card
   *[other] cards
}.
log-cards-drawn-own = You draw { $count } { $count ->
    [one] card
   *[other] cards
}: { $cards }.
log-card-taken = { log-side } takes { $card } into hand.
log-discarded = { log-side } discards { $card }.
log-hand-looked-at = { log-to } looks at the { log-side } hand.
log-hand-revealed = The { log-side } hand, shown to the { log-to }: { $cards }.
log-card-given = { log-from } gives { $card } to the { log-to }.
log-card-given-hidden = { log-from } gives a card to the { log-to }.
log-held = { log-side } holds its last card.
log-card-removed = #{ $number } { $name } is removed from the game.
log-reshuffle = The deck is reshuffled (deck { $deck }).
log-end-of-turn = — End of turn { $turn } —
# 5.2.5 why Funding or Prestige changes at the end of a turn, after the change ("Funding 9 → 8: …").
log-diplomacy = { $step ->
    [expenditures] expenditures (5.2.5)
    [islamist-rule] a country is under Islamist Rule (5.2.5)
   *[world-posture] World Posture 3 is the US Posture (5.2.5)
}
# The same alone on a line (Card 73 Pirates always).
log-diplomacy-alone = { $step ->
    [expenditures] Funding drops by 1: expenditures (5.2.5).
    [pirates] No Funding loss: Card 73 Pirates, Somalia or Yemen under Islamist Rule (5.2.5).
    [islamist-rule] Prestige drops by 1: a country is under Islamist Rule (5.2.5).
   *[world-posture] Prestige rises by 1: World Posture 3 is the US Posture (5.2.5).
}
log-backlash = Backlash: a Plot { $within } will cost Funding.
log-adjusted = 🔧 Adjusted: { $what }.
# Runs of entries (render/narration.rs).
log-no-cards-left = The { log-side } has no cards left to play.
log-roll-result-was = { $to } (was { $from })
log-roll-result-tested = { $result }, tested
log-stays = { $country } stays { $result }.
# A card in a log line or a hand: "#41 Name (2 ops, Jih)".
card-label = #{ $number } { $name } ({ $ops } { $ops ->
    [one] op
   *[other] ops
}, { $side ->
    [us] US
    [jihadist] Jih
   *[both] Both
})
# 2.1 / 2.3 the end of the game.
outcome-line = 🏁 Game over: the { log-side } wins — { $why }.
outcome-reason = { $reason ->
    [good-resources] Good Muslim countries total 12+ Resources (2.1.1)
    [fair-good-countries] 15+ Muslim countries are Fair or Good (2.1.1)
    [no-cells] no cells remain on the map (2.1.1)
    [islamist-rule-resources] Islamist Rule over 6+ Resources (2.1.2)
    [prestige-and-poor] Prestige 1 and 15+ Muslim countries Poor or Islamist Rule (2.1.2)
    [wmd-in-united-states] a WMD Plot resolved in the United States (2.1.2)
    [end-of-deck] the deck ran out (2.3)
   *[resignation] the other side resigned
}
outcome-good-needed = Good Resources { $good } of the { $needed } needed
outcome-good = Good Resources { $good }
outcome-end-of-deck = the deck ran out: { $good }; Islamist Rule Resources { $islamist } (the US needs more than twice as many Good) ({ $rule })
# Adjustments (render/adjust.rs): "🔧 Adjusted: …".
adjust-prestige = Prestige set to { $value }
adjust-funding = Funding set to { $value }
adjust-us-posture = US Posture set to { $posture }
adjust-posture = { $country } Posture set to { $posture }
adjust-governance = { $country } Governance set to { $governance }
adjust-alignment = { $country } Alignment set to { $alignment }
adjust-troops = troops { $within } set to { $count }
adjust-active-cells = Active cells { $within } set to { $count }
adjust-sleeper-cells = Sleeper cells { $within } set to { $count }
adjust-cadre = cadre { $placed ->
    [yes] placed
   *[no] removed
} { $within }
adjust-aid = Aid { $within } set to { $count }
adjust-besieged = Besieged Regime marker { $placed ->
    [yes] placed
   *[no] removed
} { $within }
adjust-regime-change = { $color ->
    [green] green
   *[tan] tan
} Regime Change marker { $within }
adjust-regime-change-removed = Regime Change marker removed from { $country }
adjust-marker = { $marker } marker { $placed ->
    [yes] placed
   *[no] removed
} { $place }
adjust-event-box = (Event Box)
adjust-card-moved = { $card } moved from { $from } to { $to }
adjust-a-card = a card
adjust-plot = { $plot ->
    [wmd] a WMD Plot
    [unknown] a Plot
   *[other] a Plot { $plot }
}
adjust-plot-placed = { $plot } placed face down { $within } from the Available Plots
adjust-plot-taken = { $plot } taken from { $country } back to the Available Plots
zone-name = { $zone ->
    [us-hand] the US hand
    [jihadist-hand] the Jihadist hand
    [draw-pile] the draw pile
    [discard] the discard pile
    [removed] the removed cards
    [lapsing] the Lapsing box
   *[first-plot] the 1st Plot box
}
# 4.9.2 the War of Ideas Table's modifiers.
woi-modifier = { $modifier ->
    [prestige] Prestige
    [gwot-penalty] GWOT penalty
    [aid] Aid
    [adjacent-good-ally] adjacent Good Ally
   *[fair-to-good] Fair to Good
}
