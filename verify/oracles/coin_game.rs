//! QOJ 4106 / SDOI2016 "硬币游戏" (coin game): coins 1..n, 0 = tails up, 1 = heads up. A move
//! picks a tails-up coin x = c * 2^a * 3^b (c coprime to 6) and p >= 1, 1 <= q <= MAXQ with
//! p * q <= a (or p * q <= b), and flips the q + 1 coins c * 2^(a - p j) * 3^b (or
//! c * 2^a * 3^(b - p j)), j = 0..q. No move loses. Output per test "win" / "lose" for the first
//! player. Oracle: plain memoized win/lose minimax over the whole row as a bitmask of the
//! tails-up coins, every move straight from the rules (no Grundy values, no splitting by c).

fn parse(x: u64) -> (u64, u32, u32) {
    let (mut c, mut a, mut b) = (x, 0u32, 0u32);
    while c % 2 == 0 {
        c /= 2;
        a += 1;
    }
    while c % 3 == 0 {
        c /= 3;
        b += 1;
    }
    (c, a, b)
}

/// All flip masks of a move chosen at coin x (1-based), bit i-1 = coin i.
fn moves_of(x: u64, maxq: u32) -> Vec<u32> {
    let (c, a, b) = parse(x);
    let mut out = Vec::new();
    for dim in 0..2 {
        let e = if dim == 0 { a } else { b };
        for p in 1..=e {
            for q in 1..=maxq {
                if p * q > e {
                    break;
                }
                let mut mask = 0u32;
                for j in 0..=q {
                    let (aa, bb) = if dim == 0 { (a - p * j, b) } else { (a, b - p * j) };
                    let coin = c * 2u64.pow(aa) * 3u64.pow(bb);
                    mask ^= 1 << (coin - 1);
                }
                out.push(mask);
            }
        }
    }
    out
}

/// memo: 0 unknown, 1 the player to move wins, 2 loses. `tails`: bit set = coin tails up.
fn win(tails: u32, moves: &[Vec<u32>], memo: &mut [u8]) -> bool {
    if memo[tails as usize] != 0 {
        return memo[tails as usize] == 1;
    }
    let mut w = false;
    'outer: for (i, ms) in moves.iter().enumerate() {
        if tails >> i & 1 == 0 {
            continue;
        }
        for &m in ms {
            if !win(tails ^ m, moves, memo) {
                w = true;
                break 'outer;
            }
        }
    }
    memo[tails as usize] = if w { 1 } else { 2 };
    w
}

pub fn brute(input: &str) -> String {
    let v: Vec<u64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let t = v[0] as usize;
    let mut pos = 1;
    let mut out = String::new();
    for _ in 0..t {
        let n = v[pos] as usize;
        let maxq = v[pos + 1] as u32;
        pos += 2;
        assert!(n <= 24, "brute handles n <= 24 only");
        let mut tails = 0u32;
        for i in 0..n {
            if v[pos + i] == 0 {
                tails |= 1 << i;
            }
        }
        pos += n;
        let moves: Vec<Vec<u32>> = (1..=n as u64).map(|x| moves_of(x, maxq)).collect();
        let mut memo = vec![0u8; 1 << n];
        out += if win(tails, &moves, &mut memo) { "win\n" } else { "lose\n" };
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
        let n = match next(&mut x) % 4 {
            0 => 1 + next(&mut x) % 8,
            _ => 9 + next(&mut x) % 8,
        };
        let maxq = match next(&mut x) % 4 {
            0 => 1,
            1 => 2,
            2 => 1 + next(&mut x) % 4,
            _ => 1 + next(&mut x) % 20,
        };
        // chance (in 8ths) that a coin is heads up
        let heads = 1 + next(&mut x) % 7;
        let coins: Vec<String> = (0..n)
            .map(|_| if next(&mut x) % 8 < heads { "1" } else { "0" }.to_string())
            .collect();
        s += &format!("{} {}\n{}\n", n, maxq, coins.join(" "));
    }
    s
}

pub fn worst_input() -> String {
    let mut x = 987654321u64;
    let t = 100;
    let mut s = format!("{}\n", t);
    for k in 0..t {
        let n = 30000;
        let maxq = if k % 2 == 0 { 20 } else { 1 + k % 20 };
        let coins: Vec<&str> = (0..n)
            .map(|_| if next(&mut x) % 2 == 0 { "0" } else { "1" })
            .collect();
        s += &format!("{} {}\n{}\n", n, maxq, coins.join(" "));
    }
    s
}
