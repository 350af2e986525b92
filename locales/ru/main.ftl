# Язык партии, как его показывают `/lab игра новая язык:` и `/lab игра настройки`.
language-name = { $lang ->
    [ru] русский
   *[en] английский
}
language-set = Язык партии теперь { language-name }.
count-cells = { $count ->
    [one] { $count } ячейка
    [few] { $count } ячейки
   *[many] { $count } ячеек
}
