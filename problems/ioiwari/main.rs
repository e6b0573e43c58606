// Problem: IOI 2001 "Ioiwari" (DMOJ ioi01p2), https://dmoj.ca/problem/ioi01p2
// Statement: a 7-pit mancala, every move banks beads for the mover or the opponent; play Player 1 and end with the larger bank (interactive).
// Snippets: game_dp (dp_value over Pass(mover's bank - opponent's bank, next board), one memo over the base-6 boards; best = the pit to empty).
use snippets::game_dp::DpStep::*;
use snippets::game_dp::*;
use std::io::{self, BufRead, BufWriter, Write};

const STATES: usize = 279_936; // 6^7: every pit holds 0..=5 beads

fn decode(s: usize) -> [usize; 7] {
    let mut p = [0; 7];
    let mut x = s;
    for v in p.iter_mut() {
        *v = x % 6;
        x /= 6;
    }
    p
}

fn encode(p: &[usize; 7]) -> usize {
    p.iter().rev().fold(0, |x, &v| x * 6 + v)
}

/// Empties pit i (0-based): the board after it and what it banks for the mover minus the opponent.
fn play(p: &[usize; 7], i: usize) -> ([usize; 7], i32) {
    let mut p = *p;
    let mut hand = p[i];
    p[i] = 0;
    let (mut mine, mut theirs) = (0i32, 0i32);
    let mut j = i;
    while hand > 0 {
        j = (j + 1) % 7;
        if hand > 1 {
            if p[j] == 5 {
                p[j] -= 1;
                mine += 1;
            } else {
                p[j] += 1;
                hand -= 1;
            }
        } else {
            if (1..=4).contains(&p[j]) {
                mine += p[j] as i32 + 1;
                p[j] = 0;
            } else {
                theirs += 1;
            }
            hand = 0;
        }
    }
    (p, mine - theirs)
}

pub fn run(inp: &mut impl BufRead, out: &mut impl Write) {
    let mut line = String::new();
    inp.read_line(&mut line).unwrap();
    let v: Vec<usize> = line
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut board = [0; 7];
    board.copy_from_slice(&v[..7]);
    let steps = |s: usize| {
        let p = decode(s);
        (0..7).filter(move |&i| p[i] > 0).map(move |i| {
            let (q, gain) = play(&p, i);
            Pass(gain, encode(&q))
        })
    };
    let outcome = |_s: usize| None;
    let mut memo: Vec<Option<Option<i32>>> = vec![None; STATES];
    let mut mine = true;
    while board.iter().any(|&x| x > 0) {
        let i = if mine {
            let (_, best) = dp_value(&mut memo, encode(&board), &outcome, &steps);
            let k = best.unwrap();
            let i = (0..7).filter(|&i| board[i] > 0).nth(k).unwrap();
            writeln!(out, "{}", i + 1).unwrap();
            out.flush().unwrap();
            i
        } else {
            line.clear();
            if inp.read_line(&mut line).unwrap() == 0 {
                return;
            }
            let x: i64 = line.trim().parse().unwrap();
            if !(1..=7).contains(&x) {
                return;
            }
            x as usize - 1
        };
        board = play(&board, i).0;
        mine = !mine;
    }
}

fn main() {
    run(
        &mut io::stdin().lock(),
        &mut BufWriter::new(io::stdout().lock()),
    );
}
