//! PUCT, AlphaZero's Monte Carlo tree search: move priors steer the tree, a value function
//!   scores new leaves. For two-player alternating games with a policy (a heuristic or a trained
//!   net) giving priors and values; with neither use `mcts` (UCT, random playouts, proofs).
//! Usage: `let mut p = Puct::new(game, seed); let ch = p.search(800, None).unwrap();` plays
//!   `ch.mv`; `p.advance(mv)` after each move played keeps that subtree; `p.stats()` per root move.
//! Scores: side to move, in [0, 1]. Descends by `q + C P sqrt(N) / (1 + n)` (q = w/n, 1/2 while
//!   unvisited; exact ties broken at random by `seed`) to a terminal (`outcome`) or a new leaf
//!   (`evaluate`), backs the reward up flipped per level, expands a leaf on its second visit;
//!   plays the most visited move (ties: move order). No proofs. Stops at 2^32 - 1 root visits.
//! Time: O(iterations * depth * branching), ~56 B/node; `time` checked every 64 iterations.
//! Source: Rosin 2011; Silver et al. 2017.
//! Status: tests below vs brute force (Nim heaps <= 3, "take 1..3" heaps <= 40, reused trees).
use std::time::{Duration, Instant};

/// A two-player alternating game; `outcome` and `evaluate` score for the side to move.
pub trait PuctGame: Clone {
    type Move: Copy + PartialEq;
    /// Appends the legal moves (called only while `outcome()` is `None`; never empty then).
    fn moves(&self, out: &mut Vec<Self::Move>);
    fn play(&mut self, m: Self::Move);
    /// `Some(reward in [0, 1] of the side to move)` once the game is over, else `None`.
    fn outcome(&self) -> Option<f64>;
    /// Expected reward in [0, 1] of the side to move (the value head; or a random playout).
    fn evaluate(&self) -> f64;
    /// Priors of `moves` (same order) pushed onto `p` (which holds other nodes' priors: push
    /// only): non-negative, summing to 1.
    fn priors(&self, moves: &[Self::Move], p: &mut Vec<f64>) {
        p.extend(moves.iter().map(|_| 1.0 / moves.len() as f64));
    }
}

/// A root move: visits and summed rewards of its mover.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuctStat<M> {
    pub mv: M,
    pub visits: u32,
    pub wins: f64,
}

/// A tree node, node 0 the root; node i's move and prior are `mv[i - 1]`, `prior[i - 1]`.
#[derive(Clone, Default)]
struct Node {
    parent: u32,
    first: u32, // first child, children are contiguous (0 and no kids until expanded)
    kids: u32,
    n: u32,
    w: f64, // summed rewards of the player who moved into this node
}

/// A search tree over a game, kept across moves by `advance`.
pub struct Puct<G: PuctGame> {
    /// Exploration constant C (default sqrt 2; AlphaZero used about 1.25 to 2.5), finite.
    pub c: f64,
    /// Iterations run by the last `search`.
    pub iterations: u64,
    root: G,
    nodes: Vec<Node>,
    mv: Vec<G::Move>,
    prior: Vec<f64>,
    /// [q, prior / (1 + n)] per node, what selection reads: kept apart so that a node's
    /// children fill a few cache lines.
    hot: Vec<[f64; 2]>,
    rng: u64, // splitmix64 state: breaks exact ties in selection
}

impl<G: PuctGame> Puct<G> {
    pub fn new(root: G, seed: u64) -> Self {
        let (nodes, mv, prior, hot) = (vec![Node::default()], vec![], vec![], vec![[0.0; 2]]);
        Puct {
            c: 2f64.sqrt(),
            iterations: 0,
            root,
            nodes,
            mv,
            prior,
            hot,
            rng: seed,
        }
    }

    fn kids(&self, v: usize) -> std::ops::Range<usize> {
        self.nodes[v].first as usize..(self.nodes[v].first + self.nodes[v].kids) as usize
    }

