//! Worst cases of the pattern problems (Grundy tables, periods), timed beside the judge's limit:
//! - problems/cutting_game (POJ 2311, 1 s, 64 MB): the 201 x 201 Grundy table, then every
//!   W x H with 2 <= W, H <= 200 as one input (39,601 cases).
//! - problems/simple_nim (HDU 5795, 1 s, 64 MB as HDU lists it for C++): the 200-heap table and
//!   its period, then one case of 1e6 heaps near 1e9. The statement allows T = 100 such cases
//!   (1e8 numbers, about 1.1 GB of input, which no judge file can be); the row also prints the
//!   time times 100.
//! - problems/remove_pairs (ABC354 E, 2 s, 1024 MB): N = 18 cards, fronts and backs in 1..=3
//!   (many matching pairs), the first random deck that the first player loses. Any deck reaches
//!   at most 2^17 subsets (even sizes) of 153 pairs each: the row is far below the limit.
//! - problems/stone_game_ii (LeetCode 1140, no published limit; 1 s, 256 MB assumed): 100 piles of
//!   1e4 stones at most.
//! - problems/lucky7 (ABC195 E, 2 s, 1024 MB): N = 2e5 random digits and movers.
//! - problems/gems_fight (HDU 4778, 10 s, 320 MB): 20 cases of 21 bags of 10 gems in 8 colours,
//!   S = 3 (many bonus turns).
//! - problems/roulettes (ABC314 E, 2 s, 1024 MB): N = M = 100, 100 values per wheel, about a
//!   tenth of them 0 (self-loops).
use crate::{measure_peak, mib, Rng, Table};
use std::fmt::Write as _;
use std::time::Instant;

#[allow(dead_code)]
#[path = "../../problems/cutting_game/main.rs"]
mod cutting_game;

#[allow(dead_code)]
#[path = "../../problems/simple_nim/main.rs"]
mod simple_nim;

#[allow(dead_code)]
#[path = "../../problems/remove_pairs/main.rs"]
mod remove_pairs;

#[allow(dead_code)]
#[path = "../../problems/stone_game_ii/main.rs"]
mod stone_game_ii;

#[allow(dead_code)]
#[path = "../../problems/lucky7/main.rs"]
mod lucky7;

#[allow(dead_code)]
#[path = "../../problems/gems_fight/main.rs"]
mod gems_fight;

#[allow(dead_code)]
#[path = "../../problems/roulettes/main.rs"]
mod roulettes;

/// One bench row: runs `run` on `input`, prints the judge's limits, the answer and the peak heap.
/// `runs`: the median of that many runs (3 for inputs that take seconds).
fn judged(
    t: &mut Table,
    case: &str,
    runs: usize,
    limit: &str,
    input: &str,
    run: fn(&str, &mut Vec<u8>),
) {
    t.row(case, runs, || {
        let (out, peak) = measure_peak(|| {
            let mut out = Vec::new();
            run(input, &mut out);
            out
        });
        let answer = String::from_utf8_lossy(&out)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        format!("limit {limit}; answer {answer}; peak heap {}", mib(peak))
    });
}

pub fn run(t: &mut Table) {
    let mut input = String::new();
    for w in 2..=cutting_game::MAX {
        for h in 2..=cutting_game::MAX {
            writeln!(input, "{w} {h}").unwrap();
        }
    }
    t.row("cutting_game: table + 39,601 cases", 5, || {
        let (out, peak) = measure_peak(|| {
            let mut out = Vec::new();
            cutting_game::run(&input, &mut out);
            out
        });
        let wins = out.split(|&b| b == b'\n').filter(|l| l == b"WIN").count();
        format!("limit 1 s, 64 MB; {wins} WIN, peak heap {}", mib(peak))
    });

    let n = 1_000_000;
    let mut rng = Rng(2024);
    let mut input = format!("1\n{n}\n");
    for _ in 0..n {
        write!(input, "{} ", rng.range(999_000_000, 1_000_000_000)).unwrap();
    }
    input.push('\n');
    t.row("simple_nim: 1 case of 1e6 heaps ~1e9", 5, || {
        let start = Instant::now();
        let (out, peak) = measure_peak(|| {
            let mut out = Vec::new();
            simple_nim::run(&input, &mut out);
            out
        });
        let x100 = start.elapsed().as_secs_f64() * 100.0;
        format!(
            "limit 1 s, 64 MB; {}; T = 100 (1.1 GB input): ~{x100:.1} s; input {}, peak heap {}",
            String::from_utf8_lossy(&out).trim(),
            mib(input.len()),
            mib(peak)
        )
    });

    // a deck the first player loses: every move of the first player is searched
    let mut rng = Rng(2024);
    let (a, b) = loop {
        let a: Vec<u32> = (0..18).map(|_| rng.range(1, 3) as u32).collect();
        let b: Vec<u32> = (0..18).map(|_| rng.range(1, 3) as u32).collect();
        if !remove_pairs::first_wins(&a, &b) {
            break (a, b);
        }
    };
    let mut input = String::from("18\n");
    for (x, y) in a.iter().zip(&b) {
        writeln!(input, "{x} {y}").unwrap();
    }
    judged(
        t,
        "remove_pairs: N = 18, values 1..=3, Aoki",
        5,
        "2 s, 1024 MB",
        &input,
        remove_pairs::run,
    );

    let mut input = String::from("100\n");
    for _ in 0..100 {
        write!(input, "{} ", rng.range(1, 10_000)).unwrap();
    }
    judged(
        t,
        "stone_game_ii: 100 piles <= 1e4",
        5,
        "none (1 s, 256 MB)",
        &input,
        stone_game_ii::run,
    );

    let n = 200_000;
    let digits: String = (0..n)
        .map(|_| (b'0' + rng.below(10) as u8) as char)
        .collect();
    let movers: String = (0..n)
        .map(|_| if rng.below(2) == 0 { 'A' } else { 'T' })
        .collect();
    let input = format!("{n}\n{digits}\n{movers}\n");
    judged(
        t,
        "lucky7: N = 2e5 random",
        5,
        "2 s, 1024 MB",
        &input,
        lucky7::run,
    );

    let mut input = String::new();
    for _ in 0..20 {
        input.push_str("8 21 3\n");
        for _ in 0..21 {
            input.push_str("10");
            for _ in 0..10 {
                write!(input, " {}", rng.range(1, 8)).unwrap();
            }
            input.push('\n');
        }
    }
    input.push_str("0 0 0\n");
    judged(
        t,
        "gems_fight: 20 cases, B = 21, G = 8, S = 3",
        3,
        "10 s, 320 MB",
        &input,
        gems_fight::run,
    );

    let mut input = String::from("100 100\n");
    for _ in 0..100 {
        write!(input, "{} 100", rng.range(1, 10_000)).unwrap();
        for _ in 0..100 {
            let s = if rng.below(10) == 0 {
                0
            } else {
                rng.range(1, 100)
            };
            write!(input, " {s}").unwrap();
        }
        input.push('\n');
    }
    judged(
        t,
        "roulettes: N = M = P = 100",
        5,
        "2 s, 1024 MB",
        &input,
        roulettes::run,
    );
}
