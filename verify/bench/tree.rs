//! game_tree on a uniform random tree, branching 8 and depth 8 (19,173,961 nodes, 8^8 =
//! 16,777,216 leaves, values -10^4..10^4 from a fixed-seed xorshift): negamax vs fail-hard
//! alpha-beta vs PVS vs MTD(f), nodes / leaves visited and median time; then the same tree with
//! every child list sorted best-first, where alpha-beta meets Knuth-Moore's 8^4 + 8^4 - 1 leaves.
use crate::Table;
use snippets::game_tree::{GameTree, Search, INF};

const B: usize = 8;
const D: u32 = 8;

fn counters(s: &Search) -> String {
    format!("value={} nodes={} leaves={}", s.value, s.nodes, s.leaves)
}

pub fn run(t: &mut Table) {
    let n = (B.pow(D + 1) - 1) / (B - 1);
    let inner = (B.pow(D) - 1) / (B - 1); // ids below this are inner nodes (heap order)
    let mut children: Vec<Vec<usize>> = (0..n)
        .map(|v| {
            if v < inner {
                (B * v + 1..=B * v + B).collect()
            } else {
                Vec::new()
            }
        })
        .collect();
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    let leaf: Vec<i32> = (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % 20_001) as i32 - 10_000
        })
        .collect();

    let tree = GameTree::new(children.clone(), leaf.clone());
    t.row("b=8 d=8 random order: negamax", 3, || {
        counters(&tree.negamax())
    });
    t.row("b=8 d=8 random order: alpha-beta (fail-hard)", 3, || {
        counters(&tree.alphabeta(-INF, INF))
    });
    t.row("b=8 d=8 random order: PVS (NegaScout)", 3, || {
        counters(&tree.pvs(-INF, INF))
    });
    t.row("b=8 d=8 random order: MTD(f), guess 0", 3, || {
        counters(&tree.mtdf(0))
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
    let tree = GameTree::new(children, leaf);
    t.row("b=8 d=8 best-first order: alpha-beta", 3, || {
        counters(&tree.alphabeta(-INF, INF))
    });
    t.row("b=8 d=8 best-first order: PVS", 3, || {
        counters(&tree.pvs(-INF, INF))
    });
    t.row("b=8 d=8 best-first order: MTD(f), guess 0", 3, || {
        counters(&tree.mtdf(0))
    });
    t.note("medians of 3 runs; the tree is built once per order, outside the timings");
}
