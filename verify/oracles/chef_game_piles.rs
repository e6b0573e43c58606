//! CodeChef CHEFGM "Chef Game": k piles of numbers; a move picks a number x of the mover's parity
//! in one pile and removes every number >= x from that pile; the player who cannot move loses.
//! Chef moves first and picks her parity: print "EVEN", "ODD" or "DON'T PLAY".
//! Oracle: plain minimax over the piles' remaining prefix lengths (sorted, equal numbers merged).
use std::collections::HashMap;

fn wins(
    h: &mut Vec<usize>,
    par: &[Vec<u8>],
    mover: u8,
    memo: &mut HashMap<(Vec<usize>, u8), bool>,
) -> bool {
    if let Some(&w) = memo.get(&(h.clone(), mover)) {
        return w;
    }
    let mut w = false;
    'outer: for i in 0..h.len() {
        let old = h[i];
        for j in 0..old {
            if par[i][j] == mover {
                h[i] = j;
                let r = wins(h, par, 1 - mover, memo);
                h[i] = old;
                if !r {
                    w = true;
                    break 'outer;
                }
            }
        }
    }
    memo.insert((h.clone(), mover), w);
    w
}

pub fn brute(input: &str) -> String {
    let v: Vec<u64> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut p = 1;
    let mut out = String::new();
    for _ in 0..v[0] {
        let k = v[p] as usize;
        p += 1;
        let mut par: Vec<Vec<u8>> = Vec::new();
        for _ in 0..k {
            let n = v[p] as usize;
            let mut a: Vec<u64> = v[p + 1..p + 1 + n].to_vec();
            p += 1 + n;
            a.sort();
            a.dedup();
            par.push(a.iter().map(|&x| (x % 2) as u8).collect());
        }
        let mut h: Vec<usize> = par.iter().map(|q| q.len()).collect();
        let mut memo = HashMap::new();
        let even = wins(&mut h, &par, 0, &mut memo);
        let odd = wins(&mut h, &par, 1, &mut memo);
        out += if even {
            "EVEN\n"
        } else if odd {
            "ODD\n"
        } else {
            "DON'T PLAY\n"
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

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let t = 1 + next(&mut x) % 3;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        let k = 1 + next(&mut x) % 3;
        s += &format!("{}\n", k);
        for _ in 0..k {
            let n = 1 + next(&mut x) % 5;
            let a: Vec<String> = (0..n).map(|_| (next(&mut x) % 10).to_string()).collect();
            s += &format!("{} {}\n", n, a.join(" "));
        }
    }
    s
}

pub fn worst_input() -> String {
    let mut x = 4242u64;
    let mut s = String::from("1000\n");
    for _ in 0..1000 {
        s += "100\n";
        for _ in 0..100 {
            let a: Vec<String> = (0..45)
                .map(|_| (next(&mut x) % (1u64 << 31)).to_string())
                .collect();
            s += &format!("45 {}\n", a.join(" "));
        }
    }
    s
}
