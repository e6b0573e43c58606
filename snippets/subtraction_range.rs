//! Subtraction game with a range of takes: a move removes lo..=hi stones from one heap (lo >= 1),
//!   or 1..=x / k stones from a heap of x (ARC091 F "Strange Nim"; k = 2: take at most half).
//! Use for huge heaps and huge lo, hi (up to 1e18), where no table fits: a closed form, O(1).
//!   Any other set of takes: grundy's subtraction_table (heaps <= 2^27) or grundy_period.
//! Usage: `subtraction_range_value(x, lo, hi)` = (x mod (lo + hi)) / lo, the Grundy value of a
//!   heap of x; XOR the heaps' values (the mover of a sum wins iff the XOR is != 0), then
//!   `subtraction_range_move(x, lo, hi, target)` -> Some(k): taking k leaves value `target`;
//!   `take_fraction_value(x, k)`: x / k if k | x, else the value of x - x / k - 1 (0 if x < k).
//! Time: O(1); take_fraction_value O(min(x / k, k log x)) steps (x = 1e9: ~4e4). Limits: u64,
//!   1 <= lo <= hi, k >= 1 (else a panic); lo + hi past u64 is fine.
//! Source: the mex rule, by induction (proofs below); lo = 1 is Bachet's game, x mod (hi + 1).
//! Status: tests below (vs mex tables: lo <= 6, hi <= 9, x < 90; k <= 20, x <= 2000; proptest).

/// Grundy value of a heap of x. Proof, by induction on x = q (lo + hi) + r, 0 <= r < lo + hi,
/// t = r / lo: no move x -> x - k (lo <= k <= hi) has value t, since its residue r' would share
/// r's block [t lo, t lo + lo), so that k = r - r' (mod lo + hi) would lie in (-lo, lo), which
/// misses [lo, hi] mod lo + hi. Every j < t is reached: some r' in [j lo, j lo + lo) has
/// k = r - r' in [lo, hi] (r - hi <= j lo + lo - 1 as r < lo + hi; j lo <= r - lo as r >= t lo),
/// and k <= r <= x, so that x - k has residue r' and value j.
pub fn subtraction_range_value(x: u64, lo: u64, hi: u64) -> u64 {
    residue(x, lo, hi) / lo
}

/// How many stones to take from a heap of x to leave Grundy value `target`, for any target
/// below the heap's value (a Nim move in a sum: target = value ^ the sum's XOR); None otherwise.
pub fn subtraction_range_move(x: u64, lo: u64, hi: u64, target: u64) -> Option<u64> {
    let r = residue(x, lo, hi);
    // the proof's move: to the residue max(target lo, r - hi), k = r - r' in [lo, hi]
    match target < r / lo {
        true => Some(r - (target * lo).max(r.saturating_sub(hi))),
        false => None,
    }
}

/// Grundy value of a heap of x whose move takes 1..=x / k stones. Proof, by induction on x, that
/// g(x - m), .., g(x) (m = x / k) are a permutation of 0..=m: true below k (m = 0). From x to
/// x + 1 at the same m, the options x + 1 - m..=x hold all of 0..=m but g(x - m): g(x + 1) =
/// g(x - m); at x + 1 = (m + 1) k, the options x - m..=x hold all of 0..=m: g(x + 1) = m + 1.
pub fn take_fraction_value(x: u64, k: u64) -> u64 {
    assert!(
        k > 0,
        "subtraction_range: take_fraction_value needs k >= 1, got 0"
    );
    let (mut q, mut r) = (x / k, x % k); // x = q k + r
    loop {
        // takes of x / k + 1 = q + 1 stones stay in the run x / k = q down to residue r % (q + 1)
        let r0 = r % q.saturating_add(1); // q = u64::MAX only if k = 1, and then r = 0
        if r0 == 0 {
            return q; // x = q k (or x < k: q = 0)
        }
        // one more take drops below q k, into the run of q - 1 if q < k
        if q < k {
            (q, r) = (q - 1, k - q - 1 + r0);
        } else {
            let y = q * k + r0 - q - 1;
            (q, r) = (y / k, y % k);
        }
    }
}

