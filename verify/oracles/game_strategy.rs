//! ICPC World Finals 2014 D "Game Strategy" (Kattis `game`), written from the rules only.
//! Each round Alice picks one of the option sets of the current position, Bob picks the next
//! position from that set. For every (start p, target q): the least number of rounds within
//! which Alice can force the piece onto q, or -1 (Bob can keep it off q forever).
//! brute: a plain bounded minimax, "Alice can force q within k rounds from p":
//!   force(p, 0) = (p == q);  force(p, k) = p == q or some option S has force(s, k-1) for all s in S.
//! The set of positions where force(., k) holds only grows with k; once it stops growing it is
//! fixed for ever, so a position still outside then is -1 (with finitely many choices a forced
//! arrival has a bound on its length, so "never within k rounds for any k" means "cannot force").

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

/// options[p] = list of option sets, each a list of position indices
fn parse(input: &str) -> Vec<Vec<Vec<usize>>> {
    let mut it = input.split_ascii_whitespace();
    let n: usize = it.next().unwrap().parse().unwrap();
    (0..n)
        .map(|_| {
            let m: usize = it.next().unwrap().parse().unwrap();
            (0..m)
                .map(|_| {
                    it.next()
                        .unwrap()
                        .bytes()
                        .map(|c| (c - b'a') as usize)
                        .collect()
                })
                .collect()
        })
        .collect()
}

pub fn brute(input: &str) -> String {
    let opts = parse(input);
    let n = opts.len();
    let mut out = String::new();
    let mut ans = vec![vec![-1i64; n]; n];
    for q in 0..n {
        // force_prev[p] = force(p, k-1)
        let mut force_prev: Vec<bool> = (0..n).map(|p| p == q).collect();
        for p in 0..n {
            if force_prev[p] {
                ans[p][q] = 0;
            }
        }
        let mut k = 0i64;
        loop {
            k += 1;
            let force_now: Vec<bool> = (0..n)
                .map(|p| {
                    p == q || opts[p].iter().any(|s| s.iter().all(|&x| force_prev[x]))
                })
                .collect();
            let mut grew = false;
            for p in 0..n {
                if force_now[p] && !force_prev[p] {
                    ans[p][q] = k;
                    grew = true;
                }
            }
            force_prev = force_now;
            if !grew {
                break;
            }
        }
    }
    for row in &ans {
        let line: Vec<String> = row.iter().map(|v| v.to_string()).collect();
        out += &line.join(" ");
        out.push('\n');
    }
    out
}

fn set_string(mask: u64, n: usize) -> String {
    (0..n)
        .filter(|&i| mask >> i & 1 == 1)
        .map(|i| (b'a' + i as u8) as char)
        .collect()
}

pub fn random_input(seed: u64) -> String {
    let mut r = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let n = 1 + r.below(6) as usize;
    let full = (1u64 << n) - 1;
    let mut s = format!("{}\n", n);
    for _ in 0..n {
        let cap = full.min(1 + r.below(5));
        let want = 1 + r.below(cap);
        let mut chosen: Vec<u64> = Vec::new();
        let mut tries = 0;
        while (chosen.len() as u64) < want && tries < 200 {
            tries += 1;
            // mostly small sets (1-2 positions), sometimes any subset
            let mask = match r.below(3) {
                0 => 1u64 << r.below(n as u64),
                1 => (1u64 << r.below(n as u64)) | (1u64 << r.below(n as u64)),
                _ => 1 + r.below(full),
            };
            if !chosen.contains(&mask) {
                chosen.push(mask);
            }
        }
        s += &chosen.len().to_string();
        for &m in &chosen {
            s.push(' ');
            s += &set_string(m, n);
        }
        s.push('\n');
    }
    s
}

pub fn worst_input() -> String {
    // n = 25 and the full 10^6 options (40000 distinct random sets per position)
    let n = 25usize;
    let mut r = Rng(0x1234_5678_9abc_def1);
    let mut s = format!("{}\n", n);
    for p in 0..n {
        let mut seen = std::collections::HashSet::new();
        let mut chosen = Vec::new();
        while chosen.len() < 40_000 {
            // sizes spread out: a random subset thinned by a random density
            let keep = 1 + r.below(25);
            let mut mask = 0u64;
            for i in 0..n {
                if r.below(25) < keep {
                    mask |= 1 << i;
                }
            }
            if mask == 0 {
                mask = 1 << ((p + 1) % n);
            }
            if seen.insert(mask) {
                chosen.push(mask);
            }
        }
        s += &chosen.len().to_string();
        for &m in &chosen {
            s.push(' ');
            s += &set_string(m, n);
        }
        s.push('\n');
    }
    s
}
