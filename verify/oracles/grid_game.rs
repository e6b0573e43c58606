// Oracle for TopCoder TCO05 Qual 1/3 Div I Level Three "GridGame", written from the rules only.
// brute: plain minimax over the 4x4 board (a 16-bit mask of the X's), memoized in a HashMap.
// A move puts an X on an empty cell with no X above, below, left or right of it; the player
// who places the last X wins, so a player with no move has lost. The answer counts the legal
// moves after which the opponent (now to move) loses.
use std::collections::HashMap;

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

fn legal(mask: u32, c: usize) -> bool {
    if mask >> c & 1 == 1 {
        return false;
    }
    let (r, k) = ((c / 4) as i32, (c % 4) as i32);
    for (dr, dk) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
        let (nr, nk) = (r + dr, k + dk);
        if (0..4).contains(&nr) && (0..4).contains(&nk) && mask >> (nr * 4 + nk) & 1 == 1 {
            return false;
        }
    }
    true
}

// does the player to move win?
fn wins(mask: u32, memo: &mut HashMap<u32, bool>) -> bool {
    if let Some(&w) = memo.get(&mask) {
        return w;
    }
    let mut w = false;
    for c in 0..16 {
        if legal(mask, c) && !wins(mask | 1 << c, memo) {
            w = true;
            break;
        }
    }
    memo.insert(mask, w);
    w
}

fn parse(input: &str) -> u32 {
    let rows: Vec<&str> = input.split_ascii_whitespace().collect();
    assert_eq!(rows.len(), 4);
    let mut mask = 0u32;
    for (r, row) in rows.iter().enumerate() {
        assert_eq!(row.len(), 4);
        for (k, ch) in row.bytes().enumerate() {
            if ch == b'X' {
                mask |= 1 << (r * 4 + k);
            }
        }
    }
    mask
}

pub fn brute(input: &str) -> String {
    let mask = parse(input);
    let mut memo = HashMap::new();
    let mut count = 0;
    for c in 0..16 {
        if legal(mask, c) && !wins(mask | 1 << c, &mut memo) {
            count += 1;
        }
    }
    format!("{}\n", count)
}

fn render(mask: u32) -> String {
    let mut s = String::new();
    for r in 0..4 {
        for k in 0..4 {
            s.push(if mask >> (r * 4 + k) & 1 == 1 { 'X' } else { '.' });
        }
        s.push('\n');
    }
    s
}

pub fn random_input(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.next();
    }
    // a random number of X's (0..=8 tries), each on a random cell that is still legal
    let tries = match seed % 10 {
        0 => 0,
        1 => 1,
        _ => rng.below(9),
    };
    let mut mask = 0u32;
    for _ in 0..tries {
        let c = rng.below(16) as usize;
        if legal(mask, c) {
            mask |= 1 << c;
        }
    }
    render(mask)
}

pub fn worst_input() -> String {
    // the input is always a 4x4 board; the empty board has the largest game tree
    render(0)
}
