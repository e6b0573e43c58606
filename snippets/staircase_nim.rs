//! Staircase Nim: coins on steps 1, 2, ...; a move brings any positive number of coins from one
//!   step down to the next (from step 1 to the ground, step 0); no move loses.
//! Chessmen sliding left on a row without jumping (POJ 1704): `staircase_from_row(&cells)` takes
//!   cells >= 1 in any order (u64; the wall is cell 0) and gives the gaps from the right as steps.
//! Usage: `staircase_nim_sum(&steps)` (0: the mover loses), `staircase_move(&steps)` ->
//!   Some((i, c)): move c coins from step i to step i - 1. steps[0] is the ground (ignored).
//! Time: O(number of steps); staircase_from_row O(n log n) (it sorts the n cells).
//! Rule: it is Nim on the odd steps 1, 3, 5, ...: coins moved from an even step to an odd one
//!   can be moved on by the opponent at once, which changes nothing on the odd steps.
//! Source: folklore (the reduction to Nim on odd steps); POJ 1704 for the chessmen form.
//! Status: brute-force tested (tests below: every staircase of <= 4 steps with <= 4 coins each,
//!   every row of <= 4 chessmen on <= 10 cells, vs minimax; proptest); problems/georgia_bob.

/// XOR of the odd steps: the mover loses iff it is 0.
pub fn staircase_nim_sum(steps: &[u64]) -> u64 {
    steps.iter().skip(1).step_by(2).fold(0, |x, &c| x ^ c)
}

/// A winning move (i, c): bring c coins from step i (odd) down to step i - 1; None if losing.
pub fn staircase_move(steps: &[u64]) -> Option<(usize, u64)> {
    let x = staircase_nim_sum(steps);
    // The Nim move on the odd steps: a step whose count has the top bit of x set shrinks.
    (1..steps.len())
        .step_by(2)
        .find(|&i| x != 0 && steps[i] ^ x < steps[i])
        .map(|i| (i, steps[i] - (steps[i] ^ x)))
}

/// Chessmen on distinct cells >= 1 of a row whose left end is a wall (cell 0), each sliding
/// left: the steps of the equivalent staircase (moving a chessman left by d moves d "coins"
/// from the gap before it to the gap after it; the last chessman's gap empties to the ground).
pub fn staircase_from_row(cells: &[u64]) -> Vec<u64> {
    let mut p = cells.to_vec();
    p.sort_unstable();
    p.insert(0, 0);
    for w in p.windows(2) {
        assert!(
            w[0] < w[1],
            "staircase_from_row: cells must be distinct and >= 1"
        );
    }
    // steps[0] = ground, steps[1] = gap before the rightmost chessman, and so on leftwards.
    let mut steps = vec![0];
    steps.extend(p.windows(2).rev().map(|w| w[1] - w[0] - 1));
    steps
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashMap;

    /// Minimax from the rules of Staircase Nim (coins on the ground are out of play).
    fn brute_stairs(s: &mut Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(s) {
            return w;
        }
        let mut win = false;
        for i in 1..s.len() {
            for c in 1..=s[i] {
                s[i] -= c;
                s[i - 1] += c;
                win = win || !brute_stairs(s, memo);
                s[i] += c;
                s[i - 1] -= c;
            }
        }
        memo.insert(s.clone(), win);
        win
    }

    #[test]
    fn every_small_staircase_against_minimax() {
        let mut memo = HashMap::new();
        for len in 1..=4 {
            for code in 0..5u64.pow(len) {
                let mut s: Vec<u64> = vec![0];
                s.extend((0..len).map(|i| code / 5u64.pow(i) % 5));
                let win = brute_stairs(&mut s.clone(), &mut memo);
                assert_eq!(staircase_nim_sum(&s) != 0, win, "{s:?}");
                match staircase_move(&s) {
                    Some((i, c)) => {
                        assert!(i >= 1 && 1 <= c && c <= s[i], "{s:?} -> ({i}, {c})");
                        let mut t = s.clone();
                        t[i] -= c;
                        t[i - 1] += c;
                        assert!(!brute_stairs(&mut t, &mut memo), "{s:?} -> ({i}, {c})");
                    }
                    None => assert!(!win),
                }
            }
        }
    }

    /// Minimax of the chessmen game: a move slides one chessman left onto a free cell >= 1
    /// without passing another.
    fn brute_row(cells: &mut Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(cells) {
            return w;
        }
        let mut win = false;
        for i in 0..cells.len() {
            let left = if i == 0 { 0 } else { cells[i - 1] };
            let old = cells[i];
            for to in left + 1..old {
                cells[i] = to;
                win = win || !brute_row(cells, memo);
            }
            cells[i] = old;
        }
        memo.insert(cells.clone(), win);
        win
    }

    #[test]
    fn every_small_row_of_chessmen_against_minimax() {
        let mut memo = HashMap::new();
        for mask in 1u32..1 << 10 {
            if mask.count_ones() > 4 {
                continue;
            }
            let mut cells: Vec<u64> = (0..10)
                .filter(|c| mask >> c & 1 == 1)
                .map(|c| c + 1)
                .collect();
            let win = brute_row(&mut cells, &mut memo);
            cells.reverse(); // any order
            let steps = staircase_from_row(&cells);
            assert_eq!(staircase_nim_sum(&steps) != 0, win, "{cells:?}");
        }
        // POJ 1704 samples: 1 2 3 -> Bob, 1 5 6 7 9 12 14 17 -> Georgia.
        assert_eq!(staircase_nim_sum(&staircase_from_row(&[1, 2, 3])), 0);
        assert_ne!(
            staircase_nim_sum(&staircase_from_row(&[1, 5, 6, 7, 9, 12, 14, 17])),
            0
        );
        assert_eq!(staircase_from_row(&[4, 1, 7]), vec![0, 2, 2, 0]);
    }

    #[test]
    #[should_panic(expected = "distinct and >= 1")]
    fn equal_cells_panic() {
        staircase_from_row(&[3, 3]);
    }

    proptest! {
        #[test]
        fn proptest_moves_reach_zero(steps in proptest::collection::vec(0u64..1 << 40, 0..12)) {
            match staircase_move(&steps) {
                Some((i, c)) => {
                    let mut t = steps.clone();
                    t[i] -= c;
                    t[i - 1] += c;
                    prop_assert!(i % 2 == 1 && c >= 1);
                    prop_assert_eq!(staircase_nim_sum(&t), 0);
                }
                None => prop_assert_eq!(staircase_nim_sum(&steps), 0),
            }
        }
    }
}
