//! Oracle for Kick Start 2020 Round F "Painters' Duel" (problems/painters_duel): plain minimax
//! over (painted rooms, both rooms, mover), no memo; a painter who cannot move skips the turn.

fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

// Room (r, p), 1-based, at index (r - 1)^2 + p - 1. Odd p points up: neighbours (r, p - 1),
// (r, p + 1) and (r + 1, p + 1) below; even p points down: (r, p +- 1) and (r - 1, p - 1) above.
fn neighbours(s: usize, r: usize, p: usize) -> Vec<(usize, usize)> {
    let mut v = Vec::new();
    if p > 1 {
        v.push((r, p - 1));
    }
    if p < 2 * r - 1 {
        v.push((r, p + 1));
    }
    if p % 2 == 1 && r < s {
        v.push((r + 1, p + 1));
    }
    if p % 2 == 0 {
        v.push((r - 1, p - 1));
    }
    v
}

fn id(r: usize, p: usize) -> usize {
    (r - 1) * (r - 1) + p - 1
}

// Best (Alma's rooms - Berthe's rooms) from here on; pos[0] Alma, pos[1] Berthe; who moves.
fn best(
    s: usize,
    blocked: &mut Vec<bool>,
    pos: [(usize, usize); 2],
    who: usize,
    passed: bool,
) -> i32 {
    let free: Vec<(usize, usize)> = neighbours(s, pos[who].0, pos[who].1)
        .into_iter()
        .filter(|&(r, p)| !blocked[id(r, p)])
        .collect();
    if free.is_empty() {
        if passed {
            return 0; // neither can move
        }
        return best(s, blocked, pos, 1 - who, true);
    }
    let sign = if who == 0 { 1 } else { -1 };
    let mut res: Option<i32> = None;
    for (r, p) in free {
        blocked[id(r, p)] = true;
        let mut next = pos;
        next[who] = (r, p);
        let v = sign + best(s, blocked, next, 1 - who, false);
        blocked[id(r, p)] = false;
        res = Some(match res {
            None => v,
            Some(x) if who == 0 => x.max(v),
            Some(x) => x.min(v),
        });
    }
    res.unwrap()
}

pub fn brute(input: &str) -> String {
    let x: Vec<usize> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut k = 1;
    let mut out = String::new();
    for case in 1..=x[0] {
        let (s, ra, pa, rb, pb, c) = (x[k], x[k + 1], x[k + 2], x[k + 3], x[k + 4], x[k + 5]);
        k += 6;
        let mut blocked = vec![false; s * s];
        blocked[id(ra, pa)] = true;
        blocked[id(rb, pb)] = true;
        for _ in 0..c {
            blocked[id(x[k], x[k + 1])] = true;
            k += 2;
        }
        let v = best(s, &mut blocked, [(ra, pa), (rb, pb)], 0, false);
        out += &format!("Case #{}: {}\n", case, v);
    }
    out
}

fn case(s: usize, c_max: usize, st: &mut u64) -> String {
    let rooms: Vec<(usize, usize)> = (1..=s)
        .flat_map(|r| (1..2 * r).map(move |p| (r, p)))
        .collect();
    let n = rooms.len();
    let a = (rng(st) % n as u64) as usize;
    let mut b = (rng(st) % (n as u64 - 1)) as usize;
    if b >= a {
        b += 1;
    }
    let mut under: Vec<usize> = (0..n)
        .filter(|&i| i != a && i != b && (rng(st) % 100) < c_max as u64)
        .collect();
    under.sort();
    let mut out = format!(
        "{} {} {} {} {} {}\n",
        s,
        rooms[a].0,
        rooms[a].1,
        rooms[b].0,
        rooms[b].1,
        under.len()
    );
    for i in under {
        out += &format!("{} {}\n", rooms[i].0, rooms[i].1);
    }
    out
}

pub fn random_input(seed: u64) -> String {
    let mut st = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let t = 1 + rng(&mut st) % 3;
    let mut out = format!("{}\n", t);
    for _ in 0..t {
        let s = 2 + (rng(&mut st) % 3) as usize; // 2..=4
        let c_pct = [0, 10, 30][(rng(&mut st) % 3) as usize];
        out += &case(s, c_pct, &mut st);
    }
    out
}

pub fn worst_input() -> String {
    // 100 cases at S = 6 with no room under construction
    let mut st = 0x2545_F491_4F6C_DD1Du64;
    let mut out = String::from("100\n");
    for _ in 0..100 {
        out += &case(6, 0, &mut st);
    }
    out
}
