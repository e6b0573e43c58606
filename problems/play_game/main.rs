// Problem: HDU 4597 "Play Game", https://acm.hdu.edu.cn/showproblem.php?pid=4597
// Statement: two rows of N <= 20 cards; in turn take the top or bottom card of either row and score it; Alice's total.
// Snippets: game_dp (dp_value over the pair of remaining intervals, Pass(card, next) for the four end cards).
use snippets::game_dp::DpStep::*;
use snippets::game_dp::*;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<i64>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let n = it.next().unwrap() as usize;
        let a: Vec<i64> = (0..n).map(|_| it.next().unwrap()).collect();
        let b: Vec<i64> = (0..n).map(|_| it.next().unwrap()).collect();
        let (a, b) = (&a, &b);
        let m = n + 1;
        // state: rows a[la..ra] and b[lb..rb] left, packed as ((la * m + ra) * m + lb) * m + rb
        let pack =
            move |la: usize, ra: usize, lb: usize, rb: usize| ((la * m + ra) * m + lb) * m + rb;
        let steps = move |s: usize| {
            let (rb, lb, ra, la) = (s % m, s / m % m, s / m / m % m, s / m / m / m);
            let (ia, ib) = (la < ra, lb < rb); // `then` is lazy: an empty row offers no card
            [
                ia.then(|| Pass(a[la], pack(la + 1, ra, lb, rb))),
                ia.then(|| Pass(a[ra - 1], pack(la, ra - 1, lb, rb))),
                ib.then(|| Pass(b[lb], pack(la, ra, lb + 1, rb))),
                ib.then(|| Pass(b[rb - 1], pack(la, ra, lb, rb - 1))),
            ]
            .into_iter()
            .flatten()
        };
        let mut memo: Vec<Option<Option<i64>>> = vec![None; m * m * m * m];
        let (d, _) = dp_value(&mut memo, pack(0, n, 0, n), &|_| None, &steps);
        let total: i64 = a.iter().sum::<i64>() + b.iter().sum::<i64>();
        writeln!(out, "{}", (total + d) / 2).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    run(&input, &mut BufWriter::new(io::stdout().lock()));
}
