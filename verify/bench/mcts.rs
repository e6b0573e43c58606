//! MCTS iterations per second on the seed's workloads: Nim with three heaps <= 3 (the 48
//! winning positions x 20,000 iterations) and the subtraction game "take 1, 2 or 3" (heaps
//! 1..40 x 20,000 iterations), plain UCT and with the solver.
use crate::Table;
use snippets::mcts::{Game, Mcts, Proof};
use std::time::Instant;

#[derive(Clone, Copy)]
struct Nim([u8; 3]);
impl Game for Nim {
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
        (self.0 == [0; 3]).then_some(1.0)
    }
}

#[derive(Clone, Copy)]
struct Sub(u32, bool);
impl Game for Sub {
    type Move = u32;
    fn moves(&self, out: &mut Vec<u32>) {
        out.extend((1..=3).filter(|&k| k <= self.0));
    }
    fn play(&mut self, k: u32) {
        self.0 -= k;
    }
    fn outcome(&self) -> Option<f64> {
        (self.0 == 0).then_some(1.0)
    }
    fn key(&self) -> Option<u64> {
        self.1.then_some(self.0 as u64)
    }
}

/// Runs one search per root; returns (iterations run, root moves that are wrong, proven).
fn run_all<G: Game>(
    roots: &[G],
    iters: u64,
    setup: impl Fn(&mut Mcts<G>),
    good: impl Fn(&G, G::Move) -> bool,
) -> (u64, usize, usize) {
    let (mut total, mut wrong, mut proven) = (0, 0, 0);
    for g in roots {
        let mut m = Mcts::new(g.clone(), 7);
        setup(&mut m);
        let ch = m.search(iters, None).unwrap();
        total += m.stats().iter().map(|s| s.visits as u64).sum::<u64>();
        wrong += !good(g, ch.mv) as usize;
        proven += (ch.proof != Proof::Unknown) as usize;
    }
    (total, wrong, proven)
}

fn row<G: Game>(
    t: &mut Table,
    name: &str,
    roots: &[G],
    setup: impl Fn(&mut Mcts<G>) + Copy,
    good: impl Fn(&G, G::Move) -> bool + Copy,
) {
    let mut times = Vec::new();
    t.row(name, 5, || {
        let start = Instant::now();
        let (iters, wrong, proven) = run_all(roots, 20_000, setup, good);
        times.push(start.elapsed().as_secs_f64());
        times.sort_by(|a, b| a.partial_cmp(b).unwrap());
        let rate = iters as f64 / times[times.len() / 2] / 1e6;
        format!("iterations={iters} ({rate:.2} M/s at the median), wrong={wrong}, proven={proven}")
    });
}

pub fn run(t: &mut Table) {
    let nim: Vec<Nim> = (0..64u8)
        .map(|p| Nim([p / 16, p / 4 % 4, p % 4]))
        .filter(|g| g.0[0] ^ g.0[1] ^ g.0[2] != 0)
        .collect();
    let nim_good = |g: &Nim, (h, k): (u8, u8)| {
        let mut a = g.0;
        a[h as usize] -= k;
        a[0] ^ a[1] ^ a[2] == 0
    };
    row(t, "nim 48 x 20k, uct", &nim, |m| m.solver = false, nim_good);
    row(t, "nim 48 x 20k, solver", &nim, |_| {}, nim_good);
    let puct = |m: &mut Mcts<Nim>| (m.solver, m.puct) = (false, true);
    row(
        t,
        "nim 48 x 20k, puct (uniform priors)",
        &nim,
        puct,
        nim_good,
    );
    let sub: Vec<Sub> = (1..=40)
        .filter(|h| h % 4 != 0)
        .map(|h| Sub(h, false))
        .collect();
    let sub_good = |g: &Sub, k: u32| (g.0 - k) % 4 == 0;
    row(
        t,
        "subtraction 30 x 20k, uct",
        &sub,
        |m| m.solver = false,
        sub_good,
    );
    let keyed: Vec<Sub> = sub.iter().map(|g| Sub(g.0, true)).collect();
    let solver_04 = |m: &mut Mcts<Sub>| m.c = 0.4;
    row(
        t,
        "subtraction 30 x 20k, solver+key, C=0.4",
        &keyed,
        solver_04,
        sub_good,
    );
    let (size, peak) = crate::measure_peak(|| {
        let mut m = Mcts::new(Nim([3, 3, 3]), 7);
        m.solver = false;
        m.search(20_000, None);
        m.tree_size()
    });
    t.note(&format!(
        "nim [3,3,3] uct 20k iterations: {} nodes, peak heap {}",
        size,
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
/// 20,000 iterations per root; best of REPS), then the same with the solver.
pub fn rows(reps: usize) {
    let nim: Vec<Nim> = (0..64u8)
        .map(|p| Nim([p / 16, p / 4 % 4, p % 4]))
        .filter(|g| g.0[0] ^ g.0[1] ^ g.0[2] != 0)
        .collect();
    let sub: Vec<Sub> = (1..=40)
        .filter(|h| h % 4 != 0)
        .map(|h| Sub(h, false))
        .collect();
    let nim_good = |g: &Nim, (h, k): (u8, u8)| {
        let mut a = g.0;
        a[h as usize] -= k;
        a[0] ^ a[1] ^ a[2] == 0
    };
    let sub_good = |g: &Sub, k: u32| (g.0 - k) % 4 == 0;
    let uct = |m: &mut Mcts<Nim>| (m.c, m.solver) = (1.41, false);
    timed_row("mcts_nim3", "", reps, &nim, uct, nim_good);
    let uct = |m: &mut Mcts<Sub>| (m.c, m.solver) = (1.41, false);
    timed_row("mcts_sub3", "", reps, &sub, uct, sub_good);
    let solver = |m: &mut Mcts<Nim>| m.c = 1.41;
    timed_row("mcts_nim3", "_solver", reps, &nim, solver, nim_good);
    let solver = |m: &mut Mcts<Sub>| m.c = 1.41;
    timed_row("mcts_sub3", "_solver", reps, &sub, solver, sub_good);
}

fn timed_row<G: Game>(
    name: &str,
    suffix: &str,
    reps: usize,
    roots: &[G],
    setup: impl Fn(&mut Mcts<G>) + Copy,
    good: impl Fn(&G, G::Move) -> bool + Copy,
) {
    let (mut cpu, mut wall, mut out) = (f64::MAX, f64::MAX, (0, 0, 0));
    for _ in 0..reps.max(1) {
        let w = Instant::now();
        let c = cpu_now(w);
        // Short workloads (the solver proves Nim roots in a few hundred iterations) are
        // repeated up to 10^6 iterations: the CPU clock read here ticks every few ms.
        let (mut its, mut runs) = (0, 0);
        while its < 1_000_000 {
            out = run_all(roots, 20_000, setup, good);
            (its, runs) = (its + out.0, runs + 1);
        }
        cpu = cpu.min((cpu_now(w) - c) / runs as f64);
        wall = wall.min(w.elapsed().as_secs_f64() / runs as f64);
    }
    let (its, wrong, _) = out;
    let per = 1e6 / its as f64;
    let right = roots.len() - wrong;
    println!(
        "ROW {name}{suffix} cpu={cpu:.6} wall={wall:.6} iterations={its} correct={right}/{} ns_per_it={:.1}",
        roots.len(),
        1e9 * cpu / its as f64
    );
    println!(
        "ROW {name}_per_1M_iterations{suffix} cpu={:.6} wall={:.6}",
        per * cpu,
        per * wall
    );
}
