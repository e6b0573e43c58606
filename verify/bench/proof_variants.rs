//! The proof-search refinements of issue 15 against plain PNS and df-pn: PN² (snippets/pn2.rs)
//! and heuristic initial proof and disproof numbers ("weak PNS" in seed 000: pns's `init`,
//! `estimate` in dfpn's ProofGame and pn2's Pn2Game). Tasks: random AND/OR trees, 4x4
//! tic-tac-toe positions (plain moves), and the POJ 1568 solution's whole algorithm on a fixed
//! set of boards. Every row of a task must give the same answers (asserted). Counters: answers,
//! expansions (calls of `moves`; pns: expanded nodes), nodes kept, peak heap of the search.
use crate::{measure_peak, mib, Table};
use snippets::dfpn::{Dfpn, ProofGame};
use snippets::pn2::{pn2, Pn2Game};
use snippets::pns::pns;

use crate::proof::and_or::{
    mobility_init, random_tree, AsPn2, Board, Heur, Heuristic, Node, Tree, Ttt4,
};

/// PN²'s first-level limit in the rows (never reached here).
const PN2_NODES: usize = 1 << 22;

/// One row: `f` runs every instance and returns (answer code, expansions, nodes kept) for each;
/// the answers must equal the part's first row. Prints a summary of the answers, the total
/// expansions, the largest number of nodes kept and the peak heap of the whole run.
fn row<F>(
    t: &mut Table,
    (case, runs): (&str, usize),
    want: &mut Option<Vec<u8>>,
    summary: fn(&[u8]) -> String,
    f: F,
) where
    F: Fn() -> Vec<(u8, u64, usize)>,
{
    t.row(case, runs, || {
        let (res, peak) = measure_peak(&f);
        let ans: Vec<u8> = res.iter().map(|r| r.0).collect();
        assert_eq!(want.get_or_insert_with(|| ans.clone()), &ans, "{case}");
        let e: u64 = res.iter().map(|r| r.1).sum();
        let nodes = res.iter().map(|r| r.2).max().unwrap();
        let kept = if nodes > 0 {
            format!(", nodes={nodes}")
        } else {
            String::new()
        };
        let peak = if peak < 10 << 20 {
            format!("{} KiB", peak >> 10)
        } else {
            mib(peak)
        };
        format!("{}, expansions={e}{kept}, peak={peak}", summary(&ans))
    });
}

fn code(v: Option<bool>) -> u8 {
    v.map_or(2, u8::from)
}

/// "proven" / "disproven" for one instance, "k of n proven" for several.
fn proven(ans: &[u8]) -> String {
    match ans {
        [0] => "disproven".into(),
        [1] => "proven".into(),
        _ => format!(
            "{} of {} proven",
            ans.iter().filter(|&&a| a == 1).count(),
            ans.len()
        ),
    }
}

/// Every method on the same instances, each without and with the heuristic: pns on the explicit
/// trees (`init` = the heuristic of every node; skipped without trees), PNS on the game (the
/// whole generated tree kept), df-pn (2^16 entries, plain and 1+e), PN².
fn compare<G: ProofGame + Heuristic + Clone>(
    t: &mut Table,
    name: &str,
    games: &[G],
    trees: &[(Tree, Vec<(u32, u32)>)],
) {
    let want = &mut None;
    for h in [false, true] {
        if trees.is_empty() {
            break;
        }
        let case = format!("{name}: pns{}", if h { " +init" } else { "" });
        row(t, (&case, 5), want, proven, || {
            let res = trees.iter().map(|(tr, init)| {
                let init = if h { Some(&init[..]) } else { None };
                let (v, e) = pns(&tr.kids, &tr.is_or, &tr.value, init, u64::MAX);
                (code(v), e, tr.kids.len())
            });
            res.collect()
        });
    }
    let tag = |h: bool| if h { " +est" } else { "" };
    for h in [false, true] {
        row(
            t,
            (&format!("{name}: pns on the game{}", tag(h)), 5),
            want,
            proven,
            || {
                let res = games.iter().map(|g| {
                    let (v, e, n) = if h {
                        pns_game(&mut AsPn2(Heur(g.clone())))
                    } else {
                        pns_game(&mut AsPn2(g.clone()))
                    };
                    (code(v), e, n)
                });
                res.collect()
            },
        );
    }
    for eps in [0.0, 0.25] {
        for h in [false, true] {
            row(
                t,
                (&format!("{name}: dfpn 2^16 e={eps}{}", tag(h)), 5),
                want,
                proven,
                || {
                    let res = games.iter().map(|g| {
                        let mut s = Dfpn::new(16).epsilon(eps);
                        let v = if h {
                            s.solve(&mut Heur(g.clone()), u64::MAX)
                        } else {
                            s.solve(&mut g.clone(), u64::MAX)
                        };
                        (code(v), s.expansions, 0)
                    });
                    res.collect()
                },
            );
        }
    }
    for h in [false, true] {
        let case = format!("{name}: pn2{}", tag(h));
        row(t, (&case, 5), want, proven, || {
            let res = games.iter().map(|g| {
                let (v, e) = if h {
                    pn2(&mut AsPn2(Heur(g.clone())), PN2_NODES, u64::MAX)
                } else {
                    pn2(&mut AsPn2(g.clone()), PN2_NODES, u64::MAX)
                };
                (code(v), e, 0)
            });
            res.collect()
        });
    }
}

