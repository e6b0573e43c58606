// Problem: UVa 10561 "Treblecross", https://onlinejudge.org/index.php?option=com_onlinejudge&Itemid=8&page=show_problem&problem=1502
// Statement: put an X in an empty cell of a row; who makes three X in a row wins; print WINNING / LOSING and every winning move.
// Snippets: grundy (the runs of playable cells are a split game like Kayles: a move at j removes j-2..=j+2 and leaves two runs).
use snippets::grundy::grundy;
use std::io::{self, Read, Write};

fn solve(s: &[u8], g: &[u32]) -> Vec<usize> {
    let n = s.len();
    let x = |i: isize| i >= 0 && (i as usize) < n && s[i as usize] == b'X';
    // a move that makes three in a row wins at once
    let now: Vec<usize> = (0..n)
        .filter(|&i| {
            let i = i as isize;
            s[i as usize] == b'.'
                && ((x(i - 2) && x(i - 1)) || (x(i - 1) && x(i + 1)) || (x(i + 1) && x(i + 2)))
        })
        .collect();
    if !now.is_empty() {
        return now;
    }
    // else a move within distance 2 of an X hands the opponent three in a row: the playable
    // cells are those 3 or more away from every X, in runs; each run is one component
    let ok = |i: usize| (i.saturating_sub(2)..(i + 3).min(n)).all(|k| s[k] == b'.');
    let mut runs = Vec::new();
    let mut i = 0;
    while i < n {
        let st = i;
        while i < n && ok(i) {
            i += 1;
        }
        if i > st {
            runs.push((st, i - st));
        }
        i += 1;
    }
    let total = runs.iter().fold(0, |t, &(_, l)| t ^ g[l]);
    let mut wins = Vec::new();
    for &(st, l) in &runs {
        for j in 0..l {
            let (a, b) = (j.saturating_sub(2), (l - j).saturating_sub(3));
            if total ^ g[l] ^ g[a] ^ g[b] == 0 {
                wins.push(st + j);
            }
        }
    }
    wins
}

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input.split_ascii_whitespace();
    let t: usize = it.next().unwrap().parse().unwrap();
    // a run of len playable cells: X at j kills j-2..=j+2, leaving runs j-2 and len-j-3
    let g = grundy(201, |len, emit| {
        for j in 0..len {
            emit(&[j.saturating_sub(2), (len - j).saturating_sub(3)]);
        }
    });
    for _ in 0..t {
        let wins = solve(it.next().unwrap().as_bytes(), &g);
        let pos: Vec<String> = wins.iter().map(|i| (i + 1).to_string()).collect();
        let verdict = if wins.is_empty() { "LOSING" } else { "WINNING" };
        writeln!(out, "{}\n{}", verdict, pos.join(" ")).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
