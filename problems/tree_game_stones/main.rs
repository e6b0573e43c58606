// Problem: AtCoder AGC010 F "Tree Game" (https://atcoder.jp/contests/agc010/tasks/agc010_f)
// Statement: a piece on a tree of stone piles; a turn takes a stone from the piece's vertex and
//   moves the piece to a neighbour; who finds no stone loses. Print every winning start vertex.
// Snippets: win_lose (win/lose of every state "piece at v, came from p", one per directed edge,
//   plus one per start vertex)
use snippets::win_lose;
use std::io::{self, BufWriter, Read, Write};

/// Every vertex (0-based) where the first player wins, given A and the tree's edges.
///
/// Rule (by hand, AGC010 F): the mover never gains by moving to a neighbour u with
/// A_u >= A_v (the opponent moves straight back, and the pile at u outlasts the one at v), and
/// a move from v to u with A_u < A_v never profits from coming back, so the game at u is the
/// same game on u's side of the tree, with v cut off. Hence "piece at v, v's component without
/// p": the mover wins iff some neighbour u != p with A_u < A_v is lost on its side without v.
/// A strictly falls along every move, so these states form a DAG.
pub fn winning_vertices(a: &[u64], edges: &[(usize, usize)]) -> Vec<usize> {
    let n = a.len();
    let m = 2 * edges.len();
    // state s < m: the arc s (piece at head[s], come from tail[s]); state m + v: start at v
    let mut head = vec![0; m + n];
    let mut tail = vec![usize::MAX; m + n];
    let mut adj: Vec<Vec<(usize, usize)>> = vec![Vec::new(); n]; // (neighbour, arc to it)
    for (i, &(x, y)) in edges.iter().enumerate() {
        (head[2 * i], tail[2 * i]) = (y, x);
        (head[2 * i + 1], tail[2 * i + 1]) = (x, y);
        adj[x].push((y, 2 * i));
        adj[y].push((x, 2 * i + 1));
    }
    for v in 0..n {
        head[m + v] = v;
    }
    let (adj, head, tail) = (&adj, &head, &tail);
    let moves_of = move |s: usize| {
        let (v, p) = (head[s], tail[s]);
        adj[v]
            .iter()
            .filter(move |&&(u, _)| u != p && a[u] < a[v])
            .map(|&(_, arc)| arc)
    };
    let r = win_lose::solve(m + n, moves_of, false).expect("A falls along every move: no cycle");
    (0..n).filter(|&v| r.win[m + v]).collect()
}

/// Solves the input `inp`, writing the answer to `out`.
pub fn run(inp: &str, out: &mut impl Write) {
    let mut it = inp
        .split_ascii_whitespace()
        .map(|x| x.parse::<u64>().unwrap());
    let n = it.next().unwrap() as usize;
    let a: Vec<u64> = it.by_ref().take(n).collect();
    let edges: Vec<(usize, usize)> = (1..n)
        .map(|_| {
            let (x, y) = (it.next().unwrap(), it.next().unwrap());
            (x as usize - 1, y as usize - 1)
        })
        .collect();
    let w: Vec<String> = winning_vertices(&a, &edges)
        .iter()
        .map(|v| (v + 1).to_string())
        .collect();
    writeln!(out, "{}", w.join(" ")).unwrap();
}

fn main() {
    let mut inp = String::new();
    io::stdin().read_to_string(&mut inp).unwrap();
    run(&inp, &mut BufWriter::new(io::stdout().lock()));
}
