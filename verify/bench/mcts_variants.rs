//! A bench-only copy of snippets/mcts.rs's `Mcts` with the refinements of issue 15 that did
//! not go into the snippet, one at a time, to measure each against the snippet in the arena,
//! and plain UCT (the snippet without its solver). With `Variant::Plain` the copy runs exactly
//! the snippet's iterations (same statistics, same proofs, progressive bias included:
//! verify/cross/mcts.rs checks it), so the copy cannot drift unnoticed; with any variant its
//! proofs stay sound (checked there against negamax). Keep the code line for line as in the
//! snippet, the variants' lines aside. Every variant keeps the snippet's progressive bias
//! (`MctsGame::bias`, `+ bias / n`), so that they combine with it.
//!
//! - `Uct`: plain UCT, the snippet with its proof lines dropped: a terminal's reward is backed
//!   up as any other and proves nothing (no proven node, an empty table, every node stays
//!   selectable; the choice is the most visited move). What the snippet would be without its
//!   solver; the rows "uct" of `cargo bench -- mcts`.
//! - `Rave { k }`: RAVE/AMAF (Gelly, Silver 2007): each child also keeps all-moves-as-first
//!   statistics (its move played later in the iteration, tree or playout, by the same player);
//!   selection mixes `(1 - b) q + b amaf` with b = sqrt(k / (3 n + k)), plus the exploration
//!   term; unvisited children in order of their AMAF mean. Needs a move index (`VariantGame`).
//! - `Tuned`: UCB1-Tuned (Auer, Cesa-Bianchi, Fischer 2002): exploration
//!   `C sqrt(ln N / n min(1/4, V))`, V = the variance of the child's rewards + sqrt(2 ln N / n).
//! - `Widening { a, b }`: progressive widening / unpruning (Coulom 2007, Chaslot et al. 2008):
//!   children sorted by `hint` at expansion; selection considers only the first
//!   `ceil(a N^b)` unproven ones (N: the parent's visits).
//! - `Order`: children sorted by `hint` at expansion, nothing else: unvisited children are
//!   tried in that order (widening's ordering without the widening).
#![allow(dead_code)]
use snippets::mcts::{MctsGame, MctsStat};
use std::collections::HashMap;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// What a variant needs beyond `MctsGame`.
pub trait VariantGame: MctsGame {
    /// A small index of a move (RAVE's tables; cells, squares), below `MOVE_INDEXES`.
    fn index(m: Self::Move) -> usize;
    /// A cheap heuristic of move `m` for the side to move (higher: better), for widening's
    /// order.
    fn hint(&self, _m: Self::Move) -> i32 {
        0
    }
}

pub const MOVE_INDEXES: usize = 256;

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Variant {
    Plain,
    /// Plain UCT: no proofs.
    Uct,
    Rave {
        k: f64,
    },
    Tuned,
    Widening {
        a: f64,
        b: f64,
    },
    /// Children sorted by `hint` at expansion, nothing else (widening's ordering alone).
    Order,
}

#[derive(Clone, Default)]
struct Node {
    first: u32,
    kids: u32,
    n: u32,
    w: f64,
    proof: Option<f64>,
    key: Option<u64>,
    seen: u32,
}

fn uct(n: u32) -> [f64; 2] {
    let row = |x: f64| [x.ln().sqrt(), 1.0 / x.sqrt()];
    static TAB: OnceLock<Vec<[f64; 2]>> = OnceLock::new();
    let tab = TAB.get_or_init(|| (0..1 << 16).map(|n: u32| row(n.max(1) as f64)).collect());
    tab.get(n as usize).map_or_else(|| row(n as f64), |t| *t)
}

