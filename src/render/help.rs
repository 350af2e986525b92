//! `/lab help`: the commands (from the one table, `surface`), in the syntax of the client
//! it is shown in and the reader's language, and the board's abbreviations explained once.

use crate::app::Client;
use crate::i18n::Lang;

pub fn help(client: Client, lang: Lang) -> String {
    crate::surface::help(client, lang)
}
