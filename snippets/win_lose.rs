//! Win/lose DP over every state 0..n of a finite game given by a successor function.
//! Use when the states are numbered, all of them are wanted and players alternate (a move hands
//!   the turn to the opponent). Sums of games: grundy; from one start state, or gains / extra
//!   turns / chance: game_dp; repeated positions (draws): retrograde.
//! Usage: `let r = solve(k + 1, |s| a.iter().filter_map(move |&x| s.checked_sub(x)), false)
//!   .unwrap();` then `r.win[s]`; `r.good_move[s]` = Some(t), t the losing STATE to move to (not
//!   an index into moves_of(s)), when s wins. `moves`: FnMut.
//! Time: O(n + moves examined), a state stops at its first winning move; memory O(n) + one iterator per state on the DFS path.
//! Limits: n <= 2^27; iterative (1e6-state chains are fine); no move loses (wins if `misere`).
//!   `Err(s)`: a cycle through s on a search path; `Ok` labels are proven even on cyclic graphs.
//! Source: backward induction (Zermelo), memoized W/L recursion made iterative.
//! Status: tests below (vs minimax, a draw-aware fixpoint, Nim); verify/cross/dp.rs; problems/stones.

/// `win[s]`: the player to move at s wins; `good_move[s]`: the successor STATE (a number in
/// 0..n, not a move index) that loses for the opponent (None when s loses, and for misère
/// terminals).
pub struct WinLose {
    pub win: Vec<bool>,
    pub good_move: Vec<Option<usize>>,
}

