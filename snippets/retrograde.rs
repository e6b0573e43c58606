//! Retrograde analysis: Win / Loss / Draw, distance to the end and an optimal move on game graphs with cycles.
//! Positions are 0..n, a move is a directed edge (from, to), the players alternate. Works
//! backwards from the terminal positions with, per position, a counter of moves not yet known
//! to reach a Win (BFS): a position is a Win as soon as one move reaches a Loss, a Loss when
//! every move reaches a Win, and a Draw (play can go on forever) if neither ever happens.
//! Cycles, self-loops and duplicate moves are fine. A position without moves is a Loss for the
//! player to move; `terminal` marks any position as a final Win, Loss or Draw for the player to
//! move (its moves are then ignored). Use it when positions repeat; for an acyclic game a
//! memoized recursion is shorter, for sums of impartial games use Grundy numbers.
//! Two players with different move sets or goals: put the player to move in the position, e.g.
//! Berzerk (CF 786A): id = p * n + square, moves from (p, s) to (1 - p, s + x) for x in set[p].
//! Result per position v: `outcome[v]` for the player to move; `dist[v]` = plies to the end under
//! optimal play (the winner wins as fast as possible, the loser loses as slowly as possible;
//! NONE for a Draw); `best[v]` = an optimal position to move to: a Loss at dist - 1 from a Win,
//! a Win at dist - 1 (the longest resistance) from a Loss, a Draw from a Draw; NONE if terminal.
//! Usage: `retrograde(n, &edges, &[(v, Outcome::Win)])` with edges: &[(u32, u32)];
//!   `retrograde_with(n, &[], |v, out| out.push(w))`: successors, called twice per position;
//!   `retrograde_implicit(n, &[], succ, pred)`: pred(v) pushes every u with a move u -> v, once
//!   per such move; no graph is stored (O(n) memory: Berzerk's 10^8 moves fit 256 MB).
//! Time: O(n + m); implicit: succ twice per position (count, then check the result), pred once
//!   per resolved position. Memory: 12m + 8n bytes while building (moves grouped by target
//!   block as u32 pairs, then the u32 reverse graph in CSR form), 4m + 21n while solving;
//!   implicit: 21n; plus the caller's 8m-byte edge list. Measured (cargo bench -- retrograde,
//!   wall time on a shared 2-core machine at load 3-7, range over 2-3 runs): random 10^6
//!   positions / 10^7 moves 1.2-2.1 s, 122 MiB peak; random 10^7 / 10^8 (RETROGRADE_BIG=1)
//!   23-38 s, 1.2 GiB peak (random graphs are cache-miss bound); Berzerk, 1.4 * 10^4 states
//!   and 10^8 moves: implicit 1.1-1.6 s, 0.4 MiB (the result check adds ~30%: 1.05 s against
//!   0.8 s without it at low load), a hand-written BFS 0.15-0.55 s, successors (CSR) 3.5-7 s.
//! Limits: n <= 2^32 - 2 positions, m <= 2^32 - 2 moves (u32 indices; per position for
//!   implicit); panics beyond, and on a move, predecessor or mark out of range. A position
//!   marked twice keeps its last mark. retrograde_with: succ must list the same moves on both
//!   calls (a count mismatch panics). implicit: the result is checked against succ position by
//!   position (a Win is 1 + its nearest Loss move, a Loss has only Win moves and is 1 + the
//!   farthest, a Draw has a Draw move and no Loss move); a pred that does not list exactly the
//!   reverse moves and changes the result panics ("pred does not match succ"). A result that
//!   passes is the true one (induction on the true distance).
//! Source: retrograde analysis of endgames (Stroehlein 1970, Thompson 1986); the out-degree
//!   counter BFS of the CF 786A editorial.
//! Verified: tests below: every graph on n <= 3 positions (all edge sets incl. self-loops, all
//!   terminal marks) and 400 proptest graphs (n < 12, cycles, self-loops, duplicate moves),
//!   all three entry points: labels = plain minimax fixed point, distances = depth-by-depth
//!   minimax, every move optimal; 300 proptest preds that miss or invent moves: the oracles'
//!   answer or that panic; verify/cross/retrograde.rs: the 5478 tic-tac-toe positions
//!   vs minimax on the full 549,946-node tree (outcome and distance of every node; implicit
//!   predecessors by taking a stone back), a 3*10^4-position random graph checked locally;
//!   problems/berzerk (CF 786A) and problems/shiritori (ABC209 E) samples.

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win,
    Loss,
    Draw,
}

