//! Codeforces 1873H "Mad City": a connected graph with n vertices and n edges (so exactly one
//! cycle). Marcel starts at a, Valeriu at b. Each move both simultaneously go to a neighbour or
//! stay; Valeriu sees Marcel's choice before choosing his own. Marcel catches Valeriu if they end
//! a move on the same vertex or traverse the same edge in opposite directions in the same move
//! (or if a = b at the start). Output "YES" if Valeriu can avoid capture forever, else "NO".
//! Oracle: positions (Marcel's vertex, Valeriu's vertex), distinct; the least fixed point of
//! "Marcel can force capture" found by plain repeated sweeps: a position is marked when some
//! Marcel move m2 makes every Valeriu reply v2 either a capture (v2 == m2, or m2 == v and
//! v2 == m) or a marked position. Unmarked positions escape forever. Small graphs only.

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

fn escapes(n: usize, a: usize, b: usize, edges: &[(usize, usize)]) -> bool {
    if a == b {
        return false;
    }
    // closed neighbourhoods (staying is a move)
    let mut g: Vec<Vec<usize>> = (0..n).map(|x| vec![x]).collect();
    for &(u, v) in edges {
        g[u].push(v);
        g[v].push(u);
    }
    let mut caught = vec![vec![false; n]; n]; // caught[m][v]: Marcel at m can force capture
    loop {
        let mut changed = false;
        for m in 0..n {
            for v in 0..n {
                if m == v || caught[m][v] {
                    continue;
                }
                let win = g[m].iter().any(|&m2| {
                    g[v].iter().all(|&v2| v2 == m2 || (m2 == v && v2 == m) || caught[m2][v2])
                });
                if win {
                    caught[m][v] = true;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    !caught[a][b]
}

pub fn brute(input: &str) -> String {
    let mut it = input.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
    let t = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..t {
        let n = it.next().unwrap();
        let a = it.next().unwrap() - 1;
        let b = it.next().unwrap() - 1;
        let edges: Vec<(usize, usize)> =
            (0..n).map(|_| (it.next().unwrap() - 1, it.next().unwrap() - 1)).collect();
        out += if escapes(n, a, b, &edges) { "YES\n" } else { "NO\n" };
    }
    out
}

/// A random connected graph with n vertices and n edges: a cycle of length k (3..=n) on
/// random labels, the other vertices hung on as a random forest (random parent, or path-like).
fn random_unicyclic(r: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    let mut perm: Vec<usize> = (1..=n).collect();
    for i in (1..n).rev() {
        let j = r.below(i as u64 + 1) as usize;
        perm.swap(i, j);
    }
    let k = if r.below(3) == 0 { 3 } else { 3 + r.below(n as u64 - 2) as usize };
    let path_like = r.below(2) == 0;
    let mut e = Vec::new();
    for i in 0..k {
        e.push((perm[i], perm[(i + 1) % k]));
    }
    for i in k..n {
        let p = if path_like && r.below(4) != 0 { i - 1 } else { r.below(i as u64) as usize };
        e.push((perm[p], perm[i]));
    }
    for x in e.iter_mut() {
        if r.below(2) == 0 {
            *x = (x.1, x.0);
        }
    }
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
        let n = 3 + r.below(8) as usize; // 3..=10
        let a = 1 + r.below(n as u64) as usize;
        // b != a except now and then (a = b is an immediate capture)
        let b = if r.below(12) == 0 {
            a
        } else {
            let b = 1 + r.below(n as u64 - 1) as usize;
            if b >= a { b + 1 } else { b }
        };
        s += &format!("{} {} {}\n", n, a, b);
        for (u, v) in random_unicyclic(&mut r, n) {
            s += &format!("{} {}\n", u, v);
        }
    }
    s
}

pub fn worst_input() -> String {
    // One test, n = 2*10^5: a triangle at the end of a 199,997-vertex path (deep for a recursive
    // DFS), random labels; Valeriu deep in the path, Marcel near the cycle.
    let mut r = Rng(20230921);
    let n = 200_000usize;
    let mut perm: Vec<usize> = (1..=n).collect();
    for i in (1..n).rev() {
        let j = r.below(i as u64 + 1) as usize;
        perm.swap(i, j);
    }
    // vertices 0,1,2 form the cycle; 3.. is a path hanging from 2
    let mut e = vec![(perm[0], perm[1]), (perm[1], perm[2]), (perm[2], perm[0])];
    for i in 3..n {
        e.push((perm[i - 1], perm[i]));
    }
    for i in (1..e.len()).rev() {
        let j = r.below(i as u64 + 1) as usize;
        e.swap(i, j);
    }
    let mut s = format!("1\n{} {} {}\n", n, perm[10], perm[150_000]);
    for (u, v) in e {
        s += &format!("{} {}\n", u, v);
    }
    s
}
