//! Oracle for Luogu P4363 "[九省联考 2018] 一双木棋 chess" (problems/young_chess): plain minimax
//! over the filled cells (a cell may be filled once every cell left of it and above it is), no
//! memo, on boards of at most 16 cells.

fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

// best (mover's sum - other's sum) from here; filled[i][j]; black: the first player moves
fn best(
    n: usize,
    m: usize,
    a: &[Vec<i64>],
    b: &[Vec<i64>],
    filled: &mut Vec<Vec<bool>>,
    black: bool,
) -> i64 {
    let mut res: Option<i64> = None;
    for i in 0..n {
        for j in 0..m {
            let free =
                !filled[i][j] && (j == 0 || filled[i][j - 1]) && (i == 0 || filled[i - 1][j]);
            if !free {
                continue;
            }
            filled[i][j] = true;
            let gain = if black { a[i][j] } else { b[i][j] };
            let v = gain - best(n, m, a, b, filled, !black);
            filled[i][j] = false;
            res = Some(res.map_or(v, |r| r.max(v)));
        }
    }
    res.unwrap_or(0)
}

pub fn brute(input: &str) -> String {
    let x: Vec<i64> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, m) = (x[0] as usize, x[1] as usize);
    let a: Vec<Vec<i64>> = (0..n)
        .map(|i| x[2 + i * m..2 + (i + 1) * m].to_vec())
        .collect();
    let o = 2 + n * m;
    let b: Vec<Vec<i64>> = (0..n)
        .map(|i| x[o + i * m..o + (i + 1) * m].to_vec())
        .collect();
    let v = best(n, m, &a, &b, &mut vec![vec![false; m]; n], true);
    format!("{}\n", v)
}

fn board(n: usize, m: usize, vmax: u64, zero: bool, st: &mut u64) -> String {
    let mut out = String::new();
    for _ in 0..n {
        let row: Vec<String> = (0..m)
            .map(|_| if zero { 0 } else { rng(st) % (vmax + 1) }.to_string())
            .collect();
        out += &row.join(" ");
        out += "\n";
    }
    out
}

pub fn random_input(seed: u64) -> String {
    let mut st = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let n = 1 + (rng(&mut st) % 4) as usize;
    let m = 1 + (rng(&mut st) % 4) as usize;
    let vmax = [3, 10, 100_000][(rng(&mut st) % 3) as usize];
    let zero_b = rng(&mut st) % 3 == 0; // the odd-numbered tests of the judge: all b = 0
    let a = board(n, m, vmax, false, &mut st);
    let b = board(n, m, vmax, zero_b, &mut st);
    format!("{} {}\n{}{}", n, m, a, b)
}

pub fn worst_input() -> String {
    let mut st = 0x1234_5678_9ABC_DEF1u64;
    let a = board(10, 10, 100_000, false, &mut st);
    let b = board(10, 10, 100_000, false, &mut st);
    format!("10 10\n{}{}", a, b)
}
