// Oracle for USACO 2022 US Open Platinum 2 "Hoof and Brain", written from the rules only.
// A position is the pair of token nodes (a, b), a != b. Each turn the brain picks a token and
// the hoof moves it along an outgoing edge to a node not holding the other token; if the hoof
// has no such edge, the brain wins; an endless game is the hoof's.
// brute: the brain's winning set is the least fixed point of "some token has all its legal
// moves (possibly none) into the winning set", computed by plain repetition over all pairs
// until nothing changes; every other pair is the hoof's (he can play forever).
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

pub fn brute(input: &str) -> String {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let n = it.next().unwrap();
    let m = it.next().unwrap();
    assert!(n <= 60, "brute is for small graphs");
    let mut adj = vec![Vec::new(); n];
    for _ in 0..m {
        let a = it.next().unwrap() - 1;
        let b = it.next().unwrap() - 1;
        adj[a].push(b);
    }
    // win[a][b]: the brain wins with the tokens on a and b (symmetric)
    let mut win = vec![vec![false; n]; n];
    loop {
        let mut changed = false;
        for a in 0..n {
            for b in 0..n {
                if a == b || win[a][b] {
                    continue;
                }
                // brain picks the token on a (the other on b), or the one on b
                let forced = |x: usize, y: usize, win: &Vec<Vec<bool>>| {
                    adj[x].iter().all(|&c| c == y || win[c][y])
                };
                if forced(a, b, &win) || forced(b, a, &win) {
                    win[a][b] = true;
                    win[b][a] = true;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let q = it.next().unwrap();
    let s: String = (0..q)
        .map(|_| {
            let x = it.next().unwrap() - 1;
            let y = it.next().unwrap() - 1;
            if win[x][y] {
                'B'
            } else {
                'H'
            }
        })
        .collect();
    format!("{}\n", s)
}

fn render(n: usize, edges: &[(usize, usize)], queries: &[(usize, usize)]) -> String {
    let mut s = format!("{} {}\n", n, edges.len());
    for &(a, b) in edges {
        s += &format!("{} {}\n", a, b);
    }
    s += &format!("{}\n", queries.len());
    for &(x, y) in queries {
        s += &format!("{} {}\n", x, y);
    }
    s
}

fn pair(rng: &mut Rng, n: usize) -> (usize, usize) {
    let x = 1 + rng.below(n as u64) as usize;
    let mut y = 1 + rng.below(n as u64 - 1) as usize;
    if y >= x {
        y += 1;
    }
    (x, y)
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    // n in 2..=8; each ordered pair a != b is an edge with probability p / 10; M >= 1
    let n = 2 + rng.below(7) as usize;
    let p = 1 + rng.below(6);
    let mut edges = Vec::new();
    for a in 1..=n {
        for b in 1..=n {
            if a != b && rng.below(10) < p {
                edges.push((a, b));
            }
        }
    }
    if edges.is_empty() {
        edges.push(pair(&mut rng, n));
    }
    for i in (1..edges.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        edges.swap(i, j);
    }
    let q = 1 + rng.below(12) as usize;
    let queries: Vec<(usize, usize)> = (0..q).map(|_| pair(&mut rng, n)).collect();
    render(n, &edges, &queries)
}

pub fn worst_input() -> String {
    // N = 1e5, M = 2e5, Q = 1e5 (the limits): every node has exactly two distinct out-edges (no
    // sink, so no easy win: the brain must find nodes with one legal move), random query pairs
    let mut rng = Rng(0x400F_B8A1);
    let n = 100_000usize;
    let mut edges = Vec::with_capacity(2 * n);
    for a in 1..=n {
        let (_, b) = loop {
            let e = pair(&mut rng, n);
            if e.0 != a && e.1 != a {
                break e;
            }
        };
        let c = loop {
            let (_, c) = pair(&mut rng, n);
            if c != a && c != b {
                break c;
            }
        };
        edges.push((a, b));
        edges.push((a, c));
    }
    let queries: Vec<(usize, usize)> = (0..100_000).map(|_| pair(&mut rng, n)).collect();
    render(n, &edges, &queries)
}
