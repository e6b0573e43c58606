//! Bench-only copies of alphabeta_tt's `Engine::search` and exact_solver's `ExactSolver::solve`
//! with each feature behind a switch, to measure what each feature buys (the snippets stay
//! plain). With every switch on, a copy visits exactly the nodes of its snippet and returns the
//! same results: verify/cross/engine.rs checks it, so the copies cannot drift from the snippets
//! unnoticed. Keep the code line for line as in the snippets, switches aside.
//!
//! `SwitchEngine` also carries refinements that are not in the snippet, off by default and
//! measured in the UTTT arena (verify/bench/arena.rs): null-move pruning (`null_move`, issue 15)
//! and singular extensions (`singular`, issue 22).
#![allow(dead_code)]
use snippets::alphabeta_tt::{SearchGame, MATE};
use snippets::exact_solver::{ExactGame, EXACT_INF as BIG};
use std::time::Instant;

/// The features of `Engine::search`; `ALL` is the snippet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Switches {
    /// The transposition table (probe and store); off: no table move either.
    pub tt: bool,
    /// Two entries per bucket (deepest + always-replace); off: one always-replace entry per
    /// bucket and twice the buckets (same memory).
    pub two_slots: bool,
    pub killers: bool,
    pub history: bool,
    pub hint: bool,
    pub pvs: bool,
    pub aspiration: bool,
    /// Late-move reductions (of `quiet` moves).
    pub lmr: bool,
}

pub const ALL: Switches = Switches {
    tt: true,
    two_slots: true,
    killers: true,
    history: true,
    hint: true,
    pvs: true,
    aspiration: true,
    lmr: true,
};

const MATE_MIN: i32 = MATE - 1024;
const INF: i32 = 1 << 30;
const WINDOW: i32 = 16;
const NONE: u16 = u16::MAX;
const LOWER: u8 = 1;
const UPPER: u8 = 2;

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    value: i32,
    mv: u16,
    depth: u8,
    bound: u8,
}

fn from_root(v: i32, ply: i32) -> i32 {
    v - v.signum() * ply * (v.abs() >= MATE_MIN) as i32
}

/// Null move's depth reduction: the pass is searched to depth d - 1 - NULL_R.
pub const NULL_R: u32 = 2;

/// Singular extensions: tried at depth >= SE_DEPTH; the table move is singular when every
/// other move, searched to depth (d - 1) / 2, stays below its table value - SE_MARGIN * d.
pub const SE_DEPTH: u32 = 6;
pub const SE_MARGIN: i32 = 8;

/// `alphabeta_tt::Engine` with switches.
pub struct SwitchEngine<G: SearchGame> {
    pub s: Switches,
    pub budget: Option<u64>,
    pub deadline: Option<Instant>,
    pub nodes: u64,
    /// Null-move pruning: `Some(pass)`, where `pass(g)` is a move that passes
    /// (the other side moves next, nothing else changes), or None where passing is not allowed
    /// (the zugzwang guard: the game says where a pass is no better than a move). At a
    /// null-window node (not the root, not just after a pass, depth >= 3, beta not a mate
    /// score) whose `evaluate` is >= beta: if the pass searched to depth d - 1 - NULL_R still
    /// fails high, the node fails high without searching its moves.
    #[allow(clippy::type_complexity)]
    pub null_move: Option<fn(&G) -> Option<G::Move>>,
    /// Singular extensions (Anantharaman, Campbell, Hsu 1988; the table-move test of modern
    /// engines): at a node (not the root) of depth >= SE_DEPTH whose table entry is a lower
    /// bound or exact, at least d - 3 deep, not a mate, with value v: every move but the table
    /// move is searched at depth (d - 1) / 2 with the null window below v - SE_MARGIN * d (the
    /// table move excluded, nothing stored); if all stay below, the table move is searched
    /// one ply deeper (while the line stays within twice the search depth).
    pub singular: bool,
    /// Deeper late-move reductions: with `lmr`, a quiet move at index >= `lmr_deep` (0: never)
    /// of a node of depth >= 4 is reduced by 2 plies instead of 1.
    pub lmr_deep: usize,
    excluded: u16,
    after_null: bool,
    stopped: bool,
    table: Vec<[Entry; 2]>,
    killers: Vec<[u16; 2]>,
    history: Vec<u32>,
    moves: Vec<G::Move>,
    order: Vec<(u64, G::Move, u16)>,
    best: Option<G::Move>,
}