pub fn run(t: &mut Table) {
    t.note("pns: explicit tree = input, not in peak (nodes = its size); pns on the game: nodes = generated tree, in peak");
    t.note("+init / +est: heuristic initial (pn, dn); random trees: mobility, (1, k) at OR and (k, 1) at AND for k children");
    let tree = random_tree(6, 300_000, 4, true, Some(70));
    let init = mobility_init(&tree);
    let trees = [(tree, init)];
    let name = "random complete ternary, 300k nodes";
    compare(t, name, &[Node::root(&trees[0].0)], &trees);
    let trees: Vec<(Tree, Vec<(u32, u32)>)> = (1..=20)
        .map(|seed| {
            let tree = branching_tree(seed, 300_000, 6, 40);
            let init = mobility_init(&tree);
            (tree, init)
        })
        .collect();
    let games: Vec<Node> = trees.iter().map(|(tr, _)| Node::root(tr)).collect();
    compare(
        t,
        "20 random trees, 1..=6 children, 300k nodes",
        &games,
        &trees,
    );
    t.note(
        "4x4 positions, x to move, plain moves: +init / +est = threats (verify/common/and_or.rs)",
    );
    for (name, rows) in [
        ("4x4 ..ox/..../x.xo/o.ox", ["..ox", "....", "x.xo", "o.ox"]),
        ("4x4 .xx./.o.o/..../..xo", [".xx.", ".o.o", "....", "..xo"]),
        (
            "4x4 ..../.xo./.ox./.... (12 empty)",
            ["....", ".xo.", ".ox.", "...."],
        ),
    ] {
        let (x, o) = parse(rows);
        let g = Ttt4::new(x, o);
        // pns needs the whole tree: only where it has at most 5M nodes.
        let tree = explicit(&mut g.clone(), 5_000_000);
        compare(
            t,
            name,
            &[g],
            tree.as_ref().map_or(&[], std::slice::from_ref),
        );
    }
    poj(t, 300);
}

/// The game tree below `g` as an explicit tree (depth-first ids) with the heuristic of every
/// node as pns's `init`; None above `cap` nodes.
fn explicit<G: ProofGame + Heuristic>(g: &mut G, cap: usize) -> Option<(Tree, Vec<(u32, u32)>)> {
    fn rec<G: ProofGame + Heuristic>(
        g: &mut G,
        t: &mut Tree,
        init: &mut Vec<(u32, u32)>,
        cap: usize,
    ) -> Option<usize> {
        if t.kids.len() >= cap {
            return None;
        }
        let id = t.kids.len();
        t.kids.push(Vec::new());
        t.is_or.push(g.prover_to_move());
        t.value.push(g.outcome() == Some(true));
        init.push((1, 1)); // read at inner nodes only
        if g.outcome().is_none() {
            let (p, d) = g.heuristic();
            init[id] = (p as u32, d as u32);
            let mut moves = Vec::new();
            g.moves(&mut moves);
            for m in moves {
                g.play(m);
                let c = rec(g, t, init, cap);
                g.undo(m);
                t.kids[id].push(c?);
            }
            if t.kids[id].is_empty() {
                t.value[id] = !g.prover_to_move(); // no moves: false at OR, true at AND
            }
        }
        Some(id)
    }
    let mut t = Tree {
        kids: vec![],
        is_or: vec![],
        value: vec![],
    };
    let mut init = vec![];
    rec(g, &mut t, &mut init, cap)?;
    Some((t, init))
}

