// Problem: Codeforces 1839E "Decreasing Game" (interactive), https://codeforces.com/problemset/problem/1839/E
// Statement: each round First names a positive a_i, Second another positive a_j, both drop by
//   min(a_i, a_j); who cannot name an element loses. Choose a side and beat the judge.
// Snippets: none at run time. Second wins iff the array splits into two parts of equal sum
//   (answer every i with a positive j of the other part: the split stays equal); otherwise
//   First names any positive element (a round never creates an equal split). The rule was
//   checked with game_dp::dp_wins on 3000 random arrays (n <= 6, a_i <= 12); subset sum by hand.
use std::io::{self, BufRead, BufWriter, Write};

fn read_int(inp: &mut impl BufRead) -> Option<i64> {
    let mut line = String::new();
    loop {
        line.clear();
        if inp.read_line(&mut line).unwrap() == 0 {
            return None;
        }
        if let Some(t) = line.split_whitespace().next() {
            return Some(t.parse().unwrap());
        }
    }
}

pub fn run(inp: &mut impl BufRead, out: &mut impl Write) {
    let mut tokens: Vec<i64> = Vec::new();
    let mut line = String::new();
    while tokens.is_empty() || tokens.len() < 1 + tokens[0] as usize {
        line.clear();
        if inp.read_line(&mut line).unwrap() == 0 {
            return;
        }
        tokens.extend(line.split_whitespace().map(|t| t.parse::<i64>().unwrap()));
    }
    let n = tokens[0] as usize;
    let mut a: Vec<i64> = tokens[1..=n].to_vec();
    let say = |out: &mut dyn Write, s: String| {
        writeln!(out, "{}", s).unwrap();
        out.flush().unwrap();
    };
    // subset sum with the first item that reached each sum, to rebuild one part
    let total: i64 = a.iter().sum();
    let mut from = vec![usize::MAX; total as usize + 1];
    let mut reach = vec![false; total as usize + 1];
    reach[0] = true;
    for (i, &x) in a.iter().enumerate() {
        let x = x as usize;
        for s in (x..=total as usize).rev() {
            if !reach[s] && reach[s - x] {
                reach[s] = true;
                from[s] = i;
            }
        }
    }
    let play = |i: usize, j: usize, a: &mut Vec<i64>| {
        let d = a[i].min(a[j]);
        a[i] -= d;
        a[j] -= d;
    };
    if total % 2 == 0 && reach[total as usize / 2] {
        let mut side = vec![false; n];
        let mut s = total as usize / 2;
        while s > 0 {
            side[from[s]] = true;
            s -= a[from[s]] as usize;
        }
        say(out, "Second".to_string());
        loop {
            let i = match read_int(inp) {
                Some(i) if i > 0 => i as usize - 1,
                _ => return,
            };
            let j = (0..n).find(|&j| side[j] != side[i] && a[j] > 0).unwrap();
            say(out, format!("{}", j + 1));
            play(i, j, &mut a);
        }
    } else {
        say(out, "First".to_string());
        loop {
            let i = (0..n).find(|&i| a[i] > 0).unwrap();
            say(out, format!("{}", i + 1));
            let j = match read_int(inp) {
                Some(j) if j > 0 => j as usize - 1,
                _ => return,
            };
            play(i, j, &mut a);
        }
    }
}

fn main() {
    run(
        &mut io::stdin().lock(),
        &mut BufWriter::new(io::stdout().lock()),
    );
}
