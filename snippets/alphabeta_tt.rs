//! Alpha-beta search: iterative deepening, aspiration, PVS, table, killers, history, reductions.
//! Use it for a game too big to solve, with a heuristic `evaluate` at the depth limit (for the
//! exact value of a game with few distinct scores: exact_solver). Scores: side to move.
//! Usage: `let mut e = Engine::new(20); let (depth, value, best) = e.search(&mut g, 8);`
//! Time: O(b^d), about b^(d/2) well ordered; no allocation per node. Memory: 32·2^k B, new(k).
//! Order: table move, 2 killers/ply, history (depth²/cut-off), `hint`; late `quiet` moves: LMR.
//! `budget` (Some(nodes)), `deadline` stop a search: the last completed depth is returned (0: none)
//! `best` reaches the value (lost: resists longest), None only at a root that is over.
//! Limits: depth <= 255, codes < MOVES <= 65535, |score| < MATE - 1024 (MATE - d: won in d plies).
//! Shared with exact_solver, dfpn, pn2: moves/play/undo/key, hint (one type for all: README).
//! Source: Knuth & Moore 1975; Reinefeld (PVS); Schaeffer 1989 (history); chessprogramming.org.
//! Status: vs negamax at every depth (tests below; LMR: to depth 2); cross/engine, uttt, one_game.
use std::time::Instant;

/// `MATE - d`: the side to move wins in d plies (|score| >= MATE - 1024 is a mate score).
pub const MATE: i32 = 1 << 29;
const MATE_MIN: i32 = MATE - 1024;
const INF: i32 = 1 << 30;
/// Half-width of the first aspiration window, in `evaluate` units.
const WINDOW: i32 = 16;
const NONE: u16 = u16::MAX;
const LOWER: u8 = 1; // an entry's bound: bit 0 failed high, bit 1 failed low, 0 exact
const UPPER: u8 = 2;

/// A two-player game with perfect information; scores are for the side to move.
pub trait SearchGame {
    /// A move (u8, u16, usize, or a type with `Into<usize>`); its code `m.into()` < MOVES keys
    /// the table, the killers and the history (kept as u16 codes).
    type Move: Copy + PartialEq + Into<usize>;
    /// Number of move codes: every move's code is in 0..MOVES (sizes the history table).
    const MOVES: usize;
    /// Appends the legal moves (none once the game is over). Called while `outcome()` is None,
    /// and at the root even when it is Some (a cheap win then comes with its move).
    fn moves(&self, out: &mut Vec<Self::Move>);
    fn play(&mut self, m: Self::Move);
    /// Takes back `m`, the last move played: everything `play` changed, the key included.
    fn undo(&mut self, m: Self::Move);
    /// Some(exact score) when the game is over here, or decided cheaply, counted from this
    /// node: -MATE (the side to move has lost), 0 (draw), MATE - 1 (it wins in one).
    fn outcome(&self) -> Option<i32>;
    /// Equal keys = equal positions: it must determine everything that `moves`, `outcome` and
    /// `evaluate` read (side to move, score so far, ...).
    fn key(&self) -> u64;
    /// Heuristic score at the depth limit, |score| < MATE - 1024; aspiration's first window
    /// is +-16 of these units.
    fn evaluate(&self) -> i32 {
        0
    }
    /// Move ordering only, after the table move, killers and history: higher first; asked
    /// before `m` is played; equal hints keep the order of `moves`.
    fn hint(&self, _m: Self::Move) -> i32 {
        0
    }
    /// A quiet move (asked before `m` is played), from the 4th move on at depth >= 3 and not
    /// the table move or a killer, is searched a ply shallower first (LMR). Default: none.
    fn quiet(&self, _m: Self::Move) -> bool {
        false
    }
    /// After `play`: true when the player who just moved moves again.
    fn extra_turn(&self) -> bool {
        false
    }
}

/// A table entry: the value of `key` searched to `depth`, its bound and best move's code.
#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    value: i32,
    mv: u16,
    depth: u8,
    bound: u8,
}

/// Two entries in one aligned 32-byte block: a probe reads one cache line.
#[derive(Clone, Copy, Default)]
#[repr(align(32))]
struct Bucket([Entry; 2]);

/// The engine for one game type; its table persists across searches (`clear` empties it).
pub struct Engine<G: SearchGame> {
    /// Nodes allowed per search (the node after the last is refused); None (default): no limit.
    pub budget: Option<u64>,
    /// The search stops at this instant (checked every 1024 nodes); None (default): never.
    pub deadline: Option<Instant>,
    /// Nodes visited by the last search.
    pub nodes: u64,
    table: Vec<Bucket>,
    killers: Vec<[u16; 2]>,
    history: Vec<u32>,
    moves: Vec<G::Move>,
    order: Vec<(u64, G::Move, u16)>, // (rank, move, code)
    best: Option<G::Move>,
    stopped: bool,
}

