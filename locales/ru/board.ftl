# Поле: текстовая сводка, встраиваемое сообщение (embed), `/lab страна`, картинка поля.

## Общие части
board-plot-label = { $value ->
    [wmd] Теракт с ОМП
   *[other] Теракт { $value }
}
level-low = низкий
level-medium = умеренный
level-high = высокий
level-very-high = очень высокий
level-tight = скудное
level-moderate = умеренное
level-ample = обильное
level-low-intensity = малая интенсивность
level-war = война
level-overstretch = перенапряжение
board-world-even = равновесие
board-world-hard = жёсткие меры { $n }
board-world-soft = мягкая линия { $n }
board-face-down-plots = { $count ->
    [0] нет терактов
    [one] { $count } закрытый теракт
    [few] { $count } закрытых теракта
   *[many] { $count } закрытых терактов
}
board-first-plot-card = { $card } (события США на картах следующих терактов происходят, 8.5.3)
board-first-plot-made = совершён в этом ходу (события США на картах следующих терактов происходят, 8.5.3)
board-lapsing-card = { $name } (карта { $number })

## Текстовая сводка
board-heading = { $scenario } — ход { $turn }, фаза действий { $side ->
    [us] США
   *[jihadist] исламистов
} ({ $played ->
    [one] сыграна { $played } карта
    [few] сыграно { $played } карты
   *[many] сыграно { $played } карт
})
board-heading-over = { $scenario } — ход { $turn }, игра окончена
# Так начинается текст каждого поля (по этому `/lab журнал` пропускает поля).
board-heading-start = { $scenario } — ход{" "}
board-winner = : { $side ->
    [us] победа США
   *[jihadist] победа исламистов
}
board-tracks = Престиж { $prestige } ({ $prestige_level }) · Финансирование { $funding } ({ $funding_level }) · Войска на шкале: { $troops } ({ $troops_level })
board-postures = Взгляды США: { $us_posture } · Мировое мнение: { $world } · Штраф за взгляды на ГВСТ: { $penalty } · Ячейки на шкале: { $cells } (доступно { $available })
board-cards = Резервы: США { $reserves_us } / исл. { $reserves_jihadist } · На руках: США { $hand_us } / исл. { $hand_jihadist } · Колода: { $deck } · Сброс: { $discard } · Удалено: { $removed } · Перетасовки: { $reshuffles }
board-victory = Победа: ресурсы хороших { $good }/12 · нормальные+хорошие { $fair_good }/15 · ресурсы исламистских { $islamist }/6 · плохие+ИП { $poor }/15
board-plots = Теракты: на карте { $on_map }, доступно { $available }
board-markers = Жетоны: { $names }
board-lapsing = Временные события: { $names }
board-first-plot = Первый теракт: { $first }
board-muslim = Мусульманские страны:
board-others = Прочие страны:
board-untested = Непроверенные (ресурсы): { $list }

## Строка страны
# `/lab страна НАЗВАНИЕ` и страна в ответе, когда она не нашлась.
country-find-which = какая страна? Назовите её, например: пакистан, страны залива или великобритания
country-find-none = нет страны с названием «{ $text }»; например: пакистан, страны залива или великобритания
country-find-meant = нет страны с названием «{ $text }»; может быть, { $meant }?
country-find-several = «{ $text }» подходит к нескольким странам: { $list }
country-untested = не проверена
country-letter-troops = В
country-letter-active = А
country-letter-sleeper = С
country-cadre = вербовщик
country-aid = помощь { $aid }
country-besieged = осаждённый режим
country-regime-change = смена режима ({ $colour ->
    [green] зелёный
   *[tan] коричневый
})
country-plots = Теракты: { $labels }
country-face-up = { $label } (открыт)
country-face-down = { $count ->
    [one] { $count } закрытый теракт
    [few] { $count } закрытых теракта
   *[many] { $count } закрытых терактов
}

## `/lab страна`
details-kind-sunni = мусульманская (суннитская)
details-kind-shia-mix = мусульманская (полушиитская)
details-kind-iran = Иран (4.4)
details-kind-non-muslim = немусульманская
details-resources = ресурсы { $resources }
details-oil = экспортёр нефти
details-recruit = показатель вербовки { $recruit }
details-schengen = Шенгенская зона
details-on-map = На карте:
details-nothing = ничего
details-not-on-map = На этой карте её нет.
details-adjacent = Соседние: { $list }
details-governance = правительство: { $governance }
details-posture = взгляды: { $posture }
details-posture-unmarked = взгляды не определены
details-resources-now = ресурсы сейчас: { $resources }
details-no-standing = Нет правительства и взглядов

