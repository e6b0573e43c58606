//! Proof-number search (Allis) on an explicit AND/OR tree: proves or disproves the root.
//! Use when the whole tree fits in memory; for a game given by move generation use dfpn.rs.
//! Usage: `let (v, expansions) = pns(&children, &is_or, &value, None, u64::MAX);`
//!   is_or[v]: the prover moves at v (one true child suffices; else all), value[v]: truth of leaf v;
//!   v: Some(true) proven, Some(false) disproven, None if `max_expansions` did not settle it.
//!   `Some(&init)`: (pn, dn) of each inner node until it is expanded, in 1..u32::MAX (else (1, 1)).
//! Time: per expansion of the most-proving node (least pn at OR, least dn at AND, first on ties)
//!   the children on the descent and update paths (ancestors are updated while their numbers
//!   change; the next descent starts at the deepest unchanged one). Memory 13 B/node, zeroed.
//!   Limits: n < 2^32 - 1; node 0 the root, other ids in any order; panics on a non-tree it meets.
//! Source: Allis 1994 (pn/dn, most-proving node, current-node updates).
//! Status: tests below vs evaluation and restart-at-root PNS (trees <= 7 nodes, proptest); cross/proof.rs.

const INF: u32 = u32::MAX; // finite pn and dn stay below it (sums stop at INF - 1)

