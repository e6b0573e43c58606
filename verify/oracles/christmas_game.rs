//! Oracle for POJ 3710 "Christmas Game" (problems/christmas_game), written from the rules only:
//! one test case is one game over the edges of all its trees (a bitmask of the edges left,
//! memoized win/lose). A move deletes one edge left; then every edge no longer connected to its
//! tree's root (node 1) by edges left disappears. The player with no edge to cut loses.
use std::collections::HashMap;

fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// Edges as (tree, a, b) with the nodes of every tree renumbered globally; roots[tree] = its root.
struct Game {
    edges: Vec<(usize, usize)>,
    roots: Vec<usize>,
    nodes: usize,
}

impl Game {
    /// The edges of `mask` still connected to a root through edges of `mask`.
    fn keep(&self, mask: u32) -> u32 {
        let mut seen = vec![false; self.nodes];
        for &r in &self.roots {
            seen[r] = true;
        }
        let mut kept = 0u32;
        loop {
            let mut grew = false;
            for (i, &(a, b)) in self.edges.iter().enumerate() {
                if mask >> i & 1 == 1 && kept >> i & 1 == 0 && (seen[a] || seen[b]) {
                    kept |= 1 << i;
                    seen[a] = true;
                    seen[b] = true;
                    grew = true;
                }
            }
            if !grew {
                return kept;
            }
        }
    }

    fn wins(&self, mask: u32, memo: &mut HashMap<u32, bool>) -> bool {
        if let Some(&r) = memo.get(&mask) {
            return r;
        }
        let r = (0..self.edges.len())
            .any(|i| mask >> i & 1 == 1 && !self.wins(self.keep(mask & !(1 << i)), memo));
        memo.insert(mask, r);
        r
    }
}

pub fn brute(input: &str) -> String {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let mut out = String::new();
    while let Some(trees) = it.next() {
        let mut g = Game {
            edges: Vec::new(),
            roots: Vec::new(),
            nodes: 0,
        };
        for _ in 0..trees {
            let (m, k) = (it.next().unwrap(), it.next().unwrap());
            g.roots.push(g.nodes); // node 1 of this tree
            for _ in 0..k {
                let (a, b) = (it.next().unwrap(), it.next().unwrap());
                g.edges.push((g.nodes + a - 1, g.nodes + b - 1));
            }
            g.nodes += m;
        }
        assert!(
            g.edges.len() <= 20,
            "brute is for at most 20 edges in a test case"
        );
        let all = g.keep(((1u64 << g.edges.len()) - 1) as u32);
        let first = g.wins(all, &mut HashMap::new());
        out.push_str(if first { "Sally\n" } else { "Harry\n" });
    }
    out
}

/// A tree with polygons hanging from it: node 1 is the root; a step hangs either a new edge or a
/// new polygon of `len` sides (len = 2 is two parallel edges) from a node of the main tree; the
/// polygon's other nodes get nothing hung from them. Nodes (but 1) are relabelled, edges and their
/// ends shuffled. Returns (m, edges).
fn tree(s: &mut u64, steps: usize, max_len: u64) -> (usize, Vec<(usize, usize)>) {
    let mut main = vec![0usize]; // nodes of the main tree (0-based)
    let mut m = 1;
    let mut edges = Vec::new();
    for _ in 0..steps {
        let at = main[(rng(s) % main.len() as u64) as usize];
        if rng(s) % 3 == 0 {
            let len = 2 + (rng(s) % (max_len - 1)) as usize;
            let mut prev = at;
            for _ in 0..len - 1 {
                edges.push((prev, m));
                prev = m;
                m += 1;
            }
            edges.push((prev, at));
        } else {
            edges.push((at, m));
            main.push(m);
            m += 1;
        }
    }
    let mut label: Vec<usize> = (0..m).collect();
    for i in (2..m).rev() {
        let j = 1 + (rng(s) % i as u64) as usize;
        label.swap(i, j);
    }
    for i in (1..edges.len()).rev() {
        let j = (rng(s) % (i as u64 + 1)) as usize;
        edges.swap(i, j);
    }
    let edges = edges
        .into_iter()
        .map(|(a, b)| {
            let (a, b) = (label[a] + 1, label[b] + 1);
            if rng(s) % 2 == 0 {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    (m, edges)
}

fn case(s: &mut u64, trees: usize, steps: usize, max_len: u64, out: &mut String) {
    out.push_str(&format!("{}\n", trees));
    for _ in 0..trees {
        let (m, edges) = tree(s, steps, max_len);
        out.push_str(&format!("{} {}\n", m, edges.len()));
        for (a, b) in edges {
            out.push_str(&format!("{} {}\n", a, b));
        }
    }
}

pub fn random_input(seed: u64) -> String {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut out = String::new();
    for _ in 0..1 + rng(&mut s) % 3 {
        // at most 16 edges in a test case: a step adds at most 4 edges, trees * steps <= 4
        let trees = 1 + (rng(&mut s) % 3) as usize;
        let steps = 1 + (rng(&mut s) % (4 / trees) as u64) as usize;
        case(&mut s, trees, steps, 4, &mut out);
    }
    out
}

pub fn worst_input() -> String {
    // 10 test cases of 99 trees; each tree has 49 steps, polygons of up to 3 sides (<= 99 nodes)
    let mut s = 0x2545_F491_4F6C_DD1Du64;
    let mut out = String::new();
    for _ in 0..10 {
        case(&mut s, 99, 49, 3, &mut out);
    }
    out
}
