// Oracle (judge) for Codeforces 1503B "3-Coloring", written from the rules only.
// The test is `n` and optionally a seed. The judge plays Alice against the solution (Bob) on an
// n x n grid: each turn it names a color a, reads Bob's "b i j" (b != a, (i, j) empty) and
// places the token; a token equal to an edge-adjacent one is a conflict and Bob loses. Bob wins
// when the grid is full. Alice's play:
// - n <= 3: exact minimax over all conflict-free grids (base-4 codes, memoized): Alice names a
//   color from which every Bob reply is still lost for Bob, whenever such a color exists (so any
//   slip by the solution is punished); otherwise a color by the seed's mode below.
// - larger n, by the seed's mode: random colors; one constant color; a color cycle; or greedy:
//   the color that leaves the most empty cells with no legal color (then the most with exactly
//   one), counted from the safe-color sets of the empty cells, kept up to date per move.
use std::collections::HashMap;
use std::io::{BufRead, Write};

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

fn read_line(r: &mut dyn BufRead) -> Result<String, String> {
    let mut s = String::new();
    match r.read_line(&mut s) {
        Ok(0) => Err("the solution closed its output".into()),
        Ok(_) => Ok(s.trim().to_string()),
        Err(e) => Err(e.to_string()),
    }
}

fn say(w: &mut dyn Write, s: &str) -> Result<(), String> {
    writeln!(w, "{}", s).map_err(|e| e.to_string())?;
    w.flush().map_err(|e| e.to_string())
}

fn neighbours(n: usize, c: usize) -> Vec<usize> {
    let (r, k) = (c / n, c % n);
    let mut v = Vec::new();
    if r > 0 {
        v.push(c - n);
    }
    if r + 1 < n {
        v.push(c + n);
    }
    if k > 0 {
        v.push(c - 1);
    }
    if k + 1 < n {
        v.push(c + 1);
    }
    v
}

// exact game for n <= 3: grid cells 0 = empty, 1..=3 colors, conflict-free
struct Exact {
    n: usize,
    memo: HashMap<Vec<u8>, bool>,
}

impl Exact {
    fn safe(&self, g: &[u8], c: usize, b: u8) -> bool {
        neighbours(self.n, c).iter().all(|&d| g[d] != b)
    }
    // Alice to name a color on grid g (conflict-free): can she force a conflict?
    fn alice_wins(&mut self, g: &mut Vec<u8>) -> bool {
        if g.iter().all(|&x| x != 0) {
            return false;
        }
        if let Some(&r) = self.memo.get(g) {
            return r;
        }
        let r = (1..=3u8).any(|a| self.forcing(g, a));
        self.memo.insert(g.clone(), r);
        r
    }
    // after Alice names a: is every safe Bob reply still a win for Alice (or none exists)?
    fn forcing(&mut self, g: &mut Vec<u8>, a: u8) -> bool {
        for c in 0..g.len() {
            if g[c] != 0 {
                continue;
            }
            for b in 1..=3u8 {
                if b == a || !self.safe(g, c, b) {
                    continue;
                }
                g[c] = b;
                let w = self.alice_wins(g);
                g[c] = 0;
                if !w {
                    return false;
                }
            }
        }
        true
    }
}

