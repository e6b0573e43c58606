//! Matches between two bots on Ultimate Tic-Tac-Toe (problems/uttt/main.rs, the CodinGame
//! rules): N games from random openings of 2-4 plies, each opening played twice with the
//! colours swapped, the same budget per move for both bots. Prints wins, draws and losses of
//! the first bot, its score and Elo difference with a 95% interval, and each bot's work rate.
//!
//! Elo: score s = (W + D/2) / N, Elo = -400 log10(1/s - 1); the interval maps s -/+ 1.96 se
//! through the same formula, se = sqrt((mean(x^2) - s^2) / N) over the per-game scores x in
//! {0, 1/2, 1} (games treated as independent: the pairing of openings usually makes the true
//! interval narrower, so this one errs wide). When every game ends alike (se = 0) no interval
//! is printed: the point estimate is then -inf, 0 or +inf.
//!
//! Environment:
//! - `ARENA`: rows separated by `;`, each `A,B,GAMES,BUDGET` with BUDGET `<n>it` (units of work
//!   per move: playouts, iterations, nodes; reproducible) or `<n>ms` (wall time per move; the
//!   load of the machine changes the result). GAMES is even. Bots: see `make`. Default:
//!   `DEFAULT_ROWS`.
//! - `ARENA_SEED` (default 2024): openings and the bots' seeds. With `it` budgets the result
//!   depends on the seed only, not on the threads' scheduling.
//! - `ARENA_THREADS` (default 2): games played at once.
//!
//! A bot plugs in by implementing `Bot` and adding its name to `make`.
use crate::mcts_variants::{VMcts, Variant, VariantGame};
use crate::uttt::bot::{self as game, Board, Cell, Rng};
use crate::variants::{SwitchEngine, Switches, ALL};
use crate::Table;
use snippets::alphabeta_tt::{Engine, SearchGame};
use snippets::mcts::{Mcts, MctsGame};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

const DEFAULT_ROWS: &str = "flatmc,random,20,100it;flatmc,flatmc,100,100it;uct,flatmc,100,500it";

/// What a bot may spend on one move.
#[derive(Clone, Copy, Debug)]
pub enum Budget {
    /// Units of work (playouts, MCTS iterations, alpha-beta nodes): reproducible.
    Iters(u32),
    /// Wall time.
    Time(Duration),
}

/// A player. The arena makes a fresh bot for every game (`make`), so a bot may keep state
/// between its moves (a tree to reuse) but never between games.
pub trait Bot: Send {
    /// A legal move at `board` (where the game goes on) and the units of work it spent.
    fn choose(&mut self, board: &Board, budget: Budget) -> (Cell, u64);
}

