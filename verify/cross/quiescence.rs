//! quiescence_search on games whose values are known by other means: the subtraction game
//! "take 1, 2 or 3" laid out as a graph (once the horizon covers the game the search must give
//! the game's exact value, checked against the closed form heap % 4), and random DAGs against a
//! naive minimax over lines (the seed's V(s, d, q) as plain recursion: no table, no window, no
//! ordering), in all four table / ordering modes and under budgets that cut the deepening.
use snippets::quiescence_search::{QsState, QsStatus, Quiescence};

const MODES: [(bool, bool); 4] = [(false, false), (true, false), (false, true), (true, true)];

/// "Take 1, 2 or 3" from heaps 0..=h0: state 2 * (h0 - h) + p is heap h with MAX (p = 0) or
/// MIN (p = 1) to move. Who cannot move loses: heap 0 scores -1000 with MAX to move, +1000 with
/// MIN to move. Other scores are noise in -9..=9; moves to a multiple of 4 are tactical.
fn subtraction(h0: usize) -> Vec<QsState> {
    let mut g = Vec::new();
    for h in (0..=h0).rev() {
        for p in 0..2 {
            let moves: Vec<_> = (1..=3.min(h))
                .map(|k| (2 * (h0 - h + k) + 1 - p, (h - k) % 4 == 0))
                .collect();
            let score = if h == 0 {
                [-1000, 1000][p]
            } else {
                ((h * 7 + p * 3) % 19) as i32 - 9
            };
            g.push(QsState {
                max: p == 0,
                score,
                moves,
            });
        }
    }
    g
}

#[test]
fn subtraction_game_exact_once_the_horizon_covers_it() {
    let (h0, g) = (12, subtraction(12));
    let mut search = Quiescence::new(g.clone()).unwrap();
    for h in 1..=h0 {
        for p in 0..2 {
            let start = 2 * (h0 - h) + p;
            // The mover wins iff h % 4 != 0; MAX's score is +1000 when MAX wins.
            let mover_wins = h % 4 != 0;
            let want = if mover_wins == (p == 0) { 1000 } else { -1000 };
            for q in 0..=2 {
                for (tt, sort) in MODES {
                    // h plies at most (take 1 each time): depth 12 >= h covers every line.
                    let r = search.run(start, 12, q, 1_000_000, tt, sort).unwrap();
                    assert_eq!((r.status, r.depth, r.value), (QsStatus::Complete, 12, want));
                    let k = r.mv.unwrap() + 1; // move i takes i + 1
                    assert!(!mover_wins || (h - k) % 4 == 0, "heap {h}: takes {k}");
                    // The horizon that just covers the longest line gives the same value.
                    let r = search.run(start, h, q, 1_000_000, tt, sort).unwrap();
                    assert_eq!(r.value, want, "heap {h}, depth {h}");
                }
            }
        }
    }
}

/// V(s, d, q) by plain recursion over lines (exponential; small graphs only).
fn naive(g: &[QsState], s: usize, d: usize, q: usize) -> i32 {
    let st = &g[s];
    let opt = |a: i32, b: i32| if st.max { a.max(b) } else { a.min(b) };
    if st.moves.is_empty() || (d == 0 && q == 0) {
        st.score
    } else if d > 0 {
        let vals = st.moves.iter().map(|&(t, _)| naive(g, t, d - 1, q));
        vals.reduce(opt).unwrap()
    } else {
        let tactical = st.moves.iter().filter(|m| m.1);
        tactical
            .map(|&(t, _)| naive(g, t, 0, q - 1))
            .fold(st.score, opt) // stand pat included
    }
}

/// A random DAG of `n` states (MAX at even ids), 0..=4 moves each to a later state of the other
/// player, a third of them tactical, scores in -20..=20 (terminal states too).
fn random_dag(seed: u64, n: usize) -> Vec<QsState> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = move |m: u64| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % m) as usize
    };
    (0..n)
        .map(|s| {
            let later: Vec<usize> = (s + 1..n).filter(|t| (t - s) % 2 == 1).collect();
            let k = if later.is_empty() { 0 } else { next(5) };
            let mut moves = Vec::new();
            for _ in 0..k {
                let t = later[next(later.len().min(4) as u64)];
                moves.push((t, next(3) == 0));
            }
            let score = next(41) as i32 - 20;
            QsState {
                max: s % 2 == 0,
                score,
                moves,
            }
        })
        .collect()
}

#[test]
fn random_dags_match_naive_minimax() {
    for seed in 0..300 {
        let g = random_dag(seed, 6 + seed as usize % 10);
        let mut search = Quiescence::new(g.clone()).unwrap();
        for q in 0..=2 {
            for (tt, sort) in MODES {
                let full = search.run(0, 4, q, 1_000_000, tt, sort).unwrap();
                assert_eq!((full.status, full.depth), (QsStatus::Complete, 4));
                for p in &full.history {
                    let want = naive(&g, 0, p.depth, q);
                    assert_eq!(p.value, want, "seed {seed}, depth {}, q {q}", p.depth);
                    // The root move attains the value (none at a terminal root).
                    match p.mv {
                        None => assert!(g[0].moves.is_empty()),
                        Some(i) => assert_eq!(naive(&g, g[0].moves[i].0, p.depth - 1, q), want),
                    }
                }
                // Half the budget: the result is the last pass that finished in it.
                let budget = (full.counts.nodes / 2).max(1);
                let r = search.run(0, 4, q, budget, tt, sort).unwrap();
                let last = r.history.iter().rev().find(|p| p.done);
                let want = last.map_or((0, None), |p| (p.value, p.mv));
                assert_eq!(
                    (r.value, r.mv, r.depth),
                    (want.0, want.1, last.map_or(0, |p| p.depth))
                );
                let expect = match (r.depth, r.depth == 4) {
                    (_, true) => QsStatus::Complete,
                    (0, _) => QsStatus::NoCompletedDepth,
                    _ => QsStatus::Partial,
                };
                assert_eq!(r.status, expect);
                assert!(r.counts.nodes <= budget);
            }
        }
    }
}
