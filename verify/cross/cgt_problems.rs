//! The combinatorial-game problems (problems/advance_or_eat, game_on_tree, mashtali,
//! wythoff_game, georgia_bob) as submitted (`run` on input text) against plain minimax over
//! the whole game, on every small instance or on random ones; and the deep trees the headers
//! allow (paths of 1e5 and 3e5 vertices) inside a test thread's small stack.
use std::collections::HashMap;
use std::fmt::Write as _;

#[allow(dead_code)]
#[path = "../../problems/advance_or_eat/main.rs"]
mod advance_or_eat;
#[allow(dead_code)]
#[path = "../../problems/game_on_tree/main.rs"]
mod game_on_tree;
#[allow(dead_code)]
#[path = "../../problems/georgia_bob/main.rs"]
mod georgia_bob;
#[allow(dead_code)]
#[path = "../../problems/mashtali/main.rs"]
mod mashtali;
#[allow(dead_code)]
#[path = "../../problems/wythoff_game/main.rs"]
mod wythoff_game;

fn output(run: fn(&str, &mut Vec<u8>), input: &str) -> String {
    let mut out = Vec::new();
    run(input, &mut out);
    String::from_utf8(out).unwrap()
}

/// SplitMix64: reproducible random instances.
struct Rng(u64);
impl Rng {
    fn below(&mut self, k: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        (z ^ (z >> 31)) % k
    }
}

/// Whether the side to move wins on the whole board (cells row-major, row 0 on top; 0 empty,
/// 1 white, 2 black); `me` = 1 for Takahashi (advances white, eats black), 2 for Snuke.
fn board_wins(
    n: usize,
    cells: &mut Vec<u8>,
    me: u8,
    memo: &mut HashMap<(Vec<u8>, u8), bool>,
) -> bool {
    if let Some(&w) = memo.get(&(cells.clone(), me)) {
        return w;
    }
    let (you, mut win) = (3 - me, false);
    for i in 0..n * n {
        if win {
            break;
        }
        if cells[i] == you {
            cells[i] = 0; // eat
            win = !board_wins(n, cells, you, memo);
            cells[i] = you;
        } else if cells[i] == me && i >= n && cells[i - n] == 0 {
            cells.swap(i, i - n); // advance one row up
            win = !board_wins(n, cells, you, memo);
            cells.swap(i, i - n);
        }
    }
    memo.insert((cells.clone(), me), win);
    win
}

fn board_text(n: usize, cells: &[u8]) -> String {
    let mut s = format!("{n}\n");
    for row in cells.chunks(n) {
        s.extend(row.iter().map(|&c| ['.', 'W', 'B'][c as usize]));
        s.push('\n');
    }
    s
}

#[test]
fn advance_or_eat_is_minimax_on_every_board_up_to_3x3_and_random_4x4() {
    let mut memo = HashMap::new();
    let mut checked = [0; 2];
    let mut boards: Vec<(usize, Vec<u8>)> = Vec::new();
    for n in 1..=3 {
        for code in 0..3u32.pow((n * n) as u32) {
            boards.push((
                n,
                (0..n * n)
                    .map(|i| (code / 3u32.pow(i as u32) % 3) as u8)
                    .collect(),
            ));
        }
    }
    let mut rng = Rng(7);
    for _ in 0..40 {
        boards.push((
            4,
            (0..16)
                .map(|_| [0, 1, 2, 1, 2][rng.below(5) as usize])
                .collect(),
        ));
    }
    for (n, mut cells) in boards {
        let text = board_text(n, &cells);
        let taka = board_wins(n, &mut cells, 1, &mut memo);
        let want = if taka { "Takahashi\n" } else { "Snuke\n" };
        assert_eq!(output(advance_or_eat::run, &text), want, "{text}");
        checked[taka as usize] += 1;
    }
    assert!(
        checked[0] > 1000 && checked[1] > 1000,
        "both winners occur: {checked:?}"
    );
}

/// Every k = 1..=n of "vertices 0..k pinned": whether the mover wins, by minimax over the sets
/// of edges left (a move cuts one, then every component without a pinned vertex falls).
fn pinned_wins(n: usize, edges: &[(usize, usize)]) -> Vec<bool> {
    let m = edges.len();
    (1..=n)
        .map(|k| {
            // The edges still touching the ground after the edge set `s`.
            let settle = |s: u32| -> u32 {
                let mut grounded: Vec<bool> = (0..n).map(|v| v < k).collect();
                loop {
                    let mut changed = false;
                    for (i, &(a, b)) in edges.iter().enumerate() {
                        if s >> i & 1 == 1 && grounded[a] != grounded[b] {
                            grounded[a] = true;
                            grounded[b] = true;
                            changed = true;
                        }
                    }
                    if !changed {
                        break;
                    }
                }
                (0..m)
                    .filter(|&i| s >> i & 1 == 1 && grounded[edges[i].0])
                    .fold(0, |x, i| x | 1 << i)
            };
            let mut win = vec![false; 1 << m];
            for s in 0..1u32 << m {
                // Every move leads to a subset of s: already decided.
                win[s as usize] =
                    (0..m).any(|i| s >> i & 1 == 1 && !win[settle(s & !(1 << i)) as usize]);
            }
            win[(1 << m) - 1]
        })
        .collect()
}

