// Problem: Kattis hackenbushpurplehearts "Hackenbush Purplehearts", https://open.kattis.com/problems/hackenbushpurplehearts
// Statement: a Red/Blue Hackenbush forest (edge i rests on edge e_i, -1: the ground); print its
//   value as a reduced p/2^q (an integer alone).
// Snippets: blue_red_hackenbush (blue_red_value on edge i = vertex i, plus one ground vertex n).
use snippets::blue_red_hackenbush::blue_red_value;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input.split_ascii_whitespace();
    let n: usize = it.next().map_or(0, |t| t.parse().unwrap());
    let mut parent: Vec<usize> = Vec::with_capacity(n + 1);
    for _ in 0..n {
        let x: i64 = it.next().unwrap().parse().unwrap();
        parent.push(if x < 0 { n } else { x as usize - 1 });
    }
    // the colours: one word "BRRB" or separate letters, either way
    let mut blue: Vec<bool> = Vec::with_capacity(n + 1);
    for tok in it {
        for c in tok.bytes() {
            if c == b'B' || c == b'R' {
                blue.push(c == b'B');
            }
        }
    }
    blue.truncate(n);
    parent.push(usize::MAX);
    blue.push(false);
    let v = blue_red_value(&parent, &blue);
    writeln!(out, "{}", v).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
