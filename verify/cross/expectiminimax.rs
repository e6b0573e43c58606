//! Cross-checks for snippets/expectiminimax.rs:
//! - a chance game given by its rules (turns of two players, dice, lotteries as options, gains,
//!   extra turns) solved by an independent oracle: memoized recursion over the rules in exact
//!   fixed-point integers; every position (every (state, player) pair, reached or not: the many
//!   roots) and every best option must match exactly, in f64 and, without chance, in i64;
//! - Star1 (Ballard 1983), a second algorithm on explicit games, kept here as a tested reference
//!   (it left the snippet: solving every position once bottom-up never loses to a walk of the
//!   unfolded tree, and Star1's bound contract can only be checked by full passes): it agrees
//!   with the snippet and with plain recursion on random DAGs with gains, and visits fewer
//!   nodes than the plain walk;
//! - problems/momotetsu, problems/toward_0, problems/roulettes and problems/lucky7 (their main.rs
//!   included as modules: the very code the judge runs) against game_tree / a DP on the explicit
//!   tree of all paths, value iteration with the self-loops left in, the same game with a CHANCE
//!   position per (points, wheel) instead of lotteries, and a brute force over all plays.
use proptest::prelude::*;
use snippets::expectiminimax::{expectiminimax, EmmNode, EmmNode::*, EmmPos, EmmValues};
use snippets::game_tree::GameTree;

#[allow(dead_code)]
#[path = "../../problems/lucky7/main.rs"]
mod lucky7;
#[allow(dead_code)]
#[path = "../../problems/momotetsu/main.rs"]
mod momotetsu;
#[allow(dead_code)]
#[path = "../../problems/roulettes/main.rs"]
mod roulettes;
#[allow(dead_code)]
#[path = "../../problems/toward_0/main.rs"]
mod toward_0;

type Out = Vec<(usize, f64, f64)>;

/// One option of a player: a move (gain, next state, extra turn), or a lottery (gain, then
/// outcomes (eighths, next state, gain, extra turn); `sure`: a lottery of one outcome 8/8).
#[derive(Clone, Debug)]
enum Opt {
    Move(i64, usize, bool),
    Lottery(i64, Vec<(i64, usize, i64, bool)>),
}

/// A state of a chance game given by its rules: the end (Takahashi's points), a die rolled
/// for the player to move ((eighths, next state, gain)), or a turn with options. Gains are
/// points of the player who moves (or rolls); the value is Takahashi's points minus Aoki's.
/// Next states are larger, so position 2s + player raises the id with every move.
#[derive(Clone, Debug)]
enum Turn {
    End(i64),
    Dice(Vec<(i64, usize, i64)>),
    Play(Vec<Opt>),
}

/// Fixed point for the oracle: values times 2^48, exact while a path has <= 16 eighths.
const ONE: i128 = 1 << 48;

/// Oracle: the value of (state s, player to move) times ONE, by memoized recursion over the
/// rules, and the first best option's index; exact integers, no snippet code.
fn rules_value(
    t: &[Turn],
    s: usize,
    who: usize,
    memo: &mut Vec<Option<(i128, Option<usize>)>>,
) -> (i128, Option<usize>) {
    if let Some(x) = memo[2 * s + who] {
        return x;
    }
    let sign = if who == 0 { 1 } else { -1 };
    let next = |u: usize, again: bool, memo: &mut Vec<_>| {
        rules_value(t, u, if again { who } else { 1 - who }, memo).0
    };
    let eighths = |k: i64, x: i128| {
        assert_eq!(k as i128 * x % 8, 0, "test bug: a value finer than 2^-48");
        k as i128 * x / 8
    };
    let x = match &t[s] {
        Turn::End(x) => (*x as i128 * ONE, None),
        Turn::Dice(rolls) => {
            let sum = rolls
                .iter()
                .map(|&(k, u, g)| eighths(k, sign * g as i128 * ONE + next(u, true, memo)));
            (sum.sum(), None)
        }
        Turn::Play(opts) => {
            let worth: Vec<i128> = opts
                .iter()
                .map(|o| match o {
                    Opt::Move(g, u, again) => sign * *g as i128 * ONE + next(*u, *again, memo),
                    Opt::Lottery(g, outs) => {
                        let mut x = sign * *g as i128 * ONE;
                        for &(k, u, h, again) in outs {
                            x += eighths(k, sign * h as i128 * ONE + next(u, again, memo));
                        }
                        x
                    }
                })
                .collect();
            let best = if who == 0 {
                worth.iter().max()
            } else {
                worth.iter().min()
            };
            let best = *best.unwrap();
            (best, worth.iter().position(|&x| x == best))
        }
    };
    memo[2 * s + who] = Some(x);
    x
}

