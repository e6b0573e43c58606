//! Matches between MCTS bots on free-style Gomoku, 11x11 (five or more in a row wins, a full
//! board draws): a game with ~100 moves a turn, where progressive widening should matter more
//! than in Ultimate Tic-Tac-Toe (~9). The arena's machinery (verify/bench/arena.rs): N games
//! from random openings (2-4 stones, alternating colours, in the central 5x5), each played
//! twice with the colours swapped, the same budget per move, W/D/L, Elo with a 95% interval.
//! Each bot keeps its tree across the moves of a game (`advance` by every move played).
//!
//! Environment: `GOMOKU` rows `A,B,GAMES,BUDGET;...` as the arena's `ARENA`, `GOMOKU_SEED`,
//! `GOMOKU_THREADS`. Bots: the bench copy's variants (verify/bench/mcts_variants.rs) `vplain`,
//! `order`, `pw:a=A:b=B`, `rave:k=K`, `tuned`, each with `c=` (exploration, default sqrt 2) and
//! `w=` (progressive bias `w * hint`, default 0). Before the rows: asserts on the win rule.
use crate::arena::{self, mix, BotName, Budget, Played, Row};
use crate::mcts_variants::{VMcts, VariantGame};
use crate::{Rng, Table};
use snippets::mcts::MctsGame;
use std::time::Instant;

const DEFAULT_ROWS: &str = "pw,vplain,20,300it;order,vplain,20,300it";

/// The side of the board; cells are `row * N + col`.
const N: usize = 11;
const CELLS: usize = N * N;
const ALL: u128 = (1 << CELLS) - 1;

/// A position: each player's stones as bits of a u128 (player 0 moves first), and whether the
/// last stone made five.
#[derive(Clone, Copy)]
pub struct Gomoku {
    stones: [u128; 2],
    ply: usize,
    won: bool,
    w: f64, // progressive bias weight (0: none)
}

impl Gomoku {
    pub fn new(w: f64) -> Self {
        Gomoku {
            stones: [0; 2],
            ply: 0,
            won: false,
            w,
        }
    }

    /// Five or more of `stones` in a row through `cell`: walk both ways along each line.
    fn five(stones: u128, cell: usize) -> bool {
        let (r, c) = ((cell / N) as i32, (cell % N) as i32);
        [(0, 1), (1, 0), (1, 1), (1, -1)].iter().any(|&(dr, dc)| {
            let run = |s: i32| {
                (1..5)
                    .take_while(|k| {
                        let (y, x) = (r + s * k * dr, c + s * k * dc);
                        let inside = (0..N as i32).contains(&y) && (0..N as i32).contains(&x);
                        inside && stones >> (y as usize * N + x as usize) & 1 == 1
                    })
                    .count()
            };
            1 + run(1) + run(-1) >= 5
        })
    }
}

