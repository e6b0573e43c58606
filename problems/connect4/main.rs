// Problem: Pascal Pons' Connect Four benchmark, blog "Solving Connect 4: how to build a perfect AI" (http://blog.gamesolver.org/solving-connect-four/01-introduction/)
// Statement: each line is MOVES [SCORE] (columns 1..7 played from the empty 7x6 board, an expected score is ignored): print the exact score for the side to move (22 - stones the winner plays, positive = side to move wins, 0 = draw), or "invalid: ..." for an illegal line.
// Snippets: exact_solver (null-window probes with a table of proven bounds, threat-count move ordering, score bounds)
//
// Bitboards as in Pons' solver: column c owns bits 7c..7c+5 (bit 7c+6 stays empty), `cur` holds
// the stones of the side to move, `mask` all stones; the key cur + mask is unique. The
// solver sees only the moves that do not hand the opponent an immediate win (no such move:
// lost), and a position that can win at once is answered before any search. Ordering: the
// number of empty cells that would complete four after the move (Pons' threat count), centre
// columns first on ties. The table is cleared before each line.
use snippets::exact_solver::{ExactGame, ExactSolver};
use std::io::{self, BufWriter, Read, Write};

pub const W: usize = 7;
pub const H: usize = 6;
type Move = usize;
type Score = i32;
const CELLS: Score = (W * H) as Score;
const BOTTOM: u64 = 0x0000_0408_1020_4081; // bit 7c for every column c
const BOARD: u64 = BOTTOM * ((1 << H) - 1);
const ORDER: [Move; W] = [3, 2, 4, 1, 5, 0, 6];
/// Table: 2^15 buckets of two 16-byte entries (1 MiB, within a core's L2 here). Measured on
/// Pons' sets: a larger table saves nodes on hard positions (Test_L1_R2: -8% at twice the size,
/// -20% at 16 times) but each probe then misses the cache more, which costs more time than it
/// saves on this machine.
pub const TABLE_LOG2: u32 = 15;

fn column(c: Move) -> u64 {
    ((1 << H) - 1) << (c * (H + 1))
}

/// Empty cells that would complete four for the owner of `pos` (stones `pos`, all `mask`).
fn winning(pos: u64, mask: u64) -> u64 {
    let mut r = (pos << 1) & (pos << 2) & (pos << 3);
    for s in [H + 1, H, H + 2] {
        let p = (pos << s) & (pos << (2 * s));
        r |= p & (pos << (3 * s)) | p & (pos >> s);
        let p = (pos >> s) & (pos >> (2 * s));
        r |= p & (pos << s) | p & (pos >> (3 * s));
    }
    r & (BOARD ^ mask)
}

/// Four in a row among the stones `pos`.
fn four(pos: u64) -> bool {
    [1, H + 1, H, H + 2].iter().any(|&s| {
        let m = pos & (pos >> s);
        m & (m >> (2 * s)) != 0
    })
}

#[derive(Clone, Copy, Debug)]
pub struct C4 {
    pub cur: u64,
    pub mask: u64,
    pub stones: Score,
    /// safe[s]: the non-losing moves of the position with s stones on this line, computed
    /// once by `play` (the solver asks `outcome` and `moves` for them).
    safe: [u64; W * H + 1],
}