/// Reports position v = 2s + who of the rules to the snippet, as its header says.
fn rules_report(t: &[Turn], v: usize, p: &mut EmmPos<f64>) -> EmmNode<f64> {
    let (s, who) = (v / 2, v % 2);
    let sign = if who == 0 { 1.0 } else { -1.0 };
    let id = |u: usize, again: bool| 2 * u + if again { who } else { 1 - who };
    match &t[s] {
        Turn::End(x) => return Leaf(*x as f64),
        Turn::Dice(rolls) => {
            for &(k, u, g) in rolls {
                p.roll(id(u, true), k as f64 / 8.0, sign * g as f64);
            }
            return Chance;
        }
        Turn::Play(opts) => {
            for o in opts {
                match o {
                    Opt::Move(g, u, again) => p.mv(id(*u, *again), sign * *g as f64),
                    Opt::Lottery(g, outs) => {
                        for &(k, u, h, again) in outs {
                            p.roll(id(u, again), k as f64 / 8.0, sign * h as f64);
                        }
                        p.lottery(sign * *g as f64);
                    }
                }
            }
        }
    }
    [Max, Min][who]
}

/// Random rules on n states: ends (and the last state), dice, turns of 1..=3 options, each a
/// move or a lottery of 1..=3 outcomes (eighths, zeros allowed); next states within 5 above;
/// gains in -3..=3, ends in -10..=10; a third of the moves and outcomes give an extra turn.
fn random_rules(seed: u64, n: usize, chance: bool) -> Vec<Turn> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut rnd = move |m: usize| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % m as u64) as usize
    };
    let eighths = |k: usize, rnd: &mut dyn FnMut(usize) -> usize| {
        let mut u = vec![0i64; k];
        (0..8).for_each(|_| u[rnd(k)] += 1);
        u
    };
    (0..n)
        .map(|s| {
            let next = |rnd: &mut dyn FnMut(usize) -> usize| s + 1 + rnd((n - s - 1).min(5));
            let gain = |rnd: &mut dyn FnMut(usize) -> usize| rnd(7) as i64 - 3;
            match (s + 1 == n, rnd(8)) {
                (true, _) | (false, 0) => Turn::End(rnd(21) as i64 - 10),
                (false, 1 | 2) if chance => {
                    let q = eighths(1 + rnd(3), &mut rnd);
                    Turn::Dice(
                        q.into_iter()
                            .map(|k| (k, next(&mut rnd), gain(&mut rnd)))
                            .collect(),
                    )
                }
                _ => Turn::Play(
                    (0..1 + rnd(3))
                        .map(|_| {
                            let g = gain(&mut rnd);
                            if !chance || rnd(2) == 0 {
                                return Opt::Move(g, next(&mut rnd), rnd(3) == 0);
                            }
                            let q = eighths(1 + rnd(3), &mut rnd);
                            let outs = q
                                .into_iter()
                                .map(|k| (k, next(&mut rnd), gain(&mut rnd), rnd(3) == 0));
                            Opt::Lottery(g, outs.collect())
                        })
                        .collect(),
                ),
            }
        })
        .collect()
}

