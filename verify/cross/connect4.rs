//! The Connect Four solver (problems/connect4/main.rs on exact_solver) against a plain oracle:
//! a 7x6 array board scanned for fours, searched by plain negamax with alpha-beta over the full
//! score range (no table, no pruning of losing moves, no bounds), on random positions with
//! 25..=34 stones and on the committed benchmark samples' end games; the samples' scores; tables
//! of 1 and 2^3 buckets against 2^19; game and key restored after a solve; every kind of
//! invalid line.
#[allow(dead_code)]
#[path = "../../problems/connect4/main.rs"]
mod c4;

use c4::{answer, engine, solve, C4};

/// A seeded xorshift generator.
struct Rng(u64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Oracle board: cells[col][row], 0 empty, 1 first player, 2 second.
#[derive(Clone)]
struct Plain {
    cells: [[u8; 6]; 7],
    height: [usize; 7],
    stones: i32,
}

impl Plain {
    fn new(moves: &str) -> Self {
        let mut b = Plain {
            cells: [[0; 6]; 7],
            height: [0; 7],
            stones: 0,
        };
        for ch in moves.bytes() {
            b.play((ch - b'1') as usize);
        }
        b
    }
    fn play(&mut self, c: usize) {
        self.cells[c][self.height[c]] = (self.stones % 2 + 1) as u8;
        self.height[c] += 1;
        self.stones += 1;
    }
    fn undo(&mut self, c: usize) {
        self.height[c] -= 1;
        self.cells[c][self.height[c]] = 0;
        self.stones -= 1;
    }
    /// Does the stone at (c, r) make four with its owner's stones?
    fn makes_four(&self, c: usize, r: usize) -> bool {
        let p = self.cells[c][r];
        [(1, 0), (0, 1), (1, 1), (1, -1)].iter().any(|&(dc, dr)| {
            let count = |sign: i32| {
                let mut k = 0;
                let (mut x, mut y) = (c as i32 + sign * dc, r as i32 + sign * dr);
                while (0..7).contains(&x)
                    && (0..6).contains(&y)
                    && self.cells[x as usize][y as usize] == p
                {
                    k += 1;
                    x += sign * dc;
                    y += sign * dr;
                }
                k
            };
            1 + count(1) + count(-1) >= 4
        })
    }
    fn any_four(&self) -> bool {
        (0..7).any(|c| (0..self.height[c]).any(|r| self.makes_four(c, r)))
    }
    /// Exact score for the side to move (22 - stones of the winner at its winning move).
    fn negamax(&mut self, mut alpha: i32, beta: i32) -> i32 {
        if self.stones == 42 {
            return 0;
        }
        let mut best = -100;
        for c in [3, 2, 4, 1, 5, 0, 6] {
            if self.height[c] == 6 {
                continue;
            }
            self.play(c);
            let score = if self.makes_four(c, self.height[c] - 1) {
                22 - (self.stones + 1) / 2
            } else {
                -self.negamax(-beta, -alpha)
            };
            self.undo(c);
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

/// A random game of `n` moves that is still in play, as a digit string.
fn random_position(rng: &mut Rng, n: usize) -> String {
    'retry: loop {
        let mut b = Plain::new("");
        let mut s = String::new();
        for _ in 0..n {
            let c = loop {
                let c = rng.below(7);
                if b.height[c] < 6 {
                    break c;
                }
            };
            b.play(c);
            s.push((b'1' + c as u8) as char);
            if b.makes_four(c, b.height[c] - 1) {
                continue 'retry;
            }
        }
        return s;
    }
}

const SAMPLES: [(&str, &str); 3] = [
    (
        include_str!("../../problems/connect4/samples/1.in"),
        include_str!("../../problems/connect4/samples/1.out"),
    ),
    (
        include_str!("../../problems/connect4/samples/2.in"),
        include_str!("../../problems/connect4/samples/2.out"),
    ),
    (
        include_str!("../../problems/connect4/samples/3.in"),
        include_str!("../../problems/connect4/samples/3.out"),
    ),
];

#[test]
fn random_positions_match_plain_negamax() {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let (mut e, mut tiny, mut small) = (engine(19), engine(0), engine(3));
    let mut seen = [0usize; 3];
    for i in 0..300 {
        let moves = random_position(&mut rng, 25 + i % 10);
        let want = Plain::new(&moves).negamax(-100, 100);
        seen[(want.signum() + 1) as usize] += 1;
        let g0 = C4::parse(&moves).unwrap();
        for e in [&mut e, &mut tiny, &mut small] {
            let mut g = g0;
            assert_eq!(solve(e, &mut g), want, "position {}", moves);
            let same = (g.cur, g.mask, g.stones) == (g0.cur, g0.mask, g0.stones);
            assert!(same, "position not restored: {}", moves);
        }
        assert_eq!(answer(&mut e, &format!("{} 99", moves)), want.to_string());
    }
    assert!(
        seen.iter().all(|&k| k >= 10),
        "losses/draws/wins: {:?}",
        seen
    );
}

#[test]
fn samples_match_their_scores_and_end_games_match_plain_negamax() {
    let mut e = engine(19);
    let mut checked = 0;
    for (input, output) in SAMPLES {
        for (line, want) in input.lines().zip(output.lines()) {
            let moves = line.split_whitespace().next().unwrap();
            assert_eq!(answer(&mut e, line), want, "line {}", line);
            assert_eq!(answer(&mut e, moves), want, "line {}", moves);
            if moves.len() >= 28 {
                let v = Plain::new(moves).negamax(-100, 100);
                assert_eq!(v.to_string(), want, "oracle on {}", moves);
                checked += 1;
            }
        }
    }
    assert!(checked >= 15, "only {} end games checked", checked);
}

#[test]
fn known_positions() {
    let mut e = engine(15);
    // README examples; an immediate win (the side to move plays its 4th stone).
    for (moves, want) in [("4455", 18), ("44455554221", -15), ("112233", 18)] {
        assert_eq!(answer(&mut e, moves), want.to_string(), "{}", moves);
    }
    // Move orders reaching the same position give the same bitboards (hence the same key).
    let bits = |s: &str| C4::parse(s).map(|g| (g.cur, g.mask));
    assert_eq!(bits("1425"), bits("2514"));
    assert_ne!(bits("1425"), bits("4512"));
}

#[test]
fn invalid_lines_say_why_and_the_next_line_is_solved() {
    let mut e = engine(9);
    let cases = [
        ("", "invalid: expected MOVES [SCORE], got ''"),
        ("   ", "invalid: expected MOVES [SCORE], got ''"),
        (
            "4455 1 2",
            "invalid: expected MOVES [SCORE], got '4455 1 2'",
        ),
        ("4455 x", "invalid: expected MOVES [SCORE], got '4455 x'"),
        ("8", "invalid: move 1 '8' is not a column 1..7"),
        ("4405", "invalid: move 3 '0' is not a column 1..7"),
        ("44a5", "invalid: move 3 'a' is not a column 1..7"),
        ("1111111", "invalid: move 7 plays in full column 1"),
        ("12121212", "invalid: move 8 comes after four in a row"),
        (
            "1212121",
            "invalid: the game is over: the last move made four in a row",
        ),
    ];
    for (line, want) in cases {
        assert_eq!(answer(&mut e, line), want, "line '{}'", line);
        assert_eq!(answer(&mut e, "4455"), "18");
    }
    // A full board without four is over too; with one cell left it is a draw.
    let full = full_draw();
    assert_eq!(
        answer(&mut e, &full),
        "invalid: the game is over: the board is full"
    );
    assert_eq!(answer(&mut e, &full[..41]), "0");
    assert_eq!(
        answer(&mut e, &format!("{}4", full)),
        "invalid: move 43 plays in full column 4"
    );
}

/// A 42-move game that ends in a draw (found by a seeded random search with the oracle).
fn full_draw() -> String {
    let mut rng = Rng(7);
    loop {
        let mut b = Plain::new("");
        let mut s = String::new();
        let mut ok = true;
        for _ in 0..42 {
            let open: Vec<usize> = (0..7).filter(|&c| b.height[c] < 6).collect();
            let c = open[rng.below(open.len())];
            b.play(c);
            s.push((b'1' + c as u8) as char);
            if b.makes_four(c, b.height[c] - 1) {
                ok = false;
                break;
            }
        }
        if ok {
            assert!(!b.any_four());
            return s;
        }
    }
}
