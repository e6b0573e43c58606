// Problem: CodinGame, Ultimate Tic-Tac-Toe (bot programming), https://www.codingame.com/multiplayer/bot-programming/tic-tac-toe
// Statement: 9x9 cells in 3x3 small boards; a move at (r, c) sends the opponent to small board (r%3, c%3), or to any open board if that one is won or full; three won small boards in a line win, else the most won boards; each turn read `opponentRow opponentCol`, the count and the valid actions, print `row col` within 100 ms (1000 ms on a player's first turn).
// Snippets: alphabeta_tt, the bot's search (SearchGame for Board below: evaluation, hint, quiet moves for LMR); it beats the mcts snippet at 10 and 100 ms per move (README's arena table). MctsGame for Board and `uct` (a plain UCT of its own) serve the arena.
//
// Rules as the CodinGame referee plays them (../shared/problems2.md): a won small board is
// closed (no more moves there, even with empty cells), a full one too; when no open board is
// left, the player with more won small boards wins, equal counts draw. Cells are numbered
// 9 * small board + cell inside it (both row-major), so a move is a `Cell` in 0..81 and the
// board it sends the opponent to is `m % 9`. Bitboards: a 9-bit mask per small board and
// player, a 512-entry table says whether a mask holds a line; the won small boards of each
// player form a 9-bit mask of the main board, looked up in the same table.
// An interactive bot cannot read all of stdin at once: it reads one turn at a time, answers,
// and flushes. Searching on a clock, it answers legally but not deterministically.
use snippets::alphabeta_tt::{Engine, SearchGame, MATE};
use snippets::mcts::MctsGame;
use std::io::{self, BufRead, BufWriter, Write};
use std::time::{Duration, Instant};

/// A move: 9 * small board + cell inside that board, both numbered row-major 0..9.
pub type Cell = u8;
/// `forced` value when the side to move may play in any open small board.
const FREE: u8 = 9;
const ALL: u16 = 0x1ff;
/// Time per turn: the referee allows 1000 ms on a player's first turn and 100 ms later; the
/// clock starts when the turn's first line arrives, so keep a margin for the pipes.
const FIRST_TURN: Duration = Duration::from_millis(850);
const TURN: Duration = Duration::from_millis(85);

/// The eight lines of a 3x3 grid as 9-bit masks (bit 3 * row + col).
const LINES: [usize; 8] = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];

/// WIN[m]: the 9-bit mask m holds a line of three.
const WIN: [bool; 512] = {
    let mut t = [false; 512];
    let mut m = 0;
    while m < 512 {
        let mut l = 0;
        while l < 8 {
            t[m] |= m & LINES[l] == LINES[l];
            l += 1;
        }
        m += 1;
    }
    t
};

/// For the evaluation, per 9-bit mask m, bit l for line l: TWO[m] the lines holding exactly two
/// cells of m, FREE_OF[m] the lines holding no cell of m.
const TWO: [u8; 512] = line_table(2);
const FREE_OF: [u8; 512] = line_table(0);
const fn line_table(k: u32) -> [u8; 512] {
    let mut t = [0u8; 512];
    let mut m = 0;
    while m < 512 {
        let mut l = 0;
        while l < 8 {
            if (m & LINES[l]).count_ones() == k {
                t[m] |= 1 << l;
            }
            l += 1;
        }
        m += 1;
    }
    t
}

/// Zobrist keys: 2 * 81 for the marks, 10 for the forced board (FREE included), 1 for a pass.
const ZOBRIST: [u64; 173] = {
    let mut z = [0u64; 173];
    let mut s: u64 = 0x2545_f491_4f6c_dd1d;
    let mut i = 0;
    while i < 173 {
        // SplitMix64
        s = s.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut x = s;
        x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z[i] = x ^ (x >> 31);
        i += 1;
    }
    z
};

/// Row and column (0..9) of a cell.
pub fn row_col(m: Cell) -> (usize, usize) {
    let (b, i) = (m as usize / 9, m as usize % 9);
    (b / 3 * 3 + i / 3, b % 3 * 3 + i % 3)
}

