//! Alpha-beta engine: PVS, transposition table, killers, history, iterative deepening, exact solve.
//!
//! Implement `Game` (make/undo, moves are codes `0..MOVES`). `search`: iterative deepening to
//! `max_depth`, aspiration windows, `evaluate` at the horizon; value and move of the last
//! completed depth. `solve`: exact value of a game whose lines all end, by null-window probes
//! narrowing [lo, hi] (Pons' Connect Four solver); best when distinct scores are few.
//! Scores are for the side to move. Mates: `MATE - d` (|s| >= MATE - 1024) from `terminal` /
//! `bounds` means "won in d plies from here"; the engine shifts it by the ply (root: MATE - plies
//! to the win, faster wins higher). Other scores are never shifted.
//! Table: 2^k entries of 16 bytes, buckets of two per 32-byte block (one cache line a probe):
//! slot 0 depth-preferred, slot 1 always-replace. A `search` entry answers probes of depth <= its
//! own (= fixed-depth negamax when a position always recurs at the same ply). `solve` entries
//! are kept apart, ranked by log2 of the nodes below them (Connect Four, first 20 of Test_L1_R2,
//! 2^16 entries: 0.89 M nodes/position, 1.49 M without). `clear()` is O(1): keys are XORed with a
//! salt redrawn per clear (a stale entry matches with probability 2^-64, like Zobrist).
//! Move order: TT move, 2 killers per ply, history (depth² per cutoff), `hint` (higher first),
//! then the order of `moves`. `bounds()` cuts with proven bounds. Each feature is a bool of
//! `cfg` (killers / history can hurt a strong `hint`: measure). `budget` (nodes) / `deadline`
//! stop a call: it unwinds through `undo` and returns the last completed depth / probe with
//! status Complete, Partial or NoCompletedDepth. `stats`: nodes, TT hits / cuts, rows.
//! Usage: `let mut e = Engine::new(20); let r = e.search(&mut g, 8); (r.value, r.best)`
//!        `e.clear(); let v = e.solve(&mut g, -1, 1).value;`
//! Time: O(b^d) worst, ~O(b^(d/2)) well ordered; no allocation per node. Memory: 16·2^k bytes.
//! Limits: depth <= 255, lines < MAX_PLY = 256 plies (recursion), MOVES < 65535, |score| < 2^29.
//! Source: Knuth & Moore 1975, Reinefeld (PVS), Schaeffer 1989 (history), Breuker et al. 1994
//!         (replacement by subtree size), P. Pons "Solving Connect 4", Chess Programming Wiki.
//! Verified: vs plain negamax: value and move of every iteration, 64 on/off sets of TT / killers
//!   / history / PVS / aspiration / hint, tic-tac-toe and random DAGs (proptest), tables of 1-16
//!   entries, every budget, solve with `bounds`; cross/engine.rs: 5,478 tic-tac-toe positions,
//!   4x4; problems find_winning_move, weighted_tictactoe, connect4 (benched Pons sets exact).
use std::time::Instant;

pub type Score = i32;
pub type Move = u16;
pub const INF: Score = 1 << 30;
pub const MATE: Score = 1 << 29;
pub const MAX_PLY: usize = 256;
const MATE_MIN: Score = MATE - 1024;
const NO_MOVE: Move = Move::MAX;
const EXACT: u8 = 0;
const LOWER: u8 = 1;
const UPPER: u8 = 2;
const SOLVED: u8 = 4; // stored by `solve`: exact game value bounds, `depth` = log2(subtree)

pub trait Game {
    /// Number of move codes: every move is a `Move` in `0..MOVES` (sizes the history table).
    const MOVES: usize;
    /// Appends the legal moves (at least one when `terminal()` is None). Called at the root
    /// even when `terminal()` is Some (a cheap win then comes with its move): must give none
    /// once the game is over.
    fn moves(&self, out: &mut Vec<Move>);
    fn play(&mut self, m: Move);
    fn undo(&mut self, m: Move);
    /// 64-bit key of the position including the side to move (e.g. a Zobrist hash).
    fn key(&self) -> u64;
    /// Exact score for the side to move when it is known without search (game over, or a win
    /// in one the game detects cheaply); None while the game goes on.
    fn terminal(&self) -> Option<Score>;
    /// Heuristic score for the side to move at the depth limit (never called by `solve`).
    fn evaluate(&self) -> Score {
        0
    }
    /// Move-ordering hint: higher is tried earlier (after TT move, killers and history).
    fn hint(&self, _m: Move) -> i32 {
        0
    }
    /// Proven bounds (lo, hi) of this position's score, side to move (e.g. Connect Four).
    fn bounds(&self) -> (Score, Score) {
        (-INF, INF)
    }
}

#[derive(Clone, Copy, Debug)]
pub struct Config {
    pub tt: bool,
    pub tt_move: bool,
    pub killers: bool,
    pub history: bool,
    pub hint: bool,
    pub pvs: bool,
    pub aspiration: bool,
    pub bounds: bool,
    /// Half-width of the first aspiration window (doubled on each fail).
    pub window: Score,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            tt: true,
            tt_move: true,
            killers: true,
            history: true,
            hint: true,
            pvs: true,
            aspiration: true,
            bounds: true,
            window: 16,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Complete,
    Partial,
    NoCompletedDepth,
}