pub fn pns(
    children: &[Vec<usize>],
    is_or: &[bool],
    value: &[bool],
    init: Option<&[(u32, u32)]>,
    max_expansions: u64,
) -> (Option<bool>, u64) {
    let n = children.len();
    assert!(n > 0, "pns: empty tree (node 0 must be the root)");
    assert!(n < INF as usize, "pns: 2^32 - 1 nodes or more");
    assert!(
        is_or.len() == n && value.len() == n,
        "pns: children, is_or and value must have the same length"
    );
    assert!(
        init.map_or(true, |i| i.len() == n),
        "pns: init must have one entry per node"
    );
    assert!(max_expansions > 0, "pns: max_expansions must be positive");
    if children[0].is_empty() {
        return (Some(value[0]), 0);
    }
    // Zeroed arrays cost nothing until written (fresh pages); (pn, dn) = (0, 0): not reached yet.
    let (mut pn, mut dn) = (vec![0u32; n], vec![0u32; n]);
    let (mut parent, mut expanded) = (vec![0u32; n], vec![false; n]);
    let (mut expansions, mut cur) = (0u64, 0usize);
    (pn[0], dn[0]) = (1, 1);
    while pn[0] != 0 && dn[0] != 0 {
        if expansions == max_expansions {
            return (None, expansions);
        }
        let mut v = cur; // the most-proving node is below cur, whose numbers did not change
        while expanded[v] {
            let num = if is_or[v] { &pn } else { &dn };
            v = *children[v].iter().min_by_key(|&&c| num[c]).unwrap();
        }
        expanded[v] = true;
        expansions += 1;
        for &c in &children[v] {
            // The tree contract, checked where the search goes: a reached node is never (0, 0),
            // so a second parent, a cycle or the root as a child shows as a node reached twice.
            assert!(c < n, "pns: child {} of node {} out of range", c, v);
            assert!(
                (pn[c], dn[c]) == (0, 0),
                "pns: node {} reached twice (two parents, a cycle or the root as a child): not a tree",
                c
            );
            parent[c] = v as u32;
            (pn[c], dn[c]) = if children[c].is_empty() {
                if value[c] {
                    (0, INF)
                } else {
                    (INF, 0)
                }
            } else if let Some(init) = init {
                let (p, d) = init[c];
                // 0 would be a false proof, INF a false disproof.
                assert!(
                    p > 0 && d > 0 && p < INF && d < INF,
                    "pns: init[{}] must be in 1..u32::MAX",
                    c
                );
                (p, d)
            } else {
                (1, 1)
            };
        }
        let mut u = v;
        loop {
            let (mut mn, mut sum) = (INF, 0u32); // OR: (min pn, sum dn); AND: (min dn, sum pn)
            for &c in &children[u] {
                let (a, b) = if is_or[u] {
                    (pn[c], dn[c])
                } else {
                    (dn[c], pn[c])
                };
                mn = mn.min(a);
                // INF absorbs; a finite sum stops at INF - 1 (never a false (dis)proof).
                sum = if sum == INF || b == INF {
                    INF
                } else {
                    sum.saturating_add(b).min(INF - 1)
                };
            }
            let new = if is_or[u] { (mn, sum) } else { (sum, mn) };
            let changed = new != (pn[u], dn[u]);
            (pn[u], dn[u]) = new;
            if !changed || u == 0 {
                cur = u;
                break;
            }
            u = parent[u] as usize;
        }
    }
    (Some(pn[0] == 0), expansions)
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

    /// Textbook PNS: recompute every ancestor and restart each descent at the root. Inner nodes
    /// start at `init` (or (1, 1)); sums stop at INF - 1 unless a term is INF.
    fn restart_pns(t: &Tree, init: Option<&[(u32, u32)]>) -> (bool, u64) {
        let n = t.kids.len();
        let mut par = vec![usize::MAX; n];
        for v in 0..n {
            for &c in &t.kids[v] {
                par[c] = v;
            }
        }
        let (mut pn, mut dn, mut exp, mut count) =
            (vec![1u32; n], vec![1u32; n], vec![false; n], 0);
        let leaf = |v: usize| if t.value[v] { (0, INF) } else { (INF, 0) };
        if t.kids[0].is_empty() {
            return (t.value[0], 0);
        }
        while pn[0] != 0 && dn[0] != 0 {
            let mut v = 0;
            while exp[v] {
                let mut best = t.kids[v][0];
                for &c in &t.kids[v] {
                    if (t.is_or[v] && pn[c] < pn[best]) || (!t.is_or[v] && dn[c] < dn[best]) {
                        best = c;
                    }
                }
                v = best;
            }
            exp[v] = true;
            count += 1;
            for &c in &t.kids[v] {
                if t.kids[c].is_empty() {
                    (pn[c], dn[c]) = leaf(c);
                } else if let Some(i) = init {
                    (pn[c], dn[c]) = i[c];
                }
            }
            let mut u = v;
            while u != usize::MAX {
                let ks = &t.kids[u];
                let mins = |x: &[u32]| ks.iter().map(|&c| x[c]).min().unwrap();
                let sums = |x: &[u32]| {
                    let s: u64 = ks.iter().map(|&c| x[c] as u64).sum();
                    let inf = ks.iter().any(|&c| x[c] == INF);
                    if inf {
                        INF
                    } else {
                        s.min(INF as u64 - 1) as u32
                    }
                };
                (pn[u], dn[u]) = if t.is_or[u] {
                    (mins(&pn), sums(&dn))
                } else {
                    (sums(&pn), mins(&dn))
                };
                u = par[u];
            }
        }
        (pn[0] == 0, count)
    }

    /// Initial numbers: mobility ((1, k) at OR, (k, 1) at AND, k children), pseudo-random in
    /// 1..=64, pseudo-random in 1..2^31 (sums reach the cap).
    fn inits(t: &Tree) -> [Vec<(u32, u32)>; 3] {
        let n = t.kids.len();
        let h = |v: usize, m: u64| {
            let x = (v as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            (1 + (x >> 33) % m) as u32
        };
        let k = |v: usize| t.kids[v].len() as u32;
        [
            (0..n)
                .map(|v| if t.is_or[v] { (1, k(v)) } else { (k(v), 1) })
                .collect(),
            (0..n).map(|v| (h(v, 64), h(v + n, 64))).collect(),
            (0..n).map(|v| (h(v, 1 << 31), h(v + n, 1 << 31))).collect(),
        ]
    }

    fn check(t: &Tree) {
        let want = direct(t);
        let inner = t.kids.iter().filter(|k| !k.is_empty()).count() as u64;
        let inits = inits(t);
        // Any initial numbers keep the answer exact, with the same expansions as the textbook.
        for init in [None].into_iter().chain(inits.iter().map(|i| Some(&i[..]))) {
            let (got, expansions) = pns(&t.kids, &t.is_or, &t.value, init, u64::MAX);
            assert_eq!(got, Some(want));
            assert!(
                expansions <= inner,
                "{expansions} expansions, {inner} inner nodes"
            );
            assert_eq!(restart_pns(t, init), (want, expansions));
            if expansions > 1 {
                let (v, e) = pns(&t.kids, &t.is_or, &t.value, init, expansions - 1);
                assert_eq!((v, e), (None, expansions - 1));
                assert_eq!(
                    pns(&t.kids, &t.is_or, &t.value, init, expansions).0,
                    Some(want)
                );
            }
        }
    }

    /// The tree with node v renamed perm[v] (perm[0] = 0).
    fn renumber(t: &Tree, perm: &[usize]) -> Tree {
        let n = t.kids.len();
        let mut r = Tree {
            kids: vec![Vec::new(); n],
            is_or: vec![false; n],
            value: vec![false; n],
        };
        for v in 0..n {
            r.kids[perm[v]] = t.kids[v].iter().map(|&c| perm[c]).collect();
            (r.is_or[perm[v]], r.value[perm[v]]) = (t.is_or[v], t.value[v]);
        }
        r
    }

    /// Numberings with the root at 0 and other ids in any order: reversed (every other child id
    /// below its parent's), DFS post-order, random. Each gives the original's result and
    /// expansions (ids do not change the search: children keep their order), init included.
    fn check_renumbered(t: &Tree, seed: u64) {
        let n = t.kids.len();
        let reversed: Vec<usize> = (0..n).map(|v| if v == 0 { 0 } else { n - v }).collect();
        let mut post = vec![0; n];
        let (mut stack, mut next) = (vec![(0usize, 0usize)], 1);
        while let Some(&mut (v, ref mut i)) = stack.last_mut() {
            if let Some(&c) = t.kids[v].get(*i) {
                *i += 1;
                stack.push((c, 0));
            } else {
                stack.pop();
                if v != 0 {
                    (post[v], next) = (next, next + 1);
                }
            }
        }
        let mut random: Vec<usize> = (0..n).collect();
        let mut x = seed | 1;
        for i in (2..n).rev() {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            random.swap(i, 1 + (x % i as u64) as usize);
        }
        let init = &inits(t)[1];
        for perm in [reversed, post, random] {
            let r = renumber(t, &perm);
            let mut rinit = vec![(0, 0); n];
            for v in 0..n {
                rinit[perm[v]] = init[v];
            }
            for (a, b) in [(None, None), (Some(&init[..]), Some(&rinit[..]))] {
                let want = pns(&t.kids, &t.is_or, &t.value, a, u64::MAX);
                assert_eq!(pns(&r.kids, &r.is_or, &r.value, b, u64::MAX), want);
                let half = want.1 / 2 + 1;
                assert_eq!(
                    pns(&r.kids, &r.is_or, &r.value, b, half),
                    pns(&t.kids, &t.is_or, &t.value, a, half)
                );
            }
        }
    }

    #[test]
    fn child_ids_below_their_parents() {
        // 0 -> 2 -> {1, 3}: ids need not grow downwards (this panicked before).
        let ch = [vec![2], vec![], vec![1, 3], vec![]];
        let (is_or, value) = ([true, true, false, true], [true, true, true, false]);
        assert_eq!(pns(&ch, &is_or, &value, None, 10), (Some(false), 2));
        let value = [true, true, true, true];
        assert_eq!(pns(&ch, &is_or, &value, None, 10), (Some(true), 2));
    }

    #[test]
    #[should_panic(expected = "node 2 reached twice")]
    fn cycle_with_ids_going_up_and_down() {
        // 0 -> 2 -> 1 -> 2: the search meets node 2 again when it expands node 1.
        pns(
            &[vec![2], vec![2], vec![1]],
            &[true; 3],
            &[true; 3],
            None,
            10,
        );
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
                        let t = Tree {
                            kids: kids.clone(),
                            is_or,
                            value,
                        };
                        check(&t);
                        check_renumbered(&t, mask as u64);
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
    fn wide_tree_exact_counts() {
        // Root AND over 3000 one-leaf OR nodes: exact expansion counts on a very wide node.
        let w = 3000;
        let mut kids = vec![(1..=w).collect::<Vec<_>>()];
        kids.extend((0..w).map(|i| vec![w + 1 + i]));
        kids.extend((0..w).map(|_| Vec::new()));
        let is_or: Vec<bool> = (0..2 * w + 1).map(|v| (1..=w).contains(&v)).collect();
        let value: Vec<bool> = (0..2 * w + 1).map(|v| v != 2 * w).collect();
        assert_eq!(
            pns(&kids, &is_or, &value, None, u64::MAX),
            (Some(false), w as u64 + 1)
        );
        let value = vec![true; 2 * w + 1];
        assert_eq!(
            pns(&kids, &is_or, &value, None, u64::MAX),
            (Some(true), w as u64 + 1)
        );
    }

    #[test]
    fn leaf_root() {
        assert_eq!(pns(&[vec![]], &[true], &[false], None, 1), (Some(false), 0));
        assert_eq!(pns(&[vec![]], &[false], &[true], None, 1), (Some(true), 0));
    }

    #[test]
    #[should_panic(expected = "out of range")]
    fn bad_index() {
        pns(&[vec![1, 2], vec![]], &[true; 2], &[true; 2], None, 10);
    }
    #[test]
    fn two_parents() {
        // Node 2 has two parents, but the search proves the root without expanding node 1: the
        // part it never reaches is not read (nor checked).
        let ch = [vec![1, 2], vec![2], vec![]];
        assert_eq!(pns(&ch, &[true; 3], &[true; 3], None, 10), (Some(true), 1));
    }
    #[test]
    #[should_panic(expected = "node 2 reached twice (two parents, a cycle or the root as a child)")]
    fn two_parents_reached() {
        // Leaf 2 false: the root needs node 1, whose expansion meets node 2's second parent.
        pns(
            &[vec![1, 2], vec![2], vec![]],
            &[true; 3],
            &[true, true, false],
            None,
            10,
        );
    }
    #[test]
    #[should_panic(expected = "node 0 reached twice")]
    fn root_as_child() {
        pns(&[vec![1], vec![0]], &[true; 2], &[true; 2], None, 10);
    }
    #[test]
    fn detached_cycle() {
        // Nodes 1 and 2 are unreachable from the root leaf: never read.
        let ch = [vec![], vec![2], vec![1]];
        assert_eq!(pns(&ch, &[true; 3], &[true; 3], None, 10), (Some(true), 0));
    }
    #[test]
    #[should_panic(expected = "node 1 reached twice")]
    fn cycle_below_the_root() {
        pns(
            &[vec![1], vec![2], vec![1]],
            &[true; 3],
            &[true; 3],
            None,
            10,
        );
    }
    #[test]
    #[should_panic(expected = "same length")]
    fn lengths_differ() {
        pns(&[vec![]], &[true; 2], &[true], None, 10);
    }
    #[test]
    #[should_panic(expected = "init must have one entry per node")]
    fn init_length() {
        pns(&[vec![]], &[true], &[true], Some(&[]), 10);
    }
    #[test]
    #[should_panic(expected = "init[1] must be in 1..u32::MAX")]
    fn zero_init() {
        let ch = [vec![1], vec![2], vec![]];
        pns(
            &ch,
            &[true; 3],
            &[true; 3],
            Some(&[(1, 1), (0, 1), (1, 1)]),
            10,
        );
    }
    #[test]
    #[should_panic(expected = "init[1] must be in 1..u32::MAX")]
    fn infinite_init() {
        let ch = [vec![1], vec![2], vec![]];
        pns(
            &ch,
            &[true; 3],
            &[true; 3],
            Some(&[(1, 1), (1, INF), (1, 1)]),
            10,
        );
    }
    #[test]
    #[should_panic(expected = "empty tree")]
    fn empty() {
        pns(&[], &[], &[], None, 10);
    }
    #[test]
    #[should_panic(expected = "max_expansions must be positive")]
    fn zero_limit() {
        pns(&[vec![]], &[true], &[true], None, 0);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]
        #[test]
        fn random_trees(seed in any::<u64>(), n in 1usize..3000, shape in 0u8..4,
                        alt in any::<bool>(), p_true in 0u64..101) {
            let t = random_tree(seed, n, shape, alt, p_true);
            check(&t);
            check_renumbered(&t, seed);
        }
    }
}
