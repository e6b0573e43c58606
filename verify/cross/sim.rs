//! One game type for matrix_game's exact backward induction and sm_mcts (the README pattern:
//! rules once as inherent methods, each trait delegating): the exact values are OpenSpiel's
//! (`python3 verify/bench/sim_games_openspiel.py`), and the search's root strategies come close
//! to optimal against them.
use crate::sim_games::{openspiel_root, root_gap, Goofspiel, OshiZumo};
use snippets::matrix_game::{sim_game_value, SimGame};
use snippets::sm_mcts::{SmMcts, SmMctsGame};
use std::collections::HashMap;

macro_rules! both {
    ($t:ty) => {
        impl SimGame for $t {
            type Move = u8;
            fn moves(&self, player: usize, out: &mut Vec<u8>) {
                <$t>::moves(self, player, out)
            }
            fn play(&mut self, a: u8, b: u8) {
                <$t>::play(self, a, b)
            }
            fn outcome(&self) -> Option<f64> {
                <$t>::outcome(self)
            }
            fn key(&self) -> u64 {
                <$t>::key(self)
            }
        }
        impl SmMctsGame for $t {
            type Move = u8;
            fn moves(&self, player: usize, out: &mut Vec<u8>) {
                <$t>::moves(self, player, out)
            }
            fn play(&mut self, a: u8, b: u8) {
                <$t>::play(self, a, b)
            }
            fn outcome(&self) -> Option<f64> {
                <$t>::outcome(self)
            }
        }
    };
}
both!(Goofspiel);
both!(OshiZumo);

/// The exact values after each joint first move, by backward induction.
fn exact_root<G: SimGame<Move = u8>>(g: &G) -> Vec<Vec<f64>> {
    let mut memo = HashMap::new();
    sim_game_value(g, &mut memo);
    let (mut m0, mut m1) = (vec![], vec![]);
    SimGame::moves(g, 0, &mut m0);
    SimGame::moves(g, 1, &mut m1);
    let child = |x: u8, y: u8| {
        let mut c = g.clone();
        SimGame::play(&mut c, x, y);
        memo[&SimGame::key(&c)].value
    };
    m0.iter()
        .map(|&x| m1.iter().map(|&y| child(x, y)).collect())
        .collect()
}

#[test]
fn search_and_backward_induction_agree() {
    let cases: [(&str, Goofspiel); 2] = [
        ("goofspiel3", Goofspiel::new(3)),
        ("goofspiel4", Goofspiel::new(4)),
    ];
    for (name, g) in cases {
        let exact = exact_root(&g);
        let open = openspiel_root(name);
        let close = exact
            .iter()
            .flatten()
            .zip(open.iter().flatten())
            .all(|(a, b)| (a - b).abs() < 1e-9);
        assert!(close, "{name}: {exact:?} vs OpenSpiel {open:?}");
        let mut b = SmMcts::new(g, 1);
        b.search(100_000, None);
        let prob = |p: usize| -> Vec<f64> { b.stats(p).iter().map(|s| s.prob).collect() };
        let gap = root_gap(&exact, &prob(0), &prob(1));
        assert!(gap < 0.005, "{name}: root gap {gap}");
    }
}

/// oshi_zumo with 3, 5 and 6 coins (the snippet's own tests cover 2..=4): OpenSpiel's numbers of
/// decision nodes and root matrices, and the value 1/2.
#[test]
fn oshi_zumo_matches_openspiel_up_to_6_coins() {
    for (coins, nodes) in [(3u8, 34_936usize), (5, 132_672), (6, 203_475)] {
        let g = OshiZumo::new(coins);
        let mut memo = HashMap::new();
        assert!((sim_game_value(&g, &mut memo) - 0.5).abs() < 1e-12);
        assert_eq!(memo.values().filter(|s| !s.row.is_empty()).count(), nodes);
        let (exact, open) = (exact_root(&g), openspiel_root(&format!("oshi_zumo{coins}")));
        assert_eq!((exact.len(), exact[0].len()), (open.len(), open[0].len()));
        let close = exact
            .iter()
            .flatten()
            .zip(open.iter().flatten())
            .all(|(a, b)| (a - b).abs() < 1e-9);
        assert!(close, "oshi_zumo({coins}): {exact:?}");
    }
}
