//! Zero-sum matrix games: value and optimal mixed strategies (simplex); simultaneous-move games
//!   by backward induction (a matrix game per node). Payoffs are the row player's: rows maximize,
//!   columns minimize. Real entries, any size (~1e-13 off on small integer games: a 0 may print
//!   "-0.000"; probabilities < ~1e-9 may come out 0, problems/liar_game; exact: matrix_game_exact).
//! Usage: `let g = matrix_game(&a);` then g.value, g.row[i], g.col[j]; `impl SimGame` (moves per
//!   player, play both, outcome for player 0, key), `let v = sim_game_value(&game, &mut memo);`,
//!   and `memo[&key]` is each node's MatrixGame (row: player 0's strategy, col: player 1's).
//! Time: O(min(m, n) (m + n)) a pivot; Dantzig's rule, Bland's after a degenerate pivot;
//!   12 pivots on 2 x 1e5 lines all on the envelope. sim_game_value: recursion as deep as the game.
//! Source: von Neumann 1928; Dantzig 1951; Bland 1977. Simplex on max 1.y, A'y <= 1 (a in [1, 2]).
//! Status: tests below (certificates, saddles, RPS, degenerate; goofspiel, oshi_zumo vs
//!   OpenSpiel; 2 x 1e5 and 1e5 x 2); verify/cross/matrix.rs vs support enumeration, exact.
use std::collections::HashMap;

/// A solved matrix game: `value` for the row player; `row`, `col`: optimal mixed strategies.
#[derive(Clone, Debug, PartialEq)]
pub struct MatrixGame {
    pub value: f64,
    pub row: Vec<f64>,
    pub col: Vec<f64>,
}

/// The value of the game `a` (row i, column j: what the column player pays the row player) and
/// optimal mixed strategies of both players. Panics on an empty, ragged or non-finite matrix.
pub fn matrix_game(a: &[Vec<f64>]) -> MatrixGame {
    let (m, n) = (a.len(), a.first().map_or(0, |r| r.len()));
    let ok = n > 0 && a.iter().all(|r| r.len() == n);
    assert!(
        ok,
        "matrix_game: the matrix must be non-empty and rectangular"
    );
    let finite = a.iter().flatten().all(|x| x.is_finite());
    assert!(finite, "matrix_game: entries must be finite");
    if m > n {
        // Few columns: solve the column player's game -A' (the tableau has min(m, n) rows).
        let t: Vec<Vec<f64>> = (0..n).map(|j| a.iter().map(|r| -r[j]).collect()).collect();
        let g = matrix_game(&t);
        return MatrixGame {
            value: -g.value,
            row: g.col,
            col: g.row,
        };
    }
    let lo = a.iter().flatten().fold(f64::INFINITY, |l, &x| l.min(x));
    let hi = a.iter().flatten().fold(lo, |h, &x| h.max(x));
    let span = if hi > lo { hi - lo } else { 1.0 };
    // The column player's LP: max sum y subject to A'y <= 1, y >= 0. Its optimum is 1 / v' (v'
    // the value of A') and its duals are the row player's x, with sum x = 1 / v' too. Tableau
    // columns: y (n), slacks (m), right-hand side; the last row holds the reduced costs.
    let (w, eps) = (n + m + 1, 1e-9);
    let mut t = vec![vec![0.0; w]; m + 1];
    for i in 0..m {
        for j in 0..n {
            t[i][j] = (a[i][j] - lo) / span + 1.0;
        }
        (t[i][n + i], t[i][w - 1]) = (1.0, 1.0);
    }
    t[m][..n].fill(-1.0);
    let mut basis: Vec<usize> = (n..n + m).collect();
    // Dantzig's rule (the most negative reduced cost enters) takes few pivots; after the first
    // degenerate pivot, Bland's rule (the lowest such column enters, and of the rows of minimum
    // ratio the one of the lowest basic variable leaves), which cannot cycle. A' >= 1 bounds it.
    let mut bland = false;
    loop {
        let mut neg = (0..w - 1).filter(|&j| t[m][j] < -eps);
        let c = match bland {
            true => neg.next(),
            false => neg.min_by(|&x, &y| t[m][x].total_cmp(&t[m][y])),
        };
        let Some(c) = c else { break };
        let rows = (0..m).filter(|&i| t[i][c] > eps);
        let min = rows
            .clone()
            .fold(f64::INFINITY, |x, i| x.min(t[i][w - 1] / t[i][c]));
        let tie = rows.filter(|&i| t[i][w - 1] / t[i][c] <= min + eps);
        let r = tie
            .min_by_key(|&i| basis[i])
            .expect("matrix_game: lost precision");
        bland |= min < eps;
        let p = t[r][c];
        t[r].iter_mut().for_each(|x| *x /= p);
        let pivot = t[r].clone();
        for (_, row) in t.iter_mut().enumerate().filter(|&(i, _)| i != r) {
            let f = row[c];
            row.iter_mut().zip(&pivot).for_each(|(x, &y)| *x -= f * y);
        }
        basis[r] = c;
    }
    let s = t[m][w - 1];
    let mut col = vec![0.0; n];
    for (i, &b) in basis.iter().enumerate().filter(|&(_, &b)| b < n) {
        col[b] = (t[i][w - 1] / s).max(0.0);
    }
    let row = t[m][n..n + m].iter().map(|x| (x / s).max(0.0)).collect();
    let value = (1.0 / s - 1.0) * span + lo;
    MatrixGame { value, row, col }
}

