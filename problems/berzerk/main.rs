// Problem: Codeforces 786A "Berzerk" (https://codeforces.com/problemset/problem/786/A)
// Statement: a monster on a circle of n objects moves x steps, x from the mover's own set; whoever reaches object 1 wins; Win/Lose/Loop per start and first player.
// Snippets: retrograde (Win/Loss/Draw of the states (player to move, square), no graph stored)
use snippets::retrograde::{retrograde_implicit, Outcome};
use std::io::{self, BufWriter, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let n = it.next().unwrap();
    let mut sets = [Vec::new(), Vec::new()];
    for set in sets.iter_mut() {
        let k = it.next().unwrap();
        *set = (0..k).map(|_| it.next().unwrap()).collect();
    }
    let wrap = |s: usize| if s >= n { s - n } else { s }; // s < 2n, and no division
                                                          // State p * n + s: player p (0 = Rick, 1 = Morty) to move, monster on square s (0 = the
                                                          // black hole: the previous player won, so the player to move there has no move and loses).
    let s = retrograde_implicit(
        2 * n,
        &[],
        |v, out| {
            let (p, sq) = (v / n, v % n);
            if sq != 0 {
                out.extend(sets[p].iter().map(|&x| (1 - p) * n + wrap(sq + x)));
            }
        },
        |v, out| {
            let (q, sq) = (1 - v / n, v % n); // q moved into v
            for &x in &sets[q] {
                let from = wrap(sq + n - x);
                if from != 0 {
                    out.push(q * n + from);
                }
            }
        },
    );
    let mut w = BufWriter::new(io::stdout().lock());
    for p in 0..2 {
        let line: Vec<&str> = (1..n)
            .map(|sq| match s.outcome[p * n + sq] {
                Outcome::Win => "Win",
                Outcome::Loss => "Lose",
                Outcome::Draw => "Loop",
            })
            .collect();
        writeln!(w, "{}", line.join(" ")).unwrap();
    }
}
