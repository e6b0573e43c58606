// Problem: Codeforces 1312F "Attack on Red Kingdom", https://codeforces.com/problemset/problem/1312/F
// Statement: castles of a_i <= 1e18 defenders; an attack takes x, y or z, infantry / cavalry never
//   twice in a row on one castle; the last attacker wins: count White's winning first attacks.
// Snippets: grundy (a castle as (defenders a, tag t): t = 0 any type allowed, 1 last infantry,
//   2 last cavalry; state 3a + t), grundy_period (find_period on rows packing a's three values,
//   README Patterns "A heap with a tag"), XOR of the castles.
use snippets::{grundy::grundy, grundy_period::*};
use std::collections::HashMap;
use std::io::{self, BufWriter, Read, Write};

struct Table {
    rows: Vec<u32>,
    pre: usize,
    p: usize,
}

impl Table {
    fn new(d: [usize; 3]) -> Table {
        let k = *d.iter().max().unwrap();
        let mut len = 64;
        loop {
            let g: Vec<u32> = grundy(3 * len, |s, emit| {
                let (a, t) = (s / 3, s % 3);
                if a == 0 {
                    return; // no defenders: no attack on this castle
                }
                for (ty, &dk) in d.iter().enumerate() {
                    // ty 0 mixed (always allowed, leaves tag 0), 1 infantry, 2 cavalry
                    if ty == 0 || ty != t {
                        emit(&[3 * a.saturating_sub(dk) + ty]);
                    }
                }
            });
            let rows: Vec<u32> = (0..len)
                .map(|a| (0..3).map(|t| g[3 * a + t] << (8 * t)).sum())
                .collect();
            if let Some((pre, p)) = find_period(&rows, k) {
                return Table { rows, pre, p };
            }
            len *= 2;
        }
    }
    fn value(&self, a: u64, t: usize) -> u32 {
        periodic_value(&self.rows, self.pre, self.p, a) >> (8 * t) & 255
    }
}

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|w| w.parse::<u64>().unwrap());
    let tests = it.next().unwrap();
    let mut cache: HashMap<[usize; 3], Table> = HashMap::new();
    for _ in 0..tests {
        let n = it.next().unwrap() as usize;
        let d = [0; 3].map(|_| it.next().unwrap() as usize);
        let a: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
        let tab = cache.entry(d).or_insert_with(|| Table::new(d));
        let total = a.iter().fold(0, |x, &ai| x ^ tab.value(ai, 0));
        let mut count = 0u64;
        for &ai in &a {
            let rest = total ^ tab.value(ai, 0);
            for (ty, &dk) in d.iter().enumerate() {
                if tab.value(ai.saturating_sub(dk as u64), ty) == rest {
                    count += 1;
                }
            }
        }
        writeln!(out, "{}", count).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    run(&input, &mut BufWriter::new(io::stdout().lock()));
}
