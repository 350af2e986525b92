# Ответы и уведомления приложения вне самой игры (задача «Русский»): начало партии и
# присоединение, отмена хода, откат и поправки, занятие места, отлучки, напоминания,
# выгрузка, список партий, сводки, кнопки вопросов, уведомления Discord и терминала.
# `$side` / `$other` — `us` или `jihadist`; `$user`, `$who` — имена; `$game` — номер партии.

## Места и стороны
reply-side = { $side ->
    [us] США
   *[jihadist] исламисты
}
reply-free-seat = свободное место
reply-computer = компьютер
reply-policy-bot = одиночный бот исламистов по правилам (раздел 9)
reply-policy-random = случайные допустимые ходы (для проверок, не бот из правил)
reply-policy-computer-us = компьютер за США
reply-nested-version = команда с версией не может содержать другую команду с версией
reply-as-is = { $text }

## Начало партии (`/lab игра новая`, `join`)
reply-seed-refused = параметр seed: — только для одиночной тренировки: кубики и колода партии на двоих берутся из случайного источника операционной системы, чтобы ни один игрок не мог вычислить руку соперника или следующий бросок
reply-ideology-computer-us = идеология (9.7) задаёт сложность одиночного бота исламистов; играя за исламистов, вы играете против компьютерных США по обычным правилам
reply-ideology-two-player = идеология (9.7) задаёт сложность одиночного бота исламистов; партии на двоих идут по обычным правилам
reply-mini-decks-refused = мини-колоды (9.2) — правило одиночной игры: они определяют колоду, из которой тянет карты компьютерный исламист; в партиях на двоих колода обычная
reply-new-game = Новая партия №{ $game }: { $scenario } ({ $decks } { $decks ->
    [one] колода
    [few] колоды
   *[many] колод
}), { $mode ->
    [solitaire] одиночная игра
   *[two] на двоих
}. США: { $us } · исламисты: { $jihadist }.
reply-new-game-reminders = В этой партии { $every }.
reply-set-up = Подготовка к игре:
reply-set-up-waits = Подготовка закончится и карты будут розданы, когда присоединится второй игрок.
reply-seat-free = Место { $side ->
    [us] США
   *[jihadist] исламистов
} свободно: /lab игра присоединиться, чтобы занять его.
reply-joins = { $user } присоединяется к партии №{ $game } и играет за { $side ->
    [us] США
   *[jihadist] исламистов
}.
reply-random-source-failed = сбой случайного источника операционной системы: { $error }

## Набранные команды
reply-command-too-long = команда длиной { $len } { $len ->
    [one] байт
    [few] байта
   *[many] байт
}; команда может быть не длиннее { $limit } байт: ничего не сделано
reply-too-many-answers = команда даёт { $count } { $count ->
    [one] ответ
    [few] ответа
   *[many] ответов
} в { $bytes } байтах; в команде не больше { $choices } ответов и { $limit } байт: ничего не сделано
reply-not-an-op = { $text } — не операция; операции: { $ops } (коротко woi и rc)
reply-empty-choice = пустой ответ
reply-not-an-answer-why = { $token } — не ответ: { $error }
reply-not-an-answer = { $token } — не ответ
reply-not-valid = { $value } — недопустимое значение { $key }

## Напоминания (`/lab игра напоминания`, `/lab игра настройки`)
reply-every-out-of-range = интервал напоминаний { $text } вне допустимого: off или от 6 часов до 7 дней
reply-not-an-interval = { $text } — не интервал напоминаний: off или число часов или дней (6h, 24h, 2d), от 6 часов до 7 дней
reply-every-range = интервал напоминаний: off или от 6 часов до 7 дней
reply-not-a-zone = { $name } — не часовой пояс: укажите имя IANA, например Europe/Moscow или Europe/Paris
reply-reminder-decide = примите решение
reply-reminder-about = партия №{ $game } ({ $scenario }) в { $channel } ждёт вас уже { $waited }; вы играете за { $side ->
    [us] США
   *[jihadist] исламистов
}: { $asked }
reply-reminder = ⏰ Напоминание: { $about }.
    Уезжаете? /lab игра отлучка там останавливает часы; /lab игра настройки отключает напоминания.
reply-reminder-last = ⏰ Последнее напоминание: { $about }. Завтра соперник сможет занять ваше место (после { $days ->
    [one] { $days } дня
   *[other] { $days } дней
} молчания).
    Уезжаете? /lab игра отлучка там останавливает часы.
