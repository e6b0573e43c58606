//! The Ultimate Tic-Tac-Toe bot (problems/uttt/main.rs) against the rules as the statement and
//! the CodinGame referee state them (../shared/problems2.md), written plainly on a 9x9 array:
//! perft to depth 6 (depth 6 is the first that tells closed won boards from open ones), legal
//! moves and results along random games, undo and keys, hand-built positions for each rule,
//! and every reply of the bot legal through whole games of the protocol.
#[allow(dead_code)]
#[path = "../../problems/uttt/main.rs"]
mod bot;

use bot::{cell, perft, row_col, Board, Budget, Cell, Player, Rng};
use snippets::alphabeta_tt::SearchGame;

/// The rules on a 9x9 array: 0 empty, 1 first player, 2 second.
#[derive(Clone)]
struct Plain {
    g: [[u8; 9]; 9],
    last: Option<(usize, usize)>,
    stones: usize,
}

/// The player holding a line of three in a 3x3 grid read through `at`, or 0.
fn line_owner(at: impl Fn(usize, usize) -> u8) -> u8 {
    let mut lines: Vec<[(usize, usize); 3]> = Vec::new();
    for k in 0..3 {
        lines.push([(k, 0), (k, 1), (k, 2)]);
        lines.push([(0, k), (1, k), (2, k)]);
    }
    lines.push([(0, 0), (1, 1), (2, 2)]);
    lines.push([(0, 2), (1, 1), (2, 0)]);
    for l in lines {
        let p = at(l[0].0, l[0].1);
        if p != 0 && l.iter().all(|&(r, c)| at(r, c) == p) {
            return p;
        }
    }
    0
}

impl Plain {
    fn new() -> Self {
        Plain {
            g: [[0; 9]; 9],
            last: None,
            stones: 0,
        }
    }
    fn play(&mut self, (r, c): (usize, usize)) {
        self.g[r][c] = 1 + (self.stones % 2) as u8;
        self.stones += 1;
        self.last = Some((r, c));
    }
    fn winner(&self, br: usize, bc: usize) -> u8 {
        line_owner(|r, c| self.g[3 * br + r][3 * bc + c])
    }
    fn open(&self, br: usize, bc: usize) -> bool {
        let full = (0..9).all(|i| self.g[3 * br + i / 3][3 * bc + i % 3] != 0);
        self.winner(br, bc) == 0 && !full
    }
    /// Empty cells of the small board the last move points at; any empty cell of an open small
    /// board if that one is won or full (won boards are closed).
    fn moves(&self) -> Vec<(usize, usize)> {
        let target = self
            .last
            .map(|(r, c)| (r % 3, c % 3))
            .filter(|&(br, bc)| self.open(br, bc));
        let mut v = Vec::new();
        for r in 0..9 {
            for c in 0..9 {
                let b = (r / 3, c / 3);
                if self.g[r][c] == 0 && self.open(b.0, b.1) && target.map_or(true, |t| t == b) {
                    v.push((r, c));
                }
            }
        }
        v
    }
    /// For the side to move: a line of won boards ends the game, else no move left: most boards.
    fn outcome(&self) -> Option<i32> {
        let me = 1 + (self.stones % 2) as u8;
        let main = line_owner(|br, bc| self.winner(br, bc));
        if main != 0 {
            return Some(if main == me { 1 } else { -1 });
        }
        if !self.moves().is_empty() {
            return None;
        }
        let count = |p: u8| (0..9).filter(|&b| self.winner(b / 3, b % 3) == p).count();
        let (mine, theirs) = (count(me), count(3 - me));
        Some((mine > theirs) as i32 - (mine < theirs) as i32)
    }
}

fn sorted_moves(b: &Board) -> Vec<(usize, usize)> {
    let mut ms = Vec::new();
    b.moves(&mut ms);
    let mut v: Vec<_> = ms.into_iter().map(row_col).collect();
    v.sort();
    v
}

