//! Codeforces 1404B / 1405D "Tree Tag": on a tree, Alice (first) jumps at most da, Bob at most
//! db (staying is allowed); Alice wins if they ever occupy the same vertex (within 10^100 moves,
//! far more than the number of positions, so "ever"), otherwise Bob. Output "Alice" / "Bob" per
//! test case. Oracle: the game graph over positions (Alice's vertex, Bob's vertex, side to move)
//! straight from the rules, and the least fixed point of "Alice can force a meeting" found by
//! plain repeated sweeps until nothing changes (positions never marked are Bob's: he escapes
//! forever). Distances by BFS from every vertex. Small trees only.
use std::collections::VecDeque;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn solve_case(n: usize, a: usize, b: usize, da: usize, db: usize, edges: &[(usize, usize)]) -> bool {
    let mut g = vec![Vec::new(); n];
    for &(u, v) in edges {
        g[u].push(v);
        g[v].push(u);
    }
    // dist[s][t] by BFS
    let mut dist = vec![vec![usize::MAX; n]; n];
    for s in 0..n {
        let mut q = VecDeque::new();
        dist[s][s] = 0;
        q.push_back(s);
        while let Some(x) = q.pop_front() {
            for &y in &g[x] {
                if dist[s][y] == usize::MAX {
                    dist[s][y] = dist[s][x] + 1;
                    q.push_back(y);
                }
            }
        }
    }
    // wa[x][y]: Alice at x, Bob at y (x != y), Alice to move, Alice can force a meeting.
    // wb[x][y]: same, Bob to move.
    let mut wa = vec![vec![false; n]; n];
    let mut wb = vec![vec![false; n]; n];
    loop {
        let mut changed = false;
        for x in 0..n {
            for y in 0..n {
                if x == y {
                    continue;
                }
                if !wa[x][y] {
                    // Alice moves to x2 within da: meeting if x2 == y, else Bob to move.
                    let ok = (0..n).any(|x2| dist[x][x2] <= da && (x2 == y || wb[x2][y]));
                    if ok {
                        wa[x][y] = true;
                        changed = true;
                    }
                }
                if !wb[x][y] {
                    // Every Bob move y2 within db (staying included) meets Alice or loses.
                    let ok = (0..n).all(|y2| dist[y][y2] > db || y2 == x || wa[x][y2]);
                    if ok {
                        wb[x][y] = true;
                        changed = true;
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
    wa[a][b]
}

pub fn brute(input: &str) -> String {
    let mut it = input.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
    let t = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..t {
        let n = it.next().unwrap();
        let a = it.next().unwrap() - 1;
        let b = it.next().unwrap() - 1;
        let da = it.next().unwrap();
        let db = it.next().unwrap();
        let edges: Vec<(usize, usize)> = (0..n - 1)
            .map(|_| (it.next().unwrap() - 1, it.next().unwrap() - 1))
            .collect();
        out += if solve_case(n, a, b, da, db, &edges) { "Alice\n" } else { "Bob\n" };
    }
    out
}

fn random_tree(r: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    // shape: 0 random recursive tree, 1 path-like (parent among the last few), 2 caterpillar
    let shape = r.below(3);
    let mut perm: Vec<usize> = (1..=n).collect();
    for i in (1..n).rev() {
        let j = r.below(i as u64 + 1) as usize;
        perm.swap(i, j);
    }
    let mut e = Vec::new();
    for i in 1..n {
        let p = match shape {
            0 => r.below(i as u64) as usize,
            1 => i - 1 - (r.below(2.min(i) as u64) as usize),
            _ => {
                let spine = (n + 1) / 2;
                if i < spine { i - 1 } else { r.below(spine as u64) as usize }
            }
        };
        if r.below(2) == 0 {
            e.push((perm[p], perm[i]));
        } else {
            e.push((perm[i], perm[p]));
        }
    }
    // shuffle edge order
    for i in (1..e.len()).rev() {
        let j = r.below(i as u64 + 1) as usize;
        e.swap(i, j);
    }
    e
}

pub fn random_input(seed: u64) -> String {
    let mut r = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let t = 1 + r.below(4) as usize;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        let n = 2 + r.below(11) as usize; // 2..=12
        let a = 1 + r.below(n as u64) as usize;
        let mut b = 1 + r.below(n as u64 - 1) as usize;
        if b >= a {
            b += 1;
        }
        let da = if r.below(3) == 0 { 1 + r.below(n as u64 - 1) as usize } else { 1 + r.below(2.min(n as u64 - 1)) as usize };
        let db = 1 + r.below(n as u64 - 1) as usize;
        s += &format!("{} {} {} {} {}\n", n, a, b, da, db);
        for (u, v) in random_tree(&mut r, n) {
            s += &format!("{} {}\n", u, v);
        }
    }
    s
}

pub fn worst_input() -> String {
    // One test, n = 10^5: a long path (deep for a recursive DFS) with a random labelling and a
    // few branches hanging off it; Bob far away and fast.
    let mut r = Rng(20200906);
    let n = 100_000usize;
    let mut perm: Vec<usize> = (1..=n).collect();
    for i in (1..n).rev() {
        let j = r.below(i as u64 + 1) as usize;
        perm.swap(i, j);
    }
    let mut s = format!("1\n{} {} {} {} {}\n", n, perm[0], perm[n - 1 - 5000], 3, 7);
    for i in 1..n {
        let p = if i < n - 10_000 { i - 1 } else { r.below(i as u64) as usize };
        s += &format!("{} {}\n", perm[p], perm[i]);
    }
    s
}