/// The cell at row r, column c (0..9).
pub fn cell(r: usize, c: usize) -> Cell {
    assert!(r < 9 && c < 9, "cell: row {} col {} outside 0..9", r, c);
    ((r / 3 * 3 + c / 3) * 9 + r % 3 * 3 + c % 3) as Cell
}

/// A position. Player 0 moves first (X); `play` and `undo` trust that the move is legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    marks: [[u16; 9]; 2], // marks[p][b]: cells of small board b held by player p
    won: [u16; 2],        // won[p]: small boards won by p (bit b)
    closed: u16,          // small boards won or full: nobody plays there any more
    forced: u8,           // small board the side to move must play in, or FREE
    ply: u8,
    flip: u8,             // 1 after a pass (alpha-beta's null move): the other side moves
    hash: u64,            // Zobrist hash of the marks
    hist: [Cell; 81],     // moves played: `undo` restores `forced` from the previous one
    chance: [[u8; 9]; 2], // chance[p][b]: p's chance at small board b with WEIGHTS (evaluate_lines)
    threat: [u16; 2], // threat[p]: the open boards where p holds a two with the third cell empty
}

impl Default for Board {
    fn default() -> Self {
        Self::new()
    }
}

impl Board {
    pub fn new() -> Self {
        Board {
            marks: [[0; 9]; 2],
            won: [0; 2],
            closed: 0,
            forced: FREE,
            ply: 0,
            flip: 0,
            hash: 0,
            hist: [0; 81],
            chance: [[WEIGHTS.base as u8; 9]; 2],
            threat: [0; 2],
        }
    }

    /// The player to move: 0 (moved first) or 1.
    pub fn side(&self) -> usize {
        ((self.ply ^ self.flip) & 1) as usize
    }

    /// Moves played so far.
    pub fn ply(&self) -> usize {
        self.ply as usize
    }

    fn empty(&self, b: usize) -> u16 {
        !(self.marks[0][b] | self.marks[1][b]) & ALL
    }

    /// Small boards the side to move may play in (bit b).
    fn targets(&self) -> u16 {
        if self.forced == FREE {
            !self.closed & ALL
        } else {
            1 << self.forced
        }
    }

    /// Appends the legal moves in increasing cell order (none once every board is closed).
    pub fn moves<T: From<Cell>>(&self, out: &mut Vec<T>) {
        let mut t = self.targets();
        while t != 0 {
            let b = t.trailing_zeros() as usize;
            t &= t - 1;
            let mut e = self.empty(b);
            while e != 0 {
                out.push(T::from((9 * b) as Cell + e.trailing_zeros() as Cell));
                e &= e - 1;
            }
        }
    }

    /// The number of legal moves (perft's last level counts without playing).
    pub fn count_moves(&self) -> u32 {
        let mut t = self.targets();
        let mut n = 0;
        while t != 0 {
            n += self.empty(t.trailing_zeros() as usize).count_ones();
            t &= t - 1;
        }
        n
    }

    /// A uniformly random legal move; the game must go on.
    pub fn random_move(&self, rng: &mut Rng) -> Cell {
        let mut k = rng.below(self.count_moves());
        let mut t = self.targets();
        loop {
            let b = t.trailing_zeros() as usize;
            t &= t - 1;
            let mut e = self.empty(b);
            let n = e.count_ones();
            if k < n {
                for _ in 0..k {
                    e &= e - 1; // drop the k lowest empty cells
                }
                return (9 * b) as Cell + e.trailing_zeros() as Cell;
            }
            k -= n;
        }
    }

    pub fn play(&mut self, m: Cell) {
        let (b, i) = (m as usize / 9, m as usize % 9);
        let p = self.side();
        self.marks[p][b] |= 1 << i;
        self.hash ^= ZOBRIST[81 * p + m as usize];
        let mine = self.marks[p][b];
        if WIN[mine as usize] {
            self.won[p] |= 1 << b;
            self.closed |= 1 << b;
        } else if mine | self.marks[1 - p][b] == ALL {
            self.closed |= 1 << b;
        }
        // Cell i sends the opponent to small board i, unless it is closed (maybe just now).
        self.forced = if self.closed >> i & 1 == 0 {
            i as u8
        } else {
            FREE
        };
        self.hist[self.ply as usize] = m;
        self.ply += 1;
        self.cache(b);
    }

