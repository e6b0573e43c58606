//! CFR and CFR+: a Nash equilibrium of a two-player zero-sum game with hidden information (poker).
//! For imperfect-information games with chance whose whole tree fits in memory (perfect recall);
//!   perfect information: alphabeta_tt / exact_solver; one simultaneous move: a matrix game LP.
//! Usage: `let mut s = Cfr::new(&game); s.cfr_plus(1000);` then `s.average(player, info_set)`,
//!   `s.value()`, `s.exploitability()`. Scores: player 0's (player 1 gets the negation).
//! Alternating updates as OpenSpiel's CFRSolver / CFRPlusSolver (plus: regret matching+, average
//!   weighted by the iteration t); best responses and the value over the same tree.
//! Time: O(histories) per iteration; tree built once: 32 B per history, 24 B per move or chance
//!   outcome. Recursion as deep as the game (past ~10^4 moves: a big-stack thread).
//! Limits: < 2^32 histories; a solver runs cfr or cfr_plus, not both; broken contracts panic.
//! Source: Zinkevich et al. 2007 (CFR); Tammelin 2014 (CFR+); OpenSpiel's cfr.cc (update order).
//! Status: tests below (Kuhn vs OpenSpiel, brute force); verify/cross/cfr.rs (Leduc vs OpenSpiel).
use std::collections::HashMap;

/// A two-player zero-sum game with chance and hidden information, asked in this order:
/// `utility` (Some: over), `chances` (outcomes: a chance node), else `player`, `moves`, `info_set`.
pub trait CfrGame: Clone {
    type Move: Copy;
    /// `Some(utility of player 0)` once the game is over (player 1 gets its negation), else None.
    fn utility(&self) -> Option<f64>;
    /// At a chance node, appends its outcomes with their probabilities (summing to 1); else none.
    fn chances(&self, out: &mut Vec<(Self::Move, f64)>);
    /// The player to move, 0 or 1.
    fn player(&self) -> usize;
    /// Appends the legal moves: the same moves in the same order at every history of an info set.
    fn moves(&self, out: &mut Vec<Self::Move>);
    /// The information set of the player to move: equal keys = histories it cannot tell apart.
    fn info_set(&self) -> u64;
    fn play(&mut self, m: Self::Move);
}

const CHANCE: u8 = 2;

/// A history: who moves (0, 1, CHANCE), its slots `at..at + n` (the strategy of its info set,
/// or its chance probabilities) and children `first..first + n`; a leaf (n = 0): utility `u`.
#[derive(Clone, Copy, Default)]
struct Node {
    who: u8,
    at: u32,
    first: u32,
    n: u32,
    u: f64,
}

/// An information set: its player p, slots `at..at + n`, and the slot of the player's previous
/// decision (`parent`; 0 / 1: none yet), the same for all its histories under perfect recall.
#[derive(Clone, Copy)]
struct Set {
    p: usize,
    at: usize,
    n: usize,
    parent: usize,
}

/// The game tree, and per slot: cumulative regret, cumulative (average) strategy, current one.
#[derive(Default)]
pub struct Cfr {
    nodes: Vec<Node>,
    sets: Vec<Set>,
    index: HashMap<(usize, u64), usize>,
    regret: Vec<f64>,
    avg: Vec<f64>,
    sigma: Vec<f64>,
    val: Vec<f64>,
    plus: Option<bool>,
    /// Iterations run so far (all calls).
    pub t: u64,
}

/// out = the positive parts of x, normalized (uniform if none): regret matching, averages.
fn matching(x: &[f64], out: &mut [f64]) {
    let sum: f64 = x.iter().map(|&y| y.max(0.0)).sum();
    for (o, &y) in out.iter_mut().zip(x) {
        *o = if sum > 0.0 {
            y.max(0.0) / sum
        } else {
            1.0 / x.len() as f64
        };
    }
}

impl Cfr {
    /// Builds the tree of `game` (current strategies uniform).
    pub fn new<G: CfrGame>(game: &G) -> Self {
        let mut s = Cfr::default();
        s.nodes.push(Node::default());
        s.grow(&[0.0; 2]); // slots 0 and 1: the roots of `Set::parent`
        s.build(game, 0, [0, 1, 0]);
        s.val = vec![0.0; s.nodes.len()];
        s
    }

