// Problem: Codeforces 1873H "Mad City", https://codeforces.com/problemset/problem/1873/H
// Statement: Marcel chases Valeriu on a connected graph with exactly one cycle; Valeriu sees Marcel's step first; can he escape forever?
// Snippets: none (by hand: Valeriu escapes iff he reaches the cycle vertex his tree hangs from strictly before Marcel; leaf peeling + BFS)
use std::collections::VecDeque;
use std::io::{self, BufWriter, Read, Write};

fn bfs(adj: &[Vec<usize>], s: usize) -> Vec<usize> {
    let mut d = vec![usize::MAX; adj.len()];
    let mut q = VecDeque::new();
    d[s] = 0;
    q.push_back(s);
    while let Some(u) = q.pop_front() {
        for &w in &adj[u] {
            if d[w] == usize::MAX {
                d[w] = d[u] + 1;
                q.push_back(w);
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
        let (n, a, b) = (
            it.next().unwrap(),
            it.next().unwrap() - 1,
            it.next().unwrap() - 1,
        );
        let mut adj = vec![Vec::new(); n];
        for _ in 0..n {
            let (u, v) = (it.next().unwrap() - 1, it.next().unwrap() - 1);
            adj[u].push(v);
            adj[v].push(u);
        }
        // peel leaves: what remains is the cycle
        let mut deg: Vec<usize> = adj.iter().map(|l| l.len()).collect();
        let mut on_cycle = vec![true; n];
        let mut stack: Vec<usize> = (0..n).filter(|&v| deg[v] == 1).collect();
        while let Some(u) = stack.pop() {
            on_cycle[u] = false;
            for &w in &adj[u] {
                if on_cycle[w] {
                    deg[w] -= 1;
                    if deg[w] == 1 {
                        stack.push(w);
                    }
                }
            }
        }
        // the cycle vertex nearest to b (unique: b's tree hangs from one cycle vertex)
        let db = bfs(&adj, b);
        let c = (0..n)
            .filter(|&v| on_cycle[v])
            .min_by_key(|&v| db[v])
            .unwrap();
        let dc = bfs(&adj, c);
        let escapes = db[c] < dc[a];
        writeln!(out, "{}", if escapes { "YES" } else { "NO" }).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
