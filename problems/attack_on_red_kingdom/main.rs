// Problem: Codeforces 1312F "Attack on Red Kingdom", https://codeforces.com/problemset/problem/1312/F
// Statement: castles of a_i defenders; an attack lowers one castle by x, y or z, no two
//   infantry (or two cavalry) attacks in a row on one castle; the last attacker wins. Count the
//   winning first attacks.
// Snippets: grundy (one castle's state (defenders, last attack type) numbered 3a + t),
//   grundy_period (find_period / periodic_value on the three values per a packed in one u32,
//   a moves at most 5 back: a proven period), XOR over castles.
use snippets::grundy::grundy;
use snippets::grundy_period::{find_period, periodic_value};
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|w| w.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let n = it.next().unwrap() as usize;
        let d = [
            it.next().unwrap() as usize,
            it.next().unwrap() as usize,
            it.next().unwrap() as usize,
        ];
        let a: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
        // t = 0: any attack allowed (never attacked, or last mixed); 1: last infantry; 2: cavalry
        let len = 200; // every (x, y, z) in 1..=5: pre + period <= 32
        let g = grundy(3 * len, |s, emit| {
            let (a, last) = (s / 3, s % 3);
            if a == 0 {
                return;
            }
            for (k, &dk) in d.iter().enumerate() {
                if k == 0 || k != last {
                    emit(&[3 * a.saturating_sub(dk) + k]);
                }
            }
        });
        let h: Vec<u32> = (0..len)
            .map(|a| g[3 * a] | g[3 * a + 1] << 2 | g[3 * a + 2] << 4)
            .collect();
        let (pre, p) = find_period(&h, 5).expect("no period in 200 rows");
        let val = |a: u64, k: usize| periodic_value(&h, pre, p, a) >> (2 * k) & 3;
        let total = a.iter().fold(0, |x, &ai| x ^ val(ai, 0));
        let mut count = 0u64;
        for &ai in &a {
            let rest = total ^ val(ai, 0);
            for (k, &dk) in d.iter().enumerate() {
                if rest == val(ai.saturating_sub(dk as u64), k) {
                    count += 1;
                }
            }
        }
        writeln!(out, "{}", count).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
