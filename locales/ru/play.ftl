# Строки журнала партии (render/log.rs, render/narration.rs). Стороны передаются как `us`
# или `jihadist`: США и исламисты (так их называет русский перевод правил).
log-side = { $side ->
    [us] США
   *[jihadist] Исламисты
}
log-side-lc = { $side ->
    [us] США
   *[jihadist] исламисты
}
log-side-gen = { $side ->
    [us] США
   *[jihadist] исламистов
}
log-to = { $to ->
    [us] США
   *[jihadist] Исламисты
}
log-to-dat = { $to ->
    [us] США
   *[jihadist] исламистам
}
log-from = { $from ->
    [us] США
   *[jihadist] Исламисты
}
log-phase-started = — Ход { $turn }: фаза действий { log-side-gen } —
log-card-played = { log-side } разыгрывают { $card } { $used ->
    [event] как событие
    [event-then-ops] как событие, затем как операции
    [operations] как операции
    [radicalization] для радикализации (9.4.3)
   *[reserves] для пополнения резервов
}.
log-operation = { log-side }: { $op }, { $value } { $value ->
    [one] очко
    [few] очка
   *[many] очков
} операций.
log-no-operation = { log-side }: с картой #{ $number } { $name } операция невозможна; карта потрачена.
log-reserves-full = Резервы { log-side-gen } остаются на { $total } — это максимум (6.3.3).
log-reserves-added = { log-side } пополняют резервы на { $value } (теперь { $total }).
log-reserves-expended = { log-side } задействуют { $value } из резервов.
log-event-occurs = Событие: #{ $number } { $name } ({ log-side-lc }).
log-event-does-not-occur = Событие #{ $number } { $name } не происходит: { $reason }.
log-event-has-no-effect = Событие #{ $number } { $name } ни на что не влияет: { $reason } (6.2.4).
log-event-ignored-first-plot = Событие #{ $number } { $name } игнорируется: первый теракт хода (8.5.3).
# Вид броска: отдельно («Вербовка») и в названии броска («Бросок на вербовку»).
log-roll-name = { $kind ->
    [governance] Правительство
    [posture] Взгляды
    [prestige] Престиж
    [war-of-ideas] Идеологическая борьба
    [recruit] Вербовка
    [travel] Перемещение
    [jihad] Джихад
    [plot] Теракт
    [plot-governance] Правительство после теракта
   *[wmd] Получение ОМП
}
log-roll = Бросок { $kind ->
    [governance] на правительство
    [posture] на взгляды
    [prestige] на престиж
    [war-of-ideas] на идеологическую борьбу
    [recruit] на вербовку
    [travel] на перемещение
    [jihad] на джихад
    [plot] на теракт
    [plot-governance] на правительство после теракта
   *[wmd] на получение ОМП
}
log-war-of-ideas-automatic-failure = ❌ Идеологическая борьба{ $place } автоматически проваливается: достоинство карты ниже, чем требует новое правительство страны (4.9.5).
log-automatic-successes = ✅ { log-roll-name }{ $place }: { $count } { $count ->
    [one] автоматический успех
    [few] автоматических успеха
   *[many] автоматических успехов
}.
log-rolled = 🎲 { log-roll }{ $place }: { $dice }
log-prestige-modified = { $raw }, с учётом штрафа за взгляды на ГВСТ { $modified }
log-prestige-direction = — направление { $shown }: престиж { $up ->
    [yes] растёт
   *[no] падает
} на { $by }, меньшее из двух других значений
log-roll-modified = , с модификаторами { $modified }
log-roll-needs = , нужно { $needed }
log-roll-successes = → { $count } { $count ->
    [one] успех
    [few] успеха
   *[many] успехов
}
log-woi-itemised = 🎲 { log-roll }{ $place }: кубик { $die }{ $items } = { $total }, нужно { $needed } → { $success ->
    [yes] успех
   *[no] провал
}
log-woi-no-modifiers = (без модификаторов)
log-tested = { $country }: проверка — { $result }.
log-unchanged = без изменений
log-unmarked = не определено
log-governance-stays = { $country }: правительство остаётся { $to_ins }, дальше сдвигать некуда.
log-governance = { $country }: правительство { $from } → { $to }.
log-alignment = { $country }: отношение к США { $from } → { $to }.
log-posture = { $country }: взгляды { $from } → { $to }.
log-prestige-stays = Престиж остаётся { $to } — это край шкалы.
log-prestige = Престиж { $from } → { $to }.
log-funding-stays = Финансирование остаётся { $to } — это край шкалы.
log-funding = Финансирование { $from } → { $to }.
log-troops-track = шкала войск
log-troops-moved = Войска, { $count } { $count ->
    [one] отряд
    [few] отряда
   *[many] отрядов
}: { $from } → { $to }.
log-cells-placed = { $country }: { $count ->
    [one] размещена { $count } ячейка
    [few] размещены { $count } ячейки
   *[many] размещено { $count } ячеек
}.
log-cells-removed = { $country }: { $count ->
    [one] удалена { $count } ячейка
    [few] удалены { $count } ячейки
   *[many] удалено { $count } ячеек
}.
log-cells-not-placed = { $country }: { $count ->
    [one] { $count } ячейка не размещена
    [few] { $count } ячейки не размещены
   *[many] { $count } ячеек не размещено
}: { $reason }.
log-cells-activated = { $country }: { $count ->
    [one] { $count } спящая ячейка становится активной
    [few] { $count } спящие ячейки становятся активными
   *[many] { $count } спящих ячеек становятся активными
}.
log-cell-travels-in-place = Ячейка { $within } перемещается на месте и остаётся там.
log-cell-removed-in-place = Ячейка, перемещавшаяся на месте { $within }, удалена.
log-cell-travels = Перемещение ячейки: { $from } → { $to }.
log-cell-removed-travelling = Перемещение ячейки { $from } → { $to } не удалось: ячейка удалена.
log-cadre-placed = { $country }: размещён вербовщик.
log-cadre-removed = { $country }: вербовщик удалён.
log-aid = { $country }: помощь { $from } → { $to }.
log-besieged = { $country }: жетон осаждённого режима { $placed ->
    [yes] выложен
   *[no] удалён
}.
log-regime-change = { $country }: смена режима.
log-regime-change-removed = { $country }: жетон смены режима удалён.
# Жетон теракта: `plot` — 1, 2, 3 или `wmd`.
plot-label = { $plot ->
    [wmd] теракт с ОМП
   *[other] теракт { $plot }
}
log-plot-placed-own = Вы выкладываете { plot-label } лицом вниз { $within }.
log-plot-placed = { $country }: жетон теракта выложен лицом вниз.
log-plot-blocked = { $country }: { plot-label } вскрыт и заблокирован.
log-plot-resolves = { $country }: срабатывает { plot-label }.
log-wmd-available = { $count ->
    [one] { $count } теракт с ОМП становится доступным
    [few] { $count } теракта с ОМП становятся доступными
   *[many] { $count } терактов с ОМП становятся доступными
}.
log-marker-placed = Жетон «{ $marker }» выложен{ $place }.
log-marker-placed-effect = Жетон «{ $marker }» выложен{ $place }: { $effect }
log-marker-removed-from = { $country }: жетон «{ $marker }» удалён.
log-marker-removed = Жетон «{ $marker }» удалён.
log-lapsing = #{ $number } { $name } действует до конца хода.
log-cards-drawn = { log-side } берут { $count } { $count ->
    [one] карту
    [few] карты
   *[many] карт
}.
log-cards-drawn-own = Вы берёте { $count } { $count ->
    [one] карту
    [few] карты
   *[many] карт
}: { $cards }.
log-card-taken = { log-side } берут на руку { $card }.
log-discarded = { log-side } сбрасывают { $card }.
log-hand-looked-at = { log-to } смотрят карты на руке { log-side-gen }.
log-hand-revealed = Карты на руке { log-side-gen }, показанные { log-to-dat }: { $cards }.
log-card-given = { log-from } передают { $card } { log-to-dat }.
log-card-given-hidden = { log-from } передают карту { log-to-dat }.
log-held = { log-side } оставляют на руке последнюю карту.
log-card-removed = #{ $number } { $name } удаляется из игры.
log-reshuffle = Колода перемешана (колода { $deck }).
log-end-of-turn = — Конец хода { $turn } —
# 5.2.5 почему финансирование или престиж меняются в конце хода, после изменения
# («Финансирование 9 → 8: …»).
log-diplomacy = { $step ->
    [expenditures] расходы (5.2.5)
    [islamist-rule] есть страна под исламистским правлением (5.2.5)
   *[world-posture] мировое мнение 3 совпадает со взглядами США (5.2.5)
}
# То же отдельной строкой («Пираты» всегда).
log-diplomacy-alone = { $step ->
    [expenditures] Финансирование снижается на 1: расходы (5.2.5).
    [pirates] Финансирование не снижается: карта 73 «Пираты», Сомали или Йемен под исламистским правлением (5.2.5).
    [islamist-rule] Престиж снижается на 1: есть страна под исламистским правлением (5.2.5).
   *[world-posture] Престиж растёт на 1: мировое мнение 3 совпадает со взглядами США (5.2.5).
}
log-backlash = Ответный удар: теракт { $within } будет стоить финансирования.
log-adjusted = 🔧 Исправлено: { $what }.
# Последовательности записей (render/narration.rs).
log-no-cards-left = У { log-side-gen } не осталось карт для розыгрыша.
log-roll-result-was = { $to } (было: { $from })
log-roll-result-tested = { $result }, проверка
# `$kind`: `governance` (its result in the instrumental, `$result_ins`) or `posture`.
log-stays = { $country }: { $kind ->
    [governance] правительство остаётся { $result_ins }
   *[posture] остаётся { $result }
}.
# Карта в журнале и на руке: «#41 Название (2 очка, Исл.)».
card-label = #{ $number } { $name } ({ $ops } { $ops ->
    [one] очко
    [few] очка
   *[many] очков
}, { $side ->
    [us] США
    [jihadist] Исл.
   *[both] обе
})
# 2.1 / 2.3 конец партии.
outcome-line = 🏁 Игра окончена: победа { log-side-gen } — { $why }.
outcome-reason = { $reason ->
    [good-resources] мусульманские страны с хорошим правительством дают 12+ ресурсов (2.1.1)
    [fair-good-countries] у 15+ мусульманских стран нормальное или хорошее правительство (2.1.1)
    [no-cells] на карте не осталось ячеек (2.1.1)
    [islamist-rule-resources] исламистское правительство в странах с 6+ ресурсами (2.1.2)
    [prestige-and-poor] престиж 1 и у 15+ мусульманских стран плохое или исламистское правительство (2.1.2)
    [wmd-in-united-states] в США сработал теракт с ОМП (2.1.2)
    [end-of-deck] колода закончилась (2.3)
   *[resignation] другая сторона сдалась
}
outcome-good-needed = ресурсы стран с хорошим правительством: { $good } из нужных { $needed }
outcome-good = ресурсы стран с хорошим правительством: { $good }
outcome-end-of-deck = колода закончилась: { $good }; ресурсы стран с исламистским правительством: { $islamist } (США нужно более чем вдвое больше с хорошим) ({ $rule })
# Исправления (render/adjust.rs): «🔧 Исправлено: …».
adjust-prestige = престиж установлен на { $value }
adjust-funding = финансирование установлено на { $value }
adjust-us-posture = взгляды США — { $posture }
adjust-posture = { $country }: взгляды — { $posture }
adjust-governance = { $country }: правительство — { $governance }
adjust-alignment = { $country }: отношение к США — { $alignment }
adjust-troops = войска { $within }: { $count }
adjust-active-cells = активные ячейки { $within }: { $count }
adjust-sleeper-cells = спящие ячейки { $within }: { $count }
adjust-cadre = вербовщик { $within } { $placed ->
    [yes] выложен
   *[no] удалён
}
adjust-aid = помощь { $within }: { $count }
adjust-besieged = жетон осаждённого режима { $within } { $placed ->
    [yes] выложен
   *[no] удалён
}
adjust-regime-change = { $color ->
    [green] зелёный
   *[tan] коричневый
} жетон смены режима { $within }
adjust-regime-change-removed = { $country }: жетон смены режима удалён
adjust-marker = жетон «{ $marker }» { $placed ->
    [yes] выложен
   *[no] удалён
} { $place }
adjust-event-box = (область событий)
adjust-card-moved = { $card } перемещена: { $from } → { $to }
adjust-a-card = карта
adjust-plot = { $plot ->
    [wmd] теракт с ОМП
    [unknown] теракт
   *[other] теракт { $plot }
}
adjust-plot-placed = { $plot } выложен лицом вниз { $within } из доступных терактов
adjust-plot-taken = { $country }: { $plot } возвращён в доступные теракты
zone-name = { $zone ->
    [us-hand] рука США
    [jihadist-hand] рука исламистов
    [draw-pile] колода
    [discard] стопка сброса
    [removed] удалённые из игры карты
    [lapsing] область временных событий
   *[first-plot] область «1-й теракт»
}
# 4.9.2 модификаторы таблицы идеологической борьбы.
woi-modifier = { $modifier ->
    [prestige] престиж
    [gwot-penalty] штраф за взгляды на ГВСТ
    [aid] помощь
    [adjacent-good-ally] соседний союзник с хорошим правительством
   *[fair-to-good] нормальное→хорошее
}
