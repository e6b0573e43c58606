//! Explicit game tree search: negamax, alpha-beta (fail-hard, fail-soft), PVS, MTD(f), root scores.
//! For small explicit trees, ordering experiments, an engine's reference; not for DAGs (use a DP).
//! Usage: `let mut t = GameTree::new(&children, &leaf); let m = t.alphabeta(0, -i64::MAX, i64::MAX);`
//!   (leaf[v]: leaf v's value for its mover). Any search from v sets `t.best` (v's first optimal
//!   child) and `t.nodes`, `t.leaves` (that search's counts); `mtdf`, `root_scores`: from node 0.
//! Time: negamax Theta(n). Alpha-beta, best child first everywhere: b^ceil(d/2) + b^floor(d/2) - 1
//!   leaves of a uniform tree; all b^d iff no cutoff, e.g. if at each node every leaf under a later
//!   child beats (for the mover) all under earlier ones; worst-first sorting is not enough.
//! Limits: leaves i32, values i64, i64::MIN < alpha < beta; any ids, forests too (a cycle panics).
//!   `new`: a flat copy, 12 B/node. Recursion depth = height (mtdf: none): tall trees, a big stack.
//! Source: Knuth, Moore 1975; Reinefeld 1983; Plaat et al. 1996.
//! Status: tests below vs plain negamax, alpha-beta (proptest, any start, Knuth-Moore, 1e5-deep path).
use std::collections::HashMap;

#[derive(Default)]
pub struct GameTree {
    start: Vec<u32>, // flat copy (CSR): the children of v are kids[start[v]..start[v + 1]]
    kids: Vec<u32>,
    leaf: Vec<i32>,
    memo: HashMap<usize, (i64, i64)>, // MTD(f): (lower, upper) bounds of the visited nodes
    top: usize,                       // the start node of the running search
    /// Set by every search: the first child of its start node that reached the returned value.
    pub best: Option<usize>,
    /// Counts of the last search: calls made (nodes visited; for MTD(f) memo hits too) and
    /// leaves evaluated.
    pub nodes: u64,
    pub leaves: u64,
}

impl GameTree {
    pub fn new(children: &[Vec<usize>], leaf: &[i32]) -> Self {
        let n = children.len();
        assert!(n > 0, "game_tree: empty tree (node 0 is the root)");
        assert_eq!(n, leaf.len(), "game_tree: children and leaf lengths differ");
        assert!(n <= u32::MAX as usize, "game_tree: 2^32 nodes or more");
        let (mut t, mut has_parent, mut up) = (GameTree::default(), vec![false; n], false);
        (t.start, t.leaf) = (vec![0], leaf.to_vec());
        for (v, ch) in children.iter().enumerate() {
            for &c in ch {
                assert!(c < n, "game_tree: child {} of node {} out of range", c, v);
                assert!(!has_parent[c], "game_tree: node {} has two parents", c);
                has_parent[c] = true;
                up |= c <= v;
            }
            t.kids.extend(ch.iter().map(|&c| c as u32));
            t.start.push(t.kids.len() as u32);
        }
        // One parent each: a node is on or below a cycle iff no parentless node reaches it (and
        // ids that grow downwards leave no cycle). A forest is fine: any node can start a search.
        if up {
            let mut seen: Vec<usize> = (0..n).filter(|&v| !has_parent[v]).collect();
            let mut i = 0;
            while let Some(&v) = seen.get(i) {
                seen.extend(&children[v]);
                i += 1;
            }
            assert!(seen.len() == n, "game_tree: a cycle");
        }
        t
    }

    /// Starts a search from v in the window (alpha, beta): `best` and the counters afresh.
    fn begin(&mut self, v: usize, alpha: i64, beta: i64) -> &mut Self {
        assert!(v < self.leaf.len(), "game_tree: node {} out of range", v);
        assert!(i64::MIN < alpha && alpha < beta, "game_tree: alpha < beta");
        (self.top, self.best, self.nodes, self.leaves) = (v, None, 0, 0);
        self
    }

    /// Counts a visit of v: v's children, as a range of `kids` (empty: v is a leaf).
    fn enter(&mut self, v: usize) -> std::ops::Range<usize> {
        let kids = self.start[v] as usize..self.start[v + 1] as usize;
        (self.nodes, self.leaves) = (self.nodes + 1, self.leaves + kids.is_empty() as u64);
        kids
    }