reply-reminder-claimable = ⏰ Последнее напоминание: { $about }. Соперник уже может занять ваше место (после { $days ->
    [one] { $days } дня
   *[other] { $days } дней
} молчания).
    Уезжаете? /lab игра отлучка там останавливает часы.
reply-every-set = Партия №{ $game }: { $every } (настроил { $user }).
reply-reminders-off = напоминания отключены
reply-reminded-every = ждущему игроку напоминают каждые { $every }
reply-muted = 🔕 Напоминаний больше не будет ни в одной партии (/lab игра настройки тишина:нет, чтобы вернуть их).
reply-unmuted = 🔔 Напоминания снова приходят, когда партия ждёт вас.
reply-timezone = 🕰️ Ваш часовой пояс — { $zone }: с { $from }:00 до { $until }:00 по местному времени напоминания не приходят.
reply-no-timezone = 🕰️ Часовой пояс не задан: напоминания приходят в любое время.

## Отлучки (`/lab игра отлучка`, `back`)
reply-away-not-started = партия ещё не началась: отлучка бывает только в идущей партии
reply-away-days-range = days:{ $days } вне допустимого: отлучка — от 1 до { $most } дней за раз
reply-away-not-future = until:{ $date } — не будущая дата: укажите день, когда вернётесь (сегодня { $today })
reply-away-too-long = это больше { $most } дней: отлучка — не больше { $most } дней за раз
reply-already-away = вы уже в отлучке из партии №{ $game } до { $until }; чтобы изменить её, сначала /lab игра вернулся
reply-away-allowance = в партии №{ $game } каждому игроку можно отлучиться на { $allowed }, у вас осталось { $left }
reply-away = 🏖️ { $user } в отлучке до { $until }: напоминаний нет, и часы для занятия места стоят. Вернуться раньше — /lab игра вернулся.
reply-not-away = вы не в отлучке из партии №{ $game }
reply-back = 👋 { $user } вернулся.
reply-away-days-limit = away_days:{ $days } вне допустимого: от 0 до { $most } дней на игрока
reply-away-days-set = Партия №{ $game }: каждый игрок может отлучиться всего на { $days } (настроил { $user }).
reply-date = { $day } { $month ->
    [1] января
    [2] февраля
    [3] марта
    [4] апреля
    [5] мая
    [6] июня
    [7] июля
    [8] августа
    [9] сентября
    [10] октября
    [11] ноября
   *[12] декабря
}

## Занятие молчащего места (`/lab игра занять-место`, `retake`)
reply-claim-why = { $who } ({ reply-side }) не отвечает уже { $waited }
reply-claim-abandon = 🏳️ { $user } занимает место { $side ->
    [us] США
   *[jihadist] исламистов
} в партии №{ $game }: { $why }. Партия брошена: победителя нет. США: { $us } · исламисты: { $jihadist }. Канал свободен для /lab игра новая.
reply-claim-win = ⏰ { $user } занимает место { $side ->
    [us] США
   *[jihadist] исламистов
}: { $why }; { $side ->
    [us] США сдаются
   *[jihadist] исламисты сдаются
}.
reply-claim-computer = 🤖 { $user } занимает место { $side ->
    [us] США
   *[jihadist] исламистов
}: { $why }. Теперь за { $side ->
    [us] США
   *[jihadist] исламистов
} играет компьютер ({ $computer }), и партия продолжается как одиночная для { $user }.
reply-taken-over-hand = Рука исламистов становится закрытой стопкой карт бота и перемешивается (9.2).
reply-taken-over-reserves = Бот никогда не использует резервы (9.4.1): резервы исламистов остаются неиспользованными и сгорают в конце хода (6.3.3.2).
reply-taken-over-step = Незаконченный шаг исламистов отменяется, и его заново разыгрывает бот.
reply-claim-retake = { $who } может вернуть себе место командой /lab игра вернуть-место, если { $user } согласится.
reply-retake-only-stayer = отказать может только { $who }, оставшийся в партии; чтобы отозвать просьбу, просто играйте дальше в других партиях
reply-retake-asks = ↩️ { $user } просит вернуть ему место { $side ->
    [us] США
   *[jihadist] исламистов
} у компьютера. { $who }, ответьте /lab игра вернуть-место, чтобы согласиться, или /lab игра вернуть-место отказ:да, чтобы отказать.
reply-retake-refused = ✋ { $user } отказывает: место { $side ->
    [us] США
   *[jihadist] исламистов
} остаётся у компьютера. { $who } может попросить снова позже.
reply-retake-agreed = ↩️ { $user } соглашается: { $who } забирает место { $side ->
    [us] США
   *[jihadist] исламистов
} у компьютера.

