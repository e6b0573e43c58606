// CF 786A "Berzerk" by hand, the usual contest solution: out-degree counters and a BFS over the
// predecessors computed on the fly, with distances as the snippet gives them. The reference side
// of verify/bench/berzerk.sh (the snippet side: problems/berzerk, bundled); `cargo bench --
// retrograde` checks the snippet against `solve`. Reads the problem's input from stdin.
use std::io::{self, BufWriter, Read, Write};

/// Labels (0 = loop, 1 = win, 2 = lose) and distances (u32::MAX: none) of the states p * n + s:
/// player p to move, the monster on square s (0: the player to move has lost).
pub fn solve(n: usize, sets: &[Vec<usize>; 2]) -> (Vec<u8>, Vec<u32>) {
    let mut lab = vec![0u8; 2 * n];
    let mut dist = vec![u32::MAX; 2 * n];
    let mut deg: Vec<u32> = (0..2 * n).map(|v| sets[v / n].len() as u32).collect();
    let mut queue = vec![0, n];
    (lab[0], lab[n], dist[0], dist[n]) = (2, 2, 0, 0);
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head];
        head += 1;
        let (q, sq) = (1 - v / n, v % n);
        for &x in &sets[q] {
            let from = if sq >= x { sq - x } else { sq + n - x };
            let u = q * n + from;
            if from == 0 || lab[u] != 0 {
                continue;
            }
            if lab[v] == 2 {
                lab[u] = 1;
            } else {
                deg[u] -= 1;
                if deg[u] > 0 {
                    continue;
                }
                lab[u] = 2;
            }
            dist[u] = dist[v] + 1;
            queue.push(u);
        }
    }
    (lab, dist)
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let n = it.next().unwrap();
    let mut sets = [Vec::new(), Vec::new()];
    for set in sets.iter_mut() {
        let k = it.next().unwrap();
        *set = (0..k).map(|_| it.next().unwrap()).collect();
    }
    let (lab, dist) = solve(n, &sets);
    let mut w = BufWriter::new(io::stdout().lock());
    for p in 0..2 {
        let line: Vec<&str> = (1..n)
            .map(|sq| ["Loop", "Win", "Lose"][lab[p * n + sq] as usize])
            .collect();
        writeln!(w, "{}", line.join(" ")).unwrap();
    }
    std::hint::black_box(&dist);
}
