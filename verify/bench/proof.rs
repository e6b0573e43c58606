//! Proof-number search: pns (explicit tree, whole tree in memory) vs df-pn (implicit game,
//! fixed table) on the same random AND/OR trees and on 4x4 tic-tac-toe positions ("can x, to
//! move, force four in a line?"). Counters: value, expansions, peak heap of the search itself
//! (the explicit tree given to pns is input and not counted; df-pn's table is counted).
use crate::{measure_peak, mib, Table};
use snippets::dfpn::{Dfpn, ProofGame};
use snippets::pns::pns;

#[allow(dead_code)]
#[path = "../common/and_or.rs"]
pub mod and_or; // also used by proof_variants.rs
use and_or::{random_tree, Node, Tree, Ttt4};

/// Parses 4 rows of `x`, `o`, `.`; x to move.
fn parse(rows: [&str; 4]) -> Ttt4 {
    let (mut x, mut o) = (0, 0);
    for (r, row) in rows.iter().enumerate() {
        for (c, ch) in row.bytes().enumerate() {
            match ch {
                b'x' => x |= 1 << (r * 4 + c),
                b'o' => o |= 1 << (r * 4 + c),
                _ => {}
            }
        }
    }
    Ttt4::new(x, o)
}

/// The whole game tree of a 4x4 position as an explicit tree for pns.
fn explicit(root: Ttt4) -> Tree {
    let mut t = Tree {
        kids: vec![],
        is_or: vec![],
        value: vec![],
    };
    let mut stack = vec![(root, usize::MAX)];
    while let Some((b, parent)) = stack.pop() {
        let id = t.kids.len();
        t.kids.push(Vec::new());
        t.is_or.push(b.0.x_turn);
        t.value.push(b.outcome() == Some(true));
        if parent != usize::MAX {
            t.kids[parent].push(id);
        }
        if b.outcome().is_none() {
            stack.extend(b.successors().into_iter().map(|c| (c, id)));
        }
    }
    t
}

fn show(v: Option<bool>) -> &'static str {
    match v {
        Some(true) => "proven",
        Some(false) => "disproven",
        None => "unknown",
    }
}

fn compare(t: &mut Table, name: &str, tree: &Tree, runs: usize) {
    let n = tree.kids.len();
    t.row(&format!("{name}: pns"), runs, || {
        let ((v, e), peak) =
            measure_peak(|| pns(&tree.kids, &tree.is_or, &tree.value, None, u64::MAX));
        format!("{}, expansions={e}, nodes={n}, peak={}", show(v), mib(peak))
    });
    t.row(
        &format!("{name}: pns limit 1 (input check, setup)"),
        runs,
        || {
            let (v, e) = pns(&tree.kids, &tree.is_or, &tree.value, None, 1);
            format!("{}, expansions={e}", show(v))
        },
    );
    for (bits, eps) in [(16, 0.0), (20, 0.0), (20, 0.25)] {
        t.row(&format!("{name}: dfpn 2^{bits} e={eps}"), runs, || {
            let ((v, e), peak) = measure_peak(|| {
                let mut s = Dfpn::new(bits).epsilon(eps);
                (s.solve(&mut Node::root(tree), u64::MAX), s.expansions)
            });
            format!("{}, expansions={e}, peak={}", show(v), mib(peak))
        });
    }
}

pub fn run(t: &mut Table) {
    t.note("peak = heap of the search only: pns 13 B/node (the input tree not counted), dfpn its table (24 B x 2^bits) and stack");
    t.note("(game) = df-pn on the 4x4 game itself, where transpositions share table entries; e = 1+e trick");
    for (name, seed, shape, alt, p) in [
        ("random 300k bushy", 1, 0, false, 50),
        ("random 300k lopsided", 4, 2, true, 50),
        ("random 300k binary alternating", 5, 3, true, 62),
        ("random 300k ternary alternating", 6, 4, true, 70),
        ("random 300k 5-ary alternating", 7, 6, true, 80),
    ] {
        let tree = random_tree(seed, 300_000, shape, alt, Some(p));
        compare(t, name, &tree, 3);
    }
    // 4x4 positions with x to move; x's forced win decided on the full game tree.
    for (name, rows) in [
        (
            "4x4 x.x./.ox./oxo./...o (8 empty)",
            ["x.x.", ".ox.", "oxo.", "...o"],
        ),
        (
            "4x4 ..ox/..../x.xo/o.ox (8 empty)",
            ["..ox", "....", "x.xo", "o.ox"],
        ),
        (
            "4x4 .xx./.o.o/..../..xo (10 empty)",
            [".xx.", ".o.o", "....", "..xo"],
        ),
    ] {
        let root = parse(rows);
        let tree = explicit(root);
        compare(t, name, &tree, 3);
        t.row(&format!("{name}: dfpn 2^20 e=0.25 (game)"), 3, || {
            let ((v, e), peak) = measure_peak(|| {
                let (mut s, mut g) = (Dfpn::new(20).epsilon(0.25), root);
                (s.solve(&mut g, u64::MAX), s.expansions)
            });
            format!("{}, expansions={e}, peak={}", show(v), mib(peak))
        });
    }
}

/// `rows pns DIR REPS`: seed 000's anchor AND/OR tree (b = 4, d = 10, root OR, levels
/// alternating, leaves from DIR/pns_leaves.bin in level order), the anchor's row.
pub fn rows(dir: &str, reps: usize) {
    let (b, d) = (4usize, 10u32);
    let n = (b.pow(d + 1) - 1) / (b - 1);
    let inner = (b.pow(d) - 1) / (b - 1);
    let kids: Vec<Vec<usize>> = (0..n)
        .map(|v| {
            if v < inner {
                (b * v + 1..=b * v + b).collect()
            } else {
                Vec::new()
            }
        })
        .collect();
    let mut depth = vec![0u32; n];
    for v in 1..n {
        depth[v] = depth[(v - 1) / b] + 1;
    }
    let is_or: Vec<bool> = depth.iter().map(|&k| k % 2 == 0).collect();
    let bytes = std::fs::read(format!("{dir}/pns_leaves.bin")).expect("pns_leaves.bin");
    assert_eq!(bytes.len(), n - inner, "bad pns_leaves.bin");
    let mut value = vec![false; inner];
    value.extend(bytes.iter().map(|&x| x != 0));
    // The anchor builds its tree by push_back, and its outer vector's growth frees a 24 MiB block:
    // glibc then keeps blocks up to that size on the heap and trims only above twice that, so its
    // repetitions reuse the search's arrays without page faults. Same allocator state here.
    drop(std::hint::black_box(vec![1u8; 24 << 20]));
    crate::tree::row("pns_b4_d10", reps, || {
        let (v, e) = pns(&kids, &is_or, &value, None, u64::MAX);
        format!("value={} nodes={n} expansions={e}", v.unwrap() as i32)
    });
    crate::tree::row("pns_b4_d10_setup_only", reps, || {
        let (v, e) = pns(&kids, &is_or, &value, None, 1);
        format!("value={v:?} expansions={e}")
    });
}
