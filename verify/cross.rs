//! Cross-checks between snippets and against shared test-only oracles (verify/common/).
//! One module per area; each lives in verify/cross/.
#[path = "common/mod.rs"]
mod common;
#[path = "common/sim_games.rs"]
mod sim_games;

#[path = "cross/cfr.rs"]
mod cfr;
#[path = "cross/cgt.rs"]
mod cgt;
#[path = "cross/cgt_problems.rs"]
mod cgt_problems;
#[path = "cross/connect4.rs"]
mod connect4;
#[path = "cross/dp.rs"]
mod dp;
#[path = "cross/engine.rs"]
mod engine;
#[path = "cross/expectiminimax.rs"]
mod expectiminimax;
#[path = "cross/matrix.rs"]
mod matrix;
#[path = "cross/mcts.rs"]
mod mcts;
#[path = "cross/one_game.rs"]
mod one_game;
#[path = "cross/proof.rs"]
mod proof;
#[path = "cross/quiescence.rs"]
mod quiescence;
#[path = "cross/retrograde.rs"]
mod retrograde;
#[path = "cross/sim.rs"]
mod sim;
#[path = "cross/tree.rs"]
mod tree;
#[path = "cross/uttt.rs"]
mod uttt;
