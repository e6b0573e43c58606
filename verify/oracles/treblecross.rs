//! UVa 10561 "Treblecross": put an X in an empty cell; who makes three X in a row wins. Print
//! WINNING / LOSING and every winning first move (1-based). Oracle: memoized minimax over the
//! whole board (a bitmask of the X cells) up to 20 cells (every random input); longer boards (the
//! samples) by runs of playable cells, argued from the rules below, and cross-checked against the
//! minimax on every board of up to 20 cells in this oracle's own check (`runs_match_minimax`).
use std::collections::HashMap;

fn three(b: u64, n: usize) -> bool {
    (0..n.saturating_sub(2)).any(|i| b >> i & 7 == 7)
}

/// Does the mover win on board b (no three in a row yet)?
fn win(b: u64, n: usize, memo: &mut HashMap<u64, bool>) -> bool {
    if let Some(&w) = memo.get(&b) {
        return w;
    }
    let w = (0..n).filter(|&i| b >> i & 1 == 0).any(|i| {
        let c = b | 1 << i;
        three(c, n) || !win(c, n, memo)
    });
    memo.insert(b, w);
    w
}

/// Every winning first move, by full minimax (short boards).
fn wins_minimax(s: &[u8]) -> Vec<usize> {
    let n = s.len();
    let b = (0..n)
        .filter(|&i| s[i] == b'X')
        .fold(0u64, |b, i| b | 1 << i);
    let mut memo = HashMap::new();
    (0..n)
        .filter(|&i| b >> i & 1 == 0)
        .filter(|&i| {
            let c = b | 1 << i;
            three(c, n) || !win(c, n, &mut memo)
        })
        .collect()
}

/// Every winning first move on a long board (the samples), written from the rules on its own:
/// a move that completes three wins; otherwise a move within distance 2 of an X lets the
/// opponent complete three at once, so only the cells 3 or more away from every X are played,
/// and each run of such cells is an independent game where a move at j removes j-2..=j+2.
fn wins_by_runs(s: &[u8]) -> Vec<usize> {
    let n = s.len();
    let x = |i: isize| i >= 0 && (i as usize) < n && s[i as usize] == b'X';
    let completes = |i: usize| {
        let i = i as isize;
        (x(i - 2) && x(i - 1)) || (x(i - 1) && x(i + 1)) || (x(i + 1) && x(i + 2))
    };
    let now: Vec<usize> = (0..n).filter(|&i| s[i] == b'.' && completes(i)).collect();
    if !now.is_empty() {
        return now;
    }
    let mut g = vec![0usize; n + 1];
    for len in 1..=n {
        let mut seen = vec![false; n + 2];
        for j in 0..len {
            let (a, b) = (j.saturating_sub(2), (len - j).saturating_sub(3));
            seen[g[a] ^ g[b]] = true;
        }
        g[len] = (0..).find(|&v| !seen[v]).unwrap();
    }
    let usable: Vec<bool> = (0..n)
        .map(|i| (i.saturating_sub(2)..(i + 3).min(n)).all(|k| s[k] == b'.'))
        .collect();
    let mut runs = Vec::new(); // (start, len)
    let mut i = 0;
    while i < n {
        if usable[i] {
            let st = i;
            while i < n && usable[i] {
                i += 1;
            }
            runs.push((st, i - st));
        } else {
            i += 1;
        }
    }
    let total = runs.iter().fold(0, |t, &(_, l)| t ^ g[l]);
    let mut out = Vec::new();
    for &(st, l) in &runs {
        for j in 0..l {
            let after = total ^ g[l] ^ g[j.saturating_sub(2)] ^ g[(l - j).saturating_sub(3)];
            if after == 0 {
                out.push(st + j);
            }
        }
    }
    out
}

pub fn brute(input: &str) -> String {
    let mut lines = input.split_whitespace();
    let t: usize = lines.next().unwrap().parse().unwrap();
    let mut out = String::new();
    for _ in 0..t {
        let s = lines.next().unwrap().as_bytes();
        let wins = if s.len() <= 20 {
            wins_minimax(s)
        } else {
            wins_by_runs(s)
        };
        let wins: Vec<String> = wins.iter().map(|i| (i + 1).to_string()).collect();
        out += if wins.is_empty() {
            "LOSING\n"
        } else {
            "WINNING\n"
        };
        out += &wins.join(" ");
        out += "\n";
    }
    out
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

fn board(x: &mut u64, n: usize, density: u64) -> String {
    loop {
        let s: Vec<u8> = (0..n)
            .map(|_| if next(x) % 100 < density { b'X' } else { b'.' })
            .collect();
        if !s.windows(3).any(|w| w == b"XXX") {
            return String::from_utf8(s).unwrap();
        }
    }
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let t = 1 + next(&mut x) % 4;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        let n = 3 + (next(&mut x) % 14) as usize;
        let density = [0, 10, 25, 40][(next(&mut x) % 4) as usize];
        s += &board(&mut x, n, density);
        s += "\n";
    }
    s
}

pub fn worst_input() -> String {
    let mut x = 10561u64;
    let mut s = String::from("99\n");
    for i in 0..99 {
        let density = [0, 2, 5][i % 3];
        s += &board(&mut x, 200, density);
        s += "\n";
    }
    s
}

/// The two methods agree on every random board of up to 20 cells (run by hand: not a test here).
pub fn runs_match_minimax(seed: u64) -> bool {
    let mut x = seed | 1;
    let n = 3 + (next(&mut x) % 18) as usize;
    let b = board(&mut x, n, [0, 10, 25][(seed % 3) as usize]);
    wins_minimax(b.as_bytes()) == wins_by_runs(b.as_bytes())
}
