// Problem: Codeforces 936B "Sleepy Game", https://codeforces.com/problemset/problem/936/B
// Statement: Petya moves a chip for both players on a digraph; print Win and a walk ending where Vasya is stuck, else Draw if a cycle is reachable, else Lose.
// Snippets: none (no opponent chooses: BFS over (vertex, parity) and a cycle test, the README pattern "One player makes every move").
use std::io::{self, BufWriter, Read, Write};

fn sleepy(adj: &[Vec<usize>], s: usize) -> (Option<Vec<usize>>, bool) {
    let n = adj.len(); // BFS over state 2v + t, t = moves made so far mod 2
    let (mut parent, mut queue, mut head) = (vec![usize::MAX; 2 * n], vec![2 * s], 0);
    parent[2 * s] = 2 * s;
    while head < queue.len() {
        let st = queue[head];
        head += 1;
        if adj[st / 2].is_empty() && st % 2 == 1 {
            let mut walk = vec![st / 2];
            let mut at = st;
            while at != 2 * s {
                at = parent[at];
                walk.push(at / 2);
            }
            walk.reverse();
            return (Some(walk), false);
        }
        for &w in &adj[st / 2] {
            let next = 2 * w + (1 - st % 2);
            if parent[next] == usize::MAX {
                parent[next] = st;
                queue.push(next);
            }
        }
    }
    // a cycle reachable from s: an iterative DFS meets a vertex on its own path
    let (mut colour, mut stack) = (vec![0u8; n], vec![(s, 0)]);
    colour[s] = 1;
    while let Some((v, k)) = stack.pop() {
        if k == adj[v].len() {
            colour[v] = 2;
            continue;
        }
        stack.push((v, k + 1));
        let w = adj[v][k];
        if colour[w] == 1 {
            return (None, true);
        }
        if colour[w] == 0 {
            colour[w] = 1;
            stack.push((w, 0));
        }
    }
    (None, false)
}

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let n = it.next().unwrap();
    let _m = it.next().unwrap();
    let mut adj = vec![Vec::new(); n];
    for row in adj.iter_mut() {
        let c = it.next().unwrap();
        for _ in 0..c {
            row.push(it.next().unwrap() - 1);
        }
    }
    let s = it.next().unwrap() - 1;
    match sleepy(&adj, s) {
        (Some(walk), _) => {
            writeln!(out, "Win").unwrap();
            let words: Vec<String> = walk.iter().map(|v| (v + 1).to_string()).collect();
            writeln!(out, "{}", words.join(" ")).unwrap();
        }
        (None, true) => writeln!(out, "Draw").unwrap(),
        (None, false) => writeln!(out, "Lose").unwrap(),
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
