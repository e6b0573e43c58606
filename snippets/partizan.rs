//! Partizan games whose values are numbers: exact dyadics p/2^q, Conway's simplicity rule.
//! When Left and Right have different moves (Blue-Red Hackenbush, ABC229 H). Impartial: grundy.
//! Usage: `let v = partizan_value(&pos, &mut |p| (lefts(p), rights(p)), &mut memo)?;` (two Vec<K>;
//!   memo: HashMap<K, Dyadic>, shared); values add (+, +=, sum()); a sum wins by its sign:
//!   `partizan_left_wins(v, first)`. A move that leaves a sum (Cutcake): `partizan_value_parts`
//!   (options Vec<Vec<K>>); dense numbered tables (500 x 500 sheets, parts < s) in a Vec, O(1) a
//!   part: `partizan_table(n, |s, left, right| for a in 1..s { left(&[a, s - a]) })?`.
//! Time: O(positions + options + parts) memo look-ups; recursion depth = the longest play.
//! Rules: value = the simplest x between the best Left and Right options (the integer nearest 0,
//!   else the smallest denominator); Err for a non-number (*, {1|-1}, even {*|*} = 0); q <= 62.
//! Source: Conway, On Numbers and Games (1976); Winning Ways vol. 1.
//! Status: brute-force tested (tests below: random games and split games, Hackenbush, Cutcake).
use std::cmp::Ordering;
use std::collections::HashMap;
use std::fmt;
use std::hash::Hash;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Neg, Sub};

/// The number num / 2^exp, normalized (num odd or exp = 0), so == and Hash compare values;
/// `Dyadic::default()` is 0.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Dyadic {
    num: i64,
    exp: u32,
}

impl Dyadic {
    /// num / 2^exp; panics if the normalized exponent exceeds 62.
    pub fn new(num: i64, exp: u32) -> Dyadic {
        Dyadic::norm(num as i128, exp)
    }
    pub fn int(n: i64) -> Dyadic {
        Dyadic { num: n, exp: 0 }
    }
    pub fn num(self) -> i64 {
        self.num
    }
    pub fn exp(self) -> u32 {
        self.exp
    }
    fn norm(mut num: i128, mut exp: u32) -> Dyadic {
        while exp > 0 && num % 2 == 0 {
            num /= 2;
            exp -= 1;
        }
        assert!(
            exp <= 62 && num == num as i64 as i128,
            "Dyadic: {}/2^{} is out of range (q <= 62, |p| < 2^63)",
            num,
            exp
        );
        Dyadic {
            num: num as i64,
            exp,
        }
    }
    /// Both numerators over the common denominator 2^e (fits i128: 63 + 62 bits).
    fn common(self, o: Dyadic) -> (i128, i128, u32) {
        let e = self.exp.max(o.exp);
        let a = (self.num as i128) << (e - self.exp);
        (a, (o.num as i128) << (e - o.exp), e)
    }
}

impl Add for Dyadic {
    type Output = Dyadic;
    fn add(self, o: Dyadic) -> Dyadic {
        let (a, b, e) = self.common(o);
        Dyadic::norm(a + b, e)
    }
}

impl AddAssign for Dyadic {
    fn add_assign(&mut self, o: Dyadic) {
        *self = *self + o;
    }
}

impl Sum for Dyadic {
    fn sum<I: Iterator<Item = Dyadic>>(it: I) -> Dyadic {
        it.fold(Dyadic::int(0), |a, b| a + b)
    }
}

impl Neg for Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        Dyadic::norm(-(self.num as i128), self.exp)
    }
}

impl Sub for Dyadic {
    type Output = Dyadic;
    fn sub(self, o: Dyadic) -> Dyadic {
        self + -o
    }
}

impl Ord for Dyadic {
    fn cmp(&self, o: &Dyadic) -> Ordering {
        let (a, b, _) = self.common(*o);
        a.cmp(&b)
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, o: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

/// `p/2^q`, or the integer when q = 0.
impl fmt::Display for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self.exp {
            0 => write!(f, "{}", self.num),
            q => write!(f, "{}/2^{}", self.num, q),
        }
    }
}

/// The simplest number x with lo < x < hi (None: that side has no bound): Conway's simplicity
/// rule. Panics unless lo < hi.
pub fn simplest_between(lo: Option<Dyadic>, hi: Option<Dyadic>) -> Dyadic {
    if let (Some(l), Some(h)) = (lo, hi) {
        assert!(
            l < h,
            "simplest_between: need lo < hi, got lo = {}, hi = {}",
            l,
            h
        );
    }
    let zero = Dyadic::int(0);
    // Mirror an interval below 0 to above 0: simplicity is symmetric.
    if hi.is_some_and(|h| h <= zero) {
        return -simplest_between(hi.map(|h| -h), lo.map(|l| -l));
    }
    let l = match lo {
        Some(l) if l >= zero => l,
        _ => return zero, // lo < 0 < hi: 0 is the simplest number of all
    };
    // 0 <= lo < hi. For q = 0, 1, 2, ... the smallest multiple of 1/2^q above lo: the first one
    // below hi is the answer (q = 0: the integer nearest 0; later ones are unique, as two
    // multiples of 1/2^q in the interval would have a multiple of 1/2^(q-1) between them).
    for q in 0u32.. {
        let floor = if q >= l.exp {
            (l.num as i128) << (q - l.exp)
        } else {
            (l.num >> (l.exp - q)) as i128
        };
        let x = Dyadic::norm(floor + 1, q);
        if hi.map_or(true, |h| x < h) {
            return x;
        }
    }
    unreachable!()
}

