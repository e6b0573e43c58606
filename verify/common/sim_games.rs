// Test-only simultaneous-move games, the rules written once as inherent methods: `include!`d by
// the tests of snippets/matrix_game.rs and snippets/sm_mcts.rs, which implement their snippet's
// trait by delegation, and by verify/cross/sim.rs. Moves are u8; `outcome` is player 0's reward
// in [0, 1] (1 win, 1/2 draw, 0 loss): OpenSpiel's return r in {-1, 0, 1} is 2 * reward - 1.

/// OpenSpiel's `goofspiel(num_cards=n, points_order=descending)` with its default
/// returns_type=win_loss: each player holds the cards 1..=n (move c bids card c + 1); the point
/// cards n, n-1, ..., 1 come up in turn, the higher bid takes the point card (a tie discards
/// it), and the last cards are played automatically; more points wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Goofspiel {
    n: u8,
    hands: [u16; 2],
    points: [u8; 2],
    turn: u8,
}

impl Goofspiel {
    pub fn new(n: u8) -> Self {
        assert!((2..=13).contains(&n));
        Goofspiel {
            n,
            hands: [(1 << n) - 1; 2],
            points: [0; 2],
            turn: 0,
        }
    }
    pub fn moves(&self, player: usize, out: &mut Vec<u8>) {
        out.extend((0..self.n).filter(|&c| self.hands[player] >> c & 1 == 1));
    }
    pub fn play(&mut self, a: u8, b: u8) {
        assert!(
            self.hands[0] >> a & 1 == 1 && self.hands[1] >> b & 1 == 1,
            "goofspiel: no card"
        );
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
        self.n as u64
            | (h0 as u64) << 8
            | (h1 as u64) << 24
            | (p0 as u64) << 40
            | (p1 as u64) << 48
            | (self.turn as u64) << 56
    }
}

/// OpenSpiel's `oshi_zumo(coins=c)` with its defaults size=3, horizon=1000, min_bid=0,
/// alesia=false: a wrestler on cells 0..=8 starts at 4; each turn both bid 0..=their coins and
/// pay their bid; the higher bid pushes the wrestler one cell towards the other's edge (player
/// 0 pushes up). Over when the wrestler leaves (cell 0 or 8), both have no coins, or after 1000
/// turns; the wrestler above 4 means a win for player 0, below 4 a loss, at 4 a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OshiZumo {
    coins: [u8; 2],
    pos: u8,
    turns: u16,
}

impl OshiZumo {
    pub fn new(coins: u8) -> Self {
        OshiZumo {
            coins: [coins; 2],
            pos: 4,
            turns: 0,
        }
    }
    pub fn moves(&self, player: usize, out: &mut Vec<u8>) {
        out.extend(0..=self.coins[player]);
    }
    pub fn play(&mut self, a: u8, b: u8) {
        assert!(
            a <= self.coins[0] && b <= self.coins[1],
            "oshi_zumo: bid over the coins"
        );
        self.pos = self.pos + (a > b) as u8 - (a < b) as u8;
        self.coins = [self.coins[0] - a, self.coins[1] - b];
        self.turns += 1;
    }
    pub fn outcome(&self) -> Option<f64> {
        let over = self.turns >= 1000 || self.pos == 0 || self.pos == 8 || self.coins == [0, 0];
        let r = if self.pos > 4 {
            1.0
        } else if self.pos < 4 {
            0.0
        } else {
            0.5
        };
        over.then_some(r)
    }
    pub fn key(&self) -> u64 {
        self.coins[0] as u64
            | (self.coins[1] as u64) << 8
            | (self.pos as u64) << 16
            | (self.turns as u64) << 24
    }
}

/// The rules under other names than the snippets' traits use, so that generic test code can
/// call them on a type that implements a snippet's trait too (no ambiguity).
pub trait TestRules: Clone {
    fn legal(&self, player: usize) -> Vec<u8>;
    fn apply(&mut self, a: u8, b: u8);
    fn result(&self) -> Option<f64>;
    fn id(&self) -> u64;
}

macro_rules! test_rules {
    ($t:ty) => {
        impl TestRules for $t {
            fn legal(&self, player: usize) -> Vec<u8> {
                let mut out = vec![];
                <$t>::moves(self, player, &mut out);
                out
            }
            fn apply(&mut self, a: u8, b: u8) {
                <$t>::play(self, a, b)
            }
            fn result(&self) -> Option<f64> {
                <$t>::outcome(self)
            }
            fn id(&self) -> u64 {
                <$t>::key(self)
            }
        }
    };
}
test_rules!(Goofspiel);
test_rules!(OshiZumo);
test_rules!(OneShot);

/// One simultaneous move with rewards [[1, 0], [0, 1/2]] for player 0: both players' only
/// equilibrium strategy is (1/3, 2/3), value 1/3 (a fully mixed game, unlike the others here).
#[allow(dead_code)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OneShot {
    played: Option<(u8, u8)>,
}