/// A mate score found `ply` plies below the root, counted from the root (back: -ply).
fn from_root(v: i32, ply: i32) -> i32 {
    v - v.signum() * ply * (v.abs() >= MATE_MIN) as i32
}

impl<G: SearchGame> Engine<G> {
    /// An engine with a table of 2^`log2_buckets` buckets of two entries (32 bytes each), no
    /// budget and no deadline (there is no `Default`: choose the table's size).
    pub fn new(log2_buckets: u32) -> Self {
        assert!(log2_buckets <= 30, "Engine::new: log2_buckets > 30");
        assert!(G::MOVES <= NONE as usize, "Engine::new: MOVES > 65535");
        let table = vec![Bucket::default(); 1 << log2_buckets];
        Engine {
            budget: None,
            deadline: None,
            nodes: 0,
            table,
            killers: vec![],
            history: vec![],
            moves: vec![],
            order: vec![],
            best: None,
            stopped: false,
        }
    }

    /// Forgets every table entry (needed only when the game's rules change).
    pub fn clear(&mut self) {
        self.table.fill(Bucket::default());
    }

    /// Iterative deepening to `depth` (1..=255), each iteration first in a window around
    /// the last value: (depth, value, best move) of the last completed iteration. A table entry
    /// searched deeper answers a shallower probe: the value is fixed-depth negamax's when a
    /// position recurs only at one ply (else it may see deeper) and no move is `quiet` (LMR).
    /// `g` is left as it was. A mate found early does not stop the deepening: cap `depth`.
    pub fn search(&mut self, g: &mut G, depth: u32) -> (u32, i32, Option<G::Move>) {
        assert!((1..=255).contains(&depth), "search: depth not in 1..=255");
        (self.nodes, self.stopped, self.best) = (0, false, None); // None: the root is over
        self.history = vec![0; G::MOVES];
        self.killers = vec![[NONE; 2]; depth as usize];
        let mut out: (u32, i32, Option<G::Move>) = (0, 0, None);
        for d in 1..=depth {
            // aspiration: a window around the last value (the first iteration: all of it)
            let w = if d == 1 { INF } else { WINDOW };
            let (mut a, mut b) = (out.1 - w, out.1 + w);
            let v = loop {
                let v = self.negamax(g, 0, d, a, b);
                if self.stopped {
                    return out;
                }
                if a < v && v < b {
                    break v;
                }
                // outside the window: again with that side open
                (a, b) = if v <= a { (-INF, b) } else { (a, INF) };
            };
            out = (d, v, self.best);
        }
        out
    }

