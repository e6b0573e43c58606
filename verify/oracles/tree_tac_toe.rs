//! Codeforces 1110G "Tree-Tac-Toe": on a tree, White (first) and Black alternately paint an
//! uncoloured vertex; whoever first owns a path of three vertices in his colour wins; all
//! coloured without that is a draw. Some vertices start white. Output per test "White", "Draw"
//! or "Black". Oracle: plain memoized minimax over (white set, black set, side to move), with
//! the win test done by scanning every 3-vertex path (middle vertex + two distinct neighbours).
use std::collections::HashMap;

struct Game {
    n: usize,
    adj: Vec<Vec<usize>>,
    memo: HashMap<(u32, u32, bool), i32>,
}

impl Game {
    /// Does `mask` contain a path of three vertices?
    fn has_path3(&self, mask: u32) -> bool {
        for v in 0..self.n {
            if mask >> v & 1 == 0 {
                continue;
            }
            let c = self.adj[v].iter().filter(|&&u| mask >> u & 1 == 1).count();
            if c >= 2 {
                return true;
            }
        }
        false
    }

    /// Value for White: +1 White wins, 0 draw, -1 Black wins. `white_to_move` says who moves.
    fn solve(&mut self, w: u32, b: u32, white_to_move: bool) -> i32 {
        if let Some(&v) = self.memo.get(&(w, b, white_to_move)) {
            return v;
        }
        let full = (1u32 << self.n) - 1;
        let free = full & !w & !b;
        let res = if free == 0 {
            0
        } else {
            let mut best = if white_to_move { -2 } else { 2 };
            for v in 0..self.n {
                if free >> v & 1 == 0 {
                    continue;
                }
                let val = if white_to_move {
                    let nw = w | 1 << v;
                    if self.has_path3(nw) {
                        1
                    } else {
                        self.solve(nw, b, false)
                    }
                } else {
                    let nb = b | 1 << v;
                    if self.has_path3(nb) {
                        -1
                    } else {
                        self.solve(w, nb, true)
                    }
                };
                if white_to_move {
                    best = best.max(val);
                } else {
                    best = best.min(val);
                }
            }
            best
        };
        self.memo.insert((w, b, white_to_move), res);
        res
    }
}

pub fn brute(input: &str) -> String {
    let mut it = input.split_whitespace();
    let t: usize = it.next().unwrap().parse().unwrap();
    let mut out = String::new();
    for _ in 0..t {
        let n: usize = it.next().unwrap().parse().unwrap();
        let mut adj = vec![Vec::new(); n];
        for _ in 0..n - 1 {
            let a: usize = it.next().unwrap().parse().unwrap();
            let b: usize = it.next().unwrap().parse().unwrap();
            adj[a - 1].push(b - 1);
            adj[b - 1].push(a - 1);
        }
        let s = it.next().unwrap().as_bytes();
        let mut w = 0u32;
        for (i, &ch) in s.iter().enumerate() {
            if ch == b'W' {
                w |= 1 << i;
            }
        }
        let mut g = Game { n, adj, memo: HashMap::new() };
        let v = g.solve(w, 0, true);
        out += match v {
            1 => "White\n",
            0 => "Draw\n",
            _ => "Black\n",
        };
    }
    out
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

/// A random tree on n vertices (parents, then a random relabelling); shape varies with `kind`.
fn tree(n: usize, kind: u64, x: &mut u64) -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
    for v in 1..n {
        let p = match kind {
            0 => v - 1,                                             // path
            1 => (v - 1).saturating_sub((next(x) % 2) as usize),    // near-path / caterpillar
            2 => 0,                                                 // star
            _ => (next(x) % v as u64) as usize,                     // uniform recursive tree
        };
        edges.push((p, v));
    }
    let mut perm: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        let j = (next(x) % (i as u64 + 1)) as usize;
        perm.swap(i, j);
    }
    edges
        .into_iter()
        .map(|(a, b)| {
            if next(x) % 2 == 0 {
                (perm[a], perm[b])
            } else {
                (perm[b], perm[a])
            }
        })
        .collect()
}

/// Whites chosen greedily at random so that no white 3-path exists and one vertex stays 'N'.
fn whites(n: usize, edges: &[(usize, usize)], prob: u64, x: &mut u64) -> Vec<bool> {
    let mut adj = vec![Vec::new(); n];
    for &(a, b) in edges {
        adj[a].push(b);
        adj[b].push(a);
    }
    let mut wh = vec![false; n];
    let mut cnt = 0;
    for v in 0..n {
        if cnt + 1 >= n || next(x) % 100 >= prob {
            continue;
        }
        // painting v must not create a white path of 3
        let wn: Vec<usize> = adj[v].iter().copied().filter(|&u| wh[u]).collect();
        if wn.len() >= 2 {
            continue;
        }
        if wn.iter().any(|&u| adj[u].iter().any(|&y| y != v && wh[y])) {
            continue;
        }
        wh[v] = true;
        cnt += 1;
    }
    wh
}

fn case(n: usize, kind: u64, prob: u64, x: &mut u64) -> String {
    let edges = tree(n, kind, x);
    let wh = whites(n, &edges, prob, x);
    let mut s = format!("{}\n", n);
    for &(a, b) in &edges {
        s += &format!("{} {}\n", a + 1, b + 1);
    }
    s += &wh.iter().map(|&w| if w { 'W' } else { 'N' }).collect::<String>();
    s + "\n"
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let t = 1 + next(&mut x) % 4;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        let n = 1 + (next(&mut x) % 9) as usize;
        let kind = next(&mut x) % 5;
        let prob = [0, 10, 25, 40][(next(&mut x) % 4) as usize];
        s += &case(n, kind, prob, &mut x);
    }
    s
}

pub fn worst_input() -> String {
    let mut x = 987654321u64;
    // sum of n = 5e5: a path, a caterpillar, a random tree and a star, with whites sprinkled
    let parts = [(150_000usize, 0u64, 20u64), (150_000, 1, 15), (150_000, 3, 10), (50_000, 2, 0)];
    let mut s = format!("{}\n", parts.len());
    for &(n, kind, prob) in &parts {
        s += &case(n, kind, prob, &mut x);
    }
    s
}
