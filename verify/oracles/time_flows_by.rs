//! Luogu P6560 "[SBCOI2020] 时光的流逝": a token on a directed graph (cycles allowed); players
//! alternately move it along an edge; whoever moves it onto the end vertex y wins, whoever cannot
//! move loses. Per query (x, y): 1 (first player wins), -1 (second wins), 0 (neither can force a
//! win). Oracle: per query, the plain fixed point straight from the rules, recomputed over all
//! vertices until nothing changes: a vertex is won for the player to move if some move reaches y
//! or a lost vertex, lost if it has no move or every move reaches a won vertex; what never gets a
//! label is 0. Quadratic sweeps, no queues or counters.

fn solve_query(n: usize, adj: &[Vec<usize>], x: usize, y: usize) -> i32 {
    // val[v]: 1 won for the player to move at v, -1 lost, 0 unknown; y itself is never moved from.
    let mut val = vec![0i32; n + 1];
    loop {
        let mut changed = false;
        for v in 1..=n {
            if v == y || val[v] != 0 {
                continue;
            }
            let mut any_win = false;
            let mut all_lose = true; // every move hands the opponent a won vertex
            for &w in &adj[v] {
                if w == y || val[w] == -1 {
                    any_win = true;
                }
                if w == y || val[w] != 1 {
                    all_lose = false;
                }
            }
            if any_win {
                val[v] = 1;
                changed = true;
            } else if all_lose {
                // includes "no move at all"
                val[v] = -1;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    val[x]
}

pub fn brute(input: &str) -> String {
    let v: Vec<usize> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, m, q) = (v[0], v[1], v[2]);
    let mut adj = vec![Vec::new(); n + 1];
    for i in 0..m {
        adj[v[3 + 2 * i]].push(v[4 + 2 * i]);
    }
    let base = 3 + 2 * m;
    let mut out = String::new();
    for i in 0..q {
        let (x, y) = (v[base + 2 * i], v[base + 2 * i + 1]);
        out += &format!("{}\n", solve_query(n, &adj, x, y));
    }
    out
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

/// Small graphs, distinct edges, no self-loops (the statement does not promise either, so the
/// generator stays on the safe side); densities vary so wins, losses and draws all occur.
pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    for _ in 0..4 {
        next(&mut x);
    }
    let n = 2 + (next(&mut x) % 9) as usize;
    let pct = 10 + next(&mut x) % 50;
    let mut edges = Vec::new();
    for u in 1..=n {
        for w in 1..=n {
            if u != w && next(&mut x) % 100 < pct {
                edges.push((u, w));
            }
        }
    }
    // shuffle edge order
    for i in (1..edges.len()).rev() {
        let j = (next(&mut x) % (i as u64 + 1)) as usize;
        edges.swap(i, j);
    }
    let q = 1 + (next(&mut x) % 6) as usize;
    let mut s = format!("{} {} {}\n", n, edges.len(), q);
    for (u, w) in &edges {
        s += &format!("{} {}\n", u, w);
    }
    for _ in 0..q {
        let a = 1 + (next(&mut x) % n as u64) as usize;
        let mut b = 1 + (next(&mut x) % n as u64) as usize;
        while b == a {
            b = 1 + (next(&mut x) % n as u64) as usize;
        }
        s += &format!("{} {}\n", a, b);
    }
    s
}

/// n = 1e5, m = 5e5, q = 500: a long cycle plus random chords, so each query's retrograde pass
/// touches the whole graph.
pub fn worst_input() -> String {
    let (n, m, q) = (100_000usize, 500_000usize, 500usize);
    let mut x = 987_654_321u64;
    let mut s = String::with_capacity(8_000_000);
    s += &format!("{} {} {}\n", n, m, q);
    for u in 1..=n {
        s += &format!("{} {}\n", u, u % n + 1);
    }
    for _ in n..m {
        let u = 1 + (next(&mut x) % n as u64) as usize;
        let mut w = 1 + (next(&mut x) % n as u64) as usize;
        if w == u {
            w = u % n + 1;
        }
        s += &format!("{} {}\n", u, w);
    }
    for _ in 0..q {
        let a = 1 + (next(&mut x) % n as u64) as usize;
        let mut b = 1 + (next(&mut x) % n as u64) as usize;
        if b == a {
            b = a % n + 1;
        }
        s += &format!("{} {}\n", a, b);
    }
    s
}
