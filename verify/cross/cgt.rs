//! Combinatorial game theory cross-checks: the new closed forms against `grundy`.
//! - nimber: Turning Corners on a 24 x 24 board by `grundy` (a move from the coin (x, y) leaves
//!   the coins (a, b), (a, y), (x, b) as components) is x (x) y for every cell (Tartan).
//! - anti_sg: misère Nim by the SJ rule on the heaps' Grundy values (the heaps themselves)
//!   equals `grundy::misere_nim_wins` (Bouton) on every position of 4 heaps <= 7.
use snippets::anti_sg::anti_sg_wins;
use snippets::grundy::{grundy, misere_nim_wins};
use snippets::nimber::NimField;

#[test]
fn turning_corners_by_grundy_is_the_nim_product() {
    let side = 24;
    let moves = |c: usize, emit: &mut dyn FnMut(&[usize])| {
        let (x, y) = (c / side, c % side);
        for a in 0..x {
            for b in 0..y {
                emit(&[a * side + b, a * side + y, x * side + b]);
            }
        }
    };
    let g = grundy(side * side, moves);
    let nim = NimField::new();
    for (c, &v) in g.iter().enumerate() {
        let (x, y) = ((c / side) as u64, (c % side) as u64);
        assert_eq!(v as u64, nim.mul(x, y), "coin ({x}, {y})");
    }
}

#[test]
fn misere_nim_by_anti_sg_is_bouton() {
    for code in 0..8u64.pow(4) {
        let heaps: Vec<u64> = (0..4).map(|i| code / 8u64.pow(i) % 8).collect();
        let sg: Vec<u32> = heaps.iter().map(|&h| h as u32).collect();
        assert_eq!(anti_sg_wins(&sg), misere_nim_wins(&heaps), "{heaps:?}");
    }
}
