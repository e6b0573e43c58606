//! Oracle for Codeforces 351B "Jeff and Furik" (problems/jeff_and_furik): value iteration over
//! every permutation of 1..n (n <= 7) and whose turn it is, straight from the rules. Jeff's
//! value is 1 + the minimum over all n-1 adjacent swaps; Furik's is 1 + the average of heads
//! (a uniform adjacent descent) and tails (a uniform adjacent ascent), where a side with no pair
//! makes him toss again (so the other side is taken for sure). Sorted is 0. Iterating from 0
//! converges upwards to the least fixed point, the expected number of moves under Jeff's best
//! play. The whole table for one n is computed once and kept.
use std::collections::HashMap;
use std::sync::OnceLock;

fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

fn perms(n: usize) -> Vec<Vec<u8>> {
    fn go(cur: &mut Vec<u8>, used: &mut Vec<bool>, n: usize, out: &mut Vec<Vec<u8>>) {
        if cur.len() == n {
            out.push(cur.clone());
            return;
        }
        for v in 0..n {
            if !used[v] {
                used[v] = true;
                cur.push(v as u8 + 1);
                go(cur, used, n, out);
                cur.pop();
                used[v] = false;
            }
        }
    }
    let mut out = Vec::new();
    go(&mut Vec::new(), &mut vec![false; n], n, &mut out);
    out
}

struct Table {
    index: HashMap<Vec<u8>, usize>,
    jeff: Vec<f64>, // expected remaining moves, Jeff to move
}

fn table(n: usize) -> Table {
    let ps = perms(n);
    let index: HashMap<Vec<u8>, usize> = ps.iter().cloned().enumerate().map(|(i, p)| (p, i)).collect();
    let m = ps.len();
    let sorted: Vec<bool> = ps.iter().map(|p| p.windows(2).all(|w| w[0] < w[1])).collect();
    // swap[i][k]: index of ps[i] with positions k and k+1 exchanged
    let swap: Vec<Vec<usize>> = ps
        .iter()
        .map(|p| {
            (0..n.saturating_sub(1))
                .map(|k| {
                    let mut q = p.clone();
                    q.swap(k, k + 1);
                    index[&q]
                })
                .collect()
        })
        .collect();
    let mut jeff = vec![0.0f64; m];
    let mut furik = vec![0.0f64; m];
    for _round in 0..1_000_000 {
        let mut nj = vec![0.0f64; m];
        let mut nf = vec![0.0f64; m];
        for i in 0..m {
            if sorted[i] {
                continue;
            }
            // Jeff: any adjacent swap
            let best = swap[i].iter().map(|&j| furik[j]).fold(f64::INFINITY, f64::min);
            nj[i] = 1.0 + best;
            // Furik: heads = descent pairs, tails = ascent pairs
            let p = &ps[i];
            let mut down = Vec::new();
            let mut up = Vec::new();
            for k in 0..n - 1 {
                if p[k] > p[k + 1] {
                    down.push(swap[i][k]);
                } else {
                    up.push(swap[i][k]);
                }
            }
            let avg = |v: &Vec<usize>| v.iter().map(|&j| jeff[j]).sum::<f64>() / v.len() as f64;
            let e = if up.is_empty() {
                avg(&down) // tails has no pair: he tosses until heads
            } else {
                0.5 * avg(&down) + 0.5 * avg(&up)
            };
            nf[i] = 1.0 + e;
        }
        let mut diff = 0.0f64;
        for i in 0..m {
            diff = diff.max((nj[i] - jeff[i]).abs()).max((nf[i] - furik[i]).abs());
        }
        jeff = nj;
        furik = nf;
        if diff < 1e-12 {
            break;
        }
    }
    Table { index, jeff }
}

fn cached(n: usize) -> &'static Table {
    static T: [OnceLock<Table>; 8] = [
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
    ];
    T[n].get_or_init(|| table(n))
}

pub fn brute(input: &str) -> String {
    let v: Vec<usize> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let n = v[0];
    assert!(n <= 7, "brute handles n <= 7 only");
    let p: Vec<u8> = v[1..=n].iter().map(|&x| x as u8).collect();
    let t = cached(n);
    format!("{:.6}\n", t.jeff[t.index[&p]])
}

pub fn random_input(seed: u64) -> String {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let n = match rng(&mut s) % 10 {
        0 => 1 + (rng(&mut s) % 3) as usize,
        1..=3 => 4 + (rng(&mut s) % 2) as usize,
        4..=7 => 6,
        _ => 7,
    };
    let mut p: Vec<usize> = (1..=n).collect();
    match rng(&mut s) % 12 {
        0 => {}             // sorted
        1 => p.reverse(),   // no ascent at all
        2 => {
            // one adjacent swap away from reversed
            p.reverse();
            if n >= 2 {
                let k = (rng(&mut s) % (n as u64 - 1)) as usize;
                p.swap(k, k + 1);
            }
        }
        _ => {
            for i in (1..n).rev() {
                let j = (rng(&mut s) % (i as u64 + 1)) as usize;
                p.swap(i, j);
            }
        }
    }
    let body: Vec<String> = p.iter().map(|x| x.to_string()).collect();
    format!("{}\n{}\n", n, body.join(" "))
}

pub fn worst_input() -> String {
    let n = 3000usize;
    let mut s = 0x1234_5678_9abc_def1u64;
    let mut p: Vec<usize> = (1..=n).collect();
    for i in (1..n).rev() {
        let j = (rng(&mut s) % (i as u64 + 1)) as usize;
        p.swap(i, j);
    }
    let body: Vec<String> = p.iter().map(|x| x.to_string()).collect();
    format!("{}\n{}\n", n, body.join(" "))
}
