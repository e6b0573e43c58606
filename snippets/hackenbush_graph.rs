//! Green Hackenbush (impartial) on graphs: the value of the edges standing on the ground.
//! For "cut an edge, what no longer touches the ground falls off" with cycles, loops, parallel
//!   edges or several ground vertices (CF 1610I pins tree vertices to the ground). Values XOR
//!   over pieces; the mover wins iff != 0. Trees: hackenbush (every subtree, pinned vertices).
//! Usage: `let v: u64 = green_graph_value(n, &edges, &ground);` (edges: &[(usize, usize)]).
//! Time: O(n + m), iterative (a path of 3e5 vertices is fine).
//! Rules: fusion: the ground vertices fuse into one, each 2-edge-connected part into one vertex
//!   whose edges become loops (*1 each: it adds its edge count mod 2); the bridges left form a
//!   tree, valued by the colon principle (a vertex: XOR over its children c of g[c] + 1).
//! Source: Berlekamp, Conway, Guy, Winning Ways ch. 7; Tarjan (1974) for bridges.
//! Status: brute-force tested (tests below: Grundy over edge subsets, random graphs <= 11 edges).
/// Value of the Green Hackenbush graph on vertices 0..n with `edges` (loops and parallel edges
/// allowed) and the vertices `ground` on the ground; edges that do not reach the ground are out.
pub fn green_graph_value(n: usize, edges: &[(usize, usize)], ground: &[usize]) -> u64 {
    // All ground vertices become the one vertex n.
    let mut id: Vec<usize> = (0..=n).collect();
    for &v in ground {
        assert!(v < n, "green_graph_value: ground vertex {} >= n = {}", v, n);
        id[v] = n;
    }
    let mut adj = vec![vec![]; n + 1];
    for (e, &(a, b)) in edges.iter().enumerate() {
        assert!(
            a < n && b < n,
            "green_graph_value: edge {:?} has an end >= n = {}",
            (a, b),
            n
        );
        adj[id[a]].push((id[b], e));
        adj[id[b]].push((id[a], e));
    }
    // Iterative DFS from the ground computing low-links: depth[v] on the DFS path, low[v] the
    // least depth that an edge from v's subtree climbs to (an unused edge to a seen vertex
    // always climbs: undirected DFS has no cross edges). acc[v] collects the value of v's
    // part of its 2-edge-connected component: loops (non-bridge edges) ^1 each, and g + 1 of
    // every component hanging below it by a bridge.
    let (mut depth, mut low, mut acc) = (vec![usize::MAX; n + 1], vec![0; n + 1], vec![0; n + 1]);
    let mut used = vec![false; edges.len()];
    let mut stack = vec![(n, 0)]; // (vertex, next adj index)
    depth[n] = 0;
    while let Some(&(v, i)) = stack.last() {
        if let Some(&(w, e)) = adj[v].get(i) {
            stack.last_mut().unwrap().1 += 1;
            if used[e] {
                continue; // the tree edge to the parent, or a loop's second end
            }
            used[e] = true;
            if depth[w] == usize::MAX {
                (depth[w], low[w]) = (stack.len(), stack.len());
                stack.push((w, 0));
            } else {
                low[v] = low[v].min(depth[w]);
                acc[v] ^= 1; // a cycle edge: a loop after fusion
            }
        } else {
            stack.pop();
            if let Some(&(p, _)) = stack.last() {
                low[p] = low[p].min(low[v]);
                // A bridge hangs v's finished component below p; else v fuses into p's
                // component and the tree edge p-v is one more loop.
                let bridge = low[v] > depth[p];
                acc[p] ^= if bridge { acc[v] + 1 } else { acc[v] ^ 1 };
            }
        }
    }
    acc[n]
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

    #[test]
    fn small_known_values() {
        // A stalk of k edges is *k; a triangle on the ground is *1 (odd cycle), a square *0;
        // a triangle with a stalk of 2 on top fuses into 3 loops and the stalk: 1 ^ 2 = 3.
        assert_eq!(green_graph_value(4, &[(0, 1), (1, 2), (2, 3)], &[0]), 3);
        assert_eq!(green_graph_value(3, &[(0, 1), (1, 2), (2, 0)], &[0]), 1);
        assert_eq!(
            green_graph_value(4, &[(0, 1), (1, 2), (2, 3), (3, 0)], &[0]),
            0
        );
        let e = [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)];
        assert_eq!(green_graph_value(5, &e, &[0]), 3);
        assert_eq!(brute(5, &e, &[0]), 3);
        // Two ground vertices joined by a path of 2 edges: fused, a cycle of 2 edges: *0.
        assert_eq!(green_graph_value(3, &[(0, 1), (1, 2)], &[0, 2]), 0);
        // A loop on the ground is *1; an edge that does not reach the ground does not count.
        assert_eq!(green_graph_value(3, &[(0, 0), (1, 2)], &[0]), 1);
        assert_eq!(green_graph_value(3, &[(1, 2)], &[]), 0);
        // Colon principle: a root with two stalks of 1 and 2: (0 + 1) ^ (1 + 1) = 3.
        assert_eq!(green_graph_value(4, &[(0, 1), (0, 2), (2, 3)], &[0]), 3);
    }

    fn check_graph(rng: &mut Rng) {
        let n = 1 + rng.below(7);
        let m = rng.below(12);
        let edges: Vec<(usize, usize)> = (0..m).map(|_| (rng.below(n), rng.below(n))).collect();
        let ground: Vec<usize> = (0..1 + rng.below(3)).map(|_| rng.below(n)).collect();
        assert_eq!(
            green_graph_value(n, &edges, &ground),
            brute(n, &edges, &ground),
            "n={n} edges={edges:?} ground={ground:?}"
        );
    }

    #[test]
    fn random_graphs_against_brute_force() {
        let mut rng = Rng(1);
        for _ in 0..400 {
            check_graph(&mut rng);
        }
    }

    /// Trees (vertex v + 1 hangs below parent[v] < v + 1): the graph value grounded at any
    /// vertex is the brute force's, and grounded at v, v's subtree alone has the colon
    /// principle's value g[v] = XOR over children c of (g[c] + 1).
    #[test]
    fn random_trees_colon_principle() {
        let mut rng = Rng(2);
        for _ in 0..300 {
            let m = rng.below(10);
            let parent: Vec<usize> = (0..m).map(|v| rng.below(v + 1)).collect();
            let edges: Vec<(usize, usize)> = (0..m).map(|v| (parent[v], v + 1)).collect();
            let root = rng.below(m + 1);
            let want = brute(m + 1, &edges, &[root]);
            assert_eq!(green_graph_value(m + 1, &edges, &[root]), want);
            let mut g = vec![0u64; m + 1];
            for v in (1..=m).rev() {
                g[parent[v - 1]] ^= g[v] + 1;
            }
            let under = |mut x: usize, v: usize| {
                while x > v {
                    x = parent[x - 1];
                }
                x == v
            };
            for (v, &gv) in g.iter().enumerate() {
                let sub: Vec<(usize, usize)> = edges
                    .iter()
                    .copied()
                    .filter(|&(_, c)| c != v && under(c, v))
                    .collect();
                assert_eq!(gv, green_graph_value(m + 1, &sub, &[v]), "subtree of {v}");
            }
        }
    }

    /// Trees with several ground vertices (CF 1610I's pinned vertices).
    #[test]
    fn pinned_tree_vertices() {
        let mut rng = Rng(3);
        for _ in 0..300 {
            let m = 1 + rng.below(9);
            let parent: Vec<usize> = (0..m).map(|v| rng.below(v + 1)).collect();
            let pinned: Vec<usize> = (0..1 + rng.below(4)).map(|_| rng.below(m + 1)).collect();
            let edges: Vec<(usize, usize)> = (0..m).map(|v| (parent[v], v + 1)).collect();
            let want = brute(m + 1, &edges, &pinned);
            assert_eq!(
                green_graph_value(m + 1, &edges, &pinned),
                want,
                "{parent:?} pinned {pinned:?}"
            );
        }
    }

    #[test]
    fn paths_of_300000_vertices() {
        let n: usize = 300_000;
        let edges: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
        assert_eq!(green_graph_value(n, &edges, &[0]), n as u64 - 1);
        // Grounded at both ends, the path is one cycle of n - 1 edges.
        assert_eq!(
            green_graph_value(n, &edges, &[0, n - 1]),
            (n as u64 - 1) % 2
        );
    }

    #[test]
    #[should_panic(expected = "green_graph_value: edge (0, 3) has an end >= n = 3")]
    fn an_edge_end_out_of_range_panics() {
        green_graph_value(3, &[(0, 1), (0, 3)], &[0]);
    }

    #[test]
    #[should_panic(expected = "green_graph_value: ground vertex 5 >= n = 3")]
    fn a_ground_vertex_out_of_range_panics() {
        green_graph_value(3, &[(0, 1)], &[5]);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        #[test]
        fn proptest_graphs(seed in any::<u64>()) {
            check_graph(&mut Rng(seed));
        }
    }
}