/// Both boards from nine small boards (row-major, each 9 chars 'X', 'O', '.' row-major): the
/// marks are played alternately, X first, `last` (row, col) last; play does not check the
/// forced board, so any layout with as many X as O (or one more) can be built.
fn build(boards: [&str; 9], last: (usize, usize)) -> (Board, Plain) {
    let (mut xs, mut os) = (Vec::new(), Vec::new());
    for (b, s) in boards.iter().enumerate() {
        assert_eq!(s.len(), 9, "board {}", b);
        for (i, ch) in s.chars().enumerate() {
            let rc = (b / 3 * 3 + i / 3, b % 3 * 3 + i % 3);
            match ch {
                'X' => xs.push(rc),
                'O' => os.push(rc),
                _ => {}
            }
        }
    }
    let x_last = xs.len() == os.len() + 1;
    assert!(
        x_last || xs.len() == os.len(),
        "{} X and {} O",
        xs.len(),
        os.len()
    );
    let mover = if x_last { &mut xs } else { &mut os };
    let k = mover
        .iter()
        .position(|&rc| rc == last)
        .expect("last is a mark of the last mover");
    mover.remove(k);
    let mut order = Vec::new();
    for i in 0..xs.len().max(os.len()) {
        order.extend(xs.get(i));
        order.extend(os.get(i));
    }
    order.push(last);
    let (mut b, mut p) = (Board::new(), Plain::new());
    for rc in order {
        b.play(cell(rc.0, rc.1));
        p.play(rc);
    }
    (b, p)
}

/// Checks the bitboard against the plain rules at this position; returns the legal moves.
fn agree(b: &Board, p: &Plain) -> Vec<(usize, usize)> {
    let moves = p.moves();
    assert_eq!(b.outcome(), p.outcome());
    if b.outcome().is_none() {
        assert_eq!(sorted_moves(b), moves);
        assert_eq!(b.count_moves() as usize, moves.len());
    }
    moves
}

#[test]
fn perft_matches_the_published_counts_to_depth_6() {
    let expected = [1, 81, 720, 6_336, 55_080, 473_256, 4_020_960];
    let mut b = Board::new();
    for (d, &n) in expected.iter().enumerate() {
        assert_eq!(perft(&mut b, d as u32), n, "depth {}", d);
    }
    assert_eq!(b, Board::new());
}

#[test]
fn random_games_follow_the_plain_rules_and_undo_restores_everything() {
    let mut rng = Rng::new(15);
    let mut ends = [0; 3];
    for _ in 0..400 {
        let (mut b, mut p) = (Board::new(), Plain::new());
        let mut trail = vec![(b, Vec::new())];
        loop {
            let moves = agree(&b, &p);
            if let Some(r) = b.outcome() {
                ends[(r + 1) as usize] += 1;
                break;
            }
            let rc = moves[rng.below(moves.len() as u32) as usize];
            b.play(cell(rc.0, rc.1));
            p.play(rc);
            trail.last_mut().unwrap().1.push(rc);
            trail.push((b, Vec::new()));
        }
        // Undo back to the start: every position and its key come back exactly.
        trail.pop();
        while let Some((before, played)) = trail.pop() {
            let rc = played[0];
            b.undo(cell(rc.0, rc.1));
            assert_eq!(b, before);
            assert_eq!(b.key(), before.key());
        }
    }
    // Games end in all three ways: a loss or a win for the side to move, and draws.
    assert!(ends.iter().all(|&n| n > 10), "{:?}", ends);
}

#[test]
fn the_cached_evaluation_is_the_weighted_one_with_the_bots_weights() {
    // evaluate_lines reads per-board chances that play and undo keep up to date; it must
    // equal evaluate_weighted(&WEIGHTS), which computes them from the marks, everywhere.
    let mut rng = Rng::new(21);
    for _ in 0..300 {
        let mut b = Board::new();
        let mut trail = Vec::new();
        while b.outcome().is_none() {
            assert_eq!(b.evaluate_lines(), b.evaluate_weighted(&bot::WEIGHTS));
            let m = b.random_move(&mut rng);
            b.play(m);
            trail.push(m);
        }
        while let Some(m) = trail.pop() {
            b.undo(m);
            assert_eq!(b.evaluate_lines(), b.evaluate_weighted(&bot::WEIGHTS));
        }
    }
}

