// Problem: Codeforces 1033G "Chip Game", https://codeforces.com/problemset/problem/1033/G
// Statement: Alice removes exactly a chips from a pile, Bob exactly b; count the outcome classes (Alice, Bob, first, second) over all (a, b) in [1, m]^2.
// Snippets: none at run time: the editorial's rule on v_i mod (a + b) (a < b: a pile in [a, b) or two piles >= max(b, 2a) give Alice the game; else one such pile and the parity of the piles in [b, 2a) decide), a sweep over a per sum s = a + b; checked against game_dp::dp_wins on small cases (README Patterns: a partizan game that is not a number).
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let n = it.next().unwrap() as usize;
    let m = it.next().unwrap() as i64;
    let v: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
    // counts over the pairs a < b (the mirror a > b swaps Alice and Bob), and over a == b
    let (mut alice, mut first, mut second) = (0i64, 0i64, 0i64);
    let (mut first_eq, mut second_eq) = (0i64, 0i64);
    let mut r = vec![0i64; n];
    let mut ev: Vec<(i64, i32, i32)> = Vec::with_capacity(2 * n);
    for s in 2..=2 * m {
        for i in 0..n {
            r[i] = (v[i] % s as u64) as i64;
        }
        let lo = 1.max(s - m);
        if s % 2 == 0 {
            // a == b: every pile gives floor(v / a) moves to whoever; parity of the total
            let a = s / 2;
            let odd = r.iter().filter(|&&x| x >= a).count() % 2 == 1;
            if odd {
                first_eq += 1
            } else {
                second_eq += 1
            }
        }
        let amax = (s - 1) / 2; // a < b = s - a
        if lo > amax {
            continue;
        }
        // a pile with a <= r < s - a is Alice's alone: she wins for every a <= big
        let big = r.iter().map(|&x| x.min(s - 1 - x)).max().unwrap();
        let start = lo.max(big + 1);
        alice += (amax.min(big) - lo + 1).max(0);
        if start > amax {
            continue;
        }
        // for a in start..=amax each pile is dead (r < a) or active (r >= s - a); an active pile
        // is Alice's double (r >= 2a: cnt2) or a single shared move (r < 2a: cnt1)
        ev.clear();
        for &x in &r {
            let from = s - x; // active from a = s - x on
            if from > amax {
                continue;
            }
            let from = from.max(start);
            ev.push((from, 1, 0));
            let until = x / 2; // double while a <= x / 2
            if until >= from {
                ev.push((from, 0, 1));
                ev.push((until + 1, 0, -1));
            }
        }
        ev.sort_unstable();
        let (mut active, mut cnt2) = (0i32, 0i32);
        let mut pos = start;
        let mut k = 0;
        loop {
            let next = if k < ev.len() {
                ev[k].0.min(amax + 1)
            } else {
                amax + 1
            };
            let len = next - pos;
            if len > 0 {
                let cnt1 = active - cnt2;
                if cnt2 >= 2 || (cnt2 == 1 && cnt1 % 2 == 1) {
                    alice += len;
                } else if cnt2 == 1 || cnt1 % 2 == 1 {
                    first += len;
                } else {
                    second += len;
                }
                pos = next;
            }
            if next > amax {
                break;
            }
            while k < ev.len() && ev[k].0 == next {
                active += ev[k].1;
                cnt2 += ev[k].2;
                k += 1;
            }
        }
    }
    writeln!(
        out,
        "{} {} {} {}",
        alice,
        alice,
        2 * first + first_eq,
        2 * second + second_eq
    )
    .unwrap();
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    run(&input, &mut BufWriter::new(io::stdout().lock()));
}
