//! What a Rust file imports through `crate::`, read from its text: the first name of each
//! path, grouped imports (`crate::{a::X, b}`) included. The engine's floors
//! (`tidy::the_floors_run_one_way`) and the bot crate's (`tests/it/floors.rs`, which
//! includes this file) are read with it.

/// The first names `code` imports through `crate::` (`code` without spaces).
pub fn imported(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // `crate::{a::X, b}`: the first name of each top-level part of the group.
            let (mut depth, mut part, mut parts) = (0, String::new(), Vec::new());
            for ch in group.chars() {
                match ch {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        parts.push(std::mem::take(&mut part));
                        continue;
                    }
                    _ => {}
                }
                part.push(ch);
            }
            parts.push(part);
            out.extend(parts.iter().map(|p| first_name(p.trim_start())));
        } else {
            out.push(first_name(rest));
        }
    }
    out
}

fn first_name(path: &str) -> String {
    path.chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect()
}

/// The reading of imports, on the forms the crates use.
#[test]
fn imports_are_read_in_every_form() {
    assert_eq!(imported("usecrate::app::Command;"), ["app"]);
    assert_eq!(imported("crate::surface::help(c,l)"), ["surface"]);
    assert_eq!(
        imported("usecrate::{app::{A,B},render,\nstore::Tx};"),
        ["app", "render", "store"]
    );
}