## Список партий (`/lab игра список`), `/lab страна`, завершение, повтор сообщений
reply-no-games = У вас нет идущих партий. Начните новую командой /lab игра новая.
reply-games-heading = Ваши партии, сначала те, что ждут вас:
reply-games-open = открыта: ждёт второго игрока (/lab игра присоединиться) уже { $waited }
reply-games-yours = ваше решение за { $side ->
    [us] США
   *[jihadist] исламистов
}: ждёт вас уже { $waited }
reply-games-waiting = ждёт { $who } ({ reply-side }) уже { $waited }
reply-games-computer = ждёт компьютер
reply-games-line = • №{ $game } { $scenario } в { $channel } — { $state }
reply-games-broken = • №{ $game } { $scenario } в { $channel } — ⚠️ повреждена, не загружается: { $problem }
reply-games-abandon = Создатель партии или администратор сервера может завершить её откуда угодно командой /lab игра прервать партия:ID.
reply-not-offered = Не предлагается: { $why }
reply-country-option = { $country } — один из вариантов вашего решения ({ $question }).
reply-country-not-option = { $country } — не вариант вашего решения ({ $question }): { $why }
reply-abandoned = 🏳️ Партию №{ $game } ({ $scenario }) завершил { $user } ({ $role ->
    [creator] её создатель
   *[admin] администратор сервера
}): победителя нет. США: { $us } · исламисты: { $jihadist }. Канал свободен для /lab игра новая.
reply-no-private-message = партия №{ $game } не присылала вам личных сообщений

## Просьбы, на которые отвечает соперник (откат, поправка)
reply-asked-waiting = вы попросили { $what }; ждём ответа { $who }
reply-withdraws = { $user } отзывает { $what }.
reply-refuses = { $user } отклоняет { $what }; ничего не изменилось, партия продолжается.

## Поправки (`/lab поправка`)
reply-no-change-waiting = нет поправки, ждущей ответа; предложите её командой /lab поправка что:…
reply-zone-not-seen = переложить карту можно только из видимого вам места: своей руки, стопки сброса, убранных из игры карт, поля временных событий или поля первого теракта (а не { $zone })
reply-card-not-seen = карты #{ $card } нет ни в одном видимом вам месте (своя рука, стопка сброса, убранные из игры карты, поле временных событий, поле первого теракта)
reply-adjust-proposed = 🔧 { $user } предлагает поправку позиции: { $what }. { $who }, ответьте /lab поправка ответ:согласен, чтобы согласиться, или ответ:отказ, чтобы отказать.
reply-adjust-proposed-private = 🔧 { $user } предлагает: { $what }.
reply-adjusts-computer = 🔧 { $user } поправляет позицию; компьютер, играющий за { $other ->
    [us] США
   *[jihadist] исламистов
}, не возражает.
reply-adjusts = 🔧 { $user } поправляет позицию.
reply-the-change = поправку ({ $change })
reply-adjust-agreed = 🔧 { $user } соглашается на поправку, предложенную { $who }.

## Откат (`/lab откат`)
reply-rollback-point = ход { $turn }, карта { $number } { $side ->
    [us] США
   *[jihadist] исламистов
}
reply-no-rollback-waiting = нет отката, ждущего ответа; /lab откат перечисляет точки
reply-rollback-none = ⏪ Пока не к чему откатываться: более раннего розыгрыша карты нет.
reply-rollback-list = ⏪ Партию можно откатить к началу розыгрыша:
    { $points }
    Попросите командой /lab откат точка:N; соперник должен согласиться.