#[test]
fn random_moves_and_playouts_are_legal() {
    let mut rng = Rng::new(7);
    for _ in 0..200 {
        let mut b = Board::new();
        while b.outcome().is_none() {
            let m = b.random_move(&mut rng);
            let mut ms = Vec::new();
            b.moves(&mut ms);
            assert!(ms.contains(&m));
            b.play(m);
        }
        let r = Board::new().playout(&mut rng);
        assert!((-1..=1).contains(&r));
    }
    // The first move is uniform enough: every one of the 81 cells comes up.
    let mut seen = [false; 81];
    for _ in 0..2000 {
        seen[Board::new().random_move(&mut rng) as usize] = true;
    }
    assert!(seen.iter().all(|&s| s));
}

#[test]
fn keys_follow_the_position_not_the_move_order() {
    let after = |moves: &[(usize, usize)]| {
        let mut b = Board::new();
        for &(r, c) in moves {
            b.play(cell(r, c));
        }
        b
    };
    // X (0,0) and (1,1) in either order, O (0,3) and (3,4): same marks, same last move.
    let a = after(&[(0, 0), (0, 3), (1, 1), (3, 4)]);
    let b = after(&[(1, 1), (3, 4), (0, 0), (0, 3)]);
    assert_ne!(a.key(), b.key(), "forced boards 1 and 4 differ");
    let c = after(&[(1, 1), (0, 3), (0, 0), (3, 4)]);
    assert_eq!(a.key(), c.key());
    assert_ne!(a.key(), Board::new().key());
}

#[test]
fn row_col_and_cell_are_inverse() {
    for m in 0..81u8 {
        let (r, c) = row_col(m);
        assert_eq!(cell(r, c), m);
    }
    assert_eq!(row_col(cell(7, 2)), (7, 2));
    assert_eq!(cell(0, 0), 0);
    assert_eq!(cell(4, 4), 40);
    assert_eq!(cell(8, 8), 80);
}

const P1: &str = "XOXXOOOXX"; // a full small board without a line: 5 X, 4 O
const P2: &str = "OXOOXXXOO"; // the same with colours swapped: 4 X, 5 O
const E: &str = ".........";

#[test]
fn forced_board_open_means_only_that_board() {
    let (b, p) = build([E, E, E, E, "....X....", E, E, E, E], (4, 4));
    assert_eq!(
        agree(&b, &p),
        [
            (3, 3),
            (3, 4),
            (3, 5),
            (4, 3),
            (4, 5),
            (5, 3),
            (5, 4),
            (5, 5)
        ]
    );
}

#[test]
fn forced_board_won_or_full_frees_the_move_to_open_boards_only() {
    // X won board 0; O's last move (3,3) sends X there: any empty cell outside board 0.
    let (b, p) = build(["XXX......", E, E, E, "O...OO...", E, E, E, E], (3, 3));
    let moves = agree(&b, &p);
    assert_eq!(moves.len(), 81 - 9 - 3);
    assert!(
        moves.iter().all(|&(r, c)| r >= 3 || c >= 3),
        "won board 0 is closed"
    );
    // The move that wins board 0 is its own cell 0: it sends O to the board it just closed.
    let (b, p) = build(
        ["XXX......", "....O....", "....O....", E, E, E, E, E, E],
        (0, 0),
    );
    assert_eq!(agree(&b, &p).len(), 81 - 9 - 2);
    // Board 0 full without a line, O sent there by (3,3): any empty cell outside board 0.
    let (b, p) = build([P1, E, E, E, "O........", E, E, E, E], (3, 3));
    assert_eq!(agree(&b, &p).len(), 81 - 9 - 1);
    // The move that fills board 0 is its cell 0.
    let (b, p) = build([P1, E, E, E, E, E, E, E, E], (0, 0));
    assert_eq!(agree(&b, &p).len(), 72);
    // A board won by O with empty cells left stays closed while other boards are open.
    let (b, p) = build(
        ["OOO.X....", "X...X....", E, "X........", E, E, E, E, E],
        (1, 4),
    );
    let moves = agree(&b, &p);
    assert_eq!(moves.len(), 9, "X's (1,4) sends O to board 4 (open, empty)");
    assert!(b.outcome().is_none());
}

