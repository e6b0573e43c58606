//! game-snippets: one self-contained module per snippet file. This file only lists them;
//! see README.md for the "situation -> snippet" table.
pub mod alphabeta_tt;
pub mod coins_in_a_row;
pub mod dfpn;
pub mod expectiminimax;
pub mod game_tree;
pub mod grundy;
pub mod grundy_period;
pub mod maxn;
pub mod mcts;
pub mod pn2;
pub mod pns;
pub mod quiescence_search;
pub mod retrograde;
pub mod win_lose;
pub mod zobrist;
