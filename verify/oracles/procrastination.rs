//! POJ 2931 (BZOJ 1869) "Procrastination" (MIT Programming Contest 2005). Towers of black and
//! white cubes; White removes a white cube together with everything above it, Black a black cube
//! likewise; who cannot move loses. A 4-tower position is a W-state if White wins it whether he
//! moves first or second. C1 (three towers) is "at least as favorable for white" as C2 (three
//! towers) if for every single fourth tower T, C2 + T being a W-state implies C1 + T is one.
//! Print "Test N: Yes" / "Test N: No".
//!
//! Oracle: plain minimax with a memo over the six prefix heights of C1 + (C2 with colours
//! swapped), i.e. the game C1 - C2: answer Yes iff White wins it when Black moves first
//! (C1 - C2 >= 0). Why that is the quantified condition: every tower is a number (a position of
//! Blue-Red Hackenbush strings), and every dyadic rational is the value of some single tower, so
//! "no separating T exists" is exactly v(C1) >= v(C2), which is the CGT order checked by the
//! minimax. The scratch check also confirmed it on small inputs against a literal enumeration of
//! all fourth towers up to height 7 (W-state by minimax both ways).
use std::collections::HashMap;

/// towers[i] = colours bottom to top, true = white. Does the player to move win?
/// `white` = White to move. State = current height of every tower.
fn wins(t: &[Vec<bool>], h: &mut Vec<usize>, white: bool, memo: &mut HashMap<(Vec<usize>, bool), bool>) -> bool {
    if let Some(&w) = memo.get(&(h.clone(), white)) {
        return w;
    }
    let mut res = false;
    'o: for i in 0..t.len() {
        for j in 0..h[i] {
            if t[i][j] == white {
                let old = h[i];
                h[i] = j;
                let opp = wins(t, h, !white, memo);
                h[i] = old;
                if !opp {
                    res = true;
                    break 'o;
                }
            }
        }
    }
    memo.insert((h.clone(), white), res);
    res
}

/// White wins `t` moving first / moving second.
pub fn outcome(t: &[Vec<bool>]) -> (bool, bool) {
    let mut memo = HashMap::new();
    let mut h: Vec<usize> = t.iter().map(|x| x.len()).collect();
    let first = wins(t, &mut h, true, &mut memo);
    let second = !wins(t, &mut h, false, &mut memo);
    (first, second)
}

pub fn at_least(c1: &[Vec<bool>], c2: &[Vec<bool>]) -> bool {
    let mut t: Vec<Vec<bool>> = c1.to_vec();
    for x in c2 {
        t.push(x.iter().map(|&w| !w).collect());
    }
    outcome(&t).1
}

pub fn parse(input: &str) -> Vec<(String, Vec<Vec<bool>>, Vec<Vec<bool>>)> {
    let mut it = input.split_whitespace();
    let t: usize = it.next().unwrap().parse().unwrap();
    let mut cases = Vec::new();
    for _ in 0..t {
        assert_eq!(it.next().unwrap(), "Test");
        let n = it.next().unwrap().to_string();
        let mut confs = Vec::new();
        for _ in 0..2 {
            let hs: Vec<usize> = (0..3).map(|_| it.next().unwrap().parse().unwrap()).collect();
            let mut c = Vec::new();
            for &k in &hs {
                c.push((0..k).map(|_| it.next().unwrap() == "W").collect::<Vec<bool>>());
            }
            confs.push(c);
        }
        let c2 = confs.pop().unwrap();
        let c1 = confs.pop().unwrap();
        cases.push((n, c1, c2));
    }
    cases
}

pub fn brute(input: &str) -> String {
    let mut out = String::new();
    for (n, c1, c2) in parse(input) {
        let yes = at_least(&c1, &c2);
        out.push_str(&format!("Test {}: {}\n", n, if yes { "Yes" } else { "No" }));
    }
    out
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn write_conf(s: &mut String, c: &[Vec<bool>]) {
    s.push_str(&format!("{} {} {}\n", c[0].len(), c[1].len(), c[2].len()));
    for tw in c {
        let v: Vec<&str> = tw.iter().map(|&w| if w { "W" } else { "B" }).collect();
        s.push_str(&v.join(" "));
        s.push('\n');
    }
}

fn gen_input(cases: &[(Vec<Vec<bool>>, Vec<Vec<bool>>)]) -> String {
    let mut s = format!("{}\n", cases.len());
    for (i, (c1, c2)) in cases.iter().enumerate() {
        s.push_str(&format!("Test {}\n", i + 1));
        write_conf(&mut s, c1);
        write_conf(&mut s, c2);
    }
    s
}

pub fn random_input(seed: u64) -> String {
    let mut r = Rng(seed.wrapping_mul(0x9E3779B97F4A7C15) | 1);
    for _ in 0..4 {
        r.next();
    }
    let t = 1 + r.below(4) as usize;
    let maxh = 1 + r.below(4); // heights 0..=maxh (at most 4)
    let pw = r.below(5); // bias of colours
    let mut cases = Vec::new();
    for _ in 0..t {
        let mk = |r: &mut Rng| -> Vec<Vec<bool>> {
            (0..3)
                .map(|_| {
                    let h = r.below(maxh + 1) as usize;
                    (0..h).map(|_| r.below(6) < 1 + pw).collect()
                })
                .collect()
        };
        let c1 = mk(&mut r);
        // sometimes C2 is C1 rearranged (equal values), or a small edit of C1
        let c2 = match r.below(4) {
            0 => {
                let mut c = c1.clone();
                c.rotate_left(r.below(3) as usize);
                c
            }
            1 => {
                let mut c = c1.clone();
                let i = r.below(3) as usize;
                if c[i].is_empty() || r.below(2) == 0 {
                    c[i].push(r.below(2) == 0);
                } else {
                    let j = r.below(c[i].len() as u64) as usize;
                    c[i][j] = !c[i][j];
                }
                c
            }
            _ => mk(&mut r),
        };
        cases.push((c1, c2));
    }
    gen_input(&cases)
}

pub fn worst_input() -> String {
    let mut r = Rng(0x1234_5678_9abc_def1);
    let mut cases = Vec::new();
    for _ in 0..1000 {
        let mk = |r: &mut Rng| -> Vec<Vec<bool>> {
            (0..3).map(|_| (0..50).map(|_| r.below(2) == 0).collect()).collect()
        };
        let c1 = mk(&mut r);
        let c2 = mk(&mut r);
        cases.push((c1, c2));
    }
    gen_input(&cases)
}
