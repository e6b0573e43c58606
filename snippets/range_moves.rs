//! Range moves: win/lose of every state 0..n when a move may go to any state of a range.
//! Use for "take 1..=M stones" with M per state or per player (win_lose tries every take: O(n M)).
//!   A range (lo, hi): the states of lo..=hi in hi's class mod step, all below the mover's state.
//!   Number (stones s, player q) as s·step + q: a take of a..=b stones from s by q is the range
//!   ((s - b)·step + q', (s - a)·step + q'). (lo > hi: empty.) No move loses (wins if misere).
//! Usage: `let (win, good_move) = range_wins(n, step, |x| [(lo(x), hi(x))], misere);`
//!   `good_move[x]` = Some(t) when x wins by a move (t a lost state), None otherwise.
//! Time: O(n + ranges), memory 13n bytes a call: last[y] = the largest lost state <= y in y's
//!   class mod step, so (lo, hi) holds a lost state iff last[hi] >= lo; one pass up from 0.
//! Limits: n < 2^32, 1 <= step; a range reaching the state or above it panics.
//! Source: the prefix trick of range-move DP (POJ 2068 "Nim").
//! Status: tests below (every range game on <= 7 states and proptest vs a plain win/lose table).

/// Returns (win, good_move): win[x] is true iff the player to move in x wins.
pub fn range_wins<F, I>(
    n: usize,
    step: usize,
    mut ranges_of: F,
    misere: bool,
) -> (Vec<bool>, Vec<Option<u32>>)
where
    F: FnMut(usize) -> I,
    I: IntoIterator<Item = (usize, usize)>,
{
    assert!(
        n < 1 << 32 && step >= 1,
        "range_wins: need n < 2^32 and step >= 1, got n={}, step={}",
        n,
        step
    );
    let (mut win, mut good) = (vec![false; n], vec![None; n]);
    // last[y] = 1 + the largest lost z <= y in y's class mod step (0: none), so (lo, hi) holds a
    // lost state iff last[hi] > lo
    let mut last = vec![0u32; n];
    for x in 0..n {
        let mut any = false; // x has a move at all
        for (lo, hi) in ranges_of(x) {
            if lo > hi {
                continue;
            }
            assert!(
                hi < x,
                "range_wins: state {}: range ({}, {}) must lie below {}",
                x,
                lo,
                hi,
                x
            );
            any = true;
            if last[hi] as usize > lo {
                good[x] = Some(last[hi] - 1);
                break;
            }
        }
        win[x] = good[x].is_some() || (!any && misere);
        last[x] = if !win[x] {
            x as u32 + 1
        } else if x >= step {
            last[x - step]
        } else {
            0
        };
    }
    (win, good)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A plain win/lose table: every state of every range, one by one.
    fn table(n: usize, step: usize, r: &[Vec<(usize, usize)>], misere: bool) -> Vec<bool> {
        let mut win = vec![false; n];
        for x in 0..n {
            let succ: Vec<usize> = r[x]
                .iter()
                .flat_map(|&(lo, hi)| (lo..=hi).filter(move |z| z % step == hi % step))
                .collect();
            win[x] = if succ.is_empty() {
                misere
            } else {
                succ.iter().any(|&y| !win[y])
            };
        }
        win
    }

    fn check(n: usize, step: usize, r: &[Vec<(usize, usize)>], misere: bool) {
        let (win, good) = range_wins(n, step, |x| r[x].clone(), misere);
        assert_eq!(
            win,
            table(n, step, r, misere),
            "n={n} step={step} {r:?} misere={misere}"
        );
        for x in 0..n {
            if let Some(t) = good[x] {
                let t = t as usize;
                assert!(
                    !win[t]
                        && r[x]
                            .iter()
                            .any(|&(lo, hi)| lo <= t && t <= hi && t % step == hi % step)
                );
            } else {
                assert!(
                    !win[x] || (misere && r[x].iter().all(|&(lo, hi)| lo > hi)),
                    "{r:?} {x}"
                );
            }
        }
    }

    #[test]
    fn every_one_range_game_on_up_to_7_states() {
        let mut games = 0;
        for n in 0..=7usize {
            for step in 1..=3 {
                // each state x: no range, or one range (lo, hi) below x in lo's class
                let opts = |x: usize| -> Vec<Vec<(usize, usize)>> {
                    let mut o = vec![vec![], vec![(1, 0)]];
                    for lo in 0..x {
                        o.extend((lo..x).map(|hi| vec![(lo, hi)]));
                    }
                    o
                };
                let all: Vec<Vec<Vec<(usize, usize)>>> = (0..n).map(opts).collect();
                let mut idx = vec![0usize; n];
                loop {
                    let r: Vec<Vec<(usize, usize)>> =
                        (0..n).map(|x| all[x][idx[x]].clone()).collect();
                    check(n, step, &r, false);
                    check(n, step, &r, true);
                    games += 1;
                    let mut i = 0;
                    while i < n && idx[i] + 1 == all[i].len() {
                        idx[i] = 0;
                        i += 1;
                    }
                    if i == n {
                        break;
                    }
                    idx[i] += 1;
                }
            }
        }
        assert_eq!(games, 3_534_597);
    }

    #[test]
    fn poj_2068_sample() {
        // 2n players in turn, player q takes 1..=m[q]; whoever takes the last stone loses: the
        // mover at 1 stone loses, so a take keeps >= 1 stone (normal play on s - 1).
        let nim = |s: usize, m: &[usize]| {
            let p = m.len();
            let (win, _) = range_wins(
                (s + 1) * p,
                p,
                |x| {
                    let (s, q) = (x / p, x % p);
                    let nq = (q + 1) % p;
                    let (lo, hi) = (s.saturating_sub(m[q]).max(1), s.saturating_sub(1));
                    [(lo * p + nq, hi * p + nq)] // s <= 1: lo > hi, no move
                },
                false,
            );
            win[s * p]
        };
        assert!(!nim(101, &[4, 4]));
        assert!(nim(100, &[4, 4]));
        assert!(nim(97, &[8, 7, 6, 5, 4, 3]));
    }

    #[test]
    #[should_panic(expected = "range_wins: state 0: range (0, 0) must lie below 0")]
    fn range_at_the_state_panics() {
        range_wins(3, 1, |x| [(0, x)], false);
    }

    #[test]
    #[should_panic(expected = "range_wins: need n < 2^32 and step >= 1")]
    fn step_zero_panics() {
        range_wins(3, 0, |_| [(1, 0)], false);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        #[test]
        fn random_games(
            n in 0usize..60, step in 1usize..5, misere: bool,
            seeds in proptest::collection::vec((0usize..1000, 0usize..1000, 0usize..1000), 60 * 3)
        ) {
            let r: Vec<Vec<(usize, usize)>> = (0..n).map(|x| {
                (0..3).map(|j| {
                    let (a, b, c) = seeds[3 * x + j];
                    if x == 0 || c % 5 == 0 { return (1, 0); }
                    let lo = a % x;
                    (lo, lo + b % (x - lo))
                }).collect()
            }).collect();
            check(n, step, &r, misere);
        }
    }
}
