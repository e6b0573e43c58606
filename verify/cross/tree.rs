//! Cross-checks for snippets/game_tree.rs on tic-tac-toe, built explicitly by
//! `crate::common::tictactoe::build_tree` (549,946 nodes, children in cell order 0..8, leaf = -1
//! when the previous mover completed a line, else 0; values for the side to move).
//! Counting convention (matches seed 004's 18,297): `nodes` counts every call of the search,
//! the root, inner nodes and leaves included, with the root window (-INF, INF).
//! Also the expectiminimax DAGs of problems/momotetsu and problems/toward_0 (their main.rs
//! included as modules: the very code the judge runs) against game_tree / a DP and against
//! value iteration.
use crate::common::tictactoe::{build_tree, Board};
use snippets::expectiminimax::{Expectiminimax, Node};
use snippets::game_tree::GameTree;

const INF: i64 = i64::MAX;

#[allow(dead_code)]
#[path = "../../problems/momotetsu/main.rs"]
mod momotetsu;
#[allow(dead_code)]
#[path = "../../problems/toward_0/main.rs"]
mod toward_0;

#[test]
fn tictactoe_explicit_tree() {
    let tt = build_tree(Board::default());
    let n = tt.children.len();
    let leaves = (0..n).filter(|&v| tt.children[v].is_empty()).count();
    assert_eq!((n, leaves), (549_946, 255_168));
    let mut t = GameTree::new(&tt.children, &tt.leaf);

    assert_eq!((t.negamax(0), t.nodes, t.leaves), (0, 549_946, 255_168));
    assert_eq!(t.best, Some(tt.children[0][0])); // every first move draws: the first is cell 0
    let nm = t.nodes;

    let ab = (t.alphabeta(0, -INF, INF), t.best, t.nodes);
    assert_eq!((ab.0, ab.2), (0, 18_297));
    t.alphabeta_soft(0, -INF, INF);
    assert_eq!(t.nodes, 18_297);
    let pv = (t.pvs(0, -INF, INF), t.best, t.nodes);
    let mt = (t.mtdf(0), t.best, t.nodes);
    // Measured here, kept as regression values: PVS and MTD(f) beat plain alpha-beta.
    assert_eq!((pv.2, mt.2, t.leaves), (17_082, 16_828, 6_720));
    for (value, best, _) in [ab, pv, mt] {
        assert_eq!(value, 0);
        let b = best.unwrap();
        assert_eq!(tt.board[b].negamax(), 0, "best move must hold the draw");
    }
    println!(
        "tic-tac-toe: negamax {} nodes, alpha-beta {}, pvs {}, mtdf {} ({} leaves)",
        nm, ab.2, pv.2, mt.2, t.leaves
    );

    // All optimal first moves at once: every first move draws.
    assert_eq!(t.root_scores(), vec![0; 9]);

    // Every position of the tree: the snippet's value from that node equals the oracle's.
    // (Sampled: the 9 + 72 nodes at depth 1 and 2, each searched as its own tree.)
    for &c in &tt.children[0] {
        for &g in tt.children[c].iter().chain(std::iter::once(&c)) {
            let sub = build_tree(tt.board[g]);
            let mut st = GameTree::new(&sub.children, &sub.leaf);
            let want = tt.board[g].negamax() as i64;
            assert_eq!(st.alphabeta(0, -INF, INF), want);
            assert_eq!(st.pvs(0, -INF, INF), want);
            assert_eq!(st.mtdf(0), want);
        }
    }
}