    /// Takes back `m`, the last move played.
    pub fn undo(&mut self, m: Cell) {
        debug_assert!(self.ply > 0 && self.hist[self.ply as usize - 1] == m);
        self.ply -= 1;
        self.hist[self.ply as usize] = 0; // equal positions reached by equal moves compare equal
        let (b, i) = (m as usize / 9, m as usize % 9);
        let p = self.side();
        self.marks[p][b] &= !(1 << i);
        self.hash ^= ZOBRIST[81 * p + m as usize];
        // Board b was open before m (m was legal), so a win or a fill there came from m.
        self.won[p] &= !(1 << b);
        self.closed &= !(1 << b);
        self.cache(b);
        self.forced = match self.ply {
            0 => FREE,
            n => {
                let j = self.hist[n as usize - 1] % 9;
                if self.closed >> j & 1 == 0 {
                    j
                } else {
                    FREE
                }
            }
        };
    }

    /// `Some` once the game is over: 1 the side to move won, 0 draw, -1 it lost.
    pub fn outcome(&self) -> Option<i32> {
        let p = self.side();
        if WIN[self.won[1 - p] as usize] {
            return Some(-1); // the player who just moved won three small boards in a line
        }
        if self.closed != ALL {
            return None; // an open small board has an empty cell: there is a legal move
        }
        let (mine, theirs) = (self.won[p].count_ones(), self.won[1 - p].count_ones());
        Some((mine > theirs) as i32 - (mine < theirs) as i32)
    }

    /// Zobrist key of the marks, the forced board and a pass (the marks give the side to move
    /// unless a pass flipped it).
    pub fn key(&self) -> u64 {
        self.hash ^ ZOBRIST[162 + self.forced as usize] ^ (ZOBRIST[172] * self.flip as u64)
    }

    /// Plays uniformly random moves to the end; the result for the side to move now.
    pub fn playout(mut self, rng: &mut Rng) -> i32 {
        let p = self.side();
        loop {
            if let Some(r) = self.outcome() {
                return if self.side() == p { r } else { -r };
            }
            let m = self.random_move(rng);
            self.play(m);
        }
    }
}

/// The board as the mcts snippet sees it: rewards 1 win, 1/2 draw, 0 loss for the side to move
/// (exact: the solver proves wins, losses and draws); the Zobrist key shares proofs between
/// transpositions.
impl MctsGame for Board {
    type Move = Cell;
    fn moves(&self, out: &mut Vec<Cell>) {
        Board::moves(self, out)
    }
    fn play(&mut self, m: Cell) {
        Board::play(self, m)
    }
    fn outcome(&self) -> Option<f64> {
        Board::outcome(self).map(|r| (r + 1) as f64 / 2.0)
    }
    fn key(&self) -> Option<u64> {
        Some(Board::key(self))
    }
}

impl Board {
    /// A cheap guess at move m for the side to move, higher first: +3 wins its small board,
    /// +2 blocks the opponent's line there; -2 sends the opponent to a free move or to a small
    /// board it can win at once.
    pub fn guess(&self, m: Cell) -> i32 {
        let (b, i, p) = (m as usize / 9, m as usize % 9, self.side());
        let mut a = *self;
        a.play(m);
        let mut h = 0;
        if a.won[p] != self.won[p] {
            h += 3;
        } else if WIN[(self.marks[1 - p][b] | 1 << i) as usize] {
            h += 2;
        }
        if a.forced == FREE {
            h -= 2;
        } else {
            let (j, mut e) = (a.forced as usize, a.empty(a.forced as usize));
            while e != 0 {
                if WIN[(a.marks[1 - p][j] | e & e.wrapping_neg()) as usize] {
                    h -= 2;
                    break;
                }
                e &= e - 1;
            }
        }
        h
    }
}

