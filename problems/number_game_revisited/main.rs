// Problem: CodeChef NUMGAME2 "Number Game Revisited", https://www.codechef.com/problems/NUMGAME2
// Statement: from N subtract 1 or a prime d < N (N stays >= 1); N = 1 to move loses; Bob first.
// Snippets: win_lose::solve tabulates the heap m = N - 1 (subtract 1 or a prime <= m) for small
//   m, grundy_period::find_period(&win, 0) reads the period off the table (4: m % 4 == 0 loses)
//   and periodic_value answers any N. The period is a conjecture for find_period (the move set
//   is infinite, no Guy-Smith bound); the proof is by hand: every move d is 1, 2 or an odd prime,
//   never 0 mod 4, so from m = 0 mod 4 every move leaves m' != 0 mod 4; from m = r mod 4,
//   r in {1, 2, 3}, taking d = r (1, or the prime 2 or 3) leaves a multiple of 4.
use snippets::grundy_period::{find_period, periodic_value};
use snippets::win_lose::solve;
use std::io::{self, BufWriter, Read, Write};

/// Win/lose of heaps 0..n (heap m = N - 1) and its (pre-period, period).
fn table(n: usize) -> (Vec<bool>, usize, usize) {
    let mut sieve = vec![true; n + 1];
    let mut moves = vec![1usize];
    for p in 2..=n {
        if sieve[p] {
            moves.push(p);
            let mut q = p * p;
            while q <= n {
                sieve[q] = false;
                q += p;
            }
        }
    }
    let moves = &moves;
    let r = solve(
        n,
        |s| moves.iter().filter_map(move |&d| s.checked_sub(d)),
        false,
    )
    .unwrap();
    let (pre, p) = find_period(&r.win, 0).expect("no period in the table");
    (r.win, pre, p)
}

pub fn run(input: &str, out: &mut impl Write) {
    let (win, pre, p) = table(400);
    let mut it = input.split_ascii_whitespace();
    let t: usize = it.next().unwrap().parse().unwrap();
    for _ in 0..t {
        let n: u64 = it.next().unwrap().parse().unwrap();
        // Bob moves first at heap n - 1: he wins iff that heap is a win for the mover.
        let bob = periodic_value(&win, pre, p, n - 1);
        out.write_all(if bob { b"BOB\n" } else { b"ALICE\n" })
            .unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
