// Oracle (judge) for Codeforces 1934D2 "XOR Break — Game Version", written from the rules only.
// The test is `t` then t start numbers n. The judge plays Bob. For numbers below 2^11 it knows
// the game from the rules (win[q]: the player who must break q can split it into q1 ^ q2 = q,
// 0 < q1, q2 < q, with both q1 and q2 losing for the opponent, who picks one and breaks it) and
// plays optimally: it picks a winning piece when it has one and makes a winning split when it has
// one. Otherwise (and for larger numbers) it plays at random from a seed taken from the test.
// Alice (the solution) may make at most 63 breaks per game.
use std::io::{BufRead, Write};

const SMALL: usize = 1 << 11;

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

fn win_table() -> Vec<bool> {
    let mut win = vec![false; SMALL];
    for q in 1..SMALL {
        win[q] = (1..q).any(|a| {
            let b = q ^ a;
            b > 0 && b < q && !win[a] && !win[b]
        });
    }
    win
}

fn splits(q: u64) -> bool {
    q.count_ones() >= 2
}

/// Bob breaks q (q can be broken).
fn bob_split(q: u64, win: &[bool], rng: &mut Rng) -> (u64, u64) {
    if (q as usize) < SMALL {
        let all: Vec<u64> = (1..q).filter(|&a| (q ^ a) < q && (q ^ a) > 0).collect();
        if let Some(&a) = all
            .iter()
            .find(|&&a| !win[a as usize] && !win[(q ^ a) as usize])
        {
            return (a, q ^ a);
        }
        let a = all[rng.below(all.len() as u64) as usize];
        return (a, q ^ a);
    }
    for _ in 0..200 {
        let a = 1 + rng.below(q - 1);
        if (q ^ a) < q && (q ^ a) > 0 {
            return (a, q ^ a);
        }
    }
    let h = 1u64 << (63 - q.leading_zeros());
    (h, q ^ h)
}

/// Bob picks one of Alice's two pieces.
fn bob_pick(a: u64, b: u64, win: &[bool], rng: &mut Rng) -> u64 {
    let good = |q: u64| (q as usize) < SMALL && win[q as usize];
    if good(a) {
        a
    } else if good(b) {
        b
    } else if rng.below(2) == 0 {
        a
    } else {
        b
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
    let t = v[0] as usize;
    let seed = v
        .iter()
        .fold(7u64, |h, &x| h.wrapping_mul(31).wrapping_add(x));
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let win = win_table();
    say(to_solution, &t.to_string())?;
    for case in 0..t {
        let n = v[1 + case];
        say(to_solution, &n.to_string())?;
        let side = read_line(from_solution)?;
        // the numbers Alice may break now
        let mut options: Vec<u64> = match side.as_str() {
            "first" => vec![n],
            "second" => {
                if !splits(n) {
                    say(to_solution, "0 0")?;
                    continue;
                }
                let (a, b) = bob_split(n, &win, &mut rng);
                say(to_solution, &format!("{} {}", a, b))?;
                vec![a, b]
            }
            _ => {
                return Err(format!(
                    "case {}: expected first or second, got {:?}",
                    case + 1,
                    side
                ))
            }
        };
        let mut breaks = 0;
        loop {
            let line = read_line(from_solution)?;
            let w: Vec<u64> = line
                .split_ascii_whitespace()
                .map(|x| x.parse::<u64>().map_err(|_| format!("bad line {:?}", line)))
                .collect::<Result<_, _>>()?;
            if w.len() != 2 {
                return Err(format!("case {}: bad line {:?}", case + 1, line));
            }
            let (a, b) = (w[0], w[1]);
            let p = a ^ b;
            breaks += 1;
            if a == 0 || b == 0 || !options.contains(&p) || a >= p || b >= p || breaks > 63 {
                let _ = say(to_solution, "-1 -1");
                return Err(format!(
                    "case {} (n = {}): illegal break {} {} of one of {:?} (break {})",
                    case + 1,
                    n,
                    a,
                    b,
                    options,
                    breaks
                ));
            }
            let q = bob_pick(a, b, &win, &mut rng);
            if !splits(q) {
                say(to_solution, "0 0")?;
                break;
            }
            let (c, d) = bob_split(q, &win, &mut rng);
            say(to_solution, &format!("{} {}", c, d))?;
            options = vec![c, d];
        }
    }
    Ok(())
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let t = 1 + rng.below(6) as usize;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        let n = match rng.below(4) {
            0 => 1 + rng.below(16),
            1 | 2 => 1 + rng.below(SMALL as u64 - 1),
            _ => 1 + rng.below(1_000_000_000_000_000_000),
        };
        s += &format!("{}\n", n);
    }
    s
}

pub fn worst_input() -> String {
    let mut rng = Rng(0xABCDEF);
    let mut s = "1000\n".to_string();
    for i in 0..1000 {
        let n = if i % 2 == 0 {
            (1u64 << 59) - 1 // 59 ones: the longest games
        } else {
            1 + rng.below(1_000_000_000_000_000_000)
        };
        s += &format!("{}\n", n);
    }
    s
}
