// Problem: Codeforces 850C "Arpa and a game with Mojtaba", https://codeforces.com/problemset/problem/850/C
// Statement: pick p^k dividing some number; every number divisible by p^k is divided by it; who cannot move loses.
// Snippets: grundy_memo (grundy_of over one prime's set of exponents as a bitmask; the primes are a sum: XOR).
use snippets::grundy_memo::*;
use std::collections::HashMap;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let n = it.next().unwrap() as usize;
    // per prime: bit e set when some number holds p^e exactly (e >= 1)
    let mut masks: HashMap<u64, u64> = HashMap::new();
    for _ in 0..n {
        let mut x = it.next().unwrap();
        let mut p = 2;
        while p * p <= x {
            if x % p == 0 {
                let mut e = 0;
                while x % p == 0 {
                    x /= p;
                    e += 1;
                }
                *masks.entry(p).or_insert(0) |= 1 << e;
            }
            p += 1;
        }
        if x > 1 {
            *masks.entry(x).or_insert(0) |= 1 << 1;
        }
    }
    let mut memo: HashMap<u64, Option<u32>> = HashMap::new();
    // choosing p^k: exponents e >= k become e - k, smaller ones stay; exponent 0 is dropped
    let moves = |m: u64, emit: &mut dyn FnMut(&[u64])| {
        for k in 1..64 {
            if m >> k == 0 {
                break;
            }
            emit(&[((m & ((1 << k) - 1)) | (m >> k)) & !1]);
        }
    };
    let mut x = 0;
    for &m in masks.values() {
        x ^= grundy_of(&mut memo, m, moves);
    }
    writeln!(out, "{}", if x != 0 { "Mojtaba" } else { "Arpa" }).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
