//! Oracle for AtCoder ABC342 F "Black Jack" (problems/black_jack): on N <= 12 the dealer's final
//! total by enumerating every roll sequence, then your best stopping rule by plain recursion over
//! every roll (no memo); larger N (the official sample 2) by the same DP bottom-up with window sums.

fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

// dealer: add the probability of every final total to dist
fn dealer(y: usize, p: f64, l: usize, d: usize, dist: &mut Vec<f64>) {
    if y >= l {
        dist[y] += p;
        return;
    }
    for r in 1..=d {
        dealer(y + r, p / d as f64, l, d, dist);
    }
}

// your best win probability holding x (x <= n), free to stop or roll
fn best(x: usize, n: usize, d: usize, stop: &[f64]) -> f64 {
    let roll: f64 = (1..=d)
        .map(|r| {
            if x + r > n {
                0.0
            } else {
                best(x + r, n, d, stop)
            }
        })
        .sum::<f64>()
        / d as f64;
    stop[x].max(roll)
}

// the same two DPs bottom-up, a window sum per die roll: O(N + D)
fn fast(n: usize, l: usize, d: usize) -> f64 {
    // reach[y]: probability that the dealer's running total passes through y (y < l + d)
    let m = l + d;
    let mut reach = vec![0.0; m + 1];
    let mut window = 0.0; // sum of reach[y - d..y] over y < l
    reach[0] = 1.0;
    for y in 1..=m {
        let add = reach[y - 1] * (y - 1 < l) as i32 as f64;
        window += add;
        if y > d {
            window -= reach[y - d - 1] * (y - d - 1 < l) as i32 as f64;
        }
        reach[y] = window / d as f64;
    }
    // final totals are y >= l
    let fin = |y: usize| if y >= l && y <= m { reach[y] } else { 0.0 };
    let bust: f64 = (n + 1..=m).map(fin).sum();
    let mut below = vec![0.0; n + 2]; // below[x] = P(final < x)
    for x in 1..=n + 1 {
        below[x] = below[x - 1] + fin(x - 1);
    }
    let mut f = vec![0.0; n + d + 2];
    let mut sum = 0.0; // f[x + 1] + .. + f[x + d]
    for x in (0..=n).rev() {
        sum += f[x + 1];
        sum -= f[x + d + 1];
        f[x] = (bust + below[x]).max(sum / d as f64);
    }
    f[0]
}

pub fn brute(input: &str) -> String {
    let v: Vec<usize> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, l, d) = (v[0], v[1], v[2]);
    if n > 12 {
        return format!("{:.15}\n", fast(n, l, d));
    }
    let mut dist = vec![0.0; l + d + 1];
    dealer(0, 1.0, l, d, &mut dist);
    // stop at x <= n: win iff y > n or y < x
    let stop: Vec<f64> = (0..=n)
        .map(|x| {
            (0..dist.len())
                .filter(|&y| y > n || y < x)
                .map(|y| dist[y])
                .sum()
        })
        .collect();
    format!("{:.15}\n", best(0, n, d, &stop))
}

pub fn random_input(seed: u64) -> String {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let n = 1 + (rng(&mut s) % 11) as usize;
    let l = 1 + (rng(&mut s) % n as u64) as usize;
    let d = 1 + (rng(&mut s) % n as u64) as usize;
    format!("{} {} {}\n", n, l, d)
}

pub fn worst_input() -> String {
    "200000 100000 200000\n".to_string()
}