/// problems/momotetsu's expectiminimax DAG (its own `build`) against game_tree
/// on the explicit tree of all paths, and against the plain O(HW) advantage DP, for every +/-
/// grid with H, W <= 4 and H * W <= 12.
#[test]
fn momotetsu_dag_equals_the_explicit_tree() {
    /// problems/momotetsu's DAG (g[i][j] = +-1): Takahashi minus Aoki, and star1's.
    fn dag(g: &[Vec<i32>]) -> (f64, f64) {
        let (h, w) = (g.len(), g[0].len());
        let (nodes, reward) = momotetsu::build(h, w, |i, j| g[i][j] as f64);
        let e = Expectiminimax::new(nodes).with_rewards(reward);
        let bound = (h + w) as f64; // |any path sum| <= number of moves < h + w
        (e.solve().0[0], e.star1(-bound, bound).0)
    }
    /// Second oracle: the mover's advantage, dp = max over moves of (gain - dp[next]).
    fn dp(g: &[Vec<i32>]) -> i32 {
        let (h, w) = (g.len(), g[0].len());
        let mut dp = vec![0i32; w];
        for i in (0..h).rev() {
            for j in (0..w).rev() {
                let mut best = i32::MIN;
                if i + 1 < h {
                    best = best.max(g[i + 1][j] - dp[j]);
                }
                if j + 1 < w {
                    best = best.max(g[i][j + 1] - dp[j + 1]);
                }
                dp[j] = if best == i32::MIN { 0 } else { best };
            }
        }
        dp[0]
    }
    // Node = (cell, Takahashi minus Aoki so far); leaves valued for the side to move there.
    fn build(
        g: &[Vec<i32>],
        i: usize,
        j: usize,
        diff: i32,
        ch: &mut Vec<Vec<usize>>,
        leaf: &mut Vec<i32>,
    ) -> usize {
        let v = ch.len();
        let takahashi_moves = (i + j) % 2 == 0;
        ch.push(vec![]);
        leaf.push(if takahashi_moves { diff } else { -diff });
        let sign = if takahashi_moves { 1 } else { -1 };
        for (ni, nj) in [(i + 1, j), (i, j + 1)] {
            if ni < g.len() && nj < g[0].len() {
                let c = build(g, ni, nj, diff + sign * g[ni][nj], ch, leaf);
                ch[v].push(c);
            }
        }
        v
    }
    let mut grids = 0;
    for h in 1..=4usize {
        for w in 1..=4usize {
            if h * w > 12 {
                continue;
            }
            for mask in 0u32..1 << (h * w) {
                let g: Vec<Vec<i32>> = (0..h)
                    .map(|i| {
                        (0..w)
                            .map(|j| if mask >> (i * w + j) & 1 == 1 { 1 } else { -1 })
                            .collect()
                    })
                    .collect();
                let (mut ch, mut leaf) = (vec![], vec![]);
                build(&g, 0, 0, 0, &mut ch, &mut leaf);
                let mut t = GameTree::new(&ch, &leaf);
                let want = t.negamax(0);
                assert_eq!(t.alphabeta(0, -INF, INF), want);
                assert_eq!(dp(&g) as i64, want, "grid {g:?}");
                assert_eq!(dag(&g), (want as f64, want as f64), "grid {g:?}");
                grids += 1;
            }
        }
    }
    assert_eq!(
        grids,
        2 + 2 * 4 + 2 * 8 + 2 * 16 + 16 + 2 * 64 + 2 * 256 + 512 + 2 * 4096
    );
}

/// The folded DAG's value equals the fixed point of the Bellman equation with the loop left
/// in, E = min(X + E(n/A), Y + (E + sum_{b=2..6} E(n/b)) / 6), found by value iteration, for
/// every n <= 200, A in 2..=6 and a few costs (the best choice too, where it is strict);
/// N = 10^18 has 7,253 states > 0 (21,760 nodes) and sample 3's answer.
#[test]
fn toward_0_dag_equals_value_iteration() {
    for a in 2..=6u64 {
        for (x, y) in [
            (10.0, 20.0),
            (20.0, 20.0),
            (1.0, 100.0),
            (100.0, 1.0),
            (7.0, 5.0),
        ] {
            let n = 200;
            let mut it = vec![0.0f64; n + 1];
            for _ in 0..200 {
                for m in 1..=n {
                    let others: f64 = (2..=6).map(|b| it[m / b]).sum();
                    it[m] = (x + it[m / a as usize]).min(y + (it[m] + others) / 6.0);
                }
            }
            for m in 1..=n {
                let (nodes, reward) = toward_0::build(m as u64, a, x, y);
                let options = match &nodes[0] {
                    Node::Min(ch) => ch.clone(), // [pay, roll]
                    _ => unreachable!(),
                };
                let (val, best) = Expectiminimax::new(nodes).with_rewards(reward).solve();
                let ok = (val[0] - it[m]).abs() <= 1e-9 * it[m].max(1.0);
                assert!(ok, "n={m} A={a} X={x} Y={y}: {} vs {}", val[0], it[m]);
                let others: f64 = (2..=6).map(|b| it[m / b]).sum();
                let (pay, roll) = (x + it[m / a as usize], y + (it[m] + others) / 6.0);
                if (pay - roll).abs() > 1e-6 * pay {
                    let want = options[if pay < roll { 0 } else { 1 }];
                    assert_eq!(best[0], Some(want), "n={m} A={a} X={x} Y={y}");
                }
            }
        }
    }
    let (nodes, _) = toward_0::build(1_000_000_000_000_000_000, 2, 1e9, 1.0);
    let states = nodes.iter().filter(|v| matches!(v, Node::Min(_))).count();
    assert_eq!((states, nodes.len()), (7_253, 21_760));
    let (nodes, reward) = toward_0::build(314_159_265_358_979_323, 4, 223_606_797.0, 173_205_080.0);
    let e = Expectiminimax::new(nodes).with_rewards(reward);
    let want = 6_418_410_657.740_838;
    assert!((e.solve().0[0] - want).abs() <= 1e-6 * want);
}
