//! Green Hackenbush on trees: values, winning cuts (Blue-Red: blue_red_hackenbush; cycles:
//!   hackenbush_graph). For "cut an edge, what loses the ground falls" at a root (AGC017 D) or
//!   pins (CF 1610I); "remove a subtree, who takes the root loses; a winning move" (Jutge P61396).
//! Usage: `let (g, parent) = green_subtree_values(&adj, root);` -> (Vec<u64>, Vec<usize>),
//!   parent[root] = usize::MAX; `green_pinned_values(&adj, &pins)` -> Vec<u64>, [k]: pins[0..=k];
//!   `green_winning_cuts(&adj, root)` -> every v whose subtree's removal wins, ascending (empty:
//!   lost); from a parent array (usize::MAX at the root): `let adj = adj_from_parents(&parent);`.
//! Time: O(n) each (all k together), iterative (a path of 3e5 vertices is fine); values <= n.
//! Rules: g[v] = XOR over children c of (g[c] + 1) (colon principle); pinned: the edges of the
//!   smallest subtree holding the pins count mod 2, each subtree off it at c adds g[c] + 1.
//! Source: Berlekamp, Conway, Guy, Winning Ways ch. 7.
//! Status: brute-force tested (tests below: trees <= 7 vertices, random <= 12, every k and cut).
/// Colon principle on the tree `adj` rooted at `root`: g[v] is the value of the subtree of v
/// (standing on the ground at v), parent[root] = usize::MAX. Panics unless `adj` is a tree.
pub fn green_subtree_values(adj: &[Vec<usize>], root: usize) -> (Vec<u64>, Vec<usize>) {
    let n = adj.len();
    assert!(root < n, "green_subtree_values: root {} >= n = {}", root, n);
    // Breadth-first from the root; parent[root] = root marks it seen until the search ends.
    let (mut parent, mut order) = (vec![usize::MAX; n], vec![root]);
    parent[root] = root;
    let mut i = 0;
    while let Some(&v) = order.get(i) {
        i += 1;
        for &w in &adj[v] {
            assert!(
                w < n,
                "green_subtree_values: adj[{}] has {} >= n = {}",
                v,
                w,
                n
            );
            if parent[w] == usize::MAX {
                parent[w] = v;
                order.push(w);
            }
        }
    }
    parent[root] = usize::MAX;
    let edges: usize = adj.iter().map(|a| a.len()).sum();
    assert!(
        order.len() == n && edges == 2 * (n - 1),
        "green_subtree_values: adj is not a tree ({} vertices, {} edge ends; every edge \
         must be listed at both ends, all vertices connected)",
        n,
        edges
    );
    // Reverse BFS order: every child is done before its parent.
    let mut g = vec![0u64; n];
    for &v in order[1..].iter().rev() {
        g[parent[v]] ^= g[v] + 1;
    }
    (g, parent)
}

/// Every vertex v whose subtree a winning move removes (cutting the edge parent[v] - v leaves
/// value 0), ascending; empty iff the mover loses (g[root] = 0). Panics as green_subtree_values.
pub fn green_winning_cuts(adj: &[Vec<usize>], root: usize) -> Vec<usize> {
    let (g, parent) = green_subtree_values(adj, root);
    // want[v]: the value v's subtree must take for the whole tree to be 0. A cut below a child
    // c of v changes only c's term g[c] + 1 of g[v]: to t = want[v] ^ g[v] ^ (g[c] + 1), which
    // is 0 by cutting c off, or g'[c] + 1 by a cut inside c's subtree (want[c] = t - 1).
    let (mut want, mut win) = (vec![0u64; adj.len()], vec![false; adj.len()]);
    let mut stack = vec![root];
    while let Some(v) = stack.pop() {
        for &c in adj[v].iter().filter(|&&c| c != parent[v]) {
            let t = want[v] ^ g[v] ^ (g[c] + 1);
            if t == 0 {
                win[c] = true;
            } else {
                want[c] = t - 1;
                stack.push(c);
            }
        }
    }
    (0..adj.len()).filter(|&v| win[v]).collect()
}

/// The adjacency of the tree where vertex v hangs from parent[v] (parent[root] = usize::MAX, as
/// green_subtree_values returns it), for the functions above. Panics on a parent >= n.
pub fn adj_from_parents(parent: &[usize]) -> Vec<Vec<usize>> {
    let mut adj = vec![vec![]; parent.len()];
    for (v, &p) in parent.iter().enumerate().filter(|e| *e.1 != usize::MAX) {
        assert!(
            p < adj.len(),
            "adj_from_parents: parent[{}] = {} >= n",
            v,
            p
        );
        adj[v].push(p);
        adj[p].push(v);
    }
    adj
}

