//! PN² (Allis): proof-number search on an implicit game, keeping a small first-level tree.
//! For "can the side to move force X?" when plain best-first PNS would hold too many nodes; no
//!   table, so transpositions are searched again: where they abound, dfpn.rs is much faster.
//! Usage: `impl Pn2Game for G` (dfpn's ProofGame without key); `pn2(&mut g, max_nodes, budget)` ->
//!   (Some(true) proven / Some(false) disproven / None, expansions); no moves: false at OR node,
//!   true at AND node. Optional `estimate`: heuristic initial (pn, dn) of a new position.
//! Each first-level expansion runs a second-level PNS limited to the first-level tree's size and
//!   keeps only the numbers of its root's children: more expansions than PNS, far fewer nodes.
//! Time: O(branching + depth) game calls per expansion (calls of `moves`, at most `budget` > 0);
//!   memory <= 2 * (max_nodes + branching) nodes of 20 B + a move. Limits: max_nodes in 2..=2^31.
//! Source: Allis, PhD thesis 1994 (PN²); Breuker, PhD thesis 1998.
//! Status: tests below (all trees <= 7 nodes, proptest vs evaluation); cross/proof.rs (ttt, 4x4).

const INF: u32 = u32::MAX; // a finite sum stops at INF - 1

pub trait Pn2Game {
    type Move: Copy;
    /// Appends the legal moves (called only while `outcome()` is None).
    fn moves(&self, out: &mut Vec<Self::Move>);
    fn play(&mut self, m: Self::Move);
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
    assert!(
        (2..=1 << 31).contains(&max_nodes),
        "pn2: max_nodes must be in 2..=2^31"
    );
    assert!(budget > 0, "pn2: budget must be positive");
    if let Some(v) = g.outcome() {
        return (Some(v), 0);
    }
    let mut count = 0;
    let (t, _) = search(g, max_nodes, true, &mut count, budget);
    match (t[0].pn, t[0].dn) {
        (0, _) => (Some(true), count),
        (_, 0) => (Some(false), count),
        _ => (None, count),
    }
}

#[derive(Clone, Copy)]
struct PnNode {
    pn: u32,
    dn: u32,
    parent: u32,
    first: u32, // children: first..first + len; len 0 = not expanded or solved without moves
    len: u32,
}

/// Best-first PNS from the non-terminal position `g` (expanding its root at least once) until the
/// root is solved, the tree holds `max_nodes` nodes or `count` reaches `budget`. At the first
/// level (`top`) an expansion is a second-level search. Node i > 0 was reached by move mv[i - 1].
fn search<G: Pn2Game>(
    g: &mut G,
    max_nodes: usize,
    top: bool,
    count: &mut u64,
    budget: u64,
) -> (Vec<PnNode>, Vec<G::Move>) {
    let root = PnNode {
        pn: 1,
        dn: 1,
        parent: INF,
        first: 0,
        len: 0,
    };
    let (mut t, mut mv, mut buf) = (vec![root], Vec::new(), Vec::new());
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
        if top {
            // The second-level tree is as large as this one, then dropped but for v's children.
            let (sub, smv) = search(g, t.len(), false, count, budget);
            let r = sub[0];
            for c in r.first..r.first + r.len {
                t.push(node((sub[c as usize].pn, sub[c as usize].dn)));
                mv.push(smv[c as usize - 1]);
            }
            (t[v].pn, t[v].dn) = (r.pn, r.dn);
        } else {
            *count += 1;
            buf.clear();
            g.moves(&mut buf);
            for &m in &buf {
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
    (t, mv)
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
            for (max_nodes, budget) in [(2, u64::MAX), (5, u64::MAX), (n + 2, e.max(2) - 1)] {
                let (got, used) = pn2(&mut g, max_nodes, budget);
                assert!(got.is_none() || got == want, "{max_nodes} nodes: {got:?}");
                assert!(used <= budget);
                assert_eq!(g.path, [0]);
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
