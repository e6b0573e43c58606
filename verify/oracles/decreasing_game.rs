//! Oracle (judge) for Codeforces 1839E "Decreasing Game", written from the rules only. The test
//! is the problem's input, `n` and `a_1 .. a_n`, optionally followed by one more number: the seed
//! of the judge's tie-breaking. The judge sends the input, reads the solution's side (`First` or
//! `Second`) and plays the other side round by round until someone cannot move.
//!
//! Small games (n <= 8 and every a_i <= 16) are decided by a plain memoized minimax over the
//! multiset of positive values (the indices do not matter for who wins): the first player wins a
//! state iff it is non-empty and some element i is such that either no other positive element is
//! left, or every j != i leads to a state the first player wins. In those games the judge makes a
//! winning choice whenever it has one (so a solution that chose the losing side loses); when it
//! has none it plays adversarially: the choice after which the solution has the fewest winning
//! replies (ties broken by the seed). Larger games (only `worst_input`) are played by a judge that
//! picks a random legal index, checking only legality and that the solution wins in the end.
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

/// The state after a round on positions i and j: both decreased by min(a_i, a_j).
fn play(a: &[u32], i: usize, j: usize) -> Vec<u32> {
    let mut b = a.to_vec();
    let d = b[i].min(b[j]);
    b[i] -= d;
    b[j] -= d;
    b
}

/// Exact minimax on the multiset of positive values.
struct Minimax {
    memo: HashMap<Vec<u32>, bool>,
}

impl Minimax {
    /// Does the first player (to choose i) win from the array `a`?
    fn first_wins(&mut self, a: &[u32]) -> bool {
        let mut key: Vec<u32> = a.iter().copied().filter(|&x| x > 0).collect();
        key.sort_unstable();
        if let Some(&w) = self.memo.get(&key) {
            return w;
        }
        let w = (0..key.len()).any(|i| self.good_first(&key, i));
        self.memo.insert(key, w);
        w
    }

    /// Is choosing i (a_i > 0) a winning choice for the first player?
    fn good_first(&mut self, a: &[u32], i: usize) -> bool {
        let js: Vec<usize> = (0..a.len()).filter(|&j| j != i && a[j] > 0).collect();
        js.iter().all(|&j| {
            let b = play(a, i, j);
            self.first_wins(&b)
        })
    }

    /// The second player's winning replies to the first player's i.
    fn good_seconds(&mut self, a: &[u32], i: usize) -> Vec<usize> {
        (0..a.len())
            .filter(|&j| j != i && a[j] > 0)
            .filter(|&j| {
                let b = play(a, i, j);
                !self.first_wins(&b)
            })
            .collect()
    }

    fn good_firsts(&mut self, a: &[u32]) -> Vec<usize> {
        (0..a.len())
            .filter(|&i| a[i] > 0 && self.good_first(a, i))
            .collect()
    }
}

fn pick_min(c: &[(usize, usize)], rng: &mut Rng) -> usize {
    let low = c.iter().map(|p| p.1).min().unwrap();
    let best: Vec<usize> = c.iter().filter(|p| p.1 == low).map(|p| p.0).collect();
    best[rng.below(best.len())]
}