## Embed
embed-title = { $scenario } — ход { $turn }, фаза действий { $side ->
    [us] США
   *[jihadist] исламистов
}
embed-played = В этой фазе { $played ->
    [one] сыграна { $played } карта
    [few] сыграно { $played } карты
   *[many] сыграно { $played } карт
}
embed-prestige = Престиж
embed-funding = Финансирование
embed-troops = Войска
embed-troops-value = { $troops } на шкале ({ $level })
embed-posture = Взгляды
embed-posture-value = взгляды США: { $us } · мировое мнение: { $world }
embed-gwot = Штраф за взгляды на ГВСТ
embed-reserves = Резервы
embed-sides-value = США { $us } · исл. { $jihadist }
embed-cells = Ячейки
embed-cells-value = { $cells } на шкале · доступно { $available }
embed-hands = На руках
embed-plots = Теракты
embed-plots-value = на карте: { $on_map } · доступно: { $available }
embed-us-victory = Победа США
embed-us-victory-value =
    Ресурсы хороших { $good }/12
    Нормальные+хорошие { $fair_good }/15
embed-jihadist-victory = Победа исламистов
embed-jihadist-victory-value =
    Ресурсы исламистских { $islamist }/6
    Плохие+ИП { $poor }/15
embed-markers = Жетоны
embed-lapsing = Временные события
embed-first-plot = Первый теракт
embed-untested = Непроверенные (ресурсы)
embed-muslim = Мусульманские страны
embed-others = Прочие страны
embed-footer = Колода { $deck } · Сброс { $discard } · Удалено { $removed } · Перетасовки { $reshuffles } · Длина партии: { $length ->
    [one] { $length } колода
    [few] { $length } колоды
   *[many] { $length } колод
}
embed-more = …и ещё { $count }
embed-continued = { $heading } (продолжение)

## Картинка поля
map-title = { $scenario } · ход { $turn }
map-game-over = Игра окончена: { $side ->
    [us] победа США
   *[jihadist] победа исламистов
}
map-special-setup = Особая подготовка
map-resolving-plots = Розыгрыш терактов
map-end-of-turn = Конец хода
map-phase = Фаза действий { $side ->
    [us] США
   *[jihadist] исламистов
} · { $played ->
    [one] сыграна { $played } карта
    [few] сыграно { $played } карты
   *[many] сыграно { $played } карт
}
map-prestige = Престиж { $prestige } · { $level }
map-funding = Финансирование { $funding } · { $level }
map-troops = Войска на шкале: { $troops } · { $level }
map-cells = Ячейки на шкале: { $cells } · доступно { $available }
map-us-posture = Взгляды США
map-world-posture = Мировое мнение
map-world-even = равновесие 0
map-gwot-penalty = Штраф ГВСТ
map-reserves = Резервы
map-reserves-value = США { $us } · исламисты { $jihadist }
map-deck = Колода
map-discards = Сброс
map-removed = Удалено
map-hands = На руках
map-hands-value = США { $us } · исламисты { $jihadist }
map-reshuffles = Перетасовки
map-us-wins-at = Победа США: ресурсы хороших
map-fair-good = нормальные+хорошие
map-jihadist-at = Победа исламистов: ресурсы ИП
map-poor-ir = плохие+ИП
map-lapsing = Временное: { $card }
map-first-plot = Первый теракт: { $card }
map-first-plot-made = Первый теракт совершён
map-event-box = События:
map-none = нет
map-schengen = Шенген
map-fixed = { $governance } (всегда)
map-untested = не проверена
map-posture-hard = жёсткие
map-posture-soft = мягкая
map-governance-short-good = хор.
map-governance-short-fair = норм.
map-governance-short-poor = плох.
map-governance-short-islamist-rule = ИП
map-alignment-ally = союзник
map-alignment-neutral = нейтр.
map-alignment-adversary = против.
map-cadre = вербовщик
map-aid = помощь
map-aid-many = помощь ×{ $aid }
map-besieged = осаждён
map-regime-change-short = СР
map-face-up = открыт { $value }
map-wmd = ОМП
map-legend-regime-change = смена режима
map-legend-troops = войска
map-legend-active = активные
map-legend-sleeper = спящие
map-legend-plots = теракты
map-legend-resources = ресурсы
map-legend-oil = нефть
map-legend-schengen-link = связь с Шенгеном
# Название жетона в клетке страны, где полное не помещается.
map-marker-ctr = Уменьш. угрозы
map-marker-nest = Ядерная группа
map-marker-indo-pakistani-talks = Индо-пак. переговоры
map-label-united-kingdom = Британия
map-label-united-states = США
map-label-eastern-europe = Вост. Европа
map-label-central-asia = Центр. Азия
map-label-algeria-tunisia = Алжир/Тунис
map-label-indonesia-malaysia = Индонезия/М.
map-label-saudi-arabia = Сауд. Аравия
map-label-kenya-tanzania = Кения/Танз.
map-label-gulf-states = Залив
