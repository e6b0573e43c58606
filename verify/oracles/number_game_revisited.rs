// Oracle for CodeChef NUMGAME2 "Number Game Revisited", written from the rules only.
// brute: a win/lose table over every n up to the largest N of the input: the player to move at n
// may subtract 1 or any prime p with p < n (so the new number is at least 1); a player with no
// move (n = 1) loses. Bob moves first, so Bob wins exactly when n is a winning position.

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
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let t = it.next().unwrap();
    let ns: Vec<usize> = (0..t).map(|_| it.next().unwrap()).collect();
    let max = ns.iter().copied().max().unwrap_or(1);
    assert!(max <= 3000, "brute is for small N");
    // the subtractable amounts: 1 and the primes
    let mut amounts = vec![1usize];
    for p in 2..=max {
        if (2..p).take_while(|d| d * d <= p).all(|d| p % d != 0) {
            amounts.push(p);
        }
    }
    // win[n]: the player to move at n wins
    let mut win = vec![false; max + 1];
    for n in 1..=max {
        win[n] = amounts.iter().any(|&d| d < n && !win[n - d]);
    }
    let mut out = String::new();
    for &n in &ns {
        out += if win[n] { "BOB\n" } else { "ALICE\n" };
    }
    out
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let t = 1 + rng.below(12) as usize;
    let cap = match seed % 3 {
        0 => 12,
        1 => 100,
        _ => 3000,
    };
    let mut s = format!("{}\n", t);
    for i in 0..t {
        let n = if i == 0 && seed % 5 == 0 {
            1 // the no-move edge case
        } else {
            1 + rng.below(cap)
        };
        s += &format!("{}\n", n);
    }
    s
}

pub fn worst_input() -> String {
    // T = 10^6 queries (the limit), N up to 10^9, with the extremes 1 and 10^9 included
    let mut rng = Rng(0x0C0D_EC4E_F2);
    let t = 1_000_000;
    let mut s = String::with_capacity(t * 11 + 8);
    s += &format!("{}\n", t);
    for i in 0..t {
        let n = match i {
            0 => 1,
            1 => 1_000_000_000,
            _ => 1 + rng.below(1_000_000_000),
        };
        s += &n.to_string();
        s.push('\n');
    }
    s
}
