//! Expectiminimax on an explicit tree or DAG of MAX, MIN, CHANCE and leaf nodes; Star1 pruning.
//! Node 0 is the root; values are from MAX's point of view; players need not alternate
//! (a MAX node may have MAX children: extra turns). Optional rewards (costs or gains collected
//! on the way, e.g. "pay X", "score +1 on landing"): value(v) = reward[v] + (leaf value | max |
//! min | probability-weighted sum over the children); a cost is a negative gain for MAX, or a
//! positive reward under MIN nodes when minimizing a cost. `solve` memoizes over the DAG (each
//! node once, iterative: any depth) and gives every reachable node's exact value and best
//! child; `star1` is a depth-first search with alpha-beta at MAX/MIN nodes and Ballard's Star1
//! cutoffs at chance nodes (windows shifted by each reward), given bounds lo <= hi that contain
//! every path sum (rewards along a path from a reachable node down to a leaf, plus that leaf;
//! without rewards: every leaf): same root value, fewer nodes.
//! Values depend on magnitudes, not only on order: a positive affine map a*x + b of the leaves
//! (rewards times a) maps every value the same way and keeps every best move, a monotone
//! non-affine map can change the best move (test `monotone_transform_can_change_the_move`).
//! Self-loops (a chance outcome that returns to the same position, e.g. die roll 1 in ABC350 E
//! "Toward 0") are cycles here and panic: fold them first. A CHANCE option of a MIN (or MAX)
//! node u, worth c + p*E(u) + sum_i q_i E_i with p < 1 (c its reward), becomes a CHANCE node
//! with reward c/(1-p) and probabilities q_i/(1-p): if no other option depends on E(u),
//! E(u) = min (max) over the options is then the exact fixed point and u's best choice is
//! right (proof in problems/toward_0); the folded node's own value is not the option's.
//! Bad input panics: empty, child index out of range, a leaf that is NaN or infinite,
//! MAX/MIN/CHANCE node without children, a probability < 0 or a chance node whose
//! probabilities do not sum to 1 within 1e-9, a cycle reachable from the root, rewards of
//! the wrong length or not finite, a path sum outside [lo, hi] in star1. Unreachable nodes
//! are ignored.
//! Usage: `let g = Expectiminimax::new(vec![Node::Max(vec![1, 2]), Node::Leaf(3.0), ...]);`
//!   optionally `.with_rewards(r)` (r.len() = nodes); `let (value, best) = g.solve();`
//!   (value[v], best[v] = Some(child node) at MAX/MIN nodes, the first optimal one in child
//!   order); `let (v, best_root, nodes) = g.star1(lo, hi);`
//! Time: solve O(nodes + edges); star1 O(nodes + edges) for the bound check, then at most the
//!   tree walk (a DAG is unfolded), recursive: depth <= 1000 asserted. Memory: ~100 bytes per
//!   node with two children (one Vec each). With dyadic probabilities (k / 2^m) and integer
//!   leaves and rewards every step is exact in f64; otherwise solve and star1 agree up to
//!   rounding (tested: 1e-9).
//! Source: Michie (1966) expectiminimax; Ballard, "The *-minimax search procedure for trees
//!   containing chance nodes" (1983); Hauk, Buro, Schaeffer (2004) for the window formulas.
//! Verified: unit tests vs plain recursion (a tree walk) on random DAGs (proptest, up to 25
//!   nodes, dyadic probabilities incl. 0, integer leaves 0..=10, rewards -3..=3 or none): solve
//!   and star1 equal exactly, same best root move, star1 visits no more nodes (with the
//!   tightest accepted bounds and loose ones; without rewards over 300 DAGs of 24 nodes: 21,527
//!   vs 36,438); affine maps of leaves and rewards; without chance nodes any increasing map
//!   keeps the moves; chain of 10^5 nodes; bad-input panics. Problems: toward_0 (ABC350 E:
//!   MIN + CHANCE nodes with costs, the self-loop folded as above, 21,760 nodes for N = 10^18)
//!   and momotetsu (ABC201 D: MAX/MIN by parity, landing gains as rewards; 2000 x 2000 =
//!   4*10^6 nodes in 0.65 s CPU and 412 MB peak, the whole program);
//!   verify/cross/tree.rs checks both against independent oracles.

