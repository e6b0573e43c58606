//! Grundy values of the states reached from a start state, memoized by key (tuples, bitmasks),
//!   and of every vertex of a DAG numbered in any order: no numbering with parts below (grundy).
//! Use for states such as (stones left, set of take sizes used) or tokens on a DAG. Positions
//!   that repeat (cycles): retrograde; a numbered table 0..n with parts < s: grundy (faster).
//! Usage: `let g = grundy_of(&mut memo, start, |s, emit| for t in succ(s) { emit(&[t]) });`
//!   (a split emits its parts: `emit(&[a, b])`) with memo `HashMap::new()` (Copy + Hash keys)
//!   or `vec![None; n]` (ids 0..n), shared by start states: `memo[&s]` = Some(g(s)) per state
//!   reached; `grundy_dag(&adj)` -> Vec<u32> (adj[v]: v's successors, any order, duplicates ok).
//! Time: O(states + parts) memo look-ups; `moves(s)` runs twice for a state with new parts.
//!   Iterative (1e6-state chains are fine). `moves` is FnMut (a Vec in a `move` closure: `let a = &a;`).
//! Source: Sprague-Grundy (mex over the XORs of the parts), depth-first with an explicit stack.
//! Status: tests below (vs grundy, CF 768E, Kayles on masks and segments, random DAGs vs recursion).

use std::collections::HashMap;
use std::hash::{BuildHasher, Hash};

/// A memo slot per state: None (not seen yet) or Some(Grundy value).
pub trait GrundyMemo<S> {
    fn slot(&mut self, s: S) -> &mut Option<u32>;
}

impl GrundyMemo<usize> for Vec<Option<u32>> {
    fn slot(&mut self, s: usize) -> &mut Option<u32> {
        let n = self.len();
        assert!(s < n, "grundy_of: state {} >= memo length {}", s, n);
        &mut self[s]
    }
}

impl<S: Hash + Eq, H: BuildHasher> GrundyMemo<S> for HashMap<S, Option<u32>, H> {
    fn slot(&mut self, s: S) -> &mut Option<u32> {
        self.entry(s).or_insert(None)
    }
}

/// The Grundy value of `start`, solving every state it reaches into `memo`. `moves(s, emit)`
/// calls `emit(&parts)` once per move from s (one part: the state moved to). Panics on a cycle.
pub fn grundy_of<S: Copy, M: GrundyMemo<S>, F>(memo: &mut M, start: S, mut moves: F) -> u32
where
    F: FnMut(S, &mut dyn FnMut(&[S])),
{
    // A state on the stack is OPEN once its moves have been listed: every state above it was
    // pushed for it or for a descendant, so a move into an OPEN state closes a cycle.
    const OPEN: u32 = u32::MAX;
    let (mut stack, mut options, mut new) = (vec![start], Vec::new(), Vec::new());
    while let Some(s) = stack.pop() {
        if memo.slot(s).is_some_and(|g| g != OPEN) {
            continue; // solved meanwhile (it was pushed twice)
        }
        options.clear();
        moves(s, &mut |parts: &[S]| {
            let mut x = 0;
            for &p in parts {
                match *memo.slot(p) {
                    Some(OPEN) => panic!("grundy_of: cycle: a state is reached from itself"),
                    Some(g) => x ^= g,
                    None => new.push(p),
                }
            }
            options.push(x);
        });
        if !new.is_empty() {
            *memo.slot(s) = Some(OPEN); // its new parts first, then s again
            stack.push(s);
            stack.append(&mut new);
            continue;
        }
        options.sort_unstable(); // mex: the first value missing from the sorted options
        *memo.slot(s) = (0..).find(|v| options.binary_search(v).is_err());
    }
    memo.slot(start).unwrap()
}

