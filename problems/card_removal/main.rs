// Problem: AtCoder ABC278 G "Generalized Subtraction Game" (interactive), https://atcoder.jp/contests/abc278/tasks/abc278_g
// Statement: N cards in a row; a move removes y in [L, R] consecutive cards still on the table; the player without a move loses; choose First / Second and beat the judge.
// Snippets: grundy (L = R of the wrong parity: the table of a run of s cards, and grundy_move for each reply); otherwise the mirror strategy of the README Patterns.
use snippets::grundy::{grundy, grundy_move};
use std::io::{self, BufRead, BufWriter, Write};

fn read_pair(inp: &mut impl BufRead) -> Option<(i64, i64)> {
    let mut line = String::new();
    if inp.read_line(&mut line).unwrap() == 0 {
        return None;
    }
    let v: Vec<i64> = line
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    Some((v[0], v[1]))
}

pub fn run(inp: &mut impl BufRead, out: &mut impl Write) {
    let say = |out: &mut dyn Write, s: String| {
        writeln!(out, "{}", s).unwrap();
        out.flush().unwrap();
    };
    let mut line = String::new();
    inp.read_line(&mut line).unwrap();
    let v: Vec<usize> = line
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, l, r) = (v[0], v[1], v[2]);
    // a block length with the parity of n: take the middle, then mirror every judge move
    let y = if l % 2 == n % 2 {
        Some(l)
    } else if l < r {
        Some(l + 1)
    } else {
        None
    };
    if let Some(y) = y {
        say(out, "First".to_string());
        say(out, format!("{} {}", (n - y) / 2 + 1, y));
        loop {
            let Some((a, b)) = read_pair(inp) else { return };
            if a <= 0 {
                return;
            }
            let (a, b) = (a as usize, b as usize);
            say(out, format!("{} {}", n + 2 - a - b, b));
        }
    }
    // L = R = k with the other parity: a run of s cards goes to runs a and s - k - a
    let k = l;
    let moves = move |s: usize, emit: &mut dyn FnMut(&[usize])| {
        if s >= k {
            for a in 0..=s - k {
                emit(&[a, s - k - a]);
            }
        }
    };
    let g: Vec<u32> = grundy(n + 1, moves);
    let mut on = vec![true; n + 2];
    on[0] = false;
    on[n + 1] = false;
    let runs_of = |on: &[bool]| {
        let (mut starts, mut lens) = (Vec::new(), Vec::new());
        let mut i = 1;
        while i <= n {
            if on[i] {
                let st = i;
                while on[i] {
                    i += 1;
                }
                starts.push(st);
                lens.push(i - st);
            } else {
                i += 1;
            }
        }
        (starts, lens)
    };
    let my_move = |on: &mut Vec<bool>, out: &mut dyn Write| {
        let (starts, lens) = runs_of(on);
        let x = match grundy_move(&g, &lens, moves) {
            Some((i, parts)) => Some(starts[i] + parts[0]),
            // a lost sum (never met when we chose well): any legal move
            None => (0..lens.len()).find(|&i| lens[i] >= k).map(|i| starts[i]),
        };
        match x {
            Some(x) => {
                for c in on.iter_mut().skip(x).take(k) {
                    *c = false;
                }
                say(out, format!("{} {}", x, k));
            }
            None => say(out, "0 0".to_string()),
        }
    };
    if g[n] != 0 {
        say(out, "First".to_string());
        my_move(&mut on, out);
    } else {
        say(out, "Second".to_string());
    }
    loop {
        let Some((a, b)) = read_pair(inp) else { return };
        if a <= 0 {
            return;
        }
        let (a, b) = (a as usize, b as usize);
        for c in on.iter_mut().skip(a).take(b) {
            *c = false;
        }
        my_move(&mut on, out);
    }
}

fn main() {
    run(
        &mut io::stdin().lock(),
        &mut BufWriter::new(io::stdout().lock()),
    );
}
