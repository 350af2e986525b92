# Отчёт о партии (src/render/report): график шкал по ходам и важнейшие моменты, картинкой и
# текстом в Markdown.
report-heading = { $scenario }, { $decks ->
    [one] { $decks } колода
    [few] { $decks } колоды
   *[many] { $decks } колод
}{ $game ->
    [0] {""}
   *[other] {" "}· партия #{ $game }
}
report-result = { $side ->
    [us] Победа США
   *[jihadist] Победа исламистов
} — { $why } · ход { $turn }
report-end-of-deck = колода закончилась: ресурсов у хороших правительств { $good }, у исламистских { $islamist } ({ $rule })
report-abandoned = Партия брошена без победителя на ходу { $turn }
report-in-progress = Партия идёт: ход { $turn }
report-seats = США: { $us } · исламисты: { $jihadist }
report-ideology = Идеология компьютера-исламиста: { $ideology } (9.7)
report-played = Сыграна с { $from } по { $to }
report-played-on = Сыграна { $day }
report-moments = Важнейшие моменты
report-no-moments = Пока ничего: здесь будут смена режима, установление исламистского правительства, теракт с ОМП и перемешивание колоды.
report-more-in-file = …и ещё { $count } в файле { $file }.
report-more-moments = …и ещё { $count } (все — в тексте)
report-when = Ход { $turn }
report-when-card = Ход { $turn } · #{ $number } { $card } ({ $side ->
    [us] США
   *[jihadist] исламисты
})
report-regime-change = смена режима { $within }
report-islamist-rule = { $country }: установлено исламистское правительство
report-wmd = теракт с ОМП { $within }
report-reshuffle = колода перемешана: начинается колода { $deck }
report-victory = { $side ->
    [us] победа США
   *[jihadist] победа исламистов
}
report-moment-short = Ход { $turn } · { $what }
report-tracks-heading = Шкалы сейчас
report-tracks = Престиж { $prestige } · финансирование { $funding } · ресурсы хороших правительств { $good } · ресурсы исламистских правительств { $islamist } · нормальные и хорошие страны { $fair_good } · плохие и исламистские { $poor } · войска на шкале { $troops } · ячейки на шкале { $cells }
report-chart-alt = Шкалы по ходам
# Панели графика, линии и ось.
report-panel-tracks = Престиж и финансирование
report-series-prestige = Престиж
report-series-funding = Финансирование
report-panel-resources = Ресурсы: хорошие против исламистских
report-series-good = Хорошее
report-series-islamist = Исламистское
report-threshold-us = { $n }: победа США
report-threshold-jihadist = { $n }: победа исламистов
report-panel-countries = Мусульманские страны
report-series-fair-good = Нормальное или хорошее
report-series-poor-islamist = Плохое или исламистское
report-threshold-countries = { $n }: условие победы
report-panel-pieces = На шкалах
report-series-troops = войска
report-series-cells = ячейки
report-axis-turn = Ход
# Что не удалось доставить (Discord).
report-lost = отчёт о партии
# Итоги сервера (src/app/history.rs): /lab игра история.
history-heading-server = 📜 Завершённые партии этого сервера, сначала новые:
history-heading-player = 📜 Завершённые партии игрока { $player }, сначала новые:
history-heading-own = 📜 Ваши завершённые партии вне серверов, сначала новые:
history-none = Завершённых партий пока нет.
history-line = #{ $game } { $scenario }, { $decks ->
    [one] { $decks } колода
    [few] { $decks } колоды
   *[many] { $decks } колод
} · { $from } → { $to }, { $turns ->
    [one] { $turns } ход
    [few] { $turns } хода
   *[many] { $turns } ходов
} · США: { $us } · исламисты: { $jihadist } · { $result }
history-result = { $side ->
    [us] победа США
   *[jihadist] победа исламистов
}: { $why }
history-won = { $side ->
    [us] победа США
   *[jihadist] победа исламистов
}
history-no-result = без победителя
history-older = …и ещё { $count } раньше (в итогах учтены все).
history-abandoned = Брошены, не засчитываются никому ({ $count }): { $list }
history-abandoned-game = #{ $game } { $scenario } ({ $day })
history-record = Итоги игрока { $player }: побед { $won } из { $played } · за США { $us_won } из { $us_played } · за исламистов { $jihadist_won } из { $jihadist_played }
history-of = { $name }: { $won } из { $played }
history-by-scenario = По сценариям: { $list }
history-against-computer = Против компьютера: { $list }
history-bot = бот раздела 9 ({ $ideology })
history-computer-us = компьютер за США
history-open = Отчёт о партии: /lab игра отчёт партия:ID
history-label = #{ $game } { $scenario } · { $result } · { $day }
reply-history-own-only = в личных сообщениях история показывает только ваши партии: уберите игрок: или спросите на сервере
reply-report-elsewhere = партия #{ $game } сыграна не на этом сервере, и вы в ней не играли
reply-report-no-replay = историю партии #{ $game } не рассказать: её запись ходов не воспроизводится ({ $error })
# Терминал: /lab игра отчёт картинка:ПУТЬ.
report-chart-written = 📈 График записан в { $path } ({ $kb } КБ, PNG)
