//! Oracle (judge) for Codeforces 1776C "Library game" (SWERC 2022-2023, problem C), written from
//! the rules only. The test is the problem's input, `n m` and `x_1 .. x_n`, optionally followed by
//! one more number: the seed of the judge's tie-breaking. The judge sends the input, reads the
//! solution's character (`Alessia` or `Bernardo`) and plays the other one for the n days.
//!
//! Small games (m <= 14 and n <= 7) are decided by a plain memoized minimax over the state (the
//! passes still unused, the sections already taken, no section taken twice yet): Alessia wins a
//! state iff no pass is left, or some unused pass y and some interval of y sections none of which
//! is taken are such that every choice of Bernardo inside it leads to a state Alessia wins.
//! In those games the judge takes a winning move whenever it has one (so a solution that chose
//! the losing character loses); when it has none it plays adversarially: the move after which
//! the solution has the fewest winning answers (ties broken by the seed). Larger games (only
//! `worst_input`) are played by a simple greedy judge (Bernardo takes an already taken section if
//! he can, else the one that leaves the shortest longest free run; Alessia uses her longest pass
//! on the leftmost free interval), checking only legality and the final result.
//! Either way the result is checked by the rules: Alessia wins iff all n sections taken differ.
use std::collections::HashMap;
use std::io::{BufRead, Write};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Reads whitespace-separated tokens from the solution, line by line.
struct Tokens<'a> {
    r: &'a mut dyn BufRead,
    buf: Vec<String>,
}

impl Tokens<'_> {
    fn next(&mut self) -> Result<String, String> {
        while self.buf.is_empty() {
            let mut s = String::new();
            match self.r.read_line(&mut s) {
                Ok(0) => return Err("the solution closed its output".into()),
                Ok(_) => self.buf = s.split_whitespace().rev().map(String::from).collect(),
                Err(e) => return Err(e.to_string()),
            }
        }
        Ok(self.buf.pop().unwrap())
    }
    fn int(&mut self) -> Result<i64, String> {
        let t = self.next()?;
        t.parse().map_err(|_| format!("expected an integer, got {:?}", t))
    }
}

fn say(w: &mut dyn Write, s: &str) -> Result<(), String> {
    writeln!(w, "{}", s).map_err(|e| e.to_string())?;
    w.flush().map_err(|e| e.to_string())
}

/// Exact minimax for small games. Sections are 0-based bits of `taken`.
struct Game {
    m: usize,
    x: Vec<usize>,
    memo: HashMap<(u32, u64), bool>,
}

impl Game {
    fn free(&self, taken: u64, y: usize, a: usize) -> bool {
        (a..a + y).all(|s| taken >> s & 1 == 0)
    }

    /// Alessia's moves from a state: (pass index, first section), one pass per distinct length.
    fn moves(&self, used: u32) -> Vec<(usize, usize)> {
        let mut v = Vec::new();
        let mut seen = Vec::new();
        for i in 0..self.x.len() {
            if used >> i & 1 == 0 && !seen.contains(&self.x[i]) {
                seen.push(self.x[i]);
                for a in 0..=self.m - self.x[i] {
                    v.push((i, a));
                }
            }
        }
        v
    }

    /// Does Alessia (to move) win from here, with no section taken twice so far?
    fn alessia(&mut self, used: u32, taken: u64) -> bool {
        if used.count_ones() as usize == self.x.len() {
            return true;
        }
        if let Some(&w) = self.memo.get(&(used, taken)) {
            return w;
        }
        let mut w = false;
        for (i, a) in self.moves(used) {
            if self.safe(used, taken, i, a) {
                w = true;
                break;
            }
        }
        self.memo.insert((used, taken), w);
        w
    }

    /// Alessia plays pass i on [a, a + x_i): does every answer of Bernardo leave her winning?
    fn safe(&mut self, used: u32, taken: u64, i: usize, a: usize) -> bool {
        let y = self.x[i];
        self.free(taken, y, a) && (a..a + y).all(|b| self.alessia(used | 1 << i, taken | 1 << b))
    }