    /// Adds slots with current strategy (or chance probabilities) `sigma`; returns the first.
    fn grow(&mut self, sigma: &[f64]) -> usize {
        let at = self.sigma.len();
        self.sigma.extend_from_slice(sigma);
        self.regret.resize(self.sigma.len(), 0.0);
        self.avg.resize(self.sigma.len(), 0.0);
        at
    }

    /// Fills node v from game state g; `own[p]`: the slot of p's last decision above v.
    fn build<G: CfrGame>(&mut self, g: &G, v: usize, own: [usize; 3]) {
        if let Some(u) = g.utility() {
            assert!(u.is_finite(), "cfr: utility {} is not finite", u);
            self.nodes[v].u = u; // a leaf: n = 0
            return;
        }
        let (mut kids, mut moves) = (Vec::new(), Vec::new());
        g.chances(&mut kids);
        let (who, at) = if kids.is_empty() {
            let p = g.player();
            assert!(p < 2, "cfr: player() = {}, not 0 or 1", p);
            g.moves(&mut moves);
            assert!(!moves.is_empty(), "cfr: no moves, not over");
            kids.extend(moves.iter().map(|&m| (m, 1.0)));
            (p as u8, self.set(p, g.info_set(), kids.len(), own[p]))
        } else {
            let sum: f64 = kids.iter().map(|k| k.1).sum();
            let ok = kids.iter().all(|k| k.1 >= 0.0) && (sum - 1.0).abs() < 1e-9;
            assert!(ok, "cfr: chance probabilities < 0 or sum {} != 1", sum);
            let probs: Vec<f64> = kids.iter().map(|k| k.1).collect();
            (CHANCE, self.grow(&probs))
        };
        let (first, n) = (self.nodes.len(), kids.len());
        assert!(first + n < u32::MAX as usize, "cfr: 2^32 histories");
        self.nodes.resize(first + n, Node::default());
        let d = &mut self.nodes[v];
        (d.who, d.at, d.first, d.n) = (who, at as u32, first as u32, n as u32);
        for (i, &(m, _)) in kids.iter().enumerate() {
            let (mut c, mut own) = (g.clone(), own);
            c.play(m);
            own[who as usize] = at + i; // own[CHANCE]: unused
            self.build(&c, first + i, own);
        }
    }

    /// The slots of player p's info set `key` (n moves, previous decision `parent`).
    fn set(&mut self, p: usize, key: u64, n: usize, parent: usize) -> usize {
        let s = *self.index.entry((p, key)).or_insert(self.sets.len());
        if s == self.sets.len() {
            let at = self.grow(&vec![1.0 / n as f64; n]);
            self.sets.push(Set { p, at, n, parent });
        }
        let (set, msg) = (self.sets[s], format!("cfr: info set {key} of player {p}"));
        assert!(set.n == n, "{msg} has {n} moves here, {} elsewhere", set.n);
        assert!(set.parent == parent, "{}: not perfect recall", msg);
        set.at
    }

    /// `iterations` of vanilla CFR (alternating updates, uniform average).
    pub fn cfr(&mut self, iterations: u64) {
        (0..iterations).for_each(|_| self.step::<false>());
    }

    /// `iterations` of CFR+ (alternating, regret matching+, average weighted by iteration t).
    pub fn cfr_plus(&mut self, iterations: u64) {
        (0..iterations).for_each(|_| self.step::<true>());
    }

    fn step<const PLUS: bool>(&mut self) {
        let mixed = self.plus.replace(PLUS) == Some(!PLUS);
        assert!(!mixed, "cfr: cfr and cfr_plus on one solver");
        self.t += 1;
        for p in 0..2 {
            self.walk::<PLUS>(0, p, [1.0; 3]);
            // Regret matching (+: negative regrets reset to 0 first) on p's info sets.
            for s in self.sets.iter().filter(|s| s.p == p) {
                let r = &mut self.regret[s.at..s.at + s.n];
                if PLUS {
                    r.iter_mut().for_each(|x| *x = x.max(0.0));
                }
                matching(r, &mut self.sigma[s.at..s.at + s.n]);
            }
        }
    }

