// Problem: HDU 2516 "取石子游戏" (Stone-Taking Game), http://acm.hdu.edu.cn/showproblem.php?pid=2516
// Statement: one pile of n; the first move takes 1..n-1, later moves at most twice the previous take; the last stone wins.
// Snippets: fibonacci_nim (the winning first take with limit n - 1, None: the first player loses).
use snippets::fibonacci_nim::fibonacci_nim_move;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    for t in input.split_ascii_whitespace() {
        let n: u64 = t.parse().unwrap();
        if n == 0 {
            break;
        }
        let first = fibonacci_nim_move(n, n - 1).is_some();
        writeln!(out, "{}", if first { "First win" } else { "Second win" }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