pub fn judge(
    test: &str,
    from_solution: &mut dyn BufRead,
    to_solution: &mut dyn Write,
) -> Result<(), String> {
    let t: Vec<u64> = test
        .split_ascii_whitespace()
        .map(|x| x.parse().unwrap())
        .collect();
    let n = t[0] as usize;
    assert!((2..=100).contains(&n), "2 <= n <= 100");
    let seed = t.get(1).copied().unwrap_or(n as u64);
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let mode = (seed >> 2) % 4; // 0 random, 1 constant, 2 cycle, 3 greedy
    let constant = 1 + ((seed >> 4) % 3) as u8;
    let mut exact = if n <= 3 {
        Some(Exact {
            n,
            memo: HashMap::new(),
        })
    } else {
        None
    };
    let nb: Vec<Vec<usize>> = (0..n * n).map(|c| neighbours(n, c)).collect();
    let mut g = vec![0u8; n * n];
    // safe[c]: bitmask (bit b-1) of colors no neighbour of empty cell c has; count[mask]
    let mut safe = vec![7u8; n * n];
    let mut count = [0usize; 8];
    count[7] = n * n;
    say(to_solution, &n.to_string())?;
    for turn in 0..n * n {
        let mut a = 0u8;
        if let Some(ex) = exact.as_mut() {
            for cand in 1..=3u8 {
                if ex.forcing(&mut g, cand) {
                    a = cand;
                    break;
                }
            }
        }
        if a == 0 {
            a = match mode {
                0 => 1 + rng.below(3) as u8,
                1 => constant,
                2 => 1 + ((turn + seed as usize) % 3) as u8,
                _ => {
                    // the color that kills the most cells: cells whose safe set is {a} die,
                    // cells whose safe set is {a, x} are left with one color
                    let mut best = (0usize, 0usize, 0u64, 1u8);
                    for cand in 1..=3u8 {
                        let bit = 1u8 << (cand - 1);
                        let mut dead = 0;
                        let mut one = 0;
                        for (m, &k) in count.iter().enumerate() {
                            let m = m as u8;
                            if m & bit != 0 {
                                match (m & !bit).count_ones() {
                                    0 => dead += k,
                                    1 => one += k,
                                    _ => {}
                                }
                            }
                        }
                        let key = (dead, one, rng.below(1000), cand);
                        if (key.0, key.1, key.2) > (best.0, best.1, best.2) {
                            best = key;
                        }
                    }
                    best.3
                }
            };
        }
        say(to_solution, &a.to_string())?;
        let line = read_line(from_solution)?;
        let v: Vec<i64> = line
            .split_ascii_whitespace()
            .map(|x| x.parse::<i64>())
            .collect::<Result<_, _>>()
            .map_err(|_| format!("bad move {:?}", line))?;
        if v.len() != 3 {
            return Err(format!("bad move {:?} (want b i j)", line));
        }
        let (b, i, j) = (v[0], v[1], v[2]);
        if !(1..=3).contains(&b) || b == a as i64 {
            return Err(format!(
                "turn {}: color {} after Alice named {}",
                turn + 1,
                b,
                a
            ));
        }
        if i < 1 || j < 1 || i > n as i64 || j > n as i64 {
            return Err(format!(
                "turn {}: cell ({}, {}) off the grid",
                turn + 1,
                i,
                j
            ));
        }
        let c = (i as usize - 1) * n + (j as usize - 1);
        if g[c] != 0 {
            return Err(format!(
                "turn {}: cell ({}, {}) is not empty",
                turn + 1,
                i,
                j
            ));
        }
        let b = b as u8;
        if nb[c].iter().any(|&d| g[d] == b) {
            return Err(format!(
                "turn {}: color {} at ({}, {}) touches the same color: Bob lost",
                turn + 1,
                b,
                i,
                j
            ));
        }
        g[c] = b;
        count[safe[c] as usize] -= 1;
        for &d in &nb[c] {
            if g[d] == 0 {
                count[safe[d] as usize] -= 1;
                safe[d] &= !(1u8 << (b - 1));
                count[safe[d] as usize] += 1;
            }
        }
    }
    Ok(())
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let n = match seed % 4 {
        0 | 1 => 2 + rng.below(2), // 2..=3: the exact judge
        2 => 4 + rng.below(6),     // 4..=9
        _ => 2 + rng.below(30),    // 2..=31
    };
    format!("{} {}\n", n, seed)
}

pub fn worst_input() -> String {
    // n = 100 (the limit), seed 12: the greedy Alice
    "100 12\n".to_string()
}
