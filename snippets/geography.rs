//! Games on a tree or forest where each move goes next to the last one: undirected vertex
//!   geography (a token moves to an unvisited neighbour; no move loses: CF 1970C3) for every start.
//! Usage: `let win = geography_wins(&adj);` win[v]: the mover wins with the token on v (visited);
//!   moves v -> w only where allowed (AGC010 F: a[w] < a[v]): `geography_wins_where(&adj, |v, w| ..)`;
//!   `let mate = tree_matching(&adj);` a maximum matching, mate[v] (usize::MAX: v unmatched).
//! Rules (tested below): win[v] iff v is in every maximum matching. A free first claim, then each
//!   claim next to the last one (geography) or to an opponent's mark (ttpc2024_2 N "Adjacent
//!   Game"): the second player wins iff a perfect matching exists (no mate[v] is usize::MAX).
//! Time: O(n) each, iterative (paths of 2e5+ vertices are fine). adj: undirected adjacency lists
//!   of a forest, every edge at both ends; a cycle, a loop, a repeated or one-sided edge panics.
//! Source: Fraenkel, Scheinerman, Ullman, "Undirected edge geography" (TCS 1993) for the rule.
//! Status: tests below: every tree <= 7 vertices, random forests <= 12, vs minimax and brute force.

const NOT_FOREST: &str = "adj is not a forest with each edge listed once at both ends";

/// Breadth-first order of every component (roots ascending) and parent (usize::MAX at a root).
fn forest_order(adj: &[Vec<usize>], name: &str) -> (Vec<usize>, Vec<usize>) {
    let n = adj.len();
    let (mut order, mut parent, mut seen) = (Vec::new(), vec![usize::MAX; n], vec![false; n]);
    let mut i = 0;
    for r in 0..n {
        if !seen[r] {
            seen[r] = true;
            order.push(r);
        }
        while let Some(&v) = order.get(i) {
            i += 1;
            let mut skip = parent[v]; // v lists its parent once, then only new vertices
            for &w in &adj[v] {
                assert!(w < n, "{}: adj[{}] has {} >= n = {}", name, v, w, n);
                if w == skip {
                    skip = usize::MAX;
                    continue;
                }
                assert!(!seen[w], "{}: {} ({} - {})", name, NOT_FOREST, v, w);
                seen[w] = true;
                parent[w] = v;
                order.push(w);
            }
            assert!(skip == usize::MAX, "{}: {} (at {})", name, NOT_FOREST, v);
        }
    }
    (order, parent)
}

/// win[v]: the player to move with the token on v (v visited, nothing else) wins undirected
/// vertex geography on the forest adj.
pub fn geography_wins(adj: &[Vec<usize>]) -> Vec<bool> {
    geography_wins_where(adj, |_, _| true)
}

/// geography_wins where the token may go from v to a neighbour w only if allowed(v, w).
/// Rerooting: lost[v] counts the neighbours w with allowed(v, w) such that the mover at w
/// loses on w's side of the edge v - w (a move to w wins).
pub fn geography_wins_where(
    adj: &[Vec<usize>],
    allowed: impl Fn(usize, usize) -> bool,
) -> Vec<bool> {
    let (order, parent) = forest_order(adj, "geography_wins");
    let mut lost = vec![0usize; adj.len()];
    // Children first: lost[v] counts v's lost children, so v's subtree is won iff lost[v] > 0.
    for &v in order.iter().rev() {
        if parent[v] != usize::MAX && lost[v] == 0 && allowed(parent[v], v) {
            lost[parent[v]] += 1;
        }
    }
    // Parents first: p's side of p - v (the tree off v's subtree) is won for the mover at p iff
    // p has a lost neighbour other than v; lost[p] is complete when v is reached.
    for &v in &order {
        let p = parent[v];
        if p != usize::MAX && allowed(v, p) && lost[p] == usize::from(lost[v] == 0 && allowed(p, v))
        {
            lost[v] += 1;
        }
    }
    lost.iter().map(|&c| c > 0).collect()
}

