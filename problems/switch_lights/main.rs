// Problem: HDU 3404 "Switch lights", https://acm.hdu.edu.cn/showproblem.php?pid=3404
// Statement: a move toggles the corners of a rectangle (x1 <= x2, y1 <= y2, degenerate allowed)
//   whose corner (x2, y2) is on; the player who cannot move loses. Does the first player win?
// Snippets: nimber (Tartan: a light is worth g(x) (x) g(y) with the 1-D game "turn coin x, and
//   optionally one coin left of it", g(x) = x for coins 1, 2, ..; the lights' values XOR).
use snippets::nimber::NimField;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let nim = NimField::new();
    let t = it.next().unwrap();
    for _ in 0..t {
        let n = it.next().unwrap();
        let mut v = 0u64;
        for _ in 0..n {
            let (x, y) = (it.next().unwrap(), it.next().unwrap());
            v ^= nim.mul(x, y);
        }
        let answer = if v != 0 {
            "Have a try, lxhgww."
        } else {
            "Don't waste your time."
        };
        writeln!(out, "{}", answer).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