/// The bots by name, each seeded. A name may carry parameters, `name:key=value:...`:
/// `mcts:c=0.5:w=1` (the snippet; c: exploration, default sqrt 2; w: progressive bias
/// `w * Board::guess`, default 0), and the bench copy (verify/bench/mcts_variants.rs) with one
/// refinement each (c and w as for mcts): `vplain` (the copy, plain), `order` (children in
/// `guess` order), `rave:k=K`, `tuned` (c default 1), `pw:a=A:b=B` (progressive widening).
fn make(name: &str, seed: u64) -> Box<dyn Bot> {
    let bot = BotName::parse("ARENA", name);
    let (c, w) = (bot.get("c", 2f64.sqrt()), bot.get("w", 0.0));
    if let Some((v, c)) = bot.variant() {
        return Box::new(TreeBot::new(seed, move |b, s| {
            let mut t = VMcts::new(Weighted(b, w), s, v);
            t.c = c;
            t
        }));
    }
    match bot.base {
        "random" => Box::new(Random(Rng::new(seed))),
        "flatmc" => Box::new(FlatMc(Rng::new(seed))),
        "uct" => Box::new(Uct(Rng::new(seed))),
        "ab" => Box::new(Ab(Engine::new(AB_TABLE))),
        "ab-simple" => Box::new(AbSimple(Engine::new(AB_TABLE))),
        "abw" => {
            let d = game::WEIGHTS;
            let g = |k: &str, v: i32| bot.get(k, v as f64) as i32;
            let w = game::Weights {
                won: g("won", d.won),
                base: g("base", d.base),
                two: g("two", d.two),
                one: g("one", d.one),
                cap: g("cap", d.cap),
                take: g("take", d.take),
                board: g("board", d.board),
                free: g("free", d.free),
                div: g("div", d.div),
            };
            let tt = bot.get("tt", AB_TABLE as f64) as u32;
            Box::new(AbW(Engine::new(tt), w, bot.get("x", 1.0), bot.get("guess", 0.0) != 0.0))
        }
        "abcopy" | "ab-lmr" | "ab+null" | "ab+null-lmr" | "ab+se" | "ab+lmr2" => {
            let lmr = !name.contains("-lmr");
            let mut e = SwitchEngine::new(AB_TABLE, Switches { lmr, ..ALL });
            e.null_move = name
                .contains("+null")
                .then_some(uttt_pass as fn(&Board) -> Option<Cell>);
            e.singular = name.contains("+se");
            e.lmr_deep = bot.get("deep", 8.0) as usize * name.contains("+lmr2") as usize;
            Box::new(AbCopy(e))
        }
        "mcts" => Box::new(TreeBot::new(seed, move |b, s| {
            let mut t = Mcts::new(Weighted(b, w), s);
            t.c = c;
            t
        })),
        _ => panic!(
            "ARENA: unknown bot '{}' (random, flatmc, uct, ab, ab-simple, abcopy, ab-lmr, ab+null, ab+null-lmr, ab+se, ab+lmr2, mcts, vplain, order, rave, tuned, pw)",
            name
        ),
    }
}

/// A bot name `base:key=value:...` (keys c, k, w, a, b), split; `var` names the environment
/// variable in messages.
pub(crate) struct BotName<'a> {
    pub base: &'a str,
    params: Vec<(&'a str, f64)>,
}

impl<'a> BotName<'a> {
    pub fn parse(var: &str, name: &'a str) -> Self {
        let mut parts = name.split(':');
        let base = parts.next().unwrap_or_default();
        let params: Vec<(&str, f64)> = parts
            .map(|kv| {
                let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
                let v = v
                    .parse()
                    .unwrap_or_else(|_| panic!("{}: bot '{}': '{}'", var, name, kv));
                assert!(
                    [
                        "c", "k", "w", "a", "b", "won", "base", "two", "one", "cap", "take",
                        "board", "free", "tt", "x", "div", "guess", "deep"
                    ]
                    .contains(&k),
                    "{}: bot '{}': unknown parameter '{}'",
                    var,
                    name,
                    k
                );
                (k, v)
            })
            .collect();
        BotName { base, params }
    }

    pub fn get(&self, key: &str, default: f64) -> f64 {
        self.params
            .iter()
            .find(|p| p.0 == key)
            .map_or(default, |p| p.1)
    }

    /// The bench copy's variant and its c, for `vplain`, `order`, `rave`, `tuned`, `pw`.
    pub fn variant(&self) -> Option<(Variant, f64)> {
        let c = self.get("c", 2f64.sqrt());
        Some(match self.base {
            "vplain" => (Variant::Plain, c),
            "order" => (Variant::Order, c),
            "rave" => (
                Variant::Rave {
                    k: self.get("k", 300.0),
                },
                c,
            ),
            "tuned" => (Variant::Tuned, self.get("c", 1.0)),
            "pw" => {
                let (a, b) = (self.get("a", 2.0), self.get("b", 0.4));
                (Variant::Widening { a, b }, c)
            }
            _ => return None,
        })
    }
}

/// A uniformly random legal move.
struct Random(Rng);

impl Bot for Random {
    fn choose(&mut self, board: &Board, _: Budget) -> (Cell, u64) {
        (board.random_move(&mut self.0), 1)
    }
}

