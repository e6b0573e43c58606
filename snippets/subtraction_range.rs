//! Subtraction game with a range of takes: a move removes lo..=hi stones from one heap (lo >= 1).
//! Use for huge heaps and huge lo, hi (up to 1e18), where no table fits: a closed form, O(1).
//!   Any other set of takes: grundy's subtraction_table (heaps <= 2^27) or grundy_period.
//! Usage: `subtraction_range_value(x, lo, hi)` = (x mod (lo + hi)) / lo, the Grundy value of a
//!   heap of x; XOR the heaps' values (the mover of a sum wins iff the XOR is != 0), then
//!   `subtraction_range_move(x, lo, hi, target)` -> Some(k): taking k leaves value `target`.
//! Time: O(1). Limits: x, lo, hi: u64 with 1 <= lo <= hi (else a panic); lo + hi past u64 is fine.
//! Source: the mex rule, by induction (proof below); lo = 1 is Bachet's game, x mod (hi + 1).
//! Status: tests below (every lo <= 6, hi <= 9, heap < 90 vs a mex table; moves checked;
//!   1e18-sized values).

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
