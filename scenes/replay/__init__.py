"""牌局回放: finished hands watched again on their real table (issue 29).

- :mod:`scenes.replays_store` keeps the last hands of each game (with the autosave);
- :mod:`.controller` steps through one hand's record (the table controller's reading side);
- :mod:`.table` mixes the replay into each family's real table; :mod:`.bar` its controls,
  :mod:`.timeline` the rounds' starts, :mod:`.open_view` and :mod:`.open_hands` 明牌,
  :mod:`.result` the result panel at the end;
- :mod:`.practice` 练习: the hand played on from a moment of it, or its deal again (重打这手);
- :mod:`.list_scene` the 牌局回放 screen.
"""
