# BOT.md §9 worked examples (E) and §10 test positions (T); read by bot_examples.py.
P, G, F, IR = "poor", "good", "fair", "islamist_rule"
AL, NE, AD = "ally", "neutral", "adversary"

case("e01-us-event-plot-in-us", "Bot E1: a playable US event makes the bot Plot in the United States (9.4.1, 9.4.2.2 S1)",
     18, {"united_states": c(a=1, s=1)}, [1, 4, 6],
     {"countries": {"united_states": {"active_cells": 2, "sleeper_cells": 0}},
      "available_plots": [1, 1, 1, 2, 2], "cells_on_track": 13},
     "Intel Community is playable: PLOT with 2 ops in the US (Good: 1 succeeds). Marker die 6 -> Plot 3. Nothing left for Radicalization.",
     state_extra={"funding": 6})

case("e02-major-jihad-pakistan", "Bot E2: Major Jihad in Pakistan before a country with more Resources (9.4.2.3)",
     46, {"pakistan": c(P, AL, s=7, t=2, aid=1), "iraq": c(P, AD, s=6)}, [2, 3, 4],
     {"countries": {"pakistan": {"governance": IR, "alignment": AD, "cells": 6, "troops": 2, "aid": 0},
                    "iraq": {"governance": P, "sleeper_cells": 6}},
      "funding": 7, "prestige": 1, "available_plots": [2, 2, 3, "wmd", "wmd", "wmd"]},
     "Sistani is not playable: OPS. Major Jihad is possible in Pakistan and Iraq; Pakistan first. Islamist Rule releases the Arsenal: three WMD set aside the three Plot 1 markers (9.3.3).",
     state_extra={"funding": 5, "prestige": 6})

case("e03-minor-jihad-priorities", "Bot E3: Minor Jihad Good first, then Pakistan, then Aid (9.4.2.4)",
     46, {"jordan": c(G, AL, s=1), "pakistan": c(F, NE, s=1), "gulf_states": c(F, AL, s=2, aid=1),
          "egypt": c(F, NE, s=2)}, [1, 3, 2],
     {"countries": {"jordan": {"governance": F, "active_cells": 1},
                    "pakistan": {"cells": 0, "cadre": False},
                    "gulf_states": {"governance": P, "aid": 0, "active_cells": 1, "sleeper_cells": 1},
                    "egypt": {"governance": F, "sleeper_cells": 2}}},
     "No Major Jihad; Good tier: Jordan 1 roll; Fair tier: Pakistan first, then Gulf States (Aid); Egypt gets nothing.")

case("e04-recruit-attractive", "Bot E4: Attractive Recruit, target re-selected each roll, Available cells run out (9.4.2.5, 9.7)",
     46, {"iraq": c(P, AD, s=1), "saudi_arabia": c(P, AL, s=1, t=2), "germany": c(posture="hard", s=5),
          "philippines": c(posture="soft", cadre=True)}, [3, 1, 1, 3, 4, 2],
     {"countries": {"saudi_arabia": {"cells": 4}, "canada": {"posture": "soft", "sleeper_cells": 1}},
      "cells_on_track": 4, "world_posture": "0"},
     "C3 (need 3): Iraq, the Philippines, Saudi Arabia; Saudi Arabia has the most troops plus cells. +2 then +1 (Available runs out); the last op: Radicalization cell to Canada (dice 1,3,4), tested Soft.",
     ideology="attractive", state_extra={"funding": 5})

case("e05-travel-destinations-origins", "Bot E5: Travel destinations by box, then origins (9.4.2.6, 9.4.2.6.1)",
     46, {"afghanistan": c(IR, AD, s=5), "somalia": c(P, NE, besieged=True), "iraq": c(P, AD, a=1, s=2),
          "gulf_states": c(F, AL)}, [2, 5],
     {"countries": {"afghanistan": {"sleeper_cells": 3}, "somalia": {"sleeper_cells": 1},
                    "iraq": {"sleeper_cells": 2, "active_cells": 0}, "gulf_states": {"sleeper_cells": 1}},
      "cells_on_track": 8},
     "Funding 2: no Available cell. To: Somalia (box 1 Besieged), Iraq (box 2: 3+2-0>=5), Gulf States (box 3). From: Afghanistan twice (box 1), Iraq (adjacent, the only one). Afghanistan->Somalia die 2 OK, ->Iraq die 5 fails.",
     state_extra={"funding": 2})