    /// At the start node: its best child is kids[i] (none if i is out of range). The searches
    /// track i without a branch (which child is best is random) and call this once per node.
    fn chose(&mut self, v: usize, i: usize) {
        if v == self.top {
            self.best = self.kids.get(i).map(|&c| c as usize);
        }
    }

    /// The value of v for its mover, every node visited.
    pub fn negamax(&mut self, v: usize) -> i64 {
        let (x, leaves) = self.begin(v, -i64::MAX, i64::MAX).negamax_below(v);
        (self.nodes, self.leaves) = (self.nodes + leaves, leaves);
        x
    }

    /// (value, leaves) of v; counts its inner nodes in `nodes`. Most nodes are leaves: each is
    /// read in place and counted in a local (a counter in `self` would be stored at every leaf).
    fn negamax_below(&mut self, v: usize) -> (i64, u64) {
        let kids = self.start[v] as usize..self.start[v + 1] as usize;
        if kids.is_empty() {
            return (self.leaf[v] as i64, 1);
        }
        let (mut best, mut leaves, mut arg) = (i64::MIN, 0, 0);
        self.nodes += 1;
        for i in kids {
            let c = self.kids[i] as usize;
            let (x, l) = if self.start[c] == self.start[c + 1] {
                (self.leaf[c] as i64, 1)
            } else {
                self.negamax_below(c)
            };
            leaves += l;
            arg = if -x > best { i } else { arg };
            best = best.max(-x);
        }
        self.chose(v, arg);
        (best, leaves)
    }

    /// Fail-hard alpha-beta: exactly clamp(value, alpha, beta): the fail-soft search clamped
    /// (the same nodes); `best` is None when the value is <= alpha.
    pub fn alphabeta(&mut self, v: usize, alpha: i64, beta: i64) -> i64 {
        let r = self.alphabeta_soft(v, alpha, beta);
        self.best = self.best.filter(|_| r > alpha);
        r.clamp(alpha, beta)
    }

    /// Fail-soft alpha-beta: a result r <= alpha proves value <= r, r >= beta proves value >= r,
    /// else r is exact. Visits the same nodes as `alphabeta`.
    pub fn alphabeta_soft(&mut self, v: usize, alpha: i64, beta: i64) -> i64 {
        self.begin(v, alpha, beta).soft(v, alpha, beta)
    }

    fn soft(&mut self, v: usize, mut alpha: i64, beta: i64) -> i64 {
        let kids = self.enter(v);
        if kids.is_empty() {
            return self.leaf[v] as i64;
        }
        let (mut best, mut arg) = (i64::MIN, 0);
        for i in kids {
            let s = -self.soft(self.kids[i] as usize, -beta, -alpha);
            arg = if s > best { i } else { arg };
            (best, alpha) = (best.max(s), alpha.max(s));
            if alpha >= beta {
                break; // the opponent has a better line than v: v's other children cannot matter
            }
        }
        self.chose(v, arg);
        best
    }

    /// PVS (NegaScout), fail-hard like `alphabeta`: the first child gets the full window, the
    /// others a null window, searched again on every fail-high.
    pub fn pvs(&mut self, v: usize, alpha: i64, beta: i64) -> i64 {
        self.begin(v, alpha, beta).scout(v, alpha, beta)
    }

    fn scout(&mut self, v: usize, mut alpha: i64, beta: i64) -> i64 {
        let kids = self.enter(v);
        if kids.is_empty() {
            return (self.leaf[v] as i64).clamp(alpha, beta);
        }
        let mut arg = usize::MAX; // no child above alpha yet
        for i in kids.clone() {
            let c = self.kids[i] as usize;
            // The first child gets the full window, the others a null one: is c better than alpha?
            let mut s = -self.scout(c, if i == kids.start { -beta } else { -alpha - 1 }, -alpha);
            if i > kids.start && alpha < s && s < beta {
                s = -self.scout(c, -beta, -s); // it is: search again for its value
            }
            arg = if s > alpha { i } else { arg };
            alpha = alpha.max(s);
            if alpha >= beta {
                break;
            }
        }
        self.chose(v, arg);
        alpha
    }

