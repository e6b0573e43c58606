// Problem: HDU 1907 / POJ 3480 "John" (https://acm.hdu.edu.cn/showproblem.php?pid=1907)
// Statement: misère Nim: eat >= 1 M&Ms of one colour, who eats the last one loses; John starts.
// Snippets: grundy (misere_nim_wins: Bouton's closed form for misère Nim)
use snippets::grundy::misere_nim_wins;
use std::io::{self, BufWriter, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let tests = it.next().unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    for _ in 0..tests {
        let n = it.next().unwrap() as usize;
        let heaps: Vec<u64> = it.by_ref().take(n).collect();
        let winner = if misere_nim_wins(&heaps) {
            "John"
        } else {
            "Brother"
        };
        writeln!(out, "{}", winner).unwrap();
    }
}
