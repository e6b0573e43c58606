// Oracle for AtCoder ABC261 Ex "Game on Graph", written from the rules only.
// Takahashi (first) wants a finite game first, then the least total weight; Aoki wants an
// infinite game first, then the greatest total. So an infinite game is worth +infinity to both:
// Takahashi minimizes and Aoki maximizes over Z u {+inf}.
// brute: backward induction over a move horizon K: f_0 = +inf except at stuck positions (0);
// f_k(v, mover) = min / max over the edges v -> w of c + f_(k-1)(w, other), 0 if v has no edge.
// Cutting the game at K moves only helps Aoki (a cut play counts as infinite), so f_K >= the true
// value; Takahashi's positional optimal strategy ends every play within 2N moves (a repeated
// (vertex, mover) state would let Aoki loop forever), so K = 2N + 2 gives the value exactly.
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

const INF: u64 = u64::MAX;

pub fn brute(input: &str) -> String {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let n = it.next().unwrap() as usize;
    let m = it.next().unwrap() as usize;
    let v = it.next().unwrap() as usize - 1;
    assert!(n * (n + m) <= 5_000_000, "brute is for small graphs");
    let mut adj: Vec<Vec<(usize, u64)>> = vec![Vec::new(); n];
    for _ in 0..m {
        let a = it.next().unwrap() as usize - 1;
        let b = it.next().unwrap() as usize - 1;
        let c = it.next().unwrap();
        adj[a].push((b, c));
    }
    // f[0][x]: Takahashi to move at x; f[1][x]: Aoki to move at x
    let stuck = |x: usize| if adj[x].is_empty() { 0 } else { INF };
    let mut f: [Vec<u64>; 2] = [(0..n).map(stuck).collect(), (0..n).map(stuck).collect()];
    for _ in 0..2 * n + 2 {
        let mut g: [Vec<u64>; 2] = [vec![0; n], vec![0; n]];
        for x in 0..n {
            if adj[x].is_empty() {
                continue;
            }
            let fr = &f;
            let val = |p: usize| {
                adj[x].iter().map(move |&(w, c)| {
                    let r = fr[1 - p][w];
                    if r == INF {
                        INF
                    } else {
                        r + c
                    }
                })
            };
            g[0][x] = val(0).min().unwrap();
            g[1][x] = val(1).max().unwrap();
        }
        f = g;
    }
    if f[0][v] == INF {
        "INFINITY\n".to_string()
    } else {
        format!("{}\n", f[0][v])
    }
}

fn render(n: usize, v: usize, edges: &[(usize, usize, u64)]) -> String {
    let mut s = format!("{} {} {}\n", n, edges.len(), v);
    for &(a, b, c) in edges {
        s += &format!("{} {} {}\n", a, b, c);
    }
    s
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let n = 1 + rng.below(8) as usize; // 1..=8
    // every ordered pair (a, b), a != b, is an edge with probability p / 8
    let p = 1 + rng.below(5);
    let big = rng.below(4) == 0;
    let mut edges = Vec::new();
    for a in 1..=n {
        for b in 1..=n {
            if a != b && rng.below(8) < p {
                let c = if big {
                    rng.below(1_000_000_001)
                } else {
                    rng.below(21)
                };
                edges.push((a, b, c));
            }
        }
    }
    for i in (1..edges.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        edges.swap(i, j);
    }
    let v = 1 + rng.below(n as u64) as usize;
    render(n, v, &edges)
}

pub fn worst_input() -> String {
    // N = M = 2e5 (the limits): a long chain 1 -> 2 -> .. -> N / 2 + 1 (so the game can last
    // ~N / 2 moves) plus N / 2 random edges making cycles, weights up to 1e9, start at 1.
    let mut rng = Rng(0xAB_C261);
    let n = 200_000usize;
    let mut edges = Vec::with_capacity(n);
    let mut seen = std::collections::HashSet::new();
    for a in 1..=n / 2 {
        edges.push((a, a + 1, rng.below(1_000_000_001)));
        seen.insert((a, a + 1));
    }
    while edges.len() < 200_000 {
        let a = 1 + rng.below(n as u64) as usize;
        let b = 1 + rng.below(n as u64) as usize;
        if a != b && seen.insert((a, b)) {
            edges.push((a, b, rng.below(1_000_000_001)));
        }
    }
    render(n, 1, &edges)
}
