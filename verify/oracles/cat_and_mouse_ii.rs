// Oracle for LeetCode 1728 "Cat and Mouse II", written from the rules only.
// brute: plain backward DP over (moves made so far t = 1000 ..= 0, mouse cell, cat cell):
// after 1000 moves the Cat wins; the Mouse moves when t is even, the Cat when t is odd. A move
// goes 0..=jump cells in one of four directions, stopping before a wall or the border. The Mouse
// loses by landing on the Cat and wins by landing on the food; the Cat wins by landing on the
// Mouse or on the food.

const MAX_MOVES: usize = 1000;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

// every cell reachable from cell p in one move of length 0..=jump (p itself included)
fn reach(g: &[Vec<u8>], p: usize, jump: usize) -> Vec<usize> {
    let (rows, cols) = (g.len() as i64, g[0].len() as i64);
    let (r0, c0) = ((p as i64) / cols, (p as i64) % cols);
    let mut out = vec![p];
    for (dr, dc) in [(0i64, 1i64), (0, -1), (1, 0), (-1, 0)] {
        for k in 1..=jump as i64 {
            let (r, c) = (r0 + dr * k, c0 + dc * k);
            if r < 0 || c < 0 || r >= rows || c >= cols || g[r as usize][c as usize] == b'#' {
                break;
            }
            out.push((r * cols + c) as usize);
        }
    }
    out
}

pub fn brute(input: &str) -> String {
    let mut it = input.split_ascii_whitespace();
    let rows: usize = it.next().unwrap().parse().unwrap();
    let cols: usize = it.next().unwrap().parse().unwrap();
    let cat_jump: usize = it.next().unwrap().parse().unwrap();
    let mouse_jump: usize = it.next().unwrap().parse().unwrap();
    let g: Vec<Vec<u8>> = (0..rows)
        .map(|_| it.next().unwrap().as_bytes().to_vec())
        .collect();
    assert!(g.iter().all(|r| r.len() == cols));
    let n = rows * cols;
    let find = |ch: u8| (0..n).find(|&p| g[p / cols][p % cols] == ch).unwrap();
    let (m0, c0, food) = (find(b'M'), find(b'C'), find(b'F'));
    let mouse_moves: Vec<Vec<usize>> = (0..n).map(|p| reach(&g, p, mouse_jump)).collect();
    let cat_moves: Vec<Vec<usize>> = (0..n).map(|p| reach(&g, p, cat_jump)).collect();
    // next[m * n + c]: does the Mouse win from (m, c) with t + 1 moves made?
    let mut next = vec![false; n * n]; // t = MAX_MOVES: the Cat wins
    for t in (0..MAX_MOVES).rev() {
        let mut cur = vec![false; n * n];
        for m in 0..n {
            for c in 0..n {
                if g[m / cols][m % cols] == b'#' || g[c / cols][c % cols] == b'#' {
                    continue;
                }
                cur[m * n + c] = if t % 2 == 0 {
                    mouse_moves[m]
                        .iter()
                        .any(|&m2| m2 != c && (m2 == food || next[m2 * n + c]))
                } else {
                    cat_moves[c]
                        .iter()
                        .all(|&c2| c2 != m && c2 != food && next[m * n + c2])
                };
            }
        }
        next = cur;
    }
    format!("{}\n", next[m0 * n + c0])
}

fn render(g: &[Vec<u8>], cat_jump: u64, mouse_jump: u64) -> String {
    let mut s = format!("{} {} {} {}\n", g.len(), g[0].len(), cat_jump, mouse_jump);
    for r in g {
        s += &format!("{}\n", String::from_utf8(r.clone()).unwrap());
    }
    s
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let (rows, cols) = loop {
        let r = 1 + rng.below(5) as usize;
        let c = 1 + rng.below(5) as usize;
        if r * c >= 3 && r * c <= 20 {
            break (r, c);
        }
    };
    let wall_pct = [0, 10, 25, 40][rng.below(4) as usize];
    let mut g: Vec<Vec<u8>> = (0..rows)
        .map(|_| {
            (0..cols)
                .map(|_| {
                    if rng.below(100) < wall_pct {
                        b'#'
                    } else {
                        b'.'
                    }
                })
                .collect()
        })
        .collect();
    let mut cells: Vec<usize> = (0..rows * cols).collect();
    for ch in [b'C', b'M', b'F'] {
        let i = rng.below(cells.len() as u64) as usize;
        let p = cells.swap_remove(i);
        g[p / cols][p % cols] = ch;
    }
    let jump = |rng: &mut Rng| match rng.below(6) {
        0 => 8,
        _ => 1 + rng.below(4),
    };
    let cat_jump = jump(&mut rng);
    let mouse_jump = jump(&mut rng);
    render(&g, cat_jump, mouse_jump)
}

pub fn worst_input() -> String {
    // 8 x 8 (the limit): a winding corridor with short walls, jumps 2 and 3, the Mouse far from
    // the food, so the search meets most (mouse, cat) pairs
    let rows = [
        "M.......", "######.#", "........", ".#######", "...C....", "#####.##", "........",
        ".######F",
    ];
    let g: Vec<Vec<u8>> = rows.iter().map(|r| r.as_bytes().to_vec()).collect();
    render(&g, 2, 3)
}
