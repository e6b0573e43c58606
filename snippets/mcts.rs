//! Monte Carlo tree search (UCT, progressive bias) with MCTS-Solver proofs and tree reuse.
//! For two-player alternating games too big to solve, without a good evaluation; priors: `puct`.
//! Usage: `let mut m = Mcts::new(game, seed); let ch = m.search(20_000, None).unwrap();` plays
//!   `ch.mv`; `m.advance(mv)` after each move played keeps that subtree; `m.stats()` per root move.
//! Scores: side to move, in [0, 1] (1 win, 1/2 draw, 0 loss). The solver is always on: a terminal
//!   reward is exact and proves its node; a node is proven by a child proven at 1 or by all its
//!   children (the best one: a draw needs every reply proven), shared by `key`; proven nodes are
//!   never selected, a proven root stops. Plays a proven move worth > 0 and >= the mean of the most
//!   visited unproven move, else that one. Plain UCT: no proofs (verify/bench/mcts_variants.rs).
//! Time: O(iterations * (depth * branching + playout)), ~88 B/node; playouts must end.
//! Source: Kocsis, Szepesvari 2006 (UCT); Winands et al. 2008 (Solver); Chaslot et al. 2008 (bias).
//! Status: tests below vs minimax (Nim, subtraction games, draws, other rewards); cross/mcts.rs.
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// A two-player alternating game; `outcome` and `evaluate` score for the side to move.
pub trait MctsGame: Clone {
    type Move: Copy + PartialEq;
    /// Appends the legal moves (called only while `outcome()` is `None`; never empty then).
    fn moves(&self, out: &mut Vec<Self::Move>);
    fn play(&mut self, m: Self::Move);
    /// `Some(reward in [0, 1] of the side to move)` once the game is over, else `None`: the
    /// exact value of the position (it proves the node).
    fn outcome(&self) -> Option<f64>;
    /// Shares proofs between transpositions (equal keys: equal positions); `None`: no sharing.
    fn key(&self) -> Option<u64> {
        None
    }
    /// `Some(expected reward in [0, 1] of the side to move)` in place of a random playout;
    /// `None`: play out. A guess, never a proof.
    fn evaluate(&self) -> Option<f64> {
        None
    }
    /// Progressive bias: a cheap guess at move `m`, in rewards (a few tenths to a few units);
    /// selection adds `bias / n` (n: the move's visits), which fades as its statistics grow,
    /// and tries unvisited moves highest bias first. Default 0: plain UCT.
    fn bias(&self, _m: Self::Move) -> f64 {
        0.0
    }
}

/// A root move: visits, summed rewards of its mover, `Some(exact reward of its mover)` once
/// proven (1 won, 1/2 drawn, 0 lost, or the game's own terminal rewards).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsStat<M> {
    pub mv: M,
    pub visits: u32,
    pub wins: f64,
    pub proven: Option<f64>,
}

/// A tree node, node 0 the root; node i's move is `Mcts::mv[i - 1]`, its terms `Mcts::hot[i]`.
#[derive(Clone, Default)]
struct Node {
    first: u32, // first child; children are contiguous
    kids: u32,  // 0 until expanded
    n: u32,
    w: f64,             // summed rewards of the player who moved into this node
    proof: Option<f64>, // the exact reward of the player who moved into this node
    key: Option<u64>,
    seen: u32, // size of the proof table when `key` was last looked up
}

/// [sqrt(ln n), 1/sqrt(n)], the UCT terms of a parent / a child with n visits, tabled for speed.
fn uct(n: u32) -> [f64; 2] {
    let row = |x: f64| [x.ln().sqrt(), 1.0 / x.sqrt()];
    static TAB: std::sync::OnceLock<Vec<[f64; 2]>> = std::sync::OnceLock::new();
    let tab = TAB.get_or_init(|| (0..1 << 16).map(|n: u32| row(n.max(1) as f64)).collect());
    tab.get(n as usize).map_or_else(|| row(n as f64), |t| *t)
}

/// A search tree over a game, kept across moves by `advance`.
pub struct Mcts<G: MctsGame> {
    /// Exploration constant C (default sqrt 2), finite: tune it per game (in UTTT 0.7 beats
    /// sqrt 2: the README's arena table; the solver likes 0.2..0.5 on deep forced lines).
    pub c: f64,
    /// Iterations run by the last `search`.
    pub iterations: u64,
    root: G,
    nodes: Vec<Node>,
    mv: Vec<G::Move>, // the move into node i at mv[i - 1] (the root has none)
    /// [mean reward (1e9 unvisited, -inf proven), 1/sqrt(n) (1 unvisited), bias] per node:
    /// what selection reads, kept apart so that a node's children fill a few cache lines.
    hot: Vec<[f64; 3]>,
    path: Vec<usize>, // the nodes of the current iteration, from the root
    rng: u64,
    buf: Vec<G::Move>,
    proven: HashMap<u64, f64>, // key -> the proof of its node
}

impl<G: MctsGame> Mcts<G> {
    pub fn new(root: G, seed: u64) -> Self {
        Mcts {
            c: 2f64.sqrt(),
            iterations: 0,
            root,
            nodes: vec![Node::default()],
            mv: vec![],
            hot: vec![[0.0; 3]],
            path: vec![],
            rng: seed,
            buf: vec![],
            proven: HashMap::new(),
        }
    }

    fn kids(&self, v: usize) -> std::ops::Range<usize> {
        self.nodes[v].first as usize..(self.nodes[v].first + self.nodes[v].kids) as usize
    }

