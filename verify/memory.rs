//! Heap bytes of a whole call, measured by a counting allocator (its own test binary: the
//! allocator is global). Each thread counts only its own allocations, so tests may run in
//! parallel. pn2's header: the trees keep <= 2 * (max_nodes + branching) * (20 B + a move) bytes
//! (+ one position's moves), and the heap peaks at no more than 1.5x that while they grow.
use snippets::pn2::{pn2, Pn2Game};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

struct Counting;

thread_local! {
    // (bytes held now, the peak since the last reset)
    static HELD: Cell<(usize, usize)> = const { Cell::new((0, 0)) };
}

fn add(n: usize) {
    let _ = HELD.try_with(|h| {
        let (now, peak) = h.get();
        h.set((now + n, peak.max(now + n)));
    });
}

fn sub(n: usize) {
    let _ = HELD.try_with(|h| {
        let (now, peak) = h.get();
        h.set((now.saturating_sub(n), peak));
    });
}

// A realloc counts the old and the new block at once (the copy needs both).
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        add(l.size());
        System.alloc(l)
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        sub(l.size());
        System.dealloc(p, l)
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, n: usize) -> *mut u8 {
        add(n);
        sub(l.size());
        System.realloc(p, l, n)
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// The peak of the heap bytes `f` held above what was held before it.
fn peak(f: impl FnOnce()) -> usize {
    let before = HELD.with(|h| {
        let (now, _) = h.get();
        h.set((now, now));
        now
    });
    f();
    HELD.with(|h| h.get().1 - before)
}

/// An implicit tree that allocates nothing: depth `depth` (complete with `full`, else cut short
/// at random), node `h` has 1..=`most` children (all `most` with `full`), OR at even depths;
/// leaves are won by hash (or all lost).
struct Tree {
    path: [u64; 32],
    d: usize,
    depth: usize,
    most: u64,
    full: bool,
    lost: bool,
}

fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

impl Pn2Game for Tree {
    type Move = usize;
    fn moves(&self, out: &mut Vec<usize>) {
        let h = self.path[self.d];
        let k = if self.full {
            self.most
        } else {
            1 + h % self.most
        };
        out.extend(0..k as usize);
    }
    fn play(&mut self, m: usize) {
        self.path[self.d + 1] = mix(self.path[self.d] ^ (m as u64 + 1));
        self.d += 1;
    }
    fn undo(&mut self, _: usize) {
        self.d -= 1;
    }
    fn outcome(&self) -> Option<bool> {
        let h = self.path[self.d];
        let leaf = self.d == self.depth || (!self.full && self.d > 2 && h % 7 == 0);
        leaf.then_some(!self.lost && h >> 20 & 1 == 0)
    }
    fn prover_to_move(&self) -> bool {
        self.d % 2 == 0
    }
}

#[test]
fn pn2_heap_peak_is_within_one_and_a_half_times_the_kept_bound() {
    let (node, mv) = (20, std::mem::size_of::<usize>());
    // issue 20's repro first: a complete binary tree of depth 20, every leaf lost
    let mut cases = vec![(0, 20, 2, true, true, 1025)];
    for seed in 0..24u64 {
        let max_nodes = [2, 3, 7, 50, 300, 1025, 4000][seed as usize % 7];
        cases.push((
            seed,
            6 + seed as usize % 10,
            1 + seed % 9,
            seed % 3 == 0,
            false,
            max_nodes,
        ));
    }
    for (seed, depth, most, full, lost, max_nodes) in cases {
        let mut g = Tree {
            path: [0; 32],
            d: 0,
            depth,
            most,
            full,
            lost,
        };
        g.path[0] = mix(seed);
        let mut r = (None, 0);
        let used = peak(|| r = pn2(&mut g, max_nodes, 1 << 20));
        assert_eq!(g.d, 0);
        // kept: the two trees, plus one position's moves (a Vec of at least 4, doubling)
        let b = most as usize;
        let kept = 2 * (max_nodes + b) * (node + mv) + 4.max(2 * b) * mv;
        let case = (seed, depth, most, full, max_nodes, r);
        assert!(
            2 * used <= 3 * kept,
            "{:?}: peak {} B, kept bound {} B",
            case,
            used,
            kept
        );
        if lost {
            // the first version peaked at 98,304 B here (Vecs doubling freely)
            assert_eq!((r, used, kept), ((None, 130_817), 77_772, 57_544));
        }
    }
}
