//! Lands with issue 2.