reply-rollback-nothing = пока не к чему откатываться: более раннего розыгрыша карты нет
reply-rollback-no-point = точки отката { $n } нет: /lab откат перечисляет их (от 1 до { $last })
reply-rollback-asks = ⏪ { $user } просит откатить партию к началу розыгрыша ({ $point }): всё, что было после, отменяется. { $who }, ответьте /lab откат ответ:согласен, чтобы согласиться, или ответ:отказ, чтобы отказать. При согласии кубики и колода обновятся: колода перемешивается, а броски идут по новой последовательности.
reply-rollback-asks-private = ⏪ { $user } просит вернуться к розыгрышу: { $point }.
reply-rolls-back-computer = ⏪ { $user } откатывает партию к началу розыгрыша ({ $point }); компьютер, играющий за { $other ->
    [us] США
   *[jihadist] исламистов
}, не возражает.
reply-rolls-back = ⏪ { $user } откатывает партию к началу розыгрыша ({ $point }).
reply-rollback-earlier = более ранний розыгрыш карты
reply-the-rollback = откат к началу розыгрыша ({ $point })
reply-rollback-agreed = ⏪ { $user } соглашается: партия возвращается к началу розыгрыша ({ $point }), как просил { $who }. Кубики и колода обновлены: колода перемешана, а броски идут по новой последовательности.

## Discord: ветки, доступ, доставка
reply-discord-unknown-command = эта команда здесь неизвестна
reply-discord-private-thread = Я не вижу эту закрытую ветку, поэтому сообщения партии сюда не попадут: добавьте меня в ветку (упомяните меня в ней) или играйте в открытой ветке или канале. Партия не начата.
reply-discord-thread-in-dm = ветки бывают только в каналах сервера: используйте здесь /lab игра новая без опции ветка
reply-discord-thread-in-thread = это уже ветка: используйте здесь /lab игра новая без опции ветка или с ветка:да в канале выше
reply-discord-no-thread = ⚠️ Не удалось открыть здесь ветку (есть ли у бота право «Создавать публичные ветки»?); партия не начата.
reply-discord-thread-announced = 🧵 Партия №{ $game } ({ $scenario }) идёт в { $thread }.

## Выгрузка (`/lab игра экспорт`)
reply-export-needs-consent = партия №{ $game } идёт: полная выгрузка требует согласия обоих игроков; /lab игра экспорт даёт её открытую запись
reply-export-solitaire = партия №{ $game } — идущая одиночная игра: полностью она выгружается после окончания (карты компьютера и порядок колоды до тех пор скрыты); /lab игра экспорт даёт её открытую запись
reply-export-seat-free = место { $side ->
    [us] США
   *[jihadist] исламистов
} в партии №{ $game } ещё свободно: согласиться на полную выгрузку пока некому; /lab игра экспорт даёт её открытую запись
reply-export-agreed = 📦 { $user } соглашается: партию №{ $game } можно выгрузить полностью (обе руки, колоду, зерно генератора и журнал действий) до следующего хода; { $who }, /lab игра экспорт полный:да пришлёт вам файл.
reply-export-already-asked = вы уже попросили полную выгрузку партии №{ $game }; ждём, пока { $who } согласится командой /lab игра экспорт полный:да
reply-export-asks = 📦 { $user } просит полную выгрузку партии №{ $game }: обе руки, колоду, зерно генератора и журнал действий — всё скрытое. { $who }, ответьте /lab игра экспорт полный:да, чтобы согласиться, или продолжайте игру, чтобы отказать (просьба сгорает при следующем ходе).
reply-export-not-player = выгрузить партию №{ $game } могут только её игроки или администратор сервера
reply-exported-full = 📦 Партия №{ $game } выгружена полностью: подготовка с её зерном генератора, журнал действий и всё состояние. `labyrinth import FILE` загружает её как новую партию; `labyrinth replay --file FILE` проверяет её.
reply-exported-public = 📦 Партия №{ $game } выгружена как открытая запись: партия идёт, поэтому без рук, колоды, зерна генератора, закрытых терактов и журнала действий (полная выгрузка — после окончания или сейчас, если согласны оба игрока: /lab игра экспорт полный:да).

## Отмена хода (`/lab отменить`)
reply-undo-agreed = ↩️ { $user } соглашается: { $who } отменяет свой последний ход ({ $what }). Кубики и колода обновлены: колода перемешана, а броски идут по новой последовательности.
reply-undo-free = ↩️ { $user } отменяет свой последний ход ({ $what }).
reply-undo-computer = ↩️ { $user } отменяет свой последний ход ({ $what }); компьютер, играющий за { $other ->
    [us] США
   *[jihadist] исламистов
}, не возражает.
reply-undo-asks = ↩️ { $user } просит отменить свой последний ход ({ $what }). За это время { $cause }, поэтому нужно согласие { $who }: { $who }, ответьте /lab отменить, чтобы согласиться, или продолжайте игру, чтобы отказать. При согласии кубики и колода обновятся: колода перемешается, а броски пойдут по новой последовательности, так что выпавшее или вытянутое не повторится.
reply-undo-not-shown = выбор, ещё не показанный в канале
reply-undo-card-played = была разыграна карта
reply-undo-dice-rolled = были брошены кубики
reply-undo-hidden-shown = было открыто скрытое (вытянута карта или раскрыт теракт)
reply-undo-game-ended = партия закончилась
reply-undo-passed = решение перешло к { $side ->
    [us] США
   *[jihadist] исламистам
}
# «а, б и в»
reply-and = { $list } и { $last }

