//! Quiescence search: budgeted iterative-deepening alpha-beta, exact-horizon TT, stand-pat quiescence.
//! Searches an acyclic game graph: states 0..n (n <= 64), each move goes from s to some t > s and
//! alternates MAX/MIN; a state without moves is terminal and its score is the exact utility, other
//! scores are static evaluations; all scores MAX-oriented in [-1000, 1000]. Value searched:
//!   V(s,d,q) = U(s) if terminal; E(s) if d = q = 0; opt over all moves of V(t,d-1,q) if d > 0;
//!   opt of E(s) ("stand pat") and V(t,0,q-1) over tactical moves if d = 0 < q.
//! Iterative deepening runs depths 1..=D, each with a full window at the root.
//! Horizon keys: the TT key is (state, d, q); a value proved for one horizon never answers another
//!   (V_1 can differ from V_2), while the ordering hint (last best move of a state) crosses horizons.
//! Bound flags: a result v is flagged against the caller's ORIGINAL window (a0, b0): UPPER if
//!   v <= a0 (true <= v), LOWER if v >= b0 (true >= v), else EXACT; terminal/static reads are EXACT.
//!   Entries are only used to return at once (EXACT, LOWER >= beta, UPPER <= alpha).
//! Ordering (optional): hint first, then children by static score (desc at MAX, asc at MIN), then
//!   index. The best move changes only on strict improvement, so ties keep the first searched.
//! Cancellation: a call is admitted only while nodes < budget; else `search` returns None, which
//!   every caller passes up with `?` right after popping its path entry (no panic, no unwinding).
//!   An aborted call stores nothing (finished descendants keep their entries), and `run` returns the
//!   last finished pass: Complete, Partial (depth >= 1), NoCompletedDepth (depth 0, value 0, no move).
//! Usage: `let mut sr = Search::new(nodes)?; let r = sr.run(start, d, q, budget, use_tt, ordering)?;`
//!   `r.mv` = root move index (None at a terminal root or with no finished pass); `r.stats` =
//!   [nodes (admitted calls), evals (score reads), cutoffs (window cuts incl. stand pat), tt_hits,
//!   qnodes (calls with d = 0), peak (deepest active ply)]; `r.history` = one `Pass` per attempted
//!   depth with counter deltas. `sr.entry(state, d, q)` / `sr.path()` expose table and path.
//! Use it as the template for an engine-style search under a node budget; for cyclic games add
//!   repetition rules first, and to solve a game exactly prefer plain alpha-beta without a horizon.
//! Limits: D in 1..=12, Q in 0..=6, budget in 1..=10^6 calls, <= 4096 moves, else `Err(message)`.
//!   i32 scores with INF = 10^6, u64 counters, recursion depth <= D + Q + 1.
//! Time: O(b^(D+Q)) calls per pass at worst (capped by budget) plus sorting; memory: n*91 table
//!   slots + O(b (D+Q)) for the move lists on the stack.
//! Source: Knuth & Moore, "An analysis of alpha-beta pruning" (1975); TT bounds, iterative deepening
//!   and quiescence as on the Chess Programming Wiki; the contract and fixtures are seed 002's.
//! Verified: against a reverse-topological DP of V(s,d,q) (no windows, no pruning), in all 4
//!   TT/ordering modes: values, optimal root moves, every TT bound, on all 28,512 four-state graphs
//!   with scores in {-1,0,1} (D <= 3, Q <= 2) and proptest DAGs (<= 12 states, duplicate moves,
//!   transpositions, ties, +-1000 scores, tactical edges), plus narrow-window probes of a warm
//!   table; every budget from 1 to the full node count; the seed's 8 fixtures byte for byte;
//!   each validation error.
pub const INF: i32 = 1_000_000;
pub const NODES: usize = 0;
pub const EVALS: usize = 1;
pub const CUTOFFS: usize = 2;
pub const TT_HITS: usize = 3;
pub const QNODES: usize = 4;
pub const PEAK: usize = 5;

