//! Inputs for the proof-number searches (pns, dfpn), shared by verify/cross/proof.rs and
//! verify/bench/proof.rs: random AND/OR trees from a seed, and 4x4 tic-tac-toe (POJ 1568) with
//! x the prover on the board of problems/find_winning_move_dfpn (its main.rs included).
use snippets::dfpn::ProofGame;
use snippets::pn2::Pn2Game;

#[allow(dead_code)]
#[path = "../../problems/find_winning_move_dfpn/main.rs"]
mod find_winning_move_dfpn;
pub use find_winning_move_dfpn::Board;

/// An explicit AND/OR tree, parents before children; `value` matters at the leaves only.
pub struct Tree {
    pub kids: Vec<Vec<usize>>,
    pub is_or: Vec<bool>,
    pub value: Vec<bool>,
}

/// Random tree from a seed (xorshift64), parents before children: shape 0 bushy, 1 chain-like,
/// 2 lopsided, b >= 3: complete (b - 1)-ary tree (all leaves at the bottom). Node types
/// alternate by depth (root OR) or are random; leaves are true with probability p_true%, or
/// with `None` a percentage drawn from 0..=100 after the node types.
pub fn random_tree(seed: u64, n: usize, shape: u64, alternate: bool, p_true: Option<u64>) -> Tree {
    let mut s = seed | 1;
    let mut rnd = |m: u64| {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s % m
    };
    let mut kids = vec![Vec::new(); n];
    let mut depth = vec![0usize; n];
    for i in 1..n {
        let j = i as u64;
        let p = match shape {
            0 => rnd(j),
            1 => j - 1 - rnd(j.min(3)),
            2 => rnd(j.min(4)),
            b => (j - 1) / (b - 1),
        } as usize;
        kids[p].push(i);
        depth[i] = depth[p] + 1;
    }
    let is_or = (0..n)
        .map(|v| {
            if alternate {
                depth[v] % 2 == 0
            } else {
                rnd(2) == 0
            }
        })
        .collect();
    let p_true = p_true.unwrap_or_else(|| rnd(101));
    let value = (0..n).map(|_| rnd(100) < p_true).collect();
    Tree { kids, is_or, value }
}

/// A walk down the tree `.0` as a df-pn game: `.1` ends at the current node (key = node id), a
/// move is a child's id.
#[derive(Clone)]
pub struct Node<'a>(pub &'a Tree, pub Vec<usize>);

impl<'a> Node<'a> {
    /// At the root of `t`.
    pub fn root(t: &'a Tree) -> Self {
        Node(t, vec![0])
    }
    fn at(&self) -> usize {
        *self.1.last().unwrap()
    }
}

impl ProofGame for Node<'_> {
    type Move = usize;
    fn moves(&self, out: &mut Vec<usize>) {
        out.extend_from_slice(&self.0.kids[self.at()]);
    }
    fn play(&mut self, c: usize) {
        self.1.push(c);
    }
    fn undo(&mut self, c: usize) {
        assert_eq!(self.1.pop(), Some(c));
    }
    fn outcome(&self) -> Option<bool> {
        let v = self.at();
        self.0.kids[v].is_empty().then(|| self.0.value[v])
    }
    fn prover_to_move(&self) -> bool {
        self.0.is_or[self.at()]
    }
    fn key(&self) -> u64 {
        self.at() as u64
    }
}

/// 4x4 tic-tac-toe with the problem's board and outcome (x wins: true; o wins or full: false)
/// but plain moves (every empty cell in order, no threat pruning) and a plain key (no
/// symmetry): the full game tree, a game with many transpositions.
#[derive(Clone, Copy)]
pub struct Ttt4(pub Board);

impl Ttt4 {
    /// x to move.
    pub fn new(x: u16, o: u16) -> Ttt4 {
        Ttt4(Board { x, o, x_turn: true })
    }
    /// The position after each legal move, in cell order.
    pub fn successors(&self) -> Vec<Ttt4> {
        let mut cells = Vec::new();
        self.moves(&mut cells);
        cells
            .into_iter()
            .map(|i| {
                let mut b = *self;
                b.play(i);
                b
            })
            .collect()
    }
}

impl ProofGame for Ttt4 {
    type Move = usize;
    fn moves(&self, out: &mut Vec<usize>) {
        let used = self.0.x | self.0.o;
        out.extend((0..16).filter(|&i| used >> i & 1 == 0));
    }
    fn play(&mut self, cell: usize) {
        self.0.play(cell);
    }
    fn undo(&mut self, cell: usize) {
        self.0.undo(cell);
    }
    fn outcome(&self) -> Option<bool> {
        self.0.outcome()
    }
    fn prover_to_move(&self) -> bool {
        self.0.x_turn
    }
    fn key(&self) -> u64 {
        self.0.x as u64 | (self.0.o as u64) << 16 | (self.0.x_turn as u64) << 32
    }
}

