//! Quiescence search on a small game DAG (seed 002's contract): iterative deepening alpha-beta
//!   under a node budget, stand pat plus tactical moves at the horizon, a table keyed by horizon.
//! The template of a budgeted engine search (cyclic games: add repetition rules; exact: no horizon).
//! Usage: `let r = Quiescence::new(states)?.run(start, d, q, budget, tt, sort)?;` gives
//!   `r.status`, `r.depth` (last finished), `r.value`, `r.mv` (root move index), `r.counts`,
//!   `r.history` (one `QsPass` per depth tried). Scores are MAX's; V(s, d, q) as in the seed.
//! Time: O(b^(d+q)) calls per pass, capped by the budget.
//! Limits (else `Err`): 1..=64 states, <= 4096 moves, each from s to a t > s of the other player,
//!   scores in [-1000, 1000]; d in 1..=12, q in 0..=6, budget in 1..=10^6 admitted calls.
//! Source: Knuth, Moore 1975; seed 002.
//! Status: the seed's 8 fixtures byte for byte; vs a DP of V(s, d, q) on all 28,512 four-state
//!   graphs and random DAGs (values, moves, TT bounds), budgets; verify/cross/quiescence.rs.
const INF: i32 = 1_000_000; // beyond every score
type Found = Option<(i32, Option<usize>)>; // value and best move; None: out of budget
type Run = Result<QsReport, String>;

/// A state of the game graph: MAX to move?, its score (exact when it has no moves), its moves
/// as (child, tactical).
#[derive(Clone, Debug)]
pub struct QsState {
    pub max: bool,
    pub score: i32,
    pub moves: Vec<(usize, bool)>,
}

/// What a table entry (value, best move found, bound) proves about its horizon's value: equal,
/// at least, at most. The move is an ordering hint, not a promise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QsBound {
    Exact,
    Lower,
    Upper,
}

/// Complete: every depth finished; Partial: an earlier depth did; NoCompletedDepth: none did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum QsStatus {
    #[default]
    Complete,
    Partial,
    NoCompletedDepth,
}

/// The seed's counters: admitted calls, score reads, window cutoffs (stand pat included), table
/// returns, calls at depth 0, deepest ply reached.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct QsCounts {
    pub nodes: u64,
    pub evals: u64,
    pub cutoffs: u64,
    pub tt_hits: u64,
    pub qnodes: u64,
    pub peak: u64,
}

/// One depth of the deepening: finished?, value and root move (0 and None when aborted), calls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QsPass {
    pub depth: usize,
    pub done: bool,
    pub value: i32,
    pub mv: Option<usize>,
    pub nodes: u64,
}

/// What `run` returns (status, last finished depth with its value and root move, counters).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct QsReport {
    pub status: QsStatus,
    pub depth: usize,
    pub value: i32,
    pub mv: Option<usize>,
    pub counts: QsCounts,
    pub history: Vec<QsPass>,
}

/// A validated game graph, and the table, hints, line and counters of the current run.
#[derive(Default)]
pub struct Quiescence {
    game: Vec<QsState>,
    tt: Vec<Option<(i32, Option<usize>, QsBound)>>, // horizon (s, d, q) at (s * 13 + d) * 7 + q
    hint: Vec<Option<usize>>, // last best move per state, whatever the horizon
    path: Vec<usize>,         // the active line: play = push, undo = pop; empty between runs
    counts: QsCounts,
    budget: u64,
    use_tt: bool,
    ordering: bool,
}

/// The window below a MAX (MIN) node whose best score so far is `best`: alpha (beta) moves up to
/// (down to) it.
fn narrow(max: bool, alpha: i32, beta: i32, best: i32) -> (i32, i32) {
    (
        if max { alpha.max(best) } else { alpha },
        if max { beta } else { beta.min(best) },
    )
}

fn within(what: &str, x: i64, lo: i64, hi: i64) -> Result<(), String> {
    let msg = format!("{what} {x} outside {lo}..={hi}");
    (lo <= x && x <= hi).then_some(()).ok_or(msg)
}

impl Quiescence {
    pub fn new(game: Vec<QsState>) -> Result<Self, String> {
        within("state count", game.len() as i64, 1, 64)?;
        let edges: usize = game.iter().map(|v| v.moves.len()).sum();
        within("moves", edges as i64, 0, 4096)?;
        for (s, v) in game.iter().enumerate() {
            within(&format!("state {s}: score"), v.score as i64, -1000, 1000)?;
            for &(t, _) in &v.moves {
                if t <= s || t >= game.len() {
                    return Err(format!("state {s}: move to {t} does not go forward"));
                }
                if game[t].max == v.max {
                    return Err(format!("state {s}: move to {t} does not alternate players"));
                }
            }
        }
        Ok(Quiescence {
            game,
            ..Default::default()
        })
    }

