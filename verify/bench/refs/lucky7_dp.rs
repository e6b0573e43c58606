// The plain bottom-up DP a contestant writes for ABC195 E "Lucky 7 Battle" (the reference of
// `verify/bench/chance.sh`): win[i][r] = Takahashi wins from round i with T mod 7 = r, rounds
// from the last back. Reads the same input as problems/lucky7.
use std::io::{self, Read};

fn main() {
    let mut inp = String::new();
    io::stdin().read_to_string(&mut inp).unwrap();
    let mut it = inp.split_ascii_whitespace();
    let n: usize = it.next().unwrap().parse().unwrap();
    let s = it.next().unwrap().as_bytes();
    let x = it.next().unwrap().as_bytes();
    let mut win = vec![[false; 7]; n + 1];
    win[n][0] = true;
    for i in (0..n).rev() {
        let d = (s[i] - b'0') as usize;
        for r in 0..7 {
            let (a, b) = (win[i + 1][(10 * r + d) % 7], win[i + 1][10 * r % 7]);
            win[i][r] = if x[i] == b'T' { a || b } else { a && b };
        }
    }
    println!("{}", if win[0][0] { "Takahashi" } else { "Aoki" });
}
