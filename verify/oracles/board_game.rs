//! BZOJ 3106 / Luogu P4576 "[CQOI2013] 棋盘游戏" (Board Game): on an n x n board (2 <= n <= 20)
//! a white piece (player A) and a black piece (player B); A moves first. A moves the white piece
//! one cell up/down/left/right; B moves the black piece one or two cells in one of those four
//! directions (staying on the board). Moving onto the opponent's cell wins. Both play perfectly:
//! the winner wins as fast as possible, the loser delays as long as possible. Output
//! "WHITE x" / "BLACK x" (x = total number of moves made, the capture included) or "DRAW".
//! Oracle: exact bounded-horizon analysis over all states (white cell, black cell, side to
//! move): win[k](s) = the mover can force a capture within k moves, lose[k](s) = the opponent
//! can force one within k moves; k grows until nothing changes. The answer for the start state
//! is the least k with win[k] (WHITE k) or lose[k] (BLACK k); neither ever -> DRAW.

fn moves(n: i64, r: i64, c: i64, black: bool) -> Vec<(i64, i64)> {
    let mut v = Vec::new();
    let steps: &[i64] = if black { &[1, 2] } else { &[1] };
    for &(dr, dc) in &[(-1i64, 0i64), (1, 0), (0, -1), (0, 1)] {
        for &s in steps {
            let (nr, nc) = (r + dr * s, c + dc * s);
            if nr >= 0 && nr < n && nc >= 0 && nc < n {
                v.push((nr, nc));
            }
        }
    }
    v
}

/// Returns Some((white_wins, plies)) or None for a draw.
fn solve(n: i64, w0: (i64, i64), b0: (i64, i64)) -> Option<(bool, u32)> {
    let nn = (n * n) as usize;
    let cell = |p: (i64, i64)| (p.0 * n + p.1) as usize;
    // state index: (side, w, b); side 0 = white to move, 1 = black to move
    let idx = |side: usize, w: usize, b: usize| (side * nn + w) * nn + b;
    let total = 2 * nn * nn;
    // successor lists of non-capturing moves, and whether a capture is available
    let mut succ: Vec<Vec<usize>> = vec![Vec::new(); total];
    let mut cap = vec![false; total];
    for side in 0..2 {
        for w in 0..nn {
            for b in 0..nn {
                if w == b {
                    continue;
                }
                let s = idx(side, w, b);
                let (wr, wc) = ((w as i64) / n, (w as i64) % n);
                let (br, bc) = ((b as i64) / n, (b as i64) % n);
                if side == 0 {
                    for p in moves(n, wr, wc, false) {
                        let t = cell(p);
                        if t == b {
                            cap[s] = true;
                        } else {
                            succ[s].push(idx(1, t, b));
                        }
                    }
                } else {
                    for p in moves(n, br, bc, true) {
                        let t = cell(p);
                        if t == w {
                            cap[s] = true;
                        } else {
                            succ[s].push(idx(0, w, t));
                        }
                    }
                }
            }
        }
    }
    let start = idx(0, cell(w0), cell(b0));
    // win[s]/lose[s] for horizon k-1 (k = 0: nothing decided)
    let mut win = vec![false; total];
    let mut lose = vec![false; total];
    let mut k = 0u32;
    loop {
        k += 1;
        let mut nwin = vec![false; total];
        let mut nlose = vec![false; total];
        for side in 0..2 {
            for w in 0..nn {
                for b in 0..nn {
                    if w == b {
                        continue;
                    }
                    let s = idx(side, w, b);
                    nwin[s] = cap[s] || succ[s].iter().any(|&t| lose[t]);
                    // every move exists here is non-capturing; lose needs at least one move
                    nlose[s] = !cap[s] && !succ[s].is_empty() && succ[s].iter().all(|&t| win[t]);
                }
            }
        }
        if nwin[start] {
            return Some((true, k));
        }
        if nlose[start] {
            return Some((false, k));
        }
        if nwin == win && nlose == lose {
            return None;
        }
        win = nwin;
        lose = nlose;
    }
}

pub fn brute(input: &str) -> String {
    let v: Vec<i64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let (n, r1, c1, r2, c2) = (v[0], v[1] - 1, v[2] - 1, v[3] - 1, v[4] - 1);
    match solve(n, (r1, c1), (r2, c2)) {
        Some((true, k)) => format!("WHITE {}\n", k),
        Some((false, k)) => format!("BLACK {}\n", k),
        None => "DRAW\n".to_string(),
    }
}

fn next(s: &mut u64) -> u64 {
    *s = s.wrapping_add(0x9E3779B97F4A7C15);
    let mut z = *s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D049BB133111EB);
    z ^ (z >> 31)
}

pub fn random_input(seed: u64) -> String {
    let mut s = seed ^ 0x5EED_B0A2D;
    let n = if next(&mut s) % 10 == 0 { 2 + next(&mut s) % 11 } else { 2 + next(&mut s) % 6 } as i64;
    let r1 = (next(&mut s) % n as u64) as i64;
    let c1 = (next(&mut s) % n as u64) as i64;
    let (r2, c2);
    loop {
        let (a, b) = if next(&mut s) % 4 == 0 {
            // black next to white (white then wins at once)
            let d = [(-1i64, 0i64), (1, 0), (0, -1), (0, 1)][(next(&mut s) % 4) as usize];
            (r1 + d.0, c1 + d.1)
        } else {
            ((next(&mut s) % n as u64) as i64, (next(&mut s) % n as u64) as i64)
        };
        if a >= 0 && a < n && b >= 0 && b < n && (a, b) != (r1, c1) {
            r2 = a;
            c2 = b;
            break;
        }
    }
    format!("{} {} {} {} {}\n", n, r1 + 1, c1 + 1, r2 + 1, c2 + 1)
}

pub fn worst_input() -> String {
    "20 1 1 20 20\n".to_string()
}