/// Every position of random rules (n <= 16 states: exact in f64) against the oracle.
fn check_rules(seed: u64, n: usize, chance: bool) -> Result<(), TestCaseError> {
    let t = random_rules(seed, n, chance);
    let mut memo = vec![None; 2 * n];
    let mut f = |v: usize, p: &mut EmmPos<f64>| rules_report(&t, v, p);
    let e = expectiminimax(2 * n, &mut f);
    for v in 0..2 * n {
        let (want, best) = rules_value(&t, v / 2, v % 2, &mut memo);
        prop_assert_eq!(
            e.value[v],
            want as f64 / ONE as f64,
            "position {} of {:?}",
            v,
            t
        );
        prop_assert_eq!((want as f64) as i128, want, "test bug: not exact in f64");
        prop_assert_eq!(e.best(v, &mut f), best, "position {} of {:?}", v, t);
    }
    if !chance {
        // the same game in i64 (no chance: moves only), the same values and best options
        let mut g = |v: usize, p: &mut EmmPos<i64>| {
            let (s, who) = (v / 2, v % 2);
            let sign = if who == 0 { 1 } else { -1 };
            match &t[s] {
                Turn::End(x) => Leaf(*x),
                Turn::Play(opts) => {
                    for o in opts {
                        if let Opt::Move(g, u, again) = o {
                            p.mv(2 * u + if *again { who } else { 1 - who }, sign * g);
                        }
                    }
                    [Max, Min][who]
                }
                Turn::Dice(_) => unreachable!(),
            }
        };
        let e = expectiminimax(2 * n, &mut g);
        for v in 0..2 * n {
            let (want, best) = rules_value(&t, v / 2, v % 2, &mut memo);
            prop_assert_eq!(e.value[v] as i128 * ONE, want);
            prop_assert_eq!(e.best(v, &mut g), best);
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]
    #[test]
    fn rules_with_dice_lotteries_gains_and_extra_turns_match_the_oracle(
        seed in any::<u64>(), n in 1usize..=16, chance in any::<bool>()
    ) {
        check_rules(seed, n, chance)?;
    }
}

#[test]
fn random_rules_cover_every_kind() {
    // the generator draws what the oracle test claims: dice, lotteries (sure ones too),
    // extra turns, unreached positions, both kinds of MAX / MIN result
    let (mut dice, mut lotteries, mut sure, mut again, mut unreached) = (0, 0, 0, 0, 0);
    for seed in 0..200 {
        let t = random_rules(seed, 16, true);
        let mut reached = [false; 32];
        reached[0] = true;
        for s in 0..16 {
            let kids: Vec<(usize, bool)> = match &t[s] {
                Turn::End(_) => vec![],
                Turn::Dice(r) => {
                    dice += 1;
                    r.iter().map(|&(_, u, _)| (u, true)).collect()
                }
                Turn::Play(o) => o
                    .iter()
                    .flat_map(|o| match o {
                        Opt::Move(_, u, a) => vec![(*u, *a)],
                        Opt::Lottery(_, outs) => {
                            lotteries += 1;
                            sure += (outs.len() == 1) as u32;
                            outs.iter().map(|&(_, u, _, a)| (u, a)).collect()
                        }
                    })
                    .collect(),
            };
            again += kids
                .iter()
                .filter(|k| k.1 && !matches!(t[s], Turn::Dice(_)))
                .count();
            for who in 0..2 {
                if reached[2 * s + who] {
                    for &(u, a) in &kids {
                        reached[2 * u + if a { who } else { 1 - who }] = true;
                    }
                }
            }
        }
        unreached += reached.iter().filter(|&&r| !r).count();
    }
    assert!(dice > 300 && lotteries > 500 && sure > 100 && again > 500 && unreached > 500);
    println!("{dice} dice, {lotteries} lotteries ({sure} sure), {again} extra turns, {unreached} unreached");
}

/// problems/lucky7's `takahashi_wins` against a brute force over every play, for every
/// digit string and mover string of length <= 5 (digits 0, 3, 5, 7, 9).
#[test]
fn lucky7_matches_brute_force() {
    fn brute(s: &[u8], x: &[u8], t: u64) -> bool {
        match s.split_first() {
            None => t % 7 == 0,
            Some((&d, rest)) => {
                let (a, b) = (
                    brute(rest, &x[1..], 10 * t + (d - b'0') as u64),
                    brute(rest, &x[1..], 10 * t),
                );
                if x[0] == b'T' {
                    a || b
                } else {
                    a && b
                }
            }
        }
    }
    let mut cases = 0;
    for n in 1..=5u32 {
        for code in 0..5usize.pow(n) {
            let s: Vec<u8> = (0..n).map(|k| b"03579"[code / 5usize.pow(k) % 5]).collect();
            for movers in 0..1u32 << n {
                let x: Vec<u8> = (0..n)
                    .map(|k| if movers >> k & 1 == 1 { b'T' } else { b'A' })
                    .collect();
                assert_eq!(
                    lucky7::takahashi_wins(&s, &x),
                    brute(&s, &x, 0),
                    "{s:?} {x:?}"
                );
                cases += 1;
            }
        }
    }
    assert_eq!(cases, 10 + 100 + 1000 + 10_000 + 100_000);
}

/// Star1 search from `root` over the explicit game g: (value, best root child, positions
/// visited). Needs lo <= every path sum (gains along a path from a position down to a leaf,
/// plus that leaf) <= hi, checked first; recursive, depth <= 1000.
fn star1(g: &Dag, root: usize, lo: f64, hi: f64) -> (f64, Option<usize>, u64) {
    // The least (largest) path sum from each position is the value of the same game with every
    // inner position a MIN (MAX); Star1's cutoffs are only right if all lie in [lo, hi]. The
    // snippet's own pass checks the probabilities (first, with the real kinds) and the ids.
    g.solve();
    for all in [Min, Max] {
        let e = expectiminimax(g.kind.len(), |v, p| {
            g.report(v, p, true);
            match g.kind[v] {
                Leaf(x) => Leaf(x),
                _ => all,
            }
        });
        let (mut seen, mut todo) = (vec![false; g.kind.len()], vec![root]);
        while let Some(v) = todo.pop() {
            if !std::mem::replace(&mut seen[v], true) {
                let x = e.value[v];
                assert!(
                    lo <= x && x <= hi,
                    "star1: a path sum from {v} is outside [lo, hi]"
                );
                todo.extend(g.ch[v].iter().map(|e| e.0));
            }
        }
    }
    let mut s = Star {
        g,
        lo,
        hi,
        visited: 0,
        root_best: None,
    };
    let v = s.search(root, f64::NEG_INFINITY, f64::INFINITY, 0);
    (v, s.root_best, s.visited)
}

struct Star<'a> {
    g: &'a Dag,
    lo: f64,
    hi: f64,
    visited: u64,
    root_best: Option<usize>,
}

