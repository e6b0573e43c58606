#!/usr/bin/env python3
"""Exact values of small simultaneous-move games, computed over OpenSpiel's own game objects by
backward induction with a linear program (scipy's HiGHS) at every node. The Rust tests record
what this prints (snippets/matrix_game.rs, snippets/sm_mcts.rs, verify/cross/sim.rs); it is run
by hand, never by `cargo test`:

  pip install open-spiel scipy
  python3 verify/bench/sim_games_openspiel.py

Games: goofspiel(num_cards=3, 4, points_order=descending) with OpenSpiel's default returns_type
(win_loss: +1 win, 0 draw, -1 loss), and also the default points_order=random (chance deals the
point cards); oshi_zumo(coins=2..6) with its default size=3, horizon=1000, min_bid=0,
alesia=false. Values are player 0's. Nodes are memoized on (ToString, move number): oshi_zumo's
ToString omits the move number that the horizon reads. Prints each game's value, its number of
decision nodes, and (deterministic games) the root's matrix: the value after each joint first
move, rows player 0's moves, columns player 1's, in OpenSpiel's action order."""
import sys

import numpy as np
import pyspiel
from scipy.optimize import linprog

sys.setrecursionlimit(100000)


def matrix_value(a):
    """Value for the row player (maximizer) of the matrix game `a`: max v subject to
    x.A[:, j] >= v for every column j, sum x = 1, x >= 0. A saddle point needs no LP."""
    lower, upper = a.min(axis=1).max(), a.max(axis=0).min()
    if lower == upper:
        return float(lower)
    m, n = a.shape
    c = np.zeros(m + 1)
    c[-1] = -1.0
    a_ub = np.hstack([-a.T, np.ones((n, 1))])
    a_eq = np.hstack([np.ones((1, m)), np.zeros((1, 1))])
    bounds = [(0, None)] * m + [(None, None)]
    res = linprog(c, A_ub=a_ub, b_ub=np.zeros(n), A_eq=a_eq, b_eq=[1.0], bounds=bounds,
                  method="highs", options={"primal_feasibility_tolerance": 1e-10,
                                           "dual_feasibility_tolerance": 1e-10})
    assert res.status == 0, res.message
    return -res.fun


def solve(state, memo, counts):
    key = (str(state), state.move_number())
    if key in memo:
        return memo[key]
    if state.is_terminal():
        v = state.returns()[0]
    elif state.is_chance_node():
        v = 0.0
        for action, p in state.chance_outcomes():
            child = state.clone()
            child.apply_action(action)
            v += p * solve(child, memo, counts)
    else:
        rows, cols = state.legal_actions(0), state.legal_actions(1)
        a = np.zeros((len(rows), len(cols)))
        for i, x in enumerate(rows):
            for j, y in enumerate(cols):
                child = state.clone()
                child.apply_actions([x, y])
                a[i, j] = solve(child, memo, counts)
        v = matrix_value(a)
        counts[0] += 1
    memo[key] = v
    return v


def main():
    games = [
        "goofspiel(num_cards=3,points_order=descending)",
        "goofspiel(num_cards=4,points_order=descending)",
        "goofspiel(num_cards=3)",
        "goofspiel(num_cards=4)",
    ] + [f"oshi_zumo(coins={c})" for c in (2, 3, 4, 5, 6)]
    for name in games:
        game = pyspiel.load_game(name)
        memo, counts = {}, [0]
        root = game.new_initial_state()
        v = solve(root, memo, counts)
        print(f"{name}: player 0 value {v:.12f} ({counts[0]} decision nodes)", flush=True)
        if root.is_chance_node():
            continue
        # The root's matrix: the value after each joint first move (asymmetric subgames).
        for x in root.legal_actions(0):
            row = []
            for y in root.legal_actions(1):
                child = root.clone()
                child.apply_actions([x, y])
                row.append(f"{solve(child, memo, counts):.12f}")
            print("  [" + ", ".join(row) + "],", flush=True)


if __name__ == "__main__":
    main()
