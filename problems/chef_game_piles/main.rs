// Problem: CodeChef CHEFGM "Chef Game", https://www.codechef.com/problems/CHEFGM
// Statement: piles of numbers; picking x removes every number >= x of its pile; Chef moves first
//   and picks EVEN or ODD (her numbers' parity, the opponent gets the other); no move loses.
// Snippets: blue_red_hackenbush (a pile sorted, equal numbers merged, is a stalk from the ground
//   up: even = Blue; value > 0: EVEN wins whoever starts, < 0: ODD, 0: the second player).
use snippets::blue_red_hackenbush::blue_red_value;
use std::cmp::Ordering;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let k = it.next().unwrap();
        // vertex 0 is the ground; each number hangs from the next smaller one of its pile
        let (mut parent, mut blue) = (vec![usize::MAX], vec![false]);
        for _ in 0..k {
            let n = it.next().unwrap() as usize;
            let mut a: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
            a.sort_unstable();
            a.dedup();
            let mut below = 0;
            for x in a {
                parent.push(below);
                blue.push(x % 2 == 0);
                below = parent.len() - 1;
            }
        }
        let answer = match blue_red_value(&parent, &blue).sign() {
            Ordering::Greater => "EVEN",
            Ordering::Less => "ODD",
            Ordering::Equal => "DON'T PLAY",
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
