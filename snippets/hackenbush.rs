//! Green Hackenbush (impartial) on rooted trees: the value of every subtree.
//! For "cut an edge, what no longer touches the ground falls off" on a tree (AGC017 D). Values
//!   XOR over pieces; the mover wins iff != 0. Graphs: hackenbush_graph; Blue-Red: partizan.
//! Usage: `let (g, parent) = green_subtree_values(&adj, root);` (tree: g[root]).
//! Time: O(n), iterative (a path of 3e5 vertices is fine).
//! Rules: colon principle: g[v] = XOR over children c of (g[c] + 1) (v's subtree, grounded at v).
//!   Pinned tree vertices: the edges between them count mod 2, each subtree off them g + 1.
//! Source: Berlekamp, Conway, Guy, Winning Ways ch. 7.
//! Status: brute-force tested (tests below: Grundy over edge subsets, random trees <= 10 vertices).
/// Colon principle on the tree `adj` rooted at `root`: g[v] is the value of the subtree of v
/// (standing on the ground at v), parent[root] = usize::MAX. Panics unless `adj` is a tree.
pub fn green_subtree_values(adj: &[Vec<usize>], root: usize) -> (Vec<u64>, Vec<usize>) {
    let n = adj.len();
    assert!(root < n, "green_subtree_values: root {root} >= n = {n}");
    // Breadth-first from the root; parent[root] = root marks it seen until the search ends.
    let (mut parent, mut order) = (vec![usize::MAX; n], vec![root]);
    parent[root] = root;
    let mut i = 0;
    while let Some(&v) = order.get(i) {
        i += 1;
        for &w in &adj[v] {
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
        "green_subtree_values: adj is not a tree ({n} vertices, {edges} edge ends; every edge \
         must be listed at both ends, all vertices connected)"
    );
    // Reverse BFS order: every child is done before its parent.
    let mut g = vec![0u64; n];
    for &v in order[1..].iter().rev() {
        g[parent[v]] ^= g[v] + 1;
    }
    (g, parent)
}

#[cfg(test)]
mod tests {
    use super::*;
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

    /// The header's rule for pinned tree vertices (CF 1610I): root the tree at a pinned vertex;
    /// the Steiner tree of the pinned set is marked by walking up from each pinned vertex; its
    /// edges are loops (count mod 2), and each unmarked child c of a marked vertex adds g[c] + 1.
    #[test]
    fn pinned_tree_vertices() {
        let mut rng = Rng(3);
        for _ in 0..300 {
            let m = 1 + rng.below(9);
            let parent: Vec<usize> = (0..m).map(|v| rng.below(v + 1)).collect();
            let adj = tree_adj(&parent);
            let pinned: Vec<usize> = (0..1 + rng.below(4)).map(|_| rng.below(m + 1)).collect();
            let (g, par) = green_subtree_values(&adj, pinned[0]);
            let mut marked = vec![false; m + 1];
            marked[pinned[0]] = true;
            let mut loops = 0;
            for &p in &pinned {
                let mut v = p;
                while !marked[v] {
                    marked[v] = true;
                    loops += 1;
                    v = par[v];
                }
            }
            let hanging = (0..=m)
                .filter(|&c| !marked[c] && marked[par[c]])
                .fold(0, |x, c| x ^ (g[c] + 1));
            let edges: Vec<(usize, usize)> = (0..m).map(|v| (parent[v], v + 1)).collect();
            let want = brute(m + 1, &edges, &pinned);
            assert_eq!((loops % 2) ^ hanging, want, "{parent:?} pinned {pinned:?}");
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
        let (g, _) = green_subtree_values(&path(n), 0);
        assert_eq!(g[0], n as u64 - 1);
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
}
