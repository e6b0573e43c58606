//! AtCoder ABC206 F "Interval Game 2": choose one of N half-open intervals that meets none
//! chosen so far; who cannot choose loses. Per test "Alice" / "Bob". Oracle: minimax over the
//! set of chosen intervals (a bitmask, N <= 10), straight from the rules.

fn win(mask: usize, iv: &[(u32, u32)], memo: &mut Vec<u8>) -> bool {
    if memo[mask] != 0 {
        return memo[mask] == 2;
    }
    let mut w = false;
    for i in 0..iv.len() {
        if mask >> i & 1 == 1 {
            continue;
        }
        let ok = (0..iv.len())
            .filter(|&j| mask >> j & 1 == 1)
            .all(|j| iv[i].1 <= iv[j].0 || iv[j].1 <= iv[i].0);
        if ok && !win(mask | 1 << i, iv, memo) {
            w = true;
            break;
        }
    }
    memo[mask] = if w { 2 } else { 1 };
    w
}

pub fn brute(input: &str) -> String {
    let v: Vec<u32> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let t = v[0] as usize;
    let mut i = 1;
    let mut out = String::new();
    for _ in 0..t {
        let n = v[i] as usize;
        let iv: Vec<(u32, u32)> = (0..n)
            .map(|k| (v[i + 1 + 2 * k], v[i + 2 + 2 * k]))
            .collect();
        i += 1 + 2 * n;
        assert!(n <= 16, "brute: N too large");
        let mut memo = vec![0u8; 1 << n];
        out += if win(0, &iv, &mut memo) {
            "Alice\n"
        } else {
            "Bob\n"
        };
    }
    out
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

fn cases(x: &mut u64, t: usize, maxn: u64, maxc: u64) -> String {
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        let n = 1 + next(x) % maxn;
        s += &format!("{}\n", n);
        for _ in 0..n {
            let l = 1 + next(x) % (maxc - 1);
            let r = l + 1 + next(x) % (maxc - l);
            s += &format!("{} {}\n", l, r);
        }
    }
    s
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let t = 1 + (next(&mut x) % 3) as usize;
    let maxc = 3 + next(&mut x) % 10;
    cases(&mut x, t, 9, maxc)
}

pub fn worst_input() -> String {
    let mut x = 77u64;
    let mut s = String::from("20\n");
    for _ in 0..20 {
        s += "100\n";
        for _ in 0..100 {
            let l = 1 + next(&mut x) % 99;
            let r = l + 1 + next(&mut x) % (100 - l);
            s += &format!("{} {}\n", l, r);
        }
    }
    s
}