impl Star<'_> {
    /// Fail-soft: returns r with r <= alpha => value <= r, r >= beta => value >= r, else exact.
    fn search(&mut self, v: usize, alpha: f64, beta: f64, depth: usize) -> f64 {
        assert!(depth <= 1000, "star1: deeper than 1000");
        self.visited += 1;
        match self.g.kind[v] {
            Leaf(x) => x,
            Chance => self.chance(v, alpha, beta, depth),
            kind => self.minimax(kind == Max, v, alpha, beta, depth),
        }
    }

    fn minimax(&mut self, max: bool, v: usize, mut a: f64, mut b: f64, depth: usize) -> f64 {
        let mut best = if max {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
        for &(c, _, g) in &self.g.ch[v] {
            // The gain is added on the way up: search the child in the window shifted by it.
            let x = g + self.search(c, a - g, b - g, depth + 1);
            if (max && x > best) || (!max && x < best) {
                best = x;
                if depth == 0 {
                    self.root_best = Some(c);
                }
            }
            if max {
                a = a.max(x);
            } else {
                b = b.min(x);
            }
            if a >= b {
                break;
            }
        }
        best
    }

    fn chance(&mut self, v: usize, alpha: f64, beta: f64, depth: usize) -> f64 {
        let (lo, hi) = (self.lo, self.hi);
        let (mut sum, mut rest) = (0.0, 1.0); // sum of p * (gain + value) so far, probability left
        for &(c, p, g) in &self.g.ch[v] {
            if p == 0.0 {
                continue;
            }
            rest = (rest - p).max(0.0);
            // Every term gain + value lies in [lo, hi]: a term <= a (>= b) puts the expectation
            // <= alpha (>= beta) whatever the rest is.
            let a = (alpha - sum - rest * hi) / p;
            let b = (beta - sum - rest * lo) / p;
            if a >= hi {
                return sum + (p + rest) * hi;
            }
            if b <= lo {
                return sum + (p + rest) * lo;
            }
            let x = g + self.search(c, a.max(lo) - g, b.min(hi) - g, depth + 1);
            if x <= a {
                return sum + p * x + rest * hi;
            }
            if x >= b {
                return sum + p * x + rest * lo;
            }
            sum += p * x;
        }
        sum
    }
}

/// An explicit game: kind and edges (child, probability, gain) per position, children above
/// parents.
#[derive(Clone)]
struct Dag {
    kind: Vec<EmmNode<f64>>,
    ch: Vec<Out>,
}

impl Dag {
    /// Reports v's edges: moves at MAX / MIN, rolls at CHANCE (`as_moves`: every edge a move).
    fn report(&self, v: usize, p: &mut EmmPos<f64>, as_moves: bool) {
        for &(c, q, g) in &self.ch[v] {
            match self.kind[v] {
                Chance if !as_moves => p.roll(c, q, g),
                _ => p.mv(c, g),
            }
        }
    }
    fn solve(&self) -> EmmValues<f64> {
        expectiminimax(self.kind.len(), |v, p| {
            self.report(v, p, false);
            self.kind[v]
        })
    }
    /// The child of v's first best edge (what Star1 reports at its root).
    fn best_child(&self, e: &EmmValues<f64>, v: usize) -> Option<usize> {
        let i = e.best(v, |v, p| {
            self.report(v, p, false);
            self.kind[v]
        });
        i.map(|i| self.ch[v][i].0)
    }
    fn star1(&self, lo: f64, hi: f64) -> (f64, Option<usize>, u64) {
        star1(self, 0, lo, hi)
    }
}

/// Oracle: plain expectiminimax recursion over the unfolded tree (value, nodes visited).
fn plain(g: &Dag, v: usize) -> (f64, u64) {
    let kids: Vec<(f64, f64, u64)> = g.ch[v]
        .iter()
        .map(|&(c, p, gain)| {
            let (x, k) = plain(g, c);
            (p, gain + x, k)
        })
        .collect();
    let k = 1 + kids.iter().map(|t| t.2).sum::<u64>();
    let x = match g.kind[v] {
        Leaf(x) => x,
        Chance => kids.iter().fold(0.0, |s, t| s + t.0 * t.1),
        Max => kids.iter().fold(f64::NEG_INFINITY, |a, t| a.max(t.1)),
        Min => kids.iter().fold(f64::INFINITY, |a, t| a.min(t.1)),
    };
    (x, k)
}

/// Smallest and largest path sum (gains + leaf) from v, and over every position below v.
fn path_sums(g: &Dag, v: usize, all: &mut (f64, f64)) -> (f64, f64) {
    let (mut a, mut b) = match g.kind[v] {
        Leaf(x) => (x, x),
        _ => (f64::INFINITY, f64::NEG_INFINITY),
    };
    for &(c, _, gain) in &g.ch[v] {
        let (x, y) = path_sums(g, c, all);
        (a, b) = (a.min(gain + x), b.max(gain + y));
    }
    *all = (all.0.min(a), all.1.max(b));
    (a, b)
}

