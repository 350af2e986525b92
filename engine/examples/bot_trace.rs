//! Print the log of a bot fixture run: `cargo run -p labyrinth-engine --example bot_trace FILE`.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "a developer tool")]

fn main() {
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).unwrap();
        for line in labyrinth_engine::fixture::trace(&text) {
            println!("{line}");
        }
    }
}