/// A maximum matching of the forest adj: mate[v] is v's partner, usize::MAX if unmatched.
/// Greedy from the leaves: a vertex left unmatched by its subtree takes its parent if free.
pub fn tree_matching(adj: &[Vec<usize>]) -> Vec<usize> {
    let (order, parent) = forest_order(adj, "tree_matching");
    let mut mate = vec![usize::MAX; adj.len()];
    for &v in order.iter().rev() {
        let p = parent[v];
        if p != usize::MAX && mate[v] == usize::MAX && mate[p] == usize::MAX {
            mate[v] = p;
            mate[p] = v;
        }
    }
    mate
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashMap;

    const NONE: usize = usize::MAX;

    struct Rng(u64);
    impl Rng {
        fn below(&mut self, k: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % k as u64) as usize
        }
    }

    /// Undirected vertex geography by plain minimax over (token, visited): the mover wins.
    fn brute_geography(adj: &[Vec<usize>], v: usize, visited: u32) -> bool {
        adj[v]
            .iter()
            .any(|&w| visited >> w & 1 == 0 && !brute_geography(adj, w, visited | 1 << w))
    }

    /// geography_wins_where by plain minimax: moves only where allowed(v, w).
    fn brute_where(
        adj: &[Vec<usize>],
        v: usize,
        visited: u32,
        ok: &dyn Fn(usize, usize) -> bool,
    ) -> bool {
        adj[v].iter().any(|&w| {
            visited >> w & 1 == 0 && ok(v, w) && !brute_where(adj, w, visited | 1 << w, ok)
        })
    }

    /// "Adjacent Game" by minimax over the marks (a: first player's, b: second's; who moves):
    /// the mover marks an unmarked vertex next to one of the opponent's marks, or loses.
    fn brute_marks(
        adj: &[Vec<usize>],
        a: u32,
        b: u32,
        who: usize,
        memo: &mut HashMap<(u32, u32, usize), bool>,
    ) -> bool {
        if let Some(&r) = memo.get(&(a, b, who)) {
            return r;
        }
        let opp = if who == 0 { b } else { a };
        let r = (0..adj.len()).any(|v| {
            (a | b) >> v & 1 == 0
                && adj[v].iter().any(|&u| opp >> u & 1 == 1)
                && !if who == 0 {
                    brute_marks(adj, a | 1 << v, b, 1, memo)
                } else {
                    brute_marks(adj, a, b | 1 << v, 0, memo)
                }
        });
        memo.insert((a, b, who), r);
        r
    }

    /// Every matching, by subsets of the edges: (maximum size, the vertices every maximum
    /// matching covers, as a mask).
    fn brute_matchings(adj: &[Vec<usize>]) -> (usize, u32) {
        let edges: Vec<(usize, usize)> = (0..adj.len())
            .flat_map(|v| adj[v].iter().filter(move |&&w| v < w).map(move |&w| (v, w)))
            .collect();
        let (mut best, mut all) = (0, 0u32);
        for set in 0..1u32 << edges.len() {
            let mut covered = 0u32;
            let mut ok = true;
            for (i, &(v, w)) in edges.iter().enumerate() {
                if set >> i & 1 == 1 {
                    ok &= covered & (1 << v | 1 << w) == 0;
                    covered |= 1 << v | 1 << w;
                }
            }
            let size = set.count_ones() as usize;
            if !ok || size < best {
                continue;
            }
            if size > best {
                best = size;
                all = covered;
            } else {
                all &= covered;
            }
        }
        (best, all)
    }

    fn check(adj: &[Vec<usize>]) {
        let n = adj.len();
        let (win, mate) = (geography_wins(adj), tree_matching(adj));
        let (best, in_every) = brute_matchings(adj);
        for v in 0..n {
            assert_eq!(
                win[v],
                brute_geography(adj, v, 1 << v),
                "{:?} from {}",
                adj,
                v
            );
            assert_eq!(
                win[v],
                in_every >> v & 1 == 1,
                "{:?}: in every maximum matching",
                adj
            );
            if mate[v] != NONE {
                assert_eq!(mate[mate[v]], v, "{:?}: mate", adj);
                assert!(adj[v].contains(&mate[v]), "{:?}: mate not a neighbour", adj);
            }
        }
        let matched = mate.iter().filter(|&&m| m != NONE).count();
        assert_eq!(matched, 2 * best, "{:?}: matching size", adj);
        // Restricted moves: to a smaller value (AGC010 F, ties included), an asymmetric filter.
        let a = |v: usize| (v * 7 + 3) % 5;
        let filters: [&dyn Fn(usize, usize) -> bool; 2] =
            [&|v, w| a(w) < a(v), &|v, w| (v * 31 + w * 17) % 3 != 0];
        for ok in filters {
            for (v, &w) in geography_wins_where(adj, ok).iter().enumerate() {
                assert_eq!(w, brute_where(adj, v, 1 << v, ok), "{:?} from {}", adj, v);
            }
        }
        // A free first claim: geography from a chosen start, and the marks game.
        let perfect = 2 * best == n;
        assert_eq!(perfect, mate.iter().all(|&m| m != NONE));
        let first_geo = (0..n).any(|v| !brute_geography(adj, v, 1 << v));
        assert_eq!(first_geo, !perfect, "{:?}: geography, free start", adj);
        let mut memo = HashMap::new();
        let first_marks = (0..n).any(|v| !brute_marks(adj, 1 << v, 0, 1, &mut memo));
        assert_eq!(first_marks, !perfect, "{:?}: adjacent game", adj);
    }

    /// The forest with the given edges, vertices renamed by perm, each list shuffled.
    fn forest(
        n: usize,
        edges: &[(usize, usize)],
        perm: &[usize],
        rng: &mut Rng,
    ) -> Vec<Vec<usize>> {
        let mut adj = vec![Vec::new(); n];
        for &(u, v) in edges {
            adj[perm[u]].push(perm[v]);
            adj[perm[v]].push(perm[u]);
        }
        for a in &mut adj {
            for i in (1..a.len()).rev() {
                a.swap(i, rng.below(i + 1));
            }
        }
        adj
    }

    #[test]
    fn known_values() {
        let adj = |e: &[(usize, usize)], n| forest(n, e, &(0..n).collect::<Vec<_>>(), &mut Rng(1));
        assert_eq!(geography_wins(&[]), Vec::<bool>::new());
        assert_eq!(geography_wins(&adj(&[], 1)), [false]);
        assert_eq!(geography_wins(&adj(&[(0, 1)], 2)), [true, true]);
        assert_eq!(
            geography_wins(&adj(&[(0, 1), (1, 2)], 3)),
            [false, true, false]
        );
        let star = adj(&[(0, 1), (0, 2), (0, 3)], 4);
        assert_eq!(geography_wins(&star), [true, false, false, false]);
        assert_eq!(tree_matching(&adj(&[(0, 1), (1, 2)], 3)), [NONE, 2, 1]);
        assert!(tree_matching(&star)[0] != NONE);
        // Two components: an edge (won from both ends) and a path of 3.
        let two = adj(&[(0, 1), (2, 3), (3, 4)], 5);
        assert_eq!(geography_wins(&two), [true, true, false, true, false]);
    }

    #[test]
    fn every_tree_up_to_7_vertices() {
        let mut rng = Rng(7);
        check(&[]);
        check(&[vec![]]);
        for n in 2..=7usize {
            // Every labelled tree: its Pruefer sequence.
            for code in 0..n.pow(n as u32 - 2) {
                let seq: Vec<usize> = (0..n - 2).map(|i| code / n.pow(i as u32) % n).collect();
                let mut degree = vec![1; n];
                seq.iter().for_each(|&x| degree[x] += 1);
                let mut edges = Vec::new();
                for &x in &seq {
                    let leaf = (0..n).find(|&v| degree[v] == 1).unwrap();
                    edges.push((leaf, x));
                    degree[leaf] -= 1;
                    degree[x] -= 1;
                }
                let last: Vec<usize> = (0..n).filter(|&v| degree[v] == 1).collect();
                edges.push((last[0], last[1]));
                check(&forest(n, &edges, &(0..n).collect::<Vec<_>>(), &mut rng));
            }
        }
    }

    #[test]
    fn every_forest_shape_up_to_7_vertices() {
        let mut rng = Rng(11);
        for n in 1..=7usize {
            // parent[v] in 0..v or none (code digit v): every forest up to relabelling.
            for code in 0..(2..=n).product::<usize>() {
                let (mut c, mut edges) = (code, Vec::new());
                for v in 1..n {
                    if c % (v + 1) < v {
                        edges.push((c % (v + 1), v));
                    }
                    c /= v + 1;
                }
                let mut perm: Vec<usize> = (0..n).collect();
                for i in (1..n).rev() {
                    perm.swap(i, rng.below(i + 1));
                }
                check(&forest(n, &edges, &perm, &mut rng));
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        #[test]
        fn random_forests_up_to_12_vertices(seed in 1..u64::MAX) {
            let mut rng = Rng(seed);
            let n = 1 + rng.below(12);
            // Half of the cases a tree, else each edge dropped with probability 1/4.
            let tree = rng.below(2) == 0;
            let mut edges = Vec::new();
            for v in 1..n {
                let u = rng.below(v);
                if tree || rng.below(4) > 0 {
                    edges.push((u, v));
                }
            }
            let mut perm: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                perm.swap(i, rng.below(i + 1));
            }
            check(&forest(n, &edges, &perm, &mut rng));
        }
    }

    #[test]
    fn paths_of_200000_vertices() {
        for n in [200_000usize, 200_001] {
            for rev in [false, true] {
                let id = |i: usize| if rev { n - 1 - i } else { i };
                let edges: Vec<(usize, usize)> = (1..n).map(|i| (id(i - 1), id(i))).collect();
                let adj = forest(n, &edges, &(0..n).collect::<Vec<_>>(), &mut Rng(3));
                let win = geography_wins(&adj);
                // Even n: a perfect matching, every start wins; odd n: the odd positions win.
                assert!((0..n).all(|i| win[id(i)] == (n % 2 == 0 || i % 2 == 1)));
                let mate = tree_matching(&adj);
                assert_eq!(mate.iter().filter(|&&m| m != NONE).count(), n / 2 * 2);
            }
        }
    }

    #[test]
    #[should_panic(expected = "geography_wins: adj is not a forest")]
    fn a_cycle_panics() {
        geography_wins(&[vec![1, 2], vec![0, 2], vec![0, 1]]);
    }

    #[test]
    #[should_panic(expected = "tree_matching: adj is not a forest")]
    fn a_loop_panics() {
        tree_matching(&[vec![1], vec![0, 1]]);
    }

    #[test]
    #[should_panic(expected = "geography_wins: adj is not a forest")]
    fn a_repeated_edge_panics() {
        geography_wins(&[vec![1, 1], vec![0, 0]]);
    }

    #[test]
    #[should_panic(
        expected = "tree_matching: adj is not a forest with each edge listed once at both ends (at 1)"
    )]
    fn a_one_sided_edge_panics() {
        tree_matching(&[vec![1], vec![]]);
    }

    #[test]
    #[should_panic(expected = "geography_wins: adj is not a forest")]
    fn a_one_sided_edge_backwards_panics() {
        geography_wins(&[vec![], vec![0]]);
    }

    #[test]
    #[should_panic(expected = "geography_wins: adj[0] has 5 >= n = 2")]
    fn a_neighbour_out_of_range_panics() {
        geography_wins(&[vec![5], vec![]]);
    }

    #[test]
    #[should_panic(expected = "tree_matching: adj[1] has 2 >= n = 2")]
    fn a_neighbour_equal_to_n_panics() {
        tree_matching(&[vec![1], vec![0, 2]]);
    }
}
