//! HDU 4597 "Play Game": two piles (rows) of N cards each, every card with a score. Alice and
//! Bob alternate, Alice first; a move takes the top or the bottom card of either non-empty pile
//! and adds its score to the mover's total. The game ends when both piles are empty; each player
//! maximizes their own total (the sum is fixed, so this is zero-sum). Print Alice's total per case.
//! Oracle: plain minimax over the state (remaining interval of pile a, remaining interval of
//! pile b), memoized in a HashMap; every one of the (up to) four moves is tried, the mover's best
//! is card + (what is left) - (opponent's best from the resulting state).
use std::collections::HashMap;

type State = (usize, usize, usize, usize);

/// The most the player to move collects from a[la..ra] and b[lb..rb].
fn best(a: &[i64], b: &[i64], s: State, memo: &mut HashMap<State, i64>) -> i64 {
    let (la, ra, lb, rb) = s;
    if la == ra && lb == rb {
        return 0;
    }
    if let Some(&v) = memo.get(&s) {
        return v;
    }
    let left: i64 = a[la..ra].iter().sum::<i64>() + b[lb..rb].iter().sum::<i64>();
    let mut v = i64::MIN;
    let mut moves: Vec<(i64, State)> = Vec::new();
    if la < ra {
        moves.push((a[la], (la + 1, ra, lb, rb))); // top of pile a
        moves.push((a[ra - 1], (la, ra - 1, lb, rb))); // bottom of pile a
    }
    if lb < rb {
        moves.push((b[lb], (la, ra, lb + 1, rb))); // top of pile b
        moves.push((b[rb - 1], (la, ra, lb, rb - 1))); // bottom of pile b
    }
    for (card, next) in moves {
        let rest = left - card;
        let opp = best(a, b, next, memo);
        v = v.max(card + rest - opp);
    }
    memo.insert(s, v);
    v
}

pub fn brute(input: &str) -> String {
    let v: Vec<i64> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let t = v[0] as usize;
    let mut i = 1;
    let mut out = String::new();
    for _ in 0..t {
        let n = v[i] as usize;
        i += 1;
        let a = v[i..i + n].to_vec();
        i += n;
        let b = v[i..i + n].to_vec();
        i += n;
        let mut memo = HashMap::new();
        out += &format!("{}\n", best(&a, &b, (0, n, 0, n), &mut memo));
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
    for _ in 0..4 {
        next(&mut x);
    }
    let t = 1 + next(&mut x) % 5;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        let n = 1 + (next(&mut x) % 7) as usize;
        // value range: tiny (many ties), mid, or the full 1..=10000
        let m = [2u64, 10, 100, 10000][(next(&mut x) % 4) as usize];
        let mut row = || -> String {
            (0..n)
                .map(|_| (1 + next(&mut x) % m).to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        let a = row();
        let b = row();
        s += &format!("{}\n{}\n{}\n", n, a, b);
    }
    s
}

pub fn worst_input() -> String {
    // T <= 100, N <= 20, 1 <= a_i, b_i <= 10000
    let mut x = 20130601u64;
    let mut s = String::from("100\n");
    for _ in 0..100 {
        let mut row = || -> String {
            (0..20)
                .map(|_| (1 + next(&mut x) % 10000).to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        let a = row();
        let b = row();
        s += &format!("20\n{}\n{}\n", a, b);
    }
    s
}