/// Flat Monte Carlo: random playouts after each legal move in turn (round robin), the move
/// with the best mean result. Work: playouts.
struct FlatMc(Rng);

impl Bot for FlatMc {
    fn choose(&mut self, board: &Board, budget: Budget) -> (Cell, u64) {
        let mut moves = Vec::new();
        board.moves(&mut moves);
        let mut score = vec![(0i64, 0u32); moves.len()];
        let deadline = Instant::now() + budget_time(budget);
        let mut n = 0u64;
        loop {
            let done = match budget {
                Budget::Iters(k) => n >= k.max(1) as u64,
                Budget::Time(_) => n > 0 && Instant::now() >= deadline,
            };
            if done {
                break;
            }
            let i = n as usize % moves.len();
            let mut b = *board;
            b.play(moves[i]);
            score[i].0 -= b.playout(&mut self.0) as i64; // the result is for the opponent
            score[i].1 += 1;
            n += 1;
        }
        let mean = |&(s, k): &(i64, u32)| {
            if k == 0 {
                f64::MIN
            } else {
                s as f64 / k as f64
            }
        };
        let best = (0..moves.len()).max_by(|&i, &j| mean(&score[i]).total_cmp(&mean(&score[j])));
        (moves[best.unwrap()], n)
    }
}

/// The bot of problems/uttt: plain UCT, a new tree every move. Work: iterations.
struct Uct(Rng);

impl Bot for Uct {
    fn choose(&mut self, board: &Board, budget: Budget) -> (Cell, u64) {
        let b = match budget {
            Budget::Iters(k) => game::Budget::Iters(k),
            Budget::Time(d) => game::Budget::Until(Instant::now() + d),
        };
        let (m, n) = game::uct(board, b, &mut self.0);
        (m, n as u64)
    }
}

/// Alpha-beta's table: 2^18 buckets (8 MiB), kept between the moves of a game.
const AB_TABLE: u32 = 18;

fn game_budget(b: Budget) -> game::Budget {
    match b {
        Budget::Iters(k) => game::Budget::Iters(k),
        Budget::Time(d) => game::Budget::Until(Instant::now() + d),
    }
}

/// The alpha-beta bot of problems/uttt (snippets::alphabeta_tt, the board's evaluation and
/// hint). Work: nodes.
struct Ab(Engine<Board>);

impl Bot for Ab {
    fn choose(&mut self, board: &Board, budget: Budget) -> (Cell, u64) {
        game::alphabeta(&mut self.0, board, game_budget(budget))
    }
}

/// The alpha-beta bot with the first evaluation (`Board::evaluate_simple`). Work: nodes.
struct AbSimple(Engine<Simple>);

impl Bot for AbSimple {
    fn choose(&mut self, board: &Board, budget: Budget) -> (Cell, u64) {
        let e = &mut self.0;
        (e.budget, e.deadline) = match game_budget(budget) {
            game::Budget::Iters(n) => (Some(n.max(1) as u64), None),
            game::Budget::Until(t) => (None, Some(t)),
        };
        let best = e.search(&mut Simple(*board), 81 - board.ply() as u32).2;
        let mut ms = Vec::new();
        board.moves(&mut ms);
        (best.unwrap_or(ms[0]), e.nodes)
    }
}

/// The alpha-beta bot with other weights of the lines evaluation (`abw:won=12:two=4:...`,
/// defaults `game::WEIGHTS`: `abw` plays as `ab`), `tt=K` a table of 2^K buckets (default
/// AB_TABLE), `x=F` F times the node budget (to compare at equal time), `guess=1` `Board::guess` as
/// the hint. Work: nodes.
struct AbW(Engine<Weighed>, game::Weights, f64, bool);

