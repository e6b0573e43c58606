// Problem: Luogu P2594 "[ZJOI2009] 染色游戏" (Coloring Game), https://www.luogu.com.cn/problem/P2594
// Statement: n x m coins; a move turns a connected block whose other coins lie up-left of its pivot, the pivot tails -> heads; who cannot move loses.
// Snippets: coin_turning (ruler_value: the first row and column are the Ruler game); the interior
//   value 2^(i + j) (0-based) by hand, read off a grundy table of boards up to 5 x 5 (4- and 8-connected blocks).
use snippets::coin_turning::ruler_value;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input.split_ascii_whitespace();
    let t: usize = it.next().unwrap().parse().unwrap();
    for _ in 0..t {
        let n: usize = it.next().unwrap().parse().unwrap();
        let m: usize = it.next().unwrap().parse().unwrap();
        // every single tails coin is worth a power of two: XOR = parity per exponent
        let mut parity = vec![false; n + m + 1];
        for i in 0..n {
            let row = it.next().unwrap().as_bytes();
            for (j, &c) in row.iter().enumerate().take(m) {
                if c == b'H' {
                    continue;
                }
                let e = if i == 0 || j == 0 {
                    ruler_value((i + j) as u64).trailing_zeros() as usize
                } else {
                    i + j
                };
                parity[e] ^= true;
            }
        }
        let first_wins = parity.iter().any(|&p| p);
        writeln!(out, "{}", if first_wins { "-_-" } else { "=_=" }).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
