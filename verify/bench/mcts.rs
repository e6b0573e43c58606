//! MCTS iterations per second on the seed's workloads: Nim with three heaps <= 3 (the 48
//! winning positions x 20,000 iterations) and the subtraction game "take 1, 2 or 3" (heaps
//! 1..40 x 20,000 iterations), plain UCT (the bench copy's `Variant::Uct`: the snippet without
//! its solver, verify/bench/mcts_variants.rs) and the snippet (solver always on); PUCT
//! (snippets/puct.rs) with uniform priors and playouts.
use crate::mcts_variants::{VMcts, Variant, VariantGame};
use crate::Table;
use snippets::mcts::{Mcts, MctsGame, MctsStat};
use snippets::puct::{Puct, PuctGame};
use std::cell::RefCell;
use std::rc::Rc;
use std::time::Instant;

#[derive(Clone, Copy)]
struct Nim([u8; 3]);
impl MctsGame for Nim {
    type Move = (u8, u8);
    fn moves(&self, out: &mut Vec<(u8, u8)>) {
        for h in 0..3 {
            out.extend((1..=self.0[h as usize]).map(|k| (h, k)));
        }
    }
    fn play(&mut self, (h, k): (u8, u8)) {
        self.0[h as usize] -= k;
    }
    fn outcome(&self) -> Option<f64> {
        (self.0 == [0; 3]).then_some(0.0)
    }
}
/// Nim for PUCT: uniform priors, valued by a uniformly random playout (as `mcts` plays them),
/// drawing from a shared splitmix64 state, with a shared move buffer.
#[derive(Clone)]
struct PNim(Nim, Rc<RefCell<Playout>>);
type Playout = (u64, Vec<(u8, u8)>); // splitmix64 state, move buffer
impl PuctGame for PNim {
    type Move = (u8, u8);
    fn moves(&self, out: &mut Vec<(u8, u8)>) {
        self.0.moves(out)
    }
    fn play(&mut self, m: (u8, u8)) {
        self.0.play(m)
    }
    fn outcome(&self) -> Option<f64> {
        self.0.outcome()
    }
    fn evaluate(&self) -> f64 {
        let (mut s, mut mine) = (self.0, true);
        let (rng, buf) = &mut *self.1.borrow_mut();
        loop {
            if let Some(r) = s.outcome() {
                return if mine { r } else { 1.0 - r };
            }
            buf.clear();
            s.moves(buf);
            *rng = rng.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = *rng;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            let i = ((z ^ (z >> 31)) as u128 * buf.len() as u128) >> 64;
            s.play(buf[i as usize]);
            mine = !mine;
        }
    }
}

#[derive(Clone, Copy)]
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

impl VariantGame for Nim {
    fn index((h, k): (u8, u8)) -> usize {
        h as usize * 4 + k as usize
    }
}
impl VariantGame for Sub {
    fn index(k: u32) -> usize {
        k as usize
    }
}

/// A search tree: the snippet (`solver`) or plain UCT (the bench copy without proofs).
fn search<G: VariantGame>(g: &G, c: f64, solver: bool) -> (MctsStat<G::Move>, usize) {
    let visits = |s: Vec<MctsStat<G::Move>>| s.iter().map(|s| s.visits as usize).sum();
    if solver {
        let mut m = Mcts::new(g.clone(), 7);
        m.c = c;
        (m.search(20_000, None).unwrap(), visits(m.stats()))
    } else {
        let mut m = VMcts::new(g.clone(), 7, Variant::Uct);
        m.c = c;
        (m.search(20_000, None).unwrap(), visits(m.stats()))
    }
}

/// Runs one search per root (seed 7, constant `c`, the snippet or plain UCT); returns
/// (iterations run, root moves that are wrong, proven).
fn run_all<G: VariantGame>(
    roots: &[G],
    c: f64,
    solver: bool,
    good: impl Fn(&G, G::Move) -> bool,
) -> [usize; 3] {
    let mut out = [0; 3];
    for g in roots {
        let (ch, visits) = search(g, c, solver);
        out[0] += visits;
        out[1] += !good(g, ch.mv) as usize;
        out[2] += ch.proven.is_some() as usize;
    }
    out
}

fn row(t: &mut Table, name: &str, mut run: impl FnMut() -> [usize; 3]) {
    let mut times = Vec::new();
    t.row(name, 5, || {
        let start = Instant::now();
        let [iters, wrong, proven] = run();
        times.push(start.elapsed().as_secs_f64());
        times.sort_by(|a, b| a.partial_cmp(b).unwrap());
        let rate = iters as f64 / times[times.len() / 2] / 1e6;
        format!("iterations={iters} ({rate:.2} M/s at the median), wrong={wrong}, proven={proven}")
    });
}

/// PUCT from every root (seed 7, constant `c`, uniform priors, playouts): (iterations run,
/// root moves that are wrong, 0).
fn puct_nim(roots: &[Nim], c: f64) -> [usize; 3] {
    let mut out = [0; 3];
    for g in roots {
        let mut m = Puct::new(PNim(*g, Rc::new(RefCell::new((7, vec![])))), 7);
        m.c = c;
        let mv = m.search(20_000, None).unwrap().mv;
        out[0] += m.iterations as usize;
        out[1] += !nim_good(g, mv) as usize;
    }
    out
}

