# The game's language, as `/lab game new language:` and `/lab game settings` show it.
language-name = { $lang ->
    [ru] Russian
   *[en] English
}
language-set = The game's language is now { language-name }.
count-cells = { $count ->
    [one] { $count } cell
   *[other] { $count } cells
}
