//! Sprague-Grundy values (mex) of impartial games, sums of games, Nim and misère Nim.
//! Normal play (no move loses): the mover loses iff the value is 0; a sum, or a split (Kayles, a
//!   cut sheet), has the XOR of the parts' values (k equal parts x: `emit(&[x])` if k is odd, else
//!   `emit(&[])`, value 0). Misère: Nim (sums: anti_sg); partizan: win_lose; tuples, DAGs: grundy_memo.
//! Usage: `let g: Vec<u32> = grundy(n, |s, emit| for a in 1..s { emit(&[a, s - a]) });` (parts
//!   < s: number by size first, w * W + h for a w x h sheet, len * N + l for a segment [l, l+len));
//!   `subtraction_table(n, &set)` (heaps 0..n, take k in set; huge lo..=hi: subtraction_range);
//!   `nim_sum(&h)` (any int), `nim_wins`, `nim_move(&h)` -> Some((i, new)), `mex(&v)`, `misere_nim_wins`;
//!   a sum's winning move `grundy_move(&g, &states, moves)` -> Some((i, first winning emit)) or None.
//! Time: grundy O(n + parts), n <= 2^27 (moves runs at every s < n, 0 too); subtraction_table O(n k).
//! Source: Sprague 1935, Grundy 1939, Bouton 1901.
//! Status: tests below vs minimax; verify/cross/dp.rs
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

/// Grundy values of states 0..n. `moves(s, emit)` calls `emit(&parts)` once per move from `s`;
/// every part must be a state < s (e.g. heap sizes). Panics otherwise. Number composite states
/// so that parts come first: by size first (a segment [l, l + len) as len * N + l, a w x h sheet
/// as w * W + h); or key them, unnumbered: grundy_memo.
pub fn grundy<F>(n: usize, mut moves: F) -> Vec<u32>
where
    F: FnMut(usize, &mut dyn FnMut(&[usize])),
{
    assert!(
        n <= 1 << 27,
        "grundy: n = {} states is over 2^27 (huge heaps: find a period, grundy_period)",
        n
    );
    let mut g: Vec<u32> = Vec::with_capacity(n);
    let mut options = Vec::new();
    for s in 0..n {
        options.clear();
        moves(s, &mut |parts: &[usize]| {
            let mut x = 0;
            for &p in parts {
                assert!(
                    p < s,
                    "grundy: component {} of a move from {} must be < {}",
                    p,
                    s,
                    s
                );
                x ^= g[p];
            }
            options.push(x);
        });
        g.push(mex(&options));
    }
    g
}

