//! NKOJ P4236 "翻硬币" (coin flipping): N coins in a row, 1 = heads. A move picks a heads coin i,
//! flips it, and flips one coin among i-1..i-4; when i <= 4 the second flip may be skipped (or
//! be any of 1..i-1). The player who cannot move loses; print "Yes" if the first player wins.
//! Oracle: win/lose over bitmasks, bottom-up (the highest flipped bit goes 1 -> 0).

fn first_wins(c: &[u8]) -> bool {
    let n = c.len();
    assert!(n <= 16, "brute needs few coins");
    let mut win = vec![false; 1 << n];
    for mask in 1usize..(1 << n) {
        let mut w = false;
        for i in 0..n {
            if mask >> i & 1 == 0 {
                continue;
            }
            let pos = i + 1; // 1-based
            let m0 = mask ^ (1 << i);
            let mut opts: Vec<usize> = Vec::new();
            if pos <= 4 {
                opts.push(m0);
            }
            let lo = if pos > 4 { i - 4 } else { 0 };
            for j in lo..i {
                opts.push(m0 ^ (1 << j));
            }
            if opts.iter().any(|&m| !win[m]) {
                w = true;
                break;
            }
        }
        win[mask] = w;
    }
    let mut start = 0;
    for (i, &b) in c.iter().enumerate() {
        if b == 1 {
            start |= 1 << i;
        }
    }
    win[start]
}

pub fn brute(input: &str) -> String {
    let v: Vec<usize> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut p = 1;
    let mut out = String::new();
    for _ in 0..v[0] {
        let n = v[p];
        p += 1;
        let c: Vec<u8> = v[p..p + n].iter().map(|&b| b as u8).collect();
        p += n;
        out += if first_wins(&c) { "Yes\n" } else { "No\n" };
    }
    out
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let t = 1 + next(&mut x) % 3;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        let n = 1 + next(&mut x) % 12;
        let dens = 1 + next(&mut x) % 4;
        let c: Vec<String> = (0..n)
            .map(|_| ((next(&mut x) % 4 < dens) as u8).to_string())
            .collect();
        s += &format!("{}\n{}\n", n, c.join(" "));
    }
    s
}

pub fn worst_input() -> String {
    let mut x = 777u64;
    let mut s = String::from("10\n");
    for _ in 0..10 {
        let c: Vec<String> = (0..100_000)
            .map(|_| (next(&mut x) % 2).to_string())
            .collect();
        s += &format!("100000\n{}\n", c.join(" "));
    }
    s
}
