// Problem: POJ 1568 "Find the Winning Move" (http://poj.org/problem?id=1568), also UVa 10111
// Statement: 4x4 tic-tac-toe (four in a line wins), x to move: print the first cell in row-major order where x forces a win, or #####.
// Snippets: alphabeta_tt (null-window win/lose proof with a transposition table), zobrist (position key)
//
// For each empty cell in row-major order, x plays it and the engine proves whether o (to move)
// is lost: `solve(.., -1, 0)` is a single null-window probe (-1, 0). One engine (2^20 entries)
// serves every cell and every board: exact-solve entries stay true across searches.
use snippets::alphabeta_tt::{Engine, Game, Move, Score};
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

impl Game for Board {
    const MOVES: usize = 16;
    fn moves(&self, out: &mut Vec<Move>) {
        if self.line_done() {
            return; // over (the engine asks at a root that terminal() reports)
        }
        out.extend((0..16).filter(|&c| self.cell[c] == 0).map(|c| c as Move));
    }
    fn play(&mut self, m: Move) {
        self.cell[m as usize] = self.turn;
        self.z.toggle(m as usize, self.turn as usize);
        self.z.flip_side();
        self.turn = 3 - self.turn;
    }
    fn undo(&mut self, m: Move) {
        self.turn = 3 - self.turn;
        self.z.flip_side();
        self.z.toggle(m as usize, self.turn as usize);
        self.cell[m as usize] = 0;
    }
    fn key(&self) -> u64 {
        self.z.hash
    }
    fn terminal(&self) -> Option<Score> {
        if self.line_done() {
            Some(-1) // the player who just moved completed a line
        } else if self.cell.iter().all(|&c| c != 0) {
            Some(0)
        } else {
            None
        }
    }
    fn hint(&self, m: Move) -> i32 {
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
    let mut engine = Engine::new(20);
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
                b.play(m as Move);
                let lost = engine.solve(&mut b, -1, 0).value == -1;
                b.undo(m as Move);
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
