//! Misère sums (Anti-SG): a sum of impartial games where the player who cannot move WINS (the
//!   last mover loses), decided from the components' Grundy values (SJ theorem).
//! Exact when no position of Grundy value 0 in any component has a move (the value is 0 only
//!   at the end): misère Nim (HDU 1907), sums of heaps. Otherwise it decides the variant that
//!   ends, mover winning, once every component has value 0, and can be wrong for the real
//!   game: {*2} (one move, to a heap of 2) has value 0 yet the mover loses. Then run win_lose
//!   (misere = true) on the whole sum.
//! Usage: `anti_sg_wins(&sg)` (does the mover win?); sg from grundy.
//! Time: O(number of components).
//! Rule: the mover wins iff (XOR != 0 and some value > 1) or (XOR = 0 and every value <= 1).
//! Source: Jia Zhihao, "Some extensions and variants of SG games" (Chinese IOI team paper, 2009).
//! Status: brute-force tested (tests below: misère minimax of random sums, counterexample); cross/cgt.rs.

pub fn anti_sg_wins(sg: &[u32]) -> bool {
    let x = sg.iter().fold(0, |x, &g| x ^ g);
    let big = sg.iter().any(|&g| g > 1);
    (x != 0 && big) || (x == 0 && !big)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashMap;

    /// An impartial game as a DAG: opts[s] lists the options of state s (all < s).
    type Game = Vec<Vec<usize>>;

    fn grundy(g: &Game) -> Vec<u32> {
        let mut v: Vec<u32> = Vec::new();
        for o in g {
            let mut m = 0;
            while o.iter().any(|&t| v[t] == m) {
                m += 1;
            }
            v.push(m);
        }
        v
    }

    /// Minimax of the sum (component states `s` of games `gs`): does the mover win? With no
    /// move at all the mover wins (misère). `stop_at_zero`: the variant that ends as soon as
    /// every component has Grundy value 0.
    fn brute(
        gs: &[Game],
        s: &mut Vec<usize>,
        stop_at_zero: bool,
        memo: &mut HashMap<Vec<usize>, bool>,
    ) -> bool {
        if let Some(&w) = memo.get(s) {
            return w;
        }
        let all_zero = (0..gs.len()).all(|i| grundy(&gs[i])[s[i]] == 0);
        let mut win = true; // no move: the mover wins
        if !(stop_at_zero && all_zero) {
            let mut moved = false;
            let mut any_win = false;
            for i in 0..gs.len() {
                let old = s[i];
                for &t in &gs[i][old] {
                    moved = true;
                    s[i] = t;
                    any_win = any_win || !brute(gs, s, stop_at_zero, memo);
                }
                s[i] = old;
            }
            win = !moved || any_win;
        }
        memo.insert(s.clone(), win);
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

    /// 2 to 1 + `sizes` states, each with up to 3 options.
    fn random_game(rng: &mut Rng, sizes: usize) -> Game {
        let n = 2 + rng.below(sizes);
        (0..n)
            .map(|s| {
                (0..if s == 0 { 0 } else { rng.below(4) })
                    .map(|_| rng.below(s))
                    .collect()
            })
            .collect()
    }

    /// Every state of Grundy value 0 is terminal.
    fn zero_only_at_the_end(g: &Game) -> bool {
        let v = grundy(g);
        (0..g.len()).all(|s| v[s] != 0 || g[s].is_empty())
    }

    fn nim_heap(n: usize) -> Game {
        (0..=n).map(|s| (0..s).collect()).collect()
    }

    /// Checks every position of the sum: the rule against the misère minimax where `exact`,
    /// and always against the stop-at-zero variant. Returns how many positions it got wrong.
    fn check_sum(gs: &[Game], exact: bool) -> usize {
        let sgs: Vec<Vec<u32>> = gs.iter().map(grundy).collect();
        let (mut real, mut stop) = (HashMap::new(), HashMap::new());
        let mut wrong = 0;
        let total: usize = gs.iter().map(|g| g.len()).product();
        for mut code in 0..total {
            let mut s: Vec<usize> = Vec::new();
            for g in gs {
                s.push(code % g.len());
                code /= g.len();
            }
            let sg: Vec<u32> = (0..gs.len()).map(|i| sgs[i][s[i]]).collect();
            let rule = anti_sg_wins(&sg);
            assert_eq!(
                rule,
                brute(gs, &mut s.clone(), true, &mut stop),
                "{s:?} {sg:?}"
            );
            let truth = brute(gs, &mut s.clone(), false, &mut real);
            if exact {
                assert_eq!(rule, truth, "{s:?} {sg:?}");
            }
            wrong += (rule != truth) as usize;
        }
        wrong
    }

    #[test]
    fn misere_nim_is_exact() {
        assert_eq!(check_sum(&[nim_heap(5), nim_heap(4), nim_heap(6)], true), 0);
        assert_eq!(
            check_sum(&[nim_heap(3), nim_heap(3), nim_heap(2), nim_heap(3)], true),
            0
        );
        assert!(anti_sg_wins(&[1, 1]) && !anti_sg_wins(&[1, 1, 1]) && anti_sg_wins(&[]));
    }

    #[test]
    fn random_games_whose_value_is_zero_only_at_the_end() {
        let mut rng = Rng(5);
        let mut sums = 0;
        while sums < 60 {
            let gs: Vec<Game> = (0..2 + rng.below(2))
                .map(|_| random_game(&mut rng, 7))
                .collect();
            if gs.iter().all(zero_only_at_the_end) {
                check_sum(&gs, true);
                sums += 1;
            }
        }
    }

    #[test]
    fn counterexample_when_a_zero_has_moves() {
        // {*2}: states 0, 1, 2 form a heap of 2; state 3 moves only to 2. Grundy(3) = 0.
        let g: Game = vec![vec![], vec![0], vec![0, 1], vec![2]];
        assert_eq!(grundy(&g)[3], 0);
        let mut s = vec![3];
        assert!(!brute(
            std::slice::from_ref(&g),
            &mut s,
            false,
            &mut HashMap::new()
        )); // the mover loses
        assert!(anti_sg_wins(&[0])); // but the rule says win

        // Random sums break it too, where the condition fails.
        let mut rng = Rng(6);
        let mut wrong = 0;
        for _ in 0..40 {
            let gs: Vec<Game> = (0..2).map(|_| random_game(&mut rng, 7)).collect();
            wrong += check_sum(&gs, gs.iter().all(zero_only_at_the_end));
        }
        assert!(wrong > 0);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn proptest_stop_at_zero_variant(seed in any::<u64>()) {
            let mut rng = Rng(seed);
            let gs: Vec<Game> = (0..2 + rng.below(2)).map(|_| random_game(&mut rng, 6)).collect();
            let exact = gs.iter().all(zero_only_at_the_end);
            check_sum(&gs, exact);
        }
    }
}
