// Oracle for Codeforces 603C "Lieges of Legendre", written from the rules only.
// brute: a Grundy table for one pile built by mex over its two kinds of move (take one cow;
// split an even pile 2x into k piles of x, worth the XOR of k copies of g(x)), then the XOR
// over all piles (Sprague-Grundy). Values only up to the largest pile, so small inputs only.

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

pub fn brute(input: &str) -> String {
    let v: Vec<u64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, k) = (v[0] as usize, v[1]);
    let a = &v[2..2 + n];
    let m = *a.iter().max().unwrap() as usize;
    assert!(m <= 5_000_000, "brute is for small piles");
    let mut g = vec![0u32; m + 1];
    for x in 1..=m {
        let mut opts = vec![g[x - 1]];
        if x % 2 == 0 {
            // XOR of k copies of g(x/2): pairs cancel
            let h = g[x / 2];
            let mut s = 0;
            for _ in 0..(k % 2 + if k >= 2 { 2 } else { 0 }) {
                s ^= h;
            }
            opts.push(s);
        }
        let mut mex = 0;
        while opts.contains(&mex) {
            mex += 1;
        }
        g[x] = mex;
    }
    let total = a.iter().fold(0, |s, &x| s ^ g[x as usize]);
    if total != 0 { "Kevin\n" } else { "Nicky\n" }.to_string()
}

fn render(k: u64, a: &[u64]) -> String {
    let v: Vec<String> = a.iter().map(|x| x.to_string()).collect();
    format!("{} {}\n{}\n", a.len(), k, v.join(" "))
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let k = match rng.below(6) {
        0 => 1,
        1 => 2,
        2 => 3,
        3 => 1 + rng.below(10),
        _ => 1 + rng.below(1_000_000_000),
    };
    let n = 1 + rng.below(6) as usize;
    let cap = match rng.below(4) {
        0 => 6,
        1 => 40,
        2 => 300,
        _ => 100_000,
    };
    let a: Vec<u64> = (0..n).map(|_| 1 + rng.below(cap)).collect();
    render(k, &a)
}

pub fn worst_input() -> String {
    // n = 1e5 piles up to 1e9 with an odd k (the deeper case)
    let mut rng = Rng(0x603C);
    let a: Vec<u64> = (0..100_000)
        .map(|i| {
            if i % 3 == 0 {
                1_000_000_000 - rng.below(64) * 2
            } else {
                1 + rng.below(1_000_000_000)
            }
        })
        .collect();
    render(999_999_999, &a)
}
