//! alphabeta_tt on tic-tac-toe (3x3, three in a row) and 4x4 tic-tac-toe (four in a row):
//! nodes and time per search with every feature on, each one off alone, and all off (plain
//! fail-soft alpha-beta in generation order), for a depth-limited iterative deepening search
//! and for the exact solve.
use crate::Table;
use snippets::alphabeta_tt::{Config, Engine, Game, Move, Score, MATE};
use snippets::zobrist::Zobrist;
use std::time::Instant;

/// n x n board as bitmasks, n in a row wins; loss = -MATE (shifted by ply), heuristic = open
/// lines of the side to move minus the opponent's, hint = lines through the cell.
#[derive(Clone)]
struct Board {
    cells: usize,
    stones: [u32; 2],
    lines: Vec<u32>,
    hint: [i32; 16],
    turn: usize,
    z: Zobrist,
}

impl Board {
    fn new(n: usize, moves: &[usize]) -> Self {
        let bit = |r: usize, c: usize| 1u32 << (r * n + c);
        let mut lines: Vec<u32> = Vec::new();
        for i in 0..n {
            lines.push((0..n).map(|k| bit(i, k)).sum());
            lines.push((0..n).map(|k| bit(k, i)).sum());
        }
        lines.push((0..n).map(|k| bit(k, k)).sum());
        lines.push((0..n).map(|k| bit(k, n - 1 - k)).sum());
        let mut hint = [0; 16];
        for (c, h) in hint.iter_mut().enumerate().take(n * n) {
            *h = lines.iter().filter(|&&l| l >> c & 1 == 1).count() as i32;
        }
        let mut b = Board {
            cells: n * n,
            stones: [0; 2],
            lines,
            hint,
            turn: 0,
            z: Zobrist::new(n * n, 2),
        };
        moves.iter().for_each(|&m| b.play(m as Move));
        b
    }
}

impl Game for Board {
    const MOVES: usize = 16;
    fn moves(&self, out: &mut Vec<Move>) {
        let free = !(self.stones[0] | self.stones[1]);
        out.extend(
            (0..self.cells)
                .filter(|&c| free >> c & 1 == 1)
                .map(|c| c as Move),
        );
    }
    fn play(&mut self, m: Move) {
        self.stones[self.turn] |= 1 << m;
        self.z.toggle(m as usize, self.turn);
        self.z.flip_side();
        self.turn ^= 1;
    }
    fn undo(&mut self, m: Move) {
        self.turn ^= 1;
        self.z.flip_side();
        self.z.toggle(m as usize, self.turn);
        self.stones[self.turn] &= !(1 << m);
    }
    fn key(&self) -> u64 {
        self.z.hash
    }
    fn terminal(&self) -> Option<Score> {
        let last = self.stones[self.turn ^ 1];
        if self.lines.iter().any(|&l| !last & l == 0) {
            Some(-MATE)
        } else if (self.stones[0] | self.stones[1]).count_ones() as usize == self.cells {
            Some(0)
        } else {
            None
        }
    }
    fn evaluate(&self) -> Score {
        let open = |p: usize| {
            self.lines
                .iter()
                .filter(|&&l| self.stones[p ^ 1] & l == 0)
                .count() as Score
        };
        open(self.turn) - open(self.turn ^ 1)
    }
    fn hint(&self, m: Move) -> i32 {
        self.hint[m as usize]
    }
}

fn variants() -> Vec<(&'static str, Config)> {
    let on = Config::default();
    let mut v = vec![("all on", on)];
    type Switch = (&'static str, fn(&mut Config));
    let off: [Switch; 7] = [
        ("no TT (nor TT move)", |c| c.tt = false),
        ("no TT move", |c| c.tt_move = false),
        ("no killers", |c| c.killers = false),
        ("no history", |c| c.history = false),
        ("no hint", |c| c.hint = false),
        ("no PVS", |c| c.pvs = false),
        ("no aspiration", |c| c.aspiration = false),
    ];
    for (name, f) in off {
        let mut c = on;
        f(&mut c);
        v.push((name, c));
    }
    v.push((
        "all off (plain alpha-beta)",
        Config {
            tt: false,
            tt_move: false,
            killers: false,
            history: false,
            hint: false,
            pvs: false,
            aspiration: false,
            ..on
        },
    ));
    v
}

fn counters(e: &Engine, value: Score, t: Instant) -> String {
    let s = &e.stats;
    let rate = s.nodes as f64 / t.elapsed().as_secs_f64() / 1e6;
    format!(
        "value={} nodes={} tt_hits={} tt_cuts={} cutoffs={} re-searches={} ({:.1} Mnodes/s)",
        value, s.nodes, s.tt_hits, s.tt_cuts, s.cutoffs, s.researches, rate
    )
}

pub fn run(t: &mut Table) {
    let cases: [(&str, usize, &[usize], u32, usize); 3] = [
        ("3x3 empty, ID depth 9", 3, &[], 9, 7),
        ("4x4 empty, ID depth 7", 4, &[], 7, 3),
        (
            "4x4 POJ sample 1 (4 stones), ID depth 8",
            4,
            &[5, 6, 10, 9],
            8,
            3,
        ),
    ];
    for (name, n, start, depth, runs) in cases {
        let mut e = Engine::new(20);
        for (v, cfg) in variants() {
            t.row(&format!("{}: {}", name, v), runs, || {
                let t = Instant::now();
                e.clear();
                e.cfg = cfg;
                let out = e.search(&mut Board::new(n, start), depth);
                counters(&e, out.value, t)
            });
        }
    }
    let solves: [(&str, usize, &[usize], usize); 3] = [
        ("3x3 empty, solve", 3, &[], 7),
        ("4x4 POJ sample 1 (4 stones), solve", 4, &[5, 6, 10, 9], 3),
        ("4x4 empty, solve", 4, &[], 1),
    ];
    let mut e = Engine::new(22);
    for (name, n, start, runs) in solves {
        for (v, cfg) in variants() {
            if cfg.tt || n == 3 {
                t.row(&format!("{}: {}", name, v), runs, || {
                    let t = Instant::now();
                    e.clear();
                    e.cfg = cfg;
                    let out = e.solve(&mut Board::new(n, start), -MATE, MATE);
                    counters(&e, out.value, t)
                });
            }
        }
    }
    t.note("One Engine::new(20) (16 MiB) for the searches, new(22) (64 MiB) for the solves, clear() (O(1)) before each run.");
    t.note("4x4 solves without a table are omitted (too slow to bench).");
    t.note("Node counts are deterministic; compare times only between rows of one run (Mnodes/s: last run).");
}