    /// The table entry (value, best move, bound) the last run stored for horizon (s, d, q).
    pub fn entry(&self, s: usize, d: usize, q: usize) -> Option<(i32, Option<usize>, QsBound)> {
        let key = (d <= 12 && q <= 6).then_some((s * 13 + d) * 7 + q)?;
        self.tt.get(key).copied().flatten()
    }

    /// Iterative deepening from state `s` to depth `d`, each depth with the full window, quiescence
    /// `q` plies deep, `budget` admitted calls in all, with the table (`tt`) and move ordering
    /// (`sort`) or without; the table and the hints last for this run.
    pub fn run(&mut self, s: usize, d: usize, q: usize, budget: u64, tt: bool, sort: bool) -> Run {
        let n = self.game.len();
        within("start", s as i64, 0, n as i64 - 1)?;
        within("depth", d as i64, 1, 12)?;
        within("quiescence limit", q as i64, 0, 6)?;
        within("budget", budget as i64, 1, 1_000_000)?;
        (self.budget, self.use_tt, self.ordering) = (budget, tt, sort);
        (self.tt, self.hint, self.counts) =
            (vec![None; n * 91], vec![None; n], QsCounts::default());
        let mut r = QsReport::default();
        for depth in 1..=d {
            let before = self.counts.nodes;
            self.path.push(s);
            let found = self.search(s, depth, q, -INF, INF);
            self.path.pop();
            let ((value, mv), done) = (found.unwrap_or((0, None)), found.is_some());
            let nodes = self.counts.nodes - before;
            r.history.push(QsPass {
                depth,
                done,
                value,
                mv,
                nodes,
            });
            if !done {
                // Out of budget: the last finished depth stands, if there is one.
                r.status = [QsStatus::NoCompletedDepth, QsStatus::Partial][(r.depth > 0) as usize];
                break;
            }
            (r.depth, r.value, r.mv) = (depth, value, mv);
        }
        r.counts = self.counts;
        Ok(r)
    }

    /// Stores what a finished call proved and returns it; its move becomes the state's hint.
    fn save(&mut self, s: usize, key: usize, value: i32, mv: Option<usize>, b: QsBound) -> Found {
        if self.use_tt {
            self.tt[key] = Some((value, mv, b));
        }
        self.hint[s] = mv.or(self.hint[s]);
        Some((value, mv))
    }