#[test]
fn three_won_boards_in_a_line_end_the_game_at_once() {
    let o8 = [
        "X........",
        "O...O....",
        "O...O....",
        "O...O....",
        "X........",
        "O...O....",
        "XX.......",
        E,
        E,
    ];
    // X wins boards 0, 4, 8 (a diagonal) with its last move (8,8): O to move has lost, although
    // most cells are empty.
    let mut boards = o8;
    boards[0] = "XXX......";
    boards[4] = "XXX......";
    boards[8] = "......XXX";
    boards[6] = E;
    let (b, p) = build(boards, (8, 8));
    agree(&b, &p);
    assert_eq!(b.outcome(), Some(-1));
    assert!(!p.moves().is_empty());
    // Boards 0, 1, 5 won by X: no line, the game goes on.
    let mut boards = o8;
    boards[0] = "XXX......";
    boards[1] = "XXX.O....";
    boards[5] = "XXX.O....";
    boards[6] = E;
    boards[4] = "O...O....";
    let (b, p) = build(boards, (3, 8));
    assert_eq!(b.outcome(), None);
    agree(&b, &p);
    // O wins the column 2, 5, 8.
    let boards = [
        "X.X......",
        "X.X......",
        "OOO......",
        "X........",
        "X.X.X....",
        "OOO......",
        "X........",
        E,
        "OOO......",
    ];
    let (b, p) = build(boards, (6, 8));
    assert_eq!(b.outcome(), Some(-1), "X to move has lost");
    agree(&b, &p);
}

#[test]
fn a_full_main_board_without_a_line_goes_to_the_most_boards() {
    let x = "XXX......";
    let o = "OOO......";
    // X has boards 0, 1, 5, 6 and O boards 2, 3, 4, boards 7 and 8 full: X moved last.
    let (b, p) = build([x, x, o, o, o, x, x, P2, P2], (6, 7));
    assert_eq!(agree(&b, &p), []);
    assert_eq!(b.outcome(), Some(-1), "O to move has fewer boards");
    // The same with one more O mark in X's board 0: O moved last, X to move has won.
    let (b, p) = build(["XXXO.....", x, o, o, o, x, x, P2, P2], (1, 0));
    agree(&b, &p);
    assert_eq!(b.outcome(), Some(1));
    // Three boards each: a draw.
    let (b, p) = build([x, x, o, o, o, x, P1, P1, P2], (6, 0));
    agree(&b, &p);
    assert_eq!(b.outcome(), Some(0));
    // One open board left (board 8 not full): the game goes on.
    let (b, p) = build([x, x, o, o, o, x, P1, P1, "OXOOX.XO."], (6, 0));
    assert_eq!(agree(&b, &p), [(7, 8), (8, 8)]);
}

#[test]
fn uct_takes_a_winning_move_and_is_reproducible() {
    // X to move wins the diagonal 0, 4, 8 by (8,8); O sent X to board 8 with (5,8).
    let boards = [
        "XXX......",
        "O........",
        "O...O....",
        "O...O....",
        "XXX......",
        "O....O..O",
        E,
        E,
        "......XX.",
    ];
    let (b, _) = build(boards, (5, 8));
    assert!(b.outcome().is_none());
    let (m, iters) = bot::uct(&b, Budget::Iters(3000), &mut Rng::new(1));
    assert_eq!((row_col(m), iters), ((8, 8), 3000));
    let again = bot::uct(&b, Budget::Iters(3000), &mut Rng::new(1));
    assert_eq!(again, (m, 3000));
}

