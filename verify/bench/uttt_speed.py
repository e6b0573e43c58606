#!/usr/bin/env python3
"""The UTTT bot's search speed in CPU time, for the node budget of uttt_openspiel.py.

  ./bundle.sh -o /tmp/uttt.rs problems/uttt/main.rs && rustc -O -o /tmp/uttt /tmp/uttt.rs
  python3 verify/bench/uttt_speed.py GAMES '/tmp/uttt NODES' ['/tmp/uttt2 NODES']

Self-play of the two bot commands (the same one twice when only one is given), each a
subprocess speaking the CodinGame protocol, from random 2-ply openings (seed 7), colours
alternating. With a node count the bot prints its nodes searched on stderr when the game ends;
the user CPU time of each process comes from os.wait4. Prints each command's total nodes, user
seconds and nodes per user second (searches that end early, a solved endgame, count their
nodes only: the figure errs low).
"""
import os
import shlex
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uttt_openspiel import Board, opening, to_bi, to_rc  # noqa: E402


def game(cmds, k):
    """Game k from opening k, cmds[0] X; per command (nodes, user seconds)."""
    procs = [subprocess.Popen(shlex.split(c), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, bufsize=1) for c in cmds]
    board, forced, plies, last = Board(), opening(7, k), 0, (-1, -1)
    while board.outcome() is None:
        p = procs[board.side]
        valid = [to_rc(*m) for m in (forced[plies:plies + 1] or board.moves())]
        p.stdin.write("%d %d\n%d\n" % (last[0], last[1], len(valid)))
        p.stdin.write("".join("%d %d\n" % rc for rc in valid))
        p.stdin.flush()
        rc = tuple(map(int, p.stdout.readline().split()))
        assert rc in valid, "bot played %s, not among the valid %s" % (rc, valid)
        board.play(*to_bi(*rc))
        last, plies = rc, plies + 1
    out = []
    for p in procs:
        p.stdin.close()
        err = p.stderr.read()
        _, _, ru = os.wait4(p.pid, 0)
        assert "uttt: " in err, "give the bot a node count: it reports its nodes then"
        out.append((int(err.split("uttt: ")[1].split()[0]), ru.ru_utime))
    return out


def main():
    games, cmds = int(sys.argv[1]), sys.argv[2:4]
    if len(cmds) == 1:
        cmds *= 2
    total = [[0, 0.0], [0, 0.0]]
    for k in range(games):
        r = game(cmds if k % 2 == 0 else cmds[::-1], k)
        for j, (n, t) in enumerate(r if k % 2 == 0 else r[::-1]):
            total[j][0] += n
            total[j][1] += t
    for c, (n, t) in zip(cmds, total):
        print("%s: %d nodes in %.2f s user: %.2f M nodes/s" % (c, n, t, n / t / 1e6))


if __name__ == "__main__":
    main()
