# Поверхность /lab по-русски: команды, параметры и выбор (те же ключи, что в locales/en/commands.ftl).
surface-with-default = { $description } (по умолчанию: { $default })
cmd-lab = lab
    .description = Labyrinth: «Война против терроризма», игра по переписке
cmd-game = игра
    .description = Начать, присоединиться, список и завершение партий

cmd-game-new = новая
    .description = Начать новую партию в этом канале (или в личных сообщениях с ботом — соло)
opt-game-new-scenario = сценарий
    .description = Сценарий
    .default = вперёд
opt-game-new-mode = режим
    .description = Двое игроков или соло против компьютера (он играет за другую сторону)
    .default = двое
opt-game-new-length = длина
    .description = Длина партии в колодах (3.3)
    .default = 1
opt-game-new-side = сторона
    .description = Ваша сторона (в соло компьютер играет за другую)
    .default = сша
opt-game-new-ideology = идеология
    .description = Соло за США: идеология компьютера-исламиста, его сложность (9.7)
    .default = обычная
opt-game-new-mini-decks = мини-колоды
    .description = Только соло за США: дополнительное правило мини-колод (9.2)
    .default = нет
opt-game-new-seed = зерно
    .description = Только соло (и терминал): зерно кубиков, чтобы точно повторить партию
    .default = случайное
opt-game-new-reminders = напоминания
    .description = Сколько ждать решения до напоминания игроку: off или от 6h до 7d
    .default = 24h
opt-game-new-language = язык
    .description = Язык публичных сообщений партии (любой игрок может его сменить)
    .default = язык сервера
opt-game-new-thread = ветка
    .description = Открыть ветку для этой партии (в канале сервера)
    .default = нет

cmd-game-join = присоединиться
    .description = Занять свободное место в партии этого канала

cmd-game-list = список
    .description = Ваши партии во всех каналах с их номерами; сначала те, что ждут вас

cmd-game-resign = сдаться
    .description = Сдаться в партии этого канала: побеждает другая сторона
opt-game-resign-confirm = подтвердить
    .description = Сдаться без повторного вопроса
    .default = нет

cmd-game-abandon = прервать
    .description = Завершить партию без победителя (её создатель или админ сервера)
opt-game-abandon-game = партия
    .description = Номер партии из /lab игра список (откуда угодно)
    .default = партия этого канала
opt-game-abandon-admin = админ
    .description = Вы администрируете партии на этой машине
    .default = нет

cmd-game-claim = занять-место
    .description = Соперник не отвечает 7 дней: заберите его место
opt-game-claim-abandon = прервать
    .description = Завершить партию без победителя вместо его поражения
    .default = нет
opt-game-claim-computer = компьютер
    .description = Продолжить против компьютера на его месте вместо его поражения
    .default = нет

cmd-game-retake = вернуть-место
    .description = Вернуть место, занятое компьютером (другой игрок должен согласиться)
opt-game-retake-refuse = отказ
    .description = Вы на месте: отклонить запрос вместо согласия
    .default = нет

cmd-game-away = отлучка
    .description = Вы в отлучке: без напоминаний, отсчёт до захвата места стоит (до 14 дней)
opt-game-away-until = до
    .description = День возвращения, например 2026-12-03
opt-game-away-days = дни
    .description = Или: на сколько дней

cmd-game-back = вернулся
    .description = Вы вернулись из отлучки раньше

cmd-game-reminders = напоминания
    .description = Сколько ждать решения до напоминания игроку (эта партия)
opt-game-reminders-every = каждые
    .description = off или от 6h до 7d, например 24h или 2d
    .default = 24h
opt-game-reminders-away-days = дни-отлучки
    .description = Сколько дней отлучки у каждого игрока в этой партии
    .default = 30

cmd-game-settings = настройки
    .description = Ваши настройки во всех партиях (без напоминаний, часовой пояс) или язык этой партии
opt-game-settings-language = язык
    .description = Язык публичных сообщений этой партии (en или ru)
opt-game-settings-mute = тишина
    .description = Без напоминаний для вас (да) или снова с ними (нет)
opt-game-settings-timezone = часовой-пояс
    .description = Ваш часовой пояс IANA (например Europe/Moscow), чтобы не будить ночью; none — сбросить
opt-game-settings-hints = подсказки
    .description = Подсказки, когда их включат оба игрока

cmd-game-export = экспорт
    .description = Партия одним файлом JSON: открытая запись во время игры, полная — после конца
opt-game-export-full = полный
    .description = Партия идёт: запросить полный экспорт или согласиться на него (нужны оба игрока)
    .default = нет
opt-game-export-path = путь
    .description = Записать файл сюда (путь без пробелов)