impl Bot for AbW {
    fn choose(&mut self, board: &Board, budget: Budget) -> (Cell, u64) {
        let e = &mut self.0;
        (e.budget, e.deadline) = match game_budget(budget) {
            game::Budget::Iters(n) => (Some(n.max(1) as u64), None),
            game::Budget::Until(t) => (None, Some(t)),
        };
        if let (Some(n), true) = (e.budget, self.2 != 1.0) {
            e.budget = Some((n as f64 * self.2) as u64);
        }
        let mut g = Weighed(*board, self.1, self.3);
        let best = e.search(&mut g, 81 - board.ply() as u32).2;
        let mut ms = Vec::new();
        board.moves(&mut ms);
        (best.unwrap_or(ms[0]), e.nodes)
    }
}

/// The board searched with `Board::evaluate_weighted`, everything else as the bot's.
#[derive(Clone)]
struct Weighed(Board, game::Weights, bool);

impl SearchGame for Weighed {
    type Move = Cell;
    const MOVES: usize = 82;
    fn moves(&self, out: &mut Vec<Cell>) {
        SearchGame::moves(&self.0, out)
    }
    fn play(&mut self, m: Cell) {
        SearchGame::play(&mut self.0, m)
    }
    fn undo(&mut self, m: Cell) {
        SearchGame::undo(&mut self.0, m)
    }
    fn outcome(&self) -> Option<i32> {
        SearchGame::outcome(&self.0)
    }
    fn key(&self) -> u64 {
        SearchGame::key(&self.0)
    }
    fn evaluate(&self) -> i32 {
        self.0.evaluate_weighted(&self.1)
    }
    fn hint(&self, m: Cell) -> i32 {
        match self.2 {
            true => self.0.guess(m),
            false => SearchGame::hint(&self.0, m),
        }
    }
    fn quiet(&self, m: Cell) -> bool {
        SearchGame::quiet(&self.0, m)
    }
}

/// The board searched with `Board::evaluate_simple`, everything else as the bot's.
#[derive(Clone)]
struct Simple(Board);

impl SearchGame for Simple {
    type Move = Cell;
    const MOVES: usize = 82;
    fn moves(&self, out: &mut Vec<Cell>) {
        SearchGame::moves(&self.0, out)
    }
    fn play(&mut self, m: Cell) {
        SearchGame::play(&mut self.0, m)
    }
    fn undo(&mut self, m: Cell) {
        SearchGame::undo(&mut self.0, m)
    }
    fn outcome(&self) -> Option<i32> {
        SearchGame::outcome(&self.0)
    }
    fn key(&self) -> u64 {
        SearchGame::key(&self.0)
    }
    fn evaluate(&self) -> i32 {
        self.0.evaluate_simple()
    }
    fn hint(&self, m: Cell) -> i32 {
        SearchGame::hint(&self.0, m)
    }
    fn quiet(&self, m: Cell) -> bool {
        SearchGame::quiet(&self.0, m)
    }
}

/// The same bot on the bench copy of the engine (verify/bench/variants.rs): `abcopy` plays
/// exactly as `ab`; `-lmr` takes late-move reductions out, `+null` adds null-move pruning
/// (with `uttt_pass`), `+se` singular extensions.
struct AbCopy(SwitchEngine<Board>);

impl Bot for AbCopy {
    fn choose(&mut self, board: &Board, budget: Budget) -> (Cell, u64) {
        let e = &mut self.0;
        (e.budget, e.deadline) = match game_budget(budget) {
            game::Budget::Iters(n) => (Some(n.max(1) as u64), None),
            game::Budget::Until(t) => (None, Some(t)),
        };
        let best = e.search(&mut board.clone(), 81 - board.ply() as u32).2;
        let mut ms = Vec::new();
        board.moves(&mut ms);
        (best.unwrap_or(ms[0]), e.nodes)
    }
}

/// UTTT's null move (game::PASS: the other side moves, bound to the same small board),
/// allowed where the side to move has at least 4 moves (the zugzwang guard: with few moves a
/// forced reply may be worse than passing).
fn uttt_pass(b: &Board) -> Option<Cell> {
    (b.count_moves() >= 4).then_some(game::PASS)
}

/// A search tree kept across moves: a `Mcts` or a bench copy of it (verify/bench/mcts_variants.rs).
pub trait Tree: Send {
    /// Searches from the root; returns the chosen move.
    fn search_for(&mut self, budget: Budget) -> Cell;
    /// Iterations run by the last search.
    fn iterations(&self) -> u64;
    fn advance(&mut self, m: Cell);
}