#[derive(Clone, Debug)]
pub enum Node {
    Leaf(f64),
    Max(Vec<usize>),
    Min(Vec<usize>),
    Chance(Vec<(usize, f64)>), // (child, probability)
}

impl Node {
    fn child(&self, i: usize) -> Option<usize> {
        match self {
            Node::Leaf(_) => None,
            Node::Max(ch) | Node::Min(ch) => ch.get(i).copied(),
            Node::Chance(ch) => ch.get(i).map(|&(c, _)| c),
        }
    }
}

pub struct Expectiminimax {
    nodes: Vec<Node>,
    reward: Vec<f64>,  // added to the node's value (0 unless with_rewards)
    order: Vec<usize>, // reachable nodes, children before parents
}

impl Expectiminimax {
    pub fn new(nodes: Vec<Node>) -> Self {
        let n = nodes.len();
        assert!(n > 0, "expectiminimax: no nodes (node 0 is the root)");
        for (v, node) in nodes.iter().enumerate() {
            if let Node::Chance(ch) = node {
                let sum: f64 = ch.iter().map(|&(_, p)| p).sum();
                let ok = ch.iter().all(|&(_, p)| p >= 0.0);
                assert!(ok, "expectiminimax: negative probability at node {v}");
                let one = (sum - 1.0).abs() <= 1e-9;
                assert!(one, "expectiminimax: probabilities of {v} sum to {sum}");
            }
            if let Node::Leaf(x) = node {
                assert!(
                    x.is_finite(),
                    "expectiminimax: leaf {v} is not finite ({x})"
                );
            }
            let leaf = matches!(node, Node::Leaf(_));
            assert!(
                leaf || node.child(0).is_some(),
                "expectiminimax: node {v} has no children"
            );
            for c in (0..).map_while(|i| node.child(i)) {
                assert!(c < n, "expectiminimax: child {c} of {v} out of range");
            }
        }
        // Iterative DFS from the root: post-order = topological order; a grey child = cycle.
        let mut color = vec![0u8; n]; // 0 new, 1 on the stack, 2 done
        let mut order = Vec::with_capacity(n);
        let mut stack = vec![(0usize, 0usize)];
        color[0] = 1;
        while let Some(top) = stack.last_mut() {
            let (v, i) = *top;
            top.1 += 1;
            match nodes[v].child(i) {
                None => {
                    color[v] = 2;
                    order.push(v);
                    stack.pop();
                }
                Some(c) => {
                    assert!(color[c] != 1, "expectiminimax: cycle through node {c}");
                    if color[c] == 0 {
                        color[c] = 1;
                        stack.push((c, 0));
                    }
                }
            }
        }
        let reward = vec![0.0; n];
        Expectiminimax {
            nodes,
            reward,
            order,
        }
    }

    /// value(v) = rewards[v] + (leaf value | max | min | expectation of the children).
    pub fn with_rewards(mut self, rewards: Vec<f64>) -> Self {
        let n = self.nodes.len();
        let k = rewards.len();
        assert!(k == n, "expectiminimax: {k} rewards for {n} nodes");
        for (v, r) in rewards.iter().enumerate() {
            assert!(
                r.is_finite(),
                "expectiminimax: reward of node {v} is not finite"
            );
        }
        self.reward = rewards;
        self
    }

    /// Exact value and best child (MAX/MIN nodes) of every node reachable from the root;
    /// unreachable nodes get NaN and None.
    pub fn solve(&self) -> (Vec<f64>, Vec<Option<usize>>) {
        let n = self.nodes.len();
        let (mut val, mut best) = (vec![f64::NAN; n], vec![None; n]);
        for &v in &self.order {
            val[v] = self.reward[v]
                + match &self.nodes[v] {
                    Node::Leaf(x) => *x,
                    Node::Chance(ch) => ch.iter().map(|&(c, p)| p * val[c]).sum(),
                    Node::Max(ch) | Node::Min(ch) => {
                        let max = matches!(self.nodes[v], Node::Max(_));
                        let mut b = ch[0];
                        for &c in ch {
                            if (max && val[c] > val[b]) || (!max && val[c] < val[b]) {
                                b = c;
                            }
                        }
                        best[v] = Some(b);
                        val[b]
                    }
                };
        }
        (val, best)
    }