    /// Fail-soft alpha-beta to depth `d` within (alpha, beta), principal variation search.
    fn negamax(&mut self, g: &mut G, ply: usize, d: u32, mut alpha: i32, beta: i32) -> i32 {
        // the budget, and the clock every 1024 nodes; a stopped search unwinds through undo
        let late = self.nodes & 1023 == 0 && self.deadline.is_some_and(|t| Instant::now() >= t);
        if self.nodes >= self.budget.unwrap_or(u64::MAX) || late {
            self.stopped = true;
            return 0;
        }
        self.nodes += 1;
        let over = g.outcome();
        if let (Some(v), true) = (over, ply > 0) {
            return from_root(v, ply as i32);
        }
        if d == 0 {
            return g.evaluate();
        }
        let (key, alpha0, mut tt_move) = (g.key(), alpha, NONE);
        let i = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32) as usize & (self.table.len() - 1);
        if let Some(e) = self.table[i].0.iter().find(|e| e.key == key && e.depth > 0) {
            // an entry as deep answers (not at the root: its move is wanted), else it orders
            let v = from_root(e.value, ply as i32);
            let fits = (e.bound != LOWER || v >= beta) && (e.bound != UPPER || v <= alpha);
            if ply > 0 && e.depth as u32 >= d && fits {
                return v;
            }
            tt_move = e.mv;
        }
        // order: table move, killers, then history and hint (selection sort below)
        let (start, kill) = (self.order.len(), self.killers[ply]);
        g.moves(&mut self.moves);
        for m in self.moves.drain(..) {
            let c: usize = m.into();
            assert!(c < G::MOVES, "SearchGame: move code >= MOVES");
            let rank = [tt_move, kill[0], kill[1]]
                .iter()
                .position(|&k| k == c as u16);
            // history, then the hint's order as an unsigned number
            let rest = (self.history[c] as u64) << 32 | (g.hint(m) as u32 ^ 1 << 31) as u64;
            let o = rank.map_or(rest, |r| u64::MAX - r as u64);
            self.order.push((o, m, c as u16));
        }
        let end = self.order.len();
        if end == start {
            return over.expect("SearchGame::moves gave no move where outcome() is None");
        }
        let (mut best, mut best_move) = (-INF, NONE);
        for j in start..end {
            // selection: the best-ranked move comes to j, the others keep their order
            let k = (j..end).rev().max_by_key(|&k| self.order[k].0).unwrap();
            self.order[j..=k].rotate_right(1);
            let (_, m, c) = self.order[j];
            // LMR: from the 4th move on (never the table move or a killer: they come first), a
            // quiet move is searched one ply shallower first
            let r = (d > 2 && j > start + 2 && g.quiet(m)) as u32;
            g.play(m);
            // an extra turn: the child's score is ours (same window, not negated)
            let keep = g.extra_turn();
            let mut child = |e: &mut Self, d: u32, a: i32, b: i32| match keep {
                true => e.negamax(g, ply + 1, d - 1, a, b),
                false => -e.negamax(g, ply + 1, d - 1, -b, -a),
            };
            // PVS: the first move with the full window, the others with a null window first
            let w = if j == start { beta } else { alpha + 1 };
            let mut score = child(self, d - r, alpha, w);
            if r > 0 && score > alpha && !self.stopped {
                score = child(self, d, alpha, alpha + 1); // the reduced search failed high
            }
            if j > start && score > alpha && score < beta && !self.stopped {
                score = child(self, d, alpha, beta);
            }
            g.undo(m);
            if self.stopped {
                break;
            }
            if score > best {
                (best, best_move) = (score, c);
                if ply == 0 {
                    self.best = Some(m);
                }
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                // a cut-off: remember the move for this ply and for every position
                if kill[0] != c {
                    self.killers[ply] = [c, kill[0]];
                }
                let h = &mut self.history[c as usize];
                *h = h.saturating_add(d * d).min(u32::MAX - 1); // ranks below the killers
                break;
            }
        }
        self.order.truncate(start);
        if self.stopped {
            return 0;
        }
        let bound = (best >= beta) as u8 * LOWER + (best <= alpha0) as u8 * UPPER;
        let e = Entry {
            key,
            value: from_root(best, -(ply as i32)),
            mv: best_move,
            depth: d as u8,
            bound,
        };
        // slot 0 keeps the deepest entry; what it displaces goes to slot 1 (always replaced)
        let b = &mut self.table[i].0;
        if b[0].key != key && d >= b[0].depth as u32 {
            b[1] = b[0];
        }
        b[(b[0].key != key && d < b[0].depth as u32) as usize] = e;
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::fmt::Debug;

    fn mix(mut x: u64) -> u64 {
        x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        x ^ (x >> 31)
    }

    // The oracle: plain depth-limited negamax, the child of an extra turn not negated, mate
    // scores counted from the root as the engine does.
    fn negamax<G: SearchGame>(g: &mut G, depth: u32, ply: i32) -> i32 {
        if let Some(v) = g.outcome() {
            return from_root(v, ply);
        }
        if depth == 0 {
            return g.evaluate();
        }
        let mut ms = Vec::new();
        g.moves(&mut ms);
        ms.into_iter()
            .map(|m| after(g, m, depth, ply))
            .max()
            .unwrap()
    }
    fn after<G: SearchGame>(g: &mut G, m: G::Move, depth: u32, ply: i32) -> i32 {
        g.play(m);
        let v = negamax(g, depth - 1, ply + 1);
        let v = if g.extra_turn() { v } else { -v };
        g.undo(m);
        v
    }

    // search(g, d) for every d against the oracle: value, and a move that reaches it; one
    // engine cleared before each depth, one never cleared (its table carries over).
    fn check_all_depths<G>(g: &G, max: u32, bits: u32)
    where
        G: SearchGame + Clone + PartialEq + Debug,
        G::Move: Debug,
    {
        let (mut fresh, mut kept) = (Engine::new(bits), Engine::new(bits));
        let mut h = g.clone();
        for d in 1..=max {
            let want = negamax(&mut h, d, 0);
            fresh.clear();
            for e in [&mut fresh, &mut kept] {
                let (depth, v, best) = e.search(&mut h, d);
                assert_eq!((depth, v), (d, want), "{:?} depth {}", g, d);
                assert_eq!(&h, g);
                let m = best.unwrap();
                assert_eq!(
                    after(&mut h, m, d, 0),
                    want,
                    "move {:?} depth {}: {:?}",
                    m,
                    d,
                    g
                );
            }
        }
    }

