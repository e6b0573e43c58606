//! Proof-number search (pns, explicit tree), df-pn (dfpn, implicit game) and PN² (pn2) on
//! tic-tac-toe and on random AND/OR trees, against the negamax oracle of
//! verify/common/tictactoe.rs and against direct evaluation; df-pn and PN² on 4x4 tic-tac-toe
//! (verify/common/and_or.rs: the board of problems/find_winning_move_dfpn with plain moves)
//! against a memoized minimax. Each also with heuristic initial numbers (pns `init`, `estimate`):
//! real heuristics (mobility, threats) and arbitrary ones, which must leave every answer exact.
use crate::common::and_or::{mobility_init, random_tree, AsPn2, Heur, Heuristic, Node, Ttt4};
use crate::common::tictactoe::{build_tree, Board};
use snippets::dfpn::{Dfpn, ProofGame};
use snippets::pn2::pn2;
use snippets::pns::pns;
use std::collections::HashSet;

/// Tic-tac-toe with X as the prover: goal "X wins" (draw_ok = false) or "X does not lose".
#[derive(Clone, Copy)]
struct Ttt {
    b: Board,
    draw_ok: bool,
}

impl ProofGame for Ttt {
    type Move = usize; // a cell
    fn moves(&self, out: &mut Vec<usize>) {
        out.extend(self.b.moves());
    }
    fn play(&mut self, cell: usize) {
        self.b.cells[cell] = self.b.to_move();
    }
    fn undo(&mut self, cell: usize) {
        self.b.cells[cell] = 0;
    }
    fn outcome(&self) -> Option<bool> {
        match self.b.winner() {
            1 => Some(true),
            2 => Some(false),
            _ if self.b.is_full() => Some(self.draw_ok),
            _ => None,
        }
    }
    fn prover_to_move(&self) -> bool {
        self.b.to_move() == 1
    }
    fn key(&self) -> u64 {
        // The goal is part of the key: one table serves both questions.
        let cells = self.b.cells.iter().fold(0, |k, &c| k * 3 + c as u64);
        cells * 2 + self.draw_ok as u64
    }
}

/// Arbitrary estimates (a hash of the position, 1..=50 each): any estimate must stay exact.
impl Heuristic for Ttt {
    fn heuristic(&self) -> (u64, u64) {
        let h = self.key().wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (1 + (h >> 40) % 50, 1 + (h >> 10) % 50)
    }
}

/// X's minimax value (+1 win, 0 draw, -1 loss) from the oracle.
fn x_value(b: &Board) -> i32 {
    let v = if b.winner() != 0 { -1 } else { b.negamax() };
    if b.to_move() == 1 {
        v
    } else {
        -v
    }
}

#[test]
fn tictactoe_empty_board_both_searches() {
    let root = Board::default();
    let t = build_tree(root);
    assert_eq!(t.board.len(), 549_946);
    let n = t.board.len();
    let is_or: Vec<bool> = t.board.iter().map(|b| b.to_move() == 1).collect();
    let inner = t.children.iter().filter(|k| !k.is_empty()).count() as u64;
    for (draw_ok, want) in [(false, false), (true, true)] {
        let value: Vec<bool> = (0..n)
            .map(|v| match t.board[v].winner() {
                1 => true,
                2 => false,
                _ => draw_ok,
            })
            .collect();
        let (got, expansions) = pns(&t.children, &is_or, &value, None, u64::MAX);
        assert_eq!(got, Some(want), "pns, draw_ok = {draw_ok}");
        assert!(expansions <= inner, "{expansions} > {inner}");
        for eps in [0.0, 0.25] {
            let mut s = Dfpn::new(16).epsilon(eps);
            assert_eq!(s.solve(&mut Ttt { b: root, draw_ok }, u64::MAX), Some(want));
            let mut s = Dfpn::new(16).epsilon(eps);
            let mut g = Heur(Ttt { b: root, draw_ok });
            assert_eq!(s.solve(&mut g, u64::MAX), Some(want), "dfpn +est");
        }
        // pns with arbitrary initial numbers (the same hash as Ttt's heuristic).
        let init: Vec<(u32, u32)> = t
            .board
            .iter()
            .map(|&b| {
                let (p, d) = Ttt { b, draw_ok }.heuristic();
                (p as u32, d as u32)
            })
            .collect();
        let (got, _) = pns(&t.children, &is_or, &value, Some(&init), u64::MAX);
        assert_eq!(got, Some(want), "pns +init, draw_ok = {draw_ok}");
        let g = Ttt { b: root, draw_ok };
        assert_eq!(pn2(&mut AsPn2(g), 1 << 20, u64::MAX).0, Some(want));
        assert_eq!(pn2(&mut AsPn2(Heur(g)), 1 << 20, u64::MAX).0, Some(want));
        // A node limit that stops PNS early reports "unknown".
        assert_eq!(
            pns(&t.children, &is_or, &value, None, expansions - 1).0,
            None
        );
    }
}

