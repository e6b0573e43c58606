// Problem: AtCoder ABC349 E "Weighted Tic-Tac-Toe" (https://atcoder.jp/contests/abc349/tasks/abc349_e)
// Statement: players alternately claim cells of a 3x3 grid of weights; three in a row wins, else the larger total wins; who wins?
// Snippets: exact_solver (exact solve of win/loss), zobrist (position key)
//
// The weights reach 1e9 (sums to 9e9), beyond the solver's scores (|s| < 32767): the game
// compares the i64 totals itself when the board is full and reports only win (+1) / loss (-1),
// so `solve(.., -1, 1)` is one null-window probe over at most 3^9 positions.
use snippets::exact_solver::{ExactGame, ExactSolver};
use snippets::zobrist::Zobrist;
use std::io::{self, BufWriter, Read, Write};

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

struct Board {
    weight: [i64; 9],
    owner: [u8; 9], // 0 empty, 1 Takahashi, 2 Aoki
    total: [i64; 3],
    turn: u8,
    z: Zobrist,
}

impl ExactGame for Board {
    type Move = usize;
    fn moves(&self, out: &mut Vec<usize>) {
        out.extend((0..9).filter(|&c| self.owner[c] == 0));
    }
    fn play(&mut self, c: usize) {
        self.owner[c] = self.turn;
        self.total[self.turn as usize] += self.weight[c];
        self.z.toggle(c, self.turn as usize);
        self.z.flip_side();
        self.turn = 3 - self.turn;
    }
    fn undo(&mut self, c: usize) {
        self.turn = 3 - self.turn;
        self.z.flip_side();
        self.z.toggle(c, self.turn as usize);
        self.total[self.turn as usize] -= self.weight[c];
        self.owner[c] = 0;
    }
    fn key(&self) -> u64 {
        self.z.hash
    }
    fn outcome(&self) -> Option<i32> {
        let o = &self.owner;
        if LINES
            .iter()
            .any(|l| o[l[0]] != 0 && o[l[0]] == o[l[1]] && o[l[1]] == o[l[2]])
        {
            return Some(-1); // the player who just moved made a line
        }
        if o.iter().all(|&x| x != 0) {
            let (me, other) = (self.turn as usize, 3 - self.turn as usize);
            return Some(if self.total[me] > self.total[other] {
                1
            } else {
                -1
            });
        }
        None
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let a: Vec<i64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut board = Board {
        weight: [0; 9],
        owner: [0; 9],
        total: [0; 3],
        turn: 1,
        z: Zobrist::new(9, 3),
    };
    board.weight.copy_from_slice(&a[..9]);
    let mut solver = ExactSolver::new(13);
    let v = solver.solve(&mut board, -1, 1).unwrap().0;
    let out = io::stdout();
    let mut out = BufWriter::new(out.lock());
    writeln!(out, "{}", if v > 0 { "Takahashi" } else { "Aoki" }).unwrap();
}
