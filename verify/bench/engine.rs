//! alphabeta_tt and exact_solver on tic-tac-toe (3x3, three in a row) and 4x4 tic-tac-toe
//! (four in a row): nodes and time per search for the snippet, then for its bench-only copy
//! (verify/bench/variants.rs) with every feature on (the same nodes as the snippet), each
//! feature off alone, and all off (plain fail-soft alpha-beta in generation order).
use crate::variants::{ExactSwitches, SwitchEngine, SwitchSolver, Switches, ALL, EXACT_ALL};
use crate::Table;
use snippets::alphabeta_tt::{Engine, SearchGame, MATE};
use snippets::exact_solver::{ExactGame, ExactSolver};
use snippets::zobrist::Zobrist;
use std::time::Instant;

/// n x n board as bitmasks, n in a row wins. Search: a loss is -MATE (counted from the root),
/// heuristic = open lines of the side to move minus the opponent's. Exact solve: a loss is -1.
/// Hint = lines through the cell.
#[derive(Clone)]
pub struct Board {
    cells: usize,
    stones: [u32; 2],
    lines: Vec<u32>,
    hint: [i32; 16],
    turn: usize,
    z: Zobrist,
    /// `evaluate` is multiplied by it (windows of 16 then fail more often).
    scale: i32,
}

impl Board {
    pub fn new(n: usize, moves: &[usize]) -> Self {
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
            scale: 1,
        };
        moves.iter().for_each(|&m| b.put(m));
        b
    }
    fn put(&mut self, m: usize) {
        self.stones[self.turn] |= 1 << m;
        self.z.toggle(m, self.turn);
        self.z.flip_side();
        self.turn ^= 1;
    }
    fn take(&mut self, m: usize) {
        self.turn ^= 1;
        self.z.flip_side();
        self.z.toggle(m, self.turn);
        self.stones[self.turn] &= !(1 << m);
    }
    fn lost(&self) -> bool {
        let last = self.stones[self.turn ^ 1];
        self.lines.iter().any(|&l| !last & l == 0)
    }
    fn full(&self) -> bool {
        (self.stones[0] | self.stones[1]).count_ones() as usize == self.cells
    }
    fn free(&self) -> impl Iterator<Item = usize> + '_ {
        let free = !(self.stones[0] | self.stones[1]);
        let over = self.lost() || self.full();
        (0..self.cells).filter(move |&c| !over && free >> c & 1 == 1)
    }
}

impl SearchGame for Board {
    type Move = usize;
    const MOVES: usize = 16;
    fn moves(&self, out: &mut Vec<usize>) {
        out.extend(self.free());
    }
    fn play(&mut self, m: usize) {
        self.put(m);
    }
    fn undo(&mut self, m: usize) {
        self.take(m);
    }
    fn key(&self) -> u64 {
        self.z.hash
    }
    fn outcome(&self) -> Option<i32> {
        if self.lost() {
            Some(-MATE)
        } else if self.full() {
            Some(0)
        } else {
            None
        }
    }
    fn evaluate(&self) -> i32 {
        let open = |p: usize| {
            self.lines
                .iter()
                .filter(|&&l| self.stones[p ^ 1] & l == 0)
                .count() as i32
        };
        (open(self.turn) - open(self.turn ^ 1)) * self.scale
    }
    fn hint(&self, m: usize) -> i32 {
        self.hint[m]
    }
}

impl ExactGame for Board {
    type Move = usize;
    fn moves(&self, out: &mut Vec<usize>) {
        out.extend(self.free());
    }
    fn play(&mut self, m: usize) {
        self.put(m);
    }
    fn undo(&mut self, m: usize) {
        self.take(m);
    }
    fn key(&self) -> u64 {
        self.z.hash
    }
    fn outcome(&self) -> Option<i32> {
        if self.lost() {
            Some(-1)
        } else if self.full() {
            Some(0)
        } else {
            None
        }
    }
    fn hint(&self, m: usize) -> i32 {
        self.hint[m]
    }
}

fn rate(nodes: u64, t: Instant) -> String {
    format!(
        "({:.1} Mnodes/s)",
        nodes as f64 / t.elapsed().as_secs_f64() / 1e6
    )
}

