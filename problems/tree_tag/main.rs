// Problem: Codeforces 1404B "Tree Tag", https://codeforces.com/problemset/problem/1404/B
// Statement: Alice (jumps <= da) chases Bob (jumps <= db) on a tree, Alice first; she wins iff
//   she can force a meeting, else the game goes on forever and Bob wins.
// Snippets: none at run time (n up to 1e5: (a, b, turn) is 2n^2 positions, too many for
//   retrograde). The closed form: Alice wins iff dist(a, b) <= da, or 2·da >= the diameter,
//   or db <= 2·da; checked off-line against retrograde on small trees.
use std::io::{self, BufWriter, Read, Write};

fn bfs(adj: &[Vec<usize>], s: usize) -> Vec<usize> {
    let mut d = vec![usize::MAX; adj.len()];
    let mut q = vec![s];
    d[s] = 0;
    let mut i = 0;
    while i < q.len() {
        let v = q[i];
        i += 1;
        for &w in &adj[v] {
            if d[w] == usize::MAX {
                d[w] = d[v] + 1;
                q.push(w);
            }
        }
    }
    d
}

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|x| x.parse::<usize>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let (n, a, b, da, db) = (
            it.next().unwrap(),
            it.next().unwrap() - 1,
            it.next().unwrap() - 1,
            it.next().unwrap(),
            it.next().unwrap(),
        );
        let mut adj = vec![Vec::new(); n];
        for _ in 1..n {
            let (u, v) = (it.next().unwrap() - 1, it.next().unwrap() - 1);
            adj[u].push(v);
            adj[v].push(u);
        }
        let from_a = bfs(&adj, a);
        let far = (0..n).max_by_key(|&v| from_a[v]).unwrap();
        let diameter = *bfs(&adj, far).iter().max().unwrap();
        let alice = from_a[b] <= da || 2 * da >= diameter || db <= 2 * da;
        writeln!(out, "{}", if alice { "Alice" } else { "Bob" }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    run(&input, &mut BufWriter::new(io::stdout().lock()));
}
