//! Game DP cross-checks: the snippets the five DP problems use (Deque, Stones, John, S-Nim,
//! Dividing Game) against brute force, and against each other where they overlap; grundy_memo
//! and subtraction_range against grundy and win_lose.
use proptest::prelude::*;
use snippets::coins_in_a_row;
use snippets::game_dp::dp_wins;
use snippets::grundy::{grundy, misere_nim_wins, nim_sum, subtraction_table};
use snippets::grundy_memo::{grundy_dag, grundy_of};
use snippets::grundy_period::{find_period, octal_grundy, periodic_value};
use snippets::subtraction_range::{subtraction_range_move, subtraction_range_value};
use snippets::win_lose;
use std::collections::HashMap;

#[allow(dead_code)]
#[path = "../../problems/dividing_game/main.rs"]
mod dividing_game;

/// John: misère Nim by a brute-force memo over sorted tuples of non-empty heaps.
fn john_brute(heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    key.sort_unstable();
    if key.is_empty() {
        return true; // the opponent ate the last M&M
    }
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut win = false;
    for i in 0..key.len() {
        for v in 0..key[i] {
            let mut next = key.clone();
            next[i] = v;
            if !john_brute(&next, memo) {
                win = true;
            }
        }
    }
    memo.insert(key, win);
    win
}

#[test]
fn john_closed_form_vs_sorted_tuple_memo() {
    // every multiset of 1..=5 heaps with sizes 1..=6
    let mut memo = HashMap::new();
    let mut checked = 0;
    fn rec(h: &mut Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>, checked: &mut usize) {
        if !h.is_empty() {
            assert_eq!(misere_nim_wins(&*h), john_brute(h, memo), "heaps {h:?}");
            *checked += 1;
        }
        if h.len() == 5 {
            return;
        }
        for v in *h.last().unwrap_or(&1)..=6 {
            h.push(v);
            rec(h, memo, checked);
            h.pop();
        }
    }
    rec(&mut Vec::new(), &mut memo, &mut checked);
    // C(6 + k - 1, k) multisets of size k, k = 1..=5
    assert_eq!(checked, 6 + 21 + 56 + 126 + 252);
}

/// Number of prime factors of x counted with multiplicity, by trial division.
fn big_omega(mut x: usize) -> u32 {
    let mut count = 0;
    let mut p = 2;
    while p * p <= x {
        while x % p == 0 {
            x /= p;
            count += 1;
        }
        p += 1;
    }
    count + (x > 1) as u32
}

/// problems/dividing_game's own table (its main.rs is included above) up to 1e5.
#[test]
fn dividing_game_mex_table_is_big_omega() {
    let g = dividing_game::grundy_values(100_000);
    for (x, &v) in g.iter().enumerate().skip(1) {
        assert_eq!(v, big_omega(x), "x = {x}");
    }
    assert_eq!(g[65536], 16);
    assert_eq!(g[99991], 1);
}

#[test]
fn dividing_game_xor_vs_minimax_on_pairs() {
    let max = 40;
    let g = grundy(max + 1, |x, emit| {
        for d in 1..x {
            if x % d == 0 {
                emit(&[d]);
            }
        }
    });
    // state a * (max + 1) + b for a pair (a, b), 1 <= a, b <= max (0 unused)
    let w = max + 1;
    let moves = |s: usize| {
        let (a, b) = (s / w, s % w);
        let mut v = Vec::new();
        for d in 1..a {
            if a % d == 0 {
                v.push(d * w + b);
            }
        }
        for d in 1..b {
            if b % d == 0 {
                v.push(a * w + d);
            }
        }
        v.into_iter()
    };
    let r = win_lose::solve(w * w, moves, false).unwrap();
    for a in 1..=max {
        for b in 1..=max {
            let anna = nim_sum([g[a], g[b]]) != 0;
            assert_eq!(r.win[a * w + b], anna, "A = [{a}, {b}]");
        }
    }
}

/// grundy_of from one start state (a HashMap memo) reaches exactly the divisors' chains and
/// agrees with grundy's table on every state it solved.
#[test]
fn dividing_game_by_grundy_of_matches_the_table() {
    let g = dividing_game::grundy_values(5000);
    let mut memo = HashMap::new();
    for x in [4999usize, 4096, 3600, 1] {
        let v = grundy_of(&mut memo, x, |x, emit| {
            (1..x).filter(|d| x % d == 0).for_each(|d| emit(&[d]))
        });
        assert_eq!(v, g[x], "x = {x}");
    }
    assert!(memo.iter().all(|(&x, &v)| v == Some(g[x])));
    assert!(
        memo.contains_key(&2048) && !memo.contains_key(&7),
        "only what is reached"
    );
}

