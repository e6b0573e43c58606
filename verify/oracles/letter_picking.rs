//! Codeforces 1728D "Letter Picking": players alternately take the first or last letter of s and
//! prepend it to their own string; the lexicographically smaller final string wins (equal: draw).
//! Oracle: plain minimax over every sequence of picks (no memo), small strings; the outcome for
//! Alice is +1 win, 0 draw, -1 loss, read from the two final strings.

fn play(s: &[u8], a: &mut Vec<u8>, b: &mut Vec<u8>, alice: bool) -> i32 {
    if s.is_empty() {
        // strings were built by prepending: compare them read from the last pick back
        let ra: Vec<u8> = a.iter().rev().copied().collect();
        let rb: Vec<u8> = b.iter().rev().copied().collect();
        return match ra.cmp(&rb) {
            std::cmp::Ordering::Less => 1,
            std::cmp::Ordering::Equal => 0,
            std::cmp::Ordering::Greater => -1,
        };
    }
    let n = s.len();
    let mut best = if alice { -2 } else { 2 };
    for (c, rest) in [(s[0], &s[1..]), (s[n - 1], &s[..n - 1])] {
        let mine = if alice { &mut *a } else { &mut *b };
        mine.push(c);
        let v = play(rest, a, b, !alice);
        if alice {
            a.pop();
        } else {
            b.pop();
        }
        best = if alice { best.max(v) } else { best.min(v) };
    }
    best
}

pub fn brute(input: &str) -> String {
    let tok: Vec<&str> = input.split_whitespace().collect();
    let t: usize = tok[0].parse().unwrap();
    let mut out = String::new();
    for i in 0..t {
        let s = tok[1 + i].as_bytes();
        let v = play(s, &mut Vec::new(), &mut Vec::new(), true);
        out += match v {
            1 => "Alice\n",
            0 => "Draw\n",
            _ => "Bob\n",
        };
    }
    out
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

pub fn random_input(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let t = 1 + next(&mut x) % 4;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        let n = 2 * (1 + next(&mut x) % 6);
        let k = 1 + next(&mut x) % 3; // few letters: ties and draws
        let w: String = (0..n)
            .map(|_| (b'a' + (next(&mut x) % k) as u8) as char)
            .collect();
        s += &format!("{}\n", w);
    }
    s
}

pub fn worst_input() -> String {
    let mut x = 1728u64;
    let w: String = (0..2000)
        .map(|_| (b'a' + (next(&mut x) % 2) as u8) as char)
        .collect();
    format!("1\n{}\n", w)
}
