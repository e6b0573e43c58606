//! The fit corpus (issue 23): every problem with an oracle `verify/oracles/NAME.rs` is checked
//! against it. The oracle is std-only code written from the rules, never from the library:
//! `brute(input) -> String` (the exact output on small inputs), `random_input(seed) -> String`,
//! `worst_input() -> String`, and where the answer is not unique `check(input, output) ->
//! Result<(), String>`; an interactive problem (marker `samples/interactive`) has
//! `judge(test, from_solution, to_solution) -> Result<(), String>` instead of `brute`.
//! For each problem this compiles the bundled solution and a runner around the oracle (plain
//! `rustc -O`, edition 2021), checks the oracle on the official samples, then the solution on
//! `CORPUS_ROUNDS` (default 100) random inputs; with `CORPUS_WORST=1` it also runs `worst_input()`
//! through the solution and prints its wall time. `cargo test --test corpus [NAME..]` runs the
//! problems whose name contains one of the given words (all without one).
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "common/rustc_cache.rs"]
mod rustc_cache;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The runner's fixed part: token comparison, running the solution, the three modes.
const RUNNER: &str = r#"
use std::io::{BufReader, Write};
use std::process::{Command, Stdio};

fn same(a: &str, e: &str, tol: Option<f64>) -> Result<(), String> {
    let (a, e): (Vec<&str>, Vec<&str>) = (a.split_whitespace().collect(), e.split_whitespace().collect());
    if a.len() != e.len() {
        return Err(format!("{} tokens, expected {}", a.len(), e.len()));
    }
    for (i, (x, y)) in a.iter().zip(&e).enumerate() {
        if x == y {
            continue;
        }
        if let (Some(t), Ok(fx), Ok(fy)) = (tol, x.parse::<f64>(), y.parse::<f64>()) {
            if (fx - fy).abs() <= t || (fx - fy).abs() <= t * fy.abs() {
                continue;
            }
        }
        return Err(format!("token {}: got '{}', expected '{}'", i + 1, x, y));
    }
    Ok(())
}