/// A two-player simultaneous-move game: each turn both players choose, then `play(m0, m1)`.
pub trait SimGame: Clone {
    type Move: Copy;
    /// Appends the legal moves of `player` (0 or 1); called only while `outcome()` is `None`.
    fn moves(&self, player: usize, out: &mut Vec<Self::Move>);
    fn play(&mut self, m0: Self::Move, m1: Self::Move);
    /// `Some(payoff of player 0)` once the game is over (player 1 gets minus it, or 1 - it).
    fn outcome(&self) -> Option<f64>;
    /// Equal keys: equal positions (transpositions are solved once).
    fn key(&self) -> u64;
}

/// Backward induction: the value of `g` for player 0, and in `memo` every node reached, by
/// key, as its matrix game (rows: player 0's moves, columns: player 1's, in `moves` order; a
/// terminal has empty strategies).
pub fn sim_game_value<G: SimGame>(g: &G, memo: &mut HashMap<u64, MatrixGame>) -> f64 {
    if let Some(s) = memo.get(&g.key()) {
        assert!(!s.value.is_nan(), "sim_game_value: the game has a cycle");
        return s.value;
    }
    let s = match g.outcome() {
        Some(value) => MatrixGame {
            value,
            row: vec![],
            col: vec![],
        },
        None => {
            let (value, row, col) = (f64::NAN, vec![], vec![]); // on the path: a cycle mark
            memo.insert(g.key(), MatrixGame { value, row, col });
            let (mut m0, mut m1) = (vec![], vec![]);
            g.moves(0, &mut m0);
            g.moves(1, &mut m1);
            let ok = !m0.is_empty() && !m1.is_empty();
            assert!(
                ok,
                "sim_game_value: a player has no move but outcome() is None"
            );
            let mut a = vec![vec![0.0; m1.len()]; m0.len()];
            for (i, &x) in m0.iter().enumerate() {
                for (j, &y) in m1.iter().enumerate() {
                    let mut child = g.clone();
                    child.play(x, y);
                    a[i][j] = sim_game_value(&child, memo);
                }
            }
            matrix_game(&a)
        }
    };
    let v = s.value;
    memo.insert(g.key(), s);
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Checks that `g` solves `a` within `eps`: both strategies are probability vectors, the
    /// row mix earns at least the value against every column and the column mix concedes at
    /// most the value against every row. This certifies the value (LP duality), no LP needed.
    fn certify(a: &[Vec<f64>], g: &MatrixGame, eps: f64) {
        let (m, n) = (a.len(), a[0].len());
        assert_eq!((g.row.len(), g.col.len()), (m, n));
        for p in [&g.row, &g.col] {
            assert!(p.iter().all(|&x| x >= 0.0), "{a:?}: {g:?}");
            assert!((p.iter().sum::<f64>() - 1.0).abs() < eps, "{a:?}: {g:?}");
        }
        for j in 0..n {
            let earn: f64 = (0..m).map(|i| g.row[i] * a[i][j]).sum();
            assert!(
                earn >= g.value - eps,
                "{a:?}: {g:?}: column {j} holds the row mix to {earn}"
            );
        }
        for i in 0..m {
            let pay: f64 = (0..n).map(|j| a[i][j] * g.col[j]).sum();
            assert!(
                pay <= g.value + eps,
                "{a:?}: {g:?}: row {i} earns {pay} on the column mix"
            );
        }
    }

    fn real(a: &[&[i64]]) -> Vec<Vec<f64>> {
        a.iter()
            .map(|r| r.iter().map(|&x| x as f64).collect())
            .collect()
    }

    fn close(x: &[f64], y: &[f64]) -> bool {
        x.len() == y.len() && x.iter().zip(y).all(|(a, b)| (a - b).abs() < 1e-12)
    }

    #[test]
    #[allow(clippy::type_complexity)]
    fn named_games() {
        let third = 1.0 / 3.0;
        let cases: &[(&[&[i64]], f64, &[f64], &[f64])] = &[
            // rock-paper-scissors: value 0, both uniform (the only optimal strategies)
            (
                &[&[0, -1, 1], &[1, 0, -1], &[-1, 1, 0]],
                0.0,
                &[third; 3],
                &[third; 3],
            ),
            (&[&[1, -1], &[-1, 1]], 0.0, &[0.5; 2], &[0.5; 2]), // matching pennies
            (&[&[2, -1], &[-1, 1]], 0.2, &[0.4, 0.6], &[0.4, 0.6]), // (ad - bc) / (a + d - b - c)
            // a saddle point at (0, 1): 2 is the lowest of its row and the highest of its column
            (
                &[&[4, 2, 5], &[1, 0, 3], &[3, 1, 2]],
                2.0,
                &[1.0, 0.0, 0.0],
                &[0.0, 1.0, 0.0],
            ),
            // row 2 is dominated, then column 2: the 2 x 2 core [[3, 0], [0, 3]] is left
            (
                &[&[3, 0, 4], &[0, 3, 4], &[1, 1, 5]],
                1.5,
                &[0.5, 0.5, 0.0],
                &[0.5, 0.5, 0.0],
            ),
            (&[&[5, -3, 2, 7]], -3.0, &[1.0], &[0.0, 1.0, 0.0, 0.0]), // 1 x n: the row's minimum
            (&[&[5], &[-3], &[7]], 7.0, &[0.0, 0.0, 1.0], &[1.0]),    // m x 1: the maximum
            (&[&[-8]], -8.0, &[1.0], &[1.0]),
        ];
        for &(a, value, row, col) in cases {
            let a = real(a);
            let g = matrix_game(&a);
            certify(&a, &g, 1e-12);
            assert!((g.value - value).abs() < 1e-12, "{a:?}: {g:?}");
            assert!(close(&g.row, row) && close(&g.col, col), "{a:?}: {g:?}");
        }
    }

    #[test]
    fn degenerate_games_have_many_optimal_strategies() {
        for a in [
            vec![vec![2.5; 4]; 3],                                // all equal
            vec![vec![1.0, 1.0], vec![1.0, 1.0], vec![0.0, 2.0]], // ties in the ratio test
            vec![vec![0.0, 0.0, 1.0], vec![0.0, 0.0, -1.0]],      // two equal columns
            vec![vec![1.0, 2.0, 3.0], vec![1.0, 2.0, 3.0]],       // two equal rows
            vec![vec![0.0; 5], vec![0.0; 5]],
        ] {
            certify(&a, &matrix_game(&a), 1e-12);
        }
        assert_eq!(matrix_game(&vec![vec![2.5; 4]; 3]).value, 2.5);
    }

    #[test]
    fn every_tiny_matrix_is_certified() {
        // All 2 x 2, 2 x 3, 3 x 2 and 3 x 3 matrices over {-1, 0, 1}: ties everywhere.
        for (m, n) in [(1, 3), (2, 2), (2, 3), (3, 2), (3, 3)] {
            for code in 0..3usize.pow((m * n) as u32) {
                let cell = |k: usize| (code / 3usize.pow(k as u32) % 3) as f64 - 1.0;
                let a: Vec<Vec<f64>> = (0..m)
                    .map(|i| (0..n).map(|j| cell(i * n + j)).collect())
                    .collect();
                let g = matrix_game(&a);
                certify(&a, &g, 1e-12);
                // The value of a matrix over {-1, 0, 1} of size <= 3 has a denominator <= 9.
                let q = (1..=9)
                    .find(|&q| (g.value * q as f64 - (g.value * q as f64).round()).abs() < 1e-9);
                assert!(q.is_some(), "{a:?}: {g:?}");
            }
        }
    }

    #[test]
    fn scale_does_not_matter() {
        // The LP runs on the entries scaled into [1, 2]: huge, tiny and shifted entries alike.
        let base = real(&[&[3, -1, 0], &[-2, 2, 1], &[0, 1, -3]]);
        let g = matrix_game(&base);
        for (k, c) in [(1e9, 0.0), (1e-9, 0.0), (1.0, 1e6), (-1.0, 0.0)] {
            let a: Vec<Vec<f64>> = base
                .iter()
                .map(|r| r.iter().map(|x| k * x + c).collect())
                .collect();
            let h = matrix_game(&a);
            certify(&a, &h, 1e-9 * k.abs().max(1.0));
            if k > 0.0 {
                assert!((h.value - (k * g.value + c)).abs() < 1e-9 * (k.max(1.0) + c));
            }
        }
    }

    #[test]
    fn a_large_random_game_is_certified() {
        let mut x = 12345u64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % 2001) as f64 / 1000.0 - 1.0
        };
        let a: Vec<Vec<f64>> = (0..60).map(|_| (0..80).map(|_| next()).collect()).collect();
        certify(&a, &matrix_game(&a), 1e-9);
    }

    proptest! {
        #[test]
        fn random_games_are_certified(m in 1usize..8, n in 1usize..8, seed in any::<u64>(), int in any::<bool>()) {
            let mut x = seed | 1;
            let mut a = vec![vec![0.0; n]; m];
            for v in a.iter_mut().flatten() {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                *v = if int { (x % 11) as f64 - 5.0 } else { (x % 1_000_001) as f64 / 1e5 - 3.0 };
            }
            certify(&a, &matrix_game(&a), 1e-9);
        }
    }

    #[test]
    fn long_and_tall_games_take_few_pivots() {
        // 2 x 100000, every column on the row player's lower envelope (lines tangent to a
        // parabola): Bland's rule alone walks the envelope, ~n pivots of O(n). Then the same
        // game transposed (100000 x 2), which must not build a 100000-row tableau.
        let n = 100_000i64;
        let (mut top, mut bot) = (vec![], vec![]);
        for j in 0..n {
            let sl = -75_000 + j * 150_000 / (n - 1);
            let b = (75_000 - sl) * (75_000 - sl) / 300_000;
            top.push((b + sl) as f64);
            bot.push(b as f64);
        }
        let a = vec![top, bot];
        let clock = std::time::Instant::now();
        let g = matrix_game(&a);
        certify(&a, &g, 1e-6);
        assert!((g.value - 18749.5).abs() < 1e-6, "{}", g.value);
        let t: Vec<Vec<f64>> = (0..n as usize).map(|j| vec![-a[0][j], -a[1][j]]).collect();
        let h = matrix_game(&t);
        certify(&t, &h, 1e-6);
        assert!((h.value + 18749.5).abs() < 1e-6, "{}", h.value);
        // Both take ~0.03 s here; Bland's rule alone ~20 s; a 100000-row tableau would need 80 GB.
        assert!(clock.elapsed().as_secs() < 5, "{:?}", clock.elapsed());
    }

    #[test]
    #[should_panic(expected = "matrix_game: the matrix must be non-empty and rectangular")]
    fn empty_panics() {
        matrix_game(&[]);
    }

    #[test]
    #[should_panic(expected = "matrix_game: the matrix must be non-empty and rectangular")]
    fn ragged_panics() {
        matrix_game(&[vec![1.0, 2.0], vec![3.0]]);
    }

    #[test]
    #[should_panic(expected = "matrix_game: entries must be finite")]
    fn nan_panics() {
        matrix_game(&[vec![1.0, f64::NAN]]);
    }

    include!("../verify/common/sim_games.rs");

    macro_rules! delegate {
        ($t:ty) => {
            impl SimGame for $t {
                type Move = u8;
                fn moves(&self, player: usize, out: &mut Vec<u8>) {
                    self.moves(player, out)
                }
                fn play(&mut self, a: u8, b: u8) {
                    self.play(a, b)
                }
                fn outcome(&self) -> Option<f64> {
                    self.outcome()
                }
                fn key(&self) -> u64 {
                    self.key()
                }
            }
        };
    }
    delegate!(Goofspiel);
    delegate!(OshiZumo);

    /// A brute force over full states (a memo keyed by the state itself, not by `key`): the
    /// value of every position from its children's brute-force values, proven LP-free by the
    /// snippet's strategies at that node (the certificate above); a terminal must be stored
    /// with its outcome. `memo` is sim_game_value's; `seen` gets every position's value.
    fn brute<G: SimGame<Move = u8> + std::hash::Hash + Eq>(
        g: &G,
        memo: &HashMap<u64, MatrixGame>,
        seen: &mut HashMap<G, f64>,
    ) -> f64 {
        if let Some(&v) = seen.get(g) {
            return v;
        }
        let node = &memo[&g.key()];
        if let Some(r) = g.outcome() {
            assert!(node.row.is_empty() && node.value == r);
            seen.insert(g.clone(), r);
            return r;
        }
        let (mut m0, mut m1) = (vec![], vec![]);
        g.moves(0, &mut m0);
        g.moves(1, &mut m1);
        let mut a = vec![vec![0.0; m1.len()]; m0.len()];
        for (i, &x) in m0.iter().enumerate() {
            for (j, &y) in m1.iter().enumerate() {
                let mut c = g.clone();
                c.play(x, y);
                a[i][j] = brute(&c, memo, seen);
            }
        }
        certify(&a, node, 1e-9);
        seen.insert(g.clone(), node.value);
        node.value
    }

    /// Solves `root`, checks every position against the brute force, and returns the number of
    /// decision positions and the root's matrix of child values.
    fn solve_and_certify<G: SimGame<Move = u8> + std::hash::Hash + Eq>(
        root: &G,
    ) -> (usize, Vec<Vec<f64>>) {
        let mut memo = HashMap::new();
        let v = sim_game_value(root, &mut memo);
        let mut seen = HashMap::new();
        assert_eq!(brute(root, &memo, &mut seen), v);
        let decisions = seen.keys().filter(|g| g.outcome().is_none()).count();
        // One memo entry per position: no two positions share a key.
        assert_eq!(memo.len(), seen.len());
        let (mut m0, mut m1) = (vec![], vec![]);
        root.moves(0, &mut m0);
        root.moves(1, &mut m1);
        let child = |x: u8, y: u8| {
            let mut c = root.clone();
            c.play(x, y);
            seen[&c]
        };
        let root_matrix = m0
            .iter()
            .map(|&x| m1.iter().map(|&y| child(x, y)).collect())
            .collect();
        (decisions, root_matrix)
    }

    fn assert_close(a: &[Vec<f64>], b: &[Vec<f64>]) {
        let ok = a.len() == b.len() && a.iter().zip(b).all(|(x, y)| close_to(x, y, 1e-9));
        assert!(ok, "{a:?} != {b:?}");
    }

    fn close_to(x: &[f64], y: &[f64], eps: f64) -> bool {
        x.len() == y.len() && x.iter().zip(y).all(|(a, b)| (a - b).abs() < eps)
    }

    // OpenSpiel's facts, printed by `python3 verify/bench/sim_games_openspiel.py` (OpenSpiel
    // 2.0.2 games, scipy 1.17 HiGHS LPs at every node; `openspiel_root` in the included file
    // records its root matrices): every root value is 0 (1/2 as a reward), and the numbers of
    // decision nodes are OpenSpiel's.
    #[test]
    fn goofspiel_matches_openspiel() {
        for (n, nodes, name) in [(3, 10, "goofspiel3"), (4, 135, "goofspiel4")] {
            let g = Goofspiel::new(n);
            assert_eq!(sim_game_value(&g, &mut HashMap::new()), 0.5);
            let (decisions, root) = solve_and_certify(&g);
            assert_eq!(decisions, nodes);
            assert_close(&root, &openspiel_root(name));
        }
        // -0.157894736842 is -3/19: after bids 1 and 4 the rest is a mixed game.
        let mut g = Goofspiel::new(4);
        g.play(0, 3);
        let mut memo = HashMap::new();
        assert!((sim_game_value(&g, &mut memo) - 8.0 / 19.0).abs() < 1e-12);
    }

    #[test]
    fn oshi_zumo_matches_openspiel() {
        for (coins, nodes) in [(2, 11985), (3, 34936), (4, 75829)] {
            let g = OshiZumo::new(coins);
            assert_eq!(sim_game_value(&g, &mut HashMap::new()), 0.5);
            let (decisions, root) = solve_and_certify(&g);
            assert_eq!(decisions, nodes);
            assert_close(&root, &openspiel_root(&format!("oshi_zumo{coins}")));
        }
    }

    /// Rock-paper-scissors played `left` times in a row: value 0 and uniform strategies at
    /// every node; a move `(x, y)` with x == y loops back (a cycle) when `cyclic`.
    #[derive(Clone)]
    struct Rps {
        left: u8,
        score: i8,
        cyclic: bool,
    }
    impl SimGame for Rps {
        type Move = u8;
        fn moves(&self, _player: usize, out: &mut Vec<u8>) {
            out.extend(0..3)
        }
        fn play(&mut self, a: u8, b: u8) {
            self.score += [0, 1, -1][((3 + a - b) % 3) as usize];
            self.left -= !(self.cyclic && a == b) as u8;
        }
        fn outcome(&self) -> Option<f64> {
            (self.left == 0).then_some(self.score.signum() as f64)
        }
        fn key(&self) -> u64 {
            (self.left as u64) << 8 | (self.score as u8) as u64
        }
    }

    #[test]
    fn repeated_rock_paper_scissors() {
        let mut memo = HashMap::new();
        let g = Rps {
            left: 3,
            score: 0,
            cyclic: false,
        };
        assert!(sim_game_value(&g, &mut memo).abs() < 1e-12);
        let root = &memo[&g.key()];
        assert!(
            close_to(&root.row, &[1.0 / 3.0; 3], 1e-12)
                && close_to(&root.col, &[1.0 / 3.0; 3], 1e-12)
        );
        // Score +1 with one round left: a win (+1) unless the last round is lost (0): 2/3.
        assert!(
            (memo[&Rps {
                left: 1,
                score: 1,
                cyclic: false
            }
            .key()]
                .value
                - 2.0 / 3.0)
                .abs()
                < 1e-12
        );
    }

    #[test]
    #[should_panic(expected = "sim_game_value: the game has a cycle")]
    fn a_cycle_panics() {
        sim_game_value(
            &Rps {
                left: 2,
                score: 0,
                cyclic: true,
            },
            &mut HashMap::new(),
        );
    }

    #[derive(Clone)]
    struct Stuck;
    impl SimGame for Stuck {
        type Move = u8;
        fn moves(&self, player: usize, out: &mut Vec<u8>) {
            out.extend((player == 0).then_some(0))
        }
        fn play(&mut self, _a: u8, _b: u8) {}
        fn outcome(&self) -> Option<f64> {
            None
        }
        fn key(&self) -> u64 {
            0
        }
    }

    #[test]
    #[should_panic(expected = "sim_game_value: a player has no move but outcome() is None")]
    fn no_move_panics() {
        sim_game_value(&Stuck, &mut HashMap::new());
    }
}