/// Leaf positions `depth` moves ahead; games that end earlier do not count.
pub fn perft(b: &mut Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if b.outcome().is_some() {
        return 0;
    }
    if depth == 1 {
        return b.count_moves() as u64;
    }
    let mut ms = Vec::with_capacity(81);
    b.moves(&mut ms);
    let mut n = 0;
    for m in ms {
        b.play(m);
        n += perft(b, depth - 1);
        b.undo(m);
    }
    n
}

/// A null move (a pass): the other side moves, bound to the same small board. Never among
/// `moves`; only the arena's null-move variant plays it (it did not pay off: README, arena).
pub const PASS: Cell = 81;

/// The eight lines of a 3x3 grid as cell triples.
const TRIPLES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// ONE[m]: bit l for each line l holding exactly one cell of the 9-bit mask m.
const ONE: [u8; 512] = line_table(1);

/// The weights of `evaluate_weighted`: a small board's chance is `won` when won, else
/// `base` + (`two` per two-with-an-empty-third + `one` per one-with-two-empty, at most `cap`),
/// `take` where the side to move wins it at once; `board` per small board won, `free` when the
/// side to move may play anywhere; the sum divided by `div`.
#[derive(Clone, Copy, Debug)]
pub struct Weights {
    pub won: i32,
    pub base: i32,
    pub two: i32,
    pub one: i32,
    pub cap: i32,
    pub take: i32,
    pub board: i32,
    pub free: i32,
    pub div: i32,
}

/// The bot's weights.
pub const WEIGHTS: Weights = Weights {
    won: 12,
    base: 1,
    two: 4,
    one: 1,
    cap: 9,
    take: 11,
    board: 120,
    free: 0,
    div: 1,
};

impl Board {
    /// The evaluation for the side to move: each player's chance at each small board, 12 won,
    /// 0 lost or drawn or blocked (no line left), else 1 + 4 per line with two of its marks
    /// and the third cell empty + 1 per line with one mark and two empty (at most 10); the
    /// side to move takes its forced board (or its best free one) at once where it holds
    /// such a two (11). Score: over the 8 main-board lines, the product of the three chances,
    /// mine minus theirs, + 120 per small board won (the count decides a full board).
    pub fn evaluate_lines(&self) -> i32 {
        let v = [0, 1].map(|q| self.chance[q].map(i32::from));
        self.score(&v, &self.threat, &WEIGHTS)
    }

    /// `evaluate_lines` with other weights (the arena's `abw` tunes them).
    pub fn evaluate_weighted(&self, w: &Weights) -> i32 {
        let (mut v, mut threat) = ([[0i32; 9]; 2], [0u16; 2]);
        for (q, vq) in v.iter_mut().enumerate() {
            for (b, x) in vq.iter_mut().enumerate() {
                let two;
                (*x, two) = self.board_chance(q, b, w);
                threat[q] |= (two as u16) << b;
            }
        }
        self.score(&v, &threat, w)
    }

    /// Player q's chance at small board b with weights w, and whether q holds a two there
    /// with the third cell empty (the board open).
    fn board_chance(&self, q: usize, b: usize, w: &Weights) -> (i32, bool) {
        let (m, t) = (self.marks[q][b] as usize, self.marks[1 - q][b] as usize);
        if self.won[q] >> b & 1 == 1 {
            (w.won, false)
        } else if self.closed >> b & 1 == 1 || FREE_OF[t] == 0 {
            (0, false)
        } else {
            let twos = (TWO[m] & FREE_OF[t]).count_ones() as i32;
            let ones = (ONE[m] & FREE_OF[t]).count_ones() as i32;
            (w.base + (w.two * twos + w.one * ones).min(w.cap), twos > 0)
        }
    }

