// Oracle for HDU 4405 "Aeroplane chess", written from the rules only.
// brute: exact expectation, backwards over the grids: at a flight grid the expectation is that
// of the flight's end (flights chain, always forward); elsewhere 1 + the mean over the six die
// faces, a throw that reaches N or beyond costing nothing more. Printed with 4 decimals.

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
    let mut out = String::new();
    loop {
        let n = it.next().unwrap();
        let m = it.next().unwrap();
        if n == 0 && m == 0 {
            break;
        }
        let mut fly = vec![usize::MAX; n + 1];
        for _ in 0..m {
            let x = it.next().unwrap();
            let y = it.next().unwrap();
            assert!(1 <= x && x < y && y <= n && fly[x] == usize::MAX);
            fly[x] = y;
        }
        let mut e = vec![0.0f64; n + 1];
        for i in (0..n).rev() {
            if fly[i] != usize::MAX {
                e[i] = e[fly[i]];
            } else {
                let mut s = 0.0;
                for d in 1..=6 {
                    if i + d < n {
                        s += e[i + d];
                    }
                }
                e[i] = 1.0 + s / 6.0;
            }
        }
        out += &format!("{:.4}\n", e[0]);
    }
    out
}

fn case(rng: &mut Rng, n: usize, m: usize) -> String {
    // m distinct starts in 1..n, each with an end in start+1..=n
    let mut starts: Vec<usize> = (1..n).collect();
    for i in (1..starts.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        starts.swap(i, j);
    }
    let m = m.min(starts.len());
    let mut s = format!("{} {}\n", n, m);
    for &x in &starts[..m] {
        let y = x + 1 + rng.below((n - x) as u64) as usize;
        s += &format!("{} {}\n", x, y);
    }
    s
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let t = 1 + rng.below(4);
    let mut s = String::new();
    for _ in 0..t {
        let n = match rng.below(4) {
            0 => 1 + rng.below(6) as usize,
            1 => 1 + rng.below(20) as usize,
            2 => 1 + rng.below(200) as usize,
            _ => 1 + rng.below(3000) as usize,
        };
        let m = match rng.below(3) {
            0 => 0,
            1 => rng.below(5) as usize,
            _ => rng.below(n.min(1000) as u64 + 1) as usize,
        };
        s += &case(&mut rng, n, m);
    }
    s + "0 0\n"
}

pub fn worst_input() -> String {
    // 20 cases at the limits: N = 100000, M = 1000 (some with M = 0)
    let mut rng = Rng(0x4405);
    let mut s = String::new();
    for c in 0..20 {
        s += &case(&mut rng, 100_000, if c % 5 == 0 { 0 } else { 1000 });
    }
    s + "0 0\n"
}
