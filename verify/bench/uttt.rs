//! Ultimate Tic-Tac-Toe (problems/uttt/main.rs): perft 6-8 from the empty board against the
//! published counts (depths 1-6 run in `cargo test`), the speed of random playouts and of the
//! bot's plain UCT from the empty board.
use crate::Table;
use snippets::mcts::Mcts;
use std::time::Instant;

#[allow(dead_code)]
#[path = "../../problems/uttt/main.rs"]
pub mod bot;

use bot::{perft, uct, Board, Budget, Rng};

/// Leaf counts from the empty board (../shared/problems2.md, "Perft from the empty board").
const PUBLISHED: [(u32, u64); 3] = [(6, 4_020_960), (7, 33_782_544), (8, 281_067_408)];

pub fn run(t: &mut Table) {
    for (depth, want) in PUBLISHED {
        t.row(&format!("perft {} from the empty board", depth), 1, || {
            let start = Instant::now();
            let got = perft(&mut Board::new(), depth);
            let s = start.elapsed().as_secs_f64();
            let verdict = if got == want { "ok" } else { "MISMATCH" };
            format!(
                "leaves {} ({}: published {}), {:.0} M leaves/s",
                got,
                verdict,
                want,
                got as f64 / s / 1e6
            )
        });
    }
    let games = 100_000;
    t.row(
        &format!("{} random playouts from the empty board", games),
        1,
        || {
            let mut rng = Rng::new(1);
            let mut ends = [0u32; 3];
            let start = Instant::now();
            for _ in 0..games {
                ends[(Board::new().playout(&mut rng) + 1) as usize] += 1;
            }
            let s = start.elapsed().as_secs_f64();
            // The playout's result is for the side to move at the start: the first player.
            format!(
                "{:.0} k playouts/s; first player wins {} draws {} loses {}",
                games as f64 / s / 1e3,
                ends[2],
                ends[1],
                ends[0]
            )
        },
    );
    let iters = 200_000;
    t.row(
        &format!("plain UCT, {} iterations from the empty board", iters),
        1,
        || {
            let start = Instant::now();
            let (m, n) = uct(&Board::new(), Budget::Iters(iters), &mut Rng::new(1));
            let s = start.elapsed().as_secs_f64();
            format!(
                "{:.0} k it/s, move {:?}",
                n as f64 / s / 1e3,
                bot::row_col(m)
            )
        },
    );
    t.row(
        &format!("mcts snippet, {} iterations from the empty board", iters),
        1,
        || {
            let mut m = Mcts::new(Board::new(), 1);
            let start = Instant::now();
            let ch = m.search(iters as u64, None).unwrap();
            let s = start.elapsed().as_secs_f64();
            format!(
                "{:.0} k it/s, move {:?}",
                iters as f64 / s / 1e3,
                bot::row_col(ch.mv)
            )
        },
    );
}
