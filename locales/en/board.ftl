# The board: the text summary, the embed, `/lab country`, the board picture.

## Shared pieces
board-plot-label = { $value ->
    [wmd] WMD Plot
   *[other] Plot { $value }
}
level-low = Low
level-medium = Medium
level-high = High
level-very-high = Very High
level-tight = Tight
level-moderate = Moderate
level-ample = Ample
level-low-intensity = Low Intensity
level-war = War
level-overstretch = Overstretch
board-world-even = Even
board-world-hard = Hard { $n }
board-world-soft = Soft { $n }
board-face-down-plots = { $count ->
    [0] no Plots
    [one] 1 face-down Plot
   *[other] { $count } face-down Plots
}
board-first-plot-card = { $card } (later Plot cards trigger US events, 8.5.3)
board-first-plot-made = made this turn (later Plot cards trigger US events, 8.5.3)
board-lapsing-card = { $name } (card { $number })

## The text summary
board-heading = { $scenario } — turn { $turn }, { $side ->
    [us] US
   *[jihadist] Jihadist
} Action Phase ({ $played } { $played ->
    [one] card
   *[other] cards
} played)
board-heading-over = { $scenario } — turn { $turn }, game over
# How every board's text begins (`/lab log` leaves the boards out by it).
board-heading-start = { $scenario } — turn{" "}
board-winner = : the { $side ->
    [us] US
   *[jihadist] Jihadist
} wins
board-tracks = Prestige { $prestige } ({ $prestige_level }) · Funding { $funding } ({ $funding_level }) · Troops { $troops } on track ({ $troops_level })
board-postures = US Posture { $us_posture } · World Posture { $world } · GWOT relations penalty { $penalty } · Cells on track { $cells } ({ $available } available)
board-cards = Reserves US { $reserves_us } / Jih { $reserves_jihadist } · Hands US { $hand_us } / Jih { $hand_jihadist } · Deck { $deck } · Discard { $discard } · Removed { $removed } · Reshuffles { $reshuffles }
board-victory = Victory: Good resources { $good }/12 · Fair+Good { $fair_good }/15 · Islamist resources { $islamist }/6 · Poor+IR { $poor }/15
board-plots = Plots: { $on_map } on the map, { $available } Available
board-markers = Markers: { $names }
board-lapsing = Lapsing: { $names }
board-first-plot = 1st Plot: { $first }
board-muslim = Muslim countries:
board-others = Other countries:
board-untested = Untested (Resources): { $list }

## One country's line
# `/lab country NAME` and a country typed in an answer, not found.
country-find-which = which country? give its name, e.g. pakistan, gulf states or uk
country-find-none = no country is named "{ $text }"; e.g. pakistan, gulf states or uk
country-find-meant = no country is named "{ $text }"; did you mean { $meant }?
country-find-several = "{ $text }" matches several countries: { $list }
country-untested = untested
country-letter-troops = T
country-letter-active = A
country-letter-sleeper = S
country-cadre = Cadre
country-aid = Aid { $aid }
country-besieged = Besieged
country-regime-change = Regime Change ({ $colour ->
    [green] green
   *[tan] tan
})
country-plots = Plots: { $labels }
country-face-up = { $label } (face up)
country-face-down = { $count ->
    [one] { $count } face-down Plot
   *[other] { $count } face-down Plots
}

## `/lab country`
details-kind-sunni = Muslim (Sunni)
details-kind-shia-mix = Muslim (Shia-Mix)
details-kind-iran = Iran (4.4)
details-kind-non-muslim = non-Muslim
details-resources = Resources { $resources }
details-oil = Oil Exporter
details-recruit = Recruit { $recruit }
details-schengen = Schengen
details-on-map = On the map:
details-nothing = nothing
details-not-on-map = Not on this map.
details-adjacent = Adjacent: { $list }
details-governance = Governance { $governance }
details-posture = Posture { $posture }
details-posture-unmarked = Posture unmarked
details-resources-now = Resources now { $resources }
details-no-standing = No Governance or Posture