case("e06-radicalization-chain", "Bot E6: Plot, then Radicalization cell and Travel (the 9.4.3 example)",
     43, {"gulf_states": c(F, AL, t=2, s=1), "iraq": c(P, AD)}, [2, 5, 3, 1, 4],
     {"countries": {"gulf_states": {"active_cells": 1, "sleeper_cells": 1}, "iraq": {"cells": 0}},
      "cells_on_track": 13, "available_plots": [1, 1, 1, 2, 3], "markers": []},
     "Patriot Act is playable: Plot (S3 troops). 2 ops left: a cell to a random country (3,1,4 -> Iraq), then Travel Iraq -> Gulf States (box 3) automatically. The event never happens.",
     state_extra={"funding": 5})

case("e07-random-among-four", "Bot E7: PICK among four equal Plot candidates, 5-6 re-rolled (9.5)",
     4, {k: c(F, AL, t=1, s=1) for k in ["afghanistan", "gulf_states", "pakistan", "saudi_arabia"]},
     [5, 3, 2, 2],
     {"countries": {"pakistan": {"active_cells": 1, "sleeper_cells": 0},
                    "afghanistan": {"sleeper_cells": 1}},
      "available_plots": [1, 1, 2, 2, 3]},
     "Moro Talks playable: Plot. S3 Fair band: four countries, faces 1-4, 5 re-rolled, 3 -> Pakistan. Success on 2; marker die 2 -> Plot 1.",
     state_extra={"funding": 6})

case("e09-plot-posture-step", "Bot E9: Prestige Low skips troops; GWOT penalty 0 opens the same-Posture step, Fair before Good (9.4.2.2)",
     17, {"united_kingdom": c(posture="soft"), "germany": c(posture="soft", s=1),
          "kenya_tanzania": c(posture="soft", s=1), "saudi_arabia": c(P, AL, t=2, s=1)}, [2, 4, 1, 6, 5],
     {"countries": {"kenya_tanzania": {"active_cells": 1, "plots": [2]}, "germany": {"active_cells": 1, "plots": [3]},
                    "saudi_arabia": {"sleeper_cells": 1}},
      "available_plots": [1, 1, 1, 2]},
     "FSB playable: Plot. Prestige 3 closes S2/S3. World Soft 2 = US Soft: S4 Kenya/Tanzania (Fair) then Germany (Good). Second marker: 5 markers, die 6 re-rolled, 5 -> Plot 3.",
     state_extra={"funding": 6, "prestige": 3, "us_posture": "soft"})

case("e10-empty-track-radicalization", "Bot E10: a cell-placing event with no cell on the Funding track becomes Radicalization (9.4.1 exception)",
     66, {"afghanistan": c(IR, AD, s=12), "pakistan": c(F, AL, s=2), "somalia": c(P, NE, s=1)}, [4, 1],
     {"countries": {"afghanistan": {"sleeper_cells": 11}, "pakistan": {"sleeper_cells": 3},
                    "somalia": {"sleeper_cells": 1, "plots": [1]}, "united_kingdom": {"cells": 0}},
      "cells_on_track": 0},
     "Homegrown would place a cell: track empty, so Radicalization(2): cell step skipped (no op used), Travel Afghanistan -> Pakistan (box 3, origin box 1), Plot in Somalia (die 4 of [Pakistan, Somalia]), marker die 1 -> Plot 1.",
     state_extra={"funding": 7})

case("e11-biometrics", "Bot E11: Biometrics drops a destination with no adjacent cell; its op goes to Radicalization (I-20)",
     13, {"afghanistan": c(IR, AD, s=3), "yemen": c(P, NE, s=2), "somalia": c(P, NE, besieged=True)},
     [2, 1, 6, 2, 1],
     {"countries": {"somalia": {"sleeper_cells": 1}, "yemen": {"sleeper_cells": 2}, "afghanistan": {"sleeper_cells": 3},
                    "china": {"cells": 0}},
      "cells_on_track": 9},
     "Anbar Awakening not playable: OPS, no Available cell: Travel. To: Somalia (box 1), China (box 4 PICK among 17 unmarked non-Muslim, dice 2,1). China has no adjacent cell: dropped. Origin of Somalia: Yemen (Afghanistan not adjacent). The op left: a cell to Yemen (6,2,1).",
     state_extra={"funding": 2, "lapsing": ["Biometrics"]})

