//! Oracle for AtCoder Typical DP Contest J "Ball" (problems/ball): objects on the integer
//! points 0..15; a ball aimed at x lands on x-1, x or x+1 (1/3 each) and knocks over an object
//! standing there. Print the minimum expected number of throws to knock over everything.
//! Method: the state is the set of objects still standing; states are done in increasing mask
//! order (every successor is a proper subset, so a smaller mask), and each state's own value,
//! which appears on both sides (a throw may miss), is found by plain value iteration from 0:
//! E <- min over aims a in -1..=16 of 1 + sum over the 3 landings of E[state after landing] / 3.

pub fn brute(input: &str) -> String {
    let v: Vec<usize> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let n = v[0];
    let xs = &v[1..1 + n];
    let mut start = 0usize; // bit p set: an object stands at point p
    for &x in xs {
        assert!(x <= 15 && start >> x & 1 == 0);
        start |= 1 << x;
    }
    let mut e = vec![0f64; 1 << 16];
    for s in 1..(1usize << 16) {
        if s & !start != 0 {
            continue; // not a reachable set of standing objects
        }
        let mut cur = 0f64;
        for _ in 0..10_000 {
            let mut best = f64::INFINITY;
            for a in -1i32..=16 {
                let mut val = 1.0;
                for land in a - 1..=a + 1 {
                    let next = if (0..16).contains(&land) { s & !(1usize << land) } else { s };
                    val += if next == s { cur } else { e[next] } / 3.0;
                }
                if val < best {
                    best = val;
                }
            }
            let done = best == cur;
            cur = best;
            if done {
                break;
            }
        }
        e[s] = cur;
    }
    format!("{:.9}\n", e[start])
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    for _ in 0..3 {
        next(&mut x);
    }
    let n = match next(&mut x) % 10 {
        0 => 1 + next(&mut x) % 3,
        1 => 11 + next(&mut x) % 4,
        _ => 1 + next(&mut x) % 10,
    } as usize;
    // the points used: sometimes a tight window (neighbours interact), sometimes all of 0..15
    let width = match next(&mut x) % 3 {
        0 => n + (next(&mut x) % 3) as usize,
        1 => n + (next(&mut x) % 6) as usize,
        _ => 16,
    }
    .min(16);
    let off = (next(&mut x) % (17 - width as u64)) as usize;
    let mut pts: Vec<usize> = (off..off + width).collect();
    // shuffle, take n, leave them in that (unsorted) order as the input allows
    for i in (1..pts.len()).rev() {
        let j = (next(&mut x) % (i as u64 + 1)) as usize;
        pts.swap(i, j);
    }
    pts.truncate(n);
    let line: Vec<String> = pts.iter().map(|p| p.to_string()).collect();
    format!("{}\n{}\n", n, line.join(" "))
}

pub fn worst_input() -> String {
    let line: Vec<String> = (0..16).rev().map(|p: usize| p.to_string()).collect();
    format!("16\n{}\n", line.join(" "))
}
