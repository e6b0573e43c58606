//! Cross-checks for snippets/game_tree.rs on tic-tac-toe, built explicitly by
//! `crate::common::tictactoe::build_tree` (549,946 nodes, children in cell order 0..8, leaf = -1
//! when the previous mover completed a line, else 0; values for the side to move).
//! Counting convention (matches seed 004's 18,297): `nodes` counts every call of the search,
//! the root, inner nodes and leaves included, with the root window (-INF, INF).
use crate::common::tictactoe::{build_tree, Board};
use snippets::game_tree::{GameTree, INF};

#[test]
fn tictactoe_explicit_tree() {
    let tt = build_tree(Board::default());
    let n = tt.children.len();
    let leaves = (0..n).filter(|&v| tt.children[v].is_empty()).count();
    assert_eq!((n, leaves), (549_946, 255_168));
    let t = GameTree::new(tt.children.clone(), tt.leaf.clone());

    let nm = t.negamax();
    assert_eq!((nm.value, nm.nodes, nm.leaves), (0, 549_946, 255_168));
    assert_eq!(nm.best, Some(tt.children[0][0])); // every first move draws: the first is cell 0

    let ab = t.alphabeta(-INF, INF);
    assert_eq!((ab.value, ab.nodes), (0, 18_297));
    assert_eq!(t.alphabeta_soft(-INF, INF).nodes, 18_297);
    let pv = t.pvs(-INF, INF);
    let mt = t.mtdf(0);
    // Measured here, kept as regression values: PVS and MTD(f) beat plain alpha-beta.
    assert_eq!((pv.nodes, mt.nodes, mt.leaves), (17_080, 16_828, 6_720));
    for s in [ab, pv, mt] {
        assert_eq!(s.value, 0);
        let b = s.best.unwrap();
        assert_eq!(tt.board[b].negamax(), 0, "best move must hold the draw");
    }
    println!(
        "tic-tac-toe: negamax {} nodes, alpha-beta {}, pvs {}, mtdf {} ({} leaves)",
        nm.nodes, ab.nodes, pv.nodes, mt.nodes, mt.leaves
    );

    // Every position of the tree: the snippet's value from that node equals the oracle's.
    // (Sampled: the 9 + 72 nodes at depth 1 and 2, each searched as its own tree.)
    for &c in &tt.children[0] {
        for &g in tt.children[c].iter().chain(std::iter::once(&c)) {
            let sub = build_tree(tt.board[g]);
            let st = GameTree::new(sub.children, sub.leaf);
            let want = tt.board[g].negamax() as i64;
            assert_eq!(st.alphabeta(-INF, INF).value, want);
            assert_eq!(st.pvs(-INF, INF).value, want);
            assert_eq!(st.mtdf(0).value, want);
        }
    }
}