    /// The proof of `v` from its children's: its mover takes the best child, so whoever moved
    /// into v gets 1 minus that; known once the best it may still get (an unproven child may
    /// be worth 1) equals the best it is sure of (a child won at 1, or every child proven).
    fn solved(&self, v: usize) -> Option<f64> {
        let (mut hi, mut lo) = (-1f64, 0f64); // -1: no child (an unexpanded node is unproven)
        for p in self.nodes[self.kids(v)].iter().map(|c| c.proof) {
            (hi, lo) = (hi.max(p.unwrap_or(1.0)), lo.max(p.unwrap_or(0.0)));
        }
        (hi == lo).then_some(1.0 - lo)
    }

    /// UCT with progressive bias: the child maximizing w/n + C sqrt(ln N / n) + bias/n, the
    /// earliest on ties; a proven child (-inf) never. An unproven node has an unproven child.
    fn select(&self, v: usize) -> usize {
        let (coef, mut best) = (self.c * uct(self.nodes[v].n)[0], (0, f64::NEG_INFINITY));
        for i in self.kids(v) {
            // hot[i] = [q, 1/sqrt(n), bias]: q + (C sqrt(ln N) + bias/sqrt(n)) / sqrt(n)
            let score = self.hot[i][0] + (coef + self.hot[i][2] * self.hot[i][1]) * self.hot[i][1];
            best = if score > best.1 { (i, score) } else { best };
        }
        best.0
    }

