// POI 2010 "The Minima Game" (Luogu P3507): take any nonempty set of cards, score its smallest.
// With the cards sorted a_1 <= .. <= a_n, a move that scores a_j may as well take every card
// >= a_j (the cards left are then the smallest, which only hurts the opponent), so a position is
// a prefix 1..i and f(i) = max over j <= i of (a_j - f(j - 1)). As game_dp steps (the "give up k
// and stay the mover" idea of Patterns "Take 1..=k from the front"): at i, either score a_i and
// hand over the prefix i - 1 (Pass), or let a smaller card be the minimum (Again to i - 1).
use snippets::game_dp::DpStep::*;
use snippets::game_dp::*;
use std::io::{self, Read, Write};

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s
        .split_ascii_whitespace()
        .map(|x| x.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let mut a: Vec<i64> = it.take(n).collect();
    a.sort_unstable();
    let a = &a;
    let steps = |i: usize| {
        let take = (i > 0).then(|| Pass(a[i - 1], i - 1));
        take.into_iter().chain((i > 1).then(|| Again(0, i - 1)))
    };
    let mut memo = vec![None; n + 1];
    for i in 0..n {
        dp_value(&mut memo, i, &|_| None, &steps); // small prefixes first: one level deep
    }
    let (v, _) = dp_value(&mut memo, n, &|_| None, &steps);
    writeln!(io::stdout(), "{}", v).unwrap();
}
