"""The pieces of the four-seat trick table (scenes/trick_table.py) and the games it plays.

升级 is the table's own game; another game adds its overlay here (:func:`game_for`), one
line in :data:`GAMES` (explicit, no folder scanning: a PyInstaller bundle has no folders).
"""
from __future__ import annotations

import importlib

#: variant id -> (module, class) of the game's overlay on the trick table; 升级 has none.
GAMES: dict[str, tuple[str, str]] = {
    "dapie": ("scenes.trick.dapie", "DapieGame"),
    "dapie-noace": ("scenes.trick.dapie", "DapieGame"),
}


def game_for(variant: str):
    """A fresh overlay for ``variant`` on the trick table, None for 升级."""
    entry = GAMES.get(variant)
    if entry is None:
        return None
    module = importlib.import_module(entry[0])
    return getattr(module, entry[1])()
