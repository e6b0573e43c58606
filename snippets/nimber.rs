//! Nimbers: the nim product on u64 (Conway's field GF(2^64)), square, inverse and power.
//! For 2-D coin-turning games (Tartan: coin (x, y) of a product game is worth g1(x) (x) g2(y);
//!   Turning Corners: x (x) y, 0-based) and nim-field algebra (Library Checker nim_product_64).
//! Usage: `let nim = NimField::new(); let c = nim.mul(a, b);` also `nim.square(a)`,
//!   `nim.inv(a)`, `nim.pow(a, e)`; nim addition is XOR. Build one NimField and reuse it.
//! Time: new() O(2^16) (log/exp tables of GF(2^16), 384 KiB); mul 16 table products;
//!   inv and pow O(64) products.
//! Rules: with H = 2^(2^k), x (x) H = x * H for x < H and H (x) H = H ^ H/2, so splitting into
//!   halves gives Karatsuba: 3 half-size products and one product by H/2. inv(0) panics.
//! Source: Conway, On Numbers and Games ch. 6; Lenstra, "Nim multiplication" (1978).
//! Status: brute-force tested (tests below: mex definition on [0, 64)^2, a bit-by-bit oracle,
//!   field laws by proptest, Turning Corners <= 4x4, Library Checker sample); problems/nim_product.

/// a (x) b for a, b < 2^bits (bits a power of two >= `low`), splitting at H = 2^(bits/2):
/// (a1 H + a0)(b1 H + b0) = (a1b1 ^ a1b0 ^ a0b1) H + (a0b0 ^ a1b1 (x) H/2), where
/// a1b1 ^ a1b0 ^ a0b1 = (a0 ^ a1)(b0 ^ b1) ^ a0b0. `base` multiplies below 2^low.
fn nim_halves<F: Fn(u64, u64) -> u64 + Copy>(a: u64, b: u64, bits: u32, low: u32, base: F) -> u64 {
    if bits == low {
        return base(a, b);
    }
    let h = bits / 2;
    let m = (1u64 << h) - 1;
    let (a0, a1, b0, b1) = (a & m, a >> h, b & m, b >> h);
    let c00 = nim_halves(a0, b0, h, low, base);
    let c11 = nim_halves(a1, b1, h, low, base);
    let mid = nim_halves(a0 ^ a1, b0 ^ b1, h, low, base) ^ c00;
    (mid << h) | (c00 ^ nim_halves(c11, 1 << (h - 1), h, low, base))
}

/// Log/exp tables of the nimbers below 2^16, a field whose multiplicative group is cyclic.
pub struct NimField {
    log: Vec<u16>,
    exp: Vec<u16>, // doubled, so exp[log a + log b] needs no reduction mod 65535
}

impl NimField {
    pub fn new() -> NimField {
        // 258 generates the nimbers below 2^16: 258^(65535/p) != 1 for each prime p of 65535 =
        // 3 * 5 * 17 * 257 (the smallest such; 0..256 is the subfield GF(2^8)). x (x) 258 is
        // linear in the bits of x: column b is 2^b (x) 258, 16 XORs per step of the table.
        let slow = |a, b| nim_halves(a, b, 16, 1, |x, y| x & y);
        let col: Vec<u64> = (0..16).map(|b| slow(1 << b, 258)).collect();
        let (mut log, mut exp) = (vec![0u16; 1 << 16], vec![0u16; 2 * 65535]);
        let mut x = 1u64;
        for i in 0..65535 {
            (exp[i], exp[i + 65535], log[x as usize]) = (x as u16, x as u16, i as u16);
            x = (0..16).fold(0, |s, b| s ^ ((x >> b & 1) * col[b]));
        }
        NimField { log, exp }
    }

    /// a (x) b.
    pub fn mul(&self, a: u64, b: u64) -> u64 {
        let base = |x: u64, y: u64| match (x, y) {
            (0, _) | (_, 0) => 0,
            _ => self.exp[self.log[x as usize] as usize + self.log[y as usize] as usize] as u64,
        };
        nim_halves(a, b, 64, 16, base)
    }

    pub fn square(&self, a: u64) -> u64 {
        self.mul(a, a)
    }