impl Tree for Mcts<Weighted> {
    fn search_for(&mut self, budget: Budget) -> Cell {
        let ch = match budget {
            Budget::Iters(k) => self.search(k as u64, None),
            Budget::Time(d) => self.search(u64::MAX, Some(d)),
        };
        ch.expect("arena: the game goes on").mv
    }
    fn iterations(&self) -> u64 {
        self.iterations
    }
    fn advance(&mut self, m: Cell) {
        Mcts::advance(self, m)
    }
}

/// A bot over a `Tree`, kept across its moves: before searching it advances the tree by its
/// own last move and the opponent's reply (found by trying each move). Work: iterations.
pub struct TreeBot<T> {
    seed: u64,
    new: Box<dyn Fn(Board, u64) -> T + Send>,
    tree: Option<(T, Board)>, // the tree and the board after the bot's last move
}

impl<T: Tree + 'static> TreeBot<T> {
    pub fn new(seed: u64, new: impl Fn(Board, u64) -> T + Send + 'static) -> Self {
        TreeBot {
            seed,
            new: Box::new(new),
            tree: None,
        }
    }
}

impl<T: Tree + 'static> Bot for TreeBot<T> {
    fn choose(&mut self, board: &Board, budget: Budget) -> (Cell, u64) {
        let kept = self.tree.take().and_then(|(mut t, after)| {
            let mut legal = Vec::new();
            after.moves(&mut legal);
            let reply = legal.into_iter().find(|&m| {
                let mut b = after;
                b.play(m);
                b.key() == board.key()
            })?;
            t.advance(reply);
            Some(t)
        });
        let mut t = kept.unwrap_or_else(|| (self.new)(*board, self.seed));
        let m = t.search_for(budget);
        let work = t.iterations();
        t.advance(m);
        let mut after = *board;
        after.play(m);
        self.tree = Some((t, after));
        (m, work)
    }
}

/// The board with progressive bias `w * Board::guess` (w = 0: plain UCT).
#[derive(Clone, Copy)]
pub struct Weighted(Board, f64);

impl MctsGame for Weighted {
    type Move = Cell;
    fn moves(&self, out: &mut Vec<Cell>) {
        self.0.moves(out)
    }
    fn play(&mut self, m: Cell) {
        self.0.play(m)
    }
    fn outcome(&self) -> Option<f64> {
        MctsGame::outcome(&self.0)
    }
    fn key(&self) -> Option<u64> {
        Some(self.0.key())
    }
    fn bias(&self, m: Cell) -> f64 {
        if self.1 == 0.0 {
            0.0
        } else {
            self.1 * self.0.guess(m) as f64
        }
    }
}

impl VariantGame for Weighted {
    fn index(m: Cell) -> usize {
        m as usize
    }
    fn hint(&self, m: Cell) -> i32 {
        self.0.guess(m)
    }
}

impl Tree for VMcts<Weighted> {
    fn search_for(&mut self, budget: Budget) -> Cell {
        let ch = match budget {
            Budget::Iters(k) => self.search(k as u64, None),
            Budget::Time(d) => self.search(u64::MAX, Some(d)),
        };
        ch.expect("arena: the game goes on").mv
    }
    fn iterations(&self) -> u64 {
        self.iterations
    }
    fn advance(&mut self, m: Cell) {
        VMcts::advance(self, m)
    }
}

fn budget_time(b: Budget) -> Duration {
    match b {
        Budget::Time(d) => d,
        Budget::Iters(_) => Duration::ZERO,
    }
}

/// One row of the arena.
pub(crate) struct Row {
    pub a: String,
    pub b: String,
    pub games: usize,
    pub budget: Budget,
}

