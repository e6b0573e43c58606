//! Game DP from a start state over the states it reaches (all of 0..n: win_lose): win/lose, or
//!   values with gains, extra turns (win/lose too: ±1), chance (`DpStep`); no moves: lost / 0.
//! Usage: `let (win, best) = dp_wins(&mut memo, s, &|s| None, &|s| successors(s));` and
//!   `let (v, best) = dp_value(&mut memo, s, &|s| outcome(s), &|s| steps(s));` (best: the first
//!   best move's index, None where `outcome` decides, found again on a solved s); any IntoIterator;
//!   states S: Copy (ids, bitmasks, tuples: pack a Vec in a u64); memo `vec![None; n]` (S: usize),
//!   `HashMap::new()` or `impl DpMemo<S, V>`, one for all starts; `Fn` closures: `let a = &a;` (E0525).
//!   Not a sum (lexicographic, AND nodes): `dp_fold(&mut memo, s, &children, &|s, vals| ..)`.
//! Time: O(steps examined), an `Option<Option<V>>` a state; cycles panic; recursion as deep as the
//!   game (past ~1e4: solve the states from the back on one memo, or a big stack).
//! Source: memoized negamax (Zermelo's backward induction), expectimax for chance states.
//! Status: tests below (vs minimax with explicit players, proptest, 2e5 chain); problems/gems_fight.

use std::collections::HashMap;
use std::hash::{BuildHasher, Hash};
use std::ops::{Add, Mul, Sub};

/// A memo slot: None (unseen), Some(None) (on the search path) or Some(Some(value)).
pub trait DpMemo<S, V> {
    fn slot(&mut self, s: S) -> &mut Option<Option<V>>;
}

impl<V> DpMemo<usize, V> for Vec<Option<Option<V>>> {
    fn slot(&mut self, s: usize) -> &mut Option<Option<V>> {
        let n = self.len();
        assert!(
            s < n,
            "game_dp: state {} is not below the memo length {}",
            s,
            n
        );
        &mut self[s]
    }
}

impl<S: Hash + Eq, V, H: BuildHasher> DpMemo<S, V> for HashMap<S, Option<Option<V>>, H> {
    fn slot(&mut self, s: S) -> &mut Option<Option<V>> {
        self.entry(s).or_insert(None)
    }
}

/// A step of `dp_value`: gain g for the player to move, then state t, whose value is for whoever
/// moves there: `Pass(g, t)` = g - value(t) (the opponent), `Again(g, t)` = g + value(t) (the
/// mover again). A chance state yields only `RollPass(p, g, t)` / `RollAgain(p, g, t)` (p: the
/// probability of t) and is worth Σ p·(g ∓ value(t)).
pub enum DpStep<S, V> {
    Pass(V, S),
    Again(V, S),
    RollPass(V, V, S),
    RollAgain(V, V, S),
}

/// Solves s (again if already solved: to learn its best move), by `outcome` or else `eval`,
/// marking s as on the search path meanwhile.
fn solve_at<S: Copy, V: Clone, M: DpMemo<S, V>>(
    memo: &mut M,
    s: S,
    outcome: &impl Fn(S) -> Option<V>,
    eval: impl FnOnce(&mut M) -> (V, Option<usize>),
) -> (V, Option<usize>) {
    let slot = memo.slot(s);
    if matches!(slot, Some(None)) {
        panic!("game_dp: cycle: a state is reached from itself (repeated positions: retrograde)");
    }
    *slot = Some(None);
    let r = outcome(s).map_or_else(|| eval(memo), |v| (v, None));
    *memo.slot(s) = Some(Some(r.0.clone()));
    r
}

/// Whether the player to move at s wins, and the index of a winning move (the first found).
/// `outcome(s)`: Some(win) decides s (side to move's view); a state without moves is lost.
pub fn dp_wins<S: Copy, M: DpMemo<S, bool>, I: IntoIterator<Item = S>>(
    memo: &mut M,
    s: S,
    outcome: &impl Fn(S) -> Option<bool>,
    moves: &impl Fn(S) -> I,
) -> (bool, Option<usize>) {
    solve_at(memo, s, outcome, |memo| {
        for (i, t) in moves(s).into_iter().enumerate() {
            // a move to a losing state wins: the remaining moves are never generated
            let w = memo.slot(t).flatten();
            if !w.unwrap_or_else(|| dp_wins(memo, t, outcome, moves).0) {
                return (true, Some(i));
            }
        }
        (false, None)
    })
}