#[allow(dead_code)]
impl OneShot {
    pub fn moves(&self, _player: usize, out: &mut Vec<u8>) {
        out.extend(0..2)
    }
    pub fn play(&mut self, a: u8, b: u8) {
        self.played = Some((a, b));
    }
    pub fn outcome(&self) -> Option<f64> {
        self.played
            .map(|(a, b)| [[1.0, 0.0], [0.0, 0.5]][a as usize][b as usize])
    }
    pub fn key(&self) -> u64 {
        self.played.map_or(0, |(a, b)| 1 + 2 * a as u64 + b as u64)
    }
}

/// A strategy profile on a tree of histories, as a search tree stores it: node 0 the root,
/// `kid(v, i, j)` the node after the joint move (i, j) at v if the tree has it, `strategy(v, p)`
/// player p's mixed strategy at v (over its `legal` moves); outside the tree both play uniformly.
pub struct TreePolicy<'a> {
    pub kid: &'a dyn Fn(usize, usize, usize) -> Option<usize>,
    pub strategy: &'a dyn Fn(usize, usize) -> Vec<f64>,
}

/// Player 0's reward when player `me` best-responds to the other's strategies in `t`
/// (memoized by position outside the tree, where the other plays uniformly).
#[allow(dead_code)]
pub fn best_response<G: TestRules>(
    t: &TreePolicy,
    s: &G,
    v: Option<usize>,
    me: usize,
    memo: &mut std::collections::HashMap<u64, f64>,
) -> f64 {
    if let Some(r) = s.result() {
        return r;
    }
    if let (None, Some(&x)) = (v, memo.get(&s.id())) {
        return x;
    }
    let m = [s.legal(0), s.legal(1)];
    let k = m[1 - me].len();
    let sigma = v.map_or(vec![1.0 / k as f64; k], |v| (t.strategy)(v, 1 - me));
    let mut best = if me == 0 {
        f64::NEG_INFINITY
    } else {
        f64::INFINITY
    };
    for x in 0..m[me].len() {
        let mut value = 0.0;
        for (y, &p) in sigma.iter().enumerate() {
            let (i, j) = if me == 0 { (x, y) } else { (y, x) };
            let mut c = s.clone();
            c.apply(m[0][i], m[1][j]);
            value += p * best_response(t, &c, v.and_then(|v| (t.kid)(v, i, j)), me, memo);
        }
        best = if me == 0 {
            best.max(value)
        } else {
            best.min(value)
        };
    }
    if v.is_none() {
        memo.insert(s.id(), best);
    }
    best
}

/// Exploitability of the profile `t` from `root`: a best response's gain as player 0 plus its
/// gain as player 1 (rewards in [0, 1], so at most 2); 0 exactly at a Nash equilibrium.
#[allow(dead_code)]
pub fn exploitability<G: TestRules>(root: &G, t: &TreePolicy) -> f64 {
    let hi = best_response(t, root, Some(0), 0, &mut Default::default());
    let lo = best_response(t, root, Some(0), 1, &mut Default::default());
    hi - lo
}

/// The root strategies' gap against the exact values `v[i][j]` after each joint first move:
/// what player 0 gains by deviating against `s1` plus what player 1 gains against `s0`.
#[allow(dead_code)]
pub fn root_gap(v: &[Vec<f64>], s0: &[f64], s1: &[f64]) -> f64 {
    let row = |i: usize| v[i].iter().zip(s1).map(|(x, p)| x * p).sum::<f64>();
    let col = |j: usize| v.iter().zip(s0).map(|(r, p)| r[j] * p).sum::<f64>();
    let hi = (0..v.len()).map(row).fold(f64::NEG_INFINITY, f64::max);
    let lo = (0..v[0].len()).map(col).fold(f64::INFINITY, f64::min);
    hi - lo
}

/// OpenSpiel's root matrices (values after each joint first move, win_loss returns r in
/// [-1, 1]) printed by `python3 verify/bench/sim_games_openspiel.py`, as rewards (r + 1) / 2.
#[allow(dead_code)]
pub fn openspiel_root(game: &str) -> Vec<Vec<f64>> {
    let g = 0.157894736842; // 3/19
    let r: Vec<Vec<f64>> = match game {
        // not OpenSpiel's: OneShot's own matrix, in rewards already (undone by the map below)
        "one_shot" => vec![vec![1.0, -1.0], vec![-1.0, 0.0]],
        "goofspiel3" => vec![
            vec![0.0, -1.0, -0.5],
            vec![1.0, 0.0, -1.0],
            vec![0.5, 1.0, 0.0],
        ],
        "goofspiel4" => vec![
            vec![0.0, -1.0, -1.0, -g],
            vec![1.0, 0.0, -1.0, -0.5],
            vec![1.0, 1.0, 0.0, -1.0],
            vec![g, 0.5, 1.0, 0.0],
        ],
        // oshi_zumo(coins=c), c = 2..=6: 0 on and next to the diagonal, 1 above, -1 below.
        _ => {
            let c: i32 = game.strip_prefix("oshi_zumo").unwrap().parse().unwrap();
            let cell = |i: i32, j: i32| ((i - j).abs() > 1) as i32 as f64 * (j - i).signum() as f64;
            (0..=c)
                .map(|i| (0..=c).map(|j| cell(i, j)).collect())
                .collect()
        }
    };
    r.iter()
        .map(|row| row.iter().map(|x| (x + 1.0) / 2.0).collect())
        .collect()
}
