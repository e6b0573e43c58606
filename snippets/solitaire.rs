//! One player makes every move on a graph of states 0..n (CF 936B "Sleepy Game": Petya moves for
//!   both; puzzles): a shortest walk to a goal state, and whether a cycle (a draw) is reachable.
//! Use when nobody else chooses a move; when an opponent picks its own moves: retrograde.
//! Usage: whose turn in the state, x = 2v + t (a move v -> w: 2v + t -> 2w + 1 - t), then
//!   `solitaire_walk(2 * n, 2 * s, &moves, &|x| x % 2 == 1 && adj[x / 2].is_empty())` → Some(walk):
//!   a win (stuck with the opponent to move; the states from 2s, vertex x / 2); else a draw iff
//!   `reaches_cycle(n, s, &|v| adj[v].iter().copied())` (the vertex graph: a cycle there ⇔ one of states),
//!   else a loss. `moves(x)` returns any IntoIterator (a Vec works); duplicates are fine.
//! Time: O(states + moves), `moves` once per state reached; iterative (4e5 states, 1e6 moves fine).
//! Limits: a start or a move not below n panics; the walk has the fewest moves (<= n states).
//! Source: breadth-first search with parent pointers; depth-first search with 3 colours.
//! Status: tests below (vs all walks up to n moves, exhaustive on tiny graphs, proptest, 4e5 chain).

const UNSEEN: usize = usize::MAX;

fn in_range(n: usize, x: usize, what: &str) -> usize {
    assert!(x < n, "solitaire: {} {} is not below n = {}", what, x, n);
    x
}

/// A walk with the fewest moves from `start` to a state with `goal` true: the states in order,
/// `start` first (just `[start]` when goal(start)), or None when no goal state is reachable.
pub fn solitaire_walk<I: IntoIterator<Item = usize>>(
    n: usize,
    start: usize,
    moves: &impl Fn(usize) -> I,
    goal: &impl Fn(usize) -> bool,
) -> Option<Vec<usize>> {
    let mut parent = vec![UNSEEN; n];
    parent[in_range(n, start, "start")] = start;
    let (mut queue, mut head) = (vec![start], 0);
    while head < queue.len() {
        let x = queue[head];
        head += 1;
        if goal(x) {
            let mut walk = vec![x]; // back along the parent pointers
            while *walk.last().unwrap() != start {
                walk.push(parent[*walk.last().unwrap()]);
            }
            walk.reverse();
            return Some(walk);
        }
        for y in moves(x) {
            if parent[in_range(n, y, "a move to")] == UNSEEN {
                parent[y] = x;
                queue.push(y);
            }
        }
    }
    None
}

