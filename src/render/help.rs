//! `/lab help`: the commands, and the board's abbreviations explained once.

pub fn help() -> String {
    [
        "Labyrinth commands:",
        "/lab new scenario:lets_roll mode:two_player|solitaire side:us|jihadist length:1 [ideology:normal] [mini_decks:true: solitaire, 9.2] [seed:N: solitaire; two-player in the terminal only]",
        "/lab join — take the free seat",
        "/lab board — the board summary and its map picture (terminal: /lab board image:PATH writes the PNG)",
        "/lab hand — your hand (private)",
        "/lab log [count:N] — recent public messages",
        "/lab country NAME — one country in detail",
        "/lab card N|NAME — a card's text, and whether you may play its event now",
        "/lab games — your games in every channel, those waiting for you first",
        "/lab choose N [M ...] — answer by option number(s)",
        "/lab choose country:pakistan | card:45 | use:operations | op:war_of_ideas | count:2 | yes | done",
        "/lab play card:45 op:war_of_ideas country:pakistan — a whole card play at once (op: implies use:operations; order:event_first|ops_first when the card's event also occurs)",
        "/lab event card:N · /lab ops card:N op:… country:… · /lab reserves card:N — the same, use given",
        "/lab discard · /lab hold — the US final card (5.2.4)",
        "/lab undo — take back your last move (or agree to your opponent's request)",
        "/lab resend [count:N] — your last private messages of this game again",
        "/lab resign confirm:true — concede the game",
        "/lab abandon [game:ID] — end the game without a winner (its creator or a server admin); with game:ID (see /lab games) from anywhere",
        "/lab claim [abandon] — your opponent has not answered for 7 days: they resign (or the game ends without a winner)",
        "Scenarios: lets_roll, you_can_call_me_al, anaconda, mission_accomplished.",
        "Board: 2T = 2 troops, 1A / 1S = Active / Sleeper cells; Jih = Jihadist; Poor+IR = Poor or Islamist Rule; Fair+Good = Fair or Good Muslim countries; the GWOT relations penalty is the Prestige roll's modifier.",
        "Ideology (solitaire, 9.7): normal, coherent, attractive, potent, infectious, virulent.",
    ]
    .join("\n")
}