    /// Reward of the player who moved into `s` in a uniformly random playout.
    fn rollout(&mut self, mut s: G) -> f64 {
        let mut mine = false; // is the side to move at `s` the player who moved into the start?
        loop {
            // `s` is not over here: the caller or the check below saw to it.
            self.buf.clear();
            s.moves(&mut self.buf);
            let ok = !self.buf.is_empty();
            assert!(ok, "mcts: moves() is empty but outcome() is None");
            self.rng = self.rng.wrapping_add(0x9e37_79b9_7f4a_7c15); // splitmix64
            let z = (self.rng ^ (self.rng >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            let z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            let i = ((z ^ (z >> 31)) as u128 * self.buf.len() as u128) >> 64;
            s.play(self.buf[i as usize]);
            mine = !mine;
            if let Some(r) = s.outcome() {
                return if mine { r } else { 1.0 - r };
            }
        }
    }

    /// One iteration: descend to a new or terminal node, take its reward, back it up.
    fn iterate(&mut self) {
        let (mut s, mut v) = (self.root.clone(), 0); // the path is empty between iterations
        let mut r = loop {
            self.path.push(v);
            let (nd, table) = (&mut self.nodes[v], &self.proven);
            nd.key = if nd.n == 0 { s.key() } else { nd.key }; // asked once per node
                                                               // A transposition may have been proven elsewhere: look when new proofs exist.
            if v != 0 && nd.key.is_some() && nd.seen != table.len() as u32 {
                nd.seen = table.len() as u32;
                if let Some(&p) = nd.key.and_then(|k| table.get(&k)) {
                    break *nd.proof.insert(p);
                }
            }
            // A leaf: a terminal (its exact reward proves it), new (evaluated or played out, but
            // the root), or seen before: expanded.
            if nd.kids == 0 {
                if let Some(r) = s.outcome() {
                    break *nd.proof.insert(1.0 - r);
                }
                if nd.n == 0 && v != 0 {
                    break s.evaluate().map_or_else(|| self.rollout(s), |e| 1.0 - e);
                }
                let first = self.nodes.len(); // node i's move lands at mv[i - 1]
                s.moves(&mut self.mv);
                let kids = self.mv.len() + 1 - first;
                assert!(kids > 0, "mcts: moves() is empty but outcome() is None");
                assert!(first + kids < u32::MAX as usize, "mcts: over 2^32 nodes");
                (self.nodes[v].first, self.nodes[v].kids) = (first as u32, kids as u32);
                self.nodes.resize(first + kids, Node::default());
                // Unvisited first (1e9 + C sqrt(ln N) + bias): highest bias first, then in
                // move order.
                let unvisited = self.mv[first - 1..].iter().map(|&m| [1e9, 1.0, s.bias(m)]);
                self.hot.extend(unvisited);
            }
            v = self.select(v); // 0 (no move) if no score beats -inf
            let m = self.mv.get(v.wrapping_sub(1));
            s.play(*m.expect("mcts: no UCT score above -inf: see c, bias()"));
        };
        let ok = (0.0..=1.0).contains(&r);
        assert!(ok, "mcts: outcome() and evaluate() must lie in [0, 1]");
        // Back up r (the reward of whoever moved into v) and a proof made on this path: only
        // unproven nodes are selected, so a proven node on it was proven in this iteration.
        while let Some(v) = self.path.pop() {
            let nd = &mut self.nodes[v];
            (nd.n, nd.w, r) = (nd.n + 1, nd.w + r, 1.0 - r);
            let mean = [f64::NEG_INFINITY, nd.w / nd.n as f64][nd.proof.is_none() as usize];
            if let (Some(p), Some(k)) = (nd.proof, nd.key) {
                self.proven.insert(k, p); // a proof, shared with transpositions
            }
            self.hot[v] = [mean, uct(nd.n)[1], self.hot[v][2]];
            if let (Some(_), Some(&parent)) = (nd.proof, self.path.last()) {
                self.nodes[parent].proof = self.solved(parent);
            }
        }
    }

    /// Runs up to `iterations` iterations (or for `time` if given, checked every 64 iterations;
    /// `u64::MAX` for time only; at most 2^32 - 1 root visits), stops once the root is proven;
    /// returns the chosen root move, `None` at a terminal root (found over in one iteration).
    pub fn search(&mut self, iterations: u64, time: Option<Duration>) -> Option<MctsStat<G::Move>> {
        assert!(iterations > 0, "mcts: zero iteration budget");
        assert!(self.c.is_finite(), "mcts: c must be finite");
        let budget = iterations.min((u32::MAX - self.nodes[0].n) as u64);
        let (start, mut it) = (Instant::now(), 0);
        while it < budget && self.nodes[0].proof.is_none() && (self.nodes[0].kids > 1 || it == 0) {
            self.iterate();
            it += 1;
            if it % 64 == 0 && time.is_some_and(|t| start.elapsed() >= t) {
                break;
            }
        }
        self.iterations = it;
        // The most visited unproven move (ties: the earliest), unless a proven move is worth at
        // least its mean reward (a loss never is): then the best proven move, most visited.
        let stats = self.stats();
        let open = stats.iter().filter(|s| s.proven.is_none());
        let o = open.rev().max_by_key(|s| s.visits); // the earliest on ties
        let q = o.map_or(0.0, |s| s.wins / s.visits.max(1) as f64);
        let rank = |s: &MctsStat<_>| {
            let (p, good) = (s.proven, s.proven > Some(0.0) && s.proven >= Some(q));
            (good, p.is_none(), p.map(f64::to_bits), s.visits) // the bits of p >= 0: in order
        };
        stats.into_iter().rev().max_by_key(rank)
    }

    /// Statistics of the root moves, in `moves` order (empty before the first search).
    pub fn stats(&self) -> Vec<MctsStat<G::Move>> {
        let stat = |i: usize| MctsStat {
            mv: self.mv[i - 1],
            visits: self.nodes[i].n,
            wins: self.nodes[i].w,
            proven: self.nodes[i].proof,
        };
        self.kids(0).map(stat).collect()
    }

    /// Plays `mv` at the root and keeps its subtree (statistics and proofs) as the new tree;
    /// a move never expanded starts a fresh tree. An illegal move panics (once expanded).
    pub fn advance(&mut self, mv: G::Move) {
        let child = self.kids(0).find(|&i| self.mv[i - 1] == mv);
        let msg = "mcts: advance with a move that is not legal at the root";
        assert!(child.is_some() || self.nodes[0].kids == 0, "{}", msg);
        self.root.play(mv);
        // Breadth first from the child, so that children stay contiguous.
        let (mut from, mut i) = (vec![child.unwrap_or(0)], 0);
        while let Some(&j) = from.get(i) {
            let first = from.len() as u32; // where j's children go in the kept tree
            from.extend(self.kids(j));
            (self.nodes[j].first, i) = (first, i + 1);
        }
        self.nodes = from.iter().map(|&j| self.nodes[j].clone()).collect();
        self.hot = from.iter().map(|&j| self.hot[j]).collect();
        self.mv = from[1..].iter().map(|&j| self.mv[j - 1]).collect();
        // A proof the new root took from the table may have no proven child behind it: derive
        // it from the children, so that `search` goes on until it finds the move.
        self.nodes[0].proof = self.solved(0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Nim with three heaps (normal play: taking the last stone wins).
    #[derive(Clone, Copy, Debug)]
    struct Nim([u8; 3]);
    impl MctsGame for Nim {
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
    }

    /// Subtraction game: remove an amount in `take` from the heap; who cannot move (at a heap
    /// h below every amount) gets the reward `ends[h]` (normal play 0, misère 1, draws 1/2...).
    #[derive(Clone, Debug)]
    struct Sub {
        heap: u32,
        take: Vec<u32>,
        share: bool,       // give the solver a key (proofs shared between transpositions)
        exact: bool,       // evaluate() returns the exact value (take 1..3, normal play only)
        ends: [f64; 5],    // terminal rewards of the side to move, by heap
        lure: Option<u32>, // bias 2 on the moves leaving a heap of this value mod 4
    }
    impl MctsGame for Sub {
        type Move = u32;
        fn moves(&self, out: &mut Vec<u32>) {
            out.extend(self.take.iter().filter(|&&k| k <= self.heap));
        }
        fn play(&mut self, k: u32) {
            self.heap -= k;
        }
        fn outcome(&self) -> Option<f64> {
            let over = self.take.iter().all(|&k| k > self.heap);
            over.then(|| self.ends[self.heap as usize])
        }
        fn key(&self) -> Option<u64> {
            self.share.then_some(self.heap as u64)
        }
        fn evaluate(&self) -> Option<f64> {
            self.exact.then_some((self.heap % 4 != 0) as u8 as f64)
        }
        fn bias(&self, k: u32) -> f64 {
            (self.lure == Some((self.heap - k) % 4)) as u8 as f64 * 2.0
        }
    }
    /// "Take 1, 2 or 3", normal play, proofs shared.
    fn sub(heap: u32) -> Sub {
        let (take, share, exact, ends) = (vec![1, 2, 3], true, false, [0.0; 5]);
        Sub {
            heap,
            take,
            share,
            exact,
            ends,
            lure: None,
        }
    }
    /// "Take 2 or 3": stuck at heap 0 draws, stuck at heap 1 wins (values 0, 1/2 and 1 mixed).
    fn mixed(heap: u32) -> Sub {
        let ends = [0.5, 1.0, 0.0, 0.0, 0.0];
        Sub {
            take: vec![2, 3],
            ends,
            ..sub(heap)
        }
    }

    /// One search from `g` (seed, C, iterations).
    fn pick<G: MctsGame>(g: &G, seed: u64, c: f64, iters: u64) -> MctsStat<G::Move> {
        let mut m = Mcts::new(g.clone(), seed);
        m.c = c;
        m.search(iters, None).unwrap()
    }

    /// Minimax: the exact reward of the side to move, memoized on `key`.
    fn value<G: MctsGame>(g: &G, key: fn(&G) -> u64, memo: &mut HashMap<u64, f64>) -> f64 {
        if let Some(r) = g.outcome() {
            return r;
        }
        if let Some(&v) = memo.get(&key(g)) {
            return v;
        }
        let mut ms = Vec::new();
        g.moves(&mut ms);
        let v = ms.into_iter().map(|m| 1.0 - value(&after(g, m), key, memo));
        let v = v.fold(0.0, f64::max);
        memo.insert(key(g), v);
        v
    }
    /// Brute force: does the player to move win?
    fn wins<G: MctsGame>(g: &G, key: fn(&G) -> u64, memo: &mut HashMap<u64, f64>) -> bool {
        value(g, key, memo) == 1.0
    }
    fn after<G: MctsGame>(g: &G, m: G::Move) -> G {
        let mut h = g.clone();
        h.play(m);
        h
    }
    fn nim_key(g: &Nim) -> u64 {
        g.0[0] as u64 * 16 + g.0[1] as u64 * 4 + g.0[2] as u64
    }
    fn sub_key(g: &Sub) -> u64 {
        g.heap as u64
    }
    /// A win/loss proof as the solver reports it.
    fn won(good: bool) -> Option<f64> {
        Some(good as u8 as f64)
    }

    #[test]
    fn nim_every_winning_position() {
        // Plain UCT (the solver's lines deleted) finds these too: verify/cross/mcts.rs.
        let mut memo = HashMap::new();
        let mut count = 0;
        for p in 0..64u8 {
            let g = Nim([p / 16, p / 4 % 4, p % 4]);
            if !wins(&g, nim_key, &mut memo) {
                assert_eq!(g.0[0] ^ g.0[1] ^ g.0[2], 0);
                continue;
            }
            count += 1;
            let mv = pick(&g, 7, 2f64.sqrt(), 20_000).mv;
            let h = after(&g, mv);
            assert_eq!(h.0[0] ^ h.0[1] ^ h.0[2], 0, "{:?}", g);
            assert!(!wins(&h, nim_key, &mut memo));
        }
        assert_eq!(count, 48);
    }

    /// Runs heaps 1..=40 and returns (winning heaps where the move loses, proven winning moves,
    /// proven losing roots). Asserts that proofs are never wrong.
    fn subtraction(share: bool, c: f64, iters: u64) -> (u32, u32, u32) {
        let mut memo = HashMap::new();
        let (mut misses, mut proven, mut lost) = (0, 0, 0);
        for heap in 1..=40 {
            let g = Sub { share, ..sub(heap) };
            let win = wins(&g, sub_key, &mut memo);
            assert_eq!(win, heap % 4 != 0);
            let ch = pick(&g, 7, c, iters);
            let good = !wins(&after(&g, ch.mv), sub_key, &mut memo);
            misses += (win && !good) as u32;
            assert!(ch.proven.is_none() || ch.proven == won(good));
            proven += (ch.proven == Some(1.0)) as u32;
            lost += (ch.proven == Some(0.0)) as u32;
        }
        (misses, proven, lost)
    }

    #[test]
    fn subtraction_solver_proves_every_winning_move() {
        // Proofs shared through `key`, C = 0.4: all 30 winning moves found and proven, and
        // all 10 losing roots proven lost (plain UCT misses 11 of 30: verify/cross/mcts.rs).
        assert_eq!(subtraction(true, 0.4, 20_000), (0, 30, 10));
        // Without sharing, the proof tree of heap 4k alone has more than 3^k nodes, so the
        // solver runs out of budget on the large heaps (it stays correct where it proves).
        assert_eq!(
            subtraction(false, 0.4, 20_000),
            (NOSHARE_MISS, NOSHARE_WIN, NOSHARE_LOST)
        );
    }
    const NOSHARE_MISS: u32 = 12;
    const NOSHARE_WIN: u32 = 15;
    const NOSHARE_LOST: u32 = 5;

    #[test]
    fn misere_terminals_prove_the_side_to_move_wins() {
        // Misère take 1..3 (who takes the last stone loses): the side to move at heap h wins
        // iff h % 4 != 1. A terminal reward of 1 for the side to move proves its opponent's
        // last move lost; the solver then finds and proves every winning move.
        let mut memo = HashMap::new();
        for heap in 1..=40 {
            let g = Sub {
                ends: [1.0; 5],
                ..sub(heap)
            };
            assert_eq!(wins(&g, sub_key, &mut memo), heap % 4 != 1);
            let mut m = Mcts::new(g.clone(), 7);
            m.c = 0.4;
            let ch = m.search(20_000, None).unwrap();
            let good = !wins(&after(&g, ch.mv), sub_key, &mut memo);
            assert_eq!(ch.proven, won(good), "heap {heap}");
            assert_eq!(good, heap % 4 != 1, "heap {heap}");
        }
    }

    #[test]
    fn draws_and_other_rewards_are_proven_exactly() {
        // Every terminal reward is exact and proves its node; a node is proven by a child won
        // at 1 or by all its children. Four rule sets, heaps 1..=20, proofs shared: every root
        // (with more than one move) is proven at its minimax value and the move played reaches
        // it. (A draw needs every child proven: with draws only, ~2^(heap / 2) iterations.)
        let rules: [(&[u32], [f64; 5]); 4] = [
            (&[2, 3], [0.5, 1.0, 0.0, 0.0, 0.0]),
            (&[1, 2], [0.5; 5]),
            (&[3, 4, 5], [0.0, 0.5, 1.0, 0.0, 0.0]),
            (&[2, 5], [0.25, 0.75, 0.0, 0.0, 0.0]),
        ];
        let mut values = vec![];
        for (take, ends) in rules {
            let mut memo = HashMap::new();
            for heap in 1..=20 {
                let g = Sub {
                    take: take.to_vec(),
                    ends,
                    ..sub(heap)
                };
                let want = value(&g, sub_key, &mut memo);
                values.push(want);
                if g.outcome().is_some() {
                    assert_eq!(Mcts::new(g, 1).search(10, None), None);
                    continue;
                }
                let mut m = Mcts::new(g.clone(), heap as u64);
                m.c = 0.5;
                let ch = m.search(100_000, None).unwrap();
                assert_eq!(1.0 - value(&after(&g, ch.mv), sub_key, &mut memo), want);
                if m.nodes[0].kids > 1 {
                    assert_eq!(m.nodes[0].proof, Some(1.0 - want), "{:?}", g);
                    assert_eq!(ch.proven, Some(want), "{:?}", g);
                }
                for s in m.stats() {
                    let v = 1.0 - value(&after(&g, s.mv), sub_key, &mut memo);
                    assert!(s.proven.is_none() || s.proven == Some(v), "{:?}", g);
                }
            }
        }
        // Each rule set has roots of several values (the test covers more than wins).
        let count = |v: f64| values.iter().filter(|&&x| x == v).count();
        assert_eq!([0.0, 0.25, 0.5, 0.75, 1.0].map(count), VALUE_COUNTS);
    }
    const VALUE_COUNTS: [usize; 5] = [4, 8, 44, 12, 12]; // of 80 roots

    #[test]
    fn proven_roots_stop_the_search() {
        // A won, a lost and a drawn root: proven, the search stops early; searching again
        // runs no iteration and gives the same answer.
        let draw = Sub {
            ends: [0.5; 5],
            ..sub(6)
        };
        for (g, want) in [(sub(5), 1.0), (sub(8), 0.0), (draw, 0.5), (mixed(9), 0.5)] {
            let mut m = Mcts::new(g.clone(), 3);
            let ch = m.search(1_000_000, None).unwrap();
            assert_eq!(
                (ch.proven, m.nodes[0].proof),
                (Some(want), Some(1.0 - want))
            );
            assert!(m.iterations < 1000, "{:?}: {}", g, m.iterations);
            assert_eq!(m.iterations, m.nodes[0].n as u64);
            assert_eq!(m.search(1_000_000, None), Some(ch));
            assert_eq!(m.iterations, 0);
        }
    }

    /// The root mover plays 0 (a draw at once) or 1: a forced line of `len` single moves that
    /// ends with the reward `end` for the root mover (the tree grows one node along it per
    /// visit, so that the line stays unproven for `len` iterations; every playout gets `end`).
    #[derive(Clone, Debug)]
    struct Line {
        ply: u32,
        over: bool,
        len: u32,
        end: f64,
    }
    impl MctsGame for Line {
        type Move = u8;
        fn moves(&self, out: &mut Vec<u8>) {
            out.extend(if self.ply == 0 { &[0, 1][..] } else { &[1][..] });
        }
        fn play(&mut self, m: u8) {
            (self.ply, self.over) = (self.ply + 1, m == 0 || self.ply == self.len);
        }
        fn outcome(&self) -> Option<f64> {
            let mine = if self.ply % 2 == 0 {
                self.end
            } else {
                1.0 - self.end
            };
            self.over.then_some(if self.ply == 1 { 0.5 } else { mine })
        }
    }

    #[test]
    fn a_proven_draw_is_played_only_when_it_is_the_better_move() {
        // 200 iterations on a line of 1000: the draw is proven at once and never visited again
        // (proven draws absorb no iterations), the line gets the other 199 and stays unproven.
        // The draw is played when the line's mean reward (here its exact value) is no better.
        for (end, want) in [(0.0, 0), (0.25, 0), (0.5, 0), (0.75, 1), (1.0, 1)] {
            let g = Line {
                ply: 0,
                over: false,
                len: 1000,
                end,
            };
            let mut m = Mcts::new(g, 1);
            let ch = m.search(200, None).unwrap();
            let stats = m.stats();
            assert_eq!(stats.iter().map(|s| s.visits).collect::<Vec<_>>(), [1, 199]);
            assert_eq!(
                stats.iter().map(|s| s.proven).collect::<Vec<_>>(),
                [Some(0.5), None]
            );
            assert_eq!((ch.mv, stats[1].wins), (want, 199.0 * end), "end {end}");
            // A short line gets proven too: the root is proven at the better of the two (equal
            // proofs: the most visited, the line).
            let mut m = Mcts::new(Line { len: 10, ..m.root }, 1);
            let ch = m.search(200, None).unwrap();
            let best = if end < 0.5 { (0, 0.5) } else { (1, end) };
            assert_eq!((ch.mv, ch.proven), (best.0, Some(best.1)), "end {end}");
            assert!(m.iterations < 200);
        }
    }

    #[test]
    fn enum_moves_need_no_default() {
        // A move type with no `Default` (issue 12, item 11): take one or two from a heap.
        #[derive(Clone, Copy, Debug, PartialEq)]
        enum Take {
            One,
            Two,
        }
        #[derive(Clone)]
        struct Heap(u32);
        impl MctsGame for Heap {
            type Move = Take;
            fn moves(&self, out: &mut Vec<Take>) {
                out.push(Take::One);
                if self.0 >= 2 {
                    out.push(Take::Two);
                }
            }
            fn play(&mut self, m: Take) {
                self.0 -= if m == Take::One { 1 } else { 2 };
            }
            fn outcome(&self) -> Option<f64> {
                (self.0 == 0).then_some(0.0)
            }
        }
        // Heap h is lost for the side to move iff h % 3 == 0: leave a multiple of 3.
        for (h, want) in [
            (4, Take::One),
            (5, Take::Two),
            (7, Take::One),
            (8, Take::Two),
        ] {
            let mut m = Mcts::new(Heap(h), 1);
            let ch = m.search(5_000, None).unwrap();
            assert_eq!((ch.mv, ch.proven), (want, Some(1.0)), "heap {h}");
            m.advance(ch.mv);
            assert_eq!(m.root.0 % 3, 0);
        }
    }

    #[test]
    fn evaluate_replaces_playouts() {
        // 100 iterations per winning heap of 1..40: with the exact value at the leaves no
        // winning move is missed; with random playouts some are (plain UCT misses 17:
        // verify/cross/mcts.rs). An evaluation is a guess: it proves nothing.
        let run = |exact: bool| {
            let mut memo = HashMap::new();
            (1..=40u32)
                .filter(|h| h % 4 != 0)
                .filter(|&h| {
                    let g = Sub { exact, ..sub(h) };
                    let mv = pick(&g, 5, 2f64.sqrt(), 100).mv;
                    wins(&after(&g, mv), sub_key, &mut memo)
                })
                .count()
        };
        assert_eq!((run(true), run(false)), (0, EVAL_MISSES));
        let mut m = Mcts::new(
            Sub {
                exact: true,
                ..sub(20)
            },
            1,
        );
        m.search(50, None);
        assert_eq!(m.nodes.iter().filter(|nd| nd.proof.is_some()).count(), 0);
    }
    const EVAL_MISSES: usize = 16;

    #[test]
    fn bias_orders_unvisited_moves_then_fades() {
        // Four moves at every node, biases 0, 2, 1, 2, every position valued 1/2 by `evaluate`
        // (never over, nothing proven): the first iterations try the root's moves highest bias
        // first (the earliest on ties).
        #[derive(Clone)]
        struct Lured;
        impl MctsGame for Lured {
            type Move = usize;
            fn moves(&self, out: &mut Vec<usize>) {
                out.extend(0..4);
            }
            fn play(&mut self, _: usize) {}
            fn outcome(&self) -> Option<f64> {
                None
            }
            fn evaluate(&self) -> Option<f64> {
                Some(0.5)
            }
            fn bias(&self, m: usize) -> f64 {
                [0.0, 2.0, 1.0, 2.0][m]
            }
        }
        let visits = |iters: u64| {
            let mut m = Mcts::new(Lured, 1);
            m.search(iters, None).unwrap();
            m.stats().iter().map(|s| s.visits).collect::<Vec<_>>()
        };
        assert_eq!(visits(1), [0, 1, 0, 0]);
        assert_eq!(visits(2), [0, 1, 0, 1]);
        assert_eq!(visits(3), [0, 1, 1, 1]);
        assert_eq!(visits(4), [1, 1, 1, 1]);
        // Equal rewards: as visits grow, bias / n fades and the shares even out.
        assert_eq!(visits(4000), LURED_4000);
        // The solver on heaps 1..40: every move found and every proof right with either bias;
        // a strong bias slows the proofs down both ways (every reply must still be refuted).
        // (Plain UCT misses fewer winning moves with a bias on them: verify/cross/mcts.rs.)
        let mut memo = HashMap::new();
        let mut iters = vec![];
        for lure in [Some(0), None, Some(1)] {
            let mut total = 0;
            for heap in 1..=40 {
                let g = Sub { lure, ..sub(heap) };
                let mut m = Mcts::new(g.clone(), 7);
                m.c = 0.4;
                let ch = m.search(20_000, None).unwrap();
                let good = !wins(&after(&g, ch.mv), sub_key, &mut memo);
                assert_eq!((good, ch.proven), (heap % 4 != 0, won(good)), "heap {heap}");
                total += m.stats().iter().map(|s| s.visits).sum::<u32>();
            }
            iters.push(total);
        }
        assert_eq!(iters, BIAS_ITERS);
    }
    const LURED_4000: [u32; 4] = [981, 1012, 996, 1011];
    const BIAS_ITERS: [u32; 3] = [57452, 36872, 68247];

    /// Arm `i` of `Arms(r, b)` (root moves 0..r.len()) pays its mover `r[i]` on every visit: a
    /// line of single moves, never over, valued by `evaluate` so that the root mover always gets
    /// `r[i]`; bias `b[i]` on root move i (the default bias below the root).
    #[derive(Clone)]
    struct Arms(Vec<f64>, Option<Vec<f64>>, Option<usize>, u32);
    impl MctsGame for Arms {
        type Move = usize;
        fn moves(&self, out: &mut Vec<usize>) {
            out.extend(0..if self.2.is_none() { self.0.len() } else { 1 });
        }
        fn play(&mut self, m: usize) {
            (self.2, self.3) = (self.2.or(Some(m)), self.3 + 1);
        }
        fn outcome(&self) -> Option<f64> {
            None
        }
        fn evaluate(&self) -> Option<f64> {
            let r = self.0[self.2.unwrap()]; // the root mover's reward; odd depth: its opponent's
            Some(if self.3 % 2 == 0 { r } else { 1.0 - r })
        }
        fn bias(&self, m: usize) -> f64 {
            match (&self.1, self.2) {
                (Some(b), None) => b[m],
                _ => MctsGame::bias(&Nim([0; 3]), (0, 0)), // the trait's default
            }
        }
    }

    #[test]
    fn visits_follow_the_uct_formula() {
        // Replay w/n + C sqrt(ln N / n) + bias/n by hand, unvisited arms first (highest bias
        // first, the earliest on ties), with and without biases, two constants.
        let r = vec![0.25, 0.75, 0.5, 0.625, 0.125]; // dyadic: 1 - (1 - r) is r
        for (bias, c) in [
            (None, 2f64.sqrt()),
            (Some(vec![0.0, 0.5, 2.0, 0.0, 1.0]), 0.4),
        ] {
            let mut m = Mcts::new(Arms(r.clone(), bias.clone(), None, 0), 1);
            m.c = c;
            m.search(3000, None).unwrap();
            let b = bias.unwrap_or(vec![0.0; 5]);
            let (mut n, mut w) = ([0u32; 5], [0f64; 5]);
            for t in 0..3000u32 {
                let coef = c * (t.max(1) as f64).ln().sqrt();
                let score = |i: usize| match n[i] {
                    0 => 1e9 + (coef + b[i]) * 1.0,
                    k => {
                        let inv = 1.0 / (k as f64).sqrt();
                        w[i] / k as f64 + (coef + b[i] * inv) * inv
                    }
                };
                let best = (0..5).fold(0, |x, i| if score(i) > score(x) { i } else { x });
                (n[best], w[best]) = (n[best] + 1, w[best] + r[best]);
            }
            let got: Vec<(u32, f64)> = m.stats().iter().map(|s| (s.visits, s.wins)).collect();
            assert_eq!(
                got,
                n.iter().zip(w).map(|(&n, w)| (n, w)).collect::<Vec<_>>()
            );
            assert!(n[1] > n[3] && n[3] > n[2] && n[2] > n[0], "{:?}", n);
        }
    }

    /// (move, visits, rewards, proof, children) of a node.
    type Row<M> = (Option<M>, u32, f64, Option<f64>, u32);
    /// Node statistics of the subtree of `v` in breadth-first order, children in move order
    /// (the move into `v` itself left out: a root has none).
    fn subtree<G: MctsGame>(m: &Mcts<G>, v: usize) -> Vec<Row<G::Move>> {
        let mut order = vec![v];
        let mut i = 0;
        while i < order.len() {
            let nd = &m.nodes[order[i]];
            order.extend(nd.first as usize..(nd.first + nd.kids) as usize);
            i += 1;
        }
        order
            .iter()
            .map(|&u| {
                let nd = &m.nodes[u];
                ((u != v).then(|| m.mv[u - 1]), nd.n, nd.w, nd.proof, nd.kids)
            })
            .collect()
    }

    /// Search, advance, search again from the kept tree, advance again.
    fn reuse<G: MctsGame>(g: G) {
        let mut m = Mcts::new(g, 5);
        let ch = m.search(3_000, None).unwrap();
        let child = (m.nodes[0].first..m.nodes[0].first + m.nodes[0].kids)
            .find(|&i| m.mv[i as usize - 1] == ch.mv)
            .unwrap();
        let before = subtree(&m, child as usize);
        assert!(before.len() > 100);
        m.advance(ch.mv);
        assert!(subtree(&m, 0) == before);
        assert_eq!(m.nodes.len(), before.len());
        // The opponent searches on from the kept tree; then an unexpanded move resets it.
        let n0 = m.nodes[0].n;
        let reply = m.search(500, None).unwrap();
        assert!(m.nodes[0].n > n0 || m.nodes[0].proof.is_some());
        assert_eq!(m.nodes[0].n - n0, m.iterations as u32);
        m.advance(reply.mv);
        assert!(m.nodes[0].n > 0 || m.nodes.len() == 1);
    }

    #[test]
    fn tree_reuse_keeps_the_played_subtree() {
        reuse(Nim([3, 2, 3]));
        reuse(Sub {
            share: false,
            ..mixed(40)
        });
        let mut m = Mcts::new(sub(10), 1);
        m.advance(2); // root never searched: a fresh tree
        assert_eq!((m.root.heap, m.nodes.len()), (8, 1));
    }

    #[test]
    fn reused_root_proven_by_a_shared_key_still_finds_the_winning_move() {
        // Heap 5: take 1 wins. After "take 1, take 1" the kept root (heap 3) was proven by a
        // table lookup with no proven child; the search must go on and find "take 3".
        let mut m = Mcts::new(sub(5), 0);
        m.c = 0.4;
        assert_eq!(
            m.search(2000, None).map(|s| (s.mv, s.proven)),
            Some((1, Some(1.0)))
        );
        m.advance(1);
        m.advance(1);
        let ch = m.search(2000, None).unwrap();
        assert_eq!((ch.mv, ch.proven), (3, Some(1.0)));
        // Every reused root, in self-play from heaps 5..=24: a move reported proven wins.
        for heap in 5..=24 {
            let mut m = Mcts::new(sub(heap), heap as u64);
            m.c = 0.4;
            while let Some(ch) = m.search(2000, None) {
                if ch.proven == Some(1.0) {
                    assert_eq!((m.root.heap - ch.mv) % 4, 0, "heap {}", m.root.heap);
                }
                m.advance(ch.mv);
            }
        }
    }

    #[test]
    fn terminal_root_single_move_and_time_budget() {
        let mut m = Mcts::new(Nim([0, 0, 0]), 1);
        assert_eq!((m.search(100, None), m.iterations), (None, 1));
        let mut m = Mcts::new(Nim([0, 1, 0]), 1);
        let ch = m.search(1_000_000, None).unwrap();
        assert_eq!((ch.mv, ch.proven, m.nodes[0].n), ((1, 1), Some(1.0), 1));
        assert_eq!(m.iterations, 1);
        // Bounded by time only (heap 400 without shared proofs is far beyond the solver):
        // returns, having run at least one block of 64 iterations.
        let mut m = Mcts::new(
            Sub {
                share: false,
                ..sub(400)
            },
            1,
        );
        let t = Instant::now();
        m.search(u64::MAX, Some(Duration::from_millis(30))).unwrap();
        assert!(t.elapsed() < Duration::from_secs(10) && m.nodes[0].n >= 64);
        assert_eq!((m.iterations % 64, m.iterations), (0, m.nodes[0].n as u64));
    }

    #[test]
    #[should_panic(expected = "mcts: zero iteration budget")]
    fn zero_budget_panics() {
        Mcts::new(sub(5), 1).search(0, None);
    }

    #[test]
    #[should_panic(expected = "mcts: advance with a move that is not legal at the root")]
    fn illegal_advance_panics() {
        let mut m = Mcts::new(sub(5), 1);
        m.search(10, None);
        m.advance(4);
    }

    #[test]
    #[should_panic(expected = "mcts: c must be finite")]
    fn infinite_c_panics() {
        let mut m = Mcts::new(sub(5), 1);
        m.c = f64::INFINITY;
        m.search(10, None);
    }

    #[test]
    #[should_panic(expected = "mcts: c must be finite")]
    fn nan_c_panics() {
        let mut m = Mcts::new(sub(5), 1);
        m.c = f64::NAN;
        m.search(10, None);
    }

    /// Every move gets the bias `b`.
    #[derive(Clone)]
    struct Biased(Sub, f64);
    impl MctsGame for Biased {
        type Move = u32;
        fn moves(&self, out: &mut Vec<u32>) {
            self.0.moves(out)
        }
        fn play(&mut self, m: u32) {
            self.0.play(m)
        }
        fn outcome(&self) -> Option<f64> {
            self.0.outcome()
        }
        fn bias(&self, _: u32) -> f64 {
            self.1
        }
    }

    #[test]
    #[should_panic(expected = "mcts: no UCT score above -inf: see c, bias()")]
    fn minus_infinite_bias_everywhere_panics() {
        Mcts::new(Biased(sub(5), f64::NEG_INFINITY), 1).search(10, None);
    }

    #[test]
    #[should_panic(expected = "mcts: no UCT score above -inf: see c, bias()")]
    fn nan_bias_everywhere_panics() {
        Mcts::new(Biased(sub(5), f64::NAN), 1).search(10, None);
    }

    #[test]
    #[should_panic(expected = "mcts: no UCT score above -inf: see c, bias()")]
    fn huge_negative_c_panics() {
        // Finite but large enough that C sqrt(ln N) overflows to -inf.
        let mut m = Mcts::new(sub(40), 1);
        m.c = -f64::MAX;
        m.search(100, None);
    }

    /// `n` moves, each ending the game with reward `r` for the side to move.
    #[derive(Clone)]
    struct Flat(usize, f64, bool);
    impl MctsGame for Flat {
        type Move = usize;
        fn moves(&self, out: &mut Vec<usize>) {
            out.extend(0..self.0);
        }
        fn play(&mut self, _: usize) {
            self.2 = true;
        }
        fn outcome(&self) -> Option<f64> {
            self.2.then_some(self.1)
        }
    }

    #[test]
    fn any_terminal_reward_is_a_proof() {
        // Three moves, each ending the game with 0.3 for the side to move: each is proven
        // worth 0.7 to its mover, then the root; three iterations.
        let mut m = Mcts::new(Flat(3, 0.3, false), 1);
        let ch = m.search(1000, None).unwrap();
        assert_eq!(
            (ch.mv, ch.proven, ch.visits, m.iterations),
            (0, Some(0.7), 1, 3)
        );
        assert_eq!(m.nodes[0].proof, Some(1.0 - 0.7)); // rounded as f64 arithmetic does
    }

    #[test]
    #[should_panic(expected = "mcts: outcome() and evaluate() must lie in [0, 1]")]
    fn reward_out_of_range_panics() {
        Mcts::new(Flat(2, -1.0, false), 1).search(10, None); // the side to move "scores" -1
    }

    #[test]
    #[should_panic(expected = "mcts: moves() is empty but outcome() is None")]
    fn no_moves_without_outcome_panics() {
        Mcts::new(Flat(0, 0.5, false), 1).search(10, None);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]
        /// Random subtraction games with random terminal rewards: every proof the solver
        /// reports is the exact (minimax) value.
        #[test]
        fn solver_proofs_are_sound(heap in 1u32..28, mask in 1u32..32, share: bool, seed: u64, iters in 1u64..3000, lure in proptest::option::of(0u32..4), ends in proptest::array::uniform5(0u8..5)) {
            let take: Vec<u32> = (1..=5).filter(|k| mask >> (k - 1) & 1 == 1).collect();
            let ends = ends.map(|e| e as f64 / 4.0);
            let g = Sub { heap, take, share, exact: false, ends, lure };
            let mut memo = HashMap::new();
            let mut m = Mcts::new(g.clone(), seed);
            m.c = 0.5;
            let Some(ch) = m.search(iters, None) else {
                prop_assert!(g.outcome().is_some());
                return Ok(());
            };
            for s in m.stats() {
                let v = 1.0 - value(&after(&g, s.mv), sub_key, &mut memo);
                prop_assert!(s.proven.is_none() || s.proven == Some(v));
            }
            let root = value(&g, sub_key, &mut memo);
            if m.nodes[0].proof.is_some() {
                prop_assert_eq!(m.nodes[0].proof, Some(1.0 - root)); // into-root mover's reward
                prop_assert_eq!(ch.proven, Some(root));
            }
        }
    }
}