/// A random tree with random branching, built breadth-first: each node gets 1..=max_b children
/// (uniform) until `n` nodes exist; levels alternate OR/AND from an OR root; leaves are true
/// with probability p%.
fn branching_tree(seed: u64, n: usize, max_b: u64, p: u64) -> Tree {
    let mut rng = crate::Rng(seed);
    let (mut kids, mut depth, mut next) = (vec![Vec::new()], vec![0usize], 0);
    while kids.len() < n {
        for _ in 0..rng.range(1, max_b).min((n - kids.len()) as u64) {
            let c = kids.len();
            kids[next].push(c);
            kids.push(Vec::new());
            depth.push(depth[next] + 1);
        }
        next += 1;
    }
    let is_or = depth.iter().map(|d| d % 2 == 0).collect();
    let value = (0..n).map(|_| rng.below(100) < p).collect();
    Tree { kids, is_or, value }
}

/// Parses 4 rows of `x`, `o`, `.`.
fn parse(rows: [&str; 4]) -> (u16, u16) {
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
    (x, o)
}

/// The two official POJ 1568 boards and `n` more: k stones each (k = 2, 3, 4 in turn), x to
/// move, nobody has won; deterministic.
fn poj_boards(n: usize) -> Vec<Board> {
    let samples = [
        ["....", ".xo.", ".ox.", "...."],
        ["o...", ".ox.", ".xxx", "xooo"],
    ];
    let mut v: Vec<Board> = samples
        .iter()
        .map(|&rows| {
            let (x, o) = parse(rows);
            Board { x, o, x_turn: true }
        })
        .collect();
    let mut rng = crate::Rng(1568);
    while v.len() < n + 2 {
        let k = 2 + v.len() as u32 % 3;
        let (mut x, mut o) = (0u16, 0u16);
        while x.count_ones() < k || o.count_ones() < k {
            let cell = 1u16 << rng.below(16);
            if (x | o) & cell == 0 {
                if x.count_ones() < k {
                    x |= cell;
                } else {
                    o |= cell;
                }
            }
        }
        let b = Board { x, o, x_turn: true };
        if b.outcome().is_none() {
            v.push(b);
        }
    }
    v
}

/// The POJ 1568 answer for `b` (the first cell where x forces a win, 16 for "#####") with
/// `solve` answering "does x force a win here?" (true / false, expansions, nodes kept), as
/// problems/find_winning_move_dfpn does it; returns (answer, expansions, largest nodes kept).
fn answer(b: Board, solve: &mut dyn FnMut(&mut Board) -> (bool, u64, usize)) -> (u8, u64, usize) {
    let mut b = b;
    let (mut e, mut nodes) = (0, 0);
    let mut ask = |b: &mut Board| {
        let (v, x, n) = solve(b);
        (e, nodes) = (e + x, nodes.max(n));
        v
    };
    let mut ans = 16;
    if ask(&mut b) {
        let used = b.x | b.o;
        for i in (0..16).filter(|&i| used >> i & 1 == 0) {
            b.play(i);
            let w = ask(&mut b);
            b.undo(i);
            if w {
                ans = i as u8;
                break;
            }
        }
    }
    (ans, e, nodes)
}

fn won(ans: &[u8]) -> String {
    let w = ans.iter().filter(|&&a| a < 16).count();
    format!("{w} of {} boards won", ans.len())
}