    /// Player p's counterfactual update of the subtree at v, reached with probability r[q] by
    /// the moves of q = player 0, 1, chance (kept apart and multiplied as OpenSpiel does: the
    /// same rounding, the same ties); returns its value for p.
    fn walk<const PLUS: bool>(&mut self, v: usize, p: usize, r: [f64; 3]) -> f64 {
        let d = self.nodes[v];
        // A leaf; or a history no player reaches, whose value is weighted by 0 (u = 0 there;
        // OpenSpiel prunes it too).
        if d.n == 0 || r[0] == 0.0 && r[1] == 0.0 {
            return if p == 0 { d.u } else { -d.u };
        }
        let (at, first, mine) = (d.at as usize, d.first as usize, d.who as usize == p);
        let mut value = 0.0;
        for i in 0..d.n as usize {
            let (s, mut rc) = (self.sigma[at + i], r);
            rc[d.who as usize] *= s;
            let x = self.walk::<PLUS>(first + i, p, rc);
            self.val[first + i] = x;
            value += s * x;
        }
        if mine {
            let w = if PLUS { self.t as f64 } else { 1.0 };
            for i in 0..d.n as usize {
                self.regret[at + i] += r[1 - p] * r[2] * (self.val[first + i] - value);
                self.avg[at + i] += w * r[p] * self.sigma[at + i];
            }
        }
        value
    }

    /// The average strategy at player's info set `key` (in the order of `moves`), None if the
    /// tree has no such info set; uniform where it was never reached.
    pub fn average(&self, player: usize, key: u64) -> Option<Vec<f64>> {
        let s = self.sets[*self.index.get(&(player, key))?];
        let mut out = vec![0.0; s.n];
        matching(&self.avg[s.at..s.at + s.n], &mut out);
        Some(out)
    }

    /// Per slot: the average strategies, and chance probabilities.
    fn averages(&self) -> Vec<f64> {
        let mut a = self.sigma.clone();
        for s in &self.sets {
            matching(&self.avg[s.at..s.at + s.n], &mut a[s.at..s.at + s.n]);
        }
        a
    }

    /// Adds reach * (p's utility) of every leaf under v to q[slot of p's last decision], where
    /// reach is the product of the probabilities `a` of every move but p's.
    fn reach(&self, v: usize, p: usize, r: f64, slot: usize, a: &[f64], q: &mut [f64]) {
        let d = self.nodes[v];
        if d.n == 0 {
            q[slot] += r * if p == 1 { -d.u } else { d.u };
        }
        for i in 0..d.n as usize {
            let (c, j) = (d.first as usize + i, d.at as usize + i);
            let (rc, sc) = if d.who as usize == p {
                (r, j)
            } else {
                (r * a[j], slot)
            };
            self.reach(c, p, rc, sc, a, q);
        }
    }

    /// Player 0's expected utility when both play their average strategies.
    pub fn value(&self) -> f64 {
        let mut q = vec![0.0; self.avg.len()];
        self.reach(0, usize::MAX, 1.0, 0, &self.averages(), &mut q); // no player's moves skipped
        q[0]
    }

    /// Player p's expected utility of a best response to the other's average strategy.
    pub fn best_response(&self, p: usize) -> f64 {
        assert!(p < 2, "cfr: best_response({}), not player 0 or 1", p);
        let mut q = vec![0.0; self.avg.len()];
        self.reach(0, p, 1.0, p, &self.averages(), &mut q);
        // Info sets are numbered in DFS order, children after parents: deepest first, each adds
        // its best move's value to the decision before it.
        for s in self.sets.iter().rev().filter(|s| s.p == p) {
            q[s.parent] += q[s.at..s.at + s.n].iter().fold(f64::MIN, |m, &x| m.max(x));
        }
        q[p]
    }

