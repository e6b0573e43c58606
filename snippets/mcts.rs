//! Monte Carlo tree search: UCT or PUCT, MCTS-Solver proofs, tree reuse, seeded and generic.
//! For two-player alternating games with no good evaluation and no exact method in reach (small
//! games: minimax / retrograde). Not for chance or more than two players. Each iteration
//! descends by UCT `w/n + C*sqrt(ln N/n)` (unvisited children first, in move order) or, with
//! `puct`, by `q + C*P*sqrt(N)/(1+n)` (P from `Game::priors`, q = 1/2 while unvisited), adds
//! one node, plays uniformly random moves to the end (or takes `Game::evaluate`) and backs up
//! the reward (1 win, 1/2 draw, 0 loss; flipped per level). Chosen move: most visits, ties to
//! the earliest in `moves` order. `solver` (default on): terminal wins/losses are proven and
//! backed up (a child lost for its mover wins the parent; all children won lose it), proven
//! children are never selected, a proven root stops the search, and the choice prefers a
//! proven win, then unproven, then a proven loss. Draws are never proven. `Game::key` shares
//! proofs between transpositions (the value must depend on the position only): needed on deep
//! forced lines (the tree alone needs ~3^k iterations for heap 4k of "take 1..3").
//! Usage: `let mut m = Mcts::new(state, seed); m.c = 0.4;` then `m.search(20_000, None)` gives
//!   `Option<Stat { mv, visits, wins, proof }>` (`None`: terminal root); `m.stats()` per root
//!   move; `m.advance(mv)` after a move is played keeps that child's subtree.
//! Time: O(iterations * (depth * branching + playout)); playouts must end. ~72 bytes per node
//!   in one arena, no allocation per node. u32 visits (stops at 2^32 - 1 root visits); `time`
//!   is checked every 64 iterations; one root move: returned after one iteration; zero budget
//!   panics. Same seed, same game: same result.
//! Source: Kocsis, Szepesvari 2006 (UCT); Winands et al. 2008 (MCTS-Solver); Silver et al. 2017.
//! Verified: tests vs brute-force win/lose recursion: all 48 winning Nim positions (heaps <= 3;
//!   UCT, solver, PUCT); "take 1..3" heaps 1..40 (UCT misses 11 of 30, solver+key none, all
//!   proven); random subtraction games (every proof sound); PUCT visits replayed by hand;
//!   `evaluate`; tree reuse. verify/cross/mcts.rs: tic-tac-toe vs negamax, all 4,520 positions.
use std::collections::HashMap;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// A two-player alternating game seen from its current position.
pub trait Game: Clone {
    type Move: Copy + PartialEq + Default;
    /// Appends the legal moves to `out` (called only while `outcome()` is `None`; non-empty).
    fn moves(&self, out: &mut Vec<Self::Move>);
    fn play(&mut self, m: Self::Move);
    /// `None` while the game goes on, else the reward in [0, 1] of the player who just moved.
    fn outcome(&self) -> Option<f64>;
    /// PUCT priors of `moves` (same order), pushed into `p`: non-negative, summing to 1.
    fn priors(&self, moves: &[Self::Move], p: &mut Vec<f64>) {
        p.extend(moves.iter().map(|_| 1.0 / moves.len() as f64));
    }
    /// Value of a non-terminal position replacing the random playout (AlphaZero's value
    /// head): expected reward in [0, 1] of the player who just moved. `None`: play out.
    fn evaluate(&self) -> Option<f64> {
        None
    }
    /// Position key for sharing solver proofs between transpositions (`None`: no sharing).
    fn key(&self) -> Option<u64> {
        None
    }
}

/// Game-theoretic value of a move for the player making it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    Unknown,
    Win,
    Loss,
}

/// Statistics of a root move: visits, sum of rewards for the mover, proof.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stat<M> {
    pub mv: M,
    pub visits: u32,
    pub wins: f64,
    pub proof: Proof,
}

const NONE: u32 = u32::MAX;

