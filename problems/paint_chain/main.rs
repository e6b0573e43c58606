// Problem: HDU 3980 "Paint Chain", http://acm.hdu.edu.cn/showproblem.php?pid=3980
// Statement: a circle of N beads; a move paints M consecutive unpainted beads; who cannot move loses.
// Snippets: grundy_period (octal_grundy: painting M beads of a row is the octal game 0.0..07,
//   digit 7 at place M); the first move turns the circle into a row of N - M.
use snippets::grundy_period::octal_grundy;
use std::collections::HashMap;
use std::io::{self, BufWriter, Read, Write};

pub fn run(input: &str, out: &mut impl Write) {
    let mut it = input
        .split_ascii_whitespace()
        .map(|x| x.parse::<usize>().unwrap());
    let t = it.next().unwrap_or(0);
    let cases: Vec<(usize, usize)> = (0..t)
        .map(|_| (it.next().unwrap(), it.next().unwrap()))
        .collect();
    // the longest row needed per M: N - M after the first move
    let mut need: HashMap<usize, usize> = HashMap::new();
    for &(n, m) in &cases {
        if m <= n {
            let e = need.entry(m).or_insert(0);
            *e = (*e).max(n - m);
        }
    }
    let tables: HashMap<usize, Vec<u32>> = need
        .iter()
        .map(|(&m, &len)| {
            // take exactly m beads from a row, leaving nothing, one row or two rows: digit 7
            let code = format!("0.{}7", "0".repeat(m - 1));
            (m, octal_grundy(&code, len + 1))
        })
        .collect();
    for (x, &(n, m)) in cases.iter().enumerate() {
        // the first player paints any m beads of the circle; the rest is a row of n - m,
        // and he wins iff that row is lost for the player to move (Grundy value 0)
        let first = m <= n && tables[&m][n - m] == 0;
        writeln!(
            out,
            "Case #{}: {}",
            x + 1,
            if first { "aekdycoin" } else { "abcdxyzk" }
        )
        .unwrap();
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    run(&s, &mut BufWriter::new(io::stdout().lock()));
}
