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
