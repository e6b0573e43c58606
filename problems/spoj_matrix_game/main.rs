// Problem: SPOJ MTRGAME "Matrix Game", https://www.spoj.com/problems/MTRGAME/
// Statement: the value of the zero-sum matrix game M (m <= 3 rows maximize), 3 decimals.
// Snippets: matrix_game (f64: the value and the columns an optimal column strategy uses), then
//   matrix_game_exact on those columns only (exact p/q, rounded half away from zero), checked
//   exactly against every column (a violated column joins the set); f64 when i128 cannot hold it.
use snippets::matrix_game::matrix_game;
use snippets::matrix_game_exact::matrix_game_exact;
use std::io::{self, BufWriter, Read, Write};

// matrix_game_exact's header limits: min(m, n) = 2: spread < 1e6; 3: spread < 27000
fn exact_fits(a: &[Vec<i64>]) -> bool {
    let k = a.len().min(a[0].len());
    let lo = a.iter().flatten().min().unwrap();
    let hi = a.iter().flatten().max().unwrap();
    let r = hi - lo;
    k <= 1 || (k == 2 && r < 1_000_000) || (k == 3 && r < 27_000)
}

// the exact value p/q of a, or None when the exact snippet's limits do not hold
fn exact_value(a: &[Vec<i64>], guess: &[f64]) -> Option<(i128, i128)> {
    let (m, n) = (a.len(), a[0].len());
    let mut cols: Vec<usize> = (0..n).filter(|&j| guess[j] > 1e-9).collect();
    if cols.is_empty() {
        cols.push(0);
    }
    loop {
        let sub: Vec<Vec<i64>> = (0..m)
            .map(|i| cols.iter().map(|&j| a[i][j]).collect())
            .collect();
        if !exact_fits(&sub) {
            return None;
        }
        let g = matrix_game_exact(&sub);
        let (p, q) = g.value;
        let d: i128 = g.row.iter().sum();
        // fewer columns only help the row player; the row strategy must hold v on every column
        let bad: Vec<usize> = (0..n)
            .filter(|&j| {
                let s: i128 = (0..m).map(|i| g.row[i] * a[i][j] as i128).sum();
                s * q < p * d
            })
            .collect();
        if bad.is_empty() {
            return Some((p, q));
        }
        cols.extend(bad.into_iter().take(4));
        cols.sort_unstable();
        cols.dedup();
    }
}

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<i64>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let m = it.next().unwrap() as usize;
        let n = it.next().unwrap() as usize;
        let a: Vec<Vec<i64>> = (0..m)
            .map(|_| (0..n).map(|_| it.next().unwrap()).collect())
            .collect();
        let f: Vec<Vec<f64>> = a
            .iter()
            .map(|row| row.iter().map(|&x| x as f64).collect())
            .collect();
        let g = matrix_game(&f);
        if let Some((p, q)) = exact_value(&a, &g.col) {
            // round |p| * 1000 / q half away from zero
            let r = (2 * p.abs() * 1000 + q) / (2 * q);
            let sign = if p < 0 && r > 0 { "-" } else { "" };
            writeln!(out, "{}{}.{:03}", sign, r / 1000, r % 1000).unwrap();
        } else {
            let s = format!("{:.3}", g.value);
            writeln!(out, "{}", if s == "-0.000" { "0.000" } else { &s }).unwrap();
        }
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