#[derive(Clone, Default)]
struct Node<M> {
    mv: M,
    parent: u32, // unused at the root, index 0
    first: u32,  // first child (children are contiguous); 0 until expanded, NONE if terminal
    kids: u32,
    n: u32,
    w: f64, // sum of rewards of the player who moved into this node
    prior: f64,
    proof: i8, // +1 / -1: the player who moved into this node wins / loses
    key: Option<u64>,
    seen: u32, // size of the proof table when `key` was last looked up
}

const INF: f64 = f64::INFINITY;

fn checked(r: Option<f64>) -> Option<f64> {
    let ok = (0.0..=1.0).contains(&r.unwrap_or(0.0));
    assert!(ok, "mcts: outcome() and evaluate() must lie in [0, 1]");
    r
}

/// [sqrt(ln n), 1/sqrt(n)]: the UCT terms of a parent / of a child with n visits (tabled).
fn uct(n: u32) -> [f64; 2] {
    let row = |x: f64| [x.ln().sqrt(), 1.0 / x.sqrt()];
    static TAB: OnceLock<Vec<[f64; 2]>> = OnceLock::new();
    let tab = TAB.get_or_init(|| (0..1 << 16).map(|n: u32| row(n.max(1) as f64)).collect());
    let t = tab.get(n as usize).copied();
    t.unwrap_or_else(|| row(n as f64))
}

/// A search tree over a game, reusable across moves (`advance`).
pub struct Mcts<G: Game> {
    /// Exploration constant C (default sqrt 2; the solver likes 0.2..0.5 on deep forced lines).
    pub c: f64,
    /// MCTS-Solver proofs (default on).
    pub solver: bool,
    /// PUCT selection with `Game::priors` instead of UCT (default off).
    pub puct: bool,
    root: G,
    nodes: Vec<Node<G::Move>>,
    /// Per node, what selection reads: score = hot[0] + coef * hot[1], hot[0] the mean reward
    /// (+inf unvisited under UCT, 1/2 under PUCT; -inf once proven), hot[1] 1/sqrt(n) (UCT)
    /// or prior/(1+n) (PUCT). Kept apart so that a node's children are a few cache lines.
    hot: Vec<[f64; 2]>,
    rng: u64,
    buf: Vec<G::Move>,
    pri: Vec<f64>,
    proven: HashMap<u64, i8>,
}

impl<G: Game> Mcts<G> {
    /// UCT with C = sqrt(2), solver on, no PUCT; set the public fields before searching.
    pub fn new(root: G, seed: u64) -> Self {
        let (nodes, hot) = (vec![Node::default()], vec![[0.0; 2]]);
        let (c, solver, puct, rng) = (2f64.sqrt(), true, false, seed);
        let (buf, pri, proven) = (Vec::new(), Vec::new(), HashMap::new());
        let mut m = Mcts {
            c,
            solver,
            puct,
            root,
            nodes,
            hot,
            rng,
            buf,
            pri,
            proven,
        };
        m.nodes[0].key = m.root.key();
        m
    }

    fn kids(&self, v: usize) -> std::ops::Range<usize> {
        let nd = &self.nodes[v];
        let first = if nd.kids == 0 { 0 } else { nd.first as usize }; // NONE: terminal
        first..first + nd.kids as usize
    }

    /// The proof of `v` from its children's: a winning move wins, all moves losing lose.
    fn solved(&self, v: usize) -> i8 {
        let kids = &self.nodes[self.kids(v)];
        let won = kids.iter().any(|c| c.proof > 0); // by a move: whoever moved into v loses
        let lost = !kids.is_empty() && kids.iter().all(|c| c.proof < 0);
        lost as i8 - won as i8
    }

    fn legal(&mut self, s: &G) {
        self.buf.clear();
        s.moves(&mut self.buf);
        let ok = !self.buf.is_empty();
        assert!(ok, "mcts: moves() is empty but outcome() is None");
    }

