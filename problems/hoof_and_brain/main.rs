// Problem: USACO 2022 US Open Platinum 2 "Hoof and Brain" (https://www.linstitute.net/archives/632633)
// Statement: two tokens on distinct nodes of a digraph; each turn the brain picks a token and the
//   hoof moves it along an out-edge, never onto the other token; the hoof stuck: B, forever: H.
// Snippets: retrograde (the one-token game: the brain always picks the same token, a pass
//   position 2w + 1 between the hoof's moves; Loss at 2v: every path from v ends). The two-token
//   part is by hand: among the live nodes, a group whose only move leads to one other group is
//   merged into it (an edge back into a group counts as a move; small-to-large in-sets); the
//   hoof wins iff both tokens are live and in different groups.
use snippets::retrograde::*;
use std::collections::HashSet;
use std::io::{self, BufWriter, Read, Write};

fn find(parent: &mut [usize], mut v: usize) -> usize {
    let mut r = v;
    while parent[r] != r {
        r = parent[r];
    }
    while parent[v] != r {
        let next = parent[v];
        parent[v] = r;
        v = next;
    }
    r
}

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let (n, m) = (it.next().unwrap(), it.next().unwrap());
    let mut adj = vec![Vec::new(); n];
    let mut edges = Vec::with_capacity(m + n);
    for _ in 0..m {
        let (a, b) = (it.next().unwrap() - 1, it.next().unwrap() - 1);
        adj[a].push(b);
        edges.push((2 * a, 2 * b + 1)); // the hoof moves a -> b, then the brain picks b again
    }
    edges.extend((0..n).map(|w| (2 * w + 1, 2 * w)));
    let r = retrograde(2 * n, &edges, &[]);
    // dead: one token there alone is stuck sooner or later (the brain picks it every turn)
    let alive: Vec<bool> = (0..n).map(|v| r.dist[2 * v] == DRAW_DIST).collect();

    // groups of live nodes; a group's label is its head node, whose out-edges (to live nodes, via
    // find) are the group's only out-edges: a merged group's own edges all went into the head
    let mut parent: Vec<usize> = (0..n).collect();
    let mut outdeg = vec![0usize; n]; // distinct out-groups, the group itself counted once
    let mut self_loop = vec![false; n]; // an edge back into the group: the hoof's free turn
    let mut ins: Vec<HashSet<usize>> = vec![HashSet::new(); n];
    for a in (0..n).filter(|&a| alive[a]) {
        for &b in adj[a].iter().filter(|&&b| alive[b]) {
            outdeg[a] += 1;
            ins[b].insert(a);
        }
    }
    let mut queue: Vec<usize> = (0..n).filter(|&v| alive[v] && outdeg[v] == 1).collect();
    while let Some(u) = queue.pop() {
        if parent[u] != u || outdeg[u] != 1 || self_loop[u] {
            continue;
        }
        let mut target = None;
        for &b in &adj[u] {
            if alive[b] {
                let t = find(&mut parent, b);
                if t != u {
                    target = Some(t);
                    break;
                }
            }
        }
        let v = target.expect("outdeg 1: one group outside");
        // merge u into v: u's one out-group is v, so v's out-edges are the merged group's
        ins[v].remove(&u);
        if ins[u].remove(&v) {
            // v -> u becomes an edge into the group itself: the token waits at u, which must
            // come back to v; a move the hoof keeps (two such edges count once)
            if self_loop[v] {
                outdeg[v] -= 1;
            }
            self_loop[v] = true;
        }
        let mut small = std::mem::take(&mut ins[u]);
        if small.len() > ins[v].len() {
            std::mem::swap(&mut small, &mut ins[v]);
        }
        for w in small {
            if !ins[v].insert(w) {
                outdeg[w] -= 1; // w pointed to both u and v: one group now
                if outdeg[w] == 1 {
                    queue.push(w);
                }
            }
        }
        parent[u] = v;
        if outdeg[v] == 1 && !self_loop[v] {
            queue.push(v);
        }
    }

    let q = it.next().unwrap();
    let mut ans = String::with_capacity(q);
    for _ in 0..q {
        let (x, y) = (it.next().unwrap() - 1, it.next().unwrap() - 1);
        let hoof = alive[x] && alive[y] && find(&mut parent, x) != find(&mut parent, y);
        ans.push(if hoof { 'H' } else { 'B' });
    }
    writeln!(out, "{}", ans).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
