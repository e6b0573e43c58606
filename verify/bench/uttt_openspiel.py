#!/usr/bin/env python3
"""The UTTT bot (problems/uttt) against OpenSpiel's C++ MCTS bot: needs `pip install open-spiel`.

  ./bundle.sh -o /tmp/uttt.rs problems/uttt/main.rs && rustc -O -o /tmp/uttt /tmp/uttt.rs
  python3 verify/bench/uttt_openspiel.py [--games 100] [--simulations 160000] [--seed 1]
      [--bot '/tmp/uttt [NODES]'] [--jobs 1] [--first 0]
  python3 verify/bench/uttt_openspiel.py --test [N]      (the coordinate mapping, N random games)

The bot runs as a subprocess, one per game, speaking the CodinGame protocol (each turn: the
opponent's last move `row col`, or `-1 -1`; the count of valid actions; one `row col` per line;
it answers `row col`); its clock is its own (100 ms a turn, 1000 ms on its first), or with a
node count after the binary (`--bot '/tmp/uttt 400000'`) it searches that many alpha-beta nodes
a turn (10x on its first): the same work whatever the machine's load. OpenSpiel:
`pyspiel.MCTSBot(game, RandomRolloutEvaluator(1, seed), 2.0, SIMULATIONS, 1000, True, seed,
False)`: uct_c = 2, one random rollout per simulation, solver on, a new search per decision.
OpenSpiel's "ultimate_tic_tac_toe" splits a move into two decisions when the mover may choose
its small board (the board, then the cell: two searches); a move here is one global cell.

Games: pairs of random 2-ply openings (a uniformly random first cell, then a uniformly random
reply; pair k from the seed), each opening played twice, the bot X (moves first) in the even
game, O in the odd one. The opening's plies are forced on both sides (the bot gets a one-cell
valid list). Scored by CodinGame's rule: three won small boards in a line win; when no small
board is open, more won small boards win, equal counts draw (OpenSpiel calls every full board
without a line a draw). Prints one line per game, then the bot's W / D / L, points % and Elo
with a 95% interval: s = (W + D/2) / N, Elo = -400 log10(1/s - 1), the interval maps
s -/+ 1.96 se through it, se from the per-game scores (games treated as independent).
Last, each side's CPU per searched move (the bot's user time from os.wait4 over its turns with
more than one valid action; OpenSpiel's process time over its decisions, both searches of a free
move counted as one) and their ratio: the check that OpenSpiel got at least 10x the bot's time.
"""
import argparse
import math
import os
import random
import shlex
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def has_line(cells):
    return any(all(c in cells for c in line) for line in LINES)


