//! Grundy values of huge heaps: the (pre-period, period) of a Grundy table, then g(n) for any n.
//! Proven for finite octal games, moves taking <= k tokens (Kayles 0.77, Dawson's 0.07, subtraction
//!   sets: digit 3 at each s): Guy-Smith, g(n + p) = g(n) on pre <= n < 2 max(pre, 1) + p + k
//!   gives n >= pre. Else (k = 0: infinite sets, primes) a period stable as the table doubles is
//!   a conjecture (prove it on residues: README). No period? Print g[..64]; growing: find_period
//!   on d[n] = g[n] - n, popcount; halving: `find_halving(&g)` -> (from, step): g(n) = step(n,
//!   g(n / 2)) for n >= from (a conjecture); `halving_value(&g, n, &step)` -> T, any step (UVa 1482).
//! Usage: `let g = octal_grundy("0.77", 200); let (pre, p) = find_period(&g, 2).unwrap();`
//!   `periodic_value(&g, pre, p, n)` (u32, i64 d[n], bool); n past u64: `decimal_n("12..", p)`.
//! Time: octal_grundy O(n^2) with a split digit (4-7), else O(n k), n <= 2^27; find_* O(len).
//! Source: R. K. Guy, C. A. B. Smith (1956); Winning Ways, ch. 4; the Z-function (Gusfield).
//! Status: tests below (octal vs minimax, 11 published periods, halving vs minimax, UVa 1482).
use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;

/// Grundy values of heaps 0..n of the octal game `code` ("0.d1d2..dk"): digit dj (0-7) allows
/// taking j tokens from a heap when that leaves no heap (bit 1), one heap (bit 2) or two
/// non-empty heaps (bit 4, the rest split in two).
pub fn octal_grundy(code: &str, n: usize) -> Vec<u32> {
    let digits: Vec<u32> = code.chars().skip(2).filter_map(|c| c.to_digit(8)).collect();
    let ok = code.starts_with("0.") && digits.len() + 2 == code.len();
    assert!(ok, "octal_grundy: not \"0.\" + octal digits: {:?}", code);
    assert!(n <= 1 << 27, "octal_grundy: n = {} heaps is over 2^27", n);
    let (mut g, mut options) = (Vec::with_capacity(n), Vec::new());
    for h in 0..n {
        options.clear();
        // digit j (j = 1, 2, ..) takes j tokens and leaves rest = h - j
        for (rest, &d) in (0..h).rev().zip(&digits) {
            // bit 1 leaves no heap, bit 2 one heap: either way the option is g[rest] (g[0] = 0)
            if d & (if rest == 0 { 1 } else { 2 }) != 0 {
                options.push(g[rest]);
            }
            if d & 4 != 0 {
                options.extend((1..=rest / 2).map(|a| g[a] ^ g[rest - a]));
            }
        }
        // mex: of m options, one >= m means a value below m is missing (values >= m: slot m)
        let (m, mut seen) = (options.len(), vec![false; options.len() + 1]);
        options.iter().for_each(|&v| seen[m.min(v as _)] = true);
        g.push(seen.iter().position(|&b| !b).unwrap_or(m) as u32);
    }
    g
}

/// The smallest period p of the table's tail, and the smallest pre-period for it, such that
/// g[n + p] == g[n] for every pre <= n < g.len() - p, as soon as the table is long enough for
/// the Guy-Smith theorem with moves taking at most `max_move` tokens:
/// g.len() >= 2 (max(pre, 1) + p) + max_move. None if no period is certified yet. Still None on
/// a table 10x longer: the values may not be periodic at all. Print them; if they grow, try
/// d[n] = g[n] - n; else look for a rule by halving (find_halving: g(2x) and g(2x + 1) from
/// g(x)), or a closed form (a take range lo..=hi: subtraction_range).
pub fn find_period<T: PartialEq>(g: &[T], max_move: usize) -> Option<(usize, usize)> {
    // Read the table backwards: z[p] = how many values from the end agree with the values p
    // earlier (the Z-function of the reversed table), so p holds from pre = len - p - z[p].
    let len = g.len();
    let r: Vec<&T> = g.iter().rev().collect();
    let mut z = vec![0usize; len];
    let (mut lo, mut hi) = (0, 0); // r[lo..hi] equals r[..hi - lo], with hi the largest seen
    for p in 1..len {
        let mut k = if p < hi { (hi - p).min(z[p - lo]) } else { 0 };
        while p + k < len && r[k] == r[p + k] {
            k += 1;
        }
        (lo, hi) = if p + k > hi { (p, p + k) } else { (lo, hi) };
        z[p] = k;
        // Guy-Smith: the first certified p is the smallest true period. The pre-period counts
        // as at least 1 there: a shift by p that emptied a heap would turn a split into another
        // move (0.4: g = 0, 0, 0, 1, ... fits p = 1 from 0 up to n = 2).
        let pre = len - p - k;
        if (2 * (pre.max(1) + p)).saturating_add(max_move) <= len {
            return Some((pre, p));
        }
    }
    None
}

