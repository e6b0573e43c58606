//! Zobrist hashing: a random u64 per (cell, kind), XORed in and out in O(1) per piece.
//! A position's key XORs its pieces' keys, `side` if the second player is to move, and a per-table
//! empty-board key. For a transposition table (alphabeta_tt) or a memo over boards; state that
//! is not a piece (castling, ko, a counter, the score so far) needs keys too: give it extra cells.
//! Usage: `let mut z = Zobrist::new(9, 2); z.toggle(4, 0); z.flip_side(); memo.insert(z.hash, v);`
//!   (`toggle` undoes itself; a -> b is two toggles); `z.of(&[(4, 0)], true)` from scratch.
//! Time: O(1) per toggle, O(pieces) for `of`. Memory: 8 * cells * kinds bytes.
//! Limits: 1 <= cells * kinds <= 2^24; collisions ~2^-64 per pair (store the full key). Keys hash
//!   (seed, cells, kinds): two sizes share no key, one memo may hold both; `hash` starts non-zero.
//! Source: A. L. Zobrist (1970); splitmix64 (S. Vigna, public domain), fixed default seed.
//! Status: tests below (incremental == from scratch, proptest; 5,478 tic-tac-toe positions, 5,478
//!   keys; 7 board sizes share no key); problems/find_winning_move, weighted_tictactoe.

/// Keys per (cell, kind) and the running hash of the current position.
#[derive(Clone, Debug)]
pub struct Zobrist {
    keys: Vec<u64>,
    kinds: usize,
    empty: u64,
    /// XORed into the hash when the second player is to move.
    pub side: u64,
    /// Hash of the current position (starts at the empty board, first player to move).
    pub hash: u64,
}

