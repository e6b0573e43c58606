//! Max^n: N-player game tree search where each mover maximizes its own utility component.
//! For small multi-player turn games (3+ players, or 2 with non-zero-sum payoffs); two-player
//!   zero-sum games are faster with alpha-beta (game_tree).
//! Usage: `let (leaf, best) = MaxN::new(3, children, mover, utility).solve();` node 0 the root,
//!   mover[v] at inner nodes, utility[v] (n values) at leaves; `utility[leaf[0]]` is the root's
//!   value, `best[v]` the chosen child (None at leaves; unreachable nodes: usize::MAX and None).
//! Backward induction: a subgame-perfect equilibrium; ties go to the FIRST child with the maximal
//!   own component (other rules, e.g. paranoid, give other answers: change the comparison).
//! Time: O(n), iterative (any depth); memory O(n), values as leaf ids. Panics on a non-tree (two
//!   parents, root as a child), bad lengths or indices, mover >= n, a leaf without n utilities.
//! Source: Luckhardt, Irani, "An algorithmic solution of N-person games" (AAAI 1986).
//! Status: tests below vs recursive max^n and the equilibrium property (proptest, 3 players).

pub struct MaxN {
    children: Vec<Vec<usize>>,
    mover: Vec<usize>,
    utility: Vec<Vec<i64>>,
}

impl MaxN {
    pub fn new(
        n: usize,
        children: Vec<Vec<usize>>,
        mover: Vec<usize>,
        utility: Vec<Vec<i64>>,
    ) -> Self {
        let len = children.len();
        assert!(len > 0, "maxn: no nodes (node 0 is the root)");
        assert!(
            mover.len() == len && utility.len() == len,
            "maxn: children, mover and utility lengths differ"
        );
        let mut has_parent = vec![false; len];
        for (v, ch) in children.iter().enumerate() {
            if ch.is_empty() {
                let ok = utility[v].len() == n;
                assert!(ok, "maxn: leaf {} needs a utility for each player", v);
            } else {
                let m = mover[v];
                assert!(m < n, "maxn: mover {} of node {} is not a player", m, v);
            }
            for &c in ch {
                assert!(c < len, "maxn: child {} of node {} out of range", c, v);
                assert!(c != 0, "maxn: the root is a child of node {}: cycle", v);
                assert!(!has_parent[c], "maxn: node {} has two parents", c);
                has_parent[c] = true;
            }
        }
        MaxN {
            children,
            mover,
            utility,
        }
    }

    /// For every node: the leaf reached under max^n play, and the chosen child.
    pub fn solve(&self) -> (Vec<usize>, Vec<Option<usize>>) {
        let len = self.children.len();
        let (mut leaf, mut best) = (vec![usize::MAX; len], vec![None; len]);
        let mut order = vec![0]; // breadth-first from the root: reversed, children come first
        let mut i = 0;
        while i < order.len() {
            order.extend_from_slice(&self.children[order[i]]);
            i += 1;
        }
        for &v in order.iter().rev() {
            let (p, ch) = (self.mover[v], &self.children[v]);
            // max_by_key returns the last maximum: searched backwards, ties go to the first child
            match ch.iter().rev().max_by_key(|&&c| self.utility[leaf[c]][p]) {
                Some(&b) => (leaf[v], best[v]) = (leaf[b], Some(b)),
                None => leaf[v] = v, // a leaf
            }
        }
        (leaf, best)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    type Game = (Vec<Vec<usize>>, Vec<usize>, Vec<Vec<i64>>);

    /// Random 3-player tree: branching 0..5 (root >= 1), depth <= max_depth, movers in any order
    /// (a player may move twice in a row), utilities 0..=3.
    fn random_game(seed: u64, max_depth: usize) -> Game {
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut rnd = move |m: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % m
        };
        let (mut ch, mut depth) = (vec![vec![]], vec![0]);
        let (mut mover, mut util) = (vec![], vec![]);
        let mut v = 0;
        while v < ch.len() {
            let k = if depth[v] == max_depth {
                0
            } else if v == 0 {
                1 + rnd(4)
            } else {
                rnd(5)
            };
            for _ in 0..k {
                ch.push(vec![]);
                depth.push(depth[v] + 1);
                let c = ch.len() - 1;
                ch[v].push(c);
            }
            mover.push(rnd(3) as usize);
            util.push((0..3).map(|_| rnd(4) as i64).collect());
            v += 1;
        }
        (ch, mover, util)
    }

