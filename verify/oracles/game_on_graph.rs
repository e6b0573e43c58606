//! NEERC 2016 G "Game on Graph": a token on a directed graph, players alternately move it along an
//! arc, the player who cannot move loses. Gennady prefers an infinite game to winning to losing;
//! Georgiy prefers winning to losing to an infinite game. The two orders are exact reverses, so the
//! game is zero-sum over the outcomes ordered (Georgiy wins) < (Gennady wins) < (infinite), Gennady
//! maximising. Oracle: plain finite-horizon minimax over (vertex, mover, moves left), a play still
//! running when the horizon runs out counting as infinite. With 2n positions, whoever can force an
//! end or a Georgiy win can force it within 2n moves, so a horizon of 2n + 2 gives the true values.
//! Output: line 1 Gennady starts at i, line 2 Georgiy starts at i; W / L for the starter, D infinite.

const BWIN: u8 = 0; // Georgiy wins
const AWIN: u8 = 1; // Gennady wins
const INF: u8 = 2; // the game goes on forever

pub fn brute(input: &str) -> String {
    let v: Vec<usize> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, m) = (v[0], v[1]);
    let mut adj = vec![Vec::new(); n];
    for i in 0..m {
        adj[v[2 + 2 * i] - 1].push(v[3 + 2 * i] - 1);
    }
    // cur[t][u]: value with t to move at u (t = 0 Gennady, 1 Georgiy) and k moves left.
    let mut cur = vec![vec![INF; n]; 2]; // k = 0: unfinished
    for u in 0..n {
        if adj[u].is_empty() {
            cur[0][u] = BWIN;
            cur[1][u] = AWIN;
        }
    }
    let horizon = 2 * n + 2;
    for _ in 0..horizon {
        let mut nxt = vec![vec![INF; n]; 2];
        for u in 0..n {
            if adj[u].is_empty() {
                nxt[0][u] = BWIN;
                nxt[1][u] = AWIN;
                continue;
            }
            nxt[0][u] = adj[u].iter().map(|&w| cur[1][w]).max().unwrap();
            nxt[1][u] = adj[u].iter().map(|&w| cur[0][w]).min().unwrap();
        }
        cur = nxt;
    }
    let mut out = String::new();
    for u in 0..n {
        out.push(match cur[0][u] {
            AWIN => 'W',
            BWIN => 'L',
            _ => 'D',
        });
    }
    out.push('\n');
    for u in 0..n {
        out.push(match cur[1][u] {
            BWIN => 'W',
            AWIN => 'L',
            _ => 'D',
        });
    }
    out.push('\n');
    out
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

fn render(n: usize, arcs: &[(usize, usize)]) -> String {
    let mut s = format!("{} {}\n", n, arcs.len());
    for &(a, b) in arcs {
        s += &format!("{} {}\n", a, b);
    }
    s
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    for _ in 0..20 {
        next(&mut x);
    }
    let n = 1 + (next(&mut x) % 9) as usize;
    // per-vertex chance (in %) of being a sink, and arc density
    let sink = [0, 10, 25, 40][(next(&mut x) % 4) as usize];
    let dens = 5 + next(&mut x) % 50;
    let loops = next(&mut x) % 3 == 0;
    let mut arcs = Vec::new();
    for a in 1..=n {
        if next(&mut x) % 100 < sink {
            continue;
        }
        for b in 1..=n {
            if a == b && !loops {
                continue;
            }
            if next(&mut x) % 100 < dens {
                arcs.push((a, b));
            }
        }
    }
    if arcs.is_empty() {
        // m >= 1
        let a = 1 + (next(&mut x) % n as u64) as usize;
        let b = 1 + (next(&mut x) % n as u64) as usize;
        arcs.push((a, b));
    }
    // shuffle the arc order
    for i in (1..arcs.len()).rev() {
        let j = (next(&mut x) % (i as u64 + 1)) as usize;
        arcs.swap(i, j);
    }
    render(n, &arcs)
}

pub fn worst_input() -> String {
    let n = 100_000usize;
    let m = 200_000usize;
    let mut x = 987_654_321u64;
    let mut seen = std::collections::HashSet::new();
    let mut arcs = Vec::with_capacity(m);
    // a long cycle-free chain feeding into a mostly random graph with a few sinks: deep retrograde
    for a in 1..n / 2 {
        arcs.push((a, a + 1));
        seen.insert((a, a + 1));
    }
    while arcs.len() < m {
        let a = 1 + (next(&mut x) % n as u64) as usize;
        if a < n / 2 || a % 50 == 0 {
            continue; // chain vertices keep out-degree 1; every 50th vertex is a sink
        }
        let b = 1 + (next(&mut x) % n as u64) as usize;
        if seen.insert((a, b)) {
            arcs.push((a, b));
        }
    }
    render(n, &arcs)
}
