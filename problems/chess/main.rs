// Problem: HDU 5724 "Chess", http://acm.hdu.edu.cn/showproblem.php?pid=5724
// Statement: rows of 20 cells; move a piece right to the next empty cell (jumping a run of
//   pieces); who cannot move loses. Rows are independent: XOR their Grundy values.
// Snippets: grundy (the Grundy value of every row as a 20-bit mask; cell c at bit 20 - c, so a
//   move to the right lowers the mask: parts < s), nim_sum over the rows.
use snippets::grundy::{grundy, nim_sum};
use std::io::{self, BufWriter, Read, Write};

const W: usize = 20;

pub fn run(input: &str, out: &mut impl Write) {
    // state s: bit b set iff cell 20 - b holds a piece; moving right = to a lower bit
    let g: Vec<u32> = grundy(1 << W, |s, emit| {
        for b in 0..W {
            if s >> b & 1 == 0 {
                continue;
            }
            let below = !s & ((1usize << b) - 1); // empty cells right of the piece
            if below != 0 {
                let j = usize::BITS as usize - 1 - below.leading_zeros() as usize; // nearest empty
                emit(&[s ^ (1 << b) ^ (1 << j)]);
            }
        }
    });
    let mut it = input
        .split_ascii_whitespace()
        .map(|x| x.parse::<usize>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let n = it.next().unwrap();
        let rows: Vec<u32> = (0..n)
            .map(|_| {
                let m = it.next().unwrap();
                let mask = (0..m).fold(0usize, |acc, _| acc | 1 << (W - it.next().unwrap()));
                g[mask]
            })
            .collect();
        let x = nim_sum(&rows);
        writeln!(out, "{}", if x != 0 { "YES" } else { "NO" }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
