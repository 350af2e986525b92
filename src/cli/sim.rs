//! `labyrinth sim` (self-play against the section 9 bot) and `labyrinth fixture` (rules
//! fixtures through the engine's runner).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use super::{IdeologyArg, ScenarioArg};

pub(crate) struct SimArgs {
    pub(crate) games: usize,
    pub(crate) scenario: ScenarioArg,
    pub(crate) seed: u64,
    pub(crate) ideology: IdeologyArg,
    pub(crate) length: u8,
    pub(crate) jobs: Option<usize>,
    pub(crate) look_ahead: bool,
    pub(crate) budget: Option<String>,
    pub(crate) json: bool,
    pub(crate) lang: Option<String>,
}

/// The report's language: `--lang`, else the shell's locale (the first of LC_ALL,
/// LC_MESSAGES and LANG that is set), else English.
pub(crate) fn sim_lang(flag: Option<&str>) -> Result<labyrinth_bot::i18n::Lang, String> {
    use labyrinth_bot::i18n::Lang;
    if let Some(flag) = flag {
        return Lang::parse(flag).ok_or_else(|| format!("--lang {flag:?}: use en or ru"));
    }
    Ok(Lang::shell().unwrap_or_default())
}

pub(crate) fn sim(args: SimArgs) -> ExitCode {
    use std::io::IsTerminal;

    use labyrinth_bot::sim::{Report, SimConfig, UsPlayer, run};

    let lang = match sim_lang(args.lang.as_deref()) {
        Ok(lang) => lang,
        Err(e) => {
            eprintln!("labyrinth sim: {e}");
            return ExitCode::FAILURE;
        }
    };
    let budget = match args.budget.as_deref().map(parse_budget).transpose() {
        Ok(budget) => budget.unwrap_or(labyrinth_bot::sim::lookahead::BUDGET),
        Err(e) => {
            eprintln!("labyrinth sim: {e}");
            return ExitCode::FAILURE;
        }
    };
    let (scenario, ideology) = (args.scenario.0, args.ideology.0);
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1);
    let config = SimConfig {
        games: args.games,
        scenario,
        seed: args.seed,
        ideology,
        game_length: args.length,
        jobs,
        us: if args.look_ahead {
            UsPlayer::Lookahead(budget)
        } else {
            UsPlayer::Heuristic
        },
    };
    let bar = if std::io::stderr().is_terminal() {
        let bar = indicatif::ProgressBar::new(args.games as u64);
        use labyrinth_bot::tr;
        let template = format!(
            "{{bar:40}} {{pos}}/{{len}} {}, {{per_sec}}, {} {{eta}}",
            tr!(lang, "sim-progress-games"),
            tr!(lang, "sim-progress-eta")
        );
        if let Ok(style) = indicatif::ProgressStyle::with_template(&template) {
            bar.set_style(style);
        }
        bar
    } else {
        indicatif::ProgressBar::hidden()
    };
    let start = std::time::Instant::now();
    let results = run(&config, &|| bar.inc(1));
    let seconds = start.elapsed().as_secs_f64();
    bar.finish_and_clear();
    let results = match results {
        Ok(results) => results,
        Err(e) => {
            eprintln!("labyrinth sim: {e}");
            return ExitCode::FAILURE;
        }
    };
    let report = Report::new(&config, &results, seconds);
    if args.json {
        match serde_json::to_string_pretty(&report) {
            Ok(json) => println!("{json}"),
            Err(e) => {
                eprintln!("labyrinth sim: cannot serialize the report: {e}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        print!("{}", report.text_in(lang));
    }
    ExitCode::SUCCESS
}

/// `--budget HORIZON,FIRST,KEEP,MORE`: four whole numbers, at least one copy and one option
/// kept.
fn parse_budget(text: &str) -> Result<labyrinth_bot::sim::lookahead::Budget, String> {
    let numbers: Vec<usize> = text
        .split(',')
        .map(|n| n.trim().parse::<usize>())
        .collect::<Result<_, _>>()
        .map_err(|_| format!("--budget {text:?}: four whole numbers, e.g. 30,12,3,36"))?;
    match numbers[..] {
        [horizon, first, keep, more] if first > 0 && keep > 0 => {
            Ok(labyrinth_bot::sim::lookahead::Budget {
                horizon,
                first,
                keep,
                more,
            })
        }
        _ => Err(format!(
            "--budget {text:?}: four whole numbers, FIRST and KEEP at least 1, e.g. 30,12,3,36"
        )),
    }
}

pub(crate) fn collect(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let Ok(entries) = std::fs::read_dir(path) else {
            return;
        };
        let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        for p in paths {
            collect(&p, out);
        }
    } else {
        out.push(path.to_path_buf());
    }
}

pub(crate) fn run_fixtures(paths: &[PathBuf]) -> ExitCode {
    let mut files = Vec::new();
    for path in paths {
        if !path.exists() {
            eprintln!(
                "labyrinth fixture: no such file or folder: {}",
                path.display()
            );
            return ExitCode::FAILURE;
        }
        collect(path, &mut files);
    }
    files.retain(|f| f.extension().is_some_and(|e| e == "json"));
    if files.is_empty() {
        let paths: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
        eprintln!(
            "labyrinth fixture: no fixture in {}: fixtures are *.json files (docs/FIXTURES.md)",
            paths.join(", ")
        );
        return ExitCode::FAILURE;
    }
    let (mut passed, mut failed) = (0usize, 0usize);
    for file in &files {
        let name = file.display().to_string();
        let result = match std::fs::read_to_string(file) {
            Ok(text) => labyrinth_engine::fixture::run(&text, &name),
            Err(e) => labyrinth_engine::fixture::FixtureResult {
                name: name.clone(),
                failures: vec![format!("cannot read: {e}")],
            },
        };
        println!("{}", result.line());
        if result.passed() {
            passed += 1;
        } else {
            failed += 1;
        }
    }
    println!("{passed} passed, {failed} failed");
    if failed == 0 && passed > 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
