//! Kattis "cuttingbrownies" (BOJ 11090) "Cutting Brownies": pieces B x D; Harry cuts a piece
//! horizontally (its depth D splits into two positive parts), Vicky vertically (its breadth B
//! splits); the player who cannot cut loses. Print "<Name> can win" / "<Name> cannot win" for the
//! player who starts. Oracle: plain minimax over multisets of pieces (1 x 1 pieces dropped).
use std::collections::HashMap;

type State = Vec<(u16, u16)>;

fn wins(s: &State, harry: bool, memo: &mut HashMap<(State, bool), bool>) -> bool {
    if let Some(&w) = memo.get(&(s.clone(), harry)) {
        return w;
    }
    let mut w = false;
    'outer: for i in 0..s.len() {
        if i > 0 && s[i] == s[i - 1] {
            continue;
        }
        let (b, d) = s[i];
        let len = if harry { d } else { b };
        for c in 1..len {
            let (p, q) = if harry {
                ((b, c), (b, len - c))
            } else {
                ((c, d), (len - c, d))
            };
            let mut t: State = s.clone();
            t.remove(i);
            for piece in [p, q] {
                if piece != (1, 1) {
                    t.push(piece);
                }
            }
            t.sort();
            if !wins(&t, !harry, memo) {
                w = true;
                break 'outer;
            }
        }
    }
    memo.insert((s.clone(), harry), w);
    w
}

pub fn brute(input: &str) -> String {
    let tok: Vec<&str> = input.split_whitespace().collect();
    let n: usize = tok[0].parse().unwrap();
    let mut memo = HashMap::new();
    let mut out = String::new();
    for i in 0..n {
        let b: u16 = tok[1 + 3 * i].parse().unwrap();
        let d: u16 = tok[2 + 3 * i].parse().unwrap();
        let name = tok[3 + 3 * i];
        let s: State = if (b, d) == (1, 1) {
            vec![]
        } else {
            vec![(b, d)]
        };
        let w = wins(&s, name == "Harry", &mut memo);
        out += &format!("{} {}\n", name, if w { "can win" } else { "cannot win" });
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
    let n = 1 + next(&mut x) % 4;
    let mut s = format!("{}\n", n);
    for _ in 0..n {
        let b = 1 + next(&mut x) % 5;
        let d = 1 + next(&mut x) % 5;
        let who = if next(&mut x) % 2 == 0 {
            "Harry"
        } else {
            "Vicky"
        };
        s += &format!("{} {} {}\n", b, d, who);
    }
    s
}

pub fn worst_input() -> String {
    let mut s = String::from("10\n");
    let cases = [
        (500, 500),
        (500, 499),
        (499, 500),
        (1, 500),
        (500, 1),
        (257, 256),
        (256, 257),
        (384, 129),
        (500, 250),
        (2, 500),
    ];
    for (i, (b, d)) in cases.iter().enumerate() {
        s += &format!(
            "{} {} {}\n",
            b,
            d,
            if i % 2 == 0 { "Harry" } else { "Vicky" }
        );
    }
    s
}