impl<G: SearchGame> SwitchEngine<G> {
    pub fn new(log2_buckets: u32, s: Switches) -> Self {
        let n = if s.two_slots { 1 } else { 2 } << log2_buckets;
        SwitchEngine {
            s,
            budget: None,
            deadline: None,
            nodes: 0,
            null_move: None,
            singular: false,
            lmr_deep: 0,
            excluded: NONE,
            after_null: false,
            stopped: false,
            table: vec![[Entry::default(); 2]; n],
            killers: vec![],
            history: vec![],
            moves: vec![],
            order: vec![],
            best: None,
        }
    }

    pub fn clear(&mut self) {
        self.table.fill([Entry::default(); 2]);
    }

    pub fn search(&mut self, g: &mut G, max_depth: u32) -> (u32, i32, Option<G::Move>) {
        (self.nodes, self.stopped, self.best) = (0, false, None);
        self.after_null = false;
        self.history = vec![0; G::MOVES];
        // extensions may take a line up to twice the depth (see `singular`)
        let plies = if self.singular { 2 } else { 1 } * max_depth as usize;
        self.killers = vec![[NONE; 2]; plies];
        let mut out: (u32, i32, Option<G::Move>) = (0, 0, None);
        for d in 1..=max_depth {
            let w = if d == 1 || !self.s.aspiration {
                INF
            } else {
                WINDOW
            };
            let (mut alpha, mut beta) = (out.1 - w, out.1 + w);
            let v = loop {
                let v = self.negamax(g, 0, d, alpha, beta);
                if self.stopped {
                    return out;
                }
                if alpha < v && v < beta {
                    break v;
                }
                (alpha, beta) = if v <= alpha {
                    (-INF, beta)
                } else {
                    (alpha, INF)
                };
            };
            out = (d, v, self.best);
        }
        out
    }

