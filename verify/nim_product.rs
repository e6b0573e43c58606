//! problems/nim_product (Library Checker "Nim Product (F_2^64)") on regenerated judge data:
//! - `power_of_two_00` (4,096 products 2^i (x) 2^j) is rebuilt as the judge's gen.py writes it;
//!   the input's and the solution's output's sha256 must equal the judge's (from
//!   /work/shared/data/nim_product_64/expected.sha256, copied below);
//! - the first products of `random_00` (xoshiro256** seeded as the judge seeds it) are checked
//!   against an independent slow nim product (Conway's recursion, no tables, no Karatsuba).
//!
//! The whole 10-test run with the sha256 of every output is `cargo bench -- nimber`.
#[allow(dead_code)]
#[path = "../problems/nim_product/main.rs"]
mod nim_product;

use std::fmt::Write as _;

/// From expected.sha256: power_of_two_00.in and power_of_two_00.out.
const POW2_IN: &str = "81ee6b83e91ffb55a15068dc7fb7028cac09c96f2cf16b105ce4005f7dc718ca";
const POW2_OUT: &str = "f5c77b830d337bfcf8c6faef1db6619ab43049e6d903f9710ab2d4f378a64a4d";

/// SHA-256 (FIPS 180-4), hex digest; std only so that the test needs no tool.
fn sha256(data: &[u8]) -> String {
    const K: [u32; 64] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4,
        0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
        0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f,
        0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
        0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
        0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
        0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116,
        0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
        0xc67178f2,
    ];
    let mut h: [u32; 8] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab,
        0x5be0cd19,
    ];
    let mut msg = data.to_vec();
    msg.push(0x80);
    while msg.len() % 64 != 56 {
        msg.push(0);
    }
    msg.extend_from_slice(&(data.len() as u64 * 8).to_be_bytes());
    for block in msg.chunks(64) {
        let mut w = [0u32; 64];
        for i in 0..16 {
            w[i] = u32::from_be_bytes(block[4 * i..4 * i + 4].try_into().unwrap());
        }
        for i in 16..64 {
            let s0 = w[i - 15].rotate_right(7) ^ w[i - 15].rotate_right(18) ^ (w[i - 15] >> 3);
            let s1 = w[i - 2].rotate_right(17) ^ w[i - 2].rotate_right(19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16]
                .wrapping_add(s0)
                .wrapping_add(w[i - 7])
                .wrapping_add(s1);
        }
        let mut v = h;
        for i in 0..64 {
            let s1 = v[4].rotate_right(6) ^ v[4].rotate_right(11) ^ v[4].rotate_right(25);
            let ch = (v[4] & v[5]) ^ (!v[4] & v[6]);
            let t1 = v[7]
                .wrapping_add(s1)
                .wrapping_add(ch)
                .wrapping_add(K[i])
                .wrapping_add(w[i]);
            let s0 = v[0].rotate_right(2) ^ v[0].rotate_right(13) ^ v[0].rotate_right(22);
            let maj = (v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2]);
            let t2 = s0.wrapping_add(maj);
            v = [
                t1.wrapping_add(t2),
                v[0],
                v[1],
                v[2],
                v[3].wrapping_add(t1),
                v[4],
                v[5],
                v[6],
            ];
        }
        for (x, y) in h.iter_mut().zip(v) {
            *x = x.wrapping_add(y);
        }
    }
    h.iter().map(|x| format!("{x:08x}")).collect()
}

/// Conway's recursion on `bits`-bit nimbers (bits a power of two): with H = 2^(bits/2),
/// (a1 H + a0)(b1 H + b0) = a1b1 H^2 + (a1b0 + a0b1) H + a0b0 and H^2 = H + H/2 (nim sums).
fn slow_mul(a: u64, b: u64, bits: u32) -> u64 {
    if bits == 1 {
        return a & b;
    }
    let h = bits / 2;
    let mask = (1u64 << h) - 1;
    let (a1, a0, b1, b0) = (a >> h, a & mask, b >> h, b & mask);
    let hi = slow_mul(a1, b1, h);
    let cross = slow_mul(a1, b0, h) ^ slow_mul(a0, b1, h);
    let lo = slow_mul(a0, b0, h) ^ slow_mul(hi, 1 << (h - 1), h);
    ((hi ^ cross) << h) | lo
}

/// The judge's generator (library-checker common/random.h): splitmix64 seeding, xoshiro256**.
struct Xoshiro([u64; 4]);

impl Xoshiro {
    fn new(mut seed: u64) -> Self {
        let mut s = [0; 4];
        for x in &mut s {
            seed = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = seed;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            *x = z ^ (z >> 31);
        }
        Xoshiro(s)
    }
    fn next(&mut self) -> u64 {
        let s = &mut self.0;
        let result = s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }
}

fn solve(input: &str) -> String {
    let mut out = Vec::new();
    nim_product::run(input, &mut out);
    String::from_utf8(out).unwrap()
}

#[test]
fn sha256_is_fips_180() {
    let abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
    assert_eq!(sha256(b"abc"), abc);
    let long = b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"; // two blocks
    let want = "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1";
    assert_eq!(sha256(long), want);
}

#[test]
fn slow_mul_is_the_nim_product() {
    // The mex definition on [0, 16)^2: x (x) y = mex of (x' (x) y) ^ (x (x) y') ^ (x' (x) y').
    let mut t = [[0u64; 16]; 16];
    for x in 0..16 {
        for y in 0..16 {
            let mut seen = [false; 64];
            for i in 0..x {
                for j in 0..y {
                    seen[(t[i][y] ^ t[x][j] ^ t[i][j]) as usize] = true;
                }
            }
            t[x][y] = seen.iter().position(|&s| !s).unwrap() as u64;
            assert_eq!(slow_mul(x as u64, y as u64, 64), t[x][y], "{x} (x) {y}");
        }
    }
}

#[test]
fn judge_test_power_of_two_00_matches_its_sha256() {
    let mut input = String::from("4096\n");
    for i in 0..64 {
        for j in 0..64 {
            writeln!(input, "{} {}", 1u64 << i, 1u64 << j).unwrap();
        }
    }
    assert_eq!(sha256(input.as_bytes()), POW2_IN, "the regenerated input");
    assert_eq!(
        sha256(solve(&input).as_bytes()),
        POW2_OUT,
        "the solution's output"
    );
}

#[test]
fn judge_test_random_00_prefix_matches_a_slow_product() {
    let mut r = Xoshiro::new(0);
    let pairs: Vec<(u64, u64)> = (0..2000).map(|_| (r.next(), r.next())).collect();
    let mut input = format!("{}\n", pairs.len());
    for &(a, b) in &pairs {
        writeln!(input, "{a} {b}").unwrap();
    }
    let out = solve(&input);
    let got: Vec<u64> = out.lines().map(|l| l.parse().unwrap()).collect();
    assert_eq!(got.len(), pairs.len());
    for (&(a, b), &c) in pairs.iter().zip(&got) {
        assert_eq!(c, slow_mul(a, b, 64), "{a} (x) {b}");
    }
}
