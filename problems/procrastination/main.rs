// Problem: POJ 2931 "Procrastination" (BZOJ 1869), http://poj.org/problem?id=2931
// Statement: towers of black/white cubes, a player removes a cube of his colour and all above it;
// is the 3-tower set C1 at least as good for White as C2 against every fourth tower?
// Snippets: blue_red_hackenbush (each tower is a Blue-Red stalk, White = Blue: on_edge from the
// top down, values added exactly); C1 is at least as good iff value(C1) >= value(C2).
use snippets::blue_red_hackenbush::*;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input.split_ascii_whitespace();
    let t: usize = it.next().unwrap().parse().unwrap();
    for _ in 0..t {
        let _test = it.next().unwrap(); // "Test"
        let num = it.next().unwrap();
        let mut config = || {
            let h: Vec<usize> = (0..3)
                .map(|_| it.next().unwrap().parse().unwrap())
                .collect();
            let mut total = BigDyadic::default();
            for &n in &h {
                let cubes: Vec<bool> = (0..n).map(|_| it.next().unwrap() == "W").collect();
                // on_edge puts an edge under a stalk: build from the top cube down.
                let v = cubes
                    .iter()
                    .rev()
                    .fold(BigDyadic::default(), |x, &white| x.on_edge(white));
                total += v;
            }
            total
        };
        let c1 = config();
        let c2 = config();
        let ans = if c1 >= c2 { "Yes" } else { "No" };
        writeln!(out, "Test {}: {}", num, ans).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