    /// Oracle: the definition, recursively, with vectors (first maximal child wins).
    fn brute(g: &Game, v: usize) -> Vec<i64> {
        let (ch, mover, util) = g;
        if ch[v].is_empty() {
            return util[v].clone();
        }
        let mut best: Option<Vec<i64>> = None;
        for &c in &ch[v] {
            let u = brute(g, c);
            if best.as_ref().map_or(true, |b| u[mover[v]] > b[mover[v]]) {
                best = Some(u);
            }
        }
        best.unwrap()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1000))]
        #[test]
        fn matches_brute_force(seed in any::<u64>(), depth in 1usize..=6) {
            let g = random_game(seed, depth);
            let m = MaxN::new(3, g.0.clone(), g.1.clone(), g.2.clone());
            let (leaf, best) = m.solve();
            prop_assert_eq!(&g.2[leaf[0]], &brute(&g, 0));
            for v in 0..g.0.len() {
                prop_assert_eq!(&g.2[leaf[v]], &brute(&g, v));
                if let Some(b) = best[v] {
                    // equilibrium: nobody gains by deviating; the first maximal child is chosen
                    let p = g.1[v];
                    let own = |c: usize| g.2[leaf[c]][p];
                    prop_assert!(g.0[v].iter().all(|&c| own(c) <= own(b)));
                    prop_assert_eq!(g.0[v].iter().position(|&c| own(c) == own(b)).map(|i| g.0[v][i]), Some(b));
                    prop_assert_eq!(leaf[v], leaf[b]);
                } else {
                    prop_assert!(g.0[v].is_empty());
                }
            }
        }
    }

    #[test]
    fn hand_example() {
        // Player 0 at the root, then player 1, then leaves (utilities of players 0, 1, 2).
        // Left: player 1 picks (1,4,1) over (3,2,3); right: player 1 ties (2,3,5) / (6,3,0)
        // and takes the first. Player 0 then prefers 2 over 1: the right subtree.
        let ch = vec![
            vec![1, 2],
            vec![3, 4],
            vec![5, 6],
            vec![],
            vec![],
            vec![],
            vec![],
        ];
        let mover = vec![0, 1, 1, 0, 0, 0, 0];
        let u = vec![
            vec![],
            vec![],
            vec![],
            vec![3, 2, 3],
            vec![1, 4, 1],
            vec![2, 3, 5],
            vec![6, 3, 0],
        ];
        let (leaf, best) = MaxN::new(3, ch, mover, u.clone()).solve();
        assert_eq!(
            (u[leaf[0]].clone(), best[0], best[1], best[2]),
            (vec![2, 3, 5], Some(2), Some(4), Some(5))
        );
    }

    #[test]
    fn path_of_100000_nodes() {
        let n = 100_000;
        let ch: Vec<Vec<usize>> = (0..n)
            .map(|v| if v + 1 < n { vec![v + 1] } else { vec![] })
            .collect();
        let mut u = vec![vec![]; n];
        u[n - 1] = vec![1, 2, 3, 4];
        let (leaf, best) = MaxN::new(4, ch, vec![2; n], u).solve();
        assert_eq!((leaf[0], best[0]), (n - 1, Some(1)));
    }

    #[test]
    #[should_panic(expected = "two parents")]
    fn dag() {
        MaxN::new(
            2,
            vec![vec![1, 2], vec![2], vec![]],
            vec![0, 1, 0],
            vec![vec![], vec![], vec![0, 0]],
        );
    }
    #[test]
    #[should_panic(expected = "cycle")]
    fn cycle() {
        MaxN::new(2, vec![vec![1], vec![0]], vec![0, 1], vec![vec![], vec![]]);
    }
    #[test]
    #[should_panic(expected = "out of range")]
    fn child_out_of_range() {
        MaxN::new(2, vec![vec![3]], vec![0], vec![vec![]]);
    }
    #[test]
    #[should_panic(expected = "is not a player")]
    fn bad_mover() {
        MaxN::new(
            2,
            vec![vec![1], vec![]],
            vec![2, 0],
            vec![vec![], vec![0, 0]],
        );
    }
    #[test]
    #[should_panic(expected = "utility for each")]
    fn short_utility() {
        MaxN::new(
            3,
            vec![vec![1], vec![]],
            vec![0, 0],
            vec![vec![], vec![0, 0]],
        );
    }
    #[test]
    fn unreachable_nodes_get_no_value() {
        // Nodes 2 and 3 are each other's child (a cycle the root never reaches), 4 a lone leaf.
        let ch = vec![vec![1], vec![], vec![3], vec![2], vec![]];
        let u = vec![vec![], vec![1, 2], vec![], vec![], vec![3, 4]];
        let (leaf, best) = MaxN::new(2, ch, vec![0, 0, 1, 0, 0], u).solve();
        let none = usize::MAX;
        assert_eq!(leaf, vec![1, 1, none, none, none]);
        assert_eq!(best, vec![Some(1), None, None, None, None]);
    }
    #[test]
    #[should_panic(expected = "lengths differ")]
    fn length_mismatch() {
        MaxN::new(2, vec![vec![]], vec![0, 0], vec![vec![0, 0]]);
    }
    #[test]
    #[should_panic(expected = "no nodes")]
    fn empty() {
        MaxN::new(2, vec![], vec![], vec![]);
    }
}
