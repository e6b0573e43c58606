//! Depth-first proof-number search (df-pn, Nagai): can the prover force the goal? Memory = a table.
//! For "can the side to move force X?" on an implicit acyclic game (k-in-a-row, puzzles, tsume);
//!   transpositions are fine, repetitions are not (no history handling: put them in the position).
//! Usage: `impl ProofGame for G` (moves/play/undo/key shared with alphabeta_tt, exact_solver, pn2;
//!   outcome = the goal decided, prover_to_move, optional estimate); `let mut s = Dfpn::new(20)
//!   .epsilon(0.25); s.solve(&mut g, budget)` -> Some(true) proven, Some(false) disproven, None
//!   after `budget` expansions (`s.expansions`). OR: prover to move; no moves: OR false, AND true.
//! Time: O(expansions * branching) game calls; memory 24 * 2^bits bytes (bits 1..=26), two-slot
//!   buckets keeping solved entries; the table persists across solves (put the goal in the key if
//!   it changes). e > 0: 1+e trick, fewer re-expansions. Recursion depth = longest line of play.
//! Source: Nagai, PhD thesis 2002; Pawlewicz, Lew, "Improving depth-first PN-search: 1+e trick", 2006.
//! Status: tests below (trees <= 7 nodes, proptest, tiny tables); cross/proof.rs, one_game.rs.

const INF: u64 = u64::MAX;

pub trait ProofGame {
    type Move: Copy;
    /// Appends the legal moves (none once the game is over); called only while `outcome()` is None.
    fn moves(&self, out: &mut Vec<Self::Move>);
    fn play(&mut self, m: Self::Move);
    /// Takes back `m`, the last move played: everything `play` changed, the key included.
    fn undo(&mut self, m: Self::Move);
    /// Some(true): the prover's goal holds here; Some(false): it failed; None: play goes on.
    fn outcome(&self) -> Option<bool>;
    /// True when the prover (the OR player) is to move.
    fn prover_to_move(&self) -> bool;
    /// Equal keys = equal positions: it must determine everything that `moves`, `outcome`,
    /// `prover_to_move` and `estimate` read (the goal too, if one table serves several goals).
    fn key(&self) -> u64;
    /// Optional: (pn, dn) of a new non-terminal position not in the table, each in 1..u64::MAX
    /// (heuristic initialisation; small pn = looks easy to prove). Any such values stay exact.
    fn estimate(&self) -> (u64, u64) {
        (1, 1)
    }
}

pub struct Dfpn {
    table: Vec<(u64, u64, u64)>, // (key, pn, dn); empty slots hold key 0 with (1, 1)
    bits: u32,
    eps: f64,
    limit: u64,
    /// Expansions (calls of `moves`) in the last `solve`.
    pub expansions: u64,
}

/// pn/dn sum: INF absorbs, a finite sum stops at INF - 1 (never a false proof).
fn add(x: u64, y: u64) -> u64 {
    if x == INF || y == INF {
        INF
    } else {
        x.saturating_add(y).min(INF - 1)
    }
}

