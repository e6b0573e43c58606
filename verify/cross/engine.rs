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
        // search's move and solve's move are optimal.
        assert_eq!(-b.play(r.best.unwrap() as usize).negamax(), want);
        assert_eq!(-b.play(s.best.unwrap() as usize).negamax(), want);
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

/// n x n tic-tac-toe (n in a row wins) scored -1 / 0 / 1 for the side to move, for the
/// result contract: with `win_in_one`, outcome() also reports a win when the side to move can
/// complete a line (a shortcut the trait allows); with `bounded`, bounds() is (1, 1) then and
/// (-1, 1) otherwise. moves() gives none once the game is over.
#[derive(Clone, PartialEq, Debug)]
struct Kn {
    n: usize,
    cells: [u8; 16],
    turn: u8,
    win_in_one: bool,
    bounded: bool,
}

impl Kn {
    fn lines(&self) -> &'static [&'static [usize]] {
        const L3: [&[usize]; 8] = [
            &[0, 1, 2],
            &[3, 4, 5],
            &[6, 7, 8],
            &[0, 3, 6],
            &[1, 4, 7],
            &[2, 5, 8],
            &[0, 4, 8],
            &[2, 4, 6],
        ];
        const L4: [&[usize]; 10] = [
            &[0, 1, 2, 3],
            &[4, 5, 6, 7],
            &[8, 9, 10, 11],
            &[12, 13, 14, 15],
            &[0, 4, 8, 12],
            &[1, 5, 9, 13],
            &[2, 6, 10, 14],
            &[3, 7, 11, 15],
            &[0, 5, 10, 15],
            &[3, 6, 9, 12],
        ];
        if self.n == 3 {
            &L3
        } else {
            &L4
        }
    }
    fn done(&self) -> bool {
        self.lines()
            .iter()
            .any(|l| self.cells[l[0]] != 0 && l.iter().all(|&c| self.cells[c] == self.cells[l[0]]))
    }
    fn full(&self) -> bool {
        self.cells[..self.n * self.n].iter().all(|&c| c != 0)
    }
    /// The side to move has a line with one empty cell and its own stones elsewhere.
    fn can_win(&self) -> bool {
        self.lines().iter().any(|l| {
            let mine = l.iter().filter(|&&c| self.cells[c] == self.turn).count();
            let free = l.iter().filter(|&&c| self.cells[c] == 0).count();
            mine + 1 == self.n && free == 1
        })
    }
    fn play_cell(&self, c: usize) -> Kn {
        let mut k = self.clone();
        k.play(c as Move);
        k
    }
}

impl Game for Kn {
    const MOVES: usize = 16;
    fn moves(&self, out: &mut Vec<Move>) {
        if !self.done() && !self.full() {
            out.extend(
                (0..self.n * self.n)
                    .filter(|&c| self.cells[c] == 0)
                    .map(|c| c as Move),
            );
        }
    }
    fn play(&mut self, m: Move) {
        self.cells[m as usize] = self.turn;
        self.turn = 3 - self.turn;
    }
    fn undo(&mut self, m: Move) {
        self.cells[m as usize] = 0;
        self.turn = 3 - self.turn;
    }
    fn key(&self) -> u64 {
        // base 3: the cells determine the side to move
        self.cells.iter().fold(0, |k, &c| k * 3 + c as u64)
    }
    fn terminal(&self) -> Option<Score> {
        if self.done() {
            Some(-1)
        } else if self.full() {
            Some(0)
        } else if self.win_in_one && self.can_win() {
            Some(1)
        } else {
            None
        }
    }
    fn bounds(&self) -> (Score, Score) {
        match (self.bounded, self.can_win()) {
            (false, _) => (-(1 << 30) + 1, (1 << 30) - 1),
            (true, true) => (1, 1),
            (true, false) => (-1, 1),
        }
    }
}

/// Exact value of a Kn position for the side to move (memoized plain negamax, no shortcut).
fn kn_value(k: &Kn, memo: &mut std::collections::HashMap<[u8; 16], Score>) -> Score {
    if k.done() {
        return -1;
    }
    if k.full() {
        return 0;
    }
    if let Some(&v) = memo.get(&k.cells) {
        return v;
    }
    let v = (0..k.n * k.n)
        .filter(|&c| k.cells[c] == 0)
        .map(|c| -kn_value(&k.play_cell(c), memo))
        .max()
        .unwrap();
    memo.insert(k.cells, v);
    v
}

