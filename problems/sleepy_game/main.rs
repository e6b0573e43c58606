// Problem: Codeforces 936B "Sleepy Game" (https://codeforces.com/problemset/problem/936/B)
// Statement: Petya moves the chip for both players on a digraph; print a walk that leaves
//   Vasya stuck (Win), else Draw if he can keep moving for 1e6 turns (a reachable cycle), else Lose.
// Snippets: none fits (by hand): one player chooses every move, so it is reachability over
//   (vertex, parity) plus a cycle test, not a two-player game (retrograde would let Vasya choose).
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let n = it.next().unwrap();
    let _m = it.next().unwrap();
    let adj: Vec<Vec<usize>> = (0..n)
        .map(|_| {
            let c = it.next().unwrap();
            (0..c).map(|_| it.next().unwrap() - 1).collect()
        })
        .collect();
    let s = it.next().unwrap() - 1;
    // BFS over states 2v + p (p = 1: Vasya to move), parents for the walk
    let mut parent = vec![usize::MAX; 2 * n];
    parent[2 * s] = 2 * s;
    let mut queue = vec![2 * s];
    let mut i = 0;
    while i < queue.len() {
        let x = queue[i];
        i += 1;
        let (v, p) = (x / 2, x % 2);
        if p == 1 && adj[v].is_empty() {
            let mut walk = vec![v + 1];
            let mut y = x;
            while y != 2 * s {
                y = parent[y];
                walk.push(y / 2 + 1);
            }
            walk.reverse();
            let w: Vec<String> = walk.iter().map(|v| v.to_string()).collect();
            writeln!(out, "Win\n{}", w.join(" ")).unwrap();
            return;
        }
        for &w in &adj[v] {
            let y = 2 * w + 1 - p;
            if parent[y] == usize::MAX {
                parent[y] = x;
                queue.push(y);
            }
        }
    }
    // a cycle reachable from s: iterative DFS with colours (1 on the stack, 2 done)
    let mut colour = vec![0u8; n];
    let mut stack = vec![(s, 0usize)];
    colour[s] = 1;
    while let Some(&mut (v, ref mut k)) = stack.last_mut() {
        if *k < adj[v].len() {
            let w = adj[v][*k];
            *k += 1;
            match colour[w] {
                0 => {
                    colour[w] = 1;
                    stack.push((w, 0));
                }
                1 => {
                    writeln!(out, "Draw").unwrap();
                    return;
                }
                _ => {}
            }
        } else {
            colour[v] = 2;
            stack.pop();
        }
    }
    writeln!(out, "Lose").unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