/// Reads an index 1..=n from the solution; it must point at a positive element other than `not`.
fn read_index(
    from: &mut dyn BufRead,
    to: &mut dyn Write,
    a: &[u32],
    not: Option<usize>,
    round: usize,
) -> Result<usize, String> {
    let got = read_line(from)?;
    match got.parse::<usize>() {
        Ok(x) if x >= 1 && x <= a.len() && a[x - 1] > 0 && Some(x - 1) != not => Ok(x - 1),
        _ => {
            let _ = say(to, "-1");
            Err(format!("round {}: illegal index {:?} (a = {:?})", round, got, a))
        }
    }
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
    let n = v[0] as usize;
    let mut a: Vec<u32> = v[1..1 + n].iter().map(|&x| x as u32).collect();
    let seed = v.get(1 + n).copied().unwrap_or(7);
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..3 {
        rng.next();
    }
    say(to_solution, &n.to_string())?;
    let line: Vec<String> = a.iter().map(|x| x.to_string()).collect();
    say(to_solution, &line.join(" "))?;
    let side = read_line(from_solution)?;
    let sol_first = match side.as_str() {
        "First" => true,
        "Second" => false,
        _ => return Err(format!("expected First or Second, got {:?}", side)),
    };
    let small = n <= 8 && a.iter().all(|&x| x <= 16);
    let mut mm = Minimax {
        memo: HashMap::new(),
    };
    let first_wins = if small { Some(mm.first_wins(&a)) } else { None };
    let lost = |why: &str| -> String {
        let how = match first_wins {
            Some(w) if w == sol_first => " (it chose the winning side but misplayed)",
            Some(_) => " (it chose the losing side)",
            None => "",
        };
        format!(
            "the solution played {} and lost: {}{}",
            if sol_first { "First" } else { "Second" },
            why,
            how
        )
    };
    for round in 1.. {
        let positive: Vec<usize> = (0..n).filter(|&k| a[k] > 0).collect();
        if sol_first {
            if positive.is_empty() {
                return Err(lost("no positive element is left for it to choose"));
            }
            let i = read_index(from_solution, to_solution, &a, None, round)?;
            let js: Vec<usize> = positive.iter().copied().filter(|&j| j != i).collect();
            if js.is_empty() {
                say(to_solution, "0")?;
                return Ok(());
            }
            let j = if small {
                let wins = mm.good_seconds(&a, i);
                if !wins.is_empty() {
                    wins[rng.below(wins.len())]
                } else {
                    // losing: the reply after which the solution has the fewest winning choices
                    let scored: Vec<(usize, usize)> = js
                        .iter()
                        .map(|&j| {
                            let b = play(&a, i, j);
                            (j, mm.good_firsts(&b).len())
                        })
                        .collect();
                    pick_min(&scored, &mut rng)
                }
            } else {
                js[rng.below(js.len())]
            };
            say(to_solution, &(j + 1).to_string())?;
            a = play(&a, i, j);
        } else {
            if positive.is_empty() {
                say(to_solution, "0")?;
                return Ok(());
            }
            let i = if small {
                let wins = mm.good_firsts(&a);
                if !wins.is_empty() {
                    wins[rng.below(wins.len())]
                } else {
                    // losing: the choice after which the solution has the fewest winning replies
                    let scored: Vec<(usize, usize)> = positive
                        .iter()
                        .map(|&i| (i, mm.good_seconds(&a, i).len()))
                        .collect();
                    pick_min(&scored, &mut rng)
                }
            } else {
                positive[rng.below(positive.len())]
            };
            say(to_solution, &(i + 1).to_string())?;
            if positive.len() == 1 {
                // the solution has no legal reply: whatever it prints is an incorrect move
                let got = read_line(from_solution)?;
                let _ = say(to_solution, "-1");
                return Err(lost(&format!(
                    "no j != {} with a_j > 0 was left (it printed {:?})",
                    i + 1,
                    got
                )));
            }
            let j = read_index(from_solution, to_solution, &a, Some(i), round)?;
            a = play(&a, i, j);
        }
    }
    unreachable!()
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let n = 1 + rng.below(7);
    let top = 1 + rng.below(12);
    let a: Vec<String> = (0..n).map(|_| (1 + rng.below(top)).to_string()).collect();
    format!("{}\n{}\n{}\n", n, a.join(" "), seed)
}

pub fn worst_input() -> String {
    // n = 300, a_i in 1..=300 (fixed pseudo-random, sum made even), then the judge plays randomly
    let mut rng = Rng(0x1839_E);
    let mut a: Vec<u32> = (0..300).map(|_| 1 + rng.below(300) as u32).collect();
    if a.iter().sum::<u32>() % 2 == 1 {
        a[0] = if a[0] == 300 { 299 } else { a[0] + 1 };
    }
    let line: Vec<String> = a.iter().map(|x| x.to_string()).collect();
    format!("300\n{}\n", line.join(" "))
}
