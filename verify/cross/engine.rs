//! alphabeta_tt and exact_solver (+ zobrist) against the shared tic-tac-toe oracle
//! (`common::tictactoe::Board`): exact solve and full-depth search of every legal position with
//! one solver and one engine that are never cleared (the tables carry over between roots);
//! 4x4 tic-tac-toe solves on the board of problems/find_winning_move (its main.rs included)
//! against a plain negamax on random positions with 7 stones; the result contract (a move that
//! attains the value at every root in play) with win-in-one shortcuts, bounds and windows.
use crate::common::tictactoe::{Board, LINES};
use snippets::alphabeta_tt::{Engine, SearchGame, MATE};
use snippets::exact_solver::{ExactGame, ExactSolver, EXACT_INF};
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

impl Ttt {
    fn play_cell(&mut self, m: usize) {
        let b = *self.top();
        self.z.toggle(m, b.to_move() as usize);
        self.z.flip_side();
        self.stack.push(b.play(m));
    }
    fn undo_cell(&mut self, m: usize) {
        self.stack.pop();
        let b = *self.top();
        self.z.flip_side();
        self.z.toggle(m, b.to_move() as usize);
    }
    fn result(&self) -> Option<i32> {
        let b = self.top();
        if b.winner() != 0 {
            Some(if self.mate { -MATE } else { -1 })
        } else if b.is_full() {
            Some(0)
        } else {
            None
        }
    }
}

impl ExactGame for Ttt {
    type Move = usize;
    fn moves(&self, out: &mut Vec<usize>) {
        out.extend(self.top().moves());
    }
    fn play(&mut self, m: usize) {
        self.play_cell(m);
    }
    fn undo(&mut self, m: usize) {
        self.undo_cell(m);
    }
    fn key(&self) -> u64 {
        self.z.hash
    }
    fn outcome(&self) -> Option<i32> {
        self.result()
    }
    fn hint(&self, m: usize) -> i32 {
        [1, 0, 1, 0, 2, 0, 1, 0, 1][m]
    }
}

