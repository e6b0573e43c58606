// Problem: Codeforces 1934D2 "XOR Break — Game Version" (https://codeforces.com/problemset/problem/1934/D2)
// Statement: interactive; the holder of p breaks it into p1 ^ p2 = p (0 < p1, p2 < p), the
//   opponent picks one and must break it; who cannot break loses. Win as Alice in <= 63 breaks.
// Snippets: none fits (by hand, a closed form). p is unbreakable iff it has one set bit. Since
//   popcount(p1) + popcount(p2) has the parity of popcount(p), every break of an odd p leaves an
//   even part, and an even p splits into two odd parts: even is a win for the holder. Alice breaks
//   an even q into (top bit, rest): the rest's top bit is q's second bit, so the top bit of what
//   Alice holds drops every round: at most 60 breaks.
use std::io::{self, BufRead, BufWriter, Write};

fn read_nums(inp: &mut impl BufRead) -> Vec<i64> {
    let mut s = String::new();
    inp.read_line(&mut s).unwrap();
    s.split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect()
}

fn say(out: &mut impl Write, s: String) {
    writeln!(out, "{}", s).unwrap();
    out.flush().unwrap();
}

/// Alice's break of q (an even number of set bits, at least 2).
fn split(q: i64) -> String {
    let h = 1i64 << (63 - q.leading_zeros());
    format!("{} {}", h, q ^ h)
}

pub fn run(inp: &mut impl BufRead, out: &mut impl Write) {
    let t = read_nums(inp)[0];
    for _ in 0..t {
        let n = read_nums(inp)[0];
        if n.count_ones() % 2 == 0 {
            say(out, "first".into());
            say(out, split(n));
        } else {
            say(out, "second".into());
        }
        loop {
            let v = read_nums(inp);
            if v[0] == 0 {
                break; // Bob cannot break: this game is won
            }
            if v[0] < 0 {
                return;
            }
            let q = if v[0].count_ones() % 2 == 0 {
                v[0]
            } else {
                v[1]
            };
            say(out, split(q));
        }
    }
}

fn main() {
    let stdin = io::stdin();
    let mut inp = stdin.lock();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&mut inp, &mut out);
}
