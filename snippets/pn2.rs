//! PN² (Allis): proof-number search on an implicit game, keeping a small first-level tree.
//! For "can the side to move force X?" when plain best-first PNS would hold too many nodes; no
//!   table, so transpositions are searched again: where they abound, dfpn.rs is much faster.
//! Usage: `impl Pn2Game for G` (dfpn's ProofGame without key); `pn2(&mut g, max_nodes, budget)` ->
//!   (Some(true) proven / Some(false) disproven / None, expansions); no moves: false at OR node,
//!   true at AND node. Shared with dfpn, alphabeta_tt, exact_solver: moves/play/undo (README).
//! A first-level expansion is a second-level PNS as large as the first-level tree; only its root's
//!   children are kept: more expansions than PNS, far fewer nodes. Limits: max_nodes in 2..=2^31.
//! Time: O(branching + depth) game calls per expansion (`moves` calls: <= `budget` > 0). Memory:
//!   <= 2 * (max_nodes + branching) * (20 B + a move) bytes (+ one position's moves); 1.5x at peak.
//! Source: Allis, PhD thesis 1994 (PN²); Breuker, PhD thesis 1998.
//! Status: tests below (trees <= 7 nodes, proptest vs evaluation); cross/proof, one_game; memory.rs.

const INF: u32 = u32::MAX; // a finite sum stops at INF - 1

pub trait Pn2Game {
    type Move: Copy;
    /// Appends the legal moves (none once the game is over); called only while `outcome()` is None.
    fn moves(&self, out: &mut Vec<Self::Move>);
    fn play(&mut self, m: Self::Move);
    /// Takes back `m`, the last move played: everything `play` changed.
    fn undo(&mut self, m: Self::Move);
    /// Some(true): the prover's goal holds here; Some(false): it failed; None: play goes on.
    fn outcome(&self) -> Option<bool>;
    /// True when the prover (the OR player) is to move.
    fn prover_to_move(&self) -> bool;
    /// Optional: (pn, dn) of a new non-terminal position, each >= 1 (values above 2^32 - 2 are
    /// capped); small pn = looks easy to prove. Any such values stay exact.
    fn estimate(&self) -> (u64, u64) {
        (1, 1)
    }
}

/// Proves (Some(true)) or disproves (Some(false)) the goal from `g`, or None when the first-level
/// tree reaches `max_nodes` nodes or `budget` expansions are used; returns the expansions too.
/// `g` is back in its position afterwards.
pub fn pn2<G: Pn2Game>(g: &mut G, max_nodes: usize, budget: u64) -> (Option<bool>, u64) {
    pn2_levels(g, max_nodes, budget).0
}

type Verdict = (Option<bool>, u64); // pn2's answer and expansions

/// `pn2`, and its two trees (the first level's and the second level's, reused by every
/// first-level expansion).
fn pn2_levels<G: Pn2Game>(
    g: &mut G,
    max_nodes: usize,
    budget: u64,
) -> (Verdict, [Level<G::Move>; 2]) {
    assert!(
        (2..=1 << 31).contains(&max_nodes),
        "pn2: max_nodes must be in 2..=2^31"
    );
    assert!(budget > 0, "pn2: budget must be positive");
    let new = || Level {
        t: Vec::new(),
        mv: Vec::new(),
        buf: Vec::new(),
    };
    let (mut top, mut sub, mut count) = (new(), new(), 0);
    if let Some(v) = g.outcome() {
        return ((Some(v), 0), [top, sub]);
    }
    search(g, &mut top, Some(&mut sub), max_nodes, &mut count, budget);
    let r = match (top.t[0].pn, top.t[0].dn) {
        (0, _) => Some(true),
        (_, 0) => Some(false),
        _ => None,
    };
    ((r, count), [top, sub])
}

#[derive(Clone, Copy)]
struct PnNode {
    pn: u32,
    dn: u32,
    parent: u32,
    first: u32, // children: first..first + len; len 0 = not expanded or solved without moves
    len: u32,
}

