// EDPC K "Stones" solved REPS times in one process, for verify/bench/stones.sh:
// `stones_k snippet REPS < input` by win_lose, as problems/stones calls it, or
// `stones_k loop REPS < input` by the plain loop a contestant writes. Bundle with ./bundle.sh.
use snippets::win_lose;
use std::io::Read;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let reps: usize = args.get(2).map_or(1, |r| r.parse().unwrap());
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let (n, k) = (it.next().unwrap(), it.next().unwrap());
    let a: Vec<usize> = it.take(n).collect();
    let mut first = 0;
    for _ in 0..reps {
        let a = std::hint::black_box(&a);
        first += match args.get(1).map(String::as_str) {
            Some("snippet") => {
                let moves = |s: usize| a.iter().filter_map(move |&x| s.checked_sub(x));
                let r = win_lose::solve(k + 1, moves, false).expect("take x >= 1: no cycle");
                r.win[k] as usize
            }
            Some("loop") => {
                let mut win = vec![false; k + 1];
                for s in 0..=k {
                    win[s] = a.iter().any(|&x| x <= s && !win[s - x]);
                }
                win[k] as usize
            }
            _ => panic!("usage: stones_k snippet|loop REPS < input"),
        };
    }
    println!(
        "{} {}/{}",
        if first > 0 { "First" } else { "Second" },
        first,
        reps
    );
}
