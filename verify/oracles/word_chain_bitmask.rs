//! Oracle for AtCoder ABC278 F "Shiritori" (problems/word_chain_bitmask): plain minimax over
//! (words used, last word), no memo, on small N.

fn rng(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

fn wins(words: &[(u8, u8)], used: u32, last: usize) -> bool {
    // The player to move wins if some unused word continues the chain and leaves a lost position.
    (0..words.len()).any(|i| {
        used >> i & 1 == 0 && words[i].0 == words[last].1 && !wins(words, used | 1 << i, i)
    })
}

pub fn brute(input: &str) -> String {
    let mut it = input.split_whitespace();
    let n: usize = it.next().unwrap().parse().unwrap();
    let words: Vec<(u8, u8)> = (0..n)
        .map(|_| {
            let s = it.next().unwrap().as_bytes();
            (s[0], s[s.len() - 1])
        })
        .collect();
    let first = (0..n).any(|i| !wins(&words, 1 << i, i));
    (if first { "First\n" } else { "Second\n" }).to_string()
}

pub fn random_input(seed: u64) -> String {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let n = 1 + (rng(&mut s) % 8) as usize;
    let alpha = 1 + rng(&mut s) % 3;
    let mut words: Vec<String> = Vec::new();
    while words.len() < n {
        let len = 1 + (rng(&mut s) % 4) as usize;
        let w: String = (0..len)
            .map(|_| (b'a' + (rng(&mut s) % alpha) as u8) as char)
            .collect();
        if !words.contains(&w) {
            words.push(w);
        } else if alpha == 1 && words.len() as u64 >= 4 {
            break; // only 4 distinct words of length <= 4 over one letter
        }
    }
    format!("{}\n{}\n", words.len(), words.join("\n"))
}

pub fn worst_input() -> String {
    // 16 distinct words over first/last letters {a, b}: every word connects to half the others.
    let words: Vec<String> = (0..16)
        .map(|i| {
            let f = if i & 1 == 0 { 'a' } else { 'b' };
            let l = if i & 2 == 0 { 'a' } else { 'b' };
            format!("{}{}{}", f, "xyzw".chars().nth(i >> 2).unwrap(), l)
        })
        .collect();
    format!("16\n{}\n", words.join("\n"))
}
