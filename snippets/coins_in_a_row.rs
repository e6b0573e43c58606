//! coins_in_a_row: placeholder, lands with its issue.
//! Verified: nothing yet.

#[cfg(test)]
mod tests {}