/// The value of the position `pos`, whose options are `options(p) = (Left's, Right's)`,
/// memoized in `memo`; Err if it (or a position reachable from it) is not a number.
pub fn partizan_value<K, F>(
    pos: &K,
    options: &mut F,
    memo: &mut HashMap<K, Dyadic>,
) -> Result<Dyadic, String>
where
    K: Clone + Eq + Hash,
    F: FnMut(&K) -> (Vec<K>, Vec<K>),
{
    let one = |v: Vec<K>| v.into_iter().map(|k| vec![k]).collect();
    let mut parts = |p: &K| {
        let (l, r) = options(p);
        (one(l), one(r))
    };
    partizan_value_parts(pos, &mut parts, memo)
}

/// partizan_value where an option is a list of parts whose values add: a move that leaves a
/// sum of positions (a cut into two pieces); an empty list is the option 0. Same memo.
pub fn partizan_value_parts<K, F>(
    pos: &K,
    options: &mut F,
    memo: &mut HashMap<K, Dyadic>,
) -> Result<Dyadic, String>
where
    K: Clone + Eq + Hash,
    F: FnMut(&K) -> (Vec<Vec<K>>, Vec<Vec<K>>),
{
    if let Some(&v) = memo.get(pos) {
        return Ok(v);
    }
    let (lefts, rights) = options(pos);
    // Between numbers only the best option counts: Left's largest, Right's smallest.
    let mut best: [Option<Dyadic>; 2] = [None, None];
    for (side, opts) in [lefts, rights].iter().enumerate() {
        for parts in opts {
            let v = parts.iter().map(|p| partizan_value_parts(p, options, memo));
            let v = v.sum::<Result<Dyadic, String>>()?;
            // Right's best is the largest -v (None < Some: the first option sets it)
            best[side] = best[side].max(Some(if side == 0 { v } else { -v }));
        }
    }
    let v = between(best[0], best[1].map(|x| -x))?;
    memo.insert(pos.clone(), v);
    Ok(v)
}

/// {lo | hi}: the value of a position whose best Left / Right options are worth lo / hi.
fn between(lo: Option<Dyadic>, hi: Option<Dyadic>) -> Result<Dyadic, String> {
    match (lo, hi) {
        (Some(l), Some(h)) if l >= h => Err(format!(
            "partizan: not a number (a Left option {l} >= a Right option {h})"
        )),
        _ => Ok(simplest_between(lo, hi)),
    }
}

/// The values of the positions 0..n, bottom-up in a Vec: `options(s, left, right)` calls
/// `left(&parts)` (`right(&parts)`) once per option of Left (Right) at s, every part < s.
/// Number composite positions so that parts come first (a b x d sheet as b * (D + 1) + d).
pub fn partizan_table<F>(n: usize, mut options: F) -> Result<Vec<Dyadic>, String>
where
    F: FnMut(usize, &mut dyn FnMut(&[usize]), &mut dyn FnMut(&[usize])),
{
    let mut v: Vec<Dyadic> = Vec::with_capacity(n);
    for s in 0..n {
        let (mut lo, mut neg_hi) = (None, None); // Right's best is the largest -v
        let sum = |parts: &[usize]| -> Dyadic {
            let part = |&p: &usize| {
                assert!(p < s, "partizan_table: part {} >= position {}", p, s);
                v[p]
            };
            parts.iter().map(part).sum()
        };
        options(
            s,
            &mut |parts| lo = lo.max(Some(sum(parts))),
            &mut |parts| neg_hi = neg_hi.max(Some(-sum(parts))),
        );
        v.push(between(lo, neg_hi.map(|x: Dyadic| -x))?);
    }
    Ok(v)
}

