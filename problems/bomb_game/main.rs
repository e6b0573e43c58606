// Problem: HDU 2873 "Bomb Game" (https://acm.hdu.edu.cn/showproblem.php?pid=2873)
// Statement: bombs on an n x m board; a move explodes one: at (p, q) it splits into (u, q) and
//   (p, v), u < p, v < q (one bomb on row or column 1); two bombs on one square and a bomb on
//   (1, 1) vanish; who cannot move loses; print John (first) or Jack, many boards up to "0 0".
// Snippets: grundy (Grundy value of one bomb on every square, a split being a move into two parts).
use snippets::grundy::{grundy, nim_sum};
use std::io::{self, BufWriter, Read, Write};

/// Largest side allowed by the statement.
pub const MAX: usize = 50;

/// Grundy value of a lone bomb on every square, state `p * MAX + q` (0-based, so (1, 1) is 0).
/// Both parts of a split are smaller states. Two bombs on one square cancel, as their equal
/// values do in the XOR; the bomb on (1, 1) has no move and value 0, as if it vanished.
pub fn table() -> Vec<u32> {
    grundy(MAX * MAX, |s, emit| {
        let (p, q) = (s / MAX, s % MAX);
        match (p, q) {
            (0, 0) => {}
            (0, _) => (0..q).for_each(|v| emit(&[v])),
            (_, 0) => (0..p).for_each(|u| emit(&[u * MAX])),
            _ => {
                for u in 0..p {
                    for v in 0..q {
                        emit(&[u * MAX + q, p * MAX + v]);
                    }
                }
            }
        }
    })
}

/// Answers every board of `input` (up to the line `0 0`), one winner per line to `out`.
pub fn run(input: &str, out: &mut impl Write) {
    let g = table();
    let mut it = input.split_ascii_whitespace();
    while let (Some(n), Some(m)) = (it.next(), it.next()) {
        let (n, m): (usize, usize) = (n.parse().unwrap(), m.parse().unwrap());
        if n == 0 && m == 0 {
            break;
        }
        let rows: Vec<&[u8]> = (0..n).map(|_| it.next().unwrap().as_bytes()).collect();
        let bombs = (0..n).flat_map(|p| (0..m).map(move |q| (p, q)));
        let x = nim_sum(
            bombs
                .filter(|&(p, q)| rows[p][q] == b'#')
                .map(|(p, q)| g[p * MAX + q]),
        );
        writeln!(out, "{}", if x != 0 { "John" } else { "Jack" }).unwrap();
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    run(&input, &mut out);
}
