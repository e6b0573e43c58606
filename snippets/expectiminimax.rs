//! Expectiminimax on acyclic games: dice, costs or points per move, extra turns, shared positions.
//! Usage: `let e = expectiminimax(n, [0], |v, out| { out.push((child, p, gain)); EmmNode::Chance });`
//!   `e.value[v]`, `e.best(v)` (first optimal child at MAX/MIN). f(v, out) pushes v's edges and
//!   returns v's kind; value = leaf | max (min) of gain + value(child) | sum of p * (gain +
//!   value(child)); p ignored at MAX/MIN; a node reward = a gain on each edge into it.
//! Self-loop (a 0-gain outcome q back to its chooser u): drop the outcome; divide the other
//!   outcomes' p, and the gain on the edge u -> CHANCE, by 1 - q: exact (problems/toward_0).
//! Time: O(reached positions + edges), f once each, iterative. Memory: 13 B per position + 24 B per
//!   edge pending on the DFS path (roots children first, e.g. `(0..n).rev()`, keep it short).
//! Limits: n < 2^32 - 1; panics on a bad index, a cycle, NaN, an empty inner node, p sum != 1.
//! Source: Michie 1966.
//! Status: tests below (proptest DAGs vs recursion); problems/toward_0, momotetsu, roulettes.

/// What position v is; `f(v, out)` pushes v's edges (child, probability, gain) and returns it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum EmmNode {
    Max,
    Min,
    Chance,
    Leaf(f64),
}

/// `value[v]` for every position reached from a root (NaN for the others).
pub struct EmmValues {
    pub value: Vec<f64>,
    best: Vec<u32>, // u32::MAX: none (4 bytes, not 16 for an Option<usize>)
}

impl EmmValues {
    /// The child of the first optimal edge of a MAX / MIN position, None elsewhere.
    pub fn best(&self, v: usize) -> Option<usize> {
        Some(self.best[v] as usize).filter(|&c| c != u32::MAX as usize)
    }
}

fn check(n: usize, v: usize, kind: EmmNode, edges: &[(usize, f64, f64)]) {
    let sum: f64 = edges.iter().map(|e| e.1).sum();
    let broken = match kind {
        _ if edges.iter().any(|e| e.0 >= n) => "a child out of range",
        _ if edges.iter().any(|e| !e.2.is_finite()) => "a gain that is not finite",
        EmmNode::Leaf(x) if !x.is_finite() => "a leaf that is not finite",
        EmmNode::Leaf(_) if !edges.is_empty() => "a leaf with children",
        EmmNode::Leaf(_) => return,
        _ if edges.is_empty() => "MAX, MIN or CHANCE with no children",
        EmmNode::Chance if !edges.iter().all(|e| e.1 >= 0.0) => "a negative (or NaN) probability",
        EmmNode::Chance if (sum - 1.0).abs() > 1e-9 => "probabilities that do not sum to 1",
        _ => return,
    };
    panic!("expectiminimax: {broken} at position {v} ({kind:?}, n = {n}, p sum {sum})");
}