impl C4 {
    /// The position after `moves` (digits 1..7), or why the string is not a legal game in play.
    pub fn parse(moves: &str) -> Result<C4, String> {
        let mut g = C4 {
            cur: 0,
            mask: 0,
            stones: 0,
            safe: [0; W * H + 1],
        };
        g.safe[0] = g.non_losing();
        for (i, ch) in moves.chars().enumerate() {
            let c = match ch.to_digit(10) {
                Some(d @ 1..=7) => d as Move - 1,
                _ => return Err(format!("move {} '{}' is not a column 1..7", i + 1, ch)),
            };
            if g.mask & column(c) & (BOTTOM << (H - 1)) != 0 {
                return Err(format!("move {} plays in full column {}", i + 1, c + 1));
            }
            if four(g.cur ^ g.mask) {
                return Err(format!("move {} comes after four in a row", i + 1));
            }
            g.play(c);
        }
        if four(g.cur ^ g.mask) {
            return Err("the game is over: the last move made four in a row".to_string());
        }
        if g.stones == CELLS {
            return Err("the game is over: the board is full".to_string());
        }
        Ok(g)
    }
    fn possible(&self) -> u64 {
        (self.mask + BOTTOM) & BOARD
    }
    pub fn can_win_next(&self) -> bool {
        winning(self.cur, self.mask) & self.possible() != 0
    }
    /// Moves (as bits) that do not let the opponent win at once; 0 when every move loses.
    fn non_losing(&self) -> u64 {
        let possible = self.possible();
        let threats = winning(self.cur ^ self.mask, self.mask);
        let mut options = possible & threats; // forced: block the opponent's winning cell
        if options == 0 {
            options = possible;
        } else if options & (options - 1) != 0 {
            return 0; // two winning cells: cannot block both
        }
        options & !(threats >> 1)
    }
}

impl ExactGame for C4 {
    type Move = Move;
    fn moves(&self, out: &mut Vec<Move>) {
        let ok = self.safe[self.stones as usize];
        out.extend(ORDER.iter().filter(|&&c| ok & column(c) != 0));
    }
    fn play(&mut self, c: Move) {
        self.cur ^= self.mask;
        self.mask |= self.mask + (1 << (c * (H + 1)));
        self.stones += 1;
        self.safe[self.stones as usize] = self.non_losing();
    }
    fn undo(&mut self, c: Move) {
        let top = self.mask & column(c);
        self.mask ^= 1 << (63 - top.leading_zeros());
        self.cur ^= self.mask;
        self.stones -= 1;
    }
    fn key(&self) -> u64 {
        self.cur + self.mask
    }
    fn outcome(&self) -> Option<Score> {
        if self.safe[self.stones as usize] == 0 {
            Some(-(CELLS - self.stones) / 2)
        } else if self.stones >= CELLS - 2 {
            Some(0)
        } else {
            None
        }
    }
    fn hint(&self, c: Move) -> i32 {
        let stone = (self.mask + (1 << (c * (H + 1)))) & column(c);
        winning(self.cur | stone, self.mask).count_ones() as i32
    }
    fn bounds(&self) -> (Score, Score) {
        (
            -(CELLS - 2 - self.stones) / 2,
            (CELLS - 1 - self.stones) / 2,
        )
    }
}

/// The solver with a table of 2^`log2_buckets` buckets.
pub fn engine(log2_buckets: u32) -> ExactSolver<C4> {
    ExactSolver::new(log2_buckets)
}

/// Exact score of a position in play; clears the table first (`e.nodes`: 0 without a search).
pub fn solve(e: &mut ExactSolver<C4>, g: &mut C4) -> Score {
    e.clear();
    if g.can_win_next() {
        e.nodes = 0;
        return (CELLS + 1 - g.stones) / 2;
    }
    let (lo, hi) = (-(CELLS - g.stones) / 2, (CELLS + 1 - g.stones) / 2);
    e.solve(g, lo, hi).unwrap().0 // no budget: never None
}

/// The output line for one input line.
pub fn answer(e: &mut ExactSolver<C4>, line: &str) -> String {
    let mut tokens = line.split_whitespace();
    let (moves, score) = (tokens.next(), tokens.next());
    if moves.is_none()
        || tokens.next().is_some()
        || score.is_some_and(|s| s.parse::<i32>().is_err())
    {
        return format!("invalid: expected MOVES [SCORE], got '{}'", line.trim());
    }
    match C4::parse(moves.unwrap()) {
        Ok(mut g) => solve(e, &mut g).to_string(),
        Err(why) => format!("invalid: {}", why),
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    let mut e = engine(TABLE_LOG2);
    for line in input.lines() {
        writeln!(out, "{}", answer(&mut e, line)).unwrap();
    }
}