/// Random DAG (the snippet's tests draw the same ones): children have larger ids; chance
/// probabilities are k/denom (zeros allowed); gains 0.
fn random_dag(seed: u64, n: usize, chance: bool, denom: usize) -> Dag {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut rnd = move |m: usize| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % m as u64) as usize
    };
    let mut g = Dag {
        kind: vec![],
        ch: vec![],
    };
    for v in 0..n {
        if v + 1 == n || (v > 0 && rnd(4) == 0) {
            g.kind.push(Leaf(rnd(11) as f64));
            g.ch.push(vec![]);
            continue;
        }
        let k = 1 + rnd(3);
        let ch: Vec<usize> = (0..k).map(|_| v + 1 + rnd((n - v - 1).min(6))).collect();
        let mut p = vec![1.0; k];
        g.kind.push(match rnd(if chance { 3 } else { 2 }) {
            0 => Max,
            1 => Min,
            _ => {
                let mut units = vec![0usize; k];
                for _ in 0..denom {
                    units[rnd(k)] += 1;
                }
                p = units.iter().map(|&u| u as f64 / denom as f64).collect();
                Chance
            }
        });
        g.ch.push(ch.into_iter().zip(p).map(|(c, p)| (c, p, 0.0)).collect());
    }
    g
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]
    #[test]
    fn star1_matches_solve_and_plain_recursion(seed in any::<u64>(), n in 1usize..25, wide in any::<bool>()) {
        let g = random_dag(seed, n, true, 8);
        let (want, all) = plain(&g, 0);
        let e = g.solve();
        prop_assert_eq!(e.value[0], want);
        let (lo, hi) = if wide { (-3.0, 20.0) } else { (0.0, 10.0) };
        let (v, sb, nodes) = g.star1(lo, hi);
        prop_assert_eq!(v, want);
        prop_assert_eq!(sb, g.best_child(&e, 0));
        prop_assert!(nodes <= all, "star1 {} > plain {}", nodes, all);
    }

    /// Gains -3..=3 on every edge (the old node rewards were a gain on every edge into a node).
    #[test]
    fn star1_with_gains_matches_plain_recursion(
        seed in any::<u64>(),
        n in 1usize..25,
        r in prop::collection::vec(-3i32..=3, 64),
    ) {
        let mut g = random_dag(seed, n, true, 8);
        for (e, &r) in g.ch.iter_mut().flatten().zip(&r) {
            e.2 = r as f64;
        }
        let (want, all) = plain(&g, 0);
        let e = g.solve();
        prop_assert_eq!(e.value[0], want);
        // star1 with the tightest bounds it accepts, and with loose ones
        let mut tight = (f64::INFINITY, f64::NEG_INFINITY);
        path_sums(&g, 0, &mut tight);
        for (lo, hi) in [tight, (tight.0 - 7.0, tight.1 + 30.0)] {
            let (v, sb, nodes) = g.star1(lo, hi);
            prop_assert_eq!(v, want);
            prop_assert_eq!(sb, g.best_child(&e, 0));
            prop_assert!(nodes <= all, "star1 {} > plain {}", nodes, all);
        }
    }
}

#[test]
fn star1_saves_nodes_overall() {
    let (mut star, mut all) = (0, 0);
    for seed in 0..300 {
        let g = random_dag(seed, 24, true, 8);
        let (v, _, k) = g.star1(0.0, 10.0);
        assert_eq!(v, plain(&g, 0).0);
        star += k;
        all += plain(&g, 0).1;
    }
    println!("star1 {star} vs plain {all}");
    assert_eq!((star, all), (21_527, 36_438)); // 59% of the plain walk
}

#[test]
fn star1_with_sevenths_agrees_up_to_rounding() {
    for seed in 0..2000 {
        let g = random_dag(seed, 20, true, 7);
        let (want, all) = plain(&g, 0);
        let (v, _, k) = g.star1(0.0, 10.0);
        assert!((v - want).abs() <= 1e-9 && (g.solve().value[0] - want).abs() <= 1e-9);
        assert!(k <= all);
    }
}

#[test]
fn star1_prunes() {
    // Root MAX: first child a sure 9; the chance node's first outcome (p = 1/2) gives 0,
    // so with leaves <= 10 it is worth at most 5 < 9: its second outcome is never visited.
    let e = |c: &[usize], p: f64| c.iter().map(|&c| (c, p, 0.0)).collect::<Out>();
    let g = Dag {
        kind: vec![Max, Leaf(9.0), Chance, Leaf(0.0), Min, Leaf(10.0)],
        ch: vec![
            e(&[1, 2], 1.0),
            e(&[], 1.0),
            e(&[3, 4], 0.5),
            e(&[], 1.0),
            e(&[5, 5, 5], 1.0),
            e(&[], 1.0),
        ],
    };
    assert_eq!(g.star1(0.0, 10.0), (9.0, Some(1), 4));
    assert_eq!(plain(&g, 0), (9.0, 8));
    assert_eq!(g.solve().value[..5], [9.0, 9.0, 5.0, 0.0, 10.0]);
}

