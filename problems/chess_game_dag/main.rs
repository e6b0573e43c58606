// Problem: HDU 1524 "A Chess Game", https://acm.hdu.edu.cn/showproblem.php?pid=1524
// Statement: M pieces on a DAG (positions numbered in any order); move one piece along an edge; who cannot move loses; per query WIN / LOSE.
// Snippets: grundy_memo (grundy_dag: every vertex's Grundy value, any numbering), XOR over the pieces.
use snippets::grundy_memo::grundy_dag;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    while let Some(n) = it.next() {
        let adj: Vec<Vec<usize>> = (0..n)
            .map(|_| {
                let x = it.next().unwrap();
                (0..x).map(|_| it.next().unwrap()).collect()
            })
            .collect();
        let g = grundy_dag(&adj);
        loop {
            let m = it.next().unwrap();
            if m == 0 {
                break;
            }
            let x = (0..m).fold(0, |x, _| x ^ g[it.next().unwrap()]);
            writeln!(out, "{}", if x != 0 { "WIN" } else { "LOSE" }).unwrap();
        }
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