cmd-game-report = отчёт
    .description = История партии: шкалы по ходам, важные моменты
opt-game-report-game = партия
    .description = Номер партии
    .default = этого канала
opt-game-report-image = картинка
    .description = Также записать график (PNG) в этот файл

cmd-game-history = история
    .description = Завершённые партии здесь или игрока; итоги
opt-game-history-player = игрок
    .description = Только партии и итоги этого игрока

cmd-catchup = сводка
    .description = Что произошло после вашего последнего решения (видите только вы)
opt-catchup-image = картинка
    .description = Также записать картинку поля (PNG) в этот файл

cmd-choose = выбрать
    .description = Ответить на ожидающее решение: номер варианта или его название (например, страны)
opt-choose-answer = ответ
    .description = Номер(а) или название(я) вариантов: 2, country:pakistan, yes; несколько — через запятую

cmd-play = сыграть
    .description = Сыграть карту: карта, затем при желании как, какая операция и где
opt-play-card = карта
    .description = Карта с вашей руки: её номер
opt-play-use = как
    .description = Событие, операции или отложить в резервы (на потом)
opt-play-op = операция
    .description = Какая операция
opt-play-order = порядок
    .description = Когда событие карты тоже происходит: сначала событие или операции (6.3.2.1)
opt-play-reserves = резервы
    .description = Потратить резервы сейчас на эту операцию (6.3.3.1): да или нет
opt-play-country = страна
    .description = (Первая) запрошенная страна
opt-play-then = затем
    .description = Следующая страна (цель развёртывания или перемещения, вторая цель)

cmd-event = событие
    .description = Сыграть карту как событие (6.2)
opt-event-card = карта
    .description = Карта с вашей руки: её номер

cmd-ops = операции
    .description = Сыграть карту ради операций: операция и где (остальное спросят)
opt-ops-card = карта
    .description = Карта с вашей руки: её номер
opt-ops-op = операция
    .description = Какая операция
opt-ops-order = порядок
    .description = Когда событие карты тоже происходит: сначала событие или операции (6.3.2.1)
opt-ops-reserves = резервы
    .description = Потратить резервы сейчас на эту операцию (6.3.3.1): да или нет
opt-ops-country = страна
    .description = (Первая) запрошенная страна
opt-ops-then = затем
    .description = Следующая страна (цель развёртывания или перемещения, вторая цель)

cmd-reserves = резервы
    .description = Добавить значение карты в резервы (6.3.3)
opt-reserves-card = карта
    .description = Карта с вашей руки: её номер

cmd-discard = сбросить
    .description = США: сбросить последнюю карту без эффекта (5.2.4)

cmd-hold = сохранить
    .description = США: сохранить последнюю карту на следующий ход (5.2.4)

cmd-undo = отменить
    .description = Отменить свой последний шаг (или согласиться на просьбу соперника)

cmd-rollback = откат
    .description = Вернуться к более раннему розыгрышу карты или ходу (соперник должен согласиться)
opt-rollback-to = точка
    .description = Точка по её номеру в списке, который показывает /lab откат
    .default = список точек
opt-rollback-answer = ответ
    .description = Ответить на откат, который просит соперник

cmd-adjust = поправка
    .description = Предложить поправку позиции: шкала, страна, жетон или карта (соперник должен согласиться)
opt-adjust-what = что
    .description = Что изменить
opt-adjust-country = страна
    .description = Страна
opt-adjust-value = значение
    .description = Новое значение: число, жёсткие, плохое, союзник, добавить, убрать, добавить 2 (теракт)…
opt-adjust-marker = жетон
    .description = Жетон события (его название или номер карты)
opt-adjust-card = карта
    .description = Какую карту переместить
opt-adjust-to = куда
    .description = Новое место карты
opt-adjust-from = откуда
    .description = Где карта сейчас (найдётся среди видимых вам мест)
opt-adjust-answer = ответ
    .description = Ответить на поправку, предложенную соперником

cmd-board = поле
    .description = Показать сводку поля и картинку карты
opt-board-image = картинка
    .description = Также записать картинку поля (PNG) в этот файл

cmd-hand = рука
    .description = Показать вашу руку и ожидающее решение (видите только вы)
opt-hand-hint = подсказка
    .description = Вместо этого: что сделал бы здесь компьютер и почему

cmd-card = карта
    .description = Текст карты и можно ли сейчас сыграть её событие (видите только вы)
opt-card-card = карта
    .description = Карта: её номер или название

cmd-country = страна
    .description = Подробности о стране (для всех) и вам — доступна ли она сейчас или почему нет
opt-country-country = страна
    .description = Страна

