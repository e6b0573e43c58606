//! CodeChef GERALD08 "Chef and Tree Game": a tree rooted at vertex 1, each edge black (0) or
//! white (1). Chef deletes one black edge per move, Ksen one white edge; every edge that loses its
//! connection to the root goes too; who cannot move loses. Per test print the winner when Chef
//! moves first and the winner when Ksen moves first.
//! Oracle: plain win/lose minimax over the sets of remaining edges (a bitmask, one bit per
//! non-root vertex = the edge to its parent), memoized; deleting an edge removes the edge and the
//! whole subtree hanging below it. No Hackenbush theory is used.
use std::collections::HashMap;

struct Game {
    white: Vec<bool>, // colour of edge (parent(v), v), indexed by v - 1 (v = 2..n)
    sub: Vec<u32>,    // mask of the edge above v and all edges below v
    memo: HashMap<(u32, bool), bool>,
}

impl Game {
    /// Does the player to move win? `chef` = Chef (black edges) moves.
    fn wins(&mut self, mask: u32, chef: bool) -> bool {
        if let Some(&w) = self.memo.get(&(mask, chef)) {
            return w;
        }
        let mut w = false;
        for i in 0..self.white.len() {
            if mask >> i & 1 == 1 && self.white[i] != chef && !self.wins(mask & !self.sub[i], !chef) {
                w = true;
                break;
            }
        }
        self.memo.insert((mask, chef), w);
        w
    }
}

pub fn brute(input: &str) -> String {
    let mut it = input.split_whitespace().map(|t| t.parse::<usize>().unwrap());
    let t = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..t {
        let n = it.next().unwrap();
        let mut adj: Vec<Vec<(usize, bool)>> = vec![Vec::new(); n + 1];
        for _ in 0..n - 1 {
            let (u, v, c) = (it.next().unwrap(), it.next().unwrap(), it.next().unwrap());
            adj[u].push((v, c == 1));
            adj[v].push((u, c == 1));
        }
        assert!(n <= 25, "brute is a bitmask over n - 1 edges");
        // root at 1 by BFS; edge bits are numbered by BFS order of the child (bit k = order[k+1])
        let mut par = vec![0usize; n + 1];
        let mut col = vec![false; n + 1];
        let mut order = vec![1usize];
        let mut seen = vec![false; n + 1];
        seen[1] = true;
        let mut h = 0;
        while h < order.len() {
            let u = order[h];
            h += 1;
            for &(v, c) in &adj[u] {
                if !seen[v] {
                    seen[v] = true;
                    par[v] = u;
                    col[v] = c;
                    order.push(v);
                }
            }
        }
        assert_eq!(order.len(), n, "not a tree");
        let mut bit = vec![usize::MAX; n + 1];
        for (k, &v) in order.iter().enumerate().skip(1) {
            bit[v] = k - 1;
        }
        let m = n - 1;
        let mut sub = vec![0u32; m];
        for &v in order.iter().skip(1).rev() {
            sub[bit[v]] |= 1 << bit[v];
            if par[v] != 1 {
                let s = sub[bit[v]];
                sub[bit[par[v]]] |= s;
            }
        }
        let white = order.iter().skip(1).map(|&v| col[v]).collect();
        let mut g = Game { white, sub, memo: HashMap::new() };
        let full = if m == 0 { 0 } else { (1u32 << m) - 1 };
        let first = if g.wins(full, true) { "Chef" } else { "Ksen" };
        let second = if g.wins(full, false) { "Ksen" } else { "Chef" };
        out += &format!("{} {}\n", first, second);
    }
    out
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

/// A random tree on n vertices (root 1), labels shuffled except the root, edge ends in random
/// order; `shape` picks how parents are drawn (any earlier vertex / a recent one: paths / the root).
fn tree(n: usize, x: &mut u64) -> Vec<(usize, usize, usize)> {
    let mut lab: Vec<usize> = (1..=n).collect();
    for i in (2..n).rev() {
        let j = 1 + (next(x) % i as u64) as usize;
        lab.swap(i, j);
    }
    let shape = next(x) % 4;
    let bias = next(x) % 3; // 0: random colours, 1: mostly black, 2: mostly white
    let mut e = Vec::new();
    for i in 1..n {
        let p = match shape {
            0 | 1 => (next(x) % i as u64) as usize,
            2 => i - 1 - (next(x) % (i as u64).min(2)) as usize,
            _ => {
                if next(x) % 2 == 0 {
                    0
                } else {
                    (next(x) % i as u64) as usize
                }
            }
        };
        let c = match bias {
            0 => next(x) % 2,
            1 => (next(x) % 4 == 0) as u64,
            _ => (next(x) % 4 != 0) as u64,
        } as usize;
        let (a, b) = (lab[p], lab[i]);
        if next(x) % 2 == 0 {
            e.push((a, b, c));
        } else {
            e.push((b, a, c));
        }
    }
    e
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let t = 1 + next(&mut x) % 4;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        let n = 1 + (next(&mut x) % 14) as usize;
        s += &format!("{}\n", n);
        for (u, v, c) in tree(n, &mut x) {
            s += &format!("{} {} {}\n", u, v, c);
        }
    }
    s
}

/// One test at the limits: N = 100000, a path hanging from the root with random colours
/// (depth 10^5, values with denominators near 2^100000), labels shuffled.
pub fn worst_input() -> String {
    let mut x = 987654321u64;
    let n = 100_000usize;
    let mut lab: Vec<usize> = (1..=n).collect();
    for i in (2..n).rev() {
        let j = 1 + (next(&mut x) % i as u64) as usize;
        lab.swap(i, j);
    }
    let mut s = format!("1\n{}\n", n);
    for i in 1..n {
        let c = next(&mut x) % 2;
        s += &format!("{} {} {}\n", lab[i - 1], lab[i], c);
    }
    s
}
