// Oracle for AtCoder AGC048 D "Pocky Game", written from the rules only.
// brute: memoized minimax over the whole row of piles and the player to move: FirstLeft takes
// 1..=a stones from the leftmost non-empty pile, SecondRight from the rightmost one; a player
// with no non-empty pile on his turn loses. Every move removes a stone, so the game is finite.
use std::collections::HashMap;

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

// does the player to move (0 = FirstLeft, 1 = SecondRight) win?
fn wins(piles: &mut Vec<u64>, who: usize, memo: &mut HashMap<(Vec<u64>, usize), bool>) -> bool {
    let pos = if who == 0 {
        piles.iter().position(|&a| a > 0)
    } else {
        piles.iter().rposition(|&a| a > 0)
    };
    let i = match pos {
        Some(i) => i,
        None => return false,
    };
    if let Some(&r) = memo.get(&(piles.clone(), who)) {
        return r;
    }
    let a = piles[i];
    let mut r = false;
    for k in 1..=a {
        piles[i] = a - k;
        let opp = wins(piles, 1 - who, memo);
        piles[i] = a;
        if !opp {
            r = true;
            break;
        }
    }
    memo.insert((piles.clone(), who), r);
    r
}

pub fn brute(input: &str) -> String {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..t {
        let n = it.next().unwrap() as usize;
        let mut piles: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
        assert!(
            piles.iter().map(|&a| a + 1).product::<u64>() <= 1_000_000,
            "brute is for small rows"
        );
        let mut memo = HashMap::new();
        out += if wins(&mut piles, 0, &mut memo) {
            "First\n"
        } else {
            "Second\n"
        };
    }
    out
}

fn render(cases: &[Vec<u64>]) -> String {
    let mut s = format!("{}\n", cases.len());
    for c in cases {
        let v: Vec<String> = c.iter().map(|x| x.to_string()).collect();
        s += &format!("{}\n{}\n", c.len(), v.join(" "));
    }
    s
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let t = 1 + rng.below(5) as usize;
    let cases: Vec<Vec<u64>> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(6) as usize; // 1..=6
            let cap = match n {
                1..=3 => 9,
                4 => 6,
                _ => 4,
            };
            (0..n).map(|_| 1 + rng.below(cap)).collect()
        })
        .collect();
    render(&cases)
}

pub fn worst_input() -> String {
    // T = 100 cases of N = 100 piles (the limits), A_i up to 1e9 (some cases small values)
    let mut rng = Rng(0x0AC_048D);
    let cases: Vec<Vec<u64>> = (0..100)
        .map(|c| {
            let cap = if c % 4 == 0 { 3 } else { 1_000_000_000 };
            (0..100).map(|_| 1 + rng.below(cap)).collect()
        })
        .collect();
    render(&cases)
}
