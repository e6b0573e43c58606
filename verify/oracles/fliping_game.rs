//! HDU 4642 "Fliping game": an N x M board of coins (1 = up, 0 = down). A move picks a cell
//! (x1, y1) whose coin is up and flips every coin of the rectangle (x1, y1)-(N, M); the player who
//! cannot move (all coins down) loses. Alice moves first; print the winner per case.
//! Oracle: win/lose over bitmasks of a small board, bottom-up. Cell (x, y) gets bit
//! (N - x) * M + (M - y), so the chosen corner is the highest flipped bit and goes 1 -> 0: every
//! move lowers the mask.

fn solve_case(n: usize, m: usize, a: &[u8]) -> bool {
    let cells = n * m;
    assert!(cells <= 16, "brute needs a small board");
    let id = |x: usize, y: usize| (n - 1 - x) * m + (m - 1 - y); // 0-based x, y
    // moves[k] = (bit of the corner, xor mask of the rectangle)
    let mut moves = Vec::new();
    for x1 in 0..n {
        for y1 in 0..m {
            let mut r = 0usize;
            for x in x1..n {
                for y in y1..m {
                    r ^= 1 << id(x, y);
                }
            }
            moves.push((id(x1, y1), r));
        }
    }
    let mut win = vec![false; 1 << cells];
    for mask in 1usize..(1 << cells) {
        win[mask] = moves
            .iter()
            .any(|&(c, r)| mask >> c & 1 == 1 && !win[mask ^ r]);
    }
    let mut start = 0usize;
    for x in 0..n {
        for y in 0..m {
            if a[x * m + y] == 1 {
                start |= 1 << id(x, y);
            }
        }
    }
    win[start]
}

pub fn brute(input: &str) -> String {
    let v: Vec<usize> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let t = v[0];
    let mut p = 1;
    let mut out = String::new();
    for _ in 0..t {
        let (n, m) = (v[p], v[p + 1]);
        p += 2;
        let a: Vec<u8> = v[p..p + n * m].iter().map(|&c| c as u8).collect();
        p += n * m;
        out += if solve_case(n, m, &a) { "Alice\n" } else { "Bob\n" };
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
        let n = 1 + (next(&mut x) % 6) as usize;
        let m = 1 + (next(&mut x) % (12 / n) as u64) as usize;
        // density of up coins: sparse, even or dense boards
        let pct = [15u64, 50, 85][(next(&mut x) % 3) as usize];
        s += &format!("{} {}\n", n, m);
        for _ in 0..n {
            let row: Vec<String> = (0..m)
                .map(|_| if next(&mut x) % 100 < pct { "1" } else { "0" }.to_string())
                .collect();
            s += &row.join(" ");
            s += "\n";
        }
    }
    s
}

pub fn worst_input() -> String {
    // T is not bounded in the statement; 100 full 100 x 100 boards.
    let mut x = 987654321u64;
    let t = 100;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        s += "100 100\n";
        for _ in 0..100 {
            let row: Vec<&str> = (0..100)
                .map(|_| if next(&mut x) & 1 == 1 { "1" } else { "0" })
                .collect();
            s += &row.join(" ");
            s += "\n";
        }
    }
    s
}
