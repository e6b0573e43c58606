//! Rules checker for your own game type: random playouts that test the contracts searches rely on.
//! Run it once on a new game before trusting any search on it (OpenSpiel's random-playout test).
//! Usage: `let r = Rules { moves: Board::moves, play: Board::play, undo: Some(Board::undo),
//!   key: Some(Board::key), over: |b| b.outcome().is_some() }; check_rules(&start, &r, 1000, 7)`
//!   -> Ok(positions checked) or Err("after moves [..]: what broke"); no undo (mcts): None.
//! Checks at every position reached: `moves` is empty exactly when `over`; every legal move,
//!   played then undone, gives back an equal position (==) and key; positions with one key have
//!   the same moves and end state (the key determines what the rules read); a game ends within
//!   `max_plies` (10^4): else a cycle. Playouts pick uniformly random moves (an LCG, `seed`).
//! Time: O(games * plies * branching) calls of the rules; memory: the moves of each key met.
//! Source: OpenSpiel's random_sim_test (rules testing by random playouts).
//! Status: tests below (tic-tac-toe passes; 5 planted faults reported with the moves reaching them).
use std::collections::HashMap;
use std::fmt::Debug;

/// The rules of a game, as plain functions: methods (`Board::play`) or closures that capture
/// nothing. `undo: None` for games that are cloned instead (mcts, puct); `key: None` without one.
pub struct Rules<G, M> {
    pub moves: fn(&G, &mut Vec<M>),
    pub play: fn(&mut G, M),
    pub undo: Option<fn(&mut G, M)>,
    pub key: Option<fn(&G) -> u64>,
    pub over: fn(&G) -> bool,
}

/// Longest game a playout follows before it reports a cycle.
pub const MAX_PLIES: usize = 10_000;