    fn negamax(&mut self, g: &mut G, ply: usize, d: u32, mut alpha: i32, beta: i32) -> i32 {
        let after_null = std::mem::take(&mut self.after_null);
        let excluded = std::mem::replace(&mut self.excluded, NONE);
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
        let slots = if self.s.two_slots { 2 } else { 1 };
        let hit = self.table[i][..slots]
            .iter()
            .find(|e| e.key == key && e.depth > 0);
        let mut tt_entry = None;
        if let Some(e) = hit.filter(|_| self.s.tt && excluded == NONE) {
            let v = from_root(e.value, ply as i32);
            let fits = (e.bound != LOWER || v >= beta) && (e.bound != UPPER || v <= alpha);
            if ply > 0 && e.depth as u32 >= d && fits {
                return v;
            }
            tt_move = e.mv;
            tt_entry = Some((v, e.bound, e.depth as u32));
        }
        // singular extension: is the table move much better than every other move?
        let mut extend = NONE;
        if let Some((v, bound, depth)) = tt_entry.filter(|_| self.singular && ply > 0) {
            if d >= SE_DEPTH && bound != UPPER && depth + 3 >= d && v.abs() < MATE_MIN {
                let sb = v - SE_MARGIN * d as i32;
                self.excluded = tt_move;
                let s = self.negamax(g, ply, (d - 1) / 2, sb - 1, sb);
                if self.stopped {
                    return 0;
                }
                if s < sb {
                    extend = tt_move;
                }
            }
        }
        // null move: if even passing fails high at a reduced depth, some move will too
        let null_ok = ply > 0 && d > NULL_R && alpha + 1 == beta && !after_null;
        if let Some(pass) = self.null_move.filter(|_| null_ok && beta.abs() < MATE_MIN) {
            if let Some(p) = pass(g).filter(|_| g.evaluate() >= beta) {
                g.play(p);
                self.after_null = true;
                let v = -self.negamax(g, ply + 1, d - 1 - NULL_R, -beta, -beta + 1);
                g.undo(p);
                if self.stopped {
                    return 0;
                }
                if v >= beta {
                    return if v >= MATE_MIN { beta } else { v };
                }
            }
        }
        let (start, kill) = (self.order.len(), self.killers[ply]);
        g.moves(&mut self.moves);
        for m in self.moves.drain(..) {
            let c: usize = m.into();
            assert!(c < G::MOVES, "SearchGame: move code >= MOVES");
            if c as u16 == excluded {
                continue;
            }
            let k = if self.s.killers { kill } else { [NONE; 2] };
            let rank = [tt_move, k[0], k[1]].iter().position(|&k| k == c as u16);
            let h = if self.s.history { self.history[c] } else { 0 };
            let hint = if self.s.hint { g.hint(m) } else { 0 };
            let rest = (h as u64) << 32 | (hint as u32 ^ 1 << 31) as u64;
            let o = rank.map_or(rest, |r| u64::MAX - r as u64);
            self.order.push((o, m, c as u16));
        }
        let end = self.order.len();
        if end == start && excluded != NONE {
            return -INF + 1; // the excluded move was the only one: no other move reaches sb
        }
        if end == start {
            return over.expect("SearchGame::moves gave no move where outcome() is None");
        }
        let (mut best, mut best_move) = (-INF, NONE);
        for j in start..end {
            let k = (j..end).rev().max_by_key(|&k| self.order[k].0).unwrap();
            self.order[j..=k].rotate_right(1);
            let (_, m, c) = self.order[j];
            let d = d + (c == extend && ply + d as usize + 1 < self.killers.len()) as u32;
            let mut r = (self.s.lmr && d > 2 && j > start + 2 && g.quiet(m)) as u32;
            r += (r > 0 && self.lmr_deep > 0 && d > 3 && j >= start + self.lmr_deep) as u32;
            g.play(m);
            let keep = g.extra_turn();
            let mut child = |e: &mut Self, d: u32, a: i32, b: i32| match keep {
                true => e.negamax(g, ply + 1, d - 1, a, b),
                false => -e.negamax(g, ply + 1, d - 1, -b, -a),
            };
            let pvs = self.s.pvs && j > start;
            let narrow = if pvs || r > 0 { alpha + 1 } else { beta };
            let mut score = child(self, d - r, alpha, narrow);
            if r > 0 && score > alpha && !self.stopped {
                score = child(self, d, alpha, if pvs { alpha + 1 } else { beta });
            }
            if pvs && score > alpha && score < beta && !self.stopped {
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
                if kill[0] != c {
                    self.killers[ply] = [c, kill[0]];
                }
                let h = &mut self.history[c as usize];
                *h = h.saturating_add(d * d).min(u32::MAX - 1);
                break;
            }
        }
        self.order.truncate(start);
        if self.stopped {
            return 0;
        }
        if !self.s.tt || excluded != NONE {
            return best;
        }
        let bound = (best >= beta) as u8 * LOWER + (best <= alpha0) as u8 * UPPER;
        let e = Entry {
            key,
            value: from_root(best, -(ply as i32)),
            mv: best_move,
            depth: d as u8,
            bound,
        };
        let b = &mut self.table[i];
        if self.s.two_slots && b[0].key != key && d >= b[0].depth as u32 {
            b[1] = b[0];
        }
        b[(self.s.two_slots && b[0].key != key && d < b[0].depth as u32) as usize] = e;
        best
    }
}

/// The features of `ExactSolver::solve`; `EXACT_ALL` is the snippet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExactSwitches {
    pub tt: bool,
    /// Two entries per bucket, slot 0 kept for the biggest subtree; off: one entry per bucket
    /// (replaced by a subtree at least as big, or of a newer age) and twice the buckets.
    pub two_slots: bool,
    pub hint: bool,
    pub bounds: bool,
}

pub const EXACT_ALL: ExactSwitches = ExactSwitches {
    tt: true,
    two_slots: true,
    hint: true,
    bounds: true,
};

#[derive(Clone, Copy, Default)]
struct Slot {
    key: u64,
    lo: i16,
    hi: i16,
    work: u8,
    age: u8,
}

/// `exact_solver::ExactSolver` with switches.
pub struct SwitchSolver<G: ExactGame> {
    pub s: ExactSwitches,
    pub budget: Option<u64>,
    pub deadline: Option<Instant>,
    pub nodes: u64,
    table: Vec<[Slot; 2]>,
    age: u8,
    moves: Vec<G::Move>,
    order: Vec<(i32, G::Move)>,
    best: Option<G::Move>,
    stopped: bool,
}