#[test]
fn the_bot_replies_legally_through_whole_games() {
    let mut rng = Rng::new(99);
    for game in 0..12 {
        let mut bot = Player::new();
        let mut p = Plain::new();
        let bot_side = (game % 2) as usize; // 0: the bot moves first
        let (mut opp, mut played, mut replied) = (None, Vec::new(), 0);
        while p.outcome().is_none() {
            let mut valid = p.moves();
            for i in (1..valid.len()).rev() {
                valid.swap(i, rng.below(i as u32 + 1) as usize); // the referee shuffles
            }
            let rc = if p.stones % 2 == bot_side {
                let rc = bot.turn(opp, &valid, Budget::Iters(40));
                assert!(
                    valid.contains(&rc),
                    "game {}: {:?} not in {:?}",
                    game,
                    rc,
                    valid
                );
                replied = played.len() + 1;
                rc
            } else {
                opp = Some(valid[0]);
                valid[0]
            };
            p.play(rc);
            played.push(rc);
        }
        // The bot's board followed the game up to its own last reply.
        let mut b = Board::new();
        for &(r, c) in &played[..replied] {
            b.play(cell(r, c));
        }
        assert_eq!(bot.board, b, "game {}", game);
    }
}

#[test]
fn the_bot_falls_back_to_the_referees_list_when_its_board_disagrees() {
    // After (4,4) the bot must play in board 4; a referee listing (0,0) and (0,1) is obeyed.
    let mut bot = Player::new();
    let valid = [(0, 0), (0, 1)];
    assert_eq!(bot.turn(Some((4, 4)), &valid, Budget::Iters(10)), (0, 0));
    // One valid action: played at once, without a search (a budget of 0 would still search).
    let mut bot = Player::new();
    assert_eq!(bot.turn(Some((4, 4)), &[(3, 5)], Budget::Iters(0)), (3, 5));
    // A board the bot thinks finished (X won boards 0, 4, 8): no search, the first action.
    let x = "XXX......";
    let o = "O...O....";
    let (finished, _) = build([x, o, o, o, x, o, E, E, "......XXX"], (8, 8));
    assert_eq!(finished.outcome(), Some(-1));
    let mut bot = Player::new();
    bot.board = finished;
    assert_eq!(bot.turn(None, &[(5, 5), (1, 1)], Budget::Iters(10)), (5, 5));
}

/// Plain depth-limited negamax over the board's SearchGame impl (the alpha-beta oracle).
fn ab_negamax(b: &mut Board, depth: u32) -> i32 {
    if let Some(v) = SearchGame::outcome(b) {
        return v;
    }
    if depth == 0 {
        return b.evaluate();
    }
    let mut ms: Vec<Cell> = Vec::new();
    SearchGame::moves(b, &mut ms);
    let mut best = i32::MIN;
    for m in ms {
        SearchGame::play(b, m);
        best = best.max(-ab_negamax(b, depth - 1));
        SearchGame::undo(b, m);
    }
    best
}

/// Random positions 6..40 plies into random games that still go on.
fn random_positions(seed: u64, n: usize) -> Vec<Board> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < n {
        let mut b = Board::new();
        let plies = 6 + rng.below(35);
        while b.ply() < plies as usize && b.outcome().is_none() {
            let m = b.random_move(&mut rng);
            b.play(m);
        }
        if b.outcome().is_none() {
            out.push(b);
        }
    }
    out
}

/// The board with no quiet move, so LMR reduces none (the same hints: the same order).
#[derive(Clone, Copy, PartialEq, Debug)]
struct Loud(Board);

impl snippets::alphabeta_tt::SearchGame for Loud {
    type Move = Cell;
    const MOVES: usize = 82;
    fn moves(&self, out: &mut Vec<Cell>) {
        SearchGame::moves(&self.0, out)
    }
    fn play(&mut self, m: Cell) {
        SearchGame::play(&mut self.0, m)
    }
    fn undo(&mut self, m: Cell) {
        SearchGame::undo(&mut self.0, m)
    }
    fn outcome(&self) -> Option<i32> {
        SearchGame::outcome(&self.0)
    }
    fn key(&self) -> u64 {
        SearchGame::key(&self.0)
    }
    fn evaluate(&self) -> i32 {
        self.0.evaluate()
    }
    fn hint(&self, m: Cell) -> i32 {
        self.0.hint(m)
    }
}

/// The board searched with its first evaluation (`Board::evaluate_simple`), the same moves,
/// hints and quiet moves: the searches recorded before the evaluation changed.
#[derive(Clone, Copy, PartialEq, Debug)]
struct Simple(Board);