## Собственные строки терминала
reply-terminal-not-version = { $text } — не версия партии; например, `@12 /lab выбрать 1`
reply-terminal-at-needs-command = после `@N` должна идти команда /lab
reply-terminal-as-whom = от чьего имени? например, `как alice`
reply-terminal-written = 💾 Записано в { $path } ({ $kb } КБ)
reply-terminal-not-written = ⚠️ Ничего не записано: не удаётся записать { $path }: { $error }
reply-terminal-no-board = (нечего рисовать: доски нет)
reply-terminal-cannot-write = не удаётся записать { $path }: { $error }
reply-terminal-picture-written = 🗺️ Картинка доски записана в { $path } ({ $kb } КБ, PNG)
reply-terminal-no-picture = ⚠️ Картинки доски нет: { $problem }
reply-terminal-picture-hint = 🗺️ Картинка доски: /lab сводка картинка:поле.png записывает её.
reply-terminal-welcome = Терминал «Лабиринта». Наберите /lab помощь; `как ИМЯ` меняет пользователя; выход — выход.
reply-terminal-not-utf8 = эта строка — не текст в UTF-8: ничего не сделано
reply-terminal-to = [для { $user }]
reply-terminal-now = (теперь { $user })
reply-terminal-held = 🔒 { $count ->
    [one] { $count } личное сообщение
    [few] { $count } личных сообщения
   *[many] { $count } личных сообщений
} для { $user }, покажу после `как { $user }`

## Сводка (`/lab сводка` и при переходе решения)
reply-catchup-nothing = 📰 Партия №{ $game }: с вашего последнего решения ничего не произошло.
reply-catchup-heading = 📰 Партия №{ $game }: с вашего последнего решения
reply-catchup-broken = { $heading }: сводку составить не удалось; см. /lab журнал.
reply-catchup-cards = Разыгранные карты
reply-catchup-plots = Теракты
reply-catchup-tracks = Шкалы
reply-catchup-countries = Изменившиеся страны
reply-catchup-markers = Жетоны
reply-catchup-in-play = в игре: { $markers }
reply-catchup-removed = убраны: { $markers }
reply-catchup-more = … и ещё { $count ->
    [one] { $count } строка
    [few] { $count } строки
   *[many] { $count } строк
}: /lab журнал и /lab поле.
reply-catchup-no-change = на карте ничего не изменилось.
reply-track-prestige = Престиж
reply-track-funding = Финансирование
reply-track-us-posture = Взгляды США
reply-track-gwot-penalty = Штраф за взгляды на ГВСТ
reply-track-troops = Войска на шкале
reply-track-cells = Ячейки на шкале
reply-track-good-resources = Ресурсы стран с хорошим правительством
reply-track-islamist-resources = Ресурсы стран под исламистским правлением
reply-track-world-posture = Мировое мнение
reply-track-us-reserves = Резервы США
reply-track-jihadist-reserves = Резервы исламистов
reply-track-fair-good = Страны с нормальным и хорошим правительством
reply-track-poor-islamist = Страны с плохим правительством и под исламистским правлением
reply-track-turn = Ход

