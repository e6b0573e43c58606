//! Euclid's game: two positive numbers; a move subtracts a positive multiple of the smaller from
//!   the larger, which must stay >= 0; the player who makes a 0 wins (POJ 2348).
//! Usage: `euclid_game_wins(a, b)` (does the mover win?), `euclid_game_move(a, b)` ->
//!   Some((a2, b2)), the position after a winning move (same order), None if losing.
//! Time: O(log min(a, b)), the steps of Euclid's algorithm; any u64.
//! Rule: with a >= b, the mover wins at once if b divides a and wins whenever a >= 2b (moving
//!   to a mod b or a mod b + b: one of them leaves the opponent losing); if b < a < 2b the move
//!   to (a - b, b) is forced. So the first player wins iff the first position with a >= 2b or
//!   b | a is reached after an even number of forced moves.
//! Source: Cole and Davie, "A game based on the Euclidean algorithm" (1969).
//! Status: brute-force tested (tests below: every a, b <= 100 vs minimax; proptest).

pub fn euclid_game_wins(a: u64, b: u64) -> bool {
    let (mut a, mut b) = (a.max(b), a.min(b));
    let mut mover = true;
    loop {
        if b == 0 {
            return !mover; // a 0 is on the board: the player who made it has won
        }
        if a % b == 0 || a / b >= 2 {
            return mover;
        }
        (a, b) = (b, a - b);
        mover = !mover;
    }
}

pub fn euclid_game_move(a: u64, b: u64) -> Option<(u64, u64)> {
    let (hi, lo) = (a.max(b), a.min(b));
    if lo == 0 || !euclid_game_wins(hi, lo) {
        return None;
    }
    let r = hi % lo;
    // (r, lo) if it loses for the opponent (r = 0 wins at once); else (r + lo, lo), which forces
    // the opponent to move to (r, lo), a win for us. Only reached with hi >= 2 lo in that case.
    let to = if r == 0 || !euclid_game_wins(lo, r) {
        r
    } else {
        r + lo
    };
    Some(if a >= b { (to, lo) } else { (lo, to) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// win[a][b] for 1 <= a, b <= n from the rules (0 reached: the mover who made it wins).
    fn brute(n: usize) -> Vec<Vec<bool>> {
        let mut win = vec![vec![false; n + 1]; n + 1];
        for s in 2..=2 * n {
            for a in 1..=n.min(s - 1) {
                let b = s - a;
                if b == 0 || b > n {
                    continue;
                }
                let (hi, lo) = (a.max(b), a.min(b));
                win[a][b] = (1..=hi / lo).any(|k| hi - k * lo == 0 || !win[hi - k * lo][lo]);
            }
        }
        win
    }

    #[test]
    fn every_small_position_against_minimax() {
        let n = 100;
        let win = brute(n);
        for a in 1..=n {
            for b in 1..=n {
                let w = win[a][b];
                assert_eq!(euclid_game_wins(a as u64, b as u64), w, "({a}, {b})");
                match euclid_game_move(a as u64, b as u64) {
                    Some((x, y)) => {
                        let (x, y) = (x as usize, y as usize);
                        // One number kept, the other lowered by a positive multiple of it.
                        let ok = (x == a && y < b && (b - y) % a == 0)
                            || (y == b && x < a && (a - x) % b == 0);
                        assert!(w && ok, "({a}, {b}) -> ({x}, {y})");
                        assert!(x == 0 || y == 0 || !win[x][y], "({a}, {b}) -> ({x}, {y})");
                    }
                    None => assert!(!w),
                }
            }
        }
        // POJ 2348 samples: (34, 12) Stan wins, (15, 24) Ollie wins.
        assert!(euclid_game_wins(34, 12) && !euclid_game_wins(15, 24));
    }

    proptest! {
        #[test]
        fn proptest_moves_leave_losing_positions(a in 1u64.., b in 1u64..) {
            match euclid_game_move(a, b) {
                Some((x, y)) => prop_assert!(x == 0 || y == 0 || !euclid_game_wins(x, y)),
                None => prop_assert!(!euclid_game_wins(a, b)),
            }
        }
    }
}