/// A best-first tree: node 0 the root, node i > 0 reached by move mv[i - 1]; `buf` holds the
/// moves of the position being expanded.
struct Level<M> {
    t: Vec<PnNode>,
    mv: Vec<M>,
    buf: Vec<M>,
}

/// Room for `k` more items: the capacity doubles but stays within `max` or the length needed,
/// so that a tree of at most max_nodes - 1 + branching nodes never keeps more (header's memory;
/// while a Vec grows it holds its old buffer too: the heap peaks at most 1.5x higher, since no
/// buffer is larger than one tree's nodes; verify/memory.rs measures it).
fn room<T>(v: &mut Vec<T>, k: usize, max: usize) {
    if v.len() + k > v.capacity() {
        let cap = (2 * v.capacity()).min(max).max(v.len() + k);
        v.reserve_exact(cap - v.len());
    }
}

/// Best-first PNS from the non-terminal position `g` (expanding its root at least once) until the
/// root is solved, the tree holds `max_nodes` nodes or `count` reaches `budget`. At the first
/// level (`sub` is the second level's tree) an expansion is a second-level search.
fn search<G: Pn2Game>(
    g: &mut G,
    tree: &mut Level<G::Move>,
    mut sub: Option<&mut Level<G::Move>>,
    max_nodes: usize,
    count: &mut u64,
    budget: u64,
) {
    let Level { t, mv, buf } = tree;
    let root = PnNode {
        pn: 1,
        dn: 1,
        parent: INF,
        first: 0,
        len: 0,
    };
    t.clear();
    mv.clear();
    room(t, 1, max_nodes);
    t.push(root);
    let mut cur = 0; // g is at node cur: the next descent starts there
    while t[0].pn != 0
        && t[0].dn != 0
        && (t[0].len == 0 || (t.len() < max_nodes && *count < budget))
    {
        let mut v = cur;
        while t[v].len > 0 {
            let (f, or) = (t[v].first as usize, g.prover_to_move());
            let num = |c: &usize| if or { t[*c].pn } else { t[*c].dn };
            v = (f..f + t[v].len as usize).min_by_key(num).unwrap(); // first on ties
            g.play(mv[v - 1]);
        }
        let (mut old, f) = ((t[v].pn, t[v].dn), t.len());
        let node = |(pn, dn)| PnNode {
            pn,
            dn,
            parent: v as u32,
            first: 0,
            len: 0,
        };
        if let Some(s) = sub.as_deref_mut() {
            // The second-level tree is as large as this one; only v's children are kept.
            search(g, s, None, t.len(), count, budget);
            let r = s.t[0];
            room(t, r.len as usize, max_nodes);
            room(mv, r.len as usize, max_nodes);
            for c in r.first as usize..(r.first + r.len) as usize {
                t.push(node((s.t[c].pn, s.t[c].dn)));
                mv.push(s.mv[c - 1]);
            }
            (t[v].pn, t[v].dn) = (r.pn, r.dn);
        } else {
            *count += 1;
            buf.clear();
            g.moves(buf);
            room(t, buf.len(), max_nodes);
            room(mv, buf.len(), max_nodes);
            for &m in buf.iter() {
                g.play(m);
                t.push(node(match g.outcome() {
                    Some(true) => (0, INF),
                    Some(false) => (INF, 0),
                    None => {
                        let (pn, dn) = g.estimate();
                        assert!(pn > 0 && dn > 0, "pn2: estimate must return pn, dn >= 1");
                        let cap = |x: u64| x.min(INF as u64 - 1) as u32;
                        (cap(pn), cap(dn))
                    }
                }));
                g.undo(m);
                mv.push(m);
            }
            if buf.is_empty() {
                // No moves: the prover fails at an OR node, the opponent at an AND node.
                (t[v].pn, t[v].dn) = if g.prover_to_move() {
                    (INF, 0)
                } else {
                    (0, INF)
                };
            }
        }
        (t[v].first, t[v].len) = (f as u32, (t.len() - f) as u32);
        // Update ancestors while their numbers change; g follows back up.
        let mut u = v;
        loop {
            if t[u].len > 0 {
                let (f, or) = (t[u].first as usize, g.prover_to_move());
                let (mut mn, mut sum) = (INF, 0u32); // OR: (min pn, sum dn); AND: (min dn, sum pn)
                for c in &t[f..f + t[u].len as usize] {
                    let (a, b) = if or { (c.pn, c.dn) } else { (c.dn, c.pn) };
                    mn = mn.min(a);
                    sum = if sum == INF || b == INF {
                        INF
                    } else {
                        sum.saturating_add(b).min(INF - 1)
                    };
                }
                (t[u].pn, t[u].dn) = if or { (mn, sum) } else { (sum, mn) };
            }
            if (t[u].pn, t[u].dn) == old || u == 0 {
                cur = u;
                break;
            }
            g.undo(mv[u - 1]);
            u = t[u].parent as usize;
            old = (t[u].pn, t[u].dn);
        }
    }
    while cur != 0 {
        g.undo(mv[cur - 1]);
        cur = t[cur].parent as usize;
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
    /// children, 2 pseudo-random in 1..=64, 3 pseudo-random in 1..2^40 (capped), 4 broken (0).
    struct Walk<'a> {
        t: &'a Tree,
        path: Vec<usize>,
        est: u8,
    }

    fn root(t: &Tree, est: u8) -> Walk<'_> {
        Walk {
            t,
            path: vec![0],
            est,
        }
    }

    impl Pn2Game for Walk<'_> {
        type Move = usize;
        fn moves(&self, out: &mut Vec<usize>) {
            out.extend_from_slice(&self.t.kids[self.at()]);
        }
        fn play(&mut self, c: usize) {
            assert!(self.t.kids[self.at()].contains(&c), "illegal move");
            self.path.push(c);
        }
        fn undo(&mut self, c: usize) {
            assert_eq!(self.path.pop(), Some(c));
        }
        fn outcome(&self) -> Option<bool> {
            let v = self.at();
            self.t.kids[v].is_empty().then(|| self.t.value[v])
        }
        fn prover_to_move(&self) -> bool {
            self.t.is_or[self.at()]
        }
        fn estimate(&self) -> (u64, u64) {
            let v = self.at();
            let k = self.t.kids[v].len() as u64;
            let h = (v as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            match self.est {
                0 => (1, 1),
                1 if self.prover_to_move() => (1, k),
                1 => (k, 1),
                2 => (1 + (h >> 58), 1 + (h >> 20) % 64),
                3 => (1 + (h >> 24), 1 + (h % (1 << 40))),
                _ => (0, 1),
            }
        }
    }

    impl Walk<'_> {
        fn at(&self) -> usize {
            *self.path.last().unwrap()
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
        let n = t.kids.len();
        let inner = t.kids.iter().filter(|k| !k.is_empty()).count() as u64;
        for est in 0..4 {
            // Room for the whole tree: always settled, each inner node expanded at least once.
            let mut g = root(t, est);
            let (got, e) = pn2(&mut g, n + 2, u64::MAX);
            assert_eq!(got, want, "estimate {est}");
            assert_eq!(e == 0, inner == 0);
            assert_eq!(g.path, [0], "pn2 must leave the position as it found it");
            if e > 1 {
                // One expansion short of settling: unknown, with the whole budget used.
                assert_eq!(pn2(&mut g, n + 2, e - 1), (None, e - 1), "estimate {est}");
            }
            // Small first-level trees and budgets: exact or None, within the budget.
            // Each tree holds at most max_nodes - 1 + branching nodes and moves (header).
            let branching = t.kids.iter().map(|k| k.len()).max().unwrap();
            for (max_nodes, budget) in [(2, u64::MAX), (5, u64::MAX), (n + 2, e.max(2) - 1)] {
                let ((got, used), trees) = pn2_levels(&mut g, max_nodes, budget);
                assert!(got.is_none() || got == want, "{max_nodes} nodes: {got:?}");
                assert!(used <= budget);
                assert_eq!(g.path, [0]);
                for tr in &trees {
                    let most = (max_nodes + branching).saturating_sub(1).max(tr.t.len());
                    assert!(tr.t.capacity().max(tr.mv.capacity() + 1) <= most);
                }
            }
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

    #[test]
    fn budget_and_node_limit() {
        // A deep chain-like tree: limits give None with at most the budget, then a full run.
        let t = random_tree(99, 3000, 1, true, 50);
        let want = Some(direct(&t));
        let mut g = root(&t, 0);
        let (got, full) = pn2(&mut g, 1 << 20, u64::MAX);
        assert_eq!(got, want);
        assert!(full > 10, "{full}");
        assert_eq!(pn2(&mut g, 1 << 20, full / 2), (None, full / 2));
        assert_eq!(pn2(&mut g, 2, u64::MAX).0, None);
        assert_eq!(g.path, [0]);
    }

    // Issue 20's repro: a complete binary tree of depth 20, OR at even depths, every leaf false.
    struct Binary(u32);
    impl Pn2Game for Binary {
        type Move = usize;
        fn moves(&self, out: &mut Vec<usize>) {
            out.extend([0, 1]);
        }
        fn play(&mut self, _: usize) {
            self.0 += 1;
        }
        fn undo(&mut self, _: usize) {
            self.0 -= 1;
        }
        fn outcome(&self) -> Option<bool> {
            (self.0 == 20).then_some(false)
        }
        fn prover_to_move(&self) -> bool {
            self.0 % 2 == 0
        }
    }

    #[test]
    fn memory_in_bytes_stays_within_the_header_bound() {
        // 2 * (max_nodes + branching) * (20 B + a move) bytes in the two trees' Vecs
        let (max_nodes, branching, node) = (1025, 2, std::mem::size_of::<PnNode>());
        let ((got, e), trees) = pn2_levels(&mut Binary(0), max_nodes, u64::MAX);
        assert_eq!((got, e, node, trees[0].t.len()), (None, 130_817, 20, 1025));
        let bytes =
            |t: &Level<usize>| t.t.capacity() * 20 + (t.mv.capacity() + t.buf.capacity()) * 8;
        let used: usize = trees.iter().map(bytes).sum();
        let bound = 2 * (max_nodes + branching) * (20 + 8);
        // the first version (Vecs doubling freely) peaked at 98,304 B of heap here (issue 20)
        assert!(
            used <= bound && used * 10 > bound * 9,
            "{} B, bound {} B",
            used,
            bound
        );
    }

    /// A position with no moves that is not terminal: false for the prover at OR, true at AND.
    struct Stuck(bool);
    impl Pn2Game for Stuck {
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
    }

    #[test]
    fn no_moves() {
        assert_eq!(pn2(&mut Stuck(true), 2, 1), (Some(false), 1));
        assert_eq!(pn2(&mut Stuck(false), 2, 1), (Some(true), 1));
    }
    #[test]
    #[should_panic(expected = "estimate must return pn, dn >= 1")]
    fn zero_estimate() {
        let t = Tree {
            kids: vec![vec![1], vec![2], vec![]],
            is_or: vec![true; 3],
            value: vec![true; 3],
        };
        pn2(&mut root(&t, 4), 10, 10);
    }
    #[test]
    #[should_panic(expected = "budget must be positive")]
    fn zero_budget() {
        pn2(&mut Stuck(true), 2, 0);
    }
    #[test]
    #[should_panic(expected = "max_nodes must be in 2..=2^31")]
    fn one_node() {
        pn2(&mut Stuck(true), 1, 1);
    }
    #[test]
    #[should_panic(expected = "max_nodes must be in 2..=2^31")]
    fn too_many_nodes() {
        pn2(&mut Stuck(true), (1 << 31) + 1, 1);
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
