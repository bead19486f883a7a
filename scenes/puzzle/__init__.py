"""残局 (endgame puzzles): the list, the board, the progress file.

- :mod:`.catalogue` — the shipped puzzles (``assets/puzzles``) in the sets the list shows;
- :mod:`.progress` — each puzzle's progress in ``puzzles.json`` (the save files' rules);
- :mod:`.session` — one visit to a puzzle: tries, the computer's best replies, hints, stars;
- :mod:`.list_scene` and :mod:`.board_scene` (with :mod:`.board_layout`, :mod:`.words`) — the screens.

The puzzles and their solver are in :mod:`ai.endgame`.
"""
