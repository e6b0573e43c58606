//! Monte Carlo tree search (UCT, progressive bias) with MCTS-Solver proofs and tree reuse.
//! For two-player alternating games too big for exact search and without a good evaluation (small
//!   games: solve them exactly); not for chance or 3+ players; with move priors: `puct`.
//! Usage: `let mut m = Mcts::new(game, seed); let ch = m.search(20_000, None).unwrap();` plays
//!   `ch.mv`; `m.advance(mv)` after each move played keeps that subtree; `m.stats()` per root move.
//! Rewards 1 win, 1/2 draw, 0 loss (any value in [0, 1] for scores); 0 or 1 at a terminal is a
//!   proof, proofs back up (shared by `key`), a proven root stops; choice: proven win, most visits.
//! Time: O(iterations * (depth * branching + playout)), ~80 bytes per node; playouts must end;
//!   `time` checked every 64 iterations; stops at 2^32 - 1 root visits.
//! Source: Kocsis, Szepesvari 2006 (UCT); Winands et al. 2008 (Solver); Chaslot et al. 2008 (bias).
//! Status: tests below vs brute force (Nim heaps <= 3, take 1..3 heaps <= 40 with biases, random
//!   subtraction games: proofs sound); verify/cross/mcts.rs: 4,520 tic-tac-toe positions, negamax.
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// A two-player alternating game; `outcome` and `evaluate` score for the side to move.
pub trait MctsGame: Clone {
    type Move: Copy + PartialEq;
    /// Appends the legal moves (called only while `outcome()` is `None`; never empty then).
    fn moves(&self, out: &mut Vec<Self::Move>);
    fn play(&mut self, m: Self::Move);
    /// `Some(reward in [0, 1] of the side to move)` once the game is over, else `None`.
    fn outcome(&self) -> Option<f64>;
    /// Shares proofs between transpositions (equal keys: equal positions); `None`: no sharing.
    fn key(&self) -> Option<u64> {
        None
    }
    /// `Some(expected reward in [0, 1] of the side to move)` in place of a random playout;
    /// `None`: play out.
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

/// A root move: visits, summed rewards of its mover, `Some(wins)` once proven.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsStat<M> {
    pub mv: M,
    pub visits: u32,
    pub wins: f64,
    pub proven: Option<bool>,
}

/// A tree node, node 0 the root; node i's move is `Mcts::mv[i - 1]`, its terms `Mcts::hot[i]`.
#[derive(Clone, Default)]
struct Node {
    first: u32, // first child; children are contiguous
    kids: u32,  // 0 until expanded
    n: u32,
    w: f64,    // summed rewards of the player who moved into this node
    proof: i8, // +1 / -1: the player who moved into this node wins / loses
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
    /// Exploration constant C (default sqrt 2): tune it per game (in UTTT 0.7 beats sqrt 2: the
    /// README's arena table; the solver likes 0.2..0.5 on deep forced lines).
    pub c: f64,
    root: G,
    nodes: Vec<Node>,
    mv: Vec<G::Move>, // the move into node i at mv[i - 1] (the root has none)
    /// [mean reward (1e9 unvisited, -inf proven), 1/sqrt(n) (1 unvisited), bias] per node:
    /// what selection reads, kept apart so that a node's children fill a few cache lines.
    hot: Vec<[f64; 3]>,
    path: Vec<usize>, // the nodes of the current iteration, from the root
    rng: u64,
    buf: Vec<G::Move>,
    proven: HashMap<u64, i8>,
}

