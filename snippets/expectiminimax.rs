//! Expectiminimax where every move raises the position's id: dice, lotteries, gains, extra turns.
//! Usage: `let e = expectiminimax(n, |v, p| { p.mv(v + 1, 2.0); EmmNode::Max });`: f(v, p) tells
//!   v's options, `p.mv(c, g)` (gain g, then c > v) or a lottery (`p.roll(c, q, g)` per outcome,
//!   probability q, then `p.lottery(g)`: no position per option), and returns Max / Min (best
//!   option), Chance (the rolls alone) or Leaf(x) (`p.value(c)` reads a child). `e.value[v]`, and
//!   `e.best(v, &mut f)`: v's first best option (f asked again). Keyed states: topo_ids, game_dp.
//! Values: f64, or i8..i64 without chance. Loops (a roll back, a reset): Patterns, value_iteration.
//! Time: O(n + options + rolls), n values, no edge stored. Promise: f (FnMut) runs once per
//!   position, n - 1 down to 0, so it may keep a running sum (a die 1..D: README, window sum).
//! Limits: panics on c <= v or c >= n, q < 0 (0 is fine), |Σq - 1| > 1e-9, no option, non-finite.
//! Source: Michie 1966; a lottery as an option: the contest DP over decisions.
//! Status: tests below (proptest vs recursion, darts vs brute force); problems/momotetsu, lucky7.

use std::ops::{Add, Mul};

/// A value type: f64 (chance), or an integer type for a game without chance (less memory).
pub trait EmmValue: Copy + Default + PartialOrd + Add<Output = Self> + Mul<Output = Self> {
    /// Whether x can be a leaf, a gain or a probability (floats: finite).
    fn usable(self) -> bool;
    /// Whether a lottery's probabilities, summed, make 1 (floats: within 1e-9).
    fn is_one(self) -> bool;
    const LOW: Self;
    const HIGH: Self;
}

macro_rules! emm_int {
    ($($t:ty)*) => {$(impl EmmValue for $t {
        fn usable(self) -> bool { true }
        fn is_one(self) -> bool { self == 1 }
        const LOW: Self = <$t>::MIN;
        const HIGH: Self = <$t>::MAX;
    })*};
}
emm_int!(i8 i16 i32 i64 i128 isize);

impl EmmValue for f64 {
    fn usable(self) -> bool {
        self.is_finite()
    }
    fn is_one(self) -> bool {
        (self - 1.0).abs() <= 1e-9
    }
    const LOW: Self = f64::NEG_INFINITY;
    const HIGH: Self = f64::INFINITY;
}

/// What f(v, p) says position v is, after reporting its options to p.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum EmmNode<V> {
    /// The largest option (the mover maximises).
    Max,
    /// The smallest option.
    Min,
    /// No options: the rolls alone, sum of q * (g + value(c)).
    Chance,
    /// No options, no rolls: worth x (a leaf, or a value computed from `p.value(c)`).
    Leaf(V),
}

/// The options of one position, folded as f reports them (nothing is stored per edge).
pub struct EmmPos<'a, V> {
    above: &'a [V], // the values of v + 1..n
    v: usize,
    options: usize,
    hi: (V, usize), // the first largest option and its index
    lo: (V, usize),
    sum: V, // the pending rolls: sum of q * (g + value(c)), and of q
    q_sum: V,
    rolls: bool,
}

impl<'a, V: EmmValue> EmmPos<'a, V> {
    /// The value of child c (v < c < n, checked).
    pub fn value(&self, c: usize) -> V {
        // one test for both ends: c <= v wraps around to a huge index
        match self.above.get(c.wrapping_sub(self.v + 1)) {
            Some(&x) => x,
            None => broken(self.v, c, self.v + 1 + self.above.len()),
        }
    }

    /// An option of the mover: gain g, then position c.
    pub fn mv(&mut self, c: usize, g: V) {
        let x = self.gained(c, g);
        self.option(x);
    }

    /// An outcome of probability q of the pending lottery (or of a CHANCE position): gain g,
    /// then position c.
    pub fn roll(&mut self, c: usize, q: V, g: V) {
        let x = self.gained(c, g);
        if !(q >= V::default() && q.usable()) {
            self.fail("a negative (or not finite) probability");
        }
        (self.sum, self.q_sum, self.rolls) = (self.sum + q * x, self.q_sum + q, true);
    }

    /// Closes the rolls since the last lottery as one option of the mover: gain g, then them.
    pub fn lottery(&mut self, g: V) {
        if !(self.q_sum.is_one() && g.usable()) {
            self.fail("a lottery whose probabilities do not sum to 1 (or gain not finite)");
        }
        let x = g + self.sum;
        (self.sum, self.q_sum, self.rolls) = (V::default(), V::default(), false);
        self.option(x);
    }

    fn gained(&self, c: usize, g: V) -> V {
        if !g.usable() {
            self.fail("a gain that is not finite");
        }
        g + self.value(c)
    }

