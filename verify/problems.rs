//! Every problem exactly as a contestant submits it: `problems/NAME/main.rs` bundled by
//! `./bundle.sh`, compiled by plain `rustc -O` for editions 2021 and 2024 (no warnings), and run
//! on every official sample `samples/N.in`; the output is compared with `samples/N.out` token by
//! token (floats within the absolute-or-relative tolerance in `samples/tolerance`, if present).
//! A bot that searches on a clock answers legally but not always alike: with a marker file
//! `samples/legal`, its replies are checked for legality instead (`legal_replies`).
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;

#[path = "common/rustc_cache.rs"]
mod rustc_cache;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn problems() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = fs::read_dir(Path::new(ROOT).join("problems"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    dirs
}

fn samples(dir: &Path) -> Vec<(PathBuf, PathBuf)> {
    let mut ins: Vec<PathBuf> = fs::read_dir(dir.join("samples"))
        .map(|rd| rd.map(|e| e.unwrap().path()).collect())
        .unwrap_or_default();
    ins.retain(|p| p.extension().is_some_and(|e| e == "in"));
    ins.sort_by_key(|p| {
        let stem = p.file_stem().unwrap().to_str().unwrap().to_string();
        (stem.parse::<u64>().unwrap_or(u64::MAX), stem)
    });
    ins.into_iter()
        .map(|i| {
            let o = i.with_extension("out");
            (i, o)
        })
        .collect()
}

/// Token-by-token comparison; with a tolerance, tokens that both parse as floats may differ by
/// at most `tol` absolutely or relatively.
fn same_output(actual: &str, expected: &str, tol: Option<f64>) -> Result<(), String> {
    let a: Vec<&str> = actual.split_whitespace().collect();
    let e: Vec<&str> = expected.split_whitespace().collect();
    if a.len() != e.len() {
        return Err(format!("{} tokens, expected {}", a.len(), e.len()));
    }
    for (i, (x, y)) in a.iter().zip(&e).enumerate() {
        if x == y {
            continue;
        }
        if let (Some(t), Ok(fx), Ok(fy)) = (tol, x.parse::<f64>(), y.parse::<f64>()) {
            let err = (fx - fy).abs();
            if err <= t || err <= t * fy.abs() {
                continue;
            }
        }
        return Err(format!("token {}: got '{}', expected '{}'", i + 1, x, y));
    }
    Ok(())
}

/// Legality of a CodinGame bot's replies (marker `samples/legal`): `input` is the referee's
/// side of the dialogue, turns of `opponentRow opponentCol`, a count and that many lines
/// `row col`; the output must hold one line per turn whose first two tokens are one of that
/// turn's actions (a message may follow them), and nothing more.
fn legal_replies(actual: &str, input: &str) -> Result<(), String> {
    let mut lines = input.lines().filter(|l| !l.trim().is_empty());
    let mut replies = actual.lines().filter(|l| !l.trim().is_empty());
    let mut turn = 0;
    while lines.next().is_some() {
        turn += 1;
        let n: usize = lines
            .next()
            .and_then(|l| l.trim().parse().ok())
            .ok_or(format!("input turn {}: no action count", turn))?;
        let actions: Vec<Vec<&str>> = (0..n)
            .map(|_| lines.next().map(|l| l.split_whitespace().collect()))
            .collect::<Option<_>>()
            .ok_or(format!("input turn {}: fewer than {} actions", turn, n))?;
        let reply = replies.next().ok_or(format!("turn {}: no reply", turn))?;
        let action: Vec<&str> = reply.split_whitespace().take(2).collect();
        if !actions.contains(&action) {
            return Err(format!("turn {}: '{}' is not a valid action", turn, reply));
        }
    }
    match replies.next() {
        Some(extra) => Err(format!("'{}' after the last turn", extra)),
        None => Ok(()),
    }
}

/// Bundles, compiles (both editions) and runs one problem; returns the failures.
fn check_problem(dir: &Path, work: &Path) -> Vec<String> {
    let name = dir.file_name().unwrap().to_str().unwrap().to_string();
    let mut failures = Vec::new();
    let cases = samples(dir);
    if cases.is_empty() {
        return vec![format!("{}: no samples/N.in", name)];
    }
    let main = fs::read_to_string(dir.join("main.rs")).unwrap();
    if !main.starts_with("// Problem:") {
        failures.push(format!(
            "{}: main.rs does not open with a '// Problem:' header",
            name
        ));
    }
    let bundled = work.join(format!("{}.rs", name));
    let out = Command::new("bash")
        .arg(Path::new(ROOT).join("bundle.sh"))
        .arg("-o")
        .arg(&bundled)
        .arg(dir.join("main.rs"))
        .output()
        .unwrap();
    if !out.status.success() {
        return vec![format!(
            "{}: bundle.sh failed: {}",
            name,
            String::from_utf8_lossy(&out.stderr)
        )];
    }
    let tol = fs::read_to_string(dir.join("samples/tolerance"))
        .ok()
        .map(|t| {
            t.trim()
                .parse::<f64>()
                .expect("samples/tolerance holds a number")
        });
    let legal = dir.join("samples/legal").exists();
    // Interactive problems, and answers that are not unique (the oracle has a `check`), are
    // played and checked by verify/corpus.rs: here they are only bundled and compiled.
    let oracle = Path::new(ROOT).join(format!("verify/oracles/{}.rs", name));
    let checked = fs::read_to_string(oracle).is_ok_and(|o| o.contains("pub fn check("));
    let compile_only = checked || dir.join("samples/interactive").exists();
    let source = fs::read_to_string(&bundled).unwrap();
    // 2021 optimised (the judge's build, shared with verify/corpus.rs), 2024 unoptimised: both
    // must compile without a warning and pass the samples.
    for (edition, optimise) in [("2021", true), ("2024", false)] {
        let exe = match rustc_cache::compiled(&name, &source, edition, optimise) {
            Ok(exe) => exe,
            Err(stderr) => {
                failures.push(format!(
                    "{}: bundled solution, rustc --edition {}: {}",
                    name, edition, stderr
                ));
                continue;
            }
        };
        for (input, output) in cases.iter().filter(|_| !compile_only) {
            let mut child = Command::new(&exe)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            let data = fs::read(input).unwrap();
            let mut stdin = child.stdin.take().unwrap();
            let writer = std::thread::spawn(move || {
                let _ = stdin.write_all(&data);
            });
            let res = child.wait_with_output().unwrap();
            writer.join().unwrap();
            let case = format!(
                "{} (edition {}) {}",
                name,
                edition,
                input.file_name().unwrap().to_str().unwrap()
            );
            if !res.status.success() {
                failures.push(format!(
                    "{}: exit {:?}: {}",
                    case,
                    res.status,
                    String::from_utf8_lossy(&res.stderr)
                ));
                continue;
            }
            let expected = fs::read_to_string(output)
                .unwrap_or_else(|_| panic!("missing {}", output.display()));
            let actual = String::from_utf8_lossy(&res.stdout);
            let verdict = if legal {
                let text = fs::read_to_string(input).unwrap();
                legal_replies(&expected, &text)
                    .map_err(|e| format!("{} itself: {}", output.display(), e))
                    .and(legal_replies(&actual, &text))
            } else {
                same_output(&actual, &expected, tol)
            };
            if let Err(e) = verdict {
                failures.push(format!("{}: {}", case, e));
            }
        }
    }
    failures
}

#[test]
fn every_problem_passes_its_samples_when_bundled() {
    let work = std::env::temp_dir().join(format!("problems-test-{}", std::process::id()));
    fs::create_dir_all(&work).unwrap();
    let queue = Mutex::new(problems());
    let failures = Mutex::new(Vec::new());
    let checked = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let next = queue.lock().unwrap().pop();
                let Some(dir) = next else { break };
                let f = check_problem(&dir, &work);
                checked.lock().unwrap().push(dir);
                failures.lock().unwrap().extend(f);
            });
        }
    });
    let _ = fs::remove_dir_all(&work);
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
    assert!(!checked.into_inner().unwrap().is_empty());
}

