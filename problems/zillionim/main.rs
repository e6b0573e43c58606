// Problem: Google Code Jam 2019 Round 3 A "Zillionim", https://codingcompetitions.withgoogle.com/codejam/round/0000000000051707/0000000000158f1a
// Statement: take 10^10 consecutive coins from a row of 10^12, second against a random AI; win W of T.
// Snippets: grundy (Kayles on floor(L / 10^10) pins per run: grundy table, grundy_move after
//   every AI move; the split placed with balanced remainders by hand); lost: cut the front of the
//   longest run and wait for the random AI's mistake.
use snippets::grundy::{grundy, grundy_move};
use std::io::{self, BufRead, BufWriter, Write};

const K: u64 = 10_000_000_000;
const N: u64 = 1_000_000_000_000;

/// Kayles: knock one pin (emitted first: it keeps remainders small) or two adjacent pins.
fn kayles(s: usize, emit: &mut dyn FnMut(&[usize])) {
    for k in 1..=s.min(2) {
        for a in 0..=s - k {
            emit(&[a, s - k - a]);
        }
    }
}

/// Removes coins q..q+K-1 from the runs (start, len); false if they are not all there.
fn remove(runs: &mut Vec<(u64, u64)>, q: u64) -> bool {
    let Some(i) = runs.iter().position(|&(s, l)| s <= q && q + K <= s + l) else {
        return false;
    };
    let (s, l) = runs.swap_remove(i);
    if q > s {
        runs.push((s, q - s));
    }
    if s + l > q + K {
        runs.push((q + K, s + l - q - K));
    }
    true
}

/// Our move: the start of the block to take.
fn choose(g: &[u32], runs: &[(u64, u64)]) -> u64 {
    let blocks: Vec<usize> = runs.iter().map(|&(_, l)| (l / K) as usize).collect();
    if let Some((i, parts)) = grundy_move(g, &blocks, kayles) {
        let (s, l) = runs[i];
        let (m, r) = (l / K, l % K);
        let (a, b) = (parts[0] as u64, parts[1] as u64);
        // remainders x (left piece) and y (right piece): x + y = r (one pin) or r + K (two)
        let x = if a + b + 1 == m {
            r / 2
        } else if r + 1 < K {
            if a == 0 {
                K - 1 // the empty left piece takes the slack
            } else if b == 0 {
                r + 1
            } else {
                r + 1 + (K - 2 - r) / 2
            }
        } else {
            u64::MAX // r = K - 1: two pins cannot be knocked (never seen against a random AI)
        };
        if x != u64::MAX {
            return s + a * K + x;
        }
    }
    // lost (or the rare case above): take the front of the longest run
    let &(s, _) = runs.iter().max_by_key(|&&(_, l)| l).unwrap();
    s
}

pub fn run(inp: &mut impl BufRead, out: &mut impl Write) {
    let g = grundy(101, kayles);
    let mut line = String::new();
    inp.read_line(&mut line).unwrap();
    let t: usize = line.split_whitespace().next().unwrap().parse().unwrap();
    for _ in 0..t {
        let mut runs = vec![(1u64, N)];
        loop {
            line.clear();
            if inp.read_line(&mut line).unwrap() == 0 {
                return;
            }
            let p: i64 = line.trim().parse().unwrap();
            if p == -2 || p == -3 {
                break;
            }
            if p < 0 || !remove(&mut runs, p as u64) {
                return;
            }
            let q = choose(&g, &runs);
            remove(&mut runs, q);
            writeln!(out, "{}", q).unwrap();
            out.flush().unwrap();
        }
    }
}

fn main() {
    run(
        &mut io::stdin().lock(),
        &mut BufWriter::new(io::stdout().lock()),
    );
}
