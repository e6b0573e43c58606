// Problem: AtCoder AGC010 F "Tree Game" (https://atcoder.jp/contests/agc010/tasks/agc010_f)
// Statement: a piece on a tree of stone piles; a turn takes a stone from the piece's vertex and
//   moves it to a neighbour; who faces an empty vertex loses; print every winning start vertex.
// Snippets: geography (geography_wins_where: a move to w only when A_w < A_v, which never
//   revisits a vertex; a move to A_w >= A_v never helps)
use snippets::geography::geography_wins_where;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let n = it.next().unwrap() as usize;
    let a: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
    let mut adj = vec![Vec::new(); n];
    for _ in 1..n {
        let u = it.next().unwrap() as usize - 1;
        let v = it.next().unwrap() as usize - 1;
        adj[u].push(v);
        adj[v].push(u);
    }
    let win = geography_wins_where(&adj, |v, w| a[w] < a[v]);
    let ans: Vec<String> = (0..n)
        .filter(|&v| win[v])
        .map(|v| (v + 1).to_string())
        .collect();
    writeln!(out, "{}", ans.join(" ")).unwrap();
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    run(&input, &mut BufWriter::new(io::stdout().lock()));
}