#[test]
fn every_reachable_position_against_negamax() {
    // 5478 positions, both goals, one table shared by all queries (reuse across roots).
    let mut seen = HashSet::new();
    let mut stack = vec![Board::default()];
    while let Some(b) = stack.pop() {
        if seen.insert(b) {
            stack.extend(b.moves().into_iter().map(|m| b.play(m)));
        }
    }
    assert_eq!(seen.len(), 5478);
    let (mut s, mut sh) = (Dfpn::new(14), Dfpn::new(14));
    for &b in &seen {
        let x = x_value(&b);
        assert_eq!(
            s.solve(&mut Ttt { b, draw_ok: false }, u64::MAX),
            Some(x == 1)
        );
        assert_eq!(
            s.solve(&mut Ttt { b, draw_ok: true }, u64::MAX),
            Some(x >= 0)
        );
        for draw_ok in [false, true] {
            let want = Some(if draw_ok { x >= 0 } else { x == 1 });
            let g = Ttt { b, draw_ok };
            assert_eq!(sh.solve(&mut Heur(g), u64::MAX), want, "dfpn +est");
            // PN² on the positions with 2+ stones (the empty board is checked above).
            if b.cells.iter().filter(|&&c| c != 0).count() >= 2 {
                assert_eq!(pn2(&mut AsPn2(g), 1 << 16, u64::MAX).0, want, "pn2");
                let got = pn2(&mut AsPn2(Heur(g)), 1 << 16, u64::MAX).0;
                assert_eq!(got, want, "pn2 +est");
            }
        }
    }
}

#[test]
fn tiny_tables_never_wrong() {
    // 2..64 entries: slots collide and entries are overwritten all the time; answers must be
    // exact or None. The positions after X's first move (and the empty board).
    let mut roots = vec![Board::default()];
    roots.extend((0..9).map(|m| Board::default().play(m)));
    let (mut exact, mut unknown) = (0, 0);
    for &b in &roots {
        for draw_ok in [false, true] {
            let x = x_value(&b);
            let want = if draw_ok { x >= 0 } else { x == 1 };
            for bits in 1..=6 {
                match Dfpn::new(bits).solve(&mut Ttt { b, draw_ok }, 300_000) {
                    Some(v) => {
                        assert_eq!(v, want, "bits {bits}, draw_ok {draw_ok}");
                        exact += 1;
                    }
                    None => unknown += 1,
                }
                // With arbitrary estimates: exact or None as well.
                let got = Dfpn::new(bits).solve(&mut Heur(Ttt { b, draw_ok }), 300_000);
                assert!(got.is_none() || got == Some(want), "+est, bits {bits}");
            }
        }
    }
    assert_eq!(exact + unknown, 120);
    assert!(
        exact > 0,
        "no tiny-table run finished: the test proves nothing"
    );
}