    fn expand(&mut self, v: usize, s: &G) {
        self.legal(s);
        self.pri.clear();
        if self.puct {
            s.priors(&self.buf, &mut self.pri);
            let sum: f64 = self.pri.iter().sum();
            let ok = self.pri.len() == self.buf.len() && self.pri.iter().all(|&p| p >= 0.0);
            assert!(
                ok && (sum - 1.0).abs() < 1e-6,
                "mcts: priors must be one non-negative value per move, summing to 1"
            );
        }
        (self.nodes[v].first, self.nodes[v].kids) =
            (self.nodes.len() as u32, self.buf.len() as u32);
        let (unvisited, parent) = (if self.puct { 0.5 } else { INF }, v as u32);
        for (i, &mv) in self.buf.iter().enumerate() {
            let prior = *self.pri.get(i).unwrap_or(&1.0);
            self.nodes.push(Node {
                mv,
                parent,
                prior,
                ..Default::default()
            });
            self.hot.push([unvisited, prior]);
        }
    }

    fn select(&self, v: usize) -> usize {
        let n = self.nodes[v].n;
        let coef = self.c
            * if self.puct {
                (n as f64).sqrt()
            } else {
                uct(n)[0]
            };
        let (kids, mut best, mut best_score) = (self.kids(v), 0, -INF);
        for (i, h) in self.hot[kids.clone()].iter().enumerate() {
            let score = h[0] + coef * h[1]; // ties: the earliest move
            if score > best_score {
                (best, best_score) = (i, score);
            }
        }
        kids.start + best
    }

    fn rollout(&mut self, mut s: G) -> f64 {
        if let Some(v) = checked(s.evaluate()) {
            return v;
        }
        let mut flip = false; // the player who moved into the start position moved last
        loop {
            if let Some(r) = checked(s.outcome()) {
                return if flip { 1.0 - r } else { r };
            }
            self.legal(&s);
            self.rng = self.rng.wrapping_add(0x9e37_79b9_7f4a_7c15); // splitmix64
            let mut z = self.rng;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            let i = ((z ^ (z >> 31)) as u128 * self.buf.len() as u128) >> 64;
            s.play(self.buf[i as usize]);
            flip = !flip;
        }
    }

    /// One iteration: select and expand down to a new or terminal node, evaluate, back up.
    fn iterate(&mut self) {
        let (mut s, mut v) = (self.root.clone(), 0);
        let mut r = loop {
            let nd = &mut self.nodes[v];
            if self.solver && v != 0 {
                if nd.n == 0 {
                    nd.key = s.key();
                }
                if nd.key.is_some() && nd.seen != self.proven.len() as u32 {
                    nd.seen = self.proven.len() as u32; // look up only when new proofs exist
                    if let Some(&p) = nd.key.and_then(|k| self.proven.get(&k)) {
                        nd.proof = p;
                        break (p + 1) as f64 / 2.0;
                    }
                }
            }
            // New node, or terminal (the root is expanded and not terminal).
            if nd.kids == 0 && (nd.n == 0 || nd.first == NONE) {
                let Some(r) = checked(s.outcome()) else {
                    assert!(nd.n == 0, "mcts: outcome() changed for a terminal position");
                    break self.rollout(s);
                };
                nd.first = NONE;
                if self.solver && (r == 1.0 || r == 0.0) {
                    nd.proof = 2 * r as i8 - 1;
                }
                break r;
            }
            if nd.first == 0 {
                self.expand(v, &s);
            }
            v = self.select(v);
            s.play(self.nodes[v].mv);
        };
        let mut proving = self.nodes[v].proof != 0;
        loop {
            let nd = &mut self.nodes[v];
            (nd.n, nd.w, r) = (nd.n + 1, nd.w + r, 1.0 - r);
            let n = nd.n as f64;
            if let (true, Some(k)) = (proving, nd.key) {
                self.proven.insert(k, nd.proof);
            }
            let mean = if nd.proof == 0 { nd.w / n } else { -INF };
            let explore = if self.puct {
                nd.prior / (n + 1.0)
            } else {
                uct(nd.n)[1]
            };
            self.hot[v] = [mean, explore];
            if v == 0 {
                return;
            }
            v = nd.parent as usize;
            if proving {
                self.nodes[v].proof = self.solved(v);
                proving = self.nodes[v].proof != 0;
            }
        }
    }

