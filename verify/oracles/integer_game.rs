//! Oracle (judge) for Codeforces 1375F "Integer Game", written from the rules only. The test is
//! the problem's input `a b c`, optionally followed by a seed for the judge's tie-breaking and,
//! after it, an optional `1` that makes the judge careless when it plays Second (a random pile
//! among those that do not lose at once, instead of an adversarial one). The judge sends `a b c`,
//! reads the solution's side (`First` or `Second`) and plays the other side.
//!
//! The game value. A state is the three piles and the pile Second used last (none at the start),
//! with First to name y. "First wins in 1": some y in 1..=1e12 makes every pile Second may use
//! (all but the last one) produce two equal piles. "First wins in 2": some y such that every
//! allowed pile either makes two piles equal or leads to a state where First wins in 1. Both are
//! decided exactly by trying a finite set of y, all positive values `p[j] - p[i]` and
//! `2 p[j] - p[k] - p[i]` (i, j, k distinct), up to 1e12: at least two piles are allowed, so in
//! "wins in 1" some allowed pile i must collide (y = p[j] - p[i]); in "wins in 2" some allowed
//! pile i either collides, or after it the two piles j, k that Second may use next must both
//! collide for one y', which (p[j] != p[k]) forces pile i to be the far end of an arithmetic
//! progression with the other two: p[i] + y = 2 p[j] - p[k] for some order of j, k. Everything
//! else is "value 3" (the well-known fact that First always wins within 3 turns is not used by
//! the checks; the judge as First only relies on it to pick a move when it has no faster win).
//!
//! Solution plays First: each turn it prints y (1..=1e12); if every pile the judge may use makes
//! two piles equal the judge prints 0 (the solution wins); otherwise the judge uses a pile that
//! does not, choosing one whose resulting state has the largest value (the slowest loss for it),
//! ties broken by the seed (careless mode: any such pile at random), and prints its index. If the
//! judge survives the 1000th turn it prints -1 instead of its index: the solution lost.
//! Solution plays Second: each turn the judge prints y, chosen to win as fast as possible: a
//! wins-in-1 y if there is one, else a wins-in-2 y, else y = max - min + 1 + (random < 1e6) (the
//! pile receiving it becomes the largest and was used last: a wins-in-2 state). The solution
//! prints a pile in 1..=3, not the one it used last; equal piles or an illegal pile get -1 (the
//! solution lost); surviving 1000 turns gets 0 (it won).
use std::io::{BufRead, Write};

const YMAX: i64 = 1_000_000_000_000;
const TURNS: usize = 1000;

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
    loop {
        let mut s = String::new();
        match r.read_line(&mut s) {
            Ok(0) => return Err("the solution closed its output".into()),
            Ok(_) => {
                let t = s.trim();
                if !t.is_empty() {
                    return Ok(t.to_string());
                }
            }
            Err(e) => return Err(e.to_string()),
        }
    }
}

fn say(w: &mut dyn Write, s: &str) -> Result<(), String> {
    writeln!(w, "{}", s).map_err(|e| e.to_string())?;
    w.flush().map_err(|e| e.to_string())
}

/// Adding y to pile i makes it equal to another pile.
fn collides(p: &[i64; 3], i: usize, y: i64) -> bool {
    (0..3).any(|j| j != i && p[i] + y == p[j])
}

fn allowed(last: Option<usize>) -> Vec<usize> {
    (0..3).filter(|&i| Some(i) != last).collect()
}

fn candidates(p: &[i64; 3]) -> Vec<i64> {
    let mut c = Vec::new();
    for i in 0..3 {
        for j in 0..3 {
            if i == j {
                continue;
            }
            c.push(p[j] - p[i]);
            let k = 3 - i - j;
            c.push(2 * p[j] - p[k] - p[i]);
        }
    }
    c.retain(|&y| y >= 1 && y <= YMAX);
    c.sort();
    c.dedup();
    c
}

/// Every y with which First wins at once (every allowed pile collides).
fn win1(p: &[i64; 3], last: Option<usize>) -> Vec<i64> {
    let al = allowed(last);
    candidates(p)
        .into_iter()
        .filter(|&y| al.iter().all(|&i| collides(p, i, y)))
        .collect()
}

fn add(p: &[i64; 3], i: usize, y: i64) -> [i64; 3] {
    let mut q = *p;
    q[i] += y;
    q
}

/// Every y with which First wins within 2 turns (and not at once).
fn win2(p: &[i64; 3], last: Option<usize>) -> Vec<i64> {
    let al = allowed(last);
    candidates(p)
        .into_iter()
        .filter(|&y| {
            let safe: Vec<usize> = al.iter().copied().filter(|&i| !collides(p, i, y)).collect();
            !safe.is_empty() && safe.iter().all(|&i| !win1(&add(p, i, y), Some(i)).is_empty())
        })
        .collect()
}

/// The fewest turns First needs: 1, 2, or 3 meaning "more than 2".
fn value(p: &[i64; 3], last: Option<usize>) -> u32 {
    if !win1(p, last).is_empty() {
        1
    } else if !win2(p, last).is_empty() {
        2
    } else {
        3
    }
}

