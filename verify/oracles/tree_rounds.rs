// Oracle for Codeforces 1970C3 "Game on Tree (Hard)", written from the rules only.
// brute: for each round, plain minimax over (stone node, set of activated nodes) as a bitmask:
// the mover moves the stone to an inactive neighbour; a player without such a move loses.

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

fn wins(adj: &[Vec<usize>], at: usize, active: u32) -> bool {
    adj[at]
        .iter()
        .any(|&w| active >> w & 1 == 0 && !wins(adj, w, active | 1 << w))
}

pub fn brute(input: &str) -> String {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let n = it.next().unwrap();
    let t = it.next().unwrap();
    assert!(n <= 30, "brute is for small trees");
    let mut adj = vec![Vec::new(); n];
    for _ in 0..n - 1 {
        let u = it.next().unwrap() - 1;
        let v = it.next().unwrap() - 1;
        adj[u].push(v);
        adj[v].push(u);
    }
    let mut s = String::new();
    for _ in 0..t {
        let u = it.next().unwrap() - 1;
        s += if wins(&adj, u, 1 << u) {
            "Ron\n"
        } else {
            "Hermione\n"
        };
    }
    s
}

fn tree(rng: &mut Rng, n: usize, t: usize, path_like: bool) -> String {
    let mut perm: Vec<usize> = (1..=n).collect();
    for i in (1..n).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        perm.swap(i, j);
    }
    let mut s = format!("{} {}\n", n, t);
    for v in 1..n {
        let p = if path_like {
            v - 1
        } else {
            rng.below(v as u64) as usize
        };
        if rng.below(2) == 0 {
            s += &format!("{} {}\n", perm[p], perm[v]);
        } else {
            s += &format!("{} {}\n", perm[v], perm[p]);
        }
    }
    let starts: Vec<String> = (0..t)
        .map(|_| (rng.below(n as u64) + 1).to_string())
        .collect();
    s += &starts.join(" ");
    s += "\n";
    s
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let n = 2 + rng.below(11) as usize; // 2..=12
    let t = 1 + rng.below(n as u64) as usize;
    tree(&mut rng, n, t, seed % 5 == 0)
}

pub fn worst_input() -> String {
    // a path of 2e5 nodes (deepest recursion) with t = n rounds
    let mut rng = Rng(0xC0FFEE);
    tree(&mut rng, 200_000, 200_000, true)
}