/// Values (and best children) of every position reachable from `roots`, as in the header.
pub fn expectiminimax(
    n: usize,
    roots: impl IntoIterator<Item = usize>,
    mut f: impl FnMut(usize, &mut Vec<(usize, f64, f64)>) -> EmmNode,
) -> EmmValues {
    assert!(n < u32::MAX as usize, "expectiminimax: n = {n} >= 2^32 - 1");
    let (mut value, mut best) = (vec![f64::NAN; n], vec![u32::MAX; n]);
    // 0 new, 1 on the DFS path, 2 solved.
    let mut seen = vec![0u8; n];
    // One buffer holds the edges of the positions on the path, each one's unfolded edges on top
    // of it, so that no position allocates; f fills `out`, reused.
    let (mut edges, mut out) = (Vec::new(), Vec::new());
    let mut path: Vec<(usize, EmmNode, usize)> = Vec::new(); // (position, kind, first edge)
    for root in roots {
        assert!(root < n, "expectiminimax: root {root} >= n = {n}");
        let mut next = Some(root).filter(|&r| seen[r] == 0);
        loop {
            if let Some(v) = next.take() {
                out.clear();
                let (start, kind) = (edges.len(), f(v, &mut out));
                check(n, v, kind, &out);
                edges.extend_from_slice(&out);
                value[v] = match kind {
                    EmmNode::Leaf(x) => x,
                    EmmNode::Max => f64::NEG_INFINITY,
                    EmmNode::Min => f64::INFINITY,
                    EmmNode::Chance => 0.0,
                };
                seen[v] = 1;
                path.push((v, kind, start)); // a leaf too: without edges, it is done at once
            }
            let Some(&(v, kind, start)) = path.last() else {
                break;
            };
            if edges.len() == start {
                seen[v] = 2; // every edge is folded into value[v]
                path.pop();
                continue;
            }
            let (c, p, g) = edges[edges.len() - 1];
            if seen[c] == 0 {
                next = Some(c);
                continue;
            }
            assert!(seen[c] == 2, "expectiminimax: cycle through position {c}");
            // Edges fold last to first, so a tie goes to the earlier edge: the first optimal.
            let x = g + value[c];
            match kind {
                EmmNode::Max if x >= value[v] => (value[v], best[v]) = (x, c as u32),
                EmmNode::Min if x <= value[v] => (value[v], best[v]) = (x, c as u32),
                EmmNode::Chance => value[v] += p * x,
                _ => {}
            }
            edges.pop();
        }
    }
    EmmValues { value, best }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use EmmNode::*;

    /// An explicit game for the tests: kind and edges (child, probability, gain) per position.
    #[derive(Clone, Debug)]
    struct Dag {
        kind: Vec<EmmNode>,
        ch: Vec<Vec<(usize, f64, f64)>>,
    }

    fn solve(g: &Dag, roots: impl IntoIterator<Item = usize>) -> EmmValues {
        expectiminimax(g.kind.len(), roots, |v, out| {
            out.extend_from_slice(&g.ch[v]);
            g.kind[v]
        })
    }

    /// Oracle: plain expectiminimax recursion over the unfolded tree (value, nodes visited).
    fn plain(g: &Dag, v: usize) -> (f64, u64) {
        let kids: Vec<(f64, f64, u64)> = g.ch[v]
            .iter()
            .map(|&(c, p, gain)| {
                let (x, k) = plain(g, c);
                (p, gain + x, k)
            })
            .collect();
        let k = 1 + kids.iter().map(|t| t.2).sum::<u64>();
        let x = match g.kind[v] {
            Leaf(x) => x,
            Chance => kids.iter().fold(0.0, |s, t| s + t.0 * t.1),
            Max => kids.iter().fold(f64::NEG_INFINITY, |a, t| a.max(t.1)),
            Min => kids.iter().fold(f64::INFINITY, |a, t| a.min(t.1)),
        };
        (x, k)
    }

    /// The first child whose edge attains v's value (MAX / MIN), as the oracle sees it.
    fn first_best(g: &Dag, v: usize) -> Option<usize> {
        if !matches!(g.kind[v], Max | Min) {
            return None;
        }
        let want = plain(g, v).0;
        g.ch[v]
            .iter()
            .find(|&&(c, _, gain)| gain + plain(g, c).0 == want)
            .map(|e| e.0)
    }

    fn rng(seed: u64) -> impl FnMut(usize) -> usize {
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        move |m: usize| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % m as u64) as usize
        }
    }

    /// Random DAG: children have larger ids; chance probabilities are k/denom (zeros allowed);
    /// gains 0 (probability 1 on MAX / MIN edges).
    fn random_dag(seed: u64, n: usize, chance: bool, denom: usize) -> Dag {
        let mut rnd = rng(seed);
        let mut g = Dag {
            kind: vec![],
            ch: vec![],
        };
        for v in 0..n {
            if v + 1 == n || (v > 0 && rnd(4) == 0) {
                g.kind.push(Leaf(rnd(11) as f64));
                g.ch.push(vec![]);
                continue;
            }
            let k = 1 + rnd(3);
            let ch: Vec<usize> = (0..k).map(|_| v + 1 + rnd((n - v - 1).min(6))).collect();
            let mut p = vec![1.0; k];
            g.kind.push(match rnd(if chance { 3 } else { 2 }) {
                0 => Max,
                1 => Min,
                _ => {
                    let mut units = vec![0usize; k];
                    for _ in 0..denom {
                        units[rnd(k)] += 1;
                    }
                    p = units.iter().map(|&u| u as f64 / denom as f64).collect();
                    Chance
                }
            });
            g.ch.push(ch.into_iter().zip(p).map(|(c, p)| (c, p, 0.0)).collect());
        }
        g
    }

    /// The old node rewards: r[c] becomes the gain on every edge into c (r[0] is added by hand).
    fn with_rewards(g: &Dag, r: &[f64]) -> Dag {
        let mut g = g.clone();
        for e in g.ch.iter_mut().flatten() {
            e.2 = r[e.0];
        }
        g
    }

    fn map_leaves(g: &Dag, f: impl Fn(f64) -> f64) -> Dag {
        let mut g = g.clone();
        for k in g.kind.iter_mut() {
            if let Leaf(x) = k {
                *x = f(*x);
            }
        }
        g
    }

    fn best_all(e: &EmmValues) -> Vec<Option<usize>> {
        (0..e.value.len()).map(|v| e.best(v)).collect()
    }

    #[test]
    #[should_panic(expected = "a leaf that is not finite at position 1")]
    fn rejects_a_leaf_that_is_not_finite() {
        let e = vec![(1, 1.0, 0.0), (2, 1.0, 0.0)];
        let g = Dag {
            kind: vec![Max, Leaf(f64::NAN), Leaf(3.0)],
            ch: vec![e, vec![], vec![]],
        };
        solve(&g, [0]);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1000))]
        #[test]
        fn solve_matches_plain_recursion(seed in any::<u64>(), n in 1usize..25) {
            let g = random_dag(seed, n, true, 8);
            let want = plain(&g, 0).0;
            let e = solve(&g, [0]);
            prop_assert_eq!(e.value[0], want);
            // the best child is optimal, and the first optimal one
            if let Some(b) = e.best(0) {
                prop_assert_eq!(plain(&g, b).0, want);
            }
            prop_assert_eq!(e.best(0), first_best(&g, 0));
            // positive affine map: value and best moves follow exactly
            let e2 = solve(&map_leaves(&g, |x| 3.0 * x - 5.0), [0]);
            prop_assert_eq!(e2.value[0], 3.0 * want - 5.0);
            prop_assert_eq!(best_all(&e2), best_all(&e));
        }

        #[test]
        fn without_chance_any_monotone_map_keeps_the_move(seed in any::<u64>(), n in 1usize..25) {
            let g = random_dag(seed, n, false, 8);
            let e = solve(&g, [0]);
            let f = |x: f64| x * x * x + 100.0;
            let e2 = solve(&map_leaves(&g, f), [0]);
            prop_assert_eq!(e2.value[0], f(e.value[0]));
            prop_assert_eq!(best_all(&e2), best_all(&e));
        }

        #[test]
        fn rewards_match_plain_recursion(
            seed in any::<u64>(),
            n in 1usize..25,
            r in prop::collection::vec(-3i32..=3, 25),
        ) {
            let g0 = random_dag(seed, n, true, 8);
            let r: Vec<f64> = r[..n].iter().map(|&x| x as f64).collect();
            let g = with_rewards(&g0, &r);
            let want = r[0] + plain(&g, 0).0;
            let e = solve(&g, [0]);
            prop_assert_eq!(r[0] + e.value[0], want);
            prop_assert_eq!(e.best(0), first_best(&g, 0));
            // positive affine map: leaves 3x - 5 and rewards 3r give 3 * value - 5, same moves
            let r3: Vec<f64> = r.iter().map(|x| 3.0 * x).collect();
            let e3 = solve(&with_rewards(&map_leaves(&g0, |x| 3.0 * x - 5.0), &r3), [0]);
            prop_assert_eq!(r3[0] + e3.value[0], 3.0 * want - 5.0);
            prop_assert_eq!(best_all(&e3), best_all(&e));
        }

        /// Gains on edges (-3..=3), junk probabilities at MAX / MIN (ignored), every position
        /// as a root in one pass, and a set of roots: only what they reach is solved.
        #[test]
        fn gains_and_every_root_match_plain_recursion(
            seed in any::<u64>(),
            n in 1usize..25,
            roots in prop::collection::vec(0usize..25, 0..3),
        ) {
            let mut g = random_dag(seed, n, true, 8);
            let mut rnd = rng(!seed);
            for (v, es) in g.ch.iter_mut().enumerate() {
                for e in es {
                    e.2 = rnd(7) as f64 - 3.0;
                    if g.kind[v] != Chance {
                        e.1 = rnd(5) as f64 - 2.5;
                    }
                }
            }
            let all = solve(&g, 0..n);
            let mut reached = vec![false; n];
            let mut stack: Vec<usize> = roots.iter().map(|&r| r % n).collect();
            let some = solve(&g, stack.clone());
            while let Some(v) = stack.pop() {
                if !reached[v] {
                    reached[v] = true;
                    stack.extend(g.ch[v].iter().map(|e| e.0));
                }
            }
            for (v, &reached) in reached.iter().enumerate() {
                prop_assert_eq!(all.value[v], plain(&g, v).0);
                prop_assert_eq!(all.best(v), first_best(&g, v));
                if reached {
                    prop_assert_eq!(some.value[v], all.value[v]);
                    prop_assert_eq!(some.best(v), all.best(v));
                } else {
                    prop_assert!(some.value[v].is_nan() && some.best(v).is_none());
                }
            }
        }
    }

    #[test]
    fn sevenths_agree_up_to_rounding() {
        for seed in 0..2000 {
            let g = random_dag(seed, 20, true, 7);
            let want = plain(&g, 0).0;
            assert!((solve(&g, [0]).value[0] - want).abs() <= 1e-9);
        }
    }

    #[test]
    fn monotone_transform_can_change_the_move() {
        // MAX chooses: a sure 3 (node 1) or a coin flip between 0 and 8 (node 2, worth 4).
        let g = Dag {
            kind: vec![Max, Leaf(3.0), Chance, Leaf(0.0), Leaf(8.0)],
            ch: vec![
                vec![(1, 1.0, 0.0), (2, 1.0, 0.0)],
                vec![],
                vec![(3, 0.5, 0.0), (4, 0.5, 0.0)],
                vec![],
                vec![],
            ],
        };
        let e = solve(&g, [0]);
        assert_eq!((e.value[0], e.best(0)), (4.0, Some(2)));
        // f is increasing (f(0) = 0, f(3) = 3, f(8) = 4) but concave: the gamble is now worth 2.
        let f = |x: f64| if x <= 3.0 { x } else { 3.0 + (x - 3.0) / 5.0 };
        let e = solve(&map_leaves(&g, f), [0]);
        assert_eq!((e.value[0], e.best(0)), (3.0, Some(1)));
    }

    #[test]
    fn dag_is_memoized() {
        // Root MAX: a sure 9, or a coin flip between 0 and MIN(10, 10, 10) (node 5 shared).
        let g = Dag {
            kind: vec![Max, Leaf(9.0), Chance, Leaf(0.0), Min, Leaf(10.0)],
            ch: vec![
                vec![(1, 1.0, 0.0), (2, 1.0, 0.0)],
                vec![],
                vec![(3, 0.5, 0.0), (4, 0.5, 0.0)],
                vec![],
                vec![(5, 1.0, 0.0); 3],
                vec![],
            ],
        };
        assert_eq!(plain(&g, 0), (9.0, 8));
        let mut calls = 0;
        let e = expectiminimax(6, [0], |v, out| {
            assert!(out.is_empty()); // the header promises an empty `out`
            calls += 1;
            out.extend_from_slice(&g.ch[v]);
            g.kind[v]
        });
        assert_eq!(e.value[..5], [9.0, 9.0, 5.0, 0.0, 10.0]);
        assert_eq!(calls, 6); // once per position: node 5 is not described three times
    }

    #[test]
    fn extra_turns_and_deep_chain() {
        // MAX moves twice in a row (node 1 is MAX again), then MIN.
        let e = |c: &[usize]| c.iter().map(|&c| (c, 1.0, 0.0)).collect::<Vec<_>>();
        let g = Dag {
            kind: vec![Max, Max, Leaf(1.0), Min, Leaf(2.0), Leaf(7.0), Leaf(5.0)],
            ch: vec![
                e(&[1, 2]),
                e(&[3, 4]),
                e(&[]),
                e(&[5, 6]),
                e(&[]),
                e(&[]),
                e(&[]),
            ],
        };
        let s = solve(&g, [0]);
        assert_eq!(
            (s.value[0], s.best(0), s.best(1), s.best(3)),
            (5.0, Some(1), Some(3), Some(6))
        );
        // A chain of 10^5 chance nodes, and one of MAX nodes gaining 1 per move: iterative.
        let n = 100_000;
        let chain = |kind: EmmNode| {
            expectiminimax(n, [0], move |v, out| {
                if v + 1 == n {
                    return Leaf(4.0);
                }
                out.push((v + 1, 1.0, (kind == Max) as u8 as f64));
                kind
            })
        };
        assert_eq!(chain(Chance).value[0], 4.0);
        let s = chain(Max);
        assert_eq!((s.value[0], s.best(0)), (4.0 + (n - 1) as f64, Some(1)));
    }

    #[test]
    fn dag_with_2_pow_100_paths_is_memoized() {
        // Layer k: a MIN node whose two children are both node k+1 (and MAX / CHANCE
        // alternate); the unfolded tree would have 2^100 leaves.
        let s = expectiminimax(101, [0], |k, out| {
            if k == 100 {
                return Leaf(6.0);
            }
            out.extend([(k + 1, 0.5, 0.0), (k + 1, 0.5, 0.0)]);
            [Min, Max, Chance][k % 3]
        });
        assert_eq!((s.value[0], s.best(0)), (6.0, Some(1)));
    }

    #[test]
    fn toward_0_sample() {
        // ABC350 E sample 1 (N = 3, A = 2, X = 10, Y = 20): states 3, 1, 0 = positions 0, 1, 2.
        // State s: MIN(pay s, roll s); pay = gain X on a move to s / A; roll = gain 6Y/5 on the
        // move to a CHANCE node (3 or 4), uniform over s / b for b = 2..6 (the b = 1 self-loop
        // folded as in the header).
        let (x, y) = (10.0, 20.0);
        let id = |s: u64| [2, 1, 2, 0][s as usize];
        let s = expectiminimax(5, [0], |v, out| match v {
            0 | 1 => {
                let s = [3, 1][v];
                out.extend([(id(s / 2), 1.0, x), (3 + v, 1.0, 1.2 * y)]);
                Min
            }
            3 | 4 => {
                let s = [3, 1][v - 3];
                out.extend((2..=6).map(|b| (id(s / b), 0.2, 0.0)));
                Chance
            }
            _ => Leaf(0.0),
        });
        // E(1) = min(10 + 0, 24 + 0) = 10; E(3) = min(10 + E(1), 24 + 2 E(1) / 5) = 20.
        assert_eq!((s.value[1], s.best(1)), (10.0, Some(2)));
        assert!((s.value[0] - 20.0).abs() < 1e-12 && s.best(0) == Some(1));
    }

    fn bad(kind: EmmNode, ch: &[(usize, f64, f64)]) {
        let g = Dag {
            kind: vec![kind, Leaf(0.0)],
            ch: vec![ch.to_vec(), vec![]],
        };
        solve(&g, [0]);
    }
    #[test]
    #[should_panic(expected = "a gain that is not finite at position 0")]
    fn gain_not_finite() {
        bad(Max, &[(1, 1.0, f64::NAN)]);
    }
    #[test]
    #[should_panic(expected = "probabilities that do not sum to 1 at position 0")]
    fn probabilities_must_sum_to_one() {
        bad(Chance, &[(1, 0.5, 0.0), (1, 0.4, 0.0)]);
    }
    #[test]
    #[should_panic(expected = "a negative (or NaN) probability at position 0")]
    fn negative_probability() {
        bad(Chance, &[(1, 1.5, 0.0), (1, -0.5, 0.0)]);
    }
    #[test]
    #[should_panic(expected = "a negative (or NaN) probability at position 0")]
    fn nan_probability() {
        bad(Chance, &[(1, 1.0, 0.0), (1, f64::NAN, 0.0)]);
    }
    #[test]
    #[should_panic(expected = "a child out of range at position 0")]
    fn child_out_of_range() {
        bad(Max, &[(1, 1.0, 0.0), (2, 1.0, 0.0)]);
    }
    #[test]
    #[should_panic(expected = "cycle through position 0")]
    fn self_loop_is_a_cycle() {
        bad(Chance, &[(0, 0.5, 0.0), (1, 0.5, 0.0)]);
    }
    #[test]
    #[should_panic(expected = "cycle through position 1")]
    fn long_cycle() {
        // 0 -> 1 -> 2 -> 3 -> 1, found from root 0 after 0 -> 4 is solved.
        expectiminimax(5, [0], |v, out| {
            let next = [1, 2, 3, 1, 0][v];
            if v == 4 {
                return Leaf(1.0);
            }
            out.push((next, 1.0, 0.0));
            if v == 0 {
                out.push((4, 1.0, 0.0)); // folded first: edges fold last to first
            }
            Max
        });
    }
    #[test]
    #[should_panic(expected = "MAX, MIN or CHANCE with no children at position 0")]
    fn inner_node_without_children() {
        bad(Min, &[]);
    }
    #[test]
    #[should_panic(expected = "a leaf with children at position 0")]
    fn leaf_with_children() {
        bad(Leaf(1.0), &[(1, 1.0, 0.0)]);
    }
    #[test]
    #[should_panic(expected = "root 0 >= n = 0")]
    fn empty() {
        expectiminimax(0, [0], |_, _| Leaf(0.0));
    }
    #[test]
    fn no_roots() {
        let e = expectiminimax(0, [], |_, _| Leaf(0.0));
        assert!(e.value.is_empty());
    }
    #[test]
    #[should_panic(expected = "n = 4294967295 >= 2^32 - 1")]
    fn too_many_positions() {
        expectiminimax(u32::MAX as usize, [0], |_, _| Leaf(0.0));
    }
}