/// Initial (pn, dn) for a new position (heuristic initialisation), for `Heur`.
pub trait Heuristic {
    fn heuristic(&self) -> (u64, u64);
}

/// `G` with its `Heuristic` as df-pn's `estimate` (and so as PN²'s, through `AsPn2`).
#[derive(Clone)]
pub struct Heur<G>(pub G);

impl<G: ProofGame + Heuristic> ProofGame for Heur<G> {
    type Move = G::Move;
    fn moves(&self, out: &mut Vec<G::Move>) {
        self.0.moves(out)
    }
    fn play(&mut self, m: G::Move) {
        self.0.play(m)
    }
    fn undo(&mut self, m: G::Move) {
        self.0.undo(m)
    }
    fn outcome(&self) -> Option<bool> {
        self.0.outcome()
    }
    fn prover_to_move(&self) -> bool {
        self.0.prover_to_move()
    }
    fn key(&self) -> u64 {
        self.0.key()
    }
    fn estimate(&self) -> (u64, u64) {
        self.0.heuristic()
    }
}

/// Any df-pn game as a PN² game (the same methods but `key`; the same `estimate`).
#[derive(Clone)]
pub struct AsPn2<G>(pub G);

impl<G: ProofGame> Pn2Game for AsPn2<G> {
    type Move = G::Move;
    fn moves(&self, out: &mut Vec<G::Move>) {
        self.0.moves(out)
    }
    fn play(&mut self, m: G::Move) {
        self.0.play(m)
    }
    fn undo(&mut self, m: G::Move) {
        self.0.undo(m)
    }
    fn outcome(&self) -> Option<bool> {
        self.0.outcome()
    }
    fn prover_to_move(&self) -> bool {
        self.0.prover_to_move()
    }
    fn estimate(&self) -> (u64, u64) {
        self.0.estimate()
    }
}

/// Mobility: a node with k children starts as if expanded once: (1, k) at OR, (k, 1) at AND.
pub fn mobility(k: usize, or: bool) -> (u64, u64) {
    let k = k.max(1) as u64;
    if or {
        (1, k)
    } else {
        (k, 1)
    }
}

impl Heuristic for Node<'_> {
    fn heuristic(&self) -> (u64, u64) {
        mobility(self.0.kids[self.at()].len(), self.prover_to_move())
    }
}

/// The mobility array of a tree, for pns's `init`.
pub fn mobility_init(t: &Tree) -> Vec<(u32, u32)> {
    (0..t.kids.len())
        .map(|v| {
            let (p, d) = mobility(t.kids[v].len(), t.is_or[v]);
            (p as u32, d as u32)
        })
        .collect()
}

const LINES4: [u16; 10] = [
    0x000F, 0x00F0, 0x0F00, 0xF000, 0x1111, 0x2222, 0x4444, 0x8888, 0x8421, 0x1248,
];

/// Threats on a 4x4 board with x the prover, nobody has won yet. A win in one for the side to
/// move, or two open threes of the other side, gives (1, 64) if x wins, (64, 1) if o; otherwise
/// pn = 1 + o's strength and dn = 1 + x's, strength = 4 * open threes + 2 * open twos + open
/// ones / 2 (open: no opposing stone in the line).
pub fn threats(x: u16, o: u16, x_turn: bool) -> (u64, u64) {
    let (mut xs, mut os) = ([0u64; 5], [0u64; 5]); // open lines by number of own stones
    for &l in &LINES4 {
        let (a, b) = ((l & x).count_ones() as usize, (l & o).count_ones() as usize);
        if b == 0 {
            xs[a] += 1;
        }
        if a == 0 {
            os[b] += 1;
        }
    }
    let (mover3, other3) = if x_turn {
        (xs[3], os[3])
    } else {
        (os[3], xs[3])
    };
    if mover3 > 0 || other3 >= 2 {
        // The side to move wins at once, or cannot block both threes.
        let x_wins = (mover3 > 0) == x_turn;
        return if x_wins { (1, 64) } else { (64, 1) };
    }
    let strength = |s: [u64; 5]| 4 * s[3] + 2 * s[2] + s[1] / 2;
    (1 + strength(os), 1 + strength(xs))
}

impl Heuristic for Ttt4 {
    fn heuristic(&self) -> (u64, u64) {
        threats(self.0.x, self.0.o, self.0.x_turn)
    }
}

impl Heuristic for Board {
    fn heuristic(&self) -> (u64, u64) {
        threats(self.x, self.o, self.x_turn)
    }
}