/// Grundy values of one heap of 0..n when a move removes exactly k stones, k in `set`: any
/// order, duplicates and sizes above n allowed. Panics if 0 is in `set` (a move to itself).
pub fn subtraction_table(n: usize, set: &[usize]) -> Vec<u32> {
    assert!(
        n <= 1 << 27,
        "subtraction_table: n = {} heaps is over 2^27 (huge heaps: grundy_period)",
        n
    );
    assert!(
        !set.contains(&0),
        "subtraction_table: 0 in the set is not a move"
    );
    let mut g = vec![0u32; n];
    let mut seen = vec![usize::MAX; set.len() + 1]; // seen[v] == x: value v is an option of x
    for x in 0..n {
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

/// A heap size or Grundy value for the Nim functions: u32, u64, usize, i32 or i64 (panics if
/// negative), by value or by reference.
pub trait NimHeap: Copy {
    fn nim(self) -> u64;
}
macro_rules! nim_heap {
    ($($t:ty),*) => {$(
        impl NimHeap for $t {
            fn nim(self) -> u64 {
                std::convert::TryFrom::try_from(self).expect("Nim: a heap size is negative")
            }
        }
        impl NimHeap for &$t { fn nim(self) -> u64 { (*self).nim() } }
    )*};
}
nim_heap!(u32, u64, usize, i32, i64);

/// XOR of the heap sizes: the Grundy value of a Nim position (or of a sum of games).
pub fn nim_sum(heaps: impl IntoIterator<Item = impl NimHeap>) -> u64 {
    heaps.into_iter().fold(0, |x, h| x ^ h.nim())
}

/// Normal-play Nim: does the player to move win?
pub fn nim_wins(heaps: impl IntoIterator<Item = impl NimHeap>) -> bool {
    nim_sum(heaps) != 0
}

/// A normal-play Nim winning move `(heap index, new size)`, leaving nim-sum 0; None if losing.
pub fn nim_move(heaps: &[impl NimHeap]) -> Option<(usize, u64)> {
    let x = nim_sum(heaps.iter().copied());
    let i = heaps.iter().position(|h| h.nim() ^ x < h.nim())?; // none if x == 0
    Some((i, heaps[i].nim() ^ x))
}

/// The winning move of a sum of games, the states `states` (a Kayles row split into runs,
/// sheets cut apart), `g` = `grundy(n, moves)` with the same `moves`: Some((i, parts)) replaces
/// states[i] by the parts of one of its moves and leaves XOR 0 (the first such move `moves`
/// emits, in the first such i); None if the sum is lost. Panics if `g` is not `moves`' table.
pub fn grundy_move<F>(g: &[u32], states: &[usize], mut moves: F) -> Option<(usize, Vec<usize>)>
where
    F: FnMut(usize, &mut dyn FnMut(&[usize])),
{
    let x = states.iter().fold(0, |x, &s| x ^ g[s]);
    let i = states.iter().position(|&s| g[s] ^ x < g[s])?; // none if x == 0
    let (s, want) = (states[i], g[states[i]] ^ x);
    let mut found = None;
    moves(s, &mut |parts: &[usize]| {
        if found.is_none() && parts.iter().fold(0, |v, &p| v ^ g[p]) == want {
            found = Some(parts.to_vec());
        }
    });
    let parts =
        found.unwrap_or_else(|| panic!("grundy_move: no move from {} has value {}", s, want));
    Some((i, parts))
}

/// Misère Nim (taking the last object loses): does the player to move win? If every heap is
/// 0 or 1, iff the number of 1-heaps is even (their nim-sum is 0); otherwise iff nim-sum != 0.
pub fn misere_nim_wins(heaps: impl IntoIterator<Item = impl NimHeap>) -> bool {
    let (mut x, mut big) = (0, false);
    for h in heaps {
        (x, big) = (x ^ h.nim(), big || h.nim() > 1);
    }
    (x != 0) == big
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
            g: subtraction_table(11, &set),
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

    fn kayles_moves(s: usize, emit: &mut dyn FnMut(&[usize])) {
        for i in 0..s {
            emit(&[i, s - 1 - i]); // knock pin i
            if i + 2 <= s {
                emit(&[i, s - 2 - i]); // knock pins i, i+1
            }
        }
    }

    /// Minimax on a multiset of piles: take one cow, or split a pile 2x into k piles of x.
    fn split_wins(piles: Vec<usize>, k: usize, memo: &mut HashMap<Vec<usize>, bool>) -> bool {
        let mut key: Vec<usize> = piles.into_iter().filter(|&p| p > 0).collect();
        key.sort_unstable();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let mut win = false;
        for i in 0..key.len() {
            let mut take = key.clone();
            take[i] -= 1;
            win = win || !split_wins(take, k, memo);
            if key[i] % 2 == 0 {
                let mut split = key.clone();
                split.splice(i..=i, vec![key[i] / 2; k]);
                win = win || !split_wins(split, k, memo);
            }
        }
        memo.insert(key, win);
        win
    }

    // The header's k equal parts: emit(&[x]) if k is odd, emit(&[]) (a move to value 0) if even.
    #[test]
    fn k_equal_parts_as_the_header_spells_them() {
        for k in 1..=4 {
            let g = grundy(9, |s, emit| {
                if s >= 1 {
                    emit(&[s - 1]);
                }
                if s >= 2 && s % 2 == 0 {
                    if k % 2 == 1 {
                        emit(&[s / 2]);
                    } else {
                        emit(&[]);
                    }
                }
            });
            let mut memo = HashMap::new();
            for a in 0..=6 {
                for b in 0..=6 {
                    let sum = g[a] ^ g[b] != 0;
                    assert_eq!(
                        sum,
                        split_wins(vec![a, b], k, &mut memo),
                        "k {} piles {} {}",
                        k,
                        a,
                        b
                    );
                }
            }
        }
    }

    /// Plain minimax on a multiset of Kayles rows (sorted lengths, 0s dropped).
    fn rows_win(rows: &[usize], memo: &mut HashMap<Vec<usize>, bool>) -> bool {
        let mut key: Vec<usize> = rows.iter().copied().filter(|&r| r > 0).collect();
        key.sort_unstable();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let mut win = false;
        for i in 0..key.len() {
            let mut opts = Vec::new();
            kayles_moves(key[i], &mut |p: &[usize]| opts.push(p.to_vec()));
            for p in opts {
                let mut next = key.clone();
                next.splice(i..=i, p);
                win = win || !rows_win(&next, memo);
            }
        }
        memo.insert(key, win);
        win
    }

    fn check_move(rows: &[usize], g: &[u32], memo: &mut HashMap<Vec<usize>, bool>) {
        let wins = rows_win(rows, memo);
        match grundy_move(g, rows, kayles_moves) {
            None => assert!(!wins, "rows {:?} win but no move was found", rows),
            Some((i, parts)) => {
                assert!(
                    wins,
                    "rows {:?} lose but {:?} was returned",
                    rows,
                    (i, &parts)
                );
                let mut legal = false;
                kayles_moves(rows[i], &mut |p: &[usize]| legal = legal || p == &parts[..]);
                assert!(
                    legal,
                    "rows {:?}: {:?} is not a move of {}",
                    rows, parts, rows[i]
                );
                let mut next = rows.to_vec();
                next.splice(i..=i, parts.iter().copied());
                assert!(
                    !rows_win(&next, memo),
                    "rows {:?} -> {:?} wins for the opponent",
                    rows,
                    next
                );
            }
        }
    }

    #[test]
    fn grundy_move_wins_every_small_kayles_sum() {
        let (g, mut memo) = (kayles(12), HashMap::new());
        for a in 0..9 {
            check_move(&[a], &g, &mut memo);
            for b in 0..9 {
                check_move(&[a, b], &g, &mut memo);
                for c in 0..7 {
                    check_move(&[a, b, c], &g, &mut memo);
                }
            }
        }
        // the first winning i, and its first winning move: 3 = one pin off the middle
        assert_eq!(
            grundy_move(&g, &[0, 3], kayles_moves),
            Some((1, vec![1, 1]))
        );
        assert_eq!(grundy_move(&g, &[2, 2], kayles_moves), None);
        // two winning moves from 6 ([1, 4] and [4, 1]): the first emitted
        assert_eq!(grundy_move(&g, &[6], kayles_moves), Some((0, vec![1, 4])));
        assert_eq!(grundy_move(&g, &[], kayles_moves), None);
    }

    #[test]
    #[should_panic(expected = "grundy_move: no move from 2 has value 0")]
    fn grundy_move_with_a_wrong_table_panics() {
        grundy_move(&[1, 1, 2], &[2], |s, emit| (0..s).for_each(|t| emit(&[t])));
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
        assert_eq!(subtraction_table(200, &set), g);
        assert_eq!(subtraction_table(7, &[1, 2]), [0, 1, 2, 0, 1, 2, 0]);
        assert_eq!(subtraction_table(0, &[1, 2]), []);
    }

    #[test]
    fn subtraction_table_takes_any_set() {
        // unsorted, duplicated, and sizes above n: the same as the sorted set of sizes <= n
        let g = subtraction_table(40, &[1, 3, 4]);
        assert_eq!(subtraction_table(40, &[4, 1, 1000, 3, 4, 40, 3]), g);
        assert_eq!(subtraction_table(5, &[7, 9]), [0; 5]); // no move fits: every heap loses
        assert_eq!(
            subtraction_table(9, &[2, 2, 2]),
            [0, 0, 1, 1, 0, 0, 1, 1, 0]
        );
    }

    #[test]
    #[should_panic(expected = "subtraction_table: 0 in the set is not a move")]
    fn zero_removal_panics() {
        subtraction_table(5, &[0, 1]);
    }

    #[test]
    #[should_panic(expected = "grundy: n = 134217729 states is over 2^27")]
    fn huge_grundy_table_panics() {
        grundy((1 << 27) + 1, |_, _| {});
    }

    #[test]
    #[should_panic(expected = "subtraction_table: n = 1000000001 heaps is over 2^27")]
    fn huge_subtraction_table_panics() {
        subtraction_table(1_000_000_001, &[1, 2]);
    }

    #[test]
    #[allow(clippy::needless_borrows_for_generic_args)] // both forms are the point
    fn nim_accepts_u32_u64_usize_and_iterators() {
        let (a, b, c) = ([3u32, 5, 6, 1], vec![3u64, 5, 6, 1], [3usize, 5, 6, 1]);
        assert_eq!(nim_sum(&a), 1);
        assert_eq!(nim_sum(a), 1);
        assert_eq!(nim_sum(&b), 1);
        assert_eq!(nim_sum(b.iter().map(|&h| h * 2)), 2);
        assert_eq!(nim_sum(&c[..2]), 6);
        assert_eq!(nim_sum(Vec::<u32>::new()), 0);
        let g = [0u32, 1, 2, 0];
        assert_eq!(nim_sum(c.iter().filter(|&&h| h < 4).map(|&h| g[h])), 1); // g[3] ^ g[1]
        assert!(nim_wins(&a) && nim_wins(b.clone()) && !nim_wins([7u64, 7]));
        assert_eq!(nim_move(&a), Some((0, 2)));
        assert_eq!(nim_move(&c), Some((0, 2)));
        assert_eq!(nim_move(&[u64::MAX, u64::MAX - 1]), Some((0, u64::MAX - 1)));
        assert_eq!(nim_move(&[2u32, 2]), None);
        assert!(misere_nim_wins([1u32, 1]) && !misere_nim_wins(&[1usize]));
        assert!(misere_nim_wins(b.iter()) && !misere_nim_wins(vec![2u64, 2]));
        assert!(misere_nim_wins(Vec::<u64>::new())); // no heap: the opponent took the last one
    }

    #[test]
    #[allow(clippy::needless_borrows_for_generic_args)] // the README's form
    fn nim_accepts_signed_and_untyped_heaps() {
        assert_eq!(nim_sum(&[1, 2]), 3); // integer literals default to i32
        assert_eq!(nim_sum(vec![5i64, 3]), 6);
        assert_eq!(nim_move(&[3i32, 1]), Some((0, 1)));
        assert!(misere_nim_wins([1i64, 1]));
    }

    #[test]
    #[should_panic(expected = "Nim: a heap size is negative")]
    fn negative_heap_panics() {
        nim_sum([3i64, -1]);
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
