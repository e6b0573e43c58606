//! game_tree on a uniform random tree, branching 8 and depth 8 (19,173,961 nodes, 8^8 =
//! 16,777,216 leaves, values -10^4..10^4 from a fixed-seed xorshift): negamax vs fail-hard
//! alpha-beta vs PVS vs MTD(f), nodes / leaves visited and median time; then the same tree with
//! every child list sorted best-first, where alpha-beta meets Knuth-Moore's 8^4 + 8^4 - 1 leaves.
//! `rows tree DIR REPS`: the same searches on seed 000's anchor tree (`refs gen DIR`), as ROW lines.
use crate::Table;
use snippets::game_tree::GameTree;
use std::time::Instant;

const B: usize = 8;
const D: u32 = 8;
const INF: i64 = i64::MAX;

fn counters(t: &GameTree, value: i64) -> String {
    format!("value={} nodes={} leaves={}", value, t.nodes, t.leaves)
}

/// The uniform tree in level order (heap order): node v's children are B*v+1 ..= B*v+B.
fn uniform(b: usize, d: u32) -> (Vec<Vec<usize>>, usize) {
    let n = (b.pow(d + 1) - 1) / (b - 1);
    let inner = (b.pow(d) - 1) / (b - 1); // ids below this are inner nodes
    let children = (0..n)
        .map(|v| {
            if v < inner {
                (b * v + 1..=b * v + b).collect()
            } else {
                Vec::new()
            }
        })
        .collect();
    (children, inner)
}

pub fn run(t: &mut Table) {
    let (mut children, inner) = uniform(B, D);
    let n = children.len();
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    let leaf: Vec<i32> = (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % 20_001) as i32 - 10_000
        })
        .collect();

    let mut tree = GameTree::new(&children, &leaf);
    t.row("b=8 d=8 random order: negamax", 3, || {
        let v = tree.negamax(0);
        counters(&tree, v)
    });
    t.row("b=8 d=8 random order: alpha-beta (fail-hard)", 3, || {
        let v = tree.alphabeta(0, -INF, INF);
        counters(&tree, v)
    });
    t.row("b=8 d=8 random order: PVS (NegaScout)", 3, || {
        let v = tree.pvs(0, -INF, INF);
        counters(&tree, v)
    });
    t.row("b=8 d=8 random order: MTD(f), guess 0", 3, || {
        let v = tree.mtdf(0);
        counters(&tree, v)
    });
    t.row("b=8 d=8 random order: root_scores", 3, || {
        let s = tree.root_scores();
        let best = s.iter().max().unwrap();
        let optimal = s.iter().filter(|&x| x == best).count();
        format!("{}, optimal moves={optimal}", counters(&tree, *best))
    });
    let (_, peak) = crate::measure_peak(|| tree.mtdf(0));
    t.note(&format!(
        "MTD(f) bounds memo (a HashMap over the nodes it visits): peak heap {}",
        crate::mib(peak)
    ));
    drop(tree);

    // Best-first order: child values bottom-up (children have larger ids), then sort.
    let mut val = vec![0i64; n];
    for v in (0..n).rev() {
        val[v] = if v < inner {
            children[v].iter().map(|&c| -val[c]).max().unwrap()
        } else {
            leaf[v] as i64
        };
    }
    for ch in children.iter_mut() {
        ch.sort_by_key(|&c| val[c]);
    }
    let mut tree = GameTree::new(&children, &leaf);
    t.row("b=8 d=8 best-first order: alpha-beta", 3, || {
        let v = tree.alphabeta(0, -INF, INF);
        counters(&tree, v)
    });
    t.row("b=8 d=8 best-first order: PVS", 3, || {
        let v = tree.pvs(0, -INF, INF);
        counters(&tree, v)
    });
    t.row("b=8 d=8 best-first order: MTD(f), guess 0", 3, || {
        let v = tree.mtdf(0);
        counters(&tree, v)
    });
    t.note("medians of 3 runs; the tree is built once per order, outside the timings");
}

/// Process CPU seconds (Linux `clock_gettime(CLOCK_PROCESS_CPUTIME_ID)`), as the anchor times itself.
pub fn cpu_now() -> f64 {
    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, t: *mut Timespec) -> i32;
    }
    let mut t = Timespec { sec: 0, nsec: 0 };
    // SAFETY: a valid out-pointer; clock 2 is CLOCK_PROCESS_CPUTIME_ID on Linux.
    assert_eq!(unsafe { clock_gettime(2, &mut t) }, 0);
    t.sec as f64 + 1e-9 * t.nsec as f64
}

/// Prints `ROW name cpu=S wall=S fields` with the best CPU and wall time of `reps` runs of `f`
/// (like the anchor's `best_of`); `f` returns the fields of its run.
pub fn row<F: FnMut() -> String>(name: &str, reps: usize, mut f: F) {
    let (mut cpu, mut wall, mut fields) = (f64::MAX, f64::MAX, String::new());
    for _ in 0..reps.max(1) {
        let (c, w) = (cpu_now(), Instant::now());
        fields = f();
        cpu = cpu.min(cpu_now() - c);
        wall = wall.min(w.elapsed().as_secs_f64());
    }
    println!("ROW {name} cpu={cpu:.6} wall={wall:.6} {fields}");
}

/// `rows tree DIR REPS`: seed 000's anchor tree (b = 8, d = 8, leaves from DIR/tree_leaves.bin in
/// level order) with the anchor's rows, windows and repetitions (alpha-beta and PVS 5 * REPS).
pub fn rows(dir: &str, reps: usize) {
    let (children, inner) = uniform(B, D);
    let bytes = std::fs::read(format!("{dir}/tree_leaves.bin")).expect("tree_leaves.bin");
    assert_eq!(
        bytes.len(),
        4 * (children.len() - inner),
        "bad tree_leaves.bin"
    );
    let mut leaf = vec![0i32; inner];
    leaf.extend(
        bytes
            .chunks_exact(4)
            .map(|b| i32::from_le_bytes([b[0], b[1], b[2], b[3]])),
    );
    // Not timed by the anchor (it searches its own GameTree struct): the flat copy `new` makes.
    row("tree_copy_in_new", reps, || {
        drop(GameTree::new(&children, &leaf));
        format!("nodes={}", children.len())
    });
    let mut t = GameTree::new(&children, &leaf);
    let w = 1_000_000; // the anchor's window; every value is within it
    row("tree_negamax", reps, || {
        let v = t.negamax(0);
        format!("value={v} nodes={}", t.nodes)
    });
    row("tree_alphabeta", 5 * reps, || {
        let v = t.alphabeta(0, -w, w);
        format!("value={v} nodes={}", t.nodes)
    });
    row("tree_negascout", 5 * reps, || {
        let v = t.pvs(0, -w, w);
        format!("value={v} nodes={}", t.nodes)
    });
}
