//! Oracle for Kick Start 2018 Round A B "Lucky Dip" (problems/lucky_dip): a bag of N items with
//! values V_i; draw one uniformly at random, then keep it or put it back and redraw ("redip"), at
//! most K redips, the (K+1)-th draw must be kept; print the maximal expected value kept.
//! Backward induction in exact fractions: with r redips left, the value before a draw is
//! W(r) = (1/N) * sum_i (r == 0 ? V_i : max(V_i, W(r-1))), i.e. after seeing V_i keep it or take
//! the value of redipping, whichever is larger. W(r) = num / N^(r+1) with integer num (u128), and
//! the answer is printed with 6 decimals, rounded half up, as in the official samples.

fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// num / den with 6 decimals, rounded half up.
fn fixed6(num: u128, den: u128) -> String {
    let scaled = (num * 1_000_000 * 2 + den) / (2 * den); // round(num / den * 10^6)
    format!("{}.{:06}", scaled / 1_000_000, scaled % 1_000_000)
}

/// Expected kept value, as (numerator, denominator = N^(K+1)).
fn value(v: &[u64], k: usize) -> (u128, u128) {
    let n = v.len() as u128;
    // r = 0: the draw must be kept
    let mut num: u128 = v.iter().map(|&x| x as u128).sum();
    let mut den: u128 = n;
    for _ in 1..=k {
        // one more redip available: draw x; keep x (x * den / den) or redip (num / den)
        let mut next: u128 = 0;
        for &x in v {
            let keep = (x as u128).checked_mul(den).expect("oracle fraction overflow");
            next = next.checked_add(keep.max(num)).expect("oracle fraction overflow");
        }
        num = next;
        den = den.checked_mul(n).expect("oracle fraction overflow");
    }
    (num, den)
}

pub fn brute(input: &str) -> String {
    let mut it = input.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    let mut out = String::new();
    for case in 1..=t {
        let n = it.next().unwrap() as usize;
        let k = it.next().unwrap() as usize;
        let v: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
        let (num, den) = value_capped(&v, k);
        out.push_str(&format!("Case #{}: {}\n", case, fixed6(num, den)));
    }
    out
}

/// Like `value`, but stops early once W(r) == W(r-1) (then all later W are equal), so inputs
/// such as sample 3 (K = 15, all values equal) stay within u128.
fn value_capped(v: &[u64], k: usize) -> (u128, u128) {
    let mut prev = value(v, 0);
    for r in 1..=k {
        let cur = value(v, r);
        // compare prev.0 / prev.1 with cur.0 / cur.1 (cur.1 = prev.1 * N)
        if cur.0 == prev.0 * v.len() as u128 {
            return cur;
        }
        prev = cur;
    }
    prev
}

pub fn random_input(seed: u64) -> String {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    for _ in 0..3 {
        rng(&mut s);
    }
    let t = 1 + rng(&mut s) % 5;
    let mut out = format!("{}\n", t);
    for _ in 0..t {
        let n = 1 + rng(&mut s) % 7; // 1..=7
        // N^(K+1) * 1e9 must fit in u128: K <= 20 with N <= 7 gives 7^21 * 1e9 < 6e26
        let k = match rng(&mut s) % 4 {
            0 => 0,
            1 => 1,
            2 => rng(&mut s) % 5,
            _ => rng(&mut s) % 21,
        };
        let vmax = match rng(&mut s) % 4 {
            0 => 2,
            1 => 10,
            2 => 1000,
            _ => 1_000_000_000,
        };
        let all_same = rng(&mut s) % 8 == 0;
        let first = 1 + rng(&mut s) % vmax;
        let v: Vec<String> = (0..n)
            .map(|_| if all_same { first } else { 1 + rng(&mut s) % vmax }.to_string())
            .collect();
        out.push_str(&format!("{} {}\n{}\n", n, k, v.join(" ")));
    }
    out
}

pub fn worst_input() -> String {
    let mut s = 0x1234_5678_9ABC_DEF1u64;
    let t = 100;
    let mut out = String::with_capacity(21_000_000);
    out.push_str(&format!("{}\n", t));
    for _ in 0..t {
        let n = 20_000;
        out.push_str(&format!("{} {}\n", n, 50_000));
        let v: Vec<String> = (0..n).map(|_| (1 + rng(&mut s) % 1_000_000_000).to_string()).collect();
        out.push_str(&v.join(" "));
        out.push('\n');
    }
    out
}
