//! 1-D coin-turning games: a move turns coins, the rightmost of them heads -> tails; a row is
//!   worth the XOR of its heads' single-coin values (HDU 3537). Products (Turning Corners): nimber.
//! Coins are numbered from 0 at the left end (x = 0, 1, ..); Winning Ways' coin n is x = n - 1.
//! Usage: `let g = coin_row_value(&heads, mock_turtles_value);` (heads: &[u64], repeats count
//!   once); g != 0: the mover wins. Values of one heads coin at x, for the move "turn ..":
//!   `mock_turtles_value(x)` 1 to 3 coins: 2x + [popcount(x) even] (the odious numbers 1 2 4 7
//!   8 11 ..); `ruler_value(x)` any run of consecutive coins ending at x: the largest power of 2
//!   dividing x + 1; `turning_turtles_value(x)` 1 or 2 coins: x + 1; `twins_value(x)` exactly 2: x.
//! Time: O(1) per coin, O(k log k) per row of k heads; x < 2^62.
//! Other rules: `grundy` (number coins so the others turned are smaller; emit(&others) per move).
//! Source: Winning Ways ch. 14; T. S. Ferguson, Game Theory, part I ch. 5 (Mock Turtles theorem).
//! Status: tests below: every row of <= 10 coins vs a search over the game's own moves; proptest.

fn check(x: u64, name: &str) {
    assert!(x < 1 << 62, "{}: coin {} >= 2^62", name, x);
}

/// Mock Turtles (turn 1, 2 or 3 coins): the x-th odious number, 2x + (1 if popcount(x) is even).
pub fn mock_turtles_value(x: u64) -> u64 {
    check(x, "mock_turtles_value");
    2 * x + (x.count_ones() as u64 + 1) % 2
}

/// Ruler (turn any run of consecutive coins ending at x): the largest power of 2 dividing x + 1.
pub fn ruler_value(x: u64) -> u64 {
    check(x, "ruler_value");
    (x + 1) & !x
}

/// Turning Turtles (turn 1 or 2 coins): Nim with a heap of x + 1.
pub fn turning_turtles_value(x: u64) -> u64 {
    check(x, "turning_turtles_value");
    x + 1
}

/// Twins (turn exactly 2 coins): Nim with a heap of x (coin 0 cannot move).
pub fn twins_value(x: u64) -> u64 {
    check(x, "twins_value");
    x
}

