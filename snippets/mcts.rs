//! mcts: placeholder, lands with its issue.
//! Verified: nothing yet.

#[cfg(test)]
mod tests {}