pub struct VMcts<G: VariantGame> {
    pub c: f64,
    pub iterations: u64,
    pub variant: Variant,
    root: G,
    nodes: Vec<Node>,
    mv: Vec<G::Move>,
    hot: Vec<[f64; 3]>,
    path: Vec<usize>,
    rng: u64,
    buf: Vec<G::Move>,
    proven: HashMap<u64, f64>,
    // the variants' per-node data (empty where unused)
    amaf: Vec<[f64; 2]>,     // RAVE: [visits, summed rewards] as if played first
    sq: Vec<f64>,            // Tuned: summed squared rewards
    played: Vec<(u32, u32)>, // RAVE: per move index (iteration stamp, ply from the root)
    plies: Vec<usize>,       // RAVE: move indexes played in this iteration, in order
    hints: Vec<(i32, G::Move)>, // Widening, Order: scratch
    stamp: u32,
}

impl<G: VariantGame> VMcts<G> {
    pub fn new(root: G, seed: u64, variant: Variant) -> Self {
        VMcts {
            c: 2f64.sqrt(),
            iterations: 0,
            variant,
            root,
            nodes: vec![Node::default()],
            mv: vec![],
            hot: vec![[0.0; 3]],
            path: vec![],
            rng: seed,
            buf: vec![],
            proven: HashMap::new(),
            amaf: vec![[0.0; 2]],
            sq: vec![0.0],
            played: vec![(0, 0); MOVE_INDEXES],
            plies: vec![],
            hints: vec![],
            stamp: 0,
        }
    }

    fn kids(&self, v: usize) -> std::ops::Range<usize> {
        let nd = &self.nodes[v];
        nd.first as usize..(nd.first + nd.kids) as usize
    }

    fn solved(&self, v: usize) -> Option<f64> {
        let (mut hi, mut lo) = (-1f64, 0f64);
        for p in self.nodes[self.kids(v)].iter().map(|c| c.proof) {
            (hi, lo) = (hi.max(p.unwrap_or(1.0)), lo.max(p.unwrap_or(0.0)));
        }
        (hi == lo).then_some(1.0 - lo)
    }

    fn select(&self, v: usize) -> usize {
        let n = self.nodes[v].n;
        let (coef, mut best) = (self.c * uct(n)[0], (0, f64::NEG_INFINITY));
        if let Variant::Plain | Variant::Uct | Variant::Order = self.variant {
            // The snippet's loop (the variants' one below costs them ~15% more).
            for i in self.kids(v) {
                let score =
                    self.hot[i][0] + (coef + self.hot[i][2] * self.hot[i][1]) * self.hot[i][1];
                best = if score > best.1 { (i, score) } else { best };
            }
            assert!(best.0 > 0, "mcts: no UCT score above -inf: see c, bias()");
            return best.0;
        }
        // Widening: only the first ceil(a N^b) unproven children (proven ones are never
        // selected).
        let mut room = match self.variant {
            Variant::Widening { a, b } => (a * (n.max(1) as f64).powf(b)).ceil().max(1.0) as usize,
            _ => usize::MAX,
        };
        // Tuned's ln N, computed here only for Tuned (else the compiler hoists the call out of
        // the loop for every variant).
        let ln = if self.variant == Variant::Tuned {
            (n.max(1) as f64).ln()
        } else {
            0.0
        };
        for i in self.kids(v) {
            let [q, inv, bias] = self.hot[i];
            let unvisited = q == 1e9; // read only by RAVE and Tuned (nodes[i] stays cold)
            let score = match self.variant {
                Variant::Plain | Variant::Uct | Variant::Order | Variant::Widening { .. } => {
                    q + (coef + bias * inv) * inv
                }
                Variant::Rave { k } => {
                    let [an, aw] = self.amaf[i];
                    let am = if an > 0.0 { aw / an } else { 0.5 };
                    if unvisited {
                        1e9 + am + bias // by AMAF, then bias
                    } else if q == f64::NEG_INFINITY {
                        q
                    } else {
                        let beta = (k / (3.0 * self.nodes[i].n as f64 + k)).sqrt();
                        (1.0 - beta) * q + beta * am + (coef + bias * inv) * inv
                    }
                }
                Variant::Tuned => {
                    if unvisited || q == f64::NEG_INFINITY {
                        q + bias
                    } else {
                        let ni = self.nodes[i].n as f64;
                        let var = (self.sq[i] / ni - q * q).max(0.0) + (2.0 * ln / ni).sqrt();
                        q + self.c * (ln / ni * var.min(0.25)).sqrt() + bias * inv * inv
                    }
                }
            };
            best = if score > best.1 { (i, score) } else { best };
            if let Variant::Widening { .. } = self.variant {
                room -= self.nodes[i].proof.is_none() as usize;
                if room == 0 {
                    break;
                }
            }
        }
        assert!(best.0 > 0, "mcts: no UCT score above -inf: see c, bias()");
        best.0
    }

