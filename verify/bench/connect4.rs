//! Connect Four solver (problems/connect4/main.rs on exact_solver) against Pascal Pons'
//! benchmark sets: exact scores, mean time and nodes per position, and the ratio to the
//! reference solver's figures (../shared/data/connect4/README.md). The table is cleared before
//! each position, as the reference figures do; each set is timed after an untimed warm-up of
//! up to 0.2 s on its first positions. Environment:
//! - `CONNECT4_DATA`: directory of the set files (default `../shared/data/connect4` beside the
//!   repository); the section prints a skip note when it is absent.
//! - `CONNECT4_SETS`: comma list of `NAME[:COUNT]` (first COUNT lines), default
//!   `Test_L3_R1,Test_L2_R1,Test_L2_R2,Test_L1_R1,Test_L1_R2:100`; e.g. `Test_L2_R1:200` for a
//!   quick run.
//! - `CONNECT4_LOG2`: table size 2^k buckets of 32 bytes (default: the solver's TABLE_LOG2).
//!
//! CPU time comes from /proc/thread-self/schedstat (time on a CPU, Linux), shown for sets that
//! run 0.2 s or more (it advances at scheduler ticks): on a loaded machine it is the steadier
//! figure; wall time also counts time spent waiting for a core.
//! Both are noisy on a shared machine (cache contention too); node counts are exact. Pons'
//! figures are whole-set means: a ratio on the first COUNT positions of a set is indicative.
use crate::Table;
use std::path::{Path, PathBuf};
use std::time::Instant;

#[allow(dead_code)]
#[path = "../../problems/connect4/main.rs"]
mod c4;

/// Pons' figures from the data README: (set, mean µs, mean nodes) per position.
const PONS: [(&str, f64, f64); 5] = [
    ("Test_L3_R1", 4.9, 51.3),
    ("Test_L2_R1", 42.0, 449.6),
    ("Test_L2_R2", 4_100.0, 39_900.0),
    ("Test_L1_R1", 285.0, 3_298.0),
    ("Test_L1_R2", 123_000.0, 1_201_000.0),
];

const DEFAULT_SETS: &str = "Test_L3_R1,Test_L2_R1,Test_L2_R2,Test_L1_R1,Test_L1_R2:100";

fn cpu_ns() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    s.split_whitespace().next()?.parse().ok()
}

fn data_dir() -> PathBuf {
    match std::env::var("CONNECT4_DATA") {
        Ok(d) => PathBuf::from(d),
        Err(_) => Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/connect4"),
    }
}

