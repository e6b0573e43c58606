//! Explicit game tree search: negamax, alpha-beta (fail-hard / fail-soft), PVS and MTD(f).
//! A two-player zero-sum game given as a tree: `children[v]` (node 0 is the root; a node
//! with no children is a leaf) and `leaf[v]`, the value of leaf v for the side to move there.
//! Every search returns the negamax value of the root, an optimal root child and how many
//! nodes / leaves it visited. Use it for small explicit trees, to test move ordering, or as
//! the reference for an engine (there, replace the child loop by move generation).
//! Not for positions reached by many move orders (a grid, a DAG): the tree of all paths is
//! exponential there; run the same negamax recurrence as a DP over positions (momotetsu).
//! Iterative (explicit stack): a path of 10^5 nodes or any depth is fine.
//! Values: leaves are i32, results i64 (so -i32::MIN is exact); windows need
//! -INF <= alpha < beta <= INF with INF = i64::MAX. `nodes` counts every call (root, inner
//! nodes, leaves and MTD(f) memo hits); `leaves` counts leaf evaluations.
//! Bad input panics: empty tree, length mismatch, child index out of range, a node with two
//! parents, the root as a child (cycle). Nodes unreachable from 0 are ignored.
//! Usage: `let t = GameTree::new(children, leaf); let s = t.alphabeta(-INF, INF);`
//!   `s.value`, `s.best` (Some(root child) or None at a leaf root), `s.nodes`, `s.leaves`.
//!   `negamax()`; `alphabeta(a, b)`: fail-hard, returns exactly clamp(m, a, b);
//!   `alphabeta_soft(a, b)`: v <= a => m <= v, v >= b => m >= v, else v = m;
//!   `pvs(a, b)`: NegaScout, fail-soft like alphabeta_soft; a null-window probe that fails
//!   high with a bound only is searched again (so PVS CAN visit more leaves than negamax: test
//!   `pvs_can_visit_more_leaves_than_negamax`); `mtdf(guess)`: null-window searches with a
//!   (lower, upper) bounds memo per node (a HashMap), so each leaf is evaluated at most once.
//!   `best` is an optimal root child whenever a < value < b (always for (-INF, INF) and mtdf);
//!   negamax, alphabeta and pvs return the FIRST optimal child in child order.
//! Time: negamax Theta(n); alpha-beta (and PVS) with best-first order visit exactly
//!   b^ceil(d/2) + b^floor(d/2) - 1 leaves of a uniform (b, d) tree, with worst-first order all
//!   b^d. Memory O(depth), and for mtdf a HashMap of bounds over the nodes it visits.
//! Source: Knuth, Moore "An Analysis of Alpha-Beta Pruning" (1975); Reinefeld, NegaScout
//!   (1983); Plaat et al., MTD(f) (1996).
//! Verified: unit tests vs a recursive negamax oracle on random trees (proptest, branching 0..5,
//!   depth <= 7, values -3..3): same value, optimal root child (the first one for alphabeta and
//!   pvs), fail-hard = clamp and fail-soft bounds for random windows, alpha-beta and MTD(f)
//!   leaves <= negamax; Knuth-Moore count exactly (alphabeta, pvs) for b in 2..=5, d in 1..=6,
//!   worst order b^d; i32::MIN / MAX leaves; path of 10^5 nodes. verify/cross/tree.rs:
//!   tic-tac-toe tree (549,946 nodes) value 0, alpha-beta (-INF, INF) in cell order visits
//!   18,297 nodes (PVS 17,080, MTD(f) 16,828), values of all depth-1/2 subtrees vs the oracle;
//!   every +/- grid up to 12 cells of momotetsu as a tree of paths vs its DP recurrence.

use std::collections::HashMap;

pub const INF: i64 = i64::MAX;

