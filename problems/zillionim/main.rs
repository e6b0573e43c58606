// Problem: Google Code Jam 2019 Round 3 A "Zillionim", https://codingcompetitions.withgoogle.com/codejam/round/0000000000051707/0000000000158f1a
// Statement: remove 10^10 consecutive coins from a row of 10^12; the judge's AI moves first, uniformly at random; win almost every game.
// Snippets: grundy (Kayles values of a run counted in blocks of 10^10, and grundy_move: the run to move in and the split that makes the XOR 0).
use snippets::grundy::{grundy, grundy_move};
use std::io::{self, BufRead, BufWriter, Write};

const K: u64 = 10_000_000_000;
const N: u64 = 1_000_000_000_000;

// Kayles: a run of q blocks loses 1 or 2 blocks and splits in two
fn kayles(s: usize, emit: &mut dyn FnMut(&[usize])) {
    for k in 1..=s.min(2) {
        for a in 0..=s - k {
            emit(&[a, s - k - a]);
        }
    }
}

// runs of present coins as (first coin, length); remove coins p..p+K-1 (all present)
fn remove(runs: &mut Vec<(u64, u64)>, p: u64) {
    let i = runs
        .iter()
        .position(|&(s, l)| s <= p && p + K <= s + l)
        .expect("move inside a run");
    let (s, l) = runs[i];
    runs.swap_remove(i);
    if p > s {
        runs.push((s, p - s));
    }
    if p + K < s + l {
        runs.push((p + K, s + l - p - K));
    }
}

// our move: a winning split of the Kayles model when there is one, else wait in the largest run
fn choose(runs: &[(u64, u64)], g: &[u32]) -> u64 {
    let big: Vec<usize> = (0..runs.len()).filter(|&i| runs[i].1 >= K).collect();
    let q: Vec<usize> = big.iter().map(|&i| (runs[i].1 / K) as usize).collect();
    if let Some((j, parts)) = grundy_move(g, &q, kayles) {
        let (s, l) = runs[big[j]];
        let (qq, r) = (l / K, l % K);
        let (a, b) = (parts[0] as u64, parts[1] as u64);
        if a + b + 1 == qq {
            // one block: left a·K (residue 0), right b·K + r
            return s + a * K;
        }
        // two blocks: left a·K + r1, right b·K + r + K - r1, both residues below K - 1
        if r + 4 <= K {
            return s + a * K + K - 2;
        }
        if r + 2 <= K {
            return s + a * K + K - 1;
        }
    }
    // lost in the model (or a residue the model does not cover): take the largest run's front
    let &i = big
        .iter()
        .max_by_key(|&&i| runs[i].1)
        .expect("a valid move exists");
    runs[i].0
}

pub fn run(inp: &mut impl BufRead, out: &mut impl Write) {
    let g: Vec<u32> = grundy((N / K) as usize + 1, kayles);
    let mut line = String::new();
    inp.read_line(&mut line).unwrap(); // T W
    let t: usize = line.split_whitespace().next().unwrap().parse().unwrap();
    for _ in 0..t {
        let mut runs: Vec<(u64, u64)> = vec![(1, N)];
        loop {
            line.clear();
            if inp.read_line(&mut line).unwrap() == 0 {
                return;
            }
            let p: i64 = line.trim().parse().unwrap();
            if p == -1 {
                return;
            }
            if p < 0 {
                break; // -2 won, -3 lost: the next game
            }
            remove(&mut runs, p as u64);
            let q = choose(&runs, &g);
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
