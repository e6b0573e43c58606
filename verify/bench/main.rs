//! `cargo bench [-- FILTER]`: std-only benchmarks, one table row per case.
//! Each row: the median wall time of several runs, and the work counters that mean something
//! for the case (nodes, iterations, ...). Timings are never asserted anywhere; compare rows
//! measured side by side in one run. FILTER keeps the sections whose name contains it.
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::time::{Duration, Instant};

mod arena;
mod connect4;
mod cpu;
mod dp;
mod engine;
mod expectiminimax;
mod gomoku;
mod mcts;
mod mcts_variants;
mod nimber;
mod patterns;
mod proof;
mod proof_variants;
mod quiescence;
mod retrograde;
#[path = "../common/sim_games.rs"]
mod sim_games;
mod sm_mcts;
mod tree;
mod uttt;
mod variants;

/// Counts live heap bytes so that a case can report its peak memory (`measure_peak`).
struct CountingAlloc;
static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for CountingAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        if !p.is_null() {
            let now = LIVE.fetch_add(layout.size(), Relaxed) + layout.size();
            PEAK.fetch_max(now, Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout);
        LIVE.fetch_sub(layout.size(), Relaxed);
    }
}

#[global_allocator]
static ALLOC: CountingAlloc = CountingAlloc;

/// Runs `f` once and returns its result with the peak heap bytes allocated while it ran
/// (above what was live when it started). Single-threaded benches only.
pub fn measure_peak<T, F: FnOnce() -> T>(f: F) -> (T, usize) {
    let base = LIVE.load(Relaxed);
    PEAK.store(base, Relaxed);
    let out = f();
    (out, PEAK.load(Relaxed) - base)
}

/// Bytes as MiB with one decimal, for counters text.
pub fn mib(bytes: usize) -> String {
    format!("{:.1} MiB", bytes as f64 / (1024.0 * 1024.0))
}

/// SplitMix64 with a fixed seed (`Rng(2024)`): benches draw the same inputs on every run.
pub struct Rng(pub u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// Uniform-enough value in 0..k (k >= 1).
    pub fn below(&mut self, k: u64) -> u64 {
        self.next_u64() % k
    }
    /// Uniform-enough value in lo..=hi.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next_u64() % (hi - lo + 1)
    }
}

/// Collects and prints rows: `section | case | median | counters`.
pub struct Table {
    section: &'static str,
}

impl Table {
    /// Runs `f` `runs` times (at least once) and prints one row: the median time and the
    /// counters text returned by the last run.
    pub fn row<F: FnMut() -> String>(&mut self, case: &str, runs: usize, mut f: F) {
        let mut times: Vec<Duration> = Vec::new();
        let mut counters = String::new();
        for _ in 0..runs.max(1) {
            let start = Instant::now();
            counters = f();
            times.push(start.elapsed());
        }
        times.sort();
        let median = times[times.len() / 2];
        println!(
            "| {:<12} | {:<44} | {:>12} | {} |",
            self.section,
            case,
            fmt_duration(median),
            counters
        );
    }

    /// Prints a free-form line under the current section (skips, notes).
    pub fn note(&mut self, text: &str) {
        println!("| {:<12} | {} |", self.section, text);
    }
}

pub fn fmt_duration(d: Duration) -> String {
    let ns = d.as_nanos();
    if ns < 10_000 {
        format!("{} ns", ns)
    } else if ns < 10_000_000 {
        format!("{:.1} us", ns as f64 / 1e3)
    } else if ns < 10_000_000_000 {
        format!("{:.1} ms", ns as f64 / 1e6)
    } else {
        format!("{:.2} s", ns as f64 / 1e9)
    }
}

/// A bench section: its name (matched by the filter) and its runner.
type Section = (&'static str, fn(&mut Table));

pub use cpu::cpu_now; // also used by the anchor_process example

/// Best-of-`reps` process CPU and wall seconds of `f`, and its last result.
pub fn best_of<T, F: FnMut() -> T>(reps: usize, mut f: F) -> (f64, f64, T) {
    let (mut cpu, mut wall) = (f64::MAX, f64::MAX);
    let mut out = None;
    for _ in 0..reps.max(1) {
        let (c, w) = (cpu_now(), Instant::now());
        out = Some(f());
        cpu = cpu.min(cpu_now() - c);
        wall = wall.min(w.elapsed().as_secs_f64());
    }
    (cpu, wall, out.unwrap())
}

fn main() {
    // `cargo bench` passes `--bench`; anything else is a filter on section names.
    let filter: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    // `BIN rows SECTION [DIR] REPS`: ROW lines to set beside an anchor (alternate.py); DIR holds
    // seed 000's input files (`refs gen DIR`) where the section reads them.
    if filter.first().map(String::as_str) == Some("rows") {
        let reps = filter.last().and_then(|r| r.parse().ok()).unwrap_or(3);
        let dir = filter.get(2).map(String::as_str).unwrap_or("-");
        match filter.get(1).map(String::as_str) {
            Some("coins") => dp::rows_coins(dir, reps),
            Some("tree") => tree::rows(dir, reps),
            Some("pns") => proof::rows(dir, reps),
            Some("mcts") => mcts::rows(reps),
            Some("retrograde") => retrograde::rows(false, reps),
            Some("retrograde_hand") => retrograde::rows(true, reps),
            other => panic!(
                "rows: no section {other:?} (known: coins, tree, pns, mcts, retrograde, retrograde_hand)"
            ),
        }
        return;
    }
    let sections: &[Section] = &[
        ("dp", dp::run),
        ("tree", tree::run),
        ("engine", engine::run),
        ("connect4", connect4::run),
        ("quiescence", quiescence::run),
        ("proof", proof::run),
        ("proof_variants", proof_variants::run),
        ("mcts", mcts::run),
        ("retrograde", retrograde::run),
        ("expectiminimax", expectiminimax::run),
        ("uttt", uttt::run),
        ("arena", arena::run),
        ("gomoku", gomoku::run),
        ("patterns", patterns::run),
        ("nimber", nimber::run),
        ("sm_mcts", sm_mcts::run),
    ];
    println!(
        "| section      | case                                         |  median time | counters |"
    );
    println!("|---|---|---:|---|");
    for &(name, run) in sections {
        if filter.is_empty() || filter.iter().any(|f| name.contains(f.as_str())) {
            run(&mut Table { section: name });
        }
    }
}
