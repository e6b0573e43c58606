//! Min-cost / max-cost retrograde on game graphs with cycles: every move costs a weight, one
//!   player minimizes the total and wants the game to end, the other maximizes it and wants it
//!   never to end (ABC261 Ex "Game on Graph"). Win/Loss/Draw with plies: retrograde.
//! Usage: `let r = retrograde_cost(2 * n, &edges, |p| p % 2 == 0);` (edges: &[(from, to, cost)];
//!   p = 2v + turn when the players alternate); r.value[p] (NEVER_ENDS: infinite play),
//!   r.best_edge[p] = Some(index into edges) of an optimal move. No moves: the game ends, value
//!   0 (an end worth t: a move of cost t to a new position without moves).
//! Time: O((n + m) log n), Dijkstra from the ends: a minimizer is final when popped, a maximizer
//!   when its last move is; memory O(n + m). Costs: u64, 0 allowed; sums >= NEVER_ENDS panic.
//! Source: the ABC261 Ex editorial (Dijkstra + out-degree counters, as in CF 786A).
//! Status: tests below (every graph <= 3 positions, owners, costs 0..2; proptest <= 9 positions;
//!   vs the fixpoint "the game must end within k moves" for growing k); the ABC261 Ex samples.
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// `value[p]` of a game that never ends under optimal play.
pub const NEVER_ENDS: u64 = u64::MAX;

/// Per position p: `value[p]` = the total cost to the end under optimal play (or NEVER_ENDS);
/// `best_edge[p]` = an optimal move (None without moves; from a NEVER_ENDS position a move
/// that keeps it so).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CostValues {
    pub value: Vec<u64>,
    pub best_edge: Vec<Option<usize>>,
}

