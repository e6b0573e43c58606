// Problem: Kick Start 2020 Round F "Yeetzhee",
//   https://codingcompetitions.withgoogle.com/kickstart/round/000000000019ff48/00000000003f4dea
// Statement: N dice of M faces rolled one at a time, each re-rolled as often as wanted; win with
//   groups of equal values of sizes A_1..A_K. Least expected number of rolls (1e-6).
// Snippets: expectiminimax (positions: the multisets of group sizes that still fit the target,
//   numbered by dice kept; a MIN choice between lotteries "keep the k best outcomes, re-roll the
//   rest", the re-roll folded: probabilities and the roll's cost divided by the kept mass).
use snippets::expectiminimax::*;
use std::collections::HashMap;
use std::io::{self, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let x: Vec<u32> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut at = 1;
    for case in 1..=x[0] {
        let (m, k) = (x[at + 1], x[at + 2] as usize);
        let mut target = x[at + 3..at + 3 + k].to_vec();
        at += 3 + k;
        target.sort_unstable_by(|a, b| b.cmp(a));
        let fits = |s: &[u32]| s.len() <= k && s.iter().zip(&target).all(|(a, b)| a <= b);
        // the outcomes of one roll from s (sorted descending): (probability, next multiset); a
        // face of a group of size c (mult groups of that size) grows the leftmost such group
        let outcomes = |s: &Vec<u32>| {
            let mut v = Vec::new();
            let mut i = 0;
            while i < s.len() {
                let j = (i..s.len()).find(|&j| s[j] != s[i]).unwrap_or(s.len());
                let mut n = s.clone();
                n[i] += 1;
                v.push(((j - i) as f64 / m as f64, n));
                i = j;
            }
            if (s.len() as u32) < m {
                let mut n = s.clone();
                n.push(1);
                v.push(((m - s.len() as u32) as f64 / m as f64, n));
            }
            v.retain(|(_, n)| fits(n));
            v
        };
        // number the positions level by level (dice kept), so every roll raises the id
        let mut states: Vec<Vec<u32>> = vec![Vec::new()];
        let mut id: HashMap<Vec<u32>, usize> = HashMap::from([(Vec::new(), 0)]);
        let mut kids: Vec<Vec<(f64, usize)>> = Vec::new();
        while kids.len() < states.len() {
            let mut ks = Vec::new();
            for (q, n) in outcomes(&states[kids.len()]) {
                let next = states.len();
                let c = *id.entry(n.clone()).or_insert(next);
                if c == next {
                    states.push(n);
                }
                ks.push((q, c));
            }
            kids.push(ks);
        }
        let e = expectiminimax(states.len(), |v, p| {
            if states[v] == target {
                return EmmNode::Leaf(0.0);
            }
            let mut c = kids[v].clone();
            c.sort_by(|a, b| p.value(a.1).partial_cmp(&p.value(b.1)).unwrap());
            for j in 1..=c.len() {
                let kept: f64 = c[..j].iter().map(|o| o.0).sum();
                c[..j].iter().for_each(|&(q, to)| p.roll(to, q / kept, 0.0));
                p.lottery(1.0 / kept); // a roll costs 1; re-rolls until a kept outcome
            }
            EmmNode::Min
        });
        writeln!(out, "Case #{}: {:.9}", case, e.value[0]).unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut out = io::BufWriter::new(io::stdout().lock());
    run(&s, &mut out);
}
