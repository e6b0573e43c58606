//! Every-SG: a sum of impartial games where each turn the mover must move in EVERY component
//!   that still has a move; the player who cannot move loses.
//! For "move all tokens each turn" games; ordinary sums (one component per turn): grundy.
//! Usage: `let steps = every_sg_steps(n, |s, out| out.extend(options of s));` (options < s),
//!   then `every_sg_wins(&[steps[c1], steps[c2], ..])` (does the mover win the sum?).
//! Time: O(n + options). Steps are u32.
//! Rule: step(s) = 0 without a move; if some option has an even step (s is a win) step(s) =
//!   1 + the largest even step of an option (the winner makes it last), else 1 + the smallest
//!   step of an option (the loser ends it soon). The last component to end decides: the mover
//!   wins iff the largest step is odd.
//! Source: Winning Ways ch. 9 (remoteness of conjunctive compounds); Jia Zhihao (2009).
//! Status: brute-force tested (tests below: minimax of sums of random games; proptest).

pub fn every_sg_steps<F: FnMut(usize, &mut Vec<usize>)>(n: usize, mut options: F) -> Vec<u32> {
    let mut step: Vec<u32> = Vec::with_capacity(n);
    let mut out = Vec::new();
    for s in 0..n {
        out.clear();
        options(s, &mut out);
        let (mut win, mut lose) = (None, None); // largest even step, smallest step
        for &t in &out {
            assert!(t < s, "every_sg_steps: option {} of {} not below it", t, s);
            if step[t] % 2 == 0 {
                win = win.max(Some(step[t]));
            }
            lose = Some(lose.map_or(step[t], |m: u32| m.min(step[t])));
        }
        step.push(win.or(lose).map_or(0, |x| x + 1));
    }
    step
}

pub fn every_sg_wins(steps: &[u32]) -> bool {
    steps.iter().max().is_some_and(|m| m % 2 == 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashMap;

    type Game = Vec<Vec<usize>>;

    /// Minimax from the rules: a turn picks one option in every component that has one.
    fn brute(gs: &[Game], s: &[usize], memo: &mut HashMap<Vec<usize>, bool>) -> bool {
        if let Some(&w) = memo.get(s) {
            return w;
        }
        let live: Vec<usize> = (0..gs.len()).filter(|&i| !gs[i][s[i]].is_empty()).collect();
        let mut win = false;
        if !live.is_empty() {
            // Every combination of one option per live component.
            let total: usize = live.iter().map(|&i| gs[i][s[i]].len()).product();
            for mut code in 0..total {
                let mut t = s.to_vec();
                for &i in &live {
                    let o = &gs[i][s[i]];
                    t[i] = o[code % o.len()];
                    code /= o.len();
                }
                if !brute(gs, &t, memo) {
                    win = true;
                    break;
                }
            }
        }
        memo.insert(s.to_vec(), win);
        win
    }

    struct Rng(u64);
    impl Rng {
        fn below(&mut self, k: usize) -> usize {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            ((z ^ (z >> 31)) % k as u64) as usize
        }
    }

    fn check(seed: u64) {
        let mut rng = Rng(seed);
        let gs: Vec<Game> = (0..1 + rng.below(3))
            .map(|_| {
                let n = 1 + rng.below(8);
                (0..n)
                    .map(|s| {
                        (0..if s == 0 { 0 } else { 1 + rng.below(3) })
                            .map(|_| rng.below(s))
                            .collect()
                    })
                    .collect()
            })
            .collect();
        let steps: Vec<Vec<u32>> = gs
            .iter()
            .map(|g| every_sg_steps(g.len(), |s, out| out.extend(&g[s])))
            .collect();
        let mut memo = HashMap::new();
        let total: usize = gs.iter().map(|g| g.len()).product();
        for mut code in 0..total {
            let s: Vec<usize> = gs
                .iter()
                .map(|g| {
                    let x = code % g.len();
                    code /= g.len();
                    x
                })
                .collect();
            let st: Vec<u32> = (0..gs.len()).map(|i| steps[i][s[i]]).collect();
            assert_eq!(
                every_sg_wins(&st),
                brute(&gs, &s, &mut memo),
                "{gs:?} at {s:?}"
            );
        }
    }

    #[test]
    fn subtraction_game_steps() {
        // Take 1 or 2 from a heap: losing heaps are multiples of 3; the winner stretches, the
        // loser shortens: steps 0, 1, 1, 2, 3, 3, 4, 5, 5, ...
        let steps = every_sg_steps(10, |s, out| {
            out.extend((1..=2).filter(|&k| k <= s).map(|k| s - k))
        });
        assert_eq!(steps, vec![0, 1, 1, 2, 3, 3, 4, 5, 5, 6]);
        assert!(every_sg_wins(&[steps[3], steps[4]]) && !every_sg_wins(&[steps[3], steps[6]]));
        assert!(!every_sg_wins(&[]));
    }

    #[test]
    fn random_sums_against_minimax() {
        for seed in 0..150 {
            check(seed);
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(100))]
        #[test]
        fn proptest_random_sums(seed in any::<u64>()) {
            check(seed);
        }
    }
}