    /// Refreshes both players' cached chance at small board b (it changed) for `evaluate_lines`.
    fn cache(&mut self, b: usize) {
        for q in 0..2 {
            let (x, two) = self.board_chance(q, b, &WEIGHTS);
            self.chance[q][b] = x as u8;
            self.threat[q] = self.threat[q] & !(1 << b) | (two as u16) << b;
        }
    }

    /// The score of the lines evaluation from the chances v and the threats.
    fn score(&self, v: &[[i32; 9]; 2], threat: &[u16; 2], w: &Weights) -> i32 {
        let p = self.side();
        let lines =
            |v: &[i32; 9]| -> i32 { TRIPLES.iter().map(|t| v[t[0]] * v[t[1]] * v[t[2]]).sum() };
        let mut mine = lines(&v[p]);
        let mut t = match self.forced {
            FREE => threat[p],
            f => threat[p] & 1 << f,
        };
        while t != 0 {
            let mut x = v[p];
            x[t.trailing_zeros() as usize] = w.take;
            t &= t - 1;
            mine = mine.max(lines(&x));
        }
        let won = w.board * (self.won[p].count_ones() as i32 - self.won[1 - p].count_ones() as i32);
        let free = if self.forced == FREE { w.free } else { 0 };
        (mine - lines(&v[1 - p]) + won + free) / w.div
    }

    /// The first evaluation (the arena's `ab-simple`), for the side to move.
    pub fn evaluate_simple(&self) -> i32 {
        self.eval_side(self.side()) - self.eval_side(1 - self.side())
    }

    /// One side's part of the first evaluation: 100 per small board won (150 the centre one), 200
    /// per main-board line with two of its boards and the third still open, and in every open
    /// small board 10 per line with two of its marks and the third cell empty, 3 for the centre.
    fn eval_side(&self, p: usize) -> i32 {
        let w = self.won[p] as usize;
        let blocked = (self.won[1 - p] | (self.closed & !self.won[p])) as usize;
        let mut s = 100 * w.count_ones() + 50 * (w as u32 >> 4 & 1);
        s += 200 * (TWO[w] & FREE_OF[blocked]).count_ones();
        let mut open = !self.closed & ALL;
        while open != 0 {
            let b = open.trailing_zeros() as usize;
            open &= open - 1;
            let (m, t) = (self.marks[p][b] as usize, self.marks[1 - p][b] as usize);
            s += 10 * (TWO[m] & FREE_OF[t]).count_ones() + 3 * (m as u32 >> 4 & 1);
        }
        s as i32
    }
}

/// The board for snippets::alphabeta_tt: moves are cells, and PASS.
impl SearchGame for Board {
    type Move = Cell;
    const MOVES: usize = 82;
    fn moves(&self, out: &mut Vec<Cell>) {
        if Board::outcome(self).is_none() {
            Board::moves(self, out);
        }
    }
    fn play(&mut self, m: Cell) {
        match m {
            PASS => self.flip ^= 1,
            _ => Board::play(self, m),
        }
    }
    fn undo(&mut self, m: Cell) {
        match m {
            PASS => self.flip ^= 1,
            _ => Board::undo(self, m),
        }
    }
    fn outcome(&self) -> Option<i32> {
        Board::outcome(self).map(|r| r * MATE)
    }
    fn key(&self) -> u64 {
        Board::key(self)
    }
    fn evaluate(&self) -> i32 {
        self.evaluate_lines()
    }
    /// A move that wins its small board first (hint 1), one that frees the opponent (sends it
    /// to a closed board) last (-2).
    fn hint(&self, m: Cell) -> i32 {
        2 * self.wins_small(m) as i32 - (self.closed >> (m % 9) & 1) as i32 - 1
    }
    /// Every move but one that wins its small board is quiet: LMR reduces it when late.
    fn quiet(&self, m: Cell) -> bool {
        !self.wins_small(m)
    }
}

impl Board {
    /// Move m wins its small board for the side to move.
    fn wins_small(&self, m: Cell) -> bool {
        WIN[(self.marks[self.side()][m as usize / 9] | 1 << (m % 9)) as usize]
    }
}

