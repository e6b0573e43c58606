// Oracle (judge) for Kattis "Coins" (Bergen Open 2021, problem C), written from the rules only.
// The test is n (and optionally a seed). A pile of n coins; players alternately take 1, 2 or 3
// coins; whoever takes the last coin loses. The solution moves first. The judge (Zhivago) plays
// optimally: from the rules (win[k]: the mover facing k coins can take x <= 3, x < k, leaving a
// losing k - x; taking all k coins loses at once) it takes a winning x when it has one, else a
// random x < k; with one coin left it answers "I give up".
use std::io::{BufRead, Write};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
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

fn win_table(n: usize) -> Vec<bool> {
    let mut win = vec![false; n + 1];
    for k in 1..=n {
        win[k] = (1..=3).any(|x| x < k && !win[k - x]);
    }
    win
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
    let n = t[0] as usize;
    let mut rng = Rng(t
        .get(1)
        .copied()
        .unwrap_or(n as u64)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        | 1);
    let win = win_table(n);
    if !win[n] {
        return Err(format!(
            "test {}: not a winning position for the first player",
            n
        ));
    }
    say(to_solution, &n.to_string())?;
    let mut left = n;
    loop {
        let line = read_line(from_solution)?;
        let x: usize = line.parse().map_err(|_| format!("bad move {:?}", line))?;
        if !(1..=3).contains(&x) || x > left {
            return Err(format!("illegal take {} of {}", x, left));
        }
        left -= x;
        if left == 0 {
            return Err("the solution took the last coin: it lost".into());
        }
        if left == 1 {
            say(to_solution, "I give up")?;
            return Ok(());
        }
        let best = (1..=3).find(|&y| y < left && !win[left - y]);
        let y = best.unwrap_or_else(|| 1 + (rng.next() % (left - 1).min(3) as u64) as usize);
        left -= y;
        say(to_solution, &y.to_string())?;
    }
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let win = win_table(999);
    loop {
        let n = 1 + (rng.next() % if seed % 2 == 0 { 12 } else { 999 }) as usize;
        if win[n] {
            return format!("{} {}\n", n, seed);
        }
    }
}

pub fn worst_input() -> String {
    "999\n".to_string()
}
