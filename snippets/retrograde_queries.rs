//! Retrograde analysis of many games on one graph that differ only in their terminal marks (q
//!   queries "who wins from x when moving onto y wins"): a solve touches only what it decides, so
//!   it pays when a solve decides few positions; else, or one game: retrograde (the same output).
//! Usage: `let mut g = RetrogradeQueries::new(n, &edges);` (moves u -> v, usize), per query
//!   `g.solve(&[(y, RqLabel::Loss)]);`, read g.label[v], g.dist[v] (a Draw: RQ_DRAW_DIST), best(v).
//! Time: new O(n + m); solve O(z + d + the moves into the d positions it decides, and those of the
//!   last solve), z = positions without moves; best(v) of a Draw O(out-degree). Memory 29n + 8m B.
//! Limits: n, m < 2^31. A move u -> v hands v to the opponent (repeats and u -> u allowed); no
//!   moves = Loss; a mark wins over moves; marked twice: the last mark. Bad indices panic.
//! Source: Stroehlein 1970; the CF 786A editorial's out-degree counters; undo by replaying.
//! Status: tests below (every graph <= 3 positions with all markings, solved in sequence on one
//!   value; proptest <= 10 positions, 6 queries each; vs depth minimax); 20000 queries on 1e5.

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RqLabel {
    Win,
    Loss,
    Draw,
}

/// `dist[v]` of a Draw: no end is ever reached.
pub const RQ_DRAW_DIST: u32 = u32::MAX;
const DONE: u32 = 1 << 31;
const NONE: u32 = u32::MAX;

/// The graph, and the answer of the last `solve`: `label[v]`, `dist[v]` (read them; do not write).
pub struct RetrogradeQueries {
    pub label: Vec<RqLabel>,
    pub dist: Vec<u32>,
    best: Vec<u32>,
    left: Vec<u32>, // moves of u not yet listed by a decided v; | DONE once u is decided or marked
    out: (Vec<u32>, Vec<u32>), // CSR: the moves out of u are out.1[out.0[u]..out.0[u + 1]]
    into: (Vec<u32>, Vec<u32>), // CSR: the sources of the moves into v
    queue: Vec<u32>, // the positions the last solve decided, in order
    marked: Vec<u32>, // the last solve's marks
    stuck: Vec<u32>, // the positions without moves
}

fn csr(n: usize, edges: impl Iterator<Item = (usize, usize)> + Clone) -> (Vec<u32>, Vec<u32>) {
    let mut start = vec![0u32; n + 1];
    for (u, _) in edges.clone() {
        start[u + 1] += 1;
    }
    for u in 0..n {
        start[u + 1] += start[u];
    }
    let (mut fill, mut to) = (start.clone(), vec![0u32; start[n] as usize]);
    for (u, v) in edges {
        (to[fill[u] as usize], fill[u]) = (v as u32, fill[u] + 1);
    }
    (start, to)
}

fn row(g: &(Vec<u32>, Vec<u32>), u: usize) -> &[u32] {
    &g.1[g.0[u] as usize..g.0[u + 1] as usize]
}

impl RetrogradeQueries {
    pub fn new(n: usize, edges: &[(usize, usize)]) -> Self {
        let m = edges.len();
        assert!(
            n < DONE as usize && m < DONE as usize,
            "retrograde_queries: n = {} and m = {} must be below 2^31",
            n,
            m
        );
        for &(u, v) in edges {
            assert!(
                u < n && v < n,
                "retrograde_queries: move ({}, {}) out of range for n = {}",
                u,
                v,
                n
            );
        }
        let out = csr(n, edges.iter().copied());
        let into = csr(n, edges.iter().map(|&(u, v)| (v, u)));
        let left: Vec<u32> = (0..n).map(|u| row(&out, u).len() as u32).collect();
        let stuck = (0..n as u32).filter(|&u| left[u as usize] == 0).collect();
        let (queue, marked) = (Vec::new(), Vec::new());
        let (label, dist, best) = (vec![RqLabel::Draw; n], vec![RQ_DRAW_DIST; n], vec![NONE; n]);
        RetrogradeQueries {
            label,
            dist,
            best,
            left,
            out,
            into,
            queue,
            marked,
            stuck,
        }
    }

