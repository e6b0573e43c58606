//! POJ 2068 "Nim" (also AOJ 1230, BOJ 9157): one heap of S stones, 2n players seated round a
//! table in the order 1, 2, ..., 2n, 1, 2, ...; odd-numbered players form your team, even ones the
//! opponents, so the two teams alternate. Player i must remove between 1 and M_i stones (never
//! more than are left); whoever removes the last stone loses (misère). Player 1 moves first.
//! Output per game line "1" if your team can force a win, else "0"; input ends with a line "0".
//! Oracle: a plain win/lose table win[s][p] (s stones left, player p to move), filled for
//! s = 1, 2, ..., S straight from the rules: the mover wins iff some legal take k leaves s-k >= 1
//! stones with the next player (p+1 mod 2n) losing; taking the last stone is never a win.

fn team_wins(s: usize, m: &[usize]) -> bool {
    let q = m.len();
    // win[t][p]: t stones on the table, player p to move; true = the mover's team wins.
    let mut win = vec![vec![false; q]; s + 1];
    for t in 1..=s {
        for p in 0..q {
            let mut w = false;
            for k in 1..=m[p].min(t) {
                let left = t - k;
                if left == 0 {
                    continue; // removing the last stone loses at once
                }
                if !win[left][(p + 1) % q] {
                    w = true;
                    break;
                }
            }
            win[t][p] = w;
        }
    }
    win[s][0]
}

pub fn brute(input: &str) -> String {
    let mut it = input.split_whitespace().map(|t| t.parse::<usize>().unwrap());
    let mut out = String::new();
    while let Some(n) = it.next() {
        if n == 0 {
            break;
        }
        let s = it.next().unwrap();
        let m: Vec<usize> = (0..2 * n).map(|_| it.next().unwrap()).collect();
        out += if team_wins(s, &m) { "1\n" } else { "0\n" };
    }
    out
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let lines = 1 + next(&mut x) % 6;
    let mut s = String::new();
    for _ in 0..lines {
        let n = match next(&mut x) % 3 {
            0 => 1,
            1 => 1 + next(&mut x) % 3,
            _ => 1 + next(&mut x) % 10,
        };
        let cap = match next(&mut x) % 3 {
            0 => 1 + next(&mut x) % 4,
            _ => 16,
        };
        let st = match next(&mut x) % 4 {
            0 => 1 + next(&mut x) % 5,
            1 => 1 + next(&mut x) % 40,
            2 => 1 + next(&mut x) % 300,
            _ => 8192 - next(&mut x) % 50,
        };
        let mut line = format!("{} {}", n, st);
        for _ in 0..2 * n {
            line += &format!(" {}", 1 + next(&mut x) % cap);
        }
        s += &line;
        s.push('\n');
    }
    s + "0\n"
}

pub fn worst_input() -> String {
    // The judge gives no bound on the number of games; 1000 games at n = 10, S = 2^13.
    let mut x = 123_456_789u64;
    let mut s = String::new();
    for _ in 0..1000 {
        let mut line = format!("10 {}", 8192 - next(&mut x) % 16);
        for _ in 0..20 {
            line += &format!(" {}", 1 + next(&mut x) % 16);
        }
        s += &line;
        s.push('\n');
    }
    s + "0\n"
}