    fn rollout(&mut self, mut s: G) -> f64 {
        let rave = matches!(self.variant, Variant::Rave { .. });
        let mut mine = false;
        loop {
            self.buf.clear();
            s.moves(&mut self.buf);
            let ok = !self.buf.is_empty();
            assert!(ok, "mcts: moves() is empty but outcome() is None");
            self.rng = self.rng.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let z = (self.rng ^ (self.rng >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            let z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            let i = ((z ^ (z >> 31)) as u128 * self.buf.len() as u128) >> 64;
            let m = self.buf[i as usize];
            if rave {
                self.plies.push(G::index(m));
            }
            s.play(m);
            mine = !mine;
            if let Some(r) = s.outcome() {
                return if mine { r } else { 1.0 - r };
            }
        }
    }

    fn iterate(&mut self) {
        let rave = matches!(self.variant, Variant::Rave { .. });
        self.plies.clear();
        let (mut s, mut v) = (self.root.clone(), 0);
        let mut r = loop {
            self.path.push(v);
            let (nd, table) = (&mut self.nodes[v], &self.proven);
            if nd.n == 0 {
                nd.key = s.key();
            }
            let look = v != 0 && std::mem::replace(&mut nd.seen, table.len() as u32) != nd.seen;
            if let Some(&p) = nd.key.filter(|_| look).and_then(|k| table.get(&k)) {
                break *nd.proof.insert(p);
            }
            if nd.kids == 0 {
                if let Some(r) = s.outcome() {
                    if self.variant == Variant::Uct {
                        break 1.0 - r; // plain UCT: a terminal proves nothing
                    }
                    break *nd.proof.insert(1.0 - r);
                }
                if nd.n == 0 && v != 0 {
                    break s.evaluate().map_or_else(|| self.rollout(s), |e| 1.0 - e);
                }
                let first = self.nodes.len();
                s.moves(&mut self.mv);
                let kids = self.mv.len() + 1 - first;
                assert!(kids > 0, "mcts: moves() is empty but outcome() is None");
                assert!(first + kids < u32::MAX as usize, "mcts: over 2^32 nodes");
                (self.nodes[v].first, self.nodes[v].kids) = (first as u32, kids as u32);
                self.nodes.resize(first + kids, Node::default());
                if let Variant::Widening { .. } | Variant::Order = self.variant {
                    self.hints.clear();
                    let ms = &mut self.mv[first - 1..];
                    self.hints.extend(ms.iter().map(|&m| (s.hint(m), m)));
                    self.hints.sort_by_key(|h| -h.0); // stable: move order on ties
                    for (m, h) in ms.iter_mut().zip(&self.hints) {
                        *m = h.1;
                    }
                }
                let unvisited = self.mv[first - 1..].iter().map(|&m| [1e9, 1.0, s.bias(m)]);
                self.hot.extend(unvisited);
                self.amaf.resize(first + kids, [0.0; 2]);
                self.sq.resize(first + kids, 0.0);
            }
            v = self.select(v);
            if rave {
                self.plies.push(G::index(self.mv[v - 1]));
            }
            s.play(self.mv[v - 1]);
        };
        let ok = (0.0..=1.0).contains(&r);
        assert!(ok, "mcts: outcome() and evaluate() must lie in [0, 1]");
        if rave {
            // The ply (from the root) at which each move index was first played in this
            // iteration: the tree moves come first in `plies`, then the playout's.
            self.stamp = self.stamp.wrapping_add(1);
            for (ply, &m) in self.plies.iter().enumerate() {
                if self.played[m].0 != self.stamp {
                    self.played[m] = (self.stamp, ply as u32);
                }
            }
        }
        while let Some(v) = self.path.pop() {
            let nd = &mut self.nodes[v];
            (nd.n, nd.w, r) = (nd.n + 1, nd.w + r, 1.0 - r);
            if self.variant == Variant::Tuned {
                self.sq[v] += (1.0 - r) * (1.0 - r);
            }
            let mean = nd.proof.map_or(nd.w / nd.n as f64, |_| f64::NEG_INFINITY);
            if let (Some(p), Some(k)) = (nd.proof, nd.key) {
                self.proven.insert(k, p);
            }
            self.hot[v] = [mean, uct(nd.n)[1], self.hot[v][2]];
            if let (Some(_), Some(&parent)) = (nd.proof, self.path.last()) {
                self.nodes[parent].proof = self.solved(parent);
            }
            // RAVE: v sits at ply d = path.len(); its side to move (reward r now) played the
            // plies d, d + 2, ...: credit each child whose move it played first at one of them.
            if rave {
                let d = self.path.len() as u32;
                for i in self.kids(v) {
                    let (st, ply) = self.played[G::index(self.mv[i - 1])];
                    if st == self.stamp && ply >= d && (ply - d) % 2 == 0 {
                        self.amaf[i][0] += 1.0;
                        self.amaf[i][1] += r;
                    }
                }
            }
        }
    }

    pub fn search(&mut self, iterations: u64, time: Option<Duration>) -> Option<MctsStat<G::Move>> {
        assert!(iterations > 0, "mcts: zero iteration budget");
        assert!(self.c.is_finite(), "mcts: c must be finite");
        let budget = iterations.min((u32::MAX - self.nodes[0].n) as u64);
        let (start, mut it) = (Instant::now(), 0);
        while it < budget && self.nodes[0].proof.is_none() && (self.nodes[0].kids > 1 || it == 0) {
            self.iterate();
            it += 1;
            if it % 64 == 0 && time.is_some_and(|t| start.elapsed() >= t) {
                break;
            }
        }
        self.iterations = it;
        let stats = self.stats();
        let open = stats.iter().filter(|s| s.proven.is_none());
        let o = open.rev().max_by_key(|s| s.visits);
        let q = o.map_or(0.0, |s| s.wins / s.visits.max(1) as f64);
        let rank = |s: &MctsStat<_>| {
            let (p, good) = (s.proven, s.proven > Some(0.0) && s.proven >= Some(q));
            (good, p.is_none(), p.map(f64::to_bits), s.visits)
        };
        stats.into_iter().rev().max_by_key(rank)
    }

    pub fn stats(&self) -> Vec<MctsStat<G::Move>> {
        let stat = |i: usize| MctsStat {
            mv: self.mv[i - 1],
            visits: self.nodes[i].n,
            wins: self.nodes[i].w,
            proven: self.nodes[i].proof,
        };
        self.kids(0).map(stat).collect()
    }

    pub fn advance(&mut self, mv: G::Move) {
        let child = self.kids(0).find(|&i| self.mv[i - 1] == mv);
        let msg = "mcts: advance with a move that is not legal at the root";
        assert!(child.is_some() || self.nodes[0].kids == 0, "{}", msg);
        self.root.play(mv);
        let (mut from, mut i) = (vec![child.unwrap_or(0)], 0);
        while let Some(&j) = from.get(i) {
            let first = from.len() as u32;
            from.extend(self.kids(j));
            (self.nodes[j].first, i) = (first, i + 1);
        }
        self.nodes = from.iter().map(|&j| self.nodes[j].clone()).collect();
        self.hot = from.iter().map(|&j| self.hot[j]).collect();
        self.mv = from[1..].iter().map(|&j| self.mv[j - 1]).collect();
        self.amaf = from.iter().map(|&j| self.amaf[j]).collect();
        self.sq = from.iter().map(|&j| self.sq[j]).collect();
        self.nodes[0].proof = self.solved(0);
    }
}