/// The distance of a Draw and the move of a terminal position.
pub const NONE: u32 = u32::MAX;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    pub outcome: Vec<Outcome>,
    pub dist: Vec<u32>,
    pub best: Vec<u32>,
}

/// Solves the game whose moves are `edges` (from, to).
pub fn retrograde(n: usize, edges: &[(u32, u32)], terminal: &[(usize, Outcome)]) -> Solved {
    build(n, terminal, |f| {
        for &(u, v) in edges {
            f(u as usize, v as usize);
        }
    })
}

/// Solves the game whose moves from `u` are pushed by `succ(u, out)` (out starts empty).
pub fn retrograde_with(
    n: usize,
    terminal: &[(usize, Outcome)],
    mut succ: impl FnMut(usize, &mut Vec<usize>),
) -> Solved {
    let mut out = Vec::new();
    build(n, terminal, |f| {
        for u in 0..n {
            out.clear();
            succ(u, &mut out);
            for &v in &out {
                f(u, v);
            }
        }
    })
}

/// Like `retrograde_with`, but `pred(v, out)` pushes the source of every move into v, so that
/// no graph is stored.
pub fn retrograde_implicit(
    n: usize,
    terminal: &[(usize, Outcome)],
    mut succ: impl FnMut(usize, &mut Vec<usize>),
    pred: impl FnMut(usize, &mut Vec<usize>),
) -> Solved {
    let (mut deg, mut out) = (vec![0u32; positions(n)], Vec::new());
    for (u, d) in deg.iter_mut().enumerate() {
        out.clear();
        succ(u, &mut out);
        assert!(
            out.len() < NONE as usize,
            "retrograde: more than 2^32 - 2 moves from {u}"
        );
        for &v in &out {
            check_move(n, u, v);
        }
        *d = out.len() as u32;
    }
    let mut s = solve(terminal, &mut deg, pred);
    // pred is not trusted: check each position against its moves. Keys order a Loss at d before
    // a Draw before a Win at d, so the least and the largest key of u's moves tell it all.
    let (draw, win) = (1u64 << 32, 1u64 << 33);
    let key: Vec<u64> = (0..n)
        .map(|v| match s.outcome[v] {
            Outcome::Loss => s.dist[v] as u64,
            Outcome::Draw => draw,
            Outcome::Win => win + s.dist[v] as u64,
        })
        .collect();
    for (u, &pending) in deg.iter().enumerate() {
        if s.dist[u] == 0 || (pending == 0 && s.outcome[u] == Outcome::Draw) {
            continue; // terminal (marked, or without moves)
        }
        out.clear();
        succ(u, &mut out);
        let (lo, hi) = out.iter().fold((u64::MAX, 0), |(lo, hi), &v| {
            (lo.min(key[v]), hi.max(key[v]))
        });
        let d = s.dist[u] as u64;
        let (ok, want) = match s.outcome[u] {
            Outcome::Win => (lo == d - 1, lo), // the fastest win
            Outcome::Loss => (lo >= win && hi == win + d - 1, hi), // the longest resistance
            Outcome::Draw => (lo == draw, lo),
        };
        assert!(
            ok,
            "retrograde: pred does not match succ (position {u} contradicts its moves)"
        );
        s.best[u] = *out.iter().find(|&&v| key[v] == want).unwrap() as u32; // ok: it exists
    }
    s
}

fn positions(n: usize) -> usize {
    assert!(
        n < NONE as usize,
        "retrograde: n = {n} exceeds 2^32 - 2 positions"
    );
    n
}

fn check_move(n: usize, u: usize, v: usize) {
    assert!(
        u < n && v < n,
        "retrograde: move ({u}, {v}) out of range for n = {n}"
    );
}

