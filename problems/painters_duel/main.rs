// Problem: Kick Start 2020 Round F "Painters' Duel", https://zibada.guru/gcj/ks2020f/problems/
//   (archive; also BOJ 23919)
// Statement: two painters walk a triangle of S^2 rooms, each in turn moving to an adjacent
//   unpainted room and painting it; one who cannot move skips the turn. Best rooms(A) - rooms(B).
// Snippets: game_dp (dp_value over (painted rooms, both rooms, mover): `Pass(1, ..)` to paint,
//   `Pass(0, ..)` to skip, no step when neither can move; a HashMap memo per case).
use snippets::game_dp::DpStep::*;
use snippets::game_dp::*;
use std::collections::HashMap;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let x: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut k = 1;
    for case in 1..=x[0] {
        let (s, ra, pa, rb, pb, c) = (x[k], x[k + 1], x[k + 2], x[k + 3], x[k + 4], x[k + 5]);
        k += 6;
        // room (r, p) at (r - 1)^2 + p - 1; odd p points up (a door below), even p down (above)
        let id = |r: usize, p: usize| (r - 1) * (r - 1) + p - 1;
        let mut adj = vec![Vec::new(); s * s];
        for r in 1..=s {
            for p in 1..2 * r {
                let a = &mut adj[id(r, p)];
                if p > 1 {
                    a.push(id(r, p - 1));
                }
                if p < 2 * r - 1 {
                    a.push(id(r, p + 1));
                }
                if p % 2 == 1 && r < s {
                    a.push(id(r + 1, p + 1));
                }
                if p % 2 == 0 {
                    a.push(id(r - 1, p - 1));
                }
            }
        }
        let mut painted: u64 = 1 << id(ra, pa) | 1 << id(rb, pb);
        for _ in 0..c {
            painted |= 1 << id(x[k], x[k + 1]);
            k += 2;
        }
        let adj = &adj;
        // state (painted, room of the mover, room of the other)
        let free =
            move |m: u64, at: usize| adj[at].iter().copied().filter(move |&v| m >> v & 1 == 0);
        let steps = move |(m, me, other): (u64, usize, usize)| {
            let mut v: Vec<_> = free(m, me)
                .map(|to| Pass(1, (m | 1 << to, other, to)))
                .collect();
            if v.is_empty() && free(m, other).next().is_some() {
                v.push(Pass(0, (m, other, me))); // skip: the other moves again
            }
            v
        };
        let (v, _) = dp_value(
            &mut HashMap::new(),
            (painted, id(ra, pa), id(rb, pb)),
            &|_| None,
            &steps,
        );
        writeln!(out, "Case #{}: {}", case, v).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
