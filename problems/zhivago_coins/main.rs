// Problem: Kattis "Coins" (Bergen Open 2021 C, https://bergen-open21.kattis.com/contests/bergen-open21/problems/bergen-open21.coins)
// Statement: interactive; take 1, 2 or 3 coins in turn, the one who takes the last coin loses;
//   you move first from a winning position against an optimal magician.
// Snippets: win_lose (misère: state k = coins left for the mover; state 0 has no move and, in
//   misère play, wins: the other side took the last coin; good_move is the state to leave)
use snippets::win_lose::solve;
use std::io::{self, BufRead, BufWriter, Write};

pub fn run(inp: &mut impl BufRead, out: &mut impl Write) {
    let mut s = String::new();
    inp.read_line(&mut s).unwrap();
    let n: usize = s.trim().parse().unwrap();
    let moves_of = |k: usize| (1..=3).filter(move |&x| x <= k).map(move |x| k - x);
    let r = solve(n + 1, moves_of, true).unwrap();
    let mut left = n;
    loop {
        let to = r.good_move[left].expect("a winning position for the mover");
        writeln!(out, "{}", left - to).unwrap();
        out.flush().unwrap();
        s.clear();
        inp.read_line(&mut s).unwrap();
        match s.trim().parse::<usize>() {
            Ok(c) => left = to - c,
            Err(_) => return, // "I give up"
        }
    }
}

fn main() {
    let stdin = io::stdin();
    let mut inp = stdin.lock();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&mut inp, &mut out);
}