pub fn run(t: &mut Table) {
    let dir = data_dir();
    if !dir.is_dir() {
        t.note(&format!(
            "skipped: no benchmark data at {} (set CONNECT4_DATA)",
            dir.display()
        ));
        return;
    }
    let log2 = std::env::var("CONNECT4_LOG2")
        .ok()
        .map(|s| s.parse().expect("CONNECT4_LOG2: a number of bits"))
        .unwrap_or(c4::TABLE_LOG2);
    let sets = std::env::var("CONNECT4_SETS").unwrap_or_else(|_| DEFAULT_SETS.to_string());
    let mut e = c4::engine(log2);
    t.note(&format!(
        "table 2^{} buckets ({} MiB), cleared before each position; data {}",
        log2,
        (32usize << log2) >> 20,
        dir.display()
    ));
    for spec in sets.split(',').filter(|s| !s.is_empty()) {
        let (name, limit) = match spec.split_once(':') {
            Some((n, c)) => (n, c.parse().expect("CONNECT4_SETS: NAME[:COUNT]")),
            None => (spec, usize::MAX),
        };
        let text = match std::fs::read_to_string(dir.join(name)) {
            Ok(s) => s,
            Err(err) => {
                t.note(&format!("{}: cannot read ({})", name, err));
                continue;
            }
        };
        let cases: Vec<(c4::C4, i32)> = text
            .lines()
            .take(limit)
            .map(|l| {
                let (moves, score) = l.split_once(' ').expect("line: MOVES SCORE");
                (c4::C4::parse(moves).unwrap(), score.trim().parse().unwrap())
            })
            .collect();
        let n = cases.len() as f64;
        // warm-up (caches, clock): the set's first positions for up to 0.2 s, untimed
        let warm = Instant::now();
        for (g, _) in &cases {
            if warm.elapsed().as_secs_f64() > 0.2 {
                break;
            }
            c4::solve(&mut e, &mut { *g });
        }
        t.row(&format!("{} ({} positions)", name, cases.len()), 1, || {
            let (mut nodes, mut bad) = (0u64, 0usize);
            let (cpu0, wall) = (cpu_ns(), Instant::now());
            for (g, want) in &cases {
                let mut g = *g;
                if c4::solve(&mut e, &mut g) != *want {
                    bad += 1;
                }
                nodes += e.nodes;
            }
            let secs = wall.elapsed().as_secs_f64();
            // schedstat advances at scheduler ticks: shown for runs long enough to be accurate
            let cpu = cpu0
                .and_then(|a| cpu_ns().map(|b| (b - a) as f64 * 1e-9))
                .filter(|_| secs >= 0.2);
            let (us, mean_nodes) = (secs * 1e6 / n, nodes as f64 / n);
            let pons = PONS.iter().find(|p| p.0 == name);
            let ratio = |ours: f64, theirs: Option<f64>| {
                theirs.map_or("-".to_string(), |x| format!("{:.2}", ours / x))
            };
            let cpu_text = cpu.map_or(String::new(), |c| {
                format!(
                    "; cpu {:.1} us/pos ({}x), {:.2} Mnodes/s",
                    c * 1e6 / n,
                    ratio(c * 1e6 / n, pons.map(|p| p.1)),
                    nodes as f64 / c / 1e6
                )
            });
            format!(
                "mismatches={}; wall {:.1} us/pos ({}x Pons), {:.2} Mnodes/s{}; nodes {:.1}/pos ({}x Pons)",
                bad,
                us,
                ratio(us, pons.map(|p| p.1)),
                nodes as f64 / secs / 1e6,
                cpu_text,
                mean_nodes,
                ratio(mean_nodes, pons.map(|p| p.2)),
            )
        });
    }
    t.note("ratios: ours / Pons' whole-set means (README); times noisy on a shared machine, nodes exact");
    table_design(t, &dir, log2);
}

/// The table design on hard positions (Test_L1_R2, first 10): exact_solver's two slots per
/// bucket against one slot per bucket (twice the buckets), both through the bench-only copy.
fn table_design(t: &mut Table, dir: &Path, log2: u32) {
    use crate::variants::{ExactSwitches, SwitchSolver, EXACT_ALL};
    let Ok(text) = std::fs::read_to_string(dir.join("Test_L1_R2")) else {
        return;
    };
    let cases: Vec<c4::C4> = text
        .lines()
        .take(10)
        .map(|l| c4::C4::parse(l.split(' ').next().unwrap()).unwrap())
        .collect();
    let one = ExactSwitches {
        two_slots: false,
        ..EXACT_ALL
    };
    for (what, sw) in [("two slots", EXACT_ALL), ("one slot", one)] {
        let mut e = SwitchSolver::new(log2, sw);
        t.row(&format!("Test_L1_R2 (10 positions): {}", what), 1, || {
            let mut nodes = 0;
            for g in &cases {
                let mut g = *g;
                e.clear();
                e.nodes = 0;
                if !g.can_win_next() {
                    let (lo, hi) = (-(42 - g.stones) / 2, (43 - g.stones) / 2);
                    e.solve(&mut g, lo, hi);
                }
                nodes += e.nodes;
            }
            format!("nodes {:.1}/pos", nodes as f64 / cases.len() as f64)
        });
    }
}