/// One state: MAX to move?, static or terminal score, moves as (child, tactical).
#[derive(Clone, Debug)]
pub struct Node {
    pub max: bool,
    pub score: i32,
    pub moves: Vec<(usize, bool)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub value: i32,
    pub mv: Option<usize>,
    pub bound: Bound,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Complete,
    Partial,
    NoCompletedDepth,
}

/// One iteration: depth, finished?, value and move (0 / None if aborted), deltas of stats[0..5].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pass {
    pub depth: usize,
    pub done: bool,
    pub value: i32,
    pub mv: Option<usize>,
    pub delta: [u64; 5],
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub status: Status,
    pub depth: usize,
    pub value: i32,
    pub mv: Option<usize>,
    pub stats: [u64; 6],
    pub history: Vec<Pass>,
}

pub struct Search {
    game: Vec<Node>,
    tt: Vec<Option<Entry>>, // index (state * 13 + d) * 7 + q
    hint: Vec<Option<usize>>,
    path: Vec<usize>,
    stats: [u64; 6],
    budget: u64,
    use_tt: bool,
    ordering: bool,
}

impl Search {
    pub fn new(game: Vec<Node>) -> Result<Self, String> {
        let n = game.len();
        if !(1..=64).contains(&n) {
            return Err(format!("state count {n} outside 1..=64"));
        }
        let edges: usize = game.iter().map(|v| v.moves.len()).sum();
        if edges > 4096 {
            return Err(format!("{edges} moves, more than 4096"));
        }
        for (s, v) in game.iter().enumerate() {
            if !(-1000..=1000).contains(&v.score) {
                return Err(format!(
                    "state {s}: score {} outside [-1000, 1000]",
                    v.score
                ));
            }
            for &(t, _) in &v.moves {
                if t <= s || t >= n {
                    return Err(format!("state {s}: move to {t} does not go forward"));
                }
                if game[t].max == v.max {
                    return Err(format!("state {s}: move to {t} does not alternate players"));
                }
            }
        }
        let (tt, hint, path, stats) = (vec![], vec![], vec![], [0; 6]);
        Ok(Search {
            game,
            tt,
            hint,
            path,
            stats,
            budget: 0,
            use_tt: true,
            ordering: true,
        })
    }

    /// Table entry stored by the last run for horizon (s, d, q), if any.
    pub fn entry(&self, s: usize, d: usize, q: usize) -> Option<Entry> {
        if d > 12 || q > 6 {
            return None;
        }
        self.tt.get((s * 13 + d) * 7 + q).copied().flatten()
    }

    /// The active path (empty between runs).
    pub fn path(&self) -> &[usize] {
        &self.path
    }

    pub fn run(
        &mut self,
        start: usize,
        depth: usize,
        qlimit: usize,
        budget: u64,
        use_tt: bool,
        ordering: bool,
    ) -> Result<Report, String> {
        let n = self.game.len();
        if start >= n {
            return Err(format!("start {start} outside 0..{n}"));
        }
        if !(1..=12).contains(&depth) {
            return Err(format!("depth {depth} outside 1..=12"));
        }
        if qlimit > 6 {
            return Err(format!("quiescence limit {qlimit} outside 0..=6"));
        }
        if !(1..=1_000_000).contains(&budget) {
            return Err(format!("budget {budget} outside 1..=1000000"));
        }
        (self.budget, self.use_tt, self.ordering) = (budget, use_tt, ordering);
        (self.tt, self.hint) = (vec![None; n * 91], vec![None; n]);
        self.stats = [0; 6];
        let (mut history, mut status) = (vec![], Status::Complete);
        let (mut done, mut value, mut mv) = (0, 0, None);
        for d in 1..=depth {
            let before = self.stats;
            self.path.push(start);
            let found = self.search(start, d, qlimit, -INF, INF);
            self.path.pop();
            let mut delta = [0; 5];
            for (k, x) in delta.iter_mut().enumerate() {
                *x = self.stats[k] - before[k];
            }
            let (v, m) = found.unwrap_or((0, None));
            let pass = Pass {
                depth: d,
                done: found.is_some(),
                value: v,
                mv: m,
                delta,
            };
            history.push(pass);
            if found.is_none() {
                status = if done > 0 {
                    Status::Partial
                } else {
                    Status::NoCompletedDepth
                };
                break;
            }
            (done, value, mv) = (d, v, m);
        }
        let stats = self.stats;
        Ok(Report {
            status,
            depth: done,
            value,
            mv,
            stats,
            history,
        })
    }