#[test]
fn star1_toward_0_sample() {
    // ABC350 E sample 1 (N = 3, A = 2, X = 10, Y = 20) as problems/toward_0 plays it, a CHANCE
    // position per roll: 0 = state 3, 1 its roll, 2 = state 1, 3 its roll, 4 = state 0.
    let roll = |s: usize| {
        (2..=6)
            .map(|b| ([4, 2, 4, 0][s / b], 0.2, 0.0))
            .collect::<Out>()
    };
    let g = Dag {
        kind: vec![Min, Chance, Min, Chance, Leaf(0.0)],
        ch: vec![
            vec![(2, 1.0, 10.0), (1, 1.0, 24.0)],
            roll(3),
            vec![(4, 1.0, 10.0), (3, 1.0, 24.0)],
            roll(1),
            vec![],
        ],
    };
    let (v, b, _) = g.star1(0.0, 100.0);
    assert!((v - 20.0).abs() < 1e-12 && b == Some(2));
    let game = toward_0::Game::new(3, 2, 10.0, 20.0);
    assert!((game.solve() - v).abs() < 1e-12);
}

#[test]
#[should_panic(expected = "outside [lo, hi]")]
fn star1_path_sum_outside_bounds() {
    // The leaf is 0, but the path root -> leaf sums to 5 + 0.
    let g = Dag {
        kind: vec![Max, Leaf(0.0)],
        ch: vec![vec![(1, 1.0, 5.0)], vec![]],
    };
    g.star1(0.0, 4.0);
}

#[test]
#[should_panic(expected = "outside [lo, hi]")]
fn star1_leaf_outside_bounds() {
    let g = Dag {
        kind: vec![Max, Leaf(11.0)],
        ch: vec![vec![(1, 1.0, 0.0)], vec![]],
    };
    g.star1(0.0, 10.0);
}

/// problems/momotetsu's game (its own `advantage`) against game_tree on the explicit tree of all
/// paths, against Star1 on the grid's DAG, and against the plain O(HW) advantage DP, for every
/// +/- grid with H, W <= 4 and H * W <= 12.
#[test]
fn momotetsu_dag_equals_the_explicit_tree() {
    /// problems/momotetsu's answer (g[i][j] = +-1): Takahashi minus Aoki, and star1's.
    fn dag(g: &[Vec<i32>]) -> (f64, f64) {
        let (h, w) = (g.len(), g[0].len());
        let text: Vec<Vec<u8>> = g
            .iter()
            .map(|r| r.iter().map(|&x| if x > 0 { b'+' } else { b'-' }).collect())
            .collect();
        let rows: Vec<&[u8]> = text.iter().map(|r| &r[..]).collect();
        let d = Dag {
            kind: (0..h * w)
                .map(|v| match ((v / w + v % w) % 2, v + 1 == h * w) {
                    (_, true) => Leaf(0.0),
                    (0, _) => Max,
                    _ => Min,
                })
                .collect(),
            ch: (0..h * w)
                .map(|v| {
                    let (i, j) = (v / w, v % w);
                    let sign = if (i + j) % 2 == 0 { 1.0 } else { -1.0 };
                    let mut out = Out::new();
                    if i + 1 < h {
                        out.push((v + w, 1.0, sign * g[i + 1][j] as f64));
                    }
                    if j + 1 < w {
                        out.push((v + 1, 1.0, sign * g[i][j + 1] as f64));
                    }
                    out
                })
                .collect(),
        };
        let bound = (h + w) as f64; // |any path sum| <= number of moves < h + w
        let s = d.star1(-bound, bound);
        assert_eq!(d.solve().value[0], s.0);
        (momotetsu::advantage(&rows) as f64, s.0)
    }
    /// Second oracle: the mover's advantage, dp = max over moves of (gain - dp[next]).
    fn dp(g: &[Vec<i32>]) -> i32 {
        let (h, w) = (g.len(), g[0].len());
        let mut dp = vec![0i32; w];
        for i in (0..h).rev() {
            for j in (0..w).rev() {
                let mut best = i32::MIN;
                if i + 1 < h {
                    best = best.max(g[i + 1][j] - dp[j]);
                }
                if j + 1 < w {
                    best = best.max(g[i][j + 1] - dp[j + 1]);
                }
                dp[j] = if best == i32::MIN { 0 } else { best };
            }
        }
        dp[0]
    }
    // Node = (cell, Takahashi minus Aoki so far); leaves valued for the side to move there.
    fn build(
        g: &[Vec<i32>],
        i: usize,
        j: usize,
        diff: i32,
        ch: &mut Vec<Vec<usize>>,
        leaf: &mut Vec<i32>,
    ) -> usize {
        let v = ch.len();
        let takahashi_moves = (i + j) % 2 == 0;
        ch.push(vec![]);
        leaf.push(if takahashi_moves { diff } else { -diff });
        let sign = if takahashi_moves { 1 } else { -1 };
        for (ni, nj) in [(i + 1, j), (i, j + 1)] {
            if ni < g.len() && nj < g[0].len() {
                let c = build(g, ni, nj, diff + sign * g[ni][nj], ch, leaf);
                ch[v].push(c);
            }
        }
        v
    }
    let mut grids = 0;
    for h in 1..=4usize {
        for w in 1..=4usize {
            if h * w > 12 {
                continue;
            }
            for mask in 0u32..1 << (h * w) {
                let g: Vec<Vec<i32>> = (0..h)
                    .map(|i| {
                        (0..w)
                            .map(|j| if mask >> (i * w + j) & 1 == 1 { 1 } else { -1 })
                            .collect()
                    })
                    .collect();
                let (mut ch, mut leaf) = (vec![], vec![]);
                build(&g, 0, 0, 0, &mut ch, &mut leaf);
                let mut t = GameTree::new(&ch, &leaf);
                let want = t.negamax(0);
                assert_eq!(t.alphabeta(0, -i64::MAX, i64::MAX), want);
                assert_eq!(dp(&g) as i64, want, "grid {g:?}");
                assert_eq!(dag(&g), (want as f64, want as f64), "grid {g:?}");
                grids += 1;
            }
        }
    }
    assert_eq!(
        grids,
        2 + 2 * 4 + 2 * 8 + 2 * 16 + 16 + 2 * 64 + 2 * 256 + 512 + 2 * 4096
    );
}

