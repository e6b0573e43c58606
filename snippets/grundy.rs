//! Grundy numbers (Sprague-Grundy): mex, games whose moves split into sums, subtraction games, Nim.
//! An impartial game under normal play (no move loses) is a loss for the mover iff its Grundy
//! value is 0; a sum of independent games has the XOR of their values. `grundy` handles moves
//! that leave several components (Kayles: knocking pins splits a row in two): a move's value
//! is the XOR of its components' values. Misère play (last move loses) does NOT follow XOR in
//! general; only Nim's closed form is here (`misere_nim_wins`). Partizan or scored games: not
//! this (see win_lose, coins_in_a_row).
//! Usage: `grundy(n, |s, emit| for .. { emit(&[a, b]) })` (each component < s) -> Vec<u32>;
//!   `subtraction_table(max, &set)`; `nim_sum(&h)`, `nim_wins`, `nim_move(&h) -> Some((i, new))`,
//!   `misere_nim_wins(&h)`; `mex(&vals)`.
//! Time: grundy O(n + total components emitted), subtraction_table O(max * |set|), Nim O(len).
//!   Memory O(n). Values are u32 (a value never exceeds the number of options of its state).
//! Source: Sprague (1935), Grundy (1939); Bouton (1901) for Nim and misère Nim.
//! Verified: tests below: Sprague-Grundy against a plain memoized win/lose minimax on every
//!   position of sums of two and three games (Nim heap <= 6, subtraction {1,3,4} <= 10, Kayles
//!   rows as 6-pin bitmasks), Kayles values vs the known sequence (OEIS A002186 for n < 72,
//!   then period 12 up to n = 191),
//!   Nim and misère Nim on 3 heaps <= 7 (misère also 4 heaps <= 3) vs minimax, proptest: every
//!   Nim winning move leaves nim-sum 0; verify/cross/dp.rs (John's closed form vs a memo over
//!   sorted heap tuples, <= 5 heaps <= 6; Dividing Game mex table = number of prime factors
//!   with multiplicity for x <= 1e5; S-Nim and Dividing Game XOR vs win_lose on sums);
//!   problems/john, s_nim, dividing_game (official samples).

/// Minimum excludant: the smallest value not in `vals`.
pub fn mex(vals: &[u32]) -> u32 {
    let mut seen = vec![false; vals.len() + 1];
    for &v in vals {
        if (v as usize) < seen.len() {
            seen[v as usize] = true;
        }
    }
    seen.iter().position(|&b| !b).unwrap() as u32
}

/// Grundy values of states 0..n. `moves(s, emit)` calls `emit(&components)` once per move
/// from `s`; every component must be a state < s (e.g. heap sizes). Panics otherwise.
pub fn grundy<F>(n: usize, mut moves: F) -> Vec<u32>
where
    F: FnMut(usize, &mut dyn FnMut(&[usize])),
{
    let mut g: Vec<u32> = Vec::with_capacity(n);
    let mut options = Vec::new();
    for s in 0..n {
        options.clear();
        moves(s, &mut |parts: &[usize]| {
            let mut x = 0;
            for &p in parts {
                assert!(
                    p < s,
                    "grundy: component {p} of a move from {s} must be < {s}"
                );
                x ^= g[p];
            }
            options.push(x);
        });
        g.push(mex(&options));
    }
    g
}

/// Grundy values of one heap of 0..=max when a move removes exactly k stones, k in `set`.
/// Panics if 0 is in `set` (removing nothing would be a cycle).
pub fn subtraction_table(max: usize, set: &[usize]) -> Vec<u32> {
    assert!(
        !set.contains(&0),
        "subtraction_table: 0 in the set is not a move"
    );
    let mut g = vec![0u32; max + 1];
    let mut seen = vec![usize::MAX; set.len() + 1]; // seen[v] == x: value v is an option of x
    for x in 0..=max {
        for &k in set {
            if k <= x {
                let v = g[x - k] as usize;
                if v < seen.len() {
                    seen[v] = x;
                }
            }
        }
        g[x] = seen.iter().position(|&y| y != x).unwrap() as u32;
    }
    g
}

/// XOR of the heap sizes: the Grundy value of a Nim position.
pub fn nim_sum(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |x, &h| x ^ h)
}

/// Normal-play Nim: does the player to move win?
pub fn nim_wins(heaps: &[u64]) -> bool {
    nim_sum(heaps) != 0
}

