//! Test-only oracles shared by several cross-checks (never part of a snippet).
#![allow(dead_code)]

pub mod and_or;
pub mod poker;
pub mod tictactoe;