/// The value of s for the player to move (max over moves, or the mean at a chance state), and
/// the index of the first best move (None at chance states and terminals). `outcome(s)`: Some(v)
/// decides s (side to move's view); a state without steps is worth 0 (V::default()).
pub fn dp_value<S, V, M, I>(
    memo: &mut M,
    s: S,
    outcome: &impl Fn(S) -> Option<V>,
    steps: &impl Fn(S) -> I,
) -> (V, Option<usize>)
where
    S: Copy,
    V: Copy + Default + PartialOrd + Add<Output = V> + Sub<Output = V> + Mul<Output = V>,
    M: DpMemo<S, V>,
    I: IntoIterator<Item = DpStep<S, V>>,
{
    solve_at(memo, s, outcome, |memo| {
        let (mut best, mut mean, mut rolls) = (None, V::default(), false);
        for (i, step) in steps(s).into_iter().enumerate() {
            let (p, g, t, again) = match step {
                DpStep::Pass(g, t) => (None, g, t, false),
                DpStep::Again(g, t) => (None, g, t, true),
                DpStep::RollPass(p, g, t) => (Some(p), g, t, false),
                DpStep::RollAgain(p, g, t) => (Some(p), g, t, true),
            };
            let v = memo.slot(t).flatten();
            let v = v.unwrap_or_else(|| dp_value(memo, t, outcome, steps).0);
            // the value of t is for whoever moves there: the opponent, or the mover again
            let v = if again { g + v } else { g - v };
            match p {
                Some(p) => (mean, rolls) = (mean + p * v, true),
                None if best.map_or(true, |(b, _)| v > b) => best = Some((v, i)),
                None => {}
            }
        }
        if rolls && best.is_some() {
            panic!("game_dp: a state yields both moves and chance outcomes");
        }
        // a chance state, or a state without moves (value 0), has no best move
        best.map_or((mean, None), |(v, i)| (v, Some(i)))
    })
}

/// The value of s when it is not a sum of gains: `fold(s, &vals)`, vals the values of the states
/// `children(s)` yields, in that order (`&[]` without children). Any V: Clone (an Ordering, a
/// Vec); the players live in the fold (min / max, and / or), so children need not be moves.
pub fn dp_fold<S: Copy, V: Clone, M: DpMemo<S, V>, I: IntoIterator<Item = S>>(
    memo: &mut M,
    s: S,
    children: &impl Fn(S) -> I,
    fold: &impl Fn(S, &[V]) -> V,
) -> V {
    solve_at(memo, s, &|_| None, |memo| {
        let vals = children(s).into_iter().map(|t| {
            let v = memo.slot(t).clone().flatten();
            v.unwrap_or_else(|| dp_fold(memo, t, children, fold))
        });
        (fold(s, &vals.collect::<Vec<V>>()), None)
    })
    .0
}

#[cfg(test)]
mod tests {
    use super::DpStep::*;
    use super::*;
    use proptest::prelude::*;
    use std::panic::{catch_unwind, AssertUnwindSafe};

    /// A W/L game on states 0..n: `end[s]` decides s at once; otherwise the moves `adj[s]`.
    #[derive(Debug, Clone)]
    struct WinGame {
        end: Vec<Option<bool>>,
        adj: Vec<Vec<usize>>,
    }

    /// Plain recursive minimax, no memo.
    fn minimax(g: &WinGame, s: usize) -> bool {
        g.end[s].unwrap_or_else(|| g.adj[s].iter().any(|&t| !minimax(g, t)))
    }

    /// Checks every state as a root, all roots sharing one memo (a Vec, then a HashMap).
    fn check_wins(g: &WinGame) {
        let n = g.adj.len();
        let (outcome, moves) = (|s: usize| g.end[s], |s: usize| g.adj[s].iter().copied());
        let mut memo = vec![None; n];
        let mut map = HashMap::new();
        for s in 0..n {
            let (win, best) = dp_wins(&mut memo, s, &outcome, &moves);
            assert_eq!(win, minimax(g, s), "state {s} of {g:?}");
            assert_eq!((win, best), dp_wins(&mut map, s, &outcome, &moves));
            // best: the first move to a losing state
            let first = g.adj[s].iter().position(|&t| !minimax(g, t));
            let decided = g.end[s].is_some();
            assert_eq!(
                best,
                if decided { None } else { first },
                "state {s} of {g:?}"
            );
        }
    }