fn run(sol: &str, input: &str) -> Result<String, String> {
    let mut child = Command::new(sol)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let mut stdin = child.stdin.take().unwrap();
    let data = input.as_bytes().to_vec();
    let w = std::thread::spawn(move || {
        let _ = stdin.write_all(&data);
    });
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    w.join().unwrap();
    if !out.status.success() {
        return Err(format!("exit {:?}: {}", out.status, String::from_utf8_lossy(&out.stderr)));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let tol = std::fs::read_to_string(format!("{}/samples/tolerance", a[2]))
        .ok()
        .map(|t| t.trim().parse::<f64>().expect("samples/tolerance holds a number"));
    let mut bad = 0;
    let mut report = |what: String, r: Result<(), String>| {
        if let Err(e) = r {
            bad += 1;
            if bad <= 5 {
                println!("{}: {}", what, e);
            }
        }
    };
    // the official samples, through the oracle (and, if interactive, the solution)
    for n in 1.. {
        let input = match std::fs::read_to_string(format!("{}/samples/{}.in", a[2], n)) {
            Ok(s) => s,
            Err(_) => break,
        };
        let out = std::fs::read_to_string(format!("{}/samples/{}.out", a[2], n)).unwrap_or_default();
        report(format!("sample {} (oracle)", n), sample(&input, &out, tol));
        if INTERACTIVE {
            report(format!("sample {} (solution)", n), verdict(&a[3], &input, tol));
        }
    }
    let rounds: u64 = a[4].parse().unwrap();
    for seed in 0..rounds {
        let input = oracle::random_input(seed);
        let r = verdict(&a[3], &input, tol);
        report(format!("random_input({}) = {:?}", seed, input.chars().take(300).collect::<String>()), r);
    }
    if a.len() > 5 {
        // CORPUS_WORST=1: the worst case at the judge's limits, timed as a whole process
        let input = oracle::worst_input();
        let t = std::time::Instant::now();
        let r = if INTERACTIVE { verdict(&a[3], &input, tol) } else { run(&a[3], &input).map(|_| ()) };
        println!("worst_input: {:.3} s wall", t.elapsed().as_secs_f64());
        report("worst_input()".to_string(), r);
    }
    if bad > 0 {
        println!("{} failures", bad);
        std::process::exit(1);
    }
}
"#;

/// The part that depends on which functions the oracle has.
fn oracle_glue(src: &str, interactive: bool) -> String {
    let has_check = src.contains("pub fn check(");
    let mut s = format!("const INTERACTIVE: bool = {};\n", interactive);
    if interactive {
        s += r#"
fn sample(_input: &str, _out: &str, _tol: Option<f64>) -> Result<(), String> { Ok(()) }
fn verdict(sol: &str, test: &str, _tol: Option<f64>) -> Result<(), String> {
    let mut child = Command::new(sol).stdin(Stdio::piped()).stdout(Stdio::piped())
        .spawn().map_err(|e| e.to_string())?;
    let mut to = child.stdin.take().unwrap();
    let mut from = BufReader::new(child.stdout.take().unwrap());
    let r = oracle::judge(test, &mut from, &mut to);
    drop(to);
    if r.is_err() {
        let _ = child.kill();
    }
    let st = child.wait().map_err(|e| e.to_string())?;
    r?;
    if st.success() { Ok(()) } else { Err(format!("solution exit {:?}", st)) }
}
"#;
    } else if has_check {
        s += r#"
fn sample(input: &str, out: &str, _tol: Option<f64>) -> Result<(), String> {
    oracle::check(input, out).map_err(|e| format!("the official output fails check: {}", e))?;
    oracle::check(input, &oracle::brute(input)).map_err(|e| format!("brute fails check: {}", e))
}
fn verdict(sol: &str, input: &str, _tol: Option<f64>) -> Result<(), String> {
    oracle::check(input, &run(sol, input)?)
}
"#;
    } else {
        s += r#"
fn sample(input: &str, out: &str, tol: Option<f64>) -> Result<(), String> {
    same(&oracle::brute(input), out, tol).map_err(|e| format!("brute differs: {}", e))
}
fn verdict(sol: &str, input: &str, tol: Option<f64>) -> Result<(), String> {
    same(&run(sol, input)?, &oracle::brute(input), tol)
}
"#;
    }
    s
}

fn check(name: &str, work: &Path, rounds: u64) -> Result<String, String> {
    let dir = Path::new(ROOT).join("problems").join(name);
    let oracle = Path::new(ROOT).join(format!("verify/oracles/{}.rs", name));
    let src = fs::read_to_string(&oracle).unwrap();
    let bundled = work.join(format!("{}-sol.rs", name));
    let out = Command::new("bash")
        .arg(Path::new(ROOT).join("bundle.sh"))
        .arg("-o")
        .arg(&bundled)
        .arg(dir.join("main.rs"))
        .output()
        .unwrap();
    if !out.status.success() {
        return Err(format!(
            "bundle.sh: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let source = fs::read_to_string(&bundled).unwrap();
    let sol = rustc_cache::compiled(name, &source, "2021", true)
        .map_err(|e| format!("rustc (solution): {}", e))?;
    let interactive = dir.join("samples/interactive").exists();
    let runner = format!(
        "#![allow(warnings)]\nmod oracle {{\n{}\n}}\n{}\n{}",
        src,
        RUNNER,
        oracle_glue(&src, interactive)
    );
    let exe = rustc_cache::compiled(&format!("{}-runner", name), &runner, "2021", true)
        .map_err(|e| format!("rustc (oracle runner): {}", e))?;
    let out = Command::new(&exe)
        .arg("check")
        .arg(&dir)
        .arg(&sol)
        .arg(rounds.to_string())
        .args(
            std::env::var("CORPUS_WORST")
                .ok()
                .filter(|v| v == "1")
                .map(|_| "worst"),
        )
        .output()
        .unwrap();
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
    } else {
        Err(format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

fn main() {
    let words: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let rounds: u64 = std::env::var("CORPUS_ROUNDS")
        .ok()
        .map_or(100, |r| r.parse().expect("CORPUS_ROUNDS is a number"));
    let mut names: Vec<String> = fs::read_dir(Path::new(ROOT).join("verify/oracles"))
        .map(|rd| {
            rd.map(|e| e.unwrap().path())
                .filter(|p| p.extension().is_some_and(|e| e == "rs"))
                .map(|p| p.file_stem().unwrap().to_str().unwrap().to_string())
                .collect()
        })
        .unwrap_or_default();
    names.retain(|n| words.is_empty() || words.iter().any(|w| n.contains(w.as_str())));
    names.sort();
    let work: PathBuf = std::env::temp_dir().join(format!("corpus-test-{}", std::process::id()));
    fs::create_dir_all(&work).unwrap();
    // two at a time: each problem runs two rustc -O and its rounds
    let queue = std::sync::Mutex::new(names.clone());
    let failures = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let name = match queue.lock().unwrap().pop() {
                    Some(n) => n,
                    None => break,
                };
                let r = check(&name, &work, rounds);
                let ok = match &r {
                    Ok(o) if o.is_empty() => "ok".to_string(),
                    Ok(o) => format!("ok ({})", o),
                    Err(_) => "FAILED".to_string(),
                };
                println!("corpus {} ... {}", name, ok);
                if let Err(e) = r {
                    failures.lock().unwrap().push(format!("{}: {}", name, e));
                }
            });
        }
    });
    let _ = fs::remove_dir_all(&work);
    let failures = failures.into_inner().unwrap();
    for f in &failures {
        println!("\n{}", f);
    }
    println!(
        "\ncorpus: {} problems, {} failed, {} random inputs each",
        names.len(),
        failures.len(),
        rounds
    );
    if !failures.is_empty() {
        std::process::exit(1);
    }
}
