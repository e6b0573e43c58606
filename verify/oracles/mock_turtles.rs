//! HDU 3537 "Daizhenyang's Coin" (Mock Turtles): coins in a row, a move flips 1, 2 or 3 coins
//! whose rightmost one shows heads; no move loses. Print "Yes" if the first player loses.
//! Oracle: win/lose over bitmasks of a few coins, bottom-up (the rightmost flipped bit goes
//! 1 -> 0, so every move lowers the mask); listed coins are a set (duplicates merge).

fn first_loses(coins: &[usize]) -> bool {
    let n = coins.iter().max().map_or(0, |&m| m + 1);
    assert!(n <= 16, "brute needs few coins");
    let mut win = vec![false; 1 << n];
    for mask in 1usize..(1 << n) {
        let mut w = false;
        'outer: for r in 0..n {
            if mask >> r & 1 == 0 {
                continue;
            }
            let m = mask ^ (1 << r);
            if !win[m] {
                w = true;
                break;
            }
            for j in 0..r {
                if !win[m ^ (1 << j)] {
                    w = true;
                    break 'outer;
                }
                for k in 0..j {
                    if !win[m ^ (1 << j) ^ (1 << k)] {
                        w = true;
                        break 'outer;
                    }
                }
            }
        }
        win[mask] = w;
    }
    let start = coins.iter().fold(0usize, |s, &c| s | 1 << c);
    !win[start]
}

pub fn brute(input: &str) -> String {
    let v: Vec<usize> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut p = 0;
    let mut out = String::new();
    while p < v.len() {
        let n = v[p];
        let coins = &v[p + 1..p + 1 + n];
        p += 1 + n;
        out += if first_loses(coins) { "Yes\n" } else { "No\n" };
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
    let mut s = String::new();
    for _ in 0..t {
        let n = next(&mut x) % 7;
        let top = 1 + next(&mut x) % 11;
        let a: Vec<String> = (0..n).map(|_| (next(&mut x) % top).to_string()).collect();
        s += &format!("{}\n{}\n", n, a.join(" "));
    }
    s
}

pub fn worst_input() -> String {
    let mut x = 3537u64;
    let mut s = String::new();
    for _ in 0..1000 {
        let a: Vec<String> = (0..100)
            .map(|_| (next(&mut x) % 100_000_000).to_string())
            .collect();
        s += &format!("100\n{}\n", a.join(" "));
    }
    s
}
