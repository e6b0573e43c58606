// Problem: CF 729F "Financiers Game", https://codeforces.com/contest/729/problem/F
// Statement: Igor eats from the left, Zhenya from the right; after a take of k the opponent
//   takes k or k + 1; print Igor's sum minus Zhenya's under optimal play.
// Snippets: game_dp (dp_value, negamax over the states below with a triangular DpMemo).
//
// State (t, l, delta, k): t = 0 Igor to move (delta = r - l, 0 <= delta <= k - 1),
// t = 1 Zhenya to move (delta = l - r, 1 <= delta <= k); l / r papers eaten from the left /
// right, k the opponent's last take (the mover takes k or k + 1). Every take after the first
// grows by at most 1 and the first is at most 2, so a take x needs 2 + .. + x <= n: x <= K,
// and delta only grows when Zhenya takes one more: delta <= k.
use snippets::game_dp::DpStep::*;
use snippets::game_dp::*;
use std::io::*;

struct Memo {
    lmax: usize,
    kk: usize,
    tri: usize,
    v: Vec<Option<Option<i32>>>,
}
impl DpMemo<(usize, usize, usize, usize), i32> for Memo {
    fn slot(&mut self, (t, l, d, k): (usize, usize, usize, usize)) -> &mut Option<Option<i32>> {
        assert!(
            l <= self.lmax && d <= k && k <= self.kk,
            "state ({t}, {l}, {d}, {k}) outside"
        );
        &mut self.v[(l * 2 + t) * self.tri + k * (k + 1) / 2 + d]
    }
}

fn main() {
    let mut s = String::new();
    stdin().read_to_string(&mut s).unwrap();
    let mut it = s
        .split_ascii_whitespace()
        .map(|x| x.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let a: Vec<i64> = (0..n).map(|_| it.next().unwrap()).collect();
    let mut pre = vec![0i64; n + 1];
    for i in 0..n {
        pre[i + 1] = pre[i] + a[i];
    }
    let mut kk = 1;
    while (kk + 1) * (kk + 2) / 2 - 1 <= n {
        kk += 1;
    }
    let lmax = (n + kk) / 2 + 1;
    let tri = (kk + 1) * (kk + 2) / 2;
    let mut memo = Memo {
        lmax,
        kk,
        tri,
        v: vec![None; (lmax + 1) * 2 * tri],
    };
    let pre = &pre;
    let steps = move |(t, l, d, k): (usize, usize, usize, usize)| {
        let r = if t == 0 { l + d } else { l - d };
        let rem = n - l - r; // a take past K only from unreachable states: dropped
        (k..=k + 1)
            .filter(move |&x| x <= rem && x <= kk)
            .map(move |x| {
                if t == 0 {
                    let gain = (pre[l + x] - pre[l]) as i32;
                    Pass(gain, (1, l + x, x - d, x))
                } else {
                    let gain = (pre[n - r] - pre[n - r - x]) as i32;
                    Pass(gain, (0, l, x - d, x))
                }
            })
    };
    let outcome = |_: (usize, usize, usize, usize)| None;
    // from the back: Igor's moves raise l, Zhenya's keep l and reach Igor states solved first
    for l in (0..=lmax).rev() {
        for k in 1..=kk {
            for d in 0..k {
                if 2 * l + d <= n {
                    dp_value(&mut memo, (0, l, d, k), &outcome, &steps);
                }
            }
        }
        for k in 1..=kk {
            for d in 1..=k.min(l) {
                if 2 * l - d <= n {
                    dp_value(&mut memo, (1, l, d, k), &outcome, &steps);
                }
            }
        }
    }
    let (v, _) = dp_value(&mut memo, (0, 0, 0, 1), &outcome, &steps);
    println!("{}", v);
}
