//! Numbers the states reached from a start state so that every move raises the id (keys: tuples,
//!   Vecs such as a multiset of group sizes, bitmasks): the numbering expectiminimax wants.
//! Use when positions are keyed, not numbered, and no move sequence repeats a state; a cycle
//!   panics (a roll back to its own state: fold it first, README Patterns; repeats: retrograde).
//! Usage: `let (states, id) = topo_ids(start, |s: &Key| successors(s));` then `states[v]` is
//!   position v's key and `id[&key]` its number; the start is 0 and every successor of
//!   `states[v]` has an id above v. `moves(&s)` returns any IntoIterator (a Vec works), FnMut.
//! Time: O(states + moves) hash look-ups, `moves` once per state; keys stored twice (states, id).
//!   Iterative (a 1e6-state chain is fine).
//! Source: depth-first post-order, reversed, is a topological order (Tarjan 1976).
//! Status: tests below (random relabelled DAGs vs reachability and every edge, cycles, multisets).

use std::collections::HashMap;
use std::hash::Hash;

/// The states reached from `start`, ordered so that every move goes to a later one (start
/// first), and each state's index in that order. `moves(&s)`: the states one move from s
/// (duplicates are fine). Panics on a cycle.
pub fn topo_ids<K, I, F>(start: K, mut moves: F) -> (Vec<K>, HashMap<K, usize>)
where
    K: Clone + Eq + Hash,
    I: IntoIterator<Item = K>,
    F: FnMut(&K) -> I,
{
    // Depth first: a state is OPEN while the states after it are explored, then gets its rank
    // in post-order; a move into an OPEN state closes a cycle. Reversed, post-order puts every
    // state before all the states it moves to.
    const OPEN: usize = usize::MAX;
    let (mut rank, mut post) = (HashMap::new(), Vec::new());
    rank.insert(start.clone(), OPEN);
    let mut stack = vec![(moves(&start).into_iter(), start)];
    while let Some((next, _)) = stack.last_mut() {
        match next.next() {
            Some(t) => match rank.get(&t) {
                None => {
                    rank.insert(t.clone(), OPEN);
                    stack.push((moves(&t).into_iter(), t));
                }
                Some(&OPEN) => panic!("topo_ids: a cycle: a move returns to a state on its line"),
                Some(_) => {} // already numbered
            },
            None => {
                let (_, s) = stack.pop().unwrap();
                rank.insert(s.clone(), post.len());
                post.push(s);
            }
        }
    }
    let n = post.len();
    rank.values_mut().for_each(|r| *r = n - 1 - *r);
    post.reverse();
    (post, rank)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashSet;

    /// A random DAG on 0..n (edges go up), then relabelled by a random permutation so that the
    /// keys carry no order: adj[key] = the keys one move away.
    fn random_dag(seed: u64, n: usize, edges: usize) -> Vec<Vec<usize>> {
        let mut x = seed | 1;
        let mut rnd = |m: usize| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % m as u64) as usize
        };
        let mut perm: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            perm.swap(i, rnd(i + 1));
        }
        let mut adj = vec![Vec::new(); n];
        for _ in 0..edges {
            let (a, b) = (rnd(n), rnd(n));
            if a < b {
                adj[perm[a]].push(perm[b]);
            }
        }
        adj
    }

    /// Checks every promise of topo_ids on `adj` from `start`.
    fn check(adj: &[Vec<usize>], start: usize) {
        let mut calls = vec![0; adj.len()];
        let (states, id) = topo_ids(start, |&s| {
            calls[s] += 1;
            adj[s].clone()
        });
        // brute force: the states reachable from start
        let (mut seen, mut todo) = (HashSet::from([start]), vec![start]);
        while let Some(s) = todo.pop() {
            for &t in &adj[s] {
                if seen.insert(t) {
                    todo.push(t);
                }
            }
        }
        assert_eq!(states.len(), seen.len());
        assert_eq!(id.len(), seen.len());
        assert_eq!((states[0], id[&start]), (start, 0));
        for (v, s) in states.iter().enumerate() {
            assert!(seen.contains(s));
            assert_eq!(id[s], v);
            assert_eq!(calls[*s], 1, "moves called once per state");
            assert!(
                adj[*s].iter().all(|t| id[t] > v),
                "a move from {s} does not raise the id"
            );
        }
        assert_eq!(calls.iter().sum::<usize>(), seen.len());
    }

    #[test]
    fn small_dags_exhaustively() {
        // every DAG on 4 vertices whose edges go up, relabelled, from every start
        let pairs: Vec<(usize, usize)> = (0..4)
            .flat_map(|a| (a + 1..4).map(move |b| (a, b)))
            .collect();
        for mask in 0..1u32 << pairs.len() {
            for perm in [[0, 1, 2, 3], [3, 1, 0, 2], [2, 3, 1, 0]] {
                let mut adj = vec![Vec::new(); 4];
                for (i, &(a, b)) in pairs.iter().enumerate() {
                    if mask >> i & 1 == 1 {
                        adj[perm[a]].push(perm[b]);
                    }
                }
                (0..4).for_each(|s| check(&adj, s));
            }
        }
    }

    #[test]
    fn exact_order_of_a_diamond() {
        // 0 -> 1, 0 -> 2, 1 -> 3, 2 -> 3, 2 -> 1: the only order is 0, 2, 1, 3
        let adj = [vec![1, 2], vec![3], vec![3, 1], vec![]];
        let (states, id) = topo_ids(0, |&s: &usize| adj[s].clone());
        assert_eq!(states, vec![0, 2, 1, 3]);
        assert_eq!((id[&0], id[&2], id[&1], id[&3]), (0, 1, 2, 3));
        let (states, _) = topo_ids(3, |&s: &usize| adj[s].clone()); // no moves: the start alone
        assert_eq!(states, vec![3]);
    }

    #[test]
    fn duplicate_moves_and_tuple_keys() {
        // (i, j) on a 3 x 3 grid, moves right or down, each listed twice
        let (states, id) = topo_ids((0u8, 0u8), |&(i, j)| {
            let mut v = Vec::new();
            for _ in 0..2 {
                v.extend((i < 2).then_some((i + 1, j)));
                v.extend((j < 2).then_some((i, j + 1)));
            }
            v
        });
        assert_eq!(states.len(), 9);
        for &(i, j) in &states {
            assert!(i == 2 || id[&(i + 1, j)] > id[&(i, j)]);
            assert!(j == 2 || id[&(i, j + 1)] > id[&(i, j)]);
        }
    }

    #[test]
    fn multisets_of_group_sizes() {
        // roll a 3-faced die 4 times, the state is the multiset of group sizes (sorted, largest
        // first): 1 + 1 + 2 + 3 + 4 = 11 partitions of 0..=4 into at most 3 parts
        let (m, n) = (3, 4);
        let rolls = |s: &Vec<u32>| {
            let mut out = Vec::new();
            if s.iter().sum::<u32>() < n {
                for i in 0..s.len() {
                    let mut t = s.clone();
                    t[i] += 1;
                    t.sort_unstable_by(|a, b| b.cmp(a));
                    out.push(t);
                }
                if s.len() < m {
                    out.push([&s[..], &[1]].concat());
                }
            }
            out
        };
        let (states, id) = topo_ids(Vec::new(), rolls);
        assert_eq!(
            (states.len(), id[&vec![]], id.contains_key(&vec![2, 2])),
            (11, 0, true)
        );
        for (v, s) in states.iter().enumerate() {
            assert!(rolls(s).iter().all(|t| id[t] > v));
        }
        assert_eq!(states[10].iter().sum::<u32>(), 4); // the last state has no move
    }

    #[test]
    fn a_long_chain_is_iterative() {
        let n = 1_000_000u32;
        let (states, id) = topo_ids(0u32, |&s| (s < n).then_some(s + 1));
        assert_eq!(
            (states.len(), id[&n], states[500]),
            (n as usize + 1, n as usize, 500)
        );
    }

    #[test]
    #[should_panic(expected = "topo_ids: a cycle: a move returns to a state on its line")]
    fn a_cycle_panics() {
        topo_ids(0u32, |&s| Some((s + 1) % 3));
    }

    #[test]
    #[should_panic(expected = "topo_ids: a cycle")]
    fn a_self_loop_panics() {
        topo_ids(5u32, |&s| vec![s + 1, s].into_iter().filter(|&t| t <= 6));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn random_dags(seed in any::<u64>(), n in 1usize..40, e in 0usize..120, start in 0usize..40) {
            let adj = random_dag(seed, n, e);
            check(&adj, start % n);
        }
    }
}