/// Plays `games` random games from `start`; Ok(number of positions checked) or the first broken
/// contract, with the moves from `start` that reach it.
pub fn check_rules<G, M>(start: &G, r: &Rules<G, M>, games: u32, seed: u64) -> Result<u64, String>
where
    G: Clone + PartialEq + Debug,
    M: Copy + PartialEq + Debug,
{
    let (mut rng, mut checked) = (seed ^ 0x9E37_79B9_7F4A_7C15 | 1, 0);
    let mut seen: HashMap<u64, (bool, Vec<M>)> = HashMap::new();
    for _ in 0..games {
        let (mut g, mut path, mut ms) = (start.clone(), Vec::new(), Vec::new());
        loop {
            let fail = |what: String| Err(format!("after moves {:?}: {}", path, what));
            ms.clear();
            (r.moves)(&g, &mut ms);
            let over = (r.over)(&g);
            if over != ms.is_empty() {
                let what = ["not over, but no move", "over, but moves lists"][over as usize];
                return fail(format!("{} {:?} (position {:?})", what, ms, g));
            }
            checked += 1;
            let k = r.key.map(|key| key(&g));
            if let Some(k) = k {
                let here = (over, ms.clone());
                if let Some(prev) = seen.get(&k).filter(|p| **p != here) {
                    let what = format!("key {:#x} had (over, moves) {:?}", k, prev);
                    return fail(format!("{}, now {:?}", what, here));
                }
                seen.insert(k, here);
            }
            for &m in ms.iter().filter(|_| r.undo.is_some()) {
                let mut h = g.clone();
                (r.play)(&mut h, m);
                (r.undo.unwrap())(&mut h, m);
                if h != g || r.key.map(|key| key(&h)) != k {
                    return fail(format!("play then undo {:?} gave {:?}, not {:?}", m, h, g));
                }
            }
            if over {
                break;
            }
            if path.len() == MAX_PLIES {
                return fail(format!("no end after {} plies (a cycle?)", MAX_PLIES));
            }
            rng = rng.wrapping_mul(0x5851_F42D_4C95_7F2D).wrapping_add(1); // MMIX's LCG
            let m = ms[(rng >> 33) as usize % ms.len()]; // an LCG's high bits
            (r.play)(&mut g, m);
            path.push(m);
        }
    }
    Ok(checked)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Tic-tac-toe: cells 0..9, `x` to move when `turn` is even; a field per planted fault.
    #[derive(Clone, PartialEq, Debug, Default)]
    struct Ttt {
        cell: [u8; 9],
        turn: u8,
    }
    const LINES: [[usize; 3]; 8] = [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
        [0, 3, 6],
        [1, 4, 7],
        [2, 5, 8],
        [0, 4, 8],
        [2, 4, 6],
    ];
    impl Ttt {
        fn won(&self) -> bool {
            LINES.iter().any(|l| {
                let c = self.cell[l[0]];
                c != 0 && l.iter().all(|&i| self.cell[i] == c)
            })
        }
        fn over(&self) -> bool {
            self.won() || self.turn == 9
        }
        fn moves(&self, out: &mut Vec<u8>) {
            if !self.over() {
                out.extend((0..9).filter(|&i| self.cell[i as usize] == 0));
            }
        }
        fn play(&mut self, m: u8) {
            self.cell[m as usize] = 1 + self.turn % 2;
            self.turn += 1;
        }
        fn undo(&mut self, m: u8) {
            self.cell[m as usize] = 0;
            self.turn -= 1;
        }
        fn key(&self) -> u64 {
            self.cell.iter().fold(0, |k, &c| k * 3 + c as u64)
        }
    }

    fn rules() -> Rules<Ttt, u8> {
        Rules {
            moves: Ttt::moves,
            play: Ttt::play,
            undo: Some(Ttt::undo),
            key: Some(Ttt::key),
            over: Ttt::over,
        }
    }

    /// Replays `moves` from the empty board: the reported path must be a legal line.
    fn replay(err: &str) -> Ttt {
        let list = &err[err.find('[').unwrap() + 1..err.find(']').unwrap()];
        let mut g = Ttt::default();
        for m in list.split(", ").filter(|s| !s.is_empty()) {
            let m: u8 = m.parse().unwrap();
            let mut legal = Vec::new();
            g.moves(&mut legal);
            assert!(legal.contains(&m), "{} is not legal in {:?}", m, g);
            g.play(m);
        }
        g
    }

    #[test]
    fn correct_rules_pass_and_count_every_position() {
        let r = rules();
        let one = check_rules(&Ttt::default(), &r, 1, 5).unwrap();
        assert!((6..=10).contains(&one), "{}", one); // no win before move 5, at most 9 moves
        let n = check_rules(&Ttt::default(), &r, 500, 1).unwrap();
        assert!((500 * 6..=500 * 10).contains(&n), "{}", n);
        let no_undo = Rules {
            undo: None,
            key: None,
            ..rules()
        };
        assert_eq!(check_rules(&Ttt::default(), &no_undo, 500, 1), Ok(n)); // same playouts
    }

    thread_local!(static PLAYED: std::cell::RefCell<Vec<u8>> = Default::default());

    /// The games check_rules plays from the empty board with `seed`, move by move (no undo and
    /// no key: play runs once per ply; a game ends on a won or full board).
    fn playouts(games: u32, seed: u64) -> Vec<Vec<u8>> {
        PLAYED.with(|p| p.borrow_mut().clear());
        let play = |g: &mut Ttt, m: u8| {
            PLAYED.with(|p| p.borrow_mut().push(m));
            g.play(m)
        };
        let r = Rules {
            play,
            undo: None,
            key: None,
            ..rules()
        };
        check_rules(&Ttt::default(), &r, games, seed).unwrap();
        let (mut out, mut g) = (vec![Vec::new()], Ttt::default());
        for m in PLAYED.with(|p| p.borrow().clone()) {
            g.play(m);
            out.last_mut().unwrap().push(m);
            if g.over() {
                out.push(Vec::new());
                g = Ttt::default();
            }
        }
        assert_eq!(out.pop(), Some(Vec::new()));
        out
    }

    #[test]
    fn playouts_follow_the_lcg_from_the_seed() {
        // MMIX's LCG (Knuth): x = x * 6364136223846793005 + 1 mod 2^64 from the state
        // seed ^ 0x9E3779B97F4A7C15 | 1; move ms[(x >> 33) % ms.len()] after each step
        let step = |x: &mut u64| {
            *x = x.wrapping_mul(6364136223846793005).wrapping_add(1);
            *x >> 33
        };
        assert_eq!(step(&mut 1), 6364136223846793006 >> 33); // the first output from 1
        let c = 0x9E37_79B9_7F4A_7C15u64;
        for seed in [0, 1, 2, 12345, c, c ^ 1, c ^ 6, u64::MAX] {
            let mut x = seed ^ c | 1;
            let want: Vec<Vec<u8>> = (0..20)
                .map(|_| {
                    let (mut g, mut game, mut ms) = (Ttt::default(), Vec::new(), Vec::new());
                    while !g.over() {
                        ms.clear();
                        g.moves(&mut ms);
                        let m = ms[step(&mut x) as usize % ms.len()];
                        g.play(m);
                        game.push(m);
                    }
                    game
                })
                .collect();
            assert_eq!(playouts(20, seed), want, "seed {:#x}", seed);
        }
    }

    #[test]
    fn every_seed_gives_uniform_first_moves() {
        // 1800 games: each of the 9 first moves about 200 times (binomial sd 13), for seeds
        // whose mixed state is small (1, 3) as well as large
        let c = 0x9E37_79B9_7F4A_7C15u64;
        for seed in [0, 1, 2, c, c ^ 1, c ^ 2, u64::MAX] {
            let mut count = [0; 9];
            playouts(1800, seed)
                .iter()
                .for_each(|g| count[g[0] as usize] += 1);
            assert!(
                count.iter().all(|&n| (140..=260).contains(&n)),
                "seed {:#x}: {:?}",
                seed,
                count
            );
        }
    }

    #[test]
    fn undo_that_forgets_a_field_is_reported() {
        // undo clears the cell but not the turn: the key (cells only) does not see it, == does
        let r = Rules {
            undo: Some(|g: &mut Ttt, m| g.cell[m as usize] = 0),
            ..rules()
        };
        let e = check_rules(&Ttt::default(), &r, 10, 3).unwrap_err();
        let want =
            "after moves []: play then undo 0 gave Ttt { cell: [0, 0, 0, 0, 0, 0, 0, 0, 0], \
                    turn: 1 }, not Ttt { cell: [0, 0, 0, 0, 0, 0, 0, 0, 0], turn: 0 }";
        assert_eq!(e, want);
        let r = Rules { key: None, ..r }; // without a key too
        assert_eq!(check_rules(&Ttt::default(), &r, 10, 3).unwrap_err(), want);
    }

    #[test]
    fn key_that_misses_part_of_the_state_is_reported() {
        // the key ignores which player owns a cell: x at 0 and o at 0 look alike
        let key = |g: &Ttt| g.cell.iter().fold(0, |k, &c| k * 2 + (c != 0) as u64);
        let r = Rules {
            key: Some(key),
            ..rules()
        };
        let e = check_rules(&Ttt::default(), &r, 2000, 9).unwrap_err();
        assert!(e.contains("had (over, moves)"), "{}", e);
        replay(&e);
    }

    #[test]
    fn moves_and_over_that_disagree_are_reported() {
        // moves forgets that a won board is over
        let moves =
            |g: &Ttt, out: &mut Vec<u8>| out.extend((0..9).filter(|&i| g.cell[i as usize] == 0));
        let e = check_rules(&Ttt::default(), &Rules { moves, ..rules() }, 100, 4).unwrap_err();
        assert!(e.contains(": over, but moves lists ["), "{}", e);
        assert!(replay(&e).won());
        // over misses the full board: no move, yet not over
        let over = |g: &Ttt| g.won();
        let e = check_rules(&Ttt::default(), &Rules { over, ..rules() }, 500, 4).unwrap_err();
        assert!(e.contains(": not over, but no move"), "{}", e);
        assert_eq!(replay(&e).turn, 9);
    }

    #[test]
    fn a_game_without_end_is_reported() {
        // a move to a cell that is already taken is allowed and changes nothing: no end
        let moves = |_: &Ttt, out: &mut Vec<u8>| out.push(4);
        let play = |g: &mut Ttt, m: u8| g.cell[m as usize] = 1;
        let r = Rules {
            moves,
            play,
            undo: None,
            key: None,
            over: |_| false,
        };
        let e = check_rules(&Ttt::default(), &r, 1, 1).unwrap_err();
        assert!(e.ends_with("no end after 10000 plies (a cycle?)"), "{}", e);
        assert_eq!(e.matches("4").count(), MAX_PLIES);
    }
}