impl MctsGame for Gomoku {
    type Move = u8;
    fn moves(&self, out: &mut Vec<u8>) {
        let mut empty = !(self.stones[0] | self.stones[1]) & ALL;
        while empty != 0 {
            out.push(empty.trailing_zeros() as u8);
            empty &= empty - 1;
        }
    }
    fn play(&mut self, m: u8) {
        let me = self.ply % 2;
        debug_assert!((self.stones[0] | self.stones[1]) >> m & 1 == 0);
        self.stones[me] |= 1 << m;
        self.ply += 1;
        self.won = Self::five(self.stones[me], m as usize);
    }
    fn outcome(&self) -> Option<f64> {
        if self.won {
            Some(0.0) // the side to move has lost
        } else if self.ply == CELLS {
            Some(0.5)
        } else {
            None
        }
    }
    fn key(&self) -> Option<u64> {
        // The stones determine the side to move and (a game ends at its first five) `won`.
        let h = |x: u128| {
            let z = (x as u64 ^ (x >> 64) as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
            z ^ (z >> 29)
        };
        Some(
            h(self.stones[0])
                ^ h(self.stones[1])
                    .rotate_left(17)
                    .wrapping_mul(0xbf58_476d_1ce4_e5b9),
        )
    }
    fn bias(&self, m: u8) -> f64 {
        if self.w == 0.0 {
            0.0
        } else {
            self.w * self.hint(m) as f64
        }
    }
}

impl VariantGame for Gomoku {
    fn index(m: u8) -> usize {
        m as usize
    }
    /// Stones (both colours) among the 8 neighbours: play near the action first.
    fn hint(&self, m: u8) -> i32 {
        let (r, c) = ((m as usize / N) as i32, (m as usize % N) as i32);
        let all = self.stones[0] | self.stones[1];
        let mut k = 0;
        for y in r - 1..=r + 1 {
            for x in c - 1..=c + 1 {
                let inside = (0..N as i32).contains(&y) && (0..N as i32).contains(&x);
                k += (inside && all >> (y as usize * N + x as usize) & 1 == 1) as i32;
            }
        }
        k
    }
}

/// The win rule on small cases: five in each of the 4 directions (also at the edges) wins,
/// four does not, six wins, an interrupted line does not, a full board without five draws.
fn check_rules() {
    let line = |r0: usize, c0: usize, dr: i32, dc: i32, len: usize| -> Vec<u8> {
        (0..len as i32)
            .map(|k| ((r0 as i32 + k * dr) as usize * N + (c0 as i32 + k * dc) as usize) as u8)
            .collect()
    };
    // Player 0 plays `mine`, player 1 replies on every other cell of the last row (never a
    // line of its own), skipping `mine`'s.
    let play_out = |mine: &[u8]| -> Gomoku {
        let mut g = Gomoku::new(0.0);
        let mut far = (CELLS as u8 - N as u8..CELLS as u8)
            .rev()
            .step_by(2)
            .filter(|m| !mine.contains(m));
        for (i, &m) in mine.iter().enumerate() {
            assert_eq!(
                g.outcome(),
                None,
                "gomoku: over before stone {} of {:?}",
                i,
                mine
            );
            g.play(m);
            if i + 1 < mine.len() {
                g.play(far.next().unwrap());
            }
        }
        g
    };
    for (r0, c0, dr, dc) in [
        (0, 0, 0, 1),
        (6, 10, 0, -1),
        (2, 3, 1, 0),
        (0, 0, 1, 1),
        (4, 10, 1, -1),
        (10, 6, -1, -1),
    ] {
        let five = line(r0, c0, dr, dc, 5);
        assert_eq!(
            play_out(&five).outcome(),
            Some(0.0),
            "gomoku: five {:?}",
            five
        );
        assert_eq!(
            play_out(&five[..4]).outcome(),
            None,
            "gomoku: four {:?}",
            five
        );
        // the middle stone last, and a six completed in the middle
        let mut mid = five.clone();
        mid.swap(2, 4);
        assert_eq!(
            play_out(&mid).outcome(),
            Some(0.0),
            "gomoku: five {:?}",
            mid
        );
    }
    let six = [0u8, 1, 2, 4, 5, 3];
    assert_eq!(play_out(&six).outcome(), Some(0.0), "gomoku: six");
    let gap = [0u8, 1, 2, 4, 5, 6];
    assert_eq!(play_out(&gap).outcome(), None, "gomoku: a gap");
    // Full board without five: colour (r + 2c) / 2 mod 2 gives runs of at most 2 along rows,
    // columns and both diagonals; play the two colours' cells alternately.
    let colour = |m: usize| ((m / N + 2 * (m % N)) / 2) % 2;
    let mut cells: [Vec<u8>; 2] = [vec![], vec![]];
    for m in 0..CELLS {
        cells[colour(m)].push(m as u8);
    }
    let (long, short) = if cells[0].len() >= cells[1].len() {
        (0, 1)
    } else {
        (1, 0)
    };
    assert_eq!(
        cells[long].len(),
        cells[short].len() + 1,
        "gomoku: draw pattern"
    );
    let mut g = Gomoku::new(0.0);
    for i in 0..CELLS {
        assert_eq!(g.outcome(), None, "gomoku: the draw pattern has a five");
        let side = if i % 2 == 0 { long } else { short };
        g.play(cells[side][i / 2]);
    }
    assert_eq!(g.outcome(), Some(0.5), "gomoku: a full board draws");
    // hint: the neighbours of a corner stone
    let mut g = Gomoku::new(0.0);
    g.play(0);
    assert_eq!((g.hint(1), g.hint(N as u8 + 1), g.hint(2)), (1, 1, 0));
}

/// The bot named `name`, a tree over `root`.
fn make(name: &str, root: Gomoku, seed: u64) -> VMcts<Gomoku> {
    let bot = BotName::parse("GOMOKU", name);
    let Some((v, c)) = bot.variant() else {
        panic!(
            "GOMOKU: unknown bot '{}' (vplain, order, pw, rave, tuned)",
            name
        )
    };
    let mut t = VMcts::new(
        Gomoku {
            w: bot.get("w", 0.0),
            ..root
        },
        seed,
        v,
    );
    t.c = c;
    t
}

/// The opening of pair `k`: 2-4 stones, alternating colours, on distinct random cells of the
/// central 5x5 (no five possible, so the game goes on).
fn opening(seed: u64, k: usize) -> Gomoku {
    let mut rng = Rng(mix(seed, 2 * k as u64));
    let mut g = Gomoku::new(0.0);
    for _ in 0..rng.range(2, 4) {
        let m = loop {
            let (r, c) = (3 + rng.below(5) as usize, 3 + rng.below(5) as usize);
            let m = (r * N + c) as u8;
            if (g.stones[0] | g.stones[1]) >> m & 1 == 0 {
                break m;
            }
        };
        g.play(m);
    }
    g
}

/// Game `g`: opening g / 2, A moves first when g is even; both trees advance by every move.
fn play(row: &Row, seed: u64, g: usize) -> Played {
    let a_first = g % 2 == 0;
    let mut board = opening(seed, g / 2);
    let mut bots = [
        make(&row.a, board, mix(seed, 2 * g as u64 + 1)),
        make(&row.b, board, mix(!seed, 2 * g as u64 + 1)),
    ];
    let mut out = Played::default();
    loop {
        // `who`: 0 when A is to move; A is player 0 (moves first) when a_first.
        let who = (board.ply % 2 == 0) as usize ^ a_first as usize;
        if let Some(r) = board.outcome() {
            out.score = if who == 0 { r } else { 1.0 - r };
            out.plies = board.ply;
            return out;
        }
        let start = Instant::now();
        let ch = match row.budget {
            Budget::Iters(k) => bots[who].search(k as u64, None),
            Budget::Time(d) => bots[who].search(u64::MAX, Some(d)),
        };
        let m = ch.expect("gomoku: the game goes on").mv;
        out.work[who] += bots[who].iterations;
        out.time[who] += start.elapsed();
        assert!(
            (board.stones[0] | board.stones[1]) >> m & 1 == 0,
            "gomoku: {} on a stone",
            m
        );
        for b in &mut bots {
            b.advance(m);
        }
        board.play(m);
    }
}

pub fn run(t: &mut Table) {
    check_rules();
    let check = |name: &str| drop(make(name, Gomoku::new(0.0), 0));
    arena::run_rows(t, "GOMOKU", DEFAULT_ROWS, check, play);
}