## The embed
embed-title = { $scenario } — turn { $turn }, { $side ->
    [us] US
   *[jihadist] Jihadist
} Action Phase
embed-played = { $played } { $played ->
    [one] card
   *[other] cards
} played in this phase
embed-prestige = Prestige
embed-funding = Funding
embed-troops = Troops
embed-troops-value = { $troops } on track ({ $level })
embed-posture = Posture
embed-posture-value = US { $us } · World Posture { $world }
embed-gwot = GWOT relations penalty
embed-reserves = Reserves
embed-sides-value = US { $us } · Jih { $jihadist }
embed-cells = Cells
embed-cells-value = { $cells } on track · { $available } available
embed-hands = Hands
embed-plots = Plots
embed-plots-value = { $on_map } on the map · { $available } Available
embed-us-victory = US victory
embed-us-victory-value =
    Good resources { $good }/12
    Fair+Good { $fair_good }/15
embed-jihadist-victory = Jihadist victory
embed-jihadist-victory-value =
    Islamist resources { $islamist }/6
    Poor+IR { $poor }/15
embed-markers = Markers
embed-lapsing = Lapsing
embed-first-plot = 1st Plot
embed-untested = Untested (Resources)
embed-muslim = Muslim countries
embed-others = Other countries
embed-footer = Deck { $deck } · Discard { $discard } · Removed { $removed } · Reshuffles { $reshuffles } · Game length { $length } { $length ->
    [one] deck
   *[other] decks
}
embed-more = …and { $count } more
embed-continued = { $heading } (cont.)

## The board picture
map-title = { $scenario } · Turn { $turn }
map-game-over = Game over: the { $side ->
    [us] US
   *[jihadist] Jihadist
} wins
map-special-setup = Special set-up
map-resolving-plots = Resolving Plots
map-end-of-turn = End of turn
map-phase = { $side ->
    [us] US
   *[jihadist] Jihadist
} Action Phase · { $played } { $played ->
    [one] card
   *[other] cards
} played
map-prestige = Prestige { $prestige } · { $level }
map-funding = Funding { $funding } · { $level }
map-troops = Troops on track { $troops } · { $level }
map-cells = Cells on track { $cells } · { $available } available
map-us-posture = US Posture
map-world-posture = World Posture
map-world-even = Even 0
map-gwot-penalty = GWOT penalty
map-reserves = Reserves
map-reserves-value = US { $us } · Jihadist { $jihadist }
map-deck = Deck
map-discards = Discards
map-removed = Removed
map-hands = Hands
map-hands-value = US { $us } · Jihadist { $jihadist }
map-reshuffles = Reshuffles
map-us-wins-at = US wins at: Good Resources
map-fair-good = Fair+Good
map-jihadist-at = Jihadist at: Islamist Resources
map-poor-ir = Poor+IR
map-lapsing = Lapsing: { $card }
map-first-plot = 1st Plot: { $card }
map-first-plot-made = 1st Plot made
map-event-box = Event Box:
map-none = none
map-schengen = Schengen
map-fixed = { $governance } (fixed)
map-untested = untested
map-posture-hard = Hard
map-posture-soft = Soft
map-governance-short-good = Good
map-governance-short-fair = Fair
map-governance-short-poor = Poor
map-governance-short-islamist-rule = IR
map-alignment-ally = Ally
map-alignment-neutral = Neutral
map-alignment-adversary = Adversary
map-cadre = Cadre
map-aid = Aid
map-aid-many = Aid ×{ $aid }
map-besieged = Besieged
map-regime-change-short = RC
map-face-up = face-up { $value }
map-wmd = WMD
map-legend-regime-change = Regime Change
map-legend-troops = troops
map-legend-active = Active
map-legend-sleeper = Sleeper
map-legend-plots = Plots
map-legend-resources = Resources
map-legend-oil = oil
map-legend-schengen-link = Schengen link
# A marker's name in a country's box, where the Russian one is too long (English reads the
# name itself).
map-marker-ctr = CTR
map-marker-nest = NEST
map-marker-indo-pakistani-talks = Indo-Pakistani Talks
map-label-united-kingdom = UK
map-label-united-states = USA
map-label-eastern-europe = E. Europe
map-label-central-asia = Central Asia
map-label-algeria-tunisia = Algeria/Tun.
map-label-indonesia-malaysia = Indonesia/M.
map-label-saudi-arabia = Saudi Arabia
map-label-kenya-tanzania = Kenya/Tanz.
map-label-gulf-states = Gulf States
