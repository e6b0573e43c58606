//! Oracle for ICPC Latin America 2019 "Hold or Continue?" (problems/hold_or_continue): Pig to
//! exactly 75 between two optimal players. Plain value iteration over the states (a, b, t):
//! a = mover's score, b = the other's score, t = mover's turn total. R[a][b] is the mover's win
//! probability at the start of a turn (t = 0, must roll). A turn that ends without scoring (a 1,
//! or a + t over 75) hands over R[b][a] (same a + b); a hold at a + t < 75 hands over
//! R[b][a + t] (larger sum). So levels s = a + b go from 148 down to 0, and inside one level the
//! states are iterated (Gauss-Seidel) until nothing changes by more than 1e-15.
use std::sync::OnceLock;

const GOAL: usize = 75;

/// Win probability of the mover at (a, b) for every turn total t (p[t], t = 0 meaning the start
/// of the turn, where rolling is forced), given the table r for the other states.
fn turn(a: usize, b: usize, r: &[Vec<f64>]) -> Vec<f64> {
    let lose_turn = 1.0 - r[b][a];
    let top = GOAL - a; // turn totals above this are busts
    let mut p = vec![0.0f64; top + 1];
    let roll = |t: usize, p: &Vec<f64>| -> f64 {
        let mut v = lose_turn; // a 1
        for d in 2..=6 {
            v += if t + d > top { lose_turn } else { p[t + d] };
        }
        v / 6.0
    };
    for t in (1..=top).rev() {
        let hold = if a + t == GOAL {
            1.0
        } else {
            1.0 - r[b][a + t]
        };
        p[t] = hold.max(roll(t, &p));
    }
    p[0] = roll(0, &p);
    p
}

fn table() -> &'static Vec<Vec<f64>> {
    static T: OnceLock<Vec<Vec<f64>>> = OnceLock::new();
    T.get_or_init(|| {
        let n = GOAL; // scores 0..=74 occur (74 is a dead score: it can never reach 75)
        let mut r = vec![vec![0.0f64; n]; n];
        for s in (0..=2 * (n - 1)).rev() {
            let lo = s.saturating_sub(n - 1);
            let hi = s.min(n - 1);
            if s == 2 * (n - 1) {
                continue; // (74, 74): nobody can ever win, probability 0
            }
            for _ in 0..1_000_000 {
                let mut diff = 0.0f64;
                for a in lo..=hi {
                    let b = s - a;
                    let v = turn(a, b, &r)[0];
                    diff = diff.max((v - r[a][b]).abs());
                    r[a][b] = v;
                }
                if diff < 1e-15 {
                    break;
                }
            }
        }
        r
    })
}

/// (win probability if Catelyn holds, if she continues) at her score c, his score h, total x.
fn options(c: usize, h: usize, x: usize) -> (f64, f64) {
    let r = table();
    let p = turn(c, h, r);
    let hold = if c + x == GOAL {
        1.0
    } else {
        1.0 - r[h][c + x]
    };
    let lose_turn = 1.0 - r[h][c];
    let mut cont = lose_turn;
    for d in 2..=6 {
        cont += if c + x + d > GOAL {
            lose_turn
        } else {
            p[x + d]
        };
    }
    (hold, cont / 6.0)
}

pub fn brute(input: &str) -> String {
    let v: Vec<usize> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let q = v[0];
    let mut out = String::new();
    for i in 0..q {
        let (c, h, x) = (v[1 + 3 * i], v[2 + 3 * i], v[3 + 3 * i]);
        let (ph, pc) = options(c, h, x);
        out += if ph > pc { "H\n" } else { "C\n" };
    }
    out
}

fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// A query the statement allows: 0 <= C, H <= 73, X >= 2, C + X <= 75, |p_h - p_c| > 1e-5.
fn query(s: &mut u64) -> (usize, usize, usize) {
    loop {
        let c = match rng(s) % 4 {
            0 => 50 + (rng(s) % 24) as usize,
            _ => (rng(s) % 74) as usize,
        };
        let h = match rng(s) % 4 {
            0 => 50 + (rng(s) % 24) as usize,
            _ => (rng(s) % 74) as usize,
        };
        let room = GOAL - c; // X in 2..=room
        let x = match rng(s) % 3 {
            0 => 2 + (rng(s) % (room as u64 - 1)) as usize,
            1 => 2 + (rng(s) % (room.min(25) as u64 - 1)) as usize,
            _ => room - (rng(s) % (room.min(8) as u64 - 1)) as usize,
        };
        let (ph, pc) = options(c, h, x);
        if (ph - pc).abs() > 1e-5 {
            return (c, h, x);
        }
    }
}

pub fn random_input(seed: u64) -> String {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let q = 1 + (rng(&mut s) % 8) as usize;
    let mut out = format!("{}\n", q);
    for _ in 0..q {
        let (c, h, x) = query(&mut s);
        out += &format!("{} {} {}\n", c, h, x);
    }
    out
}

pub fn worst_input() -> String {
    let mut s = 0x1234_5678_9ABC_DEF1u64;
    let mut out = String::from("1000\n");
    for _ in 0..1000 {
        let (c, h, x) = query(&mut s);
        out += &format!("{} {} {}\n", c, h, x);
    }
    out
}