def to_rc(b, i):
    """Small board b and cell i inside it (both row-major 0..9) -> global (row, col)."""
    return 3 * (b // 3) + i // 3, 3 * (b % 3) + i % 3


def to_bi(r, c):
    return 3 * (r // 3) + c // 3, 3 * (r % 3) + c % 3


class Board:
    """The CodinGame rules: a won or full small board is closed; a move at cell i sends the
    opponent to small board i, or anywhere open when that one is closed."""

    def __init__(self):
        self.marks = [[set() for _ in range(9)] for _ in range(2)]
        self.won = [set(), set()]
        self.closed = set()
        self.forced = None  # small board the side to move must play in; None: free
        self.side = 0

    def moves(self):
        if self.outcome() is not None:
            return []
        boards = [self.forced] if self.forced is not None else range(9)
        return [(b, i) for b in boards if b not in self.closed for i in range(9)
                if i not in self.marks[0][b] and i not in self.marks[1][b]]

    def play(self, b, i):
        assert (b, i) in self.moves(), (b, i)
        p = self.side
        self.marks[p][b].add(i)
        if has_line(self.marks[p][b]):
            self.won[p].add(b)
            self.closed.add(b)
        elif len(self.marks[0][b]) + len(self.marks[1][b]) == 9:
            self.closed.add(b)
        self.forced = None if i in self.closed else i
        self.side = 1 - p

    def outcome(self):
        """None while the game goes on, else the winner 0 or 1, or -1 for a draw."""
        for p in (0, 1):
            if has_line(self.won[p]):
                return p
        if len(self.closed) < 9:
            return None
        w0, w1 = len(self.won[0]), len(self.won[1])
        return 0 if w0 > w1 else 1 if w1 > w0 else -1


def spiel_grid(state):
    """OpenSpiel's board as a dict global (row, col) -> 'x' / 'o' / '.' from str(state):
    three blocks (small-board rows) of three lines (cell rows), each line three groups
    (small-board columns) of three characters (cell columns)."""
    rows = [ln.split() for ln in str(state).splitlines() if ln.strip() and len(ln.split()) == 3
            and all(len(g) == 3 and set(g) <= set("xo.") for g in ln.split())]
    assert len(rows) == 9, str(state)
    return {(r, 3 * g + k): rows[r][g][k] for r in range(9) for g in range(3) for k in range(3)}


def spiel_moves(state):
    """The legal global moves (b, i) of an OpenSpiel state (both decisions when the mover
    chooses its small board), each with the OpenSpiel actions that play it."""
    out = {}
    player = state.current_player()
    for a in state.legal_actions():
        if state.action_to_string(player, a).startswith("Choose"):
            s = state.child(a)
            for i in s.legal_actions():
                out[(a, i)] = [a, i]
        else:
            out[(forced_board(state), a)] = [a]
    return out


def forced_board(state):
    """The small board an OpenSpiel state's mover plays in (its cell decisions say it)."""
    a = state.legal_actions()[0]
    text = state.action_to_string(state.current_player(), a)
    assert text.startswith("Local board "), text
    return int(text[len("Local board "):].split(":")[0])


def spiel_play(state, board, b, i):
    """Plays global move (b, i) on the OpenSpiel state: [b, i] when free, else [i]."""
    if board.forced is None:
        assert state.action_to_string(state.current_player(), b).startswith("Choose")
        state.apply_action(b)
    assert forced_board(state) == b
    state.apply_action(i)


def test(n, seed):
    """Random games: the two rule sets give the same legal moves, the same grid, the same end,
    and the same winner where a line of small boards ends the game."""
    import pyspiel
    game = pyspiel.load_game("ultimate_tic_tac_toe")
    rng = random.Random(seed)
    for r in range(9):
        for c in range(9):
            assert to_rc(*to_bi(r, c)) == (r, c)
    ends = {"line": 0, "count": 0, "draw": 0}
    for _ in range(n):
        board, state = Board(), game.new_initial_state()
        while True:
            grid = spiel_grid(state)
            for r in range(9):
                for c in range(9):
                    b, i = to_bi(r, c)
                    mark = "x" if i in board.marks[0][b] else "o" if i in board.marks[1][b] else "."
                    assert grid[(r, c)] == mark, (r, c, grid[(r, c)], mark)
            mine = board.moves()
            assert state.is_terminal() == (not mine)
            if not mine:
                break
            assert state.current_player() == board.side
            assert set(spiel_moves(state)) == set(mine)
            b, i = rng.choice(mine)
            spiel_play(state, board, b, i)
            board.play(b, i)
        w, ret = board.outcome(), state.returns()
        if has_line(board.won[0]) or has_line(board.won[1]):
            ends["line"] += 1
            assert ret[w] == 1.0 and ret[1 - w] == -1.0, (w, ret)
        else:
            assert ret == [0.0, 0.0], ret  # OpenSpiel: a draw; CodinGame counts the boards
            ends["count" if w >= 0 else "draw"] += 1
    print("mapping test: %d random games agree (%d ended by a line, %d by the count, %d drawn)"
          % (n, ends["line"], ends["count"], ends["draw"]))


def opening(seed, k):
    rng = random.Random(seed * 1_000_003 + k)
    board = Board()
    plies = []
    for _ in range(2):
        m = rng.choice(board.moves())
        board.play(*m)
        plies.append(m)
    return plies


def play_game(bot_path, simulations, seed, g):
    """Game g: opening g // 2, the bot X when g is even. Returns (g, bot's score, plies,
    outcome by CodinGame's rule from X's view, OpenSpiel's returns, the bot's user CPU seconds
    and turns, OpenSpiel's CPU seconds and searched moves)."""
    import pyspiel
    game = pyspiel.load_game("ultimate_tic_tac_toe")
    mcts_seed = seed * 100_003 + g
    spiel_bot = pyspiel.MCTSBot(game, pyspiel.RandomRolloutEvaluator(1, mcts_seed), 2.0,
                                simulations, 1000, True, mcts_seed, False)
    me = g % 2  # the bot's player number: 0 moves first
    proc = subprocess.Popen(shlex.split(bot_path), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, bufsize=1)
    board, state = Board(), game.new_initial_state()
    forced = opening(seed, g // 2)
    last = (-1, -1)  # the opponent's last move as the bot hears it
    plies, spiel_cpu, spiel_moves, bot_turns = 0, 0.0, 0, 0
    try:
        while board.outcome() is None:
            if board.side == me:
                valid = [to_rc(*m) for m in (forced[plies:plies + 1] or board.moves())]
                proc.stdin.write("%d %d\n%d\n" % (last[0], last[1], len(valid)))
                proc.stdin.write("".join("%d %d\n" % rc for rc in valid))
                proc.stdin.flush()
                bot_turns += len(valid) > 1
                answer = proc.stdout.readline().split()
                rc = (int(answer[0]), int(answer[1]))
                assert rc in valid, "bot played %s, not among the valid %s" % (rc, valid)
                b, i = to_bi(*rc)
                spiel_play(state, board, b, i)
            elif plies < len(forced):
                b, i = forced[plies]
                spiel_play(state, board, b, i)
                last = to_rc(b, i)
            else:
                t0 = time.process_time()
                spiel_moves += 1
                a = spiel_bot.step(state)
                if state.action_to_string(state.current_player(), a).startswith("Choose"):
                    b = a
                    state.apply_action(a)
                    i = spiel_bot.step(state)
                else:
                    b, i = forced_board(state), a
                spiel_cpu += time.process_time() - t0
                state.apply_action(i)
                last = to_rc(b, i)
            board.play(b, i)
            plies += 1
    finally:
        proc.stdin.close()
        bot_cpu = os.wait4(proc.pid, 0)[2].ru_utime
    assert state.is_terminal()
    w = board.outcome()
    score = 0.5 if w == -1 else 1.0 if w == me else 0.0
    return g, score, plies, w, state.returns(), (bot_cpu, bot_turns, spiel_cpu, spiel_moves)


def elo(s):
    return -400 * math.log10(1 / s - 1) if 0 < s < 1 else math.copysign(math.inf, s - 0.5)


def summary(scores):
    n = len(scores)
    w, d = scores.count(1.0), scores.count(0.5)
    s = sum(scores) / n
    se = math.sqrt(max(sum(x * x for x in scores) / n - s * s, 0) / n)
    lo, hi = max(s - 1.96 * se, 0.0), min(s + 1.96 * se, 1.0)
    return ("bot W %d D %d L %d in %d games: %.1f%% of the points, Elo %+.0f [%+.0f, %+.0f]"
            % (w, d, n - w - d, n, 100 * s, elo(s), elo(lo), elo(hi)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=100, help="even: openings are paired")
    ap.add_argument("--simulations", type=int, default=160000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bot", default="/tmp/uttt", help="the bot's command line (a node count "
                    "after the binary: that many nodes a turn instead of the clock)")
    ap.add_argument("--jobs", type=int, default=1, help="games played at once")
    ap.add_argument("--first", type=int, default=0, help="first game (even): split a match")
    ap.add_argument("--test", type=int, nargs="?", const=200, help="mapping test of N games")
    args = ap.parse_args()
    if args.test:
        test(args.test, args.seed)
        return
    assert args.games % 2 == 0 and args.first % 2 == 0, "games and first are even"
    print("bot %s vs OpenSpiel MCTS (%d simulations, uct_c 2, random rollouts, solver), "
          "seed %d, games %d..%d" % (args.bot, args.simulations, args.seed, args.first,
                                    args.first + args.games - 1), flush=True)
    scores, cpu = {}, [0.0, 0, 0.0, 0]
    with ProcessPoolExecutor(args.jobs) as pool:
        futs = [pool.submit(play_game, args.bot, args.simulations, args.seed, g)
                for g in range(args.first, args.first + args.games)]
        for f in as_completed(futs):
            g, score, plies, w, ret, t = f.result()
            scores[g] = score
            cpu = [a + b for a, b in zip(cpu, t)]
            print("game %d: bot %s, score %.1f, %d plies, CodinGame winner %s, OpenSpiel "
                  "returns %s" % (g, "X" if g % 2 == 0 else "O", score, plies,
                                  {-1: "none (draw)", 0: "X", 1: "O"}[w], ret), flush=True)
    print(summary([scores[g] for g in sorted(scores)]), flush=True)
    bot_ms, spiel_ms = 1000 * cpu[0] / max(cpu[1], 1), 1000 * cpu[2] / max(cpu[3], 1)
    print("CPU per searched move: bot %.1f ms (user, %d turns with a choice, the first included), "
          "OpenSpiel %.1f ms (%d moves): %.1fx" % (bot_ms, cpu[1], spiel_ms, cpu[3],
                                                   spiel_ms / max(bot_ms, 1e-9)), flush=True)


if __name__ == "__main__":
    sys.exit(main())