/// Values of the tree `adj` with the vertices pins[0..=k] pinned to the ground, for every k
/// (one value per pin; a repeated pin changes nothing). Panics unless `adj` is a tree and
/// every pin < n.
pub fn green_pinned_values(adj: &[Vec<usize>], pins: &[usize]) -> Vec<u64> {
    let n = adj.len();
    let Some(&root) = pins.first() else {
        return vec![];
    };
    let (g, parent) = green_subtree_values(adj, root);
    // S = {root} at first: every child c of the root hangs off S, x = XOR of (g[c] + 1) = g[root].
    let (mut in_s, mut x) = (vec![false; n], g[root]);
    in_s[root] = true;
    let mut vals = Vec::with_capacity(pins.len());
    for &p in pins {
        // Walk up to S; each vertex joins S once, so O(n) over all pins. When v joins: v's
        // subtree stops hanging off S, v's children start to (their XOR is g[v]), and the
        // edge into v counts 1. (pins[0] was checked as the root.)
        assert!(p < n, "green_pinned_values: pin {} >= n = {}", p, n);
        let mut v = p;
        while !in_s[v] {
            in_s[v] = true;
            x ^= (g[v] + 1) ^ g[v] ^ 1;
            v = parent[v];
        }
        vals.push(x);
    }
    vals
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashMap;

    /// Oracle from the rules: a position is the set of edges still standing, each connected to
    /// the ground; a move deletes one edge, then every edge no longer connected falls. Grundy
    /// value by mex over moves.
    fn brute(n: usize, edges: &[(usize, usize)], ground: &[usize]) -> u64 {
        let connected = |mask: u32| -> u32 {
            let mut on = vec![false; n];
            for &g in ground {
                on[g] = true;
            }
            let mut keep = 0u32;
            loop {
                let before = keep;
                for (e, &(a, b)) in edges.iter().enumerate() {
                    if mask >> e & 1 == 1 && (on[a] || on[b]) {
                        keep |= 1 << e;
                        on[a] = true;
                        on[b] = true;
                    }
                }
                if keep == before {
                    return keep;
                }
            }
        };
        fn grundy(
            mask: u32,
            m: usize,
            conn: &dyn Fn(u32) -> u32,
            memo: &mut HashMap<u32, u64>,
        ) -> u64 {
            if let Some(&g) = memo.get(&mask) {
                return g;
            }
            let mut seen = vec![false; m + 2];
            for e in 0..m {
                if mask >> e & 1 == 1 {
                    let g = grundy(conn(mask & !(1 << e)), m, conn, memo) as usize;
                    if g < seen.len() {
                        seen[g] = true;
                    }
                }
            }
            let g = seen.iter().position(|&s| !s).unwrap() as u64;
            memo.insert(mask, g);
            g
        }
        let full = connected((1u32 << edges.len()) - 1);
        grundy(full, edges.len(), &connected, &mut HashMap::new())
    }

    struct Rng(u64);
    impl Rng {
        fn below(&mut self, k: usize) -> usize {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            ((z ^ (z >> 31)) % k as u64) as usize
        }
    }

    fn tree_adj(parent: &[usize]) -> Vec<Vec<usize>> {
        // Vertex v + 1 hangs below parent[v]; vertex 0 is the root.
        let mut adj = vec![vec![]; parent.len() + 1];
        for (v, &p) in parent.iter().enumerate() {
            adj[p].push(v + 1);
            adj[v + 1].push(p);
        }
        adj
    }

    #[test]
    fn small_known_values() {
        // Colon principle: a root with two stalks of 1 and 2: (0 + 1) ^ (1 + 1) = 3.
        let (g, parent) = green_subtree_values(&tree_adj(&[0, 0, 2]), 0);
        assert_eq!((g, parent), (vec![3, 0, 1, 0], vec![usize::MAX, 0, 0, 2]));
        // AGC017 D sample 1: edges 0-1, 1-2, 1-3, 3-4 grounded at 0: *4.
        let (g, parent) = green_subtree_values(&tree_adj(&[0, 1, 1, 3]), 0);
        assert_eq!(
            (g, parent),
            (vec![4, 3, 0, 1, 0], vec![usize::MAX, 0, 1, 1, 3])
        );
    }

    #[test]
    fn random_trees_against_brute_force() {
        let mut rng = Rng(2);
        for _ in 0..300 {
            let m = rng.below(10);
            let parent: Vec<usize> = (0..m).map(|v| rng.below(v + 1)).collect();
            let adj = tree_adj(&parent);
            let root = rng.below(m + 1);
            let (g, par) = green_subtree_values(&adj, root);
            let edges: Vec<(usize, usize)> = (0..m).map(|v| (parent[v], v + 1)).collect();
            assert_eq!(g[root], brute(m + 1, &edges, &[root]));
            assert_eq!(par[root], usize::MAX);
            // Every g[v] is the value of v's subtree on its own, grounded at v.
            for (v, &gv) in g.iter().enumerate() {
                let sub: Vec<(usize, usize)> = edges
                    .iter()
                    .copied()
                    .filter(|&(a, b)| {
                        let child = if par[a] == b { a } else { b };
                        let mut x = child;
                        while x != v && x != root {
                            x = par[x];
                        }
                        x == v && child != v
                    })
                    .collect();
                assert_eq!(gv, brute(m + 1, &sub, &[v]), "subtree of {v}");
            }
        }
    }

    #[test]
    fn adjacency_from_a_parent_array_round_trips() {
        let mut rng = Rng(4);
        for _ in 0..300 {
            let m = rng.below(12);
            let adj = tree_adj(&(0..m).map(|v| rng.below(v + 1)).collect::<Vec<_>>());
            let root = rng.below(m + 1);
            let (g, parent) = green_subtree_values(&adj, root);
            let mut back = adj_from_parents(&parent);
            assert_eq!(green_subtree_values(&back, root), (g, parent.clone()));
            let mut adj = adj;
            adj.iter_mut().chain(back.iter_mut()).for_each(|a| a.sort());
            assert_eq!(back, adj, "{parent:?}");
        }
        // AGC017 D sample 1 from its parent array: root 0, g = 4.
        let adj = adj_from_parents(&[usize::MAX, 0, 1, 1, 3]);
        assert_eq!(
            adj,
            vec![vec![1], vec![0, 2, 3], vec![1], vec![1, 4], vec![3]]
        );
        assert_eq!(green_subtree_values(&adj, 0).0[0], 4);
        assert_eq!(adj_from_parents(&[]), Vec::<Vec<usize>>::new());
    }

    #[test]
    #[should_panic(expected = "adj_from_parents: parent[1] = 7 >= n")]
    fn a_parent_out_of_range_is_named() {
        adj_from_parents(&[usize::MAX, 7]);
    }

    #[test]
    #[should_panic(expected = "adj is not a tree")]
    fn two_roots_are_not_a_tree() {
        green_subtree_values(&adj_from_parents(&[usize::MAX, 0, usize::MAX]), 0);
    }

    /// For every k: green_pinned_values and the header's rule written out (root the tree at
    /// pins[0]; mark the smallest subtree S holding pins[..=k] by walking up from each pin; its
    /// edges are loops, count mod 2; each unmarked child c of a marked vertex adds g[c] + 1)
    /// against the brute force with pins[..=k] on the ground.
    fn check_pinned(parent: &[usize], pins: &[usize]) {
        let n = parent.len() + 1;
        let adj = tree_adj(parent);
        let vals = green_pinned_values(&adj, pins);
        assert_eq!(vals.len(), pins.len());
        let (g, par) = green_subtree_values(&adj, pins[0]);
        let edges: Vec<(usize, usize)> = (0..n - 1).map(|v| (parent[v], v + 1)).collect();
        for k in 0..pins.len() {
            let mut marked = vec![false; n];
            marked[pins[0]] = true;
            let mut loops = 0;
            for &p in &pins[..=k] {
                let mut v = p;
                while !marked[v] {
                    marked[v] = true;
                    loops += 1;
                    v = par[v];
                }
            }
            let hanging = (0..n)
                .filter(|&c| !marked[c] && marked[par[c]])
                .fold(0, |x, c| x ^ (g[c] + 1));
            let want = brute(n, &edges, &pins[..=k]);
            assert_eq!(
                (loops % 2) ^ hanging,
                want,
                "{parent:?} pins {:?}",
                &pins[..=k]
            );
            assert_eq!(vals[k], want, "{parent:?} pins {:?}", &pins[..=k]);
        }
    }

    #[test]
    fn pinned_known_values() {
        // Edges 0-1, 0-2, 2-3: grounded at 0, *3; pinning 3 makes 0-2-3 loops (2: *0) and
        // leaves the stalk 0-1 (*1); pinning 1 makes all 3 edges loops: *1.
        let adj = tree_adj(&[0, 0, 2]);
        assert_eq!(green_pinned_values(&adj, &[0, 3, 3, 1]), vec![3, 1, 1, 1]);
        // Grounded at 2: stalks 2-3 and 2-0-1, 1 ^ 2 = 3; pinning 0 makes 2-0 a loop (*1),
        // with the stalks 0-1 and 2-3 (*1 each): *1.
        assert_eq!(green_pinned_values(&adj, &[2, 2, 0]), vec![3, 3, 1]);
        assert_eq!(green_pinned_values(&adj, &[]), Vec::<u64>::new());
        assert_eq!(green_pinned_values(&[vec![]], &[0, 0]), vec![0, 0]);
    }

    #[test]
    fn pinned_random_trees_every_k() {
        let mut rng = Rng(3);
        for _ in 0..300 {
            let m = 1 + rng.below(9);
            let parent: Vec<usize> = (0..m).map(|v| rng.below(v + 1)).collect();
            // Up to m + 2 pins: repeats are common.
            let pins: Vec<usize> = (0..1 + rng.below(m + 2))
                .map(|_| rng.below(m + 1))
                .collect();
            check_pinned(&parent, &pins);
        }
    }

    /// Every labelled tree on <= 6 vertices with vertex v + 1 below parent[v] <= v (every tree
    /// shape, each in several labellings), pinned from every start vertex s in the order s,
    /// s + 1, ... (mod n).
    #[test]
    fn pinned_every_small_tree() {
        for n in 1..=6usize {
            let mut parent = vec![0; n - 1];
            loop {
                for s in 0..n {
                    let pins: Vec<usize> = (0..n).map(|i| (s + i) % n).collect();
                    check_pinned(&parent, &pins);
                }
                // Next parent array in mixed radix (parent[v] ranges over 0..=v).
                let Some(v) = (0..n - 1).find(|&v| parent[v] < v) else {
                    break;
                };
                parent[v] += 1;
                parent[..v].iter_mut().for_each(|p| *p = 0);
            }
        }
    }

    fn path(n: usize) -> Vec<Vec<usize>> {
        (0..n)
            .map(|v| {
                [v.wrapping_sub(1), v + 1]
                    .into_iter()
                    .filter(|&w| w < n)
                    .collect()
            })
            .collect()
    }

    #[test]
    fn paths_of_300000_vertices() {
        let n: usize = 300_000;
        let adj = path(n);
        let (g, _) = green_subtree_values(&adj, 0);
        assert_eq!(g[0], n as u64 - 1);
        // Grounded at both ends, the path is n - 1 loops.
        let vals = green_pinned_values(&adj, &[0, n - 1]);
        assert_eq!(vals, vec![n as u64 - 1, (n as u64 - 1) % 2]);
        // From the middle m: stalks of m and n - 1 - m; pinning 0 turns m edges into loops
        // (m even: *0), then pinning n - 1 turns all n - 1 edges into loops.
        let m = n / 2;
        let vals = green_pinned_values(&adj, &[m, 0, n - 1]);
        let (a, b) = (m as u64, (n - 1 - m) as u64);
        assert_eq!(vals, vec![a ^ b, (a % 2) ^ b, (n as u64 - 1) % 2]);
    }

    #[test]
    #[should_panic(expected = "adj is not a tree")]
    fn a_cycle_is_not_a_tree() {
        green_subtree_values(&[vec![1, 2], vec![0, 2], vec![0, 1]], 0);
    }

    #[test]
    #[should_panic(expected = "green_subtree_values: root 3 >= n = 3")]
    fn a_root_out_of_range_panics() {
        green_subtree_values(&[vec![1], vec![0, 2], vec![1]], 3);
    }

    #[test]
    #[should_panic(expected = "green_subtree_values: adj[1] has 3 >= n = 3")]
    fn a_neighbour_out_of_range_panics() {
        // 1-based vertices: the edge 1-3 names a vertex past the end.
        green_subtree_values(&[vec![1], vec![0, 3], vec![1]], 0);
    }

    #[test]
    #[should_panic(expected = "green_pinned_values: pin 7 >= n = 3")]
    fn a_pin_out_of_range_panics() {
        green_pinned_values(&[vec![1], vec![0, 2], vec![1]], &[0, 7]);
    }

    #[test]
    #[should_panic(expected = "green_subtree_values: root 9 >= n = 3")]
    fn a_first_pin_out_of_range_panics_as_the_root() {
        green_pinned_values(&[vec![1], vec![0, 2], vec![1]], &[9, 0]);
    }

    #[test]
    #[should_panic(expected = "adj is not a tree")]
    fn pinned_values_need_a_tree() {
        green_pinned_values(&[vec![1, 2], vec![0, 2], vec![0, 1]], &[0]);
    }

    /// The Jutge P61396 rules by minimax over the set of vertices left: a move removes a
    /// vertex v != root with all its descendants (the root alone: no move, lost). Returns every
    /// v whose removal from the whole tree leaves a lost position, ascending.
    fn brute_cuts(adj: &[Vec<usize>], root: usize) -> Vec<usize> {
        let n = adj.len();
        let (_, par) = green_subtree_values(adj, root);
        let below = |v: usize| -> u32 {
            (0..n)
                .filter(|&w| {
                    let mut x = w;
                    while x != v && x != root {
                        x = par[x];
                    }
                    x == v
                })
                .fold(0, |m, w| m | 1 << w)
        };
        let sub: Vec<u32> = (0..n).map(below).collect();
        fn wins(mask: u32, root: usize, sub: &[u32], memo: &mut HashMap<u32, bool>) -> bool {
            if let Some(&w) = memo.get(&mask) {
                return w;
            }
            let w = (0..sub.len())
                .any(|v| v != root && mask >> v & 1 == 1 && !wins(mask & !sub[v], root, sub, memo));
            memo.insert(mask, w);
            w
        }
        let (full, mut memo) = ((1u32 << n) - 1, HashMap::new());
        (0..n)
            .filter(|&v| v != root && !wins(full & !sub[v], root, &sub, &mut memo))
            .collect()
    }

    /// Vertex labels shuffled, so that "ascending" is not the BFS or parent order.
    fn check_cuts(parent: &[usize], root: usize, perm: &[usize]) {
        let adj = tree_adj(parent);
        let mut relabeled = vec![vec![]; adj.len()];
        for (v, a) in adj.iter().enumerate() {
            relabeled[perm[v]] = a.iter().map(|&w| perm[w]).collect();
        }
        let (cuts, want) = (
            green_winning_cuts(&relabeled, perm[root]),
            brute_cuts(&relabeled, perm[root]),
        );
        assert_eq!(cuts, want, "{parent:?} root {root} perm {perm:?}");
        let g = green_subtree_values(&relabeled, perm[root]).0[perm[root]];
        assert_eq!(cuts.is_empty(), g == 0);
    }

    #[test]
    fn winning_cuts_known_and_every_tree_up_to_7_vertices() {
        // AGC017 D sample 1 (*4, the root 0 has one child 1): only cutting 0-1 leaves 0.
        let adj = tree_adj(&[0, 1, 1, 3]);
        assert_eq!(green_winning_cuts(&adj, 0), vec![1]);
        // A root with stalks of 1 and 2 (*1 + *2 = *3): cut the top of the 2-stalk (-> *1 + *1).
        assert_eq!(green_winning_cuts(&tree_adj(&[0, 0, 2]), 0), vec![3]);
        assert_eq!(
            green_winning_cuts(&tree_adj(&[0, 0]), 0),
            Vec::<usize>::new()
        );
        assert_eq!(green_winning_cuts(&[vec![]], 0), Vec::<usize>::new());
        // Every parent array (vertex v + 1 below parent[v] <= v) with <= 6 edges, every root.
        for m in 0..=6usize {
            let mut parent = vec![0; m];
            loop {
                let perm: Vec<usize> = (0..=m).map(|v| (v * 3 + 1) % (m + 1)).collect();
                let perm = if m % 3 == 2 { (0..=m).collect() } else { perm };
                for root in 0..=m {
                    check_cuts(&parent, root, &perm);
                }
                // Next parent array in odometer order.
                let mut i = 0;
                while i < m && parent[i] == i {
                    parent[i] = 0;
                    i += 1;
                }
                if i == m {
                    break;
                }
                parent[i] += 1;
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(100))]
        #[test]
        fn proptest_winning_cuts(seed in any::<u64>()) {
            let mut rng = Rng(seed);
            let m = rng.below(12);
            let parent: Vec<usize> = (0..m).map(|v| rng.below(v + 1)).collect();
            let mut perm: Vec<usize> = (0..=m).collect();
            for i in (1..=m).rev() {
                perm.swap(i, rng.below(i + 1));
            }
            check_cuts(&parent, rng.below(m + 1), &perm);
        }

        #[test]
        fn proptest_pinned(seed in any::<u64>()) {
            let mut rng = Rng(seed);
            let m = rng.below(10);
            let parent: Vec<usize> = (0..m).map(|v| rng.below(v + 1)).collect();
            let pins: Vec<usize> = (0..1 + rng.below(m + 2)).map(|_| rng.below(m + 1)).collect();
            check_pinned(&parent, &pins);
        }
    }
}
