//! Retrograde rows: Berzerk's worst case (n = 7000, both sets 1..6999: 9.8e7 move visits) and a
//! mixed Berzerk instance, the snippet against a hand-written BFS giving the same labels and
//! distances (timed alternately, round after round); Shiritori with 2*10^5 words; a random graph
//! with 10^6 positions and 10^7 moves (time and peak heap).
//! `BIN rows retrograde DIR REPS` / `BIN rows retrograde_hand DIR REPS` print the Berzerk rows
//! of the snippet / of the hand-written BFS as `ROW` lines for alternate.py (DIR is unused).
use crate::{fmt_duration, measure_peak, mib, Rng, Table};
use snippets::retrograde::{retrograde, retrograde_implicit, Label, Retrograde, DRAW_DIST};
use std::time::{Duration, Instant};

#[allow(dead_code)]
#[path = "../../problems/shiritori/main.rs"]
mod shiritori;

#[allow(dead_code)]
#[path = "berzerk_hand.rs"]
mod berzerk_hand;

/// Edge list and terminal marks, as `retrograde` takes them.
type Graph = (Vec<(usize, usize)>, Vec<(usize, Label)>);

/// m random moves between n positions, then n / 10 random positions marked as terminal losses.
fn random_graph(rng: &mut Rng, n: usize, m: usize) -> Graph {
    let edges = (0..m)
        .map(|_| (rng.below(n as u64) as usize, rng.below(n as u64) as usize))
        .collect();
    let terminal = (0..n / 10)
        .map(|_| (rng.below(n as u64) as usize, Label::Loss))
        .collect();
    (edges, terminal)
}

fn counts(o: &[Label]) -> String {
    let c = |x| o.iter().filter(|&&y| y == x).count();
    format!(
        "win={} loss={} draw={}",
        c(Label::Win),
        c(Label::Loss),
        c(Label::Draw)
    )
}

/// Berzerk (CF 786A) with n squares and the two players' step sets: state p * n + s, player p
/// to move, the monster on square s (0 = the black hole: the player to move has lost).
struct Berzerk {
    n: usize,
    sets: [Vec<usize>; 2],
}

impl Berzerk {
    /// The snippet, as problems/berzerk calls it.
    fn snippet(&self) -> Retrograde {
        let (n, sets) = (self.n, &self.sets);
        let wrap = move |s: usize| if s >= n { s - n } else { s };
        retrograde_implicit(
            2 * n,
            &[],
            |v| if v % n == 0 { 0 } else { sets[v / n].len() },
            move |v| {
                let (q, sq) = (1 - v / n, v % n);
                let from = sets[q].iter().map(move |&x| wrap(sq + n - x));
                from.filter(|&f| f != 0).map(move |f| q * n + f)
            },
        )
    }

    /// The usual contest solution, with distances (verify/bench/berzerk_hand.rs).
    fn hand(&self) -> (Vec<u8>, Vec<u32>) {
        berzerk_hand::solve(self.n, &self.sets)
    }

