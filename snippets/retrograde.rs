//! Retrograde analysis: Win / Loss / Draw, distance and an optimal move on game graphs with cycles.
//! Use it when positions repeat (acyclic games: win_lose; sums of impartial games: grundy). A move
//!   u -> v hands v to the opponent; no moves = Loss; `terminal` fixes results (moves ignored).
//! Usage: `let r = retrograde(n, &edges, &[(v, Label::Win)]);` (edges: &[(from, to)], usize), or
//!   `retrograde_implicit(n, &[], |u| out_degree(u), |v| sources_of_moves_into(v))`: no graph.
//!   r.label[v], r.dist[v] (plies, 0 at an end; winner fastest, loser slowest; DRAW_DIST), best[v].
//! Time: O(n + m) a call (queries: retrograde_queries); memory 29n B (+ 8n + 4m in `retrograde`).
//! Limits: n, m <= 2^32 - 2, out-degrees < 2^31. The game is the one pred lists (u in pred(v) once
//!   per move u -> v, marked u too); u listed other than degree(u) times panics, as do bad indices.
//! Source: Stroehlein 1970, Thompson 1986; the CF 786A editorial's out-degree counters.
//! Status: tests below (every graph <= 3 positions with every marking, proptest <= 11, vs a
//!   fixpoint and depth minimax, any edge order); verify/cross/retrograde.rs; problems/berzerk.

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Label {
    Win,
    Loss,
    Draw,
}

/// `dist[v]` of a Draw: no end is ever reached.
pub const DRAW_DIST: u32 = u32::MAX;

/// Per position v, for the player to move: `label[v]`; `dist[v]` = plies to the end under optimal
/// play (DRAW_DIST for a Draw); `best[v]` = an optimal position to move to (None if terminal):
/// from a Win the nearest Loss, from a Loss the farthest Win, from a Draw a Draw. Ties go to the
/// smallest position number (Win, Draw) or the largest (Loss), whatever the order of the moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Retrograde {
    pub label: Vec<Label>,
    pub dist: Vec<u32>,
    pub best: Vec<Option<usize>>,
}

const DONE: u32 = 1 << 31;

/// Solves the game whose moves are `edges` (from, to), duplicates and self-loops allowed. A
/// position marked twice in `terminal` keeps its last mark.
pub fn retrograde(n: usize, edges: &[(usize, usize)], terminal: &[(usize, Label)]) -> Retrograde {
    assert!(
        n < DRAW_DIST as usize,
        "retrograde: n = {} exceeds 2^32 - 2 positions",
        n
    );
    let m = edges.len();
    assert!(
        m < DRAW_DIST as usize,
        "retrograde: m = {} moves exceed 2^32 - 2",
        m
    );
    // The reverse graph in CSR form: the sources of the moves into v are src[start[v]..start[v + 1]].
    let (mut deg, mut start) = (vec![0u32; n], vec![0u32; n + 1]);
    for &(u, v) in edges {
        assert!(
            u < n && v < n,
            "retrograde: move ({}, {}) out of range for n = {}",
            u,
            v,
            n
        );
        deg[u] += 1;
        start[v] += 1;
    }
    for v in 1..=n {
        start[v] += start[v - 1]; // start[v] = end of v's row; decremented while filling
    }
    let mut src = vec![0u32; m];
    for &(u, v) in edges {
        start[v] -= 1;
        src[start[v] as usize] = u as u32;
    }
    let row = |v: usize| &src[start[v] as usize..start[v + 1] as usize];
    let pred = |v: usize| row(v).iter().map(|&u| u as usize);
    retrograde_implicit(n, terminal, |u| deg[u] as usize, pred)
}

