// Problem: HDU 1536 / POJ 2960 "S-Nim" (https://acm.hdu.edu.cn/showproblem.php?pid=1536)
// Statement: Nim where a move removes s in S beads from one heap; print W/L for each position.
// Snippets: grundy (subtraction_table for one heap, nim_sum to add the heaps up)
use snippets::grundy::{nim_sum, subtraction_table};
use std::io::{self, BufWriter, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let mut out = BufWriter::new(io::stdout().lock());
    while let Some(k) = it.next() {
        if k == 0 {
            break;
        }
        let set: Vec<usize> = it.by_ref().take(k).collect();
        let m = it.next().unwrap();
        let positions: Vec<Vec<usize>> = (0..m)
            .map(|_| {
                let l = it.next().unwrap();
                it.by_ref().take(l).collect()
            })
            .collect();
        let max = positions.iter().flatten().copied().max().unwrap_or(0);
        let g = subtraction_table(max + 1, &set); // heaps 0..=max
        let line: String = positions
            .iter()
            .map(|p| {
                if nim_sum(p.iter().map(|&h| g[h])) != 0 {
                    'W'
                } else {
                    'L'
                }
            })
            .collect();
        writeln!(out, "{}", line).unwrap();
    }
}
