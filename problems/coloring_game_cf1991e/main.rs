// Problem: Codeforces 1991E "Coloring Game" (Pinely Round 4, E), https://codeforces.com/problemset/problem/1991/E
// Statement: each round Alice names two of the colors 1..3 and Bob paints an uncolored vertex with
//   one of them; Alice wins iff some edge ends up monochromatic. Pick a side and win (interactive).
// Snippets: none (by hand: a graph with an odd cycle is Alice's, offering "1 2" every round; a
//   bipartite graph is Bob's: color 1 on side A, 2 on side B while both are left, then 3 on the
//   side that is left, whose neighbours all hold the exhausted side's single color).
use std::io::{self, BufRead, BufWriter, Write};

fn say(out: &mut impl Write, s: &str) {
    writeln!(out, "{}", s).unwrap();
    out.flush().unwrap();
}

fn nums(inp: &mut impl BufRead) -> Option<Vec<i64>> {
    let mut line = String::new();
    loop {
        line.clear();
        if inp.read_line(&mut line).unwrap() == 0 {
            return None;
        }
        let v: Vec<i64> = line
            .split_whitespace()
            .map(|x| x.parse().unwrap())
            .collect();
        if !v.is_empty() {
            return Some(v);
        }
    }
}

pub fn run(inp: &mut impl BufRead, out: &mut impl Write) {
    let t = match nums(inp) {
        Some(v) => v[0],
        None => return,
    };
    for _ in 0..t {
        let Some(nm) = nums(inp) else { return };
        let (n, m) = (nm[0] as usize, nm[1] as usize);
        let mut adj = vec![Vec::new(); n];
        for _ in 0..m {
            let e = nums(inp).unwrap();
            let (u, v) = (e[0] as usize - 1, e[1] as usize - 1);
            adj[u].push(v);
            adj[v].push(u);
        }
        // two-color by BFS (the graph is connected)
        let mut side = vec![usize::MAX; n];
        side[0] = 0;
        let mut queue = vec![0];
        let mut bipartite = true;
        let mut h = 0;
        while h < queue.len() {
            let u = queue[h];
            h += 1;
            for &v in &adj[u] {
                if side[v] == usize::MAX {
                    side[v] = side[u] ^ 1;
                    queue.push(v);
                } else if side[v] == side[u] {
                    bipartite = false;
                }
            }
        }
        if !bipartite {
            say(out, "Alice");
            for _ in 0..n {
                say(out, "1 2");
                let Some(r) = nums(inp) else { return };
                if r[0] == -1 {
                    return;
                }
            }
        } else {
            say(out, "Bob");
            let mut left: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
            for (v, &s) in side.iter().enumerate() {
                left[s].push(v + 1);
            }
            for _ in 0..n {
                let Some(r) = nums(inp) else { return };
                if r[0] == -1 {
                    return;
                }
                let (a, b) = (r[0], r[1]);
                let has = |c: i64| a == c || b == c;
                let (s, c) = if has(1) && !left[0].is_empty() {
                    (0, 1)
                } else if has(2) && !left[1].is_empty() {
                    (1, 2)
                } else if left[0].is_empty() {
                    // side A is all 1; the offer is {1, 3}: 3 on side B
                    (1, 3)
                } else {
                    // side B is all 2; the offer is {2, 3}: 3 on side A
                    (0, 3)
                };
                let v = left[s].pop().unwrap();
                say(out, &format!("{} {}", v, c));
            }
        }
    }
}

fn main() {
    run(
        &mut io::stdin().lock(),
        &mut BufWriter::new(io::stdout().lock()),
    );
}
