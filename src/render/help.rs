//! `/lab help`: the commands (from the one table, `surface`), in the syntax of the client
//! it is shown in, and the board's abbreviations explained once.

use crate::app::Client;

pub fn help(client: Client) -> String {
    crate::surface::help(client)
}