    // Tic-tac-toe: a loss scores `loss` (-MATE: counted from the root, or -1).
    #[derive(Clone, PartialEq, Debug)]
    struct Ttt {
        cells: [u8; 9],
        turn: u8,
        loss: i32,
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
        fn new(loss: i32, moves: &[u8]) -> Self {
            let mut t = Ttt {
                cells: [0; 9],
                turn: 1,
                loss,
            };
            moves.iter().for_each(|&m| t.play(m));
            t
        }
        fn won(&self) -> bool {
            let c = &self.cells;
            LINES
                .iter()
                .any(|l| c[l[0]] != 0 && c[l[0]] == c[l[1]] && c[l[1]] == c[l[2]])
        }
    }
    impl SearchGame for Ttt {
        type Move = u8;
        const MOVES: usize = 9;
        fn moves(&self, out: &mut Vec<u8>) {
            if !self.won() {
                out.extend((0..9).filter(|&c| self.cells[c as usize] == 0));
            }
        }
        fn play(&mut self, m: u8) {
            self.cells[m as usize] = self.turn;
            self.turn = 3 - self.turn;
        }
        fn undo(&mut self, m: u8) {
            self.cells[m as usize] = 0;
            self.turn = 3 - self.turn;
        }
        fn key(&self) -> u64 {
            // base 3 (the turn follows from the cells), and the scoring
            mix(self
                .cells
                .iter()
                .fold((self.loss == -1) as u64, |k, &c| k * 3 + c as u64))
        }
        fn outcome(&self) -> Option<i32> {
            if self.won() {
                Some(self.loss)
            } else if self.cells.iter().all(|&c| c != 0) {
                Some(0)
            } else {
                None
            }
        }
        fn evaluate(&self) -> i32 {
            let open = |p: u8| {
                LINES
                    .iter()
                    .filter(|l| l.iter().all(|&i| self.cells[i] != 3 - p))
                    .count() as i32
            };
            open(self.turn) - open(3 - self.turn)
        }
        fn hint(&self, m: u8) -> i32 {
            [1, 0, 1, 0, 2, 0, 1, 0, 1][m as usize]
        }
    }

    #[test]
    fn tictactoe_every_depth() {
        let starts: [&[u8]; 5] = [&[], &[4], &[0, 4], &[0, 1, 4], &[4, 0, 8, 2, 6]];
        for s in starts {
            for loss in [-MATE, -1] {
                check_all_depths(&Ttt::new(loss, s), 9 - s.len() as u32, 12);
            }
        }
    }

    // The game with every hint made negative (the same order) and every move quiet or none.
    #[derive(Clone, PartialEq, Debug)]
    struct Quiet<G>(G, bool);
    impl<G: SearchGame> SearchGame for Quiet<G> {
        type Move = G::Move;
        const MOVES: usize = G::MOVES;
        fn moves(&self, out: &mut Vec<G::Move>) {
            self.0.moves(out)
        }
        fn play(&mut self, m: G::Move) {
            self.0.play(m)
        }
        fn undo(&mut self, m: G::Move) {
            self.0.undo(m)
        }
        fn key(&self) -> u64 {
            self.0.key()
        }
        fn outcome(&self) -> Option<i32> {
            self.0.outcome()
        }
        fn evaluate(&self) -> i32 {
            self.0.evaluate()
        }
        fn hint(&self, m: G::Move) -> i32 {
            self.0.hint(m) - 100
        }
        fn quiet(&self, _m: G::Move) -> bool {
            self.1
        }
        fn extra_turn(&self) -> bool {
            self.0.extra_turn()
        }
    }

    #[test]
    fn quiet_moves_are_reduced_only_from_depth_3() {
        let starts: [&[u8]; 4] = [&[], &[4], &[0, 4], &[0, 1, 4]];
        for s in starts {
            for loss in [-MATE, -1] {
                // depths 1 and 2: no reduction, plain negamax's values
                check_all_depths(&Quiet(Ttt::new(loss, s), true), 2, 12);
                // deeper, LMR is on: fewer nodes than with the same order and no reduction
                let mut e = Engine::new(12);
                let mut quiet = Quiet(Ttt::new(loss, s), true);
                e.search(&mut quiet, 6);
                let reduced = e.nodes;
                assert_eq!(quiet.0, Ttt::new(loss, s));
                e.clear();
                e.search(&mut Quiet(Ttt::new(loss, s), false), 6);
                assert!(reduced < e.nodes, "{:?}: {} nodes reduced", s, reduced);
            }
        }
    }

    #[test]
    fn negative_hints_only_order_the_moves() {
        // hints all lowered by 100: the same order, so the very same search, node for node
        for s in [&[][..], &[4], &[0, 4], &[0, 1, 4]] {
            let (mut e, mut f) = (Engine::new(10), Engine::new(10));
            for d in 1..=9 - s.len() as u32 {
                let r = e.search(&mut Ttt::new(-MATE, s), d);
                let q = f.search(&mut Quiet(Ttt::new(-MATE, s), false), d);
                assert_eq!((q, f.nodes), (r, e.nodes), "{:?} depth {}", s, d);
            }
            check_all_depths(&Quiet(Ttt::new(-1, s), false), 9 - s.len() as u32, 12);
        }
    }

