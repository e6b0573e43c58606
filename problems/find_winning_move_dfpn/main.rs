// Problem: POJ 1568 "Find the Winning Move" (http://poj.org/problem?id=1568)
// Statement: 4x4 tic-tac-toe (four in a line wins), x to move: print the first cell in row-major order where x forces a win, or #####.
// Snippets: dfpn ("x forces four in a line?" for the board, then after each candidate move; one table for all boards)
use snippets::dfpn::{Dfpn, ProofGame};
use std::io::{self, BufWriter, Read, Write};

/// Rows, columns and both diagonals as 16-bit masks (cell r * 4 + c).
const LINES: [u16; 10] = [
    0x000F, 0x00F0, 0x0F00, 0xF000, 0x1111, 0x2222, 0x4444, 0x8888, 0x8421, 0x1248,
];

/// SYM[k][h][byte]: the cells of `byte` (cells 8h..8h+8) moved by symmetry k of the square.
const fn sym_tables() -> [[[u16; 256]; 2]; 8] {
    let mut t = [[[0u16; 256]; 2]; 8];
    let mut k = 0;
    while k < 8 {
        let mut h = 0;
        while h < 2 {
            let mut m = 0;
            while m < 256 {
                let mut b = 0;
                while b < 8 {
                    if m >> b & 1 == 1 {
                        let (r, c) = ((h * 8 + b) / 4, (h * 8 + b) % 4);
                        let (r2, c2) = match k {
                            0 => (r, c),
                            1 => (c, 3 - r),
                            2 => (3 - r, 3 - c),
                            3 => (3 - c, r),
                            4 => (r, 3 - c),
                            5 => (3 - r, c),
                            6 => (c, r),
                            _ => (3 - c, 3 - r),
                        };
                        t[k][h][m] |= 1 << (r2 * 4 + c2);
                    }
                    b += 1;
                }
                m += 1;
            }
            h += 1;
        }
        k += 1;
    }
    t
}
const SYM: [[[u16; 256]; 2]; 8] = sym_tables();

fn won(m: u16) -> bool {
    LINES.iter().any(|&l| l & !m == 0)
}

/// Board as two bitmasks; x is the prover (OR node when x moves).
#[derive(Clone, Copy)]
pub struct Board {
    pub x: u16,
    pub o: u16,
    pub x_turn: bool,
}

impl ProofGame for Board {
    type Move = usize; // a cell
    fn moves(&self, out: &mut Vec<usize>) {
        let used = self.x | self.o;
        let (me, them) = if self.x_turn {
            (self.x, self.o)
        } else {
            (self.o, self.x)
        };
        // Cells completing a line of three: mine win at once, the opponent's must be blocked.
        let fours = |m: u16| {
            LINES.iter().fold(0u16, |acc, &l| {
                let gap = l & !m;
                if gap.count_ones() == 1 && gap & used == 0 {
                    acc | gap
                } else {
                    acc
                }
            })
        };
        let (win, block) = (fours(me), fours(them));
        let moves = if win != 0 {
            win & win.wrapping_neg()
        } else if block != 0 {
            block
        } else {
            !used
        };
        out.extend((0..16).filter(|&i| moves >> i & 1 == 1));
    }
    fn play(&mut self, cell: usize) {
        if self.x_turn {
            self.x |= 1 << cell;
        } else {
            self.o |= 1 << cell;
        }
        self.x_turn = !self.x_turn;
    }
    fn undo(&mut self, cell: usize) {
        self.x_turn = !self.x_turn;
        if self.x_turn {
            self.x &= !(1 << cell);
        } else {
            self.o &= !(1 << cell);
        }
    }
    fn outcome(&self) -> Option<bool> {
        if won(self.x) {
            Some(true)
        } else if won(self.o) || self.x | self.o == 0xFFFF {
            Some(false)
        } else {
            None
        }
    }
    fn prover_to_move(&self) -> bool {
        self.x_turn
    }
    fn key(&self) -> u64 {
        // Smallest encoding over the 8 symmetries of the square: symmetric boards have the same
        // answer, so they share one entry (3x faster here). The table serves every board.
        let mut best = u64::MAX;
        for t in &SYM {
            let f = |m: u16| t[0][(m & 255) as usize] | t[1][(m >> 8) as usize];
            best = best.min(f(self.x) as u64 | (f(self.o) as u64) << 16);
        }
        best | (self.x_turn as u64) << 32
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let out = io::stdout();
    let mut out = BufWriter::new(out.lock());
    // 2^20 entries (24 MiB), shared by all boards; 1+e trick: 12-14% fewer expansions here.
    let mut solver = Dfpn::new(20).epsilon(0.25);
    let mut it = input.split_ascii_whitespace();
    while let Some(tok) = it.next() {
        if tok.starts_with('$') {
            break;
        }
        let mut root = Board {
            x: 0,
            o: 0,
            x_turn: true,
        };
        for r in 0..4 {
            for (c, ch) in it.next().unwrap().bytes().take(4).enumerate() {
                match ch {
                    b'x' => root.x |= 1 << (r * 4 + c),
                    b'o' => root.o |= 1 << (r * 4 + c),
                    _ => {}
                }
            }
        }
        let mut answer = None;
        // One search settles most boards: no forced win at all means "#####".
        if solver.solve(&mut root, u64::MAX) == Some(true) {
            let used = root.x | root.o;
            answer = (0..16).filter(|&i| used >> i & 1 == 0).find(|&i| {
                root.play(i);
                let wins = solver.solve(&mut root, u64::MAX) == Some(true);
                root.undo(i);
                wins
            });
        }
        match answer {
            Some(i) => writeln!(out, "({},{})", i / 4, i % 4).unwrap(),
            None => writeln!(out, "#####").unwrap(),
        }
    }
}