    /// Star1 search from the root: (value, best root child, nodes visited).
    pub fn star1(&self, lo: f64, hi: f64) -> (f64, Option<usize>, u64) {
        // Smallest and largest path sum (rewards along the path + the leaf) from each node.
        let mut path = vec![(0.0, 0.0); self.nodes.len()];
        for &v in &self.order {
            let (mut a, mut b) = (f64::INFINITY, f64::NEG_INFINITY);
            for c in (0..).map_while(|i| self.nodes[v].child(i)) {
                a = a.min(path[c].0);
                b = b.max(path[c].1);
            }
            if let Node::Leaf(x) = self.nodes[v] {
                (a, b) = (x, x);
            }
            path[v] = (a + self.reward[v], b + self.reward[v]);
            let ok = lo <= path[v].0 && path[v].1 <= hi;
            assert!(
                ok,
                "expectiminimax: a path sum from node {v} is outside [lo, hi]"
            );
        }
        let mut s = Star {
            g: self,
            lo,
            hi,
            visited: 0,
            root_best: None,
        };
        let v = s.search(0, f64::NEG_INFINITY, f64::INFINITY, 0);
        (v, s.root_best, s.visited)
    }
}

struct Star<'a> {
    g: &'a Expectiminimax,
    lo: f64,
    hi: f64,
    visited: u64,
    root_best: Option<usize>,
}