    /// Bernardo's winning answers to Alessia's pass i on [a, a + x_i).
    fn bernardo_wins(&mut self, used: u32, taken: u64, i: usize, a: usize) -> Vec<usize> {
        let y = self.x[i];
        (a..a + y)
            .filter(|&b| taken >> b & 1 == 1 || !self.alessia(used | 1 << i, taken | 1 << b))
            .collect()
    }

    fn alessia_wins(&mut self, used: u32, taken: u64) -> Vec<(usize, usize)> {
        self.moves(used)
            .into_iter()
            .filter(|&(i, a)| self.safe(used, taken, i, a))
            .collect()
    }
}

fn pick_min<T: Copy>(c: &[(T, usize)], rng: &mut Rng) -> T {
    let low = c.iter().map(|p| p.1).min().unwrap();
    let best: Vec<T> = c.iter().filter(|p| p.1 == low).map(|p| p.0).collect();
    best[rng.below(best.len())]
}

pub fn judge(
    test: &str,
    from_solution: &mut dyn BufRead,
    to_solution: &mut dyn Write,
) -> Result<(), String> {
    let v: Vec<u64> = test
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, m) = (v[0] as usize, v[1] as usize);
    let x: Vec<usize> = v[2..2 + n].iter().map(|&t| t as usize).collect();
    let seed = v.get(2 + n).copied().unwrap_or(7);
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..3 {
        rng.next();
    }
    say(to_solution, &format!("{} {}", n, m))?;
    let line: Vec<String> = x.iter().map(|t| t.to_string()).collect();
    say(to_solution, &line.join(" "))?;
    let mut tok = Tokens {
        r: from_solution,
        buf: Vec::new(),
    };
    let role = tok.next()?;
    let sol_alessia = match role.as_str() {
        "Alessia" => true,
        "Bernardo" => false,
        _ => return Err(format!("expected Alessia or Bernardo, got {:?}", role)),
    };
    let small = m <= 14 && n <= 7;
    let mut game = Game {
        m,
        x: x.clone(),
        memo: HashMap::new(),
    };
    let alessia_wins = if small { Some(game.alessia(0, 0)) } else { None };
    // state: used passes (by index), taken sections (1-based), whether a section repeated
    let mut used = vec![false; n];
    let mut count = vec![0usize; m + 2];
    let mut repeated = false;
    let mut taken_mask = 0u64;
    let mut used_mask = 0u32;
    for day in 0..n {
        // Alessia's move: (pass index, a 1-based)
        let (i, a) = if sol_alessia {
            let y = tok.int()?;
            let a = tok.int()?;
            if y < 1 || y as usize > m || a < 1 || a as usize + y as usize - 1 > m {
                return Err(format!("day {}: illegal move y = {}, a = {}", day + 1, y, a));
            }
            let (y, a) = (y as usize, a as usize);
            let i = (0..n)
                .find(|&i| !used[i] && x[i] == y)
                .ok_or(format!("day {}: no unused pass of length {}", day + 1, y))?;
            (i, a)
        } else {
            let (i, a) = if small && !repeated {
                let wins = game.alessia_wins(used_mask, taken_mask);
                if !wins.is_empty() {
                    wins[rng.below(wins.len())]
                } else {
                    // losing: the move after which Bernardo has the fewest winning answers,
                    // preferring intervals with no taken section
                    let ms = game.moves(used_mask);
                    let frees: Vec<(usize, usize)> = ms
                        .iter()
                        .copied()
                        .filter(|&(i, a)| game.free(taken_mask, x[i], a))
                        .collect();
                    let pool = if frees.is_empty() { ms } else { frees };
                    let scored: Vec<((usize, usize), usize)> = pool
                        .iter()
                        .map(|&(i, a)| ((i, a), game.bernardo_wins(used_mask, taken_mask, i, a).len()))
                        .collect();
                    pick_min(&scored, &mut rng)
                }
            } else {
                // greedy: the longest unused pass on the leftmost interval with no taken section
                let i = (0..n).filter(|&i| !used[i]).max_by_key(|&i| x[i]).unwrap();
                let y = x[i];
                let a = (0..=m - y)
                    .find(|&a| (a + 1..=a + y).all(|s| count[s] == 0))
                    .unwrap_or(0);
                (i, a)
            };
            let a = a + 1;
            say(to_solution, &format!("{} {}", x[i], a))?;
            (i, a)
        };
        let y = x[i];
        // Bernardo's answer: b 1-based in [a, a + y - 1]
        let b = if sol_alessia {
            let b = if small && !repeated {
                let wins = game.bernardo_wins(used_mask, taken_mask, i, a - 1);
                let b0 = if !wins.is_empty() {
                    wins[rng.below(wins.len())]
                } else {
                    // losing: the answer after which Alessia has the fewest winning moves
                    let scored: Vec<(usize, usize)> = (a - 1..a - 1 + y)
                        .map(|b| {
                            let t = taken_mask | 1 << b;
                            (b, game.alessia_wins(used_mask | 1 << i, t).len())
                        })
                        .collect();
                    pick_min(&scored, &mut rng)
                };
                b0 + 1
            } else if let Some(b) = (a..a + y).find(|&s| count[s] > 0) {
                b
            } else {
                // the section that leaves the shortest longest run of untaken sections
                let longest = |b: usize| {
                    let (mut best, mut run) = (0, 0);
                    for s in 1..=m {
                        if count[s] > 0 || s == b {
                            run = 0;
                        } else {
                            run += 1;
                            best = best.max(run);
                        }
                    }
                    best
                };
                (a..a + y).min_by_key(|&b| (longest(b), b)).unwrap()
            };
            say(to_solution, &b.to_string())?;
            b
        } else {
            let b = tok.int()?;
            if b < a as i64 || b > (a + y - 1) as i64 {
                return Err(format!(
                    "day {}: b = {} is outside the interval [{}, {}]",
                    day + 1,
                    b,
                    a,
                    a + y - 1
                ));
            }
            b as usize
        };
        used[i] = true;
        if small {
            used_mask |= 1 << i;
        }
        count[b] += 1;
        if count[b] > 1 {
            repeated = true;
        }
        if b <= 64 {
            taken_mask |= 1u64 << (b - 1);
        }
    }
    let alessia_won = !repeated;
    if alessia_won != sol_alessia {
        let why = match alessia_wins {
            Some(w) if (w == sol_alessia) => " (it chose the winning character but misplayed)",
            Some(_) => " (it chose the losing character)",
            None => "",
        };
        return Err(format!(
            "the solution played {} and lost{}",
            if sol_alessia { "Alessia" } else { "Bernardo" },
            why
        ));
    }
    Ok(())
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let n = 1 + rng.below(6);
    let m = n + rng.below(13 - n);
    let x: Vec<String> = (0..n)
        .map(|_| {
            // lengths spread over 1..=m, with a bias to the small ones
            let v = if rng.below(2) == 0 {
                1 + rng.below(m)
            } else {
                1 + rng.below((m / n).max(1) + 1).min(m - 1)
            };
            v.min(m).to_string()
        })
        .collect();
    format!("{} {}\n{}\n{}\n", n, m, x.join(" "), seed)
}

pub fn worst_input() -> String {
    // n = 100, m = 5000, x_i = floor(m / i): Alessia wins, but only just (every i-th longest
    // pass is exactly floor(m / i) long); the lengths are given shuffled
    let (n, m) = (100usize, 5000usize);
    let mut x: Vec<usize> = (1..=n).map(|i| m / i).collect();
    let mut rng = Rng(12345);
    for i in (1..n).rev() {
        let j = rng.below(i + 1);
        x.swap(i, j);
    }
    let line: Vec<String> = x.iter().map(|t| t.to_string()).collect();
    format!("{} {}\n{}\n", n, m, line.join(" "))
}
