//! Misère sums (Anti-SG): impartial games where the player who cannot move WINS (SJ theorem).
//! Exact when no position of Grundy value 0 in any component has a move (the value is 0 only
//!   at the end): misère Nim (HDU 1907), sums of heaps. Otherwise it decides the variant that
//!   ends once every component has value 0: {*2} (one move, to a heap of 2) has value 0 yet the
//!   mover loses. Then run win_lose (misere = true) on the whole sum.
//! Moves that split a part (HDU 2509: cut a row in two): components = the current parts, exact if
//!   a part of value 0 has no move, one of value 1 none to parts of XOR 0 with a part > 1, and one
//!   of value >= 2 reaches XOR 0 and XOR 1 with parts all <= 1 (take the row; leave one apple).
//! Usage: `anti_sg_wins(&sg)` (does the mover win?), sg: the components' values from grundy.
//! Time: O(components). The mover wins iff (XOR != 0, a value > 1) or (XOR = 0, all values <= 1).
//! Source: Jia Zhihao, 2009 (SJ theorem).
//! Status: tests below (misère minimax: random sums, splitting games, counterexamples); cross/cgt.rs.

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

    /// A splitting game: opts[s] lists the moves of a part in state s, each the parts it leaves
    /// (all < s; none: the part is gone). Value of s: mex over moves of the XOR of their parts.
    type SplitGame = Vec<Vec<Vec<usize>>>;

    fn split_values(g: &SplitGame) -> Vec<u32> {
        let mut v: Vec<u32> = Vec::new();
        for moves in g {
            let opts: Vec<u32> = moves
                .iter()
                .map(|m| m.iter().fold(0, |x, &t| x ^ v[t]))
                .collect();
            v.push((0..).find(|x| !opts.contains(x)).unwrap());
        }
        v
    }

    /// Misère minimax over the multiset of parts (sorted): no move left, the mover wins.
    fn split_brute(g: &SplitGame, parts: Vec<usize>, memo: &mut HashMap<Vec<usize>, bool>) -> bool {
        if let Some(&w) = memo.get(&parts) {
            return w;
        }
        let (mut moved, mut win) = (false, false);
        for i in 0..parts.len() {
            for m in &g[parts[i]] {
                moved = true;
                let mut next = parts.clone();
                next.swap_remove(i);
                next.extend(m);
                next.sort_unstable();
                win = win || !split_brute(g, next, memo);
            }
        }
        memo.insert(parts, !moved || win);
        !moved || win
    }

    #[test]
    fn splitting_games_take_the_current_parts_as_components() {
        // HDU 2509: a row of n apples, a move takes a contiguous block and leaves the two ends.
        let rows: SplitGame = (0..9usize)
            .map(|n| {
                let ends = (1..=n).flat_map(|k| (0..=n - k).map(move |i| (i, n - k - i)));
                ends.map(|(a, b)| [a, b].into_iter().filter(|&x| x > 0).collect())
                    .collect()
            })
            .collect();
        let v = split_values(&rows);
        assert_eq!(v, (0..9).collect::<Vec<u32>>()); // a row of n has value n
        let mut memo = HashMap::new();
        for code in 0..9 * 9 * 9 {
            let parts: Vec<usize> = [code % 9, code / 9 % 9, code / 81]
                .into_iter()
                .filter(|&x| x > 0)
                .collect();
            let mut sorted = parts.clone();
            sorted.sort_unstable();
            let sg: Vec<u32> = parts.iter().map(|&p| v[p]).collect();
            assert_eq!(
                anti_sg_wins(&sg),
                split_brute(&rows, sorted, &mut memo),
                "{parts:?}"
            );
        }
        // random splitting games: the rule holds where the header's condition does
        let mut rng = Rng(7);
        let (mut sums, mut broken) = (0, 0);
        while sums < 40 || broken < 5 {
            let n = 3 + rng.below(6);
            let g: SplitGame = (0..n)
                .map(|s| {
                    let moves = if s == 0 { 0 } else { 1 + rng.below(4) };
                    (0..moves)
                        .map(|_| (0..rng.below(3)).map(|_| rng.below(s)).collect())
                        .collect()
                })
                .collect();
            let v = split_values(&g);
            let xor = |m: &Vec<usize>| m.iter().fold(0, |x, &t| x ^ v[t]);
            let low = |m: &Vec<usize>| m.iter().all(|&t| v[t] <= 1);
            let ok = (0..n).all(|s| match v[s] {
                0 => g[s].is_empty(),
                1 => g[s].iter().all(|m| xor(m) != 0 || low(m)),
                _ => (0..2).all(|x| g[s].iter().any(|m| xor(m) == x && low(m))),
            });
            let mut memo = HashMap::new();
            let mut wrong = 0;
            for code in 0..n * n * n {
                let mut parts = vec![code % n, code / n % n, code / n / n];
                parts.sort_unstable();
                let sg: Vec<u32> = parts.iter().map(|&p| v[p]).collect();
                let truth = split_brute(&g, parts.clone(), &mut memo);
                assert!(!ok || anti_sg_wins(&sg) == truth, "{g:?} {parts:?}");
                wrong += (anti_sg_wins(&sg) != truth) as usize;
            }
            sums += ok as usize;
            broken += (wrong > 0) as usize;
        }
        // the smallest kind of break: a part of value 1 that splits into two of value 2
        let g: SplitGame = vec![
            vec![],
            vec![vec![]],
            vec![vec![0], vec![1]],
            vec![vec![], vec![2, 2]],
        ];
        assert_eq!(split_values(&g), [0, 1, 2, 1]);
        assert!(!anti_sg_wins(&[1]) && split_brute(&g, vec![3], &mut HashMap::new()));
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
