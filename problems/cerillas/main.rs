// Problem: Acepta el reto 147 "El juego de las 15 cerillas", https://aceptaelreto.com/problem/statement.php?id=147
// Statement: take 1..=m matches, who takes the last one loses; print the winning take or PIERDO; cases up to EOF.
// Snippets: win_lose (misère table per m: `solve(.., true)`, good_move gives the winning take).
use snippets::win_lose::{solve, WinLose};
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let v: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let top = v.chunks(2).map(|c| c[0]).max().unwrap_or(0);
    let mut tables: Vec<Option<WinLose>> = (0..=10).map(|_| None).collect();
    for c in v.chunks(2) {
        let (n, m) = (c[0], c[1]);
        let r = tables[m].get_or_insert_with(|| {
            solve(top + 1, |s: usize| (1..=m.min(s)).map(move |k| s - k), true).unwrap()
        });
        match (r.win[n], r.good_move[n]) {
            (true, Some(to)) => writeln!(out, "{}", n - to).unwrap(),
            _ => writeln!(out, "PIERDO").unwrap(),
        }
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