/// Solves the game in which u has `degree(u)` moves and `pred(v)` lists the source of every move
/// into v, once per move, as a Vec or any iterator; the same answer as `retrograde` (best
/// included), with no graph stored. A `pred` whose inner `move` closure reads a Vec `a` is
/// FnOnce (E0525): write `let a = &a;` before it.
pub fn retrograde_implicit<I: IntoIterator<Item = usize>>(
    n: usize,
    terminal: &[(usize, Label)],
    mut degree: impl FnMut(usize) -> usize,
    mut pred: impl FnMut(usize) -> I,
) -> Retrograde {
    assert!(
        n < DRAW_DIST as usize,
        "retrograde: n = {} exceeds 2^32 - 2 positions",
        n
    );
    let mut r = Retrograde {
        label: vec![Label::Loss; n],
        dist: vec![DRAW_DIST; n],
        best: vec![None; n],
    };
    // Slices of length n: `u < n` below spares the bounds checks.
    let (label, dist, best) = (&mut r.label[..n], &mut r.dist[..n], &mut r.best[..n]);
    // deg[u] = moves out of u that pred has not listed yet, and DONE once u is decided (marked,
    // Win or Loss). Every listing counts: at the end deg[u] is 0 or DONE iff pred and degree agree.
    let mut deg: Vec<u32> = (0..n)
        .map(|u| match degree(u) {
            d if d < DONE as usize => d as u32,
            d => panic!("retrograde: degree({}) = {} exceeds 2^31 - 1", u, d),
        })
        .collect();
    let deg = &mut deg[..n];
    for &(v, l) in terminal {
        assert!(
            v < n,
            "retrograde: terminal mark {} out of range for n = {}",
            v,
            n
        );
        (label[v], dist[v]) = (l, if l == Label::Draw { DRAW_DIST } else { 0 });
        deg[v] |= DONE;
    }
    let mut queue = Vec::with_capacity(n);
    for v in 0..n {
        if deg[v] == 0 {
            (deg[v], dist[v]) = (DONE, 0); // no moves: the player to move has lost
        }
        if dist[v] == 0 {
            queue.push(v as u32);
        }
    }
    let (mut head, mut level_end) = (0, 0);
    while head < queue.len() {
        // FIFO = nondecreasing dist: the first Loss that reaches u is its nearest; the Win that
        // lists u's last move is its farthest (had u a move to a Loss, it would be decided).
        // Each level (one dist) in increasing order: ties go to the smallest / largest number.
        if head == level_end {
            queue[head..].sort_unstable();
            level_end = queue.len();
        }
        let v = queue[head] as usize;
        head += 1;
        let new = queue.len();
        let l = if label[v] == Label::Loss {
            count_moves::<_, true>(v, pred(v), deg, &mut queue);
            Label::Win
        } else {
            count_moves::<_, false>(v, pred(v), deg, &mut queue);
            Label::Loss
        };
        for &u in &queue[new..] {
            let u = u as usize;
            (label[u], dist[u], best[u]) = (l, dist[v] + 1, Some(v));
        }
    }
    // The rest are Draws. Listing the moves into Draws (in increasing order) completes the count,
    // and gives each Draw that is not terminal its smallest Draw successor (it has one: no move
    // to a Loss, not all to Wins).
    for v in 0..n {
        if deg[v] < DONE {
            label[v] = Label::Draw; // undecided (listings below leave it so, or the count fails)
        }
        if label[v] != Label::Draw {
            continue;
        }
        for u in pred(v) {
            assert!(
                u < n,
                "retrograde: pred({}) lists {}, not below n = {}",
                v,
                u,
                n
            );
            deg[u] = deg[u].wrapping_sub(1);
            // best[u] is None only for a Draw not listed yet or a marked u: well predicted
            if best[u].is_none() {
                best[u] = Some(v);
            }
        }
    }
    for &(v, _) in terminal {
        best[v] = None;
    }
    for (v, &left) in deg.iter().enumerate() {
        if left & !DONE != 0 {
            let d = degree(v);
            let listed = (d as u32).wrapping_sub(left) & !DONE;
            panic!(
                "retrograde: pred lists moves out of {} {} times, degree({}) = {}",
                v, listed, v, d
            );
        }
    }
    r
}

