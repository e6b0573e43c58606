// Oracle for Codeforces 1245E "Hyakugoku and Ladders", written from the rules only.
// brute: plain value iteration on the Bellman equations. Squares are numbered 0..99 along the
// path (0 = bottom left start, 99 = top left Goal). V(goal) = 0 and, for any other square s,
// V(s) = 1 + 1/6 * sum over r = 1..6 of: V(s) if the Goal is less than r squares away (no move),
// else W(s + r), where W(t) = min(V(t), V(top of t's ladder)) if t holds a ladder bottom (the top's
// own ladder is not usable, so V(top) is right), else V(t). Starting from V = 0, the iteration
// rises monotonically to the least fixed point, the optimal expectation; it stops when no value
// moves by more than 1e-13. Printed with 10 decimals.

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// The path index of the tile in input row i (1 = top) and column j (1 = left).
fn index(i: usize, j: usize) -> usize {
    let k = 10 - i; // rows counted from the bottom, 0-based
    if k % 2 == 0 {
        k * 10 + (j - 1)
    } else {
        k * 10 + (10 - j)
    }
}

pub fn brute(input: &str) -> String {
    let h: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    assert_eq!(h.len(), 100);
    // top[p] = the square a ladder from p leads to, if any
    let mut top = [usize::MAX; 100];
    for i in 1..=10 {
        for j in 1..=10 {
            let x = h[(i - 1) * 10 + (j - 1)];
            assert!(x < i);
            if x > 0 {
                top[index(i, j)] = index(i - x, j);
            }
        }
    }
    assert!(top[0] == usize::MAX && top[99] == usize::MAX);
    let mut v = [0.0f64; 100];
    for _round in 0..10_000_000 {
        let mut nv = [0.0f64; 100];
        let mut change = 0.0f64;
        for s in 0..99 {
            let mut sum = 0.0;
            for r in 1..=6 {
                if 99 - s < r {
                    sum += v[s];
                } else {
                    let t = s + r;
                    let mut w = v[t];
                    if top[t] != usize::MAX && v[top[t]] < w {
                        w = v[top[t]];
                    }
                    sum += w;
                }
            }
            nv[s] = 1.0 + sum / 6.0;
            change = change.max((nv[s] - v[s]).abs());
        }
        v = nv;
        if change < 1e-13 {
            break;
        }
    }
    format!("{:.10}\n", v[0])
}

fn board(rng: &mut Rng, density: u64, tall: bool) -> String {
    let mut s = String::new();
    for i in 1..=10u64 {
        let row: Vec<String> = (1..=10u64)
            .map(|j| {
                if (i == 1 && j == 1) || (i == 10 && j == 1) || i == 1 {
                    return "0".to_string();
                }
                if rng.below(100) >= density {
                    return "0".to_string();
                }
                let x = if tall { i - 1 - rng.below(2).min(i - 2) } else { 1 + rng.below(i - 1) };
                x.to_string()
            })
            .collect();
        s += &row.join(" ");
        s += "\n";
    }
    s
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let density = match rng.below(5) {
        0 => 0,
        1 => 3,
        2 => 10,
        3 => 30,
        _ => 80,
    };
    let tall = rng.below(3) == 0;
    board(&mut rng, density, tall)
}

pub fn worst_input() -> String {
    // the input size is fixed (10 x 10); a board full of ladders of every height
    let mut rng = Rng(0x1245);
    board(&mut rng, 100, false)
}
