# The cards' texts (src/render/card.rs): each card's gist (the hand's one line), and for
# `/lab card` its precondition, effect and lingering effect, as data/gists.json and
# data/reference/cards_*.json write them (tests/ru_board.rs holds them equal).

## `/lab card` and the hand's lines
card-heading = #{ $number } { $name } — { $ops } ops, { $side ->
    [us] US
    [jihadist] Jihadist
   *[unassociated] Unassociated
} event
card-flag-remove = REMOVE
card-flag-mark = MARK
card-flag-lapsing = LAPSING
card-flag-automatic = automatic
card-playable-if = Playable if: { $text }
card-event = Event: { $text }
card-while-in-effect = While in effect: { $text }
card-now-may = Now: the { $side ->
    [us] US
   *[jihadist] Jihadist
} may play this event.
card-now-cannot = Now: the { $side ->
    [us] US
   *[jihadist] Jihadist
} cannot play this event: { $reason }.
card-opponent-event = it is a { $owner ->
    [us] US
   *[jihadist] Jihadist
} event (6.2.5)
# `/lab card NAME` not found.
card-find-number = there is no card { $number }: cards are numbered 1 to 120
card-find-which = which card? give its number or name
card-find-none = no card is named "{ $text }"
card-find-several = "{ $text }" matches several cards: { $list }
card-in-your-hand = It is in your hand.
card-none = none
card-played =
    Discard pile ({ $discard }): { $discard_list }
    Removed from the game ({ $removed }): { $removed_list }
card-now-opponent-occurs = the { $owner ->
    [us] US
   *[jihadist] Jihadist
} event would occur if you use it for operations
card-now-opponent-not = the { $owner ->
    [us] US
   *[jihadist] Jihadist
} event would not occur now
card-now-playable = ✅ event playable now
card-now-not-playable = event not playable now
hand-not-seated = You have no hand: you are not seated in this game.
hand-empty = Your hand is empty.
hand-heading = Your hand ({ $count } { $count ->
    [one] card
   *[other] cards
}):
hand-available-plots = Available Plots: { $labels }
hand-no-plots = none


## 1 Backlash
card-1-gist = a Muslim Plot resolving this phase lowers Funding instead of raising it
card-1-precondition = The US can select a Plot marker that sits in a Muslim country (Sunni or Shia-Mix; not Iran, not a non-Muslim country).
card-1-effect = The US selects one face-down Plot marker in a Muslim country (if that country holds several, one of them, unseen). If that Plot is still on the map when Plots are resolved at the end of this US Action Phase (8.5.6), i.e. it was not blocked by Alert or an event, its Funding step is reversed: instead of +1 Funding (country worse than Good) or +2 (country at Good), Funding drops by 1 or 2; if the Plot turns out to be WMD, Funding is set to 1. Every other resolution step is unchanged (Prestige -1, or Prestige to 1 for WMD, if troops are there; Governance/Aid dice; marker returned to Available or removed if WMD). Funding cannot fall below 1. No marker: the effect rides on that one Plot and is spent when it resolves or is removed.

