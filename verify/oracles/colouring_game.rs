//! Codeforces 1704F "Colouring Game": cells R / B; Alice paints two neighbouring cells white if
//! one of them is red, Bob if one is blue; no move loses. Print the winner, Alice moving first.
//! Oracle: plain minimax over (cells in base 3: 0 = white, 1 = red, 2 = blue; the mover), memo.

fn alice_wins(s: &[u8]) -> bool {
    let n = s.len();
    assert!(n <= 13, "brute needs few cells");
    let pw: Vec<usize> = (0..=n).map(|i| 3usize.pow(i as u32)).collect();
    let start: usize = s
        .iter()
        .enumerate()
        .map(|(i, &c)| pw[i] * if c == b'R' { 1 } else { 2 })
        .sum();
    let mut memo = vec![0u8; 2 * pw[n]]; // 0 unknown, 1 mover wins, 2 mover loses
    fn go(st: usize, mover: usize, n: usize, pw: &[usize], memo: &mut Vec<u8>) -> bool {
        let key = st * 2 + mover;
        if memo[key] != 0 {
            return memo[key] == 1;
        }
        let want = 1 + mover; // Alice (0) needs red (1), Bob (1) needs blue (2)
        let cell = |i: usize| st / pw[i] % 3;
        let mut win = false;
        for i in 0..n - 1 {
            let (a, b) = (cell(i), cell(i + 1));
            if a == want || b == want {
                let next = st - a * pw[i] - b * pw[i + 1];
                if !go(next, 1 - mover, n, pw, memo) {
                    win = true;
                    break;
                }
            }
        }
        memo[key] = if win { 1 } else { 2 };
        win
    }
    go(start, 0, n, &pw, &mut memo)
}

pub fn brute(input: &str) -> String {
    let tok: Vec<&str> = input.split_whitespace().collect();
    let t: usize = tok[0].parse().unwrap();
    let mut out = String::new();
    for i in 0..t {
        let s = tok[2 + 2 * i].as_bytes();
        out += if alice_wins(s) { "Alice\n" } else { "Bob\n" };
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
    let t = 1 + next(&mut x) % 4;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        let n = 2 + next(&mut x) % 10;
        // half the cases with as many R as B (the interesting ones)
        let mut c: Vec<u8> = (0..n)
            .map(|_| if next(&mut x) % 2 == 0 { b'R' } else { b'B' })
            .collect();
        if n % 2 == 0 && next(&mut x) % 2 == 0 {
            for i in 0..n as usize {
                c[i] = if i < n as usize / 2 { b'R' } else { b'B' };
            }
            for i in (1..n as usize).rev() {
                let j = (next(&mut x) % (i as u64 + 1)) as usize;
                c.swap(i, j);
            }
        }
        s += &format!("{}\n{}\n", n, String::from_utf8(c).unwrap());
    }
    s
}

pub fn worst_input() -> String {
    // one long alternating row with equal counts (the Grundy path), as the sum of n allows
    let n = 500_000;
    let s: String = (0..n).map(|i| if i % 2 == 0 { 'R' } else { 'B' }).collect();
    format!("1\n{}\n{}\n", n, s)
}
