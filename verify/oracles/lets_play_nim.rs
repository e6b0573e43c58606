//! AtCoder ARC105 D "Let's Play Nim": empty the bags one by one onto dishes of your choice,
//! then Nim on the dishes; who cannot move loses. Per test "First" / "Second". Oracle: memoized
//! minimax over (bags left, dish contents), the Nim phase by minimax too, straight from the rules.
use std::collections::HashMap;

type State = (Vec<u64>, Vec<u64>); // sorted bags left, sorted dishes

fn win(bags: &[u64], dishes: &[u64], memo: &mut HashMap<State, bool>) -> bool {
    let key = (bags.to_vec(), dishes.to_vec());
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut nexts: Vec<State> = Vec::new();
    if !bags.is_empty() {
        for i in 0..bags.len() {
            for j in 0..dishes.len() {
                let mut b = bags.to_vec();
                let c = b.remove(i);
                let mut d = dishes.to_vec();
                d[j] += c;
                d.sort();
                nexts.push((b, d));
            }
        }
    } else {
        for j in 0..dishes.len() {
            for left in 0..dishes[j] {
                let mut d = dishes.to_vec();
                d[j] = left;
                d.sort();
                nexts.push((Vec::new(), d));
            }
        }
    }
    nexts.sort();
    nexts.dedup();
    let w = nexts.iter().any(|(b, d)| !win(b, d, memo));
    memo.insert(key, w);
    w
}

pub fn brute(input: &str) -> String {
    let v: Vec<u64> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let t = v[0] as usize;
    let mut i = 1;
    let mut memo = HashMap::new();
    let mut out = String::new();
    for _ in 0..t {
        let n = v[i] as usize;
        let mut a = v[i + 1..i + 1 + n].to_vec();
        i += 1 + n;
        let w = if n > 5 || a.iter().sum::<u64>() > 16 {
            // too big for the minimax (the samples): the editorial's rule, see statement.md
            big_rule(&a)
        } else {
            a.sort();
            win(&a, &vec![0; n], &mut memo)
        };
        out += if w { "First\n" } else { "Second\n" };
    }
    out
}

/// Only for inputs past the minimax (the official sample's third case): N odd, the second
/// player wins; N even, the first wins unless every value occurs an even number of times.
fn big_rule(a: &[u64]) -> bool {
    if a.len() % 2 == 1 {
        return false;
    }
    let mut s = a.to_vec();
    s.sort();
    !s.chunks(2).all(|p| p[0] == p[1])
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
        let n = 1 + (next(&mut x) % 4) as usize;
        let mut a: Vec<u64> = (0..n).map(|_| 1 + next(&mut x) % 3).collect();
        if n % 2 == 0 && next(&mut x) % 2 == 0 {
            for k in (0..n).step_by(2) {
                a[k + 1] = a[k]; // values in pairs: the second player's case
            }
        }
        let items: Vec<String> = a.iter().map(|c| c.to_string()).collect();
        s += &format!("{}\n{}\n", n, items.join(" "));
    }
    s
}

pub fn worst_input() -> String {
    let mut x = 105u64;
    let mut s = String::from("2\n");
    for _ in 0..2 {
        let n = 100_000;
        let a: Vec<String> = (0..n / 2)
            .flat_map(|_| {
                let c = 1 + next(&mut x) % 1_000_000_000;
                [c, c]
            })
            .map(|c| c.to_string())
            .collect();
        s += &format!("{}\n{}\n", n, a.join(" "));
    }
    s
}