/// x mod (lo + hi), checking 1 <= lo <= hi.
fn residue(x: u64, lo: u64, hi: u64) -> u64 {
    assert!(
        1 <= lo && lo <= hi,
        "subtraction_range: need 1 <= lo <= hi, got lo = {}, hi = {}",
        lo,
        hi
    );
    match lo.checked_add(hi) {
        Some(p) => x % p,
        None => x, // lo + hi > x: x is its own residue
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Grundy values of heaps 0..n by the mex rule, the plain way.
    fn table(n: usize, lo: usize, hi: usize) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::new();
        for x in 0..n {
            let opts: Vec<u64> = (lo..=hi.min(x)).map(|k| g[x - k]).collect();
            g.push((0..).find(|v| !opts.contains(v)).unwrap());
        }
        g
    }

    #[test]
    fn closed_form_matches_the_mex_table_and_moves_reach_every_lower_value() {
        for lo in 1..=6 {
            for hi in lo..=9 {
                let g = table(90, lo, hi);
                for (x, &v) in g.iter().enumerate() {
                    let (x, l, h) = (x as u64, lo as u64, hi as u64);
                    assert_eq!(subtraction_range_value(x, l, h), v, "x = {x}, {lo}..={hi}");
                    for target in 0..v + 2 {
                        match subtraction_range_move(x, l, h, target) {
                            Some(k) => {
                                assert!(target < v && (l..=h).contains(&k) && k <= x);
                                assert_eq!(g[(x - k) as usize], target, "x = {x} -> {target}");
                            }
                            None => assert!(target >= v),
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn huge_heaps_and_takes() {
        let (lo, hi) = (1_000_000_000, 1_000_000_000);
        assert_eq!(subtraction_range_value(3_999_999_999, lo, hi), 1); // residue 1999999999
        assert_eq!(
            subtraction_range_move(3_999_999_999, lo, hi, 0),
            Some(1_000_000_000) // the smallest take: to residue 999999999
        );
        assert_eq!(subtraction_range_value(1_000_000_000_000_000_000, 3, 7), 0); // mod 10 = 0
        assert_eq!(subtraction_range_value(1_000_000_000_000_000_009, 3, 7), 3);
        assert_eq!(
            subtraction_range_move(1_000_000_000_000_000_009, 3, 7, 1),
            Some(6)
        );
        // lo + hi past u64: every heap is its own residue
        assert_eq!(subtraction_range_value(u64::MAX, 1, u64::MAX), u64::MAX);
        assert_eq!(
            subtraction_range_value(u64::MAX - 1, 2, u64::MAX),
            u64::MAX / 2
        );
        assert_eq!(
            subtraction_range_move(u64::MAX, 1, u64::MAX, 0),
            Some(u64::MAX)
        );
        assert_eq!(subtraction_range_move(10, u64::MAX, u64::MAX, 0), None);
    }

    /// Grundy values of heaps 0..=n when a move takes 1..=x / k stones, by the mex rule.
    fn fraction_table(n: usize, k: usize) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::new();
        for x in 0..=n {
            let mut seen = vec![false; x / k + 1];
            for t in 1..=x / k {
                if let Some(s) = seen.get_mut(g[x - t] as usize) {
                    *s = true;
                }
            }
            g.push(seen.iter().position(|&s| !s).unwrap() as u64);
        }
        g
    }

    /// The rule one take at a time: x / k if k divides x (0 below k), else x - x / k - 1.
    fn fraction_by_steps(mut x: u64, k: u64) -> u64 {
        while x % k != 0 {
            x -= x / k + 1;
        }
        x / k
    }

    #[test]
    fn take_fraction_matches_the_mex_table() {
        for k in 1..=20 {
            let g = fraction_table(2000, k);
            for (x, &v) in g.iter().enumerate() {
                assert_eq!(
                    take_fraction_value(x as u64, k as u64),
                    v,
                    "x = {x}, k = {k}"
                );
            }
        }
    }

    #[test]
    fn take_fraction_on_huge_heaps() {
        // k = 1: Nim; k = 2: take at most half, g(2x) = x, g(2x + 1) = g(x)
        assert_eq!(take_fraction_value(u64::MAX, 1), u64::MAX);
        let halving = |mut x: u64| {
            while x % 2 == 1 {
                x /= 2;
            }
            x / 2
        };
        for x in [
            u64::MAX,
            u64::MAX - 1,
            1 << 63,
            (1 << 63) - 1,
            999_999_999_999,
        ] {
            assert_eq!(take_fraction_value(x, 2), halving(x), "x = {x}");
        }
        assert_eq!(take_fraction_value(u64::MAX, u64::MAX), 1);
        assert_eq!(take_fraction_value(u64::MAX - 1, u64::MAX), 0);
        assert_eq!(take_fraction_value(u64::MAX, u64::MAX - 1), 0); // 1 take of 1: to a multiple
                                                                    // the worst case of the header (~4e4 steps) against the rule one take at a time
        for (x, k) in [
            (1_000_000_000, 18_326),
            (1_000_000_000, 31_623),
            (999_999_999, 3),
        ] {
            assert_eq!(
                take_fraction_value(x, k),
                fraction_by_steps(x, k),
                "{x} {k}"
            );
        }
        // the sample: heaps (5, k = 2) and (3, k = 3): values 1 and 1, XOR 0: the second wins
        assert_eq!(take_fraction_value(5, 2) ^ take_fraction_value(3, 3), 0);
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(256))]
        #[test]
        fn take_fraction_matches_the_rule_step_by_step(x in 0u64..1_000_000_000, k in 1u64..5000) {
            proptest::prop_assert_eq!(take_fraction_value(x, k), fraction_by_steps(x, k));
        }

        #[test]
        fn take_fraction_matches_mex_tables(k in 1usize..=300) {
            let g = fraction_table(3000, k);
            for (x, &v) in g.iter().enumerate() {
                proptest::prop_assert_eq!(take_fraction_value(x as u64, k as u64), v);
            }
        }
    }

    #[test]
    #[should_panic(expected = "subtraction_range: take_fraction_value needs k >= 1, got 0")]
    fn take_fraction_of_zero_panics() {
        take_fraction_value(10, 0);
    }

    #[test]
    #[should_panic(expected = "subtraction_range: need 1 <= lo <= hi, got lo = 0, hi = 4")]
    fn zero_take_panics() {
        subtraction_range_value(10, 0, 4);
    }

    #[test]
    #[should_panic(expected = "subtraction_range: need 1 <= lo <= hi, got lo = 5, hi = 4")]
    fn empty_range_panics() {
        subtraction_range_move(10, 5, 4, 0);
    }
}