    fn option(&mut self, x: V) {
        // selects, not branches: which option wins is data, a branch on it mispredicts
        let k = self.options;
        self.hi = if x > self.hi.0 { (x, k) } else { self.hi };
        self.lo = if x < self.lo.0 { (x, k) } else { self.lo };
        self.options = k + 1;
    }

    fn new(value: &'a [V], v: usize) -> Self {
        let above = &value[v + 1..];
        let (zero, options, rolls) = (V::default(), 0, false);
        let (hi, lo, sum, q_sum) = ((V::LOW, 0), (V::HIGH, 0), zero, zero);
        EmmPos {
            above,
            v,
            options,
            hi,
            lo,
            sum,
            q_sum,
            rolls,
        }
    }

    /// v's value and first best option, once f has reported them and returned `kind`.
    fn finish(&self, kind: EmmNode<V>) -> (V, Option<usize>) {
        let (x, best) = match kind {
            _ if self.rolls && kind != EmmNode::Chance => self.fail("rolls not closed by lottery"),
            EmmNode::Leaf(_) if self.options > 0 => self.fail("a leaf with options"),
            EmmNode::Leaf(x) => (x, None),
            EmmNode::Chance if self.options > 0 => self.fail("a CHANCE position with options"),
            EmmNode::Chance if !self.q_sum.is_one() => self.fail("probabilities not summing to 1"),
            EmmNode::Chance => (self.sum, None),
            _ if self.options == 0 => self.fail("MAX or MIN without options"),
            _ => {
                let (hi, lo, min) = (self.hi, self.lo, kind == EmmNode::Min);
                // i8: LLVM would turn this select into a branch on the kind (its max and min
                // are two instructions), mispredicted where MAX and MIN positions alternate
                let x = match std::mem::size_of::<V>() {
                    1 => std::hint::black_box([hi.0, lo.0])[min as usize],
                    _ => [hi.0, lo.0][min as usize],
                };
                (x, Some([hi.1, lo.1][min as usize]))
            }
        };
        if !x.usable() {
            self.fail("a value that is not finite");
        }
        (x, best)
    }

    // The panics take copies, not &self: a reference would keep the fields out of registers.
    fn fail(&self, broken: &str) -> ! {
        fail(self.v, broken)
    }
}

#[cold]
fn broken(v: usize, c: usize, n: usize) -> ! {
    fail(
        v,
        &format!(
            "a move to {c}, not in {}..{n} (a move must raise the id)",
            v + 1
        ),
    )
}

#[cold]
fn fail(v: usize, broken: &str) -> ! {
    panic!("expectiminimax: {} at position {}", broken, v)
}

/// `value[v]` for every position v < n.
pub struct EmmValues<V> {
    pub value: Vec<V>,
}

impl<V: EmmValue> EmmValues<V> {
    /// The index of v's first best option (counted over `mv` and `lottery` calls), None at
    /// CHANCE and leaves; f is asked about v again (pass `&mut f` to both calls to keep it).
    pub fn best<F>(&self, v: usize, mut f: F) -> Option<usize>
    where
        F: FnMut(usize, &mut EmmPos<V>) -> EmmNode<V>,
    {
        let n = self.value.len();
        assert!(v < n, "expectiminimax: best({}) with n = {}", v, n);
        let mut p = EmmPos::new(&self.value, v);
        let kind = f(v, &mut p);
        p.finish(kind).1
    }
}

/// Solves positions n - 1 down to 0, each one by f (moves raise the id), as in the header.
pub fn expectiminimax<V: EmmValue, F>(n: usize, mut f: F) -> EmmValues<V>
where
    F: FnMut(usize, &mut EmmPos<V>) -> EmmNode<V>,
{
    let mut value = vec![V::default(); n];
    for v in (0..n).rev() {
        let mut p = EmmPos::new(&value, v);
        let kind = f(v, &mut p);
        value[v] = p.finish(kind).0;
    }
    EmmValues { value }
}

#[cfg(test)]
mod tests {
    use super::EmmNode::*;
    use super::*;
    use proptest::prelude::*;

    /// An option of an explicit game: a list of (child, probability, gain) outcomes and the
    /// option's own gain (a plain move: one outcome of probability 1, reported by `mv`).
    type Opt = (Vec<(usize, f64, f64)>, f64);

    /// An explicit game for the tests: per position its kind and options (CHANCE: one option
    /// whose outcomes are the rolls, gain 0).
    #[derive(Clone, Debug)]
    struct Dag {
        kind: Vec<EmmNode<f64>>,
        opts: Vec<Vec<Opt>>,
    }