/// Counts the moves into v that `pred` lists, and queues (marked DONE) each u that v decides:
/// a Loss v every undecided u (a Win), a Win v the u whose last move this was (c = 0; a decided
/// u has c >= DONE - 1). One copy per kind of v, out of line: the hot loop gets all registers.
#[inline(never)]
fn count_moves<I: IntoIterator<Item = usize>, const LOST: bool>(
    v: usize,
    pred: I,
    deg: &mut [u32],
    queue: &mut Vec<u32>,
) {
    let n = deg.len();
    for u in pred {
        assert!(
            u < n,
            "retrograde: pred({}) lists {}, not below n = {}",
            v,
            u,
            n
        );
        let c = deg[u].wrapping_sub(1);
        deg[u] = c;
        if c >= DONE || !(LOST || c == 0) {
            continue; // decided already, or moves left that may not reach a Win
        }
        deg[u] = c | DONE;
        queue.push(u as u32);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use Label::*;

    /// Terminal label of u if any: its mark, or Loss without moves.
    fn term(edges: &[(usize, usize)], marks: &[Option<Label>], u: usize) -> Option<Label> {
        marks[u].or(if edges.iter().any(|e| e.0 == u) {
            None
        } else {
            Some(Loss)
        })
    }
    fn kids(edges: &[(usize, usize)], u: usize) -> Vec<usize> {
        edges.iter().filter(|e| e.0 == u).map(|e| e.1).collect()
    }

    /// Oracle 1: labels by iterating plain minimax from "unknown" until nothing changes.
    fn fixed_point(n: usize, edges: &[(usize, usize)], marks: &[Option<Label>]) -> Vec<Label> {
        let mut lab: Vec<Option<Label>> = marks.to_vec();
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
    fn depth_minimax(n: usize, edges: &[(usize, usize)], marks: &[Option<Label>]) -> Vec<u32> {
        let t: Vec<Option<Label>> = (0..n).map(|u| term(edges, marks, u)).collect();
        let mut win: Vec<bool> = t.iter().map(|&o| o == Some(Win)).collect();
        let mut loss: Vec<bool> = t.iter().map(|&o| o == Some(Loss)).collect();
        let mut dist: Vec<u32> = (0..n)
            .map(|u| if win[u] || loss[u] { 0 } else { DRAW_DIST })
            .collect();
        for k in 1..=2 * n as u32 + 2 {
            let (w, l) = (win.clone(), loss.clone());
            for u in (0..n).filter(|&u| t[u].is_none()) {
                win[u] = w[u] || kids(edges, u).iter().any(|&v| l[v]);
                loss[u] = l[u] || kids(edges, u).iter().all(|&v| w[v]);
                if (win[u] || loss[u]) && dist[u] == DRAW_DIST {
                    dist[u] = k;
                }
            }
        }
        dist
    }

    fn check(n: usize, edges: &[(usize, usize)], marks: &[Option<Label>], s: &Retrograde) {
        let labels = fixed_point(n, edges, marks);
        assert_eq!(
            s.label, labels,
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
                assert_eq!(b, None, "terminal {} has no move", u);
                continue;
            }
            // the tie rule: the nearest Loss with the smallest number, the farthest Win with
            // the largest, the Draw with the smallest
            let at = |l: Label, d: u32| {
                k.iter()
                    .copied()
                    .filter(move |&v| (s.label[v], s.dist[v]) == (l, d))
            };
            let d = s.dist[u].wrapping_sub(1);
            let want = match s.label[u] {
                Win => at(Loss, d).min(),
                Loss => at(Win, d).max(),
                Draw => at(Draw, DRAW_DIST).min(),
            };
            assert!(
                want.is_some() && b == want,
                "best[{}] = {:?}, want {:?}",
                u,
                b,
                want
            );
        }
    }

    /// pred of the game with moves `edges`: the sources of the moves into v.
    fn pred(edges: &[(usize, usize)]) -> impl Fn(usize) -> Vec<usize> + '_ {
        move |v| {
            let into = edges.iter().filter(move |e| e.1 == v);
            into.map(|e| e.0).collect()
        }
    }
    fn degree(edges: &[(usize, usize)]) -> impl Fn(usize) -> usize + '_ {
        move |u| edges.iter().filter(|e| e.0 == u).count()
    }

    fn marked(marks: &[Option<Label>]) -> Vec<(usize, Label)> {
        (0..marks.len())
            .filter_map(|u| marks[u].map(|o| (u, o)))
            .collect()
    }

    fn run_all(n: usize, edges: &[(usize, usize)], marks: &[Option<Label>]) {
        let list = marked(marks);
        let r = retrograde(n, edges, &list);
        check(n, edges, marks, &r);
        // the same answer, best included, for the moves in the other order and from pred
        let rev: Vec<(usize, usize)> = edges.iter().rev().copied().collect();
        assert_eq!(retrograde(n, &rev, &list), r, "reversed edges {:?}", edges);
        let s = retrograde_implicit(n, &list, degree(edges), pred(edges));
        assert_eq!(s, r, "implicit, edges {:?}", edges);
        let s = retrograde_implicit(n, &list, degree(edges), pred(&rev));
        assert_eq!(s, r, "implicit, reversed pred, edges {:?}", edges);
    }

    #[test]
    fn every_graph_up_to_3_positions() {
        for n in 1..=3usize {
            let all: Vec<(usize, usize)> = (0..n * n).map(|i| (i / n, i % n)).collect();
            for mask in 0..1u32 << (n * n) {
                let edges: Vec<(usize, usize)> = (0..n * n)
                    .filter(|&i| mask >> i & 1 == 1)
                    .map(|i| all[i])
                    .collect();
                for code in 0..4usize.pow(n as u32) {
                    let marks: Vec<Option<Label>> = (0..n)
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

    fn graph() -> impl Strategy<Value = (usize, Vec<(usize, usize)>, Vec<Option<Label>>)> {
        (1usize..12).prop_flat_map(|n| {
            let e = (0..n, 0..n);
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
            let extra: Vec<(usize, usize)> = edges.iter().take(dup).cloned().collect();
            edges.extend(extra);
            edges.push((dup % n, dup % n));
            run_all(n, &edges, &marks);
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        #[test]
        fn wrong_pred_panics_or_solves_the_game_pred_lists(
            (n, edges, marks) in graph(),
            skip in 0usize..40,
            extra in prop::collection::vec((0usize..12, 0usize..12), 0..3),
            retarget in prop::option::of((0usize..40, 0usize..12)),
        ) {
            // pred misses move `skip` (if any), lists up to two more and may send one move
            // elsewhere: when it lists every u degree(u) times, the answer for the game pred
            // lists; otherwise a panic
            let mut back: Vec<(usize, usize)> = edges.clone();
            if skip < back.len() {
                back.remove(skip);
            }
            back.extend(extra.iter().map(|&(u, v)| (u % n, v % n)));
            if let Some((i, t)) = retarget.filter(|r| r.0 < back.len()) {
                back[i].1 = t % n;
            }
            let list = marked(&marks);
            let run = std::panic::catch_unwind(|| {
                retrograde_implicit(n, &list, degree(&edges), pred(&back))
            });
            let counts_agree = (0..n).all(|u| degree(&edges)(u) == degree(&back)(u));
            match run {
                Ok(s) => {
                    prop_assert!(counts_agree);
                    check(n, &back, &marks, &s);
                    if back == edges {
                        check(n, &edges, &marks, &s);
                    }
                }
                Err(e) => {
                    let msg = e.downcast_ref::<String>().cloned().unwrap_or_default();
                    let ours = msg.starts_with("retrograde: pred lists moves out of");
                    prop_assert!(ours && !counts_agree, "{}", msg);
                }
            }
        }
    }

    #[test]
    #[should_panic(expected = "retrograde: pred lists moves out of 2 0 times, degree(2) = 1")]
    fn pred_listing_a_move_twice() {
        // 0 -> 1 (marked Win), 0 -> 2 -> 2: pred(1) = [0, 0] would make 0 lost in 1, but 2's
        // move is never listed
        let pred = |v: usize| vec![0; (v == 1) as usize * 2];
        retrograde_implicit(3, &[(1, Win)], degree(&[(0, 1), (0, 2), (2, 2)]), pred);
    }

    #[test]
    #[should_panic(expected = "retrograde: pred lists moves out of 0 3 times, degree(0) = 2")]
    fn pred_listing_a_move_twice_and_the_rest() {
        let e = [(0, 1), (0, 2), (2, 2), (0, 1)];
        retrograde_implicit(3, &[(1, Win)], degree(&e[..3]), pred(&e));
    }

    #[test]
    #[should_panic(expected = "retrograde: pred lists moves out of 0 1 times, degree(0) = 2")]
    fn pred_missing_a_move() {
        // 0 -> 1 (no moves: Loss), 0 -> 2 -> 3 -> 1: 0 wins in 1, not in 3 as without 0 -> 1
        let e = [(0, 1), (0, 2), (2, 3), (3, 1)];
        retrograde_implicit(4, &[], degree(&e), pred(&e[1..]));
    }

    #[test]
    #[should_panic(expected = "retrograde: pred lists moves out of 0 1 times, degree(0) = 2")]
    fn pred_missing_the_only_winning_move() {
        // 0 -> 1 (no moves), 0 -> 0: a Win in 1, not the Draw that pred without 0 -> 1 gives
        let e = [(0, 0), (0, 1)];
        retrograde_implicit(2, &[], degree(&e), pred(&e[..1]));
    }

    #[test]
    fn pred_sending_a_move_elsewhere_solves_its_own_game() {
        // True game 0 -> 1 (no moves), 0 -> 2 -> 2: 0 wins in 1. pred says 0 -> 2 twice: the
        // counts agree, so the answer is that game's, a Draw (documented in the header).
        let (e, wrong) = ([(0, 1), (0, 2), (2, 2)], [(0, 2), (0, 2), (2, 2)]);
        let s = retrograde_implicit(3, &[], degree(&e), pred(&wrong));
        assert_eq!(s, retrograde(3, &wrong, &[]));
        assert_eq!(
            (s.label[0], s.dist[0], s.best[0]),
            (Draw, DRAW_DIST, Some(2))
        );
        assert_eq!(retrograde(3, &e, &[]).label[0], Win);
    }

    #[test]
    fn win_is_not_a_draw_because_of_a_cycle_elsewhere() {
        // 0 -> 1 (no moves: Loss), 0 -> 2, 2 <-> 3 a cycle, 3 -> 3
        let s = retrograde(4, &[(0, 2), (2, 3), (3, 2), (3, 3), (0, 1)], &[]);
        assert_eq!(s.label, vec![Win, Loss, Draw, Draw]);
        assert_eq!((s.dist[0], s.best[0]), (1, Some(1)));
        assert_eq!((s.best[2], s.best[3]), (Some(3), Some(2))); // a Draw: the smallest Draw
    }

    #[test]
    fn best_does_not_depend_on_the_order_of_the_moves() {
        // issue 20: 0 has no moves (Loss); 1 and 3 win in 1; 2 moves to 1 or 3 and loses in 2:
        // the farthest Win is a tie, broken to the largest number, 3
        let e = [(3, 0), (1, 0), (2, 1), (2, 3)];
        let want = Retrograde {
            label: vec![Loss, Win, Loss, Win],
            dist: vec![0, 1, 2, 1],
            best: vec![None, Some(0), Some(3), Some(0)],
        };
        let mut rev = e;
        rev.reverse();
        for edges in [&e, &rev] {
            assert_eq!(retrograde(4, edges, &[]), want);
            for p in [&e, &rev] {
                assert_eq!(retrograde_implicit(4, &[], degree(edges), pred(p)), want);
            }
        }
        // a Win with two nearest Losses takes the smaller: 4 -> 2 or 4 -> 0 (both lost now)
        let e = [(4, 2), (4, 0), (1, 2), (3, 0)];
        let mut rev = e;
        rev.reverse();
        assert_eq!(retrograde(5, &e, &[(2, Loss)]).best[4], Some(0));
        assert_eq!(retrograde(5, &rev, &[(2, Loss)]).best[4], Some(0));
    }

    #[test]
    fn loss_with_one_escape_to_a_draw_is_a_draw() {
        // 0 -> 1 -> 2 (1 wins), 0 -> 3 -> 3 (a self-loop: draw)
        let s = retrograde(4, &[(0, 1), (1, 2), (0, 3), (3, 3)], &[]);
        assert_eq!(s.label, vec![Draw, Win, Loss, Draw]);
        assert_eq!((s.best[0], s.dist[0]), (Some(3), DRAW_DIST));
        // without the escape 0 is lost in 2 plies
        let s = retrograde(4, &[(0, 1), (1, 2), (3, 3)], &[]);
        assert_eq!((s.label[0], s.dist[0], s.best[0]), (Loss, 2, Some(1)));
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
            s.label,
            vec![Win, Loss, Win, Loss, Loss, Loss, Win, Loss, Win]
        );
        assert_eq!(s.dist, vec![1, 2, 1, 0, 0, 4, 1, 0, 3]);
        assert_eq!((s.best[0], s.best[5]), (Some(4), Some(8)));
        // a terminal mark overrides moves: 2 is a win for the mover although it could move
        let s = retrograde(3, &[(0, 1), (1, 2), (2, 0)], &[(2, Win)]);
        assert_eq!((s.label, s.dist), (vec![Win, Loss, Win], vec![2, 1, 0]));
    }

    #[test]
    fn a_position_marked_twice_keeps_its_last_mark() {
        let s = retrograde(2, &[(0, 1)], &[(1, Draw), (1, Win)]);
        assert_eq!((s.label, s.dist), (vec![Loss, Win], vec![1, 0]));
    }

    #[test]
    fn empty_game() {
        let s = retrograde(0, &[], &[]);
        assert!(s.label.is_empty() && s.dist.is_empty() && s.best.is_empty());
        let s = retrograde_implicit(0, &[], |_| 0, |_| std::iter::empty());
        assert!(s.label.is_empty());
    }

    #[test]
    #[should_panic(expected = "retrograde: move (0, 3) out of range for n = 3")]
    fn edge_out_of_range() {
        retrograde(3, &[(0, 1), (0, 3)], &[]);
    }

    #[test]
    #[should_panic(expected = "retrograde: move (3, 0) out of range for n = 3")]
    fn edge_source_out_of_range() {
        retrograde(3, &[(0, 1), (3, 0)], &[]);
    }

    #[test]
    #[should_panic(expected = "retrograde: pred(0) lists 7, not below n = 2")]
    fn predecessor_out_of_range() {
        retrograde_implicit(2, &[], |u| (u == 1) as usize, |_| [7]);
    }

    #[test]
    #[should_panic(expected = "retrograde: n = 4294967295 exceeds 2^32 - 2 positions")]
    fn too_many_positions() {
        retrograde(u32::MAX as usize, &[], &[]);
    }

    #[test]
    #[should_panic(expected = "retrograde: n = 4294967295 exceeds 2^32 - 2 positions")]
    fn too_many_positions_implicit() {
        retrograde_implicit(u32::MAX as usize, &[], |_| 0, |_| [0]);
    }

    #[test]
    #[should_panic(expected = "retrograde: degree(1) = 2147483648 exceeds 2^31 - 1")]
    fn degree_too_large() {
        retrograde_implicit(2, &[], |u| u << 31, |_| [0]);
    }

    #[test]
    #[should_panic(expected = "retrograde: terminal mark 4 out of range for n = 4")]
    fn mark_out_of_range() {
        retrograde(4, &[], &[(4, Win)]);
    }
}