    /// Runs up to `iterations` iterations (and for at most `time` if given; pass `u64::MAX`
    /// to be bounded by time only) and returns the chosen root move, `None` if the root is
    /// terminal. Stops early when the solver proves the root.
    pub fn search(&mut self, iterations: u64, time: Option<Duration>) -> Option<Stat<G::Move>> {
        assert!(iterations > 0, "mcts: zero iteration budget");
        if self.root.outcome().is_some() {
            return None;
        }
        if self.nodes[0].first == 0 {
            let root = self.root.clone();
            self.expand(0, &root);
        }
        let budget = iterations.min((u32::MAX - self.nodes[0].n) as u64);
        let (start, mut it) = (Instant::now(), 0);
        while it < budget && self.nodes[0].proof == 0 && (self.nodes[0].kids > 1 || it == 0) {
            self.iterate();
            it += 1;
            if it % 64 == 0 && time.is_some_and(|t| start.elapsed() >= t) {
                break;
            }
        }
        let rank = |s: &Stat<G::Move>| (s.proof == Proof::Win, s.proof != Proof::Loss, s.visits);
        self.stats().into_iter().rev().max_by_key(rank) // ties: the earliest move
    }

    /// Statistics of the root moves, in `moves` order (empty before the first search).
    pub fn stats(&self) -> Vec<Stat<G::Move>> {
        let proof = |p: i8| [Proof::Loss, Proof::Unknown, Proof::Win][(p + 1) as usize];
        let stat = |c: &Node<G::Move>| Stat {
            mv: c.mv,
            visits: c.n,
            wins: c.w,
            proof: proof(c.proof),
        };
        self.nodes[self.kids(0)].iter().map(stat).collect()
    }

    /// Number of nodes in the tree (memory: about 72 bytes each).
    pub fn tree_size(&self) -> usize {
        self.nodes.len()
    }

    /// Plays `mv` at the root and keeps its subtree (statistics and proofs) as the new tree.
    pub fn advance(&mut self, mv: G::Move) {
        let child = self.kids(0).find(|&i| self.nodes[i].mv == mv);
        let ok = self.nodes[0].first == 0 || child.is_some();
        assert!(
            ok,
            "mcts: advance with a move that is not legal at the root"
        );
        self.root.play(mv);
        let Some(child) = child else {
            self.nodes[0] = Node::default(); // the tree was the root alone
            self.nodes[0].key = self.root.key();
            return;
        };
        // Breadth first, so children stay contiguous: (old index, new parent) per kept node.
        let (mut from, mut kept) = (vec![(child, 0)], Vec::new());
        while let Some(&(j, parent)) = from.get(kept.len()) {
            let mut nd = self.nodes[j].clone();
            nd.parent = parent;
            if nd.kids > 0 {
                nd.first = from.len() as u32;
            }
            from.extend(self.kids(j).map(|c| (c, kept.len() as u32)));
            kept.push(nd);
        }
        self.hot = from.iter().map(|&(j, _)| self.hot[j]).collect();
        self.nodes = kept;
        // A proof the new root got from the shared table may have no proven child behind it:
        // derive it from the children, so that `search` goes on until one is proven.
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
    impl Game for Nim {
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
            (self.0 == [0; 3]).then_some(1.0)
        }
    }

    /// Subtraction game: remove an amount in `take` from the heap; who cannot move loses.
    #[derive(Clone, Debug)]
    struct Sub {
        heap: u32,
        take: Vec<u32>,
        share: bool,       // give the solver a key (proofs shared between transpositions)
        good: Option<f64>, // PUCT prior of the move to a multiple of 4 (the rest uniform)
        exact: bool,       // evaluate() returns the exact value (take 1..3 only)
    }
    impl Game for Sub {
        type Move = u32;
        fn moves(&self, out: &mut Vec<u32>) {
            out.extend(self.take.iter().filter(|&&k| k <= self.heap));
        }
        fn play(&mut self, k: u32) {
            self.heap -= k;
        }
        fn outcome(&self) -> Option<f64> {
            self.take.iter().all(|&k| k > self.heap).then_some(1.0)
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
        fn key(&self) -> Option<u64> {
            self.share.then_some(self.heap as u64)
        }
        fn evaluate(&self) -> Option<f64> {
            self.exact.then_some((self.heap % 4 == 0) as u8 as f64)
        }
    }
    fn sub(heap: u32) -> Sub {
        Sub {
            heap,
            take: vec![1, 2, 3],
            share: true,
            good: None,
            exact: false,
        }
    }

