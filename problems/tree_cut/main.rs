// Problem: Jutge P61396 "A tree game" (https://jutge.org/problems/P61396_en)
// Statement: players in turn remove a subtree of a rooted tree; whoever removes the root loses.
//   For each tree print L (the mover loses) or the smallest root of a winning subtree removal.
// Snippets: hackenbush (green_subtree_values: removing v's subtree is cutting the edge above v,
//   the root is the ground, so the mover wins iff g[root] != 0). The winning move is by hand: a
//   target value per vertex, from the root down (cut edge (u, c) iff that alone makes u's value
//   its target; else c's value must become the rest, minus one).
use snippets::hackenbush::green_subtree_values;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    while let Some(n) = it.next() {
        let mut adj = vec![Vec::new(); n];
        let mut children = vec![Vec::new(); n];
        for _ in 0..n - 1 {
            let (x, y) = (it.next().unwrap() - 1, it.next().unwrap() - 1);
            adj[x].push(y);
            adj[y].push(x);
            children[x].push(y);
        }
        let (g, _) = green_subtree_values(&adj, 0);
        if g[0] == 0 {
            writeln!(out, "L").unwrap();
            continue;
        }
        // target[u]: the value u's subtree must take after the move (the root's: 0)
        let mut target = vec![0u64; n];
        let mut best = usize::MAX;
        let mut stack = vec![0];
        while let Some(u) = stack.pop() {
            for &c in &children[u] {
                let w = target[u] ^ g[u] ^ (g[c] + 1); // what c's branch must be worth
                if w == 0 {
                    best = best.min(c); // remove c's subtree
                } else {
                    target[c] = w - 1;
                    stack.push(c);
                }
            }
        }
        writeln!(out, "{}", best + 1).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