pub struct GameTree {
    children: Vec<Vec<usize>>,
    leaf: Vec<i32>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Search {
    pub value: i64,
    pub best: Option<usize>,
    pub nodes: u64,
    pub leaves: u64,
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Negamax, // fail-soft, alpha never raised: every node visited
    Hard,
    Soft,
    Pvs, // fail-soft NegaScout
}

struct Frame {
    v: usize,
    i: usize,    // index of the child being searched
    alpha0: i64, // window on entry
    alpha: i64,  // raised by the children
    beta: i64,
    best: i64,         // fail-soft maximum over the children searched
    researching: bool, // PVS: child i is being searched again with a wide window
    exact: bool,       // every child searched so far returned its exact value
}

impl GameTree {
    pub fn new(children: Vec<Vec<usize>>, leaf: Vec<i32>) -> Self {
        let n = children.len();
        assert!(n > 0, "game_tree: empty tree (node 0 is the root)");
        assert_eq!(n, leaf.len(), "game_tree: children and leaf lengths differ");
        let mut has_parent = vec![false; n];
        for (v, ch) in children.iter().enumerate() {
            for &c in ch {
                assert!(c < n, "game_tree: child {c} of node {v} out of range");
                assert!(c != 0, "game_tree: root 0 is a child of {v}: cycle");
                assert!(!has_parent[c], "game_tree: node {c} has two parents");
                has_parent[c] = true;
            }
        }
        GameTree { children, leaf }
    }

    pub fn negamax(&self) -> Search {
        self.run(-INF, INF, Kind::Negamax, None)
    }
    pub fn alphabeta(&self, alpha: i64, beta: i64) -> Search {
        self.run(alpha, beta, Kind::Hard, None)
    }
    pub fn alphabeta_soft(&self, alpha: i64, beta: i64) -> Search {
        self.run(alpha, beta, Kind::Soft, None)
    }
    pub fn pvs(&self, alpha: i64, beta: i64) -> Search {
        self.run(alpha, beta, Kind::Pvs, None)
    }

    pub fn mtdf(&self, guess: i64) -> Search {
        let mut memo = HashMap::new();
        let (mut lo, mut hi, mut g) = (-INF, INF, guess.max(-INF));
        let mut out = Search::default();
        while lo < hi {
            let beta = if g == lo { g + 1 } else { g };
            let r = self.run(beta - 1, beta, Kind::Soft, Some(&mut memo));
            out.nodes += r.nodes;
            out.leaves += r.leaves;
            g = r.value;
            if g < beta {
                hi = g;
            } else {
                lo = g;
                out.best = r.best; // the child that proved root >= g
            }
        }
        out.value = g;
        out
    }

