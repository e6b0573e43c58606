// Oracle for SPOJ HS09GAME "Strategy game", written from the rules only.
// brute: for small cases, memoized minimax over the whole tuple of heaps (a move takes 2, 3 or 5
// sticks from one heap; no move loses); Julia's reported move is the first winning move in the
// order "most sticks taken, then smallest heap number". A case too big for the tuple search
// (only the official sample's heaps of 10^6) uses a Grundy table built by mex from the rules,
// up to the largest heap, and the XOR of the values (Sprague-Grundy); no period is assumed.
use std::collections::HashMap;

const TAKES: [usize; 3] = [5, 3, 2]; // the tie-break order: most sticks first

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

// does the player to move win?
fn wins(h: &mut Vec<usize>, memo: &mut HashMap<Vec<usize>, bool>) -> bool {
    if let Some(&r) = memo.get(h) {
        return r;
    }
    let mut r = false;
    'all: for i in 0..h.len() {
        for &k in &TAKES {
            if h[i] >= k {
                h[i] -= k;
                let opp = wins(h, memo);
                h[i] += k;
                if !opp {
                    r = true;
                    break 'all;
                }
            }
        }
    }
    memo.insert(h.clone(), r);
    r
}

// the first winning move (take, heap index) in the required order, or None if Julia loses
fn move_minimax(h: &[usize]) -> Option<(usize, usize)> {
    let mut memo = HashMap::new();
    let mut h = h.to_vec();
    for &k in &TAKES {
        for i in 0..h.len() {
            if h[i] >= k {
                h[i] -= k;
                let opp = wins(&mut h, &mut memo);
                h[i] += k;
                if !opp {
                    return Some((k, i));
                }
            }
        }
    }
    None
}

fn move_grundy(h: &[usize]) -> Option<(usize, usize)> {
    let max = *h.iter().max().unwrap();
    assert!(max <= 3_000_000, "brute is for heaps up to 3e6");
    let mut g = vec![0u8; max + 1];
    for x in 0..=max {
        let mut seen = [false; 4];
        for &k in &TAKES {
            if x >= k {
                seen[g[x - k] as usize] = true;
            }
        }
        g[x] = seen.iter().position(|&s| !s).unwrap() as u8;
    }
    let total = h.iter().fold(0u8, |acc, &x| acc ^ g[x]);
    for &k in &TAKES {
        for i in 0..h.len() {
            if h[i] >= k && total ^ g[h[i]] ^ g[h[i] - k] == 0 {
                return Some((k, i));
            }
        }
    }
    None
}

fn solve_case(h: &[usize], force_grundy: bool) -> Option<(usize, usize)> {
    let states = h
        .iter()
        .try_fold(1u64, |acc, &x| acc.checked_mul(x as u64 + 1))
        .unwrap_or(u64::MAX);
    if states <= 200_000 && !force_grundy {
        move_minimax(h)
    } else {
        move_grundy(h)
    }
}

fn solve(input: &str, force_grundy: bool) -> String {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let t = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..t {
        let n = it.next().unwrap();
        let h: Vec<usize> = (0..n).map(|_| it.next().unwrap()).collect();
        match solve_case(&h, force_grundy) {
            Some((k, i)) => {
                out += &format!(
                    "Julia wins.\nTake {} sticks from heap number {}.\n\n",
                    k,
                    i + 1
                )
            }
            None => out += "Robert wins.\n\n",
        }
    }
    out
}

pub fn brute(input: &str) -> String {
    solve(input, false)
}

/// The Grundy-table path on every case (for cross-checking the two paths of `brute`).
pub fn brute_grundy(input: &str) -> String {
    solve(input, true)
}

fn render(cases: &[Vec<u64>]) -> String {
    let mut s = format!("{}\n", cases.len());
    for c in cases {
        let v: Vec<String> = c.iter().map(|x| x.to_string()).collect();
        s += &format!("{} {}\n", c.len(), v.join(" "));
    }
    s
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let t = 1 + rng.below(4) as usize;
    let cases: Vec<Vec<u64>> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(4) as usize; // 1..=4 heaps
            let cap = match n {
                1 => 40,
                2 => 25,
                3 => 14,
                _ => 9,
            };
            (0..n)
                .map(|_| match rng.below(8) {
                    0 => 0,
                    1 => 1,
                    _ => rng.below(cap + 1),
                })
                .collect()
        })
        .collect();
    render(&cases)
}

pub fn worst_input() -> String {
    // T = 1000 cases of n = 1000 heaps (the limits), a_i up to 1e9, with 0 and 1e9 included
    let mut rng = Rng(0x0459_09A3);
    let cases: Vec<Vec<u64>> = (0..1000)
        .map(|c| {
            (0..1000)
                .map(|i| match (c + i) % 97 {
                    0 => 0,
                    1 => 1_000_000_000,
                    _ => rng.below(1_000_000_001),
                })
                .collect()
        })
        .collect();
    render(&cases)
}
