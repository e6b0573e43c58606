// Oracle for TopCoder SRM 328 Div II Level Three "ScoreDifference", written from the rules only.
// brute: memoized minimax over the set of pieces still on the 4x4 board (a 16-bit mask). A piece
// can be removed if it stands on the border, or if a neighbouring empty square is joined through
// empty squares (up/down/left/right) to an empty border square, so it can be dragged off the
// board. The value of a position is the best (mover's score - opponent's score) from then on.

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

fn on_border(c: usize) -> bool {
    let (r, k) = (c / 4, c % 4);
    r == 0 || r == 3 || k == 0 || k == 3
}

fn neighbours(c: usize) -> Vec<usize> {
    let (r, k) = ((c / 4) as i32, (c % 4) as i32);
    let mut v = Vec::new();
    for (dr, dk) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
        let (nr, nk) = (r + dr, k + dk);
        if (0..4).contains(&nr) && (0..4).contains(&nk) {
            v.push((nr * 4 + nk) as usize);
        }
    }
    v
}

// the empty squares joined through empty squares to the outside of the board
fn open_empty(mask: u32) -> u32 {
    let mut open = 0u32;
    let mut stack: Vec<usize> = (0..16)
        .filter(|&c| mask >> c & 1 == 0 && on_border(c))
        .collect();
    for &c in &stack {
        open |= 1 << c;
    }
    while let Some(c) = stack.pop() {
        for n in neighbours(c) {
            if mask >> n & 1 == 0 && open >> n & 1 == 0 {
                open |= 1 << n;
                stack.push(n);
            }
        }
    }
    open
}

fn removable(c: usize, open: u32) -> bool {
    on_border(c) || neighbours(c).iter().any(|&n| open >> n & 1 == 1)
}

pub fn brute(input: &str) -> String {
    let vals: Vec<i64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    assert_eq!(vals.len(), 16);
    // best[mask]: value for the player to move with the pieces of mask on the board
    let mut best = vec![0i64; 1 << 16];
    for mask in 1u32..(1 << 16) {
        let open = open_empty(mask);
        let mut b = i64::MIN;
        for c in 0..16 {
            if mask >> c & 1 == 1 && removable(c, open) {
                b = b.max(vals[c] - best[(mask & !(1 << c)) as usize]);
            }
        }
        // a non-empty board always has a border piece or a reachable one
        assert!(b != i64::MIN);
        best[mask as usize] = b;
    }
    format!("{}\n", best[(1 << 16) - 1])
}

fn render(p: &[u64]) -> String {
    let mut s = String::new();
    for r in 0..4 {
        let row: Vec<String> = p[r * 4..r * 4 + 4].iter().map(|x| x.to_string()).collect();
        s += &row.join(" ");
        s.push('\n');
    }
    s
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    let mut p: Vec<u64> = (1..=16).collect();
    match seed % 4 {
        0 => {} // sorted: 1..16 row by row
        1 => p.reverse(),
        _ => {
            for i in (1..16).rev() {
                let j = rng.below(i as u64 + 1) as usize;
                p.swap(i, j);
            }
        }
    }
    render(&p)
}

pub fn worst_input() -> String {
    // the input is always a 4x4 board; the big values in the middle
    render(&[1, 2, 3, 4, 12, 16, 15, 5, 11, 14, 13, 6, 10, 9, 8, 7])
}
