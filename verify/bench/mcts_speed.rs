//! Whole-process speed of the mcts and puct snippets, old against new (verify/bench/mcts_speed.sh
//! builds both sides): reads one workload from the file named by the first argument and prints
//! the iterations it ran with a checksum of the chosen moves. Workloads (one line, `ROUNDS`
//! times over):
//! - `nim ITERS ROUNDS`: Nim with three heaps <= 3, the 48 winning positions, C = sqrt 2;
//! - `sub ITERS ROUNDS`: "take 1, 2 or 3", the 30 winning heaps of 1..40, proofs shared by key,
//!   C = 0.4;
//! - `uttt ITERS ROUNDS`: Ultimate Tic-Tac-Toe (problems/uttt) from the empty board, C = 0.7,
//!   seeds 1..=ROUNDS;
//! - `puct ITERS ROUNDS`: PUCT on the 48 Nim positions, uniform priors, random playouts;
//! - `nim_uct ITERS ROUNDS`, `sub_uct ITERS ROUNDS`: plain UCT (C = sqrt 2, sub without key):
//!   the old side runs the snippet with terminal rewards nudged off 0 and 1 (its tests' way to
//!   leave the solver nothing to prove), the new side the bench copy's `Variant::Uct`
//!   (verify/bench/mcts_variants.rs), as `cargo bench -- mcts` does.
//!
//! Built with `--cfg old_api` against a snippets library from before issue 20 (`Puct::new(game)`,
//! `stats()` as tuples).
use snippets::mcts::{Mcts, MctsGame};
use snippets::puct::{Puct, PuctGame};
use std::cell::Cell;
use std::rc::Rc;

#[allow(dead_code)]
#[path = "../../problems/uttt/main.rs"]
mod uttt;

#[cfg(not(old_api))]
#[path = "mcts_variants.rs"]
mod mcts_variants;
#[cfg(not(old_api))]
impl mcts_variants::VariantGame for Nim {
    fn index((h, k): (u8, u8)) -> usize {
        h as usize * 4 + k as usize
    }
}
#[cfg(not(old_api))]
impl mcts_variants::VariantGame for Sub {
    fn index(k: u32) -> usize {
        k as usize
    }
}

/// The old side's plain UCT: terminal rewards moved off 0 and 1 by 2^-30.
#[cfg(old_api)]
#[derive(Clone)]
struct Plain<G>(G);
#[cfg(old_api)]
impl<G: MctsGame> MctsGame for Plain<G> {
    type Move = G::Move;
    fn moves(&self, out: &mut Vec<G::Move>) {
        self.0.moves(out)
    }
    fn play(&mut self, m: G::Move) {
        self.0.play(m)
    }
    fn outcome(&self) -> Option<f64> {
        let eps = 1.0 / (1u64 << 30) as f64;
        self.0.outcome().map(|r| eps + r * (1.0 - 2.0 * eps))
    }
    fn key(&self) -> Option<u64> {
        self.0.key()
    }
}

/// Plain UCT from every root (seed 7, C = sqrt 2): (root visits summed, checksum of the moves).
#[cfg(old_api)]
fn uct_all<G: MctsGame>(roots: Vec<G>, iters: u64, code: fn(G::Move) -> u64) -> [u64; 2] {
    mcts_all(
        roots.into_iter().map(Plain).collect(),
        2f64.sqrt(),
        iters,
        code,
    )
}
#[cfg(not(old_api))]
fn uct_all<G: mcts_variants::VariantGame>(
    roots: Vec<G>,
    iters: u64,
    code: fn(G::Move) -> u64,
) -> [u64; 2] {
    let mut out = [0; 2];
    for g in roots {
        let mut m = mcts_variants::VMcts::new(g, 7, mcts_variants::Variant::Uct);
        m.c = 2f64.sqrt();
        let ch = m.search(iters, None).unwrap();
        out[0] += m.stats().iter().map(|s| s.visits as u64).sum::<u64>();
        out[1] = out[1]
            .wrapping_mul(31)
            .wrapping_add(code(ch.mv) * 1000 + ch.visits as u64);
    }
    out
}

#[derive(Clone)]
struct Nim([u8; 3], Rc<Cell<u64>>);
impl Nim {
    fn moves(&self, out: &mut Vec<(u8, u8)>) {
        for h in 0..3 {
            out.extend((1..=self.0[h as usize]).map(|k| (h, k)));
        }
    }
}
impl MctsGame for Nim {
    type Move = (u8, u8);
    fn moves(&self, out: &mut Vec<(u8, u8)>) {
        Nim::moves(self, out)
    }
    fn play(&mut self, (h, k): (u8, u8)) {
        self.0[h as usize] -= k;
    }
    fn outcome(&self) -> Option<f64> {
        (self.0 == [0; 3]).then_some(0.0)
    }
}
impl PuctGame for Nim {
    type Move = (u8, u8);
    fn moves(&self, out: &mut Vec<(u8, u8)>) {
        Nim::moves(self, out)
    }
    fn play(&mut self, (h, k): (u8, u8)) {
        self.0[h as usize] -= k;
    }
    fn outcome(&self) -> Option<f64> {
        (self.0 == [0; 3]).then_some(0.0)
    }
    /// A uniformly random playout (splitmix64 on the shared state): the side to move's reward.
    fn evaluate(&self) -> f64 {
        let (mut s, mut mine, mut buf) = (self.0, true, Vec::with_capacity(9));
        loop {
            if s == [0; 3] {
                return if mine { 0.0 } else { 1.0 };
            }
            buf.clear();
            Nim(s, self.1.clone()).moves(&mut buf);
            self.1.set(self.1.get().wrapping_add(0x9e37_79b9_7f4a_7c15));
            let mut z = self.1.get();
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            let (h, k) = buf[(((z ^ (z >> 31)) as u128 * buf.len() as u128) >> 64) as usize];
            s[h as usize] -= k;
            mine = !mine;
        }
    }
}