#[test]
fn pns_and_dfpn_agree_on_random_trees() {
    for seed in 0..200u64 {
        let n = 1 + (seed as usize * 7_919) % 4000;
        let t = random_tree(seed * 2 + 1, n, seed % 3, false, None);
        let (kids, is_or, value) = (&t.kids, &t.is_or, &t.value);
        let mut val = value.clone();
        for v in (0..n).rev() {
            if !kids[v].is_empty() {
                let mut it = kids[v].iter().map(|&c| val[c]);
                val[v] = if is_or[v] {
                    it.any(|x| x)
                } else {
                    it.all(|x| x)
                };
            }
        }
        let (p, expansions) = pns(kids, is_or, value, None, u64::MAX);
        assert_eq!(p, Some(val[0]), "seed {seed}");
        assert!(expansions < n as u64 || n == 1);
        let d = Dfpn::new(12).solve(&mut Node::root(&t), u64::MAX);
        assert_eq!(d, Some(val[0]), "seed {seed}");
        // The same with mobility as initial numbers, and PN² with and without it.
        let init = mobility_init(&t);
        let (p, _) = pns(kids, is_or, value, Some(&init), u64::MAX);
        assert_eq!(p, Some(val[0]), "seed {seed}, pns +init");
        let d = Dfpn::new(12).solve(&mut Heur(Node::root(&t)), u64::MAX);
        assert_eq!(d, Some(val[0]), "seed {seed}, dfpn +est");
        let (p, _) = pn2(&mut AsPn2(Node::root(&t)), n.max(2), u64::MAX);
        assert_eq!(p, Some(val[0]), "seed {seed}, pn2");
        let (p, _) = pn2(&mut AsPn2(Heur(Node::root(&t))), n.max(2), u64::MAX);
        assert_eq!(p, Some(val[0]), "seed {seed}, pn2 +est");
    }
}

/// Plain memoized minimax: does x force four in a line?
fn x_forces(b: Ttt4, memo: &mut std::collections::HashMap<u64, bool>) -> bool {
    if let Some(v) = b.outcome() {
        return v;
    }
    if let Some(&v) = memo.get(&b.key()) {
        return v;
    }
    let v = if b.0.x_turn {
        b.successors().into_iter().any(|c| x_forces(c, memo))
    } else {
        b.successors().into_iter().all(|c| x_forces(c, memo))
    };
    memo.insert(b.key(), v);
    v
}

#[test]
fn four_by_four_boards_against_memoized_minimax() {
    // Random boards with 3..5 stones each, x to move, nobody has won; one table for all.
    let mut s = 0x2545_F491_4F6C_DD1Du64;
    let mut rnd = |m: u64| {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s % m
    };
    let (mut memo, mut solver) = (
        std::collections::HashMap::new(),
        Dfpn::new(18).epsilon(0.25),
    );
    // The POJ 1568 solution's own board: moves pruned to wins and forced blocks, keys shared
    // by the 8 symmetries of the square. It must agree with the plain board's minimax.
    let mut pruned_solver = Dfpn::new(18);
    // The threats heuristic as `estimate` (both boards), and PN² (the pruned board).
    let (mut est_solver, mut est_pruned) = (Dfpn::new(18).epsilon(0.25), Dfpn::new(18));
    let (mut boards, mut wins) = (0, 0);
    while boards < 150 {
        let k = 3 + rnd(3);
        let (mut x, mut o) = (0u16, 0u16);
        while (x.count_ones() as u64) < k || (o.count_ones() as u64) < k {
            let cell = 1u16 << rnd(16);
            if (x | o) & cell == 0 {
                if (x.count_ones() as u64) < k {
                    x |= cell;
                } else {
                    o |= cell;
                }
            }
        }
        let b = Ttt4::new(x, o);
        if b.outcome().is_some() {
            continue;
        }
        let want = x_forces(b, &mut memo);
        let mut g = b;
        assert_eq!(
            solver.solve(&mut g, u64::MAX),
            Some(want),
            "x={x:#06x} o={o:#06x}"
        );
        let mut pruned = crate::common::and_or::Board { x, o, x_turn: true };
        assert_eq!(
            pruned_solver.solve(&mut pruned, u64::MAX),
            Some(want),
            "problem board x={x:#06x} o={o:#06x}"
        );
        let at = format!("x={x:#06x} o={o:#06x}");
        assert_eq!(est_solver.solve(&mut Heur(b), u64::MAX), Some(want), "{at}");
        let got = est_pruned.solve(&mut Heur(pruned), u64::MAX);
        assert_eq!(got, Some(want), "problem board +est {at}");
        let got = pn2(&mut AsPn2(pruned), 1 << 20, u64::MAX).0;
        assert_eq!(got, Some(want), "pn2, problem board {at}");
        let got = pn2(&mut AsPn2(Heur(pruned)), 1 << 20, u64::MAX).0;
        assert_eq!(got, Some(want), "pn2 +est, problem board {at}");
        boards += 1;
        wins += want as u32;
    }
    assert!(
        wins > 10 && wins < 140,
        "{wins} wins: boards too one-sided to test anything"
    );
}
