// Problem: AtCoder AGC048 D "Pocky Game" (https://atcoder.jp/contests/agc048/tasks/agc048_d)
// Statement: a row of piles; FirstLeft takes >= 1 stones from the leftmost non-empty pile,
//   SecondRight from the rightmost; who cannot move loses. Print First or Second per case.
// Snippets: none. Piles up to 1e9 rule out any state search (game_dp, win_lose). Interval DP of
//   thresholds by hand: on [l, r], with the inner piles as given, the side to move wins iff its
//   own end pile holds at least lft[l][r] (left to move) / rgt[l][r] (right to move) stones, a
//   threshold monotone in that pile. O(N^2) per case.
use std::io::{self, BufWriter, Read, Write};

/// True iff FirstLeft, moving first, wins on the row `a` (every pile >= 1).
pub fn first_wins(a: &[u64]) -> bool {
    let n = a.len();
    // lft[l][r]: least a_l for which the left player, to move on a[l..=r], wins; rgt likewise
    // for a_r with the right player to move. One pile: one stone suffices.
    let mut lft = vec![vec![0u64; n]; n];
    let mut rgt = vec![vec![0u64; n]; n];
    for i in 0..n {
        lft[i][i] = 1;
        rgt[i][i] = 1;
    }
    for len in 2..=n {
        for l in 0..=n - len {
            let r = l + len - 1;
            // Left empties pile l: wins at once if Right then loses on [l + 1, r]. Otherwise
            // both sides take one stone per turn (a bigger take only shortens the mover's
            // wait) until one must empty its pile: Left outlasts Right with a_r - rgt[l + 1][r]
            // + 1 spare stones, and then needs lft[l][r - 1] for the row without pile r.
            lft[l][r] = if rgt[l + 1][r] > a[r] {
                1
            } else {
                a[r] - rgt[l + 1][r] + 1 + lft[l][r - 1]
            };
            rgt[l][r] = if lft[l][r - 1] > a[l] {
                1
            } else {
                a[l] - lft[l][r - 1] + 1 + rgt[l + 1][r]
            };
        }
    }
    a[0] >= lft[0][n - 1]
}

/// Solves the input `inp`, writing the answer to `out`.
pub fn run(inp: &str, out: &mut impl Write) {
    let mut it = inp
        .split_ascii_whitespace()
        .map(|x| x.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    for _ in 0..t {
        let n = it.next().unwrap() as usize;
        let a: Vec<u64> = it.by_ref().take(n).collect();
        writeln!(out, "{}", if first_wins(&a) { "First" } else { "Second" }).unwrap();
    }
}

fn main() {
    let mut inp = String::new();
    io::stdin().read_to_string(&mut inp).unwrap();
    run(&inp, &mut BufWriter::new(io::stdout().lock()));
}
