// Problem: QOJ 18516 "Game: Binary String" (https://qoj.ac/problem/18516)
// Statement: interactive; Alice and Bob append 0/1 in turn (Alice first) until |t| = k; Alice wins
//   iff s is a substring of t; pick the winning side and beat the judge.
// Snippets: game_dp (dp_wins over the tuple state (|t|, KMP state of s) with a HashMap memo, one
//   per test case shared by every turn; the best move index is the character to append)
use snippets::game_dp::dp_wins;
use std::collections::HashMap;
use std::io::{self, BufRead, BufWriter, Write};

/// delta[j][c]: the longest prefix of s that is a suffix of (s[..j] + c); state m (s seen) absorbs.
fn kmp_automaton(s: &[u8]) -> Vec<[usize; 2]> {
    let m = s.len();
    let mut fail = vec![0usize; m + 1];
    let mut delta = vec![[0usize; 2]; m + 1];
    for j in 0..=m {
        let step = |c: usize| {
            if j == m {
                m
            } else if (s[j] - b'0') as usize == c {
                j + 1
            } else if j == 0 {
                0
            } else {
                delta[fail[j]][c]
            }
        };
        delta[j] = [step(0), step(1)];
        if (1..m).contains(&j) {
            fail[j + 1] = delta[fail[j]][(s[j] - b'0') as usize];
        }
    }
    delta
}

pub fn run(inp: &mut impl BufRead, out: &mut impl Write) {
    let say = |out: &mut dyn Write, s: &str| {
        writeln!(out, "{}", s).unwrap();
        out.flush().unwrap();
    };
    let mut line = String::new();
    inp.read_line(&mut line).unwrap();
    let tests: usize = line.trim().parse().unwrap();
    for _ in 0..tests {
        line.clear();
        inp.read_line(&mut line).unwrap();
        let mut it = line.split_ascii_whitespace();
        let s = it.next().unwrap().as_bytes().to_vec();
        let k: usize = it.next().unwrap().parse().unwrap();
        let m = s.len();
        let delta = kmp_automaton(&s);
        let delta = &delta;
        // state (i, j): i characters appended, j the KMP state; Alice moves when i is even
        let outcome = move |(i, j): (usize, usize)| {
            if j == m {
                Some(i % 2 == 0) // s already seen: the mover wins iff it is Alice
            } else if i == k {
                Some(i % 2 == 1) // over without s: the mover wins iff it is Bob
            } else {
                None
            }
        };
        let moves = move |(i, j): (usize, usize)| (0..2).map(move |c| (i + 1, delta[j][c]));
        let mut memo = HashMap::new();
        let (alice_wins, _) = dp_wins(&mut memo, (0, 0), &outcome, &moves);
        let me = if alice_wins { 0 } else { 1 }; // my turns: i % 2 == me
        say(out, if alice_wins { "Alice" } else { "Bob" });
        let mut j = 0;
        for i in 0..k {
            let c = if i % 2 == me {
                let (win, best) = dp_wins(&mut memo, (i, j), &outcome, &moves);
                assert!(win, "the side chosen wins from every position of its turn");
                // s already seen: the state is decided, no best move; any character will do
                let c = if j == m {
                    0
                } else {
                    best.expect("a winning move")
                };
                say(out, if c == 0 { "0" } else { "1" });
                c
            } else {
                line.clear();
                inp.read_line(&mut line).unwrap();
                match line.trim() {
                    "0" => 0,
                    "1" => 1,
                    _ => return, // the judge stopped
                }
            };
            j = delta[j][c];
        }
    }
}

fn main() {
    run(
        &mut io::stdin().lock(),
        &mut BufWriter::new(io::stdout().lock()),
    );
}