/// Does Left win a game whose value is the number `sum`, with Left or Right moving first?
pub fn partizan_left_wins(sum: Dyadic, left_first: bool) -> bool {
    sum.num > 0 || (sum.num == 0 && !left_first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Explicit game forms: forms[i] = (Left's options, Right's options), all indices < i.
    type Forms = Vec<(Vec<usize>, Vec<usize>)>;

    fn value_of(forms: &Forms, i: usize) -> Result<Dyadic, String> {
        let mut memo = HashMap::new();
        partizan_value(&i, &mut |&g: &usize| forms[g].clone(), &mut memo)
    }

    /// Plain minimax of the sum of `comps`: does the side to move (Left if `left`) win? A move
    /// replaces one component by one of the mover's options there; no move loses.
    fn mover_wins(forms: &Forms, comps: &[usize], left: bool) -> bool {
        fn go(
            forms: &Forms,
            comps: &mut Vec<usize>,
            left: bool,
            memo: &mut HashMap<(Vec<usize>, bool), bool>,
        ) -> bool {
            let key = (comps.clone(), left);
            if let Some(&w) = memo.get(&key) {
                return w;
            }
            let mut win = false;
            for k in 0..comps.len() {
                let c = comps[k];
                let opts = if left { &forms[c].0 } else { &forms[c].1 };
                for &o in opts {
                    comps[k] = o;
                    win = win || !go(forms, comps, !left, memo);
                    comps[k] = c;
                }
            }
            memo.insert(key, win);
            win
        }
        go(forms, &mut comps.to_vec(), left, &mut HashMap::new())
    }

    /// Appends the canonical form of v: n = {n-1 | }, -n = { | -n+1}, p/2^q = {(p-1)/2^q | (p+1)/2^q}.
    fn number_form(forms: &mut Forms, v: Dyadic) -> usize {
        let (p, q) = (v.num(), v.exp());
        let form = if q > 0 {
            let a = number_form(forms, Dyadic::new(p - 1, q));
            let b = number_form(forms, Dyadic::new(p + 1, q));
            (vec![a], vec![b])
        } else if p > 0 {
            (vec![number_form(forms, Dyadic::int(p - 1))], vec![])
        } else if p < 0 {
            (vec![], vec![number_form(forms, Dyadic::int(p + 1))])
        } else {
            (vec![], vec![])
        };
        forms.push(form);
        forms.len() - 1
    }

    /// G equals v exactly: G - v is a second-player win with either player starting.
    fn equals_number(forms: &Forms, g: usize, v: Dyadic) -> bool {
        let mut f = forms.clone();
        let nv = number_form(&mut f, -v);
        !mover_wins(&f, &[g, nv], true) && !mover_wins(&f, &[g, nv], false)
    }

    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        }
        fn below(&mut self, k: usize) -> usize {
            (self.next() % k as u64) as usize
        }
    }

    /// `n` random forms: each has 0..=2 options per side among the earlier forms.
    fn random_forms(seed: u64, n: usize) -> Forms {
        let mut rng = Rng(seed);
        let mut forms: Forms = vec![(vec![], vec![])];
        while forms.len() < n {
            let k = forms.len();
            let l = (0..rng.below(3)).map(|_| rng.below(k)).collect();
            let r = (0..rng.below(3)).map(|_| rng.below(k)).collect();
            forms.push((l, r));
        }
        forms
    }

    fn d(p: i64, q: u32) -> Dyadic {
        Dyadic::new(p, q)
    }

    #[test]
    fn dyadic_arithmetic_order_and_display() {
        assert_eq!(d(2, 2), d(1, 1));
        assert_eq!(d(4, 1), Dyadic::int(2));
        assert_eq!(d(0, 5), Dyadic::int(0));
        assert_eq!(d(1, 1) + d(1, 2), d(3, 2));
        assert_eq!(d(1, 1) + d(1, 1), Dyadic::int(1));
        assert_eq!(d(1, 3) - d(3, 2), d(-5, 3));
        assert_eq!(-d(-5, 3), d(5, 3));
        assert!(d(-1, 3) < d(0, 0) && d(3, 2) > d(2, 2) && d(7, 3) < d(1, 0));
        assert_eq!(format!("{}", d(-1, 3)), "-1/2^3");
        assert_eq!(format!("{}", d(6, 1)), "3");
        assert_eq!(format!("{}", Dyadic::int(-2)), "-2");
        assert_eq!((d(3, 2).num(), d(3, 2).exp()), (3, 2));
        // Every pair of numbers p/8 with |p| <= 40: sum and order against rationals in i64.
        for a in -40i64..=40 {
            for b in -40i64..=40 {
                assert_eq!(d(a, 3) + d(b, 3), d(a + b, 3));
                assert_eq!(d(a, 3) < d(b, 2), a < 2 * b);
            }
        }
        let big = d(i64::MAX, 62);
        assert_eq!(big + d(-1, 62), d(i64::MAX - 1, 62));
    }

    #[test]
    #[should_panic(expected = "out of range")]
    fn dyadic_overflow_panics() {
        let _ = Dyadic::int(i64::MAX) + Dyadic::int(1);
    }

    #[test]
    #[should_panic(expected = "out of range")]
    fn denominator_beyond_2_pow_62_panics() {
        let _ = simplest_between(Some(d(0, 0)), Some(d(1, 62)));
    }

    #[test]
    #[should_panic(expected = "need lo < hi")]
    fn empty_interval_panics() {
        simplest_between(Some(d(1, 1)), Some(d(1, 1)));
    }

    /// Oracle for the simplicity rule: the earliest-born number in (lo, hi) among the p/32 with
    /// |p/32| <= 256 (born on day |n| for an integer n, floor|x| + 1 + q for x = p/2^q, q >= 1).
    fn simplest_by_birthday(lo: Option<Dyadic>, hi: Option<Dyadic>) -> Dyadic {
        let born = |x: Dyadic| match x.exp() {
            0 => x.num().abs(),
            q => (x.num().abs() >> q) + 1 + q as i64,
        };
        let inside = |x: &Dyadic| lo.map_or(true, |l| l < *x) && hi.map_or(true, |h| *x < h);
        let cands: Vec<Dyadic> = (-8192..=8192).map(|p| d(p, 5)).filter(inside).collect();
        let first = cands.iter().map(|&x| born(x)).min().unwrap();
        let best: Vec<Dyadic> = cands.into_iter().filter(|&x| born(x) == first).collect();
        assert_eq!(best.len(), 1, "two simplest numbers in ({lo:?}, {hi:?})");
        best[0]
    }

    #[test]
    fn simplest_between_is_the_earliest_born() {
        assert_eq!(simplest_between(None, None), Dyadic::int(0));
        assert_eq!(simplest_between(Some(d(0, 0)), None), Dyadic::int(1));
        assert_eq!(simplest_between(Some(d(5, 1)), None), Dyadic::int(3));
        assert_eq!(simplest_between(None, Some(d(-1, 0))), Dyadic::int(-2));
        assert_eq!(simplest_between(None, Some(d(-1, 1))), Dyadic::int(-1));
        assert_eq!(simplest_between(Some(d(0, 0)), Some(d(1, 0))), d(1, 1));
        assert_eq!(simplest_between(Some(d(1, 1)), Some(d(1, 0))), d(3, 2));
        assert_eq!(
            simplest_between(Some(d(-1, 0)), Some(d(1, 0))),
            Dyadic::int(0)
        );
        assert_eq!(simplest_between(Some(d(-5, 2)), Some(d(-9, 3))), d(-19, 4));
        assert_eq!(simplest_between(Some(d(1, 3)), Some(d(7, 3))), d(1, 1));
        let vals: Vec<Dyadic> = (-24..=24).map(|p| d(p, 3)).collect();
        for &a in &vals {
            assert_eq!(
                simplest_between(Some(a), None),
                simplest_by_birthday(Some(a), None)
            );
            assert_eq!(
                simplest_between(None, Some(a)),
                simplest_by_birthday(None, Some(a))
            );
            for &b in vals.iter().filter(|&&b| a < b) {
                let x = simplest_between(Some(a), Some(b));
                assert_eq!(x, simplest_by_birthday(Some(a), Some(b)), "({a}, {b})");
            }
        }
    }

    #[test]
    fn star_switch_and_up_are_errors() {
        // 0 = {|}, 1 = {0|}, -1 = {|0}, * = {0|0}, {1|-1}, up = {0|*}, {*|*} = 0, {1|0}.
        let forms: Forms = vec![
            (vec![], vec![]),
            (vec![0], vec![]),
            (vec![], vec![0]),
            (vec![0], vec![0]),
            (vec![1], vec![2]),
            (vec![0], vec![3]),
            (vec![3], vec![3]),
            (vec![1], vec![0]),
        ];
        assert_eq!(value_of(&forms, 1), Ok(Dyadic::int(1)));
        assert_eq!(value_of(&forms, 2), Ok(Dyadic::int(-1)));
        for g in 3..8 {
            let e = value_of(&forms, g).unwrap_err();
            assert!(e.contains("not a number"), "{e}");
        }
        // {*|*} is 0 although its options are not numbers: Err, never a wrong number.
        assert!(equals_number(&forms, 6, Dyadic::int(0)));
    }

    /// Random games: every Ok value is exact (G - v = 0 by minimax), sums of numbers are won by
    /// their sign, and a game whose own options are numbers with best Left >= best Right (Err)
    /// equals none of the numbers p/4, |p| <= 12.
    /// Returns how many of the forms are numbers.
    fn check_random_games(seed: u64, n: usize) -> usize {
        let forms = random_forms(seed, n);
        let vals: Vec<Result<Dyadic, String>> = (0..n).map(|g| value_of(&forms, g)).collect();
        for g in 0..n {
            match vals[g] {
                Ok(v) => assert!(equals_number(&forms, g, v), "form {g} = {v}?"),
                Err(_) => {
                    let (l, r) = &forms[g];
                    if l.iter().chain(r).all(|&o| vals[o].is_ok()) {
                        for p in -12..=12 {
                            assert!(!equals_number(&forms, g, d(p, 2)), "form {g} = {p}/4");
                        }
                    }
                }
            }
        }
        // partizan_table over the same forms: the same values up to the first non-number, whose
        // Err (its own: every earlier form is a number) it returns for any longer table.
        let first_err = vals.iter().position(|v| v.is_err()).unwrap_or(n);
        for m in [first_err, n] {
            let table = partizan_table(m, |g, left, right| {
                forms[g].0.iter().for_each(|&o| left(&[o]));
                forms[g].1.iter().for_each(|&o| right(&[o]));
            });
            match table {
                Ok(t) => assert_eq!(Ok(t), vals[..m].iter().cloned().collect()),
                Err(e) => assert!(m > first_err && Err(e) == vals[first_err]),
            }
        }
        let numbers: Vec<usize> = (0..n).filter(|&g| vals[g].is_ok()).collect();
        for (i, &g) in numbers.iter().enumerate() {
            for &h in &numbers[i..] {
                let s = vals[g].clone().unwrap() + vals[h].clone().unwrap();
                for left_first in [true, false] {
                    let mover = mover_wins(&forms, &[g, h], left_first);
                    assert_eq!(mover == left_first, partizan_left_wins(s, left_first));
                }
            }
        }
        numbers.len()
    }

    #[test]
    fn random_games_against_minimax() {
        let numbers: usize = (0..12).map(|seed| check_random_games(seed, 24)).sum();
        // Both kinds occur: numbers (checked exactly) and non-numbers (Err).
        assert!(
            (60..=228).contains(&numbers),
            "{numbers} numbers of 288 games"
        );
    }

    /// Blue-Red Hackenbush on a rooted tree: edge e joins parent[e] (a vertex, 0 = ground) and
    /// vertex e + 1; colour true = Blue (Left's). Positions are bitmasks of the edges still
    /// standing; cutting e removes e and everything above it.
    fn hackenbush_forms(parent: &[usize], blue: &[bool]) -> (Forms, usize) {
        let m = parent.len();
        let above = |e: usize| -> u32 {
            // Edges whose path to the ground goes through edge e (e itself included).
            (0..m)
                .filter(|&f| {
                    let mut v = f + 1;
                    while v != 0 && v != e + 1 {
                        v = parent[v - 1];
                    }
                    v == e + 1
                })
                .fold(0, |s, f| s | 1 << f)
        };
        let cut: Vec<u32> = (0..m).map(above).collect();
        // forms index = mask, since cutting only clears bits (options have smaller masks).
        let full = (1u32 << m) - 1;
        let forms: Forms = (0..=full)
            .map(|mask| {
                let opts = |c: bool| {
                    (0..m)
                        .filter(|&e| mask >> e & 1 == 1 && blue[e] == c)
                        .map(|e| (mask & !cut[e]) as usize)
                        .collect()
                };
                (opts(true), opts(false))
            })
            .collect();
        (forms, full as usize)
    }

    fn stalk(colours: &str) -> (Forms, usize) {
        let parent: Vec<usize> = (0..colours.len()).collect();
        let blue: Vec<bool> = colours.chars().map(|c| c == 'B').collect();
        hackenbush_forms(&parent, &blue)
    }

    /// Berlekamp's rule for a stalk: the first run of one colour counts +-1 per edge, then the
    /// k-th edge after it counts +-1/2^k (Blue +, Red -).
    fn stalk_rule(colours: &str) -> Dyadic {
        let c: Vec<char> = colours.chars().collect();
        let sign = |ch: char| if ch == 'B' { 1 } else { -1 };
        let run = c.iter().take_while(|&&x| Some(&x) == c.first()).count();
        let mut v = Dyadic::int(c.first().map_or(0, |&x| sign(x)) * run as i64);
        for (k, &ch) in c[run..].iter().enumerate() {
            v += d(sign(ch), k as u32 + 1);
        }
        v
    }

    #[test]
    fn blue_red_stalks() {
        let known = [
            ("B", d(1, 0)),
            ("BR", d(1, 1)),
            ("RBBB", d(-1, 3)),
            ("BRR", d(1, 2)),
            ("BRB", d(3, 2)),
            ("BBR", d(3, 1)),
            ("RB", d(-1, 1)),
            ("", d(0, 0)),
        ];
        for (s, v) in known {
            let (forms, full) = stalk(s);
            assert_eq!(value_of(&forms, full), Ok(v), "stalk {s}");
        }
        for len in 0..=9 {
            for bits in 0..1u32 << len {
                let s: String = (0..len)
                    .map(|i| if bits >> i & 1 == 1 { 'B' } else { 'R' })
                    .collect();
                let (forms, full) = stalk(&s);
                let v = value_of(&forms, full).unwrap();
                assert_eq!(v, stalk_rule(&s), "stalk {s}");
                if len <= 6 {
                    assert!(equals_number(&forms, full, v), "stalk {s}");
                }
            }
        }
    }

    #[test]
    fn blue_red_trees() {
        // A Blue edge carrying two Red edges: {0 | 1/2} = 1/4.
        let (forms, full) = hackenbush_forms(&[0, 1, 1], &[true, false, false]);
        assert_eq!(value_of(&forms, full), Ok(d(1, 2)));
        // Blue and Red edges side by side: 0; a Blue edge carrying a Red and a Blue one:
        // {0, 1/2 | 2} = 1.
        let (forms, full) = hackenbush_forms(&[0, 0], &[true, false]);
        assert_eq!(value_of(&forms, full), Ok(d(0, 0)));
        let (forms, full) = hackenbush_forms(&[0, 1, 1], &[true, false, true]);
        assert_eq!(value_of(&forms, full), Ok(d(1, 0)));
        // Random trees with up to 6 edges: every value exact by minimax.
        let mut rng = Rng(7);
        for _ in 0..60 {
            let m = 1 + rng.below(6);
            let parent: Vec<usize> = (0..m).map(|e| rng.below(e + 1)).collect();
            let blue: Vec<bool> = (0..m).map(|_| rng.below(2) == 1).collect();
            let (forms, full) = hackenbush_forms(&parent, &blue);
            let v = value_of(&forms, full).expect("Blue-Red Hackenbush is a number");
            assert!(equals_number(&forms, full, v), "{parent:?} {blue:?} = {v}");
        }
    }

    /// ABC229 H "Advance or Eat" on one column of `n` cells (index 0 = the row pieces move to):
    /// Left (W) moves a W one cell up onto an empty cell or eats any B; Right the same with
    /// colours swapped. Cell codes 0 = '.', 1 = W, 2 = B, base 3.
    fn column_options(col: u32, n: usize) -> (Vec<u32>, Vec<u32>) {
        let cell = |c: u32, i: usize| c / 3u32.pow(i as u32) % 3;
        let (mut l, mut r) = (vec![], vec![]);
        for i in 0..n {
            let p = 3u32.pow(i as u32);
            let (me, out) = match cell(col, i) {
                1 => (&mut l, &mut r),
                2 => (&mut r, &mut l),
                _ => continue,
            };
            let c = cell(col, i);
            if i > 0 && cell(col, i - 1) == 0 {
                me.push(col - c * p + c * p / 3);
            }
            out.push(col - c * p); // eaten by the other side
        }
        (l, r)
    }

    #[test]
    fn advance_or_eat_columns_are_numbers_and_sums_win_by_sign() {
        let n = 4;
        let all = 3u32.pow(n as u32);
        let mut memo = HashMap::new();
        let mut opts = |c: &u32| column_options(*c, n);
        let vals: Vec<Dyadic> = (0..all)
            .map(|c| partizan_value(&c, &mut opts, &mut memo).unwrap())
            .collect();
        // A W alone on the top row cannot advance and Right can eat it: { | 0} = -1. A W on the
        // second row: {W on top | 0} = {-1 | 0} = -1/2.
        assert_eq!(vals[1], Dyadic::int(-1));
        assert_eq!(vals[3], d(-1, 1));
        let forms: Forms = (0..all)
            .map(|c| {
                let (l, r) = column_options(c, n);
                let f = |v: Vec<u32>| v.into_iter().map(|x| x as usize).collect();
                (f(l), f(r))
            })
            .collect();
        // The problem's largest columns (8 cells): every one of the 3^8 is a number too.
        let mut memo8 = HashMap::new();
        for c in 0..3u32.pow(8) {
            assert!(partizan_value(&c, &mut |c: &u32| column_options(*c, 8), &mut memo8).is_ok());
        }
        let mut rng = Rng(229);
        for _ in 0..150 {
            let (a, b) = (rng.below(all as usize), rng.below(all as usize));
            let s = vals[a] + vals[b];
            let mover = mover_wins(&forms, &[a, b], true);
            assert_eq!(mover, partizan_left_wins(s, true), "columns {a} {b}");
        }
    }

    /// Split games: an option is a list of parts (earlier form indices) that replace the
    /// component moved in; the empty list removes it.
    type SplitForms = Vec<(Vec<Vec<usize>>, Vec<Vec<usize>>)>;

    /// Plain minimax of the sum of `comps` (a multiset, sorted in the memo key).
    fn split_mover_wins(forms: &SplitForms, comps: &[usize], left: bool) -> bool {
        fn go(
            forms: &SplitForms,
            comps: &[usize],
            left: bool,
            memo: &mut HashMap<(Vec<usize>, bool), bool>,
        ) -> bool {
            let mut key = comps.to_vec();
            key.sort_unstable();
            if let Some(&w) = memo.get(&(key.clone(), left)) {
                return w;
            }
            let mut win = false;
            for k in 0..comps.len() {
                let opts = if left {
                    &forms[comps[k]].0
                } else {
                    &forms[comps[k]].1
                };
                for parts in opts {
                    let mut next: Vec<usize> = comps[..k].to_vec();
                    next.extend(&comps[k + 1..]);
                    next.extend(parts);
                    win = win || !go(forms, &next, !left, memo);
                }
            }
            memo.insert((key, left), win);
            win
        }
        go(forms, comps, left, &mut HashMap::new())
    }

    /// G equals v: G + (-v) is a second-player win (-v's canonical form appended, one part per
    /// option).
    fn split_equals_number(forms: &SplitForms, g: usize, v: Dyadic) -> bool {
        let (mut nf, base) = (Forms::new(), forms.len());
        let nv = number_form(&mut nf, -v) + base;
        let mut f = forms.clone();
        let wrap = |o: &Vec<usize>| o.iter().map(|&x| vec![x + base]).collect();
        f.extend(nf.iter().map(|(l, r)| (wrap(l), wrap(r))));
        !split_mover_wins(&f, &[g, nv], true) && !split_mover_wins(&f, &[g, nv], false)
    }

    /// `n` random split games: 0..=2 options per side, each of 0..=2 parts among earlier forms.
    /// Every Ok value is exact; a game whose option sums are numbers but Err is no p/4; sums
    /// of two numbers win by their sign. Returns how many forms are numbers.
    fn check_split_games(seed: u64, n: usize) -> usize {
        let mut rng = Rng(seed);
        let mut forms: SplitForms = vec![(vec![], vec![])];
        while forms.len() < n {
            let k = forms.len();
            let mut opts = || -> Vec<Vec<usize>> {
                (0..rng.below(3))
                    .map(|_| (0..rng.below(3)).map(|_| rng.below(k)).collect())
                    .collect()
            };
            let (l, r) = (opts(), opts());
            forms.push((l, r));
        }
        let mut memo = HashMap::new();
        let mut opts = |&g: &usize| forms[g].clone();
        let vals: Vec<Result<Dyadic, String>> = (0..n)
            .map(|g| partizan_value_parts(&g, &mut opts, &mut memo))
            .collect();
        for g in 0..n {
            match vals[g] {
                Ok(v) => assert!(split_equals_number(&forms, g, v), "split form {g} = {v}?"),
                Err(_) => {
                    let (l, r) = &forms[g];
                    if l.iter().chain(r).flatten().all(|&o| vals[o].is_ok()) {
                        for p in -8..=8 {
                            assert!(!split_equals_number(&forms, g, d(p, 2)), "{g} = {p}/4");
                        }
                    }
                }
            }
        }
        // partizan_table over the same forms: the same values up to the first non-number, whose
        // Err (its own: every earlier form is a number) it returns for any longer table.
        let first_err = vals.iter().position(|v| v.is_err()).unwrap_or(n);
        for m in [first_err, n] {
            let table = partizan_table(m, |g, left, right| {
                forms[g].0.iter().for_each(|o| left(o));
                forms[g].1.iter().for_each(|o| right(o));
            });
            match table {
                Ok(t) => assert_eq!(Ok(t), vals[..m].iter().cloned().collect()),
                Err(e) => assert!(m > first_err && Err(e) == vals[first_err]),
            }
        }
        // partizan_table over the same forms: the same values up to the first non-number, whose
        // Err (its own: every earlier form is a number) it returns for any longer table.
        let first_err = vals.iter().position(|v| v.is_err()).unwrap_or(n);
        for m in [first_err, n] {
            let table = partizan_table(m, |g, left, right| {
                forms[g].0.iter().for_each(|o| left(o));
                forms[g].1.iter().for_each(|o| right(o));
            });
            match table {
                Ok(t) => assert_eq!(Ok(t), vals[..m].iter().cloned().collect()),
                Err(e) => assert!(m > first_err && Err(e) == vals[first_err]),
            }
        }
        let numbers: Vec<usize> = (0..n).filter(|&g| vals[g].is_ok()).collect();
        for (i, &g) in numbers.iter().enumerate() {
            for &h in &numbers[i..] {
                let s = vals[g].clone().unwrap() + vals[h].clone().unwrap();
                for left_first in [true, false] {
                    let mover = split_mover_wins(&forms, &[g, h], left_first);
                    assert_eq!(mover == left_first, partizan_left_wins(s, left_first));
                }
            }
        }
        numbers.len()
    }

    #[test]
    fn random_split_games_against_minimax() {
        let numbers: usize = (0..10).map(|seed| check_split_games(seed, 14)).sum();
        assert!(
            (30..=130).contains(&numbers),
            "{numbers} numbers of 140 games"
        );
        // Single-part options: the same values as partizan_value, on one shared memo.
        let forms = random_forms(3, 24);
        let mut memo = HashMap::new();
        for g in 0..24 {
            let (l, r) = forms[g].clone();
            let wrap = |o: Vec<usize>| o.into_iter().map(|x| vec![x]).collect::<Vec<_>>();
            let mut opts = |&h: &usize| {
                let (l, r) = forms[h].clone();
                (wrap(l), wrap(r))
            };
            let v = partizan_value_parts(&g, &mut opts, &mut memo);
            assert_eq!(v, value_of(&forms, g), "form {g}: {l:?} | {r:?}");
        }
    }

    /// Kattis cuttingbrownies: Harry (Left) cuts a b x d piece into b x d1 + b x d2, Vicky
    /// (Right) into b1 x d + b2 x d.
    type Piece = (u32, u32);
    type Cuts = Vec<Vec<Piece>>;
    fn brownie_options(&(b, d): &Piece) -> (Cuts, Cuts) {
        let harry = (1..d).map(|d1| vec![(b, d1), (b, d - d1)]).collect();
        let vicky = (1..b).map(|b1| vec![(b1, d), (b - b1, d)]).collect();
        (harry, vicky)
    }

    /// Minimax over multisets of pieces: does the side to move (Harry if `harry`) win?
    fn brownies_mover_wins(
        pieces: &mut [Piece],
        harry: bool,
        memo: &mut HashMap<(Vec<Piece>, bool), bool>,
    ) -> bool {
        pieces.sort_unstable();
        let key = (pieces.to_vec(), harry);
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let mut win = false;
        for k in 0..pieces.len() {
            let (h, v) = brownie_options(&pieces[k]);
            for parts in if harry { h } else { v } {
                let mut next = pieces.to_vec();
                next.swap_remove(k);
                next.extend(parts);
                win = win || !brownies_mover_wins(&mut next, !harry, memo);
            }
        }
        memo.insert(key, win);
        win
    }

    #[test]
    fn brownies_table_matches_the_memo_and_cutcake() {
        // Sheets b x d, 1 <= b, d <= 12, numbered b * 13 + d; row / column 0 are never parts.
        let id = |b: usize, d: usize| b * 13 + d;
        let t = partizan_table(13 * 13, |s, left, right| {
            let (b, d) = (s / 13, s % 13);
            if b == 0 || d == 0 {
                return;
            }
            (1..d).for_each(|d1| left(&[id(b, d1), id(b, d - d1)]));
            (1..b).for_each(|b1| right(&[id(b1, d), id(b - b1, d)]));
        })
        .unwrap();
        let mut memo = HashMap::new();
        for b in 1..=12u32 {
            for w in 1..=12u32 {
                let v = partizan_value_parts(&(b, w), &mut brownie_options, &mut memo);
                let (got, d) = (t[id(b as usize, w as usize)], w);
                assert_eq!(Ok(got), v, "{b} x {d}");
                // Cutcake: floor(d / 2^floor(log2 b)) - 1 for d >= b, the mirror for b > d
                let (lb, ld) = (31 - b.leading_zeros(), 31 - d.leading_zeros());
                let cut = |x: u32, l: u32| (x >> l) as i64 - 1;
                let want = if d >= b { cut(d, lb) } else { -cut(b, ld) };
                assert_eq!(got, Dyadic::int(want), "{b} x {d}");
            }
        }
        // {0 + 0 | } = 1; a non-number in the table is an Err
        assert_eq!(
            partizan_table(2, |s, l, _| if s == 1 {
                l(&[0, 0])
            }),
            Ok(vec![d(0, 0), d(1, 0)])
        );
        let star = partizan_table(2, |s, l, r| {
            if s == 1 {
                l(&[0]);
                r(&[0])
            }
        });
        assert_eq!(
            star,
            Err("partizan: not a number (a Left option 0 >= a Right option 0)".into())
        );
    }

    #[test]
    #[should_panic(expected = "partizan_table: part 1 >= position 1")]
    fn table_parts_must_be_smaller() {
        let _ = partizan_table(2, |s, left, _| {
            if s == 1 {
                left(&[1])
            }
        });
    }

    #[test]
    fn cutting_brownies_against_a_search_of_the_sum() {
        let mut memo = HashMap::new();
        let mut value =
            |p: (u32, u32)| partizan_value_parts(&p, &mut brownie_options, &mut memo).unwrap();
        // The statement: 1 x 2 is Harry's whoever starts, 2 x 1 Vicky's, 2 x 2 the second player's.
        assert_eq!(
            (value((1, 2)), value((2, 1)), value((2, 2))),
            (d(1, 0), d(-1, 0), d(0, 0))
        );
        // Cutcake (Winning Ways ch. 2): b x d with d >= b is worth floor(d / 2^floor(log2 b)) - 1.
        assert_eq!(
            (value((1, 5)), value((3, 8)), value((4, 4))),
            (d(4, 0), d(3, 0), d(0, 0))
        );
        let mut wins = HashMap::new();
        let sheets: Vec<(u32, u32)> = (1..=4).flat_map(|b| (1..=4).map(move |d| (b, d))).collect();
        for (i, &a) in sheets.iter().enumerate() {
            for &c in sheets[i..].iter().filter(|&&c| a.0 * a.1 + c.0 * c.1 <= 14) {
                for &harry in &[true, false] {
                    let mover = brownies_mover_wins(&mut [a, c], harry, &mut wins);
                    let s = value(a) + value(c);
                    assert_eq!(
                        mover == harry,
                        partizan_left_wins(s, harry),
                        "{a:?} + {c:?}"
                    );
                }
            }
            for &harry in &[true, false] {
                let mover = brownies_mover_wins(&mut [a], harry, &mut wins);
                assert_eq!(mover == harry, partizan_left_wins(value(a), harry), "{a:?}");
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]
        #[test]
        fn proptest_random_games(seed in any::<u64>()) {
            let _ = check_random_games(seed, 20);
        }

        #[test]
        fn proptest_split_games(seed in any::<u64>()) {
            let _ = check_split_games(seed, 12);
        }

        #[test]
        fn proptest_dyadic_laws(a in -1000i64..1000, b in -1000i64..1000, qa in 0u32..12, qb in 0u32..12) {
            let (x, y) = (d(a, qa), d(b, qb));
            prop_assert_eq!(x + y - y, x);
            prop_assert_eq!(x + y, y + x);
            // Order against exact rationals: a/2^qa < b/2^qb <=> a*2^qb < b*2^qa.
            prop_assert_eq!(x < y, (a << qb) < (b << qa));
            let s = if x < y { simplest_between(Some(x), Some(y)) } else { x };
            prop_assert!(x >= y || (x < s && s < y));
            // Within the oracle's grid (denominators <= 32, |x| <= 256): the earliest born.
            if x < y && qa < 5 && qb < 5 && a.abs() < 512 && b.abs() < 512 {
                prop_assert_eq!(s, simplest_by_birthday(Some(x), Some(y)));
            }
        }
    }

    #[test]
    fn sums_by_add_assign_and_sum_and_default_zero() {
        let vals = [Dyadic::new(1, 1), Dyadic::new(1, 2), Dyadic::int(-1)];
        let mut acc = Dyadic::default();
        for &v in &vals {
            acc += v;
        }
        assert_eq!(acc, Dyadic::new(-1, 2));
        assert_eq!(vals.iter().copied().sum::<Dyadic>(), Dyadic::new(-1, 2));
        assert_eq!(Dyadic::default(), Dyadic::int(0));
        assert_eq!(acc.to_string(), "-1/2^2");
    }
}
