//! `cargo bench -- sm_mcts`: how fast simultaneous-move MCTS approaches equilibrium, for the
//! snippet's selection (decoupled regret matching, `Sel::Rm`) against decoupled UCT (`Sel::Duct`,
//! UCB1 per player, visit frequencies as the strategy) and Exp3 (`Sel::Exp3`). A bench-only copy
//! of snippets/sm_mcts.rs's search with the selection as a switch; with `Sel::Rm` it runs exactly
//! the snippet's iterations (asserted below on the root statistics). Per game, iteration budget
//! and variant: the median over 5 seeds of the exploitability of the tree's average strategies
//! (goofspiel, whose tree a best response can walk) or of the root strategies' gap against the
//! exact values after the first joint move (`root_gap`, OpenSpiel's values), and |root mean - 1/2|
//! (every game here has value 1/2).
use crate::sim_games::{
    exploitability, openspiel_root, root_gap, Goofspiel, OneShot, OshiZumo, TestRules, TreePolicy,
};
use crate::Table;
use snippets::sm_mcts::{SmMcts, SmMctsGame};

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Sel {
    /// The snippet: regret matching mixed with c uniform, each player's regret update weighted
    /// by sigma / played of the other's move, the average of regret matching's strategies.
    Rm(f64),
    /// Rm without the weight (regrets against the other's exploring play).
    RmUnweighted(f64),
    /// RmUnweighted, averaging the strategies played (exploration included).
    RmPlayed(f64),
    /// UCB1 per player with constant c; unvisited moves first.
    Duct(f64),
    /// Exp3 with exploration c (eta = c / k).
    Exp3(f64),
}

struct Node {
    moves: [Vec<u8>; 2],
    stat: [Vec<[f64; 4]>; 2], // [regret or Exp3 gain, strategy sum, visits, reward sum]
    kids: Vec<u32>,
}

pub struct VSm<G> {
    sel: Sel,
    root: G,
    nodes: Vec<Node>,
    rng: u64,
}

