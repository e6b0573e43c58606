//! One game type, six engines (issue 20, item 7): tic-tac-toe written once as inherent methods
//! implements SearchGame, ExactGame, ProofGame, Pn2Game, MctsGame and PuctGame, each trait
//! delegating in one line. `g.moves(..)` on the concrete type, with all six traits in scope,
//! resolves to the inherent method (no E0034). On every position of the game the engines agree
//! with the oracle (`common::tictactoe`, plain negamax): alpha-beta to the end, the exact solver
//! and both proof searches ("does X win?", "does O win?") on all 4,520 positions in play; MCTS
//! and PUCT (sampling, no exact value) on every 2nd, where the move each one plays must reach
//! the position's value.
use crate::common::tictactoe::Board;
use snippets::alphabeta_tt::{Engine, SearchGame, MATE};
use snippets::dfpn::{Dfpn, ProofGame};
use snippets::exact_solver::{ExactGame, ExactSolver};
use snippets::mcts::{Mcts, MctsGame};
use snippets::pn2::{pn2, Pn2Game};
use snippets::puct::{Puct, PuctGame};
use std::collections::HashSet;

const LINES: [[usize; 3]; 8] = crate::common::tictactoe::LINES;

/// Tic-tac-toe: `cells` 0 empty, 1 X, 2 O; `turn` the player to move; `prover` the player whose
/// win the proof searches ask for (the other engines never read it).
#[derive(Clone, Copy, PartialEq, Debug)]
struct Ttt {
    cells: [u8; 9],
    turn: u8,
    prover: u8,
}

/// The rules, once.
impl Ttt {
    fn new(b: &Board, prover: u8) -> Self {
        let turn = b.to_move();
        let cells = b.cells;
        Ttt {
            cells,
            turn,
            prover,
        }
    }
    fn winner(&self) -> u8 {
        let c = &self.cells;
        let line = LINES
            .iter()
            .find(|l| c[l[0]] != 0 && c[l[0]] == c[l[1]] && c[l[1]] == c[l[2]]);
        line.map_or(0, |l| c[l[0]])
    }
    /// Empty cells in order, none once the game is over.
    fn moves(&self, out: &mut Vec<u8>) {
        if self.winner() == 0 {
            out.extend((0..9).filter(|&c| self.cells[c as usize] == 0));
        }
    }
    fn play(&mut self, m: u8) {
        self.cells[m as usize] = self.turn;
        self.turn = 3 - self.turn;
    }
    fn undo(&mut self, m: u8) {
        self.cells[m as usize] = 0;
        self.turn = 3 - self.turn;
    }
    /// Base 3 over the cells (they give the side to move), and the prover.
    fn key(&self) -> u64 {
        let k = self.cells.iter().fold(0, |k, &c| k * 3 + c as u64);
        k * 3 + self.prover as u64
    }
    /// For the side to move once the game is over: -1 lost (the last mover made a line), 0 draw.
    fn result(&self) -> Option<i32> {
        if self.winner() != 0 {
            Some(-1)
        } else if self.cells.iter().all(|&c| c != 0) {
            Some(0)
        } else {
            None
        }
    }
    /// The result as a reward in [0, 1] (the sampling searches).
    fn reward(&self) -> Option<f64> {
        self.result().map(|r| (r + 1) as f64 / 2.0)
    }
    /// The proof searches' goal once the game is over: the prover has made a line.
    fn goal(&self) -> Option<bool> {
        self.result().map(|_| self.winner() == self.prover)
    }
    fn prover_to_move(&self) -> bool {
        self.turn == self.prover
    }
    /// Centre, then corners, then edges (lines through the cell).
    fn hint(&self, m: u8) -> i32 {
        [3, 2, 3, 2, 4, 2, 3, 2, 3][m as usize]
    }
}

impl SearchGame for Ttt {
    type Move = u8;
    const MOVES: usize = 9;
    fn moves(&self, out: &mut Vec<u8>) {
        Ttt::moves(self, out)
    }
    fn play(&mut self, m: u8) {
        Ttt::play(self, m)
    }
    fn undo(&mut self, m: u8) {
        Ttt::undo(self, m)
    }
    fn outcome(&self) -> Option<i32> {
        self.result().map(|r| r * MATE)
    }
    fn key(&self) -> u64 {
        Ttt::key(self)
    }
    fn hint(&self, m: u8) -> i32 {
        Ttt::hint(self, m)
    }
}

impl ExactGame for Ttt {
    type Move = u8;
    fn moves(&self, out: &mut Vec<u8>) {
        Ttt::moves(self, out)
    }
    fn play(&mut self, m: u8) {
        Ttt::play(self, m)
    }
    fn undo(&mut self, m: u8) {
        Ttt::undo(self, m)
    }
    fn outcome(&self) -> Option<i32> {
        self.result()
    }
    fn key(&self) -> u64 {
        Ttt::key(self)
    }
    fn hint(&self, m: u8) -> i32 {
        Ttt::hint(self, m)
    }
}

impl ProofGame for Ttt {
    type Move = u8;
    fn moves(&self, out: &mut Vec<u8>) {
        Ttt::moves(self, out)
    }
    fn play(&mut self, m: u8) {
        Ttt::play(self, m)
    }
    fn undo(&mut self, m: u8) {
        Ttt::undo(self, m)
    }
    fn outcome(&self) -> Option<bool> {
        self.goal()
    }
    fn prover_to_move(&self) -> bool {
        Ttt::prover_to_move(self)
    }
    fn key(&self) -> u64 {
        Ttt::key(self)
    }
}