/// grundy's Kayles (a move knocks one pin or two adjacent pins, splitting the row) is octal 0.77.
#[test]
fn kayles_by_grundy_is_octal_077() {
    let g = grundy(300, |s, emit| {
        for i in 0..s {
            emit(&[i, s - 1 - i]);
            if i + 2 <= s {
                emit(&[i, s - 2 - i]);
            }
        }
    });
    assert_eq!(g, octal_grundy("0.77", 300));
    assert_eq!(find_period(&g, 2), Some((71, 12)));
}

/// Stones by the plain bottom-up loop of the statement.
fn stones_brute(k: usize, a: &[usize]) -> Vec<bool> {
    let mut win = vec![false; k + 1];
    for s in 0..=k {
        win[s] = a.iter().any(|&x| x <= s && !win[s - x]);
    }
    win
}

/// A strictly increasing set drawn from 1..=limit.
fn move_set(limit: usize, max_len: usize) -> impl Strategy<Value = Vec<usize>> {
    proptest::collection::btree_set(1..=limit, 1..=max_len).prop_map(|s| s.into_iter().collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn stones_win_lose_vs_loop_vs_grundy(a in move_set(30, 6), k in 0usize..=400) {
        let moves = |s: usize| a.iter().filter(move |&&x| x <= s).map(move |&x| s - x);
        let r = win_lose::solve(k + 1, moves, false).unwrap();
        let brute = stones_brute(k, &a);
        let g = subtraction_table(k + 1, &a);
        for s in 0..=k {
            prop_assert_eq!(r.win[s], brute[s], "pile {}", s);
            prop_assert_eq!(r.win[s], g[s] != 0, "pile {}", s);
            if let Some(t) = r.good_move[s] {
                prop_assert!(a.contains(&(s - t)) && !brute[t]);
            }
        }
    }

    /// A subtraction game is the octal game with digit 3 at each s in S; a period certified
    /// on a short subtraction_table holds on a table of 3000 heaps.
    #[test]
    fn subtraction_table_is_octal_and_its_period_holds(s in move_set(12, 4)) {
        let k = *s.last().unwrap();
        let mut code = vec!['0'; k];
        s.iter().for_each(|&x| code[x - 1] = '3');
        let code: String = code.into_iter().collect();
        let long = subtraction_table(3000, &s);
        prop_assert_eq!(&long[..400], &octal_grundy(&format!("0.{code}"), 400)[..]);
        let len = (1..=1000).find(|&l| find_period(&long[..l], k).is_some()).unwrap();
        let (pre, p) = find_period(&long[..len], k).unwrap();
        for (n, &v) in long.iter().enumerate() {
            prop_assert_eq!(periodic_value(&long[..len], pre, p, n as u64), v);
        }
    }

    /// A DAG numbered at random: grundy_dag's zero values are win_lose's losses, and its values
    /// are grundy's on the same game numbered by rank (every move to a lower rank).
    #[test]
    fn grundy_dag_vs_win_lose_vs_grundy_by_rank(
        (rank, edges) in (1usize..=40).prop_flat_map(|n| (
            Just((0..n).collect::<Vec<usize>>()).prop_shuffle(),
            proptest::collection::vec((0..n, 0..n), 0..4 * n),
        )),
    ) {
        let n = rank.len();
        let mut by_rank = vec![Vec::new(); n]; // by_rank[i]: ranks one move from rank i
        for (a, b) in edges.into_iter().filter(|(a, b)| a != b) {
            by_rank[a.max(b)].push(a.min(b));
        }
        let mut adj = vec![Vec::new(); n]; // the same game on the shuffled ids
        for (i, next) in by_rank.iter().enumerate() {
            adj[rank[i]] = next.iter().map(|&j| rank[j]).collect();
        }
        let g = grundy_dag(&adj);
        let r = win_lose::solve(n, |v| adj[v].iter().copied(), false).unwrap();
        let by_grundy = grundy(n, |i, emit| by_rank[i].iter().for_each(|&j| emit(&[j])));
        for i in 0..n {
            prop_assert_eq!(g[rank[i]], by_grundy[i], "rank {}", i);
            prop_assert_eq!(g[rank[i]] != 0, r.win[rank[i]], "rank {}", i);
        }
    }

    /// Two heaps of a take-lo..=hi game: the XOR of the closed forms is win_lose's answer, and the
    /// closed-form move from a winning pair leaves a losing one.
    #[test]
    fn subtraction_range_pairs_vs_win_lose(lo in 1usize..=5, span in 0usize..=6) {
        let (hi, w) = (lo + span, 41);
        let moves = |st: usize| {
            let (a, b) = (st / w, st % w);
            let left = (lo..=hi.min(a)).map(move |k| (a - k) * w + b);
            left.chain((lo..=hi.min(b)).map(move |k| a * w + b - k))
        };
        let r = win_lose::solve(w * w, moves, false).unwrap();
        let table = subtraction_table(w, &(lo..=hi).collect::<Vec<usize>>());
        let g = |x: usize| subtraction_range_value(x as u64, lo as u64, hi as u64);
        for (a, b) in (0..w).flat_map(|a| (0..w).map(move |b| (a, b))) {
            let x = g(a) ^ g(b);
            prop_assert_eq!(g(a), table[a] as u64);
            prop_assert_eq!(r.win[a * w + b], x != 0, "heaps {} {}", a, b);
            if let Some(k) = subtraction_range_move(a as u64, lo as u64, hi as u64, g(a) ^ x) {
                prop_assert!(x != 0 && !r.win[(a - k as usize) * w + b], "{} {} take {}", a, b, k);
            }
        }
    }

    #[test]
    fn stones_dp_wins_vs_win_lose(a in move_set(30, 6), k in 0usize..=400) {
        let moves = |s: usize| a.iter().filter(move |&&x| x <= s).map(move |&x| s - x);
        let r = win_lose::solve(k + 1, moves, false).unwrap();
        // from the top pile first, then every pile on the same memo
        let mut memo = vec![None; k + 1];
        for s in std::iter::once(k).chain(0..=k) {
            let (win, best) = dp_wins(&mut memo, s, &|_| None, &moves);
            prop_assert_eq!(win, r.win[s], "pile {}", s);
            // both take the first winning move in the order of `a`
            prop_assert_eq!(best.map(|i| moves(s).nth(i).unwrap()), r.good_move[s]);
        }
    }

    #[test]
    fn remove_pairs_dp_wins_vs_win_lose(cards in proptest::collection::vec((0u8..3, 0u8..3), 1..=9)) {
        // ABC354 E on <= 9 cards: a move removes two cards with equal fronts or equal backs
        let n = cards.len();
        let mut pairs = Vec::new();
        for i in 0..n {
            for j in i + 1..n {
                if cards[i].0 == cards[j].0 || cards[i].1 == cards[j].1 {
                    pairs.push(1usize << i | 1 << j);
                }
            }
        }
        let moves = |m: usize| pairs.iter().filter(move |&&p| m & p == p).map(move |&p| m ^ p);
        let all = win_lose::solve(1 << n, moves, false).unwrap();
        let mut memo = HashMap::new();
        let (win, _) = dp_wins(&mut memo, (1 << n) - 1, &|_| None, &moves);
        prop_assert_eq!(win, all.win[(1 << n) - 1]);
        prop_assert!(memo.keys().all(|&m| all.win[m] == (memo[&m] == Some(Some(true)))));
    }

    #[test]
    fn s_nim_xor_vs_minimax_on_three_heaps(
        s in move_set(8, 4),
        h in proptest::collection::vec(0usize..=9, 3),
    ) {
        // state = h0 + 10 h1 + 100 h2, heaps 0..=9
        let moves = |st: usize| {
            let heaps = [st % 10, st / 10 % 10, st / 100];
            let mut v = Vec::new();
            for (i, p) in [1, 10, 100].into_iter().enumerate() {
                v.extend(s.iter().filter(|&&x| x <= heaps[i]).map(|&x| st - x * p));
            }
            v.into_iter()
        };
        let r = win_lose::solve(1000, moves, false).unwrap();
        let g = subtraction_table(10, &s);
        let values: Vec<u64> = h.iter().map(|&x| g[x] as u64).collect();
        prop_assert_eq!(r.win[h[0] + 10 * h[1] + 100 * h[2]], nim_sum(&values) != 0);
        prop_assert_eq!(nim_sum(&values), nim_sum(h.iter().map(|&x| g[x])));
    }

    #[test]
    fn deque_matches_two_dimensional_table(
        a in proptest::collection::vec(1i64..=1_000_000_000, 1..=150),
        l in 0usize..150,
        r in 0usize..150,
    ) {
        let n = a.len();
        // the recurrence as in the statement, on an (n+1) x (n+1) table
        let mut dp = vec![vec![0i64; n + 1]; n + 1];
        for len in 1..=n {
            for i in 0..=n - len {
                let j = i + len;
                dp[i][j] = (a[i] - dp[i + 1][j]).max(a[j - 1] - dp[i][j - 1]);
            }
        }
        prop_assert_eq!(coins_in_a_row::advantage(&a), dp[0][n]);
        prop_assert_eq!(coins_in_a_row::first_total(&a) * 2, a.iter().sum::<i64>() + dp[0][n]);
        let (l, r) = (l % n, r % n + 1);
        let (l, r) = if l < r { (l, r) } else { (r - 1, l + 1) };
        let (i, v) = coins_in_a_row::best_move(&a, l, r);
        prop_assert_eq!(v, dp[l][r]);
        prop_assert_eq!(v, if i == l { a[l] - dp[l + 1][r] } else { a[r - 1] - dp[l][r - 1] });
    }

    #[test]
    fn take_many_matches_own_total_table(
        a in proptest::collection::vec(-1_000_000_000i64..=1_000_000_000, 0..=120),
        small in any::<bool>(),
    ) {
        let a: Vec<i64> = if small { a.iter().map(|x| x % 4).collect() } else { a };
        let n = a.len();
        // UVa 10891's own-total form, every k tried: f[l][r] = sum(l..r) - min(0, f of what
        // the opponent is left with), on an (n+1) x (n+1) table in O(n^3).
        let mut p = vec![0i64; n + 1];
        for i in 0..n {
            p[i + 1] = p[i] + a[i];
        }
        let mut f = vec![vec![0i64; n + 1]; n + 1];
        for len in 1..=n {
            for l in 0..=n - len {
                let r = l + len;
                // the opponent gets nothing if the mover takes all
                let opp = (l + 1..r).fold(0i64, |o, m| o.min(f[m][r]).min(f[l][m]));
                f[l][r] = p[r] - p[l] - opp;
            }
        }
        prop_assert_eq!(coins_in_a_row::advantage_many(&a), 2 * f[0][n] - p[n]);
    }
}

/// Misère on one heap with "take 1" among the moves: the player who takes the last stone
/// loses. Plain minimax over heap sizes (a take past the heap is not a move).
fn misere_one_heap_brute(n: usize, set: &[usize]) -> Vec<bool> {
    let mut win = vec![true; n]; // heap 0: the opponent took the last stone, the mover wins
    for h in 1..n {
        win[h] = set.iter().any(|&s| s < h && !win[h - s]); // s == h takes the last: a loss
    }
    win
}

/// README Patterns, "Misère play": misère on h is normal play on h - 1 when 1 is a take;
/// a race "add 1..=k, whoever reaches or passes N loses" is lost iff (N - 1) % (k + 1) == 0.
#[test]
fn misere_one_heap() {
    let mut rng = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..300 {
        let mut set = vec![1];
        for s in 2..9 {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            if rng % 3 == 0 {
                set.push(s);
            }
        }
        let misere = misere_one_heap_brute(60, &set);
        let normal = subtraction_table(60, &set);
        for h in 1..60 {
            assert_eq!(misere[h], normal[h - 1] != 0, "set {:?}, heap {}", set, h);
        }
    }
    for k in 1..8u64 {
        let set: Vec<usize> = (1..=k as usize).collect();
        // a race from total t: a step to t + s >= N loses at once, so it is never a good step
        for n in 1..60u64 {
            let mut win = vec![false; n as usize + 1];
            for t in (0..n).rev() {
                win[t as usize] = (1..=k).any(|s| t + s < n && !win[(t + s) as usize]);
            }
            assert_eq!(win[0], (n - 1) % (k + 1) != 0, "k {}, N {}", k, n);
            assert_eq!(win[0], subtraction_range_value(n - 1, 1, k) != 0);
            assert_eq!(
                win[0],
                misere_one_heap_brute(n as usize + 1, &set)[n as usize]
            );
        }
    }
}