    impl Dag {
        /// Reports position v as the header says: `mv` for a plain move, rolls then `lottery`.
        fn f(&self) -> impl FnMut(usize, &mut EmmPos<f64>) -> EmmNode<f64> + '_ {
            move |v, p| {
                for (outs, g) in &self.opts[v] {
                    match (self.kind[v], outs.len()) {
                        (Chance, _) => outs.iter().for_each(|&(c, q, g)| p.roll(c, q, g)),
                        (_, 1) if outs[0].1 == 1.0 => p.mv(outs[0].0, g + outs[0].2),
                        _ => {
                            outs.iter().for_each(|&(c, q, g)| p.roll(c, q, g));
                            p.lottery(*g);
                        }
                    }
                }
                self.kind[v]
            }
        }
        fn solve(&self) -> EmmValues<f64> {
            expectiminimax(self.kind.len(), self.f())
        }
        /// The same game with a CHANCE position per lottery (the old way: positions n.. hold
        /// them, renumbered so that children stay above parents).
        fn unfolded(&self) -> Dag {
            let n = self.kind.len();
            // position v gets a block of ids: its own, then one per lottery option
            let lotteries = |v: usize| match self.kind[v] {
                Chance => 0,
                _ => self.opts[v].iter().filter(|o| o.0.len() > 1).count(),
            };
            let mut id = vec![0; n + 1];
            for v in 0..n {
                id[v + 1] = id[v] + 1 + lotteries(v);
            }
            let mut g = Dag {
                kind: vec![Leaf(0.0); id[n]],
                opts: vec![vec![]; id[n]],
            };
            let rename = |outs: &Vec<(usize, f64, f64)>| -> Vec<(usize, f64, f64)> {
                outs.iter().map(|&(c, q, x)| (id[c], q, x)).collect()
            };
            for (v, &me) in id[..n].iter().enumerate() {
                let mut k = 0;
                g.kind[me] = self.kind[v];
                for (outs, gain) in &self.opts[v] {
                    if self.kind[v] == Chance || outs.len() == 1 {
                        g.opts[me].push((rename(outs), *gain));
                    } else {
                        k += 1;
                        g.kind[me + k] = Chance;
                        g.opts[me + k] = vec![(rename(outs), 0.0)];
                        g.opts[me].push((vec![(me + k, 1.0, 0.0)], *gain));
                    }
                }
            }
            g
        }
    }

    /// Oracle: plain expectiminimax recursion over the unfolded tree (value, nodes visited).
    fn plain(g: &Dag, v: usize) -> (f64, u64) {
        let mut nodes = 1;
        let mut worth = vec![];
        for (outs, gain) in &g.opts[v] {
            let mut x = 0.0;
            for &(c, q, h) in outs {
                let (y, k) = plain(g, c);
                nodes += k;
                x += q * (h + y);
            }
            worth.push(gain + x);
        }
        let x = match g.kind[v] {
            Leaf(x) => x,
            Chance => worth[0],
            Max => worth.iter().fold(f64::NEG_INFINITY, |a, &b| a.max(b)),
            Min => worth.iter().fold(f64::INFINITY, |a, &b| a.min(b)),
        };
        (x, nodes)
    }

    /// The index of the first option attaining v's value (MAX / MIN), as the oracle sees it.
    fn first_best(g: &Dag, v: usize) -> Option<usize> {
        if !matches!(g.kind[v], Max | Min) {
            return None;
        }
        let want = plain(g, v).0;
        let worth = |(outs, gain): &Opt| {
            gain + outs
                .iter()
                .map(|&(c, q, h)| q * (h + plain(g, c).0))
                .sum::<f64>()
        };
        g.opts[v].iter().position(|o| worth(o) == want)
    }

    fn rng(seed: u64) -> impl FnMut(usize) -> usize {
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        move |m: usize| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % m as u64) as usize
        }
    }

    /// k probabilities k/denom summing to 1 (zeros allowed).
    fn units(rnd: &mut impl FnMut(usize) -> usize, k: usize, denom: usize) -> Vec<f64> {
        let mut u = vec![0usize; k];
        for _ in 0..denom {
            u[rnd(k)] += 1;
        }
        u.iter().map(|&u| u as f64 / denom as f64).collect()
    }

    /// Random DAG: children have larger ids; a MAX / MIN option is a move or (with `lotteries`)
    /// a lottery of 2-3 outcomes; CHANCE probabilities are k/denom; gains in -3..=3 (`gains`).
    fn random_dag(seed: u64, n: usize, chance: bool, lotteries: bool, gains: bool) -> Dag {
        let (mut rnd, denom) = (rng(seed), 8);
        let gain = |rnd: &mut dyn FnMut(usize) -> usize| match gains {
            true => rnd(7) as f64 - 3.0,
            false => 0.0,
        };
        let mut g = Dag {
            kind: vec![],
            opts: vec![],
        };
        for v in 0..n {
            if v + 1 == n || (v > 0 && rnd(4) == 0) {
                g.kind.push(Leaf(rnd(11) as f64));
                g.opts.push(vec![]);
                continue;
            }
            let child = |rnd: &mut dyn FnMut(usize) -> usize| v + 1 + rnd((n - v - 1).min(6));
            let kind = [Max, Min, Chance][rnd(if chance { 3 } else { 2 })];
            let k = 1 + rnd(3);
            let opts: Vec<Opt> = if kind == Chance {
                let q = units(&mut rnd, k, denom);
                let outs = q.iter().map(|&q| (child(&mut rnd), q, gain(&mut rnd)));
                vec![(outs.collect(), 0.0)]
            } else {
                (0..k)
                    .map(|_| {
                        let m = if lotteries && rnd(2) == 0 {
                            2 + rnd(2)
                        } else {
                            1
                        };
                        let q = if m == 1 {
                            vec![1.0]
                        } else {
                            units(&mut rnd, m, denom)
                        };
                        let outs = q.iter().map(|&q| (child(&mut rnd), q, gain(&mut rnd)));
                        (outs.collect(), gain(&mut rnd))
                    })
                    .collect()
            };
            g.kind.push(kind);
            g.opts.push(opts);
        }
        g
    }

    fn map_leaves(g: &Dag, f: impl Fn(f64) -> f64) -> Dag {
        let mut g = g.clone();
        for k in g.kind.iter_mut() {
            if let Leaf(x) = k {
                *x = f(*x);
            }
        }
        g
    }

    fn best_all(g: &Dag, e: &EmmValues<f64>) -> Vec<Option<usize>> {
        let mut f = g.f();
        (0..e.value.len()).map(|v| e.best(v, &mut f)).collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1000))]
        /// Every position against plain recursion, with gains and lotteries, and the best option.
        #[test]
        fn solve_matches_plain_recursion(
            seed in any::<u64>(), n in 1usize..25, lotteries in any::<bool>(), gains in any::<bool>()
        ) {
            let g = random_dag(seed, n, true, lotteries, gains);
            let e = g.solve();
            let best = best_all(&g, &e);
            for (v, &best) in best.iter().enumerate() {
                prop_assert_eq!(e.value[v], plain(&g, v).0);
                prop_assert_eq!(best, first_best(&g, v));
            }
            // positive affine map: value and best options follow exactly (gains scaled too)
            if !gains {
                let e2 = map_leaves(&g, |x| 3.0 * x - 5.0).solve();
                prop_assert_eq!(e2.value[0], 3.0 * e.value[0] - 5.0);
                prop_assert_eq!(best_all(&g, &e2), best);
            }
        }

        /// A lottery as an option equals a CHANCE position per lottery (the old encoding).
        #[test]
        fn lotteries_equal_chance_positions(seed in any::<u64>(), n in 1usize..25) {
            let g = random_dag(seed, n, true, true, true);
            let u = g.unfolded();
            let (e, eu) = (g.solve(), u.solve());
            let mut id = 0;
            for (v, opts) in g.opts.iter().enumerate() {
                prop_assert_eq!(e.value[v], eu.value[id]);
                prop_assert_eq!(e.value[v], plain(&u, id).0);
                id += 1 + opts.iter().filter(|o| g.kind[v] != Chance && o.0.len() > 1).count();
            }
        }

        #[test]
        fn without_chance_any_monotone_map_keeps_the_move(seed in any::<u64>(), n in 1usize..25) {
            let g = random_dag(seed, n, false, false, false);
            let e = g.solve();
            let f = |x: f64| x * x * x + 100.0;
            let e2 = map_leaves(&g, f).solve();
            prop_assert_eq!(e2.value[0], f(e.value[0]));
            prop_assert_eq!(best_all(&g, &e2), best_all(&g, &e));
        }

        /// The same integer game in i16, i32, i64 and f64 (i8: problems/lucky7, extremes below).
        #[test]
        fn integer_values_match_f64(seed in any::<u64>(), n in 1usize..25) {
            let g = random_dag(seed, n, false, false, true);
            let e = g.solve();
            macro_rules! int {
                ($t:ty) => {{
                    let e = expectiminimax(n, |v, p: &mut EmmPos<$t>| {
                        for (outs, gain) in &g.opts[v] {
                            p.mv(outs[0].0, (gain + outs[0].2) as $t);
                        }
                        match g.kind[v] {
                            Leaf(x) => Leaf(x as $t),
                            Max => Max,
                            _ => Min,
                        }
                    });
                    e.value.iter().map(|&x| x as f64).collect::<Vec<f64>>()
                }};
            }
            prop_assert_eq!(&int!(i16), &e.value);
            prop_assert_eq!(&int!(i32), &e.value);
            prop_assert_eq!(&int!(i64), &e.value);
        }
    }

    #[test]
    fn sevenths_agree_up_to_rounding() {
        for seed in 0..2000 {
            let mut g = random_dag(seed, 20, true, true, false);
            for (v, opts) in g.opts.iter_mut().enumerate() {
                let mut rnd = rng(seed + v as u64);
                for (outs, _) in opts.iter_mut().filter(|o| o.0.len() > 1) {
                    let q = units(&mut rnd, outs.len(), 7);
                    outs.iter_mut().zip(q).for_each(|(o, q)| o.1 = q);
                }
            }
            assert!((g.solve().value[0] - plain(&g, 0).0).abs() <= 1e-9);
        }
    }

    #[test]
    fn monotone_transform_can_change_the_move() {
        // MAX chooses: a sure 3 (option 0) or a coin flip between 0 and 8 (option 1, worth 4).
        let g = |f: &dyn Fn(f64) -> f64| {
            expectiminimax(3, |v, p| match v {
                0 => {
                    p.mv(1, f(3.0));
                    p.roll(2, 0.5, f(0.0));
                    p.roll(2, 0.5, f(8.0));
                    p.lottery(0.0);
                    Max
                }
                _ => Leaf(0.0),
            })
        };
        let id = |x: f64| x;
        let e = g(&id);
        assert_eq!(e.value[0], 4.0);
        // f is increasing (f(0) = 0, f(3) = 3, f(8) = 4) but concave: the gamble is now worth 2.
        let f = |x: f64| if x <= 3.0 { x } else { 3.0 + (x - 3.0) / 5.0 };
        assert_eq!(g(&f).value[0], 3.0);
    }

    #[test]
    fn best_counts_moves_and_lotteries_in_order() {
        // options: move (3), lottery (5), move (5), lottery (7), lottery (7): MAX picks 3, MIN 0
        let mut f = |v: usize, p: &mut EmmPos<f64>| {
            if v > 0 {
                return Leaf(v as f64);
            }
            p.mv(3, 0.0);
            p.roll(4, 0.5, 0.0);
            p.roll(6, 0.5, 0.0);
            p.lottery(0.0);
            p.mv(5, 0.0);
            p.roll(7, 1.0, 0.0);
            p.lottery(0.0);
            p.roll(6, 1.0, 0.0);
            p.lottery(1.0);
            [Max, Min][v % 2] // v = 0: Max
        };
        let e = expectiminimax(8, &mut f);
        assert_eq!((e.value[0], e.best(0, &mut f)), (7.0, Some(3)));
        assert_eq!((e.best(1, &mut f), e.best(7, &mut f)), (None, None));
        let mut g = |v: usize, p: &mut EmmPos<f64>| match v {
            0 => {
                f(0, p);
                Min
            }
            _ => f(v, p),
        };
        let e = expectiminimax(8, &mut g);
        assert_eq!((e.value[0], e.best(0, &mut g)), (3.0, Some(0)));
    }

    #[test]
    fn every_position_solved_with_a_shared_child() {
        // Root MAX: a sure 9, or a coin flip between 0 and MIN(10, 10, 10) (node 5 shared).
        let mut calls = vec![0; 6];
        let e = expectiminimax(6, |v, p| {
            calls[v] += 1;
            match v {
                0 => {
                    p.mv(1, 0.0);
                    p.mv(2, 0.0);
                    Max
                }
                1 => Leaf(9.0),
                2 => {
                    p.roll(3, 0.5, 0.0);
                    p.roll(4, 0.5, 0.0);
                    Chance
                }
                3 => Leaf(0.0),
                4 => {
                    (0..3).for_each(|_| p.mv(5, 0.0));
                    Min
                }
                _ => Leaf(10.0),
            }
        });
        assert_eq!(e.value, [9.0, 9.0, 5.0, 0.0, 10.0, 10.0]);
        assert_eq!(calls, [1; 6]); // once per position, from the last one back
    }

    #[test]
    fn extra_turns_deep_chains_and_computed_leaves() {
        // MAX moves twice in a row (node 1 is MAX again), then MIN.
        let mut f = |v: usize, p: &mut EmmPos<i32>| {
            let kids: &[usize] = [&[1, 2][..], &[3, 4], &[], &[5, 6], &[], &[], &[]][v];
            kids.iter().for_each(|&c| p.mv(c, 0));
            match v {
                0 | 1 => Max,
                3 => Min,
                _ => Leaf([0, 0, 1, 0, 2, 7, 5][v]),
            }
        };
        let s = expectiminimax(7, &mut f);
        let best: Vec<Option<usize>> = (0..4).map(|v| s.best(v, &mut f)).collect();
        assert_eq!(
            (s.value[0], best),
            (5, vec![Some(0), Some(0), None, Some(1)])
        );
        // A chain of 10^5 chance positions, one of MAX positions gaining 1 per move, and one of
        // positions valued by hand from the next (a leaf computed with p.value).
        let n = 100_000;
        let chain = |kind: EmmNode<f64>| {
            expectiminimax(n, move |v, p| match v + 1 == n {
                true => Leaf(4.0),
                false if kind == Chance => {
                    p.roll(v + 1, 1.0, 0.0);
                    Chance
                }
                false if kind == Max => {
                    p.mv(v + 1, 1.0);
                    Max
                }
                false => Leaf(p.value(v + 1) / 2.0 + 2.0),
            })
        };
        assert_eq!(chain(Chance).value[0], 4.0);
        assert_eq!(chain(Max).value[0], 4.0 + (n - 1) as f64);
        assert_eq!(chain(Leaf(0.0)).value[0], 4.0);
    }

    #[test]
    fn f_runs_once_per_position_from_the_top_so_a_window_sum_works() {
        // stop at total x for s(x), or roll a die 1..D (past N: 0); a window sum kept in the
        // closure across calls (the header's promise) against every roll, all N, D <= 12
        let s = |x: usize| ((x * 7) % 5) as f64;
        for big_n in 0..=12 {
            for d in 1..=12 {
                let (mut w, mut calls) = (0.0, Vec::new());
                let e = expectiminimax(big_n + 1, |x, p| {
                    calls.push(x);
                    if x < big_n {
                        w += p.value(x + 1);
                    }
                    if x + d < big_n {
                        w -= p.value(x + d + 1);
                    }
                    Leaf(s(x).max(w / d as f64))
                });
                assert_eq!(calls, (0..=big_n).rev().collect::<Vec<_>>());
                fn plain(x: usize, n: usize, d: usize, s: &dyn Fn(usize) -> f64) -> f64 {
                    let mean = (1..=d)
                        .filter(|k| x + k <= n)
                        .map(|k| plain(x + k, n, d, s));
                    s(x).max(mean.sum::<f64>() / d as f64)
                }
                for x in 0..=big_n {
                    assert!(
                        (e.value[x] - plain(x, big_n, d, &s)).abs() < 1e-12,
                        "{big_n} {d} {x}"
                    );
                }
            }
        }
    }

    #[test]
    fn dag_with_2_pow_100_paths() {
        // Layer k: two moves (or rolls) both to layer k + 1; the tree would have 2^100 leaves.
        let s = expectiminimax(101, |k, p| {
            if k == 100 {
                return Leaf(6.0);
            }
            let kind = [Min, Max, Chance][k % 3];
            for _ in 0..2 {
                match kind {
                    Chance => p.roll(k + 1, 0.5, 0.0),
                    _ => p.mv(k + 1, 0.0),
                }
            }
            kind
        });
        assert_eq!(s.value[0], 6.0);
    }

    #[test]
    fn toward_0_sample() {
        // ABC350 E sample 1 (N = 3, A = 2, X = 10, Y = 20): states 3, 1, 0 = positions 0, 1, 2.
        // State s: MIN(pay X to s / 2, or roll: a lottery over s / b, b = 2..6, the b = 1
        // self-loop folded as the header says: gain 6Y/5, each outcome 1/5).
        let (x, y) = (10.0, 20.0);
        let id = |s: usize| [2, 1, 2, 0][s];
        let s = expectiminimax(3, |v, p| {
            let s = [3, 1, 0][v];
            if s == 0 {
                return Leaf(0.0);
            }
            p.mv(id(s / 2), x);
            (2..=6).for_each(|b| p.roll(id(s / b), 0.2, 0.0));
            p.lottery(1.2 * y);
            Min
        });
        // E(1) = min(10 + 0, 24 + 0) = 10; E(3) = min(10 + E(1), 24 + 2 E(1) / 5) = 20.
        assert_eq!(s.value[1], 10.0);
        assert!((s.value[0] - 20.0).abs() < 1e-12);
    }

    /// "Choose an aim, then one of 9 equally likely hits" (issue 23): a two-player darts race.
    /// Each player counts a score down to 0; a throw aims at 1..=AIMS and hits aim + d for d in
    /// -4..=4 (at least 1, at most what is left); the first at 0 wins. Value: the chance that
    /// player 0 wins; player 0 MAX, player 1 MIN. Positions (a, b, turn) numbered so that a
    /// throw raises the id; each aim is a lottery, no position per (state, aim).
    #[test]
    fn darts_lottery_options_match_brute_force() {
        const AIMS: usize = 12;
        let hit = |left: usize, aim: usize, d: usize| (aim + d).saturating_sub(4).clamp(1, left);
        fn brute(a: usize, b: usize, turn: usize, memo: &mut Vec<Vec<[f64; 2]>>) -> f64 {
            let hit =
                |left: usize, aim: usize, d: usize| (aim + d).saturating_sub(4).clamp(1, left);
            if a == 0 || b == 0 {
                return (a == 0) as u8 as f64;
            }
            if memo[a][b][turn] >= 0.0 {
                return memo[a][b][turn];
            }
            let mut best: f64 = if turn == 0 { 0.0 } else { 1.0 };
            for aim in 1..=AIMS {
                let mut x = 0.0;
                for d in 0..9 {
                    x += match turn {
                        0 => brute(a - hit(a, aim, d), b, 1, memo),
                        _ => brute(a, b - hit(b, aim, d), 0, memo),
                    } / 9.0;
                }
                best = if turn == 0 { best.max(x) } else { best.min(x) };
            }
            memo[a][b][turn] = best;
            best
        }
        let m = 40; // scores 0..=m
        let id = |a: usize, b: usize, turn: usize| 2 * ((m - a) * (m + 1) + (m - b)) + turn;
        let e = expectiminimax(2 * (m + 1) * (m + 1), |v, p| {
            let (turn, cell) = (v % 2, v / 2);
            let (a, b) = (m - cell / (m + 1), m - cell % (m + 1));
            if a == 0 || b == 0 {
                return Leaf((a == 0) as u8 as f64);
            }
            for aim in 1..=AIMS {
                for d in 0..9 {
                    match turn {
                        0 => p.roll(id(a - hit(a, aim, d), b, 1), 1.0 / 9.0, 0.0),
                        _ => p.roll(id(a, b - hit(b, aim, d), 0), 1.0 / 9.0, 0.0),
                    }
                }
                p.lottery(0.0);
            }
            [Max, Min][turn]
        });
        let mut memo = vec![vec![[-1.0; 2]; m + 1]; m + 1];
        for a in 0..=m {
            for b in 0..=m {
                for turn in 0..2 {
                    let want = brute(a, b, turn, &mut memo);
                    assert!(
                        (e.value[id(a, b, turn)] - want).abs() < 1e-12,
                        "{a} {b} {turn}"
                    );
                }
            }
        }
    }

    fn bad(kind: EmmNode<f64>, report: impl Fn(&mut EmmPos<f64>)) {
        expectiminimax(2, |v, p| match v {
            0 => {
                report(p);
                kind
            }
            _ => Leaf(0.0),
        });
    }
    #[test]
    #[should_panic(expected = "a value that is not finite at position 1")]
    fn leaf_not_finite() {
        expectiminimax(2, |v, p| match v {
            0 => {
                p.mv(1, 0.0);
                Max
            }
            _ => Leaf(f64::NAN),
        });
    }
    #[test]
    #[should_panic(expected = "a gain that is not finite at position 0")]
    fn gain_not_finite() {
        bad(Max, |p| p.mv(1, f64::NAN));
    }
    #[test]
    #[should_panic(expected = "a gain that is not finite at position 0")]
    fn roll_gain_not_finite() {
        bad(Chance, |p| p.roll(1, 1.0, f64::INFINITY));
    }
    #[test]
    #[should_panic(expected = "lottery whose probabilities do not sum to 1 (or gain not finite)")]
    fn lottery_gain_not_finite() {
        bad(Max, |p| {
            p.roll(1, 1.0, 0.0);
            p.lottery(f64::NEG_INFINITY)
        });
    }
    #[test]
    #[should_panic(expected = "lottery whose probabilities do not sum to 1 (or gain not finite)")]
    fn lottery_probabilities_must_sum_to_one() {
        bad(Min, |p| {
            p.roll(1, 0.5, 0.0);
            p.roll(1, 0.4, 0.0);
            p.lottery(0.0)
        });
    }
    #[test]
    #[should_panic(expected = "probabilities not summing to 1 at position 0")]
    fn chance_probabilities_must_sum_to_one() {
        bad(Chance, |p| {
            p.roll(1, 0.5, 0.0);
            p.roll(1, 0.5 + 2e-9, 0.0)
        });
    }
    #[test]
    fn probabilities_within_1e9_are_one() {
        bad(Chance, |p| {
            p.roll(1, 0.5, 0.0);
            p.roll(1, 0.5 + 0.9e-9, 0.0)
        });
        bad(Chance, |p| {
            p.roll(1, 0.5, 0.0);
            p.roll(1, 0.5 - 0.9e-9, 0.0)
        });
    }
    #[test]
    #[should_panic(expected = "probabilities not summing to 1 at position 0")]
    fn chance_without_rolls() {
        bad(Chance, |_| {});
    }
    #[test]
    #[should_panic(expected = "a negative (or not finite) probability at position 0")]
    fn negative_probability() {
        bad(Chance, |p| {
            p.roll(1, 1.5, 0.0);
            p.roll(1, -0.5, 0.0)
        });
    }
    #[test]
    #[should_panic(expected = "a negative (or not finite) probability at position 0")]
    fn nan_probability() {
        bad(Chance, |p| p.roll(1, f64::NAN, 0.0));
    }
    #[test]
    #[should_panic(expected = "a negative (or not finite) probability at position 0")]
    fn infinite_probability() {
        bad(Chance, |p| p.roll(1, f64::INFINITY, 0.0));
    }
    #[test]
    #[should_panic(expected = "a move to 2, not in 1..2 (a move must raise the id) at position 0")]
    fn child_out_of_range() {
        bad(Max, |p| p.mv(2, 0.0));
    }
    #[test]
    #[should_panic(expected = "a move to 0, not in 1..2 (a move must raise the id) at position 0")]
    fn self_loop() {
        bad(Chance, |p| p.roll(0, 1.0, 0.0));
    }
    #[test]
    #[should_panic(expected = "a move to 0, not in 2..3 (a move must raise the id) at position 1")]
    fn move_to_a_smaller_id() {
        expectiminimax(3, |v, p| match v {
            1 => {
                p.mv(2, 0);
                p.mv(0, 0);
                Max
            }
            _ => Leaf(0),
        });
    }
    #[test]
    #[should_panic(expected = "a move to 0, not in 1..2 (a move must raise the id) at position 0")]
    fn value_of_self() {
        expectiminimax(2, |v, p| Leaf(if v == 0 { p.value(0) } else { 1 }));
    }
    #[test]
    #[should_panic(expected = "MAX or MIN without options at position 0")]
    fn inner_node_without_options() {
        bad(Min, |_| {});
    }
    #[test]
    #[should_panic(expected = "a leaf with options at position 0")]
    fn leaf_with_options() {
        bad(Leaf(1.0), |p| p.mv(1, 0.0));
    }
    #[test]
    #[should_panic(expected = "a CHANCE position with options at position 0")]
    fn chance_with_options() {
        bad(Chance, |p| {
            p.roll(1, 1.0, 0.0);
            p.mv(1, 0.0)
        });
    }
    #[test]
    #[should_panic(expected = "rolls not closed by lottery at position 0")]
    fn rolls_left_open() {
        bad(Max, |p| {
            p.mv(1, 0.0);
            p.roll(1, 1.0, 0.0)
        });
    }
    #[test]
    #[should_panic(expected = "rolls not closed by lottery at position 0")]
    fn rolls_at_a_leaf() {
        bad(Leaf(0.0), |p| p.roll(1, 1.0, 0.0));
    }
    #[test]
    #[should_panic(expected = "a value that is not finite at position 0")]
    fn overflow_to_infinity() {
        // f64::MAX at position 1 is finite; twice over, at position 0, it is not
        expectiminimax(3, |v, p| match v {
            2 => Leaf(0.0),
            _ => {
                p.mv(v + 1, f64::MAX);
                Max
            }
        });
    }
    #[test]
    #[should_panic(expected = "best(2) with n = 2")]
    fn best_out_of_range() {
        let e = expectiminimax(2, |_, _| Leaf(0.0));
        e.best(2, |_, _| Leaf(0.0));
    }
    #[test]
    fn integer_rolls_and_lotteries_of_probability_one() {
        // integer values take rolls too, when each lottery is one sure outcome
        let e = expectiminimax(3, |v, p| match v {
            0 => {
                p.roll(1, 1, 2);
                Chance
            }
            1 => {
                p.roll(2, 1, 3);
                p.lottery(4);
                p.mv(2, 5);
                Min
            }
            _ => Leaf(1i64),
        });
        assert_eq!(e.value, [2 + 6, 6, 1]);
    }
    #[test]
    #[should_panic(expected = "probabilities not summing to 1 at position 0")]
    fn integer_probabilities_must_sum_to_one() {
        expectiminimax(2, |v, p| match v {
            0 => {
                p.roll(1, 1, 0);
                p.roll(1, 1, 0);
                Chance
            }
            _ => Leaf(0i32),
        });
    }
    #[test]
    fn one_byte_values_match_a_plain_dp() {
        // i8 takes its own path in finish (the pick is a load, not a select): random MAX and
        // MIN positions with three moves each, values and first best options against a DP
        for seed in 0..300 {
            let (mut rnd, n) = (rng(seed), 20);
            let kind: Vec<usize> = (0..n).map(|_| rnd(2)).collect();
            let gain: Vec<[i8; 3]> = (0..n).map(|_| [0; 3].map(|_| rnd(5) as i8 - 2)).collect();
            let leaf: Vec<i8> = (0..n).map(|_| rnd(7) as i8 - 3).collect();
            let mut f = |v: usize, p: &mut EmmPos<i8>| {
                if v + 3 >= n {
                    return Leaf(leaf[v]);
                }
                for (k, &g) in gain[v].iter().enumerate() {
                    p.mv(v + 1 + k, g);
                }
                [Max, Min][kind[v]]
            };
            let e = expectiminimax(n, &mut f);
            let mut want = leaf.clone();
            for v in (0..n - 3).rev() {
                let x: Vec<i8> = (0..3).map(|k| gain[v][k] + want[v + 1 + k]).collect();
                let best = [*x.iter().max().unwrap(), *x.iter().min().unwrap()][kind[v]];
                want[v] = best;
                let first = x.iter().position(|&y| y == best);
                assert_eq!(e.best(v, &mut f), first, "seed {seed} v {v}");
            }
            assert_eq!(e.value, want, "seed {seed}");
        }
    }
    #[test]
    fn empty_and_integer_extremes() {
        assert!(expectiminimax(0, |_, _| Leaf(0.0)).value.is_empty());
        // options at the sentinels: i32::MIN at MAX, i32::MAX at MIN, first best kept
        let mut f = |v: usize, p: &mut EmmPos<i32>| match v {
            0 | 1 => {
                p.mv(2, i32::MIN);
                p.mv(2, i32::MIN);
                [Max, Min][v]
            }
            _ => Leaf(0),
        };
        let e = expectiminimax(3, &mut f);
        assert_eq!(e.value[..2], [i32::MIN, i32::MIN]);
        assert_eq!((e.best(0, &mut f), e.best(1, &mut f)), (Some(0), Some(0)));
        let e = expectiminimax(2, |v, p| match v {
            0 => {
                p.mv(1, i8::MAX);
                p.mv(1, i8::MAX);
                Min
            }
            _ => Leaf(0),
        });
        assert_eq!(e.value[0], i8::MAX);
    }
}
