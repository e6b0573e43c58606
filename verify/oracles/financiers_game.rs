//! Codeforces 729F "Financiers Game": papers with incomes in a row; Igor takes from the left,
//! Zhenya from the right, alternately, Igor first taking 1 or 2; after the opponent took exactly
//! k, the mover takes k or k+1 from his own side. The game ends when no paper is left or the mover
//! cannot take k (fewer than k left). Print Igor's sum minus Zhenya's sum, Igor maximizing and
//! Zhenya minimizing. Oracle: minimax straight from the rules over (left taken, right taken, k,
//! mover), memoized in a HashMap, for small n.
use std::collections::HashMap;

/// Value (Igor minus Zhenya, of the papers still to be taken) with papers [l, r) left,
/// the opponent's last take k, and `igor` to move.
fn value(a: &[i64], l: usize, r: usize, k: usize, igor: bool, memo: &mut HashMap<(usize, usize, usize, bool), i64>) -> i64 {
    if let Some(&v) = memo.get(&(l, r, k, igor)) {
        return v;
    }
    let left = r - l;
    let mut best: Option<i64> = None;
    for t in [k, k + 1] {
        if t > left {
            continue;
        }
        let v = if igor {
            let s: i64 = a[l..l + t].iter().sum();
            s + value(a, l + t, r, t, false, memo)
        } else {
            let s: i64 = a[r - t..r].iter().sum();
            -s + value(a, l, r - t, t, true, memo)
        };
        best = Some(match best {
            None => v,
            Some(b) => {
                if igor {
                    b.max(v)
                } else {
                    b.min(v)
                }
            }
        });
    }
    // no legal take: the game ends, nothing more changes hands
    let v = best.unwrap_or(0);
    memo.insert((l, r, k, igor), v);
    v
}

pub fn brute(input: &str) -> String {
    let v: Vec<i64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let n = v[0] as usize;
    let a = &v[1..1 + n];
    let mut memo = HashMap::new();
    // Igor's first move is "1 or 2", i.e. as if Zhenya had just taken k = 1
    format!("{}\n", value(a, 0, n, 1, true, &mut memo))
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let n = 1 + (next(&mut x) % 30) as usize;
    let m = match next(&mut x) % 4 {
        0 => 3,
        1 => 10,
        2 => 1000,
        _ => 100_000,
    };
    let pos_only = next(&mut x) % 5 == 0;
    let a: Vec<String> = (0..n)
        .map(|_| {
            let v = (next(&mut x) % (2 * m + 1)) as i64 - m as i64;
            let v = if pos_only { v.abs() } else { v };
            v.to_string()
        })
        .collect();
    format!("{}\n{}\n", n, a.join(" "))
}

pub fn worst_input() -> String {
    let mut x = 987654321u64;
    let n = 4000;
    let a: Vec<String> = (0..n)
        .map(|_| ((next(&mut x) % 200_001) as i64 - 100_000).to_string())
        .collect();
    format!("{}\n{}\n", n, a.join(" "))
}
