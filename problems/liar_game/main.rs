// Problem: THUPC 2023 preliminary J "LIAR GAME!" (Luogu P9142 "欺诈游戏"), https://www.luogu.com.cn/problem/P9142
// Statement: the smuggling game on 0..=n; print both players' unique optimal strategies mod 998244353.
// Snippets: none at run time (n <= 400000 rules out an LP); matrix_game_exact on n <= 7 showed the
// closed form below, which the indifference equations prove.
use std::io::{self, BufWriter, Read, Write};

const P: u64 = 998_244_353;

fn pow(mut b: u64, mut e: u64) -> u64 {
    let mut r = 1;
    while e > 0 {
        if e & 1 == 1 {
            r = r * b % P;
        }
        b = b * b % P;
        e >>= 1;
    }
    r
}

pub fn run(input: &str, out: &mut impl Write) {
    let n: u64 = input.trim().parse().unwrap();
    // The smuggler puts x, the prosecutor guesses y: the smuggler gets 0 (x = y), x (x > y) or
    // y / 2 (x < y). Value n (n + 1) / (2 (n + 2)), both strategies fully mixed:
    // smuggler: p_0 = 2 / (n + 2), p_x = 1 / (n + 2): every guess y then costs the prosecutor
    //   (sum_{x > y} x + y (y + 1) / 2) / (n + 2) = n (n + 1) / (2 (n + 2)).
    // prosecutor: q_{x+1} = 2 (q_0 + .. + q_x + x q_x) / (x + 1) makes the smuggler indifferent
    //   between x and x + 1; from q_0 = 1: q_k = (k + 3) 2^(k - 2), summing to (n + 2) 2^(n - 1),
    //   so q_0 = 1 / ((n + 2) 2^(n - 1)) and q_k = (k + 3) / ((n + 2) 2^(n + 1 - k)).
    let inv = pow(n + 2, P - 2);
    let half = P / 2 + 1; // the inverse of 2
    let mut line = String::with_capacity(11 * (n as usize + 1));
    line += &(2 * inv % P).to_string();
    for _ in 1..=n {
        line.push(' ');
        line += &inv.to_string();
    }
    writeln!(out, "{}", line).unwrap();
    // halves[i] = 2^-i for i = 0..=n
    let mut halves = vec![1u64; n as usize + 1];
    for i in 1..=n as usize {
        halves[i] = halves[i - 1] * half % P;
    }
    line.clear();
    line += &(inv * halves[n as usize - 1] % P).to_string();
    for k in 1..=n {
        line.push(' ');
        line += &((k + 3) % P * inv % P * halves[(n + 1 - k) as usize] % P).to_string();
    }
    writeln!(out, "{}", line).unwrap();
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
