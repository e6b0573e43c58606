//! Codeforces 1823E "Removing Graph": every vertex has degree 2 (a union of cycles); a move erases
//! k vertices (l <= k <= r) that form a connected subgraph of what is left; who cannot move
//! loses. Print "Alice" (first player) or "Bob". Oracle: memoized win/lose minimax over the set
//! of vertices left (a bitmask), every vertex subset of the right size tried and tested for
//! connectivity in the graph induced by the vertices left. Small n only (n <= 14).
use std::collections::HashMap;

fn connected(sub: u32, adj: &[u32]) -> bool {
    let start = sub.trailing_zeros() as usize;
    let mut seen = 1u32 << start;
    let mut stack = vec![start];
    while let Some(v) = stack.pop() {
        let mut nb = adj[v] & sub & !seen;
        while nb != 0 {
            let u = nb.trailing_zeros() as usize;
            nb &= nb - 1;
            seen |= 1 << u;
            stack.push(u);
        }
    }
    seen == sub
}

/// Does the player to move win when the vertices in `left` remain?
fn win(left: u32, l: u32, r: u32, adj: &[u32], memo: &mut HashMap<u32, bool>) -> bool {
    if let Some(&w) = memo.get(&left) {
        return w;
    }
    let mut w = false;
    let mut sub = left;
    while sub != 0 {
        let k = sub.count_ones();
        if k >= l && k <= r && connected(sub, adj) && !win(left & !sub, l, r, adj, memo) {
            w = true;
            break;
        }
        sub = (sub - 1) & left;
    }
    memo.insert(left, w);
    w
}

pub fn brute(input: &str) -> String {
    let v: Vec<usize> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let (n, l, r) = (v[0], v[1] as u32, v[2] as u32);
    assert!(n <= 20, "brute is for small n");
    let mut adj = vec![0u32; n];
    for i in 0..n {
        let (a, b) = (v[3 + 2 * i] - 1, v[4 + 2 * i] - 1);
        adj[a] |= 1 << b;
        adj[b] |= 1 << a;
    }
    let mut memo = HashMap::new();
    let all = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
    if win(all, l, r, &adj, &mut memo) {
        "Alice\n".to_string()
    } else {
        "Bob\n".to_string()
    }
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

/// A graph of cycles with the given lengths, labels shuffled, edges in random order and
/// orientation; printed as the judge's input.
fn graph(lens: &[usize], l: usize, r: usize, x: &mut u64) -> String {
    let n: usize = lens.iter().sum();
    let mut perm: Vec<usize> = (1..=n).collect();
    for i in (1..n).rev() {
        let j = (next(x) % (i as u64 + 1)) as usize;
        perm.swap(i, j);
    }
    let mut edges = Vec::with_capacity(n);
    let mut base = 0;
    for &len in lens {
        for i in 0..len {
            let (a, b) = (perm[base + i], perm[base + (i + 1) % len]);
            edges.push(if next(x) % 2 == 0 { (a, b) } else { (b, a) });
        }
        base += len;
    }
    for i in (1..edges.len()).rev() {
        let j = (next(x) % (i as u64 + 1)) as usize;
        edges.swap(i, j);
    }
    let mut s = format!("{} {} {}\n", n, l, r);
    for (a, b) in edges {
        s += &format!("{} {}\n", a, b);
    }
    s
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let n = 3 + (next(&mut x) % 10) as usize; // 3..=12
    // split n into cycles of length >= 3
    let mut lens = Vec::new();
    let mut rest = n;
    while rest > 0 {
        if rest < 6 || next(&mut x) % 3 == 0 {
            lens.push(rest);
            break;
        }
        let len = 3 + (next(&mut x) % (rest as u64 - 5)) as usize; // 3..=rest-3
        lens.push(len);
        rest -= len;
    }
    let (l, r) = match next(&mut x) % 4 {
        0 => {
            let l = 1 + (next(&mut x) % 3) as usize;
            let l = l.min(n - 1);
            (l, l + 1)
        }
        _ => {
            let l = 1 + (next(&mut x) % (n as u64 - 1)) as usize; // 1..=n-1
            let r = l + 1 + (next(&mut x) % (n - l) as u64) as usize; // l+1..=n
            (l, r)
        }
    };
    graph(&lens, l, r, &mut x)
}

pub fn worst_input() -> String {
    let mut x = 987654321u64;
    // n = 200000: cycles of many different lengths (3, 4, 5, ...) and one long cycle
    let n = 200_000usize;
    let mut lens = Vec::new();
    let mut used = 0;
    let mut len = 3;
    while used + len <= n / 2 {
        lens.push(len);
        used += len;
        len += 1;
    }
    lens.push(n - used);
    graph(&lens, 3, 150_000, &mut x)
}
