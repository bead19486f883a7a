"""Exact solvers for open-hand climbing endgames (残局): every hand known, no hidden cards.

- :mod:`.rules` — the three games a puzzle can be (斗地主, 锄大地, 干瞪眼): each game's own
  move source from the climbing engine, and how its hand ints map to physical cards;
- :mod:`.position` — a position (hands, whose turn, what is to beat) and one step of play, by
  the shared round's rules;
- :mod:`.solver` — who wins with best play, memoised, with move ordering: a side (the player,
  or 斗地主's two farmers together) against everyone else;
- :mod:`.line` — the solution line (the quickest win against the longest defence) and the
  figures a puzzle's difficulty is rated by;
- :mod:`.puzzles` — the shipped puzzles as data (``assets/puzzles/*.json``).

Nothing here imports pygame: the 残局 screens (scenes/puzzle/) and the puzzle generator
(tools/make_puzzles.py) both stand on it.
"""
