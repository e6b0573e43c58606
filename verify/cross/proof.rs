//! Proof-number search (pns, explicit tree) and df-pn (dfpn, implicit game) on tic-tac-toe and on
//! random AND/OR trees, against the negamax oracle of verify/common/tictactoe.rs and against
//! direct evaluation.
use crate::common::tictactoe::{build_tree, Board};
use snippets::dfpn::{Dfpn, Position};
use snippets::pns::pns;
use std::collections::HashSet;

/// Tic-tac-toe with X as the prover: goal "X wins" (draw_ok = false) or "X does not lose".
#[derive(Clone, Copy)]
struct Ttt {
    b: Board,
    draw_ok: bool,
}

impl Position for Ttt {
    fn outcome(&self) -> Option<bool> {
        match self.b.winner() {
            1 => Some(true),
            2 => Some(false),
            _ if self.b.is_full() => Some(self.draw_ok),
            _ => None,
        }
    }
    fn is_or(&self) -> bool {
        self.b.to_move() == 1
    }
    fn children(&self, out: &mut Vec<Self>) {
        out.extend(self.b.moves().into_iter().map(|m| Ttt {
            b: self.b.play(m),
            draw_ok: self.draw_ok,
        }));
    }
    fn key(&self) -> u64 {
        // The goal is part of the key: one table serves both questions.
        let cells = self.b.cells.iter().fold(0, |k, &c| k * 3 + c as u64);
        cells * 2 + self.draw_ok as u64
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
        let (got, expansions) = pns(&t.children, &is_or, &value, u64::MAX);
        assert_eq!(got, Some(want), "pns, draw_ok = {draw_ok}");
        assert!(expansions <= inner, "{expansions} > {inner}");
        for eps in [0.0, 0.25] {
            let mut s = Dfpn::new(16).epsilon(eps);
            assert_eq!(s.solve(&Ttt { b: root, draw_ok }, u64::MAX), Some(want));
        }
        // A node limit that stops PNS early reports "unknown".
        assert_eq!(pns(&t.children, &is_or, &value, expansions - 1).0, None);
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
    let mut s = Dfpn::new(14);
    for &b in &seen {
        let x = x_value(&b);
        assert_eq!(s.solve(&Ttt { b, draw_ok: false }, u64::MAX), Some(x == 1));
        assert_eq!(s.solve(&Ttt { b, draw_ok: true }, u64::MAX), Some(x >= 0));
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
                match Dfpn::new(bits).solve(&Ttt { b, draw_ok }, 300_000) {
                    Some(v) => {
                        assert_eq!(v, want, "bits {bits}, draw_ok {draw_ok}");
                        exact += 1;
                    }
                    None => unknown += 1,
                }
            }
        }
    }
    assert_eq!(exact + unknown, 120);
    assert!(
        exact > 0,
        "no tiny-table run finished: the test proves nothing"
    );
}

/// Random tree (parents precede children) from a seed, as in the snippet tests.
fn random_tree(seed: u64, n: usize, shape: u64) -> (Vec<Vec<usize>>, Vec<bool>, Vec<bool>) {
    let mut s = seed | 1;
    let mut rnd = |m: u64| {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s % m
    };
    let mut kids = vec![Vec::new(); n];
    for i in 1..n as u64 {
        let p = match shape {
            0 => rnd(i),
            1 => i - 1 - rnd(i.min(3)),
            _ => rnd(i.min(4)),
        };
        kids[p as usize].push(i as usize);
    }
    let is_or = (0..n).map(|_| rnd(2) == 0).collect();
    let p_true = rnd(101);
    let value = (0..n).map(|_| rnd(100) < p_true).collect();
    (kids, is_or, value)
}

struct Node<'a>(&'a [Vec<usize>], &'a [bool], &'a [bool], usize);

impl Position for Node<'_> {
    fn outcome(&self) -> Option<bool> {
        if self.0[self.3].is_empty() {
            Some(self.2[self.3])
        } else {
            None
        }
    }
    fn is_or(&self) -> bool {
        self.1[self.3]
    }
    fn children(&self, out: &mut Vec<Self>) {
        out.extend(
            self.0[self.3]
                .iter()
                .map(|&c| Node(self.0, self.1, self.2, c)),
        );
    }
    fn key(&self) -> u64 {
        self.3 as u64
    }
}

#[test]
fn pns_and_dfpn_agree_on_random_trees() {
    for seed in 0..200u64 {
        let n = 1 + (seed as usize * 7_919) % 4000;
        let (kids, is_or, value) = random_tree(seed * 2 + 1, n, seed % 3);
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
        let (p, expansions) = pns(&kids, &is_or, &value, u64::MAX);
        assert_eq!(p, Some(val[0]), "seed {seed}");
        assert!(expansions < n as u64 || n == 1);
        let d = Dfpn::new(12).solve(&Node(&kids, &is_or, &value, 0), u64::MAX);
        assert_eq!(d, Some(val[0]), "seed {seed}");
    }
}