impl Star<'_> {
    /// Fail-soft: returns r with r <= alpha => value <= r, r >= beta => value >= r, else exact.
    fn search(&mut self, v: usize, alpha: f64, beta: f64, depth: usize) -> f64 {
        assert!(depth <= 1000, "expectiminimax: star1 deeper than 1000");
        self.visited += 1;
        // The reward is added on the way up: search the rest in the window shifted by it.
        let r = self.g.reward[v];
        r + self.rest(v, alpha - r, beta - r, depth)
    }

    fn rest(&mut self, v: usize, mut alpha: f64, mut beta: f64, depth: usize) -> f64 {
        let (lo, hi) = (self.lo, self.hi);
        match &self.g.nodes[v] {
            Node::Leaf(x) => *x,
            Node::Max(ch) | Node::Min(ch) => {
                let max = matches!(self.g.nodes[v], Node::Max(_));
                let mut best = if max {
                    f64::NEG_INFINITY
                } else {
                    f64::INFINITY
                };
                for &c in ch {
                    let x = self.search(c, alpha, beta, depth + 1);
                    if (max && x > best) || (!max && x < best) {
                        best = x;
                        if depth == 0 {
                            self.root_best = Some(c);
                        }
                    }
                    if max {
                        alpha = alpha.max(x);
                    } else {
                        beta = beta.min(x);
                    }
                    if alpha >= beta {
                        break;
                    }
                }
                best
            }
            Node::Chance(ch) => {
                let (mut sum, mut rest) = (0.0, 1.0); // sum of p*value so far, probability left
                for &(c, p) in ch {
                    if p == 0.0 {
                        continue;
                    }
                    rest = (rest - p).max(0.0);
                    // child value <= a  =>  chance value <= alpha;  >= b  =>  >= beta.
                    let a = (alpha - sum - rest * hi) / p;
                    let b = (beta - sum - rest * lo) / p;
                    if a >= hi {
                        return sum + (p + rest) * hi;
                    }
                    if b <= lo {
                        return sum + (p + rest) * lo;
                    }
                    let x = self.search(c, a.max(lo), b.min(hi), depth + 1);
                    if x <= a {
                        return sum + p * x + rest * hi;
                    }
                    if x >= b {
                        return sum + p * x + rest * lo;
                    }
                    sum += p * x;
                }
                sum
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Oracle: plain expectiminimax recursion over the unfolded tree (value, nodes visited);
    /// r[v] is added to node v's value (r empty: no rewards).
    fn plain(g: &[Node], r: &[f64], v: usize) -> (f64, u64) {
        let (x, k) = match &g[v] {
            Node::Leaf(x) => (*x, 1),
            Node::Chance(ch) => ch.iter().fold((0.0, 1), |(s, k), &(c, p)| {
                let (x, kc) = plain(g, r, c);
                (s + p * x, k + kc)
            }),
            Node::Max(ch) | Node::Min(ch) => {
                let max = matches!(g[v], Node::Max(_));
                let vals: Vec<(f64, u64)> = ch.iter().map(|&c| plain(g, r, c)).collect();
                let k = 1 + vals.iter().map(|x| x.1).sum::<u64>();
                let pick = vals.iter().map(|x| x.0).fold(
                    if max {
                        f64::NEG_INFINITY
                    } else {
                        f64::INFINITY
                    },
                    |a, b| if max { a.max(b) } else { a.min(b) },
                );
                (pick, k)
            }
        };
        (r.get(v).copied().unwrap_or(0.0) + x, k)
    }

    /// Smallest and largest path sum (rewards + leaf) from v, and over every node below v.
    fn path_sums(g: &[Node], r: &[f64], v: usize, all: &mut (f64, f64)) -> (f64, f64) {
        let (mut a, mut b) = match &g[v] {
            Node::Leaf(x) => (*x, *x),
            _ => (f64::INFINITY, f64::NEG_INFINITY),
        };
        let kids: Vec<usize> = match &g[v] {
            Node::Leaf(_) => vec![],
            Node::Max(ch) | Node::Min(ch) => ch.clone(),
            Node::Chance(ch) => ch.iter().map(|&(c, _)| c).collect(),
        };
        for c in kids {
            let (x, y) = path_sums(g, r, c, all);
            (a, b) = (a.min(x), b.max(y));
        }
        let (a, b) = (a + r[v], b + r[v]);
        *all = (all.0.min(a), all.1.max(b));
        (a, b)
    }

    /// Random DAG: children have larger ids; chance probabilities are k/denom (zeros allowed).
    fn random_dag(seed: u64, n: usize, chance: bool, denom: usize) -> Vec<Node> {
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut rnd = move |m: usize| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % m as u64) as usize
        };
        (0..n)
            .map(|v| {
                if v + 1 == n || (v > 0 && rnd(4) == 0) {
                    return Node::Leaf(rnd(11) as f64);
                }
                let k = 1 + rnd(3);
                let ch: Vec<usize> = (0..k).map(|_| v + 1 + rnd((n - v - 1).min(6))).collect();
                match rnd(if chance { 3 } else { 2 }) {
                    0 => Node::Max(ch),
                    1 => Node::Min(ch),
                    _ => {
                        let mut units = vec![0usize; k];
                        for _ in 0..denom {
                            units[rnd(k)] += 1;
                        }
                        Node::Chance(
                            ch.into_iter()
                                .zip(units)
                                .map(|(c, u)| (c, u as f64 / denom as f64))
                                .collect(),
                        )
                    }
                }
            })
            .collect()
    }

    fn map_leaves(g: &[Node], f: impl Fn(f64) -> f64) -> Vec<Node> {
        g.iter()
            .map(|nd| {
                if let Node::Leaf(x) = nd {
                    Node::Leaf(f(*x))
                } else {
                    nd.clone()
                }
            })
            .collect()
    }

    #[test]
    #[should_panic(expected = "leaf 1 is not finite")]
    fn rejects_a_leaf_that_is_not_finite() {
        Expectiminimax::new(vec![
            Node::Max(vec![1, 2]),
            Node::Leaf(f64::NAN),
            Node::Leaf(3.0),
        ]);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1000))]
        #[test]
        fn solve_and_star1_match_plain_recursion(seed in any::<u64>(), n in 1usize..25, wide in any::<bool>()) {
            let g = random_dag(seed, n, true, 8);
            let (want, all) = plain(&g, &[], 0);
            let e = Expectiminimax::new(g.clone());
            let (val, best) = e.solve();
            prop_assert_eq!(val[0], want);
            // the best child is optimal, and the first optimal one
            if let Node::Max(ch) | Node::Min(ch) = &g[0] {
                let b = best[0].unwrap();
                prop_assert_eq!(plain(&g, &[], b).0, want);
                prop_assert_eq!(ch.iter().position(|&c| plain(&g, &[], c).0 == want).map(|i| ch[i]), Some(b));
            }
            let (lo, hi) = if wide { (-3.0, 20.0) } else { (0.0, 10.0) };
            let (v, sb, nodes) = e.star1(lo, hi);
            prop_assert_eq!(v, want);
            prop_assert_eq!(sb, best[0]);
            prop_assert!(nodes <= all, "star1 {} > plain {}", nodes, all);
            // positive affine map: value and best moves follow exactly
            let (val2, best2) = Expectiminimax::new(map_leaves(&g, |x| 3.0 * x - 5.0)).solve();
            prop_assert_eq!(val2[0], 3.0 * want - 5.0);
            prop_assert_eq!(best2, best);
        }

        #[test]
        fn without_chance_any_monotone_map_keeps_the_move(seed in any::<u64>(), n in 1usize..25) {
            let g = random_dag(seed, n, false, 8);
            let (val, best) = Expectiminimax::new(g.clone()).solve();
            let f = |x: f64| x * x * x + 100.0;
            let (val2, best2) = Expectiminimax::new(map_leaves(&g, f)).solve();
            prop_assert_eq!(val2[0], f(val[0]));
            prop_assert_eq!(best2, best);
        }

        #[test]
        fn rewards_match_plain_recursion(
            seed in any::<u64>(),
            n in 1usize..25,
            r in prop::collection::vec(-3i32..=3, 25),
        ) {
            let g = random_dag(seed, n, true, 8);
            let r: Vec<f64> = r[..n].iter().map(|&x| x as f64).collect();
            let (want, all) = plain(&g, &r, 0);
            let e = Expectiminimax::new(g.clone()).with_rewards(r.clone());
            let (val, best) = e.solve();
            prop_assert_eq!(val[0], want);
            if let Node::Max(ch) | Node::Min(ch) = &g[0] {
                let first = ch.iter().position(|&c| plain(&g, &r, c).0 == want - r[0]);
                prop_assert_eq!(first.map(|i| ch[i]), best[0]);
            }
            // star1 with the tightest bounds it accepts, and with loose ones
            let mut tight = (f64::INFINITY, f64::NEG_INFINITY);
            path_sums(&g, &r, 0, &mut tight);
            for (lo, hi) in [tight, (tight.0 - 7.0, tight.1 + 30.0)] {
                let (v, sb, nodes) = e.star1(lo, hi);
                prop_assert_eq!(v, want);
                prop_assert_eq!(sb, best[0]);
                prop_assert!(nodes <= all, "star1 {} > plain {}", nodes, all);
            }
            // positive affine map: leaves 3x - 5 and rewards 3r give 3 * value - 5, same moves
            let r3: Vec<f64> = r.iter().map(|x| 3.0 * x).collect();
            let e3 = Expectiminimax::new(map_leaves(&g, |x| 3.0 * x - 5.0)).with_rewards(r3);
            let (val3, best3) = e3.solve();
            prop_assert_eq!(val3[0], 3.0 * want - 5.0);
            prop_assert_eq!(best3, best);
        }
    }

    #[test]
    fn star1_saves_nodes_overall() {
        let (mut star, mut all) = (0, 0);
        for seed in 0..300 {
            let g = random_dag(seed, 24, true, 8);
            let e = Expectiminimax::new(g.clone());
            let (v, _, k) = e.star1(0.0, 10.0);
            assert_eq!(v, plain(&g, &[], 0).0);
            star += k;
            all += plain(&g, &[], 0).1;
        }
        println!("star1 {star} vs plain {all}");
        assert_eq!((star, all), (21_527, 36_438)); // 59% of the plain walk
    }

    #[test]
    fn star1_with_sevenths_agrees_up_to_rounding() {
        for seed in 0..2000 {
            let g = random_dag(seed, 20, true, 7);
            let e = Expectiminimax::new(g.clone());
            let (want, all) = plain(&g, &[], 0);
            let (v, _, k) = e.star1(0.0, 10.0);
            assert!((v - want).abs() <= 1e-9 && (e.solve().0[0] - want).abs() <= 1e-9);
            assert!(k <= all);
        }
    }

    #[test]
    fn monotone_transform_can_change_the_move() {
        // MAX chooses: a sure 3 (node 1) or a coin flip between 0 and 8 (node 2, worth 4).
        let g = vec![
            Node::Max(vec![1, 2]),
            Node::Leaf(3.0),
            Node::Chance(vec![(3, 0.5), (4, 0.5)]),
            Node::Leaf(0.0),
            Node::Leaf(8.0),
        ];
        let (val, best) = Expectiminimax::new(g.clone()).solve();
        assert_eq!((val[0], best[0]), (4.0, Some(2)));
        // f is increasing (f(0) = 0, f(3) = 3, f(8) = 4) but concave: the gamble is now worth 2.
        let f = |x: f64| if x <= 3.0 { x } else { 3.0 + (x - 3.0) / 5.0 };
        let (val, best) = Expectiminimax::new(map_leaves(&g, f)).solve();
        assert_eq!((val[0], best[0]), (3.0, Some(1)));
    }

    #[test]
    fn star1_prunes_and_dag_is_memoized() {
        // Root MAX: first child a sure 9; the chance node's first outcome (p = 1/2) gives 0,
        // so with leaves <= 10 it is worth at most 5 < 9: its second outcome is never visited.
        let g = vec![
            Node::Max(vec![1, 2]),
            Node::Leaf(9.0),
            Node::Chance(vec![(3, 0.5), (4, 0.5)]),
            Node::Leaf(0.0),
            Node::Min(vec![5, 5, 5]),
            Node::Leaf(10.0),
        ];
        let e = Expectiminimax::new(g.clone());
        assert_eq!(e.star1(0.0, 10.0), (9.0, Some(1), 4));
        assert_eq!(plain(&g, &[], 0), (9.0, 8));
        assert_eq!(e.solve().0[..5], [9.0, 9.0, 5.0, 0.0, 10.0]);
    }

    #[test]
    fn extra_turns_and_deep_chain() {
        // MAX moves twice in a row (node 1 is MAX again), then MIN.
        let g = vec![
            Node::Max(vec![1, 2]),
            Node::Max(vec![3, 4]),
            Node::Leaf(1.0),
            Node::Min(vec![5, 6]),
            Node::Leaf(2.0),
            Node::Leaf(7.0),
            Node::Leaf(5.0),
        ];
        let (val, best) = Expectiminimax::new(g).solve();
        assert_eq!(
            (val[0], best[0], best[1], best[3]),
            (5.0, Some(1), Some(3), Some(6))
        );
        // A chain of 10^5 chance nodes is solved iteratively.
        let n = 100_000;
        let mut g: Vec<Node> = (0..n - 1)
            .map(|v| Node::Chance(vec![(v + 1, 1.0)]))
            .collect();
        g.push(Node::Leaf(4.0));
        assert_eq!(Expectiminimax::new(g).solve().0[0], 4.0);
    }

    #[test]
    fn dag_with_2_pow_100_paths_is_memoized() {
        // Layer k: a MIN node whose two children are both the chance node k+1 (and MAX / CHANCE
        // alternate); the unfolded tree would have 2^100 leaves.
        let mut g = Vec::new();
        for k in 0..100 {
            let next = g.len() + 1;
            g.push(match k % 3 {
                0 => Node::Min(vec![next, next]),
                1 => Node::Max(vec![next, next]),
                _ => Node::Chance(vec![(next, 0.5), (next, 0.5)]),
            });
        }
        g.push(Node::Leaf(6.0));
        let (val, best) = Expectiminimax::new(g).solve();
        assert_eq!((val[0], best[0]), (6.0, Some(1)));
    }

    #[test]
    fn rewards_toward_0_sample() {
        // ABC350 E sample 1 (N = 3, A = 2, X = 10, Y = 20): states 3, 1, 0 = nodes 0, 1, 2.
        // State s: MIN(pay s, roll s); pay = reward X, sure move to s / A; roll = reward 6Y/5,
        // uniform over s / b for b = 2..6 (the b = 1 self-loop removed, as in the header).
        let (x, y) = (10.0, 20.0);
        let id = |s: u64| match s {
            3 => 0,
            1 => 1,
            _ => 2,
        };
        let mut g = vec![
            Node::Min(vec![3, 4]),
            Node::Min(vec![5, 6]),
            Node::Leaf(0.0),
        ];
        let mut r = vec![0.0; 3];
        for s in [3, 1] {
            g.push(Node::Chance(vec![(id(s / 2), 1.0)]));
            g.push(Node::Chance((2..=6).map(|b| (id(s / b), 0.2)).collect()));
            r.extend([x, 1.2 * y]);
        }
        let e = Expectiminimax::new(g).with_rewards(r);
        let (val, best) = e.solve();
        // E(1) = min(10 + 0, 24 + 0) = 10; E(3) = min(10 + E(1), 24 + 2 E(1) / 5) = 20.
        assert_eq!((val[1], best[1]), (10.0, Some(5)));
        assert!((val[0] - 20.0).abs() < 1e-12 && best[0] == Some(3));
        let (v, b, _) = e.star1(0.0, 100.0);
        assert!((v - 20.0).abs() < 1e-12 && b == Some(3));
    }

    #[test]
    #[should_panic(expected = "outside [lo, hi]")]
    fn path_sum_outside_bounds() {
        // The leaf is 0, but the path root -> leaf sums to 5 + 0.
        let e = Expectiminimax::new(vec![Node::Max(vec![1]), Node::Leaf(0.0)]);
        e.with_rewards(vec![5.0, 0.0]).star1(0.0, 4.0);
    }
    #[test]
    #[should_panic(expected = "2 rewards for 3 nodes")]
    fn rewards_of_wrong_length() {
        let g = vec![Node::Max(vec![1, 2]), Node::Leaf(0.0), Node::Leaf(1.0)];
        Expectiminimax::new(g).with_rewards(vec![0.0, 1.0]);
    }
    #[test]
    #[should_panic(expected = "not finite")]
    fn reward_not_finite() {
        let g = vec![Node::Max(vec![1]), Node::Leaf(0.0)];
        Expectiminimax::new(g).with_rewards(vec![f64::NAN, 0.0]);
    }
    #[test]
    #[should_panic(expected = "sum to")]
    fn probabilities_must_sum_to_one() {
        Expectiminimax::new(vec![
            Node::Chance(vec![(1, 0.5), (1, 0.4)]),
            Node::Leaf(0.0),
        ]);
    }
    #[test]
    #[should_panic(expected = "negative probability")]
    fn negative_probability() {
        Expectiminimax::new(vec![
            Node::Chance(vec![(1, 1.5), (1, -0.5)]),
            Node::Leaf(0.0),
        ]);
    }
    #[test]
    #[should_panic(expected = "out of range")]
    fn child_out_of_range() {
        Expectiminimax::new(vec![Node::Max(vec![1, 2]), Node::Leaf(0.0)]);
    }
    #[test]
    #[should_panic(expected = "cycle")]
    fn self_loop_is_a_cycle() {
        Expectiminimax::new(vec![
            Node::Chance(vec![(0, 0.5), (1, 0.5)]),
            Node::Leaf(0.0),
        ]);
    }
    #[test]
    #[should_panic(expected = "no children")]
    fn inner_node_without_children() {
        Expectiminimax::new(vec![Node::Min(vec![])]);
    }
    #[test]
    #[should_panic(expected = "no nodes")]
    fn empty() {
        Expectiminimax::new(vec![]);
    }
    #[test]
    #[should_panic(expected = "outside [lo, hi]")]
    fn leaf_outside_bounds() {
        Expectiminimax::new(vec![Node::Max(vec![1]), Node::Leaf(11.0)]).star1(0.0, 10.0);
    }
}
