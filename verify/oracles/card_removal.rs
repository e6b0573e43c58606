// Oracle (judge) for AtCoder ABC278 G "Generalized Subtraction Game", written from the rules only.
// The test is `N L R` (optionally a 4th number: the seed of the judge's random play).
// The judge plays optimally where it can: for N <= 300 it computes the Grundy value of a run of
// k consecutive cards by the mex rule (a move removes y in [L, R] cards from a run, leaving two
// runs) and takes a move to a zero position whenever it has one; otherwise (and for N > 300) it
// plays a random legal move. A solution that chose the losing side therefore loses for N <= 300.
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

fn grundy(n: usize, l: usize, r: usize) -> Vec<usize> {
    let mut g = vec![0usize; n + 1];
    for k in 1..=n {
        let mut seen = vec![false; k + 2];
        for y in l..=r.min(k) {
            for x in 0..=k - y {
                let v = g[x] ^ g[k - y - x];
                if v < seen.len() {
                    seen[v] = true;
                }
            }
        }
        g[k] = (0..).find(|&v| !seen[v]).unwrap();
    }
    g
}

/// The runs of consecutive cards on the table: (first card, length), cards numbered from 1.
fn runs(on: &[bool]) -> Vec<(usize, usize)> {
    let mut v = Vec::new();
    let mut i = 1;
    while i < on.len() {
        if on[i] {
            let s = i;
            while i < on.len() && on[i] {
                i += 1;
            }
            v.push((s, i - s));
        } else {
            i += 1;
        }
    }
    v
}

pub fn judge(
    test: &str,
    from_solution: &mut dyn BufRead,
    to_solution: &mut dyn Write,
) -> Result<(), String> {
    let t: Vec<u64> = test
        .split_ascii_whitespace()
        .map(|x| x.parse().unwrap())
        .collect();
    let (n, l, r) = (t[0] as usize, t[1] as usize, t[2] as usize);
    let seed = t
        .get(3)
        .copied()
        .unwrap_or(n as u64 * 1_000_003 + l as u64 * 1009 + r as u64);
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let g = if n <= 300 {
        Some(grundy(n, l, r))
    } else {
        None
    };
    let mut on = vec![true; n + 1];
    on[0] = false;
    say(to_solution, &format!("{} {} {}", n, l, r))?;
    let side = read_line(from_solution)?;
    let mut solution_moves = match side.as_str() {
        "First" => true,
        "Second" => false,
        _ => return Err(format!("expected First or Second, got {:?}", side)),
    };
    loop {
        if solution_moves {
            let line = read_line(from_solution)?;
            let v: Vec<i64> = line
                .split_ascii_whitespace()
                .map(|x| x.parse::<i64>().map_err(|_| format!("bad move {:?}", line)))
                .collect::<Result<_, _>>()?;
            if v.len() != 2 {
                return Err(format!("bad move {:?}", line));
            }
            if v[0] == 0 && v[1] == 0 {
                let _ = say(to_solution, "-1 -1");
                return Err("the solution has no move: it lost".into());
            }
            let (x, y) = (v[0], v[1]);
            let ok = x >= 1
                && (l as i64..=r as i64).contains(&y)
                && x + y - 1 <= n as i64
                && (x..x + y).all(|c| on[c as usize]);
            if !ok {
                let _ = say(to_solution, "-1 -1");
                return Err(format!("illegal move {} {}", x, y));
            }
            for c in x..x + y {
                on[c as usize] = false;
            }
        } else {
            let rs = runs(&on);
            let movable: Vec<(usize, usize)> =
                rs.iter().copied().filter(|&(_, k)| k >= l).collect();
            if movable.is_empty() {
                say(to_solution, "0 0")?;
                return Ok(());
            }
            let mut chosen = None;
            if let Some(g) = &g {
                let total = rs.iter().fold(0, |a, &(_, k)| a ^ g[k]);
                'find: for &(s, k) in &movable {
                    for y in l..=r.min(k) {
                        for x in 0..=k - y {
                            if total ^ g[k] ^ g[x] ^ g[k - y - x] == 0 {
                                chosen = Some((s + x, y));
                                break 'find;
                            }
                        }
                    }
                }
            }
            let (x, y) = chosen.unwrap_or_else(|| {
                let (s, k) = movable[rng.below(movable.len() as u64) as usize];
                let y = l + rng.below((r.min(k) - l + 1) as u64) as usize;
                (s + rng.below((k - y + 1) as u64) as usize, y)
            });
            for c in x..x + y {
                on[c] = false;
            }
            say(to_solution, &format!("{} {}", x, y))?;
        }
        solution_moves = !solution_moves;
    }
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let n = 1 + rng.below(if seed % 4 == 0 { 300 } else { 40 }) as usize;
    let l = 1 + rng.below(n.min(6) as u64) as usize;
    let r = l + rng.below((n - l + 1).min(if seed % 3 == 0 { n } else { 4 }) as u64) as usize;
    format!("{} {} {} {}\n", n, l, r, seed)
}

pub fn worst_input() -> String {
    // L = R with N - L odd: no mirror strategy, the Grundy table and the longest game
    "2000 3 3\n".to_string()
}
