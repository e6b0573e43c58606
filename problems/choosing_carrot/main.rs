// Problem: Codeforces 794E "Choosing Carrot", https://codeforces.com/problemset/problem/794/E
// Statement: eat carrots from either end until one is left (Oleg maximizes it, Igor minimizes
// it, Oleg first); Oleg first eats k extra carrots: print the result for every k.
// Snippets: none at run time: a closed form per window (length m even: the larger of the two
// middle carrots; odd m >= 3: max(min(a[c-1], a[c]), min(a[c], a[c+1])) around the center c),
// checked with game_dp::dp_fold on every window of 3000 random rows of <= 12 carrots.
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let n = it.next().unwrap() as usize;
    let a: Vec<u64> = it.take(n).collect();
    // ans[m] = the best window of length m for Oleg; x_k = ans[n - k]
    let mut ans = vec![0u64; n + 1];
    ans[1] = *a.iter().max().unwrap();
    // even m: windows [l, l + m), c = l + m / 2 in [m / 2, n - m / 2], value max(a[c - 1], a[c])
    let even = |c: usize| a[c - 1].max(a[c]);
    // odd m >= 3: center c = l + m / 2 in [m / 2, n - 1 - m / 2]
    let odd = |c: usize| a[c - 1].min(a[c]).max(a[c].min(a[c + 1]));
    for parity in 0..2 {
        let value = |c: usize| if parity == 0 { even(c) } else { odd(c) };
        let mut m = if n % 2 == parity { n } else { n - 1 };
        let mut best = 0u64;
        let (mut lo, mut hi) = (usize::MAX, usize::MAX); // the centers counted: lo..=hi
        while m >= 2 {
            let h = m / 2;
            let (from, to) = (h, if parity == 0 { n - h } else { n - 1 - h });
            // the ranges nest and widen as m falls: count only the centers new to this one
            let fresh: Vec<usize> = if lo == usize::MAX {
                (from..=to).collect()
            } else {
                (from..lo).chain(hi + 1..=to).collect()
            };
            for c in fresh {
                best = best.max(value(c));
            }
            (lo, hi) = (from, to);
            ans[m] = best;
            m -= 2;
        }
    }
    let line: Vec<String> = (0..n).map(|k| ans[n - k].to_string()).collect();
    writeln!(out, "{}", line.join(" ")).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
