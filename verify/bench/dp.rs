//! Bench rows for this area land with its issue.
use crate::Table;

pub fn run(_t: &mut Table) {}