impl<G: MctsGame> Mcts<G> {
    pub fn new(root: G, seed: u64) -> Self {
        Mcts {
            c: 2f64.sqrt(),
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

    /// The proof of `v` from its children's: whoever moves at v takes the best, so whoever
    /// moved into v gets its negation (a winning move wins; when every move loses, v is lost).
    fn solved(&self, v: usize) -> i8 {
        let kids = &self.nodes[self.kids(v)];
        -kids.iter().map(|c| c.proof).max().unwrap_or(0)
    }

    fn expand(&mut self, v: usize, s: &G) {
        let first = self.nodes.len(); // node i's move lands at mv[i - 1]
        s.moves(&mut self.mv);
        let kids = self.mv.len() + 1 - first;
        assert!(kids > 0, "mcts: moves() is empty but outcome() is None");
        assert!(first + kids < u32::MAX as usize, "mcts: over 2^32 nodes");
        (self.nodes[v].first, self.nodes[v].kids) = (first as u32, kids as u32);
        self.nodes.resize(first + kids, Node::default());
        // Unvisited first (1e9 + C sqrt(ln N) + bias): highest bias first, then in move order.
        let unvisited = self.mv[first - 1..].iter().map(|&m| [1e9, 1.0, s.bias(m)]);
        self.hot.extend(unvisited);
    }

    /// UCT with progressive bias: the child maximizing w/n + C sqrt(ln N / n) + bias/n, the
    /// earliest on ties.
    fn select(&self, v: usize) -> usize {
        let (coef, mut best) = (self.c * uct(self.nodes[v].n)[0], (0, f64::NEG_INFINITY));
        for i in self.kids(v) {
            // hot[i] = [q, 1/sqrt(n), bias]: q + (C sqrt(ln N) + bias/sqrt(n)) / sqrt(n)
            let score = self.hot[i][0] + (coef + self.hot[i][2] * self.hot[i][1]) * self.hot[i][1];
            if score > best.1 {
                best = (i, score);
            }
        }
        best.0
    }

    /// Reward of the player who moved into `s`: `evaluate`, else a uniformly random playout.
    fn rollout(&mut self, mut s: G) -> f64 {
        if let Some(e) = s.evaluate() {
            return 1.0 - e;
        }
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
            let nd = &mut self.nodes[v];
            nd.key = if nd.n == 0 { s.key() } else { nd.key };
            // A transposition may have been proven elsewhere: look when new proofs exist.
            if v != 0 && nd.key.is_some() && nd.seen != self.proven.len() as u32 {
                nd.seen = self.proven.len() as u32;
                if let Some(&p) = nd.key.and_then(|k| self.proven.get(&k)) {
                    nd.proof = p;
                    break (p + 1) as f64 / 2.0;
                }
            }
            // A leaf: a terminal (a proof if the reward is 0 or 1), new (played out, but the
            // root), or seen before (expanded).
            if nd.kids == 0 {
                if let Some(r) = s.outcome() {
                    nd.proof = (r == 0.0) as i8 - (r == 1.0) as i8; // 0: the side to move lost
                    break 1.0 - r;
                }
                if nd.n == 0 && v != 0 {
                    break self.rollout(s);
                }
                self.expand(v, &s);
            }
            v = self.select(v);
            s.play(self.mv[v - 1]);
        };
        let ok = (0.0..=1.0).contains(&r);
        assert!(ok, "mcts: outcome() and evaluate() must lie in [0, 1]");
        // Back up r (the reward of whoever moved into v) and a proof made on this path: only
        // unproven nodes are selected, so a proven node on it was proven in this iteration.
        while let Some(v) = self.path.pop() {
            let nd = &mut self.nodes[v];
            (nd.n, nd.w, r) = (nd.n + 1, nd.w + r, 1.0 - r);
            if let (true, Some(k)) = (nd.proof != 0, nd.key) {
                self.proven.insert(k, nd.proof);
            }
            let mean = [f64::NEG_INFINITY, nd.w / nd.n as f64][(nd.proof == 0) as usize];
            self.hot[v] = [mean, uct(nd.n)[1], self.hot[v][2]];
            if let (true, Some(&parent)) = (nd.proof != 0, self.path.last()) {
                self.nodes[parent].proof = self.solved(parent);
            }
        }
    }

    /// Runs up to `iterations` iterations (or for `time` if given; `u64::MAX` for time only),
    /// returns the chosen root move, `None` at a terminal root (found over in one iteration).
    /// Stops once the root is proven.
    pub fn search(&mut self, iterations: u64, time: Option<Duration>) -> Option<MctsStat<G::Move>> {
        assert!(iterations > 0, "mcts: zero iteration budget");
        let budget = iterations.min((u32::MAX - self.nodes[0].n) as u64);
        let (start, mut it) = (Instant::now(), 0);
        while it < budget && self.nodes[0].proof == 0 && (self.nodes[0].kids > 1 || it == 0) {
            self.iterate();
            it += 1;
            if it % 64 == 0 && time.is_some_and(|t| start.elapsed() >= t) {
                break;
            }
        }
        let rank = |s: &MctsStat<_>| (s.proven == Some(true), s.proven != Some(false), s.visits);
        self.stats().into_iter().rev().max_by_key(rank) // ties: the earliest move
    }

    /// Statistics of the root moves, in `moves` order (empty before the first search).
    pub fn stats(&self) -> Vec<MctsStat<G::Move>> {
        let stat = |i: usize| MctsStat {
            mv: self.mv[i - 1],
            visits: self.nodes[i].n,
            wins: self.nodes[i].w,
            proven: [Some(false), None, Some(true)][(self.nodes[i].proof + 1) as usize],
        };
        self.kids(0).map(stat).collect()
    }

    /// Plays `mv` at the root and keeps its subtree (statistics and proofs) as the new tree;
    /// a move never expanded starts a fresh tree. An illegal move panics (once expanded).
    pub fn advance(&mut self, mv: G::Move) {
        let child = self.kids(0).find(|&i| self.mv[i - 1] == mv);
        if child.is_none() && self.nodes[0].kids > 0 {
            panic!("mcts: advance with a move that is not legal at the root");
        }
        self.root.play(mv);
        let Some(child) = child else {
            self.nodes[0] = Node::default(); // the tree was an unexpanded root
            return;
        };
        // Breadth first, so that children stay contiguous.
        let (mut from, mut i) = (vec![child], 0);
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

    /// Subtraction game: remove an amount in `take` from the heap; who cannot move loses
    /// (`misere`: wins).
    #[derive(Clone, Debug)]
    struct Sub {
        heap: u32,
        take: Vec<u32>,
        share: bool,       // give the solver a key (proofs shared between transpositions)
        exact: bool,       // evaluate() returns the exact value (take 1..3 only)
        misere: bool,      // who cannot move wins
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
            over.then_some(self.misere as u8 as f64)
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
    fn sub(heap: u32) -> Sub {
        let (take, share, exact, misere) = (vec![1, 2, 3], true, false, false);
        Sub {
            heap,
            take,
            share,
            exact,
            misere,
            lure: None,
        }
    }

    /// Plain UCT: the wrapped game's terminal rewards moved off 0 and 1 by 2^-30, so that the
    /// solver proves nothing (sums of such rewards stay exact: the search is otherwise the same).
    #[derive(Clone, Debug)]
    struct Plain<G>(G);
    const EPS: f64 = 1.0 / (1u64 << 30) as f64;
    impl<G: MctsGame> MctsGame for Plain<G> {
        type Move = G::Move;
        fn moves(&self, out: &mut Vec<G::Move>) {
            self.0.moves(out)
        }
        fn play(&mut self, m: G::Move) {
            self.0.play(m)
        }
        fn outcome(&self) -> Option<f64> {
            self.0.outcome().map(|r| EPS + r * (1.0 - 2.0 * EPS))
        }
        fn key(&self) -> Option<u64> {
            self.0.key()
        }
        fn evaluate(&self) -> Option<f64> {
            self.0.evaluate()
        }
        fn bias(&self, m: G::Move) -> f64 {
            self.0.bias(m)
        }
    }

    /// One search from `g` (seed, C, iterations), with the solver or as plain UCT.
    fn pick<G: MctsGame>(g: &G, seed: u64, c: f64, iters: u64, solver: bool) -> MctsStat<G::Move> {
        if solver {
            let mut m = Mcts::new(g.clone(), seed);
            m.c = c;
            m.search(iters, None).unwrap()
        } else {
            let mut m = Mcts::new(Plain(g.clone()), seed);
            m.c = c;
            m.search(iters, None).unwrap()
        }
    }

    /// Brute force: does the player to move win? Plain win/lose recursion, memoized on `key`.
    fn wins<G: MctsGame>(g: &G, key: fn(&G) -> u64, memo: &mut HashMap<u64, bool>) -> bool {
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

    #[test]
    fn nim_every_winning_position() {
        let mut memo = HashMap::new();
        for solver in [false, true] {
            let mut count = 0;
            for p in 0..64u8 {
                let g = Nim([p / 16, p / 4 % 4, p % 4]);
                if !wins(&g, nim_key, &mut memo) {
                    assert_eq!(g.0[0] ^ g.0[1] ^ g.0[2], 0);
                    continue;
                }
                count += 1;
                let mv = pick(&g, 7, 2f64.sqrt(), 20_000, solver).mv;
                let h = after(&g, mv);
                assert_eq!(h.0[0] ^ h.0[1] ^ h.0[2], 0, "{:?} solver {}", g, solver);
                assert!(!wins(&h, nim_key, &mut memo));
            }
            assert_eq!(count, 48);
        }
    }

    /// Runs heaps 1..=40 and returns (winning heaps where the move loses, proven winning moves,
    /// proven losing roots). Asserts that proofs are never wrong.
    fn subtraction(solver: bool, share: bool, c: f64, iters: u64) -> (u32, u32, u32) {
        let mut memo = HashMap::new();
        let (mut misses, mut proven, mut lost) = (0, 0, 0);
        for heap in 1..=40 {
            let g = Sub { share, ..sub(heap) };
            let win = wins(&g, sub_key, &mut memo);
            assert_eq!(win, heap % 4 != 0);
            let ch = pick(&g, 7, c, iters, solver);
            let good = !wins(&after(&g, ch.mv), sub_key, &mut memo);
            misses += (win && !good) as u32;
            assert!(ch.proven.is_none() || ch.proven == Some(good));
            proven += (ch.proven == Some(true)) as u32;
            lost += (ch.proven == Some(false)) as u32;
        }
        (misses, proven, lost)
    }

    #[test]
    fn subtraction_plain_uct_misses_some() {
        assert_eq!(
            subtraction(false, false, 2f64.sqrt(), 20_000),
            (MISS_SQRT2, 0, 0)
        );
        assert_eq!(subtraction(false, false, 0.4, 20_000), (MISS_04, 0, 0));
    }
    const MISS_SQRT2: u32 = 11; // > 0: the point of the test
    const MISS_04: u32 = 10;

    #[test]
    fn subtraction_solver_proves_every_winning_move() {
        // Proofs shared through `key`, C = 0.4: all 30 winning moves found and proven, and
        // all 10 losing roots proven lost.
        assert_eq!(subtraction(true, true, 0.4, 20_000), (0, 30, 10));
        // Without sharing, the proof tree of heap 4k alone has more than 3^k nodes, so the
        // solver runs out of budget on the large heaps (it stays correct where it proves).
        assert_eq!(
            subtraction(true, false, 0.4, 20_000),
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
                misere: true,
                ..sub(heap)
            };
            assert_eq!(wins(&g, sub_key, &mut memo), heap % 4 != 1);
            let mut m = Mcts::new(g.clone(), 7);
            m.c = 0.4;
            let ch = m.search(20_000, None).unwrap();
            let good = !wins(&after(&g, ch.mv), sub_key, &mut memo);
            assert_eq!(ch.proven, Some(good), "heap {heap}");
            assert_eq!(good, heap % 4 != 1, "heap {heap}");
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
            assert_eq!((ch.mv, ch.proven), (want, Some(true)), "heap {h}");
            m.advance(ch.mv);
            assert_eq!(m.root.0 % 3, 0);
        }
    }

    #[test]
    fn evaluate_replaces_playouts() {
        // Plain UCT, 100 iterations per winning heap of 1..40: with the exact value at the
        // leaves no winning move is missed; with random playouts many are.
        let run = |exact: bool| {
            let mut memo = HashMap::new();
            (1..=40u32)
                .filter(|h| h % 4 != 0)
                .filter(|&h| {
                    let g = Sub { exact, ..sub(h) };
                    let mv = pick(&g, 5, 2f64.sqrt(), 100, false).mv;
                    wins(&after(&g, mv), sub_key, &mut memo)
                })
                .count()
        };
        assert_eq!((run(true), run(false)), (0, EVAL_MISSES));
    }
    const EVAL_MISSES: usize = 17;

    #[test]
    fn bias_orders_unvisited_moves_then_fades() {
        // Four moves, each ending the game in a draw, biases 0, 2, 1, 2: the first iterations
        // try them highest bias first (the earliest on ties).
        #[derive(Clone)]
        struct Lured(bool);
        impl MctsGame for Lured {
            type Move = usize;
            fn moves(&self, out: &mut Vec<usize>) {
                out.extend(0..4);
            }
            fn play(&mut self, _: usize) {
                self.0 = true;
            }
            fn outcome(&self) -> Option<f64> {
                self.0.then_some(0.5)
            }
            fn bias(&self, m: usize) -> f64 {
                [0.0, 2.0, 1.0, 2.0][m]
            }
        }
        let visits = |iters: u64| {
            let mut m = Mcts::new(Lured(false), 1);
            m.search(iters, None).unwrap();
            m.stats().iter().map(|s| s.visits).collect::<Vec<_>>()
        };
        assert_eq!(visits(1), [0, 1, 0, 0]);
        assert_eq!(visits(2), [0, 1, 0, 1]);
        assert_eq!(visits(3), [0, 1, 1, 1]);
        assert_eq!(visits(4), [1, 1, 1, 1]);
        // Equal rewards: as visits grow, bias / n fades and the shares even out.
        assert_eq!(visits(4000), LURED_4000);
        // Plain UCT, 300 iterations, seeds 0..5, each winning heap of 1..40 (take 1..3): a bias
        // on the winning moves misses fewer of them than none, one on losing moves more.
        let misses = |lure: Option<u32>| {
            let mut memo = HashMap::new();
            let heaps = (0..5).flat_map(|seed| (1..=40u32).map(move |h| (seed, h)));
            heaps
                .filter(|&(seed, h)| {
                    let mv = pick(&Sub { lure, ..sub(h) }, seed, 2f64.sqrt(), 300, false).mv;
                    h % 4 != 0 && wins(&after(&sub(h), mv), sub_key, &mut memo)
                })
                .count()
        };
        assert_eq!(
            [misses(Some(0)), misses(None), misses(Some(1))],
            BIAS_MISSES
        );
        // The solver on heaps 1..40: every move found and every proof right with either bias;
        // a strong bias slows the proofs down both ways (every reply must still be refuted).
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
                assert_eq!(
                    (good, ch.proven),
                    (heap % 4 != 0, Some(good)),
                    "heap {heap}"
                );
                total += m.stats().iter().map(|s| s.visits).sum::<u32>();
            }
            iters.push(total);
        }
        assert_eq!(iters, BIAS_ITERS);
    }
    const LURED_4000: [u32; 4] = [981, 1012, 996, 1011];
    const BIAS_MISSES: [usize; 3] = [48, 73, 82]; // of 150; lures: winning moves, none, losing
    const BIAS_ITERS: [u32; 3] = [57452, 36872, 68247];

    /// (move, visits, rewards, proof, children) of a node.
    type Row<M> = (Option<M>, u32, f64, i8, u32);
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
        assert!(m.nodes[0].n > n0 || m.nodes[0].proof != 0);
        m.advance(reply.mv);
        assert!(m.nodes[0].n > 0 || m.nodes.len() == 1);
    }