/// The rows of `spec` (`A,B,GAMES,BUDGET;...`), each bot name passed to `check` (which panics
/// on an unknown one); `var` names the environment variable in messages.
fn parse_rows(var: &str, spec: &str, check: fn(&str)) -> Vec<Row> {
    let mut rows = Vec::new();
    for r in spec.split(';').map(str::trim).filter(|r| !r.is_empty()) {
        let f: Vec<&str> = r.split(',').map(str::trim).collect();
        assert!(f.len() == 4, "{}: row '{}' is not A,B,GAMES,BUDGET", var, r);
        let games: usize = f[2]
            .parse()
            .unwrap_or_else(|_| panic!("{}: GAMES '{}'", var, f[2]));
        assert!(
            games > 0 && games % 2 == 0,
            "{}: GAMES {} must be even and positive (each opening is played twice)",
            var,
            games
        );
        let num = |s: &str| -> u32 {
            s.parse()
                .unwrap_or_else(|_| panic!("{}: BUDGET '{}' is <n>it or <n>ms", var, f[3]))
        };
        let budget = if let Some(n) = f[3].strip_suffix("it") {
            Budget::Iters(num(n))
        } else if let Some(n) = f[3].strip_suffix("ms") {
            Budget::Time(Duration::from_millis(num(n) as u64))
        } else {
            panic!("{}: BUDGET '{}' is <n>it or <n>ms", var, f[3])
        };
        check(f[0]);
        check(f[1]);
        rows.push(Row {
            a: f[0].to_string(),
            b: f[1].to_string(),
            games,
            budget,
        });
    }
    rows
}

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    match std::env::var(name) {
        Ok(v) => v
            .parse()
            .unwrap_or_else(|_| panic!("{}: '{}' is not a number", name, v)),
        Err(_) => default,
    }
}

/// SplitMix64 of a pair: independent seeds for openings and bots from the arena's seed.
pub(crate) fn mix(seed: u64, k: u64) -> u64 {
    let mut z = seed ^ k.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The opening of pair `k`: 2-4 uniformly random plies (no small board can be won before
/// ply 5, so the game always goes on after it).
fn opening(seed: u64, k: usize) -> Vec<Cell> {
    let mut rng = Rng::new(mix(seed, 2 * k as u64));
    let mut b = Board::new();
    let plies = 2 + rng.below(3);
    (0..plies)
        .map(|_| {
            let m = b.random_move(&mut rng);
            b.play(m);
            m
        })
        .collect()
}

/// A finished game: A's score (0, 1/2, 1), plies, and per bot (A, B): work and time spent.
#[derive(Clone, Copy, Default)]
pub(crate) struct Played {
    pub score: f64,
    pub plies: usize,
    pub work: [u64; 2],
    pub time: [Duration; 2],
}

/// Game `g`: opening g / 2, A moves first when g is even.
fn play(row: &Row, seed: u64, g: usize) -> Played {
    let a_first = g % 2 == 0;
    let mut bots = [
        make(&row.a, mix(seed, 2 * g as u64 + 1)),
        make(&row.b, mix(!seed, 2 * g as u64 + 1)),
    ];
    let mut board = Board::new();
    for m in opening(seed, g / 2) {
        board.play(m);
    }
    let mut out = Played::default();
    let mut legal = Vec::new();
    loop {
        // `who`: 0 when A is to move; A is player 0 (moves first) when a_first.
        let who = (board.side() == 0) as usize ^ a_first as usize;
        if let Some(r) = board.outcome() {
            let r_a = if who == 0 { r } else { -r };
            out.score = (r_a + 1) as f64 / 2.0;
            out.plies = board.ply();
            return out;
        }
        let start = Instant::now();
        let (m, work) = bots[who].choose(&board, row.budget);
        out.time[who] += start.elapsed();
        out.work[who] += work;
        legal.clear();
        board.moves(&mut legal);
        let name = if who == 0 { &row.a } else { &row.b };
        assert!(
            legal.contains(&m),
            "arena: {} played {:?}, not a legal move at {:?}",
            name,
            game::row_col(m),
            board
        );
        board.play(m);
    }
}

fn elo(s: f64) -> f64 {
    -400.0 * (1.0 / s - 1.0).log10()
}

fn fmt_elo(e: f64) -> String {
    if e.is_finite() {
        format!("{:+.0}", e)
    } else if e > 0.0 {
        "+inf".to_string()
    } else {
        "-inf".to_string()
    }
}

/// `W D L, score, Elo [lo, hi]` of A from A's per-game scores.
fn summary(scores: &[f64]) -> String {
    let n = scores.len() as f64;
    let w = scores.iter().filter(|&&x| x == 1.0).count();
    let d = scores.iter().filter(|&&x| x == 0.5).count();
    let s = scores.iter().sum::<f64>() / n;
    let var = (scores.iter().map(|x| x * x).sum::<f64>() / n - s * s).max(0.0);
    let se = (var / n).sqrt();
    let (lo, hi) = ((s - 1.96 * se).max(0.0), (s + 1.96 * se).min(1.0));
    let interval = if se > 0.0 {
        format!("[{}, {}]", fmt_elo(elo(lo)), fmt_elo(elo(hi)))
    } else {
        "[no interval: every game ended alike]".to_string()
    };
    let l = scores.len() - w - d;
    format!(
        "W {} D {} L {}, score {:.3}, Elo {} {}",
        w,
        d,
        l,
        s,
        fmt_elo(elo(s)),
        interval
    )
}

/// Plays game g of a row (opening g / 2, A first when g is even): `play(row, seed, g)`.
pub(crate) type PlayFn = fn(&Row, u64, usize) -> Played;

fn run_row(row: &Row, seed: u64, threads: usize, play: PlayFn) -> Vec<Played> {
    let next = AtomicUsize::new(0);
    let results = Mutex::new(vec![Played::default(); row.games]);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let g = next.fetch_add(1, Ordering::Relaxed);
                if g >= row.games {
                    break;
                }
                let p = play(row, seed, g);
                results.lock().unwrap()[g] = p;
            });
        }
    });
    results.into_inner().unwrap()
}

