//! Nimber rows: building `NimField`, 10^6 random nim products, and the judge's 10 tests of
//! Library Checker "Nim Product (F_2^64)" run through the submission, problems/nim_product
//! (its `run`, which builds its own `NimField`). Those tests are regenerated, never committed:
//!   python3 ../shared/data/nim_product_64/gen.py /tmp/nim_product_64
//! (or set NIM_PRODUCT_64_DIR to another folder). Each test row times what a solution does
//! (parse the input, multiply, format the output; not reading the file) against the judge's
//! 10 s limit, and compares
//! the output's sha256 (`sha256sum`) with `../shared/data/nim_product_64/expected.sha256`.
use crate::{measure_peak, mib, Rng, Table};
use snippets::nimber::NimField;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// CPU seconds of this thread so far (Linux, 10 ms ticks; 0 elsewhere): on a busy machine the
/// wall time of a row overstates the work, so rows also print the CPU time of their last run.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap_or_default();
    // Fields after the ")" that closes the command name: utime and stime are the 12th and 13th.
    let rest = stat.rsplit(')').next().unwrap_or("");
    let f: Vec<f64> = rest
        .split_whitespace()
        .map(|x| x.parse().unwrap_or(0.0))
        .collect();
    if f.len() > 12 {
        (f[11] + f[12]) / 100.0
    } else {
        0.0
    }
}

#[allow(dead_code)]
#[path = "../../problems/nim_product/main.rs"]
mod nim_product;

/// One test as the submission runs it (problems/nim_product: it builds its own `NimField`):
/// "T\nA B\n..." in, one product per line out.
fn solve(input: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(input.len() / 2);
    nim_product::run(input, &mut out);
    out
}

fn sha256(bytes: &[u8]) -> String {
    let mut child = Command::new("sha256sum")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("sha256sum");
    child.stdin.take().unwrap().write_all(bytes).unwrap();
    let out = child.wait_with_output().unwrap();
    String::from_utf8_lossy(&out.stdout)
        .split_whitespace()
        .next()
        .unwrap_or("")
        .to_string()
}

pub fn run(t: &mut Table) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    t.row("NimField::new (GF(2^16) log/exp tables)", 5, || {
        let nim = NimField::new();
        format!("check 2(x)2={}", nim.mul(2, 2))
    });
    let nim = NimField::new();
    let mut rng = Rng(2024);
    let pairs: Vec<(u64, u64)> = (0..1_000_000)
        .map(|_| (rng.next_u64(), rng.next_u64()))
        .collect();
    t.row("10^6 random u64 products (mul only)", 5, || {
        let cpu = cpu_seconds();
        let x = pairs.iter().fold(0, |x, &(a, b)| x ^ nim.mul(a, b));
        format!("cpu={:.2} s, xor of products={x:#x}", cpu_seconds() - cpu)
    });

    let data = root.join("../shared/data/nim_product_64");
    let expected = match std::fs::read_to_string(data.join("expected.sha256")) {
        Ok(text) => text,
        Err(_) => return t.note(&format!("skipped the judge's tests: no {}", data.display())),
    };
    let dir = std::env::var("NIM_PRODUCT_64_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|_| PathBuf::from("/tmp/nim_product_64"));
    let (mut passed, mut missing) = (0, Vec::new());
    let mut names: Vec<&str> = Vec::new();
    for line in expected.lines() {
        if let Some(name) = line.split_whitespace().nth(1) {
            if let Some(stem) = name.strip_suffix(".out") {
                names.push(stem);
            }
        }
    }
    for name in &names {
        let input = match std::fs::read_to_string(dir.join(format!("{name}.in"))) {
            Ok(s) => s,
            Err(_) => {
                missing.push(*name);
                continue;
            }
        };
        let want = expected
            .lines()
            .find(|l| l.ends_with(&format!(" {name}.out")))
            .and_then(|l| l.split_whitespace().next())
            .unwrap_or("")
            .to_string();
        // Checked once outside the timing (hashing is not the solution's work).
        let ok = sha256(&solve(&input)) == want;
        let products = input.lines().next().unwrap_or("0").trim().to_string();
        t.row(&format!("judge test {name} (limit 10 s)"), 3, || {
            let cpu = cpu_seconds();
            let (out, peak) = measure_peak(|| solve(&input));
            let verdict = if ok { "matches" } else { "DIFFERS" };
            let cpu = cpu_seconds() - cpu;
            format!(
                "cpu={cpu:.2} s, T={products} out={} B, peak heap {} (+ input {}), sha256 {verdict}",
                out.len(),
                mib(peak),
                mib(input.len())
            )
        });
        passed += ok as usize;
    }
    if !missing.is_empty() {
        t.note(&format!(
            "skipped {} judge tests ({}): regenerate them with python3 {}/gen.py {}",
            missing.len(),
            missing.join(" "),
            data.display(),
            dir.display()
        ));
    }
    t.note(&format!(
        "{passed} of {} judge outputs match expected.sha256",
        names.len()
    ));
}