    /// Solves the game with these marks; positions without moves are a Loss unless marked.
    pub fn solve(&mut self, terminal: &[(usize, RqLabel)]) {
        let n = self.label.len();
        // Undo the last solve: every counter it changed belongs to a source of a move into a
        // position it decided, or to a mark.
        for &v in self.queue.iter().chain(&self.marked) {
            for &u in row(&self.into, v as usize).iter().chain([v].iter()) {
                let u = u as usize;
                self.left[u] = row(&self.out, u).len() as u32;
                (self.label[u], self.dist[u], self.best[u]) = (RqLabel::Draw, RQ_DRAW_DIST, NONE);
            }
        }
        self.queue.clear();
        self.marked.clear();
        for &(v, l) in terminal {
            assert!(
                v < n,
                "retrograde_queries: terminal mark {} out of range for n = {}",
                v,
                n
            );
            (self.label[v], self.dist[v]) = (l, if l == RqLabel::Draw { RQ_DRAW_DIST } else { 0 });
            self.left[v] |= DONE;
            self.marked.push(v as u32);
        }
        let dist = &self.dist; // a position marked twice keeps its last mark, and is queued once
        let won_or_lost = self.marked.iter().filter(|&&v| dist[v as usize] == 0);
        self.queue.extend(won_or_lost);
        self.queue.sort_unstable();
        self.queue.dedup();
        for &u in &self.stuck {
            let u = u as usize;
            if self.left[u] == 0 {
                (self.left[u], self.label[u], self.dist[u]) = (DONE, RqLabel::Loss, 0);
                self.queue.push(u as u32);
            }
        }
        let (mut head, mut level_end) = (0, 0);
        while head < self.queue.len() {
            // FIFO = nondecreasing dist; each level sorted: ties go to the smallest number (a Win's
            // nearest Loss) or the largest (a Loss's farthest Win, the last to list it).
            if head == level_end {
                self.queue[head..].sort_unstable();
                level_end = self.queue.len();
            }
            let v = self.queue[head] as usize;
            head += 1;
            let lost = self.label[v] == RqLabel::Loss;
            for &u in row(&self.into, v) {
                let (u, c) = (u as usize, self.left[u as usize].wrapping_sub(1));
                self.left[u] = c;
                if c >= DONE || !(lost || c == 0) {
                    continue; // decided already, or moves left that may not reach a Win
                }
                self.left[u] = c | DONE;
                let l = if lost { RqLabel::Win } else { RqLabel::Loss };
                (self.label[u], self.dist[u], self.best[u]) = (l, self.dist[v] + 1, v as u32);
                self.queue.push(u as u32);
            }
        }
    }