/// g(n) for any n, given a table periodic from `pre` with `period` (from `find_period`).
pub fn periodic_value<T: Copy>(g: &[T], pre: usize, period: usize, n: u64) -> T {
    assert!(
        period >= 1 && pre < g.len() && period <= g.len() - pre,
        "periodic_value: need period >= 1 and pre + period <= g.len(), got pre = {pre}, \
         period = {period}, len = {}",
        g.len()
    );
    if n < g.len() as u64 {
        return g[n as usize];
    }
    g[pre + ((n - pre as u64) % period as u64) as usize]
}

/// A rule by halving that the table's tail obeys: the smallest `from` such that g[n] depends only
/// on (n % 2, g[n / 2]) for every from <= n < g.len(), and that rule as a step for
/// `halving_value`. None unless the rule holds on the last 3/4 of the table (from <= len / 4).
pub fn find_halving<T>(g: &[T]) -> Option<(usize, impl Fn(u64, T) -> T)>
where
    T: Copy + Eq + Hash + Debug,
{
    // Walk down from the end: the first n whose case disagrees with a larger n's ends the rule.
    let (mut rule, mut from) = (HashMap::new(), g.len());
    while from > 1
        && *rule
            .entry(((from as u64 - 1) % 2, g[(from - 1) / 2]))
            .or_insert(g[from - 1])
            == g[from - 1]
    {
        from -= 1;
    }
    let step = move |n: u64, h: T| match rule.get(&(n % 2, h)) {
        Some(&v) => v,
        None => panic!(
            "find_halving: the table never shows n % 2 = {}, g(n / 2) = {:?}: tabulate more",
            n % 2,
            h
        ),
    };
    (1..=g.len() / 4).contains(&from).then_some((from, step))
}

/// g(n) for any n by halving: g[n] from the table when n < g.len(), else step(n, g(n / 2)).
pub fn halving_value<T: Copy>(g: &[T], n: u64, step: impl Fn(u64, T) -> T) -> T {
    assert!(!g.is_empty(), "halving_value: empty table");
    let mut chain = vec![n]; // n, n / 2, n / 4, .. down to the first one inside the table
    while *chain.last().unwrap() >= g.len() as u64 {
        chain.push(chain.last().unwrap() / 2);
    }
    let low = chain.pop().unwrap() as usize;
    chain.iter().rev().fold(g[low], |h, &m| step(m, h))
}

