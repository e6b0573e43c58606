// Problem: AtCoder ABC278 G "Generalized Subtraction Game" (https://atcoder.jp/contests/abc278/tasks/abc278_g)
// Statement: interactive; cards 1..N, a move removes y in [L, R] consecutive cards still on the
//   table; who cannot move loses. Choose First / Second and beat the judge.
// Snippets: grundy (values of a run of k cards when L = R: a move leaves two runs). By hand:
//   when some y in [L, R] has the parity of N, go first, take the middle y cards and mirror
//   every judge move (the table of all y in [L, R] would cost O(N^2 (R - L + 1))); the winning
//   move of a sum of runs (a run and a split whose XOR cancels the total) is searched by hand.
use snippets::grundy::grundy;
use std::io::{self, BufRead, BufWriter, Write};

fn read_pair(inp: &mut impl BufRead) -> (i64, i64) {
    let mut s = String::new();
    inp.read_line(&mut s).unwrap();
    let v: Vec<i64> = s
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    (v[0], v[1])
}

fn say(out: &mut impl Write, s: String) {
    writeln!(out, "{}", s).unwrap();
    out.flush().unwrap();
}

pub fn run(inp: &mut impl BufRead, out: &mut impl Write) {
    let mut s = String::new();
    inp.read_line(&mut s).unwrap();
    let v: Vec<usize> = s
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, l, r) = (v[0], v[1], v[2]);
    // symmetry: remove the middle y cards, then answer (a, b) with its mirror image
    if let Some(y) = (l..=r.min(n)).find(|y| (n - y) % 2 == 0) {
        say(out, "First".into());
        say(out, format!("{} {}", (n - y) / 2 + 1, y));
        loop {
            let (a, b) = read_pair(inp);
            if a <= 0 {
                return; // 0 0: the judge cannot move; -1 -1: we erred
            }
            say(out, format!("{} {}", n as i64 + 2 - a - b, b));
        }
    }
    // L = R here: a move takes exactly L cards from a run of k and leaves runs x and k - L - x
    let g: Vec<u32> = grundy(n + 1, |k, emit| {
        if k >= l {
            (0..=k - l).for_each(|x| emit(&[x, k - l - x]));
        }
    });
    let mut on = vec![true; n + 2];
    on[0] = false;
    on[n + 1] = false;
    let first = g[n] != 0;
    say(out, if first { "First" } else { "Second" }.into());
    let mut my_turn = first;
    loop {
        if !my_turn {
            let (a, b) = read_pair(inp);
            if a <= 0 {
                return;
            }
            (a..a + b).for_each(|c| on[c as usize] = false);
        } else {
            // runs of cards on the table, and a move that makes the XOR of their values 0
            let mut runs = Vec::new();
            let mut i = 1;
            while i <= n {
                if on[i] {
                    let st = i;
                    while on[i] {
                        i += 1;
                    }
                    runs.push((st, i - st));
                } else {
                    i += 1;
                }
            }
            let total = runs.iter().fold(0, |t, &(_, k)| t ^ g[k]);
            let mv = runs.iter().filter(|&&(_, k)| k >= l).find_map(|&(st, k)| {
                (0..=k - l)
                    .find(|&x| g[x] ^ g[k - l - x] == total ^ g[k])
                    .map(|x| (st + x, l))
            });
            let (x, y) = mv.unwrap_or((0, 0)); // none: we are lost (never, if g[n] said so)
            say(out, format!("{} {}", x, y));
            if x == 0 {
                return;
            }
            (x..x + y).for_each(|c| on[c] = false);
        }
        my_turn = !my_turn;
    }
}

fn main() {
    let stdin = io::stdin();
    let mut inp = stdin.lock();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&mut inp, &mut out);
}