    /// Fail-soft value (and best move) of horizon (s, d, q) in the window (alpha, beta); `None`
    /// once the budget is spent: every caller undoes its move and passes the `None` up.
    fn search(&mut self, s: usize, d: usize, q: usize, mut alpha: i32, mut beta: i32) -> Found {
        // Admit the call while the budget lasts (a pass that spent it exactly has finished).
        if self.counts.nodes >= self.budget {
            return None;
        }
        self.counts.nodes += 1;
        self.counts.peak = self.counts.peak.max(self.path.len() as u64 - 1);
        self.counts.qnodes += (d == 0) as u64;

        // A value proved for this very horizon answers at once if it decides the window (a
        // deeper horizon's would not do: V_2 can differ from V_1).
        let key = (s * 13 + d) * 7 + q;
        if let Some((value, mv, bound)) = self.tt[key].filter(|_| self.use_tt) {
            let usable = match bound {
                QsBound::Exact => true,
                QsBound::Lower => value >= beta, // the true value is at least `value`
                QsBound::Upper => value <= alpha, // at most
            };
            if usable {
                self.counts.tt_hits += 1;
                return Some((value, mv));
            }
        }

        // A terminal state, or the horizon with no quiescence left: the score is the value.
        let (max, score, (alpha0, beta0)) = (self.game[s].max, self.game[s].score, (alpha, beta));
        if self.game[s].moves.is_empty() || (d == 0 && q == 0) {
            self.counts.evals += 1;
            return self.save(s, key, score, None, QsBound::Exact);
        }

        // At the horizon the side to move may also stop here ("stand pat"): the static score is
        // one of its options, and may refute the line at once (a cutoff with no move tried).
        let (mut best, mut best_mv) = (if max { -INF } else { INF }, None);
        if d == 0 {
            (best, self.counts.evals) = (score, self.counts.evals + 1);
            (alpha, beta) = narrow(max, alpha, beta, best);
        }
        self.counts.cutoffs += (alpha >= beta) as u64;

        // Every move at ordinary depth, only tactical ones in quiescence; with ordering, the
        // state's last best move first, then the most promising child score, then the index.
        let moves = &self.game[s].moves;
        let tried = |i: &usize| alpha < beta && (d > 0 || moves[*i].1);
        let mut order: Vec<usize> = (0..moves.len()).filter(tried).collect();
        if self.ordering {
            let (g, hint) = (&self.game, self.hint[s]);
            let promise = |i: usize| g[moves[i].0].score * if max { -1 } else { 1 };
            order.sort_by_key(|&i| (hint != Some(i), promise(i), i));
        }
        let (next_d, next_q) = (d.saturating_sub(1), if d > 0 { q } else { q - 1 });
        for i in order {
            let child = self.game[s].moves[i].0;
            self.path.push(child); // play
            let found = self.search(child, next_d, next_q, alpha, beta);
            self.path.pop(); // undo, also before passing an exhausted budget up with `?`
            let v = found?.0;
            if (max && v > best) || (!max && v < best) {
                (best, best_mv) = (v, Some(i)); // strict: ties keep the first searched
            }
            (alpha, beta) = narrow(max, alpha, beta, best);
            if alpha >= beta {
                self.counts.cutoffs += 1; // the other moves cannot change an ancestor's choice
                break;
            }
        }

        // Flag the value against the caller's window: outside it only a bound is proved.
        let bound = match () {
            _ if best <= alpha0 => QsBound::Upper,
            _ if best >= beta0 => QsBound::Lower,
            _ => QsBound::Exact,
        };
        self.save(s, key, best, best_mv, bound)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn n(max: bool, score: i32, moves: &[usize]) -> QsState {
        QsState {
            max,
            score,
            moves: moves.iter().map(|&t| (t, false)).collect(),
        }
    }
    fn tac(max: bool, score: i32, moves: &[(usize, bool)]) -> QsState {
        QsState {
            max,
            score,
            moves: moves.to_vec(),
        }
    }
    fn worked() -> Vec<QsState> {
        let (t, f) = (true, false);
        vec![
            n(t, 0, &[1, 2, 3]),
            n(f, 3, &[4, 5]),
            n(f, 2, &[6, 7]),
            n(f, 4, &[8, 9]),
            n(t, 3, &[]),
            n(t, 5, &[]),
            n(t, 2, &[]),
            n(t, 9, &[]),
            n(t, 0, &[]),
            n(t, 7, &[]),
        ]
    }
    fn shared() -> Vec<QsState> {
        let (t, f) = (true, false);
        vec![
            n(t, 0, &[1, 2]),
            n(f, 4, &[3, 4]),
            n(f, 3, &[3, 5]),
            n(t, 5, &[6, 7]),
            n(t, 4, &[]),
            n(t, 3, &[]),
            n(f, 5, &[]),
            n(f, 6, &[]),
        ]
    }
    fn tactical() -> Vec<QsState> {
        let (t, f) = (true, false);
        vec![
            tac(t, 0, &[(1, f), (2, f)]),
            tac(f, 8, &[(3, t)]),
            tac(f, 3, &[(4, t)]),
            tac(t, -5, &[]),
            tac(t, 2, &[]),
        ]
    }

    /// A table entry with named fields, for the assertions below.
    #[derive(Debug, PartialEq)]
    struct Entry {
        value: i32,
        mv: Option<usize>,
        bound: QsBound,
    }
    fn entry(s: &Quiescence, st: usize, d: usize, q: usize) -> Option<Entry> {
        let e = s.entry(st, d, q)?;
        Some(Entry {
            value: e.0,
            mv: e.1,
            bound: e.2,
        })
    }

    /// The counters in the seed's order.
    fn arr(c: QsCounts) -> [u64; 6] {
        [c.nodes, c.evals, c.cutoffs, c.tt_hits, c.qnodes, c.peak]
    }

    fn mv(m: Option<usize>) -> i64 {
        m.map_or(-1, |i| i as i64)
    }

    /// The seed's report format: three lines per fixture.
    fn show(
        name: &str,
        game: Vec<QsState>,
        depth: usize,
        q: usize,
        budget: u64,
        ordering: bool,
    ) -> String {
        let mut search = Quiescence::new(game).unwrap();
        let r = search.run(0, depth, q, budget, true, ordering).unwrap();
        let again = search.run(0, depth, q, budget, true, ordering).unwrap();
        assert_eq!(
            r, again,
            "{name}: a second run on the same Quiescence must not see the first"
        );
        let status = match r.status {
            QsStatus::Complete => "COMPLETE",
            QsStatus::Partial => "PARTIAL",
            QsStatus::NoCompletedDepth => "NO_COMPLETED_DEPTH",
        };
        let st = arr(r.counts);
        let restored = if search.path.is_empty() { "YES" } else { "NO" };
        let passes: Vec<String> = r
            .history
            .iter()
            .map(|p| {
                let code = if p.done { "DONE" } else { "ABORT" };
                format!("{}:{code}:{}:{}:{}", p.depth, p.value, mv(p.mv), p.nodes)
            })
            .collect();
        format!(
            "{name}: {status}, depth={}, score={}, move={}\n\
             nodes={}, evals={}, cutoffs={}, tt_hits={}, qnodes={}, peak={}, restored={restored}\n\
             passes=[{}]\n",
            r.depth,
            r.value,
            mv(r.mv),
            st[0],
            st[1],
            st[2],
            st[3],
            st[4],
            st[5],
            passes.join(",")
        )
    }

    const EXPECTED: &str = "\
worked: COMPLETE, depth=2, score=3, move=0
nodes=12, evals=7, cutoffs=2, tt_hits=0, qnodes=7, peak=2, restored=YES
passes=[1:DONE:4:2:4,2:DONE:3:0:8]
ordered: COMPLETE, depth=2, score=3, move=0
nodes=13, evals=8, cutoffs=1, tt_hits=0, qnodes=8, peak=2, restored=YES
passes=[1:DONE:4:2:4,2:DONE:3:0:9]
transposition: COMPLETE, depth=3, score=4, move=0
nodes=19, evals=9, cutoffs=2, tt_hits=2, qnodes=8, peak=3, restored=YES
passes=[1:DONE:4:0:3,2:DONE:4:0:7,3:DONE:4:0:9]
static horizon: COMPLETE, depth=1, score=8, move=0
nodes=3, evals=2, cutoffs=0, tt_hits=0, qnodes=2, peak=1, restored=YES
passes=[1:DONE:8:0:3]
quiescence: COMPLETE, depth=1, score=2, move=1
nodes=5, evals=4, cutoffs=0, tt_hits=0, qnodes=4, peak=2, restored=YES
passes=[1:DONE:2:1:5]
interrupted: PARTIAL, depth=1, score=4, move=2
nodes=7, evals=4, cutoffs=0, tt_hits=0, qnodes=4, peak=2, restored=YES
passes=[1:DONE:4:2:4,2:ABORT:0:-1:3]
no completed pass: NO_COMPLETED_DEPTH, depth=0, score=0, move=-1
nodes=1, evals=0, cutoffs=0, tt_hits=0, qnodes=0, peak=0, restored=YES
passes=[1:ABORT:0:-1:1]
terminal root: COMPLETE, depth=2, score=-7, move=-1
nodes=2, evals=2, cutoffs=0, tt_hits=0, qnodes=0, peak=0, restored=YES
passes=[1:DONE:-7:-1:1,2:DONE:-7:-1:1]
checks = PASS
";

    #[test]
    fn seed_fixtures_match_expected_output() {
        let mut out = String::new();
        out += &show("worked", worked(), 2, 0, 1_000_000, false);
        out += &show("ordered", worked(), 2, 0, 1_000_000, true);
        out += &show("transposition", shared(), 3, 0, 1_000_000, false);
        out += &show("static horizon", tactical(), 1, 0, 1_000_000, false);
        out += &show("quiescence", tactical(), 1, 1, 1_000_000, false);
        out += &show("interrupted", worked(), 3, 0, 7, false);
        out += &show("no completed pass", worked(), 2, 0, 1, false);
        out += &show(
            "terminal root",
            vec![n(true, -7, &[])],
            2,
            0,
            1_000_000,
            false,
        );
        out += "checks = PASS\n";
        assert_eq!(out, EXPECTED);
    }

    #[test]
    fn worked_table_holds_the_seed_entries() {
        let mut s = Quiescence::new(worked()).unwrap();
        s.run(0, 2, 0, 1_000_000, true, false).unwrap();
        let count = (0..10)
            .flat_map(|st| (0..=2).map(move |d| (st, d)))
            .filter(|&(st, d)| entry(&s, st, d, 0).is_some());
        assert_eq!(count.count(), 12);
        // MIN 2 cut after reply 6 (value 2 <= alpha 3): only an upper bound is proved.
        let e = entry(&s, 2, 1, 0).unwrap();
        assert_eq!((e.value, e.mv, e.bound), (2, Some(0), QsBound::Upper));
        let root = entry(&s, 0, 2, 0).unwrap();
        assert_eq!(
            (root.value, root.mv, root.bound),
            (3, Some(0), QsBound::Exact)
        );
        s.run(0, 2, 0, 1_000_000, false, false).unwrap();
        assert!((0..10).all(|st| (0..=2).all(|d| entry(&s, st, d, 0).is_none())));
    }

    #[test]
    fn last_best_move_is_tried_first() {
        // Depth 1 prefers move 1 (quiescence sees MIN's capture after move 0). At depth 2 the hint
        // puts move 1 first although move 0's child evaluates higher, so move 0 is cut off.
        let mut s = Quiescence::new(tactical()).unwrap();
        let r = s.run(0, 2, 1, 1_000_000, true, true).unwrap();
        assert_eq!(
            (r.value, r.mv, arr(r.counts)),
            (2, Some(1), [10, 6, 1, 0, 6, 2])
        );
        assert_eq!(
            entry(&s, 1, 1, 1).map(|e| (e.value, e.bound)),
            Some((-5, QsBound::Upper))
        );
        let r = s.run(0, 2, 1, 1_000_000, true, false).unwrap();
        assert_eq!(
            (r.value, r.mv, arr(r.counts)),
            (2, Some(1), [10, 6, 0, 0, 6, 2])
        );
        assert_eq!(
            entry(&s, 1, 1, 1).map(|e| (e.value, e.bound)),
            Some((-5, QsBound::Exact))
        );
    }

    #[test]
    fn stand_pat_cuts_a_quiet_reply() {
        // MIN 2 may stop at 0 <= alpha = 1 without looking at its capture: UPPER 0, no move.
        let (t, f) = (true, false);
        let g = vec![
            tac(t, 0, &[(1, f), (2, f)]),
            tac(f, 5, &[(3, t)]),
            tac(f, 0, &[(4, t)]),
            tac(t, 1, &[]),
            tac(t, 9, &[]),
        ];
        let mut s = Quiescence::new(g).unwrap();
        let r = s.run(0, 1, 1, 1_000_000, true, false).unwrap();
        assert_eq!(
            (r.value, r.mv, arr(r.counts)),
            (1, Some(0), [4, 3, 1, 0, 3, 2])
        );
        let e = entry(&s, 2, 0, 1).unwrap();
        assert_eq!((e.value, e.mv, e.bound), (0, None, QsBound::Upper));
        assert_eq!(entry(&s, 4, 0, 0), None);
    }

    fn err_new(game: Vec<QsState>) -> String {
        Quiescence::new(game)
            .err()
            .unwrap_or_else(|| panic!("invalid graph accepted"))
    }
    fn err_run(start: usize, depth: usize, q: usize, budget: u64) -> String {
        let mut s = Quiescence::new(worked()).unwrap();
        let r = s.run(start, depth, q, budget, true, true);
        r.err()
            .unwrap_or_else(|| panic!("invalid parameters accepted"))
    }

    #[test]
    fn invalid_graphs_are_rejected() {
        assert!(err_new(vec![]).contains("state count 0"));
        assert!(err_new(chain(65)).contains("state count 65"));
        let mut fan = vec![n(true, 0, &vec![1; 4097]), n(false, 0, &[])];
        assert!(err_new(fan.clone()).contains("moves 4097"));
        fan[0].moves.pop();
        assert!(Quiescence::new(fan).is_ok(), "4096 moves are allowed");
        assert!(err_new(vec![n(true, 1001, &[])]).contains("score 1001"));
        assert!(err_new(vec![n(true, 0, &[1]), n(false, -1001, &[])]).contains("score -1001"));
        assert!(Quiescence::new(vec![n(true, 1000, &[1]), n(false, -1000, &[])]).is_ok());
        let back = vec![n(true, 0, &[1]), n(false, 0, &[0])];
        assert!(err_new(back).contains("move to 0 does not go forward"));
        assert!(err_new(vec![n(true, 0, &[0])]).contains("does not go forward"));
        assert!(err_new(vec![n(true, 0, &[2]), n(false, 0, &[])])
            .contains("move to 2 does not go forward"));
        let same = vec![n(true, 0, &[1]), n(true, 0, &[])];
        assert!(err_new(same).contains("does not alternate players"));
    }

    /// States 0..len alternating MAX/MIN, each moving to the next; score = index.
    fn chain(len: usize) -> Vec<QsState> {
        (0..len)
            .map(|s| {
                n(
                    s % 2 == 0,
                    s as i32,
                    &(s + 1..len).take(1).collect::<Vec<_>>(),
                )
            })
            .collect()
    }

    #[test]
    fn chain_of_64_states_is_allowed() {
        let r = Quiescence::new(chain(64))
            .unwrap()
            .run(0, 12, 6, 1_000_000, true, true)
            .unwrap();
        assert_eq!((r.status, r.value, r.mv), (QsStatus::Complete, 12, Some(0)));
    }

    #[test]
    fn invalid_parameters_are_rejected() {
        assert!(err_run(10, 2, 0, 1).contains("start 10"));
        assert!(err_run(0, 0, 0, 1).contains("depth 0"));
        assert!(err_run(0, 13, 0, 1).contains("depth 13"));
        assert!(err_run(0, 2, 7, 1).contains("quiescence limit 7"));
        assert!(err_run(0, 2, 0, 0).contains("budget 0"));
        assert!(err_run(0, 2, 0, 1_000_001).contains("budget 1000001"));
        let mut s = Quiescence::new(worked()).unwrap();
        assert!(s.run(9, 12, 6, 1_000_000, true, true).is_ok());
        assert!(s.run(0, 1, 0, 1, false, false).is_ok());
    }

    /// Oracle: V[s][d][q] by reverse-topological DP over the whole graph, no windows, no pruning.
    fn oracle(g: &[QsState], dmax: usize, qmax: usize) -> Vec<Vec<Vec<i32>>> {
        let mut v = vec![vec![vec![0; qmax + 1]; dmax + 1]; g.len()];
        for s in (0..g.len()).rev() {
            for d in 0..=dmax {
                for q in 0..=qmax {
                    let opt = |a: i32, b: i32| if g[s].max { a.max(b) } else { a.min(b) };
                    v[s][d][q] = if g[s].moves.is_empty() || (d == 0 && q == 0) {
                        g[s].score
                    } else if d > 0 {
                        let mut it = g[s].moves.iter().map(|&(t, _)| v[t][d - 1][q]);
                        let first = it.next().unwrap();
                        it.fold(first, opt)
                    } else {
                        g[s].moves
                            .iter()
                            .filter(|m| m.1)
                            .map(|&(t, _)| v[t][0][q - 1])
                            .fold(g[s].score, opt)
                    };
                }
            }
        }
        v
    }

    const D: usize = 4;
    const Q: usize = 3;

    /// Every stored entry is a true statement about its own horizon.
    fn check_table(s: &Quiescence, g: &[QsState], v: &[Vec<Vec<i32>>]) {
        assert_eq!(v.len(), g.len());
        for (st, by_depth) in v.iter().enumerate() {
            for (d, by_q) in by_depth.iter().enumerate() {
                for (q, &t) in by_q.iter().enumerate() {
                    if let Some(e) = entry(s, st, d, q) {
                        let ok = match e.bound {
                            QsBound::Exact => e.value == t,
                            QsBound::Lower => e.value <= t,
                            QsBound::Upper => e.value >= t,
                        };
                        assert!(ok, "entry ({st},{d},{q}) = {e:?}, true value {t}");
                    }
                }
            }
        }
    }

    /// The root move of a finished pass is optimal at that horizon.
    fn check_move(
        g: &[QsState],
        v: &[Vec<Vec<i32>>],
        start: usize,
        d: usize,
        q: usize,
        value: i32,
        m: Option<usize>,
    ) {
        assert_eq!(value, v[start][d][q]);
        match m {
            None => assert!(g[start].moves.is_empty()),
            Some(i) => assert_eq!(
                v[g[start].moves[i].0][d - 1][q],
                value,
                "move {i} not optimal"
            ),
        }
    }

    fn arb_game() -> impl Strategy<Value = Vec<QsState>> {
        let score = prop_oneof![8 => -4i32..=4, 1 => Just(-1000), 1 => Just(1000)];
        let moves = prop::collection::vec((any::<u8>(), prop::bool::weighted(0.4)), 0..6);
        let state = (prop::bool::weighted(0.15), score, moves);
        let len = prop_oneof![1 => 1usize..=4, 3 => 8usize..=12];
        let raw = len.prop_flat_map(move |len| prop::collection::vec(state.clone(), len));
        raw.prop_filter("mostly nonterminal roots", |g| {
            !g[0].2.is_empty() || g.len() < 3
        })
        .prop_map(|raw| {
            let player: Vec<bool> = raw
                .iter()
                .enumerate()
                .map(|(s, r)| (s % 2 == 0) ^ r.0)
                .collect();
            let n = raw.len();
            raw.into_iter()
                .enumerate()
                .map(|(s, (_, score, picks))| {
                    let ok: Vec<usize> = (s + 1..n).filter(|&t| player[t] != player[s]).collect();
                    let moves = if ok.is_empty() {
                        vec![]
                    } else {
                        // Mostly the two nearest children: deep lines and many transpositions.
                        let near = |p: u8| if p < 180 { ok.len().min(2) } else { ok.len() };
                        picks
                            .iter()
                            .map(|&(p, t)| (ok[p as usize % near(p)], t))
                            .collect()
                    };
                    QsState {
                        max: player[s],
                        score,
                        moves,
                    }
                })
                .collect()
        })
    }

    const MODES: [(bool, bool); 4] = [(false, false), (true, false), (false, true), (true, true)];

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]
        #[test]
        fn matches_dp_oracle(g in arb_game(), depth in 1..=D, q in 0..=Q, start in prop_oneof![Just(0), 0usize..12]) {
            let start = start % g.len();
            let v = oracle(&g, D, Q);
            let mut s = Quiescence::new(g.clone()).unwrap();
            for (tt, ord) in MODES {
                let r = s.run(start, depth, q, 1_000_000, tt, ord).unwrap();
                prop_assert_eq!(r.status, QsStatus::Complete);
                prop_assert_eq!(r.depth, depth);
                check_move(&g, &v, start, depth, q, r.value, r.mv);
                for p in &r.history {
                    prop_assert!(p.done);
                    check_move(&g, &v, start, p.depth, q, p.value, p.mv);
                }
                prop_assert!(s.path.is_empty());
                if tt {
                    check_table(&s, &g, &v);
                    let root = entry(&s, start, depth, q).unwrap();
                    prop_assert_eq!((root.value, root.mv, root.bound), (r.value, r.mv, QsBound::Exact));
                } else {
                    prop_assert_eq!(r.counts.tt_hits, 0);
                }
                let sum: u64 = r.history.iter().map(|p| p.nodes).sum();
                prop_assert_eq!(sum, r.counts.nodes);
                prop_assert!(r.counts.peak as usize <= depth + q);
            }
        }

