// Problem: Codeforces 1970C3 "Game on Tree (Hard)" (https://codeforces.com/problemset/problem/1970/C3)
// Statement: a stone walks on a tree to inactive neighbours (Ron first), the player without a
//   move loses; for each of t start nodes print the winner (Ron / Hermione).
// Snippets: none fits (by hand): from each start the game tree is the tree rooted there, and
//   t = n roots need rerooting (game_tree searches one root; game_dp over (from, at) states
//   costs O(deg^2) on a spider). down[v]: the stone entered v from its parent; up[v]: the stone
//   entered parent(v) from v.
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let (n, t) = (it.next().unwrap(), it.next().unwrap());
    let mut adj = vec![Vec::new(); n];
    for _ in 0..n - 1 {
        let (u, v) = (it.next().unwrap() - 1, it.next().unwrap() - 1);
        adj[u].push(v);
        adj[v].push(u);
    }
    // BFS order from node 0
    let mut parent = vec![usize::MAX; n];
    let mut order = vec![0];
    parent[0] = 0;
    let mut i = 0;
    while i < order.len() {
        let u = order[i];
        i += 1;
        for &w in &adj[u] {
            if parent[w] == usize::MAX {
                parent[w] = u;
                order.push(w);
            }
        }
    }
    let mut down = vec![false; n];
    let mut lose_children = vec![0u32; n]; // children c with !down[c]
    for &v in order.iter().rev() {
        down[v] = lose_children[v] > 0;
        if v != 0 && !down[v] {
            lose_children[parent[v]] += 1;
        }
    }
    let mut up = vec![false; n];
    for &v in order.iter().skip(1) {
        let p = parent[v];
        let others = lose_children[p] - u32::from(!down[v]);
        up[v] = others > 0 || (p != 0 && !up[p]);
    }
    for _ in 0..t {
        let u = it.next().unwrap() - 1;
        let win = lose_children[u] > 0 || (u != 0 && !up[u]);
        writeln!(out, "{}", if win { "Ron" } else { "Hermione" }).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
