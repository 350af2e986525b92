# The solitaire bot's reason lines (rules section 9, render/bot.rs), each after "🤖 ".
bot-all-countries = all 38 countries
bot-countries = { $count } countries
bot-purpose = { $purpose ->
    [plot] Plot
    [major-jihad] Major Jihad
    [minor-jihad] Minor Jihad
    [recruit] Recruit
    [travel-to] Travel destination
    [travel-from] Travel origin
    [radicalize-cell] Radicalization cell
    [radicalize-plot] Radicalization Plot
    [radicalize-worsen] Radicalization Governance
    [event-cell] event cell
    [event-plot] event Plot
    [event-shift] event shift
    [event-country] event country
    [setup-cell] set-up cell
    [schengen-posture] Schengen Posture roll
    [event-recruit] event Recruit
    [event-jihad] event Jihad
    [leak-marker] Leak marker
   *[discard-card] card from the discard pile
}
bot-decision = { $decision ->
    [event] playable Jihadist event: the event (9.4.1)
    [event-then-ops] playable Unassociated event: the event, then operations (9.4.1)
    [plot] playable US event: Plot instead; the event does not happen (9.4.1)
    [ops-us-not-playable] US event not playable: operations (9.4.1)
    [ops-not-playable] event not playable: operations (9.4.1)
    [ops-itjihad] { $itjihad } is in effect: no event, operations
    [radicalization-empty-track] cell event with no cell on the Funding track: Radicalization instead (9.4.1)
   *[radicalization-no-plot-target] Plot event with no country on the Plot chart: the event is ignored, Radicalization (9.4.2.1)
}
bot-plot-step-what = { $step ->
    [1] the United States
    [2] Philippines with Abu Sayyaf
    [3] countries with troops
    [4] same Posture as the US
    [5] countries with Aid
    [6] non-Muslim countries
   *[other] Muslim countries or Iran
}
bot-plot-step = Plot step { $step }, { bot-plot-step-what }; { $order ->
    [good] { $band }, after any Fair
    [poor] { $band }, after any Fair and Good
   *[fair] { $band } first, then Good, then Poor
} (9.4.2.2)
bot-event-plot-step = Plot step { $step }, { $band } (event: Good, Fair, Poor) (9.4.2.1)
bot-major-jihad = Major Jihad possible: { $cells } { $cells ->
    [one] cell
   *[other] cells
} vs { $troops } { $troops ->
    [one] troop
   *[other] troops
} and enough operations (9.4.2.3)
bot-shift-tier = { $tier } tier (Good, then Fair) (9.4.2.4)
bot-recruit-regime-change = Regime Change with { $troops } { $troops ->
    [one] troop
   *[other] troops
} vs { $cells } { $cells ->
    [one] cell
   *[other] cells
} (9.4.2.5)
bot-recruit-islamist-rule = Islamist Rule with { $cells } { $cells ->
    [one] cell
   *[other] cells
}, fewer than twice the card's { $ops } (9.4.2.5)
bot-recruit-highest-need = highest roll needed to Recruit ({ $need }) (9.4.2.5)
bot-travel-to-what = { $slot ->
    [1] Besieged Regime, Regime Change, then Aid
    [2] Poor where two more cells would allow Major Jihad
    [3] Good or Fair Muslim with a cell adjacent
   *[other] non-Muslim by US Posture
}
bot-travel-to = "To" box { $slot }: { bot-travel-to-what } (9.4.2.6)
bot-travel-to-random = operations beyond the boxes: a random destination (9.4.2.6)
bot-travel-from-what = { $slot ->
    [1] Islamist Rule with more cells than the card's value
    [2] Regime Change with more than 5 cells
    [3] adjacent
   *[other] any with cells
}
bot-travel-from = "From" box { $slot }: { bot-travel-from-what } (9.4.2.6.1)
bot-card-names = { $card } names it
bot-closest-good-then-fair = the closest Shia-Mix country at { $tier } (Good, then Fair) (9.4.2.1)
bot-ex-kgb-shifts = Ex-KGB: Caucasus, since it would move the World Posture marker (9.6)
bot-ex-kgb-no-shift = Ex-KGB: Central Asia, since Caucasus would not move the World Posture marker (9.6)
bot-travel-in-place = the last cell of an Islamist Rule / Regime Change country travels in place (9.4.2.6.1)
bot-tie = { $tie ->
    [pakistan] ; Pakistan first
    [aid] ; Aid first
    [besieged] ; Besieged Regime first
    [resources] ; highest Resources
    [troops-plus-cells] ; most troops plus cells
    [active] ; has an uncommitted Active cell
    [not-destination] ; not another destination
   *[random] ; picked by dice among equals
}
bot-radicalize = { $step ->
    [start] { $ops } { $ops ->
        [one] operation
       *[other] operations
    } left: Radicalization (9.4.3)
    [cell] Radicalization: a cell from the track to a random country
    [skip-cell] Radicalization: no cell on the Funding track, step skipped
    [travel] Radicalization: one automatic Travel from "To" box 2
    [skip-travel] Radicalization: no cell to Travel, step skipped
    [plot] Radicalization: a random Plot in a random country with a cell
    [skip-plot-funding] Radicalization: no Plot, Funding is at 9, step skipped
    [skip-plot-no-cell] Radicalization: no Plot, no cell outside Islamist Rule, step skipped
    [skip-plot-no-marker] Radicalization: no Plot, no Available Plot marker, step skipped
    [no-recruit-target] Recruit: no country qualifies; { $ops } { $ops ->
        [one] operation
       *[other] operations
    } unused (9.4.2.5)
    [no-available-cells] Recruit: no Available cell left; { $ops } { $ops ->
        [one] operation
       *[other] operations
    } unused (8.2.1)
    [no-operation-gtmo] no Minor Jihad target, no Recruit (GTMO is in effect) and no cell to Travel (9.4.1)
    [no-operation] no Minor Jihad target, no Recruit (no Available cell) and no cell to Travel (9.4.1)
    [worsen] Radicalization: a random Good or Fair Muslim country worsens
   *[stop] Radicalization: no Good or Fair Muslim country; { $ops } { $ops ->
        [one] operation
       *[other] operations
    } lost
}
bot-resolve-in-order = resolves the Plot { $within } (map order, placement order)
bot-random-plot-marker = a random Plot marker goes to { $country } (9.3.2)
bot-declare-major-jihad = declares Major Jihad { $within } (8.4.2)
bot-answer = { $rule ->
    [no-reroll] never rerolls a Posture
    [active-first] Active cells before Sleepers (9.3.1)
    [event-first] the event first
    [no-reserves] never uses Reserves (9.4.1)
    [top-card] the top card of its pile (9.2)
    [random-is-top] its card “at random” is the top card of its pile, no die (9.2)
   *[sadr-last] Sadr last (9.3.1)
}
bot-first-listed = no bot rule covers this question: the first option, { $answer }
bot-ops-flow = the { $value }-value operation by its own flowchart (Event or OPS?)
bot-plays = plays the top card of its pile: { $card }
bot-target = { $purpose } { $country }{ $times }: { $rule }{ $tie }
bot-pick = { $purpose }: dice { $dice } pick { $chosen } among { $candidates } (9.5)
bot-table = { $table ->
    [schengen] Schengen
   *[shia-mix] Shia-Mix
} table: dice { $dice } → { $result } (9.5)
bot-closest = closest eligible to { $from } (distance { $distance }): { $candidates } (9.5.1)
bot-none-closest = { $purpose }: no eligible Shia-Mix country is Good or Fair, so none is selected and the event does nothing more (9.4.2.1)
bot-biometrics-drop = { $card }: no cell adjacent to { $country }; that operation goes to Radicalization
bot-no-operation = no operation possible
bot-event-plot-ignored = { $card }: the Plot chart finds no country for its Plot, which is ignored (9.4.2.1)
# The computer US's reason lines (sim/us_policy/reason.rs), each after "🤖 ".
us-plays-harm = plays #{ $number } { $name }: its best card now, though its Jihadist event will follow
us-plays = plays #{ $number } { $name }: its best card now
us-discards-last = discards its last card without effect (5.2.4): playing it would cost more than it gains
us-holds-last = holds its last card for the next turn (5.2.4): its event is worth more later
us-event = #{ $number } { $name } for its event: worth more than any operation it allows
us-reserves = #{ $number } { $name } to Reserves (6.3.3): no operation is worth its value now
us-operations = #{ $number } { $name } for operations
us-reassessment = Reassessment (7.6): Soft Posture, whose Posture rolls give +1 Prestige 4 in 6; GWOT Relations Penalty { $after } after the switch (now { $now })
us-withdraw = Withdraw (7.3.5): troops out of a Regime Change country no longer draw Plots and Recruits, and back on the Troops Track they raise the US hand size
us-operation = { $op }: the operation worth most now
us-use-reserves = expends its Reserves (6.3.3.1): the operation is worth more with them
us-second-card = #{ $number } { $name } as Reassessment's second card: the 3-value card it needs least
us-to-track = to the Troops Track: more troops there, more US cards (4.7.3)
us-from-track = from the Troops Track: no troops committed elsewhere move
us-disrupt-cell = Disrupt { $within }: an Active cell first, to remove it
us-event-answer = { $card }: { $what }
us-disrupt = Disrupt { $within }: { $cells } { $cells ->
    [one] cell
   *[other] cells
} there{ $troops ->
    [yes] , with troops: +1 Prestige (7.4.4)
   *[no] { "" }
}
us-alert = Alert { $within }: { $plots } { $plots ->
    [one] Plot
   *[other] Plots
} there, where a Plot would cost most
us-regime-change = Regime Change { $within }: Islamist Rule over { $resources } Resources
us-deploy = Deploy to { $country }: { $cells } cells and { $resources } Resources there
us-troops-from = troops from { $country }: { $troops } troops facing { $cells } cells
us-woi-posture = War of Ideas { $within }: a Posture roll, { $chances } in 6 to match the US ({ $posture }) for +1 Prestige
us-woi = War of Ideas { $within }: { $shift ->
    [test] to test it first, then
    [neutral] the best chance to shift Neutral to Ally,
    [poor] the best chance to shift Poor to Fair,
    [fair] the best chance to shift Fair to Good,
   *[other] the best chance,
} modifier { $modifier }, { $chances } in 6
us-discards = discards #{ $number } { $name }: the card it needs least
us-plot-to-remove = the Plot { $within }, where it would cost most
us-remove-cell = a cell from { $country }, where a cell is most dangerous
us-woi-country = War of Ideas { $within }, the best chance
us-most-resources = { $country }, the most Resources
us-no-regime-change = no Regime Change now: its troops would cost US cards
us-posture = { $posture } Posture, the US Posture
us-posture-country = { $country } to { $posture }, the US Posture: the GWOT Relations Penalty { $after } after (now { $now })
us-extra-card = plays #{ $number } { $name } as its extra card: its best card now
us-no-extra-card = no extra card: none is worth playing now
# The computer US's look ahead at the end of the deck (sim/lookahead.rs).
us-looked = { $what }: the US won { $wins } of { $games } games played out to the end with the cards and Plots it cannot see dealt at random (the next best choice { $next } of { $next_games }{ $tie ->
    [margin] , with smaller end-of-deck margins: Good less twice Islamist Rule Resources
   *[none] { "" }
})
us-looked-tied = { $what }; the US won { $wins } of { $games } games played out to the end, and so did the next best choice, with the same end-of-deck margins: its own judgement decided
us-looked-first = { $what }: the US won { $wins } of { $games } games played out to the end, as did other choices, which tied on end-of-deck margins too: the first listed
us-first-option = { $what }: it has no rule of its own for this question, so the first option listed
# A country the computer US picks because it is the only one it may.
us-only-choice = the only choice
us-tie = another card was worth as much: the first the game lists goes first
us-tie-named = { $other } was worth as much: the first the game lists goes first
us-keep-reserves = keeps its Reserves (6.3.3.1): they add nothing to this operation
us-ops-first = its operations before the Jihadist event: the event may change what they can do
us-troop-count = { $count } { $count ->
    [one] troop
   *[other] troops
}{ $why ->
    [enough] : enough to War of Ideas there later (7.2.1.3), no more
   *[most] : as many as it may
}
us-what-card = plays #{ $number } { $name }
us-what-discard = discards its last card without effect (5.2.4)
us-what-hold = holds its last card for the next turn (5.2.4)
us-what-event = #{ $number } { $name } for its event
us-what-operations = #{ $number } { $name } for operations
us-what-reserves = #{ $number } { $name } to Reserves (6.3.3)