    #[test]
    fn tiny_tables_never_change_a_value() {
        for bits in [0, 1, 4] {
            check_all_depths(&Ttt::new(-MATE, &[]), 9, bits);
            check_all_depths(&Ttt::new(-1, &[4]), 8, bits);
        }
    }

    #[test]
    fn mate_scores_count_plies_from_the_root() {
        // X wins at once (plays 6); O to move loses at ply 4 (blocks 6, X forks at 4).
        for (start, want) in [
            (&[0u8, 1, 3, 2][..], MATE - 1),
            (&[0, 1, 3][..], -(MATE - 4)),
        ] {
            let mut g = Ttt::new(-MATE, start);
            let (_, v, best) = Engine::new(10).search(&mut g, 9);
            assert_eq!((negamax(&mut g, 9, 0), v), (want, want));
            assert_eq!(after(&mut g, best.unwrap(), 9, 0), want);
        }
    }

    #[test]
    fn every_budget_returns_the_last_completed_iteration() {
        let g = Ttt::new(-MATE, &[4, 1]);
        // iterations 1..=d of search(g, 7) are exactly search(g, d) from an empty table
        type Result = (u32, i32, Option<u8>);
        let ends: Vec<(u64, Result)> = (1..=7)
            .map(|d| {
                let mut e = Engine::new(10);
                let r = e.search(&mut g.clone(), d);
                (e.nodes, r)
            })
            .collect();
        let mut e = Engine::new(10);
        for budget in 0..=ends[6].0 {
            let mut h = g.clone();
            e.clear();
            e.budget = Some(budget);
            let out = e.search(&mut h, 7);
            assert_eq!(h, g, "game not restored (budget {})", budget);
            let done = ends.iter().rposition(|x| x.0 <= budget);
            assert_eq!(
                out,
                done.map_or((0, 0, None), |i| ends[i].1),
                "budget {}",
                budget
            );
            if done != Some(6) {
                assert_eq!(e.nodes, budget);
            }
        }
    }

    #[test]
    fn past_deadline_stops_at_once() {
        let (g, mut e) = (Ttt::new(-MATE, &[]), Engine::new(10));
        e.deadline = Some(Instant::now());
        let mut h = g.clone();
        assert_eq!(
            (e.search(&mut h, 9), e.nodes, h == g),
            ((0, 0, None), 0, true)
        );
    }

    // A root with 6 moves to children worth 0; records the order the moves are played in.
    struct Fan {
        hints: [i32; 6],
        played: Vec<usize>,
    }
    impl SearchGame for Fan {
        type Move = usize;
        const MOVES: usize = 6;
        fn moves(&self, out: &mut Vec<usize>) {
            out.extend([5, 0, 1, 2, 3, 4]);
        }
        fn play(&mut self, m: usize) {
            self.played.push(m);
        }
        fn undo(&mut self, _: usize) {}
        fn key(&self) -> u64 {
            self.played.len() as u64
        }
        fn outcome(&self) -> Option<i32> {
            (self.played.len() % 7 != 0).then_some(0)
        }
        fn hint(&self, m: usize) -> i32 {
            self.hints[m]
        }
    }

    #[test]
    fn equal_hints_keep_the_order_of_moves() {
        for hints in [
            [0, 1, 0, 1, 0, 0],
            [2, 0, 2, 1, 1, 0],
            [0; 6],
            [1, 2, 3, 4, 5, 6],
            [-2, 1, 0, -1, 3, -5],
            [i32::MIN, -1, i32::MAX, 0, 1, -7],
        ] {
            let mut want = vec![5, 0, 1, 2, 3, 4];
            want.sort_by_key(|&m| -(hints[m] as i64)); // stable
            let mut g = Fan {
                hints,
                played: Vec::new(),
            };
            Engine::new(4).search(&mut g, 1);
            assert_eq!(g.played, want, "hints {:?}", hints);
        }
    }

    #[test]
    fn the_defaults_are_neutral() {
        let g = NoMoves;
        let d = (g.evaluate(), g.hint(0), g.quiet(0), g.extra_turn());
        assert_eq!(d, (0, 0, false, false));
    }

    // An explicit tree: node v's children kids[v] (the moves, in order), evaluate eval[v].
    #[derive(Clone, PartialEq, Debug)]
    struct Explicit {
        kids: Vec<Vec<usize>>,
        eval: Vec<i32>,
        path: Vec<usize>,
    }
    impl SearchGame for Explicit {
        type Move = usize;
        const MOVES: usize = 16;
        fn moves(&self, out: &mut Vec<usize>) {
            out.extend(&self.kids[*self.path.last().unwrap()]);
        }
        fn play(&mut self, m: usize) {
            self.path.push(m);
        }
        fn undo(&mut self, _: usize) {
            self.path.pop();
        }
        fn key(&self) -> u64 {
            *self.path.last().unwrap() as u64
        }
        fn outcome(&self) -> Option<i32> {
            None
        }
        fn evaluate(&self) -> i32 {
            self.eval[*self.path.last().unwrap()]
        }
    }