/// A normal-play Nim winning move `(heap index, new size)`, leaving nim-sum 0; None if losing.
pub fn nim_move(heaps: &[u64]) -> Option<(usize, u64)> {
    let x = nim_sum(heaps);
    if x == 0 {
        return None;
    }
    let i = heaps.iter().position(|&h| h ^ x < h).unwrap();
    Some((i, heaps[i] ^ x))
}

/// Misère Nim (taking the last object loses): does the player to move win? If every heap is
/// 0 or 1, iff the number of 1-heaps is even; otherwise iff the nim-sum is non-zero.
pub fn misere_nim_wins(heaps: &[u64]) -> bool {
    if heaps.iter().all(|&h| h <= 1) {
        heaps.iter().filter(|&&h| h == 1).count() % 2 == 0
    } else {
        nim_sum(heaps) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashMap;

    fn kayles(n: usize) -> Vec<u32> {
        grundy(n, |s, emit| {
            for i in 0..s {
                emit(&[i, s - 1 - i]); // knock pin i
                if i + 2 <= s {
                    emit(&[i, s - 2 - i]); // knock pins i, i+1
                }
            }
        })
    }

    #[test]
    fn mex_values() {
        assert_eq!(mex(&[]), 0);
        assert_eq!(mex(&[1, 2]), 0);
        assert_eq!(mex(&[0, 2, 1, 5]), 3);
        assert_eq!(mex(&[0, 0, 1, 1]), 2);
        assert_eq!(mex(&[u32::MAX, 0]), 1);
    }

    #[test]
    fn kayles_known_sequence() {
        // OEIS A002186; g(n + 12) = g(n) for every n >= 71 (the last exception is g(70) = 6).
        let known = [
            0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5,
            4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4,
            2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7,
        ];
        let g = kayles(72 + 120);
        assert_eq!(&g[..72], &known[..]);
        for n in 83..g.len() {
            assert_eq!(g[n], g[n - 12], "period 12 at n = {n}");
        }
    }

    /// A small game as an explicit graph over raw states, with its claimed Grundy values.
    struct Game {
        adj: Vec<Vec<usize>>,
        g: Vec<u32>,
    }

    fn nim_heap() -> Game {
        let g = grundy(7, |s, emit| (0..s).for_each(|t| emit(&[t])));
        assert!(g.iter().enumerate().all(|(s, &v)| v as usize == s));
        Game {
            adj: (0..7).map(|s| (0..s).collect()).collect(),
            g,
        }
    }

    fn subtraction_134() -> Game {
        let set = [1, 3, 4];
        let adj = (0..=10usize)
            .map(|s| set.iter().filter(|&&k| k <= s).map(|&k| s - k).collect())
            .collect();
        Game {
            adj,
            g: subtraction_table(10, &set),
        }
    }

    /// Kayles on a row of 6 positions; raw state = bitmask of standing pins.
    fn kayles_row() -> Game {
        let k = kayles(7);
        let (mut adj, mut g) = (Vec::new(), Vec::new());
        for m in 0..64usize {
            let mut v = Vec::new();
            for i in 0..6 {
                if m >> i & 1 == 1 {
                    v.push(m & !(1 << i));
                    if i + 1 < 6 && m >> (i + 1) & 1 == 1 {
                        v.push(m & !(3 << i));
                    }
                }
            }
            adj.push(v);
            let (mut x, mut run) = (0, 0);
            for i in 0..=6 {
                if i < 6 && m >> i & 1 == 1 {
                    run += 1;
                } else {
                    x ^= k[run];
                    run = 0;
                }
            }
            g.push(x);
        }
        Game { adj, g }
    }

    /// Plain memoized win/lose minimax on the sum of `games` (normal play).
    fn sum_wins(
        games: &[&Game],
        state: &mut Vec<usize>,
        memo: &mut HashMap<Vec<usize>, bool>,
    ) -> bool {
        if let Some(&w) = memo.get(state) {
            return w;
        }
        let mut win = false;
        'outer: for (i, game) in games.iter().enumerate() {
            let old = state[i];
            for &t in &game.adj[old] {
                state[i] = t;
                let opp = sum_wins(games, state, memo);
                state[i] = old;
                if !opp {
                    win = true;
                    break 'outer;
                }
            }
        }
        memo.insert(state.clone(), win);
        win
    }

    fn check_sum(games: &[&Game]) -> usize {
        let mut memo = HashMap::new();
        let mut state = vec![0; games.len()];
        let mut checked = 0;
        loop {
            let x = games.iter().zip(&state).fold(0, |x, (g, &s)| x ^ g.g[s]);
            assert_eq!(
                sum_wins(games, &mut state, &mut memo),
                x != 0,
                "state {state:?}"
            );
            checked += 1;
            // next tuple
            let mut i = 0;
            while i < games.len() && state[i] + 1 == games[i].adj.len() {
                state[i] = 0;
                i += 1;
            }
            if i == games.len() {
                return checked;
            }
            state[i] += 1;
        }
    }

    #[test]
    fn sprague_grundy_sums_of_two_and_three() {
        let games = [nim_heap(), subtraction_134(), kayles_row()];
        for a in &games {
            check_sum(&[a]);
            for b in &games {
                check_sum(&[a, b]);
            }
        }
        let [n, s, k] = &games;
        assert_eq!(check_sum(&[n, s, k]), 7 * 11 * 64);
        assert_eq!(check_sum(&[k, k, s]), 64 * 64 * 11);
    }

    fn nim_minimax(h: &mut Vec<u64>, misere: bool, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(h) {
            return w;
        }
        let mut win = h.iter().all(|&x| x == 0) && misere;
        for i in 0..h.len() {
            let old = h[i];
            for v in 0..old {
                h[i] = v;
                win |= !nim_minimax(h, misere, memo);
            }
            h[i] = old;
        }
        memo.insert(h.clone(), win);
        win
    }

    #[test]
    fn nim_and_misere_nim_exhaustive() {
        let (mut normal, mut misere) = (HashMap::new(), HashMap::new());
        for code in 0..512u64 {
            let mut h = vec![code & 7, code >> 3 & 7, code >> 6];
            assert_eq!(
                nim_wins(&h),
                nim_minimax(&mut h, false, &mut normal),
                "{h:?}"
            );
            assert_eq!(
                misere_nim_wins(&h),
                nim_minimax(&mut h, true, &mut misere),
                "{h:?}"
            );
            match nim_move(&h) {
                Some((i, v)) => {
                    assert!(v < h[i]);
                    h[i] = v;
                    assert!(!nim_minimax(&mut h, false, &mut normal), "{h:?}");
                }
                None => assert!(!nim_wins(&h)),
            }
        }
        for code in 0..256u64 {
            let mut h: Vec<u64> = (0..4).map(|i| code >> (2 * i) & 3).collect();
            assert_eq!(
                misere_nim_wins(&h),
                nim_minimax(&mut h, true, &mut misere),
                "{h:?}"
            );
        }
    }

    #[test]
    fn subtraction_table_matches_grundy() {
        let set = [2, 5, 7];
        let g = grundy(200, |s, emit| {
            set.iter()
                .filter(|&&k| k <= s)
                .for_each(|&k| emit(&[s - k]))
        });
        assert_eq!(subtraction_table(199, &set), g);
        assert_eq!(subtraction_table(6, &[1, 2]), [0, 1, 2, 0, 1, 2, 0]);
    }

    #[test]
    #[should_panic(expected = "subtraction_table: 0 in the set is not a move")]
    fn zero_removal_panics() {
        subtraction_table(5, &[0, 1]);
    }

    #[test]
    #[should_panic(expected = "grundy: component 3 of a move from 3 must be < 3")]
    fn non_decreasing_move_panics() {
        grundy(5, |s, emit| {
            if s == 3 {
                emit(&[1, 3]);
            }
        });
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]
        #[test]
        fn nim_winning_move_leaves_zero(
            mut h in proptest::collection::vec(any::<u64>(), 0..8),
            small in any::<bool>(),
        ) {
            if small {
                h.iter_mut().for_each(|x| *x %= 8);
            }
            match nim_move(&h) {
                Some((i, v)) => {
                    prop_assert!(nim_wins(&h) && v < h[i]);
                    h[i] = v;
                    prop_assert_eq!(nim_sum(&h), 0);
                }
                None => prop_assert_eq!(nim_sum(&h), 0),
            }
        }

        #[test]
        fn mex_is_smallest_missing(v in proptest::collection::vec(0u32..12, 0..12)) {
            let m = mex(&v);
            prop_assert!(!v.contains(&m));
            prop_assert!((0..m).all(|x| v.contains(&x)));
        }
    }
}
