// Problem: Codeforces 1728D "Letter Picking", https://codeforces.com/problemset/problem/1728/D
// Statement: take the first or last letter of s and prepend it to your string; the smaller final
//   string wins (equal: draw); Alice first. Print Alice, Bob or Draw.
// Snippets: none. The outcome is a lexicographic comparison, not a sum: the last picks come
//   first, so a round (Alice's letter x, Bob's y) matters only if the rest is a draw. Interval
//   DP by hand over even windows: v = max over x of min over y of (v(rest) if != 0 else cmp(x, y)).
use std::io::{self, Read, Write};

fn outcome(s: &[u8]) -> i8 {
    let n = s.len();
    // v[l * (n + 1) + r]: Alice to move on s[l..r) (even length); +1 Alice wins, 0 draw, -1 Bob
    let mut v = vec![0i8; (n + 1) * (n + 1)];
    let at = |l: usize, r: usize| l * (n + 1) + r;
    let cmp = |x: u8, y: u8| (y as i8 - x as i8).signum(); // Alice's x < Bob's y: Alice ahead
    for len in (2..=n).step_by(2) {
        for l in 0..=n - len {
            let r = l + len;
            let round = |x: u8, y: u8, rest: i8| if rest != 0 { rest } else { cmp(x, y) };
            let take_left = round(s[l], s[l + 1], v[at(l + 2, r)]).min(round(
                s[l],
                s[r - 1],
                v[at(l + 1, r - 1)],
            ));
            let take_right = round(s[r - 1], s[l], v[at(l + 1, r - 1)]).min(round(
                s[r - 1],
                s[r - 2],
                v[at(l, r - 2)],
            ));
            v[at(l, r)] = take_left.max(take_right);
        }
    }
    v[at(0, n)]
}

pub fn run(input: &str, out: &mut impl Write) {
    let tok: Vec<&str> = input.split_ascii_whitespace().collect();
    let t: usize = tok[0].parse().unwrap();
    for s in &tok[1..=t] {
        let answer = match outcome(s.as_bytes()) {
            1 => "Alice",
            0 => "Draw",
            _ => "Bob",
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