    #[test]
    fn a_fail_high_on_the_window_edge_is_searched_again() {
        // depth 1: 0 (children 1 and 2 score 0). Depth 2, window (-16, 16): child 1 is worth
        // exactly 16 and cuts off; the root is worth 40 (child 2): the window must reopen.
        let g = Explicit {
            kids: vec![vec![1, 2], vec![3], vec![4], vec![], vec![]],
            eval: vec![0, 0, 0, 16, 40],
            path: vec![0],
        };
        check_all_depths(&g, 2, 4);
        assert_eq!(Engine::new(4).search(&mut g.clone(), 2), (2, 40, Some(2)));
    }

    #[test]
    fn scores_far_from_mates_are_not_shifted() {
        // evaluate up to 50 million (< MATE - 1024): table entries must keep them as they are
        #[derive(Clone, PartialEq, Debug)]
        struct Big(Dag);
        impl SearchGame for Big {
            type Move = usize;
            const MOVES: usize = 4;
            fn moves(&self, out: &mut Vec<usize>) {
                self.0.moves(out)
            }
            fn play(&mut self, m: usize) {
                self.0.play(m)
            }
            fn undo(&mut self, m: usize) {
                self.0.undo(m)
            }
            fn key(&self) -> u64 {
                self.0.key()
            }
            fn outcome(&self) -> Option<i32> {
                self.0.outcome()
            }
            fn evaluate(&self) -> i32 {
                self.0.evaluate() * 1_000_000
            }
        }
        for seed in 0..20 {
            let g = Dag {
                seed,
                width: 3,
                layers: 7,
                extra: false,
                path: vec![(0, 0)],
            };
            check_all_depths(&Big(g), 6, 4);
        }
    }

    #[test]
    fn big_scores_are_not_mates() {
        // take 1 or 2, the last taker wins; a loss scores -5,000,000 (< MATE - 1024: no mate)
        struct Pile(u8);
        impl SearchGame for Pile {
            type Move = u8;
            const MOVES: usize = 3;
            fn moves(&self, out: &mut Vec<u8>) {
                out.extend((1..=2).filter(|&k| k <= self.0));
            }
            fn play(&mut self, m: u8) {
                self.0 -= m;
            }
            fn undo(&mut self, m: u8) {
                self.0 += m;
            }
            fn key(&self) -> u64 {
                self.0 as u64
            }
            fn outcome(&self) -> Option<i32> {
                (self.0 == 0).then_some(-5_000_000)
            }
        }
        for n in 1..=12 {
            let want = if n % 3 == 0 { -5_000_000 } else { 5_000_000 };
            assert_eq!(
                Engine::new(6).search(&mut Pile(n), n as u32).1,
                want,
                "pile {}",
                n
            );
        }
    }

    #[test]
    fn a_root_that_is_over_still_gets_its_move_and_a_deeper_root_entry_is_searched() {
        // X to move can win at once: with the shortcut, outcome says MATE - 1 at the root,
        // and the root's moves are still searched for the winning one
        #[derive(Clone, PartialEq, Debug)]
        struct Cheap(Ttt);
        impl SearchGame for Cheap {
            type Move = u8;
            const MOVES: usize = 9;
            fn moves(&self, out: &mut Vec<u8>) {
                self.0.moves(out)
            }
            fn play(&mut self, m: u8) {
                self.0.play(m)
            }
            fn undo(&mut self, m: u8) {
                self.0.undo(m)
            }
            fn key(&self) -> u64 {
                self.0.key()
            }
            fn outcome(&self) -> Option<i32> {
                let wins = (0..9).any(|m| {
                    let mut t = self.0.clone();
                    t.cells[m] == 0 && {
                        t.play(m as u8);
                        t.won()
                    }
                });
                self.0.outcome().or(wins.then_some(MATE - 1))
            }
        }
        let mut g = Cheap(Ttt::new(-MATE, &[0, 3, 1, 4]));
        let mut e = Engine::new(8);
        assert_eq!(e.search(&mut g, 3), (3, MATE - 1, Some(2)));
        // the root's entry (depth 5) is deeper than the next search: the root is searched anyway
        let mut t = Ttt::new(-MATE, &[4]);
        let mut e = Engine::new(10);
        let (_, v, best) = e.search(&mut t, 5);
        assert!(e.search(&mut t, 3).2.is_some());
        assert_eq!((v, best.is_some()), (e.search(&mut t, 5).1, true));
    }

