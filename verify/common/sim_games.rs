// Test-only simultaneous-move games, the rules written once as inherent methods: `include!`d by
// the tests of snippets/matrix_game.rs and snippets/sm_mcts.rs, which implement their snippet's
// trait by delegation, and by verify/cross/sim.rs. Moves are u8; `outcome` is player 0's reward
// in [0, 1] (1 win, 1/2 draw, 0 loss): OpenSpiel's return r in {-1, 0, 1} is 2 * reward - 1.

/// OpenSpiel's `goofspiel(num_cards=n, points_order=descending)` with its default
/// returns_type=win_loss: each player holds the cards 1..=n (move c bids card c + 1); the point
/// cards n, n-1, ..., 1 come up in turn, the higher bid takes the point card (a tie discards
/// it), and the last cards are played automatically; more points wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Goofspiel {
    n: u8,
    hands: [u16; 2],
    points: [u8; 2],
    turn: u8,
}

impl Goofspiel {
    pub fn new(n: u8) -> Self {
        assert!((2..=13).contains(&n));
        Goofspiel { n, hands: [(1 << n) - 1; 2], points: [0; 2], turn: 0 }
    }
    pub fn moves(&self, player: usize, out: &mut Vec<u8>) {
        out.extend((0..self.n).filter(|&c| self.hands[player] >> c & 1 == 1));
    }
    pub fn play(&mut self, a: u8, b: u8) {
        assert!(self.hands[0] >> a & 1 == 1 && self.hands[1] >> b & 1 == 1, "goofspiel: no card");
        let prize = self.n - self.turn;
        if a != b {
            self.points[(b > a) as usize] += prize;
        }
        self.hands[0] &= !(1 << a);
        self.hands[1] &= !(1 << b);
        self.turn += 1;
        if self.turn == self.n - 1 {
            let last = |h: u16| h.trailing_zeros() as u8;
            self.play(last(self.hands[0]), last(self.hands[1]));
        }
    }
    pub fn outcome(&self) -> Option<f64> {
        let r = match self.points[0].cmp(&self.points[1]) {
            std::cmp::Ordering::Greater => 1.0,
            std::cmp::Ordering::Equal => 0.5,
            std::cmp::Ordering::Less => 0.0,
        };
        (self.turn == self.n).then_some(r)
    }
    pub fn key(&self) -> u64 {
        let [h0, h1] = self.hands;
        let [p0, p1] = self.points;
        self.n as u64 | (h0 as u64) << 8 | (h1 as u64) << 24 | (p0 as u64) << 40
            | (p1 as u64) << 48 | (self.turn as u64) << 56
    }
}

/// OpenSpiel's `oshi_zumo(coins=c)` with its defaults size=3, horizon=1000, min_bid=0,
/// alesia=false: a wrestler on cells 0..=8 starts at 4; each turn both bid 0..=their coins and
/// pay their bid; the higher bid pushes the wrestler one cell towards the other's edge (player
/// 0 pushes up). Over when the wrestler leaves (cell 0 or 8), both have no coins, or after 1000
/// turns; the wrestler above 4 means a win for player 0, below 4 a loss, at 4 a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OshiZumo {
    coins: [u8; 2],
    pos: u8,
    turns: u16,
}

impl OshiZumo {
    pub fn new(coins: u8) -> Self {
        OshiZumo { coins: [coins; 2], pos: 4, turns: 0 }
    }
    pub fn moves(&self, player: usize, out: &mut Vec<u8>) {
        out.extend(0..=self.coins[player]);
    }
    pub fn play(&mut self, a: u8, b: u8) {
        assert!(a <= self.coins[0] && b <= self.coins[1], "oshi_zumo: bid over the coins");
        self.pos = self.pos + (a > b) as u8 - (a < b) as u8;
        self.coins = [self.coins[0] - a, self.coins[1] - b];
        self.turns += 1;
    }
    pub fn outcome(&self) -> Option<f64> {
        let over = self.turns >= 1000 || self.pos == 0 || self.pos == 8 || self.coins == [0, 0];
        let r = if self.pos > 4 { 1.0 } else if self.pos < 4 { 0.0 } else { 0.5 };
        over.then_some(r)
    }
    pub fn key(&self) -> u64 {
        self.coins[0] as u64 | (self.coins[1] as u64) << 8 | (self.pos as u64) << 16
            | (self.turns as u64) << 24
    }
}
