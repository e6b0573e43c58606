//! Luogu P3179 / BZOJ 4035 "[HAOI2015] 数组游戏" (Array Game): cells 1..N, each white or black.
//! A move picks a white cell x and an integer k with 1 <= k <= floor(N / x), and flips the colour of
//! cells x, 2x, ..., kx. The player who cannot move loses. K queries (each a set of white cells)
//! on the same N: print "Yes" if the first player wins, otherwise "No".
//! Oracle: plain win/lose over all 2^N colourings, bottom-up. Cell x is bit N - x, so a move
//! clears bit N - x and only toggles lower bits (cells jx > x): every move lowers the mask.

fn win_table(n: usize) -> Vec<bool> {
    assert!(n <= 18, "brute needs a small N");
    let bit = |x: usize| 1usize << (n - x);
    let mut win = vec![false; 1 << n];
    for mask in 1usize..(1 << n) {
        let mut w = false;
        'cells: for x in 1..=n {
            if mask & bit(x) == 0 {
                continue; // cell x is black
            }
            let mut m = mask;
            for k in 1..=n / x {
                m ^= bit(k * x); // now m = mask with cells x, 2x, ..., kx flipped
                if !win[m] {
                    w = true;
                    break 'cells;
                }
            }
        }
        win[mask] = w;
    }
    win
}

pub fn brute(input: &str) -> String {
    let v: Vec<usize> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let n = v[0];
    let k = v[1];
    let win = win_table(n);
    let mut p = 2;
    let mut out = String::new();
    for _ in 0..k {
        let w = v[p];
        p += 1;
        let mut mask = 0usize;
        for &x in &v[p..p + w] {
            assert!((1..=n).contains(&x));
            assert!(mask >> (n - x) & 1 == 0, "a cell given twice");
            mask |= 1 << (n - x);
        }
        p += w;
        out += if win[mask] { "Yes\n" } else { "No\n" };
    }
    out
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

/// W distinct cells of 1..=n, in random order.
fn pick(x: &mut u64, n: usize, w: usize) -> Vec<usize> {
    let mut cells: Vec<usize> = (1..=n).collect();
    for i in 0..w {
        let j = i + (next(x) % (n - i) as u64) as usize;
        cells.swap(i, j);
    }
    cells.truncate(w);
    cells
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    for _ in 0..4 {
        next(&mut x);
    }
    let n = 1 + (next(&mut x) % 15) as usize;
    let k = 1 + (next(&mut x) % 4) as usize;
    let mut s = format!("{}\n{}\n", n, k);
    for _ in 0..k {
        let w = match next(&mut x) % 6 {
            0 => 1,
            1 => n, // every cell white
            _ => 1 + (next(&mut x) % n as u64) as usize,
        };
        let cells: Vec<String> = pick(&mut x, n, w).iter().map(|c| c.to_string()).collect();
        s += &format!("{}\n{}\n", w, cells.join(" "));
    }
    s
}

pub fn worst_input() -> String {
    let n: u64 = 1_000_000_000;
    let mut x: u64 = 0x1234_5678_9ABC_DEF1;
    let mut s = format!("{}\n100\n", n);
    for q in 0..100u64 {
        let mut seen = std::collections::HashSet::new();
        let mut cells = Vec::new();
        while cells.len() < 100 {
            // mix small cells (many distinct n/x) with large ones
            let c = if q % 2 == 0 && cells.len() % 2 == 0 {
                1 + next(&mut x) % 40_000
            } else {
                1 + next(&mut x) % n
            };
            if seen.insert(c) {
                cells.push(c.to_string());
            }
        }
        s += &format!("100\n{}\n", cells.join(" "));
    }
    s
}