case("e12-virulent-major-jihad", "Bot E12: Virulent: Major Jihad with a margin of 3; failures remove no cell (9.7)",
     46, {"iraq": c(P, AD, s=4, t=1)}, [4, 5, 1],
     {"countries": {"iraq": {"governance": P, "alignment": NE, "besieged": True, "active_cells": 4, "troops": 1}}},
     "4 cells - 1 troop >= 3 (Potent and above). 1 success, 2 failures at Poor with 3 dice: Besieged Regime, Adversary -> Neutral; Virulent keeps the cells.",
     ideology="virulent")

case("t01-plot-abu-sayyaf", "Bot T1: Plot in the Philippines with Abu Sayyaf before countries with troops (9.4.2.2 S2)",
     23, {"philippines": c(posture="soft", t=1, s=2, markers=["Abu Sayyaf"]), "gulf_states": c(F, AL, t=2, s=1),
          "saudi_arabia": c(P, AL, t=2, s=2)}, [1, 3, 1],
     {"countries": {"philippines": {"active_cells": 2}, "gulf_states": {"sleeper_cells": 1},
                    "saudi_arabia": {"sleeper_cells": 2}},
      "prestige": 4, "available_plots": [1, 1, 2, 2, 3]},
     "Predator is playable: Plot. Prestige 5, Abu Sayyaf, 2 cells >= 1 troop: both rolls in the Philippines (Fair). One success: marker die 1 -> Plot 1; Abu Sayyaf costs 1 Prestige.",
     state_extra={"prestige": 5, "funding": 5})

case("t01b-plot-troops-step-pick", "Bot T1 variant: Abu Sayyaf closed by troops; the troops step's Fair band is picked by one die (9.5)",
     23, {"philippines": c(posture="soft", t=3, s=2, markers=["Abu Sayyaf"]), "gulf_states": c(F, AL, t=2, s=1),
          "saudi_arabia": c(P, AL, t=2, s=2)}, [2, 3, 4],
     {"countries": {"philippines": {"active_cells": 1, "sleeper_cells": 1}, "gulf_states": {"active_cells": 1},
                    "saudi_arabia": {"sleeper_cells": 2}}},
     "2 cells < 3 troops: S2 closed. S3 Fair band [Gulf States, Philippines]: die 2 -> Gulf States (1 roll, its one cell), then the Philippines (1 roll). Both rolls fail.",
     state_extra={"prestige": 5, "funding": 5})

case("t02-plot-low-prestige-aid-nonmuslim", "Bot T2: Low Prestige skips troops, a GWOT penalty skips Posture; Aid, then non-Muslim Fair (9.4.2.2)",
     29, {"france": c(posture="hard", s=1), "germany": c(posture="soft"), "spain": c(posture="soft"),
          "kenya_tanzania": c(posture="soft", s=1), "iraq": c(P, AL, t=3, s=2), "egypt": c(F, NE, aid=1, s=1)},
     [6, 6],
     {"countries": {"egypt": {"active_cells": 1}, "kenya_tanzania": {"active_cells": 1},
                    "france": {"sleeper_cells": 1}, "iraq": {"sleeper_cells": 2}},
      "gwot_penalty": 1},
     "Tony Blair playable: Plot. S2/S3 closed (Prestige 3); S4 closed (penalty 1); S5 Egypt (Aid) 1 roll; S6 non-Muslim: Kenya/Tanzania (Fair) before France (Good). Both rolls fail.",
     state_extra={"prestige": 3, "funding": 6})

case("t03-major-jihad-besieged-fair", "Bot T3: Major Jihad at Fair with a Besieged Regime and 2 ops reaches Islamist Rule (I-10)",
     13, {"yemen": c(F, NE, besieged=True, s=5), "jordan": c(G, AL, s=1)}, [1, 2],
     {"countries": {"yemen": {"governance": IR, "alignment": AD, "active_cells": 5}, "jordan": {"sleeper_cells": 1}}},
     "5 cells - 0 troops >= 5 and 2 ops >= 1 level + 1 (Besieged): Major Jihad in Yemen before any Minor Jihad. Two successes: Fair -> Poor -> Islamist Rule.",
     state_extra={"funding": 5})

