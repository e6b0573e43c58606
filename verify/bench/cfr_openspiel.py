#!/usr/bin/env python3
"""OpenSpiel's side of the CFR figures (snippets/cfr.rs): needs `pip install open-spiel`.

  python3 verify/bench/cfr_openspiel.py table [ITERATIONS...]    (default 100 1000 10000)
      prints, for Kuhn and Leduc poker and pyspiel.CFRSolver / CFRPlusSolver (OpenSpiel's C++),
      the exploitability and player 0's value of the average policy after each count: the
      oracle facts recorded in snippets/cfr.rs and verify/cross/cfr.rs (Leduc at 10000: minutes).
  python3 verify/bench/cfr_openspiel.py run GAME SOLVER N
      GAME kuhn | leduc, SOLVER cfr | plus: N iterations, then one line with the exploitability
      and the value; the whole-process timing side beside `cargo bench --bench cfr -- GAME SOLVER N`
      (the same work: build the game, N iterations, exploitability and value once)."""
import sys
import pyspiel

GAMES = {"kuhn": "kuhn_poker", "leduc": "leduc_poker"}
SOLVERS = {"cfr": pyspiel.CFRSolver, "plus": pyspiel.CFRPlusSolver}


def facts(game, solver):
    policy = solver.average_policy()
    value = pyspiel.expected_returns(game.new_initial_state(), policy, -1, True)[0]
    return pyspiel.exploitability(game, policy), value


def main(argv):
    if argv[:1] == ["run"] and len(argv) == 4:
        game = pyspiel.load_game(GAMES[argv[1]])
        solver = SOLVERS[argv[2]](game)
        for _ in range(int(argv[3])):
            solver.evaluate_and_update_policy()
        e, v = facts(game, solver)
        print(f"{argv[1]} {argv[2]} {argv[3]} iterations: exploitability {e!r} value {v!r}")
    elif argv[:1] == ["table"]:
        marks = [int(x) for x in argv[1:]] or [100, 1000, 10000]
        print("| game | solver | iterations | exploitability | player 0 value |")
        for name in GAMES:
            game = pyspiel.load_game(GAMES[name])
            for sname, cls in SOLVERS.items():
                solver = cls(game)
                for t in range(1, max(marks) + 1):
                    solver.evaluate_and_update_policy()
                    if t in marks:
                        e, v = facts(game, solver)
                        print(f"| {name} | {sname} | {t} | {e!r} | {v!r} |", flush=True)
    else:
        sys.exit(__doc__)


main(sys.argv[1:])