    fn expand(&mut self, v: usize, s: &G) {
        let first = self.nodes.len(); // node i's move lands at mv[i - 1]
        s.moves(&mut self.mv);
        s.priors(&self.mv[first - 1..], &mut self.prior);
        let kids = self.mv.len() + 1 - first;
        assert!(kids > 0, "puct: moves() is empty but outcome() is None");
        let p = &self.prior[self.prior.len().min(first - 1)..];
        let ok = self.prior.len() == self.mv.len() && p.iter().all(|&p| p >= 0.0);
        let msg = "puct: priors must be one non-negative value per move, summing to 1";
        assert!(ok && (p.iter().sum::<f64>() - 1.0).abs() < 1e-6, "{}", msg);
        let ok = first + kids < u32::MAX as usize;
        assert!(ok, "puct: tree over 2^32 nodes");
        (self.nodes[v].first, self.nodes[v].kids) = (first as u32, kids as u32);
        let child = Node {
            parent: v as u32,
            ..Node::default()
        };
        self.nodes.resize(first + kids, child);
        let unvisited = |&p: &f64| [0.5, p]; // q = 1/2 until visited
        self.hot
            .extend(self.prior[first - 1..].iter().map(unvisited));
    }

    /// The child maximizing q + C P sqrt(N) / (1 + n); among exact ties each is equally likely
    /// (reservoir sampling: the k-th tie replaces the choice with probability 1/k).
    fn select(&mut self, v: usize) -> usize {
        let (nd, mut best, mut ties) = (&self.nodes[v], (0, f64::NEG_INFINITY), 0u64);
        let (coef, first, mut rng) = (self.c * (nd.n as f64).sqrt(), nd.first as usize, self.rng);
        for (i, h) in self.hot[first..first + nd.kids as usize].iter().enumerate() {
            let score = h[0] + coef * h[1];
            if score > best.1 {
                (best, ties) = ((first + i, score), 1);
            } else if score == best.1 {
                rng = rng.wrapping_add(0x9e37_79b9_7f4a_7c15); // splitmix64
                let z = (rng ^ (rng >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
                let z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
                ties += 1;
                if ((z ^ (z >> 31)) as u128 * ties as u128) >> 64 == 0 {
                    best.0 = first + i;
                }
            }
        }
        self.rng = rng;
        best.0
    }

    /// One iteration: descend to a terminal or new leaf, score it, back the reward up.
    fn iterate(&mut self) {
        let (mut s, mut v) = (self.root.clone(), 0);
        let mut r = loop {
            if self.nodes[v].kids == 0 {
                // A terminal, or a new leaf scored by `evaluate`; a leaf seen before is expanded.
                let new = self.nodes[v].n == 0;
                let r = s.outcome().or_else(|| new.then(|| s.evaluate()));
                if let Some(r) = r {
                    assert!((0.0..=1.0).contains(&r), "puct: rewards must lie in [0, 1]");
                    break 1.0 - r; // the reward of whoever moved into v
                }
                self.expand(v, &s);
            }
            v = self.select(v);
            s.play(self.mv[v - 1]);
        };
        loop {
            let nd = &mut self.nodes[v];
            (nd.n, nd.w, r) = (nd.n + 1, nd.w + r, 1.0 - r); // flipped at each level
            if v == 0 {
                return;
            }
            let n = nd.n as f64;
            self.hot[v] = [nd.w / n, self.prior[v - 1] / (n + 1.0)];
            v = nd.parent as usize;
        }
    }

    /// Runs up to `iterations` iterations (or for `time` if given; `u64::MAX` for time only)
    /// from the kept tree; returns the most visited root move, `None` at a terminal root.
    pub fn search(&mut self, iterations: u64, time: Option<Duration>) -> Option<PuctStat<G::Move>> {
        assert!(iterations > 0, "puct: zero iteration budget");
        assert!(self.c.is_finite(), "puct: c must be finite"); // else select() scores NaN
        self.iterations = 0;
        if self.root.outcome().is_some() {
            return None;
        }
        if self.nodes[0].kids == 0 {
            let root = self.root.clone();
            self.expand(0, &root);
        }
        let budget = iterations.min((u32::MAX - self.nodes[0].n) as u64);
        let (start, mut it) = (Instant::now(), 0);
        while it < budget && (self.nodes[0].kids > 1 || it == 0) {
            self.iterate();
            it += 1;
            if it % 64 == 0 && time.is_some_and(|t| start.elapsed() >= t) {
                break;
            }
        }
        self.iterations = it;
        self.stats().into_iter().rev().max_by_key(|s| s.visits) // ties: the earliest
    }

    /// Statistics of the root moves, in `moves` order (empty before the first search).
    pub fn stats(&self) -> Vec<PuctStat<G::Move>> {
        let stat = |i: usize| PuctStat {
            mv: self.mv[i - 1],
            visits: self.nodes[i].n,
            wins: self.nodes[i].w,
        };
        self.kids(0).map(stat).collect()
    }

    /// Plays `mv` at the root and keeps its subtree (statistics and priors) as the new tree;
    /// a move never expanded starts a fresh tree. An illegal move panics (once expanded).
    pub fn advance(&mut self, mv: G::Move) {
        let child = self.kids(0).find(|&i| self.mv[i - 1] == mv);
        if child.is_none() && self.nodes[0].kids > 0 {
            panic!("puct: advance with a move that is not legal at the root");
        }
        self.root.play(mv);
        // Breadth first from the child, so that children stay contiguous; node j's children
        // get their new parent (j's place in the kept tree) before they move.
        let (mut from, mut i) = (vec![child.unwrap_or(0)], 0);
        while let Some(&j) = from.get(i) {
            let first = from.len() as u32; // where j's children go in the kept tree
            for k in self.kids(j) {
                self.nodes[k].parent = i as u32;
            }
            from.extend(self.kids(j));
            (self.nodes[j].first, i) = (first, i + 1);
        }
        self.nodes = from.iter().map(|&j| self.nodes[j].clone()).collect();
        self.hot = from.iter().map(|&j| self.hot[j]).collect();
        self.mv = from[1..].iter().map(|&j| self.mv[j - 1]).collect();
        self.prior = from[1..].iter().map(|&j| self.prior[j - 1]).collect();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;
    use std::collections::HashMap;
    use std::rc::Rc;

    /// A uniformly random playout from `g`, drawing from the shared splitmix64 state `rng`:
    /// the reward of the side to move at `g` (the value of a game without a value function).
    fn playout<G: PuctGame>(g: &G, rng: &Cell<u64>) -> f64 {
        let (mut s, mut mine, mut buf) = (g.clone(), true, Vec::new());
        loop {
            if let Some(r) = s.outcome() {
                return if mine { r } else { 1.0 - r };
            }
            buf.clear();
            s.moves(&mut buf);
            rng.set(rng.get().wrapping_add(0x9e37_79b9_7f4a_7c15));
            let mut z = rng.get();
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            let i = ((z ^ (z >> 31)) as u128 * buf.len() as u128) >> 64;
            s.play(buf[i as usize]);
            mine = !mine;
        }
    }

    /// Nim with three heaps (normal play: taking the last stone wins), valued by playouts.
    #[derive(Clone, Debug)]
    struct Nim([u8; 3], Rc<Cell<u64>>);
    impl PuctGame for Nim {
        type Move = (u8, u8);
        fn moves(&self, out: &mut Vec<(u8, u8)>) {
            for h in 0..3 {
                out.extend((1..=self.0[h as usize]).map(|k| (h, k)));
            }
        }
        fn play(&mut self, (h, k): (u8, u8)) {
            self.0[h as usize] -= k;
        }
        fn outcome(&self) -> Option<f64> {
            (self.0 == [0; 3]).then_some(0.0) // the side to move has lost
        }
        fn evaluate(&self) -> f64 {
            playout(self, &self.1)
        }
    }
    fn nim(h: [u8; 3], seed: u64) -> Nim {
        Nim(h, Rc::new(Cell::new(seed)))
    }

    /// "Take 1, 2 or 3" from a heap; who cannot move loses.
    #[derive(Clone, Debug)]
    struct Sub {
        heap: u32,
        good: Option<f64>, // prior of the move to a multiple of 4 (the rest uniform)
        exact: bool,       // evaluate() returns the exact value, else a random playout
        rng: Rc<Cell<u64>>,
    }
    impl PuctGame for Sub {
        type Move = u32;
        fn moves(&self, out: &mut Vec<u32>) {
            out.extend((1..=3).filter(|&k| k <= self.heap));
        }
        fn play(&mut self, k: u32) {
            self.heap -= k;
        }
        fn outcome(&self) -> Option<f64> {
            (self.heap == 0).then_some(0.0)
        }
        fn priors(&self, moves: &[u32], p: &mut Vec<f64>) {
            let g = moves.iter().position(|&k| (self.heap - k) % 4 == 0);
            match (self.good, g) {
                (Some(w), Some(g)) if moves.len() > 1 => {
                    let rest = (1.0 - w) / (moves.len() - 1) as f64;
                    p.extend((0..moves.len()).map(|i| if i == g { w } else { rest }));
                }
                _ => p.extend(moves.iter().map(|_| 1.0 / moves.len() as f64)),
            }
        }
        fn evaluate(&self) -> f64 {
            if self.exact {
                (self.heap % 4 != 0) as u8 as f64
            } else {
                playout(self, &self.rng)
            }
        }
    }

    /// Brute force: does the player to move win? Plain win/lose recursion, memoized on `key`.
    fn wins<G: PuctGame>(g: &G, key: fn(&G) -> u64, memo: &mut HashMap<u64, bool>) -> bool {
        if let Some(r) = g.outcome() {
            return r == 1.0;
        }
        if let Some(&w) = memo.get(&key(g)) {
            return w;
        }
        let mut ms = Vec::new();
        g.moves(&mut ms);
        let w = ms.into_iter().any(|m| !wins(&after(g, m), key, memo));
        memo.insert(key(g), w);
        w
    }
    fn after<G: PuctGame>(g: &G, m: G::Move) -> G {
        let mut h = g.clone();
        h.play(m);
        h
    }

    #[test]
    fn nim_every_winning_position() {
        // Uniform priors, random playouts, C = sqrt 2, 20,000 iterations.
        let key = |g: &Nim| g.0[0] as u64 * 16 + g.0[1] as u64 * 4 + g.0[2] as u64;
        let mut memo = HashMap::new();
        let mut count = 0;
        for p in 0..64u8 {
            let g = nim([p / 16, p / 4 % 4, p % 4], 7);
            if !wins(&g, key, &mut memo) {
                assert_eq!(g.0[0] ^ g.0[1] ^ g.0[2], 0);
                continue;
            }
            count += 1;
            let mv = Puct::new(g.clone(), 7).search(20_000, None).unwrap().mv;
            let h = after(&g, mv);
            assert_eq!(h.0[0] ^ h.0[1] ^ h.0[2], 0, "{:?}", g);
            assert!(!wins(&h, key, &mut memo));
        }
        assert_eq!(count, 48);
    }

    /// One move per prior, each ending the game in a draw: PUCT then depends only on priors.
    #[derive(Clone)]
    struct Bag(Vec<f64>, bool);
    impl PuctGame for Bag {
        type Move = usize;
        fn moves(&self, out: &mut Vec<usize>) {
            out.extend(0..self.0.len());
        }
        fn play(&mut self, _: usize) {
            self.1 = true;
        }
        fn outcome(&self) -> Option<f64> {
            self.1.then_some(0.5)
        }
        fn evaluate(&self) -> f64 {
            unreachable!("every move ends the game")
        }
        fn priors(&self, _: &[usize], p: &mut Vec<f64>) {
            p.extend(&self.0);
        }
    }

    #[test]
    fn visits_follow_the_formula() {
        let priors = vec![0.1, 0.2, 0.3, 0.4];
        let mut firsts = vec![];
        for seed in 0..20u64 {
            // Replay q + c * P * sqrt(N) / (1 + n) by hand (q = 1/2 for every child here), exact
            // ties broken as the snippet does: the k-th tied child replaces the choice when the
            // next splitmix64 value from the seed falls in the first 1/k of its range.
            let (mut n, mut rng, mut order) = ([0u32; 4], seed, vec![]);
            for t in 0..1000 {
                let score =
                    |i: usize| 0.5 + 1.5 * priors[i] * (t as f64).sqrt() / (1.0 + n[i] as f64);
                let (mut best, mut ties) = (0, 1);
                for i in 1..4 {
                    if score(i) > score(best) {
                        (best, ties) = (i, 1);
                    } else if score(i) == score(best) {
                        rng = rng.wrapping_add(0x9e37_79b9_7f4a_7c15);
                        let z = (rng ^ (rng >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
                        let z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
                        ties += 1;
                        if ((z ^ (z >> 31)) as u128 * ties as u128) >> 64 == 0 {
                            best = i;
                        }
                    }
                }
                n[best] += 1;
                order.push(best);
            }
            // The snippet, one iteration at a time (the tree is kept), then the rest at once.
            let mut m = Puct::new(Bag(priors.clone(), false), seed);
            m.c = 1.5;
            for &want in &order[..8] {
                let visits = |m: &Puct<Bag>| m.stats().iter().map(|s| s.visits).collect::<Vec<_>>();
                let before = [visits(&m), vec![0; 4]].concat(); // empty before the first search
                m.search(1, None);
                let got = (0..4).find(|&i| visits(&m)[i] > before[i]);
                assert_eq!(got, Some(want), "seed {seed}");
            }
            assert_eq!(m.search(992, None).map(|s| s.mv), Some(3));
            let got: Vec<u32> = m.stats().iter().map(|s| s.visits).collect();
            assert_eq!(got, n, "seed {seed}");
            assert!(n[3] > n[2] && n[2] > n[1] && n[1] > n[0]);
            assert_eq!(m.iterations, 992);
            firsts.push(order[0]);
        }
        // The first iteration ties all four children: the seed decides.
        assert_eq!(firsts, FIRSTS);
    }
    const FIRSTS: [usize; 20] = [3, 0, 0, 1, 1, 3, 3, 2, 0, 0, 3, 2, 3, 2, 3, 0, 2, 0, 1, 2];

    #[test]
    fn the_seed_breaks_exact_ties() {
        // Four moves with equal priors, all draws: the first iteration ties all four. Over
        // seeds 0..4000 each move comes first about a quarter of the time; a seed repeats.
        let mut first = [0; 4];
        for seed in 0..4000 {
            let mut m = Puct::new(Bag(vec![0.25; 4], false), seed);
            m.search(1, None);
            let visits: Vec<u32> = m.stats().iter().map(|s| s.visits).collect();
            first[visits.iter().position(|&v| v == 1).unwrap()] += 1;
            let mut again = Puct::new(Bag(vec![0.25; 4], false), seed);
            again.search(1, None);
            assert_eq!(again.stats(), m.stats());
        }
        assert_eq!(first, FIRST_PICKS);
    }
    const FIRST_PICKS: [u32; 4] = [1023, 1007, 976, 994];

    fn sub(heap: u32, good: Option<f64>, exact: bool, seed: u64) -> Sub {
        let rng = Rc::new(Cell::new(seed));
        Sub {
            heap,
            good,
            exact,
            rng,
        }
    }

    /// Winning heaps of 1..=40 where the chosen move loses, summed over the tie-breaking seeds
    /// 0..5 (150 roots; playouts seeded 3, C = 1, `iters` iterations).
    fn misses(good: Option<f64>, exact: bool, iters: u64) -> usize {
        let mut memo = HashMap::new();
        let roots = (0..5).flat_map(|seed| (1..=40u32).map(move |h| (seed, h)));
        roots
            .filter(|(_, h)| h % 4 != 0)
            .filter(|&(seed, heap)| {
                let g = sub(heap, good, exact, 3);
                let mut m = Puct::new(g.clone(), seed);
                m.c = 1.0;
                let mv = m.search(iters, None).unwrap().mv;
                wins(&after(&g, mv), |g| g.heap as u64, &mut memo)
            })
            .count()
    }

    #[test]
    fn priors_steer_the_search() {
        // 2,000 iterations: a good prior on the winning move finds it from all but one of the
        // 150 roots; a prior that hides it misses most.
        let (good, bad) = (
            misses(Some(0.9), false, 2_000),
            misses(Some(0.01), false, 2_000),
        );
        assert_eq!((good, bad), (GOOD_MISSES, BAD_MISSES));
    }
    const GOOD_MISSES: usize = 1;
    const BAD_MISSES: usize = 118;

    #[test]
    fn exact_values_beat_playouts() {
        // Uniform priors, 100 iterations: the exact value at the leaves finds every winning
        // move; random playouts miss some.
        assert_eq!(
            (misses(None, true, 100), misses(None, false, 100)),
            (0, PLAYOUT_MISSES)
        );
    }
    const PLAYOUT_MISSES: usize = 69; // > 0: the point of the test

    #[test]
    fn terminal_root_and_single_move() {
        let mut m = Puct::new(nim([0, 0, 0], 1), 0);
        assert_eq!((m.search(100, None), m.iterations), (None, 0));
        let mut m = Puct::new(nim([0, 1, 0], 1), 0);
        let ch = m.search(1_000_000, None).unwrap();
        assert_eq!(
            (ch.mv, ch.visits, ch.wins, m.iterations),
            ((1, 1), 1, 1.0, 1)
        );
        assert_eq!(m.nodes[0].n, 1);
        // Bounded by time only: returns, having run whole blocks of 64 iterations.
        let mut m = Puct::new(sub(400, None, false, 1), 0);
        let t = Instant::now();
        m.search(u64::MAX, Some(Duration::from_millis(30))).unwrap();
        assert!(t.elapsed() < Duration::from_secs(10) && m.iterations >= 64);
        assert_eq!((m.iterations % 64, m.iterations), (0, m.nodes[0].n as u64));
    }

    /// (move, visits, rewards, prior, children) of a node.
    type Row<M> = (Option<M>, u32, f64, Option<f64>, u32);
    /// Node statistics of the subtree of `v` in breadth-first order, children in move order
    /// (the move into `v` itself left out: a root has none); checks the parent links.
    fn subtree<G: PuctGame>(m: &Puct<G>, v: usize) -> Vec<Row<G::Move>> {
        let (mut order, mut i) = (vec![v], 0);
        while i < order.len() {
            for k in m.kids(order[i]) {
                assert_eq!(m.nodes[k].parent as usize, order[i]);
                order.push(k);
            }
            i += 1;
        }
        let row = |u: usize| {
            let (nd, mv) = (&m.nodes[u], (u != v).then(|| (m.mv[u - 1], m.prior[u - 1])));
            (mv.map(|x| x.0), nd.n, nd.w, mv.map(|x| x.1), nd.kids)
        };
        order.into_iter().map(row).collect()
    }

    #[test]
    fn advance_keeps_the_played_subtree() {
        // Search, advance: the kept tree is the child's subtree, its visits carried over.
        let mut m = Puct::new(nim([3, 2, 3], 5), 5);
        let ch = m.search(3_000, None).unwrap();
        let child = m.kids(0).find(|&i| m.mv[i - 1] == ch.mv).unwrap();
        let before = subtree(&m, child);
        assert!(before.len() > 100);
        m.advance(ch.mv);
        assert!(subtree(&m, 0) == before);
        assert_eq!((m.nodes.len(), m.nodes[0].n), (before.len(), ch.visits));
        // The opponent searches on from the kept tree: 500 more visits, all of them counted.
        let reply = m.search(500, None).unwrap();
        assert_eq!((m.iterations, m.nodes[0].n), (500, ch.visits + 500));
        assert_eq!(
            m.stats().iter().map(|s| s.visits).sum::<u32>(),
            m.nodes[0].n - 1
        );
        m.advance(reply.mv);
        // A root never searched: a fresh tree.
        let mut m = Puct::new(nim([1, 2, 3], 1), 1);
        m.advance((2, 3));
        assert_eq!((m.root.0, m.nodes.len()), ([1, 2, 0], 1));
    }

    #[test]
    fn reused_trees_find_every_winning_move() {
        // Self-play with tree reuse (2,000 iterations a move) from every winning Nim position
        // and from every winning heap of take 1..3: every move of the side that started wins,
        // as from a fresh tree, and its opponent's moves are legal.
        let key = |g: &Nim| g.0[0] as u64 * 16 + g.0[1] as u64 * 4 + g.0[2] as u64;
        let mut memo = HashMap::new();
        let mut moves = 0;
        for p in 0..64u8 {
            let g = nim([p / 16, p / 4 % 4, p % 4], 11);
            if !wins(&g, key, &mut memo) {
                continue;
            }
            let (mut m, mut mine) = (Puct::new(g, p as u64), true);
            while let Some(ch) = m.search(2_000, None) {
                if mine {
                    assert!(
                        !wins(&after(&m.root, ch.mv), key, &mut memo),
                        "{:?}",
                        m.root
                    );
                    moves += 1;
                }
                m.advance(ch.mv);
                mine = !mine;
            }
        }
        for heap in (1..=40).filter(|h| h % 4 != 0) {
            let (mut m, mut mine) = (Puct::new(sub(heap, None, true, 0), heap as u64), true);
            while let Some(ch) = m.search(2_000, None) {
                if mine {
                    assert_eq!((m.root.heap - ch.mv) % 4, 0, "heap {}", m.root.heap);
                    moves += 1;
                }
                m.advance(ch.mv);
                mine = !mine;
            }
        }
        assert_eq!(moves, REUSED_MOVES);
    }
    const REUSED_MOVES: usize = 279;

    #[test]
    #[should_panic(expected = "puct: advance with a move that is not legal at the root")]
    fn illegal_advance_panics() {
        let mut m = Puct::new(nim([1, 2, 3], 1), 0);
        m.search(10, None);
        m.advance((0, 2));
    }

    #[test]
    #[should_panic(expected = "puct: priors must be one non-negative value per move, summing to 1")]
    fn bad_priors_panic() {
        Puct::new(Bag(vec![0.5, 0.6], false), 0).search(10, None);
    }

    #[test]
    #[should_panic(expected = "puct: zero iteration budget")]
    fn zero_budget_panics() {
        Puct::new(nim([1, 2, 3], 1), 0).search(0, None);
    }

    #[test]
    #[should_panic(expected = "puct: c must be finite")]
    fn infinite_c_panics() {
        let mut p = Puct::new(nim([1, 2, 3], 1), 0);
        p.c = f64::INFINITY;
        p.search(10, None);
    }

    #[test]
    #[should_panic(expected = "puct: moves() is empty but outcome() is None")]
    fn no_moves_without_outcome_panics() {
        Puct::new(Bag(vec![], false), 0).search(10, None);
    }

    #[test]
    #[should_panic(expected = "puct: rewards must lie in [0, 1]")]
    fn reward_out_of_range_panics() {
        Puct::new(Bag(vec![0.5, 0.5], false), 0).search(10, None); // fine: draws
        #[derive(Clone)]
        struct Two(bool);
        impl PuctGame for Two {
            type Move = u8;
            fn moves(&self, out: &mut Vec<u8>) {
                out.extend([0, 1]);
            }
            fn play(&mut self, _: u8) {
                self.0 = true;
            }
            fn outcome(&self) -> Option<f64> {
                None
            }
            fn evaluate(&self) -> f64 {
                1.5
            }
        }
        Puct::new(Two(false), 0).search(10, None);
    }
}