/// Solves the game of moves `edges` (from, to, cost), duplicates and self-loops allowed;
/// `is_min(p)`: the minimizer moves at p (else the maximizer).
pub fn retrograde_cost(
    n: usize,
    edges: &[(usize, usize, u64)],
    is_min: impl Fn(usize) -> bool,
) -> CostValues {
    // left[u] = u's moves whose end is not final yet; into[v] = the moves into v (edge indices)
    let (mut left, mut into) = (vec![0usize; n], vec![Vec::new(); n]);
    for (i, &(u, v, c)) in edges.iter().enumerate() {
        let ok = u < n && v < n && c < NEVER_ENDS;
        assert!(ok, "retrograde_cost: bad move {:?} for n = {}", edges[i], n);
        left[u] += 1;
        into[v].push(i);
    }
    let (mut value, mut done) = (vec![NEVER_ENDS; n], vec![false; n]);
    let mut best_edge = vec![None; n];
    let sinks = (0..n).filter(|&v| left[v] == 0);
    let mut heap: BinaryHeap<_> = sinks.map(|v| Reverse((0, v))).collect();
    while let Some(Reverse((d, v))) = heap.pop() {
        if done[v] {
            continue; // a stale entry: v was popped with a lower value
        }
        (value[v], done[v]) = (d, true);
        for &i in &into[v] {
            let (u, _, c) = edges[i]; // u is not final: a final minimizer ignores x >= its value
            let x = d.checked_add(c).filter(|&x| x < NEVER_ENDS);
            let x = x.unwrap_or_else(|| panic!("retrograde_cost: the value of {} overflows", u));
            if is_min(u) && x < value[u] {
                (value[u], best_edge[u]) = (x, Some(i)); // the cheapest end so far
                heap.push(Reverse((x, u)));
            } else if !is_min(u) {
                if best_edge[u].is_none() || x > value[u] {
                    (value[u], best_edge[u]) = (x, Some(i)); // the costliest end so far
                }
                left[u] -= 1;
                if left[u] == 0 {
                    heap.push(Reverse((value[u], u)));
                }
            }
        }
    }
    for v in (0..n).filter(|&v| !done[v]) {
        // a maximizer with a move left, or a minimizer without a move to a final position
        (value[v], best_edge[v]) = (NEVER_ENDS, None);
    }
    for (i, &(u, v, _)) in edges.iter().enumerate() {
        if value[u] == NEVER_ENDS && value[v] == NEVER_ENDS && best_edge[u].is_none() {
            best_edge[u] = Some(i); // a move that keeps the game going
        }
    }
    CostValues { value, best_edge }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// v[p] after k rounds: the value when the game must end within k moves (NEVER_ENDS if it
    /// cannot). It only falls with k; with n positions it is final by k = n (the true value).
    fn fixpoint(n: usize, edges: &[(usize, usize, u64)], is_min: &[bool]) -> Vec<u64> {
        let sink = |p: usize| !edges.iter().any(|e| e.0 == p);
        let mut v: Vec<u64> = (0..n)
            .map(|p| if sink(p) { 0 } else { NEVER_ENDS })
            .collect();
        for _ in 0..2 * n + 2 {
            let old = v.clone();
            for p in (0..n).filter(|&p| !sink(p)) {
                let opts = edges.iter().filter(|e| e.0 == p).map(|e| {
                    if old[e.1] == NEVER_ENDS {
                        NEVER_ENDS
                    } else {
                        old[e.1] + e.2
                    }
                });
                v[p] = if is_min[p] { opts.min() } else { opts.max() }.unwrap();
            }
        }
        v
    }

    fn check(n: usize, edges: &[(usize, usize, u64)], is_min: &[bool]) {
        let r = retrograde_cost(n, edges, |p| is_min[p]);
        let want = fixpoint(n, edges, is_min);
        assert_eq!(r.value, want, "edges {:?} min {:?}", edges, is_min);
        for p in 0..n {
            if !edges.iter().any(|e| e.0 == p) {
                assert_eq!(r.best_edge[p], None, "position {}: no move", p);
                continue;
            }
            let i = r.best_edge[p].unwrap_or_else(|| panic!("position {}: no best move", p));
            let (u, v, c) = edges[i];
            assert_eq!(u, p, "best edge of {} leaves {}", p, u);
            let got = if r.value[v] == NEVER_ENDS {
                NEVER_ENDS
            } else {
                r.value[v] + c
            };
            assert_eq!(
                got, r.value[p],
                "best edge {} of {}, edges {:?}",
                i, p, edges
            );
        }
    }

    #[test]
    fn every_small_graph() {
        // every graph on <= 3 positions without duplicate moves, costs 0..=2, every owner set
        for n in 0..=3usize {
            let pairs: Vec<(usize, usize)> = (0..n * n).map(|k| (k / n, k % n)).collect();
            for mask in 0..1u32 << pairs.len() {
                let chosen: Vec<(usize, usize)> = (0..pairs.len())
                    .filter(|k| mask >> k & 1 == 1)
                    .map(|k| pairs[k])
                    .collect();
                let ways = 3u32.pow(chosen.len() as u32);
                for costs in (0..ways).step_by(if chosen.len() > 6 { 7 } else { 1 }) {
                    let cost = |k: usize| (costs / 3u32.pow(k as u32) % 3) as u64;
                    let edges: Vec<(usize, usize, u64)> = (0..chosen.len())
                        .map(|k| (chosen[k].0, chosen[k].1, cost(k)))
                        .collect();
                    for owners in 0..1 << n {
                        let is_min: Vec<bool> = (0..n).map(|p| owners >> p & 1 == 1).collect();
                        check(n, &edges, &is_min);
                    }
                }
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]
        #[test]
        fn random_graphs_match_the_fixpoint(
            (n, edges, is_min) in (1usize..=9).prop_flat_map(|n| (
                Just(n),
                proptest::collection::vec((0..n, 0..n, 0u64..20), 0..=3 * n),
                proptest::collection::vec(any::<bool>(), n),
            ))
        ) {
            check(n, &edges, &is_min);
        }
    }

    #[test]
    fn abc261_ex_samples() {
        // positions 2v + t: t = 0 Takahashi (minimizer) to move, t = 1 Aoki
        let solve = |n: usize, e: &[(usize, usize, u64)], v: usize| {
            let mut edges = Vec::new();
            for &(a, b, c) in e {
                edges.push((2 * (a - 1), 2 * (b - 1) + 1, c));
                edges.push((2 * (a - 1) + 1, 2 * (b - 1), c));
            }
            retrograde_cost(2 * n, &edges, |p| p % 2 == 0).value[2 * (v - 1)]
        };
        let e1 = [
            (1, 2, 1),
            (1, 3, 10),
            (2, 4, 100),
            (2, 5, 102),
            (3, 6, 20),
            (3, 7, 30),
        ];
        assert_eq!(solve(7, &e1, 1), 40);
        let e2 = [
            (1, 2, 1),
            (2, 1, 2),
            (2, 3, 3),
            (3, 2, 4),
            (3, 1, 5),
            (1, 3, 6),
        ];
        assert_eq!(solve(3, &e2, 3), NEVER_ENDS);
        assert_eq!(
            solve(4, &[(1, 2, 1), (2, 3, 1), (3, 1, 1), (2, 4, 1)], 1),
            5
        );
    }

    #[test]
    fn maximizer_takes_its_costliest_end_and_keeps_a_cycle() {
        // 0 (max) -> 1 cost 3 or -> 2 cost 7 (1, 2 end); 3 (max) -> 1 cost 9 or -> 4 (min) -> 3:
        // 3 keeps the cycle; 5 (min) -> 3 or -> 2 cost 1 avoids it
        let e = [
            (0, 1, 3),
            (0, 2, 7),
            (3, 1, 9),
            (3, 4, 0),
            (4, 3, 0),
            (5, 3, 0),
            (5, 2, 1),
        ];
        let r = retrograde_cost(6, &e, |p| p >= 4);
        assert_eq!(r.value, vec![7, 0, 0, NEVER_ENDS, NEVER_ENDS, 1]);
        assert_eq!(
            r.best_edge,
            vec![Some(1), None, None, Some(3), Some(4), Some(6)]
        );
        // the maximizer's costliest move popped first: 0 -> 1 cost 9 beats 0 -> 2 cost 0
        let r = retrograde_cost(3, &[(0, 2, 0), (0, 1, 9), (1, 2, 0)], |p| p != 0);
        assert_eq!(
            (r.value, r.best_edge),
            (vec![9, 0, 0], vec![Some(1), Some(2), None])
        );
        // duplicate moves: the minimizer takes the cheaper copy
        let r = retrograde_cost(2, &[(0, 1, 4), (0, 1, 2)], |_| true);
        assert_eq!((r.value, r.best_edge), (vec![2, 0], vec![Some(1), None]));
        assert_eq!(retrograde_cost(0, &[], |_| true).value, Vec::<u64>::new());
    }

    #[test]
    #[should_panic(expected = "retrograde_cost: bad move (0, 2, 1) for n = 2")]
    fn move_out_of_range() {
        retrograde_cost(2, &[(0, 1, 1), (0, 2, 1)], |_| true);
    }

    #[test]
    #[should_panic(expected = "retrograde_cost: bad move (2, 0, 1) for n = 2")]
    fn source_out_of_range() {
        retrograde_cost(2, &[(2, 0, 1)], |_| true);
    }

    #[test]
    #[should_panic(expected = "retrograde_cost: the value of 0 overflows")]
    fn overflow_panics() {
        retrograde_cost(3, &[(0, 1, NEVER_ENDS - 1), (1, 2, 1)], |_| true);
    }

    #[test]
    #[should_panic(expected = "retrograde_cost: bad move (0, 1, 18446744073709551615) for n = 2")]
    fn infinite_cost_panics() {
        retrograde_cost(2, &[(0, 1, NEVER_ENDS)], |_| true);
    }
}