/// The folded game's value equals the fixed point of the Bellman equation with the loop left
/// in, E = min(X + E(n/A), Y + (E + sum_{b=2..6} E(n/b)) / 6), found by value iteration, for
/// every n <= 200, A in 2..=6 and a few costs (the best choice too, where it is strict);
/// N = 10^18 has 7,253 states > 0 (14,507 positions reached) and sample 3's answer.
#[test]
fn toward_0_game_equals_value_iteration() {
    for a in 2..=6u64 {
        for (x, y) in [
            (10.0, 20.0),
            (20.0, 20.0),
            (1.0, 100.0),
            (100.0, 1.0),
            (7.0, 5.0),
        ] {
            let n = 200;
            let mut it = vec![0.0f64; n + 1];
            for _ in 0..200 {
                for m in 1..=n {
                    let others: f64 = (2..=6).map(|b| it[m / b]).sum();
                    it[m] = (x + it[m / a as usize]).min(y + (it[m] + others) / 6.0);
                }
            }
            for m in 1..=n {
                let g = toward_0::Game::new(m as u64, a, x, y);
                let e = expectiminimax(g.states.len(), |v, p| g.options(v, p));
                assert_eq!(e.value[0], g.solve());
                let ok = (e.value[0] - it[m]).abs() <= 1e-9 * it[m].max(1.0);
                assert!(ok, "n={m} A={a} X={x} Y={y}: {} vs {}", e.value[0], it[m]);
                let others: f64 = (2..=6).map(|b| it[m / b]).sum();
                let (pay, roll) = (x + it[m / a as usize], y + (it[m] + others) / 6.0);
                if (pay - roll).abs() > 1e-6 * pay {
                    // option 0 pays, option 1 rolls
                    let want = if pay < roll { 0 } else { 1 };
                    let best = e.best(0, |v, p| g.options(v, p));
                    assert_eq!(best, Some(want), "n={m} A={a} X={x} Y={y}");
                }
            }
        }
    }
    let g = toward_0::Game::new(1_000_000_000_000_000_000, 2, 1e9, 1.0);
    let positive = g.states.iter().filter(|&&s| s > 0).count();
    assert_eq!((positive, g.states.len()), (7_253, 7_254)); // a MIN position each, and 0
    let g = toward_0::Game::new(314_159_265_358_979_323, 4, 223_606_797.0, 173_205_080.0);
    let want = 6_418_410_657.740_838;
    assert!((g.solve() - want).abs() <= 1e-6 * want);
}

