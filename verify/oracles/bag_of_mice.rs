//! Oracle for Codeforces 148D "Bag of mice" (problems/bag_of_mice): plain recursion over every
//! draw and every jump (no memo), on small bags.

fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

// Probability that the princess wins; princess: she draws now, else the dragon draws.
fn p(w: u32, b: u32, princess: bool) -> f64 {
    let total = (w + b) as f64;
    if w + b == 0 {
        return 0.0; // bag empty: the dragon wins
    }
    let white = w as f64 / total;
    if princess {
        // white: she wins; black: the dragon draws next
        let mut r = white;
        if b > 0 {
            r += b as f64 / total * p(w, b - 1, false);
        }
        r
    } else {
        // white: the dragon wins; black: one more mouse jumps out, then she draws
        if b == 0 {
            return 0.0;
        }
        let rest = b as f64 / total;
        let (w2, b2) = (w, b - 1);
        let left = (w2 + b2) as f64;
        if w2 + b2 == 0 {
            return 0.0;
        }
        let mut r = 0.0;
        if w2 > 0 {
            r += w2 as f64 / left * p(w2 - 1, b2, true);
        }
        if b2 > 0 {
            r += b2 as f64 / left * p(w2, b2 - 1, true);
        }
        rest * r
    }
}

pub fn brute(input: &str) -> String {
    let x: Vec<u32> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    format!("{:.9}\n", p(x[0], x[1], true))
}

pub fn random_input(seed: u64) -> String {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    format!("{} {}\n", rng(&mut s) % 9, rng(&mut s) % 12)
}

pub fn worst_input() -> String {
    "1000 1000\n".to_string()
}