    #[test]
    fn node_counts_are_pinned() {
        // Values are checked against negamax above; this pins the search itself (order,
        // aspiration, PVS, LMR, table replacement): (depth, value, move, nodes) of many
        // searches, folded. The engine before `quiet` (commit 7bd07fa, `Quiet` then lowering
        // every hint below 0) gave the very same digest.
        let mut digest = 0u64;
        let mut fold = |r: (u32, i32, Option<usize>), nodes: u64| {
            for x in [
                r.0 as u64,
                r.1 as u32 as u64,
                r.2.map_or(99, |m| m as u64),
                nodes,
            ] {
                digest = (digest ^ x).wrapping_mul(0x100_0000_01b3);
            }
        };
        let code = |r: (u32, i32, Option<u8>)| (r.0, r.1, r.2.map(|m| m as usize));
        for bits in [0, 1, 4, 10] {
            let starts: [&[u8]; 4] = [&[], &[4], &[0, 4], &[0, 1, 4]];
            for s in starts {
                let (mut e, mut q) = (Engine::new(bits), Engine::new(bits));
                for d in 1..=9 - s.len() as u32 {
                    let r = e.search(&mut Ttt::new(-1, s), d);
                    fold(code(r), e.nodes);
                    let r = q.search(&mut Quiet(Ttt::new(-MATE, s), true), d);
                    fold(code(r), q.nodes);
                }
            }
            for seed in 0..8 {
                let mut e = Engine::new(bits);
                let g = Dag {
                    seed,
                    width: 5,
                    layers: 9,
                    extra: seed % 2 == 0,
                    path: vec![(0, 0)],
                };
                for d in [3, 6, 8] {
                    let r = e.search(&mut Quiet(g.clone(), seed % 4 < 2), d);
                    fold(r, e.nodes);
                }
            }
        }
        assert_eq!(digest, 7_078_200_151_184_279_483);
    }

    // A layered DAG: node (layer, i) has 1..=4 children in layer + 1 (shared: transpositions);
    // with `extra`, some nodes are reached with the same player to move again.
    #[derive(Clone, PartialEq, Debug)]
    struct Dag {
        seed: u64,
        width: u64,
        layers: u64,
        extra: bool,
        path: Vec<(u64, u64)>,
    }
    impl Dag {
        fn h(&self, c: u64) -> u64 {
            let (l, i) = *self.path.last().unwrap();
            mix(self.seed ^ mix(l * 1000 + i * 10 + c + 1))
        }
    }
    impl SearchGame for Dag {
        type Move = usize;
        const MOVES: usize = 4;
        fn moves(&self, out: &mut Vec<usize>) {
            out.extend(0..1 + self.h(7) as usize % 4);
        }
        fn play(&mut self, m: usize) {
            let (l, next) = (self.path.last().unwrap().0, self.h(m as u64) % self.width);
            self.path.push((l + 1, next));
        }
        fn undo(&mut self, _m: usize) {
            self.path.pop();
        }
        fn key(&self) -> u64 {
            let (l, i) = *self.path.last().unwrap();
            mix(l << 32 | i)
        }
        fn outcome(&self) -> Option<i32> {
            let (l, r) = (self.path.last().unwrap().0, self.h(8));
            let end = l + 1 == self.layers || (l > 0 && r % 6 == 0);
            end.then_some(match r % 5 {
                0 => -MATE,
                1 => MATE - 1,
                _ => ((r >> 8) % 7) as i32 - 3,
            })
        }
        fn evaluate(&self) -> i32 {
            (self.h(9) % 101) as i32 - 50
        }
        fn hint(&self, m: usize) -> i32 {
            (self.h(10 + m as u64) % 5) as i32
        }
        fn extra_turn(&self) -> bool {
            self.extra && self.h(11) % 3 == 0
        }
    }