impl SearchGame for Ttt {
    type Move = usize;
    const MOVES: usize = 9;
    fn moves(&self, out: &mut Vec<usize>) {
        out.extend(self.top().moves());
    }
    fn play(&mut self, m: usize) {
        self.play_cell(m);
    }
    fn undo(&mut self, m: usize) {
        self.undo_cell(m);
    }
    fn key(&self) -> u64 {
        self.z.hash
    }
    fn outcome(&self) -> Option<i32> {
        self.result()
    }
    fn hint(&self, m: usize) -> i32 {
        [1, 0, 1, 0, 2, 0, 1, 0, 1][m]
    }
    fn evaluate(&self) -> i32 {
        // lines still open to the side to move minus those open to the other
        let (c, p) = (self.top().cells, self.top().to_move());
        let open = |p: u8| {
            LINES
                .iter()
                .filter(|l| l.iter().all(|&i| c[i] != 3 - p))
                .count()
        };
        open(p) as i32 - open(3 - p) as i32
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
        .map(|&b| Ttt::new(b, false).z.hash)
        .collect();
    assert_eq!(keys.len(), 5478);
    let (mut solver, mut searcher) = (ExactSolver::new(11), Engine::new(11));
    for &b in &positions {
        let want = b.negamax();
        let mut g = Ttt::new(b, false);
        let key = g.z.hash;
        let s = solver.solve(&mut g, -1, 1).unwrap();
        assert_eq!(s.0, want, "{:?}", b);
        let r = searcher.search(&mut g, 9);
        assert_eq!((r.0, r.1), (9, want), "{:?}", b);
        assert_eq!((g.stack.len(), g.z.hash), (1, key));
        if b.is_terminal() {
            assert_eq!((s.1, r.2), (None, None));
            continue;
        }
        // search's move and solve's move are optimal.
        assert_eq!(-b.play(r.2.unwrap()).negamax(), want);
        assert_eq!(-b.play(s.1.unwrap()).negamax(), want);
    }
}

#[test]
fn mate_scores_count_plies_to_the_end() {
    // Value MATE - d: the side to move wins with the stone played at ply d (fastest win).
    fn fastest(b: &Board, ply: i32) -> i32 {
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
    let mut e = Engine::new(9);
    for b in all_positions()
        .into_iter()
        .filter(|b| b.cells.iter().filter(|&&c| c != 0).count() >= 3)
    {
        let want = fastest(&b, 0);
        let v = e.search(&mut Ttt::new(b, true), 9).1;
        assert_eq!(v, want, "{:?}", b);
    }
}

/// Depth-limited negamax (the search oracle), mate scores counted from the root.
fn depth_negamax(g: &mut Ttt, depth: u32, ply: i32) -> i32 {
    if let Some(v) = g.result() {
        return if v == -MATE { v + ply } else { v };
    }
    if depth == 0 {
        return SearchGame::evaluate(g);
    }
    let mut best = -(1 << 30);
    for m in g.top().moves() {
        g.play_cell(m);
        best = best.max(-depth_negamax(g, depth - 1, ply + 1));
        g.undo_cell(m);
    }
    best
}

#[test]
fn solver_and_engine_used_in_turn_keep_their_values() {
    // An exact solve, then a depth-limited search, on one solver (never cleared) and one
    // engine (cleared per root: a deeper entry from another root would answer a shallower
    // probe with a deeper value than the fixed-depth oracle's).
    let (mut solver, mut engine) = (ExactSolver::new(11), Engine::new(11));
    let mut differ = 0;
    for s in [
        &[][..],
        &[4],
        &[0, 4],
        &[0, 1, 3],
        &[4, 0, 8],
        &[0, 1, 4, 2],
    ] {
        let b = s.iter().fold(Board::default(), |b, &m| b.play(m));
        engine.clear();
        for d in 1..=(9 - s.len() as u32) {
            let v = solver.solve(&mut Ttt::new(b, false), -1, 1).unwrap().0;
            assert_eq!(v, b.negamax());
            let mut g = Ttt::new(b, true);
            let want = depth_negamax(&mut g, d, 0);
            differ += (want != depth_negamax(&mut g, 9, 0)) as u32;
            assert_eq!(engine.search(&mut g, d).1, want, "{:?} depth {}", s, d);
        }
    }
    assert!(differ >= 5);
}

/// 4x4 tic-tac-toe (POJ 1568's game): problems/find_winning_move's board, the very code the
/// judge runs, against plain negamax on positions with 7 stones.
#[allow(dead_code)]
#[path = "../../problems/find_winning_move/main.rs"]
mod find_winning_move;
use find_winning_move::Board as Four;

/// Plain negamax over every empty cell: -1 lost, 0 draw, 1 won for the side to move.
fn negamax(g: &mut Four) -> i32 {
    if let Some(v) = g.outcome() {
        return v;
    }
    let mut best = -2;
    for m in 0..16 {
        if g.cell[m] == 0 {
            g.play(m);
            best = best.max(-negamax(g));
            g.undo(m);
        }
    }
    best
}

#[test]
fn four_by_four_solve_matches_plain_negamax() {
    let mut seed = 7u64;
    let mut e = ExactSolver::new(15);
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
            g.play(free[(seed >> 33) as usize % free.len()]);
        }
        if g.outcome().is_some() {
            continue;
        }
        let want = negamax(&mut g);
        assert_eq!(e.solve(&mut g, -1, 1).unwrap().0, want);
        // POJ's question, one null-window probe per move: is the opponent lost after it?
        for m in 0..16 {
            if g.cell[m] == 0 {
                g.play(m);
                let lost = e.solve(&mut g, -1, 0).unwrap().0 == -1;
                assert_eq!(lost, negamax(&mut g) == -1);
                g.undo(m);
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
        k.cells[c] = k.turn;
        k.turn = 3 - k.turn;
        k
    }
    fn empty(&self) -> Vec<usize> {
        if self.done() || self.full() {
            return Vec::new();
        }
        (0..self.n * self.n)
            .filter(|&c| self.cells[c] == 0)
            .collect()
    }
    /// base 3 (the cells determine the side to move); each engine sees one kind of Kn
    fn code(&self) -> u64 {
        self.cells.iter().fold(0, |k, &c| k * 3 + c as u64)
    }
    fn result(&self) -> Option<i32> {
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
}

impl ExactGame for Kn {
    type Move = usize;
    fn moves(&self, out: &mut Vec<usize>) {
        out.extend(self.empty());
    }
    fn play(&mut self, m: usize) {
        *self = self.play_cell(m);
    }
    fn undo(&mut self, m: usize) {
        self.cells[m] = 0;
        self.turn = 3 - self.turn;
    }
    fn key(&self) -> u64 {
        self.code()
    }
    fn outcome(&self) -> Option<i32> {
        self.result()
    }
    fn bounds(&self) -> (i32, i32) {
        match (self.bounded, self.can_win()) {
            (false, _) => (-EXACT_INF, EXACT_INF),
            (true, true) => (1, 1),
            (true, false) => (-1, 1),
        }
    }
}

impl SearchGame for Kn {
    type Move = usize;
    const MOVES: usize = 16;
    fn moves(&self, out: &mut Vec<usize>) {
        out.extend(self.empty());
    }
    fn play(&mut self, m: usize) {
        *self = self.play_cell(m);
    }
    fn undo(&mut self, m: usize) {
        self.cells[m] = 0;
        self.turn = 3 - self.turn;
    }
    fn key(&self) -> u64 {
        self.code()
    }
    fn outcome(&self) -> Option<i32> {
        self.result()
    }
}

/// Exact value of a Kn position for the side to move (memoized plain negamax, no shortcut).
fn kn_value(k: &Kn, memo: &mut std::collections::HashMap<[u8; 16], i32>) -> i32 {
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
/// `Some(move)` whose child attains it. One solver and one engine per combination (the
/// shortcut and the bounds change what a key means).
type Memo = std::collections::HashMap<[u8; 16], i32>;
fn check_contract(
    root: &Kn,
    solvers: &mut [ExactSolver<Kn>],
    engines: &mut [Engine<Kn>],
    memo: &mut Memo,
) {
    let want = kn_value(root, memo);
    let empty = root.empty().len() as u32;
    let (mut s, mut e) = (solvers.iter_mut(), engines.iter_mut());
    for win_in_one in [false, true] {
        for bounded in [false, true] {
            let mut g = Kn {
                win_in_one,
                bounded,
                ..root.clone()
            };
            let mut child = |m: usize| -kn_value(&root.play_cell(m), &mut *memo);
            let s = s.next().unwrap();
            for (lo, hi) in [(-1, 1), (-2, 1), (-30_000, 30_000), (-EXACT_INF, EXACT_INF)] {
                let (v, best) = s.solve(&mut g, lo, hi).unwrap();
                let what = format!("{:?} solve({}, {})", g, lo, hi);
                assert_eq!(v, want.clamp(lo, hi), "{}", what);
                let m = best.unwrap_or_else(|| panic!("no move: {}", what));
                assert!(root.cells[m] == 0, "{}", what);
                assert_eq!(child(m).clamp(lo, hi), v, "move {}: {}", m, what);
                assert_eq!(
                    g,
                    Kn {
                        win_in_one,
                        bounded,
                        ..root.clone()
                    }
                );
            }
            if bounded {
                continue; // search has no bounds
            }
            let (depth, v, best) = e.next().unwrap().search(&mut g, empty);
            let what = format!("{:?} search({})", g, empty);
            assert_eq!((depth, v), (empty, want), "{}", what);
            let m = best.unwrap_or_else(|| panic!("no move: {}", what));
            assert_eq!(child(m), want, "move {}: {}", m, what);
        }
    }
}

#[test]
fn every_result_comes_with_a_move_that_attains_it() {
    // Issue 12's reproduction: X on 0 and 1, O on 3 and 4, X to move (wins at 2).
    let mut memo = Memo::new();
    let mut solvers: Vec<ExactSolver<Kn>> = (0..4).map(|_| ExactSolver::new(11)).collect();
    let mut engines: Vec<Engine<Kn>> = (0..2).map(|_| Engine::new(11)).collect();
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
    check_contract(&k3(&repro), &mut solvers, &mut engines, &mut memo);
    let mut roots = 0;
    for b in all_positions().iter().filter(|b| !b.is_terminal()) {
        check_contract(&k3(b), &mut solvers, &mut engines, &mut memo);
        roots += 1;
    }
    assert_eq!(roots, 4520);
    // 4x4, four in a row: random positions with 6..=8 stones still in play.
    let mut seed = 11u64;
    let mut solvers: Vec<ExactSolver<Kn>> = (0..4).map(|_| ExactSolver::new(15)).collect();
    let mut engines: Vec<Engine<Kn>> = (0..2).map(|_| Engine::new(15)).collect();
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
            k = k.play_cell(free[(seed >> 33) as usize % free.len()]);
        }
        // 8 losses, 8 draws and 8 wins for the side to move
        let class = (kn_value(&k, &mut memo) + 1) as usize;
        if k.done() || seen[class] == 8 {
            continue;
        }
        seen[class] += 1;
        check_contract(&k, &mut solvers, &mut engines, &mut memo);
    }
}

/// The bench-only copies with switches (verify/bench/variants.rs): with every switch on they
/// are the snippets (same results, same node counts); with any switches off, still right.
#[path = "../bench/variants.rs"]
pub(crate) mod variants;

#[test]
fn bench_copies_are_the_snippets_with_switches() {
    use variants::{ExactSwitches, SwitchEngine, SwitchSolver, Switches, ALL, EXACT_ALL};
    let starts: [&[usize]; 5] = [&[], &[4], &[0, 4], &[0, 1, 3], &[4, 0, 8, 2]];
    let mut memo = Memo::new();
    for (i, s) in starts.iter().enumerate() {
        let b = s.iter().fold(Board::default(), |b, &m| b.play(m));
        let (depth, g) = (9 - s.len() as u32, || Ttt::new(b, true));
        let want: Vec<i32> = (0..=depth).map(|d| depth_negamax(&mut g(), d, 0)).collect();
        for bits in [0, 4, 10] {
            let (mut e, mut c) = (Engine::new(bits), SwitchEngine::new(bits, ALL));
            for d in 1..=depth {
                let r = e.search(&mut g(), d);
                assert_eq!((c.search(&mut g(), d), c.nodes), (r, e.nodes), "{:?}", s);
                assert_eq!(r.1, want[d as usize]);
            }
            let (mut x, mut y) = (ExactSolver::new(bits), SwitchSolver::new(bits, EXACT_ALL));
            let r = x.solve(&mut Ttt::new(b, false), -1, 1);
            let copy = y.solve(&mut Ttt::new(b, false), -1, 1);
            assert_eq!((copy, y.nodes), (r, x.nodes), "{:?}", s);
            // budgets that stop inside the solve (tables carried over)
            for budget in [0, 1, 37, 400] {
                (x.budget, y.budget) = (Some(budget), Some(budget));
                let r = x.solve(&mut Ttt::new(b, false), -1, 1);
                let copy = y.solve(&mut Ttt::new(b, false), -1, 1);
                assert_eq!((copy, y.nodes), (r, x.nodes), "{:?} budget {}", s, budget);
            }
        }
        // any switches: the oracle's values (the empty board: every 5th combination)
        for mask in (0..128u32).step_by(if i == 0 { 5 } else { 1 }) {
            let on = |k: u32| mask >> k & 1 == 1;
            let (tt, two_slots, killers, history) = (on(0), on(1), on(2), on(3));
            let (hint, pvs, aspiration) = (on(4), on(5), on(6));
            let sw = Switches {
                tt,
                two_slots,
                killers,
                history,
                hint,
                pvs,
                aspiration,
                lmr: true, // hints >= 0: nothing to reduce
            };
            let mut e = SwitchEngine::new([0, 4, 10][mask as usize % 3], sw);
            for d in 1..=depth {
                assert_eq!(e.search(&mut g(), d).1, want[d as usize], "{:?}", sw);
            }
        }
        for mask in 0..16u32 {
            let on = |k: u32| mask >> k & 1 == 1;
            let sw = ExactSwitches {
                tt: on(0),
                two_slots: on(1),
                hint: on(2),
                bounds: on(3),
            };
            let mut cells = [0; 16];
            cells[..9].copy_from_slice(&b.cells);
            let mut k = Kn {
                n: 3,
                cells,
                turn: b.to_move(),
                win_in_one: false,
                bounded: true,
            };
            let want = kn_value(&k, &mut memo);
            assert_eq!(
                SwitchSolver::new(mask % 5, sw)
                    .solve(&mut k, -1, 1)
                    .unwrap()
                    .0,
                want,
                "{:?}",
                sw
            );
        }
    }
}
