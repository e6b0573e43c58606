// Problem: Codeforces 1903E "Geo Game", https://codeforces.com/problemset/problem/1903/E
// Statement: interactive; players alternately pick unpicked points, adding the squared distance
//   from the previous pick (s first); First wins iff the sum is even. Choose a side and win.
// Snippets: none fits (by hand, a closed form). d^2(a, b) has the parity of c(a) + c(b), c = x + y
//   mod 2, so the sum telescopes to c(s) + c(last pick): First wants the last point in s's class
//   A, Second in the other class B. Each player empties the class he does not want last: with
//   |A| >= |B| First (picking B first) empties B before Second can empty A; else Second (picking
//   A) empties A first.
use std::io::{self, BufRead, BufWriter, Write};

struct Reader<'a, R: BufRead> {
    inp: &'a mut R,
    line: String,
    pos: usize,
}

impl<R: BufRead> Reader<'_, R> {
    /// The next token as i64; None at the end of the stream.
    fn next(&mut self) -> Option<i64> {
        loop {
            let rest = &self.line[self.pos..];
            if let Some(st) = rest.find(|c: char| !c.is_ascii_whitespace()) {
                let rest = &rest[st..];
                let len = rest
                    .find(|c: char| c.is_ascii_whitespace())
                    .unwrap_or(rest.len());
                let v = rest[..len].parse().unwrap();
                self.pos += st + len;
                return Some(v);
            }
            self.line.clear();
            self.pos = 0;
            if self.inp.read_line(&mut self.line).unwrap() == 0 {
                return None;
            }
        }
    }
}

fn say(out: &mut impl Write, s: &str) {
    writeln!(out, "{}", s).unwrap();
    out.flush().unwrap();
}

pub fn run(inp: &mut impl BufRead, out: &mut impl Write) {
    let mut rd = Reader {
        inp,
        line: String::new(),
        pos: 0,
    };
    let t = match rd.next() {
        Some(t) if t > 0 => t,
        _ => return,
    };
    for _ in 0..t {
        let n = match rd.next() {
            Some(n) if n > 0 => n as usize,
            _ => return,
        };
        let (sx, sy) = (rd.next().unwrap(), rd.next().unwrap());
        let cs = (sx + sy) & 1;
        // class[0]: the points of s's parity class, class[1]: the others
        let mut class: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
        for i in 1..=n {
            let (x, y) = (rd.next().unwrap(), rd.next().unwrap());
            class[((x + y) & 1 ^ cs) as usize].push(i);
        }
        let first = class[0].len() >= class[1].len();
        say(out, if first { "First" } else { "Second" });
        // the class I empty first: B as First, A as Second
        let want = if first { 1 } else { 0 };
        let mut picked = vec![false; n + 1];
        for turn in 0..n {
            let mine = (turn % 2 == 0) == first;
            if mine {
                let mut j = 0;
                for c in [want, 1 - want] {
                    while let Some(&k) = class[c].last() {
                        class[c].pop();
                        if !picked[k] {
                            j = k;
                            break;
                        }
                    }
                    if j != 0 {
                        break;
                    }
                }
                picked[j] = true;
                say(out, &j.to_string());
            } else {
                match rd.next() {
                    Some(j) if j >= 1 && (j as usize) <= n => picked[j as usize] = true,
                    _ => return, // -1 (an error or a loss) or the end of the stream
                }
            }
        }
    }
}

fn main() {
    run(
        &mut io::stdin().lock(),
        &mut BufWriter::new(io::stdout().lock()),
    );
}
