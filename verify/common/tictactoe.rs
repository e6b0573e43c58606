//! Tic-tac-toe as a plain oracle: a board, its winner, and the whole game tree built explicitly.
//! Cells 0..9 row-major, X moves first, children in cell order 0..8 (the order of seed 004).

pub const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// A position: `cells[i]` is 0 (empty), 1 (X) or 2 (O).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Board {
    pub cells: [u8; 9],
}

impl Board {
    /// 1 or 2 for the player to move (X moves when the counts are equal).
    pub fn to_move(self) -> u8 {
        let xs = self.cells.iter().filter(|&&c| c == 1).count();
        let os = self.cells.iter().filter(|&&c| c == 2).count();
        if xs == os {
            1
        } else {
            2
        }
    }
    /// 1 or 2 if that player has three in a row, else 0.
    pub fn winner(&self) -> u8 {
        for l in LINES {
            let c = self.cells[l[0]];
            if c != 0 && c == self.cells[l[1]] && c == self.cells[l[2]] {
                return c;
            }
        }
        0
    }
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(|&c| c != 0)
    }
    pub fn is_terminal(&self) -> bool {
        self.winner() != 0 || self.is_full()
    }
    /// Empty cells in order 0..8 (none when the game is over).
    pub fn moves(&self) -> Vec<usize> {
        if self.is_terminal() {
            return Vec::new();
        }
        (0..9).filter(|&i| self.cells[i] == 0).collect()
    }
    pub fn play(&self, cell: usize) -> Board {
        let mut b = *self;
        b.cells[cell] = self.to_move();
        b
    }
    /// Exact minimax value for the side to move: +1 win, 0 draw, -1 loss.
    pub fn negamax(&self) -> i32 {
        if self.winner() != 0 {
            return -1; // the previous mover completed a line
        }
        if self.is_full() {
            return 0;
        }
        self.moves()
            .into_iter()
            .map(|m| -self.play(m).negamax())
            .max()
            .unwrap()
    }
}

/// The whole game tree from `root`: node 0 is the root, every child has a larger id than its
/// parent, and the children of a node are listed in cell order.
pub struct Tree {
    pub children: Vec<Vec<usize>>,
    /// Value of a leaf for the side to move there (-1 lost, 0 draw); 0 at inner nodes.
    pub leaf: Vec<i32>,
    pub board: Vec<Board>,
}

pub fn build_tree(root: Board) -> Tree {
    let mut t = Tree {
        children: Vec::new(),
        leaf: Vec::new(),
        board: Vec::new(),
    };
    // Iterative, so that no recursion depth is needed.
    fn add(t: &mut Tree, b: Board) -> usize {
        let id = t.board.len();
        t.children.push(Vec::new());
        t.leaf.push(if b.winner() != 0 { -1 } else { 0 });
        t.board.push(b);
        id
    }
    add(&mut t, root);
    let mut stack = vec![0usize];
    while let Some(v) = stack.pop() {
        let b = t.board[v];
        let mut kids = Vec::new();
        for m in b.moves() {
            kids.push(add(&mut t, b.play(m)));
        }
        for &k in kids.iter().rev() {
            stack.push(k);
        }
        t.children[v] = kids;
    }
    t
}

#[test]
fn tree_counts_match_seed_004() {
    let t = build_tree(Board::default());
    assert_eq!(t.board.len(), 549_946);
    let leaves: Vec<usize> = (0..t.board.len())
        .filter(|&v| t.children[v].is_empty())
        .collect();
    assert_eq!(leaves.len(), 255_168);
    let x = leaves.iter().filter(|&&v| t.board[v].winner() == 1).count();
    let o = leaves.iter().filter(|&&v| t.board[v].winner() == 2).count();
    assert_eq!((x, o, leaves.len() - x - o), (131_184, 77_904, 46_080));
    assert_eq!(Board::default().negamax(), 0);
}
