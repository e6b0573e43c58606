//! Codeforces 1312F "Attack on Red Kingdom": castles with a_i defenders; the kings alternately
//! attack a castle with at least one defender, by x (mixed, always allowed), y (infantry) or z
//! (cavalry), where infantry / cavalry may not repeat the previous attack type on that castle.
//! Whoever makes the last attack wins. Output per test: how many first attacks (castle, type)
//! let the White King (first) win. Oracle: plain memoized win/lose search over the whole game
//! state, the tuple of (defenders left, last attack type) of every castle, sorted (the castles
//! are interchangeable), straight from the rules; no Grundy values. Small inputs only.
use std::collections::HashMap;

// last attack type on a castle
const NONE: u8 = 0;
const MIXED: u8 = 1;
const INFANTRY: u8 = 2;
const CAVALRY: u8 = 3;

struct Game {
    d: [u64; 4], // damage by type (index 1..=3)
    memo: HashMap<Vec<(u64, u8)>, bool>,
}

impl Game {
    /// Attacks of type t allowed on castle c (defenders, last type).
    fn allowed(c: (u64, u8), t: u8) -> bool {
        c.0 >= 1 && (t == MIXED || c.1 != t)
    }

    fn after(&self, s: &[(u64, u8)], i: usize, t: u8) -> Vec<(u64, u8)> {
        let mut v = s.to_vec();
        v[i] = (v[i].0.saturating_sub(self.d[t as usize]), t);
        v.sort();
        v
    }

    /// True if the player to move (the next attacker) can force making the last attack.
    fn win(&mut self, s: Vec<(u64, u8)>) -> bool {
        if let Some(&w) = self.memo.get(&s) {
            return w;
        }
        let mut w = false;
        'outer: for i in 0..s.len() {
            for t in [MIXED, INFANTRY, CAVALRY] {
                if Self::allowed(s[i], t) {
                    let nxt = self.after(&s, i, t);
                    if !self.win(nxt) {
                        w = true;
                        break 'outer;
                    }
                }
            }
        }
        self.memo.insert(s, w);
        w
    }
}

pub fn brute(input: &str) -> String {
    let v: Vec<u64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let t = v[0] as usize;
    let mut p = 1;
    let mut out = String::new();
    for _ in 0..t {
        let (n, x, y, z) = (v[p] as usize, v[p + 1], v[p + 2], v[p + 3]);
        p += 4;
        let a = &v[p..p + n];
        p += n;
        assert!(a.iter().sum::<u64>() <= 400, "brute is for small inputs");
        let mut g = Game { d: [0, x, y, z], memo: HashMap::new() };
        let start: Vec<(u64, u8)> = a.iter().map(|&k| (k, NONE)).collect();
        let mut count = 0;
        for i in 0..n {
            for ty in [MIXED, INFANTRY, CAVALRY] {
                if Game::allowed(start[i], ty) {
                    let nxt = g.after(&start, i, ty);
                    // after White's first attack Black moves; White wins iff Black loses
                    if !g.win(nxt) {
                        count += 1;
                    }
                }
            }
        }
        out += &format!("{}\n", count);
    }
    out
}

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

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let t = 1 + rng.below(4);
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        let n = 1 + rng.below(4);
        // keep the whole-game state space small
        let cap = match n {
            1 => [5, 15, 60][rng.below(3) as usize],
            2 => [5, 12, 25][rng.below(3) as usize],
            3 => [4, 8, 12][rng.below(3) as usize],
            _ => [3, 5, 7][rng.below(3) as usize],
        };
        let (x, y, z) = match rng.below(5) {
            0 => {
                let k = 1 + rng.below(5);
                (k, k, k)
            }
            _ => (1 + rng.below(5), 1 + rng.below(5), 1 + rng.below(5)),
        };
        let a: Vec<String> = (0..n).map(|_| (1 + rng.below(cap)).to_string()).collect();
        s += &format!("{} {} {} {}\n{}\n", n, x, y, z, a.join(" "));
    }
    s
}

pub fn worst_input() -> String {
    // t = 1000 tests of n = 300 castles (sum n = 3e5), every (x, y, z) shape, a_i up to 1e18
    let mut rng = Rng(0x1312F);
    let t = 1000;
    let mut s = format!("{}\n", t);
    for i in 0..t {
        let (x, y, z) = (1 + (i % 5) as u64, 1 + (i / 5 % 5) as u64, 1 + (i / 25 % 5) as u64);
        let a: Vec<String> = (0..300)
            .map(|j| {
                if j % 4 == 0 {
                    (1_000_000_000_000_000_000 - rng.below(100)).to_string()
                } else {
                    (1 + rng.below(1_000_000_000_000_000_000)).to_string()
                }
            })
            .collect();
        s += &format!("300 {} {} {}\n{}\n", x, y, z, a.join(" "));
    }
    s
}
