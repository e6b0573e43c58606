// Problem: CodeChef GERALD08 "Chef and Tree Game", https://www.codechef.com/problems/GERALD08
// Statement: Blue-Red Hackenbush on a rooted tree (Chef cuts black, Ksen white); who wins moving first and second.
// Snippets: blue_red_hackenbush (the tree's exact value; its sign decides both orders).
use snippets::blue_red_hackenbush::blue_red_value;
use std::cmp::Ordering;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|x| x.parse::<usize>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let n = it.next().unwrap();
        let mut adj: Vec<Vec<(usize, bool)>> = vec![Vec::new(); n];
        for _ in 1..n {
            let (u, v, c) = (
                it.next().unwrap() - 1,
                it.next().unwrap() - 1,
                it.next().unwrap(),
            );
            adj[u].push((v, c == 0));
            adj[v].push((u, c == 0));
        }
        // vertex 0 (the root) is the ground; every other vertex hangs from its parent
        let mut parent = vec![usize::MAX; n];
        let mut blue = vec![false; n];
        let mut seen = vec![false; n];
        let mut stack = vec![0];
        seen[0] = true;
        while let Some(u) = stack.pop() {
            for &(v, b) in &adj[u] {
                if !seen[v] {
                    seen[v] = true;
                    parent[v] = u;
                    blue[v] = b;
                    stack.push(v);
                }
            }
        }
        let ans = match blue_red_value(&parent, &blue).sign() {
            Ordering::Greater => "Chef Chef",
            Ordering::Less => "Ksen Ksen",
            Ordering::Equal => "Ksen Chef",
        };
        writeln!(out, "{}", ans).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