/// Whether a cycle is reachable from `start` (a walk that never has to end: a draw).
pub fn reaches_cycle<I: IntoIterator<Item = usize>>(
    n: usize,
    start: usize,
    moves: &impl Fn(usize) -> I,
) -> bool {
    // colour: 0 unseen, 1 on the depth-first path, 2 done; a move onto the path closes a cycle
    let mut colour = vec![0u8; n];
    colour[in_range(n, start, "start")] = 1;
    let mut stack = vec![(start, moves(start).into_iter())];
    while let Some((x, next)) = stack.last_mut() {
        match next.next() {
            Some(y) => match colour[in_range(n, y, "a move to")] {
                0 => {
                    colour[y] = 1;
                    stack.push((y, moves(y).into_iter()));
                }
                1 => return true,
                _ => {}
            },
            None => {
                colour[*x] = 2;
                stack.pop();
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::cell::Cell;

    /// Brute force: the fewest moves from `start` to each state over all walks of at most
    /// `bound` moves (None: not reached), and whether some walk has exactly `bound` moves.
    fn all_walks(adj: &[Vec<usize>], start: usize, bound: usize) -> (Vec<Option<usize>>, bool) {
        // walks merged by (last state, length): the states ending a walk of k moves, k = 0..=bound
        let (n, mut best) = (adj.len(), vec![None; adj.len()]);
        let mut layer = vec![false; n];
        layer[start] = true;
        for k in 0..=bound {
            for x in 0..n {
                if layer[x] && best[x].is_none() {
                    best[x] = Some(k);
                }
            }
            if k == bound {
                break;
            }
            let mut next = vec![false; n];
            (0..n)
                .filter(|&x| layer[x])
                .for_each(|x| adj[x].iter().for_each(|&y| next[y] = true));
            layer = next;
        }
        (best, layer.contains(&true))
    }

    /// Checks both functions on `adj` from `start` against the brute force, for goal sets given
    /// as bitmasks (states < 16 in a mask).
    fn check(adj: &[Vec<usize>], start: usize, goals: &[u32]) {
        let n = adj.len();
        let moves = |x: usize| adj[x].clone();
        // n moves visit n + 1 states: one repeats, so a cycle is reachable iff such a walk exists
        let (best, cycle) = all_walks(adj, start, n);
        assert_eq!(
            reaches_cycle(n, start, &moves),
            cycle,
            "{adj:?} from {start}"
        );
        for &mask in goals {
            let goal = |x: usize| mask >> x & 1 == 1;
            let want = (0..n).filter(|&x| goal(x)).filter_map(|x| best[x]).min();
            let walk = solitaire_walk(n, start, &moves, &goal);
            assert_eq!(
                walk.as_ref().map(|w| w.len() - 1),
                want,
                "{adj:?} {start} {mask}"
            );
            if let Some(w) = walk {
                assert_eq!(w[0], start);
                assert!(goal(*w.last().unwrap()));
                assert!(w.windows(2).all(|p| adj[p[0]].contains(&p[1])), "{w:?}");
            }
        }
    }

    /// The graph on 0..n whose edge i -> j (i * n + j) is bit i * n + j of `bits`.
    fn graph(n: usize, bits: u64) -> Vec<Vec<usize>> {
        (0..n)
            .map(|i| (0..n).filter(|j| bits >> (i * n + j) & 1 == 1).collect())
            .collect()
    }

    #[test]
    fn tiny_graphs_exhaustively() {
        // every directed graph on 1..=3 vertices (self-loops too), every start, every goal set
        for n in 1..=3 {
            for bits in 0..1u64 << (n * n) {
                let adj = graph(n, bits);
                let goals: Vec<u32> = (0..1 << n).collect();
                (0..n).for_each(|s| check(&adj, s, &goals));
            }
        }
        // every loopless graph on 4 vertices: a few goal sets
        for bits in 0..1u64 << 16 {
            if (0..4).any(|i| bits >> (5 * i) & 1 == 1) {
                continue;
            }
            let adj = graph(4, bits);
            (0..4).for_each(|s| check(&adj, s, &[0, 1, 8, 6, 15]));
        }
    }

    /// The win/draw/lose of "Sleepy Game" by the snippet (vertex walk for a win), vertices 0..n.
    fn sleepy(adj: &[Vec<usize>], s: usize) -> (Option<Vec<usize>>, bool) {
        let n = adj.len();
        let moves = |x: usize| adj[x / 2].iter().map(move |&w| 2 * w + 1 - x % 2);
        let goal = |x: usize| x % 2 == 1 && adj[x / 2].is_empty();
        let walk = solitaire_walk(2 * n, 2 * s, &moves, &goal);
        match walk {
            Some(w) => (Some(w.iter().map(|x| x / 2).collect()), false),
            None => {
                let draw = reaches_cycle(n, s, &|v| adj[v].clone());
                assert_eq!(
                    draw,
                    reaches_cycle(2 * n, 2 * s, &moves),
                    "states vs vertices"
                );
                (None, draw)
            }
        }
    }

    #[test]
    fn sleepy_game_samples() {
        // CF 936B samples, vertices from 0: Win with the walk 1 2 4 5, Lose, Draw
        let adj = vec![vec![1, 2], vec![3, 4], vec![3], vec![4], vec![]];
        assert_eq!(sleepy(&adj, 0), (Some(vec![0, 1, 3, 4]), false));
        assert_eq!(sleepy(&[vec![2], vec![0], vec![]], 1), (None, false));
        assert_eq!(sleepy(&[vec![1], vec![0]], 0), (None, true));
        // a win needs an odd number of moves: the walk goes round the odd cycle 0 3 4 once
        let adj = vec![vec![1, 3], vec![2], vec![], vec![4], vec![0]];
        assert_eq!(sleepy(&adj, 0), (Some(vec![0, 3, 4, 0, 1, 2]), false));
    }

    #[test]
    fn sleepy_game_vs_brute() {
        // a win: some walk of odd length ending at a dead end (2n moves suffice); else a draw
        // iff some walk of n moves exists
        for n in 1..=3 {
            for bits in 0..1u64 << (n * n) {
                let adj = graph(n, bits);
                for s in 0..n {
                    let mut win = false;
                    let mut todo = vec![(s, 0)];
                    while let Some((v, k)) = todo.pop() {
                        win |= k % 2 == 1 && adj[v].is_empty();
                        if k < 2 * n {
                            todo.extend(adj[v].iter().map(|&w| (w, k + 1)));
                        }
                    }
                    let (walk, draw) = sleepy(&adj, s);
                    assert_eq!(walk.is_some(), win, "{adj:?} {s}");
                    assert_eq!(draw, !win && all_walks(&adj, s, n).1, "{adj:?} {s}");
                    if let Some(w) = walk {
                        assert!(w.len() % 2 == 0 && w[0] == s && adj[w[w.len() - 1]].is_empty());
                        assert!(w.windows(2).all(|p| adj[p[0]].contains(&p[1])));
                    }
                }
            }
        }
    }

    #[test]
    fn moves_once_per_state_and_duplicates() {
        // 0 -> 1 twice, 1 -> 2, 2 -> 0 and 3; goal 3 reached in 3 moves
        let adj = [vec![1, 1], vec![2, 2], vec![0, 3, 0], vec![]];
        let calls = Cell::new(0);
        let moves = |x: usize| {
            calls.set(calls.get() + 1);
            adj[x].clone()
        };
        assert_eq!(
            solitaire_walk(4, 0, &moves, &|x| x == 3),
            Some(vec![0, 1, 2, 3])
        );
        assert_eq!(calls.get(), 3); // 0, 1, 2 expanded; 3 is the goal
        calls.set(0);
        assert!(solitaire_walk(4, 0, &moves, &|_| false).is_none());
        assert_eq!(calls.get(), 4);
        calls.set(0);
        assert!(!reaches_cycle(4, 3, &moves) && calls.get() == 1);
        assert!(reaches_cycle(4, 0, &moves));
        assert_eq!(solitaire_walk(4, 2, &moves, &|x| x == 2), Some(vec![2]));
    }

    #[test]
    fn long_chains_are_iterative() {
        // 4e5 states in a line: the walk is the whole line; a back edge at the end is a cycle
        let n = 400_000;
        let chain = |x: usize| (x + 1 < n).then(|| x + 1);
        let walk = solitaire_walk(n, 0, &chain, &|x| x == n - 1).unwrap();
        assert!(walk.len() == n && walk.iter().enumerate().all(|(i, &x)| i == x));
        assert!(!reaches_cycle(n, 0, &chain));
        assert!(reaches_cycle(n, 0, &|x: usize| Some((x + 1) % n)));
        // a DAG with many paths into each state (x -> x + 1, x + 2): no cycle, seen once each
        assert!(!reaches_cycle(n, 0, &|x: usize| x + 1..n.min(x + 3)));
    }

    #[test]
    #[should_panic(expected = "solitaire: start 3 is not below n = 3")]
    fn start_out_of_range_walk() {
        solitaire_walk(3, 3, &|_| Vec::new(), &|_| true);
    }

    #[test]
    #[should_panic(expected = "solitaire: start 5 is not below n = 2")]
    fn start_out_of_range_cycle() {
        reaches_cycle(2, 5, &|_| Vec::new());
    }

    #[test]
    #[should_panic(expected = "solitaire: a move to 2 is not below n = 2")]
    fn move_out_of_range_walk() {
        solitaire_walk(2, 0, &|x| vec![x + 1], &|_| false);
    }

    #[test]
    #[should_panic(expected = "solitaire: a move to 2 is not below n = 2")]
    fn move_out_of_range_cycle() {
        reaches_cycle(2, 0, &|x| vec![x + 1]);
    }

    proptest! {
        #[test]
        fn random_graphs(n in 1usize..8, edges in prop::collection::vec((0usize..8, 0usize..8), 0..20),
                         start in 0usize..8, goals in prop::collection::vec(0u32..256, 1..6)) {
            let mut adj = vec![Vec::new(); n];
            for (a, b) in edges {
                adj[a % n].push(b % n);
            }
            check(&adj, start % n, &goals);
        }
    }
}