/// One root search: an iteration's window in `search` (aspiration re-searches add rows), a
/// null-window probe `(alpha, alpha + 1)` in `solve`. `nodes` is cumulative at its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub depth: u32,
    pub alpha: Score,
    pub beta: Score,
    pub value: Score,
    pub best: Option<Move>,
    pub nodes: u64,
    pub done: bool,
}

#[derive(Clone, Debug, Default)]
pub struct Stats {
    pub nodes: u64,
    pub tt_hits: u64,
    pub tt_cuts: u64,
    pub cutoffs: u64,
    pub researches: u64,
    pub rows: Vec<Row>,
}

/// `search`: last completed depth (0 if none), its value and a move reaching it (None if the
/// root is over or nothing completed; ties: the first in search order). `solve`: the value lies in [lo, hi] (lo == hi == value when
/// Complete, depth 255; depth 0 otherwise).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub status: Status,
    pub depth: u32,
    pub value: Score,
    pub lo: Score,
    pub hi: Score,
    pub best: Option<Move>,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    value: Score,
    mv: Move,
    depth: u8,
    flags: u8, // age << 3 | SOLVED | bound
}

/// Two entries in one aligned 32-byte block: a probe touches one cache line.
#[derive(Clone, Copy, Default)]
#[repr(align(32))]
struct Bucket([Entry; 2]);

pub struct Engine {
    pub cfg: Config,
    /// Nodes allowed per `search` / `solve` call; the node after the last is refused.
    pub budget: u64,
    pub deadline: Option<Instant>,
    pub stats: Stats,
    tt: Vec<Bucket>,
    mask: usize,
    two: usize, // the second slot of a bucket: 1, or 0 in a one-entry table
    bits: u32,
    age: u8,
    salt: u64,
    killers: Vec<[Move; 2]>,
    history: Vec<u32>,
    moves: Vec<Move>,
    order: Vec<u64>,
    stopped: bool,
    exact: bool,
    root_move: Option<Move>,
}

/// Mate scores: node-relative ("won in d plies from here") -> root-relative (d + ply from
/// the root) with `shift(v, ply)`, and back with `shift(v, -ply)`; other scores unchanged.
fn shift(v: Score, ply: Score) -> Score {
    if v >= MATE_MIN {
        v - ply
    } else if v <= -MATE_MIN {
        v + ply
    } else {
        v
    }
}
fn to_root(v: Score, ply: usize) -> Score {
    shift(v, ply as Score)
}

impl Engine {
    /// An engine with a table of 2^`log2_entries` entries (16 bytes each; 0 = one entry).
    pub fn new(log2_entries: u32) -> Self {
        assert!(
            log2_entries < 40,
            "Engine::new: table of 2^{} entries is too large",
            log2_entries
        );
        let buckets = ((1usize << log2_entries) + 1) / 2;
        Engine {
            cfg: Config::default(),
            budget: u64::MAX,
            deadline: None,
            stats: Stats::default(),
            tt: vec![Bucket::default(); buckets],
            mask: buckets - 1,
            two: (log2_entries > 0) as usize,
            bits: log2_entries,
            age: 1,
            salt: 0,
            killers: vec![[NO_MOVE; 2]; MAX_PLY],
            history: Vec::new(),
            moves: Vec::new(),
            order: Vec::new(),
            stopped: false,
            exact: false,
            root_move: None,
        }
    }

    /// Forgets every table entry in O(1): entries carry a 5-bit age (for replacement) and
    /// their key is XORed with a random salt drawn anew at each clear.
    pub fn clear(&mut self) {
        self.age = self.age % 31 + 1;
        let mut z = self.salt.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        self.salt = z ^ (z >> 31);
    }