fn tree_text(n: usize, edges: &[(usize, usize)]) -> String {
    let mut s = format!("{n}\n");
    for &(a, b) in edges {
        writeln!(s, "{} {}", a + 1, b + 1).unwrap();
    }
    s
}

#[test]
fn game_on_tree_and_mashtali_are_minimax_on_random_trees() {
    let mut rng = Rng(11);
    let mut seen = [0; 2];
    for case in 0..300 {
        let n = 1 + case % 9;
        let mut label: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            label.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let edges: Vec<(usize, usize)> = (1..n)
            .map(|v| (label[rng.below(v as u64) as usize], label[v]))
            .collect();
        let want = pinned_wins(n, &edges);
        let text = tree_text(n, &edges);
        let s: String = want.iter().map(|&w| if w { '1' } else { '2' }).collect();
        assert_eq!(output(mashtali::run, &text), s + "\n", "{text}");
        if n >= 2 {
            let alice = if want[0] { "Alice\n" } else { "Bob\n" };
            assert_eq!(output(game_on_tree::run, &text), alice, "{text}");
        }
        seen[want[0] as usize] += 1;
    }
    assert!(seen[0] > 30 && seen[1] > 30, "{seen:?}");
}

#[test]
fn deep_paths_need_no_big_stack() {
    // A test thread has a 2 MiB stack. Path 0-1-...-(n-1) from vertex 1: pinning 1..k leaves
    // k - 1 loops and a stalk of n - k edges, (k - 1) mod 2 ^ (n - k), never 0 for n - 1 odd.
    let n = 300_000;
    let edges: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
    assert_eq!(
        output(mashtali::run, &tree_text(n, &edges)),
        "1".repeat(n) + "\n"
    );
    // Vertex 1 in the middle of a path of 2m + 1 vertices: two equal stalks, *m ^ *m = 0.
    let m = 50_000;
    let edges: Vec<(usize, usize)> = (1..=2 * m).map(|v| (v - 1, v)).collect();
    let mid = |v: usize| {
        if v == m {
            0
        } else if v == 0 {
            m
        } else {
            v
        }
    }; // swap 0 and m
    let edges: Vec<(usize, usize)> = edges.iter().map(|&(a, b)| (mid(a), mid(b))).collect();
    assert_eq!(
        output(game_on_tree::run, &tree_text(2 * m + 1, &edges)),
        "Bob\n"
    );
}

#[test]
fn wythoff_game_is_minimax_on_piles_up_to_40() {
    let k = 41;
    let mut win = vec![vec![false; k]; k];
    let mut input = String::new();
    let mut want = String::new();
    for a in 0..k {
        for b in 0..k {
            let from_a = (0..a).any(|x| !win[x][b]);
            let from_b = (0..b).any(|y| !win[a][y]);
            let both = (1..=a.min(b)).any(|t| !win[a - t][b - t]);
            win[a][b] = from_a || from_b || both;
            writeln!(input, "{a} {b}").unwrap();
            want.push_str(if win[a][b] { "1\n" } else { "0\n" });
        }
    }
    assert_eq!(output(wythoff_game::run, &input), want);
}

#[test]
fn georgia_bob_is_minimax_on_rows_up_to_9_cells_in_any_order() {
    // Cells 1..=9 as a bitmask; a move slides a chessman left onto a free cell, passing none.
    let cells = 9;
    let mut win = vec![false; 1 << cells];
    for s in 0..1usize << cells {
        win[s] = (0..cells).filter(|&c| s >> c & 1 == 1).any(|c| {
            (0..c)
                .rev()
                .take_while(|&d| s >> d & 1 == 0)
                .any(|d| !win[s ^ (1 << c) ^ (1 << d)])
        });
    }
    let mut rng = Rng(3);
    let mut input = format!("{}\n", (1 << cells) - 1);
    let mut want = String::new();
    for (s, &w) in win.iter().enumerate().skip(1) {
        let mut row: Vec<usize> = (0..cells)
            .filter(|&c| s >> c & 1 == 1)
            .map(|c| c + 1)
            .collect();
        for i in (1..row.len()).rev() {
            row.swap(i, rng.below(i as u64 + 1) as usize); // the input need not be sorted
        }
        let row: Vec<String> = row.iter().map(|c| c.to_string()).collect();
        writeln!(input, "{}\n{}", row.len(), row.join(" ")).unwrap();
        want.push_str(if w {
            "Georgia will win\n"
        } else {
            "Bob will win\n"
        });
    }
    assert_eq!(output(georgia_bob::run, &input), want);
}