    /// The one search loop; `memo` = per-node (lower, upper) bounds read and written (MTD(f)).
    fn run(
        &self,
        alpha: i64,
        beta: i64,
        kind: Kind,
        mut memo: Option<&mut HashMap<usize, (i64, i64)>>,
    ) -> Search {
        assert!(
            alpha < beta && alpha >= -INF,
            "game_tree: need -INF <= alpha < beta"
        );
        let mut s = Search::default();
        let (soft, pvs) = (kind != Kind::Hard, kind == Kind::Pvs);
        let mut stack: Vec<Frame> = Vec::new();
        let mut call = Some((0, alpha, beta));
        let (mut ret, mut exact) = (0i64, true); // what the call that just finished returned
        loop {
            if let Some((v, a, b)) = call.take() {
                s.nodes += 1;
                let known = memo.as_ref().and_then(|m| m.get(&v).copied());
                let known = known.unwrap_or((-INF, INF));
                if known.0 >= b || known.1 <= a {
                    ret = if known.0 >= b { known.0 } else { known.1 };
                    exact = known.0 == known.1;
                } else if self.children[v].is_empty() {
                    s.leaves += 1;
                    let x = self.leaf[v] as i64;
                    ret = if soft { x } else { x.clamp(a, b) };
                    exact = ret == x;
                    if let Some(m) = memo.as_mut() {
                        m.insert(v, (x, x));
                    }
                } else {
                    stack.push(Frame {
                        v,
                        i: 0,
                        alpha0: a,
                        alpha: a,
                        beta: b,
                        best: -INF,
                        researching: false,
                        exact: true,
                    });
                    call = Some((self.children[v][0], -b, -a));
                    continue;
                }
            }
            // Hand `ret` to the frame on top (or finish at the root).
            let depth = stack.len();
            let Some(f) = stack.last_mut() else { break };
            let c = self.children[f.v][f.i];
            let score = -ret;
            if pvs && f.i > 0 && !f.researching && !exact && f.alpha < score && score < f.beta {
                // The null window failed high with a bound only: search again, window (score, beta).
                f.researching = true;
                call = Some((c, -f.beta, -score));
                continue;
            }
            f.researching = false;
            f.exact &= exact;
            if score > f.best {
                f.best = score;
                if depth == 1 {
                    s.best = Some(c);
                }
            }
            if kind != Kind::Negamax {
                f.alpha = f.alpha.max(score); // negamax keeps (-INF, INF): no cutoff
            }
            f.i += 1;
            if f.alpha >= f.beta || f.i == self.children[f.v].len() {
                let f = stack.pop().unwrap();
                ret = if soft { f.best } else { f.alpha };
                let all = f.i == self.children[f.v].len();
                exact = (f.exact && all) || (f.alpha0 < ret && ret < f.beta);
                if let Some(m) = memo.as_mut() {
                    let e = m.entry(f.v).or_insert((-INF, INF));
                    if ret > f.alpha0 {
                        e.0 = ret; // a lower bound (exact if also < beta)
                    }
                    if ret < f.beta {
                        e.1 = ret;
                    }
                }
            } else {
                let a = if pvs { -f.alpha - 1 } else { -f.beta }; // PVS: null window
                call = Some((self.children[f.v][f.i], a, -f.alpha));
            }
        }
        s.value = ret;
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Oracle: plain recursive negamax (value, leaves visited).
    fn oracle(ch: &[Vec<usize>], leaf: &[i32], v: usize) -> (i64, u64) {
        if ch[v].is_empty() {
            return (leaf[v] as i64, 1);
        }
        let mut best = i64::MIN;
        let mut leaves = 0;
        for &c in &ch[v] {
            let (m, l) = oracle(ch, leaf, c);
            best = best.max(-m);
            leaves += l;
        }
        (best, leaves)
    }

    /// Random tree from a seed: branching 0..5 (root at least 1), depth <= 7, values -3..=3.
    fn random_tree(seed: u64, max_depth: usize) -> (Vec<Vec<usize>>, Vec<i32>) {
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut rnd = move |m: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % m
        };
        let (mut ch, mut leaf, mut depth) = (vec![vec![]], vec![0], vec![0]);
        let mut v = 0;
        while v < ch.len() {
            let k = if depth[v] == max_depth {
                0
            } else if v == 0 {
                1 + rnd(4)
            } else {
                rnd(5)
            };
            for _ in 0..k {
                ch.push(vec![]);
                leaf.push(0);
                depth.push(depth[v] + 1);
                let c = ch.len() - 1;
                ch[v].push(c);
            }
            leaf[v] = rnd(7) as i32 - 3;
            v += 1;
        }
        (ch, leaf)
    }

