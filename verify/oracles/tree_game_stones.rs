// Oracle for AtCoder AGC010 F "Tree Game", written from the rules only.
// A move at the piece's vertex v: take one stone from v (v must have one, else the mover
// loses), then move the piece to a neighbour of v. brute: memoized minimax over the whole state
// (piece vertex, every vertex's stone count); every move removes a stone, so the game is finite
// and the memo needs no cycle handling. Print every start vertex where the mover (Takahashi) wins.
use std::collections::HashMap;

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

fn wins(
    adj: &[Vec<usize>],
    v: usize,
    stones: &mut Vec<u64>,
    memo: &mut HashMap<(usize, Vec<u64>), bool>,
) -> bool {
    if stones[v] == 0 {
        return false;
    }
    if let Some(&r) = memo.get(&(v, stones.clone())) {
        return r;
    }
    stones[v] -= 1;
    let mut r = false;
    for &w in &adj[v] {
        if !wins(adj, w, stones, memo) {
            r = true;
            break;
        }
    }
    stones[v] += 1;
    memo.insert((v, stones.clone()), r);
    r
}

pub fn brute(input: &str) -> String {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let n = it.next().unwrap() as usize;
    let mut stones: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
    assert!(
        stones.iter().map(|&a| a + 1).product::<u64>() * n as u64 <= 2_000_000,
        "brute is for small states"
    );
    let mut adj = vec![Vec::new(); n];
    for _ in 0..n - 1 {
        let a = it.next().unwrap() as usize - 1;
        let b = it.next().unwrap() as usize - 1;
        adj[a].push(b);
        adj[b].push(a);
    }
    let mut memo = HashMap::new();
    let win: Vec<String> = (0..n)
        .filter(|&v| wins(&adj, v, &mut stones, &mut memo))
        .map(|v| (v + 1).to_string())
        .collect();
    format!("{}\n", win.join(" "))
}

fn tree(rng: &mut Rng, n: usize, shape: u64) -> Vec<(usize, usize)> {
    // shape 0: random parent, 1: path, 2: star; labels shuffled, edges in random order
    let mut perm: Vec<usize> = (1..=n).collect();
    for i in (1..n).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        perm.swap(i, j);
    }
    let mut edges: Vec<(usize, usize)> = (1..n)
        .map(|v| {
            let p = match shape {
                1 => v - 1,
                2 => 0,
                _ => rng.below(v as u64) as usize,
            };
            if rng.below(2) == 0 {
                (perm[p], perm[v])
            } else {
                (perm[v], perm[p])
            }
        })
        .collect();
    for i in (1..edges.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        edges.swap(i, j);
    }
    edges
}

fn render(a: &[u64], edges: &[(usize, usize)]) -> String {
    let mut s = format!("{}\n", a.len());
    let v: Vec<String> = a.iter().map(|x| x.to_string()).collect();
    s += &v.join(" ");
    s += "\n";
    for &(x, y) in edges {
        s += &format!("{} {}\n", x, y);
    }
    s
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let n = 2 + rng.below(6) as usize; // 2..=7
    let cap = if n <= 4 { 6 } else { 3 };
    let a: Vec<u64> = (0..n)
        .map(|_| {
            if rng.below(6) == 0 {
                0
            } else {
                rng.below(cap + 1)
            }
        })
        .collect();
    let shape = rng.below(3);
    let edges = tree(&mut rng, n, shape);
    render(&a, &edges)
}

pub fn worst_input() -> String {
    // N = 3000 (the limit), a random tree, A_i up to 1e9
    let mut rng = Rng(0xA6C0_10F);
    let n = 3000;
    let a: Vec<u64> = (0..n).map(|_| rng.below(1_000_000_001)).collect();
    let edges = tree(&mut rng, n, 0);
    render(&a, &edges)
}
