// Oracle for AtCoder ABC261 Ex "Game on Graph", written from the rules only.
// brute: depth-limited minimax by layers. best[k][v][p] = the total that the minimizer
// (Takahashi, p = 0) can guarantee when the game must end within k more moves, the maximizer
// (Aoki, p = 1) playing to stop that or to raise the total; INF where the minimizer cannot force
// an end within k moves. A vertex without out-edges ends the game (0). The game's answer is the
// limit over k; a positional strategy of the minimizer that forces an end never repeats a
// (vertex, player) pair, so k = 2N + 2 layers reach it.

const INF: i64 = i64::MAX;

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
        .map(|t| t.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let m = it.next().unwrap() as usize;
    let v = it.next().unwrap() as usize - 1;
    let mut out: Vec<Vec<(usize, i64)>> = vec![Vec::new(); n];
    for _ in 0..m {
        let a = it.next().unwrap() as usize - 1;
        let b = it.next().unwrap() as usize - 1;
        let c = it.next().unwrap();
        out[a].push((b, c));
    }
    // layer 0: only the vertices without moves have ended
    let mut cur: Vec<[i64; 2]> = (0..n)
        .map(|u| {
            if out[u].is_empty() {
                [0, 0]
            } else {
                [INF, INF]
            }
        })
        .collect();
    for _ in 0..2 * n + 2 {
        let mut next = cur.clone();
        for u in 0..n {
            if out[u].is_empty() {
                continue;
            }
            // minimizer to move: the cheapest edge whose continuation is guaranteed
            let mut lo = INF;
            for &(w, c) in &out[u] {
                if cur[w][1] != INF {
                    lo = lo.min(c + cur[w][1]);
                }
            }
            // maximizer to move: any edge into an unforced continuation stays INF
            let mut hi = 0i64;
            for &(w, c) in &out[u] {
                if cur[w][0] == INF {
                    hi = INF;
                    break;
                }
                hi = hi.max(c + cur[w][0]);
            }
            next[u] = [lo, hi];
        }
        cur = next;
    }
    if cur[v][0] == INF {
        "INFINITY\n".to_string()
    } else {
        format!("{}\n", cur[v][0])
    }
}

fn graph(rng: &mut Rng, n: usize, m: usize, cmax: u64) -> String {
    let mut edges = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut tries = 0;
    while edges.len() < m && tries < 50 * m + 50 {
        tries += 1;
        let a = rng.below(n as u64) as usize + 1;
        let b = rng.below(n as u64) as usize + 1;
        if a == b || !seen.insert((a, b)) {
            continue;
        }
        edges.push((a, b, rng.below(cmax + 1)));
    }
    let v = rng.below(n as u64) + 1;
    let mut s = format!("{} {} {}\n", n, edges.len(), v);
    for (a, b, c) in edges {
        s += &format!("{} {} {}\n", a, b, c);
    }
    s
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let n = if seed % 10 == 0 {
        1 + rng.below(2) as usize
    } else {
        2 + rng.below(6) as usize
    };
    let maxm = n * (n - 1);
    let m = if maxm == 0 {
        0
    } else {
        (rng.below(2 * n as u64 + 1) as usize).min(maxm)
    };
    let cmax = if seed % 3 == 0 { 3 } else { 1_000_000_000 };
    graph(&mut rng, n, m, cmax)
}

pub fn worst_input() -> String {
    // 2e5 vertices, 2e5 edges: a long cycle-rich random graph plus a path, heavy weights
    let n = 200_000usize;
    let mut rng = Rng(0xDEAD_BEEF);
    let mut s = String::with_capacity(5_000_000);
    let mut edges = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for i in 1..n / 2 {
        edges.push((i, i + 1, rng.below(1_000_000_001)));
        seen.insert((i, i + 1));
    }
    while edges.len() < 200_000 {
        let a = rng.below(n as u64) as usize + 1;
        let b = rng.below(n as u64) as usize + 1;
        if a == b || !seen.insert((a, b)) {
            continue;
        }
        edges.push((a, b, rng.below(1_000_000_001)));
    }
    s += &format!("{} {} 1\n", n, edges.len());
    for (a, b, c) in edges {
        s += &format!("{} {} {}\n", a, b, c);
    }
    s
}