        #[test]
        fn warm_table_answers_narrow_windows(g in arb_game(), probes in prop::collection::vec(
            (0usize..12, 0..=D, 0..=Q, -6i32..=6, 1i32..=4, any::<bool>()), 1..40)) {
            let v = oracle(&g, D, Q);
            let mut s = Quiescence::new(g.clone()).unwrap();
            s.run(0, D, Q, 1_000_000, true, true).unwrap();
            for (st, d, q, alpha, width, ord) in probes {
                let st = st % g.len();
                s.ordering = ord;
                let beta = alpha + width;
                let usable = entry(&s, st, d, q).filter(|e| match e.bound {
                    QsBound::Exact => true,
                    QsBound::Lower => e.value >= beta,
                    QsBound::Upper => e.value <= alpha,
                });
                let (nodes, hits) = (s.counts.nodes, s.counts.tt_hits);
                s.path.push(st);
                let (x, _) = s.search(st, d, q, alpha, beta).unwrap();
                s.path.pop();
                if let Some(e) = usable {
                    prop_assert_eq!(x, e.value);
                    prop_assert_eq!((s.counts.nodes, s.counts.tt_hits), (nodes + 1, hits + 1));
                }
                let t = v[st][d][q];
                if x <= alpha {
                    prop_assert!(t <= x, "fail low {} but true {}", x, t);
                } else if x >= beta {
                    prop_assert!(t >= x, "fail high {} but true {}", x, t);
                } else {
                    prop_assert_eq!(x, t);
                }
                check_table(&s, &g, &v);
            }
        }
    }

    #[test]
    fn exhaustive_four_state_graphs() {
        // Every player labelling with MAX at 0, every set of quiet/tactical/absent edges, every
        // score in {-1, 0, 1}^4; depths 1..=3 (one run, checked pass by pass), Q 0..=2, all modes.
        let mut graphs = 0;
        for labels in 0..8 {
            let player: Vec<bool> = (0..4)
                .map(|s| s == 0 || (labels >> (s - 1)) & 1 == 1)
                .collect();
            let pairs: Vec<(usize, usize)> = (0..4)
                .flat_map(|s| (s + 1..4).map(move |t| (s, t)))
                .filter(|&(s, t)| player[s] != player[t])
                .collect();
            for shape in 0..3usize.pow(pairs.len() as u32) {
                for scores in 0..81 {
                    let mut g: Vec<QsState> = (0..4)
                        .map(|s| {
                            n(
                                player[s],
                                (scores / 3usize.pow(s as u32) % 3) as i32 - 1,
                                &[],
                            )
                        })
                        .collect();
                    for (k, &(s, t)) in pairs.iter().enumerate() {
                        match shape / 3usize.pow(k as u32) % 3 {
                            1 => g[s].moves.push((t, false)),
                            2 => g[s].moves.push((t, true)),
                            _ => {}
                        }
                    }
                    let v = oracle(&g, 3, 2);
                    let mut sr = Quiescence::new(g.clone()).unwrap();
                    for q in 0..=2 {
                        for (tt, ord) in MODES {
                            let r = sr.run(0, 3, q, 1_000_000, tt, ord).unwrap();
                            assert_eq!(r.status, QsStatus::Complete);
                            for p in &r.history {
                                check_move(&g, &v, 0, p.depth, q, p.value, p.mv);
                            }
                            check_table(&sr, &g, &v);
                        }
                    }
                    graphs += 1;
                }
            }
        }
        // MIN states among 1..4: none (no edge), one (x3, 3 edges), two (x3, 4 edges), three (3 edges)
        assert_eq!(graphs, 81 * (1 + 3 * 27 + 3 * 81 + 27));
    }

    /// Runs every budget 1..=full and checks the result is the last pass that finished.
    fn check_budgets(g: &[QsState], start: usize, depth: usize, q: usize, tt: bool, ord: bool) {
        let v = oracle(g, D.max(depth), Q.max(q));
        let mut s = Quiescence::new(g.to_vec()).unwrap();
        let full = s.run(start, depth, q, 1_000_000, tt, ord).unwrap();
        let total = full.counts.nodes;
        for budget in 1..=total {
            let r = s.run(start, depth, q, budget, tt, ord).unwrap();
            assert!(s.path.is_empty());
            let (mut used, mut k) = (0, 0);
            while k < full.history.len() && used + full.history[k].nodes <= budget {
                used += full.history[k].nodes;
                k += 1;
            }
            assert_eq!(r.depth, k, "budget {budget}");
            assert_eq!(r.history[..k], full.history[..k]);
            if k == depth {
                assert_eq!(r, full);
                continue;
            }
            let want = if k > 0 {
                QsStatus::Partial
            } else {
                QsStatus::NoCompletedDepth
            };
            assert_eq!(r.status, want);
            assert_eq!(
                r.counts.nodes, budget,
                "an aborted run uses the whole budget"
            );
            assert_eq!(r.history.len(), k + 1);
            let last = &r.history[k];
            assert_eq!((last.done, last.value, last.mv), (false, 0, None));
            if k > 0 {
                let p = &full.history[k - 1];
                assert_eq!((r.value, r.mv), (p.value, p.mv));
                check_move(g, &v, start, k, q, r.value, r.mv);
            } else {
                assert_eq!((r.value, r.mv), (0, None));
            }
            if tt && depth <= D && q <= Q {
                check_table(&s, g, &v);
            }
        }
    }

    #[test]
    fn every_budget_on_seed_fixtures() {
        for (tt, ord) in MODES {
            check_budgets(&worked(), 0, 3, 0, tt, ord);
            check_budgets(&shared(), 0, 3, 0, tt, ord);
            check_budgets(&tactical(), 0, 2, 2, tt, ord);
            check_budgets(&[n(true, -7, &[])], 0, 2, 0, tt, ord);
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(600))]
        #[test]
        fn every_budget_on_random_graphs(g in arb_game(), depth in 1..=D, q in 0..=Q, mode in 0usize..4) {
            let (tt, ord) = MODES[mode];
            check_budgets(&g, 0, depth, q, tt, ord);
        }
    }
}
