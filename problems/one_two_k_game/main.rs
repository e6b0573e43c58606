// Problem: Codeforces 1194D "1-2-K Game", https://codeforces.com/problemset/problem/1194/D
// Statement: a chip on cell n moves 1, 2 or k cells left, never below 0; who cannot move loses.
// Snippets: none at run time: a closed form (k % 3 != 0: n loses iff n % 3 == 0; else with
//   r = n % (k + 1): r loses iff r % 3 == 0 and r != k), found with grundy::subtraction_table and
//   grundy_period::find_period on the win/lose tables of k < 40 (period 3, or k + 1 when 3 | k).
use std::io::{self, BufWriter, Read, Write};

fn alice_wins(n: u64, k: u64) -> bool {
    if k % 3 != 0 {
        // from n % 3 != 0 take 1 or 2 to a multiple of 3; from a multiple of 3 every move
        // (1, 2, or k, k not a multiple of 3) leaves a non-multiple
        return n % 3 != 0;
    }
    // 3 | k: blocks of k + 1 cells, r = n % (k + 1). r = k takes k to its block's start r = 0,
    // a loss: 1 and 2 reach r = k and k - 1 of the block below, k reaches its r = 1 (all wins).
    // Other r follow r % 3: the k-move from r % 3 == 0 (r < k) lands on r + 1 of the block below
    let r = n % (k + 1);
    r == k || r % 3 != 0
}

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let (n, k) = (it.next().unwrap(), it.next().unwrap());
        writeln!(out, "{}", if alice_wins(n, k) { "Alice" } else { "Bob" }).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