impl Dfpn {
    /// A solver with a table of 2^bits entries (24 bytes each).
    pub fn new(bits: u32) -> Self {
        assert!(
            (1..=26).contains(&bits),
            "dfpn: table bits must be in 1..=26 (24 * 2^bits bytes)"
        );
        let table = vec![(0, 1, 1); 1 << bits];
        Dfpn {
            table,
            bits,
            eps: 0.0,
            limit: 0,
            expansions: 0,
        }
    }
    /// The 1+e trick: a child's pn threshold grows to ceil(second * (1 + e)) (e = 0: plain df-pn).
    pub fn epsilon(mut self, e: f64) -> Self {
        assert!(
            e >= 0.0 && e.is_finite(),
            "dfpn: epsilon must be finite and >= 0"
        );
        self.eps = e;
        self
    }
    fn slot(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - self.bits)) as usize
    }
    fn lookup(&self, key: u64) -> Option<(u64, u64)> {
        let s = self.slot(key);
        for (k, pn, dn) in [self.table[s], self.table[s ^ 1]] {
            if k == key {
                return Some((pn, dn));
            }
        }
        None
    }
    /// The key's own slot, else a slot whose entry is unsolved (solved entries are worth more).
    fn store(&mut self, key: u64, pn: u64, dn: u64) {
        let s = self.slot(key);
        let solved = |e: (u64, u64, u64)| e.1 == 0 || e.2 == 0;
        let (a, b) = (self.table[s], self.table[s ^ 1]);
        let t = if a.0 != key && (b.0 == key || (solved(a) && !solved(b))) {
            s ^ 1
        } else {
            s
        };
        self.table[t] = (key, pn, dn);
    }
    /// Proves (Some(true)) or disproves (Some(false)) the goal from `g`, or None after `budget`
    /// expansions. `g` is back in its position afterwards.
    pub fn solve<G: ProofGame>(&mut self, g: &mut G, budget: u64) -> Option<bool> {
        assert!(budget > 0, "dfpn: budget must be positive");
        (self.expansions, self.limit) = (0, budget);
        if let Some(v) = g.outcome() {
            return Some(v);
        }
        match self.mid(g, INF, INF) {
            (0, _) => Some(true),
            (_, 0) => Some(false),
            _ => None,
        }
    }
    /// Searches the non-terminal position `g` until pn >= thpn or dn >= thdn (or the budget ends).
    fn mid<G: ProofGame>(&mut self, g: &mut G, thpn: u64, thdn: u64) -> (u64, u64) {
        self.expansions += 1;
        let mut moves = Vec::new();
        g.moves(&mut moves);
        // Children's numbers live here; terminal children are decided at once.
        let mut num: Vec<(u64, u64)> = Vec::with_capacity(moves.len());
        for &m in &moves {
            g.play(m);
            num.push(match g.outcome() {
                Some(true) => (0, INF),
                Some(false) => (INF, 0),
                None => self.lookup(g.key()).unwrap_or_else(|| {
                    let (pn, dn) = g.estimate();
                    // 0 would be a false proof, INF a false disproof.
                    assert!(
                        pn > 0 && dn > 0 && pn < INF && dn < INF,
                        "dfpn: estimate must return pn, dn in 1..u64::MAX"
                    );
                    (pn, dn)
                }),
            });
            g.undo(m);
        }
        // Work in (a, b) = (pn, dn) at OR nodes and (dn, pn) at AND nodes: a = min, b = sum.
        let or = g.prover_to_move();
        let swap = |x: (u64, u64)| if or { x } else { (x.1, x.0) };
        let (tha, thb) = swap((thpn, thdn));
        loop {
            let (mut a, mut b, mut best, mut a2) = (INF, 0, 0, INF);
            for (i, &x) in num.iter().enumerate() {
                let (ca, cb) = swap(x);
                if ca < a {
                    (a2, a, best) = (a, ca, i);
                } else if ca < a2 {
                    a2 = ca;
                }
                b = add(b, cb);
            }
            if a >= tha || b >= thb || self.expansions >= self.limit {
                let (pn, dn) = swap((a, b));
                self.store(g.key(), pn, dn);
                return (pn, dn);
            }
            // The best child may work until it is no longer best (a2 + 1, or a2 * (1 + e)) or
            // until the sum here reaches its threshold.
            let grown = (a2 as f64 * (1.0 + self.eps)).ceil() as u64; // saturating cast
            let second = if a2 == INF { INF } else { (a2 + 1).max(grown) };
            let child_b = if thb == INF {
                INF
            } else {
                thb - b + swap(num[best]).1
            };
            let (cpn, cdn) = swap((tha.min(second), child_b));
            g.play(moves[best]);
            num[best] = self.mid(g, cpn, cdn);
            g.undo(moves[best]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    struct Tree {
        kids: Vec<Vec<usize>>,
        is_or: Vec<bool>,
        value: Vec<bool>,
    }

    /// A walk down the tree: `path` ends at the current node; a move is a child's id. `est`
    /// picks the estimate: 0 the default (1, 1), 1 mobility (1, k) at OR and (k, 1) at AND with k
    /// children, 2 pseudo-random in 1..=64, 3 pseudo-random in 1..2^62 (near saturation); 4 and
    /// 5 break the contract.
    struct Walk<'a> {
        t: &'a Tree,
        path: Vec<usize>,
        est: u8,
    }

    fn root(t: &Tree) -> Walk<'_> {
        Walk {
            t,
            path: vec![0],
            est: 0,
        }
    }

    impl ProofGame for Walk<'_> {
        type Move = usize;
        fn moves(&self, out: &mut Vec<usize>) {
            out.extend_from_slice(&self.t.kids[self.key() as usize]);
        }
        fn play(&mut self, c: usize) {
            self.path.push(c);
        }
        fn undo(&mut self, c: usize) {
            assert_eq!(self.path.pop(), Some(c));
        }
        fn outcome(&self) -> Option<bool> {
            let v = self.key() as usize;
            self.t.kids[v].is_empty().then(|| self.t.value[v])
        }
        fn prover_to_move(&self) -> bool {
            self.t.is_or[self.key() as usize]
        }
        fn key(&self) -> u64 {
            *self.path.last().unwrap() as u64
        }
        fn estimate(&self) -> (u64, u64) {
            let v = self.key();
            let k = self.t.kids[v as usize].len() as u64;
            let h = (v + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            match self.est {
                0 => (1, 1),
                1 if self.prover_to_move() => (1, k),
                1 => (k, 1),
                2 => (1 + (h >> 58), 1 + (h >> 20) % 64),
                4 => (0, 5), // broken contracts
                5 => (1, u64::MAX),
                _ => (1 + (h >> 2), 1 + (h << 2 >> 2).rotate_left(17) % (1 << 62)),
            }
        }
    }

    /// Random tree from a seed: parents precede children; `shape` picks bushy (uniform parent),
    /// chain-like (parent among the last few), lopsided (parent near 0) or wide (few parents).
    fn random_tree(seed: u64, n: usize, shape: u8, alt: bool, p_true: u64) -> Tree {
        let mut s = seed | 1;
        let mut rnd = |m: u64| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s % m
        };
        let mut kids = vec![Vec::new(); n];
        let mut depth = vec![0usize; n];
        for i in 1..n {
            let j = i as u64;
            let p = match shape {
                0 => rnd(j),
                1 => j - 1 - rnd(j.min(3)),
                2 => rnd(j.min(4)),
                _ => rnd(j.min(1 + j / 8)),
            } as usize;
            kids[p].push(i);
            depth[i] = depth[p] + 1;
        }
        let is_or = (0..n)
            .map(|v| if alt { depth[v] % 2 == 0 } else { rnd(2) == 0 })
            .collect();
        let value = (0..n).map(|_| rnd(100) < p_true).collect();
        Tree { kids, is_or, value }
    }

    fn direct(t: &Tree) -> bool {
        let mut val = t.value.clone();
        for v in (0..t.kids.len()).rev() {
            if !t.kids[v].is_empty() {
                let mut it = t.kids[v].iter().map(|&c| val[c]);
                val[v] = if t.is_or[v] {
                    it.any(|x| x)
                } else {
                    it.all(|x| x)
                };
            }
        }
        val[0]
    }

    fn check(t: &Tree) {
        let want = Some(direct(t));
        let inner = t.kids.iter().filter(|k| !k.is_empty()).count() as u64;
        let bits = 2 + (t.kids.len() as u32).ilog2(); // >= 4 slots per node: few overwrites
        let runs = [
            (0.0, 0),
            (0.25, 0),
            (1.0, 0),
            (0.0, 1),
            (0.25, 1),
            (0.0, 2),
            (1.0, 3),
        ];
        // Any estimate keeps the answer exact, with plain df-pn and with the 1+e trick.
        for (eps, est) in runs {
            let (mut s, mut g) = (Dfpn::new(bits).epsilon(eps), Walk { est, ..root(t) });
            assert_eq!(s.solve(&mut g, u64::MAX), want, "eps {eps}, estimate {est}");
            assert_eq!(s.expansions == 0, inner == 0);
            assert_eq!(g.path, [0], "solve must leave the position as it found it");
        }
        for bits in 1..=4 {
            let mut g = Walk {
                est: bits as u8 % 3,
                ..root(t)
            };
            let got = Dfpn::new(bits).solve(&mut g, 20_000);
            assert!(
                got.is_none() || got == want,
                "bits {bits}: {got:?} vs {want:?}"
            );
        }
    }

    #[test]
    fn small_exhaustive_shapes() {
        // Every tree with <= 7 nodes given by a parent sequence, both root types, all leaf values.
        fn rec(par: &mut Vec<usize>, n: usize) {
            if par.len() == n {
                let mut kids = vec![Vec::new(); n];
                for (i, &p) in par.iter().enumerate().skip(1) {
                    kids[p].push(i);
                }
                for mask in 0..(1u32 << n) {
                    for root_or in [false, true] {
                        let mut depth = vec![0; n];
                        for i in 1..n {
                            depth[i] = depth[par[i]] + 1;
                        }
                        let is_or = (0..n).map(|v| (depth[v] % 2 == 0) == root_or).collect();
                        let value = (0..n).map(|v| mask >> v & 1 == 1).collect();
                        check(&Tree {
                            kids: kids.clone(),
                            is_or,
                            value,
                        });
                    }
                }
                return;
            }
            for p in 0..par.len() {
                par.push(p);
                rec(par, n);
                par.pop();
            }
        }
        for n in 1..=7 {
            rec(&mut vec![usize::MAX], n);
        }
    }

    /// A position with no moves that is not terminal: false for the prover at OR, true at AND.
    struct Stuck(bool);
    impl ProofGame for Stuck {
        type Move = u8;
        fn moves(&self, _: &mut Vec<u8>) {}
        fn play(&mut self, _: u8) {}
        fn undo(&mut self, _: u8) {}
        fn outcome(&self) -> Option<bool> {
            None
        }
        fn prover_to_move(&self) -> bool {
            self.0
        }
        fn key(&self) -> u64 {
            7
        }
    }

    #[test]
    fn no_moves() {
        assert_eq!(Dfpn::new(4).solve(&mut Stuck(true), 1), Some(false));
        assert_eq!(Dfpn::new(4).solve(&mut Stuck(false), 1), Some(true));
    }

    #[test]
    fn budget_gives_unknown_then_resumes() {
        // A deep chain-like tree (parents among the last three nodes).
        let t = random_tree(99, 3000, 1, true, 50);
        let want = Some(direct(&t));
        let mut s = Dfpn::new(16);
        assert_eq!(s.solve(&mut root(&t), u64::MAX), want);
        let full = s.expansions;
        assert!(full > 3, "{full}");
        let mut s = Dfpn::new(16);
        assert_eq!(s.solve(&mut root(&t), full / 2), None);
        assert_eq!(s.expansions, full / 2);
        // The table keeps the partial numbers (never a wrong proof): solving again finishes.
        assert_eq!(s.solve(&mut root(&t), u64::MAX), want);
    }

    fn bad_estimate(est: u8) {
        // Root OR -> inner node 1 (OR) -> leaf 2: node 1's estimate is read.
        let t = Tree {
            kids: vec![vec![1], vec![2], vec![]],
            is_or: vec![true; 3],
            value: vec![true; 3],
        };
        Dfpn::new(4).solve(&mut Walk { est, ..root(&t) }, 10);
    }
    #[test]
    #[should_panic(expected = "estimate must return pn, dn in 1..u64::MAX")]
    fn zero_estimate() {
        bad_estimate(4);
    }
    #[test]
    #[should_panic(expected = "estimate must return pn, dn in 1..u64::MAX")]
    fn infinite_estimate() {
        bad_estimate(5);
    }
    #[test]
    #[should_panic(expected = "budget must be positive")]
    fn zero_budget() {
        Dfpn::new(4).solve(&mut Stuck(true), 0);
    }
    #[test]
    #[should_panic(expected = "table bits must be in 1..=26")]
    fn zero_bits() {
        Dfpn::new(0);
    }
    #[test]
    #[should_panic(expected = "table bits must be in 1..=26")]
    fn table_of_96_gib() {
        Dfpn::new(32); // 24 * 2^32 bytes: refused before any allocation
    }
    #[test]
    #[should_panic(expected = "table bits must be in 1..=26")]
    fn table_just_too_big() {
        Dfpn::new(27);
    }
    #[test]
    #[should_panic(expected = "epsilon must be finite")]
    fn bad_epsilon() {
        let _ = Dfpn::new(4).epsilon(-0.5);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]
        #[test]
        fn random_trees(seed in any::<u64>(), n in 1usize..3000, shape in 0u8..4,
                        alt in any::<bool>(), p_true in 0u64..101) {
            check(&random_tree(seed, n, shape, alt, p_true));
        }
    }
}
