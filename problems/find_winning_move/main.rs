// Problem: POJ 1568 "Find the Winning Move" (http://poj.org/problem?id=1568), also UVa 10111
// Statement: 4x4 tic-tac-toe (four in a line wins), x to move: print the first cell in row-major order where x forces a win, or #####.
// Snippets: exact_solver (null-window win/lose proof with a transposition table), zobrist (position key)
//
// For each empty cell in row-major order, x plays it and the engine proves whether o (to move)
// is lost: `solve(.., -1, 0)` is a single null-window probe (-1, 0). One solver (2^19 buckets
// of two entries) serves every cell and every board: its entries stay true across searches.
use snippets::exact_solver::{ExactGame, ExactSolver};
use snippets::zobrist::Zobrist;
use std::io::{self, BufWriter, Read, Write};

pub struct Board {
    pub cell: [u8; 16], // 0 empty, 1 x, 2 o
    pub turn: u8,
    pub z: Zobrist,
}

impl Board {
    fn line_done(&self) -> bool {
        let c = &self.cell;
        let same = |a: usize, s: usize| c[a] != 0 && (1..4).all(|k| c[a + k * s] == c[a]);
        (0..4).any(|i| same(4 * i, 1) || same(i, 4)) || same(0, 5) || same(3, 3)
    }
}

impl ExactGame for Board {
    type Move = usize;
    fn moves(&self, out: &mut Vec<usize>) {
        if self.line_done() {
            return; // over (the solver asks at a root that outcome() reports)
        }
        out.extend((0..16).filter(|&c| self.cell[c] == 0));
    }
    fn play(&mut self, m: usize) {
        self.cell[m] = self.turn;
        self.z.toggle(m, self.turn as usize);
        self.z.flip_side();
        self.turn = 3 - self.turn;
    }
    fn undo(&mut self, m: usize) {
        self.turn = 3 - self.turn;
        self.z.flip_side();
        self.z.toggle(m, self.turn as usize);
        self.cell[m] = 0;
    }
    fn key(&self) -> u64 {
        self.z.hash
    }
    fn outcome(&self) -> Option<i32> {
        if self.line_done() {
            Some(-1) // the player who just moved completed a line
        } else if self.cell.iter().all(|&c| c != 0) {
            Some(0)
        } else {
            None
        }
    }
    fn hint(&self, m: usize) -> i32 {
        // cells on both diagonals (the centre and corners) lie on three lines
        let (r, c) = (m / 4, m % 4);
        (r == c || r + c == 3) as i32
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let out = io::stdout();
    let mut out = BufWriter::new(out.lock());
    let mut solver = ExactSolver::new(19);
    while let Some(t) = tokens.next() {
        if t.starts_with('$') {
            break;
        }
        let mut b = Board {
            cell: [0; 16],
            turn: 1,
            z: Zobrist::new(16, 3),
        };
        for r in 0..4 {
            for (c, ch) in tokens.next().unwrap().bytes().enumerate() {
                let who = match ch {
                    b'x' => 1,
                    b'o' => 2,
                    _ => 0,
                };
                if who != 0 {
                    b.cell[4 * r + c] = who;
                    b.z.toggle(4 * r + c, who as usize);
                }
            }
        }
        let mut answer = None;
        for m in 0..16 {
            if b.cell[m] == 0 {
                b.play(m);
                let lost = solver.solve(&mut b, -1, 0).unwrap().0 == -1;
                b.undo(m);
                if lost {
                    answer = Some(m);
                    break;
                }
            }
        }
        match answer {
            Some(m) => writeln!(out, "({},{})", m / 4, m % 4).unwrap(),
            None => writeln!(out, "#####").unwrap(),
        }
    }
}
