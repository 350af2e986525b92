# Что поверхность /lab отвечает на команду, которую не может прочесть (src/surface).
surface-empty = { $name }: пустое значение
surface-too-long = { $name }: длиннее { $max } символов
surface-out-of-range = { $name }: от { $min } до { $max }, а не { $n }
surface-not-one-of = { $text } не подходит для «{ $name }»: { $values }
surface-meant = { $text } не подходит для «{ $name }»; может быть, { $meant }? ({ $values })
surface-meant-command = { $error }; может быть, /lab { $command }?
surface-not-valid = { $text } не подходит для «{ $name }»
surface-ambiguous = { $text } может значить { $values }: напишите подробнее
surface-not-number = { $text } не подходит для «{ $name }»: нужно целое число
surface-not-flag = { $text } не подходит для «{ $name }»: да или нет
surface-unknown-command = неизвестная команда { $sub }; см. /lab помощь
surface-takes-rest = { $command } принимает { $option }:… ({ $description })
surface-no-option-key = { $command } не принимает параметров, в том числе { $key }
surface-not-an-option = { $command } принимает { $options }; но не { $key }
surface-no-option-value = { $command } не принимает параметров, в том числе { $value }
surface-not-positional = { $command } принимает { $options }; { $value } к ним не относится
surface-needs = /lab { $command }: нужен параметр { $option }: { $description }
surface-no-such-option = у /lab { $command } нет параметра { $option }
surface-bad = недопустимое значение «{ $name }»
surface-to-or-answer = укажите точка: или ответ:, но не оба
surface-not-card = { $text } — не номер карты (от 1 до 120)
surface-choose-what = что выбрать? Например 1 или country:pakistan
surface-until-or-days = укажите до: или дни:, но не оба
surface-not-date = { $text } — не дата: пишите так: 2026-12-03
surface-away-when = до какого дня вас не будет? Например дни:5 или до:2026-12-03
surface-every-or-away-days = задайте каждые: или дни-отлучки:, по одному
surface-reminders-how-often = как часто напоминать? Например каждые:24h, каждые:2d или каждые:off
surface-one-setting = задайте язык:, тишина:, часовой-пояс: или подсказки:, по одному
surface-mute-or-timezone = задайте тишина: или часовой-пояс:, по одному
surface-which-setting = какую настройку? тишина:да, тишина:нет, часовой-пояс:Europe/Paris или подсказки:да
surface-claim-one = выберите одно: прервать:да завершает партию, компьютер:да продолжает игру против компьютера

# /lab помощь (src/surface/text.rs).
help-title = Команды Labyrinth:
help-true = да
help-terminal-syntax = Параметры пишутся как имя:значение; значения без имени заполняют параметры по порядку (/lab карта 76, /lab сыграть 45 пакистан).
help-short-forms = Краткие формы: { $forms }.
help-discord = Discord показывает параметры каждой команды по мере ввода и подсказывает карты, страны и ответы.
help-board = Поле: 2В = 2 отряда войск, 1А / 1С = активные / спящие ячейки; исл. = исламисты; плохие+ИП = плохое или исламистское правительство; нормальные+хорошие = мусульманские страны с нормальным или хорошим правительством; штраф за взгляды на ГВСТ — модификатор броска на престиж.

# /lab поправка (src/surface/adjust.rs).
adjust-give-number = { $what }: укажите значение:N
adjust-not-number = { $what }: { $text } — не число
adjust-give-presence = { $what }: укажите значение:добавить или значение:убрать
adjust-not-marker-meant = { $text } — не жетон события; может быть, { $meant }?
adjust-not-marker = { $text } — не жетон события; жетоны: { $names }
adjust-what-or-answer = укажите что: или ответ:, но не оба
adjust-agree-or-refuse = ответ: согласен или отказ
adjust-what = что поправить? Например что:войска страна:iraq значение:4 или ответ:согласен
adjust-which-country = { $what }: какая страна? Укажите страна:НАЗВАНИЕ
adjust-not-one-of = { $what }: { $value } — не одно из: { $expected }
adjust-give-plot = теракт: укажите значение:добавить или значение:убрать (исламисты могут назвать теракт: значение:добавить_2, значение:убрать_омп)
adjust-which-marker = жетон: какой жетон? Укажите жетон:НАЗВАНИЕ
adjust-which-card = карта: какая карта? Укажите карта:N
adjust-not-zone = { $text } — не место для карты
adjust-which-zone = карта: куда? Укажите куда:сброс (или рука_сша, колода, …)
adjust-not-a-kind = { $text } нельзя поправить; что: { $kinds }
