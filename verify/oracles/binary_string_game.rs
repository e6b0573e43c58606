// Oracle (judge) for QOJ 18516 "Game: Binary String", written from the rules only.
// The test is what the judge sends first: `T`, then T lines `s k`. Alice and Bob append `0` / `1`
// to t in turn (Alice first) until |t| = k; Alice wins iff s is a substring of t.
// The judge plays optimally where it can: for |s| <= 14 a memoized minimax over (|t|, the last
// |s| - 1 characters of t) tells which characters win for its side, and it appends one of them
// (at random among them); with no winning character, or for |s| > 14, or once s already occurs,
// it appends a random character. A solution that chose the losing side therefore loses when
// |s| <= 14. The random choices are seeded from the test text.
use std::io::{BufRead, Write};

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

fn read_line(r: &mut dyn BufRead) -> Result<String, String> {
    let mut s = String::new();
    match r.read_line(&mut s) {
        Ok(0) => Err("the solution closed its output".into()),
        Ok(_) => Ok(s.trim().to_string()),
        Err(e) => Err(e.to_string()),
    }
}

fn say(w: &mut dyn Write, s: &str) -> Result<(), String> {
    writeln!(w, "{}", s).map_err(|e| e.to_string())?;
    w.flush().map_err(|e| e.to_string())
}

/// The game position that matters for the future: |t|, whether s occurred, and the last
/// min(|t|, |s| - 1) characters of t (bits, first character highest, `tail_len` of them).
/// Only for |s| <= 14 (the judge tracks no position for longer s).
#[derive(Clone, Copy)]
struct Pos {
    len: usize,
    seen: bool,
    tail: u64,
    tail_len: usize,
}

fn append(p: Pos, c: u64, s: &[u8]) -> Pos {
    let l = s.len();
    let full = p.tail << 1 | c;
    let full_len = p.tail_len + 1;
    let mut hit = false;
    if full_len == l {
        hit = (0..l).all(|i| (full >> (l - 1 - i) & 1) as u8 == s[i] - b'0');
    }
    let (tail, tail_len) = if full_len > l - 1 {
        (full & ((1u64 << (l - 1)) - 1), l - 1)
    } else {
        (full, full_len)
    };
    Pos {
        len: p.len + 1,
        seen: p.seen || hit,
        tail,
        tail_len,
    }
}

/// Does Alice win from `p` with best play of both sides? (memo: 0 unknown, 1 no, 2 yes)
fn alice_wins(p: Pos, s: &[u8], k: usize, memo: &mut Vec<u8>) -> bool {
    if p.seen {
        return true;
    }
    if p.len == k {
        return false;
    }
    let key = p.len << s.len() | (p.tail | 1 << p.tail_len) as usize;
    if memo[key] != 0 {
        return memo[key] == 2;
    }
    let alice_moves = p.len % 2 == 0;
    let a = alice_wins(append(p, 0, s), s, k, memo);
    let b = alice_wins(append(p, 1, s), s, k, memo);
    let w = if alice_moves { a || b } else { a && b };
    memo[key] = if w { 2 } else { 1 };
    w
}

fn one_game(
    s: &str,
    k: usize,
    rng: &mut Rng,
    from_solution: &mut dyn BufRead,
    to_solution: &mut dyn Write,
) -> Result<(), String> {
    let sb = s.as_bytes();
    let exact = sb.len() <= 14;
    let mut memo = if exact {
        vec![0u8; (k + 1) << sb.len()]
    } else {
        Vec::new()
    };
    say(to_solution, &format!("{} {}", s, k))?;
    let side = read_line(from_solution)?;
    let solution_is_alice = match side.as_str() {
        "Alice" => true,
        "Bob" => false,
        _ => return Err(format!("expected Alice or Bob, got {:?}", side)),
    };
    let mut p = Pos {
        len: 0,
        seen: false,
        tail: 0,
        tail_len: 0,
    };
    let mut t = String::new();
    while t.len() < k {
        let alice_moves = t.len() % 2 == 0;
        let c = if alice_moves == solution_is_alice {
            let line = read_line(from_solution)?;
            match line.as_str() {
                "0" => 0,
                "1" => 1,
                _ => {
                    return Err(format!(
                        "s = {} k = {}: bad move {:?} after t = {:?}",
                        s, k, line, t
                    ))
                }
            }
        } else {
            let mut good: Vec<u64> = Vec::new();
            if exact && !p.seen {
                for c in 0..2 {
                    // the judge plays Alice iff alice_moves here
                    if alice_wins(append(p, c, sb), sb, k, &mut memo) == alice_moves {
                        good.push(c);
                    }
                }
            }
            let c = if good.is_empty() {
                rng.below(2)
            } else {
                good[rng.below(good.len() as u64) as usize]
            };
            say(to_solution, &c.to_string())?;
            c
        };
        if exact {
            p = append(p, c, sb);
        }
        t.push(if c == 1 { '1' } else { '0' });
    }
    let alice_won = t.contains(s);
    debug_assert!(!exact || alice_won == p.seen);
    if alice_won == solution_is_alice {
        Ok(())
    } else {
        Err(format!(
            "s = {} k = {}: the solution played {} and lost (t = {})",
            s, k, side, t
        ))
    }
}

pub fn judge(
    test: &str,
    from_solution: &mut dyn BufRead,
    to_solution: &mut dyn Write,
) -> Result<(), String> {
    let tok: Vec<&str> = test.split_ascii_whitespace().collect();
    let n: usize = tok[0].parse().unwrap();
    let mut seed = 0x51_8516u64;
    for b in test.bytes() {
        seed = seed.wrapping_mul(1_000_003).wrapping_add(b as u64);
    }
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    say(to_solution, &n.to_string())?;
    for i in 0..n {
        let s = tok[1 + 2 * i];
        let k: usize = tok[2 + 2 * i].parse().unwrap();
        assert!(
            1 <= s.len() && s.len() <= k && k <= 100,
            "1 <= |s| <= k <= 100"
        );
        assert!(s.bytes().all(|b| b == b'0' || b == b'1'), "s is binary");
        one_game(s, k, &mut rng, from_solution, to_solution)?;
    }
    Ok(())
}

fn random_s(rng: &mut Rng, len: usize) -> String {
    match rng.below(4) {
        // one character repeated, alternating, or random
        0 => {
            let c = if rng.below(2) == 0 { '0' } else { '1' };
            std::iter::repeat(c).take(len).collect()
        }
        1 => {
            let f = rng.below(2);
            (0..len as u64)
                .map(|i| if (i + f) % 2 == 0 { '0' } else { '1' })
                .collect()
        }
        _ => (0..len)
            .map(|_| if rng.below(2) == 0 { '0' } else { '1' })
            .collect(),
    }
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let t = 1 + rng.below(6) as usize;
    let mut out = format!("{}\n", t);
    for _ in 0..t {
        // short patterns (where Alice can win) most often; |s| <= 12, k <= 40
        let len = 1 + if rng.below(2) == 0 {
            rng.below(3)
        } else {
            rng.below(12)
        } as usize;
        let span = if rng.below(3) == 0 {
            40 - len as u64 + 1
        } else {
            6
        };
        let k = len + rng.below(span) as usize;
        out += &format!("{} {}\n", random_s(&mut rng, len), k);
    }
    out
}

pub fn worst_input() -> String {
    // T = 100 games of k = 100 (10^4 moves in all): |s| from 1 to 100
    let mut rng = Rng(18516);
    let mut out = String::from("100\n");
    for i in 0..100 {
        let len = 1 + (i * 37) % 100;
        out += &format!("{} 100\n", random_s(&mut rng, len));
    }
    out
}