impl<G: TestRules> VSm<G> {
    pub fn new(root: G, seed: u64, sel: Sel) -> Self {
        let nodes = vec![Self::node(&root)];
        VSm {
            sel,
            root,
            nodes,
            rng: seed,
        }
    }
    fn node(s: &G) -> Node {
        let moves = if s.result().is_none() {
            [s.legal(0), s.legal(1)]
        } else {
            [vec![], vec![]]
        };
        let stat = [0, 1].map(|p| vec![[0.0; 4]; moves[p].len()]);
        let kids = vec![0; moves[0].len() * moves[1].len()];
        Node { moves, stat, kids }
    }
    fn next(&mut self) -> u64 {
        self.rng = self.rng.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let z = (self.rng ^ (self.rng >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        let z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn sample(&mut self, w: &[f64]) -> usize {
        let mut u = (self.next() >> 11) as f64 / (1u64 << 53) as f64;
        let i = w.iter().position(|x| {
            u -= x;
            u < 0.0
        });
        i.unwrap_or(w.len() - 1)
    }
    /// The strategy that the average accumulates (regret matching, Exp3's softmax).
    fn strategy(&self, v: usize, p: usize) -> Vec<f64> {
        let st = &self.nodes[v].stat[p];
        let k = st.len() as f64;
        match self.sel {
            Sel::Rm(_) | Sel::RmUnweighted(_) | Sel::RmPlayed(_) | Sel::Duct(_) => {
                let pos: f64 = st.iter().map(|s| s[0].max(0.0)).sum();
                if pos <= 0.0 {
                    return vec![1.0 / k; st.len()];
                }
                st.iter().map(|s| s[0].max(0.0) / pos).collect()
            }
            Sel::Exp3(c) => {
                let eta = c / k;
                let top = st.iter().map(|s| s[0]).fold(f64::NEG_INFINITY, f64::max);
                let e: Vec<f64> = st.iter().map(|s| (eta * (s[0] - top)).exp()).collect();
                let sum: f64 = e.iter().sum();
                e.iter().map(|x| x / sum).collect()
            }
        }
    }
    fn mixed(&self, v: usize, p: usize) -> Vec<f64> {
        let sigma = self.strategy(v, p);
        let (c, k) = (
            match self.sel {
                Sel::Rm(c)
                | Sel::RmUnweighted(c)
                | Sel::RmPlayed(c)
                | Sel::Duct(c)
                | Sel::Exp3(c) => c,
            },
            sigma.len() as f64,
        );
        sigma.iter().map(|s| (1.0 - c) * s + c / k).collect()
    }
    fn pick(&mut self, v: usize, p: usize) -> usize {
        if let Sel::Duct(c) = self.sel {
            let st = &self.nodes[v].stat[p];
            if let Some(i) = st.iter().position(|s| s[2] == 0.0) {
                return i;
            }
            let n: f64 = st.iter().map(|s| s[2]).sum();
            let ucb = |s: &[f64; 4]| s[3] / s[2] + c * (n.ln() / s[2]).sqrt();
            let mut best = 0;
            for i in 1..st.len() {
                if ucb(&st[i]) > ucb(&st[best]) {
                    best = i;
                }
            }
            return best;
        }
        let w = self.mixed(v, p);
        self.sample(&w)
    }
    fn update(&mut self, v: usize, p: usize, a: usize, x: f64, w: f64) {
        let sel = self.sel;
        let (sigma, q) = (self.strategy(v, p), self.mixed(v, p)[a]);
        let played = self.mixed(v, p);
        for (b, s) in self.nodes[v].stat[p].iter_mut().enumerate() {
            match sel {
                Sel::Rm(_) => {
                    s[0] += w * (if b == a { x / q } else { 0.0 } - sigma[a] * x / q);
                    s[1] += sigma[b];
                }
                Sel::RmUnweighted(_) => {
                    s[0] += if b == a { x / q } else { 0.0 } - sigma[a] * x / q;
                    s[1] += sigma[b];
                }
                Sel::RmPlayed(_) => {
                    s[0] += if b == a { x / q } else { 0.0 } - sigma[a] * x / q;
                    s[1] += played[b];
                }
                Sel::Exp3(_) => {
                    s[0] += if b == a { x / q } else { 0.0 };
                    s[1] += sigma[b];
                }
                Sel::Duct(_) => s[1] += (b == a) as u8 as f64,
            }
        }
        let s = &mut self.nodes[v].stat[p][a];
        (s[2], s[3]) = (s[2] + 1.0, s[3] + x);
    }
    fn rollout(&mut self, mut s: G) -> f64 {
        loop {
            if let Some(r) = s.result() {
                return r;
            }
            let buf = [s.legal(0), s.legal(1)];
            let below = |z: u64, n: usize| ((z as u128 * n as u128) >> 64) as usize;
            let (i, j) = (
                below(self.next(), buf[0].len()),
                below(self.next(), buf[1].len()),
            );
            s.apply(buf[0][i], buf[1][j]);
        }
    }
    fn iterate(&mut self) {
        let (mut s, mut v, mut path) = (self.root.clone(), 0, vec![]);
        let r = loop {
            if let Some(r) = s.result() {
                break r;
            }
            let (i, j) = (self.pick(v, 0), self.pick(v, 1));
            path.push((v, i, j));
            let nd = &self.nodes[v];
            s.apply(nd.moves[0][i], nd.moves[1][j]);
            let slot = i * nd.moves[1].len() + j;
            if nd.kids[slot] == 0 {
                self.nodes[v].kids[slot] = self.nodes.len() as u32;
                self.nodes.push(Self::node(&s));
                break self.rollout(s);
            }
            v = nd.kids[slot] as usize;
        };
        for (v, i, j) in path {
            // Rm: each player's weight sigma / played of the other's move, before the updates.
            let ratio = |p: usize, m: usize| self.strategy(v, p)[m] / self.mixed(v, p)[m];
            let (w0, w1) = (ratio(1, j), ratio(0, i));
            self.update(v, 0, i, r, w0);
            self.update(v, 1, j, 1.0 - r, w1);
        }
    }
    pub fn search(&mut self, iterations: u64) {
        for _ in 0..iterations {
            self.iterate();
        }
    }
    fn average(&self, v: usize, p: usize) -> Vec<f64> {
        let st = &self.nodes[v].stat[p];
        let total: f64 = st.iter().map(|s| s[1]).sum();
        let k = st.len() as f64;
        st.iter()
            .map(|s| if total > 0.0 { s[1] / total } else { 1.0 / k })
            .collect()
    }
    /// [exploitability (NaN unless `full`), root gap, |root mean - 1/2|].
    pub fn measure(&self, exact: &[Vec<f64>], full: bool) -> [f64; 3] {
        let kid = |v: usize, i: usize, j: usize| {
            let k = self.nodes[v].kids[i * self.nodes[v].moves[1].len() + j] as usize;
            (k != 0).then_some(k)
        };
        let strategy = |v: usize, p: usize| self.average(v, p);
        let t = TreePolicy {
            kid: &kid,
            strategy: &strategy,
        };
        let e = if full {
            exploitability(&self.root, &t)
        } else {
            f64::NAN
        };
        let gap = root_gap(exact, &self.average(0, 0), &self.average(0, 1));
        let st = &self.nodes[0].stat[0];
        let mean = st.iter().map(|s| s[3]).sum::<f64>() / st.iter().map(|s| s[2]).sum::<f64>();
        [e, gap, (mean - 0.5).abs()]
    }
}

macro_rules! sm_game {
    ($t:ty) => {
        impl SmMctsGame for $t {
            type Move = u8;
            fn moves(&self, player: usize, out: &mut Vec<u8>) {
                <$t>::moves(self, player, out)
            }
            fn play(&mut self, a: u8, b: u8) {
                <$t>::play(self, a, b)
            }
            fn outcome(&self) -> Option<f64> {
                <$t>::outcome(self)
            }
        }
    };
}
sm_game!(Goofspiel);
sm_game!(OshiZumo);
sm_game!(OneShot);

fn median(mut x: Vec<f64>) -> f64 {
    x.sort_by(|a, b| a.total_cmp(b));
    x[x.len() / 2]
}

fn case<G: TestRules + SmMctsGame<Move = u8>>(t: &mut Table, name: &str, g: &G, full: bool) {
    let exact = openspiel_root(name);
    // The copy with Sel::Rm(0.3) is the snippet (c = 0.3, its default): the same root
    // statistics, move for move.
    let (mut a, mut b) = (
        SmMcts::new(g.clone(), 7),
        VSm::new(g.clone(), 7, Sel::Rm(0.3)),
    );
    a.search(2000, None);
    b.search(2000);
    for p in 0..2 {
        let visits: Vec<f64> = a.stats(p).iter().map(|s| s.visits as f64).collect();
        let copy: Vec<f64> = b.nodes[0].stat[p].iter().map(|s| s[2]).collect();
        assert_eq!(visits, copy, "sm_mcts bench copy drifted from the snippet");
    }
    let sels = [
        Sel::Rm(0.1),
        Sel::Rm(0.3),
        Sel::Rm(0.5),
        Sel::RmUnweighted(0.3),
        Sel::RmPlayed(0.3),
        Sel::Duct(0.5),
        Sel::Duct(1.4),
        Sel::Exp3(0.1),
        Sel::Exp3(0.3),
    ];
    for sel in sels {
        for iters in [1_000u64, 10_000, 100_000] {
            let mut res = vec![vec![]; 3];
            let mut label = String::new();
            t.row(&format!("{name} {sel:?} {iters}"), 1, || {
                for seed in 1..=5 {
                    let mut v = VSm::new(g.clone(), seed, sel);
                    v.search(iters);
                    for (k, x) in v.measure(&exact, full).iter().enumerate() {
                        res[k].push(*x);
                    }
                }
                let m: Vec<f64> = res.iter().map(|r| median(r.clone())).collect();
                label = format!(
                    "exploitability {:.4}  root gap {:.4}  |mean - 1/2| {:.4}",
                    m[0], m[1], m[2]
                );
                label.clone()
            });
        }
    }
}

pub fn run(t: &mut Table) {
    let only = std::env::var("SM_MCTS_GAME").unwrap_or_default(); // e.g. oshi_zumo4
    let want = |name: &str| only.is_empty() || only == name;
    if want("goofspiel3") {
        case(t, "goofspiel3", &Goofspiel::new(3), true);
    }
    if want("goofspiel4") {
        case(t, "goofspiel4", &Goofspiel::new(4), true);
    }
    if want("oshi_zumo4") {
        case(t, "oshi_zumo4", &OshiZumo::new(4), false);
    }
    if want("one_shot") {
        case(t, "one_shot", &OneShot::default(), true);
    }
}