impl<G: ExactGame> SwitchSolver<G> {
    pub fn new(log2_buckets: u32, s: ExactSwitches) -> Self {
        let n = if s.two_slots { 1 } else { 2 } << log2_buckets;
        let (table, moves, order) = (vec![[Slot::default(); 2]; n], vec![], vec![]);
        SwitchSolver {
            s,
            budget: None,
            deadline: None,
            nodes: 0,
            table,
            age: 1,
            moves,
            order,
            best: None,
            stopped: false,
        }
    }

    pub fn clear(&mut self) {
        self.age = self.age.wrapping_add(1);
        if self.age == 0 {
            self.table.fill([Slot::default(); 2]);
            self.age = 1;
        }
    }

    pub fn solve(&mut self, g: &mut G, lo: i32, hi: i32) -> Option<(i32, Option<G::Move>)> {
        let (mut a, mut b, mut best) = (lo, hi, None);
        (self.nodes, self.stopped, self.best) = (0, false, None);
        while a < b {
            let mut med = a + (b - a) / 2;
            if med <= 0 && a / 2 < med {
                med = a / 2;
            } else if med >= 0 && b / 2 > med {
                med = b / 2;
            }
            let r = self.negamax(g, true, med);
            if self.stopped {
                return None;
            }
            if r > med {
                a = r.min(b);
            } else {
                b = r.max(a);
            }
            if r > med || a == lo {
                best = self.best;
            }
        }
        Some((a, best))
    }

    fn negamax(&mut self, g: &mut G, root: bool, alpha: i32) -> i32 {
        let late = self.nodes & 1023 == 0 && self.deadline.is_some_and(|t| Instant::now() >= t);
        if self.nodes >= self.budget.unwrap_or(u64::MAX) || late {
            self.stopped = true;
            return 0;
        }
        self.nodes += 1;
        let over = g.outcome();
        if let (Some(v), false) = (over, root) {
            return v;
        }
        let (nodes, key) = (self.nodes, g.key());
        let (mut lo, mut hi) = if self.s.bounds {
            g.bounds()
        } else {
            (-BIG, BIG)
        };
        let i = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32) as usize & (self.table.len() - 1);
        let slots = if self.s.two_slots { 2 } else { 1 };
        let (age, b) = (self.age, &self.table[i][..slots]);
        if let Some(s) = b.iter().find(|s| s.key == key && s.age == age && self.s.tt) {
            (lo, hi) = (lo.max(s.lo as i32), hi.min(s.hi as i32));
        }
        if !root && (lo > alpha || hi <= alpha) {
            return if lo > alpha { lo } else { hi };
        }
        let start = self.order.len();
        g.moves(&mut self.moves);
        for m in self.moves.drain(..) {
            let h = if self.s.hint { g.hint(m) } else { 0 };
            self.order.push((h, m));
        }
        self.order[start..].sort_by_key(|&(h, _)| std::cmp::Reverse(h));
        if self.order.len() == start {
            return over.expect("ExactGame::moves gave no move where outcome() is None");
        }
        let mut best = -BIG;
        for j in start..self.order.len() {
            let m = self.order[j].1;
            g.play(m);
            let v = match g.extra_turn() {
                true => self.negamax(g, false, alpha),
                false => -self.negamax(g, false, -alpha - 1),
            };
            g.undo(m);
            if self.stopped {
                break;
            }
            if v > best && root {
                self.best = Some(m);
            }
            best = best.max(v);
            if v > alpha {
                break;
            }
        }
        self.order.truncate(start);
        if self.stopped {
            return 0;
        }
        if !self.s.tt {
            return best;
        }
        let up = best > alpha;
        let (lo, hi) = if up { (best, BIG) } else { (-BIG, best) };
        let work = (64 - (self.nodes - nodes).leading_zeros()) as u8;
        let (lo, hi) = (lo as i16, hi as i16);
        let s = Slot {
            key,
            lo,
            hi,
            work,
            age,
        };
        let b = &mut self.table[i];
        if !self.s.two_slots {
            if b[0].age != age || b[0].key == key || work >= b[0].work {
                b[0] = s;
            }
        } else if b[0].age != age || b[0].key == key {
            b[0] = s;
        } else if work >= b[0].work {
            (b[1], b[0]) = (b[0], s);
        } else {
            b[1] = s;
        }
        best
    }
}
