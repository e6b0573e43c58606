// Oracle for HDU 2509 "Be the Winner", written from the rules only.
// brute: memoized minimax over the multiset of row lengths (sorted). A move picks one row of
// length L and removes a contiguous block of k >= 1 apples starting at offset i, leaving rows
// i and L - k - i (empty rows vanish). Whoever takes the last apple loses, so the player to
// move with no apples left wins. Every move removes an apple, so the game is finite.
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

// does the player to move win on these rows (sorted, no zeros)?
fn wins(rows: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    if rows.is_empty() {
        return true; // the opponent took the last apple
    }
    if let Some(&r) = memo.get(rows) {
        return r;
    }
    let mut r = false;
    'all: for j in 0..rows.len() {
        if j > 0 && rows[j] == rows[j - 1] {
            continue;
        }
        let l = rows[j];
        for k in 1..=l {
            for i in 0..=(l - k) {
                let (a, b) = (i, l - k - i);
                let mut next: Vec<u32> = rows
                    .iter()
                    .enumerate()
                    .filter(|&(t, _)| t != j)
                    .map(|(_, &x)| x)
                    .collect();
                if a > 0 {
                    next.push(a);
                }
                if b > 0 {
                    next.push(b);
                }
                next.sort_unstable();
                if !wins(&next, memo) {
                    r = true;
                    break 'all;
                }
            }
        }
    }
    memo.insert(rows.to_vec(), r);
    r
}

pub fn brute(input: &str) -> String {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u32>().unwrap());
    let mut out = String::new();
    let mut memo = HashMap::new();
    while let Some(n) = it.next() {
        let mut rows: Vec<u32> = (0..n).map(|_| it.next().unwrap()).collect();
        assert!(rows.iter().sum::<u32>() <= 16, "brute is for small inputs");
        rows.retain(|&x| x > 0);
        rows.sort_unstable();
        out += if wins(&rows, &mut memo) {
            "Yes\n"
        } else {
            "No\n"
        };
    }
    out
}

fn render(cases: &[Vec<u32>]) -> String {
    let mut s = String::new();
    for (t, c) in cases.iter().enumerate() {
        let v: Vec<String> = c.iter().map(|x| x.to_string()).collect();
        if t > 0 {
            s += "\n"; // a blank line between cases, as the statement allows
        }
        s += &format!("{}\n{}\n", c.len(), v.join(" "));
    }
    s
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let t = 1 + rng.below(6) as usize;
    let cases: Vec<Vec<u32>> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(6) as usize; // 1..=6 rows
                                               // mostly small rows, often all ones (the misère corner), total <= 16
            let cap = match rng.below(4) {
                0 => 1,
                1 => 2,
                _ => (16 / n as u64).clamp(1, 9),
            };
            (0..n).map(|_| 1 + rng.below(cap) as u32).collect()
        })
        .collect();
    render(&cases)
}

pub fn worst_input() -> String {
    // many test cases of n = 100 rows of up to 100 apples, some all ones, some with one big row
    let mut rng = Rng(0x0DD_2509);
    let cases: Vec<Vec<u32>> = (0..1000)
        .map(|c| match c % 5 {
            0 => vec![1; 100 - (c % 2)],
            1 => {
                let mut v = vec![1; 100];
                v[c % 100] = 1 + rng.below(100) as u32;
                v
            }
            _ => (0..100).map(|_| 1 + rng.below(100) as u32).collect(),
        })
        .collect();
    render(&cases)
}