## 2 Biometrics
card-2-gist = this turn: no distant Travel, and Travel into a Good country rolls
card-2-effect = Put the card in a Lapsing box. For the rest of this turn: a cell may not Travel to a non-adjacent country at all; a cell Travelling into an adjacent country with Good Governance (a Good Muslim country, or a Good non-Muslim country such as the United States, Canada, the United Kingdom or a Schengen country) no longer succeeds automatically but must roll 1 or less (Good = 1); a failed roll removes the cell to the Funding track with no cadre (8.3.2). Travel to an adjacent non-Good country and Travel within a country stay automatic.
card-2-lingering = LAPSING: the Travel restriction above applies to Travel operations until the end of the turn (5.2.6), when the card goes to the discard pile. If the card leaves its box early (e.g. drawn by Oil Price Spike #117/#118 or a mid-turn reshuffle) replace it with the Biometrics marker; the effect continues (4.7.7.3).

## 3 CTR
card-3-gist = CTR markers in Russia (and an Ally or Neutral Central Asia) block WMD events
card-3-precondition = US Posture is Soft.
card-3-effect = Place a CTR marker in Russia. Also place a CTR marker in Central Asia if Central Asia is currently an Ally or Neutral (an Adversary Central Asia gets none; an unmarked Central Asia is not tested and gets none). A country never holds more than one CTR marker.
card-3-lingering = Each CTR marker shuts the Jihadist WMD-acquisition events out of its country: Loose Nuke #71 needs a cell in Russia and no CTR there; Kazakh Strain #69 needs a cell in Central Asia and no CTR there; HEU #65 needs a cell in Russia or Central Asia in a country without CTR (so with only one marker it can still use the other country). The markers stay even if US Posture later turns Hard or Central Asia becomes an Adversary. Ex-KGB #62 removes the Russia marker (its first option); nothing removes the Central Asia marker.

## 4 Moro Talks
card-4-gist = test the Philippines, -1 Funding; ends Abu Sayyaf
card-4-effect = Test the Philippines (roll its Posture if it is unmarked: 1-4 Soft, 5-6 Hard). -1 Funding (minimum 1). Place the Moro Talks marker; if Abu Sayyaf #57 is in effect, remove its marker (a blocking event ends the blocked lingering event, 6.2.8).
card-4-lingering = Abu Sayyaf #57 cannot be played as an event (or triggered) for the rest of the game, and any Abu Sayyaf effect (US may Deploy to the Philippines; -1 Prestige per Plot placed there unless troops outnumber cells) has ended. Nothing removes Moro Talks.

## 5 NEST
card-5-gist = Plots placed in the United States show whether they are WMD
card-5-effect = Place the NEST marker in the United States. No immediate effect.
card-5-lingering = For the rest of the game: 2-player, any WMD Plot placed in the United States is placed face up, so the US always knows whether a Plot in the US is WMD. 1-player: while the Jihadist has at least one WMD Plot marker Available, every Plot marker placed in the United States is placed face up. Nothing removes it. The Mission Accomplished? scenario starts with NEST in effect and the card removed.

## 6 Sanctions
card-6-gist = -2 Funding
card-6-precondition = Patriot Act #43 is in effect (its marker is in the United States).
card-6-effect = -2 Funding (minimum 1).

## 7 Sanctions
card-7-gist = -2 Funding
card-7-precondition = Patriot Act #43 is in effect (its marker is in the United States).
card-7-effect = -2 Funding (minimum 1).

## 8 Special Forces
card-8-gist = remove a cell where troops are or next to troops
card-8-precondition = Some country (of any type, including non-Muslim countries and Iran) holds a cell and either contains troops itself or borders a country containing troops (a NATO marker counts as 2 troops).
card-8-effect = The US selects one such country and removes one cell there to the Funding track (US chooses Active or Sleeper; the Sadr marker in Iraq counts as a cell). If that was the last cell there, place a cadre (4.8.4).

## 9 Special Forces
card-9-gist = remove a cell where troops are or next to troops
card-9-precondition = Some country (of any type, including non-Muslim countries and Iran) holds a cell and either contains troops itself or borders a country containing troops (a NATO marker counts as 2 troops).
card-9-effect = The US selects one such country and removes one cell there to the Funding track (US chooses Active or Sleeper; the Sadr marker in Iraq counts as a cell). If that was the last cell there, place a cadre (4.8.4).

## 10 Special Forces
card-10-gist = remove a cell where troops are or next to troops
card-10-precondition = Some country (of any type, including non-Muslim countries and Iran) holds a cell and either contains troops itself or borders a country containing troops (a NATO marker counts as 2 troops).
card-10-effect = The US selects one such country and removes one cell there to the Funding track (US chooses Active or Sleeper; the Sadr marker in Iraq counts as a cell). If that was the last cell there, place a cadre (4.8.4).

## 11 Abbas
card-11-gist = +1 Prestige and -2 Funding unless Overstretched or Islamist Rule near Israel
card-11-effect = Place the Abbas marker. Then, if the Troops marker is not in the Overstretch box (at least 5 troop cubes on the Troops track) and none of the Muslim countries adjacent to Israel (Egypt, Jordan, Lebanon) is under Islamist Rule: +1 Prestige and -2 Funding (tracks clamp at 12 and 1). The marker is placed even when that bonus does not apply.
card-11-lingering = While the marker is in effect Quartet #26 can be played (if its other conditions hold). The marker is removed as soon as an unblocked Plot is resolved in Israel (8.5.6). The card is REMOVEd, so once the marker goes Quartet is dead for the game.

## 12 Al-Azhar
card-12-gist = test Egypt; -4 Funding (-2 if any Islamist Rule)
card-12-effect = Test Egypt (if unmarked, roll Governance: 1-4 Poor, 5-6 Fair; Alignment Neutral). Then -2 Funding if any country is under Islamist Rule, otherwise -4 Funding (minimum 1).

## 13 Anbar Awakening
card-13-gist = 1 Aid in Iraq or Syria (where troops are), +1 Prestige; blocks Al-Anbar
card-13-precondition = Troops (NATO counts) are in Iraq or in Syria.
card-13-effect = Place 1 Aid marker in Iraq or Syria, whichever has troops; if both have troops the US selects one. Aid adds to any Aid already there. +1 Prestige. Place the Anbar Awakening marker.
card-13-lingering = Blocks Al-Anbar #58 for the rest of the game: it cannot be played or triggered, and if its marker is in effect when Anbar Awakening is played it is removed (6.2.8), which ends Al-Anbar's limit on Disrupt in Iraq/Syria and its block on US plays of Bin Ladin #112 / Zawahiri #111.

## 14 Covert Action
card-14-gist = roll to shift an Adversary to Neutral (4-6)
card-14-precondition = At least one Muslim country is an Adversary (Islamist Rule countries are Adversaries).
card-14-effect = The US selects an Adversary country and rolls a die: on 4-6 its Alignment shifts to Neutral (Governance unchanged); on 1-3 nothing happens.

## 15 Ethiopia Strikes
card-15-gist = an Islamist Rule Somalia or Sudan becomes Poor Neutral
card-15-precondition = Somalia or Sudan is under Islamist Rule.
card-15-effect = Set that country (the US selects if both qualify) to Poor Governance with Neutral Alignment. Cells, troops and other pieces stay; Islamist Rule resource and country counts update.

## 16 Euro-Islam
card-16-gist = set Benelux's Posture; -1 Funding if no Islamist Rule
card-16-effect = The US sets Benelux's Posture to Hard or Soft as it chooses (no roll; World Posture recalculated). Then, if no country is under Islamist Rule, -1 Funding (minimum 1).

## 17 FSB
card-17-gist = the Jihadist discards WMD cards, else the US removes a cell in Russia or Central Asia
card-17-effect = The US looks at the Jihadist hand. If it holds Loose Nuke #71, HEU #65 and/or Kazakh Strain #69, the Jihadist discards every such card (to the discard pile, no event). Only if none is found, the US removes a single cell located in Russia or in Central Asia (US chooses the country and the cell; cadre if it was the last cell; no effect if neither has a cell). Afterwards the Jihadist hand is shuffled.

## 18 Intel Community
card-18-gist = see the Jihadist hand, then one 1-value operation
card-18-effect = The US looks at the Jihadist hand (without changing its order). The US then carries out one operation as if with a 1-value card: War of Ideas, Deploy or Disrupt only where a 1-value card suffices (Good targets, or Deploy to the Troops track); Alert, Regime Change, Withdraw and Reassessment are impossible. Finally the US may at once play one additional card from its hand in this Action Phase (an extra play beyond the phase's two cards).

## 19 Kemalist Republic
card-19-gist = Turkey becomes Fair Ally
card-19-effect = Set Turkey to Fair Governance and Ally Alignment, whatever it was (no test roll; an unmarked Turkey becomes Fair Ally; a Good Turkey drops to Fair; an Islamist Rule Turkey leaves Islamist Rule). Besieged Regime, Regime Change or Aid markers stay unless the rules remove them.

## 20 King Abdullah
card-20-gist = Jordan becomes Fair Ally; +1 Prestige, -1 Funding
card-20-effect = Set Jordan to Fair Governance and Ally Alignment (no test; whatever it was). +1 Prestige. -1 Funding (tracks clamp at 12 and 1).

## 21 Let's Roll!
card-21-gist = remove a Plot in an Ally or Good country and draw a card
card-21-precondition = A Plot marker is in a country that is an Ally (Muslim) or has Good Governance (Muslim of any alignment, or a Good non-Muslim country such as the United States, Canada, the UK or a Schengen country).
card-21-effect = The US selects one such Plot, reveals it and removes it as an Alert does (7.5.3): a WMD Plot leaves the game, a numbered Plot goes face down back to Available Plots. The US draws one card from the draw deck into its hand (reshuffle/game end per 5.3.1 if the deck is empty). Then the US sets the Posture of one non-Muslim country other than the United States (and not Israel, which is always Hard) to Hard or Soft.

## 22 Mossad & Shin Bet
card-22-gist = remove every cell from Israel, Jordan and Lebanon
card-22-precondition = Israel, Jordan or Lebanon contains at least one cell.
card-22-effect = Remove every cell (Active and Sleeper) from Israel, Jordan and Lebanon to the Funding track. Place a cadre in each of those countries that loses its last cell (4.8.4).

## 23 Predator
card-23-gist = remove a cell from any Muslim country
card-23-effect = The US removes one cell (its choice of Active or Sleeper; Sadr counts) from any one Muslim country (Sunni or Shia-Mix; Iran does not qualify) to the Funding track; place a cadre if it was the last cell there.

## 24 Predator
card-24-gist = remove a cell from any Muslim country
card-24-effect = The US removes one cell (its choice of Active or Sleeper; Sadr counts) from any one Muslim country (Sunni or Shia-Mix; Iran does not qualify) to the Funding track; place a cadre if it was the last cell there.

## 25 Predator
card-25-gist = remove a cell from any Muslim country
card-25-effect = The US removes one cell (its choice of Active or Sleeper; Sadr counts) from any one Muslim country (Sunni or Shia-Mix; Iran does not qualify) to the Funding track; place a cadre if it was the last cell there.

## 26 Quartet
card-26-gist = +2 Prestige, -3 Funding
card-26-precondition = Abbas #11 is in effect, the Troops marker is not in Overstretch (at least 5 cubes on the Troops track), and none of Egypt, Jordan, Lebanon (the Muslim neighbours of Israel) is under Islamist Rule.
card-26-effect = +2 Prestige and -3 Funding (tracks clamp at 12 and 1).

## 27 Saddam Captured
card-27-gist = 1 Aid in Iraq, +1 Prestige; halves FREs
card-27-precondition = Troops (NATO counts) are in Iraq.
card-27-effect = Add 1 Aid marker to Iraq. +1 Prestige. Place the Saddam Captured marker.
card-27-lingering = For the rest of the game Saddam #92 cannot be played or triggered, and FREs #51 places 2 cells in Iraq instead of 4.

## 28 Sharia
card-28-gist = remove a Besieged Regime marker
card-28-effect = The US removes one Besieged Regime marker from a country of its choice. If no Besieged Regime marker is on the map, nothing happens.

## 29 Tony Blair
card-29-gist = UK Posture to the US's; War of Ideas rolls in up to 3 Schengen countries
card-29-effect = Set the United Kingdom's Posture equal to the current US Posture. Then the US may make a War of Ideas roll in up to 3 different Schengen countries (Spain, France, Benelux, Germany, Italy, Scandinavia, Eastern Europe): one die each on the Posture table whether or not already marked (1-4 Soft, 5-6 Hard), and +1 Prestige for each roll whose result matches US Posture (7.2.3).

## 30 UN Nation Building
card-30-gist = 1 Aid and a War of Ideas roll in a Regime Change country
card-30-precondition = Some country has a Regime Change marker, and Vieira de Mello Slain #56 is not in effect.
card-30-effect = The US selects a Regime Change country. Place 1 Aid there, then make a War of Ideas roll there (7.2.1) treating the GWOT Relations Penalty as 0; the card's value, the Governance requirement and the 'troops must exceed cells by 5' limit of 7.2.1.3 do not apply (6.2.2 example). Usual modifiers: Prestige, -1 if an Ally at Fair (shift to Good), +1 per Aid (including the one just placed), +1 for an adjacent Good Ally. Modified 5+: a Neutral becomes Ally, an Ally improves one Governance level (reaching Good removes Regime Change, Besieged Regime and Aid). A modified 4 adds nothing here (Aid already present).

## 31 Wiretapping
card-31-gist = clear cells, cadres and Plots from the US, UK and Canada
card-31-precondition = A cell, cadre or Plot is in the United States, the United Kingdom or Canada, and Wiretapping is not blocked by Leak.
card-31-effect = From the United States, the United Kingdom and Canada remove every cell (Active and Sleeper, to the Funding track), every cadre and every Plot (revealed; WMD Plots leave the game, numbered Plots return to Available). No cadres are placed for the removed cells. The US draws one card. Place the Wiretapping marker in the Event Box.
card-31-lingering = No continuing rules effect of its own; the marker in the Event Box is what Leak #84/#85 needs. Leak can flip it to 'Leak-Wiretapping', which ends it and blocks Wiretapping as an event for the rest of the game.

## 32 Back Channel
card-32-gist = discard a card to make the country of matching Resources Neutral with Aid
card-32-precondition = US Posture is Soft and the US holds another card whose Ops value equals exactly the Resources of some Adversary country (Oil Exporters count +1 per Oil Price Spike in effect, 4.2.6).
card-32-effect = The US may discard that other card (no event is triggered by the discard, 6.3.2.3; Reserves cannot add to its value, 6.3.3.1) to make that country Neutral and add 1 Aid marker to it. If the US declines, nothing happens.

## 33 Benazir Bhutto
card-33-gist = a Poor Pakistan becomes Fair; no Jihad in or next to Pakistan
card-33-precondition = Bhutto Shot #60 is not in effect, and neither Pakistan nor any Muslim country adjacent to it (Afghanistan, Gulf States, Indonesia/Malaysia) is under Islamist Rule.
card-33-effect = If Pakistan is at Poor Governance, improve it to Fair. Place the Benazir Bhutto marker.
card-33-lingering = No Jihad operation (Minor or Major) may target Pakistan. Musharraf #108 cannot be played or triggered. Ends when Bhutto Shot #60 is played (it removes the marker).

## 34 Enhanced Measures
card-34-gist = a free 3-value Disrupt, then the US takes a random Jihadist card
card-34-precondition = US Posture is Hard, a Disrupt is possible somewhere, and Enhanced Measures is not blocked by Leak.
card-34-effect = The US conducts one Disrupt (7.4) in any legal target as if with this 3-value card (not in an Islamist Rule country; FATA and Al-Anbar limits apply), with all its normal results (Sleepers flipped/Actives removed, cadre handling, +1 Prestige if 2+ troops there). The US then takes a randomly chosen card out of the Jihadist player's hand and adds it to its own hand. Place the marker.
card-34-lingering = No continuing rules effect of its own; it is a target for Leak #84/#85, which can flip it to 'Leak-Enhanced Measures' and so block this event for the rest of the game.

## 35 Hijab
card-35-gist = Turkey improves one level, set France's Posture, -2 Funding
card-35-precondition = No country is under Islamist Rule.
card-35-effect = Test Turkey, then improve Turkey's Governance one level (Poor to Fair, Fair to Good; no change if already Good; reaching Good removes Aid, Besieged Regime and Regime Change). The US sets France's Posture to Hard or Soft. -2 Funding (minimum 1).

## 36 Indo-Pakistani Talks
card-36-gist = Pakistan becomes an Ally, set India's Posture; blocks Kashmir and Lashkar
card-36-precondition = Pakistan has Good or Fair Governance.
card-36-effect = Set Pakistan's Alignment to Ally. The US sets India's Posture to Hard or Soft. Place the marker.
card-36-lingering = Kashmir #83 and Lashkar-e-Tayyiba #70 cannot be played or triggered. The marker is removed when an unblocked Plot is resolved in India.

## 37 Iraqi WMD
card-37-gist = Regime Change in Iraq now or later with a 3-value card
card-37-precondition = US Posture is Hard and Iraq is an Adversary.
card-37-effect = Place the Iraqi WMD marker. The US may immediately use this same card's 3 Ops for a Regime Change in Iraq, or do so later with any 3-value play (Reserves allowed, 6.3.3.1).
card-37-lingering = Regime Change (7.3.4) may target Iraq whatever its Governance, not only at Islamist Rule; all other Regime Change requirements still apply (US Hard, at least 6 troops from one location, a 3-value play), and the usual results follow (Governance re-rolled 1-4 Poor / 5-6 Fair, Ally, green Regime Change marker, Sleepers go Active, Prestige roll). Remove the marker when that Regime Change is made.

## 38 Libyan Deal
card-38-gist = Libya becomes an Ally, +1 Prestige, set two Schengen Postures
card-38-precondition = Libya has Poor Governance, and Iraq or Syria is an Ally.
card-38-effect = Set Libya's Alignment to Ally. +1 Prestige. The US sets the Posture of 2 Schengen countries (its choice of countries and Postures). Place the marker; if a Libyan WMD marker is in effect, remove it.
card-38-lingering = Libyan WMD #39 cannot be played or triggered for the rest of the game.

## 39 Libyan WMD
card-39-gist = Regime Change in Libya now or later with a 3-value card
card-39-precondition = Libya is an Adversary, US Posture is Hard, and Libyan Deal #38 is not in effect.
card-39-effect = Place the Libyan WMD marker. The US may immediately use this same card's 3 Ops for a Regime Change in Libya, or do so later with any 3-value play.
card-39-lingering = Regime Change may target Libya whatever its Governance; other Regime Change requirements are unchanged. Remove the marker when that Regime Change is made, or when Libyan Deal is played.

## 40 Mass Turnout
card-40-gist = a Regime Change country improves one level
card-40-precondition = Some country has a Regime Change marker.
card-40-effect = Improve the Governance of one Regime Change country (US selects) by one level; reaching Good removes its Regime Change, Besieged Regime and Aid markers.

## 41 NATO
card-41-gist = 1 Aid and the NATO marker (2 troops) in a Regime Change country
card-41-precondition = The GWOT Relations Penalty is 0 and some country has a Regime Change marker.
card-41-effect = The US selects a Regime Change country. Place 1 Aid there and put the NATO marker there (there is one NATO marker: if it is already elsewhere, move it).
card-41-lingering = The NATO marker counts as 2 troops in its country for every rule and event that looks at troops there (Disrupt 2+ troops, Major Jihad and Regime Change cell comparisons, Plot Prestige loss, Islamist Revolution setting Prestige 1, Special Forces, Anbar Awakening, Saddam Captured), but not on the Troops track (hand size, Overstretch). Its 2 troops may leave by Deploy or Withdraw; if they do, remove the marker from the map.

## 42 Pakistani Offensive
card-42-gist = remove the FATA marker from Pakistan
card-42-precondition = Pakistan is an Ally and holds the FATA marker.
card-42-effect = Remove the FATA marker from Pakistan.

## 43 Patriot Act
card-43-gist = the US is next to Canada only: Travel into the US must roll
card-43-effect = Place the Patriot Act marker in the United States.
card-43-lingering = For the rest of the game the United States is adjacent only to Canada (it loses its links to the UK, the Philippines and the Schengen countries). This affects Travel (non-adjacent Travel to the US must roll 1), Special Forces, Biometrics and any event or bot priority that uses adjacency. It also makes Sanctions #6/#7 playable.

## 44 Renditions
card-44-gist = a free Disrupt; the Jihadist discards a random card
card-44-precondition = US Posture is Hard and Renditions is not blocked by Leak.
card-44-effect = If any Disrupt is possible, the US conducts one Disrupt (as for Enhanced Measures); otherwise skip it. The Jihadist then discards one random card from hand (no event). Place the marker.
card-44-lingering = Detainee Release #61 cannot be played or triggered while the marker is in effect. Leak #84/#85 can flip it to 'Leak-Renditions', ending it and blocking Renditions thereafter.

## 45 Safer Now
card-45-gist = roll US Posture, +3 Prestige, set a non-Muslim Posture
card-45-precondition = No country is under Islamist Rule, and no country with Good Governance (Muslim or non-Muslim, the United States included) holds a cell or a Plot (cadres do not matter).
card-45-effect = Roll US Posture on the Posture table with the +1 that applies to the United States (4.9.3): modified 1-4 Soft, 5-6 Hard, i.e. a natural 1-3 Soft, 4-6 Hard. +3 Prestige (max 12). Then the US sets the Posture of one non-Muslim country other than the United States (not Israel) to Hard or Soft.

## 46 Sistani
card-46-gist = a Shia-Mix country with a cell improves one level
card-46-precondition = A Shia-Mix country (Afghanistan, Gulf States, Iraq, Lebanon, Pakistan, Saudi Arabia, Turkey, Yemen) that has a Regime Change marker holds at least one cell.
card-46-effect = Improve that country's Governance one level (US selects if several); reaching Good removes its Regime Change, Besieged Regime and Aid markers.

## 47 The door of Itjihad was closed
card-47-gist = this turn the Jihadist plays random cards (solitaire: no Jihadist events)
card-47-effect = Put the card in a Lapsing box. For the rest of this turn, 2-player: each card the Jihadist plays must be drawn at random from the Jihadist hand instead of chosen. 1-player: for the rest of this turn the bot may not play any Jihadist or Unassociated event; such cards are used for operations by the flow chart.
card-47-lingering = LAPSING: the restriction lasts until the end of the turn (5.2.6). If the card leaves its box early, its marker keeps the effect (4.7.7.3).

## 48 Adam Gadahn
card-48-gist = the Jihadist's next card Recruits in the US (1-2 succeeds), its event ignored
card-48-precondition = It must be the first card the Jihadist plays in the current Jihadist Action Phase, and at least one cell must be Available for recruiting (on the Funding track inside the Funding limit, 4.7.4.2). It can therefore never happen when the US plays the card for Ops.
card-48-effect = The Jihadist immediately uses the second card of this Action Phase (his next card), for its Ops value only, to Recruit in the United States: one die per Ops point of that second card; each roll of 1 or 2 succeeds (instead of the US's Good-1 number) and places one Available cell there as a Sleeper. No cell or cadre needs to be in the US (the event overrides 8.2.2); a cadre there is removed when a cell arrives. This is a Recruit, so the Funding limit on Available cells applies; stop when none remain. Any event on the second card is ignored, even a US event. The second card counts as the phase's second card, so the Action Phase is over. If the Jihadist has no other card, nothing is recruited. In 1-player with Attractive or higher ideology each success places two cells (9.7).

## 49 Al-Ittihad al-Islami
card-49-gist = a cell in Somalia
card-49-effect = Place one cell in Somalia. Cells come from the Funding track regardless of the Funding level (4.7.4.2) and arrive as Sleepers; a cadre in the destination is removed when a cell arrives (4.8.4); an unmarked destination is tested first (4.9.4). If the track runs out, place what remains; if it is empty, nothing is placed but the rest of the event still happens (6.2.4). Somalia starts every scenario unmarked (only a Besieged Regime marker), so the first cell normally triggers a Governance test (1-4 Poor, 5-6 Fair, Neutral). The card leaves the game.

## 50 Ansar al-Islam
card-50-gist = a cell in Iraq or Iran
card-50-precondition = Iraq's Governance is marked and worse than Good (Fair, Poor or Islamist Rule). An unmarked Iraq does not qualify (both implementations).
card-50-effect = Place one cell in Iraq or in Iran, the Jihadist's choice. Cells come from the Funding track regardless of the Funding level (4.7.4.2) and arrive as Sleepers; a cadre in the destination is removed when a cell arrives (4.8.4); an unmarked destination is tested first (4.9.4). If the track runs out, place what remains; if it is empty, nothing is placed but the rest of the event still happens (6.2.4). The card leaves the game.

## 51 FREs
card-51-gist = four cells in Iraq (two after Saddam Captured)
card-51-precondition = At least one troop is in Iraq (a NATO marker counts as troops in both implementations).
card-51-effect = Place four cells in Iraq, or only two if Saddam Captured (#27) is in effect. Cells come from the Funding track regardless of the Funding level (4.7.4.2) and arrive as Sleepers; a cadre in the destination is removed when a cell arrives (4.8.4); an unmarked destination is tested first (4.9.4). If the track runs out, place what remains; if it is empty, nothing is placed but the rest of the event still happens (6.2.4).

## 52 IEDs
card-52-gist = the US discards a random card
card-52-precondition = Some Regime Change country (green or tan marker) contains at least one cell (Sadr counts as a cell).
card-52-effect = The US discards one card chosen at random from its hand. If the US hand is empty, nothing happens.

## 53 Madrassas
card-53-gist = Recruit with this card, then with the next card's value, ignoring Funding
card-53-precondition = It must be the first card the Jihadist plays in the current Jihadist Action Phase (so it can never happen on US play).
card-53-effect = Recruit twice: once with this card's 1 Op, then with the Ops value of the second card of the phase (the Jihadist's next card, used for its value only; it counts as the phase's second card). Funding is ignored: every cell still on the Funding track may be recruited. Besides the normal Recruit locations (a cell or cadre present, 8.2.2) the Jihadist may Recruit in any country whose Governance is marked Poor or Islamist Rule even with no cell or cadre there. Normal success numbers apply (Good 1, Fair 1-2, Poor 1-3; Islamist Rule and Regime Change countries succeed automatically; non-Muslim countries with a printed REC number use it, 8.2.4). Each success places one Sleeper (two in 1-player with Attractive or higher ideology, 9.7). If the Jihadist has no other card, only the Madrassas Op is used.

## 54 Moqtada al-Sadr
card-54-gist = the Sadr marker (a cell) in Iraq
card-54-precondition = At least one troop is in Iraq.
card-54-effect = Place the Sadr marker in Iraq. It is not a cylinder from the Funding track, so it can be placed even when the track is empty and never goes back to it. The card leaves the game.
card-54-lingering = While in Iraq, Sadr is one Active cell there for everything that counts or uses cells (Jihad and Plot rolls, the Major Jihad cells-versus-troops test, Recruit's cell requirement, events needing 'a cell' in Iraq or in a Regime Change country, the 'no cells on the map' check) but it can never Travel (not even in place) and Disrupt cannot affect it. It ends only when Sadr is removed as a cell (a failed Jihad roll, Martyrdom Operation, a US event that removes a cell in Iraq): the marker then leaves the game for good.

## 55 Uyghur Jihad
card-55-gist = test China; a cell in China (Soft) or Central Asia (Hard)
card-55-effect = Test China (if its Posture is unmarked roll it: 1-4 Soft, 5-6 Hard). Then place one cell: in China if China is Soft, in Central Asia if China is Hard (testing Central Asia's Governance if unmarked). Cells come from the Funding track regardless of the Funding level (4.7.4.2) and arrive as Sleepers; a cadre in the destination is removed when a cell arrives (4.8.4); an unmarked destination is tested first (4.9.4). If the track runs out, place what remains; if it is empty, nothing is placed but the rest of the event still happens (6.2.4). China is tested even if no cell can be placed. The card leaves the game.

## 56 Vieira de Mello Slain
card-56-gist = -1 Prestige; blocks UN Nation Building
card-56-precondition = Some Regime Change country contains at least one cell.
card-56-effect = -1 Prestige and place the Vieira de Mello Slain marker. The card leaves the game.
card-56-lingering = UN Nation Building (#30) can no longer be played as an event, nor triggered, for the rest of the game. Nothing removes this marker.

## 57 Abu Sayyaf
card-57-gist = a cell and the Abu Sayyaf marker in the Philippines
card-57-precondition = Moro Talks (#4) is not in effect.
card-57-effect = Place one cell in the Philippines (test its Posture if unmarked) and place the Abu Sayyaf marker there; the marker is placed even if no cell is left. Cells come from the Funding track regardless of the Funding level (4.7.4.2) and arrive as Sleepers; a cadre in the destination is removed when a cell arrives (4.8.4); an unmarked destination is tested first (4.9.4). If the track runs out, place what remains; if it is empty, nothing is placed but the rest of the event still happens (6.2.4). The card leaves the game.
card-57-lingering = Until Moro Talks (#4) removes the marker: (a) the US may Deploy troops into the Philippines although it is non-Muslim (it is Fair, so a 2- or 3-value card, 7.3.2); (b) every time a Plot marker is placed in the Philippines while the cells there are at least equal to the troops there (i.e. unless troops outnumber cells), -1 Prestige per Plot. Troops there then also count for Plot resolution (-1 Prestige) and for Disrupt (two cells and +1 Prestige with 2+ troops, 7.4).

## 58 Al-Anbar
card-58-gist = a cell and the Al-Anbar marker in Iraq
card-58-precondition = Anbar Awakening (#13) is not in effect.
card-58-effect = Place one cell in Iraq (test Iraq if unmarked) and place the Al-Anbar marker; the marker is placed even if no cell is left. Cells come from the Funding track regardless of the Funding level (4.7.4.2) and arrive as Sleepers; a cadre in the destination is removed when a cell arrives (4.8.4); an unmarked destination is tested first (4.9.4). If the track runs out, place what remains; if it is empty, nothing is placed but the rest of the event still happens (6.2.4). The card leaves the game.
card-58-lingering = While in effect: a Disrupt in Iraq or in Syria affects only one cell, whatever the troops or Posture there, and can never remove a cadre there; the US may not play Bin Ladin (#112) or Zawahiri (#111) for their US events. Ends if Anbar Awakening (#13) is played (a blocking event ends the blocked lingering event, 6.2.8).

## 59 Amerithrax
card-59-gist = the US discards its best US card
card-59-effect = The US discards the US-associated card with the highest Ops value in its hand (the US picks among ties); Unassociated and Jihadist cards do not count. If it holds no US-associated card, nothing happens.

## 60 Bhutto Shot
card-60-gist = ends Benazir Bhutto: Jihad in Pakistan again
card-60-precondition = Pakistan contains at least one cell.
card-60-effect = Place the Bhutto Shot marker in Pakistan. If the Benazir Bhutto (#33) marker is in effect, remove it, which ends its ban on Jihad in Pakistan (6.2.8). The card leaves the game.
card-60-lingering = Benazir Bhutto (#33) can never again be played as an event nor triggered. Nothing removes this marker.

## 61 Detainee Release
card-61-gist = a cell where the US Disrupted last turn or this one
card-61-precondition = The US performed at least one Disrupt (as an operation or inside an event) during the current or the previous Action Phase (5.2.2 note: during the US phase 'last' is the preceding Jihadist phase and vice versa), and neither GTMO (#114, LAPSING) nor an unflipped Renditions (#44) marker is in effect.
card-61-effect = Place one cell in a country where one of those Disrupts happened (the Jihadist picks if there are several). Cells come from the Funding track regardless of the Funding level (4.7.4.2) and arrive as Sleepers; a cadre in the destination is removed when a cell arrives (4.8.4); an unmarked destination is tested first (4.9.4). If the track runs out, place what remains; if it is empty, nothing is placed but the rest of the event still happens (6.2.4). Then the Jihadist draws one card from the draw deck into his hand.

## 62 Ex-KGB
card-62-gist = Caucasus to the opposite of US Posture, or Central Asia toward Adversary
card-62-effect = If a CTR (#3) marker is in Russia, remove it and do nothing else. Otherwise the Jihadist picks one: (a) set Caucasus's Posture to the opposite of the US Posture (no roll; this marks it if unmarked), or (b) test Central Asia if unmarked and shift its Alignment one box toward Adversary (Ally to Neutral, Neutral to Adversary; no change if already Adversary). A CTR marker in Central Asia is not affected. Recompute World Posture (4.7.2) after (a).

## 63 Gaza War
card-63-gist = the US discards a random card, +1 Funding, -1 Prestige
card-63-effect = The US discards one card at random from its hand (nothing if empty). +1 Funding (maximum 9). -1 Prestige (minimum 1).

## 64 Hariri Killed
card-64-gist = test Lebanon; Syria becomes an Adversary and worsens
card-64-effect = Test Lebanon (roll its Governance if unmarked). Set Syria's Alignment to Adversary (test Syria first if unmarked) and, if Syria is Good or Fair, worsen its Governance one level; a Poor or Islamist Rule Syria is not worsened (the event never produces Islamist Rule). Aid is not removed by this worsening. The card leaves the game.

## 65 HEU
card-65-gist = roll to make a WMD available from Russia or Central Asia
card-65-precondition = Russia or Central Asia contains a cell and that same country has no CTR (#3) marker.
card-65-effect = The Jihadist picks a qualifying country and rolls one die as for a one-Op operation there: success on a roll up to its Governance number (Russia is Fair: 1-2; Central Asia: Good 1, Fair 1-2, Poor 1-3, Islamist Rule automatic). Success: move one WMD Plot marker from the 'Loose Nuke, HEU & Kazakh Strain' holding box to the Available Plots box, face down (4.7.8.1). Failure: remove one cell there to the Funding track (a cadre if it was the last cell, 4.8.4). The roll does not make the cell Active. The card leaves the game either way.

## 66 Homegrown
card-66-gist = a cell in the United Kingdom
card-66-effect = Place one cell in the United Kingdom (test its Posture if unmarked). Cells come from the Funding track regardless of the Funding level (4.7.4.2) and arrive as Sleepers; a cadre in the destination is removed when a cell arrives (4.8.4); an unmarked destination is tested first (4.9.4). If the track runs out, place what remains; if it is empty, nothing is placed but the rest of the event still happens (6.2.4).

## 67 Islamic Jihad Union
card-67-gist = a cell each in Central Asia and Afghanistan
card-67-effect = Place one cell in Central Asia and one in Afghanistan (test each if unmarked). If only one cell is on the track the Jihadist chooses where it goes. Cells come from the Funding track regardless of the Funding level (4.7.4.2) and arrive as Sleepers; a cadre in the destination is removed when a cell arrives (4.8.4); an unmarked destination is tested first (4.9.4). If the track runs out, place what remains; if it is empty, nothing is placed but the rest of the event still happens (6.2.4). The card leaves the game.

## 68 Jemaah Islamiya
card-68-gist = two cells in Indonesia/Malaysia
card-68-effect = Place two cells in Indonesia/Malaysia (test it if unmarked); one if only one is left. Cells come from the Funding track regardless of the Funding level (4.7.4.2) and arrive as Sleepers; a cadre in the destination is removed when a cell arrives (4.8.4); an unmarked destination is tested first (4.9.4). If the track runs out, place what remains; if it is empty, nothing is placed but the rest of the event still happens (6.2.4).

## 69 Kazakh Strain
card-69-gist = roll to make a WMD available from Central Asia
card-69-precondition = Central Asia contains a cell and has no CTR (#3) marker.
card-69-effect = Roll one die as for a one-Op operation in Central Asia (Good 1, Fair 1-2, Poor 1-3, Islamist Rule automatic). Success: move one WMD Plot marker from the 'Loose Nuke, HEU & Kazakh Strain' holding box to Available Plots, face down. Failure: remove one cell from Central Asia to the Funding track (cadre if it was the last cell). The card leaves the game either way.

## 70 Lashkar-e-Tayyiba
card-70-gist = a cell each in Pakistan and India
card-70-precondition = Indo-Pakistani Talks (#36) is not in effect.
card-70-effect = Place one cell in Pakistan and one in India (test each if unmarked). If only one cell is on the track the Jihadist chooses where it goes. Cells come from the Funding track regardless of the Funding level (4.7.4.2) and arrive as Sleepers; a cadre in the destination is removed when a cell arrives (4.8.4); an unmarked destination is tested first (4.9.4). If the track runs out, place what remains; if it is empty, nothing is placed but the rest of the event still happens (6.2.4).

## 71 Loose Nuke
card-71-gist = roll to make a WMD available from Russia
card-71-precondition = Russia contains a cell and has no CTR (#3) marker.
card-71-effect = Roll one die as for a one-Op operation in Russia (Fair: success on 1-2). Success: move one WMD Plot marker from the 'Loose Nuke, HEU & Kazakh Strain' holding box to Available Plots, face down. Failure: remove one cell from Russia to the Funding track (cadre if it was the last cell). The card leaves the game either way.

## 72 Opium
card-72-gist = three cells in Afghanistan (every cell if Islamist Rule)
card-72-precondition = Afghanistan contains at least one cell.
card-72-effect = Place three more cells in Afghanistan. Then, if Afghanistan is under Islamist Rule, also place there every cell still on the Funding track. Cells come from the Funding track regardless of the Funding level (4.7.4.2) and arrive as Sleepers; a cadre in the destination is removed when a cell arrives (4.8.4); an unmarked destination is tested first (4.9.4). If the track runs out, place what remains; if it is empty, nothing is placed but the rest of the event still happens (6.2.4).

## 73 Pirates
card-73-gist = no Funding drop at turn end while Somalia or Yemen is under Islamist Rule
card-73-precondition = Somalia or Yemen is under Islamist Rule.
card-73-effect = Place the Pirates marker. The card leaves the game.
card-73-lingering = At each end of turn (5.2.5) the Funding -1 for Expenditures is skipped if Somalia or Yemen is under Islamist Rule at that moment; if neither is, Funding drops normally that turn but the marker stays and applies again whenever one of them is Islamist Rule. Nothing in the base game removes it.

## 74 Schengen Visas
card-74-gist = two cells Travel to Schengen countries with no roll
card-74-effect = Up to two cells anywhere on the map (not Sadr) Travel automatically, with no roll, into Schengen countries (Benelux, Eastern Europe, France, Germany, Italy, Scandinavia, Spain): both to the same or to different Schengen countries, and a cell already in a Schengen country may move to another one or stay where it is. Travelling cells end as Sleepers; an unmarked destination has its Posture tested. Automatic travel is not restricted by Biometrics (#2). If no cells are on the map, nothing happens.

## 75 Schroeder & Chirac
card-75-gist = Germany and France Soft, -1 Prestige
card-75-precondition = US Posture is Hard.
card-75-effect = Set the Posture of Germany and of France to Soft (no roll; marks them if unmarked) and recompute World Posture. -1 Prestige. The card leaves the game.

## 76 Abu Ghurayb
card-76-gist = the Jihadist draws two cards, -2 Prestige, an Ally becomes Neutral
card-76-precondition = Some Regime Change country contains at least one cell.
card-76-effect = The Jihadist draws two cards from the draw deck. -2 Prestige. Then the Jihadist selects one Muslim Ally and shifts it to Neutral (nothing if there is no Ally). The card leaves the game.

## 77 Al-Jazeera
card-77-gist = a country with troops near Saudi Arabia shifts toward Adversary
card-77-precondition = Saudi Arabia, or a country adjacent to it (Gulf States, Iraq, Jordan, Yemen), has troops.
card-77-effect = Select one of those countries that has troops and shift its Alignment one box toward Adversary (Ally to Neutral, Neutral to Adversary).

## 78 Axis of Evil
card-78-gist = the US discards its Iran-linked cards, goes Hard, Prestige roll
card-78-effect = The US discards from its hand every Iran (#104, #105), Hizballah (#103) and Jaysh al-Mahdi (#106) card it holds (no replacement draw). Set US Posture to Hard. Then make a Prestige roll (4.7.1: direction roll on the Prestige table, then shift by the lower of two dice).

## 79 Clean Operatives
card-79-gist = two cells Travel anywhere with no roll
card-79-effect = Up to two cells from anywhere on the map (not Sadr) Travel automatically (no roll) to any countries, the same or different. They arrive as Sleepers; unmarked destinations are tested. Adjacency (Patriot Act) and Biometrics do not matter for this automatic travel. Nothing happens if no cells are on the map.

## 80 FATA
card-80-gist = a cell and the FATA marker in Pakistan
card-80-effect = Test Pakistan if unmarked, place one cell there and place the FATA marker in Pakistan if it is not already there (there is only one). Cells come from the Funding track regardless of the Funding level (4.7.4.2) and arrive as Sleepers; a cadre in the destination is removed when a cell arrives (4.8.4); an unmarked destination is tested first (4.9.4). If the track runs out, place what remains; if it is empty, nothing is placed but the rest of the event still happens (6.2.4). The marker is placed even if no cell is left.
card-80-lingering = While in Pakistan: no Disrupt there (as an operation or inside an event) unless Pakistan is a Regime Change country; the US may not play Bin Ladin (#112) or Zawahiri (#111) for their US events. It ends only when Pakistani Offensive (#42) removes the marker (that card needs Pakistan to be an Ally). The card is not REMOVE and can be played again.

## 81 Foreign Fighters
card-81-gist = five cells in a Regime Change country, and -1 Aid or a Besieged Regime
card-81-precondition = Some country is a Regime Change country.
card-81-effect = Select a Regime Change country: place five cells there; then, if it has any Aid, remove one Aid marker; otherwise place a Besieged Regime marker there (if it has none). Cells come from the Funding track regardless of the Funding level (4.7.4.2) and arrive as Sleepers; a cadre in the destination is removed when a cell arrives (4.8.4); an unmarked destination is tested first (4.9.4). If the track runs out, place what remains; if it is empty, nothing is placed but the rest of the event still happens (6.2.4).

## 82 Jihadist Videos
card-82-gist = Recruit rolls in three countries with no cells
card-82-effect = Select three different countries of any type (Muslim, non-Muslim, Iran, the US) that contain no cells (a cadre is fine) and test each unmarked one. Then make one Recruit roll in each, ignoring Funding and needing no cell or cadre: normal success numbers (Good 1, Fair 1-2, Poor 1-3, REC numbers in non-Muslim countries such as UK/Philippines 3 and France/Spain 2, Islamist Rule and Regime Change automatic). A success places one cell from the Funding track (two in 1-player with Attractive or higher ideology). Each selected country that does not receive a cell (failed roll or empty track) gets a cadre if it has none. If fewer than three countries qualify, use them all.

## 83 Kashmir
card-83-gist = Pakistan shifts toward Adversary and gets a cell
card-83-precondition = Indo-Pakistani Talks (#36) is not in effect.
card-83-effect = Test Pakistan if unmarked, shift Pakistan's Alignment one box toward Adversary (no change if already Adversary) and place one cell there. Cells come from the Funding track regardless of the Funding level (4.7.4.2) and arrive as Sleepers; a cadre in the destination is removed when a cell arrives (4.8.4); an unmarked destination is tested first (4.9.4). If the track runs out, place what remains; if it is empty, nothing is placed but the rest of the event still happens (6.2.4).

## 84 Leak
card-84-gist = blocks a Leak-able US event for good, then roll US Posture
card-84-precondition = At least one of the Enhanced Measures (#34), Renditions (#44) or Wiretapping (#31) markers is in the Event Box and not yet flipped.
card-84-effect = Choose one such marker and flip it to its blocked side: that US event can no longer be played or triggered for the rest of the game and any lingering effect of its marker ends (e.g. Renditions no longer blocks Detainee Release #61). Then roll US Posture (Posture table with +1 for the US, 4.9.3: die 1-3 Soft, 4-6 Hard). Then make a Prestige roll (4.7.1). Finally select one Muslim Ally and shift it to Neutral (nothing if there is none). Leak places no marker of its own; the flipped marker stays as a permanent reminder.

## 85 Leak
card-85-gist = blocks a Leak-able US event for good, then roll US Posture
card-85-precondition = At least one of the Enhanced Measures (#34), Renditions (#44) or Wiretapping (#31) markers is in the Event Box and not yet flipped.
card-85-effect = Choose one such marker and flip it to its blocked side: that US event can no longer be played or triggered for the rest of the game and any lingering effect of its marker ends (e.g. Renditions no longer blocks Detainee Release #61). Then roll US Posture (Posture table with +1 for the US, 4.9.3: die 1-3 Soft, 4-6 Hard). Then make a Prestige roll (4.7.1). Finally select one Muslim Ally and shift it to Neutral (nothing if there is none). Leak places no marker of its own; the flipped marker stays as a permanent reminder.

## 86 Lebanon War
card-86-gist = the US discards a random card, -1 Prestige, a cell in a Shia-Mix country
card-86-effect = The US discards one card at random from its hand (nothing if empty). -1 Prestige. Place one cell in a Shia-Mix country of the Jihadist's choice (Afghanistan, Gulf States, Iraq, Lebanon, Pakistan, Saudi Arabia, Turkey, Yemen), testing it if unmarked. Cells come from the Funding track regardless of the Funding level (4.7.4.2) and arrive as Sleepers; a cadre in the destination is removed when a cell arrives (4.8.4); an unmarked destination is tested first (4.9.4). If the track runs out, place what remains; if it is empty, nothing is placed but the rest of the event still happens (6.2.4).

## 87 Martyrdom Operation
card-87-gist = a cell becomes two Plots in its country
card-87-precondition = Some country not under Islamist Rule contains a cell (Sadr counts).
card-87-effect = Select such a country, remove one cell there to the Funding track (a cadre if it was the last cell, 4.8.4) and place there, face down, any two Plot markers from the Available Plots box (any numbers, WMD allowed; if only one is Available place one, none if none). They resolve normally at the end of the US Action Phase (8.5.6).

## 88 Martyrdom Operation
card-88-gist = a cell becomes two Plots in its country
card-88-precondition = Some country not under Islamist Rule contains a cell (Sadr counts).
card-88-effect = Select such a country, remove one cell there to the Funding track (a cadre if it was the last cell, 4.8.4) and place there, face down, any two Plot markers from the Available Plots box (any numbers, WMD allowed; if only one is Available place one, none if none). They resolve normally at the end of the US Action Phase (8.5.6).

## 89 Martyrdom Operation
card-89-gist = a cell becomes two Plots in its country
card-89-precondition = Some country not under Islamist Rule contains a cell (Sadr counts).
card-89-effect = Select such a country, remove one cell there to the Funding track (a cadre if it was the last cell, 4.8.4) and place there, face down, any two Plot markers from the Available Plots box (any numbers, WMD allowed; if only one is Available place one, none if none). They resolve normally at the end of the US Action Phase (8.5.6).

## 90 Quagmire
card-90-gist = the US discards two random cards; Jihadist events among them happen; US Soft
card-90-precondition = US Prestige is Medium or Low (1-6) and some Regime Change country contains a cell.
card-90-effect = The US discards two cards at random from its hand (fewer if it holds fewer). Each discarded card that is Jihadist-associated and whose event is playable at that moment has its event happen as if the Jihadist had played it (the Jihadist decides; MARK/REMOVE apply). Unassociated and US events on the discards do not happen. Then set US Posture to Soft.

## 91 Regional al-Qaeda
card-91-gist = cells in two unmarked Muslim countries
card-91-precondition = At least two Muslim countries are unmarked (Iran is never eligible).
card-91-effect = Select two unmarked Muslim countries and place one cell in each, or two in each if any country is under Islamist Rule; each is tested as its first cell arrives. If the track runs short, place what remains (the Jihadist chooses the split). Cells come from the Funding track regardless of the Funding level (4.7.4.2) and arrive as Sleepers; a cadre in the destination is removed when a cell arrives (4.8.4); an unmarked destination is tested first (4.9.4). If the track runs out, place what remains; if it is empty, nothing is placed but the rest of the event still happens (6.2.4).

## 92 Saddam
card-92-gist = Funding to 9
card-92-precondition = Iraq is a Poor Adversary and Saddam Captured (#27) is not in effect.
card-92-effect = Set Funding to 9.

## 93 Taliban
card-93-gist = a Besieged Regime and a cell in Afghanistan, a cell in Pakistan, Prestige loss
card-93-effect = Test Afghanistan (and Pakistan) if unmarked. Place a Besieged Regime marker in Afghanistan if it has none. Place one cell in Afghanistan and one in Pakistan (if only one is left, the Jihadist chooses). Cells come from the Funding track regardless of the Funding level (4.7.4.2) and arrive as Sleepers; a cadre in the destination is removed when a cell arrives (4.8.4); an unmarked destination is tested first (4.9.4). If the track runs out, place what remains; if it is empty, nothing is placed but the rest of the event still happens (6.2.4). Then -1 Prestige, or -3 Prestige if Afghanistan or Pakistan is under Islamist Rule.

## 94 The door of Itjihad was closed
card-94-gist = a country that reached Fair or Good this turn worsens one level
card-94-precondition = A Muslim country that was tested to Fair, or whose Governance improved to Fair or Good (War of Ideas, an event, a Regime Change roll), during the current or the previous Action Phase is still at Fair or Good.
card-94-effect = Select such a country and worsen its Governance one level (Good to Fair, Fair to Poor); never to Islamist Rule. Aid and Alignment are unchanged.

## 95 Wahhabism
card-95-gist = Funding up by Saudi Arabia's Governance (9 if Islamist Rule)
card-95-effect = If Saudi Arabia is under Islamist Rule, set Funding to 9; otherwise add Saudi Arabia's Governance number to Funding (Good +1, Fair +2, Poor +3; maximum 9).

## 96 Danish Cartoons
card-96-gist = set Scandinavia's Posture; the Jihadist places a Plot in a Muslim country
card-96-effect = Identical whoever plays it. (1) The US player decides Scandinavia's Posture, Hard or Soft, and sets it (no die roll; World Posture and the GWOT penalty are recomputed). (2) Then the Jihadist player places one face-down marker from Available Plots into a Muslim country (Sunni or Shia-Mix; not Iran, not a non-Muslim country) that is not under Islamist Rule, testing it first if unmarked (4.9.4). No cell is needed there. If no country on the map is under Islamist Rule, the marker must be a Plot 1; if at least one country is under Islamist Rule, any Available Plot marker may be used (a 2 or 3, or a WMD Plot if one is Available). If no qualifying marker is Available, no Plot is placed (Scandinavia is still set). The Plot resolves at the end of the next US Action Phase (8.5.6) like any other. REMOVE the card (also when no Plot could be placed, 6.2.4).

## 97 Fatwa
card-97-gist = each side trades a random card, then a 1-value operation or roll
card-97-precondition = Both sides hold at least one card besides this Fatwa card (the player of Fatwa has another card in hand and the opponent has at least one card).
card-97-effect = Identical whoever plays it. (1) Trade: each side hands the other one card picked at random from its own hand; a card just received is not handed back (equivalently, both random picks are made before the exchange). Trading is neither a play nor a discard, so no event triggers (not even US Election #120). (2) The playing side then conducts one operation with this card's value of 1, as if it had played a 1-Op card for operations: US - War of Ideas, Deploy or Disrupt only where a 1-value card suffices (Good targets, Deploy to the Troops track); Alert, Regime Change, Withdraw and Reassessment are impossible. Jihadist - one Recruit, Travel, Jihad or Plot roll under the normal rules (8.0). The card is then discarded.

## 98 Gaza Withdrawal
card-98-gist = US: -1 Funding; Jihadist: a cell in Israel
card-98-effect = US plays: -1 Funding (never below 1). Jihadist plays: place one cell from the Funding track into Israel as a Sleeper (regardless of the Funding level, 4.7.4.2; a cadre there is removed; Israel is permanently Hard, so there is nothing to test). If the track is empty, no cell is placed. REMOVE the card in both cases, even if Funding was already 1 or no cell was available (6.2.4).

## 99 HAMAS Elected
card-99-gist = the US discards a card of its choice; -1 Prestige, -1 Funding
card-99-effect = Identical whoever plays it. The US player chooses one card from the US hand and discards it (nothing if the US hand is empty). The discard does not trigger that card's event, except US Election #120, which always triggers when discarded (6.3.2.3). Then -1 Prestige and -1 Funding (each never below 1). REMOVE the card.

## 100 Hizb Ut-Tahrir
card-100-gist = Funding +2 in Overstretch, -2 in Low Intensity
card-100-effect = Identical whoever plays it; depends on the Troops track (4.7.3, counting troops not on the map): Overstretch (0-4 troops on the track) -> +2 Funding (max 9); Low Intensity (10-15 on the track) -> -2 Funding (min 1); War (5-9 on the track) -> no effect.

## 101 Kosovo
card-101-gist = +1 Prestige; Serbia to the opposite of US Posture
card-101-effect = Identical whoever plays it. +1 Prestige (max 12). Set Serbia's Posture to the opposite of the current US Posture (Soft if the US is Hard, Hard if the US is Soft); this is a setting, not a test or roll, and applies whether or not Serbia is already marked. Recompute World Posture and the GWOT penalty.

## 102 Former Soviet Union
card-102-gist = Central Asia becomes Neutral and is tested again
card-102-effect = Identical whoever plays it. Set Central Asia's Alignment to Neutral and roll one die for its Governance as for an Initial Test (1-4 Poor, 5-6 Fair), even if Central Asia is already marked; the result replaces whatever Governance it had (Good, Fair, Poor or Islamist Rule - an Islamist Rule Central Asia thereby stops being Islamist Rule). Cells, troops, Plots, Aid, Besieged Regime, Regime Change and CTR markers there are not changed by the event.

## 103 Hizballah
card-103-gist = US: remove a cell near Lebanon; Jihadist: Lebanon Poor Neutral
card-103-effect = US plays: the US removes one cell (its choice of Sleeper, Active or the Sadr marker) from one Shia-Mix country within three countries of Lebanon, Lebanon itself included (distance 0). With the map adjacencies (Schengen links included) that means Lebanon, Iraq or Turkey (2 away), Gulf States or Saudi Arabia (3 away); Yemen, Pakistan and Afghanistan are 4 away. If none of them has a cell nothing happens; removing the last cell leaves a cadre (4.8.4). Jihadist plays: Lebanon becomes Poor Governance with Neutral Alignment, whatever it was (an unmarked Lebanon is simply marked Poor Neutral; Good/Fair worsen to Poor; an Islamist Rule Lebanon improves to Poor). Aid and Besieged Regime markers are untouched.

## 104 Iran
card-104-gist = US: remove a cell in a Shia-Mix country or Iran; Jihadist: two Jihad rolls
card-104-effect = The playing side first selects any Shia-Mix country (Afghanistan, Gulf States, Iraq, Lebanon, Pakistan, Saudi Arabia, Turkey, Yemen) and tests it if unmarked. US plays: remove one cell (US choice of Sleeper, Active or Sadr) either from the selected country or from Iran, at the US player's choice; if neither has a cell nothing is removed; removing a last cell leaves a cadre. Jihadist plays: make two Jihad rolls in the selected country. No cells are needed and none are activated or lost. Each roll succeeds on the country's Governance number or less (Good 1, Fair 1-2, Poor 1-3), both judged at once against the Governance at the start (8.1.2). Each success removes one Aid marker and worsens Governance one level, but never to Islamist Rule (at Poor a success only removes Aid). Failures do nothing, and no Besieged Regime is placed. If the selected country is already Islamist Rule the rolls cannot be made (Jihad never targets Islamist Rule).

## 105 Iran
card-105-gist = US: remove a cell in a Shia-Mix country or Iran; Jihadist: two Jihad rolls
card-105-effect = The playing side first selects any Shia-Mix country (Afghanistan, Gulf States, Iraq, Lebanon, Pakistan, Saudi Arabia, Turkey, Yemen) and tests it if unmarked. US plays: remove one cell (US choice of Sleeper, Active or Sadr) either from the selected country or from Iran, at the US player's choice; if neither has a cell nothing is removed; removing a last cell leaves a cadre. Jihadist plays: make two Jihad rolls in the selected country. No cells are needed and none are activated or lost. Each roll succeeds on the country's Governance number or less (Good 1, Fair 1-2, Poor 1-3), both judged at once against the Governance at the start (8.1.2). Each success removes one Aid marker and worsens Governance one level, but never to Islamist Rule (at Poor a success only removes Aid). Failures do nothing, and no Besieged Regime is placed. If the selected country is already Islamist Rule the rolls cannot be made (Jihad never targets Islamist Rule).

## 106 Jaysh al-Mahdi
card-106-gist = US: remove two cells; Jihadist: a Shia-Mix country with troops worsens
card-106-precondition = Some Shia-Mix country contains at least one cell (the Sadr marker counts as a cell) and at least one troop. Applies to both sides.
card-106-effect = US plays: the US picks one Shia-Mix country that has both cells and troops and removes up to two cells there (its choice of Sleeper/Active/Sadr; all of them if only one); cadre if the country is emptied. Jihadist plays: the Jihadist picks one such country and worsens its Governance one level (Good to Fair, Fair to Poor), never to Islamist Rule; if the chosen country is Poor nothing changes. Aid and Alignment are unchanged.

## 107 Kurdistan
card-107-gist = US: 1 Aid in Iraq; Jihadist: Turkey or Iraq worsens
card-107-effect = US plays: place one Aid marker in Iraq (it adds to any Aid already there). Jihadist plays: test Turkey if unmarked, then worsen the Governance of Turkey or of Iraq (Jihadist's choice) by one level, never to Islamist Rule. Only a Good or Fair country can actually worsen. If both are Poor or Islamist Rule nothing happens beyond the test.

## 108 Musharraf
card-108-gist = remove a cell from Pakistan, which becomes Poor Ally
card-108-precondition = Pakistan contains at least one cell, and the Benazir Bhutto (#33) marker is not in effect.
card-108-effect = Identical whoever plays it. Remove one cell from Pakistan (the playing side picks Sleeper or Active; a cadre is placed if it was the last cell). Then set Pakistan to Poor Governance and Ally Alignment from whatever it was (Good/Fair worsen to Poor; an Islamist Rule Pakistan improves to Poor and stops counting as Islamist Rule). Aid and Besieged Regime markers stay.

## 109 Tora Bora
card-109-gist = remove two cells from a Regime Change country, Prestige roll
card-109-precondition = Some Regime Change country contains at least two cells (Sadr counts). Applies to both sides.
card-109-effect = Identical whoever plays it. The playing side picks one Regime Change country with two or more cells and removes two cells there (its choice of which); a cadre is placed if the country is emptied. Then make a Prestige roll (4.7.1: direction roll, then shift by the lower of two dice). Then the playing side draws one card from the draw deck into its hand (an empty deck means a reshuffle, 5.3.1, possibly ending the game). REMOVE the card.

## 110 Zarqawi
card-110-gist = US: +3 Prestige; Jihadist: three cells and a 2-value Plot where troops are near Iraq
card-110-precondition = At least one of Iraq, Syria, Lebanon and Jordan contains troops. Applies to both sides.
card-110-effect = US plays: +3 Prestige (max 12), then REMOVE the card. This is a conditional REMOVE that applies only when the US plays the event, so the 'remove' flag is false. Jihadist plays: the Jihadist picks one of those four countries that has troops (testing it if unmarked) and places there three cells from the Funding track (regardless of Funding; Sleepers; fewer if the track has fewer; a cadre there is removed) and a Plot 2 marker from Available Plots. If no Plot 2 is Available, no Plot is placed. The card is then discarded normally, not removed.

## 111 Zawahiri
card-111-gist = US: -2 Funding; Jihadist: -1 Prestige (-3 with Islamist Rule)
card-111-precondition = US play only: no country is under Islamist Rule, the FATA (#80) marker is not in Pakistan, and Al-Anbar (#58) is not in effect. Jihadist play: always playable.
card-111-effect = US plays: -2 Funding (min 1), then REMOVE the card. This is a conditional REMOVE that applies only when the US plays the event, so the 'remove' flag is false. Jihadist plays: Prestige drops by 1, or by 3 instead when at least one country is under Islamist Rule (min 1); the card is discarded normally.

## 112 Bin Ladin
card-112-gist = US: -4 Funding, +1 Prestige; Jihadist: -2 Prestige (-4 with Islamist Rule)
card-112-precondition = US play only: no country is under Islamist Rule, the FATA (#80) marker is not in Pakistan, and Al-Anbar (#58) is not in effect. Jihadist play: always playable.
card-112-effect = US plays: -4 Funding (min 1) and +1 Prestige (max 12), then REMOVE the card. This is a conditional REMOVE that applies only when the US plays the event, so the 'remove' flag is false. Jihadist plays: Prestige drops by 2, or by 4 instead when at least one country is under Islamist Rule (min 1); the card is discarded normally.

## 113 Darfur
card-113-gist = Sudan: Aid and toward Ally at High Prestige, else Besieged and toward Adversary
card-113-effect = Identical whoever plays it. Test Sudan if unmarked. Then, if US Prestige is High or Very High (7-12): place one Aid marker in Sudan and shift its Alignment one box toward Ally (Adversary to Neutral, Neutral to Ally; an Ally stays Ally). Otherwise (Prestige 1-6): place a Besieged Regime marker in Sudan (unless one is already there; at most one) and shift its Alignment one box toward Adversary (an Adversary stays).

## 114 GTMO
card-114-gist = Prestige roll; no Recruit for the rest of the turn
card-114-effect = Identical whoever plays it. Make a Prestige roll (4.7.1). Put the card in a Lapsing box. For the rest of this turn no Recruit operations may be conducted, and Detainee Release (#61) can be neither played nor triggered.
card-114-lingering = LAPSING until the end of the turn (5.2.6). While it is in effect, no Recruit operation (8.2, cards played for Ops by either the human or the bot) may be conducted, and #61 Detainee Release is unplayable. Event-driven recruiting and cell placement are not Recruit operations and are not stopped: Adam Gadahn #48, Madrassas #53 and Jihadist Videos #82 (per the Jihadist reference) and Radicalization cell placement (9.4.3). If the card leaves the Lapsing box early (taken by Oil Price Spike, or a mid-turn reshuffle), place the GTMO marker instead; the effect continues (4.7.7.3).

## 115 Hambali
card-115-gist = US: remove a cell near Indonesia/Malaysia, draw two; Jihadist: a Plot there
card-115-precondition = A cell is in Indonesia/Malaysia or in a country adjacent to it (India, Pakistan, Philippines, Thailand), and that country is a Muslim Ally (Indonesia/Malaysia or Pakistan) or a non-Muslim country with Hard Posture (India, Philippines or Thailand). Applies to both sides.
card-115-effect = US plays: the US picks one qualifying country, removes one cell there (cadre if it was the last), draws two cards from the draw deck, and then REMOVEs the card. This is a conditional REMOVE that applies only when the US plays the event, so the 'remove' flag is false. Jihadist plays: the Jihadist picks one qualifying country and places there, face down, any one marker from Available Plots (any number, or a WMD if Available). If no Plot is Available nothing is placed. No cell is activated, and the card is discarded normally.

## 116 KSM
card-116-gist = US: remove Plots in Allies and non-Muslim countries, draw two; Jihadist: a Plot by a cell
card-116-precondition = US play: at least one Plot marker sits in an Ally Muslim country or in a non-Muslim country (the United States and Israel included; Iran is neither Muslim nor non-Muslim, 4.4). Jihadist play: no printed precondition.
card-116-effect = US plays: reveal and remove every Plot marker in every Ally Muslim country and every non-Muslim country, as if each had been Alerted (7.5.3: WMD Plots leave the game, numbered Plots return face down to Available Plots). Plots in Neutral or Adversary Muslim countries and in Iran stay. Then the US draws two cards from the draw deck and REMOVEs the card. This is a conditional REMOVE that applies only when the US plays the event, so the 'remove' flag is false. Jihadist plays: place one marker from Available Plots (any number, or a WMD) in any country not under Islamist Rule that contains a cell (Muslim, non-Muslim, the United States, or Iran). No cell is activated. Nothing happens if no Plot is Available or no country qualifies. The card is discarded normally.

## 117 Oil Price Spike
card-117-gist = take a card from the discard pile; Oil Exporters +1 Resource this turn
card-117-effect = Identical whoever plays it. (1) The playing side chooses any one card (never an Oil Price Spike) lying in the discard pile, in a Lapsing box or in the 1st Plot box, shows it to the opponent and adds it to its hand. The card can be of any association, including one the player will only use for Ops. A card taken from a Lapsing box or the 1st Plot box is replaced by its event marker or the '1st Plot' marker, and its effect continues (4.7.7.3). If no eligible card exists, nothing is drawn. (2) Put this card in a Lapsing box: until the end of the turn each Oil Exporter gets +1 Resource (4.2.6). The exporters, with printed Resources, are Algeria/Tunisia 2, Libya 1, Sudan 1, Iraq 3, Saudi Arabia 3, Gulf States 3 and Indonesia/Malaysia 3; Iran is not a Muslim country and does not count. With both copies in effect the bonus is +2. Check instant victory immediately (2.1). If the event gives both sides a victory condition at the same time, the side that played the event wins (2.2).
card-117-lingering = LAPSING until the end of the turn (5.2.6), or as long as its marker stands in for the card if the card leaves the box early (4.7.7.3). While in effect, each Oil Exporter's Resources are +1 per Oil Price Spike for every purpose: instant victory (US 12+ Good Resources; Jihadist 6+ Islamist Rule Resources including two adjacent countries, no adjacency needed in 1-player, 9.1), the end-of-game reshuffle comparison (2.3 / 9.1), Funding gain on Islamist Revolution (8.4.4), bot choices that rank by Resources (9.4.2.3-9.4.2.6, Kurdistan #107), and the Resource match of Back Channel #32. The bonus disappears at end of turn.

## 118 Oil Price Spike
card-118-gist = take a card from the discard pile; Oil Exporters +1 Resource this turn
card-118-effect = Identical whoever plays it. (1) The playing side chooses any one card (never an Oil Price Spike) lying in the discard pile, in a Lapsing box or in the 1st Plot box, shows it to the opponent and adds it to its hand. The card can be of any association, including one the player will only use for Ops. A card taken from a Lapsing box or the 1st Plot box is replaced by its event marker or the '1st Plot' marker, and its effect continues (4.7.7.3). If no eligible card exists, nothing is drawn. (2) Put this card in a Lapsing box: until the end of the turn each Oil Exporter gets +1 Resource (4.2.6). The exporters, with printed Resources, are Algeria/Tunisia 2, Libya 1, Sudan 1, Iraq 3, Saudi Arabia 3, Gulf States 3 and Indonesia/Malaysia 3; Iran is not a Muslim country and does not count. With both copies in effect the bonus is +2. Check instant victory immediately (2.1). If the event gives both sides a victory condition at the same time, the side that played the event wins (2.2).
card-118-lingering = LAPSING until the end of the turn (5.2.6), or as long as its marker stands in for the card if the card leaves the box early (4.7.7.3). While in effect, each Oil Exporter's Resources are +1 per Oil Price Spike for every purpose: instant victory (US 12+ Good Resources; Jihadist 6+ Islamist Rule Resources including two adjacent countries, no adjacency needed in 1-player, 9.1), the end-of-game reshuffle comparison (2.3 / 9.1), Funding gain on Islamist Revolution (8.4.4), bot choices that rank by Resources (9.4.2.3-9.4.2.6, Kurdistan #107), and the Resource match of Back Channel #32. The bonus disappears at end of turn.

## 119 Saleh
card-119-gist = Yemen: US makes it an Ally with Aid; Jihadist shifts it with a Besieged Regime
card-119-effect = Test Yemen if unmarked (either player). US plays: unless Yemen is under Islamist Rule, set Yemen's Alignment to Ally (from Neutral or Adversary) and place one Aid marker there; if Yemen is under Islamist Rule nothing else happens. Jihadist plays: shift Yemen's Alignment one box toward Adversary (Ally to Neutral, Neutral to Adversary; an Adversary stays) and place a Besieged Regime marker there unless one is already present.

## 120 US Election
card-120-gist = happens when used for operations or discarded: roll US Posture, then ±1 Prestige
card-120-effect = Automatically triggered (4.10.1, 6.3.1, 6.3.2.3). The event happens whenever either side uses the card for operations; the playing side chooses whether the event or the operation comes first. It also happens whenever the card is discarded from a hand for any reason: e.g. the US discarding its held final card (5.2.4), HAMAS Elected #99, Gaza War #63, IEDs #52, Lebanon War #86, Quagmire #90, or a Jihadist random discard from Renditions #44. It also happens when the card is one of the two 3-value cards of a Reassessment (the US orders the switch and the event, 7.6.3). The card is 3 Ops, so it can never go to Reserves. Effect: roll US Posture on the Posture table with +1 (4.9.3 example): modified 1-4 Soft, 5+ Hard, i.e. a natural 1-3 gives Soft and 4-6 gives Hard. Then compute the GWOT Relations Penalty with the new US Posture (4.7.2.1): if it is 0, +1 Prestige; otherwise -1 Prestige. Not REMOVE, not lapsing; the card is discarded afterwards. Being traded by Fatwa #97, taken by Enhanced Measures #34, drawn by Oil Price Spike or removed by a scenario does not trigger it.