/// Grundy value of every vertex of a DAG (`adj[v]`: the vertices one move from v); a token game's
/// value is the XOR over the tokens. Panics on a cycle or a successor not below adj.len().
pub fn grundy_dag(adj: &[Vec<usize>]) -> Vec<u32> {
    let mut memo = vec![None; adj.len()];
    for v in 0..adj.len() {
        grundy_of(&mut memo, v, |u, e| adj[u].iter().for_each(|&w| e(&[w])));
    }
    memo.into_iter().map(Option::unwrap).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Kayles by numbered states (a row of s pins; knock 1 or 2 adjacent), the plain way.
    fn kayles(n: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::new();
        for s in 0..n {
            let mut opts = Vec::new();
            for k in 1..=s.min(2) {
                opts.extend((0..=s - k).map(|a| g[a] ^ g[s - k - a]));
            }
            g.push((0..).find(|v| !opts.contains(v)).unwrap());
        }
        g
    }

    #[test]
    fn kayles_rows_with_a_vec_memo_and_a_hash_memo() {
        let want = kayles(60);
        let moves = |s: usize, emit: &mut dyn FnMut(&[usize])| {
            for k in 1..=s.min(2) {
                (0..=s - k).for_each(|a| emit(&[a, s - k - a]));
            }
        };
        let mut memo = vec![None; 60];
        assert_eq!(grundy_of(&mut memo, 59, moves), want[59]);
        let got: Vec<u32> = memo.iter().map(|g| g.unwrap()).collect();
        assert_eq!(got, want); // every state below 59 is reached
        let mut memo = HashMap::new();
        assert_eq!(grundy_of(&mut memo, 40usize, moves), want[40]);
        assert_eq!(memo.len(), 41);
        assert!(memo.iter().all(|(&s, &g)| g == Some(want[s])));
        // the memo is shared: a later start reuses it
        assert_eq!(grundy_of(&mut memo, 50usize, moves), want[50]);
        assert_eq!(memo.len(), 51);
    }

    #[test]
    #[allow(clippy::type_complexity)]
    fn kayles_segments_as_tuples_and_rows_as_bitmasks() {
        let want = kayles(13);
        // state (l, r): the pins l..r of a row of 12 left standing
        let mut memo = HashMap::new();
        let seg = |(l, r): (usize, usize), emit: &mut dyn FnMut(&[(usize, usize)])| {
            for i in l..r {
                emit(&[(l, i), (i + 1, r)]);
                if i + 1 < r {
                    emit(&[(l, i), (i + 2, r)]);
                }
            }
        };
        assert_eq!(grundy_of(&mut memo, (0, 12), seg), want[12]);
        assert!(memo.iter().all(|(&(l, r), &g)| g == Some(want[r - l])));
        // state: a bitmask of the standing pins of a row of 10; a move clears 1 or 2 adjacent
        let mut memo = HashMap::new();
        for mask in 0..1u32 << 10 {
            let g = grundy_of(&mut memo, mask, |m, emit| {
                for i in 0..10 {
                    if m >> i & 1 == 1 {
                        emit(&[m & !(1 << i)]);
                        if m >> (i + 1) & 1 == 1 {
                            emit(&[m & !(3 << i)]);
                        }
                    }
                }
            });
            let runs = (0..=10).fold((0, 0), |(x, run), i| match mask >> i & 1 {
                1 if i < 10 => (x, run + 1),
                _ => (x ^ want[run], 0),
            });
            assert_eq!(g, runs.0, "mask {:b}", mask);
        }
    }

    #[test]
    fn game_of_stones_cf768e() {
        // CF 768E: a pile of s stones; a move takes k stones, a k not taken from this pile
        // before. State (stones left, bitmask of the sizes used). The editorial's value: the
        // largest k with 1 + 2 + .. + k <= s. The problem has s <= 60 (9e5 states); 45 keeps
        // the test quick.
        let mut memo = HashMap::new();
        for s in 0..=45u64 {
            let g = grundy_of(&mut memo, (s, 0u64), |(left, used), emit| {
                for k in (1..=left).filter(|&k| used >> k & 1 == 0) {
                    emit(&[(left - k, used | 1 << k)]);
                }
            });
            let k = (0..=s)
                .take_while(|&k| k * (k + 1) / 2 <= s)
                .last()
                .unwrap();
            assert_eq!(g as u64, k, "s = {}", s);
        }
        assert!(memo.len() > 10_000, "{} states", memo.len());
    }

    #[test]
    fn fnmut_moves_and_a_long_chain() {
        // the successor closure counts its calls: moves(s) runs once, or twice with new parts
        let (mut calls, n) = (0, 1_000_000);
        let mut memo = vec![None; n];
        let g = grundy_of(&mut memo, n - 1, |s, emit| {
            calls += 1;
            if s > 0 {
                emit(&[s - 1]);
            }
        });
        assert_eq!((g, memo[n - 2], memo[0]), (1, Some(0), Some(0)));
        assert_eq!(calls, 2 * n - 1); // state 0 has no parts: listed once
    }

    /// Plain recursive Grundy values of a DAG.
    fn recursive(adj: &[Vec<usize>], v: usize) -> u32 {
        let opts: Vec<u32> = adj[v].iter().map(|&w| recursive(adj, w)).collect();
        (0..).find(|x| !opts.contains(x)).unwrap()
    }

    /// A random DAG whose vertices are numbered in a random order: edges go from a higher rank to
    /// a lower one, ranks are a permutation of the ids; duplicate edges on purpose.
    fn dag() -> impl Strategy<Value = Vec<Vec<usize>>> {
        (1usize..=12).prop_flat_map(|n| {
            let perm = Just((0..n).collect::<Vec<usize>>()).prop_shuffle();
            let edges = proptest::collection::vec((0..n, 0..n), 0..3 * n);
            (perm, edges).prop_map(move |(rank, edges)| {
                let mut adj = vec![Vec::new(); n];
                for (a, b) in edges {
                    if a != b {
                        let (hi, lo) = (a.max(b), a.min(b));
                        adj[rank[hi]].push(rank[lo]);
                        if a % 3 == 0 {
                            adj[rank[hi]].push(rank[lo]);
                        }
                    }
                }
                adj
            })
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]
        #[test]
        fn random_dags_any_numbering_match_recursion(adj in dag()) {
            let g = grundy_dag(&adj);
            for (v, &gv) in g.iter().enumerate() {
                prop_assert_eq!(gv, recursive(&adj, v), "vertex {}", v);
            }
        }
    }

    #[test]
    fn tokens_on_a_dag_numbered_backwards() {
        // 0 -> 1 -> 2 -> 3 and 0 -> 3: edges to larger ids, so grundy's numbering does not fit
        let adj = vec![vec![1, 3], vec![2], vec![3], vec![]];
        assert_eq!(grundy_dag(&adj), [1, 0, 1, 0]);
        assert_eq!(grundy_dag(&[]), []);
    }

    #[test]
    #[should_panic(expected = "grundy_of: cycle: a state is reached from itself")]
    fn dag_with_a_cycle_panics() {
        grundy_dag(&[vec![1], vec![2], vec![0], vec![]]);
    }

    #[test]
    #[should_panic(expected = "grundy_of: cycle: a state is reached from itself")]
    fn self_loop_panics() {
        grundy_of(&mut HashMap::new(), 5u8, |s, emit| emit(&[s]));
    }

    #[test]
    #[should_panic(expected = "grundy_of: state 4 >= memo length 4")]
    fn successor_out_of_range_panics() {
        grundy_dag(&[vec![1], vec![4], vec![], vec![]]);
    }
}