fn nim_roots() -> Vec<Nim> {
    (0..64u8)
        .map(|p| Nim([p / 16, p / 4 % 4, p % 4]))
        .filter(|g| g.0[0] ^ g.0[1] ^ g.0[2] != 0)
        .collect()
}
fn nim_good(g: &Nim, (h, k): (u8, u8)) -> bool {
    let mut a = g.0;
    a[h as usize] -= k;
    a[0] ^ a[1] ^ a[2] == 0
}
fn sub_roots(key: bool) -> Vec<Sub> {
    (1..=40)
        .filter(|h| h % 4 != 0)
        .map(|h| Sub(h, key))
        .collect()
}
fn sub_good(g: &Sub, k: u32) -> bool {
    (g.0 - k) % 4 == 0
}

pub fn run(t: &mut Table) {
    let (nim, sub, keyed) = (nim_roots(), sub_roots(false), sub_roots(true));
    let sqrt2 = 2f64.sqrt();
    row(t, "nim 48 x 20k, uct", || {
        run_all(&nim, sqrt2, false, nim_good)
    });
    row(t, "nim 48 x 20k, solver", || {
        run_all(&nim, sqrt2, true, nim_good)
    });
    row(t, "nim 48 x 20k, puct (uniform priors)", || {
        puct_nim(&nim, sqrt2)
    });
    row(t, "subtraction 30 x 20k, uct", || {
        run_all(&sub, sqrt2, false, sub_good)
    });
    row(t, "subtraction 30 x 20k, solver+key, C=0.4", || {
        run_all(&keyed, 0.4, true, sub_good)
    });
    // Take 1..3 from heap 400 without shared proofs: the solver proves nothing in 20k
    // iterations (no proof cuts the tree short).
    let (visits, peak) = crate::measure_peak(|| {
        let mut m = Mcts::new(Sub(400, false), 7);
        m.search(20_000, None);
        m.stats().iter().map(|s| s.visits).sum::<u32>()
    });
    t.note(&format!(
        "mcts, take 1..3 heap 400, 20k iterations ({visits} root visits): peak heap {}",
        crate::mib(peak)
    ));
    t.note("iterations = root visits summed over the roots (a root with one move stops after one); seed 7 as in the tests");
}

/// CPU seconds of this thread (scheduler clock, nanoseconds), or wall time if unavailable.
fn cpu_now(wall: Instant) -> f64 {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
    let ns = stat
        .split_whitespace()
        .next()
        .and_then(|x| x.parse::<u64>().ok());
    ns.map_or(wall.elapsed().as_secs_f64(), |ns| ns as f64 * 1e-9)
}

/// `rows mcts REPS`: the anchor's `refs mcts_nim3|mcts_sub3 REPS` workloads (plain UCT, C = 1.41,
/// 20,000 iterations per root; best of REPS), then the same with the solver, and PUCT with
/// uniform priors (snippets/puct.rs, valued by playouts).
pub fn rows(reps: usize) {
    let (nim, sub) = (nim_roots(), sub_roots(false));
    timed_row("mcts_nim3", "", reps, 48, || {
        run_all(&nim, 1.41, false, nim_good)
    });
    timed_row("mcts_sub3", "", reps, 30, || {
        run_all(&sub, 1.41, false, sub_good)
    });
    timed_row("mcts_nim3", "_solver", reps, 48, || {
        run_all(&nim, 1.41, true, nim_good)
    });
    timed_row("mcts_sub3", "_solver", reps, 30, || {
        run_all(&sub, 1.41, true, sub_good)
    });
    timed_row("puct_nim3", "", reps, 48, || puct_nim(&nim, 1.41));
}

fn timed_row(name: &str, suffix: &str, reps: usize, roots: usize, run: impl Fn() -> [usize; 3]) {
    let (mut cpu, mut wall, mut out) = (f64::MAX, f64::MAX, [0; 3]);
    for _ in 0..reps.max(1) {
        let w = Instant::now();
        let c = cpu_now(w);
        // Short workloads (the solver proves Nim roots in a few hundred iterations) are
        // repeated up to 10^6 iterations: the CPU clock read here ticks every few ms.
        let (mut its, mut runs) = (0, 0);
        while its < 1_000_000 {
            out = run();
            (its, runs) = (its + out[0], runs + 1);
        }
        cpu = cpu.min((cpu_now(w) - c) / runs as f64);
        wall = wall.min(w.elapsed().as_secs_f64() / runs as f64);
    }
    let (its, right) = (out[0], roots - out[1]);
    let per = 1e6 / its as f64;
    println!(
        "ROW {name}{suffix} cpu={cpu:.6} wall={wall:.6} iterations={its} correct={right}/{roots} ns_per_it={:.1}",
        1e9 * cpu / its as f64
    );
    println!(
        "ROW {name}_per_1M_iterations{suffix} cpu={:.6} wall={:.6}",
        per * cpu,
        per * wall
    );
}
