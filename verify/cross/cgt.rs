//! Combinatorial game theory cross-checks: the new closed forms against `grundy`.
//! - nimber: Turning Corners on a 24 x 24 board by `grundy` (a move from the coin (x, y) leaves
//!   the coins (a, b), (a, y), (x, b) as components) is x (x) y for every cell (Tartan).
//! - anti_sg: misère Nim by the SJ rule on the heaps' Grundy values (the heaps themselves)
//!   equals `grundy::misere_nim_wins` (Bouton) on every position of 4 heaps <= 7.
//! - blue_red_hackenbush: `blue_red_value` equals `partizan::partizan_value` searched over the
//!   positions (sets of standing edges) of random forests up to 12 edges, printed alike.
//! - nim_log: logs and orders checked with `nimber::NimField`'s product (a^log = b, a^order = 1).
use snippets::anti_sg::anti_sg_wins;
use snippets::blue_red_hackenbush::blue_red_value;
use snippets::grundy::{grundy, misere_nim_wins};
use snippets::nim_log::{nim_log, nim_order};
use snippets::nimber::NimField;
use snippets::partizan::partizan_value;
use std::collections::HashMap;

#[test]
fn turning_corners_by_grundy_is_the_nim_product() {
    let side = 24;
    let moves = |c: usize, emit: &mut dyn FnMut(&[usize])| {
        let (x, y) = (c / side, c % side);
        for a in 0..x {
            for b in 0..y {
                emit(&[a * side + b, a * side + y, x * side + b]);
            }
        }
    };
    let g = grundy(side * side, moves);
    let nim = NimField::new();
    for (c, &v) in g.iter().enumerate() {
        let (x, y) = ((c / side) as u64, (c % side) as u64);
        assert_eq!(v as u64, nim.mul(x, y), "coin ({x}, {y})");
    }
}

#[test]
fn misere_nim_by_anti_sg_is_bouton() {
    for code in 0..8u64.pow(4) {
        let heaps: Vec<u64> = (0..4).map(|i| code / 8u64.pow(i) % 8).collect();
        let sg: Vec<u32> = heaps.iter().map(|&h| h as u32).collect();
        assert_eq!(anti_sg_wins(&sg), misere_nim_wins(&heaps), "{heaps:?}");
    }
}

#[test]
fn blue_red_hackenbush_is_partizan_value_over_positions() {
    let mut z = 12345u64;
    let mut below = |k: usize| {
        z = z
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((z >> 33) % k as u64) as usize
    };
    for _ in 0..400 {
        // Vertex v hangs from parent[v] < v, or stands on the ground (usize::MAX).
        let n = 1 + below(13);
        let parent: Vec<usize> = (0..n)
            .map(|v| match below(v + 1) {
                p if p == v || below(6) == 0 => usize::MAX,
                p => p,
            })
            .collect();
        let blue: Vec<bool> = (0..n).map(|_| below(2) == 1).collect();
        // A position: the mask of standing edges; cutting edge e drops every edge above it.
        let standing = |mask: u32| {
            (0..n).fold(mask, |m, v| {
                let p = parent[v];
                if p != usize::MAX && parent[p] != usize::MAX && m >> p & 1 == 0 {
                    m & !(1 << v)
                } else {
                    m
                }
            })
        };
        let mut options = |&m: &u32| {
            let cut = |b: bool| -> Vec<u32> {
                (0..n)
                    .filter(|&e| m >> e & 1 == 1 && blue[e] == b)
                    .map(|e| standing(m & !(1 << e)))
                    .collect()
            };
            (cut(true), cut(false))
        };
        let full = (0..n)
            .filter(|&v| parent[v] != usize::MAX)
            .fold(0u32, |m, v| m | 1 << v);
        let want = partizan_value(&full, &mut options, &mut HashMap::new()).unwrap();
        let got = blue_red_value(&parent, &blue);
        assert_eq!(got.to_string(), want.to_string(), "{parent:?} {blue:?}");
    }
}

#[test]
fn nim_logs_and_orders_by_nimber_products() {
    let nim = NimField::new();
    let mut z = 99u64;
    for _ in 0..40 {
        z = z
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let (a, x) = (z | 2, z.rotate_left(21));
        let b = nim.pow(a, x);
        let d = nim_order(a);
        assert_eq!((nim.pow(a, d), u64::MAX % d), (1, 0), "order of {a}");
        let l = nim_log(a, b).unwrap();
        assert_eq!((nim.pow(a, l), l < d), (b, true), "log_{a} {b}");
        assert_eq!(nim_log(a, nim.inv(b)), Some((d - l) % d)); // a^-l
        let c = z.rotate_left(40) | 1;
        if let Some(m) = nim_log(a, c) {
            assert_eq!(nim.pow(a, m), c);
        } else {
            assert_ne!(nim.pow(c, d), 1, "{c} is a power of {a}: c^order(a) = 1");
        }
    }
}
