// Problem: ICPC World Finals 2014 D "Game Strategy" (Kattis game), https://open.kattis.com/problems/game
// Statement: Alice picks an option (a set of positions), Bob moves the piece to one of its positions; for every (start, target) the fewest rounds in which Alice forces the target, or -1.
// Snippets: retrograde (retrograde_implicit once per target: positions and options are the two players' nodes, the target a Win for Alice; rounds = dist / 2).
use snippets::retrograde::*;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input.split_ascii_whitespace();
    let n: usize = it.next().unwrap().parse().unwrap();
    // nodes 0..n: positions (Alice to move); n + o: option o (Bob to move)
    let mut mask: Vec<u32> = Vec::new();
    let mut owner: Vec<u32> = Vec::new();
    let mut count = vec![0usize; n];
    for (p, c) in count.iter_mut().enumerate() {
        let m: usize = it.next().unwrap().parse().unwrap();
        *c = m;
        for _ in 0..m {
            let s = it.next().unwrap().as_bytes();
            mask.push(s.iter().fold(0u32, |a, &b| a | 1 << (b - b'a')));
            owner.push(p as u32);
        }
    }
    let total = n + mask.len();
    let (mask, owner, count) = (&mask, &owner, &count);
    let degree = |u: usize| {
        if u < n {
            count[u]
        } else {
            mask[u - n].count_ones() as usize
        }
    };
    let pred = |v: usize| {
        let opts = if v < n { mask.len() } else { 0 };
        (0..opts)
            .filter(move |&o| mask[o] >> v & 1 == 1)
            .map(move |o| o + n)
            .chain((v >= n).then(|| owner[v - n] as usize))
    };
    // col[q][p]: the rounds from start p to target q (-1: never)
    let col: Vec<Vec<i64>> = (0..n)
        .map(|q| {
            let r = retrograde_implicit(total, &[(q, Label::Win)], degree, pred);
            let rounds = |p: usize| {
                if r.label[p] == Label::Win {
                    r.dist[p] as i64 / 2
                } else {
                    -1
                }
            };
            (0..n).map(rounds).collect()
        })
        .collect();
    for p in 0..n {
        let line: Vec<String> = col.iter().map(|c| c[p].to_string()).collect();
        writeln!(out, "{}", line.join(" ")).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
