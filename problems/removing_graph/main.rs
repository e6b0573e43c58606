// Problem: CF 1823E "Removing Graph", https://codeforces.com/problemset/problem/1823/E
// Statement: disjoint cycles; a move erases l..r connected vertices; who cannot move loses.
// Snippets: grundy::nim_sum only (the value of a cycle is a closed form, below).
// The graph is a union of disjoint cycles, each an independent game.
// A cycle of x vertices has Grundy value x / l when l <= x < l + r, else 0 (found by experiment:
// octal_grundy of the path game, digit 7 at places l..=r, and the mex over the first move that
// turns the cycle into a path of x - k; for x >= l + r the second player answers with a block of
// l or l + 1 that splits the path into two equal halves and mirrors). The sum: XOR.
use snippets::grundy::nim_sum;
use std::io::{self, Read};

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let (n, l, r) = (it.next().unwrap(), it.next().unwrap(), it.next().unwrap());
    let mut parent: Vec<usize> = (0..n).collect();
    fn find(p: &mut [usize], mut x: usize) -> usize {
        while p[x] != x {
            p[x] = p[p[x]];
            x = p[x];
        }
        x
    }
    for _ in 0..n {
        let (u, v) = (it.next().unwrap() - 1, it.next().unwrap() - 1);
        let (a, b) = (find(&mut parent, u), find(&mut parent, v));
        if a != b {
            parent[a] = b;
        }
    }
    let mut size = vec![0u64; n];
    for v in 0..n {
        let root = find(&mut parent, v);
        size[root] += 1;
    }
    let (l, r) = (l as u64, r as u64);
    let value = |x: u64| if x >= l && x < l + r { x / l } else { 0 };
    let x = nim_sum(size.iter().filter(|&&c| c > 0).map(|&c| value(c)));
    println!("{}", if x != 0 { "Alice" } else { "Bob" });
}