#[derive(Clone)]
struct Sub(u32, bool);
impl MctsGame for Sub {
    type Move = u32;
    fn moves(&self, out: &mut Vec<u32>) {
        out.extend((1..=3).filter(|&k| k <= self.0));
    }
    fn play(&mut self, k: u32) {
        self.0 -= k;
    }
    fn outcome(&self) -> Option<f64> {
        (self.0 == 0).then_some(0.0)
    }
    fn key(&self) -> Option<u64> {
        self.1.then_some(self.0 as u64)
    }
}

fn nims() -> Vec<Nim> {
    let all = (0..64u8).map(|p| Nim([p / 16, p / 4 % 4, p % 4], Rc::new(Cell::new(7))));
    all.filter(|g| g.0[0] ^ g.0[1] ^ g.0[2] != 0).collect()
}

/// One search per root (seed 7): (root visits summed, a checksum of the chosen moves).
fn mcts_all<G: MctsGame>(roots: Vec<G>, c: f64, iters: u64, code: fn(G::Move) -> u64) -> [u64; 2] {
    let mut out = [0; 2];
    for g in roots {
        let mut m = Mcts::new(g, 7);
        m.c = c;
        let ch = m.search(iters, None).unwrap();
        out[0] += m.stats().iter().map(|s| s.visits as u64).sum::<u64>();
        out[1] = out[1]
            .wrapping_mul(31)
            .wrapping_add(code(ch.mv) * 1000 + ch.visits as u64);
    }
    out
}

fn main() {
    let path = std::env::args()
        .nth(1)
        .expect("usage: mcts_speed WORKLOAD_FILE");
    let text = std::fs::read_to_string(&path).expect("mcts_speed: cannot read the workload");
    let w: Vec<&str> = text.split_whitespace().collect();
    let num = |i: usize| w[i].parse::<u64>().expect("mcts_speed: a number");
    let mut total = [0u64; 2];
    for round in 1..=num(2) {
        let [iters, sum] = run(w[0], num(1), round);
        total = [
            total[0] + iters,
            total[1].wrapping_mul(31).wrapping_add(sum),
        ];
    }
    println!("{} iterations={} checksum={}", w[0], total[0], total[1]);
}

/// One round of a workload: (iterations, checksum).
fn run(name: &str, iters: u64, round: u64) -> [u64; 2] {
    let nim_code = |(h, k): (u8, u8)| h as u64 * 4 + k as u64;
    match name {
        "nim" => mcts_all(nims(), 2f64.sqrt(), iters, nim_code),
        "sub" => {
            let roots = (1..=40)
                .filter(|h| h % 4 != 0)
                .map(|h| Sub(h, true))
                .collect();
            mcts_all(roots, 0.4, iters, |k| k as u64)
        }
        "nim_uct" => uct_all(nims(), iters, nim_code),
        "sub_uct" => {
            let roots = (1..=40)
                .filter(|h| h % 4 != 0)
                .map(|h| Sub(h, false))
                .collect();
            uct_all(roots, iters, |k| k as u64)
        }
        "uttt" => {
            let mut m = Mcts::new(uttt::Board::new(), round);
            m.c = 0.7;
            let ch = m.search(iters, None).unwrap();
            let visits = m.stats().iter().map(|s| s.visits as u64).sum::<u64>();
            [visits, ch.mv as u64]
        }
        "puct" => {
            let mut out = [0; 2];
            for g in nims() {
                #[cfg(old_api)]
                let mut m = Puct::new(g);
                #[cfg(not(old_api))]
                let mut m = Puct::new(g, 7);
                #[cfg(old_api)]
                let mv = m.search(iters, None).unwrap();
                #[cfg(not(old_api))]
                let mv = m.search(iters, None).unwrap().mv;
                #[cfg(old_api)]
                let visits: u64 = m.stats().iter().map(|s| s.1 as u64).sum();
                #[cfg(not(old_api))]
                let visits: u64 = m.stats().iter().map(|s| s.visits as u64).sum();
                out[0] += visits;
                out[1] = out[1].wrapping_mul(31).wrapping_add(nim_code(mv));
            }
            out
        }
        other => panic!(
            "mcts_speed: unknown workload {other:?} (nim, sub, uttt, puct, nim_uct, sub_uct)"
        ),
    }
}
