//! Plots (8.5): placed face down, blocked, resolved, selected by Card 1 Backlash; WMD Plots
//! made available.

use labyrinth_engine::{Country, Plot};

use super::within;
use crate::i18n::{Lang, names};
use crate::tr;

/// `1`, `2`, `3` or `wmd`: a Plot marker as `plot-label` selects it.
fn plot_arg(plot: Plot) -> crate::i18n::Args<'static> {
    let mut args = crate::i18n::Args::new();
    match plot {
        Plot::Wmd => args.set("plot", "wmd"),
        other => args.set("plot", other.number()),
    }
    args
}

/// A line about Plot `plot` in `country` (`plot-label` in the message).
pub(super) fn plot_line(lang: Lang, key: &str, plot: Plot, country: Country) -> String {
    let mut args = plot_arg(plot);
    args.set("country", names::country(lang, country));
    args.set("within", within(lang, country));
    crate::i18n::text(lang, key, Some(&args))
}

/// A Plot placed: its value only to the Jihadist (`plot` is `None` for anyone else).
pub(super) fn placed(lang: Lang, country: Country, plot: Option<Plot>) -> String {
    match plot {
        Some(plot) => plot_line(lang, "log-plot-placed-own", plot, country),
        None => tr!(
            lang,
            "log-plot-placed",
            country = names::country(lang, country),
            within = within(lang, country)
        ),
    }
}

pub(super) fn backlash(lang: Lang, country: Country) -> String {
    tr!(lang, "log-backlash", within = within(lang, country))
}