pub fn judge(
    test: &str,
    from_solution: &mut dyn BufRead,
    to_solution: &mut dyn Write,
) -> Result<(), String> {
    let v: Vec<i64> = test
        .split_ascii_whitespace()
        .map(|x| x.parse().unwrap())
        .collect();
    let mut p = [v[0], v[1], v[2]];
    let seed = if v.len() > 3 {
        v[3] as u64
    } else {
        (v[0] as u64).wrapping_mul(1_000_003) ^ (v[1] as u64).wrapping_mul(998_244_353) ^ (v[2] as u64)
    };
    let careless = v.len() > 4 && v[4] == 1;
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    say(to_solution, &format!("{} {} {}", p[0], p[1], p[2]))?;
    let side = read_line(from_solution)?;
    let mut last: Option<usize> = None;
    match side.as_str() {
        "First" => {
            for turn in 1..=TURNS {
                let got = read_line(from_solution)?;
                let y: i64 = match got.parse::<i64>() {
                    Ok(y) if (1..=YMAX).contains(&y) => y,
                    _ => {
                        let _ = say(to_solution, "-1");
                        return Err(format!("turn {}: illegal y {:?}", turn, got));
                    }
                };
                let safe: Vec<usize> = allowed(last)
                    .into_iter()
                    .filter(|&i| !collides(&p, i, y))
                    .collect();
                if safe.is_empty() {
                    say(to_solution, "0")?;
                    return Ok(());
                }
                let pick = if careless {
                    safe[rng.below(safe.len())]
                } else {
                    let vals: Vec<u32> = safe.iter().map(|&i| value(&add(&p, i, y), Some(i))).collect();
                    let top = *vals.iter().max().unwrap();
                    let best: Vec<usize> = (0..safe.len()).filter(|&k| vals[k] == top).map(|k| safe[k]).collect();
                    best[rng.below(best.len())]
                };
                if turn == TURNS {
                    let _ = say(to_solution, "-1");
                    return Err(format!("{} turns passed and the judge (Second) has not lost", TURNS));
                }
                p[pick] += y;
                last = Some(pick);
                say(to_solution, &(pick + 1).to_string())?;
            }
            unreachable!()
        }
        "Second" => {
            for turn in 1..=TURNS {
                let w1 = win1(&p, last);
                let y = if !w1.is_empty() {
                    w1[rng.below(w1.len())]
                } else {
                    let w2 = win2(&p, last);
                    if !w2.is_empty() {
                        w2[rng.below(w2.len())]
                    } else {
                        let hi = *p.iter().max().unwrap();
                        let lo = *p.iter().min().unwrap();
                        (hi - lo + 1 + rng.below(1_000_000) as i64).min(YMAX)
                    }
                };
                say(to_solution, &y.to_string())?;
                let got = read_line(from_solution)?;
                let i = match got.parse::<usize>() {
                    Ok(i) if (1..=3).contains(&i) && Some(i - 1) != last => i - 1,
                    _ => {
                        let _ = say(to_solution, "-1");
                        return Err(format!("turn {}: illegal pile {:?} (last {:?})", turn, got, last.map(|l| l + 1)));
                    }
                };
                if collides(&p, i, y) {
                    let _ = say(to_solution, "-1");
                    return Err(format!(
                        "turn {}: the solution (Second) made two piles equal ({:?} + {} on pile {})",
                        turn, p, y, i + 1
                    ));
                }
                p[i] += y;
                last = Some(i);
            }
            say(to_solution, "0")?;
            Ok(())
        }
        _ => {
            let _ = say(to_solution, "-1");
            Err(format!("side {:?}, expected First or Second", side))
        }
    }
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let mut p = [0i64; 3];
    loop {
        match rng.below(5) {
            0 | 1 => {
                let top = 3 + rng.below(12) as i64;
                for x in p.iter_mut() {
                    *x = 1 + rng.below(top as usize) as i64;
                }
            }
            2 => {
                // an arithmetic progression, in some order
                let a = 1 + rng.below(20) as i64;
                let d = 1 + rng.below(10) as i64;
                p = [a, a + d, a + 2 * d];
                let k = rng.below(3);
                p.swap(k, rng.below(3));
            }
            3 => {
                for x in p.iter_mut() {
                    *x = 1_000_000_000 - rng.below(6) as i64;
                }
            }
            _ => {
                for x in p.iter_mut() {
                    *x = 1 + (rng.next() % 1_000_000_000) as i64;
                }
            }
        }
        if p[0] != p[1] && p[1] != p[2] && p[0] != p[2] {
            break;
        }
    }
    let mut s = format!("{} {} {}", p[0], p[1], p[2]);
    if rng.below(2) == 0 {
        s += &format!(" {}", seed);
        if rng.below(3) == 0 {
            s += " 1";
        }
    }
    s + "\n"
}

pub fn worst_input() -> String {
    // the largest piles the input allows, in an arithmetic progression; adversarial judge
    "999999999 1000000000 999999998\n".to_string()
}
