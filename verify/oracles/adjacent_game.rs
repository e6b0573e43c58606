// Oracle for AtCoder TTPC2024 Div.2 N "Adjacent Game", written from the rules only.
// brute: plain minimax over the marks (none / Alice / Bob per vertex) with memo: Alice marks any
// vertex first; then from Bob on, the mover marks an unmarked vertex adjacent to a vertex
// carrying the opponent's mark; a player without such a vertex loses.
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

// marks: (alice mask, bob mask); `who` = 0 Alice, 1 Bob to move; true if the mover wins
fn wins(
    adj: &[Vec<usize>],
    a: u32,
    b: u32,
    who: usize,
    memo: &mut HashMap<(u32, u32, usize), bool>,
) -> bool {
    if let Some(&r) = memo.get(&(a, b, who)) {
        return r;
    }
    let n = adj.len();
    let opp = if who == 0 { b } else { a };
    let mut r = false;
    for v in 0..n {
        if (a | b) >> v & 1 == 1 || !adj[v].iter().any(|&u| opp >> u & 1 == 1) {
            continue;
        }
        let (na, nb) = if who == 0 {
            (a | 1 << v, b)
        } else {
            (a, b | 1 << v)
        };
        if !wins(adj, na, nb, 1 - who, memo) {
            r = true;
            break;
        }
    }
    memo.insert((a, b, who), r);
    r
}

pub fn brute(input: &str) -> String {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let n = it.next().unwrap();
    assert!(n <= 20, "brute is for small trees");
    let mut adj = vec![Vec::new(); n];
    for _ in 0..n - 1 {
        let u = it.next().unwrap() - 1;
        let v = it.next().unwrap() - 1;
        adj[u].push(v);
        adj[v].push(u);
    }
    let mut memo = HashMap::new();
    let alice = (0..n).any(|v| !wins(&adj, 1 << v, 0, 1, &mut memo));
    if alice { "Alice\n" } else { "Bob\n" }.to_string()
}

fn tree(rng: &mut Rng, n: usize, shape: u64) -> String {
    let mut perm: Vec<usize> = (1..=n).collect();
    for i in (1..n).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        perm.swap(i, j);
    }
    let mut s = format!("{}\n", n);
    for v in 1..n {
        let p = match shape {
            0 => v - 1,                        // path
            1 => 0,                            // star
            2 => (v - 1) / 2,                  // binary
            _ => rng.below(v as u64) as usize, // random
        };
        if rng.below(2) == 0 {
            s += &format!("{} {}\n", perm[p], perm[v]);
        } else {
            s += &format!("{} {}\n", perm[v], perm[p]);
        }
    }
    s
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let n = 1 + rng.below(10) as usize; // 1..=10
    tree(&mut rng, n, seed % 6)
}

pub fn worst_input() -> String {
    let mut rng = Rng(0xFACE);
    tree(&mut rng, 200_000, 0)
}
