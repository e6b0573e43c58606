// Problem: Codeforces 1310F "Bad Cryptography", https://codeforces.com/problemset/problem/1310/F
// Statement: given nimbers a, b < 2^64, find x with a^x = b in nim powers, or -1.
// Snippets: nim_log (Pohlig-Hellman discrete log in GF(2^64)).
use snippets::nim_log::nim_log;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let a = it.next().unwrap();
        let b = it.next().unwrap();
        match nim_log(a, b) {
            Some(x) => writeln!(out, "{}", x).unwrap(),
            None => writeln!(out, "-1").unwrap(),
        }
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
