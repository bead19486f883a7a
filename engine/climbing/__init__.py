"""The climbing family (斗地主, 锄大地, 癞子斗地主, 双扣, 干瞪眼, 吃苍蝇 …): one engine for all.

- :mod:`.ranks` — rank orders and hands as packed per-rank counts;
- :mod:`.tables` — the per-variant rule tables (kinds, chain lengths, kickers, bombs);
- :mod:`.combos` — :class:`Combo`, :func:`classify`, :func:`beats`;
- :mod:`.moves` — every lead and every answer of a packed hand;
- :mod:`.legal` — a lazily built list of Play actions over those moves;
- :mod:`.round` — the round (lead, beat or pass, going out, 接风, draws), shared by the
  full state and the search bots' play-outs;
- :mod:`.state` — the state machine every climbing game shares; :mod:`.view` its observation;
- :mod:`.variants` — one module per game with only what that game has of its own.

Nothing here defaults to 斗地主's rules: every function takes the game's table.
"""