type Edit<S> = (&'static str, fn(&mut S));

/// Each switch off alone, then all off.
fn search_variants() -> Vec<(&'static str, Switches)> {
    let off: [Edit<Switches>; 7] = [
        ("no TT (nor TT move)", |s| s.tt = false),
        ("one slot per bucket", |s| s.two_slots = false),
        ("no killers", |s| s.killers = false),
        ("no history", |s| s.history = false),
        ("no hint", |s| s.hint = false),
        ("no PVS", |s| s.pvs = false),
        ("no aspiration", |s| s.aspiration = false),
    ];
    let mut v = vec![("copy, all on", ALL)];
    for (name, f) in off {
        let mut s = ALL;
        f(&mut s);
        v.push((name, s));
    }
    let none = Switches {
        tt: false,
        two_slots: false,
        killers: false,
        history: false,
        hint: false,
        pvs: false,
        aspiration: false,
        lmr: false,
    };
    v.push(("all off (plain alpha-beta)", none));
    v
}

fn exact_variants() -> Vec<(&'static str, ExactSwitches)> {
    let off: [Edit<ExactSwitches>; 3] = [
        ("no TT", |s| s.tt = false),
        ("one slot per bucket", |s| s.two_slots = false),
        ("no hint", |s| s.hint = false),
    ];
    let mut v = vec![("copy, all on", EXACT_ALL)];
    for (name, f) in off {
        let mut s = EXACT_ALL;
        f(&mut s);
        v.push((name, s));
    }
    v
}

pub fn run(t: &mut Table) {
    let cases: [(&str, usize, &[usize], u32, usize); 4] = [
        ("3x3 empty, ID depth 9", 3, &[], 9, 7),
        ("4x4 empty, ID depth 7", 4, &[], 7, 3),
        ("4x4 empty, ID depth 7, evaluate x 8", 4, &[], 7, 3),
        (
            "4x4 POJ sample 1 (4 stones), ID depth 8",
            4,
            &[5, 6, 10, 9],
            8,
            3,
        ),
    ];
    for (name, n, start, depth, runs) in cases {
        let scale = if name.ends_with("x 8") { 8 } else { 1 };
        let board = || Board {
            scale,
            ..Board::new(n, start)
        };
        let mut e = Engine::new(16);
        t.row(&format!("{}: alphabeta_tt", name), runs, || {
            let t = Instant::now();
            e.clear();
            let (_, v, _) = e.search(&mut board(), depth);
            format!("value={} nodes={} {}", v, e.nodes, rate(e.nodes, t))
        });
        for (what, s) in search_variants() {
            let mut e = SwitchEngine::new(16, s);
            t.row(&format!("{}: {}", name, what), runs, || {
                let t = Instant::now();
                e.clear();
                let (_, v, _) = e.search(&mut board(), depth);
                format!("value={} nodes={} {}", v, e.nodes, rate(e.nodes, t))
            });
        }
    }
    // the table design where the table is small for the tree (same number of entries)
    for (name, n, start, depth, runs) in [cases[1], cases[3]] {
        for bits in [6, 9] {
            for (what, s) in [
                ("two slots", ALL),
                (
                    "one slot",
                    Switches {
                        two_slots: false,
                        ..ALL
                    },
                ),
            ] {
                let mut e = SwitchEngine::new(bits, s);
                t.row(
                    &format!("{}, 2^{} entries: {}", name, bits + 1, what),
                    runs,
                    || {
                        let t = Instant::now();
                        e.clear();
                        let (_, v, _) = e.search(&mut Board::new(n, start), depth);
                        format!("value={} nodes={} {}", v, e.nodes, rate(e.nodes, t))
                    },
                );
            }
        }
    }
    let solves: [(&str, usize, &[usize], usize); 3] = [
        ("3x3 empty, solve", 3, &[], 7),
        ("4x4 POJ sample 1 (4 stones), solve", 4, &[5, 6, 10, 9], 3),
        ("4x4 empty, solve", 4, &[], 1),
    ];
    for (name, n, start, runs) in solves {
        let mut s = ExactSolver::new(21);
        t.row(&format!("{}: exact_solver", name), runs, || {
            let t = Instant::now();
            s.clear();
            let (v, _) = s.solve(&mut Board::new(n, start), -1, 1).unwrap();
            format!("value={} nodes={} {}", v, s.nodes, rate(s.nodes, t))
        });
        for (what, sw) in exact_variants() {
            if !sw.tt && n == 4 && start.is_empty() {
                continue;
            }
            let mut s = SwitchSolver::new(21, sw);
            t.row(&format!("{}: {}", name, what), runs, || {
                let t = Instant::now();
                s.clear();
                let (v, _) = s.solve(&mut Board::new(n, start), -1, 1).unwrap();
                format!("value={} nodes={} {}", v, s.nodes, rate(s.nodes, t))
            });
        }
    }
    t.note("Engine::new(16) (2 MiB) for the searches, ExactSolver::new(21) (64 MiB) for the solves, cleared before each run; copies: verify/bench/variants.rs.");
    t.note("The 4x4 empty solve without a table is omitted (too slow to bench).");
    t.note("Node counts are deterministic; compare times only between rows of one run (Mnodes/s: last run).");
}