    /// The worst case (every set 1..n-1) and a mixed instance (random sets of n / 2 steps,
    /// wins, losses and loops).
    fn cases() -> [(&'static str, Berzerk); 2] {
        let n = 7000;
        let mut rng = Rng(786);
        let mut half = || {
            let mut s: Vec<usize> = (1..n).filter(|_| rng.below(2) == 0).collect();
            s.truncate(n / 2);
            s
        };
        let mixed = [half(), half()];
        let all: Vec<usize> = (1..n).collect();
        [
            (
                "berzerk",
                Berzerk {
                    n,
                    sets: [all.clone(), all],
                },
            ),
            ("berzerk_mixed", Berzerk { n, sets: mixed }),
        ]
    }

    fn moves(&self) -> usize {
        (self.n - 1) * (self.sets[0].len() + self.sets[1].len())
    }
}

/// The snippet's labels and distances equal the hand-written BFS's (panics otherwise).
fn same(s: &Retrograde, (lab, dist): &(Vec<u8>, Vec<u32>)) {
    let l: Vec<Label> = lab
        .iter()
        .map(|&l| [Label::Draw, Label::Win, Label::Loss][l as usize])
        .collect();
    assert!(
        s.label == l && &s.dist == dist,
        "snippet and hand-written BFS differ"
    );
}

fn cpu_ns() -> u64 {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
    s.split_whitespace()
        .next()
        .and_then(|t| t.parse().ok())
        .unwrap_or(0)
}

/// `ROW` lines for alternate.py: each Berzerk case, best of `reps` (CPU and wall seconds), by
/// the hand-written BFS or by the snippet (checked equal to the BFS).
pub fn rows(hand: bool, reps: usize) {
    for (name, b) in Berzerk::cases() {
        let want = b.hand();
        same(&b.snippet(), &want);
        let (mut cpu, mut wall) = (f64::MAX, f64::MAX);
        for _ in 0..reps.max(1) {
            let (c0, w0) = (cpu_ns(), Instant::now());
            let s = match hand {
                true => std::hint::black_box(b.hand()).0.len(),
                false => std::hint::black_box(b.snippet()).label.len(),
            };
            wall = wall.min(w0.elapsed().as_secs_f64());
            cpu = cpu.min((cpu_ns() - c0) as f64 / 1e9);
            assert_eq!(s, 2 * b.n);
        }
        let wins = want.0.iter().filter(|&&l| l == 1).count();
        let moves = b.moves();
        println!("ROW {name} cpu={cpu:.6} wall={wall:.6} moves={moves} win={wins}");
    }
}

pub fn run(t: &mut Table) {
    t.note("inputs: SplitMix64 seeds 786 and 2024; times include building the graph (the CSR rows) but not the caller's edge list");

    // Berzerk: the hand-written BFS and the snippet alternately, 7 rounds, CPU time of this
    // thread; the ratio is taken within each round (the machine is shared).
    for (name, b) in Berzerk::cases() {
        let want = b.hand();
        let (mut hand, mut snip, mut ratio) = (vec![], vec![], vec![]);
        for _ in 0..7 {
            let c0 = cpu_ns();
            std::hint::black_box(b.hand());
            let c1 = cpu_ns();
            let s = std::hint::black_box(b.snippet());
            let c2 = cpu_ns();
            same(&s, &want);
            hand.push(Duration::from_nanos(c1 - c0));
            snip.push(Duration::from_nanos(c2 - c1));
            ratio.push((c2 - c1) as f64 / (c1 - c0) as f64);
        }
        let med = |v: &mut Vec<Duration>| {
            v.sort();
            fmt_duration(v[v.len() / 2])
        };
        ratio.sort_by(|a, b| a.partial_cmp(b).unwrap());
        let (s, peak) = measure_peak(|| b.snippet());
        t.note(&format!(
            "{name} n=7000 moves={}: snippet {} / hand-written BFS {} (CPU, medians of 7 alternating rounds), ratio median {:.2} (min {:.2}, max {:.2}); {} peak={}",
            b.moves(),
            med(&mut snip),
            med(&mut hand),
            ratio[3],
            ratio[0],
            ratio[6],
            counts(&s.label),
            mib(peak)
        ));
    }

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
        let answers: Vec<Label> = edges.iter().map(|e| s.label[e.1]).collect();
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
        let maxd = s.dist.iter().filter(|&&d| d != DRAW_DIST).max().unwrap();
        format!(
            "{} max_dist={maxd} peak={} (+ edge list {})",
            counts(&s.label),
            mib(peak),
            mib(m * 16)
        )
    });
    t.row("random n=1e6 m=1e7, no marks (draw-heavy)", 3, || {
        let (s, peak) = measure_peak(|| retrograde(n, &edges, &[]));
        format!("{} peak={}", counts(&s.label), mib(peak))
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
            counts(&s.label),
            mib(peak),
            mib(m * 16)
        )
    });
}