/// Two passes over the moves: count, then group the moves by target block (up to 1024 blocks,
/// so that the writes stay cache friendly); the reverse graph is then built block by block.
fn build(
    n: usize,
    terminal: &[(usize, Outcome)],
    mut each_move: impl FnMut(&mut dyn FnMut(usize, usize)),
) -> Solved {
    positions(n);
    let shift = (usize::BITS - n.leading_zeros()).saturating_sub(10);
    let nb = (n >> shift) + 1;
    let (mut deg, mut at, mut m) = (vec![0u32; n], vec![0usize; nb + 1], 0u32);
    each_move(&mut |u, v| {
        check_move(n, u, v);
        assert!(m < NONE - 1, "retrograde: more than 2^32 - 2 moves");
        m += 1;
        deg[u] += 1;
        at[(v >> shift) + 1] += 1;
    });
    for b in 1..=nb {
        at[b] += at[b - 1]; // at[b] = where block b starts
    }
    let end = at[1..].to_vec();
    let (mut pairs, mut filled) = (vec![(0u32, 0u32); m as usize], 0u32);
    each_move(&mut |u, v| {
        let ok = filled < m && v < n && at[v >> shift] < end[v >> shift];
        assert!(ok, "retrograde: the moves changed between two calls");
        filled += 1;
        pairs[at[v >> shift]] = (u as u32, v as u32);
        at[v >> shift] += 1;
    });
    assert_eq!(filled, m, "retrograde: the moves changed between two calls");
    let mut start = vec![0u32; n + 1];
    for &(_, v) in &pairs {
        start[v as usize] += 1;
    }
    for v in 1..=n {
        start[v] += start[v - 1]; // start[v] = end of v's row; decremented while filling
    }
    let mut src = vec![0u32; m as usize];
    for &(u, v) in &pairs {
        start[v as usize] -= 1;
        src[start[v as usize] as usize] = u;
    }
    drop(pairs);
    let row = |v: usize| &src[start[v] as usize..start[v + 1] as usize];
    let mut s = solve(terminal, &mut deg, |v, out| {
        out.extend(row(v).iter().map(|&u| u as usize))
    });
    for v in (0..n).filter(|&v| s.outcome[v] == Outcome::Draw) {
        for &u in row(v) {
            if deg[u as usize] > 0 && s.best[u as usize] == NONE {
                s.best[u as usize] = v as u32; // a Draw that is not terminal keeps the draw
            }
        }
    }
    s
}

