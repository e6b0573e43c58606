//! Oracle (judge) for Codeforces 1867C "Salyg1n and the MEX Game" (problems/mex_game), written
//! from the rules only. The test is the judge's input: `t`, then per test case `n` and the set.
//! The judge plays Bob. For n <= 5 it finds R and Bob's moves by a plain minimax over the whole game
//! (memoized; values that can never matter for the MEX, those >= 2n + 1, are kept only by their
//! order, which is all Bob's rule `y < x` sees), plays a move of least value (ties broken by a seed
//! drawn from the test) and at the end requires MEX(S) >= R. For larger n it removes the largest
//! legal y (the longest game) and checks only that the solution plays legally to the end.
use std::collections::{BTreeSet, HashMap};
use std::io::{BufRead, Write};

fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
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

fn mex(s: &BTreeSet<u64>) -> u64 {
    (0..).find(|v| !s.contains(v)).unwrap()
}

/// Minimax over one game; `lim` = 2n: only 0..=lim can count for the final MEX.
struct Minimax {
    lim: u64,
    memo: HashMap<(Vec<u64>, u32), u64>,
}

impl Minimax {
    /// The set with its values > lim renumbered by order: lim + 2, lim + 4, ...
    fn canon(&self, s: &BTreeSet<u64>) -> BTreeSet<u64> {
        let mut k = 0;
        s.iter()
            .map(|&v| {
                if v <= self.lim {
                    v
                } else {
                    k += 1;
                    self.lim + 2 * k
                }
            })
            .collect()
    }

    /// The result with optimal play when Alice is to move with `left` moves of hers to go.
    fn alice(&mut self, s: &BTreeSet<u64>, left: u32) -> u64 {
        let s = self.canon(s);
        let key = (s.iter().copied().collect::<Vec<u64>>(), left);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let bigs = s.iter().filter(|&&v| v > self.lim).count() as u64;
        // every x not in S up to lim, and one x in each gap of the renumbered big values
        let xs: Vec<u64> = (0..=self.lim)
            .filter(|v| !s.contains(v))
            .chain((0..=bigs).map(|k| self.lim + 1 + 2 * k))
            .collect();
        let mut best = 0;
        for x in xs {
            let mut t = s.clone();
            t.insert(x);
            best = best.max(self.after(&t, x, left));
        }
        self.memo.insert(key, best);
        best
    }

    /// The result after Alice added x (with `left` of her moves counted before it).
    fn after(&mut self, t: &BTreeSet<u64>, x: u64, left: u32) -> u64 {
        let ys: Vec<u64> = t.range(..x).copied().collect();
        if left == 1 || ys.is_empty() {
            return mex(t);
        }
        ys.iter()
            .map(|&y| {
                let mut u = t.clone();
                u.remove(&y);
                self.alice(&u, left - 1)
            })
            .min()
            .unwrap()
    }
}

pub fn judge(
    test: &str,
    from_solution: &mut dyn BufRead,
    to_solution: &mut dyn Write,
) -> Result<(), String> {
    let v: Vec<u64> = test
        .split_ascii_whitespace()
        .map(|x| x.parse().unwrap())
        .collect();
    let mut seed = v.iter().fold(0x9E37_79B9_7F4A_7C15u64, |h, &x| {
        (h ^ x).wrapping_mul(0x1000_0000_01B3)
    }) | 1;
    let t = v[0] as usize;
    say(to_solution, &t.to_string())?;
    let mut at = 1;
    for case in 0..t {
        let n = v[at] as usize;
        let mut s: BTreeSet<u64> = v[at + 1..at + 1 + n].iter().copied().collect();
        at += 1 + n;
        say(to_solution, &n.to_string())?;
        let line: Vec<String> = s.iter().map(|x| x.to_string()).collect();
        say(to_solution, &line.join(" "))?;
        let mut mm = if n <= 5 {
            Some(Minimax {
                lim: 2 * n as u64,
                memo: HashMap::new(),
            })
        } else {
            None
        };
        let r = mm.as_mut().map(|m| m.alice(&s, n as u32 + 1));
        let mut left = n as u32 + 1;
        loop {
            let got = read_line(from_solution)?;
            let x: u64 = match got.parse::<i64>() {
                Ok(x) if (0..=1_000_000_000).contains(&x) && !s.contains(&(x as u64)) => x as u64,
                _ => {
                    let _ = say(to_solution, "-2");
                    return Err(format!("case {}: illegal move {:?}", case + 1, got));
                }
            };
            s.insert(x);
            if left == 1 || s.range(..x).next().is_none() {
                say(to_solution, "-1")?;
                break;
            }
            let y = match mm.as_mut() {
                Some(m) => {
                    let ys: Vec<u64> = s.range(..x).copied().collect();
                    let vals: Vec<u64> = ys
                        .iter()
                        .map(|&y| {
                            let mut u = s.clone();
                            u.remove(&y);
                            m.alice(&u, left - 1)
                        })
                        .collect();
                    let low = *vals.iter().min().unwrap();
                    let best: Vec<u64> = (0..ys.len())
                        .filter(|&i| vals[i] == low)
                        .map(|i| ys[i])
                        .collect();
                    best[(rng(&mut seed) % best.len() as u64) as usize]
                }
                None => *s.range(..x).next_back().unwrap(),
            };
            s.remove(&y);
            say(to_solution, &y.to_string())?;
            left -= 1;
        }
        if let Some(r) = r {
            let got = mex(&s);
            if got < r {
                return Err(format!(
                    "case {}: MEX {} at the end, R = {}",
                    case + 1,
                    got,
                    r
                ));
            }
        }
    }
    Ok(())
}

pub fn random_input(seed: u64) -> String {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let t = 1 + rng(&mut s) % 4;
    let mut out = format!("{}\n", t);
    for _ in 0..t {
        let n = 1 + rng(&mut s) % 5;
        let mut set = BTreeSet::new();
        while set.len() < n as usize {
            let v = match rng(&mut s) % 8 {
                0 => rng(&mut s) % 1_000_000_001,
                1 => 1_000_000_000 - rng(&mut s) % 3,
                _ => rng(&mut s) % (n + 4),
            };
            set.insert(v);
        }
        let line: Vec<String> = set.iter().map(|x| x.to_string()).collect();
        out.push_str(&format!("{}\n{}\n", n, line.join(" ")));
    }
    out
}

pub fn worst_input() -> String {
    // one game with n = 1e5 and S = {0, .., n - 1}: Bob removing the largest y makes it last
    // 2n + 1 moves against the usual strategy
    let n = 100_000;
    let line: Vec<String> = (0..n).map(|x: u64| x.to_string()).collect();
    format!("1\n{}\n{}\n", n, line.join(" "))
}
