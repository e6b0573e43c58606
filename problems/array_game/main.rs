// Problem: Luogu P3179 "[HAOI2015] 数组游戏" (BZOJ 4035), https://www.luogu.com.cn/problem/P3179
// Statement: cells 1..N (N <= 1e9), a move picks a white cell x and some k <= N / x and flips
//   x, 2x, .., kx; no move loses. K colourings (<= 100 white cells each): does the first win?
// Snippets: grundy::mex (each value from the XORs one move reaches); by hand: a coin-turning
//   game, so a colouring is the XOR of its white cells' values, a cell's value depends only on
//   m = N / x (f(m) = mex over k of XOR_{j=2..k} f(m / j)), computed over the ~2 sqrt(N)
//   distinct m in blocks of equal m / j (an O(N^(3/4)) sweep).
use snippets::grundy::mex;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let n = it.next().unwrap();
    let k = it.next().unwrap();
    let mut s = 1u64;
    while (s + 1) * (s + 1) <= n {
        s += 1;
    }
    // small[q] = f(q) for q <= s, big[i] = f(n / i) for n / i > s (then i <= s).
    let mut small = vec![0u32; s as usize + 1];
    let mut big = vec![0u32; s as usize + 2];
    let mut values: Vec<u64> = (1..=s).collect();
    let mut i = s;
    while i >= 1 {
        if n / i > s {
            values.push(n / i);
        }
        i -= 1;
    }
    let mut reach: Vec<u32> = Vec::new();
    for &m in &values {
        reach.clear();
        reach.push(0); // k = 1: only x turns black
        let mut pre = 0u32; // XOR of f(m / j) for j = 2..l - 1
        let mut l = 2u64;
        while l <= m {
            let q = m / l;
            let r = m / q;
            let fq = if q <= s {
                small[q as usize]
            } else {
                big[(n / q) as usize]
            };
            reach.push(pre ^ fq); // k = l
            if r > l {
                reach.push(pre); // k = l + 1
            }
            if (r - l + 1) % 2 == 1 {
                pre ^= fq;
            }
            l = r + 1;
        }
        let v = mex(&reach);
        if m <= s {
            small[m as usize] = v;
        } else {
            big[(n / m) as usize] = v;
        }
    }
    for _ in 0..k {
        let w = it.next().unwrap();
        let mut g = 0u32;
        for _ in 0..w {
            let x = it.next().unwrap();
            let m = n / x;
            g ^= if m <= s {
                small[m as usize]
            } else {
                big[(n / m) as usize]
            };
        }
        writeln!(out, "{}", if g != 0 { "Yes" } else { "No" }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    run(&input, &mut BufWriter::new(io::stdout().lock()));
}