    /// The key's bucket: the top bits of a multiplicative hash.
    fn bucket(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .rotate_left(self.bits) as usize)
            & self.mask
    }

    fn probe(&self, key: u64) -> Option<Entry> {
        let b = &self.tt[self.bucket(key)].0;
        let key = key ^ self.salt;
        let hit = |e: &Entry| e.key == key && e.flags >> 3 == self.age;
        if hit(&b[0]) {
            Some(b[0])
        } else if hit(&b[self.two]) {
            Some(b[self.two])
        } else {
            None
        }
    }

    fn store(&mut self, key: u64, value: Score, depth: u32, bound: u8, mv: Move) {
        let (age, two) = (self.age, self.two);
        let b = self.bucket(key);
        let b = &mut self.tt[b].0;
        let key = key ^ self.salt;
        let e = b[0];
        let slot = if e.flags >> 3 != age || e.key == key {
            0
        } else if depth >= e.depth as u32 {
            b[two] = e; // the displaced entry moves to the always-replace slot
            0
        } else {
            two
        };
        b[slot] = Entry {
            key,
            value,
            mv,
            depth: depth as u8,
            flags: age << 3 | (self.exact as u8) << 2 | bound,
        };
    }

    fn begin<G: Game>(&mut self, exact: bool) {
        assert!(self.budget > 0, "Engine: zero node budget");
        assert!(G::MOVES < NO_MOVE as usize, "Game::MOVES must be < 65535");
        self.stats = Stats::default();
        self.killers.fill([NO_MOVE; 2]);
        self.history = vec![0; G::MOVES];
        self.stopped = false;
        self.exact = exact;
    }

    /// One root search, logged as a row of `stats`.
    fn root<G: Game>(&mut self, g: &mut G, depth: u32, alpha: Score, beta: Score) -> Score {
        self.root_move = None;
        let value = self.node(g, 0, depth, alpha, beta);
        let (best, nodes, done) = (self.root_move, self.stats.nodes, !self.stopped);
        let row = Row {
            depth,
            alpha,
            beta,
            value,
            best,
            nodes,
            done,
        };
        self.stats.rows.push(row);
        value
    }

    /// Iterative deepening to `max_depth` (1..=255) with aspiration windows.
    pub fn search<G: Game>(&mut self, g: &mut G, max_depth: u32) -> Outcome {
        assert!(
            (1..=255).contains(&max_depth),
            "search: max_depth must be in 1..=255"
        );
        assert!(
            !self.cfg.aspiration || self.cfg.window > 0,
            "search: aspiration window must be > 0"
        );
        self.begin::<G>(false);
        // a failed window widens by `by` from the score, or to the end when it is a mate
        let widen = |v: Score, by: Score| {
            if v.abs() >= MATE_MIN {
                by.signum() * INF
            } else {
                v.saturating_add(by).clamp(-INF, INF)
            }
        };
        let mut out = Outcome {
            status: Status::Complete,
            depth: 0,
            value: 0,
            lo: -INF,
            hi: INF,
            best: None,
        };
        for d in 1..=max_depth {
            let (mut alpha, mut beta, mut delta) = (-INF, INF, self.cfg.window);
            if self.cfg.aspiration && d > 1 && out.value.abs() < MATE_MIN {
                (alpha, beta) = (out.value - delta, out.value + delta);
            }
            let v = loop {
                let v = self.root(g, d, alpha, beta);
                if self.stopped {
                    out.status = partial(d > 1);
                    return out;
                }
                delta = delta.saturating_mul(2);
                if v <= alpha {
                    alpha = widen(v, -delta);
                } else if v >= beta {
                    beta = widen(v, delta);
                } else {
                    break v;
                }
                self.stats.researches += 1;
            };
            (out.depth, out.value, out.lo, out.hi, out.best) = (d, v, v, v, self.root_move);
        }
        out
    }

    /// Exact value clamped to [lo, hi] by null-window probes (bisection biased towards 0).
    /// Every line from `g` must end within MAX_PLY plies. `best` (None only when the root is
    /// over) reaches the value: the move of the last probe that failed high, else (every move
    /// worth `lo` or less) the move the last probe found best.
    pub fn solve<G: Game>(&mut self, g: &mut G, mut lo: Score, mut hi: Score) -> Outcome {
        assert!(
            -INF < lo && lo <= hi && hi < INF,
            "solve: need -INF < lo <= hi < INF"
        );
        self.begin::<G>(true);
        // a move from a probe that failed high attains lo; until one does, every move does
        let (mut best, mut raised, mut status) = (None, false, Status::Complete);
        let range = (lo, hi);
        loop {
            // one probe at least, for the move
            let mut med = lo + (hi - lo) / 2;
            if med <= 0 && lo / 2 < med {
                med = lo / 2;
            } else if med >= 0 && hi / 2 > med {
                med = hi / 2;
            }
            let r = self.root(g, 255, med, med + 1);
            if self.stopped {
                status = partial(self.stats.rows.len() > 1); // a probe completed
                break;
            }
            if r <= med {
                hi = r.max(lo);
            } else {
                lo = r.min(hi);
                raised = true;
            }
            if r > med || !raised {
                best = self.root_move;
            }
            if lo >= hi {
                break;
            }
        }
        if let (Some(v), Status::Complete) = (g.terminal(), status) {
            assert!(
                v.clamp(range.0, range.1) == lo,
                "solve: terminal() at the root says {} but its moves give {}: moves() must give \
                 none once the game is over",
                v,
                lo
            );
        }
        let depth = if status == Status::Complete { 255 } else { 0 };
        Outcome {
            status,
            depth,
            value: lo,
            lo,
            hi,
            best,
        }
    }

    fn node<G: Game>(
        &mut self,
        g: &mut G,
        ply: usize,
        depth: u32,
        mut alpha: Score,
        beta: Score,
    ) -> Score {
        if self.stats.nodes >= self.budget
            || (self.stats.nodes & 1023 == 0 && self.deadline.is_some_and(|t| Instant::now() >= t))
        {
            self.stopped = true;
            return 0;
        }
        self.stats.nodes += 1;
        let nodes0 = self.stats.nodes;
        // at the root a shortcut (a cheap win) still needs its move: search the moves if any
        let over = g.terminal();
        if let Some(v) = over.filter(|_| ply > 0) {
            return to_root(v, ply);
        }
        if depth == 0 {
            return g.evaluate();
        }
        if self.cfg.bounds && ply > 0 {
            let (lo, hi) = g.bounds();
            let (lo, hi) = (to_root(lo, ply), to_root(hi, ply));
            if hi <= alpha {
                return hi;
            }
            if lo >= beta {
                return lo;
            }
        }
        let c = self.cfg;
        let key = if c.tt { g.key() } else { 0 };
        let (hit, mut tt_move) = (if c.tt { self.probe(key) } else { None }, NO_MOVE);
        if let Some(e) = hit {
            self.stats.tt_hits += 1;
            if c.tt_move {
                tt_move = e.mv;
            }
            // a `search` entry answers at its depth or less; a `solve` entry only `solve`
            let usable = if self.exact {
                e.flags & SOLVED != 0
            } else {
                e.flags & SOLVED == 0 && e.depth as u32 >= depth
            };
            let (v, b) = (to_root(e.value, ply), e.flags & 3);
            if ply > 0
                && usable
                && (b == EXACT || (b == LOWER && v >= beta) || (b == UPPER && v <= alpha))
            {
                self.stats.tt_cuts += 1;
                return v;
            }
        }
        assert!(
            ply + 1 < MAX_PLY,
            "alphabeta_tt: line longer than MAX_PLY plies"
        );
        let start = self.moves.len();
        g.moves(&mut self.moves);
        let end = self.moves.len();
        if let (Some(v), true) = (over, end == start) {
            return v; // the root is over
        }
        assert!(
            end > start,
            "Game::moves gave no move at a position where terminal() is None"
        );
        let kill = self.killers[ply];
        for i in start..end {
            let m = self.moves[i];
            assert!(
                (m as usize) < G::MOVES,
                "Game::moves gave move {} >= Game::MOVES",
                m
            );
            self.order.push(match m {
                _ if end - start == 1 => 0,
                _ if m == tt_move => u64::MAX,
                _ if c.killers && m == kill[0] => u64::MAX - 1,
                _ if c.killers && m == kill[1] => u64::MAX - 2,
                _ => {
                    let h = if c.history {
                        self.history[m as usize]
                    } else {
                        0
                    };
                    let hint = if c.hint {
                        g.hint(m) as u32 ^ 1 << 31
                    } else {
                        0
                    };
                    (h as u64) << 32 | hint as u64
                }
            });
        }
        let (alpha0, child) = (alpha, if self.exact { depth } else { depth - 1 });
        let (mut best, mut best_move) = (-INF, NO_MOVE);
        for i in start..end {
            // the best goes to i, the others keep their order (ties: the order of `moves`)
            let j = (i..end).rev().max_by_key(|&k| self.order[k]).unwrap();
            let (m, key_j) = (self.moves[j], self.order[j]);
            for k in (i..j).rev() {
                self.moves[k + 1] = self.moves[k];
                self.order[k + 1] = self.order[k];
            }
            (self.moves[i], self.order[i]) = (m, key_j);
            g.play(m);
            let pvs = c.pvs && i > start;
            let a = if pvs { -alpha - 1 } else { -beta }; // null window after the first move
            let mut score = -self.node(g, ply + 1, child, a, -alpha);
            if pvs && score > alpha && score < beta && !self.stopped {
                self.stats.researches += 1;
                score = -self.node(g, ply + 1, child, -beta, -alpha);
            }
            g.undo(m);
            if self.stopped {
                break;
            }
            if score > best {
                (best, best_move) = (score, m);
                if ply == 0 {
                    self.root_move = Some(m);
                }
                alpha = alpha.max(score);
                if alpha >= beta {
                    self.stats.cutoffs += 1;
                    if kill[0] != m {
                        self.killers[ply] = [m, kill[0]];
                    }
                    let h = &mut self.history[m as usize];
                    *h = h.saturating_add(depth * depth).min(u32::MAX - 1);
                    break;
                }
            }
        }
        self.moves.truncate(start);
        self.order.truncate(start);
        if self.stopped {
            return 0;
        }
        if c.tt {
            let bound = if best <= alpha0 {
                UPPER
            } else if best >= beta {
                LOWER
            } else {
                EXACT
            };
            // solve keeps the entries of big subtrees: "depth" = log2 of the nodes below
            let work = 64 - (self.stats.nodes - nodes0).leading_zeros();
            let depth = if self.exact { work } else { depth };
            self.store(key, shift(best, -(ply as Score)), depth, bound, best_move);
        }
        best
    }
}