#[test]
fn every_problem_is_an_example_target() {
    let manifest = fs::read_to_string(Path::new(ROOT).join("Cargo.toml")).unwrap();
    for dir in problems() {
        let name = dir.file_name().unwrap().to_str().unwrap();
        let entry = format!(
            "[[example]]\nname = \"{}\"\npath = \"problems/{}/main.rs\"",
            name, name
        );
        assert!(manifest.contains(&entry), "Cargo.toml lacks {}", entry);
    }
}

#[test]
fn token_comparison_honours_tolerance() {
    assert!(same_output("1 2\n", "1\n2", None).is_ok());
    assert!(same_output("1 2", "1 3", None).is_err());
    assert!(same_output("1", "1 2", None).is_err());
    assert!(same_output("20.0000001", "20.000000000000000", Some(1e-6)).is_ok());
    assert!(same_output("20.01", "20.000000000000000", Some(1e-6)).is_err());
    assert!(same_output("6418410657.74", "6418410657.7408381", Some(1e-6)).is_ok());
    assert!(same_output("20.0000001", "20.000000000000000", None).is_err());
}

#[test]
fn legal_replies_checks_each_turn() {
    let input = "-1 -1\n3\n0 0\n4 4\n8 8\n\n2 2\n2\n0 1\n1 0\n";
    assert!(legal_replies("4 4\n1 0\n", input).is_ok());
    assert!(legal_replies("4 4 hello\n0 1 x\n", input).is_ok());
    assert!(legal_replies("4 4\n", input).is_err()); // no reply to turn 2
    assert!(legal_replies("4 4\n0 0\n", input).is_err()); // 0 0 is not listed in turn 2
    assert!(legal_replies("4 4\n1 0\n2 2\n", input).is_err()); // one reply too many
    assert!(legal_replies("4\n1 0\n", input).is_err());
    assert!(legal_replies("4 4\n", "-1 -1\n3\n0 0\n").is_err()); // input short of actions
}
