//! "Did you mean": the known name nearest a mistyped one (`pakistn` → Pakistan,
//! `solitare` → solitaire), in English or Russian.

/// How names compare: lowercase letters and digits only, `ё` as `е` (`Let's Roll!` is
/// `letsroll`, `lets_roll` too).
fn squash(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .map(|c| if c == 'ё' { 'е' } else { c })
        .collect()
}

/// The most letters a typo may get wrong in a name of `len` letters.
fn tolerance(len: usize) -> usize {
    match len {
        0..=2 => 0,
        3..=5 => 1,
        6..=9 => 2,
        _ => 3,
    }
}

/// The index in `known` of the name nearest `typed` (letters swapped, missing, extra or
/// wrong), if one is near enough to be what was meant; the first of equally near ones.
pub fn nearest<S: AsRef<str>>(typed: &str, known: &[S]) -> Option<usize> {
    let typed = squash(typed);
    let len = typed.chars().count();
    known
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let name = squash(name.as_ref());
            let longer = len.max(name.chars().count());
            (strsim::damerau_levenshtein(&typed, &name), longer, i)
        })
        .filter(|(distance, longer, _)| *distance <= tolerance(*longer).min(len / 2))
        .min_by_key(|(distance, _, i)| (*distance, *i))
        .map(|(_, _, i)| i)
}

#[cfg(test)]
mod tests {
    use super::nearest;

    #[test]
    fn a_typo_finds_its_name_and_nonsense_finds_none() {
        let modes = ["two_player", "solitaire"];
        assert_eq!(nearest("solitare", &modes), Some(1));
        assert_eq!(nearest("twoplayr", &modes), Some(0));
        assert_eq!(nearest("game", &modes), None);
        assert_eq!(nearest("пакистн", &["Пакистан", "Ирак"]), Some(0));
        assert_eq!(nearest("xy", &["ab"]), None);
    }
}