    fn win_game(cyclic: bool) -> impl Strategy<Value = WinGame> {
        (1usize..=9).prop_flat_map(move |n| {
            let adj = (0..n).map(move |s| {
                let hi = if cyclic { n } else { s.max(1) };
                let len = if s == 0 && !cyclic { 0 } else { 3 };
                proptest::collection::vec(0..hi, 0..=len)
            });
            let end = proptest::collection::vec(prop::option::weighted(0.2, any::<bool>()), n);
            (end, adj.collect::<Vec<_>>()).prop_map(|(end, adj)| WinGame { end, adj })
        })
    }

    /// The states reachable from s in one move or more (outcomes end the game).
    fn reach(g: &WinGame, s: usize) -> Vec<usize> {
        let mut seen = vec![false; g.adj.len()];
        let mut todo = vec![s];
        while let Some(s) = todo.pop() {
            for &t in g.adj[s].iter().filter(|_| g.end[s].is_none()) {
                if !seen[t] {
                    seen[t] = true;
                    todo.push(t);
                }
            }
        }
        (0..g.adj.len()).filter(|&t| seen[t]).collect()
    }

    /// True values on any graph: Some(win) or None for a draw (fixpoint iteration).
    fn draw_aware(g: &WinGame) -> Vec<Option<bool>> {
        let mut val = g.end.clone();
        let mut changed = true;
        while changed {
            changed = false;
            for s in 0..g.adj.len() {
                if val[s].is_some() {
                    continue;
                }
                if g.adj[s].iter().any(|&t| val[t] == Some(false)) {
                    val[s] = Some(true);
                } else if g.adj[s].iter().all(|&t| val[t] == Some(true)) {
                    val[s] = Some(false);
                } else {
                    continue;
                }
                changed = true;
            }
        }
        val
    }

    /// A game with values: `end[s]` ends it at s (value for the mover); a chance state averages
    /// its outcomes; each step is (probability, gain, next, again).
    #[derive(Debug, Clone)]
    struct ValueGame {
        end: Vec<Option<f64>>,
        chance: Vec<bool>,
        steps: Vec<Vec<(f64, f64, usize, bool)>>,
    }