/// XOR of value(x) over the distinct heads positions in `heads` (a coin listed twice is one
/// heads coin); != 0: the player to move wins.
pub fn coin_row_value(heads: &[u64], value: fn(u64) -> u64) -> u64 {
    let mut h = heads.to_vec();
    h.sort_unstable();
    h.dedup();
    h.iter().fold(0, |acc, &x| acc ^ value(x))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The sets of coins one move may turn, as bitmasks whose highest bit is the coin that goes
    /// heads -> tails, for a row of n coins (bit x = coin x).
    fn moves(game: &str, n: usize) -> Vec<u32> {
        let mut out = vec![];
        for x in 0..n {
            let top = 1u32 << x;
            match game {
                "mock" | "turtles" | "twins" => {
                    let most = if game == "mock" { 2 } else { 1 };
                    let least = if game == "twins" { 1 } else { 0 };
                    // Any set of `least..=most` coins left of x, plus x.
                    for low in 0..top {
                        let k = low.count_ones();
                        if least <= k && k <= most {
                            out.push(top | low);
                        }
                    }
                }
                "ruler" => out.extend((0..=x).map(|l| (top << 1) - (1 << l))),
                _ => unreachable!(),
            }
        }
        out
    }

    /// Grundy value of every row of n coins (mask of heads) by mex over the game's moves; a
    /// move lowers the mask (its top bit goes 1 -> 0), so masks are solved in increasing order.
    fn brute(game: &str, n: usize) -> Vec<u64> {
        let mv = moves(game, n);
        let mut g = vec![0u64; 1 << n];
        for mask in 0..1u32 << n {
            let mut seen = vec![false; mv.len() + 1];
            for &m in &mv {
                let top = 1u32 << (31 - m.leading_zeros());
                if mask & top != 0 {
                    let o = g[(mask ^ m) as usize] as usize;
                    if o < seen.len() {
                        seen[o] = true;
                    }
                }
            }
            g[mask as usize] = seen.iter().position(|&s| !s).unwrap() as u64;
        }
        g
    }

    type Game = (&'static str, fn(u64) -> u64);
    const GAMES: [Game; 4] = [
        ("mock", mock_turtles_value),
        ("ruler", ruler_value),
        ("turtles", turning_turtles_value),
        ("twins", twins_value),
    ];

    #[test]
    fn every_row_of_up_to_10_coins_matches_the_search() {
        for (game, value) in GAMES {
            let n = 10;
            let g = brute(game, n);
            for mask in 0..1u64 << n {
                let heads: Vec<u64> = (0..n as u64).filter(|&x| mask >> x & 1 == 1).collect();
                assert_eq!(
                    coin_row_value(&heads, value),
                    g[mask as usize],
                    "{game} {mask:b}"
                );
            }
        }
    }

    #[test]
    fn known_values_and_repeated_heads() {
        let odious: Vec<u64> = (0..12).map(mock_turtles_value).collect();
        assert_eq!(odious, vec![1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22]);
        let ruler: Vec<u64> = (0..12).map(ruler_value).collect();
        assert_eq!(ruler, vec![1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4]);
        assert_eq!(turning_turtles_value(6) + twins_value(6), 13);
        // HDU 3537 sample: no heads (lost), coin 0 (won), coins 0 1 2 3: 1 ^ 2 ^ 4 ^ 7 = 0.
        assert_eq!(coin_row_value(&[], mock_turtles_value), 0);
        assert_eq!(coin_row_value(&[0], mock_turtles_value), 1);
        assert_eq!(coin_row_value(&[3, 1, 0, 2], mock_turtles_value), 0);
        assert_eq!(coin_row_value(&[5, 5, 5], mock_turtles_value), 11);
        assert_eq!(mock_turtles_value((1 << 62) - 1), (1 << 63) - 1);
        assert_eq!(ruler_value((1 << 62) - 1), 1 << 62);
    }

    #[test]
    #[should_panic(expected = "mock_turtles_value: coin 4611686018427387904 >= 2^62")]
    fn coin_past_the_limit_panics() {
        mock_turtles_value(1 << 62);
    }

    /// Past the bitmask search: the formula at every x < 256 is the mex over the moves of the
    /// XOR of the formula's values of the other coins turned (the coins left of x).
    #[test]
    fn one_coin_mex_rule_up_to_256() {
        let mex = |s: &[u64]| (0..).find(|v| !s.contains(v)).unwrap();
        for x in 0..256u64 {
            let (m, r) = (mock_turtles_value, ruler_value);
            let mut opts = vec![0];
            for a in 0..x {
                opts.push(m(a));
                opts.extend((0..a).map(|b| m(a) ^ m(b)));
            }
            assert_eq!(m(x), mex(&opts), "mock {x}");
            let runs: Vec<u64> = (0..=x)
                .map(|l| (l..x).fold(0, |acc, y| acc ^ r(y)))
                .collect();
            assert_eq!(r(x), mex(&runs), "ruler {x}");
        }
    }

    proptest! {
        #[test]
        fn rows_of_12_coins_with_repeats(heads in proptest::collection::vec(0u64..12, 0..8)) {
            static TABLES: std::sync::OnceLock<Vec<Vec<u64>>> = std::sync::OnceLock::new();
            let all = || GAMES.iter().map(|&(game, _)| brute(game, 12)).collect();
            let tables = TABLES.get_or_init(all);
            for (&(_, value), g) in GAMES.iter().zip(tables) {
                let mask = heads.iter().fold(0usize, |m, &x| m | 1 << x);
                prop_assert_eq!(coin_row_value(&heads, value), g[mask]);
            }
        }
    }
}
