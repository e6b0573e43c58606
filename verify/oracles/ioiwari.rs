//! Oracle (judge) for IOI 2001 "Ioiwari" (problems/ioiwari), written from the rules only. The test
//! is the judge's input: the 7 pit counts p1..p7 (each 2..4, sum 20), optionally followed by a
//! seed the judge uses to break ties between equally good replies (it is not sent to the
//! solution). The judge sends the 7 counts, then plays Player 2 optimally: a plain negamax over
//! boards (memoized on the board: the rules do not depend on who moves, and banks only add up),
//! every move scored by the beads it puts into the mover's bank minus those into the opponent's.
//! At the end the solution (Player 1) must have more beads in its bank than the judge.
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

type Board = [u8; 7];

/// The move that empties `pit` (0-based): the board after it, the beads it puts into the mover's
/// bank and the beads it puts into the opponent's bank.
fn sow(b: &Board, pit: usize) -> (Board, i32, i32) {
    let mut b = *b;
    let mut hand = b[pit];
    b[pit] = 0;
    let (mut mine, mut theirs) = (0, 0);
    let mut i = pit;
    while hand > 0 {
        i = (i + 1) % 7;
        if hand > 1 {
            // more than one bead in hand: a full pit (5) pays one bead to the mover's bank,
            // any other pit receives a bead from the hand
            if b[i] == 5 {
                b[i] -= 1;
                mine += 1;
            } else {
                b[i] += 1;
                hand -= 1;
            }
        } else {
            // the last bead: a pit with 1..4 beads goes to the mover's bank with it,
            // otherwise (0 or 5 beads) the bead goes to the opponent's bank
            if (1..=4).contains(&b[i]) {
                mine += b[i] as i32 + 1;
                b[i] = 0;
            } else {
                theirs += 1;
            }
            hand = 0;
        }
    }
    (b, mine, theirs)
}

fn key(b: &Board) -> usize {
    b.iter().fold(0, |k, &x| k * 6 + x as usize)
}

/// Negamax values: best(b) = the largest lead (own bank gain minus the opponent's, from here on)
/// the side to move can force on board b. Pits never exceed 5 beads, so a board is 7 base-6 digits.
struct Solver {
    memo: Vec<i8>,
}

impl Solver {
    fn new() -> Solver {
        Solver {
            memo: vec![i8::MIN; 6usize.pow(7)],
        }
    }

    fn best(&mut self, b: &Board) -> i32 {
        if b.iter().all(|&x| x == 0) {
            return 0;
        }
        let k = key(b);
        if self.memo[k] != i8::MIN {
            return self.memo[k] as i32;
        }
        let v = (0..7)
            .filter(|&p| b[p] > 0)
            .map(|p| self.after(b, p))
            .max()
            .unwrap();
        self.memo[k] = v as i8;
        v
    }

    /// The mover's lead from here on if it empties pit p and both play well afterwards.
    fn after(&mut self, b: &Board, p: usize) -> i32 {
        let (c, mine, theirs) = sow(b, p);
        mine - theirs - self.best(&c)
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
    let mut b: Board = [0; 7];
    for i in 0..7 {
        b[i] = v[i] as u8;
    }
    let mut seed = v
        .get(7)
        .copied()
        .unwrap_or(0)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        | 1;
    let line: Vec<String> = b.iter().map(|x| x.to_string()).collect();
    say(to_solution, &line.join(" "))?;
    let mut solver = Solver::new();
    let value = solver.best(&b);
    let (mut bank1, mut bank2) = (0, 0);
    loop {
        // the solution's move
        let got = read_line(from_solution)?;
        let p = match got.parse::<i64>() {
            Ok(x) if (1..=7).contains(&x) && b[(x - 1) as usize] > 0 => (x - 1) as usize,
            _ => {
                return Err(format!(
                    "illegal move {:?} on board {:?} (banks {} : {})",
                    got, b, bank1, bank2
                ))
            }
        };
        let (c, mine, theirs) = sow(&b, p);
        b = c;
        bank1 += mine;
        bank2 += theirs;
        if b.iter().all(|&x| x == 0) {
            break;
        }
        // the judge's move: an optimal one, ties broken by the seed
        let vals: Vec<(usize, i32)> = (0..7)
            .filter(|&q| b[q] > 0)
            .map(|q| (q, solver.after(&b, q)))
            .collect();
        let top = vals.iter().map(|&(_, x)| x).max().unwrap();
        let best: Vec<usize> = vals
            .iter()
            .filter(|&&(_, x)| x == top)
            .map(|&(q, _)| q)
            .collect();
        let q = best[(rng(&mut seed) % best.len() as u64) as usize];
        let (c, mine, theirs) = sow(&b, q);
        b = c;
        bank2 += mine;
        bank1 += theirs;
        say(to_solution, &(q + 1).to_string())?;
        if b.iter().all(|&x| x == 0) {
            break;
        }
    }
    if bank1 > bank2 {
        Ok(())
    } else {
        Err(format!(
            "the game ended {} : {} (Player 1 can force a lead of {})",
            bank1, bank2, value
        ))
    }
}

/// Every legal start (7 pits of 2..4 beads, 20 in all) from which Player 1 can force a win.
fn winnable_starts() -> Vec<Board> {
    let mut solver = Solver::new();
    let mut out = Vec::new();
    for k in 0..3usize.pow(7) {
        let mut b: Board = [0; 7];
        let mut x = k;
        for i in (0..7).rev() {
            b[i] = 2 + (x % 3) as u8;
            x /= 3;
        }
        if b.iter().map(|&x| x as u32).sum::<u32>() == 20 && solver.best(&b) > 0 {
            out.push(b);
        }
    }
    out
}

pub fn random_input(seed: u64) -> String {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let starts = winnable_starts();
    let b = starts[(rng(&mut s) % starts.len() as u64) as usize];
    let line: Vec<String> = b.iter().map(|x| x.to_string()).collect();
    format!("{}\n{}\n", line.join(" "), rng(&mut s) % 1_000_000)
}

pub fn worst_input() -> String {
    // every test is one game of at most 20 moves; this start is winnable for Player 1 and the
    // one-move-lookahead greedy play loses it
    "3 3 3 3 2 4 2\n0\n".to_string()
}
