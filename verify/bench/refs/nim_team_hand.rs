// Reference for verify/bench/takes.sh: the second, by-hand solve of problems/nim_team (POJ 2068),
// one "largest lost heap" per player, O(S·n) a game, O(n) memory.
// Problem: POJ 2068 "Nim" (AOJ 1230, BOJ 9157), http://poj.org/problem?id=2068
// Statement: one heap of S stones, 2n players in turn (teams alternate), player i takes 1..=M_i; whoever takes the last stone loses; does the first team win?
// Snippets: none at run time (range_moves::range_wins, the README's POJ 2068 usage block, gives the same answers but allocates 9·(S+1)·2n bytes per game: ~3 s on the worst case); by hand: range_moves' prefix trick with one "largest lost heap" per player, O(S·n) time, O(n) memory per game.
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    while let Some(teams) = it.next() {
        if teams == 0 {
            break;
        }
        let stones = it.next().unwrap() as u32;
        let p = 2 * teams;
        let m: Vec<u32> = (0..p).map(|_| it.next().unwrap() as u32).collect();
        // (s, q): s stones, player q to move. Taking the last stone only loses, so a move leaves
        // s' in max(1, s - m[q])..=s - 1 for player q + 1, and (1, q) is lost. (s, q) wins iff
        // the largest lost s' < s of player q + 1, last[q + 1] (0: none yet), is in that range.
        let mut last = vec![0u32; p];
        let mut first_wins = false;
        for s in 1..=stones {
            let last0 = last[0]; // player 0's entry before this row's update, for player p - 1
            for q in 0..p {
                let l = if q + 1 == p { last0 } else { last[q + 1] };
                let wins = l != 0 && l + m[q] >= s;
                if q == 0 {
                    first_wins = wins;
                }
                if !wins {
                    last[q] = s;
                }
            }
        }
        writeln!(out, "{}", if first_wins { 1 } else { 0 }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
