//! Proof-number search: pns (explicit tree, whole tree in memory) vs df-pn (implicit game,
//! fixed table) on the same random AND/OR trees and on 4x4 tic-tac-toe positions ("can x, to
//! move, force four in a line?"). Counters: value, expansions, peak heap of the search itself
//! (the explicit tree given to pns is input and not counted; df-pn's table is counted).
use crate::{measure_peak, mib, Table};
use snippets::dfpn::{Dfpn, Position};
use snippets::pns::pns;

struct Tree {
    kids: Vec<Vec<usize>>,
    is_or: Vec<bool>,
    value: Vec<bool>,
}

/// Random tree, parents before children: shape 0 bushy, 1 chain-like, 2 lopsided, b >= 3:
/// complete (b - 1)-ary tree (all leaves at the bottom); leaves true with probability p_true%.
fn random_tree(seed: u64, n: usize, shape: u64, alternate: bool, p_true: u64) -> Tree {
    let mut s = seed | 1;
    let mut rnd = |m: u64| {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s % m
    };
    let mut kids = vec![Vec::new(); n];
    let mut depth = vec![0usize; n];
    for i in 1..n {
        let j = i as u64;
        let p = match shape {
            0 => rnd(j),
            1 => j - 1 - rnd(j.min(3)),
            2 => rnd(j.min(4)),
            b => (j - 1) / (b - 1),
        } as usize;
        kids[p].push(i);
        depth[i] = depth[p] + 1;
    }
    let is_or = (0..n)
        .map(|v| {
            if alternate {
                depth[v] % 2 == 0
            } else {
                rnd(2) == 0
            }
        })
        .collect();
    let value = (0..n).map(|_| rnd(100) < p_true).collect();
    Tree { kids, is_or, value }
}

struct Node<'a>(&'a Tree, usize);

impl Position for Node<'_> {
    fn outcome(&self) -> Option<bool> {
        if self.0.kids[self.1].is_empty() {
            Some(self.0.value[self.1])
        } else {
            None
        }
    }
    fn is_or(&self) -> bool {
        self.0.is_or[self.1]
    }
    fn children(&self, out: &mut Vec<Self>) {
        out.extend(self.0.kids[self.1].iter().map(|&c| Node(self.0, c)));
    }
    fn key(&self) -> u64 {
        self.1 as u64
    }
}

/// 4x4 tic-tac-toe, x the prover; plain move generation (no threat pruning).
#[derive(Clone, Copy)]
struct Ttt4 {
    x: u16,
    o: u16,
    x_turn: bool,
}

const LINES: [u16; 10] = [
    0x000F, 0x00F0, 0x0F00, 0xF000, 0x1111, 0x2222, 0x4444, 0x8888, 0x8421, 0x1248,
];

impl Ttt4 {
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
        Ttt4 { x, o, x_turn: true }
    }
    fn moves(&self) -> Vec<Ttt4> {
        let used = self.x | self.o;
        (0..16)
            .filter(|&i| used >> i & 1 == 0)
            .map(|i| {
                let b = 1u16 << i;
                if self.x_turn {
                    Ttt4 {
                        x: self.x | b,
                        x_turn: false,
                        ..*self
                    }
                } else {
                    Ttt4 {
                        o: self.o | b,
                        x_turn: true,
                        ..*self
                    }
                }
            })
            .collect()
    }
}

impl Position for Ttt4 {
    fn outcome(&self) -> Option<bool> {
        let won = |m: u16| LINES.iter().any(|&l| l & !m == 0);
        if won(self.x) {
            Some(true)
        } else if won(self.o) || self.x | self.o == 0xFFFF {
            Some(false)
        } else {
            None
        }
    }
    fn is_or(&self) -> bool {
        self.x_turn
    }
    fn children(&self, out: &mut Vec<Self>) {
        out.extend(self.moves());
    }
    fn key(&self) -> u64 {
        self.x as u64 | (self.o as u64) << 16 | (self.x_turn as u64) << 32
    }
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
        t.is_or.push(b.x_turn);
        t.value.push(b.outcome() == Some(true));
        if parent != usize::MAX {
            t.kids[parent].push(id);
        }
        if b.outcome().is_none() {
            stack.extend(b.moves().into_iter().map(|c| (c, id)));
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
        let ((v, e), peak) = measure_peak(|| pns(&tree.kids, &tree.is_or, &tree.value, u64::MAX));
        format!("{}, expansions={e}, nodes={n}, peak={}", show(v), mib(peak))
    });
    t.row(
        &format!("{name}: pns limit 1 (input check, setup)"),
        runs,
        || {
            let (v, e) = pns(&tree.kids, &tree.is_or, &tree.value, 1);
            format!("{}, expansions={e}", show(v))
        },
    );
    for (bits, eps) in [(16, 0.0), (20, 0.0), (20, 0.25)] {
        t.row(&format!("{name}: dfpn 2^{bits} e={eps}"), runs, || {
            let ((v, e), peak) = measure_peak(|| {
                let mut s = Dfpn::new(bits).epsilon(eps);
                (s.solve(&Node(tree, 0), u64::MAX), s.expansions)
            });
            format!("{}, expansions={e}, peak={}", show(v), mib(peak))
        });
    }
}

pub fn run(t: &mut Table) {
    t.note("peak = heap of the search only: pns 25 B/node (the input tree not counted), dfpn its table (24 B x 2^bits) and stack");
    t.note("(game) = df-pn on the 4x4 game itself, where transpositions share table entries; e = 1+e trick");
    for (name, seed, shape, alt, p) in [
        ("random 300k bushy", 1, 0, false, 50),
        ("random 300k lopsided", 4, 2, true, 50),
        ("random 300k binary alternating", 5, 3, true, 62),
        ("random 300k ternary alternating", 6, 4, true, 70),
        ("random 300k 5-ary alternating", 7, 6, true, 80),
    ] {
        let tree = random_tree(seed, 300_000, shape, alt, p);
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
        let root = Ttt4::parse(rows);
        let tree = explicit(root);
        compare(t, name, &tree, 3);
        t.row(&format!("{name}: dfpn 2^20 e=0.25 (game)"), 3, || {
            let ((v, e), peak) = measure_peak(|| {
                let mut s = Dfpn::new(20).epsilon(0.25);
                (s.solve(&root, u64::MAX), s.expansions)
            });
            format!("{}, expansions={e}, peak={}", show(v), mib(peak))
        });
    }
}