/// Solves every state 0..n. Panics if a successor is not in 0..n, or if n > 2^27. A `moves`
/// closure whose inner `move` closure reads a Vec `a` is FnOnce (E0525): `let a = &a;` first.
pub fn solve<I, F>(n: usize, mut moves: F, misere: bool) -> Result<WinLose, usize>
where
    I: Iterator<Item = usize>,
    F: FnMut(usize) -> I,
{
    assert!(n <= 1 << 27, "win_lose: n = {} states is over 2^27", n);
    const NEW: u8 = 0; // never seen
    const OPEN: u8 = 1; // on the DFS path
    const LOST: u8 = 2;
    const WON: u8 = 3;
    let (mut label, mut good_move) = (vec![NEW; n], vec![None; n]);
    // the ancestors of the state being searched, with their untried moves
    let mut stack: Vec<(usize, I)> = Vec::new();
    for root in 0..n {
        if label[root] != NEW {
            continue;
        }
        label[root] = OPEN;
        let (mut s, mut it) = (root, moves(root)); // the state being searched, its untried moves
        'search: loop {
            let mut won = false;
            // moves to states that win for the opponent are skipped in one tight loop
            while let Some(t) = it.find(|&t| label.get(t) != Some(&WON)) {
                assert!(t < n, "win_lose: successor {} of {} >= n = {}", t, s, n);
                if label[t] == LOST {
                    // a winning move: the remaining moves are never generated
                    good_move[s] = Some(t);
                    won = true;
                    break;
                }
                if label[t] == OPEN {
                    return Err(t);
                }
                // a new state: search it first; s resumes when t is solved
                label[t] = OPEN;
                stack.push((s, std::mem::replace(&mut it, moves(t))));
                s = t;
            }
            loop {
                // s is solved; a terminal (no move at all) wins under misère play
                let terminal_wins = misere && !won && moves(s).next().is_none();
                label[s] = if won || terminal_wins { WON } else { LOST };
                let child = s;
                match stack.pop() {
                    Some(parent) => (s, it) = parent,
                    None => break 'search,
                }
                if label[child] != LOST {
                    continue 'search;
                }
                // the child loses: its parent wins by moving there
                good_move[s] = Some(child);
                won = true;
            }
        }
    }
    let win = label.iter().map(|&l| l == WON).collect();
    Ok(WinLose { win, good_move })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Plain recursive minimax, no memo.
    fn minimax(adj: &[Vec<usize>], s: usize, misere: bool) -> bool {
        if adj[s].is_empty() {
            return misere;
        }
        adj[s].iter().any(|&t| !minimax(adj, t, misere))
    }

    /// Random DAG on 0..n: edges only go from a state to a smaller one.
    fn dag() -> impl Strategy<Value = Vec<Vec<usize>>> {
        (1usize..=10).prop_flat_map(|n| {
            (0..n)
                .map(|s| proptest::collection::vec(0..s.max(1), 0..=if s == 0 { 0 } else { 3 }))
                .collect::<Vec<_>>()
        })
    }

    fn reaches(adj: &[Vec<usize>], from: usize, to: usize) -> bool {
        let mut seen = vec![false; adj.len()];
        let mut todo = vec![from];
        while let Some(s) = todo.pop() {
            for &t in &adj[s] {
                if t == to {
                    return true;
                }
                if !seen[t] {
                    seen[t] = true;
                    todo.push(t);
                }
            }
        }
        false
    }

    /// True values of a game on any graph, normal play: Some(win) or None for a draw
    /// (fixpoint: a state wins if a move reaches a loss, loses if every move reaches a win).
    fn draw_aware(adj: &[Vec<usize>]) -> Vec<Option<bool>> {
        let mut val = vec![None; adj.len()];
        loop {
            let mut changed = false;
            for s in 0..adj.len() {
                if val[s].is_none() {
                    if adj[s].iter().any(|&t| val[t] == Some(false)) {
                        val[s] = Some(true);
                    } else if adj[s].iter().all(|&t| val[t] == Some(true)) {
                        val[s] = Some(false);
                    } else {
                        continue;
                    }
                    changed = true;
                }
            }
            if !changed {
                return val;
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(128))]
        #[test]
        fn random_dags_match_minimax(adj in dag(), misere in any::<bool>()) {
            let n = adj.len();
            let r = solve(n, |s| adj[s].iter().copied(), misere).unwrap();
            for s in 0..n {
                prop_assert_eq!(r.win[s], minimax(&adj, s, misere), "state {}", s);
                match r.good_move[s] {
                    Some(t) => {
                        prop_assert!(adj[s].contains(&t));
                        prop_assert!(!r.win[t]);
                    }
                    None => prop_assert!(!r.win[s] || (misere && adj[s].is_empty())),
                }
            }
        }

        #[test]
        fn random_graphs_cycles_reported(
            adj in (1usize..=8).prop_flat_map(|n| {
                proptest::collection::vec(proptest::collection::vec(0..n, 0..=2), n)
            })
        ) {
            let n = adj.len();
            let cyclic = (0..n).any(|s| reaches(&adj, s, s));
            let truth = draw_aware(&adj);
            match solve(n, |s| adj[s].iter().copied(), false) {
                // a label returned is the game's true value, even on a graph with cycles
                Ok(r) => {
                    let got: Vec<Option<bool>> = r.win.iter().map(|&w| Some(w)).collect();
                    prop_assert_eq!(got, truth.clone());
                }
                Err(s) => {
                    prop_assert!(cyclic);
                    prop_assert!(reaches(&adj, s, s), "state {} is not on a cycle", s);
                }
            }
            // a draw (a cycle that matters) is never hidden
            if truth.contains(&None) {
                prop_assert!(solve(n, |s| adj[s].iter().copied(), false).is_err());
            }
            // acyclic graphs always solve
            if !cyclic {
                prop_assert!(solve(n, |s| adj[s].iter().copied(), false).is_ok());
            }
        }
    }

    #[test]
    fn misere_nim_rule() {
        // three heaps of 0..=5, state = h0 + 6 h1 + 36 h2
        let dec = |s: usize| [s % 6, s / 6 % 6, s / 36];
        let moves = |s: usize| {
            let h = dec(s);
            let mut v = Vec::new();
            for (i, w) in [1, 6, 36].into_iter().enumerate() {
                for k in 1..=h[i] {
                    v.push(s - k * w);
                }
            }
            v.into_iter()
        };
        let r = solve(216, moves, true).unwrap();
        for s in 0..216 {
            let h = dec(s);
            let rule = if h.iter().all(|&x| x <= 1) {
                h.iter().sum::<usize>() % 2 == 0
            } else {
                h[0] ^ h[1] ^ h[2] != 0
            };
            assert_eq!(r.win[s], rule, "heaps {h:?}");
        }
        // normal play is plain Nim
        let r = solve(216, moves, false).unwrap();
        for s in 0..216 {
            let h = dec(s);
            assert_eq!(r.win[s], h[0] ^ h[1] ^ h[2] != 0, "heaps {h:?}");
        }
    }

    #[test]
    fn chain_of_a_million_states() {
        let n = 1_000_000;
        let r = solve(n, |s| s.checked_sub(1).into_iter(), false).unwrap();
        assert!(!r.win[0] && r.win[1] && !r.win[n - 2] && r.win[n - 1]);
        assert_eq!(r.good_move[n - 1], Some(n - 2));
        // solving from the top first: the DFS descends the whole chain at once
        let top = |s: usize| if s + 1 < n { Some(s + 1) } else { None }.into_iter();
        let r = solve(n, top, true).unwrap();
        assert!(r.win[n - 1] && !r.win[n - 2] && r.win[0] == (n % 2 == 1));
    }

    #[test]
    fn cycle_is_reported() {
        // 0 -> 1 -> 2 -> 3 -> 1, 4 -> 0
        let adj = [vec![1], vec![2], vec![3], vec![1], vec![0]];
        let e = solve(5, |s| adj[s].iter().copied(), false).err();
        assert!(matches!(e, Some(1..=3)), "{e:?}");
        assert_eq!(solve(1, |_| [0usize].into_iter(), false).err(), Some(0));
        // 0 -> {2, 1}, 1 -> 0, 2 terminal: 0 wins by moving to 2 before it meets the cycle
        let adj = [vec![2, 1], vec![0], vec![]];
        let r = solve(3, |s| adj[s].iter().copied(), false).unwrap();
        assert_eq!(r.win, [true, false, false]);
        assert_eq!(r.good_move, [Some(2), None, None]);
        // with the moves of 0 in the other order the cycle is on the search path
        let adj = [vec![1, 2], vec![0], vec![]];
        assert_eq!(solve(3, |s| adj[s].iter().copied(), false).err(), Some(0));
    }

    #[test]
    #[should_panic(expected = "win_lose: n = 134217729 states is over 2^27")]
    fn huge_table_panics() {
        let _ = solve((1 << 27) + 1, |_| std::iter::empty(), false);
    }

    #[test]
    #[should_panic(expected = "win_lose: successor 5 of 2 >= n = 3")]
    fn successor_out_of_range_panics() {
        let _ = solve(
            3,
            |s| if s == 2 { vec![5] } else { vec![] }.into_iter(),
            false,
        );
    }
}