cmd-log = журнал
    .description = Последние сообщения партии этого канала (видите только вы)
opt-log-count = сколько
    .description = Сколько строк
    .default = 10

cmd-resend = повторить
    .description = Повторить вашу руку и открытый вопрос или последние N личных сообщений (видите только вы)
opt-resend-count = сколько
    .description = Сколько последних сообщений
    .default = ваша рука и открытый вопрос

cmd-help = помощь
    .description = Как играть с этим ботом (видите только вы)

choice-scenario-lets-roll = Вперёд!
    .value = вперёд
choice-scenario-you-can-call-me-al = Зови меня Ал
    .value = зови_меня_ал
choice-scenario-anaconda = Анаконда
    .value = анаконда
choice-scenario-mission-accomplished = Миссия выполнена?
    .value = миссия_выполнена

choice-mode-two-player = Двое игроков
    .value = двое
choice-mode-solitaire = Соло (вы против компьютера)
    .value = соло

choice-side-us = США
    .value = сша
choice-side-jihadist = Исламисты
    .value = исламисты

choice-ideology-normal = Обычная
    .value = обычная
choice-ideology-coherent = Сплочённая
    .value = сплочённая
choice-ideology-attractive = Привлекательная
    .value = привлекательная
choice-ideology-potent = Мощная
    .value = мощная
choice-ideology-infectious = Заразная
    .value = заразная
choice-ideology-virulent = Ядовитая
    .value = ядовитая

choice-language-en = Английский
    .value = английский
choice-language-ru = Русский
    .value = русский

choice-use-event = Событие
    .value = событие
choice-use-operations = Операции
    .value = операции
choice-use-reserves = Резервы
    .value = резервы

choice-op-war-of-ideas = Идеологическая борьба (США)
    .value = идеологическая_борьба
choice-op-deploy = Развёртывание (США)
    .value = развёртывание
choice-op-regime-change = Смена режима (США)
    .value = смена_режима
choice-op-withdraw = Вывод войск (США)
    .value = вывод_войск
choice-op-disrupt = Контртеррористическая операция (США)
    .value = контртеррор
choice-op-alert = Тревога (США)
    .value = тревога
choice-op-reassessment = Пересмотр (США)
    .value = пересмотр
choice-op-recruit = Вербовка (исламисты)
    .value = вербовка
choice-op-travel = Перемещение (исламисты)
    .value = перемещение
choice-op-jihad = Джихад (исламисты)
    .value = джихад
choice-op-plot = Теракт (исламисты)
    .value = теракт

choice-order-event-first = Сначала событие
    .value = сначала_событие
choice-order-ops-first = Сначала операции
    .value = сначала_операции

choice-consent-agree = Согласиться
    .value = согласен
choice-consent-refuse = Отказать
    .value = отказ

choice-what-prestige = Престиж (1-12)
    .value = престиж
choice-what-funding = Финансирование (1-9)
    .value = финансирование
choice-what-us-posture = Взгляды США (жёсткие, мягкие)
    .value = взгляды_сша
choice-what-posture = Взгляды страны (жёсткие, мягкие, неопределённые)
    .value = взгляды
choice-what-governance = Правительство страны (хорошее, нормальное, плохое, исламистское, неопределённое)
    .value = правительство
choice-what-alignment = Отношение страны к США (союзник, нейтральное, враждебное)
    .value = отношение
choice-what-troops = Войска в стране
    .value = войска
choice-what-active-cells = Активные ячейки в стране
    .value = активные_ячейки
choice-what-sleeper-cells = Спящие ячейки в стране
    .value = спящие_ячейки
choice-what-cadre = Вербовщик в стране (добавить, убрать)
    .value = вербовщик
choice-what-aid = Помощь в стране
    .value = помощь
choice-what-besieged = Осаждённый режим в стране (добавить, убрать)
    .value = осаждённый_режим
choice-what-regime-change = Смена режима в стране (зелёный, коричневый, нет)
    .value = смена_режима
choice-what-plot = Теракт: добавить, убрать (исламисты: добавить 2)
    .value = теракт
choice-what-marker = Жетон события (добавить, убрать) в области событий или в стране
    .value = жетон
choice-what-card = Карта в другое место
    .value = карта

choice-zone-us-hand = Рука США
    .value = рука_сша
choice-zone-jihadist-hand = Рука исламистов
    .value = рука_исламистов
choice-zone-draw-pile = Колода
    .value = колода
choice-zone-discard = Стопка сброса
    .value = сброс
choice-zone-removed = Удалённые карты
    .value = удалённые
choice-zone-lapsing = Область временных событий
    .value = временные
choice-zone-first-plot = Область первого теракта
    .value = первый_теракт