    /// An optimal move from v, as `retrograde`'s best: None if v is marked or has no moves.
    pub fn best(&self, v: usize) -> Option<usize> {
        let n = self.label.len();
        assert!(
            v < n,
            "retrograde_queries: best({}) out of range for n = {}",
            v,
            n
        );
        if self.left[v] >= DONE {
            return (self.best[v] != NONE).then(|| self.best[v] as usize);
        }
        let draws = row(&self.out, v).iter().map(|&w| w as usize);
        draws.filter(|&w| self.label[w] == RqLabel::Draw).min() // a Draw: its smallest Draw move
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use RqLabel::*;

    /// The oracle: "the mover wins / loses within k plies" for k = 0, 1, ..., 2n + 2 by plain
    /// minimax; label and dist from the first k, best by the tie rule of `retrograde`.
    fn oracle(
        n: usize,
        e: &[(usize, usize)],
        marks: &[(usize, RqLabel)],
    ) -> Vec<(RqLabel, u32, Option<usize>)> {
        let mut mark = vec![None; n];
        for &(v, l) in marks {
            mark[v] = Some(l);
        }
        let kids = |u: usize| e.iter().filter(move |x| x.0 == u).map(|x| x.1);
        let term: Vec<Option<RqLabel>> = (0..n)
            .map(|u| mark[u].or((kids(u).count() == 0).then_some(Loss)))
            .collect();
        let mut res: Vec<(RqLabel, u32)> = (0..n)
            .map(|u| match term[u] {
                Some(Draw) | None => (Draw, RQ_DRAW_DIST),
                Some(l) => (l, 0),
            })
            .collect();
        for k in 1..=2 * n as u32 + 2 {
            let old = res.clone();
            for u in (0..n).filter(|&u| term[u].is_none() && old[u].0 == Draw) {
                if kids(u).any(|v| old[v].0 == Loss) {
                    res[u] = (Win, k);
                } else if kids(u).all(|v| old[v].0 == Win) {
                    res[u] = (Loss, k);
                }
            }
        }
        let res = &res;
        (0..n)
            .map(|u| {
                let at = |l: RqLabel, d: u32| kids(u).filter(move |&v| res[v] == (l, d));
                let d = res[u].1.wrapping_sub(1);
                let best = match (term[u], res[u].0) {
                    (Some(_), _) => None,
                    (None, Win) => at(Loss, d).min(),
                    (None, Loss) => at(Win, d).max(),
                    (None, Draw) => at(Draw, RQ_DRAW_DIST).min(),
                };
                (res[u].0, res[u].1, best)
            })
            .collect()
    }

    fn check(g: &RetrogradeQueries, n: usize, e: &[(usize, usize)], marks: &[(usize, RqLabel)]) {
        let got: Vec<_> = (0..n).map(|v| (g.label[v], g.dist[v], g.best(v))).collect();
        assert_eq!(got, oracle(n, e, marks), "edges {:?} marks {:?}", e, marks);
    }

    #[test]
    fn every_graph_up_to_3_positions_every_marking_in_sequence() {
        let mut solves = 0;
        for n in 1..=3usize {
            let pairs: Vec<(usize, usize)> = (0..n * n).map(|i| (i / n, i % n)).collect();
            for set in 0..1u32 << pairs.len() {
                let e: Vec<_> = (0..pairs.len())
                    .filter(|&i| set >> i & 1 == 1)
                    .map(|i| pairs[i])
                    .collect();
                let mut g = RetrogradeQueries::new(n, &e);
                for code in 0..4usize.pow(n as u32) {
                    let marks: Vec<(usize, RqLabel)> = (0..n)
                        .filter_map(|v| match code / 4usize.pow(v as u32) % 4 {
                            0 => None,
                            c => Some((v, [Win, Loss, Draw][c - 1])),
                        })
                        .collect();
                    g.solve(&marks);
                    check(&g, n, &e, &marks);
                    solves += 1;
                }
            }
        }
        assert_eq!(solves, 4 * 2 + 16 * 16 + 64 * 512);
    }

    #[test]
    fn a_mark_repeated_keeps_the_last() {
        let e = [(0, 1), (1, 0), (1, 2)];
        let mut g = RetrogradeQueries::new(3, &e);
        g.solve(&[(2, Win), (0, Draw), (2, Loss), (0, Loss), (2, Loss)]);
        check(&g, 3, &e, &[(2, Loss), (0, Loss)]);
        assert_eq!((g.label[1], g.dist[1], g.best(1)), (Win, 1, Some(0)));
    }

    #[test]
    fn many_queries_cost_what_they_decide() {
        // a cycle through 1e5 positions plus 4e5 random moves: each "moving onto y wins" query
        // decides a handful of positions; O(n + m) per query would take minutes here
        let n = 100_000;
        let mut x = 7u64;
        let mut rnd = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % n as u64) as usize
        };
        let mut e: Vec<(usize, usize)> = (0..n).map(|u| (u, (u + 1) % n)).collect();
        e.extend((0..400_000).map(|_| (rnd(), rnd())));
        let mut g = RetrogradeQueries::new(n, &e);
        let t = std::time::Instant::now();
        let mut wins = 0;
        for _ in 0..20_000 {
            let y = rnd();
            g.solve(&[(y, Loss)]);
            wins += (g.label[(y + n - 1) % n] == Win) as u32;
            assert_eq!(g.best((y + n - 1) % n), Some(y));
        }
        assert_eq!(wins, 20_000);
        assert!(t.elapsed().as_secs_f64() < 10.0, "{:?}", t.elapsed());
        g.solve(&[(5, Loss)]);
        let fresh = {
            let mut f = RetrogradeQueries::new(n, &e);
            f.solve(&[(5, Loss)]);
            f
        };
        assert!(g.label == fresh.label && g.dist == fresh.dist && g.left == fresh.left);
        assert!((0..n).all(|v| g.best(v) == fresh.best(v)));
    }

    #[test]
    #[should_panic(expected = "retrograde_queries: terminal mark 3 out of range for n = 3")]
    fn a_bad_mark_panics() {
        RetrogradeQueries::new(3, &[(0, 1)]).solve(&[(3, Win)]);
    }

    #[test]
    #[should_panic(expected = "retrograde_queries: move (0, 3) out of range for n = 3")]
    fn a_bad_move_panics() {
        RetrogradeQueries::new(3, &[(0, 3)]);
    }

    #[test]
    #[should_panic(expected = "retrograde_queries: best(3) out of range for n = 3")]
    fn a_bad_best_panics() {
        RetrogradeQueries::new(3, &[(0, 1)]).best(3);
    }

    proptest! {
        #[test]
        fn random_graphs_six_queries_each(
            n in 1usize..=10,
            raw in proptest::collection::vec((0usize..10, 0usize..10), 0..30),
            qs in proptest::collection::vec(proptest::collection::vec((0usize..10, 0u8..3), 0..4), 6),
        ) {
            let e: Vec<_> = raw.iter().map(|&(u, v)| (u % n, v % n)).collect();
            let mut g = RetrogradeQueries::new(n, &e);
            for q in &qs {
                let marks: Vec<_> = q.iter().map(|&(v, l)| (v % n, [Win, Loss, Draw][l as usize])).collect();
                g.solve(&marks);
                check(&g, n, &e, &marks);
            }
        }
    }
}
