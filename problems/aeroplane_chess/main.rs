// Problem: HDU 4405 "Aeroplane chess", https://acm.hdu.edu.cn/showproblem.php?pid=4405
// Statement: a die 1..6 moves a token over grids 0..N (done at >= N), flight lines jump ahead for free; expected throws.
// Snippets: expectiminimax: grid i a Chance of six rolls (1/6, gain 1 throw) to min(i + k, N); a flight start a Chance of one sure roll (gain 0) to its end; N a Leaf(0).
use snippets::expectiminimax::*;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    while let (Some(n), Some(m)) = (it.next(), it.next()) {
        if n == 0 && m == 0 {
            break;
        }
        let mut fly = vec![usize::MAX; n + 1];
        for _ in 0..m {
            let x = it.next().unwrap();
            let y = it.next().unwrap();
            fly[x] = y;
        }
        let e = expectiminimax(n + 1, |i, p: &mut EmmPos<f64>| {
            if i == n {
                EmmNode::Leaf(0.0)
            } else if fly[i] != usize::MAX {
                p.roll(fly[i], 1.0, 0.0); // fly on at once, no throw
                EmmNode::Chance
            } else {
                for k in 1..=6 {
                    p.roll((i + k).min(n), 1.0 / 6.0, 1.0);
                }
                EmmNode::Chance
            }
        });
        writeln!(out, "{:.4}", e.value[0]).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    run(&s, &mut out);
}
