// Oracle for Codeforces 936B "Sleepy Game", written from the rules only.
// Petya makes both players' moves; the player who cannot move loses; 10^6 turns make a draw.
// brute: layered reachability over walks from s: Win iff some walk with an odd number of moves
// (Vasya to move) ends on a vertex without out-edges, within 10^6 moves (2n + 1 layers suffice:
// a shortest such walk repeats no (vertex, parity)); else Draw iff walks of every length up to
// 10^6 exist (n + 1 layers: a walk longer than n repeats a vertex, so it can be pumped); else Lose.
// check: a Win answer must be a legal winning walk; Draw / Lose must match brute.

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

fn parse(input: &str) -> (Vec<Vec<usize>>, usize) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let n = it.next().unwrap();
    let _m = it.next().unwrap();
    let adj: Vec<Vec<usize>> = (0..n)
        .map(|_| {
            let c = it.next().unwrap();
            (0..c).map(|_| it.next().unwrap() - 1).collect()
        })
        .collect();
    let s = it.next().unwrap() - 1;
    (adj, s)
}

pub fn brute(input: &str) -> String {
    let (adj, s) = parse(input);
    let n = adj.len();
    // layer k: the vertices reachable in exactly k moves, with one predecessor each
    let mut layers: Vec<Vec<Option<usize>>> = Vec::new();
    let mut cur = vec![None; n];
    cur[s] = Some(s);
    for k in 0..=2 * n + 1 {
        if k % 2 == 1 {
            if let Some(v) = (0..n).find(|&v| cur[v].is_some() && adj[v].is_empty()) {
                // rebuild the walk backwards
                let mut path = vec![v];
                let mut x = v;
                for j in (1..=k).rev() {
                    x = if j == k {
                        cur[x].unwrap()
                    } else {
                        layers[j][x].unwrap()
                    };
                    path.push(x);
                }
                path.reverse();
                let p: Vec<String> = path.iter().map(|v| (v + 1).to_string()).collect();
                return format!("Win\n{}\n", p.join(" "));
            }
        }
        let mut next = vec![None; n];
        for v in 0..n {
            if cur[v].is_some() {
                for &w in &adj[v] {
                    next[w] = Some(v);
                }
            }
        }
        layers.push(cur);
        cur = next;
    }
    // walks of length n + 1 exist iff a reachable cycle exists
    let mut reach = vec![false; n];
    reach[s] = true;
    for _ in 0..=n {
        let mut next = vec![false; n];
        for v in 0..n {
            if reach[v] {
                for &w in &adj[v] {
                    next[w] = true;
                }
            }
        }
        reach = next;
    }
    if reach.iter().any(|&r| r) {
        "Draw\n"
    } else {
        "Lose\n"
    }
    .to_string()
}

pub fn check(input: &str, output: &str) -> Result<(), String> {
    let want = brute(input);
    let mut tok = output.split_ascii_whitespace();
    let first = tok.next().ok_or("empty output")?;
    let wfirst = want.split_ascii_whitespace().next().unwrap();
    if first != wfirst {
        return Err(format!("answered {}, expected {}", first, wfirst));
    }
    if first != "Win" {
        return if tok.next().is_none() {
            Ok(())
        } else {
            Err("tokens after the verdict".into())
        };
    }
    let (adj, s) = parse(input);
    let path: Vec<usize> = tok
        .map(|t| {
            t.parse::<usize>()
                .map_err(|_| format!("bad vertex {:?}", t))
        })
        .collect::<Result<_, _>>()?;
    if path.is_empty() || path.len() > 1_000_000 {
        return Err(format!("walk of {} vertices", path.len()));
    }
    if path.iter().any(|&v| v == 0 || v > adj.len()) {
        return Err("vertex out of range".into());
    }
    if path[0] != s + 1 {
        return Err(format!("walk starts at {}, not at s = {}", path[0], s + 1));
    }
    for w in path.windows(2) {
        if !adj[w[0] - 1].contains(&(w[1] - 1)) {
            return Err(format!("no edge {} -> {}", w[0], w[1]));
        }
    }
    let last = *path.last().unwrap() - 1;
    if !adj[last].is_empty() {
        return Err(format!("the walk ends on {}, which has a move", last + 1));
    }
    if path.len() % 2 != 0 {
        return Err(format!("{} moves: Petya is the one stuck", path.len() - 1));
    }
    Ok(())
}

fn graph(rng: &mut Rng, n: usize, m: usize) -> String {
    let mut adj = vec![Vec::new(); n];
    let mut tries = 0;
    let mut edges = 0;
    while edges < m && tries < 100 * m + 100 {
        tries += 1;
        let a = rng.below(n as u64) as usize;
        let b = rng.below(n as u64) as usize;
        if a != b && !adj[a].contains(&b) {
            adj[a].push(b);
            edges += 1;
        }
    }
    let mut s = format!("{} {}\n", n, edges);
    for l in &adj {
        s += &l.len().to_string();
        for &w in l {
            s += &format!(" {}", w + 1);
        }
        s += "\n";
    }
    s += &format!("{}\n", rng.below(n as u64) + 1);
    s
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let n = 2 + rng.below(8) as usize;
    let m = rng.below(2 * n as u64) as usize;
    graph(&mut rng, n, m)
}

pub fn worst_input() -> String {
    // a long path 1 -> 2 -> ... -> n (the winning walk is long), plus random edges among the
    // first half, which make cycles; n = 1e5, m = 2e5
    let n = 100_000usize;
    let mut rng = Rng(0x5EED);
    let mut adj = vec![Vec::new(); n];
    for v in 0..n - 1 {
        adj[v].push(v + 1);
    }
    let mut m = n - 1;
    while m < 200_000 {
        let a = rng.below(n as u64 / 2) as usize;
        let b = rng.below(a as u64 + 1) as usize;
        if a != b && !adj[a].contains(&b) {
            adj[a].push(b);
            m += 1;
        }
    }
    let mut s = format!("{} {}\n", n, m);
    for l in &adj {
        s += &l.len().to_string();
        for &w in l {
            s += &format!(" {}", w + 1);
        }
        s += "\n";
    }
    s += "1\n";
    s
}
