// The plain bottom-up DP a contestant writes for ABC314 E "Roulettes" (the reference of
// `verify/bench/chance.sh`): e[x] = the least expected payment from x points, from M back,
// the 0-point outcomes folded: e[x] = min_i (C_i P_i + sum_{s > 0} e[min(x + s, M)]) / (P_i - z_i).
// Reads the same input as problems/roulettes.
use std::io::{self, Read};

fn main() {
    let mut inp = String::new();
    io::stdin().read_to_string(&mut inp).unwrap();
    let mut it = inp
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let (n, m) = (it.next().unwrap(), it.next().unwrap());
    let wheels: Vec<(f64, Vec<usize>)> = (0..n)
        .map(|_| {
            let (c, p) = (it.next().unwrap() as f64, it.next().unwrap());
            (c, (0..p).map(|_| it.next().unwrap()).collect())
        })
        .collect();
    let mut e = vec![0.0f64; m + 1];
    for x in (0..m).rev() {
        e[x] = f64::INFINITY;
        for (c, s) in &wheels {
            let (mut sum, mut hits) = (0.0, 0);
            for &y in s.iter().filter(|&&y| y > 0) {
                sum += e[(x + y).min(m)];
                hits += 1;
            }
            e[x] = e[x].min((c * s.len() as f64 + sum) / hits as f64);
        }
    }
    println!("{:.10}", e[0]);
}
