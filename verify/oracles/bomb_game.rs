//! HDU 2873 "Bomb Game": explode a bomb at (p, q); it splits into (u, q) and (p, v) with u < p,
//! v < q (on row 1 / column 1 it makes one bomb further left / up); two bombs on one square and a
//! bomb on (1, 1) vanish at once; who cannot move loses; per board "John" (first) / "Jack".
//! Oracle: memoized minimax over the set of occupied squares (bit (p-1) m + (q-1)), from the rules.
use std::collections::HashMap;

/// Does the player to move win? `occ`: the squares holding a bomb ((1, 1) never does).
fn win(occ: u64, n: usize, m: usize, memo: &mut HashMap<u64, bool>) -> bool {
    if occ == 0 {
        return false;
    }
    if let Some(&w) = memo.get(&occ) {
        return w;
    }
    let bit = |p: usize, q: usize| 1u64 << ((p - 1) * m + (q - 1));
    let mut w = false;
    'all: for p in 1..=n {
        for q in 1..=m {
            if occ & bit(p, q) == 0 {
                continue;
            }
            let rest = occ & !bit(p, q);
            let mut outcomes: Vec<u64> = Vec::new();
            if p > 1 && q > 1 {
                for u in 1..p {
                    for v in 1..q {
                        // each new bomb toggles its square (a pair annihilates); (1, 1) clears
                        outcomes.push((rest ^ bit(u, q) ^ bit(p, v)) & !bit(1, 1));
                    }
                }
            } else if p == 1 {
                for v in 1..q {
                    outcomes.push((rest ^ bit(1, v)) & !bit(1, 1));
                }
            } else {
                for u in 1..p {
                    outcomes.push((rest ^ bit(u, 1)) & !bit(1, 1));
                }
            }
            for o in outcomes {
                if !win(o, n, m, memo) {
                    w = true;
                    break 'all;
                }
            }
        }
    }
    memo.insert(occ, w);
    w
}

pub fn brute(input: &str) -> String {
    let mut tok = input.split_whitespace();
    let mut out = String::new();
    loop {
        let n: usize = tok.next().unwrap().parse().unwrap();
        let m: usize = tok.next().unwrap().parse().unwrap();
        if n == 0 && m == 0 {
            break;
        }
        assert!(
            n * m <= 64,
            "the brute handles boards of at most 64 squares"
        );
        let mut occ = 0u64;
        for p in 0..n {
            let row = tok.next().unwrap().as_bytes();
            assert_eq!(row.len(), m, "a board row has m characters");
            for q in 0..m {
                if row[q] == b'#' {
                    occ |= 1 << (p * m + q);
                }
            }
        }
        occ &= !1; // a bomb on (1, 1) explodes at once
        out += if win(occ, n, m, &mut HashMap::new()) {
            "John\n"
        } else {
            "Jack\n"
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

fn board(x: &mut u64, n: usize, m: usize, per16: u64) -> String {
    let mut s = format!("{} {}\n", n, m);
    for _ in 0..n {
        for _ in 0..m {
            s.push(if next(x) % 16 < per16 { '#' } else { '.' });
        }
        s.push('\n');
    }
    s
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    for _ in 0..3 {
        next(&mut x);
    }
    let cases = 1 + next(&mut x) % 4;
    let mut s = String::new();
    for _ in 0..cases {
        // small boards: n m <= 12 (a long thin row or column up to 12), up to 4 x 3
        let (n, m) = match next(&mut x) % 4 {
            0 => (1, 1 + (next(&mut x) % 12) as usize),
            1 => (1 + (next(&mut x) % 12) as usize, 1),
            _ => {
                let n = 1 + (next(&mut x) % 4) as usize;
                (n, 1 + (next(&mut x) % (12 / n).min(4) as u64) as usize)
            }
        };
        let per16 = 1 + next(&mut x) % 16;
        s += &board(&mut x, n, m, per16);
    }
    s + "0 0\n"
}

pub fn worst_input() -> String {
    // 50 boards of 50 x 50: all bombs, random halves, and the single far corner
    let mut x = 2873u64;
    let mut s = String::new();
    for c in 0..50 {
        match c % 3 {
            0 => s += &board(&mut x, 50, 50, 16),
            1 => s += &board(&mut x, 50, 50, 8),
            _ => {
                s += "50 50\n";
                for p in 0..50 {
                    let mut row = vec![b'.'; 50];
                    if p == 49 {
                        row[49] = b'#';
                    }
                    s += std::str::from_utf8(&row).unwrap();
                    s.push('\n');
                }
            }
        }
    }
    s + "0 0\n"
}
