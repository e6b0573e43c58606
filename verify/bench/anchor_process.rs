//! One row of the seed-000 comparison per process (issue 21 item 2), the Rust side of
//! anchor_process.cpp: reads the anchor's input file, builds the tree as the anchor does (level
//! by level, children pushed one by one), builds the snippet's structures and searches once, as a
//! submission would. verify/bench/anchors_process.sh builds both sides and prints the commands.
//! usage: anchor_process negamax|alphabeta|negascout|pns DIR   (DIR from `refs gen DIR`)
//! Output: "ROW name cpu=S wall=S value=V nodes=N [expansions=E]": the search alone (after the
//! build) and the anchor's counters; the whole process is what the comparison times.
use snippets::game_tree::GameTree;
use snippets::pns::pns;
use std::time::Instant;

mod cpu;

/// The anchor's uniform tree (branching b, depth d): ids level by level from the root 0, each
/// node's children pushed in turn; returns the children lists and the ids of the last level.
fn uniform(b: usize, d: u32) -> (Vec<Vec<usize>>, Vec<usize>) {
    let (mut ch, mut level) = (vec![vec![]], vec![0]);
    for _ in 0..d {
        let mut next = vec![];
        for &v in &level {
            for _ in 0..b {
                let c = ch.len();
                ch.push(vec![]);
                ch[v].push(c);
                next.push(c);
            }
        }
        level = next;
    }
    (ch, level)
}

/// Runs the search `f` once and prints its ROW line: CPU and wall seconds, then `fields`.
fn row<F: FnOnce() -> String>(name: &str, f: F) {
    let (c, w) = (cpu::cpu_now(), Instant::now());
    let fields = f();
    let (cpu, wall) = (cpu::cpu_now() - c, w.elapsed().as_secs_f64());
    println!("ROW {name} cpu={cpu:.6} wall={wall:.6} {fields}");
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    assert!(
        args.len() == 3,
        "usage: anchor_process negamax|alphabeta|negascout|pns DIR"
    );
    let (mode, dir) = (args[1].as_str(), args[2].as_str());
    match mode {
        "negamax" | "alphabeta" | "negascout" => {
            let (children, level) = uniform(8, 8);
            let mut leaf = vec![0i32; children.len()];
            let bytes = std::fs::read(format!("{dir}/tree_leaves.bin")).expect("tree_leaves.bin");
            assert_eq!(bytes.len(), 4 * level.len(), "bad tree_leaves.bin");
            for (&v, b) in level.iter().zip(bytes.chunks_exact(4)) {
                leaf[v] = i32::from_le_bytes([b[0], b[1], b[2], b[3]]);
            }
            let mut t = GameTree::new(&children, &leaf);
            let w = 1_000_000; // the anchor's window
            row(&format!("tree_{mode}"), || {
                let v = match mode {
                    "negamax" => t.negamax(0),
                    "alphabeta" => t.alphabeta(0, -w, w),
                    _ => t.pvs(0, -w, w),
                };
                format!("value={v} nodes={}", t.nodes)
            });
        }
        "pns" => {
            let (kids, level) = uniform(4, 10);
            let n = kids.len();
            let (mut is_or, mut value) = (vec![true; n], vec![false; n]);
            for v in 0..n {
                for &c in &kids[v] {
                    is_or[c] = !is_or[v];
                }
            }
            let bytes = std::fs::read(format!("{dir}/pns_leaves.bin")).expect("pns_leaves.bin");
            assert_eq!(bytes.len(), level.len(), "bad pns_leaves.bin");
            for (&v, &x) in level.iter().zip(&bytes) {
                value[v] = x != 0;
            }
            row("pns_b4_d10", || {
                let (v, e) = pns(&kids, &is_or, &value, None, u64::MAX);
                let v = v.expect("settled") as i32;
                format!("value={v} nodes={n} expansions={e}")
            });
        }
        _ => panic!("anchor_process: unknown mode {mode}"),
    }
}
