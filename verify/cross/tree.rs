//! Cross-checks for snippets/game_tree.rs on tic-tac-toe, built explicitly by
//! `crate::common::tictactoe::build_tree` (549,946 nodes, children in cell order 0..8, leaf = -1
//! when the previous mover completed a line, else 0; values for the side to move).
//! Counting convention (matches seed 004's 18,297): `nodes` counts every call of the search,
//! the root, inner nodes and leaves included, with the root window (-INF, INF).
use crate::common::tictactoe::{build_tree, Board};
use snippets::game_tree::GameTree;

const INF: i64 = i64::MAX;

#[test]
fn tictactoe_explicit_tree() {
    let tt = build_tree(Board::default());
    let n = tt.children.len();
    let leaves = (0..n).filter(|&v| tt.children[v].is_empty()).count();
    assert_eq!((n, leaves), (549_946, 255_168));
    let mut t = GameTree::new(&tt.children, &tt.leaf);

    assert_eq!((t.negamax(0), t.nodes, t.leaves), (0, 549_946, 255_168));
    assert_eq!(t.best, Some(tt.children[0][0])); // every first move draws: the first is cell 0
    let nm = t.nodes;

    let ab = (t.alphabeta(0, -INF, INF), t.best, t.nodes);
    assert_eq!((ab.0, ab.2), (0, 18_297));
    t.alphabeta_soft(0, -INF, INF);
    assert_eq!(t.nodes, 18_297);
    let pv = (t.pvs(0, -INF, INF), t.best, t.nodes);
    let mt = (t.mtdf(0), t.best, t.nodes);
    // Measured here, kept as regression values: PVS and MTD(f) beat plain alpha-beta.
    assert_eq!((pv.2, mt.2, t.leaves), (17_082, 16_828, 6_720));
    for (value, best, _) in [ab, pv, mt] {
        assert_eq!(value, 0);
        let b = best.unwrap();
        assert_eq!(tt.board[b].negamax(), 0, "best move must hold the draw");
    }
    println!(
        "tic-tac-toe: negamax {} nodes, alpha-beta {}, pvs {}, mtdf {} ({} leaves)",
        nm, ab.2, pv.2, mt.2, t.leaves
    );

    // All optimal first moves at once: every first move draws.
    assert_eq!(t.root_scores(), vec![0; 9]);

    // Every position of the tree: the snippet's value from that node equals the oracle's.
    // (Sampled: the 9 + 72 nodes at depth 1 and 2, each searched as its own tree.)
    for &c in &tt.children[0] {
        for &g in tt.children[c].iter().chain(std::iter::once(&c)) {
            let sub = build_tree(tt.board[g]);
            let mut st = GameTree::new(&sub.children, &sub.leaf);
            let want = tt.board[g].negamax() as i64;
            assert_eq!(st.alphabeta(0, -INF, INF), want);
            assert_eq!(st.pvs(0, -INF, INF), want);
            assert_eq!(st.mtdf(0), want);
        }
    }
}
