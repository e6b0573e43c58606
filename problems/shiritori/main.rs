// Problem: AtCoder ABC209 E "Shiritori" (https://atcoder.jp/contests/abc209/tasks/abc209_e)
// Statement: players alternately say a dictionary word starting with the last 3 letters of the previous one; who cannot, loses; for each opening word print the winner or Draw.
// Snippets: retrograde (Win/Loss/Draw of the 3-letter states, words as moves)
use snippets::retrograde::{retrograde, Label};
use std::io::{self, BufWriter, Read, Write};

/// A state is 3 letters (52 kinds each, id < 52^3); a word moves from its first 3 letters to
/// its last 3: one edge per word, in input order.
pub fn edges(words: &[&[u8]]) -> Vec<(usize, usize)> {
    let letter = |c: u8| {
        if c.is_ascii_lowercase() {
            (c - b'a') as usize
        } else {
            (c - b'A') as usize + 26
        }
    };
    let id = |t: &[u8]| (letter(t[0]) * 52 + letter(t[1])) * 52 + letter(t[2]);
    words
        .iter()
        .map(|w| (id(w), id(&w[w.len() - 3..])))
        .collect()
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_ascii_whitespace();
    let n: usize = it.next().unwrap().parse().unwrap();
    let words: Vec<&[u8]> = (0..n).map(|_| it.next().unwrap().as_bytes()).collect();
    let edges = edges(&words);
    let s = retrograde(52 * 52 * 52, &edges, &[]);
    let mut out = BufWriter::new(io::stdout().lock());
    for &(_, to) in &edges {
        // Takahashi said the word: Aoki is to move at its last 3 letters.
        let winner = match s.label[to] {
            Label::Win => "Aoki",
            Label::Loss => "Takahashi",
            Label::Draw => "Draw",
        };
        writeln!(out, "{}", winner).unwrap();
    }
}
