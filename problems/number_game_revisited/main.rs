// Problem: CodeChef NUMGAME2 "Number Game Revisited", https://www.codechef.com/problems/NUMGAME2
// Statement: from N, subtract 1 or a prime d < N; Bob moves first; no move (N = 1) loses; N <= 1e9.
// Snippets: grundy::subtraction_table for the table of heaps s = N - 1 (take 1 or a prime <= s),
//   grundy_period::find_period on its win/lose column (period 4, proved below), periodic_value.
//
// Proof of the period (find_period with max_move = 0 only reports what the table shows): the
// mover loses iff N % 4 == 1. From N % 4 == 1 every move d is 1, 2, 3 or an odd prime, never a
// multiple of 4, so N - d % 4 != 1; from any other N one of d = 1, 2, 3 (all allowed, d < N as
// N - d >= 1) reaches N - d % 4 == 1.
use snippets::grundy::subtraction_table;
use snippets::grundy_period::{find_period, periodic_value};
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let len = 1000;
    // the moves: 1 and every prime below the table's length (a heap s < len takes d <= s)
    let mut set = vec![1usize];
    set.extend((2..len).filter(|&d| (2..d).take_while(|q| q * q <= d).all(|q| d % q != 0)));
    let g = subtraction_table(len, &set);
    let win: Vec<bool> = g.iter().map(|&v| v != 0).collect();
    let (pre, p) = find_period(&win, 0).expect("no period in the table");
    let mut it = input
        .split_ascii_whitespace()
        .map(|x| x.parse::<u64>().unwrap());
    let t = it.next().unwrap_or(0);
    for _ in 0..t {
        let n = it.next().unwrap();
        // heap s = N - 1: the mover (Bob first) wins iff s is a winning heap
        let bob = periodic_value(&win, pre, p, n - 1);
        out.write_all(if bob { b"BOB\n" } else { b"ALICE\n" })
            .unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