    /// a^e by squaring (a^0 = 1).
    pub fn pow(&self, mut a: u64, mut e: u64) -> u64 {
        let mut r = 1;
        while e > 0 {
            if e & 1 == 1 {
                r = self.mul(r, a);
            }
            a = self.mul(a, a);
            e >>= 1;
        }
        r
    }

    /// The b with a (x) b = 1: a^(2^64 - 2), as the group of GF(2^64) has order 2^64 - 1.
    pub fn inv(&self, a: u64) -> u64 {
        assert!(a != 0, "NimField::inv: 0 has no inverse");
        self.pow(a, u64::MAX - 1)
    }
}

impl Default for NimField {
    fn default() -> NimField {
        NimField::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::cell::RefCell;
    use std::collections::HashMap;
    use std::sync::OnceLock;

    fn nim() -> &'static NimField {
        static NIM: OnceLock<NimField> = OnceLock::new();
        NIM.get_or_init(NimField::new)
    }

    /// Oracle, from the definition: a (x) b = mex{a' (x) b ^ a (x) b' ^ a' (x) b' : a' < a, b' < b}.
    fn mex_table(n: usize) -> Vec<Vec<u64>> {
        let mut t = vec![vec![0u64; n]; n];
        for a in 0..n {
            for b in 0..n {
                let mut seen = vec![false; 2 * n * n + 1];
                for x in 0..a {
                    for y in 0..b {
                        let v = (t[x][b] ^ t[a][y] ^ t[x][y]) as usize;
                        if v < seen.len() {
                            seen[v] = true;
                        }
                    }
                }
                t[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
            }
        }
        t
    }

    /// Second oracle, bit by bit: 2^i (x) 2^j is 2^(i|j) when i & j = 0 (distinct Fermat
    /// 2-powers multiply as integers); else with F = 2^(2^t), 2^t the top common bit,
    /// 2^i (x) 2^j = (F (x) F) (x) (2^(i-2^t) (x) 2^(j-2^t)) and F (x) F = 3F/2.
    fn slow_mul(a: u64, b: u64) -> u64 {
        let mut r = 0;
        for i in (0..64).filter(|i| a >> i & 1 == 1) {
            for j in (0..64).filter(|j| b >> j & 1 == 1) {
                r ^= pow2_mul(i, j);
            }
        }
        r
    }

    fn pow2_mul(i: u32, j: u32) -> u64 {
        thread_local!(static MEMO: RefCell<HashMap<(u32, u32), u64>> = RefCell::new(HashMap::new()));
        if let Some(v) = MEMO.with(|m| m.borrow().get(&(i, j)).copied()) {
            return v;
        }
        let c = i & j;
        let v = if c == 0 {
            1 << (i | j)
        } else {
            let t = 1 << (31 - c.leading_zeros()); // 2^t, the top common bit
            let f = 1u64 << t;
            slow_mul(f ^ (f >> 1), pow2_mul(i ^ t, j ^ t))
        };
        MEMO.with(|m| m.borrow_mut().insert((i, j), v));
        v
    }

    #[test]
    fn two_hundred_fifty_eight_generates_the_nimbers_below_2_16() {
        // every non-zero nimber below 2^16 is a power of 258 exactly once
        let mut seen = vec![false; 1 << 16];
        for &x in &nim().exp[..65535] {
            assert!(
                x != 0 && !seen[x as usize],
                "{x} repeats: 258 is not a generator"
            );
            seen[x as usize] = true;
        }
    }

    #[test]
    fn product_is_the_mex_definition_on_0_64() {
        let t = mex_table(64);
        for a in 0..64 {
            for b in 0..64 {
                assert_eq!(nim().mul(a, b), t[a as usize][b as usize], "{a} (x) {b}");
            }
        }
        assert_eq!(t[2][2], 3);
        assert_eq!(t[2][3], 1);
        assert_eq!(t[4][4], 6);
    }

    #[test]
    fn fermat_powers_and_every_pair_of_powers_of_two() {
        for k in 0..6 {
            let f = 1u64 << (1 << k);
            assert_eq!(nim().mul(f, f), f + f / 2, "2^(2^{k}) squared");
            for x in [0, 1, f / 2, f - 1] {
                assert_eq!(nim().mul(f, x), f * x);
            }
        }
        for i in 0..64 {
            for j in 0..64 {
                assert_eq!(nim().mul(1 << i, 1 << j), slow_mul(1 << i, 1 << j));
            }
        }
    }

    #[test]
    fn library_checker_sample() {
        let pairs = [
            (5, 0, 0),
            (5, 1, 5),
            (5, 2, 10),
            (5, 3, 15),
            (5, 4, 2),
            (5, 5, 7),
            (5, 6, 8),
            (5, 7, 13),
            (5, 8, 3),
            (3141, 5926, 14994),
            (u64::MAX, u64::MAX, 11290409524105353207),
        ];
        for (a, b, c) in pairs {
            assert_eq!(nim().mul(a, b), c, "{a} (x) {b}");
        }
    }

    #[test]
    fn square_inverse_power_on_small_values() {
        let n = nim();
        assert_eq!(n.square(2), 3);
        assert_eq!(n.pow(2, 0), 1);
        assert_eq!(n.pow(2, 3), 1); // {0, 1, 2, 3} is GF(4): 2 has order 3
        for a in 1..300u64 {
            assert_eq!(n.mul(a, n.inv(a)), 1, "inverse of {a}");
            assert_eq!(n.pow(a, 5), (0..5).fold(1, |r, _| n.mul(r, a)));
        }
        // Subfields: GF(2^(2^k)) is closed, so a^(2^(2^k)) = a for a < 2^(2^k).
        let c = 0x9e37_79b9_7f4a_7c15u64;
        for k in 0..6 {
            let a = c & ((1u64 << (1 << k)) - 1);
            assert_eq!(n.pow(a, 1u64 << (1 << k)), a, "k = {k}");
            assert!(n.mul(a, a.max(1)) < 1u64 << (1 << k));
        }
        assert_eq!(n.pow(c, u64::MAX), 1); // the group of GF(2^64) has order 2^64 - 1
    }

    #[test]
    #[should_panic(expected = "0 has no inverse")]
    fn inverse_of_zero_panics() {
        nim().inv(0);
    }

    /// Turning Corners on a w x h board: a move turns the four corners (a, b), (a, y), (x, b),
    /// (x, y) with a < x, b < y, and (x, y) must go from heads to tails. Grundy value of every
    /// set of heads by mex; Tartan says it is the XOR over heads of x (x) y.
    fn check_turning_corners(w: usize, h: usize) {
        let cells = w * h;
        let mut g = vec![0u32; 1 << cells];
        for mask in 0..1usize << cells {
            let mut seen = [false; 64];
            for x in 0..w {
                for y in 0..h {
                    if mask >> (x * h + y) & 1 == 0 {
                        continue;
                    }
                    for a in 0..x {
                        for b in 0..y {
                            let flip = [(a, b), (a, y), (x, b), (x, y)]
                                .iter()
                                .fold(0, |f, &(i, j)| f | 1 << (i * h + j));
                            seen[g[mask ^ flip] as usize] = true; // a smaller mask
                        }
                    }
                }
            }
            g[mask] = seen.iter().position(|&s| !s).unwrap() as u32;
            let tartan = (0..cells)
                .filter(|c| mask >> c & 1 == 1)
                .fold(0, |v, c| v ^ nim().mul((c / h) as u64, (c % h) as u64));
            assert_eq!(g[mask] as u64, tartan, "{w}x{h} heads {mask:b}");
        }
    }

    #[test]
    fn turning_corners_is_the_nim_product() {
        for (w, h) in [(2, 2), (3, 3), (2, 6), (4, 4), (3, 5)] {
            check_turning_corners(w, h);
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        #[test]
        fn proptest_field_laws(a in any::<u64>(), b in any::<u64>(), c in any::<u64>(), e in 0u64..1 << 40, f in 0u64..1 << 40) {
            let n = nim();
            prop_assert_eq!(n.mul(a, b), slow_mul(a, b));
            prop_assert_eq!(n.mul(a, b), n.mul(b, a));
            prop_assert_eq!(n.mul(n.mul(a, b), c), n.mul(a, n.mul(b, c)));
            prop_assert_eq!(n.mul(a, b ^ c), n.mul(a, b) ^ n.mul(a, c));
            prop_assert_eq!(n.square(a ^ b), n.square(a) ^ n.square(b)); // Frobenius
            if a != 0 {
                prop_assert_eq!(n.mul(a, n.inv(a)), 1);
                prop_assert_eq!(n.mul(n.pow(a, e), n.pow(a, f)), n.pow(a, e + f));
            }
        }
    }
}
