// Oracle for LeetCode 913 "Cat and Mouse", written from the rules only.
// brute: plain minimax over whole game histories: a position (mouse, cat, player to move) that
// repeats a position of the current history ends the game as a draw (0); the mouse on the hole
// wins for the mouse (1); the cat on the mouse wins for the cat (2). The mouse prefers
// 1 > 0 > 2, the cat 2 > 0 > 1. Exponential: small graphs only.

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

fn parse(input: &str) -> Vec<Vec<usize>> {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let n = it.next().unwrap();
    (0..n)
        .map(|_| {
            let k = it.next().unwrap();
            (0..k).map(|_| it.next().unwrap()).collect()
        })
        .collect()
}

// mouse's score: 2 = mouse wins, 1 = draw, 0 = cat wins
fn play(
    g: &[Vec<usize>],
    m: usize,
    c: usize,
    t: usize,
    hist: &mut Vec<(usize, usize, usize)>,
) -> u8 {
    if m == 0 {
        return 2;
    }
    if m == c {
        return 0;
    }
    if hist.contains(&(m, c, t)) {
        return 1;
    }
    hist.push((m, c, t));
    let r = if t == 0 {
        let mut best = 0;
        for &w in &g[m] {
            best = best.max(play(g, w, c, 1, hist));
            if best == 2 {
                break;
            }
        }
        best
    } else {
        let mut best = 2;
        for &w in &g[c] {
            if w == 0 {
                continue;
            }
            best = best.min(play(g, m, w, 0, hist));
            if best == 0 {
                break;
            }
        }
        best
    };
    hist.pop();
    r
}

pub fn brute(input: &str) -> String {
    let g = parse(input);
    let r = play(&g, 1, 2, 0, &mut Vec::new());
    // 2 -> 1 (mouse), 1 -> 0 (draw), 0 -> 2 (cat)
    format!("{}\n", [2, 0, 1][r as usize])
}

fn graph(rng: &mut Rng, n: usize, extra: usize, hole_leaf: bool) -> String {
    // a random connected undirected graph: a random tree plus extra edges; every node has a
    // neighbour, and node 2 has a non-zero neighbour (the cat can always move)
    let mut adj = vec![vec![false; n]; n];
    let mut perm: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        perm.swap(i, j);
    }
    for v in 1..n {
        let (a, b) = (perm[rng.below(v as u64) as usize], perm[v]);
        adj[a][b] = true;
        adj[b][a] = true;
    }
    for _ in 0..extra {
        let a = rng.below(n as u64) as usize;
        let b = rng.below(n as u64) as usize;
        if a != b && !(hole_leaf && (a == 0 || b == 0)) {
            adj[a][b] = true;
            adj[b][a] = true;
        }
    }
    if !(1..n).any(|w| adj[2][w]) {
        let w = if n > 3 { 3 } else { 1 };
        adj[2][w] = true;
        adj[w][2] = true;
    }
    // shuffle the order of each list
    let mut s = format!("{}\n", n);
    for row in adj.iter() {
        let mut l: Vec<usize> = (0..n).filter(|&w| row[w]).collect();
        for i in (1..l.len()).rev() {
            let j = rng.below(i as u64 + 1) as usize;
            l.swap(i, j);
        }
        s += &l.len().to_string();
        for w in l {
            s += &format!(" {}", w);
        }
        s += "\n";
    }
    s
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let n = 3 + rng.below(5) as usize; // 3..=7
    if seed % 3 == 0 {
        // a cycle through 1..n-1 in random order, the hole hanging off one or two of its nodes
        let n = 5 + rng.below(3) as usize;
        let mut c: Vec<usize> = (1..n).collect();
        for i in (1..c.len()).rev() {
            let j = rng.below(i as u64 + 1) as usize;
            c.swap(i, j);
        }
        let mut adj = vec![Vec::new(); n];
        let mut add = |a: usize, b: usize, adj: &mut Vec<Vec<usize>>| {
            if a != b && !adj[a].contains(&b) {
                adj[a].push(b);
                adj[b].push(a);
            }
        };
        for i in 0..c.len() {
            add(c[i], c[(i + 1) % c.len()], &mut adj);
        }
        for _ in 0..1 + rng.below(2) {
            add(0, 1 + rng.below(n as u64 - 1) as usize, &mut adj);
        }
        if rng.below(2) == 0 {
            add(c[0], c[2], &mut adj);
        }
        let mut s = format!("{}\n", n);
        for l in &adj {
            s += &l.len().to_string();
            for w in l {
                s += &format!(" {}", w);
            }
            s += "\n";
        }
        return s;
    }
    let hole_leaf = seed % 2 == 0;
    let extra = rng.below(if hole_leaf {
        n as u64
    } else {
        n as u64 / 2 + 2
    }) as usize;
    graph(&mut rng, n, extra, hole_leaf)
}

pub fn worst_input() -> String {
    let mut rng = Rng(0x1234_5678_9ABC);
    graph(&mut rng, 50, 600, false)
}