    /// MTD(f): null-window searches from `guess` until the bounds on the root meet. A memo of
    /// (lower, upper) bounds per visited node (a HashMap) keeps every leaf to one evaluation.
    pub fn mtdf(&mut self, guess: i64) -> i64 {
        self.begin(0, -i64::MAX, i64::MAX);
        let (mut lo, mut hi, mut g, mut best) = (-i64::MAX, i64::MAX, guess.max(-i64::MAX), None);
        while lo < hi {
            let beta = if g == lo { g + 1 } else { g };
            g = self.memo_search(beta - 1, beta);
            if g < beta {
                hi = g;
            } else {
                (lo, best) = (g, self.best); // this pass's best child proved root >= g
            }
        }
        self.best = best;
        self.memo = HashMap::new(); // frees the memo
        g
    }

    /// Fail-soft alpha-beta from the root, reading and writing the memo (Plaat's
    /// AlphaBetaWithMemory), on a stack of open nodes in the heap: no recursion, any depth.
    fn memo_search(&mut self, alpha: i64, beta: i64) -> i64 {
        // An open node: (u, next child in kids, u's window, u's memo bounds, best so far).
        let mut open: Vec<(usize, usize, i64, i64, i64, i64, i64)> = Vec::new();
        let (mut v, mut alpha, mut beta, mut r) = (0, alpha, beta, 0);
        loop {
            let (lo, hi) = self.memo.get(&v).copied().unwrap_or((-i64::MAX, i64::MAX));
            if lo >= beta || hi <= alpha {
                self.nodes += 1; // a memo hit: the bound decides (never an inner root: lo < beta <= hi)
                r = if lo >= beta { lo } else { hi };
            } else if self.enter(v).is_empty() {
                r = self.leaf[v] as i64;
                self.memo.insert(v, (r, r));
            } else {
                open.push((v, self.start[v] as usize, alpha, beta, lo, hi, i64::MIN));
            }
            // Back r up (the value of the child just left, if any); go down the next child.
            while let Some(f) = open.last_mut() {
                let (u, next, alpha0, b, lo, hi, mut best) = *f;
                if next > self.start[u] as usize && -r > best {
                    best = -r;
                    self.chose(u, next - 1);
                }
                let a = alpha0.max(best);
                if a < b && next < self.start[u + 1] as usize {
                    (f.1, f.6) = (next + 1, best);
                    (v, alpha, beta) = (self.kids[next] as usize, -b, -a);
                    break;
                }
                // Fail-soft: a result above the window is a lower bound, one below it an upper bound.
                let lo = if best > alpha0 { best } else { lo };
                let hi = if best < b { best } else { hi };
                self.memo.insert(u, (lo, hi));
                open.pop();
                r = best;
            }
            if open.is_empty() {
                return r;
            }
        }
    }