/// ABC314 E "Roulettes" with a CHANCE position per (points, wheel), the other encoding:
/// position x (k + 1) is "x points, choose a wheel" (MIN; x = m the leaf, 0 to pay),
/// x (k + 1) + 1 + i is "wheel i spun at x" (CHANCE), so that children stay above parents. The
/// z_i zeros of wheel i are a self-loop of probability z_i / p_i, folded as in the header: the
/// cost c_i on the move into the wheel becomes c_i * p_i / (p_i - z_i), each of the p_i - z_i
/// other outcomes 1 / (p_i - z_i). Wheels are (cost, outcomes).
fn roulettes_chance_positions(m: usize, wheels: &[(f64, Vec<usize>)]) -> f64 {
    let k = wheels.len();
    let e = expectiminimax(m * (k + 1) + 1, |v, p| {
        let (x, i) = (v / (k + 1), v % (k + 1));
        if x == m {
            return Leaf(0.0);
        }
        if i == 0 {
            for (j, (c, s)) in wheels.iter().enumerate() {
                let live = s.iter().filter(|&&s| s > 0).count() as f64;
                p.mv(v + 1 + j, c * s.len() as f64 / live);
            }
            return Min;
        }
        let s = &wheels[i - 1].1;
        let live = s.iter().filter(|&&s| s > 0).count() as f64;
        for &s in s.iter().filter(|&&s| s > 0) {
            p.roll((x + s).min(m) * (k + 1), 1.0 / live, 0.0);
        }
        Chance
    });
    e.value[0]
}

/// problems/roulettes (lotteries) and the CHANCE-position encoding: the same sums in the same
/// order, so equal to the last bit.
fn roulettes(m: usize, wheels: &[(f64, Vec<usize>)]) -> f64 {
    let x = roulettes::min_expected_cost(m, wheels);
    assert_eq!(x, roulettes_chance_positions(m, wheels));
    x
}

/// Value iteration with the 0-point outcomes left in: E(x) = min_i c_i + mean_j E(x + s_ij).
fn roulettes_iterated(m: usize, wheels: &[(f64, Vec<usize>)]) -> f64 {
    let mut e = vec![0.0f64; m + 1];
    for _ in 0..400 {
        for x in (0..m).rev() {
            e[x] = wheels
                .iter()
                .map(|(c, s)| {
                    c + s.iter().map(|&s| e[(x + s).min(m)]).sum::<f64>() / s.len() as f64
                })
                .fold(f64::INFINITY, f64::min);
        }
    }
    e[0]
}

#[test]
fn roulettes_samples_and_value_iteration() {
    let parse = |text: &str| -> (usize, Vec<(f64, Vec<usize>)>) {
        let v: Vec<usize> = text
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        let (n, m, mut i) = (v[0], v[1], 2);
        let wheels = (0..n)
            .map(|_| {
                let (c, p) = (v[i] as f64, v[i + 1]);
                i += 2 + p;
                (c, v[i - p..i].to_vec())
            })
            .collect();
        (m, wheels)
    };
    let samples = [
        ("3 14 100 2 5 9 50 4 1 2 4 8 70 5 2 4 2 8 8", "215.913355350494384765625"),
        ("2 100 1 2 1 2 10 6 0 0 0 0 0 100", "60"),
        (
            "20 90 3252 9 0 4 2 7 3 2 3 2 4 2147 1 1 4033 8 0 4 1 7 5 2 5 0 3795 6 6 6 2 3 2 2              3941 7 2 4 4 7 2 0 5 2815 6 2 1 0 5 2 2 3020 2 3 6 3858 9 4 2 7 3 0 4 4 6 5              4533 10 3 6 4 0 6 4 4 2 7 7 4198 8 6 7 0 6 3 6 5 6 3739 8 2 7 1 5 1 4 4 7              2465 4 1 4 0 1 4418 9 7 6 2 4 6 1 5 0 7 5450 12 0 4 4 7 7 4 4 5 4 5 3 7              4196 9 1 6 5 5 7 2 3 6 3 4776 9 2 2 7 3 6 6 1 6 6 2286 3 3 5 6 3152 3 4 1 5              3509 7 0 6 7 0 1 0 3 2913 6 0 1 5 0 5 6",
            "45037.072314895291126319493887599716",
        ),
    ];
    for (text, want) in samples {
        let (m, wheels) = parse(text);
        let (got, want) = (roulettes(m, &wheels), want.parse::<f64>().unwrap());
        assert!((got - want).abs() <= 1e-9 * want, "{got} vs {want}");
    }
    // Random small instances (outcomes 0..=m, at least one positive; zeros at most 3 of 4)
    // against value iteration with the self-loops left in.
    let mut x = 12345u64;
    let mut rnd = |k: u64| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x % k
    };
    for _ in 0..300 {
        let m = 1 + rnd(8) as usize;
        let wheels: Vec<(f64, Vec<usize>)> = (0..1 + rnd(4))
            .map(|_| {
                let mut s: Vec<usize> = (0..1 + rnd(4))
                    .map(|_| rnd(m as u64 + 1) as usize)
                    .collect();
                if s.iter().all(|&s| s == 0) {
                    s[0] = 1 + rnd(m as u64) as usize;
                }
                (1.0 + rnd(100) as f64, s)
            })
            .collect();
        let (got, want) = (roulettes(m, &wheels), roulettes_iterated(m, &wheels));
        assert!(
            (got - want).abs() <= 1e-9 * want,
            "m={m} {wheels:?}: {got} vs {want}"
        );
    }
}