impl snippets::alphabeta_tt::SearchGame for Simple {
    type Move = Cell;
    const MOVES: usize = 82;
    fn moves(&self, out: &mut Vec<Cell>) {
        SearchGame::moves(&self.0, out)
    }
    fn play(&mut self, m: Cell) {
        SearchGame::play(&mut self.0, m)
    }
    fn undo(&mut self, m: Cell) {
        SearchGame::undo(&mut self.0, m)
    }
    fn outcome(&self) -> Option<i32> {
        SearchGame::outcome(&self.0)
    }
    fn key(&self) -> u64 {
        SearchGame::key(&self.0)
    }
    fn evaluate(&self) -> i32 {
        self.0.evaluate_simple()
    }
    fn hint(&self, m: Cell) -> i32 {
        self.0.hint(m)
    }
    fn quiet(&self, m: Cell) -> bool {
        self.0.quiet(m)
    }
}

#[test]
fn alphabeta_on_the_board_equals_plain_negamax() {
    use snippets::alphabeta_tt::{Engine, MATE};
    let (mut e, mut loud_e) = (Engine::new(12), Engine::new(12));
    let mut tempo = 0;
    for b in random_positions(3, 24) {
        // every move of the board but a winning one is quiet: LMR reduces from depth 3 on
        for (d, loud) in [(1, false), (2, false), (1, true), (2, true), (3, true)] {
            e.clear();
            loud_e.clear();
            let mut g = b;
            let want = ab_negamax(&mut g, d);
            let (depth, v, best) = match loud {
                false => e.search(&mut g, d),
                true => loud_e.search(&mut Loud(g), d),
            };
            assert_eq!((depth, v, g), (d, want, b), "{:?} depth {}", b, d);
            // the move reaches the value
            SearchGame::play(&mut g, best.unwrap());
            assert_eq!(-ab_negamax(&mut g, d - 1), want);
        }
        // evaluate is for the side to move: a pass (same marks, other side) negates it but
        // for the tempo of the side to move, which only adds: where neither side can win a
        // small board at once the pass negates it exactly
        let mut g = b;
        let v = g.evaluate();
        let threat = |g: &Board| sorted_moves(g).iter().any(|&(r, c)| !g.quiet(cell(r, c)));
        let mine = threat(&g);
        SearchGame::play(&mut g, bot::PASS);
        let sum = g.evaluate() + v;
        assert!(sum >= 0, "{:?}", b);
        if !mine && !threat(&g) {
            assert_eq!(sum, 0, "{:?}", b);
        } else {
            tempo += (sum > 0) as usize;
        }
        assert!(v.abs() < MATE / 2);
    }
    assert!(
        tempo > 0,
        "no position had the tempo of an immediate small-board win"
    );
}

#[test]
fn a_pass_flips_the_side_keeps_the_forced_board_and_undoes_exactly() {
    for b in random_positions(5, 50) {
        let mut g = b;
        let before = sorted_moves(&b);
        SearchGame::play(&mut g, bot::PASS);
        assert_eq!(g.side(), 1 - b.side());
        assert_ne!(SearchGame::key(&g), SearchGame::key(&b));
        // the other side must play in the same small boards
        assert_eq!(sorted_moves(&g), before);
        // a move after the pass marks for the other side, and undoes back to the pass
        let m = cell(before[0].0, before[0].1);
        let after_pass = g;
        SearchGame::play(&mut g, m);
        assert_eq!(g.side(), b.side());
        SearchGame::undo(&mut g, m);
        assert_eq!(g, after_pass);
        SearchGame::undo(&mut g, bot::PASS);
        assert_eq!((g, SearchGame::key(&g)), (b, SearchGame::key(&b)));
    }
}

#[test]
fn alphabeta_takes_a_winning_move() {
    // the position of uct_takes_a_winning_move: X to move wins the diagonal 0, 4, 8 by (8,8)
    let boards = [
        "XXX......",
        "O........",
        "O...O....",
        "O...O....",
        "XXX......",
        "O....O..O",
        E,
        E,
        "......XX.",
    ];
    let (b, _) = build(boards, (5, 8));
    let mut e = snippets::alphabeta_tt::Engine::new(10);
    let (m, nodes) = bot::alphabeta(&mut e, &b, Budget::Iters(5000));
    assert_eq!((row_col(m), nodes), ((8, 8), 5000));
    // a budget too small for depth 1: the first legal move
    let (m, nodes) = bot::alphabeta(&mut e, &b, Budget::Iters(1));
    assert_eq!((row_col(m), nodes), (sorted_moves(&b)[0], 1));
}