case("t03b-minor-without-besieged", "Bot T3 variant: without the Besieged Regime 2 ops cannot reach Islamist Rule: Minor Jihad, Good first (9.4.2.4)",
     13, {"yemen": c(F, NE, s=5), "jordan": c(G, AL, s=1)}, [2, 3],
     {"countries": {"jordan": {"cells": 0, "cadre": False}, "yemen": {"sleeper_cells": 4, "active_cells": 0}}},
     "Minor Jihad: Jordan (Good) 1 roll, then Yemen 1 roll; both fail and remove the cell used.",
     state_extra={"funding": 5})

case("t04-minor-leftover-radicalization", "Bot T4: Minor Jihad priorities; the op left goes to Radicalization, not Recruit (I-11)",
     38, {"pakistan": c(F, AL, s=1), "egypt": c(F, NE, aid=1, s=1), "saudi_arabia": c(P, AL, s=2)},
     [6, 6, 1, 1, 1, 5],
     {"countries": {"pakistan": {"cells": 0}, "egypt": {"cells": 0}, "saudi_arabia": {"sleeper_cells": 2},
                    "afghanistan": {"governance": F, "sleeper_cells": 1}}},
     "Libyan Deal not playable: OPS. Fair tier: Pakistan first, then Egypt (Aid). 1 op left: Radicalization cell, PICK all 38 with dice 1,1,1 -> Afghanistan, tested Fair (5).",
     state_extra={"funding": 8})

case("t05-recruit-reselect", "Bot T5: the Recruit target is chosen again before every roll (I-14)",
     38, {"afghanistan": c(P, AL, regime_change="tan", t=7, s=1), "iraq": c(IR, AD, s=3), "pakistan": c(P, AL, s=1)},
     [],
     {"countries": {"afghanistan": {"sleeper_cells": 3}, "iraq": {"sleeper_cells": 4}, "pakistan": {"sleeper_cells": 1}},
      "cells_on_track": 7},
     "No Jihad possible: Recruit. Afghanistan (RC, troops 7 >= cells 1 + 5) twice, automatic; then 7 < 3 + 5: Iraq (IR, 3 < 2x3), automatic. No die.",
     state_extra={"funding": 9})

case("t06-gtmo-travel", "Bot T6: GTMO stops Recruit: Travel; destination boxes 2 and 3, origin box 1 (9.4.2.6)",
     15, {"afghanistan": c(IR, AD, s=5), "pakistan": c(P, AL, s=3), "gulf_states": c(F, AL)}, [1],
     {"countries": {"afghanistan": {"sleeper_cells": 3}, "pakistan": {"sleeper_cells": 4}, "gulf_states": {"sleeper_cells": 1}}},
     "To: Pakistan (box 2: 3+2-0 >= 5), Gulf States (box 3). From: Afghanistan twice (IR, 5 then 4 > 2). Afghanistan -> Pakistan adjacent; -> Gulf States rolls 1 (Fair: OK).",
     state_extra={"funding": 8, "lapsing": ["GTMO"]})

# T7 itself (#110 Zarqawi) waits for Zarqawi's precondition to be written (the bot cannot
# tell whether it holds and plays operations); the variant below uses #98 Gaza Withdrawal.
case("t07-empty-track-unassociated", "Bot T7 variant: an Unassociated cell event (Gaza Withdrawal) with an empty track: Radicalization only, no operations (I-8)",
     98, {"afghanistan": c(IR, AD, s=13), "iraq": c(P, AL, t=2, s=2), "gulf_states": c(F, AL)}, [],
     {"countries": {"afghanistan": {"sleeper_cells": 12}, "gulf_states": {"governance": F, "sleeper_cells": 1},
                    "iraq": {"sleeper_cells": 2, "plots": []}, "israel": {"cells": 0}}},
     "T7 with #98 (1 op) instead of #110 Zarqawi: Radicalization(1). Cell step skipped (no op used); Travel to Gulf States (box 3) from Afghanistan (box 1, 13 > 1). No die; no event, no operations.",
     state_extra={"funding": 9})