/// Every method runs the POJ 1568 solution's algorithm on the same boards.
fn poj(t: &mut Table, n: usize) {
    t.note("POJ 1568: the solution's board (forced moves, key shared by symmetric boards); dfpn: one 2^20 table for all boards, as in the solution; +est = threats");
    let boards = poj_boards(n);
    let name = format!("POJ 1568, 2 samples + {n} boards");
    let want = &mut None;
    let tag = |h: bool| if h { " +est" } else { "" };
    for h in [false, true] {
        row(
            t,
            (&format!("{name}: dfpn 2^20 e=0.25{}", tag(h)), 3),
            want,
            won,
            || {
                let mut s = Dfpn::new(20).epsilon(0.25);
                let mut solve = |g: &mut Board| {
                    let v = if h {
                        s.solve(&mut Heur(*g), u64::MAX)
                    } else {
                        s.solve(g, u64::MAX)
                    };
                    (v == Some(true), s.expansions, 0)
                };
                boards.iter().map(|&b| answer(b, &mut solve)).collect()
            },
        );
    }
    for h in [false, true] {
        row(
            t,
            (&format!("{name}: pns on the game{}", tag(h)), 1),
            want,
            won,
            || {
                let mut solve = |g: &mut Board| {
                    let (v, e, n) = if h {
                        pns_game(&mut AsPn2(Heur(*g)))
                    } else {
                        pns_game(&mut AsPn2(*g))
                    };
                    (v == Some(true), e, n)
                };
                boards.iter().map(|&b| answer(b, &mut solve)).collect()
            },
        );
    }
    for h in [false, true] {
        let case = format!("{name}: pn2{}", tag(h));
        row(t, (&case, 1), want, won, || {
            let mut solve = |g: &mut Board| {
                let (v, e) = if h {
                    pn2(&mut AsPn2(Heur(*g)), PN2_NODES, u64::MAX)
                } else {
                    pn2(&mut AsPn2(*g), PN2_NODES, u64::MAX)
                };
                (v == Some(true), e, 0)
            };
            boards.iter().map(|&b| answer(b, &mut solve)).collect()
        });
    }
}

/// Plain PNS on the implicit game, the whole generated tree kept: snippets/pn2.rs's second
/// level run alone without a node limit, as one writes Allis's PNS for a game.
/// Returns (answer, expansions, nodes generated).
fn pns_game<G: Pn2Game>(g: &mut G) -> (Option<bool>, u64, usize) {
    const INF: u32 = u32::MAX;
    if let Some(v) = g.outcome() {
        return (Some(v), 0, 1);
    }
    // (pn, dn, parent, first child, number of children); node i > 0 was reached by mv[i - 1].
    let mut t = vec![(1u32, 1u32, INF, 0u32, 0u32)];
    let (mut mv, mut buf, mut count, mut cur) = (Vec::new(), Vec::new(), 0u64, 0usize);
    while t[0].0 != 0 && t[0].1 != 0 {
        let mut v = cur;
        while t[v].4 > 0 {
            let (f, or) = (t[v].3 as usize, g.prover_to_move());
            let num = |c: &usize| if or { t[*c].0 } else { t[*c].1 };
            v = (f..f + t[v].4 as usize).min_by_key(num).unwrap();
            g.play(mv[v - 1]);
        }
        let (mut old, f) = ((t[v].0, t[v].1), t.len());
        count += 1;
        buf.clear();
        g.moves(&mut buf);
        for &m in &buf {
            g.play(m);
            let (pn, dn) = match g.outcome() {
                Some(true) => (0, INF),
                Some(false) => (INF, 0),
                None => {
                    let (p, d) = g.estimate();
                    (p.min(INF as u64 - 1) as u32, d.min(INF as u64 - 1) as u32)
                }
            };
            g.undo(m);
            t.push((pn, dn, v as u32, 0, 0));
            mv.push(m);
        }
        if buf.is_empty() {
            (t[v].0, t[v].1) = if g.prover_to_move() {
                (INF, 0)
            } else {
                (0, INF)
            };
        }
        (t[v].3, t[v].4) = (f as u32, (t.len() - f) as u32);
        let mut u = v;
        loop {
            if t[u].4 > 0 {
                let (f, or) = (t[u].3 as usize, g.prover_to_move());
                let (mut mn, mut sum) = (INF, 0u32);
                for c in &t[f..f + t[u].4 as usize] {
                    let (a, b) = if or { (c.0, c.1) } else { (c.1, c.0) };
                    mn = mn.min(a);
                    sum = if sum == INF || b == INF {
                        INF
                    } else {
                        sum.saturating_add(b).min(INF - 1)
                    };
                }
                (t[u].0, t[u].1) = if or { (mn, sum) } else { (sum, mn) };
            }
            if (t[u].0, t[u].1) == old || u == 0 {
                cur = u;
                break;
            }
            g.undo(mv[u - 1]);
            u = t[u].2 as usize;
            old = (t[u].0, t[u].1);
        }
    }
    while cur != 0 {
        g.undo(mv[cur - 1]);
        cur = t[cur].2 as usize;
    }
    (Some(t[0].0 == 0), count, t.len())
}