    fn value_steps(g: &ValueGame, s: usize) -> impl Iterator<Item = DpStep<usize, f64>> + '_ {
        let chance = g.chance[s];
        g.steps[s]
            .iter()
            .map(move |&(p, gain, t, again)| match (chance, again) {
                (false, false) => Pass(gain, t),
                (false, true) => Again(gain, t),
                (true, false) => RollPass(p, gain, t),
                (true, true) => RollAgain(p, gain, t),
            })
    }

    /// Plain expectiminimax with explicit players: the expected score of player 0 minus player
    /// 1 from s on, player `me` to move at s (no negamax, no memo).
    fn totals(g: &ValueGame, s: usize, me: usize) -> f64 {
        let sign = if me == 0 { 1.0 } else { -1.0 };
        if let Some(v) = g.end[s] {
            return sign * v;
        }
        let outs = g.steps[s].iter().map(|&(p, gain, t, again)| {
            (
                p,
                sign * gain + totals(g, t, if again { me } else { 1 - me }),
            )
        });
        let outs: Vec<(f64, f64)> = outs.collect();
        if g.chance[s] {
            outs.iter().map(|&(p, v)| p * v).sum()
        } else if outs.is_empty() {
            0.0
        } else if me == 0 {
            outs.iter().map(|o| o.1).fold(f64::MIN, f64::max)
        } else {
            outs.iter().map(|o| o.1).fold(f64::MAX, f64::min)
        }
    }

    /// Dyadic probabilities summing to 1: split a random part in halves, `k` times.
    fn dyadic(splits: &[usize]) -> Vec<f64> {
        let mut p = vec![1.0];
        for &i in splits {
            let j = i % p.len();
            p[j] /= 2.0;
            p.push(p[j]);
        }
        p
    }

    fn value_game() -> impl Strategy<Value = ValueGame> {
        (1usize..=8).prop_flat_map(|n| {
            let state = (0..n).map(|s| {
                let step = (0..s.max(1), -4i32..=4, any::<bool>());
                let steps = proptest::collection::vec(step, 0..=if s == 0 { 0 } else { 3 });
                let end = prop::option::weighted(0.15, -3i32..=3);
                let splits = proptest::collection::vec(0usize..4, 2);
                (end, any::<bool>(), steps, splits)
            });
            state.collect::<Vec<_>>().prop_map(|states| {
                let mut g = ValueGame {
                    end: vec![],
                    chance: vec![],
                    steps: vec![],
                };
                for (end, chance, steps, splits) in states {
                    // a chance state gets dyadic probabilities, one per outcome
                    let chance = chance && !steps.is_empty();
                    let p = dyadic(&splits[..steps.len() - 1.min(steps.len())]);
                    g.end.push(end.map(f64::from));
                    g.chance.push(chance);
                    let it = steps.iter().zip(p.iter().chain(std::iter::repeat(&1.0)));
                    g.steps.push(
                        it.map(|(&(t, gain, again), &p)| (p, gain as f64, t, again))
                            .collect(),
                    );
                }
                g
            })
        })
    }

    fn check_values(g: &ValueGame) {
        let n = g.end.len();
        let (outcome, steps) = (|s: usize| g.end[s], |s: usize| value_steps(g, s));
        let mut memo = vec![None; n];
        let mut map = HashMap::new();
        for s in 0..n {
            let (v, best) = dp_value(&mut memo, s, &outcome, &steps);
            assert_eq!(v, totals(g, s, 0), "state {s} of {g:?}");
            assert_eq!(-v, totals(g, s, 1), "state {s} of {g:?}");
            assert_eq!((v, best), dp_value(&mut map, s, &outcome, &steps));
            // best: the first step reaching the value (none at chance states and ends)
            let worth = |&(_, gain, t, again): &(f64, f64, usize, bool)| {
                gain + if again {
                    totals(g, t, 0)
                } else {
                    totals(g, t, 1)
                }
            };
            let first = g.steps[s].iter().position(|st| worth(st) == v);
            let decided = g.end[s].is_some() || g.chance[s];
            assert_eq!(
                best,
                if decided { None } else { first },
                "state {s} of {g:?}"
            );
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]
        #[test]
        fn random_win_games_match_minimax(g in win_game(false)) {
            check_wins(&g);
        }

        #[test]
        fn random_value_games_match_expectiminimax(g in value_game()) {
            check_values(&g);
        }

        #[test]
        fn cycles_panic_or_give_proven_values(g in win_game(true)) {
            let truth = draw_aware(&g);
            let (outcome, moves) = (|s: usize| g.end[s], |s: usize| g.adj[s].iter().copied());
            for (s, &truth_s) in truth.iter().enumerate() {
                let mut memo = vec![None; g.adj.len()];
                match catch_unwind(AssertUnwindSafe(|| dp_wins(&mut memo, s, &outcome, &moves))) {
                    // a proven value (so a draw always panics)
                    Ok((win, _)) => prop_assert_eq!(Some(win), truth_s),
                    Err(e) => {
                        let msg = e.downcast_ref::<&str>().map(|m| m.to_string());
                        let msg = msg.or_else(|| e.downcast_ref::<String>().cloned());
                        prop_assert!(msg.unwrap().starts_with("game_dp: cycle"));
                        // the search met a state on a cycle, reachable from s
                        let on_cycle = |t: usize| reach(&g, t).contains(&t);
                        prop_assert!(reach(&g, s).into_iter().chain([s]).any(on_cycle));
                    }
                }
            }
        }
    }

    #[test]
    fn every_small_dag_win_game() {
        // all DAGs on 5 states (edges s -> t < s, 10 pairs), with and without an instant win at 0
        let pairs: Vec<(usize, usize)> = (0..5).flat_map(|s| (0..s).map(move |t| (s, t))).collect();
        for mask in 0..1u32 << pairs.len() {
            let mut adj = vec![vec![]; 5];
            for (i, &(s, t)) in pairs.iter().enumerate().rev() {
                if mask >> i & 1 == 1 {
                    adj[s].push(t);
                }
            }
            for end0 in [None, Some(true)] {
                let mut end = vec![None; 5];
                end[0] = end0;
                check_wins(&WinGame {
                    end,
                    adj: adj.clone(),
                });
            }
        }
    }

    #[test]
    fn every_small_dag_value_game_with_integers() {
        // all games on 4 states where each pair s > t is absent, Pass(s - t) or Again(t - 2s)
        let pairs: Vec<(usize, usize)> = (0..4).flat_map(|s| (0..s).map(move |t| (s, t))).collect();
        for code in 0..3usize.pow(pairs.len() as u32) {
            let mut steps = vec![vec![]; 4];
            let mut c = code;
            for &(s, t) in &pairs {
                match c % 3 {
                    1 => steps[s].push((1.0, (s - t) as f64, t, false)),
                    2 => steps[s].push((1.0, t as f64 - 2.0 * s as f64, t, true)),
                    _ => {}
                }
                c /= 3;
            }
            let g = ValueGame {
                end: vec![None; 4],
                chance: vec![false; 4],
                steps,
            };
            check_values(&g);
            // every choice of chance states among 1..=3, outcomes weighted 1/2, 1/4, 1/4
            for chance in 1..8 {
                let mut g = g.clone();
                for s in (1..4).filter(|s| chance >> (s - 1) & 1 == 1) {
                    g.chance[s] = true;
                    let p = dyadic(&vec![0; g.steps[s].len().saturating_sub(1)]);
                    for (step, p) in g.steps[s].iter_mut().zip(p) {
                        step.0 = p;
                    }
                }
                check_values(&g);
            }
            // the same game in i64
            let mut memo: Vec<Option<Option<i64>>> = vec![None; 4];
            let int_steps = |s: usize| {
                g.steps[s].iter().map(|&(_, gain, t, again)| {
                    if again {
                        Again(gain as i64, t)
                    } else {
                        Pass(gain as i64, t)
                    }
                })
            };
            for s in 0..4 {
                let (v, _) = dp_value(&mut memo, s, &|_| None, &int_steps);
                assert_eq!(v as f64, totals(&g, s, 0));
            }
        }
    }

    #[test]
    fn tuple_keys_in_a_hash_map() {
        // two heaps; take 1..=2 from one heap for that many points, emptying it gives another turn
        let steps = |(a, b): (u8, u8)| {
            let take = move |k: u8| {
                let mut v = Vec::new();
                if k <= a {
                    let t = (a - k, b);
                    v.push(if t.0 == 0 {
                        Again(k as i64, t)
                    } else {
                        Pass(k as i64, t)
                    });
                }
                if k <= b {
                    let t = (a, b - k);
                    v.push(if t.1 == 0 {
                        Again(k as i64, t)
                    } else {
                        Pass(k as i64, t)
                    });
                }
                v
            };
            take(1).into_iter().chain(take(2))
        };
        // the same rules with explicit players: player 0's total minus player 1's
        fn totals(a: u8, b: u8, me: i64) -> i64 {
            let mut outs = Vec::new();
            for k in 1..=2 {
                for (heap, t) in [(a, (a.wrapping_sub(k), b)), (b, (a, b.wrapping_sub(k)))] {
                    if k <= heap {
                        let next = if heap == k { me } else { 1 - me };
                        outs.push((1 - 2 * me) * k as i64 + totals(t.0, t.1, next));
                    }
                }
            }
            let best = if me == 0 {
                outs.iter().max()
            } else {
                outs.iter().min()
            };
            best.copied().unwrap_or(0)
        }
        let mut memo = HashMap::new();
        for a in 0..7 {
            for b in 0..7 {
                let (v, _) = dp_value(&mut memo, (a, b), &|_| None, &steps);
                assert_eq!(v, totals(a, b, 0), "heaps {a} {b}");
            }
        }
        assert_eq!(memo.len(), 49);
    }

    #[test]
    fn reachable_states_only_and_instant_wins() {
        // s -> s / 2 or s / 3: from 1e18 only the values s / (2^a 3^b) are reachable
        let mut memo = HashMap::new();
        let moves = |s: u64| [s / 2, s / 3].into_iter().filter(move |&t| t < s);
        let (win, _) = dp_wins(&mut memo, 1_000_000_000_000_000_000u64, &|_| None, &moves);
        let brute = |s: u64| {
            let mut seen = std::collections::HashSet::new();
            let mut todo = vec![s];
            while let Some(s) = todo.pop() {
                if seen.insert(s) {
                    todo.extend(moves(s));
                }
            }
            seen
        };
        let reachable = brute(1_000_000_000_000_000_000);
        assert!(reachable.len() < 2000 && memo.keys().all(|s| reachable.contains(s)));
        // s wins iff s / 2 or s / 3 loses: the value at 1e18 by a plain memo
        fn plain(s: u64, memo: &mut HashMap<u64, bool>) -> bool {
            if let Some(&w) = memo.get(&s) {
                return w;
            }
            let w = s >= 1 && (!plain(s / 2, memo) || !plain(s / 3, memo));
            memo.insert(s, w);
            w
        }
        assert_eq!(win, plain(1_000_000_000_000_000_000, &mut HashMap::new()));
        // the same game on small starts against minimax, in the same memo
        let g = WinGame {
            end: vec![None; 64],
            adj: (0..64u64)
                .map(|s| moves(s).map(|t| t as usize).collect())
                .collect(),
        };
        for s in 0..64 {
            assert_eq!(
                dp_wins(&mut memo, s as u64, &|_| None, &moves).0,
                minimax(&g, s)
            );
        }
        // a move that wins at once (to 2: the mover has just completed a line): outcome() decides
        // the state reached, no sentinel state; 0 -> 1 is bad (1 -> 3 wins)
        let adj = [vec![1, 2], vec![3], vec![], vec![]];
        let end = |s: usize| (s == 2).then_some(false);
        let moves = |s: usize| adj[s].iter().copied();
        let mut memo = vec![None; 4];
        assert_eq!(dp_wins(&mut memo, 0, &end, &moves), (true, Some(1)));
        assert_eq!(dp_wins(&mut memo, 1, &end, &moves), (true, Some(0)));
        assert_eq!(
            memo,
            [
                Some(Some(true)),
                Some(Some(true)),
                Some(Some(false)),
                Some(Some(false))
            ]
        );
    }

    #[test]
    #[should_panic(expected = "game_dp: cycle")]
    fn a_cycle_panics() {
        let moves = |s: usize| [(s + 1) % 3];
        dp_wins(&mut vec![None; 3], 0, &|_| None, &moves);
    }

    #[test]
    #[should_panic(expected = "game_dp: cycle")]
    fn a_cycle_panics_in_values() {
        let steps = |s: usize| [Pass(1, (s + 1) % 3)];
        dp_value(&mut HashMap::<usize, _>::new(), 0, &|_| None, &steps);
    }

    #[test]
    #[should_panic(expected = "game_dp: a state yields both moves and chance outcomes")]
    fn moves_and_chance_in_one_state_panic() {
        let steps = |s: usize| {
            if s == 0 {
                vec![Pass(1.0, 1), RollAgain(1.0, 0.0, 1)]
            } else {
                vec![]
            }
        };
        dp_value(&mut vec![None; 2], 0, &|_| None, &steps);
    }

    #[test]
    #[should_panic(expected = "game_dp: state 7 is not below the memo length 5")]
    fn a_state_outside_the_memo_panics() {
        dp_wins(&mut vec![None; 5], 0, &|_| None, &|s: usize| {
            [s + 7].into_iter().filter(|&t| t < 8)
        });
    }

    #[test]
    fn tall_games_in_a_big_stack() {
        // a chain of 2e5 states: the pattern of the header
        let n = 200_000;
        let run = move || {
            let moves = |s: usize| (s + 1 < n).then_some(s + 1);
            let (win, best) = dp_wins(&mut vec![None; n], 0, &|_| None, &moves);
            let steps = |s: usize| {
                (s + 1 < n).then_some(if s % 2 == 0 {
                    Again(1, s + 1)
                } else {
                    Pass(1, s + 1)
                })
            };
            let (v, _) = dp_value(&mut HashMap::new(), 0usize, &|_| None, &steps);
            let next = |s: usize| (s + 1 < n).then_some(s + 1);
            let fold =
                |s: usize, vals: &[u64]| vals.first().map_or(0, |v| v.wrapping_mul(3) ^ s as u64);
            (win, best, v, dp_fold(&mut vec![None; n], 0, &next, &fold))
        };
        let r = std::thread::Builder::new()
            .stack_size(1 << 30)
            .spawn(run)
            .unwrap()
            .join()
            .unwrap();
        assert_eq!((r.0, r.1), (true, Some(0)));
        // the same recurrences as plain loops from the end of the chain
        let (mut win, mut v, mut f) = (false, 0, 0u64);
        for s in (0..n - 1).rev() {
            win = !win;
            v = if s % 2 == 0 { 1 + v } else { 1 - v };
            f = f.wrapping_mul(3) ^ s as u64;
        }
        assert_eq!((r.0, r.2, r.3), (win, v, f));
    }

    /// Letter picking (CF 1728D): Alice and Bob alternately take the first or last letter of s
    /// and prepend it to their own string; the smaller final string wins. Plain minimax over
    /// every sequence of picks, with the strings built: Alice's string compared with Bob's.
    fn picks(s: &[u8], alice: &[u8], bob: &[u8], alice_moves: bool) -> std::cmp::Ordering {
        if s.is_empty() {
            return alice.cmp(bob);
        }
        let ends = [(s[0], &s[1..]), (s[s.len() - 1], &s[..s.len() - 1])];
        let outs = ends.iter().map(|&(c, rest)| {
            let mine = if alice_moves { alice } else { bob };
            let grown: Vec<u8> = std::iter::once(c).chain(mine.iter().copied()).collect();
            match alice_moves {
                true => picks(rest, &grown, bob, false),
                false => picks(rest, alice, &grown, true),
            }
        });
        let outs: Vec<_> = outs.collect();
        // Alice wants Less, Bob wants Greater
        if alice_moves {
            outs[0].min(outs[1])
        } else {
            outs[0].max(outs[1])
        }
    }

    /// The same by dp_fold over (l, r, Alice's letter this round): the later rounds come first
    /// in the strings, so this round decides only if the rest is a draw (`Ordering::then`).
    fn letter_picking(s: &[u8]) -> std::cmp::Ordering {
        let children = |(l, r, x): (usize, usize, Option<u8>)| match (l < r, x) {
            (false, _) => vec![],
            (true, None) => vec![(l + 1, r, Some(s[l])), (l, r - 1, Some(s[r - 1]))],
            (true, Some(_)) => vec![(l + 1, r, None), (l, r - 1, None)],
        };
        let fold = |(l, r, x): (usize, usize, Option<u8>), vals: &[std::cmp::Ordering]| match x {
            None => vals
                .iter()
                .copied()
                .min()
                .unwrap_or(std::cmp::Ordering::Equal),
            Some(x) => vals[0]
                .then(x.cmp(&s[l]))
                .max(vals[1].then(x.cmp(&s[r - 1]))),
        };
        dp_fold(&mut HashMap::new(), (0, s.len(), None), &children, &fold)
    }

    /// A game on states 0..n (moves to lower states, `player[s]` moves at s): each move appends
    /// its letter; player 0 wants the smallest final word, player 1 the largest.
    #[derive(Debug, Clone)]
    struct WordGame {
        player: Vec<bool>,
        adj: Vec<Vec<(u8, usize)>>,
    }

    /// Plain minimax, no memo: the final word from s on.
    fn word_minimax(g: &WordGame, s: usize) -> Vec<u8> {
        let words = g.adj[s].iter().map(|&(c, t)| {
            let rest = word_minimax(g, t);
            std::iter::once(c).chain(rest).collect::<Vec<u8>>()
        });
        let best = if g.player[s] {
            words.max()
        } else {
            words.min()
        };
        best.unwrap_or_default()
    }

    fn word_game() -> impl Strategy<Value = WordGame> {
        (1usize..=8).prop_flat_map(|n| {
            let adj = (0..n).map(|s| {
                proptest::collection::vec((0u8..3, 0..s.max(1)), 0..=if s == 0 { 0 } else { 3 })
            });
            (
                proptest::collection::vec(any::<bool>(), n),
                adj.collect::<Vec<_>>(),
            )
                .prop_map(|(player, adj)| WordGame { player, adj })
        })
    }

    /// dp_fold on every root, all roots on one memo (a Vec, then a HashMap): exact words, and
    /// each state folded once per memo.
    fn check_words(g: &WordGame) {
        let n = g.adj.len();
        let folds = std::cell::Cell::new(0);
        let children = |s: usize| g.adj[s].iter().map(|&(_, t)| t);
        let fold = |s: usize, vals: &[Vec<u8>]| {
            folds.set(folds.get() + 1);
            assert_eq!(vals.len(), g.adj[s].len());
            let words = g.adj[s].iter().zip(vals).map(|(&(c, _), w)| {
                std::iter::once(c)
                    .chain(w.iter().copied())
                    .collect::<Vec<u8>>()
            });
            let best = if g.player[s] {
                words.max()
            } else {
                words.min()
            };
            best.unwrap_or_default()
        };
        let mut memo = vec![None; n];
        let mut map = HashMap::new();
        for s in 0..n {
            let w = dp_fold(&mut memo, s, &children, &fold);
            assert_eq!(w, word_minimax(g, s), "state {s} of {g:?}");
            assert_eq!(w, dp_fold(&mut map, s, &children, &fold));
        }
        assert_eq!(folds.get(), 2 * n);
    }

    /// An AND/OR game: a move at s is a list of parts and the opponent picks the part to move
    /// in next; the mover wins iff some move has only parts lost for the opponent.
    #[derive(Debug, Clone)]
    struct SplitGame {
        moves: Vec<Vec<Vec<usize>>>,
    }

    /// Plain minimax with explicit players: whether player 0 wins, `me` to move at s.
    fn split_minimax(g: &SplitGame, s: usize, me: usize) -> bool {
        let wins = |parts: &Vec<usize>| match me {
            // player 1 picks the part: all of them must win for player 0
            0 => parts.iter().all(|&t| split_minimax(g, t, 1)),
            _ => parts.iter().any(|&t| split_minimax(g, t, 0)),
        };
        match me {
            0 => g.moves[s].iter().any(wins),
            _ => g.moves[s].iter().all(wins),
        }
    }

    /// The same by dp_fold: children = the parts of every move in a row, the fold regroups them.
    fn split_wins(g: &SplitGame, memo: &mut Vec<Option<Option<bool>>>, s: usize) -> bool {
        let children = |s: usize| g.moves[s].iter().flatten().copied().collect::<Vec<_>>();
        let fold = |s: usize, vals: &[bool]| {
            let mut at = 0;
            g.moves[s].iter().any(|parts| {
                at += parts.len();
                vals[at - parts.len()..at].iter().all(|&w| !w)
            })
        };
        dp_fold(memo, s, &children, &fold)
    }

    fn split_game() -> impl Strategy<Value = SplitGame> {
        (1usize..=8).prop_flat_map(|n| {
            let moves = (0..n).map(|s| {
                let parts = proptest::collection::vec(0..s.max(1), 1..=3);
                proptest::collection::vec(parts, 0..=if s == 0 { 0 } else { 3 })
            });
            moves
                .collect::<Vec<_>>()
                .prop_map(|moves| SplitGame { moves })
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]
        #[test]
        fn random_word_games_match_minimax(g in word_game()) {
            check_words(&g);
        }

        #[test]
        fn random_split_games_match_minimax(g in split_game()) {
            let mut memo = vec![None; g.moves.len()];
            for s in 0..g.moves.len() {
                let w = split_wins(&g, &mut memo, s);
                prop_assert_eq!(w, split_minimax(&g, s, 0));
                prop_assert_eq!(!w, split_minimax(&g, s, 1));
            }
        }

        #[test]
        fn random_letter_picking_matches_minimax(s in proptest::collection::vec(b'a'..b'e', 0..=6)) {
            let s: Vec<u8> = s.iter().chain(&s).copied().collect(); // even, often drawn
            prop_assert_eq!(letter_picking(&s), picks(&s, &[], &[], true));
        }
    }

    #[test]
    fn every_small_letter_picking() {
        // every string of even length <= 8 over a, b, c
        for len in (0..=8).step_by(2) {
            for code in 0..3u32.pow(len) {
                let s: Vec<u8> = (0..len)
                    .map(|i| b'a' + (code / 3u32.pow(i) % 3) as u8)
                    .collect();
                assert_eq!(letter_picking(&s), picks(&s, &[], &[], true), "{s:?}");
            }
        }
        // the official sample: forces, abba -> Alice, Draw
        use std::cmp::Ordering::*;
        assert_eq!(letter_picking(b"forces"), Less);
        assert_eq!(letter_picking(b"abba"), Equal);
    }

    #[test]
    fn xor_break_small_cases() {
        // CF 1934D2: the holder of p breaks it into p1 ^ p2 = p (0 < p1, p2 < p), the opponent
        // picks the part to break next; who cannot break loses. An AND node per break.
        let n = 1 << 10;
        let g = SplitGame {
            moves: (0..n)
                .map(|p: usize| {
                    (1..p)
                        .filter(|&a| (a ^ p) < p && a < (a ^ p))
                        .map(|a| vec![a, a ^ p])
                        .collect()
                })
                .collect(),
        };
        let mut memo = vec![None; n];
        for p in 1..n {
            let w = split_wins(&g, &mut memo, p);
            if p < 40 {
                assert_eq!(w, split_minimax(&g, p, 0), "p = {p}");
            }
            // the rule of the editorial: the holder wins iff p's popcount is even
            assert_eq!(w, p.count_ones() % 2 == 0, "p = {p}");
        }
    }

    #[test]
    #[should_panic(expected = "game_dp: cycle")]
    fn a_cycle_panics_in_folds() {
        let children = |s: usize| [(s + 1) % 3];
        dp_fold(&mut vec![None; 3], 0, &children, &|_, v: &[u8]| v[0]);
    }
}