#[test]
fn the_bench_copy_searches_the_board_as_the_snippet_does() {
    use snippets::alphabeta_tt::Engine;
    // the bench copy of the engine (verify/bench/variants.rs) that the arena's `abcopy`,
    // `ab-lmr` and `ab+null` bots run
    use crate::engine::variants::{SwitchEngine, ALL};
    let (mut e, mut c) = (Engine::new(10), SwitchEngine::<Board>::new(10, ALL));
    for (i, b) in random_positions(9, 12).into_iter().enumerate() {
        // one search to depth 4, then budgets that stop inside it (tables carried over)
        for budget in [u64::MAX, 1, 50, 333, 2000 + i as u64 * 97] {
            (e.budget, c.budget) = (Some(budget), Some(budget));
            let r = e.search(&mut b.clone(), 4);
            assert_eq!((c.search(&mut b.clone(), 4), c.nodes), (r, e.nodes));
        }
    }
}

#[test]
fn quiet_moves_search_as_negative_hints_did() {
    // Before `SearchGame::quiet`, a move with hint < 0 was reduced; the board's `quiet` says
    // what its hint < 0 said. The digest and the node total of these searches (depths 3 and
    // 5, and node budgets, on one engine whose table carries over) were recorded with the
    // engine of that time (commit 7bd07fa): the same results, node for node. They ran with
    // the first evaluation (`Simple`).
    use snippets::alphabeta_tt::Engine;
    let mut e = Engine::new(14);
    let (mut digest, mut total) = (0u64, 0u64);
    for (i, b) in random_positions(21, 60).into_iter().enumerate() {
        for (depth, budget) in [
            (3, None),
            (5, None),
            (81, Some(3000 + 17 * i as u64)),
            (81, Some(40_000)),
        ] {
            e.budget = budget;
            let (d, v, best) = e.search(&mut Simple(b), depth);
            let best = best.map_or(99, |m| m as u64);
            for x in [d as u64, v as u32 as u64, best, e.nodes] {
                digest = (digest ^ x).wrapping_mul(0x100_0000_01b3);
            }
            total += e.nodes;
        }
    }
    assert_eq!((digest, total), (0x79ce1f16d4954a6, 2_654_203));
}

#[test]
fn singular_extensions_take_a_winning_move_and_search_deeper() {
    // The arena's `ab+se` (verify/bench/variants.rs, `singular`) on the position of
    // alphabeta_takes_a_winning_move: X wins the diagonal 0, 4, 8 by (8,8); on random
    // positions it returns a legal move, and from depth 6 on (where extensions start) it
    // searches other nodes than the engine without them.
    use crate::engine::variants::{SwitchEngine, ALL};
    let boards = [
        "XXX......",
        "O........",
        "O...O....",
        "O...O....",
        "XXX......",
        "O....O..O",
        E,
        E,
        "......XX.",
    ];
    let (b, _) = build(boards, (5, 8));
    let mut s = SwitchEngine::<Board>::new(10, ALL);
    s.singular = true;
    let (_, v, best) = s.search(&mut b.clone(), 8);
    assert_eq!(
        (row_col(best.unwrap()), v),
        ((8, 8), snippets::alphabeta_tt::MATE - 1)
    );
    let mut differ = 0;
    for b in random_positions(31, 12) {
        let (mut plain, mut se) = (
            SwitchEngine::<Board>::new(12, ALL),
            SwitchEngine::new(12, ALL),
        );
        se.singular = true;
        let (d, _, m) = se.search(&mut b.clone(), 7);
        assert!(
            d == 7 && sorted_moves(&b).contains(&row_col(m.unwrap())),
            "{:?}",
            b
        );
        plain.search(&mut b.clone(), 7);
        differ += (plain.nodes != se.nodes) as usize;
    }
    assert!(differ > 0, "singular extensions never changed a search");
}