/// Alpha-beta to the end of the game or the budget (`Iters`: nodes), on `e`'s table (kept
/// between moves); the move and the nodes searched. The game at `root` must go on.
pub fn alphabeta(e: &mut Engine<Board>, root: &Board, budget: Budget) -> (Cell, u64) {
    (e.budget, e.deadline) = match budget {
        Budget::Iters(n) => (Some(n.max(1) as u64), None),
        Budget::Until(t) => (None, Some(t)),
    };
    let best = e.search(&mut root.clone(), 81 - root.ply() as u32).2;
    // No depth completed (a tiny budget): the first legal move.
    let first = || {
        let mut ms = Vec::new();
        root.moves(&mut ms);
        ms[0]
    };
    (best.unwrap_or_else(first), e.nodes)
}

/// xorshift64*: small, fast, seeded.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    /// A value in 0..n (n >= 1), by multiply-shift.
    pub fn below(&mut self, n: u32) -> u32 {
        (((self.next_u64() >> 32) * n as u64) >> 32) as u32
    }
}

/// Search budget: iterations (reproducible) or a deadline.
#[derive(Clone, Copy, Debug)]
pub enum Budget {
    Iters(u32),
    Until(Instant),
}

/// Exploration constant of UCT for rewards in [0, 1].
const C: f32 = 1.0;

struct Node {
    mv: Cell,
    kids: u8, // children are tree[first..first + kids]; 0: not expanded (or terminal)
    first: u32,
    n: u32,
    w: f32, // sum of the rewards of the player who moved into this node (1 win, 1/2 draw)
}

/// Plain UCT (Kocsis, Szepesvari 2006): descend by w/n + C sqrt(ln N / n), unvisited children
/// first; a leaf visited once before gets all its children; random playout; back up the
/// reward flipped per level. Returns the most visited root move and the iterations run.
/// The game at `root` must go on; at least one iteration runs whatever the budget.
pub fn uct(root: &Board, budget: Budget, rng: &mut Rng) -> (Cell, u32) {
    let mut tree = vec![Node {
        mv: 0,
        kids: 0,
        first: 0,
        n: 0,
        w: 0.0,
    }];
    let (mut path, mut moves) = (Vec::with_capacity(82), Vec::with_capacity(81));
    let mut iters = 0;
    loop {
        let done = match budget {
            Budget::Iters(n) => iters >= n.max(1),
            Budget::Until(t) => iters > 0 && Instant::now() >= t,
        };
        if done {
            break;
        }
        iters += 1;
        let (mut b, mut v) = (*root, 0);
        path.clear();
        path.push(0);
        while tree[v].kids > 0 {
            let (first, kids) = (tree[v].first as usize, tree[v].kids as usize);
            let ln = (tree[v].n as f32).ln();
            let mut best = (f32::MIN, first);
            for (c, ch) in tree.iter().enumerate().skip(first).take(kids) {
                let u = if ch.n == 0 {
                    f32::INFINITY
                } else {
                    ch.w / ch.n as f32 + C * (ln / ch.n as f32).sqrt()
                };
                if u > best.0 {
                    best = (u, c);
                }
            }
            v = best.1;
            b.play(tree[v].mv);
            path.push(v);
        }
        let r = match b.outcome() {
            Some(r) => r,
            None => {
                // Expand on the second visit (the root at once): one-visit leaves cost nothing.
                if tree[v].n > 0 || v == 0 {
                    moves.clear();
                    b.moves(&mut moves);
                    tree[v].first = tree.len() as u32;
                    tree[v].kids = moves.len() as u8;
                    tree.extend(moves.iter().map(|&mv| Node {
                        mv,
                        kids: 0,
                        first: 0,
                        n: 0,
                        w: 0.0,
                    }));
                    v = tree[v].first as usize;
                    b.play(tree[v].mv);
                    path.push(v);
                }
                b.playout(rng)
            }
        };
        // r is for the side to move at the leaf; the leaf's mover gets the opposite.
        let mut x = (1 - r) as f32 / 2.0;
        for &u in path.iter().rev() {
            tree[u].n += 1;
            tree[u].w += x;
            x = 1.0 - x;
        }
    }
    let (first, kids) = (tree[0].first as usize, tree[0].kids as usize);
    let best = (first..first + kids).max_by_key(|&c| (tree[c].n, std::cmp::Reverse(c)));
    (tree[best.unwrap()].mv, iters)
}