/// The BFS from the terminal positions; `deg[u]` = moves of u not yet known to reach a Win,
/// 0 once u is resolved. Afterwards deg[u] > 0 exactly for the Draws that are not terminal.
fn solve(
    terminal: &[(usize, Outcome)],
    deg: &mut [u32],
    mut pred: impl FnMut(usize, &mut Vec<usize>),
) -> Solved {
    let n = deg.len();
    let mut s = Solved {
        outcome: vec![Outcome::Loss; n],
        dist: vec![NONE; n],
        best: vec![NONE; n],
    };
    for &(v, o) in terminal {
        assert!(
            v < n,
            "retrograde: terminal mark {v} out of range for n = {n}"
        );
        s.outcome[v] = o;
        deg[v] = 0;
    }
    let mut queue = Vec::with_capacity(n);
    for v in (0..n).filter(|&v| deg[v] == 0 && s.outcome[v] != Outcome::Draw) {
        s.dist[v] = 0;
        queue.push(v as u32);
    }
    let (mut head, mut buf) = (0, Vec::new());
    while head < queue.len() {
        // FIFO order = nondecreasing dist: the first Loss reached is the nearest, the last
        // Win that closes a Loss is the farthest.
        let v = queue[head] as usize;
        head += 1;
        let (v_won, d) = (s.outcome[v] == Outcome::Win, s.dist[v] + 1);
        buf.clear();
        pred(v, &mut buf);
        for &u in &buf {
            assert!(
                u < n,
                "retrograde: predecessor {u} of {v} out of range for n = {n}"
            );
            if deg[u] == 0 {
                continue; // resolved, or a terminal Draw: deg doubles as the flag
            }
            if v_won {
                deg[u] -= 1;
                if deg[u] > 0 {
                    continue;
                }
            } else {
                deg[u] = 0;
                s.outcome[u] = Outcome::Win;
            }
            s.dist[u] = d;
            s.best[u] = v as u32;
            queue.push(u as u32);
        }
    }
    for v in (0..n).filter(|&v| s.dist[v] == NONE) {
        s.outcome[v] = Outcome::Draw;
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use Outcome::*;

    /// Terminal outcome of u if any: its mark, or Loss without moves.
    fn term(edges: &[(u32, u32)], marks: &[Option<Outcome>], u: usize) -> Option<Outcome> {
        marks[u].or(if edges.iter().any(|e| e.0 as usize == u) {
            None
        } else {
            Some(Loss)
        })
    }
    fn kids(edges: &[(u32, u32)], u: usize) -> Vec<usize> {
        edges
            .iter()
            .filter(|e| e.0 as usize == u)
            .map(|e| e.1 as usize)
            .collect()
    }

    /// Oracle 1: labels by iterating plain minimax from "unknown" until nothing changes.
    fn fixed_point(n: usize, edges: &[(u32, u32)], marks: &[Option<Outcome>]) -> Vec<Outcome> {
        let mut lab: Vec<Option<Outcome>> = marks.to_vec();
        loop {
            let mut changed = false;
            for u in 0..n {
                if lab[u].is_some() {
                    continue;
                }
                let k = kids(edges, u);
                if k.iter().any(|&v| lab[v] == Some(Loss)) {
                    lab[u] = Some(Win);
                } else if k.iter().all(|&v| lab[v] == Some(Win)) {
                    lab[u] = Some(Loss);
                } else {
                    continue;
                }
                changed = true;
            }
            if !changed {
                return lab.into_iter().map(|l| l.unwrap_or(Draw)).collect();
            }
        }
    }

    /// Oracle 2: "the mover wins / loses within k plies" for k = 0, 1, 2, ...; dist = first k.
    fn depth_minimax(n: usize, edges: &[(u32, u32)], marks: &[Option<Outcome>]) -> Vec<u32> {
        let t: Vec<Option<Outcome>> = (0..n).map(|u| term(edges, marks, u)).collect();
        let mut win: Vec<bool> = t.iter().map(|&o| o == Some(Win)).collect();
        let mut loss: Vec<bool> = t.iter().map(|&o| o == Some(Loss)).collect();
        let mut dist: Vec<u32> = (0..n)
            .map(|u| if win[u] || loss[u] { 0 } else { NONE })
            .collect();
        for k in 1..=2 * n as u32 + 2 {
            let (w, l) = (win.clone(), loss.clone());
            for u in (0..n).filter(|&u| t[u].is_none()) {
                win[u] = w[u] || kids(edges, u).iter().any(|&v| l[v]);
                loss[u] = l[u] || kids(edges, u).iter().all(|&v| w[v]);
                if (win[u] || loss[u]) && dist[u] == NONE {
                    dist[u] = k;
                }
            }
        }
        dist
    }

    fn check(n: usize, edges: &[(u32, u32)], marks: &[Option<Outcome>], s: &Solved) {
        let labels = fixed_point(n, edges, marks);
        assert_eq!(
            s.outcome, labels,
            "labels, edges {:?} marks {:?}",
            edges, marks
        );
        assert_eq!(
            s.dist,
            depth_minimax(n, edges, marks),
            "dist, edges {:?}",
            edges
        );
        for u in 0..n {
            let (b, k) = (s.best[u], kids(edges, u));
            if term(edges, marks, u).is_some() {
                assert_eq!(b, NONE, "terminal {} has no move", u);
                continue;
            }
            assert!(
                k.contains(&(b as usize)),
                "best[{}] = {} is not a move",
                u,
                b
            );
            let b = b as usize;
            match s.outcome[u] {
                Win => assert!(s.outcome[b] == Loss && s.dist[b] == s.dist[u] - 1),
                Loss => {
                    assert!(s.outcome[b] == Win && s.dist[b] == s.dist[u] - 1);
                    assert!(
                        k.iter().all(|&v| s.dist[v] <= s.dist[b]),
                        "delays maximally"
                    );
                }
                Draw => assert_eq!(s.outcome[b], Draw),
            }
        }
    }

    /// succ (back = false) or pred (back = true) of the game with moves `edges`.
    fn adj(edges: &[(u32, u32)], back: bool) -> impl Fn(usize, &mut Vec<usize>) + '_ {
        move |v, out| {
            for &(a, b) in edges {
                let (from, to) = if back { (b, a) } else { (a, b) };
                if from as usize == v {
                    out.push(to as usize);
                }
            }
        }
    }

    fn marked(marks: &[Option<Outcome>]) -> Vec<(usize, Outcome)> {
        (0..marks.len())
            .filter_map(|u| marks[u].map(|o| (u, o)))
            .collect()
    }

    fn run_all(n: usize, edges: &[(u32, u32)], marks: &[Option<Outcome>]) {
        let (list, succ) = (marked(marks), adj(edges, false));
        check(n, edges, marks, &retrograde(n, edges, &list));
        check(n, edges, marks, &retrograde_with(n, &list, &succ));
        let s = retrograde_implicit(n, &list, succ, adj(edges, true));
        check(n, edges, marks, &s);
    }

    #[test]
    fn every_graph_up_to_3_positions() {
        for n in 1..=3usize {
            let all: Vec<(u32, u32)> = (0..n * n)
                .map(|i| ((i / n) as u32, (i % n) as u32))
                .collect();
            for mask in 0..1u32 << (n * n) {
                let edges: Vec<(u32, u32)> = (0..n * n)
                    .filter(|&i| mask >> i & 1 == 1)
                    .map(|i| all[i])
                    .collect();
                for code in 0..4usize.pow(n as u32) {
                    let marks: Vec<Option<Outcome>> = (0..n)
                        .map(|u| {
                            [None, Some(Win), Some(Loss), Some(Draw)]
                                [code / 4usize.pow(u as u32) % 4]
                        })
                        .collect();
                    run_all(n, &edges, &marks);
                }
            }
        }
    }

    fn graph() -> impl Strategy<Value = (usize, Vec<(u32, u32)>, Vec<Option<Outcome>>)> {
        (1usize..12).prop_flat_map(|n| {
            let e = (0..n as u32, 0..n as u32);
            let mark = prop_oneof![8 => Just(None), 1 => Just(Some(Win)), 1 => Just(Some(Loss)),
                                   1 => Just(Some(Draw))];
            (
                Just(n),
                prop::collection::vec(e, 0..3 * n),
                prop::collection::vec(mark, n),
            )
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]
        #[test]
        fn random_graphs_match_oracles((n, edges, marks) in graph(), dup in 0usize..4) {
            let mut edges = edges;
            // duplicate moves and a self-loop on purpose
            let extra: Vec<(u32, u32)> = edges.iter().take(dup).cloned().collect();
            edges.extend(extra);
            edges.push((dup as u32 % n as u32, dup as u32 % n as u32));
            run_all(n, &edges, &marks);
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        #[test]
        fn wrong_pred_panics_or_is_right(
            (n, edges, marks) in graph(),
            skip in 0usize..40,
            extra in prop::collection::vec((0u32..12, 0u32..12), 0..3),
        ) {
            // pred misses move `skip` (if any) and lists up to two more: right answer or panic
            let mut back: Vec<(u32, u32)> = edges.clone();
            if skip < back.len() {
                back.remove(skip);
            }
            back.extend(extra.iter().map(|&(u, v)| (u % n as u32, v % n as u32)));
            let list = marked(&marks);
            let run = std::panic::catch_unwind(|| {
                retrograde_implicit(n, &list, adj(&edges, false), adj(&back, true))
            });
            match run {
                Ok(s) => check(n, &edges, &marks, &s),
                Err(e) => {
                    let msg = e.downcast_ref::<String>().cloned().unwrap_or_default();
                    let ours = msg.starts_with("retrograde: pred does not match succ");
                    prop_assert!(ours, "{}", msg);
                }
            }
        }
    }

    #[test]
    #[should_panic(
        expected = "retrograde: pred does not match succ (position 0 contradicts its moves)"
    )]
    fn pred_listing_a_move_twice() {
        // 0 -> 1 (marked Win), 0 -> 2 -> 2: 0 is a Draw, not lost in 1 as pred(1) = [0, 0] says
        let pred = |v: usize, out: &mut Vec<usize>| out.extend(vec![0; (v == 1) as usize * 2]);
        retrograde_implicit(3, &[(1, Win)], adj(&[(0, 1), (0, 2), (2, 2)], false), pred);
    }

    #[test]
    #[should_panic(
        expected = "retrograde: pred does not match succ (position 0 contradicts its moves)"
    )]
    fn pred_missing_a_move() {
        // 0 -> 1 (no moves: Loss), 0 -> 2 -> 3 -> 1: 0 wins in 1, not in 3 as without 0 -> 1
        let e = [(0, 1), (0, 2), (2, 3), (3, 1)];
        retrograde_implicit(4, &[], adj(&e, false), adj(&e[1..], true));
    }

    #[test]
    #[should_panic(
        expected = "retrograde: pred does not match succ (position 0 contradicts its moves)"
    )]
    fn pred_missing_the_only_winning_move() {
        // 0 -> 1 (no moves), 0 -> 0: a Win in 1, not the Draw that pred without 0 -> 1 gives
        let e = [(0, 0), (0, 1)];
        retrograde_implicit(2, &[], adj(&e, false), adj(&e[..1], true));
    }

    #[test]
    fn win_is_not_a_draw_because_of_a_cycle_elsewhere() {
        // 0 -> 1 (no moves: Loss), 0 -> 2, 2 <-> 3 a cycle, 3 -> 3
        let s = retrograde(4, &[(0, 2), (2, 3), (3, 2), (3, 3), (0, 1)], &[]);
        assert_eq!(s.outcome, vec![Win, Loss, Draw, Draw]);
        assert_eq!((s.dist[0], s.best[0]), (1, 1));
        assert_eq!((s.best[2], s.best[3] == 2 || s.best[3] == 3), (3, true));
    }

    #[test]
    fn loss_with_one_escape_to_a_draw_is_a_draw() {
        // 0 -> 1 -> 2 (1 wins), 0 -> 3 -> 3 (a self-loop: draw)
        let s = retrograde(4, &[(0, 1), (1, 2), (0, 3), (3, 3)], &[]);
        assert_eq!(s.outcome, vec![Draw, Win, Loss, Draw]);
        assert_eq!((s.best[0], s.dist[0]), (3, NONE));
        // without the escape 0 is lost in 2 plies
        let s = retrograde(4, &[(0, 1), (1, 2), (3, 3)], &[]);
        assert_eq!((s.outcome[0], s.dist[0], s.best[0]), (Loss, 2, 1));
    }

    #[test]
    fn winner_hurries_loser_delays() {
        // 0 -> 1 (lost in 2) or 0 -> 4 (lost now); 5 -> 6 (wins in 1) or 5 -> 8 (wins in 3)
        let e = [
            (0, 1),
            (1, 2),
            (2, 3),
            (0, 4),
            (5, 6),
            (5, 8),
            (6, 7),
            (8, 1),
        ];
        let s = retrograde(9, &e, &[(7, Loss), (3, Loss)]);
        assert_eq!(
            s.outcome,
            vec![Win, Loss, Win, Loss, Loss, Loss, Win, Loss, Win]
        );
        assert_eq!(s.dist, vec![1, 2, 1, 0, 0, 4, 1, 0, 3]);
        assert_eq!((s.best[0], s.best[5]), (4, 8));
        // a terminal mark overrides moves: 2 is a win for the mover although it could move
        let s = retrograde(3, &[(0, 1), (1, 2), (2, 0)], &[(2, Win)]);
        assert_eq!((s.outcome, s.dist), (vec![Win, Loss, Win], vec![2, 1, 0]));
    }

    #[test]
    fn empty_game() {
        let s = retrograde(0, &[], &[]);
        assert!(s.outcome.is_empty() && s.dist.is_empty() && s.best.is_empty());
        let s = retrograde_implicit(0, &[], |_, _| (), |_, _| ());
        assert!(s.outcome.is_empty());
    }

    #[test]
    #[should_panic(expected = "retrograde: move (0, 3) out of range for n = 3")]
    fn edge_out_of_range() {
        retrograde(3, &[(0, 1), (0, 3)], &[]);
    }

    #[test]
    #[should_panic(expected = "retrograde: move (0, 3) out of range for n = 3")]
    fn successor_out_of_range() {
        retrograde_with(3, &[], |u, out| out.push(u + 3));
    }

    #[test]
    #[should_panic(expected = "retrograde: predecessor 7 of 0 out of range for n = 2")]
    fn predecessor_out_of_range() {
        retrograde_implicit(
            2,
            &[],
            |u, out| out.extend((u == 1).then_some(0)),
            |_, out| out.push(7),
        );
    }

    #[test]
    #[should_panic(expected = "retrograde: n = 4294967295 exceeds 2^32 - 2 positions")]
    fn too_many_positions() {
        retrograde(u32::MAX as usize, &[], &[]);
    }

    #[test]
    #[should_panic(expected = "retrograde: terminal mark 4 out of range for n = 4")]
    fn mark_out_of_range() {
        retrograde(4, &[], &[(4, Win)]);
    }

    #[test]
    #[should_panic(expected = "retrograde: the moves changed between two calls")]
    fn successors_must_not_change() {
        let mut calls = 0;
        retrograde_with(3, &[], |u, out| {
            calls += 1;
            if calls <= 3 || u == 0 {
                out.push((u + 1) % 3);
            }
        });
    }
}