    /// Score (root's view) of every root child in order, from one fail-soft alpha-beta search
    /// whose root alpha stays one below the best so far: the children scoring the maximum are
    /// exactly the optimal moves (exact values); any other score is an upper bound below it.
    pub fn root_scores(&mut self) -> Vec<i64> {
        let (mut top, mut scores) = (-i64::MAX + 1, Vec::new()); // below every value
        for i in self.begin(0, -i64::MAX, i64::MAX).enter(0) {
            let c = self.kids[i] as usize;
            let s = -self.soft(c, -i64::MAX, -(top - 1));
            if s > top {
                (top, self.best) = (s, Some(c));
            }
            scores.push(s);
        }
        scores
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const INF: i64 = i64::MAX;

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

    fn check_best(ch: &[Vec<usize>], leaf: &[i32], best: Option<usize>, m: i64) {
        let b = best.expect("root has children");
        assert!(ch[0].contains(&b));
        assert_eq!(-oracle(ch, leaf, b).0, m, "best child is not optimal");
    }

    /// Oracle: plain fail-hard alpha-beta (value, nodes, leaves, the last child of v that
    /// raised alpha).
    fn hard(
        ch: &[Vec<usize>],
        leaf: &[i32],
        v: usize,
        mut a: i64,
        b: i64,
    ) -> (i64, u64, u64, Option<usize>) {
        if ch[v].is_empty() {
            return ((leaf[v] as i64).clamp(a, b), 1, 1, None);
        }
        let (mut nodes, mut leaves, mut best) = (1, 0, None);
        for &c in &ch[v] {
            let (s, n, l, _) = hard(ch, leaf, c, -b, -a);
            (nodes, leaves) = (nodes + n, leaves + l);
            if -s > a {
                (a, best) = (-s, Some(c));
                if a >= b {
                    break;
                }
            }
        }
        (a, nodes, leaves, best)
    }

    /// v's subtree as its own tree (v becomes 0) and the old id of every new one.
    fn subtree(
        ch: &[Vec<usize>],
        leaf: &[i32],
        v: usize,
    ) -> (Vec<Vec<usize>>, Vec<i32>, Vec<usize>) {
        let mut old = vec![v];
        let mut sub: Vec<Vec<usize>> = vec![];
        let mut i = 0;
        while i < old.len() {
            let k = old.len();
            sub.push((k..k + ch[old[i]].len()).collect());
            old.extend(&ch[old[i]]);
            i += 1;
        }
        let leaf = old.iter().map(|&u| leaf[u]).collect();
        (sub, leaf, old)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        #[test]
        fn a_search_from_any_node_is_the_search_of_its_subtree(seed in any::<u64>(), depth in 1usize..=6, a in -4i64..4, w in 1i64..5) {
            // Issue 20 item 3: from an inner node, the counters used to add up and `best` stayed.
            let (ch, leaf) = random_tree(seed, depth);
            let mut t = GameTree::new(&ch, &leaf);
            t.negamax(0); // counters and best from an earlier search must not leak
            for v in 0..ch.len() {
                let (sc, sl, old) = subtree(&ch, &leaf, v);
                let mut s = GameTree::new(&sc, &sl);
                let map = |b: Option<usize>| b.map(|c| old[c]);
                let (m, all) = oracle(&ch, &leaf, v);
                let first = ch[v].iter().copied().find(|&c| -oracle(&ch, &leaf, c).0 == m);
                let (x, y) = (t.negamax(v), s.negamax(0));
                prop_assert_eq!((x, t.nodes, t.leaves, t.best), (m, old.len() as u64, all, first));
                prop_assert_eq!((y, s.nodes, s.leaves, map(s.best)), (m, old.len() as u64, all, first));
                let b = a + w;
                for k in 0..3 {
                    let (x, y) = match k {
                        0 => (t.alphabeta(v, a, b), s.alphabeta(0, a, b)),
                        1 => (t.alphabeta_soft(v, a, b), s.alphabeta_soft(0, a, b)),
                        _ => (t.pvs(v, a, b), s.pvs(0, a, b)),
                    };
                    prop_assert_eq!((x, t.nodes, t.leaves, t.best), (y, s.nodes, s.leaves, map(s.best)));
                    if k == 0 {
                        prop_assert_eq!((x, t.nodes, t.leaves, t.best), hard(&ch, &leaf, v, a, b));
                    }
                }
                prop_assert_eq!(t.alphabeta(v, -INF, INF), m);
                prop_assert_eq!((t.best, t.leaves <= all), (first, true));
            }
        }
    }

    #[test]
    fn mtdf_needs_no_stack() {
        // Issue 20 item 3: a 100,000-node path overflowed mtdf's recursion where the others
        // survived; its search keeps its open nodes in the heap (64 KiB of stack suffice).
        let n = 100_000;
        let ch: Vec<Vec<usize>> = (0..n)
            .map(|v| if v + 1 < n { vec![v + 1] } else { vec![] })
            .collect();
        let mut leaf = vec![0; n];
        leaf[n - 1] = 5;
        let small = std::thread::Builder::new().stack_size(64 << 10);
        let run = move || {
            let mut t = GameTree::new(&ch, &leaf);
            (t.mtdf(3), t.best, t.leaves)
        };
        assert_eq!(small.spawn(run).unwrap().join().unwrap(), (-5, Some(1), 1));
    }

    #[test]
    fn any_numbering_of_a_forest() {
        // 0 -> 3 -> {2, 1}, and 4 -> 5: ids that go down and up, a second tree.
        let ch = [vec![3], vec![], vec![], vec![2, 1], vec![5], vec![]];
        let mut t = GameTree::new(&ch, &[0, 4, 7, 0, 0, 2]);
        assert_eq!(
            (t.negamax(0), t.best, t.nodes, t.leaves),
            (4, Some(3), 4, 2)
        );
        assert_eq!(
            (t.negamax(3), t.best, t.nodes, t.leaves),
            (-4, Some(1), 3, 2)
        );
        assert_eq!(
            (t.alphabeta(4, -INF, INF), t.best, t.nodes),
            (-2, Some(5), 2)
        );
        assert_eq!((t.mtdf(0), t.best), (4, Some(3)));
    }

    #[test]
    #[should_panic(expected = "game_tree: a cycle")]
    fn detached_cycle() {
        // 1 <-> 2 has one parent each and no root: a search from 1 would never end.
        GameTree::new(&[vec![], vec![2], vec![1]], &[0; 3]);
    }
    #[test]
    #[should_panic(expected = "game_tree: a cycle")]
    fn self_loop() {
        GameTree::new(&[vec![], vec![1]], &[0; 2]); // 1 -> 1
    }
    #[test]
    #[should_panic(expected = "game_tree: node 3 out of range")]
    fn start_out_of_range() {
        GameTree::new(&[vec![1], vec![]], &[0; 2]).negamax(3);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1000))]
        #[test]
        fn all_searches_agree_with_negamax(seed in any::<u64>(), depth in 1usize..=7, a in -5i64..5, w in 1i64..6) {
            let (ch, leaf) = random_tree(seed, depth);
            let (m, all) = oracle(&ch, &leaf, 0);
            let mut t = GameTree::new(&ch, &leaf);
            let first = ch[0].iter().position(|&c| -oracle(&ch, &leaf, c).0 == m).map(|i| ch[0][i]);
            let nm = t.negamax(0);
            prop_assert_eq!((nm, t.leaves, t.best), (m, all, first));
            for k in 0..5 {
                let v = match k {
                    0 => t.alphabeta(0, -INF, INF),
                    1 => t.alphabeta_soft(0, -INF, INF),
                    2 => t.mtdf(0),
                    3 => t.mtdf(a),
                    _ => t.pvs(0, -INF, INF),
                };
                prop_assert_eq!(v, m);
                // PVS excepted: its re-searches can exceed negamax (see the test below)
                prop_assert!(k == 4 || t.leaves <= all, "search #{}: {} leaves > negamax {}", k, t.leaves, all);
                check_best(&ch, &leaf, t.best, m);
            }
            t.alphabeta(0, -INF, INF);
            prop_assert_eq!(t.best, first);
            t.pvs(0, -INF, INF);
            prop_assert_eq!(t.best, first);
            // windows
            let b = a + w;
            prop_assert_eq!(t.alphabeta(0, a, b), m.clamp(a, b));
            prop_assert_eq!(t.pvs(0, a, b), m.clamp(a, b));
            for v in [t.alphabeta_soft(0, a, b), t.pvs(0, a, b)] {
                if v <= a { prop_assert!(m <= v) } else if v >= b { prop_assert!(m >= v) } else { prop_assert_eq!(v, m) }
            }
            // fail-hard and fail-soft visit the same nodes
            t.alphabeta(0, a, b);
            let hard = t.nodes;
            t.alphabeta_soft(0, a, b);
            prop_assert_eq!(hard, t.nodes);
        }

        #[test]
        fn root_scores_find_every_optimal_move(seed in any::<u64>(), depth in 1usize..=7) {
            let (ch, leaf) = random_tree(seed, depth);
            let (m, all) = oracle(&ch, &leaf, 0);
            let mut t = GameTree::new(&ch, &leaf);
            let scores = t.root_scores();
            prop_assert_eq!(scores.len(), ch[0].len());
            prop_assert!(t.leaves <= all);
            prop_assert_eq!(scores.iter().max(), Some(&m));
            for (i, &c) in ch[0].iter().enumerate() {
                let exact = -t.negamax(c); // negamax per child: the value of that move
                prop_assert!(scores[i] >= exact, "child {}: {} is not an upper bound of {}", c, scores[i], exact);
                prop_assert_eq!(scores[i] == m, exact == m, "child {}", c);
            }
            t.root_scores();
            let first = ch[0].iter().position(|&c| -oracle(&ch, &leaf, c).0 == m).map(|i| ch[0][i]);
            prop_assert_eq!(t.best, first);
        }
    }

    /// Uniform tree (branching b, depth d), random leaves, every child list sorted best-first.
    fn best_first(b: usize, d: u32, seed: u64) -> (Vec<Vec<usize>>, Vec<i32>) {
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
        (ch, leaf)
    }

    /// Uniform tree where no cutoff can happen: the subtree of a node owns an interval of
    /// root-view values; its children own consecutive sub-intervals, increasing for the root
    /// player's nodes and decreasing for the opponent's (every leaf under a later child beats,
    /// for the mover, every leaf under an earlier one).
    fn worst_first(b: usize, d: u32) -> (Vec<Vec<usize>>, Vec<i32>) {
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
        (ch, leaf)
    }

    #[test]
    fn knuth_moore_minimal_tree() {
        for b in 2..=5usize {
            for d in 1..=6u32 {
                let want = (b.pow((d + 1) / 2) + b.pow(d / 2) - 1) as u64;
                let (ch, leaf) = best_first(b, d, (b * 10) as u64 + d as u64);
                let mut t = GameTree::new(&ch, &leaf);
                t.alphabeta(0, -INF, INF);
                assert_eq!(t.leaves, want, "b={b} d={d}");
                t.alphabeta_soft(0, -INF, INF);
                assert_eq!(t.leaves, want, "b={b} d={d}");
                t.pvs(0, -INF, INF);
                assert_eq!(t.leaves, want, "pvs b={b} d={d}");
                assert_eq!(t.mtdf(0), t.negamax(0));
                let (ch, leaf) = worst_first(b, d);
                let mut t = GameTree::new(&ch, &leaf);
                assert_eq!(t.negamax(0), t.alphabeta(0, -INF, INF));
                assert_eq!(t.leaves, b.pow(d) as u64, "worst b={b} d={d}");
            }
        }
    }

    #[test]
    fn worst_first_sorting_still_cuts() {
        // Issue 12: a binary depth-4 tree whose children are sorted worst-first at every node
        // (in heap order) still has deep cutoffs: alpha-beta reads 15 of the 16 leaves.
        let leaves = [
            13, 2, 10, 5, 45, -43, 15, -3, 25, -45, 29, 14, -19, -28, 26, 0,
        ];
        let ch: Vec<Vec<usize>> = (0..31)
            .map(|v| {
                if v < 15 {
                    vec![2 * v + 1, 2 * v + 2]
                } else {
                    vec![]
                }
            })
            .collect();
        let leaf: Vec<i32> = (0..31)
            .map(|v| if v < 15 { 0 } else { leaves[v - 15] })
            .collect();
        for v in 0..15 {
            let (a, b) = (
                oracle(&ch, &leaf, 2 * v + 1).0,
                oracle(&ch, &leaf, 2 * v + 2).0,
            );
            assert!(
                a >= b,
                "node {v}: the mover's worse child (larger value) comes first"
            );
        }
        let mut t = GameTree::new(&ch, &leaf);
        assert_eq!((t.negamax(0), t.leaves), (0, 16));
        assert_eq!((t.alphabeta(0, -INF, INF), t.leaves), (0, 15));
        assert_eq!((t.pvs(0, -INF, INF), t.leaves), (0, 44));
        // MTD(f) from a guess: regression counts (value 0; a far guess costs more passes).
        let counts = [
            (0, 36, 13),
            (13, 54, 15),
            (-45, 51, 13),
            (i64::MIN, 51, 13),
            (INF, 83, 15),
        ];
        for (g, nodes, leaves) in counts {
            assert_eq!(
                (t.mtdf(g), t.nodes, t.leaves, t.best),
                (0, nodes, leaves, Some(2))
            );
        }
    }

    #[test]
    fn extreme_values_do_not_overflow() {
        let ch = [vec![1, 2], vec![], vec![]];
        let leaf = [0, i32::MIN, i32::MAX];
        let mut t = GameTree::new(&ch, &leaf);
        for k in 0..5 {
            let v = match k {
                0 => t.negamax(0),
                1 => t.alphabeta(0, -INF, INF),
                2 => t.alphabeta_soft(0, -INF, INF),
                3 => t.pvs(0, -INF, INF),
                _ => t.mtdf(0),
            };
            assert_eq!((v, t.best), (1i64 << 31, Some(1)));
        }
        assert_eq!(t.alphabeta(0, -INF, -INF + 1), -INF + 1);
        assert_eq!(t.pvs(0, INF - 1, INF), INF - 1); // fail-hard
        assert_eq!(t.alphabeta_soft(0, INF - 1, INF), 1 << 31); // fail-soft
        assert_eq!(t.mtdf(i64::MIN), 1 << 31);
        assert_eq!(t.root_scores(), vec![1 << 31, -(1 << 31) + 1]);
    }

    #[test]
    fn path_of_100000_nodes_in_a_big_stack() {
        let n = 100_000;
        let ch: Vec<Vec<usize>> = (0..n)
            .map(|v| if v + 1 < n { vec![v + 1] } else { vec![] })
            .collect();
        let mut leaf = vec![0; n];
        leaf[n - 1] = 5; // depth n-1 = 99,999 (odd): the root sees -5

        // The header's pattern: recursion as deep as the tree runs in a thread with a big stack.
        let run = move || {
            let mut t = GameTree::new(&ch, &leaf);
            for k in 0..4 {
                let v = match k {
                    0 => t.negamax(0),
                    1 => t.alphabeta(0, -INF, INF),
                    2 => t.pvs(0, -INF, INF),
                    _ => t.mtdf(0),
                };
                assert_eq!((v, t.best), (-5, Some(1)));
            }
            t.negamax(0);
            assert_eq!(t.nodes, n as u64);
        };
        let big = std::thread::Builder::new().stack_size(1 << 28);
        big.spawn(run).unwrap().join().unwrap();
    }

    #[test]
    fn leaf_root() {
        let ch = [vec![]];
        let mut t = GameTree::new(&ch, &[-7]);
        assert_eq!((t.negamax(0), t.best, t.nodes, t.leaves), (-7, None, 1, 1));
        assert_eq!(t.alphabeta(0, 0, 3), 0);
        assert_eq!((t.mtdf(100), t.nodes, t.leaves), (-7, 2, 1)); // 2 passes, 1 evaluation
        assert_eq!(t.root_scores(), vec![]);
    }

    #[test]
    #[should_panic(expected = "empty tree")]
    fn empty() {
        GameTree::new(&[], &[]);
    }
    #[test]
    #[should_panic(expected = "out of range")]
    fn child_out_of_range() {
        GameTree::new(&[vec![1, 2], vec![]], &[0, 0]);
    }
    #[test]
    #[should_panic(expected = "two parents")]
    fn dag() {
        GameTree::new(&[vec![1, 2], vec![2], vec![]], &[0; 3]);
    }
    #[test]
    #[should_panic(expected = "cycle")]
    fn cycle() {
        GameTree::new(&[vec![1], vec![0]], &[0; 2]);
    }
    #[test]
    #[should_panic(expected = "lengths differ")]
    fn length_mismatch() {
        GameTree::new(&[vec![]], &[0, 0]);
    }
    #[test]
    #[should_panic(expected = "alpha < beta")]
    fn bad_window() {
        GameTree::new(&[vec![]], &[0]).alphabeta(0, 3, 3);
    }

    #[test]
    fn pvs_can_visit_more_leaves_than_negamax() {
        // The null-window probe of child 2 stops at leaf 4 and fails high at the root; the
        // re-search visits leaf 4 again.
        let ch = [vec![1, 2], vec![], vec![3], vec![4, 5], vec![], vec![]];
        let leaf = [0, 3, 0, 0, 0, 0];
        let mut t = GameTree::new(&ch, &leaf);
        assert_eq!((t.negamax(0), t.leaves), (0, 3));
        assert_eq!((t.pvs(0, -INF, INF), t.best, t.leaves), (0, Some(2), 4));
        assert_eq!((t.alphabeta(0, -INF, INF), t.leaves), (0, 3));
        assert_eq!((t.mtdf(0), t.leaves), (0, 3));
    }
}