## Кнопки и подтверждения
reply-act-resign = Сдаться
reply-act-abandon = Завершить партию
reply-act-claim-win = Занять место: соперник сдаётся
reply-act-claim-abandon = Закончить без победителя
reply-act-claim-continue = Продолжить против компьютера
reply-game-gone = ⚠️ Партии №{ $game } больше нет.
reply-prompt-stale = ⌛ Этот вопрос устарел: партия ушла вперёд. Текущий вопрос — /lab рука.
reply-prompt-not-seated = ⚠️ Этот вопрос не вам: вы не играете в этой партии.
reply-prompt-not-yours = ⚠️ Не вам отвечать на этот вопрос: решение сейчас не за вами.
reply-confirm-resign = Сдаться в партии №{ $game } ({ $scenario })? Соперник сразу побеждает; отменить это нельзя.
reply-confirm-claim = Занять место молчащего соперника в партии №{ $game } ({ $scenario })? Либо он сдаётся и вы побеждаете, либо партия заканчивается без победителя, либо она продолжается против компьютера на его месте (он сможет вернуть место, если вы согласитесь); отменить это нельзя.
reply-confirm-abandon = Завершить партию №{ $game } ({ $scenario })? Она закончится без победителя; отменить это нельзя.
reply-button-hand = Показать мою руку
reply-menu-options = Варианты { $first }–{ $last }
reply-discord-not-a-channel = ⚠️ Эта партия идёт не в канале Discord.
reply-discord-went-wrong = ⚠️ Простите, что-то пошло не так. /lab поле покажет положение в партии, /lab повторить — ваши личные сообщения.
reply-discord-done = ✅ Готово.
reply-discord-the-reply = ответ на вашу команду
reply-discord-dms-closed = { $user }: не могу написать вам в личные сообщения (они закрыты). Нажмите кнопку, чтобы увидеть свою руку и варианты ответа; /lab сводка расскажет, что произошло после вашего последнего решения.
reply-discord-the-dm-notice = уведомление о том, что { $user } не получает личные сообщения
reply-discord-no-dm = (Не удалось написать вам в личные сообщения: они закрыты.)
reply-discord-lost-public = сообщение в канале
reply-discord-lost-play = строки розыгрыша карты в канале
reply-discord-lost-board = доску в канале
reply-discord-lost-reply = ответ вам
reply-discord-lost-file = ваш файл
reply-discord-lost-private = ваше личное сообщение
reply-discord-lost-prompt = ваш вопрос
reply-discord-lost-private-to = личное сообщение для { $user }
reply-discord-lost-prompt-to = вопрос для { $user }
reply-discord-undelivered = ⚠️ Ваша команда выполнена, и партия сохранена, но я не смог доставить: { $what }. /lab повторить пришлёт ваши личные сообщения и вопрос ещё раз, /lab журнал покажет последние сообщения канала, а /lab поле — доску (возможно, у бота нет права писать здесь, или ветка закрыта или удалена).

## Ответы (`/lab выбрать`, `/lab сыграть`), сдача, журнал, карты
reply-choose-what = что выбрать? например, /lab выбрать 1
reply-too-many-choices = партия не ждёт столько ответов
reply-choices-pass = после { $count ->
    [one] { $count } ответа
   *[other] { $count } ответов
} решение переходит к { $side ->
    [us] США
   *[jihadist] исламистам
}
reply-no-option = варианта { $n } нет: выберите от { $first } до { $last }
reply-not-an-option = { $text } — не один из вариантов
reply-several-options = { $text } подходит к нескольким вариантам; укажите номер
reply-resign-nobody = за { $side ->
    [us] США
   *[jihadist] исламистов
} ещё никто не играет, сдаваться некому; /lab игра прервать завершает партию без победителя
reply-resign-confirm = Сдача сразу заканчивает партию №{ $game }: { $side ->
    [us] США побеждают
   *[jihadist] исламисты побеждают
}. Чтобы подтвердить: /lab игра сдаться подтвердить:да
reply-resigns = { $user } сдаётся за { $side ->
    [us] США
   *[jihadist] исламистов
}.
reply-not-asking-card = партия сейчас не ждёт карту, а просит: { $question }; ответьте командой /lab выбрать
reply-play-asks = партия просит: { $question }
reply-play-passes = решение переходит к { $side ->
    [us] США
   *[jihadist] исламистам
}
reply-play-over = розыгрыш карты закончен
reply-play-unused = ничего не сделано: { $unused } — не { $count ->
    [one] использовано
   *[other] использованы
} ({ $asked })
reply-play-no-answer = этот розыгрыш карты не отвечает на заданный сейчас вопрос
reply-play-read-as = { $answer } принято как ответ на вопрос «{ $question }»: { $error }
reply-log-range = журнал показывает от 1 до { $most } строк, а не { $count }
reply-log-empty = Пока ничего не произошло.
reply-log-no-replay = Сообщения этой партии не сохранились, а её журнал действий не воспроизводится: см. /lab поле.
