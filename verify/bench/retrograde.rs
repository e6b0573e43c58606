//! Retrograde rows: Berzerk's worst case (n = 7000, both sets 1..6999: about 10^8 move visits)
//! with and without a stored reverse graph next to a hand-written BFS, Shiritori with 2*10^5
//! words, and a random graph with 10^6 positions and 10^7 moves (time and peak heap).
use crate::{measure_peak, mib, Rng, Table};
use snippets::retrograde::{retrograde, retrograde_implicit, retrograde_with, Outcome};

#[allow(dead_code)]
#[path = "../../problems/shiritori/main.rs"]
mod shiritori;

/// Edge list and terminal marks, as `retrograde` takes them.
type Graph = (Vec<(u32, u32)>, Vec<(usize, Outcome)>);

/// m random moves between n positions, then n / 10 random positions marked as terminal losses.
fn random_graph(rng: &mut Rng, n: usize, m: usize) -> Graph {
    let edges = (0..m)
        .map(|_| (rng.below(n as u64) as u32, rng.below(n as u64) as u32))
        .collect();
    let terminal = (0..n / 10)
        .map(|_| (rng.below(n as u64) as usize, Outcome::Loss))
        .collect();
    (edges, terminal)
}

fn counts(o: &[Outcome]) -> String {
    let c = |x| o.iter().filter(|&&y| y == x).count();
    format!(
        "win={} loss={} draw={}",
        c(Outcome::Win),
        c(Outcome::Loss),
        c(Outcome::Draw)
    )
}

/// The usual contest solution of Berzerk: out-degree counters and a BFS over implicit
/// predecessors, labels only (0 = loop, 1 = win, 2 = lose).
fn berzerk_plain(n: usize, sets: &[Vec<usize>; 2]) -> Vec<u8> {
    let mut lab = vec![0u8; 2 * n];
    let mut deg: Vec<usize> = (0..2 * n).map(|v| sets[v / n].len()).collect();
    let mut queue = vec![0, n];
    lab[0] = 2;
    lab[n] = 2;
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head];
        head += 1;
        let (q, sq) = (1 - v / n, v % n);
        for &x in &sets[q] {
            let from = if sq >= x { sq - x } else { sq + n - x };
            let u = q * n + from;
            if from == 0 || lab[u] != 0 {
                continue;
            }
            if lab[v] == 2 {
                lab[u] = 1;
            } else {
                deg[u] -= 1;
                if deg[u] > 0 {
                    continue;
                }
                lab[u] = 2;
            }
            queue.push(u);
        }
    }
    lab
}

pub fn run(t: &mut Table) {
    t.note("inputs: SplitMix64 seed 2024; times include building the graph (the CSR rows) but not the caller's edge list");

    // Berzerk worst case: 2n states, each with n - 1 moves.
    let n = 7000;
    let sets = [(1..n).collect::<Vec<usize>>(), (1..n).collect()];
    let wrap = |s: usize| if s >= n { s - n } else { s };
    let succ = |v: usize, out: &mut Vec<usize>| {
        let (p, sq) = (v / n, v % n);
        if sq != 0 {
            out.extend(sets[p].iter().map(|&x| (1 - p) * n + wrap(sq + x)));
        }
    };
    let pred = |v: usize, out: &mut Vec<usize>| {
        let (q, sq) = (1 - v / n, v % n);
        for &x in &sets[q] {
            let from = wrap(sq + n - x);
            if from != 0 {
                out.push(q * n + from);
            }
        }
    };
    let moves = 2 * (n - 1) * (n - 1);
    t.row("Berzerk n=7000 sets 1..6999: implicit", 3, || {
        let (s, peak) = measure_peak(|| retrograde_implicit(2 * n, &[], succ, pred));
        format!("moves={moves} {} peak={}", counts(&s.outcome), mib(peak))
    });
    t.row("Berzerk n=7000 sets 1..6999: successors (CSR)", 3, || {
        let (s, peak) = measure_peak(|| retrograde_with(2 * n, &[], succ));
        format!("moves={moves} {} peak={}", counts(&s.outcome), mib(peak))
    });
    t.row("Berzerk n=7000: hand-written BFS, labels only", 3, || {
        let (lab, peak) = measure_peak(|| berzerk_plain(n, &sets));
        let wins = lab.iter().filter(|&&l| l == 1).count();
        format!("win={wins} peak={}", mib(peak))
    });

    // Shiritori: 2*10^5 words "first 3 + 0..2 letters + last 3"; the first 3 letters come from
    // a pool of 20000 states and the last 3 from 22000 (the extra 2000 are dead ends), with
    // 3-letter words (self-loops) now and then: chains, cycles and sinks mixed.
    let mut rng = Rng(2024);
    let letters = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let pool: Vec<Vec<u8>> = (0..22_000)
        .map(|_| (0..3).map(|_| letters[rng.below(52) as usize]).collect())
        .collect();
    let words: Vec<Vec<u8>> = (0..200_000)
        .map(|_| {
            let a = &pool[rng.below(20_000) as usize];
            if rng.below(20) == 0 {
                return a.clone();
            }
            let mid: Vec<u8> = (0..rng.below(3))
                .map(|_| letters[rng.below(52) as usize])
                .collect();
            [&a[..], &mid[..], &pool[rng.below(22_000) as usize][..]].concat()
        })
        .collect();
    let words: Vec<&[u8]> = words.iter().map(|w| &w[..]).collect();
    t.row("Shiritori 2e5 words: edges + retrograde", 5, || {
        let ((s, edges), peak) = measure_peak(|| {
            let edges = shiritori::edges(&words);
            (retrograde(52 * 52 * 52, &edges, &[]), edges)
        });
        let answers: Vec<Outcome> = edges.iter().map(|e| s.outcome[e.1 as usize]).collect();
        format!(
            "states=140608 answers: {} peak={}",
            counts(&answers),
            mib(peak)
        )
    });

    // Random graph: 10^6 positions, 10^7 moves, 10% of the positions marked as terminal losses.
    let (n, m) = (1_000_000usize, 10_000_000usize);
    let (edges, terminal) = random_graph(&mut rng, n, m);
    t.row("random n=1e6 m=1e7, 10% terminal losses", 3, || {
        let (s, peak) = measure_peak(|| retrograde(n, &edges, &terminal));
        let maxd = s.dist.iter().filter(|&&d| d != u32::MAX).max().unwrap();
        format!(
            "{} max_dist={maxd} peak={} (+ edge list {})",
            counts(&s.outcome),
            mib(peak),
            mib(m * 8)
        )
    });
    t.row("random n=1e6 m=1e7, no marks (draw-heavy)", 3, || {
        let (s, peak) = measure_peak(|| retrograde(n, &edges, &[]));
        format!("{} peak={}", counts(&s.outcome), mib(peak))
    });

    // The limit the header promises: 10^7 positions, 10^8 moves (about 2 GB with the edge
    // list, a minute of CPU to generate and solve): only on request.
    if std::env::var("RETROGRADE_BIG").is_err() {
        t.note("10^7 positions / 10^8 moves: skipped (RETROGRADE_BIG=1 cargo bench -- retrograde)");
        return;
    }
    let (n, m) = (10_000_000usize, 100_000_000usize);
    let (edges, terminal) = random_graph(&mut rng, n, m);
    t.row("random n=1e7 m=1e8, 10% terminal losses", 1, || {
        let (s, peak) = measure_peak(|| retrograde(n, &edges, &terminal));
        format!(
            "{} peak={} (+ edge list {})",
            counts(&s.outcome),
            mib(peak),
            mib(m * 8)
        )
    });
}
