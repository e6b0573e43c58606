//! HDU 3404 "Switch lights": lights on a grid; a move picks a rectangle (x1 <= x2, y1 <= y2) whose
//! corner (x2, y2) is on and toggles its corners (as a set: a line toggles two, a cell one); the
//! player who cannot move (all lights off) loses. Oracle: win/lose over bitmasks of a small grid,
//! bottom-up (every move clears the corner of highest index, so the mask decreases).

fn solve_case(pts: &[(usize, usize)]) -> bool {
    let mx = pts.iter().map(|p| p.0).max().unwrap();
    let my = pts.iter().map(|p| p.1).max().unwrap();
    let cells = mx * my;
    assert!(cells <= 16, "brute needs a small grid");
    let id = |x: usize, y: usize| (x - 1) * my + (y - 1);
    let mut win = vec![false; 1 << cells];
    for mask in 1usize..(1 << cells) {
        let mut w = false;
        'outer: for x2 in 1..=mx {
            for y2 in 1..=my {
                if mask >> id(x2, y2) & 1 == 0 {
                    continue;
                }
                for x1 in 1..=x2 {
                    for y1 in 1..=y2 {
                        let mut set = vec![id(x1, y1), id(x1, y2), id(x2, y1), id(x2, y2)];
                        set.sort();
                        set.dedup();
                        let mut m = mask;
                        for c in set {
                            m ^= 1 << c;
                        }
                        if !win[m] {
                            w = true;
                            break 'outer;
                        }
                    }
                }
            }
        }
        win[mask] = w;
    }
    let mut start = 0usize;
    for &(x, y) in pts {
        start |= 1 << id(x, y);
    }
    win[start]
}

pub fn brute(input: &str) -> String {
    let v: Vec<usize> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let t = v[0];
    let mut p = 1;
    let mut out = String::new();
    for _ in 0..t {
        let n = v[p];
        p += 1;
        let pts: Vec<(usize, usize)> = (0..n).map(|i| (v[p + 2 * i], v[p + 2 * i + 1])).collect();
        p += 2 * n;
        let w = n > 0 && solve_case(&pts);
        out += if w {
            "Have a try, lxhgww.\n"
        } else {
            "Don't waste your time.\n"
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
    let t = 1 + next(&mut x) % 3;
    let mut s = format!("{}\n", t);
    for _ in 0..t {
        let (mx, my) = loop {
            let a = 1 + next(&mut x) % 4;
            let b = 1 + next(&mut x) % 4;
            if a * b <= 12 {
                break (a, b);
            }
        };
        let cells = mx * my;
        let n = 1 + next(&mut x) % cells.min(6);
        let mut pts: Vec<(u64, u64)> = Vec::new();
        while (pts.len() as u64) < n {
            let p = (1 + next(&mut x) % mx, 1 + next(&mut x) % my);
            if !pts.contains(&p) {
                pts.push(p);
            }
        }
        s += &format!("{}\n", n);
        for (a, b) in pts {
            s += &format!("{} {}\n", a, b);
        }
    }
    s
}

pub fn worst_input() -> String {
    let mut x = 12345u64;
    let mut s = String::from("100\n");
    for _ in 0..100 {
        s += "1000\n";
        let mut seen = std::collections::HashSet::new();
        while seen.len() < 1000 {
            let p = (1 + next(&mut x) % 10000, 1 + next(&mut x) % 10000);
            if seen.insert(p) {
                s += &format!("{} {}\n", p.0, p.1);
            }
        }
    }
    s
}
