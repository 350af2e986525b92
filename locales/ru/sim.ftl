# `labyrinth sim`: отчёт о партиях бота с самим собой (src/sim/report.rs). Язык: `--lang`,
# иначе язык оболочки (LC_ALL, LC_MESSAGES, LANG), иначе английский. Поля отчёта в JSON
# остаются английскими. Дробные числа приходят готовыми ($turns «12,34»).
sim-heading = { $games ->
    [one] { $games } партия
    [few] { $games } партии
   *[many] { $games } партий
}: «{ $scenario }», идеология: { $ideology }, колод: { $decks }, зёрна с { $first } по { $last }
sim-wins = победы (95% доверительный интервал Уилсона):
sim-side = { $side ->
    [us] США
   *[jihadist] исламисты
}
sim-by-reason = по условиям победы:
# Строка условия победы: победитель и условие (2.1.1, 2.1.2, 2.3).
sim-reason = { sim-side }: { $reason ->
    [good-resources] ресурсы стран с хорошим правительством 12+ (2.1.1)
    [fair-good-countries] 15+ стран с нормальным или хорошим правительством (2.1.1)
    [no-cells] на карте нет ячеек (2.1.1)
    [islamist-rule-resources] ресурсы стран с исламистским правительством 6+ (2.1.2)
    [prestige-and-poor] престиж 1 и 15+ стран с плохим или исламистским правительством (2.1.2)
    [wmd-in-united-states] теракт с ОМП в США (2.1.2)
    [end-of-deck] колода закончилась (2.3)
   *[resignation] другая сторона сдалась
}
sim-average = средняя длина: ходов { $turns }, решений США { $decisions }
sim-speed = { $seconds } с, партий в секунду: { $rate }
# Полоса хода на терминале: «████ 40/100 партий, 12.3/s, осталось 5s».
sim-progress-games = партий
sim-progress-eta = осталось
