//! alphabeta_tt + zobrist against the shared tic-tac-toe oracle (`common::tictactoe::Board`):
//! exact solve and full-depth search of every legal position with one engine that is never
//! cleared (the table carries over between roots), and 4x4 tic-tac-toe solves on the board of
//! problems/find_winning_move (its main.rs included) against a plain negamax on random positions
//! with 7 stones.
use crate::common::tictactoe::Board;
use snippets::alphabeta_tt::{Config, Engine, Game, Move, Score, Status, MATE};
use snippets::zobrist::Zobrist;
use std::collections::HashSet;

/// The oracle board made playable in place: a stack of boards and a Zobrist key.
struct Ttt {
    stack: Vec<Board>,
    z: Zobrist,
    mate: bool,
}

impl Ttt {
    fn new(b: Board, mate: bool) -> Self {
        let mut z = Zobrist::new(9, 3);
        for c in 0..9 {
            if b.cells[c] != 0 {
                z.toggle(c, b.cells[c] as usize);
            }
        }
        if b.to_move() == 2 {
            z.flip_side();
        }
        Ttt {
            stack: vec![b],
            z,
            mate,
        }
    }
    fn top(&self) -> &Board {
        self.stack.last().unwrap()
    }
}

impl Game for Ttt {
    const MOVES: usize = 9;
    fn moves(&self, out: &mut Vec<Move>) {
        out.extend(self.top().moves().into_iter().map(|c| c as Move));
    }
    fn play(&mut self, m: Move) {
        let b = *self.top();
        self.z.toggle(m as usize, b.to_move() as usize);
        self.z.flip_side();
        self.stack.push(b.play(m as usize));
    }
    fn undo(&mut self, m: Move) {
        self.stack.pop();
        let b = *self.top();
        self.z.flip_side();
        self.z.toggle(m as usize, b.to_move() as usize);
    }
    fn key(&self) -> u64 {
        self.z.hash
    }
    fn terminal(&self) -> Option<Score> {
        let b = self.top();
        if b.winner() != 0 {
            Some(if self.mate { -MATE } else { -1 })
        } else if b.is_full() {
            Some(0)
        } else {
            None
        }
    }
    fn evaluate(&self) -> Score {
        0
    }
    fn hint(&self, m: Move) -> i32 {
        [1, 0, 1, 0, 2, 0, 1, 0, 1][m as usize]
    }
}

fn all_positions() -> Vec<Board> {
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

#[test]
fn solve_and_search_every_tictactoe_position() {
    let positions = all_positions();
    assert_eq!(positions.len(), 5478);
    let keys: HashSet<u64> = positions
        .iter()
        .map(|&b| Ttt::new(b, false).key())
        .collect();
    assert_eq!(keys.len(), 5478);
    let (mut solver, mut searcher) = (Engine::new(12), Engine::new(12));
    searcher.cfg = Config {
        window: 1,
        ..Config::default()
    };
    for &b in &positions {
        let want = b.negamax();
        let mut g = Ttt::new(b, false);
        let key = g.key();
        let s = solver.solve(&mut g, -1, 1);
        assert_eq!((s.status, s.value), (Status::Complete, want), "{:?}", b);
        let r = searcher.search(&mut g, 9);
        assert_eq!((r.status, r.value), (Status::Complete, want), "{:?}", b);
        assert_eq!((g.stack.len(), g.key()), (1, key));
        if b.is_terminal() {
            assert_eq!((s.best, r.best), (None, None));
            continue;
        }
        // search's move is optimal; solve's move, when given, reaches the value.
        assert_eq!(-b.play(r.best.unwrap() as usize).negamax(), want);
        if let Some(m) = s.best {
            assert_eq!(-b.play(m as usize).negamax(), want);
        }
    }
}

#[test]
fn mate_scores_count_plies_to_the_end() {
    // Value MATE - d: the side to move wins with the stone played at ply d (fastest win).
    fn fastest(b: &Board, ply: i32) -> Score {
        if b.winner() != 0 {
            return -(MATE - ply);
        }
        if b.is_full() {
            return 0;
        }
        b.moves()
            .into_iter()
            .map(|m| -fastest(&b.play(m), ply + 1))
            .max()
            .unwrap()
    }
    let mut e = Engine::new(10);
    for b in all_positions()
        .into_iter()
        .filter(|b| b.cells.iter().filter(|&&c| c != 0).count() >= 3)
    {
        let want = fastest(&b, 0);
        let v = e.solve(&mut Ttt::new(b, true), -MATE, MATE).value;
        assert_eq!(v, want, "{:?}", b);
    }
}

/// 4x4 tic-tac-toe (POJ 1568's game): problems/find_winning_move's board, the very code the
/// judge runs, against plain negamax on positions with 7 stones.
#[allow(dead_code)]
#[path = "../../problems/find_winning_move/main.rs"]
mod find_winning_move;
use find_winning_move::Board as Four;

/// Plain negamax over every empty cell: -1 lost, 0 draw, 1 won for the side to move.
fn negamax(g: &mut Four) -> Score {
    if let Some(v) = g.terminal() {
        return v;
    }
    let mut best = -2;
    for m in 0..16 {
        if g.cell[m] == 0 {
            g.play(m as Move);
            best = best.max(-negamax(g));
            g.undo(m as Move);
        }
    }
    best
}

#[test]
fn four_by_four_solve_matches_plain_negamax() {
    let mut seed = 7u64;
    let mut e = Engine::new(16);
    let mut checked = 0;
    while checked < 12 {
        let mut g = Four {
            cell: [0; 16],
            turn: 1,
            z: Zobrist::new(16, 3),
        };
        for _ in 0..7 {
            let free: Vec<usize> = (0..16).filter(|&c| g.cell[c] == 0).collect();
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            g.play(free[(seed >> 33) as usize % free.len()] as Move);
        }
        if g.terminal().is_some() {
            continue;
        }
        let want = negamax(&mut g);
        let out = e.solve(&mut g, -1, 1);
        assert_eq!((out.status, out.value), (Status::Complete, want));
        // POJ's question, one null-window probe per move: is the opponent lost after it?
        for m in 0..16 {
            if g.cell[m] == 0 {
                g.play(m as Move);
                let lost = e.solve(&mut g, -1, 0).value == -1;
                assert_eq!(lost, negamax(&mut g) == -1);
                g.undo(m as Move);
            }
        }
        checked += 1;
    }
}