/// n written in decimal (any length: 10^250) as a u64 that `periodic_value` maps to the same
/// value for any table of this period: n itself below 2^62, else the number in 2^62..2^62 + p
/// that is congruent to n mod p. n - t keeps its value too, for any t < 2^61.
pub fn decimal_n(n: &str, period: usize) -> u64 {
    let ok = period > 0 && !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit());
    assert!(ok, "decimal_n: n = {:?} is not digits, or period 0", n);
    let (big, p) = (1u128 << 62, period as u128);
    let keep = |y: u128| y.min(big + (y.max(big) - big) % p); // y if y < 2^62, else reduced
    n.bytes().fold(0, |y, b| keep(10 * y + (b - b'0') as u128)) as u64
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashMap;

    // A win/lose table (bool) as the header allows: take 1, 3 or 4, lost iff n % 7 in {0, 2}.
    #[test]
    fn a_bool_win_lose_table_has_its_period() {
        let mut win = vec![false; 60];
        for n in 1..60 {
            win[n] = [1, 3, 4].iter().any(|&k| k <= n && !win[n - k]);
        }
        assert_eq!(find_period(&win, 4), Some((0, 7)));
        for n in [0u64, 2, 7, 9, 700_000_000, 700_000_002] {
            assert!(!periodic_value(&win, 0, 7, n), "n = {}", n);
        }
        for n in [1u64, 3, 4, 5, 6, 700_000_001, 700_000_006] {
            assert!(periodic_value(&win, 0, 7, n), "n = {}", n);
        }
    }

    /// Normal-play win/lose of a multiset of heaps (sorted) in the octal game `digits`.
    fn wins(digits: &[u32], heaps: Vec<usize>, memo: &mut HashMap<Vec<usize>, bool>) -> bool {
        if let Some(&w) = memo.get(&heaps) {
            return w;
        }
        let mut win = false;
        for i in 0..heaps.len() {
            let h = heaps[i];
            for (j, &d) in (1..=h).zip(digits) {
                let rest = h - j;
                let mut results: Vec<Vec<usize>> = Vec::new();
                if d & 1 != 0 && rest == 0 {
                    results.push(vec![]);
                }
                if d & 2 != 0 && rest > 0 {
                    results.push(vec![rest]);
                }
                if d & 4 != 0 {
                    results.extend((1..=rest / 2).map(|a| vec![a, rest - a]));
                }
                for parts in results {
                    let mut next = heaps.clone();
                    next.remove(i);
                    next.extend(parts);
                    next.sort_unstable();
                    win |= !wins(digits, next, memo);
                }
            }
        }
        memo.insert(heaps, win);
        win
    }

    fn check_octal_vs_minimax(code: &str) {
        let digits: Vec<u32> = code[2..].chars().map(|c| c.to_digit(8).unwrap()).collect();
        let g = octal_grundy(code, 8);
        let mut memo = HashMap::new();
        for a in 0..8 {
            for b in a..8 {
                for c in b..8 {
                    let heaps: Vec<usize> = [a, b, c].into_iter().filter(|&h| h > 0).collect();
                    let x = g[a] ^ g[b] ^ g[c];
                    assert_eq!(
                        wins(&digits, heaps, &mut memo),
                        x != 0,
                        "{code} {a} {b} {c}"
                    );
                }
            }
        }
    }

    #[test]
    fn octal_grundy_vs_minimax_on_sums_every_code_up_to_two_digits() {
        for d in 0..8 {
            check_octal_vs_minimax(&format!("0.{d}"));
        }
        for code in 0..64 {
            check_octal_vs_minimax(&format!("0.{}{}", code / 8, code % 8));
        }
    }

    /// (code, max_move, pre-period, period) as published: Kayles (OEIS A002186, last
    /// exception 70); Dawson's chess .137 (A002187: exceptions up to 51), Dawson's Kayles .07
    /// (A002187 shifted by one) and .4 (by two); .177 (A071435, last exception 496); .11377
    /// (A071452, 186); .117 (A071453, 46); .176 (A125920, 23); .115 (A125829, 0);
    /// subtraction games {1, 3, 4} = .3033 (period 7) and {1, 2, 3} = .333 (period 4).
    const PUBLISHED: [(&str, usize, usize, usize); 11] = [
        ("0.77", 2, 71, 12),
        ("0.137", 3, 52, 34),
        ("0.07", 2, 53, 34),
        ("0.4", 1, 54, 34),
        ("0.177", 3, 497, 20),
        ("0.11377", 5, 187, 32),
        ("0.117", 3, 47, 48),
        ("0.176", 3, 24, 8),
        ("0.115", 3, 1, 14),
        ("0.3033", 4, 0, 7),
        ("0.333", 3, 0, 4),
    ];

    #[test]
    fn published_periods_found_exactly_at_the_guy_smith_length() {
        for (code, k, pre, p) in PUBLISHED {
            let need = 2 * (pre.max(1) + p) + k;
            let long = octal_grundy(code, need + 4 * (pre + p));
            let g = &long[..need];
            assert_eq!(g, octal_grundy(code, need), "{code}");
            assert_eq!(find_period(g, k), Some((pre, p)), "{code}");
            assert_eq!(find_period(&g[..need - 1], k), None, "{code}");
            for (n, &v) in long.iter().enumerate() {
                assert_eq!(periodic_value(g, pre, p, n as u64), v, "{code} n = {n}");
            }
        }
    }

    #[test]
    fn dawsons_chess_values_match_oeis() {
        // OEIS A002187 (octal game .137), a(0..=104)
        let known = [
            0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0,
            4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3,
            0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3,
            3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3,
        ];
        assert_eq!(octal_grundy("0.137", known.len()), known);
        // Dawson's Kayles has the same values one heap later.
        assert_eq!(octal_grundy("0.07", known.len() + 1)[1..], known);
    }

    #[test]
    fn subtraction_pairs_have_period_dividing_a_plus_b() {
        // S = {a, b}: purely periodic with period a + b (Winning Ways, ch. 4).
        for a in 1..=9 {
            for b in a + 1..=10 {
                let mut code = vec!['0'; b];
                code[a - 1] = '3';
                code[b - 1] = '3';
                let code = format!("0.{}", code.into_iter().collect::<String>());
                let g = octal_grundy(&code, 2 * (1 + a + b) + b);
                let (pre, p) = find_period(&g, b).unwrap();
                assert!(pre == 0 && (a + b) % p == 0, "{{{a}, {b}}}: {pre} {p}");
            }
        }
    }

    #[test]
    fn huge_heaps() {
        let g = octal_grundy("0.77", 168);
        let (pre, p) = find_period(&g, 2).unwrap();
        // 1e18 = 76 (mod 12) and u64::MAX = 75 (mod 12), both past the pre-period 71.
        assert_eq!(periodic_value(&g, pre, p, 1_000_000_000_000_000_000), g[76]);
        assert_eq!(periodic_value(&g, pre, p, 1_000_000_000_000_000_000), 1);
        assert_eq!(periodic_value(&g, pre, p, u64::MAX), 8);
        // Lasker's Nim (take any number, or split a heap in two): g(4k+3) = 4k+4, g(4k+4) =
        // 4k+3, else g(n) = n (Winning Ways). It grows; g[n] - n is periodic.
        let mut lasker: Vec<u32> = Vec::new();
        for n in 0..64usize {
            let mut opts: Vec<u32> = (0..n).map(|t| lasker[t]).collect();
            opts.extend((1..n).map(|a| lasker[a] ^ lasker[n - a]));
            lasker.push((0..).find(|v| !opts.contains(v)).unwrap());
        }
        let d: Vec<i64> = (0..64).map(|n| lasker[n] as i64 - n as i64).collect();
        let (pre, p) = find_period(&d, 0).unwrap();
        assert_eq!((pre, p), (1, 4));
        let n = 1_000_000_000_000_000_000u64;
        assert_eq!(n as i64 + periodic_value(&d, pre, p, n), n as i64 - 1);
        assert_eq!(periodic_value(&d, pre, p, n + 3), 1);
    }

    #[test]
    fn no_period_then_a_halving_rule() {
        // UVa 1482 / LA 5059 "Playing With Stones": a move takes 1 to floor(x / 2) stones from
        // a pile of x (piles up to 2e18). The values grow, and so does g - n: no period at all.
        let n = 1024;
        let mut g: Vec<u64> = Vec::new();
        for x in 0..n {
            let opts: Vec<u64> = (1..=x / 2).map(|k| g[x - k]).collect();
            g.push((0..).find(|v| !opts.contains(v)).unwrap());
        }
        assert_eq!(find_period(&g, 0), None);
        let d: Vec<i64> = (0..n).map(|x| g[x] as i64 - x as i64).collect();
        assert_eq!(find_period(&d, 0), None);
        // halving: g(2x) = x and g(2x + 1) = g(x) on the whole table
        assert!((0..n / 2).all(|x| g[2 * x] == x as u64 && g[2 * x + 1] == g[x]));
        // so g(n) for any n: strip the trailing 1 bits, then halve once
        let value = |mut x: u64| {
            while x % 2 == 1 {
                x /= 2;
            }
            x / 2
        };
        assert!((0..n).all(|x| value(x as u64) == g[x]));
        assert_eq!(value(2_000_000_000_000_000_000), 1_000_000_000_000_000_000);
        assert_eq!(value(u64::MAX), 0); // all ones: down to 0
                                        // no finite rule on (n % 2, g(n / 2)) (g(2x) = x grows), but our own step evaluates it
        assert!(find_halving(&g).is_none());
        let step = |n: u64, h: u64| if n % 2 == 0 { n / 2 } else { h };
        for x in [
            1025u64,
            4096,
            123_456_789,
            2_000_000_000_000_000_000,
            u64::MAX,
        ] {
            assert_eq!(halving_value(&g[..64], x, step), value(x), "x = {}", x);
        }
    }

    /// CF 603C's pile: take one stone, or split a pile of 2x into k piles of x (k odd: the
    /// split's value is g(x)). Grundy values by the definition (mex over the options).
    fn split_pile_table(n: usize) -> Vec<u32> {
        let mut g = vec![0u32; n];
        for x in 1..n {
            let mut opts = vec![g[x - 1]];
            if x % 2 == 0 {
                opts.push(g[x / 2]);
            }
            g[x] = (0..).find(|v| !opts.contains(v)).unwrap();
        }
        g
    }

    /// Does the mover win one such pile (k = 3), by minimax over multisets of piles?
    fn split_pile_wins(piles: Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(&piles) {
            return w;
        }
        let mut w = false;
        for i in 0..piles.len() {
            let x = piles[i];
            let mut next = vec![];
            if x >= 1 {
                let mut p = piles.clone();
                p[i] = x - 1;
                next.push(p);
            }
            if x >= 2 && x % 2 == 0 {
                let mut p = piles.clone();
                p[i] = x / 2;
                p.extend([x / 2, x / 2]);
                next.push(p);
            }
            for mut p in next {
                p.retain(|&y| y > 0);
                p.sort_unstable();
                w |= !split_pile_wins(p, memo);
            }
        }
        memo.insert(piles, w);
        w
    }

    #[test]
    fn a_halving_rule_found_on_64_values_predicts_the_rest() {
        let big = split_pile_table(1 << 14);
        assert_eq!(find_period(&big, 0), None);
        let (from, step) = find_halving(&big[..64]).unwrap();
        assert_eq!(from, 5); // g(4) = 2 breaks the rule: odd n >= 5 gives 0, even n mex{0, g(n/2)}
        for n in 0..big.len() {
            assert_eq!(
                halving_value(&big[..64], n as u64, &step),
                big[n],
                "n = {}",
                n
            );
        }
        let mut memo = HashMap::new();
        for n in 1..=20u64 {
            let g = halving_value(&big[..8], n, &find_halving(&big[..32]).unwrap().1);
            assert_eq!(g != 0, split_pile_wins(vec![n], &mut memo), "n = {}", n);
        }
        // 1e9 = 2^9 * 5^9: g(5^9) = 0, then each doubling gives mex{0, g}: 1, 2, 1, .. (9 times)
        assert_eq!(halving_value(&big[..64], 1_000_000_000, &step), 1);
        assert_eq!(halving_value(&big[..64], 2_000_000_000, &step), 2);
        assert_eq!(halving_value(&big[..64], 999_999_999, &step), 0);
    }

    #[test]
    fn find_halving_needs_the_rule_on_three_quarters() {
        // n >= 2 follow one rule, n = 1 breaks it: from = 2 is fine for 8 values, not for 7
        let g = [0u32, 0, 1, 2, 3, 4, 5, 6];
        assert_eq!(find_halving(&g).map(|r| r.0), Some(2));
        assert_eq!(find_halving(&g[..7]).map(|r| r.0), None);
        assert_eq!(find_halving(&[0u32, 0, 5, 0]).map(|r| r.0), Some(1));
        assert!(find_halving::<u32>(&[]).is_none() && find_halving(&[0u32, 0, 5]).is_none());
    }

    #[test]
    #[should_panic(expected = "tabulate more")]
    fn a_case_the_table_never_shows_panics() {
        let g: Vec<u32> = (0..16).collect(); // g(n) = n: every case new, a rule that says nothing
        let (from, step) = find_halving(&g).unwrap();
        assert_eq!(from, 1);
        halving_value(&g, 1000, step);
    }

    #[test]
    #[should_panic(expected = "halving_value: empty table")]
    fn halving_an_empty_table_panics() {
        halving_value(&[] as &[u32], 5, |_, h| h);
    }

    /// The specification of `find_period` read literally: O(len^2).
    fn naive_period(g: &[u8], k: usize) -> Option<(usize, usize)> {
        let len = g.len();
        for p in 1..len {
            let mut pre = len - p;
            while pre > 0 && g[pre - 1] == g[pre - 1 + p] {
                pre -= 1;
            }
            if 2 * (pre.max(1) + p) + k <= len {
                return Some((pre, p));
            }
        }
        None
    }

    #[test]
    #[should_panic(expected = "octal_grundy: not \"0.\" + octal digits: \"0.78\"")]
    fn bad_octal_digit_panics() {
        octal_grundy("0.78", 10);
    }

    #[test]
    #[should_panic(expected = "octal_grundy: not \"0.\" + octal digits: \".77\"")]
    fn bad_octal_prefix_panics() {
        octal_grundy(".77", 10);
    }

    #[test]
    #[should_panic(expected = "octal_grundy: n = 1000000000 heaps is over 2^27")]
    fn huge_octal_table_panics() {
        octal_grundy("0.77", 1_000_000_000);
    }

    #[test]
    #[should_panic(expected = "need period >= 1 and pre + period <= g.len(), got pre = 3")]
    fn period_past_the_table_panics() {
        periodic_value(&[0u32, 1, 2, 3], 3, 2, 10);
    }

    #[test]
    #[should_panic(expected = "got pre = 18446744073709551615, period = 2, len = 4")]
    fn overflowing_pre_panics() {
        periodic_value(&[0u32, 1, 2, 3], usize::MAX, 2, 10);
    }

    #[test]
    #[should_panic(expected = "got pre = 0, period = 0, len = 4")]
    fn zero_period_panics() {
        periodic_value(&[0u32, 1, 2, 3], 0, 0, 10);
    }

    /// g(n) for n as u128, read off a table periodic from pre (the definition).
    fn value_u128(g: &[u8], pre: usize, p: usize, n: u128) -> u8 {
        if n < g.len() as u128 {
            g[n as usize]
        } else {
            g[pre + ((n - pre as u128) % p as u128) as usize]
        }
    }

    #[test]
    fn decimal_n_small_huge_and_251_digits() {
        // takes 1, 2, 4, ..: g = 0, 1, 2 repeating (Timus 1180); 10^250 = 1 (mod 3)
        let g = [0u8, 1, 2, 0, 1, 2];
        let ten250 = format!("1{}", "0".repeat(250));
        let m = decimal_n(&ten250, 3);
        assert_eq!((m, periodic_value(&g, 0, 3, m)), (1 << 62, 1)); // 2^62 = 1 (mod 3)
        assert_eq!(periodic_value(&g, 0, 3, m - 1), 0); // 10^250 - 1: a multiple of 3
        assert_eq!(decimal_n("0", 7), 0);
        assert_eq!(decimal_n("00042", 7), 42);
        assert_eq!(decimal_n("4611686018427387903", 7), (1 << 62) - 1); // 2^62 - 1: n itself
        let two62 = 1u64 << 62; // 2^62 = 4 (mod 6): reduced to 2^62 + (2^62 - 2^62) mod 6
        assert_eq!(decimal_n("4611686018427387904", 6), two62);
        assert_eq!(decimal_n("4611686018427387909", 6), two62 + 5);
        assert_eq!(decimal_n("4611686018427387910", 6), two62);
        assert_eq!(decimal_n("18446744073709551615", 1), two62); // u64::MAX, period 1
        let max = u128::MAX.to_string(); // 2^128 - 1 = 2^62 + 5 (mod 7)
        assert_eq!(
            decimal_n(&max, 7),
            two62 + ((u128::MAX - (1 << 62)) % 7) as u64
        );
    }

    #[test]
    #[should_panic(expected = "decimal_n: n = \"12a\" is not digits, or period 0")]
    fn decimal_n_not_digits_panics() {
        decimal_n("12a", 3);
    }

    #[test]
    #[should_panic(expected = "decimal_n: n = \"\" is not digits")]
    fn decimal_n_empty_panics() {
        decimal_n("", 3);
    }

    #[test]
    #[should_panic(expected = "decimal_n: n = \"5\" is not digits, or period 0")]
    fn decimal_n_zero_period_panics() {
        decimal_n("5", 0);
    }

    thread_local!(static EQS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) });

    /// A table value that counts the comparisons `find_period` makes.
    struct Counted(u8);
    impl PartialEq for Counted {
        fn eq(&self, other: &Self) -> bool {
            EQS.with(|c| c.set(c.get() + 1));
            self.0 == other.0
        }
    }

    /// Comparisons made by a full scan (max_move = usize::MAX: nothing is ever certified).
    fn comparisons(g: &[u8]) -> usize {
        let g: Vec<Counted> = g.iter().map(|&v| Counted(v)).collect();
        EQS.with(|c| c.set(0));
        assert_eq!(find_period(&g, usize::MAX), None);
        EQS.with(|c| c.get())
    }

    #[test]
    fn z_function_is_linear() {
        // Read backwards, 0 ^ (len - 1) then 1 matches itself shifted by p for len - 1 - p
        // values: a scan without the Z-box makes ~len^2 / 2 comparisons, the Z-function < 2 len
        let mut g = vec![0u8; 20_000];
        g[0] = 1;
        assert!(comparisons(&g) < 2 * g.len(), "{}", comparisons(&g));
        // every 0/1 table of length 16: < 2 len (a box that shrinks costs more: 33 on this one)
        let shrink = [1, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0];
        assert_eq!(comparisons(&shrink), 28);
        for bits in 0..1u32 << 16 {
            let g: Vec<u8> = (0..16).map(|i| (bits >> i & 1) as u8).collect();
            assert!(comparisons(&g) < 32, "{g:?}");
        }
    }

    fn octal_code() -> impl Strategy<Value = (String, usize)> {
        proptest::collection::vec(0u32..8, 1..=3).prop_map(|d| {
            let code: String = d.iter().map(|x| char::from(b'0' + *x as u8)).collect();
            (format!("0.{code}"), d.len())
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn three_digit_codes_vs_minimax((code, _) in octal_code()) {
            check_octal_vs_minimax(&code);
        }

        // Safety: whatever a prefix certifies holds on a table 4x (or more) as long.
        #[test]
        fn certified_periods_hold_on_longer_tables((code, k) in octal_code()) {
            let long = octal_grundy(&code, 800);
            for len in 0..=200 {
                if let Some((pre, p)) = find_period(&long[..len], k) {
                    for (n, &v) in long.iter().enumerate() {
                        prop_assert_eq!(periodic_value(&long[..len], pre, p, n as u64), v);
                    }
                }
            }
        }

        #[test]
        fn certified_subtraction_periods_hold(
            set in proptest::collection::btree_set(1usize..=9, 1..=4),
        ) {
            let k = *set.iter().max().unwrap();
            let mut code = vec!['0'; k];
            set.iter().for_each(|&s| code[s - 1] = '3');
            let long = octal_grundy(&format!("0.{}", code.into_iter().collect::<String>()), 1000);
            for len in 0..=250 {
                if let Some((pre, p)) = find_period(&long[..len], k) {
                    for (n, &v) in long.iter().enumerate() {
                        prop_assert_eq!(periodic_value(&long[..len], pre, p, n as u64), v);
                    }
                }
            }
        }

        // n in decimal and n - t agree with u128 arithmetic on every table periodic from pre
        #[test]
        fn decimal_n_keeps_the_value(
            table in proptest::collection::vec(0u8..4, 1..40),
            pre in 0usize..10,
            p in 1usize..12,
            n in any::<u128>(),
            small in 0u128..100,
            t in 0u64..1 << 61,
        ) {
            let (pre, p) = (pre.min(table.len() - 1), p.min(table.len() - pre.min(table.len() - 1)));
            let g: Vec<u8> = (0..60).map(|i| table[if i < pre { i } else { pre + (i - pre) % p }]).collect();
            for n in [n, small, n >> 64, n >> 70] {
                let m = decimal_n(&n.to_string(), p);
                prop_assert_eq!(periodic_value(&g, pre, p, m), value_u128(&g, pre, p, n));
                prop_assert_eq!(m < 1 << 62, n < 1 << 62);
                if u128::from(t) <= n {
                    let want = value_u128(&g, pre, p, n - u128::from(t));
                    prop_assert_eq!(periodic_value(&g, pre, p, m - t), want);
                }
            }
        }

        #[test]
        fn z_function_matches_the_naive_scan(
            head in proptest::collection::vec(0u8..3, 0..30),
            block in proptest::collection::vec(0u8..3, 1..8),
            reps in 0usize..30,
            tail in proptest::collection::vec(0u8..3, 0..3),
            k in 0usize..6,
        ) {
            let mut g = head;
            for _ in 0..reps {
                g.extend(&block);
            }
            g.extend(tail);
            prop_assert_eq!(find_period(&g, k), naive_period(&g, k));
        }
    }
}
