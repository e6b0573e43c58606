//! `cargo bench --bench cfr [-- GAME SOLVER N]`: snippets/cfr.rs on OpenSpiel's Kuhn and Leduc
//! poker (verify/common/poker.rs).
//! - With no arguments: the table of the README (exploitability and player 0's value after
//!   100 / 1000 / 10000 iterations of CFR and CFR+, each checked against OpenSpiel's C++
//!   solvers to 1e-9) with the time per iteration.
//! - `GAME SOLVER N` (kuhn | leduc, cfr | plus): one whole-process run for the side-by-side
//!   timing against `verify/bench/cfr_openspiel.py run GAME SOLVER N`, the same work: build the
//!   game, N iterations, exploitability and value once, one line printed.
use snippets::cfr::Cfr;
use std::time::Instant;

#[path = "../common/mod.rs"]
mod common;
#[allow(dead_code)]
#[path = "../cross/cfr.rs"]
mod facts;
use common::poker::Poker;

fn game(name: &str) -> Poker {
    match name {
        "kuhn" => Poker::kuhn(),
        "leduc" => Poker::leduc(),
        _ => panic!("cfr bench: game {name:?}: kuhn or leduc"),
    }
}

fn run(s: &mut Cfr, solver: &str, n: u64) {
    match solver {
        "cfr" => s.cfr(n),
        "plus" => s.cfr_plus(n),
        _ => panic!("cfr bench: solver {solver:?}: cfr or plus"),
    }
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    if let [g, solver, n] = &args[..] {
        let mut s = Cfr::new(&game(g));
        run(
            &mut s,
            solver,
            n.parse().expect("N: a number of iterations"),
        );
        let (e, v) = (s.exploitability(), s.value());
        println!("{g} {solver} {n} iterations: exploitability {e:?} value {v:?}");
        return;
    }
    let facts = [
        ("kuhn", "cfr", facts::KUHN_CFR),
        ("kuhn", "plus", facts::KUHN_PLUS),
        ("leduc", "cfr", facts::LEDUC_CFR),
        ("leduc", "plus", facts::LEDUC_PLUS),
    ];
    println!("| game | solver | iterations | exploitability | player 0 value | vs OpenSpiel | us/iteration |");
    println!("|---|---|---:|---:|---:|---|---:|");
    for (g, solver, rows) in facts {
        let (mut s, mut secs) = (Cfr::new(&game(g)), 0.0);
        for (t, e, v) in rows {
            let start = Instant::now();
            let more = t - s.t;
            run(&mut s, solver, more);
            secs += start.elapsed().as_secs_f64();
            let per = secs * 1e6 / t as f64; // mean over all iterations so far
            let (se, sv) = (s.exploitability(), s.value());
            let ok = (se - e).abs() < 1e-9 && (sv - v).abs() < 1e-9;
            let verdict = if ok {
                "same to 1e-9".to_string()
            } else {
                format!("DIFFERS ({e}, {v})")
            };
            println!("| {g} | {solver} | {t} | {se:.6e} | {sv:.6} | {verdict} | {per:.2} |");
        }
    }
}
