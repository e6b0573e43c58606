//! Moore's Nim_k: Nim where one move takes stones from 1 up to k heaps at once (any positive
//!   amounts from each); taking the last stone wins. k = 1 is plain Nim.
//! For games that reduce to "take from at most k piles per move" (k = 1: use grundy / Nim).
//! Usage: `moore_nim_wins(&heaps, k)` (does the mover win?).
//! Time: O(64 * number of heaps).
//! Rule: write the heaps in binary; the mover loses iff for every bit the number of heaps having
//!   that bit is divisible by k + 1 (k = 1: the XOR is 0). No move finder: for small heaps try
//!   the moves against this test.
//! Source: E. H. Moore, "A generalization of the game called Nim" (1910).
//! Status: brute-force tested (tests below: every position of <= 4 heaps <= 5 for k = 1, 2, 3,
//!   5 heaps <= 3 for k = 2, vs minimax).

pub fn moore_nim_wins(heaps: &[u64], k: usize) -> bool {
    assert!(k >= 1, "moore_nim_wins: k = 0 allows no move");
    (0..64).any(|bit| heaps.iter().filter(|&&h| h >> bit & 1 == 1).count() % (k + 1) != 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Minimax from the rules: a move lowers between 1 and k heaps, each by at least 1.
    fn brute(h: &[u64], k: usize, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key = h.to_vec();
        key.sort_unstable();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        // Every vector of new sizes t[i] <= h[i] with 1..=k heaps lowered.
        let mut win = false;
        let mut t = vec![0u64; h.len()];
        let total: u64 = h.iter().map(|&x| x + 1).product();
        for mut code in 0..total {
            for i in 0..h.len() {
                t[i] = code % (h[i] + 1);
                code /= h[i] + 1;
            }
            let lowered = (0..h.len()).filter(|&i| t[i] < h[i]).count();
            if (1..=k).contains(&lowered) && !brute(&t, k, memo) {
                win = true;
                break;
            }
        }
        memo.insert(key, win);
        win
    }

    fn check_all(heaps: usize, max: u64, k: usize) {
        let mut memo = HashMap::new();
        for code in 0..(max + 1).pow(heaps as u32) {
            let h: Vec<u64> = (0..heaps as u32)
                .map(|i| code / (max + 1).pow(i) % (max + 1))
                .collect();
            assert_eq!(
                moore_nim_wins(&h, k),
                brute(&h, k, &mut memo),
                "{h:?} k = {k}"
            );
        }
    }

    #[test]
    fn every_small_position_against_minimax() {
        for k in 1..=3 {
            check_all(4, 5, k);
        }
        check_all(5, 3, 2);
        assert!(!moore_nim_wins(&[1, 1, 1], 2) && moore_nim_wins(&[1, 1, 1], 3));
        assert!(!moore_nim_wins(&[5, 3, 6], 1) && moore_nim_wins(&[5, 3, 6], 2));
    }

    #[test]
    #[should_panic(expected = "k = 0")]
    fn k_zero_panics() {
        moore_nim_wins(&[1], 0);
    }
}
