//! Input that no transport should choke on (issue "Nothing hidden can be learned II"): a
//! line of the terminal's stdin that is not UTF-8 is reported and reading goes on; a
//! command longer than the limit is refused before it is parsed, in milliseconds, by the
//! terminal and by the app whatever the transport.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;

use std::io::Cursor;

use common::{Table, errors};
use labyrinth_bot::app::{COMMAND_LIMIT, Choice, Command};

fn terminal(table: &mut Table, input: Vec<u8>) -> String {
    let mut output = Vec::new();
    labyrinth_bot::terminal::run(&mut table.app, Cursor::new(input), &mut output).unwrap();
    String::from_utf8(output).unwrap()
}

#[test]
fn a_line_that_is_not_utf8_is_reported_and_reading_goes_on() {
    let mut table = Table::new();
    let mut input = b"as alice\n/lab choose \xff\xfe\n".to_vec();
    input.extend_from_slice(b"/lab new mode:solitaire seed:3\n");
    let printed = terminal(&mut table, input);
    assert!(printed.contains("not valid UTF-8"), "{printed}");
    assert!(
        printed.contains("Let's Roll!"),
        "the next line ran: {printed}"
    );
}

#[test]
fn a_two_megabyte_line_is_refused_at_once() {
    let mut table = Table::new();
    let mut input = b"as alice\n/lab choose ".to_vec();
    input.extend(std::iter::repeat_n(b"1 ".as_slice(), 1_000_000).flatten());
    input.extend_from_slice(b"\n/lab help\n");
    let printed = terminal(&mut table, input);
    assert!(
        printed.contains(&format!("at most {COMMAND_LIMIT}")),
        "{}",
        &printed[..200.min(printed.len())]
    );
    assert!(printed.contains("/lab game new"), "help ran after it");
}

#[test]
fn the_app_refuses_a_huge_command_from_any_transport() {
    let mut table = Table::new();
    for choices in [
        vec![Choice::Number(1); 100_000],
        vec![Choice::Text("x".repeat(2_000_000))],
    ] {
        let out = table.send("alice", Command::Choose { choices });
        let refused = errors(&out);
        assert_eq!(refused.len(), 1, "{out:?}");
        assert!(
            refused[0].contains("a command is at most"),
            "{}",
            refused[0]
        );
    }
}