    fn check_best(ch: &[Vec<usize>], leaf: &[i32], s: &Search, m: i64) {
        let b = s.best.expect("root has children");
        assert!(ch[0].contains(&b));
        assert_eq!(-oracle(ch, leaf, b).0, m, "best child is not optimal");
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1000))]
        #[test]
        fn all_searches_agree_with_negamax(seed in any::<u64>(), depth in 1usize..=7, a in -5i64..5, w in 1i64..6) {
            let (ch, leaf) = random_tree(seed, depth);
            let (m, all) = oracle(&ch, &leaf, 0);
            let t = GameTree::new(ch.clone(), leaf.clone());
            let first = ch[0].iter().position(|&c| -oracle(&ch, &leaf, c).0 == m).map(|i| ch[0][i]);
            let nm = t.negamax();
            prop_assert_eq!((nm.value, nm.leaves, nm.best), (m, all, first));
            let pvs = t.pvs(-INF, INF);
            for (k, s) in [t.alphabeta(-INF, INF), t.alphabeta_soft(-INF, INF), t.mtdf(0), t.mtdf(a), pvs].iter().enumerate() {
                prop_assert_eq!(s.value, m);
                // PVS excepted: its re-searches can exceed negamax (see the test below)
                prop_assert!(k == 4 || s.leaves <= all, "search #{}: {} leaves > negamax {}", k, s.leaves, all);
                check_best(&ch, &leaf, s, m);
            }
            prop_assert_eq!(t.alphabeta(-INF, INF).best, first);
            prop_assert_eq!(t.pvs(-INF, INF).best, first);
            // windows
            let b = a + w;
            prop_assert_eq!(t.alphabeta(a, b).value, m.clamp(a, b));
            for v in [t.alphabeta_soft(a, b).value, t.pvs(a, b).value] {
                if v <= a { prop_assert!(m <= v) } else if v >= b { prop_assert!(m >= v) } else { prop_assert_eq!(v, m) }
            }
            // fail-hard and fail-soft visit the same nodes
            prop_assert_eq!(t.alphabeta(a, b).nodes, t.alphabeta_soft(a, b).nodes);
        }
    }

    /// Uniform tree (branching b, depth d), random leaves, every child list sorted best-first.
    fn best_first(b: usize, d: u32, seed: u64) -> GameTree {
        let n = (0..=d).map(|k| b.pow(k)).sum::<usize>();
        // node v's children are b*v+1 ..= b*v+b (heap order)
        let mut ch: Vec<Vec<usize>> = (0..n)
            .map(|v| (b * v + 1..=b * v + b).filter(|&c| c < n).collect())
            .collect();
        let mut x = seed;
        let leaf: Vec<i32> = (0..n)
            .map(|_| {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                (x >> 60) as i32 - 8
            })
            .collect();
        let val: Vec<i64> = (0..n).map(|v| oracle(&ch, &leaf, v).0).collect();
        for c in ch.iter_mut() {
            c.sort_by_key(|&k| val[k]); // the mover's best child has the smallest value
        }
        GameTree::new(ch, leaf)
    }

    /// Uniform tree ordered worst-first so that no cutoff can happen: the subtree of a node owns
    /// an interval of root-view values; its children own consecutive sub-intervals, increasing
    /// for the root player's nodes and decreasing for the opponent's.
    fn worst_first(b: usize, d: u32) -> GameTree {
        fn build(
            b: usize,
            h: u32,
            depth: u32,
            lo: i32,
            ch: &mut Vec<Vec<usize>>,
            leaf: &mut Vec<i32>,
        ) -> usize {
            let v = ch.len();
            ch.push(vec![]);
            leaf.push(if depth % 2 == 0 { lo } else { -lo });
            for i in 0..b {
                if h == 0 {
                    break;
                }
                let k = if depth % 2 == 0 { i } else { b - 1 - i };
                let c = build(
                    b,
                    h - 1,
                    depth + 1,
                    lo + (k * b.pow(h - 1)) as i32,
                    ch,
                    leaf,
                );
                ch[v].push(c);
            }
            v
        }
        let (mut ch, mut leaf) = (vec![], vec![]);
        build(b, d, 0, 0, &mut ch, &mut leaf);
        GameTree::new(ch, leaf)
    }

    #[test]
    fn knuth_moore_minimal_tree() {
        for b in 2..=5usize {
            for d in 1..=6u32 {
                let want = (b.pow((d + 1) / 2) + b.pow(d / 2) - 1) as u64;
                let t = best_first(b, d, (b * 10) as u64 + d as u64);
                assert_eq!(t.alphabeta(-INF, INF).leaves, want, "b={b} d={d}");
                assert_eq!(t.alphabeta_soft(-INF, INF).leaves, want, "b={b} d={d}");
                assert_eq!(t.pvs(-INF, INF).leaves, want, "pvs b={b} d={d}");
                assert_eq!(t.mtdf(0).value, t.negamax().value);
                let t = worst_first(b, d);
                assert_eq!(t.negamax().value, t.alphabeta(-INF, INF).value);
                assert_eq!(
                    t.alphabeta(-INF, INF).leaves,
                    b.pow(d) as u64,
                    "worst b={b} d={d}"
                );
            }
        }
    }

    #[test]
    fn extreme_values_do_not_overflow() {
        let t = GameTree::new(
            vec![vec![1, 2], vec![], vec![]],
            vec![0, i32::MIN, i32::MAX],
        );
        for s in [
            t.negamax(),
            t.alphabeta(-INF, INF),
            t.alphabeta_soft(-INF, INF),
            t.pvs(-INF, INF),
            t.mtdf(0),
        ] {
            assert_eq!((s.value, s.best), (1i64 << 31, Some(1)));
        }
        assert_eq!(t.alphabeta(-INF, -INF + 1).value, -INF + 1);
        assert_eq!(t.pvs(INF - 1, INF).value, 1 << 31); // fail-soft
        assert_eq!(t.mtdf(i64::MIN).value, 1 << 31);
    }

    #[test]
    fn path_of_100000_nodes_is_iterative() {
        let n = 100_000;
        let ch: Vec<Vec<usize>> = (0..n)
            .map(|v| if v + 1 < n { vec![v + 1] } else { vec![] })
            .collect();
        let mut leaf = vec![0; n];
        leaf[n - 1] = 5; // depth n-1 = 99,999 (odd): the root sees -5
        let t = GameTree::new(ch, leaf);
        for s in [
            t.negamax(),
            t.alphabeta(-INF, INF),
            t.pvs(-INF, INF),
            t.mtdf(0),
        ] {
            assert_eq!((s.value, s.best), (-5, Some(1)));
        }
        assert_eq!(t.negamax().nodes, n as u64);
    }

    #[test]
    fn leaf_root() {
        let t = GameTree::new(vec![vec![]], vec![-7]);
        assert_eq!(
            t.negamax(),
            Search {
                value: -7,
                best: None,
                nodes: 1,
                leaves: 1
            }
        );
        assert_eq!(t.alphabeta(0, 3).value, 0);
        assert_eq!(t.mtdf(100).value, -7);
    }

    #[test]
    #[should_panic(expected = "empty tree")]
    fn empty() {
        GameTree::new(vec![], vec![]);
    }
    #[test]
    #[should_panic(expected = "out of range")]
    fn child_out_of_range() {
        GameTree::new(vec![vec![1, 2], vec![]], vec![0, 0]);
    }
    #[test]
    #[should_panic(expected = "two parents")]
    fn dag() {
        GameTree::new(vec![vec![1, 2], vec![2], vec![]], vec![0; 3]);
    }
    #[test]
    #[should_panic(expected = "cycle")]
    fn cycle() {
        GameTree::new(vec![vec![1], vec![0]], vec![0; 2]);
    }
    #[test]
    #[should_panic(expected = "lengths differ")]
    fn length_mismatch() {
        GameTree::new(vec![vec![]], vec![0, 0]);
    }
    #[test]
    #[should_panic(expected = "alpha < beta")]
    fn bad_window() {
        GameTree::new(vec![vec![]], vec![0]).alphabeta(3, 3);
    }

    #[test]
    fn pvs_can_visit_more_leaves_than_negamax() {
        // Smallest case found by search: the null-window probe of child 2 stops at leaf 4,
        // fails high at the root with a bound only, and the re-search visits leaf 4 again.
        let t = GameTree::new(
            vec![vec![1, 2], vec![], vec![3], vec![4, 5], vec![], vec![]],
            vec![0, 3, 0, 0, 0, 0],
        );
        assert_eq!((t.negamax().value, t.negamax().leaves), (0, 3));
        let p = t.pvs(-INF, INF);
        assert_eq!((p.value, p.best, p.leaves), (0, Some(2), 4));
        assert_eq!(t.alphabeta(-INF, INF).leaves, 3);
        assert_eq!(t.mtdf(0).leaves, 3);
    }
}