    #[test]
    fn tree_reuse_keeps_the_played_subtree() {
        reuse(Plain(Nim([3, 2, 3])));
        reuse(Nim([3, 2, 3]));
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
            Some((1, Some(true)))
        );
        m.advance(1);
        m.advance(1);
        let ch = m.search(2000, None).unwrap();
        assert_eq!((ch.mv, ch.proven), (3, Some(true)));
        // Every reused root, in self-play from heaps 5..=24: a move reported proven wins.
        for heap in 5..=24 {
            let mut m = Mcts::new(sub(heap), heap as u64);
            m.c = 0.4;
            while let Some(ch) = m.search(2000, None) {
                if ch.proven == Some(true) {
                    assert_eq!((m.root.heap - ch.mv) % 4, 0, "heap {}", m.root.heap);
                }
                m.advance(ch.mv);
            }
        }
    }

    #[test]
    fn terminal_root_single_move_and_time_budget() {
        let mut m = Mcts::new(Nim([0, 0, 0]), 1);
        assert_eq!(m.search(100, None), None);
        let mut m = Mcts::new(Nim([0, 1, 0]), 1);
        let ch = m.search(1_000_000, None).unwrap();
        assert_eq!((ch.mv, ch.proven, m.nodes[0].n), ((1, 1), Some(true), 1));
        // Bounded by time only (plain UCT never stops early): returns, having run at least
        // one block of 64 iterations.
        let mut m = Mcts::new(Plain(sub(40)), 1);
        let t = Instant::now();
        m.search(u64::MAX, Some(Duration::from_millis(30))).unwrap();
        assert!(t.elapsed() < Duration::from_secs(10) && m.nodes[0].n >= 64);
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
        /// Random subtraction games: every proof the solver reports is right.
        #[test]
        fn solver_proofs_are_sound(heap in 1u32..28, mask in 1u32..32, share: bool, seed: u64, iters in 1u64..3000, lure in proptest::option::of(0u32..4)) {
            let take: Vec<u32> = (1..=5).filter(|k| mask >> (k - 1) & 1 == 1).collect();
            let g = Sub { heap, take, share, exact: false, misere: false, lure };
            let mut memo = HashMap::new();
            let mut m = Mcts::new(g.clone(), seed);
            m.c = 0.5;
            let Some(ch) = m.search(iters, None) else {
                prop_assert!(g.outcome().is_some());
                return Ok(());
            };
            for s in m.stats() {
                let good = !wins(&after(&g, s.mv), sub_key, &mut memo);
                prop_assert!(s.proven.is_none() || s.proven == Some(good));
            }
            let root_wins = wins(&g, sub_key, &mut memo);
            if m.nodes[0].proof != 0 {
                prop_assert_eq!(m.nodes[0].proof < 0, root_wins); // into-root mover loses
                prop_assert_eq!(ch.proven, Some(root_wins));
            }
        }
    }
}
