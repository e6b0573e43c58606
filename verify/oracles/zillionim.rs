//! Oracle (judge) for Google Code Jam 2019 Round 3 A "Zillionim" (problems/zillionim), written
//! from the rules only. The test is `T W [seed]`: T games, at least W of them to win (the official
//! test sets are T = 500 with W = 300, 475, 499); the optional seed changes the AI's random moves.
//! The judge is the AI of the statement: 10^12 coins in a row, a move removes 10^10 consecutive
//! coins still there; the AI moves first and picks uniformly at random among ALL its valid moves
//! (every start position Q with Q..Q+10^10-1 all present). Each game has its own seed, fixed by
//! (seed, T, W, game number), so the AI's play in a game depends only on the moves in that game.
//! Replies as in the protocol: P (the AI's move), -2 (your move left the AI without a move: you
//! win), -3 (the AI's move left you without a move: you lose; its move is not sent), -1 (your
//! line was not a valid move: Wrong Answer at once). After the T games, fewer than W wins fail.
use std::io::{BufRead, Write};

/// Coins removed by one move.
pub const B: u64 = 10_000_000_000;
/// Coins at the start, numbered 1..=C.
pub const C: u64 = 1_000_000_000_000;

fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Uniform in 0..n (rejection, no bias).
fn below(state: &mut u64, n: u64) -> u64 {
    let zone = u64::MAX - u64::MAX % n;
    loop {
        let r = splitmix(state);
        if r < zone {
            return r % n;
        }
    }
}

/// The coins still there, as half-open runs [a, e) in increasing order; only runs with at least
/// `b` coins are kept (a shorter run can never be played again, so it does not matter).
pub type Status = Vec<(u64, u64)>;

/// The status after removing p..p+b-1, or None if those coins are not all there.
pub fn apply(status: &Status, p: u64, b: u64) -> Option<Status> {
    let mut out = Vec::new();
    let mut found = false;
    for &(a, e) in status {
        if !found && a <= p && p + b <= e {
            found = true;
            if p - a >= b {
                out.push((a, p));
            }
            if e - (p + b) >= b {
                out.push((p + b, e));
            }
        } else {
            out.push((a, e));
        }
    }
    if found {
        Some(out)
    } else {
        None
    }
}

/// The number of valid moves.
pub fn count_moves(status: &Status, b: u64) -> u64 {
    status.iter().map(|&(a, e)| e - a - b + 1).sum()
}

/// The i-th valid move (0-based) in increasing order of start.
pub fn ith_move(status: &Status, b: u64, mut i: u64) -> u64 {
    for &(a, e) in status {
        let k = e - a - b + 1;
        if i < k {
            return a + i;
        }
        i -= k;
    }
    unreachable!()
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

pub fn judge(
    test: &str,
    from_solution: &mut dyn BufRead,
    to_solution: &mut dyn Write,
) -> Result<(), String> {
    let v: Vec<u64> = test
        .split_ascii_whitespace()
        .map(|x| x.parse().unwrap())
        .collect();
    let (t, w) = (v[0], v[1]);
    let seed = v.get(2).copied().unwrap_or(0);
    say(to_solution, &format!("{} {}", t, w))?;
    let mut wins = 0;
    for game in 1..=t {
        let mut rng = seed
            .wrapping_mul(0x2545_F491_4F6C_DD1D)
            .wrapping_add(t * t * t + w * t + game + 45282);
        let mut status: Status = vec![(1, C + 1)];
        loop {
            // the AI: a uniformly random valid move (there is one: the game is not over)
            let n = count_moves(&status, B);
            let p = ith_move(&status, B, below(&mut rng, n));
            status = apply(&status, p, B).unwrap();
            if status.is_empty() {
                say(to_solution, "-3")?;
                break;
            }
            say(to_solution, &p.to_string())?;
            let got = read_line(from_solution)?;
            let q = got
                .parse::<i64>()
                .ok()
                .filter(|&q| q >= 1 && q as u64 <= C - B + 1)
                .and_then(|q| apply(&status, q as u64, B));
            match q {
                Some(s) => status = s,
                None => {
                    let _ = say(to_solution, "-1");
                    return Err(format!(
                        "game {}: invalid move {:?} (coins left: {:?})",
                        game, got, status
                    ));
                }
            }
            if status.is_empty() {
                say(to_solution, "-2")?;
                wins += 1;
                break;
            }
        }
    }
    if wins < w {
        return Err(format!("{} wins of {} games, {} needed", wins, t, w));
    }
    Ok(())
}

pub fn random_input(seed: u64) -> String {
    let mut s = seed ^ 0x5DEE_CE66_D1CE_5EED;
    let t = 1 + below(&mut s, 30);
    // the official ratios 300/500, 475/500 and 499/500 (the last: one loss allowed)
    let w = match below(&mut s, 4) {
        0 => t * 3 / 5,
        1 => t * 19 / 20,
        _ => t - 1,
    };
    format!("{} {} {}\n", t, w, seed)
}

pub fn worst_input() -> String {
    "500 499\n".to_string()
}
