//! PUCT, AlphaZero's Monte Carlo tree search: move priors steer the tree, a value function
//!   scores new leaves. For two-player alternating games with a policy (a heuristic or a trained
//!   net) giving priors and values; with neither use `mcts` (UCT, random playouts, proofs).
//! Usage: `let mut p = Puct::new(game); p.c = 1.5; let mv = p.search(800, None).unwrap();`;
//!   `p.stats()`: (move, visits, summed reward) per root move, e.g. as a policy target.
//! Descends by `q + C P sqrt(N) / (1 + n)` (q = w/n, 1/2 unvisited) to a terminal (`outcome`) or
//!   new leaf (`evaluate`), backs the reward up flipped per level, expands a leaf on its second
//!   visit; plays the most visited move (ties: move order). No proofs, a new tree per search.
//! Time: O(iterations * depth * branching), ~56 bytes per node; `time` checked every 64
//!   iterations; stops at 2^32 - 1 root visits.
//! Source: Rosin 2011; Silver et al. 2017.
//! Status: tests below vs brute force (Nim heaps <= 3, "take 1..3" heaps <= 40), visits replayed.
use std::time::{Duration, Instant};

/// A two-player alternating game; `outcome` and `evaluate` score for the side to move.
pub trait PuctGame: Clone {
    type Move: Copy;
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

/// A tree node, node 0 the root; node i's move and prior are `mv[i - 1]`, `prior[i - 1]`.
#[derive(Clone, Default)]
struct Node {
    parent: u32,
    first: u32, // first child, children are contiguous (0 and no kids until expanded)
    kids: u32,
    n: u32,
    w: f64, // summed rewards of the player who moved into this node
}

/// A search tree over a game.
pub struct Puct<G: PuctGame> {
    /// Exploration constant C (default sqrt 2; AlphaZero used about 1.25 to 2.5).
    pub c: f64,
    root: G,
    nodes: Vec<Node>,
    mv: Vec<G::Move>,
    prior: Vec<f64>,
    /// [q, prior / (1 + n)] per node, what selection reads: kept apart so that a node's
    /// children fill a few cache lines.
    hot: Vec<[f64; 2]>,
}

impl<G: PuctGame> Puct<G> {
    pub fn new(root: G) -> Self {
        let (nodes, mv, prior, hot) = (vec![Node::default()], vec![], vec![], vec![[0.0; 2]]);
        Puct {
            c: 2f64.sqrt(),
            root,
            nodes,
            mv,
            prior,
            hot,
        }
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
        assert!(ok && (p.iter().sum::<f64>() - 1.0).abs() < 1e-6, "{msg}");
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

    /// The child maximizing q + C P sqrt(N) / (1 + n), the earliest on ties.
    fn select(&self, v: usize) -> usize {
        let (nd, mut best, mut best_score) = (&self.nodes[v], 0, f64::NEG_INFINITY);
        let (coef, first) = (self.c * (nd.n as f64).sqrt(), nd.first as usize);
        for (i, h) in self.hot[first..first + nd.kids as usize].iter().enumerate() {
            if h[0] + coef * h[1] > best_score {
                (best, best_score) = (first + i, h[0] + coef * h[1]);
            }
        }
        best
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
    /// from a new tree; returns the most visited root move, `None` at a terminal root.
    pub fn search(&mut self, iterations: u64, time: Option<Duration>) -> Option<G::Move> {
        assert!(iterations > 0, "puct: zero iteration budget");
        assert!(self.c.is_finite(), "puct: c must be finite"); // else select() scores NaN
        if self.root.outcome().is_some() {
            return None;
        }
        (self.nodes, self.mv, self.prior) = (vec![Node::default()], vec![], vec![]);
        self.hot.truncate(1);
        let root = self.root.clone();
        self.expand(0, &root);
        let (start, mut it) = (Instant::now(), 0);
        while it < iterations.min(u32::MAX as u64) && (self.nodes[0].kids > 1 || it == 0) {
            self.iterate();
            it += 1;
            if it % 64 == 0 && time.is_some_and(|t| start.elapsed() >= t) {
                break;
            }
        }
        let best = self.stats().into_iter().rev().max_by_key(|s| s.1); // ties: the earliest
        best.map(|s| s.0)
    }

    /// (move, visits, summed reward of its mover) per root move of the last search.
    pub fn stats(&self) -> Vec<(G::Move, u32, f64)> {
        let kids =
            self.nodes[0].first as usize..(self.nodes[0].first + self.nodes[0].kids) as usize;
        kids.map(|i| (self.mv[i - 1], self.nodes[i].n, self.nodes[i].w))
            .collect()
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
            let mv = Puct::new(g.clone()).search(20_000, None).unwrap();
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
        let mut m = Puct::new(Bag(priors.clone(), false));
        m.c = 1.5;
        assert_eq!(m.search(1000, None), Some(3));
        // Replay q + c * P * sqrt(N) / (1 + n) by hand (q = 1/2 for every child here).
        let mut n = [0u32; 4];
        for t in 0..1000 {
            let score = |i: usize| 0.5 + 1.5 * priors[i] * (t as f64).sqrt() / (1.0 + n[i] as f64);
            let best = (0..4).fold(0, |b, i| if score(i) > score(b) { i } else { b });
            n[best] += 1;
        }
        let got: Vec<u32> = m.stats().iter().map(|s| s.1).collect();
        assert_eq!(got, n);
        assert!(n[3] > n[2] && n[2] > n[1] && n[1] > n[0]);
    }

    /// Winning heaps of 1..=40 where the chosen move loses (seed 3, C = 1, `iters` iterations).
    fn misses(good: Option<f64>, exact: bool, iters: u64) -> usize {
        let mut memo = HashMap::new();
        (1..=40u32)
            .filter(|h| h % 4 != 0)
            .filter(|&heap| {
                let rng = Rc::new(Cell::new(3));
                let g = Sub {
                    heap,
                    good,
                    exact,
                    rng,
                };
                let mut m = Puct::new(g.clone());
                m.c = 1.0;
                let mv = m.search(iters, None).unwrap();
                wins(&after(&g, mv), |g| g.heap as u64, &mut memo)
            })
            .count()
    }

    #[test]
    fn priors_steer_the_search() {
        // 2,000 iterations: a good prior on the winning move finds it from every winning heap;
        // a prior that hides it misses many.
        let (good, bad) = (
            misses(Some(0.9), false, 2_000),
            misses(Some(0.01), false, 2_000),
        );
        assert_eq!((good, bad), (0, BAD_MISSES));
    }
    const BAD_MISSES: usize = 24;

    #[test]
    fn exact_values_beat_playouts() {
        // Uniform priors, 100 iterations: the exact value at the leaves finds every winning
        // move; random playouts miss some.
        assert_eq!(
            (misses(None, true, 100), misses(None, false, 100)),
            (0, PLAYOUT_MISSES)
        );
    }
    const PLAYOUT_MISSES: usize = 12; // > 0: the point of the test

    #[test]
    fn terminal_root_and_single_move() {
        assert_eq!(Puct::new(nim([0, 0, 0], 1)).search(100, None), None);
        let mut m = Puct::new(nim([0, 1, 0], 1));
        assert_eq!(m.search(1_000_000, None), Some((1, 1)));
        assert_eq!(m.nodes[0].n, 1);
    }

    #[test]
    #[should_panic(expected = "puct: priors must be one non-negative value per move, summing to 1")]
    fn bad_priors_panic() {
        Puct::new(Bag(vec![0.5, 0.6], false)).search(10, None);
    }

    #[test]
    #[should_panic(expected = "puct: zero iteration budget")]
    fn zero_budget_panics() {
        Puct::new(nim([1, 2, 3], 1)).search(0, None);
    }

    #[test]
    #[should_panic(expected = "puct: c must be finite")]
    fn infinite_c_panics() {
        let mut p = Puct::new(nim([1, 2, 3], 1));
        p.c = f64::INFINITY;
        p.search(10, None);
    }

    #[test]
    #[should_panic(expected = "puct: moves() is empty but outcome() is None")]
    fn no_moves_without_outcome_panics() {
        Puct::new(Bag(vec![], false)).search(10, None);
    }

    #[test]
    #[should_panic(expected = "puct: rewards must lie in [0, 1]")]
    fn reward_out_of_range_panics() {
        Puct::new(Bag(vec![0.5, 0.5], false)).search(10, None); // fine: draws
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
        Puct::new(Two(false)).search(10, None);
    }
}