    /// Brute force: does the player to move win? Plain win/lose recursion, memoized on `key`.
    fn wins<G: Game>(g: &G, key: fn(&G) -> u64, memo: &mut HashMap<u64, bool>) -> bool {
        if let Some(r) = g.outcome() {
            return r == 0.0;
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
    fn after<G: Game>(g: &G, m: G::Move) -> G {
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
        for (solver, puct) in [(false, false), (true, false), (false, true)] {
            let mut count = 0;
            for p in 0..64u8 {
                let g = Nim([p / 16, p / 4 % 4, p % 4]);
                if !wins(&g, nim_key, &mut memo) {
                    assert_eq!(g.0[0] ^ g.0[1] ^ g.0[2], 0);
                    continue;
                }
                count += 1;
                let mut m = Mcts::new(g, 7);
                (m.solver, m.puct) = (solver, puct);
                let mv = m.search(20_000, None).unwrap().mv;
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
            let mut m = Mcts::new(g.clone(), 7);
            (m.solver, m.c) = (solver, c);
            let ch = m.search(iters, None).unwrap();
            let good = !wins(&after(&g, ch.mv), sub_key, &mut memo);
            misses += (win && !good) as u32;
            assert!(ch.proof == Proof::Unknown || (ch.proof == Proof::Win) == good);
            proven += (ch.proof == Proof::Win) as u32;
            lost += (ch.proof == Proof::Loss) as u32;
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

    /// One move per prior, each ending the game in a draw: PUCT then depends only on priors.
    #[derive(Clone)]
    struct Bag(Vec<f64>, bool);
    impl Game for Bag {
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
        fn priors(&self, _: &[usize], p: &mut Vec<f64>) {
            p.extend(&self.0);
        }
    }

    #[test]
    fn puct_visits_follow_the_formula() {
        let priors = vec![0.1, 0.2, 0.3, 0.4];
        let mut m = Mcts::new(Bag(priors.clone(), false), 1);
        (m.puct, m.c) = (true, 1.5);
        assert_eq!(m.search(1000, None).unwrap().mv, 3);
        // Replay q + c * P * sqrt(N) / (1 + n) by hand (q = 1/2 for every child here).
        let mut n = [0u32; 4];
        for t in 0..1000 {
            let score = |i: usize| 0.5 + 1.5 * priors[i] * (t as f64).sqrt() / (1.0 + n[i] as f64);
            let best = (0..4).fold(0, |b, i| if score(i) > score(b) { i } else { b });
            n[best] += 1;
        }
        let got: Vec<u32> = m.stats().iter().map(|s| s.visits).collect();
        assert_eq!(got, n);
        assert!(n[3] > n[2] && n[2] > n[1] && n[1] > n[0]);
    }

    #[test]
    fn puct_priors_steer_the_search() {
        // Plain PUCT (no solver), 2,000 iterations: a good prior on the winning move finds it
        // from every winning heap; a prior that hides it misses many.
        let run = |good: f64| {
            let mut memo = HashMap::new();
            (1..=40u32)
                .filter(|h| h % 4 != 0)
                .filter(|&h| {
                    let g = Sub {
                        good: Some(good),
                        ..sub(h)
                    };
                    let mut m = Mcts::new(g.clone(), 3);
                    (m.puct, m.solver, m.c) = (true, false, 1.0);
                    let mv = m.search(2_000, None).unwrap().mv;
                    wins(&after(&g, mv), sub_key, &mut memo)
                })
                .count()
        };
        assert_eq!((run(0.9), run(0.01)), (0, PUCT_BAD_MISSES));
    }
    const PUCT_BAD_MISSES: usize = 24;

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
                    let mut m = Mcts::new(g.clone(), 5);
                    m.solver = false;
                    let mv = m.search(100, None).unwrap().mv;
                    wins(&after(&g, mv), sub_key, &mut memo)
                })
                .count()
        };
        assert_eq!((run(true), run(false)), (0, EVAL_MISSES));
    }
    const EVAL_MISSES: usize = 17;

    /// Node statistics of the subtree of `v` in breadth-first order, children in move order.
    fn subtree<G: Game>(m: &Mcts<G>, v: usize) -> Vec<(G::Move, u32, f64, i8, u32)> {
        let mut order = vec![v];
        let mut i = 0;
        while i < order.len() {
            let nd = &m.nodes[order[i]];
            if nd.first != NONE {
                order.extend(nd.first as usize..(nd.first + nd.kids) as usize);
            }
            i += 1;
        }
        order
            .iter()
            .map(|&u| {
                let nd = &m.nodes[u];
                (nd.mv, nd.n, nd.w, nd.proof, nd.kids)
            })
            .collect()
    }

    #[test]
    fn tree_reuse_keeps_the_played_subtree() {
        for solver in [false, true] {
            let mut m = Mcts::new(Nim([3, 2, 3]), 5);
            m.solver = solver;
            let ch = m.search(3_000, None).unwrap();
            let child = (m.nodes[0].first..m.nodes[0].first + m.nodes[0].kids)
                .find(|&i| m.nodes[i as usize].mv == ch.mv)
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
            m.search(2000, None).map(|s| (s.mv, s.proof)),
            Some((1, Proof::Win))
        );
        m.advance(1);
        m.advance(1);
        let ch = m.search(2000, None).unwrap();
        assert_eq!((ch.mv, ch.proof), (3, Proof::Win));
        // Every reused root, in self-play from heaps 5..=24: a move reported proven wins.
        for heap in 5..=24 {
            let mut m = Mcts::new(sub(heap), heap as u64);
            m.c = 0.4;
            while let Some(ch) = m.search(2000, None) {
                if ch.proof == Proof::Win {
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
        assert_eq!((ch.mv, ch.proof, m.nodes[0].n), ((1, 1), Proof::Win, 1));
        // Bounded by time only (plain UCT never stops early): returns, having run at least
        // one block of 64 iterations.
        let mut m = Mcts::new(sub(40), 1);
        m.solver = false;
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

    #[test]
    #[should_panic(expected = "mcts: priors must be one non-negative value per move, summing to 1")]
    fn bad_priors_panic() {
        let mut m = Mcts::new(Bag(vec![0.5, 0.6], false), 1);
        m.puct = true;
        m.search(10, None);
    }

    #[test]
    #[should_panic(expected = "mcts: outcome() and evaluate() must lie in [0, 1]")]
    fn reward_out_of_range_panics() {
        #[derive(Clone)]
        struct Bad(bool); // two moves, after which the mover "scores" 2
        impl Game for Bad {
            type Move = u8;
            fn moves(&self, out: &mut Vec<u8>) {
                out.extend([0, 1]);
            }
            fn play(&mut self, _: u8) {
                self.0 = true;
            }
            fn outcome(&self) -> Option<f64> {
                self.0.then_some(2.0)
            }
        }
        Mcts::new(Bad(false), 1).search(10, None);
    }

    #[test]
    #[should_panic(expected = "mcts: moves() is empty but outcome() is None")]
    fn no_moves_without_outcome_panics() {
        Mcts::new(Bag(vec![], false), 1).search(10, None);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]
        /// Random subtraction games: every proof the solver reports is right.
        #[test]
        fn solver_proofs_are_sound(heap in 1u32..28, mask in 1u32..32, share: bool, seed: u64, iters in 1u64..3000) {
            let take: Vec<u32> = (1..=5).filter(|k| mask >> (k - 1) & 1 == 1).collect();
            let g = Sub { heap, take, share, good: None, exact: false };
            let mut memo = HashMap::new();
            let mut m = Mcts::new(g.clone(), seed);
            m.c = 0.5;
            let Some(ch) = m.search(iters, None) else {
                prop_assert!(g.outcome().is_some());
                return Ok(());
            };
            for s in m.stats() {
                let good = !wins(&after(&g, s.mv), sub_key, &mut memo);
                prop_assert!(s.proof == Proof::Unknown || (s.proof == Proof::Win) == good);
            }
            let root_wins = wins(&g, sub_key, &mut memo);
            if m.nodes[0].proof != 0 {
                prop_assert_eq!(m.nodes[0].proof < 0, root_wins); // into-root mover loses
                prop_assert_eq!(ch.proof, if root_wins { Proof::Win } else { Proof::Loss });
            }
        }
    }
}