/// splitmix64: one step of the generator (state advances by the golden-ratio constant).
fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Zobrist {
    /// Keys for `cells` cells and `kinds` piece kinds, from the default seed.
    pub fn new(cells: usize, kinds: usize) -> Self {
        Self::with_seed(cells, kinds, 0x2545_F491_4F6C_DD1D)
    }

    pub fn with_seed(cells: usize, kinds: usize, seed: u64) -> Self {
        let (ok, size) = (cells >= 1 && kinds >= 1, (cells, kinds));
        let ok = ok && cells.saturating_mul(kinds) <= 1 << 24;
        assert!(ok, "Zobrist: cells * kinds not in 1..=2^24: {:?}", size);
        // Start the stream at a hash of (seed, cells, kinds): with the plain seed, a smaller
        // board's keys were a prefix of a larger board's. Both sizes are < 2^32 here.
        let mut s = seed ^ ((cells as u64) << 32) ^ kinds as u64;
        let mut s = splitmix64(&mut s);
        let keys = (0..cells * kinds).map(|_| splitmix64(&mut s)).collect();
        let (side, empty) = (splitmix64(&mut s), splitmix64(&mut s));
        Zobrist {
            keys,
            kinds,
            empty,
            side,
            hash: empty,
        }
    }

    /// The key of `kind` on `cell`.
    pub fn key(&self, cell: usize, kind: usize) -> u64 {
        assert!(kind < self.kinds, "Zobrist: kind {} out of range", kind);
        let cells = self.keys.len() / self.kinds;
        assert!(cell < cells, "Zobrist: cell {} out of range", cell);
        self.keys[cell * self.kinds + kind]
    }

    /// Places or removes `kind` on `cell` (XOR: the same call undoes itself).
    pub fn toggle(&mut self, cell: usize, kind: usize) {
        self.hash ^= self.key(cell, kind);
    }

    /// Passes the turn to the other player (call on every move and every undo).
    pub fn flip_side(&mut self) {
        self.hash ^= self.side;
    }

    /// The hash of a position given from scratch: its pieces and whether the second player moves.
    pub fn of(&self, pieces: &[(usize, usize)], second_to_move: bool) -> u64 {
        let h = pieces
            .iter()
            .fold(self.empty, |h, &(c, k)| h ^ self.key(c, k));
        if second_to_move {
            h ^ self.side
        } else {
            h
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashSet;

    const LINES: [[usize; 3]; 8] = [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
        [0, 3, 6],
        [1, 4, 7],
        [2, 5, 8],
        [0, 4, 8],
        [2, 4, 6],
    ];

    fn won(b: &[u8; 9]) -> bool {
        LINES
            .iter()
            .any(|l| b[l[0]] != 0 && b[l[0]] == b[l[1]] && b[l[1]] == b[l[2]])
    }

    // Every legal tic-tac-toe position, hashed incrementally along the way.
    fn walk(
        b: &mut [u8; 9],
        turn: u8,
        z: &mut Zobrist,
        seen: &mut HashSet<[u8; 9]>,
        keys: &mut HashSet<u64>,
    ) {
        if !seen.insert(*b) {
            return;
        }
        let pieces: Vec<(usize, usize)> = (0..9)
            .filter(|&c| b[c] != 0)
            .map(|c| (c, b[c] as usize - 1))
            .collect();
        assert_eq!(z.hash, z.of(&pieces, turn == 2));
        keys.insert(z.hash);
        if won(b) {
            return;
        }
        for c in 0..9 {
            if b[c] == 0 {
                b[c] = turn;
                z.toggle(c, turn as usize - 1);
                z.flip_side();
                walk(b, 3 - turn, z, seen, keys);
                z.flip_side();
                z.toggle(c, turn as usize - 1);
                b[c] = 0;
            }
        }
    }

    #[test]
    fn tictactoe_positions_get_distinct_keys() {
        for z in [Zobrist::new(9, 2), Zobrist::with_seed(9, 2, 12345)] {
            let mut z = z;
            let (mut seen, mut keys) = (HashSet::new(), HashSet::new());
            walk(&mut [0; 9], 1, &mut z, &mut seen, &mut keys);
            assert_eq!(seen.len(), 5478);
            assert_eq!(keys.len(), 5478);
            assert_eq!(z.hash, z.of(&[], false));
        }
    }

    #[test]
    fn seeds_differ_and_are_reproducible() {
        let (a, b) = (Zobrist::new(4, 2), Zobrist::with_seed(4, 2, 1));
        assert_ne!(a.key(0, 0), b.key(0, 0));
        assert_eq!(a.key(3, 1), Zobrist::new(4, 2).key(3, 1));
        let all: HashSet<u64> = (0..4)
            .flat_map(|c| (0..2).map(move |k| (c, k)))
            .map(|(c, k)| a.key(c, k))
            .collect();
        assert_eq!(all.len(), 8);
        assert!(!all.contains(&a.side));
    }

    #[test]
    fn boards_of_different_sizes_share_no_key() {
        // One memo shared by two board sizes: every key, side key and empty-board hash differs.
        let dims = [(9, 2), (16, 2), (9, 3), (6, 3), (18, 1), (1, 18), (3, 3)];
        let (mut all, mut count) = (HashSet::new(), 0);
        for (cells, kinds) in dims {
            let z = Zobrist::new(cells, kinds);
            for c in 0..cells {
                for k in 0..kinds {
                    all.insert(z.key(c, k));
                }
            }
            all.insert(z.side);
            all.insert(z.hash);
            count += cells * kinds + 2;
        }
        assert_eq!(all.len(), count);
    }

    #[test]
    #[should_panic(expected = "cell 9 out of range")]
    fn bad_cell_panics() {
        Zobrist::new(9, 2).toggle(9, 0);
    }

    #[test]
    #[should_panic(expected = "kind 2 out of range")]
    fn bad_kind_panics() {
        Zobrist::new(9, 2).toggle(0, 2);
    }

    #[test]
    #[should_panic(expected = "Zobrist: cells * kinds not in 1..=2^24: (0, 2)")]
    fn empty_table_panics() {
        Zobrist::new(0, 2);
    }

    #[test]
    #[should_panic(expected = "Zobrist: cells * kinds not in 1..=2^24: (4097, 4096)")]
    fn huge_table_panics() {
        Zobrist::new(4097, 4096);
    }

    #[test]
    #[should_panic(expected = "2^24: (18446744073709551615, 2)")]
    fn overflowing_table_panics() {
        Zobrist::new(usize::MAX, 2);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        // Random place / remove / move / pass operations, each undone in reverse at the end.
        #[test]
        fn incremental_equals_from_scratch(ops in proptest::collection::vec((0usize..16, 0usize..16, 0usize..3, 0u8..4), 0..60)) {
            let mut z = Zobrist::with_seed(16, 3, 99);
            let mut board: [Option<usize>; 16] = [None; 16];
            let mut second = false;
            let mut done: Vec<(u8, usize, usize, usize)> = Vec::new();
            let check = |z: &Zobrist, board: &[Option<usize>; 16], second: bool| {
                let pieces: Vec<(usize, usize)> = (0..16).filter_map(|c| board[c].map(|k| (c, k))).collect();
                assert_eq!(z.hash, z.of(&pieces, second));
            };
            for (a, b, k, op) in ops {
                match (op, board[a], board[b]) {
                    (0, None, _) => { board[a] = Some(k); z.toggle(a, k); done.push((0, a, b, k)); }
                    (1, Some(old), _) => { board[a] = None; z.toggle(a, old); done.push((1, a, b, old)); }
                    (2, Some(old), None) => {
                        board[a] = None; board[b] = Some(old);
                        z.toggle(a, old); z.toggle(b, old); done.push((2, a, b, old));
                    }
                    _ => { second = !second; z.flip_side(); done.push((3, a, b, k)); }
                }
                check(&z, &board, second);
            }
            while let Some((op, a, b, k)) = done.pop() {
                match op {
                    0 => { board[a] = None; z.toggle(a, k); }
                    1 => { board[a] = Some(k); z.toggle(a, k); }
                    2 => { board[b] = None; board[a] = Some(k); z.toggle(b, k); z.toggle(a, k); }
                    _ => { second = !second; z.flip_side(); }
                }
                check(&z, &board, second);
            }
            prop_assert_eq!(z.hash, z.of(&[], false));
        }
    }
}