    fn save(&mut self, s: usize, key: usize, e: Entry) -> Option<(i32, Option<usize>)> {
        if self.use_tt {
            self.tt[key] = Some(e);
        }
        if e.mv.is_some() {
            self.hint[s] = e.mv;
        }
        Some((e.value, e.mv))
    }

    /// Fail-soft value (and best move) of horizon (s, d, q) in window (alpha, beta);
    /// None = budget exhausted, the caller must undo and pass it up.
    fn search(
        &mut self,
        s: usize,
        d: usize,
        q: usize,
        alpha: i32,
        beta: i32,
    ) -> Option<(i32, Option<usize>)> {
        if self.stats[NODES] >= self.budget {
            return None;
        }
        self.stats[NODES] += 1;
        self.stats[PEAK] = self.stats[PEAK].max(self.path.len() as u64 - 1);
        self.stats[QNODES] += (d == 0) as u64;
        let key = (s * 13 + d) * 7 + q;
        if let (true, Some(e)) = (self.use_tt, self.tt[key]) {
            let usable = match e.bound {
                Bound::Exact => true,
                Bound::Lower => e.value >= beta,
                Bound::Upper => e.value <= alpha,
            };
            if usable {
                self.stats[TT_HITS] += 1;
                return Some((e.value, e.mv));
            }
        }
        let (max, score) = (self.game[s].max, self.game[s].score);
        let moves = self.game[s].moves.len();
        if moves == 0 || (d == 0 && q == 0) {
            self.stats[EVALS] += 1;
            return self.save(
                s,
                key,
                Entry {
                    value: score,
                    mv: None,
                    bound: Bound::Exact,
                },
            );
        }
        let (mut best, mut best_mv) = (if max { -INF } else { INF }, None);
        if d == 0 {
            self.stats[EVALS] += 1;
            best = score; // stand pat: stopping here is one of the options
        }
        // The window below this node: the caller's, tightened by the best score so far.
        let window = |best: i32| {
            if max {
                (alpha.max(best), beta)
            } else {
                (alpha, beta.min(best))
            }
        };
        let mut order = vec![];
        if window(best).0 >= window(best).1 {
            self.stats[CUTOFFS] += 1; // stand-pat cutoff
        } else {
            order = (0..moves)
                .filter(|&i| d > 0 || self.game[s].moves[i].1)
                .collect();
        }
        if self.ordering {
            let (g, hint) = (&self.game, self.hint[s]);
            order.sort_by_key(|&i| {
                let e = g[g[s].moves[i].0].score;
                (hint != Some(i), if max { -e } else { e }, i)
            });
        }
        let (next_d, next_q) = if d > 0 { (d - 1, q) } else { (0, q - 1) };
        for i in order {
            let ((a, b), child) = (window(best), self.game[s].moves[i].0);
            self.path.push(child);
            let found = self.search(child, next_d, next_q, a, b);
            self.path.pop(); // undo first: cancellation (`?`) restores the path too
            let v = found?.0;
            if (max && v > best) || (!max && v < best) {
                (best, best_mv) = (v, Some(i));
            }
            if window(best).0 >= window(best).1 {
                self.stats[CUTOFFS] += 1;
                break;
            }
        }
        let bound = if best <= alpha {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.save(
            s,
            key,
            Entry {
                value: best,
                mv: best_mv,
                bound,
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn n(max: bool, score: i32, moves: &[usize]) -> Node {
        Node {
            max,
            score,
            moves: moves.iter().map(|&t| (t, false)).collect(),
        }
    }
    fn tac(max: bool, score: i32, moves: &[(usize, bool)]) -> Node {
        Node {
            max,
            score,
            moves: moves.to_vec(),
        }
    }
    fn worked() -> Vec<Node> {
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
    fn shared() -> Vec<Node> {
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
    fn tactical() -> Vec<Node> {
        let (t, f) = (true, false);
        vec![
            tac(t, 0, &[(1, f), (2, f)]),
            tac(f, 8, &[(3, t)]),
            tac(f, 3, &[(4, t)]),
            tac(t, -5, &[]),
            tac(t, 2, &[]),
        ]
    }

    fn mv(m: Option<usize>) -> i64 {
        m.map_or(-1, |i| i as i64)
    }

    /// The seed's report format: three lines per fixture.
    fn show(
        name: &str,
        game: Vec<Node>,
        depth: usize,
        q: usize,
        budget: u64,
        ordering: bool,
    ) -> String {
        let mut search = Search::new(game).unwrap();
        let r = search.run(0, depth, q, budget, true, ordering).unwrap();
        let again = search.run(0, depth, q, budget, true, ordering).unwrap();
        assert_eq!(
            r, again,
            "{name}: a second run on the same Search must not see the first"
        );
        let status = match r.status {
            Status::Complete => "COMPLETE",
            Status::Partial => "PARTIAL",
            Status::NoCompletedDepth => "NO_COMPLETED_DEPTH",
        };
        let st = r.stats;
        let restored = if search.path().is_empty() {
            "YES"
        } else {
            "NO"
        };
        let passes: Vec<String> = r
            .history
            .iter()
            .map(|p| {
                let code = if p.done { "DONE" } else { "ABORT" };
                format!("{}:{code}:{}:{}:{}", p.depth, p.value, mv(p.mv), p.delta[0])
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
        let mut s = Search::new(worked()).unwrap();
        s.run(0, 2, 0, 1_000_000, true, false).unwrap();
        let count = (0..10)
            .flat_map(|st| (0..=2).map(move |d| (st, d)))
            .filter(|&(st, d)| s.entry(st, d, 0).is_some());
        assert_eq!(count.count(), 12);
        // MIN 2 cut after reply 6 (value 2 <= alpha 3): only an upper bound is proved.
        let e = s.entry(2, 1, 0).unwrap();
        assert_eq!((e.value, e.mv, e.bound), (2, Some(0), Bound::Upper));
        let root = s.entry(0, 2, 0).unwrap();
        assert_eq!(
            (root.value, root.mv, root.bound),
            (3, Some(0), Bound::Exact)
        );
        s.run(0, 2, 0, 1_000_000, false, false).unwrap();
        assert!((0..10).all(|st| (0..=2).all(|d| s.entry(st, d, 0).is_none())));
    }

    #[test]
    fn last_best_move_is_tried_first() {
        // Depth 1 prefers move 1 (quiescence sees MIN's capture after move 0). At depth 2 the hint
        // puts move 1 first although move 0's child evaluates higher, so move 0 is cut off.
        let mut s = Search::new(tactical()).unwrap();
        let r = s.run(0, 2, 1, 1_000_000, true, true).unwrap();
        assert_eq!((r.value, r.mv, r.stats), (2, Some(1), [10, 6, 1, 0, 6, 2]));
        assert_eq!(
            s.entry(1, 1, 1).map(|e| (e.value, e.bound)),
            Some((-5, Bound::Upper))
        );
        let r = s.run(0, 2, 1, 1_000_000, true, false).unwrap();
        assert_eq!((r.value, r.mv, r.stats), (2, Some(1), [10, 6, 0, 0, 6, 2]));
        assert_eq!(
            s.entry(1, 1, 1).map(|e| (e.value, e.bound)),
            Some((-5, Bound::Exact))
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
        let mut s = Search::new(g).unwrap();
        let r = s.run(0, 1, 1, 1_000_000, true, false).unwrap();
        assert_eq!((r.value, r.mv, r.stats), (1, Some(0), [4, 3, 1, 0, 3, 2]));
        let e = s.entry(2, 0, 1).unwrap();
        assert_eq!((e.value, e.mv, e.bound), (0, None, Bound::Upper));
        assert_eq!(s.entry(4, 0, 0), None);
    }

    fn err_new(game: Vec<Node>) -> String {
        Search::new(game)
            .err()
            .unwrap_or_else(|| panic!("invalid graph accepted"))
    }
    fn err_run(start: usize, depth: usize, q: usize, budget: u64) -> String {
        let mut s = Search::new(worked()).unwrap();
        let r = s.run(start, depth, q, budget, true, true);
        r.err()
            .unwrap_or_else(|| panic!("invalid parameters accepted"))
    }

    #[test]
    fn invalid_graphs_are_rejected() {
        assert!(err_new(vec![]).contains("state count 0"));
        assert!(err_new(chain(65)).contains("state count 65"));
        let mut fan = vec![n(true, 0, &vec![1; 4097]), n(false, 0, &[])];
        assert!(err_new(fan.clone()).contains("4097 moves"));
        fan[0].moves.pop();
        assert!(Search::new(fan).is_ok(), "4096 moves are allowed");
        assert!(err_new(vec![n(true, 1001, &[])]).contains("score 1001"));
        assert!(err_new(vec![n(true, 0, &[1]), n(false, -1001, &[])]).contains("score -1001"));
        assert!(Search::new(vec![n(true, 1000, &[1]), n(false, -1000, &[])]).is_ok());
        let back = vec![n(true, 0, &[1]), n(false, 0, &[0])];
        assert!(err_new(back).contains("move to 0 does not go forward"));
        assert!(err_new(vec![n(true, 0, &[0])]).contains("does not go forward"));
        assert!(err_new(vec![n(true, 0, &[2]), n(false, 0, &[])])
            .contains("move to 2 does not go forward"));
        let same = vec![n(true, 0, &[1]), n(true, 0, &[])];
        assert!(err_new(same).contains("does not alternate players"));
    }

    /// States 0..len alternating MAX/MIN, each moving to the next; score = index.
    fn chain(len: usize) -> Vec<Node> {
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
        let r = Search::new(chain(64))
            .unwrap()
            .run(0, 12, 6, 1_000_000, true, true)
            .unwrap();
        assert_eq!((r.status, r.value, r.mv), (Status::Complete, 12, Some(0)));
    }

    #[test]
    fn invalid_parameters_are_rejected() {
        assert!(err_run(10, 2, 0, 1).contains("start 10"));
        assert!(err_run(0, 0, 0, 1).contains("depth 0"));
        assert!(err_run(0, 13, 0, 1).contains("depth 13"));
        assert!(err_run(0, 2, 7, 1).contains("quiescence limit 7"));
        assert!(err_run(0, 2, 0, 0).contains("budget 0"));
        assert!(err_run(0, 2, 0, 1_000_001).contains("budget 1000001"));
        let mut s = Search::new(worked()).unwrap();
        assert!(s.run(9, 12, 6, 1_000_000, true, true).is_ok());
        assert!(s.run(0, 1, 0, 1, false, false).is_ok());
    }

    /// Oracle: V[s][d][q] by reverse-topological DP over the whole graph, no windows, no pruning.
    fn oracle(g: &[Node], dmax: usize, qmax: usize) -> Vec<Vec<Vec<i32>>> {
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
    fn check_table(s: &Search, g: &[Node], v: &[Vec<Vec<i32>>]) {
        assert_eq!(v.len(), g.len());
        for (st, by_depth) in v.iter().enumerate() {
            for (d, by_q) in by_depth.iter().enumerate() {
                for (q, &t) in by_q.iter().enumerate() {
                    if let Some(e) = s.entry(st, d, q) {
                        let ok = match e.bound {
                            Bound::Exact => e.value == t,
                            Bound::Lower => e.value <= t,
                            Bound::Upper => e.value >= t,
                        };
                        assert!(ok, "entry ({st},{d},{q}) = {e:?}, true value {t}");
                    }
                }
            }
        }
    }

    /// The root move of a finished pass is optimal at that horizon.
    fn check_move(
        g: &[Node],
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

    fn arb_game() -> impl Strategy<Value = Vec<Node>> {
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
                    Node {
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
            let mut s = Search::new(g.clone()).unwrap();
            for (tt, ord) in MODES {
                let r = s.run(start, depth, q, 1_000_000, tt, ord).unwrap();
                prop_assert_eq!(r.status, Status::Complete);
                prop_assert_eq!(r.depth, depth);
                check_move(&g, &v, start, depth, q, r.value, r.mv);
                for p in &r.history {
                    prop_assert!(p.done);
                    check_move(&g, &v, start, p.depth, q, p.value, p.mv);
                }
                prop_assert!(s.path().is_empty());
                if tt {
                    check_table(&s, &g, &v);
                    let root = s.entry(start, depth, q).unwrap();
                    prop_assert_eq!((root.value, root.mv, root.bound), (r.value, r.mv, Bound::Exact));
                } else {
                    prop_assert_eq!(r.stats[TT_HITS], 0);
                }
                let sum: u64 = r.history.iter().map(|p| p.delta[0]).sum();
                prop_assert_eq!(sum, r.stats[NODES]);
                prop_assert!(r.stats[PEAK] as usize <= depth + q);
            }
        }

        #[test]
        fn warm_table_answers_narrow_windows(g in arb_game(), probes in prop::collection::vec(
            (0usize..12, 0..=D, 0..=Q, -6i32..=6, 1i32..=4, any::<bool>()), 1..40)) {
            let v = oracle(&g, D, Q);
            let mut s = Search::new(g.clone()).unwrap();
            s.run(0, D, Q, 1_000_000, true, true).unwrap();
            for (st, d, q, alpha, width, ord) in probes {
                let st = st % g.len();
                s.ordering = ord;
                let beta = alpha + width;
                let usable = s.entry(st, d, q).filter(|e| match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => e.value >= beta,
                    Bound::Upper => e.value <= alpha,
                });
                let (nodes, hits) = (s.stats[NODES], s.stats[TT_HITS]);
                s.path.push(st);
                let (x, _) = s.search(st, d, q, alpha, beta).unwrap();
                s.path.pop();
                if let Some(e) = usable {
                    prop_assert_eq!(x, e.value);
                    prop_assert_eq!((s.stats[NODES], s.stats[TT_HITS]), (nodes + 1, hits + 1));
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
                    let mut g: Vec<Node> = (0..4)
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
                    let mut sr = Search::new(g.clone()).unwrap();
                    for q in 0..=2 {
                        for (tt, ord) in MODES {
                            let r = sr.run(0, 3, q, 1_000_000, tt, ord).unwrap();
                            assert_eq!(r.status, Status::Complete);
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
    fn check_budgets(g: &[Node], start: usize, depth: usize, q: usize, tt: bool, ord: bool) {
        let v = oracle(g, D.max(depth), Q.max(q));
        let mut s = Search::new(g.to_vec()).unwrap();
        let full = s.run(start, depth, q, 1_000_000, tt, ord).unwrap();
        let total = full.stats[NODES];
        for budget in 1..=total {
            let r = s.run(start, depth, q, budget, tt, ord).unwrap();
            assert!(s.path().is_empty());
            let (mut used, mut k) = (0, 0);
            while k < full.history.len() && used + full.history[k].delta[0] <= budget {
                used += full.history[k].delta[0];
                k += 1;
            }
            assert_eq!(r.depth, k, "budget {budget}");
            assert_eq!(r.history[..k], full.history[..k]);
            if k == depth {
                assert_eq!(r, full);
                continue;
            }
            let want = if k > 0 {
                Status::Partial
            } else {
                Status::NoCompletedDepth
            };
            assert_eq!(r.status, want);
            assert_eq!(
                r.stats[NODES], budget,
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