/// Alpha-beta's table for the bot: 2^20 buckets (32 MiB), kept for the whole game.
const TABLE: u32 = 20;

/// The bot's side of the protocol: its board and its alpha-beta engine.
pub struct Player {
    pub board: Board,
    engine: Engine<Board>,
    turns: u32,
    /// Alpha-beta nodes searched over the game.
    pub nodes: u64,
}

impl Default for Player {
    fn default() -> Self {
        Self::new()
    }
}

impl Player {
    pub fn new() -> Self {
        Player {
            board: Board::new(),
            engine: Engine::new(TABLE),
            turns: 0,
            nodes: 0,
        }
    }

    /// One turn: the opponent's last move (`None` on the very first turn of the game), the
    /// referee's valid actions; returns the reply (played on the board).
    pub fn turn(
        &mut self,
        opp: Option<(usize, usize)>,
        valid: &[(usize, usize)],
        budget: Budget,
    ) -> (usize, usize) {
        if let Some((r, c)) = opp {
            self.board.play(cell(r, c));
        }
        self.turns += 1;
        let mine = match self.board.outcome() {
            None if valid.len() == 1 => Some(valid[0]), // forced: no search
            None => {
                let (m, n) = alphabeta(&mut self.engine, &self.board, budget);
                self.nodes += n;
                Some(row_col(m))
            }
            Some(_) => None,
        };
        // The referee's list is the law: never forfeit on a disagreement.
        let rc = match mine {
            Some(rc) if valid.contains(&rc) => rc,
            _ => {
                eprintln!(
                    "uttt: my move {:?} is not among the valid {:?}",
                    mine, valid
                );
                valid[0]
            }
        };
        self.board.play(cell(rc.0, rc.1));
        rc
    }
}

fn main() {
    // `uttt NODES`: NODES alpha-beta nodes a turn (10x on the first) instead of the clock, for
    // reproducible matches on a loaded machine (CodinGame runs it without arguments).
    let nodes: Option<u32> = std::env::args().nth(1).map(|a| {
        a.parse()
            .expect("uttt: the argument is a node count per turn")
    });
    let mut input = io::stdin().lock();
    let mut out = BufWriter::new(io::stdout().lock());
    let mut me = Player::new();
    let mut line = String::new();
    let mut ints = |input: &mut io::StdinLock| -> Option<Vec<i64>> {
        loop {
            line.clear();
            if input.read_line(&mut line).unwrap() == 0 {
                return None; // the referee closed the pipe: the game is over
            }
            if !line.trim().is_empty() {
                let parse = |t: &str| t.parse().expect("uttt: a number");
                return Some(line.split_whitespace().map(parse).collect());
            }
        }
    };
    while let Some(opp) = ints(&mut input) {
        let start = Instant::now();
        let n = ints(&mut input).expect("uttt: the count of valid actions")[0];
        let mut valid = Vec::new();
        for _ in 0..n {
            let a = ints(&mut input).expect("uttt: a valid action");
            valid.push((a[0] as usize, a[1] as usize));
        }
        let opp = (opp[0] >= 0).then(|| (opp[0] as usize, opp[1] as usize));
        let first = me.turns == 0;
        let budget = match nodes {
            Some(n) => Budget::Iters(if first { 10 * n } else { n }),
            None => Budget::Until(start + if first { FIRST_TURN } else { TURN }),
        };
        let (r, c) = me.turn(opp, &valid, budget);
        writeln!(out, "{} {}", r, c).unwrap();
        out.flush().unwrap();
    }
    if nodes.is_some() {
        eprintln!("uttt: {} nodes in {} turns", me.nodes, me.turns); // for the calibration
    }
}
