// Problem: SPOJ HS09GAME "Strategy game", https://www.spoj.com/problems/HS09GAME/
// Statement: n heaps up to 1e9, a move takes exactly 2, 3 or 5 from one heap; who wins, and the winning move taking the most sticks (then the smallest heap number).
// Snippets: grundy (subtraction_table for {2, 3, 5}, nim_sum), grundy_period (find_period with max_move 5 proves the period, periodic_value for heaps up to 1e9).
use snippets::grundy::{nim_sum, subtraction_table};
use snippets::grundy_period::{find_period, periodic_value};
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let set = [2usize, 3, 5];
    let g = subtraction_table(200, &set);
    let (pre, p) = find_period(&g, 5).expect("subtraction game {2, 3, 5} is periodic");
    let value = |h: u64| u64::from(periodic_value(&g, pre, p, h));
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let n = it.next().unwrap() as usize;
        let a: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
        let x = nim_sum(a.iter().map(|&h| value(h)));
        if x == 0 {
            writeln!(out, "Robert wins.\n").unwrap();
            continue;
        }
        // the most sticks first, then the smallest heap number
        let mv = [5u64, 3, 2].iter().find_map(|&k| {
            (0..n)
                .find(|&i| a[i] >= k && value(a[i] - k) == x ^ value(a[i]))
                .map(|i| (k, i + 1))
        });
        let (k, i) = mv.expect("a nonzero sum has a winning move");
        writeln!(
            out,
            "Julia wins.\nTake {} sticks from heap number {}.\n",
            k, i
        )
        .unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
