//! Inputs for the proof-number searches (pns, dfpn), shared by verify/cross/proof.rs and
//! verify/bench/proof.rs: random AND/OR trees from a seed, and 4x4 tic-tac-toe (POJ 1568) with
//! x the prover on the board of problems/find_winning_move_dfpn (its main.rs included).
use snippets::dfpn::ProofGame;

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
