# Prompts: the question of a decision (render/question.rs), its options (render/options.rs)
# and the waiting line. Sides as in play.ftl (`log-side`).
prompt-header = { log-side }, { $question }:
prompt-answer-with = Answer with /lab choose N
prompt-continued = (continued)
# 7.1.2 / 8.1.3 an operation the prompt does not offer, with the engine's reason.
# `/lab country` to the player choosing a country now.
question-purpose = { $purpose ->
    [war-of-ideas] for War of Ideas
    [deploy-from] to deploy troops from
    [deploy-to] to deploy troops to
    [regime-change-from] to take Regime Change troops from
    [regime-change-to] for Regime Change
    [withdraw-from] to withdraw troops from
    [withdraw-to] to withdraw troops to
    [disrupt] to Disrupt
    [alert] to Alert
    [recruit] to Recruit in
    [recruit-place] to place a recruited cell in
    [travel-from] to travel a cell from
    [travel-to] to travel a cell to
    [jihad] for Jihad
    [plot] to Plot in
    [resolve-plot] whose Plots resolve next
    [schengen-posture] whose Posture is rolled
    [setup-cell] to place a set-up cell in
    [setup-reroll] whose Posture is rerolled
   *[event] for the event
}
question-action-card = choose card { $number } of this Action Phase
question-card-use = choose how to use #{ $number } { $name }
question-operation = choose an operation for #{ $number } { $name }
question-use-reserves = decide whether to expend Reserves on { $op }
question-second-card = choose the second 3-value card for Reassessment
question-trigger-order = choose whether #{ $number } { $name }{ $possessive } event or the operations come first
question-reassessment-order = choose what resolves next in the Reassessment
question-country = choose a country { question-purpose }
question-country-step = choose a country { question-purpose } (choice { $step }; a question with one option is answered for you)
question-travel-from = { $step ->
    [1] choose the country the first travelling cell leaves (8.3)
   *[other] choose the country travelling cell { $step } leaves, or Done: the cells chosen then travel (8.3.3)
}
question-travel-to = choose where travelling cell { $step } goes
question-travel-to-from = choose where travelling cell { $step } goes from { $from }
question-troop-count = choose how many troops move from { $from } to { $to }
question-disrupt-cell = choose which cell to Disrupt { $within }
question-travel-cell = choose which cell travels from { $country }
question-major-jihad = decide whether to declare Major Jihad { $within }
question-plot-marker = choose the Plot marker to place { $within }
question-resolve-plot-marker = choose which Plot { $within } resolves next
question-wmd-reroll = decide whether to reroll the Posture of { $country }
question-event = { $question ->
    [plot-to-remove] choose the Plot to remove
    [posture-country] choose the country whose Posture is set
    [posture-value] choose the Posture to set
    [take-card] choose the card to take
    [option] choose an option
    [regime-change-now] decide whether to do Regime Change now
    [order] choose event first or operations first
    [test-country] choose a country to test
    [cell-country] choose where the next cell goes
    [remove-cell-country] choose a country to remove a cell from
    [cell-to-remove] choose which cell is removed
    [alignment-country] choose the country whose Alignment shifts
    [ally-to-neutral] choose a Muslim Ally to shift to Neutral
    [governance-country] choose the country whose Governance changes
    [regime-change-country] choose a Regime Change country
    [besieged-to-remove] choose the Besieged Regime to remove
    [plot-country] choose where the Plot goes
    [marker-to-flip] choose the marker (by its card)
    [war-of-ideas-country] choose a country for a War of Ideas roll, or done
    [marker-country] choose the country for the marker
    [cell-to-travel] choose which cell travels
    [travel-from] choose where a cell travels from
    [travel-to] choose where the cell travels to
    [discard-card] choose the card to discard
    [sadr-to-remove] remove the Sadr marker as the cell?
    [nato-leaves] do the NATO marker's 2 troops leave too?
    [backlash-plot] choose the country whose Plot gets Backlash
    [wmd-country] choose where the WMD roll is made
    [extra-card] choose an extra card to play now, or done
    [second-card] choose the phase's second card (used for its Ops value only)
   *[recruit-country] choose a country without cells to Recruit in
} (#{ $number } { $name })
# The public line while a player decides (render/mod.rs `waiting`).
waiting = ⏳ Waiting for the { log-side } ({ $who }) to { $question }.
waiting-card-use-at-random = choose how to use the card drawn at random from their hand (#47 { $card })
waiting-card-use = choose how to use the card they picked
drawn-at-random = 🎲 The Jihadist's card was drawn at random from its hand (#47 { $card }).
# An option as it reads in a numbered list.
option-answer = { $answer ->
    [event] Event
    [operations] Operations
    [reserves] Reserves
    [event-first] Event first
    [operations-first] Operations first
    [track] The Troops Track
    [active-cell] An Active cell
    [sleeper-cell] A Sleeper cell
    [yes] Yes
    [no] No
    [done] Done
    [discard] Discard
    [hold] Hold
   *[end-phase] End phase
}
option-wmd-plot = WMD Plot
option-plot = Plot { $plot }
option-troops = { $count } { $count ->
    [one] troop
   *[other] troops
}
option-remove-cadre = Remove the cadre { $within }
# 7.2 a War of Ideas target's odds (4.9.2), 8.3 a Travel destination's.
odds-posture-roll = Posture roll: { $chance } in 6 to match the US ({ $posture }) for +1 Prestige
odds-one-value-card = ⚠️ a 1-value card can only test it (4.9.5: Poor needs 3, Fair 2)
odds-tested-two-value = tested first; only a Fair result (2 in 6) allows a 2-value card's roll, then Neutral→Ally{ $roll }
odds-tested = tested first, then Neutral→Ally{ $roll }
odds-neutral-to-ally = Neutral→Ally{ $roll }
odds-poor-to-fair = Poor→Fair{ $roll }
odds-fair-to-good = Fair→Good{ $roll }
odds-roll = : { $warning }needs 5+{ $with }, { $chance } in 6
odds-with = with { $items }
travel-automatic = { $tested ->
    [yes] tested first; arrives automatically
   *[no] arrives automatically
}
travel-roll = { $tested ->
    [yes] tested first; arrives on a roll of { $needed } or less
   *[no] arrives on a roll of { $needed } or less
}
travel-tested-then-roll = tested first; then arrives on a roll of 3 (Poor) or 2 (Fair) or less
# Notes during play (app/play.rs, app/computer.rs).
note-unapplied-question = ⏸️ Your play stopped at a question it did not answer: { $question }. Answer it and send the rest of your line with it, in one: /lab choose { $example }, { $typed } (another answer in place of { $example } if you prefer).
note-unapplied-roll = ⏸️ Your answers were applied up to the first one that rolls dice, shows a card or depends on what you cannot see (a hand, the deck, the other side's choice); the last { $count } { $count ->
    [one] answer
   *[other] answers
} ({ $typed }) came after it and { $count ->
    [one] was
   *[other] were
} not applied, since the result could change them. Send { $count ->
    [one] it
   *[other] them
} again if { $count ->
    [one] it
   *[other] they
} still fit.
computer-unknown-policy = ⚠️ The { log-side } seat names an unknown computer policy { $name }.
computer-stuck = ⚠️ The computer { log-side } found no acceptable answer; the game is stuck.
computer-too-many-steps = ⚠️ The computer took too many steps; stopping.