fn partial(any_done: bool) -> Status {
    if any_done {
        Status::Partial
    } else {
        Status::NoCompletedDepth
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn mix(mut x: u64) -> u64 {
        x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        x ^ (x >> 31)
    }

    // Tic-tac-toe: loss = -MATE (mate scores, shifted by ply) or -1 (small scores).
    #[derive(Clone, PartialEq, Debug)]
    struct Ttt {
        cells: [u8; 9],
        turn: u8,
        key: u64,
        loss: Score,
    }
    const LINES: [[usize; 3]; 8] = [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
        [0, 3, 6],
        [1, 4, 7],
        [2, 5, 8],
        [0, 4, 8],
        [2, 4, 6],
    ];
    impl Ttt {
        fn new(loss: Score, moves: &[usize]) -> Self {
            let mut t = Ttt {
                cells: [0; 9],
                turn: 1,
                key: 0,
                loss,
            };
            moves.iter().for_each(|&m| t.play(m as Move));
            t
        }
        fn zk(c: usize, p: u8) -> u64 {
            mix(c as u64 * 3 + p as u64 + 1)
        }
    }
    impl Game for Ttt {
        const MOVES: usize = 9;
        fn moves(&self, out: &mut Vec<Move>) {
            out.extend((0..9).filter(|&c| self.cells[c] == 0).map(|c| c as Move));
        }
        fn play(&mut self, m: Move) {
            self.cells[m as usize] = self.turn;
            self.key ^= Self::zk(m as usize, self.turn) ^ 1;
            self.turn = 3 - self.turn;
        }
        fn undo(&mut self, m: Move) {
            self.turn = 3 - self.turn;
            self.key ^= Self::zk(m as usize, self.turn) ^ 1;
            self.cells[m as usize] = 0;
        }
        fn key(&self) -> u64 {
            self.key
        }
        fn terminal(&self) -> Option<Score> {
            let c = &self.cells;
            if LINES
                .iter()
                .any(|l| c[l[0]] != 0 && c[l[0]] == c[l[1]] && c[l[1]] == c[l[2]])
            {
                Some(self.loss)
            } else if c.iter().all(|&x| x != 0) {
                Some(0)
            } else {
                None
            }
        }
        fn evaluate(&self) -> Score {
            let open = |p: u8| {
                LINES
                    .iter()
                    .filter(|l| l.iter().all(|&i| self.cells[i] != 3 - p))
                    .count() as Score
            };
            open(self.turn) - open(3 - self.turn)
        }
        fn hint(&self, m: Move) -> i32 {
            [1, 0, 1, 0, 2, 0, 1, 0, 1][m as usize]
        }
    }

    // A layered DAG: node (layer, i) has 1..=4 children in layer + 1 (shared: transpositions).
    #[derive(Clone, PartialEq, Debug)]
    struct Dag {
        seed: u64,
        width: u64,
        layers: u64,
        path: Vec<(u64, u64)>,
        slack: Option<Vec<Score>>, // exact values per node, for bounds() in solve tests
    }
    impl Dag {
        fn h(&self, a: u64, b: u64, c: u64) -> u64 {
            mix(self.seed ^ mix(a * 1000 + b * 10 + c + 1))
        }
        fn at(&self) -> (u64, u64) {
            *self.path.last().unwrap()
        }
        fn arity(&self) -> u64 {
            let (l, i) = self.at();
            1 + self.h(l, i, 7) % 4
        }
        fn id(&self) -> usize {
            let (l, i) = self.at();
            (l * self.width + i) as usize
        }
    }
    impl Game for Dag {
        const MOVES: usize = 4;
        fn moves(&self, out: &mut Vec<Move>) {
            out.extend(0..self.arity() as Move);
        }
        fn play(&mut self, m: Move) {
            let (l, i) = self.at();
            self.path.push((l + 1, self.h(l, i, m as u64) % self.width));
        }
        fn undo(&mut self, _m: Move) {
            self.path.pop();
        }
        fn key(&self) -> u64 {
            let (l, i) = self.at();
            mix(l << 32 | i)
        }
        fn terminal(&self) -> Option<Score> {
            let (l, i) = self.at();
            let r = self.h(l, i, 8);
            if l + 1 == self.layers || (l > 0 && r % 6 == 0) {
                Some(match r % 5 {
                    0 => -MATE,
                    1 => MATE - 1,
                    _ => ((r >> 8) % 7) as Score - 3,
                })
            } else {
                None
            }
        }
        fn evaluate(&self) -> Score {
            let (l, i) = self.at();
            (self.h(l, i, 9) % 101) as Score - 50
        }
        fn hint(&self, m: Move) -> i32 {
            let (l, i) = self.at();
            (self.h(l, i, 10 + m as u64) % 5) as i32
        }
        fn bounds(&self) -> (Score, Score) {
            match &self.slack {
                Some(v) => {
                    let (x, r) = (v[self.id()], self.h(self.at().0, self.at().1, 20));
                    (x - (r % 3) as Score, x + ((r >> 8) % 3) as Score)
                }
                None => (-INF, INF),
            }
        }
    }

    // Plain depth-limited negamax with the same mate convention (the oracle).
    fn negamax<G: Game>(g: &mut G, depth: u32, ply: usize) -> Score {
        if let Some(v) = g.terminal() {
            return to_root(v, ply);
        }
        if depth == 0 {
            return g.evaluate();
        }
        let mut ms = Vec::new();
        g.moves(&mut ms);
        let mut best = -INF;
        for m in ms {
            g.play(m);
            best = best.max(-negamax(g, depth - 1, ply + 1));
            g.undo(m);
        }
        best
    }

    fn configs() -> Vec<Config> {
        (0..128u32)
            .map(|b| {
                let f = |i: u32| b >> i & 1 == 1;
                let window = if f(6) { 1 } else { 16 };
                Config {
                    tt: f(0),
                    tt_move: f(0) && b % 3 != 0,
                    killers: f(1),
                    history: f(2),
                    pvs: f(3),
                    aspiration: f(4),
                    hint: f(5),
                    bounds: true,
                    window,
                }
            })
            .collect()
    }

    // Oracle values of a root for every depth: the root's, and each root move's (None: no move).
    struct Want {
        root: Vec<Score>,
        moves: Vec<Option<Vec<Score>>>,
    }
    fn oracle<G: Game + Clone>(g: &G, max_depth: u32) -> Want {
        let mut h = g.clone();
        let root = (0..=max_depth).map(|d| negamax(&mut h, d, 0)).collect();
        let mut ms = Vec::new();
        if g.terminal().is_none() {
            g.moves(&mut ms);
        }
        let mut moves = vec![None; G::MOVES];
        for m in ms {
            h.play(m);
            moves[m as usize] = Some(
                (0..=max_depth)
                    .map(|d| {
                        if d == 0 {
                            0
                        } else {
                            -negamax(&mut h, d - 1, 1)
                        }
                    })
                    .collect(),
            );
            h.undo(m);
        }
        Want { root, moves }
    }

    // Runs ID to max_depth and checks every iteration's value and move against the oracle.
    fn check_all_depths<G: Game + Clone + PartialEq + std::fmt::Debug>(
        g: &G,
        max_depth: u32,
        want: &Want,
        e: &mut Engine,
    ) {
        let mut h = g.clone();
        e.clear();
        let out = e.search(&mut h, max_depth);
        assert_eq!(&h, g);
        assert_eq!(
            (out.status, out.depth, out.value),
            (Status::Complete, max_depth, want.root[max_depth as usize])
        );
        for d in 1..=max_depth {
            let row = e.stats.rows.iter().rfind(|r| r.depth == d).unwrap().clone();
            assert!(row.alpha < row.value && row.value < row.beta, "{:?}", row);
            assert_eq!(
                row.value, want.root[d as usize],
                "depth {} cfg {:?}",
                d, e.cfg
            );
            match row.best {
                Some(m) => assert_eq!(
                    want.moves[m as usize].as_ref().unwrap()[d as usize],
                    row.value,
                    "move {} depth {}",
                    m,
                    d
                ),
                None => assert!(g.terminal().is_some()),
            }
        }
    }

    #[test]
    fn tictactoe_every_depth_every_config() {
        let starts: [&[usize]; 5] = [&[], &[4], &[0, 4], &[0, 1, 4], &[4, 0, 8, 2, 6]];
        for s in starts {
            for loss in [-MATE, -1] {
                let (g, depth) = (Ttt::new(loss, s), 9 - s.len() as u32);
                let want = oracle(&g, depth);
                for cfg in configs() {
                    let mut e = Engine::new(12);
                    e.cfg = cfg;
                    check_all_depths(&g, depth, &want, &mut e);
                }
            }
        }
    }

    #[test]
    fn tiny_tables_never_change_a_value() {
        let (a, b) = (Ttt::new(-MATE, &[]), Ttt::new(-1, &[4]));
        let (wa, wb) = (oracle(&a, 9), oracle(&b, 8));
        for bits in [0, 1, 4] {
            for cfg in configs().into_iter().step_by(3) {
                let mut e = Engine::new(bits);
                e.cfg = cfg;
                check_all_depths(&a, 9, &wa, &mut e);
                check_all_depths(&b, 8, &wb, &mut e);
            }
        }
    }

    #[test]
    fn every_budget_returns_the_last_completed_iteration() {
        for cfg in [Config::default(), configs()[0], configs()[77]] {
            let g = Ttt::new(-MATE, &[4, 1]);
            let mut e = Engine::new(10);
            e.cfg = cfg;
            let full = e.search(&mut g.clone(), 7);
            let rows = e.stats.rows.clone();
            let end = |d: u32| rows.iter().rfind(|r| r.depth == d).unwrap().clone();
            for budget in 1..=rows.last().unwrap().nodes {
                let mut h = g.clone();
                e.clear();
                e.budget = budget;
                let out = e.search(&mut h, 7);
                assert_eq!(h, g, "game not restored (budget {})", budget);
                let done = (1..=7).rev().find(|&d| end(d).nodes <= budget).unwrap_or(0);
                let status = match done {
                    7 => Status::Complete,
                    0 => Status::NoCompletedDepth,
                    _ => Status::Partial,
                };
                assert_eq!((out.status, out.depth), (status, done), "budget {}", budget);
                if done > 0 {
                    assert_eq!((out.value, out.best), (end(done).value, end(done).best));
                } else {
                    assert_eq!((out.value, out.best), (0, None));
                }
                if done < 7 {
                    assert!(!e.stats.rows.last().unwrap().done);
                    assert_eq!(e.stats.nodes, budget);
                } else {
                    assert_eq!(out, full);
                }
            }
        }
    }

    #[test]
    fn past_deadline_stops_at_once() {
        let g = Ttt::new(-MATE, &[]);
        let mut e = Engine::new(10);
        e.deadline = Some(Instant::now());
        let mut h = g.clone();
        let out = e.search(&mut h, 9);
        assert_eq!(
            (out.status, out.depth, out.best, h == g),
            (Status::NoCompletedDepth, 0, None, true)
        );
    }

    #[test]
    fn solve_tictactoe() {
        for cfg in configs() {
            let mut e = Engine::new(10);
            e.cfg = cfg;
            let out = e.solve(&mut Ttt::new(-1, &[]), -1, 1);
            assert_eq!(
                (out.status, out.value, out.lo, out.hi),
                (Status::Complete, 0, 0, 0)
            );
            let b = out.best.unwrap() as usize;
            assert_eq!(-Ttt::new(-1, &[b]).clone().negamax_value(), 0);
            e.clear();
            let out = e.solve(&mut Ttt::new(-MATE, &[]), -MATE, MATE);
            assert_eq!(out.value, 0);
            // X wins at once (plays 6); O to move loses at ply 4 (blocks 6, X forks at 4).
            for (start, want) in [
                (&[0usize, 1, 3, 2][..], MATE - 1),
                (&[0, 1, 3][..], -(MATE - 4)),
            ] {
                e.clear();
                let mut g = Ttt::new(-MATE, start);
                assert_eq!(negamax(&mut g, 9, 0), want);
                let out = e.solve(&mut g, -MATE, MATE);
                assert_eq!(out.value, want);
                let m = out.best.unwrap();
                g.play(m);
                assert_eq!(-negamax(&mut g, 9, 1), want);
                g.undo(m);
                assert_eq!(g, Ttt::new(-MATE, start));
            }
        }
    }

    impl Ttt {
        fn negamax_value(&mut self) -> Score {
            negamax(self, 9, 0)
        }
    }

    #[test]
    fn solve_entries_and_search_entries_never_mix() {
        // Depth-limited search after solve (and solve after search) on one engine, no clear.
        let mut e = Engine::new(12);
        let mut differ = 0;
        for s in [
            &[][..],
            &[4],
            &[0, 4],
            &[0, 1, 3],
            &[4, 0, 8],
            &[0, 1, 4, 2],
        ] {
            let mut g = Ttt::new(-MATE, s);
            let exact = negamax(&mut g, 9, 0);
            for d in 1..=(9 - s.len() as u32) {
                assert_eq!(e.solve(&mut g, -MATE, MATE).value, exact);
                let want = negamax(&mut g, d, 0);
                differ += (want != exact) as u32;
                assert_eq!(e.search(&mut g, d).value, want, "{:?} depth {}", s, d);
            }
        }
        assert!(differ >= 5);
    }

    // A root with 6 moves to children worth 0; records the order the moves are played in.
    struct Fan {
        hints: [i32; 6],
        played: Vec<Move>,
    }
    impl Game for Fan {
        const MOVES: usize = 6;
        fn moves(&self, out: &mut Vec<Move>) {
            out.extend([5, 0, 1, 2, 3, 4]);
        }
        fn play(&mut self, m: Move) {
            self.played.push(m);
        }
        fn undo(&mut self, _: Move) {}
        fn key(&self) -> u64 {
            self.played.len() as u64
        }
        fn terminal(&self) -> Option<Score> {
            (self.played.len() % 7 != 0).then_some(0)
        }
        fn hint(&self, m: Move) -> i32 {
            self.hints[m as usize]
        }
    }

    #[test]
    fn equal_hints_keep_the_order_of_moves() {
        for hints in [
            [0, 1, 0, 1, 0, 0],
            [2, 0, 2, 1, 1, 0],
            [0; 6],
            [1, 2, 3, 4, 5, 6],
        ] {
            let mut want = vec![5, 0, 1, 2, 3, 4];
            want.sort_by_key(|&m| -hints[m as usize]); // stable
            for solve in [false, true] {
                let mut e = Engine::new(4);
                e.cfg.tt = false;
                let mut g = Fan {
                    hints,
                    played: Vec::new(),
                };
                if solve {
                    e.solve(&mut g, 0, 1); // one probe (0, 1): every move fails low
                } else {
                    e.search(&mut g, 1);
                }
                assert_eq!(g.played, want, "hints {:?}", hints);
            }
        }
    }

    #[test]
    fn solve_table_keeps_the_biggest_subtrees() {
        assert_eq!(std::mem::align_of::<Bucket>(), 32); // one cache line per probe
        let mut e = Engine::new(1); // one bucket: depth-preferred slot, always-replace slot
        e.exact = true;
        let value = |e: &Engine, k: u64| e.probe(k).map(|x| x.value);
        e.store(1, 5, 10, EXACT, 0);
        e.store(2, 6, 2, EXACT, 0);
        e.store(3, 7, 3, EXACT, 0);
        assert_eq!(
            (value(&e, 1), value(&e, 2), value(&e, 3)),
            (Some(5), None, Some(7))
        );
        e.store(4, 8, 12, EXACT, 0);
        assert_eq!(
            (value(&e, 1), value(&e, 3), value(&e, 4)),
            (Some(5), None, Some(8))
        );
        // solve stores log2 of the nodes below an entry as its priority
        let mut g = Ttt::new(-1, &[]);
        let mut e = Engine::new(16);
        e.solve(&mut g, -1, 1);
        let rows = &e.stats.rows;
        let below = rows[rows.len() - 1].nodes - rows[rows.len() - 2].nodes - 1;
        let root = e.probe(g.key()).unwrap();
        assert_eq!(root.depth as u32, 64 - below.leading_zeros());
        assert!(root.depth >= 8 && root.flags & SOLVED != 0);
    }

    #[test]
    fn solve_budget_keeps_a_sound_interval() {
        let g = Ttt::new(-MATE, &[]);
        let mut e = Engine::new(8);
        let total = {
            e.solve(&mut g.clone(), -MATE, MATE);
            e.stats.nodes
        };
        for budget in (1..=total).step_by(7) {
            let mut h = g.clone();
            e.clear();
            e.budget = budget;
            let out = e.solve(&mut h, -MATE, MATE);
            assert_eq!(h, g);
            assert!(out.lo <= 0 && 0 <= out.hi);
            let probes = e.stats.rows.iter().filter(|r| r.done).count();
            let want = if probes == 0 {
                Status::NoCompletedDepth
            } else {
                Status::Partial
            };
            assert_eq!(
                out.status,
                if out.lo == out.hi {
                    Status::Complete
                } else {
                    want
                }
            );
        }
    }

    #[test]
    #[should_panic(expected = "zero node budget")]
    fn zero_budget_panics() {
        let mut e = Engine::new(4);
        e.budget = 0;
        e.search(&mut Ttt::new(-1, &[]), 3);
    }

    #[test]
    #[should_panic(expected = "max_depth must be in 1..=255")]
    fn zero_depth_panics() {
        Engine::new(4).search(&mut Ttt::new(-1, &[]), 0);
    }

    #[test]
    #[should_panic(expected = "need -INF < lo <= hi < INF")]
    fn empty_range_panics() {
        Engine::new(4).solve(&mut Ttt::new(-1, &[]), 1, 0);
    }

    #[test]
    #[should_panic(expected = "moves() must give none once the game is over")]
    fn moves_at_a_root_that_is_over_panic_in_solve() {
        // X completed 0-1-2; this Ttt still lists the empty cells as moves
        Engine::new(4).solve(&mut Ttt::new(-1, &[0, 3, 1, 4, 2]), -1, 1);
    }

    struct NoMoves;
    impl Game for NoMoves {
        const MOVES: usize = 1;
        fn moves(&self, _: &mut Vec<Move>) {}
        fn play(&mut self, _: Move) {}
        fn undo(&mut self, _: Move) {}
        fn key(&self) -> u64 {
            0
        }
        fn terminal(&self) -> Option<Score> {
            None
        }
        fn evaluate(&self) -> Score {
            0
        }
    }

    #[test]
    #[should_panic(expected = "gave no move")]
    fn no_moves_at_live_position_panics() {
        Engine::new(4).search(&mut NoMoves, 2);
    }

    fn dag(seed: u64, width: u64, layers: u64) -> Dag {
        Dag {
            seed,
            width,
            layers,
            path: vec![(0, 0)],
            slack: None,
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]
        #[test]
        fn random_dags_every_depth_every_config(seed in any::<u64>(), width in 2u64..7, layers in 3u64..9) {
            let g = dag(seed, width, layers);
            let want = oracle(&g, layers as u32);
            for (n, cfg) in configs().into_iter().enumerate() {
                let mut e = Engine::new([0, 1, 4, 10][n % 4]);
                e.cfg = cfg;
                check_all_depths(&g, layers as u32, &want, &mut e);
            }
        }

        #[test]
        fn random_dags_solve_with_bounds(seed in any::<u64>(), width in 2u64..7, layers in 3u64..10) {
            let mut g = dag(seed, width, layers);
            let mut exact = vec![0; (width * layers) as usize];
            for l in 0..layers {
                for i in 0..width {
                    g.path = vec![(l, i)];
                    exact[(l * width + i) as usize] = negamax(&mut g, 255, 0);
                }
            }
            g.path = vec![(0, 0)];
            let want = exact[0];
            for (n, cfg) in configs().into_iter().enumerate().step_by(5) {
                let mut e = Engine::new([0, 1, 4, 10][n % 4]);
                e.cfg = cfg;
                g.slack = if n % 2 == 0 { Some(exact.clone()) } else { None };
                let out = e.solve(&mut g, -MATE, MATE);
                prop_assert_eq!((out.status, out.value), (Status::Complete, want));
                prop_assert_eq!(&g.path, &vec![(0, 0)]);
                let m = out.best.unwrap();
                g.play(m);
                prop_assert_eq!(-negamax(&mut g, 255, 1), want);
                g.undo(m);
                let out = e.solve(&mut g, -2, 2);
                prop_assert_eq!(out.value, want.clamp(-2, 2));
            }
        }
    }
}
