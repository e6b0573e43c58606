// Problem: Codeforces 1728D "Letter Picking" (https://codeforces.com/problemset/problem/1728/D)
// Statement: players alternately take the first or last letter of s and prepend it to their own
//   word; when s is empty the smaller word wins, equal words draw; print Alice, Bob or Draw.
// Snippets: game_dp (dp_fold over (l, r, Alice's pending letter): the outcome is lexicographic,
//   a round counts only when the later rounds (earlier in the words) draw: rest.then(round))
use snippets::game_dp::dp_fold;
use std::cmp::Ordering::{self, *};
use std::io::{self, BufWriter, Read, Write};

/// Alice's final word against Bob's under optimal play (Less: Alice wins).
pub fn outcome(s: &[u8]) -> Ordering {
    let n = s.len();
    // state (l * (n + 1) + r) * 3 + e: letters l..r left; e = 0: Alice to move; e = 1 (2): Bob
    // to move, Alice having just taken s[l - 1] (s[r])
    let id = move |l: usize, r: usize, e: usize| (l * (n + 1) + r) * 3 + e;
    let split = move |st: usize| (st / 3 / (n + 1), st / 3 % (n + 1), st % 3);
    let children = move |st: usize| {
        let (l, r, e) = split(st);
        let (a, b) = if e == 0 { (1, 2) } else { (0, 0) };
        if l < r {
            vec![id(l + 1, r, a), id(l, r - 1, b)]
        } else {
            vec![]
        }
    };
    let fold = |st: usize, vals: &[Ordering]| {
        let (l, r, e) = split(st);
        if e == 0 {
            // Alice picks the smallest outcome; an empty s: the words are equal so far
            return vals.iter().copied().min().unwrap_or(Equal);
        }
        // Bob answers Alice's letter x; later rounds come first in the words, so this round's
        // comparison counts only when the rest is a draw
        let x = if e == 1 { s[l - 1] } else { s[r] };
        vals[0]
            .then(x.cmp(&s[l]))
            .max(vals[1].then(x.cmp(&s[r - 1])))
    };
    let mut memo = vec![None; id(n, n, 2) + 1];
    dp_fold(&mut memo, id(0, n, 0), &children, &fold)
}

/// Solves the input `inp`, writing the answer to `out`.
pub fn run(inp: &str, out: &mut impl Write) {
    let mut it = inp.split_ascii_whitespace();
    let t: usize = it.next().unwrap().parse().unwrap();
    for _ in 0..t {
        let s = it.next().unwrap().as_bytes();
        let ans = match outcome(s) {
            Less => "Alice",
            Greater => "Bob",
            Equal => "Draw",
        };
        writeln!(out, "{}", ans).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    run(&input, &mut BufWriter::new(io::stdout().lock()));
}
