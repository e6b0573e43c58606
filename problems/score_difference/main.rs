// Problem: TopCoder SRM 328 Div II Level Three "ScoreDifference", http://topcoder.bgcoder.com/print.php?id=1486
// Statement: remove border / slidable-off pieces of a 4x4 board in turn, each scores its number; print your score minus your friend's.
// Snippets: game_dp::dp_value over the bitmask of pieces left (Pass steps: gain = the piece's number).
use snippets::game_dp::DpStep::*;
use snippets::game_dp::*;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let v: Vec<i32> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let v = &v;
    // A piece can leave iff it is on the border or next to an empty square: every empty square
    // was removable when it emptied, so it is joined to the outside through empty squares.
    let steps = |mask: usize| {
        (0..16usize)
            .filter(move |&i| mask >> i & 1 == 1)
            .filter_map(move |i| {
                let (r, c) = (i / 4, i % 4);
                let border = r == 0 || r == 3 || c == 0 || c == 3;
                let empty = |rr: usize, cc: usize| mask >> (rr * 4 + cc) & 1 == 0;
                let free = border
                    || empty(r - 1, c)
                    || empty(r + 1, c)
                    || empty(r, c - 1)
                    || empty(r, c + 1);
                if free {
                    Some(Pass(v[i], mask & !(1 << i)))
                } else {
                    None
                }
            })
    };
    let mut memo = vec![None; 1 << 16];
    let (value, _) = dp_value(&mut memo, (1usize << 16) - 1, &|_| None, &steps);
    writeln!(out, "{}", value).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
