// Oracle for Jutge P61396 "A tree game", written from the rules only.
// brute: minimax over the set of nodes left (a bitmask, memoized): a move removes the subtree of
// any node left (its descendants still left, itself included); removing the root loses at once,
// so it is only the forced last move. Print L if the mover loses, else the smallest node whose
// subtree removal leaves a losing position.
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

fn wins(sub: &[u32], mask: u32, memo: &mut HashMap<u32, bool>) -> bool {
    if let Some(&r) = memo.get(&mask) {
        return r;
    }
    // node 0 is the root; removing it loses, so only the other nodes are real moves
    let r = (1..sub.len()).any(|v| mask >> v & 1 == 1 && !wins(sub, mask & !sub[v], memo));
    memo.insert(mask, r);
    r
}

pub fn brute(input: &str) -> String {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let mut out = String::new();
    while let Some(n) = it.next() {
        assert!(n <= 25, "brute is for small trees");
        let mut children = vec![Vec::new(); n];
        for _ in 0..n - 1 {
            let x = it.next().unwrap() - 1;
            let y = it.next().unwrap() - 1;
            children[x].push(y);
        }
        // sub[v]: the bitmask of v's subtree
        fn fill(v: usize, ch: &[Vec<usize>], sub: &mut [u32]) -> u32 {
            let mut m = 1 << v;
            for &c in &ch[v] {
                m |= fill(c, ch, sub);
            }
            sub[v] = m;
            m
        }
        let mut sub = vec![0u32; n];
        fill(0, &children, &mut sub);
        let full = sub[0];
        let mut memo = HashMap::new();
        let best = (1..n).find(|&v| !wins(&sub, full & !sub[v], &mut memo));
        match best {
            Some(v) => out += &format!("{}\n", v + 1),
            None => out += "L\n",
        }
    }
    out
}

fn tree(rng: &mut Rng, n: usize, path: bool) -> String {
    // node labels 2..n shuffled; node 1 stays the root; edges listed in random order
    let mut perm: Vec<usize> = (2..=n).collect();
    for i in (1..perm.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        perm.swap(i, j);
    }
    let label = |i: usize| if i == 0 { 1 } else { perm[i - 1] };
    let mut edges: Vec<(usize, usize)> = (1..n)
        .map(|v| {
            let p = if path {
                v - 1
            } else {
                rng.below(v as u64) as usize
            };
            (label(p), label(v))
        })
        .collect();
    for i in (1..edges.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        edges.swap(i, j);
    }
    let mut s = n.to_string();
    for (x, y) in edges {
        s += &format!("  {} {}", x, y);
    }
    s + "\n"
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let cases = 1 + rng.below(3) as usize;
    (0..cases)
        .map(|_| {
            let n = 1 + rng.below(11) as usize;
            let path = rng.below(5) == 0;
            tree(&mut rng, n, path)
        })
        .collect()
}

pub fn worst_input() -> String {
    // one path of 1e5 nodes (deepest) and one random tree of 1e5 nodes
    let mut rng = Rng(0x7AEE);
    tree(&mut rng, 100_000, true) + &tree(&mut rng, 100_000, false)
}