case("t08-ksm-event-then-ops", "Bot T8: a Plot-placing Unassociated event (KSM), then operations (9.4.1, 9.4.2.1)",
     116, {"united_states": c(s=1), "jordan": c(G, AL, t=1, s=1)}, [6, 1, 1, 1, 1, 5, 2, 1, 1],
     {"countries": {"united_states": {"sleeper_cells": 1, "plots": [3]}, "jordan": {"governance": F, "cells": 0},
                    "afghanistan": {"sleeper_cells": 1}, "china": {"posture": "soft", "sleeper_cells": 1}}},
     "EVENT+OPS. KSM's Plot: step S1, the United States (marker die 6 -> Plot 3). Then OPS(3): Minor Jihad Jordan 1 roll (1: Good -> Fair); 2 ops: Radicalization cell (1,1,1 -> Afghanistan, tested Fair) and one automatic Travel: boxes 2-3 empty, box 4 PICK (2,1 -> China), origin box 4 with an Active cell: Jordan; China tested Soft.",
     state_extra={"funding": 5})

case("t09-itjihad-blocks-event", "Bot T9: The door of Itjihad was closed makes the bot's Jihadist event unplayable: operations (I-9)",
     95, {"saudi_arabia": c(G, AL, s=2)}, [2, 2, 1, 1, 1, 5],
     {"countries": {"saudi_arabia": {"cells": 0}, "afghanistan": {"sleeper_cells": 1}}, "funding": 4},
     "Wahhabism would raise Funding; under Card 47 it is not played. Minor Jihad Saudi Arabia 2 rolls (Good: need 1; both fail), 1 op: Radicalization cell to Afghanistan.",
     state_extra={"funding": 4, "lapsing": ["The door of Itjihad was closed"]})

# ---- priorities, tie-breaks, dice and ideology levels ----
case("pick-3-dice-reroll", "Bot PICK: three dice over all 38 countries; 6,6,6 (v=215 >= 190) is re-rolled (9.5, I-3)",
     38, {"pakistan": c(F, AL, s=1)}, [6, 6, 6, 6, 1, 1, 1, 5],
     {"countries": {"pakistan": {"sleeper_cells": 1}, "afghanistan": {"governance": F, "cells": 0}}},
     "Libyan Deal not playable: OPS. Minor Jihad Pakistan 1 roll (6 fails, cell removed). 2 ops: Radicalization cell: 6,6,6 re-rolled, 1,1,1 -> Afghanistan (tested 5: Fair); Travel: Pakistan (box 3, Fair with a cell adjacent) from Afghanistan (adjacent), automatic.",
     state_extra={"funding": 8})

case("major-jihad-resources", "Bot Major Jihad: without Pakistan, the highest Resources (9.4.2.3)",
     46, {"iraq": c(P, AD, s=6), "yemen": c(P, AD, s=6)}, [1, 1, 6],
     {"countries": {"iraq": {"governance": IR}, "yemen": {"governance": P, "sleeper_cells": 6}}},
     "Major Jihad possible in Iraq (Resources 3) and Yemen (1): Iraq.",
     state_extra={"funding": 5})

case("coherent-two-markers", "Bot Coherent: each Plot success places two random markers (9.7)",
     4, {"united_states": c(s=1)}, [1, 6, 5],
     {"countries": {"united_states": {"active_cells": 1}}, "available_plots": [1, 1, 1, 2]},
     "Moro Talks playable: Plot in the US, success: two markers (dice 6 -> Plot 3, then 5 of five -> Plot 2).",
     ideology="coherent", state_extra={"funding": 6})

case("potent-margin-three", "Bot Potent: Major Jihad with cells 3 over troops; failures still remove cells (9.7)",
     38, {"iraq": c(P, AD, s=4, t=1)}, [6, 6, 1],
     {"countries": {"iraq": {"governance": P, "alignment": NE, "besieged": True, "active_cells": 2}},
      "cells_on_track": 13},
     "4 - 1 >= 3 (Potent): Major Jihad. 2 failures remove 2 cells; 3 dice at Poor without Islamist Rule: Besieged, toward Ally.",
     ideology="potent")

case("normal-margin-five", "Bot Normal: cells 4 over troops 1 allow no Major Jihad; Recruit instead (9.4.1)",
     38, {"iraq": c(P, AD, s=4, t=1)}, [4, 4, 4],
     {"countries": {"iraq": {"governance": P, "alignment": AD, "sleeper_cells": 4}}},
     "No Major Jihad (4 - 1 < 5), no Minor (Poor): Recruit in Iraq three times (need 3, dice 4 fail).",
     state_extra={"funding": 9})