    // Take-away with points: a move takes 1..=3 stones (code t - 1), scores gain(pile, t) in
    // -2..=3 for the mover, and some (pile, t) keep the turn. `diff` (the side to move's points
    // minus the other's so far) is part of the value: the key holds it; `evaluate` is `diff`.
    #[derive(Clone, PartialEq, Debug)]
    struct Take {
        seed: u64,
        pile: u64,
        diff: i32,
        log: Vec<(i32, bool)>, // diff before each move, and whether it kept the turn
    }
    impl Take {
        fn rule(&self, t: u64) -> (i32, bool) {
            let r = mix(self.seed ^ (self.pile * 4 + t));
            ((r % 6) as i32 - 2, (r >> 8) % 3 == 0)
        }
    }
    impl SearchGame for Take {
        type Move = u16;
        const MOVES: usize = 3;
        fn moves(&self, out: &mut Vec<u16>) {
            out.extend(0..self.pile.min(3) as u16);
        }
        fn play(&mut self, m: u16) {
            let (gain, keep) = self.rule(m as u64 + 1);
            self.log.push((self.diff, keep));
            self.pile -= m as u64 + 1;
            self.diff = if keep {
                self.diff + gain
            } else {
                -(self.diff + gain)
            };
        }
        fn undo(&mut self, m: u16) {
            self.pile += m as u64 + 1;
            self.diff = self.log.pop().unwrap().0;
        }
        fn key(&self) -> u64 {
            // the ply too: a deeper entry answers a shallower probe, the oracle searches to depth
            mix(mix(self.pile << 32 | (self.diff + 1000) as u64) ^ self.log.len() as u64)
        }
        fn outcome(&self) -> Option<i32> {
            (self.pile == 0).then_some(self.diff)
        }
        fn evaluate(&self) -> i32 {
            self.diff
        }
        fn hint(&self, m: u16) -> i32 {
            self.rule(m as u64 + 1).0
        }
        fn extra_turn(&self) -> bool {
            self.log.last().unwrap().1
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(32))]
        #[test]
        fn random_dags_every_depth(seed in any::<u64>(), width in 2u64..7, layers in 3u64..9, extra in any::<bool>()) {
            let g = Dag { seed, width, layers, extra, path: vec![(0, 0)] };
            for bits in [0, 1, 4, 10] {
                check_all_depths(&g, layers as u32, bits);
            }
            check_all_depths(&Quiet(g, true), 2, 4); // up to 4 moves a node: no LMR at depth <= 2
        }

        #[test]
        fn take_away_with_extra_turns_every_depth(seed in any::<u64>(), pile in 1u64..13) {
            let g = Take { seed, pile, diff: 0, log: Vec::new() };
            for bits in [0, 4, 10] {
                check_all_depths(&g, pile as u32 + 1, bits);
            }
        }
    }

    #[test]
    fn no_budget_by_default_and_budgets_of_0_and_1_node() {
        let (g, mut e) = (Ttt::new(-1, &[]), Engine::new(10));
        assert_eq!((e.budget, e.deadline), (None, None));
        let full = e.search(&mut g.clone(), 9);
        let all = e.nodes;
        assert_eq!((full.0, full.1, all > 1000), (9, 0, true));
        // Some(all): the same search; Some(0): no node at all; Some(1): the root, no child
        for (budget, want) in [(all, full), (0, (0, 0, None)), (1, (0, 0, None))] {
            e.clear();
            e.budget = Some(budget);
            let mut h = g.clone();
            assert_eq!((e.search(&mut h, 9), e.nodes, &h), (want, budget, &g));
        }
    }

    #[test]
    #[should_panic(expected = "depth not in 1..=255")]
    fn zero_depth_panics() {
        Engine::new(4).search(&mut Ttt::new(-1, &[]), 0);
    }

    #[test]
    #[should_panic(expected = "log2_buckets > 30")]
    fn a_huge_table_panics() {
        Engine::<NoMoves>::new(31);
    }

    #[test]
    #[should_panic(expected = "move code >= MOVES")]
    fn a_move_beyond_moves_panics() {
        let mut f = Fan {
            hints: [0; 6],
            played: Vec::new(),
        };
        struct Wide<'a>(&'a mut Fan);
        impl SearchGame for Wide<'_> {
            type Move = usize;
            const MOVES: usize = 5; // but Fan plays move 5
            fn moves(&self, out: &mut Vec<usize>) {
                self.0.moves(out)
            }
            fn play(&mut self, m: usize) {
                self.0.play(m)
            }
            fn undo(&mut self, m: usize) {
                self.0.undo(m)
            }
            fn key(&self) -> u64 {
                self.0.key()
            }
            fn outcome(&self) -> Option<i32> {
                self.0.outcome()
            }
        }
        Engine::new(4).search(&mut Wide(&mut f), 1);
    }

    #[test]
    #[should_panic(expected = "Engine::new: MOVES > 65535")]
    fn too_many_move_codes_panic() {
        struct Huge;
        impl SearchGame for Huge {
            type Move = usize;
            const MOVES: usize = 65536;
            fn moves(&self, _: &mut Vec<usize>) {}
            fn play(&mut self, _: usize) {}
            fn undo(&mut self, _: usize) {}
            fn key(&self) -> u64 {
                0
            }
            fn outcome(&self) -> Option<i32> {
                None
            }
        }
        Engine::<Huge>::new(4);
    }

    struct NoMoves;
    impl SearchGame for NoMoves {
        type Move = u8;
        const MOVES: usize = 1;
        fn moves(&self, _: &mut Vec<u8>) {}
        fn play(&mut self, _: u8) {}
        fn undo(&mut self, _: u8) {}
        fn key(&self) -> u64 {
            0
        }
        fn outcome(&self) -> Option<i32> {
            None
        }
    }

    #[test]
    #[should_panic(expected = "gave no move")]
    fn no_moves_at_live_position_panics() {
        Engine::new(4).search(&mut NoMoves, 2);
    }
}
