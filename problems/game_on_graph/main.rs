// Problem: NEERC 2016 G "Game on Graph" (Luogu P6970), https://www.luogu.com.cn/problem/P6970
// Statement: a token on a directed graph, stuck loses; Gennady ranks infinite > win > lose,
//   Georgiy win > lose > infinite; the result for every start vertex and first player.
// Snippets: retrograde_cost (the outcomes as a total: Georgiy wins 0 < Gennady wins 1 <
//   NEVER_ENDS; Georgiy minimizes and wants the end, Gennady maximizes and wants infinite play).
use snippets::retrograde_cost::*;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|x| x.parse::<usize>().unwrap());
    let (n, m) = (it.next().unwrap(), it.next().unwrap());
    // position 2v + t: t = 0 Gennady (maximizer) to move, t = 1 Georgiy (minimizer) to move
    let mut edges: Vec<(usize, usize, u64)> = Vec::with_capacity(2 * m + n);
    let mut outdeg = vec![0usize; n];
    for _ in 0..m {
        let a = it.next().unwrap() - 1;
        let b = it.next().unwrap() - 1;
        outdeg[a] += 1;
        edges.push((2 * a, 2 * b + 1, 0));
        edges.push((2 * a + 1, 2 * b, 0));
    }
    // Gennady stuck: the game ends worth 0 (no moves). Georgiy stuck: an end worth 1, a move of
    // cost 1 to the extra position 2n without moves.
    let end = 2 * n;
    for (v, _) in outdeg.iter().enumerate().filter(|&(_, &d)| d == 0) {
        edges.push((2 * v + 1, end, 1));
    }
    let r = retrograde_cost(2 * n + 1, &edges, |p| p % 2 == 1);
    let mut l1 = String::with_capacity(n);
    let mut l2 = String::with_capacity(n);
    for v in 0..n {
        l1.push(match r.value[2 * v] {
            NEVER_ENDS => 'D',
            0 => 'L',
            _ => 'W',
        });
        l2.push(match r.value[2 * v + 1] {
            NEVER_ENDS => 'D',
            0 => 'W',
            _ => 'L',
        });
    }
    writeln!(out, "{}\n{}", l1, l2).unwrap();
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