/// The result contract on one root not over: for every combination of shortcut, bounds and
/// window, `solve` and a full-depth `search` give the exact value (clamped to the window) and
/// `Some(move)` whose child attains it.
fn check_contract(
    root: &Kn,
    engines: &mut [Engine],
    memo: &mut std::collections::HashMap<[u8; 16], Score>,
) {
    let want = kn_value(root, memo);
    let empty = root.cells[..root.n * root.n]
        .iter()
        .filter(|&&c| c == 0)
        .count() as u32;
    let mut e = engines.iter_mut();
    for win_in_one in [false, true] {
        for bounded in [false, true] {
            let mut g = Kn {
                win_in_one,
                bounded,
                ..root.clone()
            };
            let mut child = |m: Move| -kn_value(&root.play_cell(m as usize), &mut *memo);
            let e = e.next().unwrap();
            for (lo, hi) in [(-1, 1), (-2, 1), (-MATE, MATE)] {
                let out = e.solve(&mut g, lo, hi);
                let what = format!("{:?} solve({}, {})", g, lo, hi);
                assert_eq!(
                    (out.status, out.value),
                    (Status::Complete, want.clamp(lo, hi)),
                    "{}",
                    what
                );
                let m = out.best.unwrap_or_else(|| panic!("no move: {}", what));
                assert!(root.cells[m as usize] == 0, "{}", what);
                assert_eq!(child(m).clamp(lo, hi), out.value, "move {}: {}", m, what);
                assert_eq!(
                    g,
                    Kn {
                        win_in_one,
                        bounded,
                        ..root.clone()
                    }
                );
            }
            let out = e.search(&mut g, empty);
            let what = format!("{:?} search({})", g, empty);
            assert_eq!(
                (out.status, out.value),
                (Status::Complete, want),
                "{}",
                what
            );
            let m = out.best.unwrap_or_else(|| panic!("no move: {}", what));
            assert_eq!(child(m), want, "move {}: {}", m, what);
        }
    }
}

#[test]
fn every_result_comes_with_a_move_that_attains_it() {
    // Issue 12's reproduction: X on 0 and 1, O on 3 and 4, X to move (wins at 2).
    let mut memo = std::collections::HashMap::new();
    let mut engines: Vec<Engine> = (0..4).map(|_| Engine::new(12)).collect();
    let k3 = |b: &Board| {
        let mut cells = [0; 16];
        cells[..9].copy_from_slice(&b.cells);
        Kn {
            n: 3,
            cells,
            turn: b.to_move(),
            win_in_one: false,
            bounded: false,
        }
    };
    let mut repro = Board::default();
    for c in [0, 3, 1, 4] {
        repro = repro.play(c);
    }
    check_contract(&k3(&repro), &mut engines, &mut memo);
    let mut roots = 0;
    for b in all_positions().iter().filter(|b| !b.is_terminal()) {
        check_contract(&k3(b), &mut engines, &mut memo);
        roots += 1;
    }
    assert_eq!(roots, 4520);
    // 4x4, four in a row: random positions with 6..=8 stones still in play.
    let mut seed = 11u64;
    let mut engines: Vec<Engine> = (0..4).map(|_| Engine::new(16)).collect();
    let mut seen = [0; 3];
    while seen.iter().any(|&s| s < 8) {
        let mut k = Kn {
            n: 4,
            cells: [0; 16],
            turn: 1,
            win_in_one: false,
            bounded: false,
        };
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        for _ in 0..6 + (seed >> 40) % 5 {
            let free: Vec<usize> = (0..16).filter(|&c| k.cells[c] == 0).collect();
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            k.play(free[(seed >> 33) as usize % free.len()] as Move);
        }
        // 8 losses, 8 draws and 8 wins for the side to move
        let class = (kn_value(&k, &mut memo) + 1) as usize;
        if k.done() || seen[class] == 8 {
            continue;
        }
        seen[class] += 1;
        check_contract(&k, &mut engines, &mut memo);
    }
}
