//! The build's commit for `labyrinth --version`: `LABYRINTH_COMMIT` when set (a build
//! without the repository, such as the Dockerfile's), else `git rev-parse`, else "unknown".

use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    let text = text.trim();
    (out.status.success() && !text.is_empty()).then(|| text.to_string())
}

fn main() {
    println!("cargo:rerun-if-env-changed=LABYRINTH_COMMIT");
    let commit = std::env::var("LABYRINTH_COMMIT")
        .ok()
        .filter(|c| !c.trim().is_empty())
        .or_else(|| git(&["rev-parse", "--short=12", "HEAD"]))
        .unwrap_or_else(|| "unknown".to_string());
    // Built again when the checked-out commit changes.
    for path in ["HEAD", "packed-refs"] {
        if let Some(file) = git(&["rev-parse", "--git-path", path]) {
            println!("cargo:rerun-if-changed={file}");
        }
    }
    if let Some(branch) = git(&["symbolic-ref", "-q", "HEAD"])
        && let Some(file) = git(&["rev-parse", "--git-path", &branch])
    {
        println!("cargo:rerun-if-changed={file}");
    }
    println!("cargo:rustc-env=LABYRINTH_COMMIT={commit}");
}