    /// (best_response(0) + best_response(1)) / 2: OpenSpiel's exploitability (0 at a Nash
    /// equilibrium).
    pub fn exploitability(&self) -> f64 {
        (self.best_response(0) + self.best_response(1)) / 2.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Kuhn poker as OpenSpiel plays it: cards 0 < 1 < 2 dealt to players 0 then 1, ante 1;
    /// moves 0 pass (check or fold), 1 bet (bet or call) of 1.
    #[derive(Clone)]
    struct Kuhn {
        cards: Vec<u8>,
        hist: Vec<u8>,
    }

    impl CfrGame for Kuhn {
        type Move = u8;
        fn utility(&self) -> Option<f64> {
            let win = || {
                if self.cards[0] > self.cards[1] {
                    1.0
                } else {
                    -1.0
                }
            };
            match self.hist[..] {
                [0, 0] => Some(win()),
                [1, 1] | [0, 1, 1] => Some(2.0 * win()),
                [1, 0] => Some(1.0),
                [0, 1, 0] => Some(-1.0),
                _ => None,
            }
        }
        fn chances(&self, out: &mut Vec<(u8, f64)>) {
            if self.cards.len() < 2 {
                let p = 1.0 / (3 - self.cards.len()) as f64;
                out.extend((0..3).filter(|c| !self.cards.contains(c)).map(|c| (c, p)));
            }
        }
        fn player(&self) -> usize {
            self.hist.len() % 2
        }
        fn moves(&self, out: &mut Vec<u8>) {
            out.extend([0, 1]);
        }
        fn info_set(&self) -> u64 {
            let card = self.cards[self.player()] as u64;
            self.hist.iter().fold(card + 4, |k, &a| 2 * k + a as u64)
        }
        fn play(&mut self, m: u8) {
            match self.cards.len() {
                2 => self.hist.push(m),
                _ => self.cards.push(m),
            }
        }
    }

    fn kuhn() -> Kuhn {
        Kuhn {
            cards: vec![],
            hist: vec![],
        }
    }

    /// Oracle: player 0's expected utility of strategies `f(player, info set)`, by recursion on
    /// the game itself (no tree).
    fn plain_value<G: CfrGame>(g: &G, f: &dyn Fn(usize, u64) -> Vec<f64>) -> f64 {
        if let Some(u) = g.utility() {
            return u;
        }
        let (mut kids, mut moves) = (vec![], vec![]);
        g.chances(&mut kids);
        if kids.is_empty() {
            g.moves(&mut moves);
            let probs = f(g.player(), g.info_set());
            kids = moves.into_iter().zip(probs).collect();
        }
        kids.iter()
            .map(|&(m, p)| {
                let mut c = g.clone();
                c.play(m);
                p * plain_value(&c, f)
            })
            .sum()
    }

    /// Oracle: player p's info sets (key, moves), each once.
    fn info_sets<G: CfrGame>(g: &G, p: usize, out: &mut Vec<(u64, usize)>) {
        if g.utility().is_some() {
            return;
        }
        let (mut kids, mut moves) = (vec![], vec![]);
        g.chances(&mut kids);
        if kids.is_empty() {
            g.moves(&mut moves);
            if g.player() == p && out.iter().all(|s| s.0 != g.info_set()) {
                out.push((g.info_set(), moves.len()));
            }
            kids = moves.into_iter().map(|m| (m, 1.0)).collect();
        }
        for &(m, _) in &kids {
            let mut c = g.clone();
            c.play(m);
            info_sets(&c, p, out);
        }
    }

    /// Oracle: the best response of p to s's average strategy, by trying every pure strategy.
    fn brute_best_response<G: CfrGame>(g: &G, s: &Cfr, p: usize) -> f64 {
        let mut sets = vec![];
        info_sets(g, p, &mut sets);
        let total: usize = sets.iter().map(|x| x.1).product();
        assert!(total <= 1 << 16, "too many pure strategies: {}", total);
        let mut best = f64::NEG_INFINITY;
        for code in 0..total {
            let pure = |q: usize, key: u64| -> Vec<f64> {
                if q != p {
                    return s.average(q, key).unwrap();
                }
                let mut c = code;
                for &(k, n) in &sets {
                    if k == key {
                        return (0..n).map(|a| (a == c % n) as u8 as f64).collect();
                    }
                    c /= n;
                }
                unreachable!()
            };
            let v = plain_value(g, &pure);
            best = best.max(if p == 0 { v } else { -v });
        }
        best
    }

    fn close(a: f64, b: f64, eps: f64) -> bool {
        (a - b).abs() <= eps
    }

    /// OpenSpiel's CFRSolver / CFRPlusSolver on kuhn_poker (verify/bench/cfr_openspiel.py table):
    /// (iterations, exploitability, player 0 value of the average policy).
    const KUHN_CFR: [(u64, f64, f64); 3] = [
        (100, 0.008225977315915206, -0.05614724147718669),
        (1000, 0.0009376166469929614, -0.055625031582249296),
        (10000, 0.00011332445786851886, -0.05556351826205763),
    ];
    const KUHN_PLUS: [(u64, f64, f64); 3] = [
        (100, 0.0011944041011116846, -0.055584006549269316),
        (1000, 8.736532252084928e-05, -0.05555591758265188),
        (10000, 9.632756980737511e-06, -0.055555559111170105),
    ];

    #[test]
    fn kuhn_matches_openspiel() {
        for (plus, facts) in [(false, KUHN_CFR), (true, KUHN_PLUS)] {
            let mut s = Cfr::new(&kuhn());
            for (t, e, v) in facts {
                let more = t - s.t;
                if plus {
                    s.cfr_plus(more)
                } else {
                    s.cfr(more)
                }
                assert_eq!(s.t, t);
                let (se, sv) = (s.exploitability(), s.value());
                assert!(
                    close(se, e, 1e-12) && close(sv, v, 1e-12),
                    "{plus} {t}: {se} {sv}"
                );
            }
        }
    }

    #[test]
    fn kuhn_value_converges_to_minus_one_eighteenth() {
        let mut s = Cfr::new(&kuhn());
        for _ in 0..20 {
            s.cfr_plus(500);
            let (e, v) = (s.exploitability(), s.value());
            // The value lies between -br(1) and br(0), and so does the game's value.
            assert!(close(v, -1.0 / 18.0, 2.0 * e), "{} {e} {v}", s.t);
        }
        assert!(s.exploitability() < 1e-5 && close(s.value(), -1.0 / 18.0, 1e-8));
        // Player 1's equilibrium is unique: with the Jack (0) it bets 1/3 after a check, folds
        // to a bet; with the Queen it checks behind and calls 1/3; with the King it always bets.
        let at = |card: u64, hist: &[u64]| {
            let key = hist.iter().fold(card + 4, |k, &a| 2 * k + a);
            s.average(1, key).unwrap()[1]
        };
        let want = [
            (0, 0, 1.0 / 3.0),
            (0, 1, 0.0),
            (1, 0, 0.0),
            (1, 1, 1.0 / 3.0),
        ];
        for (card, h, p) in want.into_iter().chain([(2, 0, 1.0), (2, 1, 1.0)]) {
            assert!(
                close(at(card, &[h]), p, 2e-3),
                "card {card} after {h}: {}",
                at(card, &[h])
            );
        }
        assert_eq!(s.average(1, 4), None); // player 1 never moves first
        assert_eq!(s.average(0, 4), Some(s.average(0, 4).unwrap()));
    }

    #[test]
    fn kuhn_best_responses_match_brute_force() {
        for plus in [false, true] {
            let mut s = Cfr::new(&kuhn());
            for t in [0, 1, 2, 5, 30] {
                if plus {
                    s.cfr_plus(t)
                } else {
                    s.cfr(t)
                }
                for p in 0..2 {
                    let (br, want) = (s.best_response(p), brute_best_response(&kuhn(), &s, p));
                    assert!(
                        close(br, want, 1e-12),
                        "{plus} {} player {p}: {br} {want}",
                        s.t
                    );
                }
                let f = |q: usize, k: u64| s.average(q, k).unwrap();
                assert!(close(s.value(), plain_value(&kuhn(), &f), 1e-12));
            }
        }
        // Uniform play (no iteration) is worth 1/8 to player 0.
        let s = Cfr::new(&kuhn());
        assert!(close(s.value(), 0.125, 1e-15));
    }

    /// Oracle: textbook CFR on the game itself (no tree; tables keyed by (player, info set)),
    /// with the same update order and rounding as the snippet (and OpenSpiel).
    #[derive(Default)]
    struct Plain {
        regret: HashMap<(usize, u64), Vec<f64>>,
        avg: HashMap<(usize, u64), Vec<f64>>,
        sigma: HashMap<(usize, u64), Vec<f64>>,
        t: u64,
    }

    impl Plain {
        fn strategy(&self, key: (usize, u64), n: usize) -> Vec<f64> {
            let r = self.regret.get(&key).cloned().unwrap_or(vec![0.0; n]);
            let sum: f64 = r.iter().map(|&x| x.max(0.0)).sum();
            r.iter()
                .map(|&x| {
                    if sum > 0.0 {
                        x.max(0.0) / sum
                    } else {
                        1.0 / n as f64
                    }
                })
                .collect()
        }
        fn walk<G: CfrGame>(&mut self, g: &G, p: usize, r: [f64; 3], plus: bool) -> f64 {
            if let Some(u) = g.utility() {
                return if p == 0 { u } else { -u };
            }
            let (mut kids, mut moves) = (vec![], vec![]);
            g.chances(&mut kids);
            let who = if kids.is_empty() { g.player() } else { 2 };
            let key = (who, if who < 2 { g.info_set() } else { 0 });
            if who < 2 {
                g.moves(&mut moves);
                let sigma = self.sigma.get(&key).cloned();
                let sigma = sigma.unwrap_or(vec![1.0 / moves.len() as f64; moves.len()]);
                kids = moves.into_iter().zip(sigma).collect();
            }
            let mut vals = vec![];
            for &(m, s) in &kids {
                let mut c = g.clone();
                c.play(m);
                let mut r = r;
                r[if who == p {
                    0
                } else if who == 2 {
                    2
                } else {
                    1
                }] *= s;
                vals.push(self.walk(&c, p, r, plus));
            }
            let value = kids.iter().zip(&vals).fold(0.0, |v, (k, x)| v + k.1 * x);
            if who == p {
                let (n, w) = (kids.len(), if plus { self.t as f64 } else { 1.0 });
                let regret = self.regret.entry(key).or_insert(vec![0.0; n]);
                let avg = self.avg.entry(key).or_insert(vec![0.0; n]);
                for i in 0..n {
                    regret[i] += r[1] * r[2] * (vals[i] - value);
                    avg[i] += w * r[0] * kids[i].1;
                }
            }
            value
        }
        fn step<G: CfrGame>(&mut self, g: &G, plus: bool) {
            self.t += 1;
            for p in 0..2 {
                self.walk(g, p, [1.0; 3], plus);
                for (key, r) in self.regret.iter_mut() {
                    if plus && key.0 == p {
                        r.iter_mut().for_each(|x| *x = x.max(0.0));
                    }
                }
                let keys: Vec<_> = self.regret.keys().cloned().filter(|k| k.0 == p).collect();
                for k in keys {
                    let s = self.strategy(k, self.regret[&k].len());
                    self.sigma.insert(k, s);
                }
            }
        }
    }

    /// A random game with perfect recall: chance deals each player a private card, then up to
    /// `depth` public events, each a chance draw or a move; who moves, how many moves, the
    /// probabilities and the utilities (-3..=3) are hashed from the seed and the public history.
    /// Info set: (own card, public history).
    #[derive(Clone, Debug)]
    struct Random {
        seed: u64,
        depth: usize,
        cards: Vec<u8>,
        hist: Vec<u8>,
    }

    impl Random {
        fn h(&self, salt: u64, with_cards: bool) -> u64 {
            let cards = if with_cards { &self.cards[..] } else { &[] };
            let mut x = self.seed ^ salt.wrapping_mul(0x9E37_79B9_7F4A_7C15);
            for &b in cards.iter().chain([9].iter()).chain(&self.hist) {
                x = (x ^ b as u64).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                x ^= x >> 29;
            }
            x
        }
        fn weights(&self, k: u64, out: &mut Vec<(u8, f64)>) {
            let w: Vec<u64> = (0..k).map(|i| self.h(10 + i, false) % 4).collect();
            let sum = w.iter().sum::<u64>().max(1);
            let mut p = w.iter().map(|&x| x as f64 / sum as f64).collect::<Vec<_>>();
            if w.iter().all(|&x| x == 0) {
                p[0] = 1.0;
            }
            out.extend((0..k as u8).zip(p));
        }
    }

    impl CfrGame for Random {
        type Move = u8;
        fn utility(&self) -> Option<f64> {
            let stop = self.hist.len() == self.depth
                || (!self.hist.is_empty() && self.h(1, false) % 5 == 0);
            (self.cards.len() == 2 && stop).then(|| (self.h(2, true) % 7) as f64 - 3.0)
        }
        fn chances(&self, out: &mut Vec<(u8, f64)>) {
            if self.cards.len() < 2 {
                self.weights(1 + self.h(3 + self.cards.len() as u64, false) % 3, out);
            } else if self.h(5, false) % 4 == 0 {
                self.weights(2 + self.h(6, false) % 2, out);
            }
        }
        fn player(&self) -> usize {
            (self.h(7, false) % 2) as usize
        }
        fn moves(&self, out: &mut Vec<u8>) {
            out.extend(0..1 + (self.h(8, false) % 3) as u8);
        }
        fn info_set(&self) -> u64 {
            let own = self.cards[self.player()] as u64;
            self.hist.iter().fold(own + 4, |k, &m| 4 * k + m as u64)
        }
        fn play(&mut self, m: u8) {
            match self.cards.len() {
                2 => self.hist.push(m),
                _ => self.cards.push(m),
            }
        }
    }

    fn random(seed: u64, depth: usize) -> Random {
        Random {
            seed,
            depth,
            cards: vec![],
            hist: vec![],
        }
    }

    /// The snippet against the plain CFR oracle, plain values and brute-force best responses.
    fn agrees<G: CfrGame>(g: &G, plus: bool, iterations: u64) {
        let (mut s, mut o) = (Cfr::new(g), Plain::default());
        let mut sets = vec![];
        info_sets(g, 0, &mut sets);
        let sets0 = sets.len();
        info_sets(g, 1, &mut sets);
        for t in 0..=iterations {
            if t > 0 {
                if plus {
                    s.cfr_plus(1)
                } else {
                    s.cfr(1)
                }
                o.step(g, plus);
            }
            for (i, &(key, n)) in sets.iter().enumerate() {
                let p = (i >= sets0) as usize;
                let want = o.avg.get(&(p, key)).cloned().unwrap_or(vec![0.0; n]);
                let sum: f64 = want.iter().sum();
                let want: Vec<f64> = want
                    .iter()
                    .map(|&x| if sum > 0.0 { x / sum } else { 1.0 / n as f64 })
                    .collect();
                assert_eq!(
                    s.average(p, key).unwrap(),
                    want,
                    "t {t} player {p} set {key}"
                );
            }
            let f = |q: usize, k: u64| s.average(q, k).unwrap();
            assert!(close(s.value(), plain_value(g, &f), 1e-12));
            for p in 0..2 {
                let (br, want) = (s.best_response(p), brute_best_response(g, &s, p));
                assert!(close(br, want, 1e-12), "t {t} player {p}: {br} {want}");
            }
            let e = s.exploitability();
            assert!(e >= -1e-12 && close(e, (s.best_response(0) + s.best_response(1)) / 2.0, 0.0));
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        #[test]
        fn random_games_match_plain_cfr_and_brute_force(seed in any::<u64>(), depth in 1usize..4) {
            let g = random(seed, depth);
            let mut sets = vec![];
            info_sets(&g, 0, &mut sets);
            info_sets(&g, 1, &mut sets);
            // brute force needs few pure strategies
            prop_assume!(sets.iter().map(|s| s.1 as f64).product::<f64>() <= 4096.0);
            agrees(&g, seed % 2 == 0, 6);
        }
    }

    /// A coin is dealt to player 0 (1/2 each), who moves; player 1 answers without seeing the
    /// coin; player 0 moves again; `bug` breaks one contract (0: none).
    #[derive(Clone)]
    struct Tiny {
        bug: u8,
        h: Vec<u8>,
    }

    impl CfrGame for Tiny {
        type Move = u8;
        fn utility(&self) -> Option<f64> {
            let h = &self.h;
            let u = || {
                if self.bug == 1 {
                    f64::NAN
                } else {
                    h[1] as f64 - h[2] as f64
                }
            };
            (h.len() == 4).then(|| u() + if h[0] == h[3] { 2.0 } else { -1.0 })
        }
        fn chances(&self, out: &mut Vec<(u8, f64)>) {
            if self.h.is_empty() {
                out.extend(match self.bug {
                    2 => [(0, 0.5), (1, 0.6)],
                    3 => [(0, 1.5), (1, -0.5)],
                    _ => [(0, 0.5), (1, 0.5)],
                });
            }
        }
        fn player(&self) -> usize {
            if self.bug == 4 {
                2
            } else {
                (self.h.len() == 2) as usize
            }
        }
        fn moves(&self, out: &mut Vec<u8>) {
            let n = match (self.bug, self.h.len(), self.h[0]) {
                (5, 2, _) => 0,
                (6, 2, 1) => 3,
                _ => 2,
            };
            out.extend(0..n);
        }
        fn info_set(&self) -> u64 {
            let seen = match self.h.len() {
                2 => vec![self.h[1]], // player 1 sees player 0's move, not the coin
                3 if self.bug == 7 => vec![self.h[0], self.h[2]], // player 0 forgets its move
                _ => self.h.clone(),
            };
            seen.iter().fold(1, |k, &m| 4 * k + m as u64)
        }
        fn play(&mut self, m: u8) {
            self.h.push(m);
        }
    }

    #[test]
    fn tiny_game_matches_the_oracles() {
        let g = Tiny { bug: 0, h: vec![] };
        agrees(&g, false, 40);
        agrees(&g, true, 40);
        let mut s = Cfr::new(&g);
        assert_eq!(s.average(0, 4), Some(vec![0.5, 0.5])); // uniform before any iteration
        s.cfr(1);
        s.cfr(2000);
        assert_eq!(s.t, 2001);
        assert!(s.exploitability() < 1e-2, "{}", s.exploitability());
    }

    fn tiny(bug: u8) -> Cfr {
        Cfr::new(&Tiny { bug, h: vec![] })
    }
    #[test]
    #[should_panic(expected = "cfr: utility NaN is not finite")]
    fn utility_must_be_finite() {
        tiny(1);
    }
    #[test]
    #[should_panic(expected = "cfr: chance probabilities < 0 or sum 1.1 != 1")]
    fn chance_must_sum_to_one() {
        tiny(2);
    }
    #[test]
    #[should_panic(expected = "cfr: chance probabilities < 0 or sum 1 != 1")]
    fn chance_must_not_be_negative() {
        tiny(3);
    }
    #[test]
    #[should_panic(expected = "cfr: player() = 2, not 0 or 1")]
    fn player_must_be_0_or_1() {
        tiny(4);
    }
    #[test]
    #[should_panic(expected = "cfr: no moves, not over")]
    fn moves_must_not_be_empty() {
        tiny(5);
    }
    #[test]
    #[should_panic(expected = "cfr: info set 4 of player 1 has 3 moves here, 2 elsewhere")]
    fn an_info_set_has_one_move_count() {
        tiny(6);
    }
    #[test]
    #[should_panic(expected = "cfr: info set 16 of player 0: not perfect recall")]
    fn perfect_recall_is_checked() {
        tiny(7);
    }
    #[test]
    #[should_panic(expected = "cfr: cfr and cfr_plus on one solver")]
    fn cfr_and_cfr_plus_do_not_mix() {
        let mut s = tiny(0);
        s.cfr_plus(1);
        s.cfr(1);
    }
    #[test]
    #[should_panic(expected = "cfr: best_response(2), not player 0 or 1")]
    fn best_response_of_player_0_or_1() {
        tiny(0).best_response(2);
    }

    /// A chain of 2000 single-move decisions, then matching pennies (player 1 blind): value 0.
    #[derive(Clone)]
    struct Chain(Vec<u8>);
    impl CfrGame for Chain {
        type Move = u8;
        fn utility(&self) -> Option<f64> {
            let n = self.0.len();
            (n == 2002).then(|| {
                if self.0[n - 1] == self.0[n - 2] {
                    1.0
                } else {
                    -1.0
                }
            })
        }
        fn chances(&self, _: &mut Vec<(u8, f64)>) {}
        fn player(&self) -> usize {
            (self.0.len() == 2001) as usize
        }
        fn moves(&self, out: &mut Vec<u8>) {
            out.extend(0..if self.0.len() < 2000 { 1 } else { 2 });
        }
        fn info_set(&self) -> u64 {
            self.0.len().min(2000) as u64
        }
        fn play(&mut self, m: u8) {
            self.0.push(m);
        }
    }

    #[test]
    fn deep_chain_and_a_game_without_chance() {
        let mut s = Cfr::new(&Chain(vec![]));
        s.cfr_plus(200);
        assert!(close(s.value(), 0.0, 1e-3) && s.exploitability() < 1e-3);
        assert_eq!(s.average(0, 7), Some(vec![1.0]));
    }
}
