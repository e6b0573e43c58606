//! OpenSpiel's Kuhn and Leduc poker as one `CfrGame` (test and bench oracle for snippets/cfr.rs):
//! the same rules, the same move and chance orders, so that CFR matches OpenSpiel's numbers.
//! Cards 0..deck, rank = card / suits; each player is dealt one card (player 0 first), then a
//! betting round; Leduc deals a public card and bets again. Ante 1; moves 0 fold (only facing a
//! bet), 1 check / call, 2 bet / raise (the round's size, at most `max_raises` per round).
//! Showdown: a pair with the public card wins, else the higher rank; equal ranks split.
use snippets::cfr::CfrGame;

#[derive(Clone, Debug)]
pub struct Poker {
    deck: u8,
    suits: u8,
    raise: &'static [f64],
    max_raises: u8,
    /// Dealt cards: player 0's, player 1's, then the public card.
    cards: Vec<u8>,
    /// The moves of each betting round so far.
    bets: Vec<Vec<u8>>,
    ante: [f64; 2],
    player: usize,
    raises: u8,
    calls: u8,
    folded: Option<usize>,
}

impl Poker {
    fn new(deck: u8, suits: u8, raise: &'static [f64], max_raises: u8) -> Poker {
        let (cards, bets) = (vec![], vec![vec![]]);
        let (ante, player, raises, calls, folded) = ([1.0; 2], 0, 0, 0, None);
        Poker {
            deck,
            suits,
            raise,
            max_raises,
            cards,
            bets,
            ante,
            player,
            raises,
            calls,
            folded,
        }
    }
    /// OpenSpiel's kuhn_poker: 3 cards, one round, one bet of 1.
    pub fn kuhn() -> Poker {
        Poker::new(3, 1, &[1.0], 1)
    }
    /// OpenSpiel's leduc_poker: J J Q Q K K, raises 2 then 4, two per round.
    pub fn leduc() -> Poker {
        Poker::new(6, 2, &[2.0, 4.0], 2)
    }
    fn dealing(&self) -> bool {
        self.cards.len() < 1 + self.bets.len()
    }
    fn round_over(&self) -> bool {
        (self.raises == 0 && self.calls == 2) || (self.raises > 0 && self.calls == 1)
    }
    fn stakes(&self) -> f64 {
        self.ante[0].max(self.ante[1])
    }
    fn rank(&self, p: usize) -> u8 {
        let r = self.cards[p] / self.suits;
        let paired = self.cards.len() == 3 && self.cards[2] / self.suits == r;
        r + if paired { self.deck } else { 0 }
    }
}

impl CfrGame for Poker {
    type Move = u8;
    fn utility(&self) -> Option<f64> {
        let showdown = self.bets.len() == self.raise.len() && self.round_over();
        if let Some(p) = self.folded {
            return Some(if p == 0 { -self.ante[0] } else { self.ante[1] });
        }
        if !showdown {
            return None;
        }
        let (a, b) = (self.rank(0), self.rank(1));
        Some(if a > b {
            self.ante[1]
        } else if a < b {
            -self.ante[0]
        } else {
            0.0
        })
    }
    fn chances(&self, out: &mut Vec<(u8, f64)>) {
        if self.dealing() {
            let p = 1.0 / (self.deck as usize - self.cards.len()) as f64;
            out.extend(
                (0..self.deck)
                    .filter(|c| !self.cards.contains(c))
                    .map(|c| (c, p)),
            );
        }
    }
    fn player(&self) -> usize {
        self.player
    }
    fn moves(&self, out: &mut Vec<u8>) {
        if self.stakes() > self.ante[self.player] {
            out.push(0);
        }
        out.push(1);
        if self.raises < self.max_raises {
            out.push(2);
        }
    }
    fn info_set(&self) -> u64 {
        let mut k = self.cards[self.player] as u64 + 1;
        k = 8 * k + self.cards.get(2).map_or(0, |&c| c as u64 + 1);
        for round in &self.bets {
            k = round.iter().fold(4 * k, |k, &m| 4 * k + m as u64 + 1);
        }
        k
    }
    fn play(&mut self, m: u8) {
        if self.dealing() {
            self.cards.push(m);
            return;
        }
        let p = self.player;
        self.bets.last_mut().unwrap().push(m);
        match m {
            0 => self.folded = Some(p),
            1 => {
                self.ante[p] = self.stakes();
                self.calls += 1;
            }
            _ => {
                self.ante[p] = self.stakes() + self.raise[self.bets.len() - 1];
                self.raises += 1;
                self.calls = 0;
            }
        }
        self.player = 1 - p;
        if self.round_over() && self.bets.len() < self.raise.len() {
            self.bets.push(vec![]);
            (self.player, self.raises, self.calls) = (0, 0, 0);
        }
    }
}
