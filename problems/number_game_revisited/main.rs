// Problem: CodeChef NUMGAME2 "Number Game Revisited", https://www.codechef.com/problems/NUMGAME2
// Statement: N >= 1; a move subtracts 1 or a prime d < N; who cannot move (N = 1) loses; Bob first.
// Snippets: win_lose (the win/lose table of t = N - 1, moves t -> t - d for d in {1} + primes,
//   d <= t), grundy_period (find_period on that table, periodic_value for N up to 1e9).
//
// The period is a conjecture of find_period (an infinite move set); proved on residues as the
// README's "An infinite move set" pattern says, with L = {0} mod 4 (t = N - 1, lost iff t % 4 == 0):
// (1) no move joins two losing positions: that needs d % 4 == 0, and 1 and every prime are not;
// (2) from t % 4 = 1, 2, 3 the moves d = 1, 2, 3 (each <= t, each 1 or a prime) land in L.
// pre = 0, so periodic_value is exact for every N.
use snippets::grundy_period::{find_period, periodic_value};
use snippets::win_lose::solve;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let n = 2048; // states t = 0..n
    let mut composite = vec![false; n];
    let mut takes = vec![1usize]; // 1 and the primes below n
    for p in 2..n {
        if !composite[p] {
            takes.push(p);
            (p * p..n).step_by(p).for_each(|q| composite[q] = true);
        }
    }
    let takes = &takes;
    let r = solve(
        n,
        |t: usize| {
            takes
                .iter()
                .take_while(move |&&d| d <= t)
                .map(move |&d| t - d)
        },
        false,
    )
    .unwrap();
    let (pre, p) = find_period(&r.win, 0).unwrap(); // (0, 4)
    let mut it = input
        .split_ascii_whitespace()
        .map(|x| x.parse::<u64>().unwrap());
    let cases = it.next().unwrap();
    let mut s = String::with_capacity(cases as usize * 6);
    for _ in 0..cases {
        let big_n = it.next().unwrap();
        let bob_wins = periodic_value(&r.win, pre, p, big_n - 1); // Bob moves first
        s.push_str(if bob_wins { "BOB\n" } else { "ALICE\n" });
    }
    out.write_all(s.as_bytes()).unwrap();
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