pub fn run(t: &mut Table) {
    run_rows(t, "ARENA", DEFAULT_ROWS, |name| drop(make(name, 0)), play);
}

/// Plays the rows of the environment variable `var` (or `default`) with seed `{var}_SEED`
/// (default 2024), `{var}_THREADS` games at once (default 2); prints one table row per row.
pub(crate) fn run_rows(t: &mut Table, var: &str, default: &str, check: fn(&str), play: PlayFn) {
    let spec = std::env::var(var).unwrap_or_else(|_| default.to_string());
    let seed: u64 = env_or(&format!("{}_SEED", var), 2024);
    let threads: usize = env_or(&format!("{}_THREADS", var), 2).max(1);
    for row in parse_rows(var, &spec, check) {
        let budget = match row.budget {
            Budget::Iters(n) => format!("{}it", n),
            Budget::Time(d) => format!("{}ms", d.as_millis()),
        };
        let case = format!(
            "{} vs {}, {} games, {}/move",
            row.a, row.b, row.games, budget
        );
        t.row(&case, 1, || {
            let games = run_row(&row, seed, threads, play);
            let scores: Vec<f64> = games.iter().map(|p| p.score).collect();
            let rate = |k: usize| {
                let work: u64 = games.iter().map(|p| p.work[k]).sum();
                let time: Duration = games.iter().map(|p| p.time[k]).sum();
                work as f64 / time.as_secs_f64().max(1e-9) / 1e3
            };
            let plies = games.iter().map(|p| p.plies).sum::<usize>() as f64 / games.len() as f64;
            format!(
                "{}; A first {:.3}, A second {:.3}; {:.1} plies/game; k work/s A {:.0} B {:.0}; seed {}",
                summary(&scores),
                scores.iter().step_by(2).sum::<f64>() / (games.len() / 2) as f64,
                scores.iter().skip(1).step_by(2).sum::<f64>() / (games.len() / 2) as f64,
                plies,
                rate(0),
                rate(1),
                seed
            )
        });
    }
}