impl Pn2Game for Ttt {
    type Move = u8;
    fn moves(&self, out: &mut Vec<u8>) {
        Ttt::moves(self, out)
    }
    fn play(&mut self, m: u8) {
        Ttt::play(self, m)
    }
    fn undo(&mut self, m: u8) {
        Ttt::undo(self, m)
    }
    fn outcome(&self) -> Option<bool> {
        self.goal()
    }
    fn prover_to_move(&self) -> bool {
        Ttt::prover_to_move(self)
    }
}

impl MctsGame for Ttt {
    type Move = u8;
    fn moves(&self, out: &mut Vec<u8>) {
        Ttt::moves(self, out)
    }
    fn play(&mut self, m: u8) {
        Ttt::play(self, m)
    }
    fn outcome(&self) -> Option<f64> {
        self.reward()
    }
    fn key(&self) -> Option<u64> {
        Some(Ttt::key(self))
    }
}

impl PuctGame for Ttt {
    type Move = u8;
    fn moves(&self, out: &mut Vec<u8>) {
        Ttt::moves(self, out)
    }
    fn play(&mut self, m: u8) {
        Ttt::play(self, m)
    }
    fn outcome(&self) -> Option<f64> {
        self.reward()
    }
    fn evaluate(&self) -> f64 {
        0.5 // no heuristic: the tree does the work
    }
}

/// Every position reachable from the empty board, in a fixed order.
fn positions() -> Vec<Board> {
    let (mut seen, mut stack) = (HashSet::new(), vec![Board::default()]);
    while let Some(b) = stack.pop() {
        if seen.insert(b) {
            stack.extend(b.moves().into_iter().map(|m| b.play(m)));
        }
    }
    let mut v: Vec<Board> = seen.into_iter().collect();
    v.sort_by_key(|b| b.cells);
    v
}

/// The exact value after `m`, for the side to move before it (the oracle).
fn after(b: &Board, m: u8) -> i32 {
    -b.play(m as usize).negamax()
}

/// PUCT's move (kept apart: the one call to adapt if `Puct::new` / `search` change shape).
fn puct_move(g: Ttt, iterations: u64) -> u8 {
    Puct::new(g, 0).search(iterations, None).unwrap().mv
}

#[test]
fn moves_on_the_concrete_type_is_the_inherent_method() {
    // all six traits are in scope (the `use` lines above): no E0034, whatever the trait
    let mut g = Ttt::new(&Board::default(), 1);
    let mut v = Vec::new();
    g.moves(&mut v);
    assert_eq!(v, (0..9).collect::<Vec<u8>>());
    g.play(4);
    let mut w: Vec<u8> = Vec::new();
    SearchGame::moves(&g, &mut w);
    let mut x: Vec<u8> = Vec::new();
    PuctGame::moves(&g, &mut x);
    assert_eq!(
        (w.len(), x.len(), g.key() == MctsGame::key(&g).unwrap()),
        (8, 8, true)
    );
}

#[test]
fn six_engines_agree_on_every_position() {
    let all = positions();
    assert_eq!(all.len(), 5478);
    let (mut engine, mut solver, mut dfpn) = (Engine::new(12), ExactSolver::new(12), Dfpn::new(14));
    let (mut checked, mut sampled, mut values) = (0, 0, [0; 3]);
    for (i, b) in all.iter().filter(|b| !b.is_terminal()).enumerate() {
        let want = b.negamax();
        let (mover, other) = (b.to_move(), 3 - b.to_move());
        let mut g = Ttt::new(b, mover);
        // alpha-beta to the end: a mate score's sign, and a move that reaches the value
        let empty = b.moves().len() as u32;
        let (depth, v, best) = engine.search(&mut g, empty);
        assert_eq!((depth, v.signum()), (empty, want), "alphabeta_tt {:?}", b);
        assert_eq!(after(b, best.unwrap()), want, "alphabeta_tt's move {:?}", b);
        // the exact solver
        let (v, best) = solver.solve(&mut g, -1, 1).unwrap();
        assert_eq!(v, want, "exact_solver {:?}", b);
        assert_eq!(after(b, best.unwrap()), want, "exact_solver's move {:?}", b);
        // the proof searches: "does the side to move win?", "does the other side win?"
        for (prover, holds) in [(mover, want == 1), (other, want == -1)] {
            let mut g = Ttt::new(b, prover);
            assert_eq!(dfpn.solve(&mut g, u64::MAX), Some(holds), "dfpn {:?}", b);
            assert_eq!(pn2(&mut g, 1 << 12, u64::MAX).0, Some(holds), "pn2 {:?}", b);
            assert_eq!(g, Ttt::new(b, prover));
        }
        assert_eq!(g, Ttt::new(b, mover));
        checked += 1;
        values[(want + 1) as usize] += 1;
        if i % 2 == 0 {
            // the sampling searches: the move played reaches the value
            let m = Mcts::new(g, i as u64).search(3000, None).unwrap().mv;
            assert_eq!(after(b, m), want, "mcts' move {} at {:?}", m, b);
            let m = puct_move(g, 3000);
            assert_eq!(after(b, m), want, "puct's move {} at {:?}", m, b);
            sampled += 1;
        }
    }
    assert_eq!((checked, sampled), (4520, 2260));
    assert!(values.iter().all(|&n| n > 500), "{:?}", values); // losses, draws, wins
}
