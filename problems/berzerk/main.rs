// Problem: Codeforces 786A "Berzerk" (https://codeforces.com/problemset/problem/786/A)
// Statement: a monster on a circle of n objects moves x steps, x from the mover's own set; whoever reaches object 1 wins; Win/Lose/Loop per start and first player.
// Snippets: retrograde (Win/Loss/Draw of the states (player to move, square), no graph stored)
use snippets::retrograde::{retrograde_implicit, Label};
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
    let sets = &sets;
    let s = retrograde_implicit(
        2 * n,
        &[],
        |v| if v % n == 0 { 0 } else { sets[v / n].len() },
        |v| {
            let (q, sq) = (1 - v / n, v % n); // q moved into v, from square sq - x
            let from = sets[q].iter().map(move |&x| wrap(sq + n - x));
            from.filter(|&f| f != 0).map(move |f| q * n + f)
        },
    );
    let mut w = BufWriter::new(io::stdout().lock());
    for p in 0..2 {
        let line: Vec<&str> = (1..n)
            .map(|sq| match s.label[p * n + sq] {
                Label::Win => "Win",
                Label::Loss => "Lose",
                Label::Draw => "Loop",
            })
            .collect();
        writeln!(w, "{}", line.join(" ")).unwrap();
    }
}
