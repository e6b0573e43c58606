//! quiescence_search on a fixed random 64-state DAG: the four TT / ordering combinations at two
//! horizons, the largest limits (D = 12, Q = 6) with and without a budget cut, and the cost of
//! the quiescence extension itself (Q = 0..6 at D = 8).
use crate::Table;
use snippets::quiescence_search::{QsState, QsStatus, Quiescence};

/// 64 states alternating MAX/MIN by parity; each has 3..=6 moves to the next few opposite-player
/// states (so many transpositions), about a third of them tactical; the last 4 states are
/// terminal. Scores in [-100, 100]. Fixed xorshift seed, so every run searches the same graph.
fn graph() -> Vec<QsState> {
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move |m: u64| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x % m
    };
    (0..64usize)
        .map(|s| {
            let mut moves = vec![];
            if s < 60 {
                for _ in 0..3 + next(4) {
                    let t = s + 1 + 2 * next(6) as usize; // s+1, s+3, .., s+11: opposite parity
                    moves.push((t.min(63 - s % 2), next(3) == 0));
                }
            }
            let score = next(201) as i32 - 100;
            QsState {
                max: s % 2 == 0,
                score,
                moves,
            }
        })
        .collect()
}

fn status(s: QsStatus) -> &'static str {
    match s {
        QsStatus::Complete => "complete",
        QsStatus::Partial => "partial",
        QsStatus::NoCompletedDepth => "none",
    }
}

pub fn run(t: &mut Table) {
    let g = graph();
    let edges: usize = g.iter().map(|v| v.moves.len()).sum();
    t.note(&format!(
        "random DAG: 64 states, {edges} moves, budget 10^6 calls"
    ));
    for (depth, q) in [(6, 2), (10, 4)] {
        for (tt, ord) in [(false, false), (true, false), (false, true), (true, true)] {
            let name = format!("D={depth} Q={q} tt={} order={}", tt as u8, ord as u8);
            let mut search = Quiescence::new(g.clone()).unwrap();
            t.row(&name, 5, || {
                let r = search.run(0, depth, q, 1_000_000, tt, ord).unwrap();
                let c = r.counts;
                format!(
                    "{} d={} value={} nodes={} evals={} cutoffs={} tt_hits={} qnodes={}",
                    status(r.status),
                    r.depth,
                    r.value,
                    c.nodes,
                    c.evals,
                    c.cutoffs,
                    c.tt_hits,
                    c.qnodes
                )
            });
        }
    }
    for (tt, ord, budget) in [
        (false, false, 1_000_000),
        (true, true, 1_000_000),
        (false, false, 50_000),
    ] {
        let mut search = Quiescence::new(g.clone()).unwrap();
        let name = format!(
            "D=12 Q=6 tt={} order={} budget={budget}",
            tt as u8, ord as u8
        );
        t.row(&name, 3, || {
            let r = search.run(0, 12, 6, budget, tt, ord).unwrap();
            let (s, d, n) = (status(r.status), r.depth, r.counts.nodes);
            format!("{s} d={d} value={} nodes={n}", r.value)
        });
    }
    for q in [0, 2, 4, 6] {
        let mut search = Quiescence::new(g.clone()).unwrap();
        t.row(&format!("D=8 Q={q} tt=1 order=1"), 5, || {
            let r = search.run(0, 8, q, 1_000_000, true, true).unwrap();
            format!(
                "value={} nodes={} qnodes={}",
                r.value, r.counts.nodes, r.counts.qnodes
            )
        });
    }
}
