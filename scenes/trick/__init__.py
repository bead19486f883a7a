"""The pieces of the four-seat trick table (scenes/trick_table.py) and the games it plays.

Every game on the table is an overlay behind one protocol (:mod:`scenes.trick.overlay`):
升级 (:mod:`scenes.trick.shengji`) and 打撇 (:mod:`scenes.trick.dapie`) alike. A game adds
its overlay here (:func:`game_for`), one line in :data:`GAMES` (explicit, no folder
scanning: a PyInstaller bundle has no folders).
"""
from __future__ import annotations

import importlib

_SHENGJI = ("scenes.trick.shengji", "ShengjiGame")
#: variant id -> (module, class) of the game's overlay on the trick table.
GAMES: dict[str, tuple[str, str]] = {
    "shengji-1": _SHENGJI,
    "shengji-2": _SHENGJI,
    "shengji-3": _SHENGJI,
    "dapie": ("scenes.trick.dapie", "DapieGame"),
    "dapie-noace": ("scenes.trick.dapie", "DapieGame"),
}


def game_for(variant: str):
    """A fresh overlay for ``variant`` on the trick table (KeyError: not a trick-table game)."""
    entry = GAMES[variant]
    module = importlib.import_module(entry[0])
    return getattr(module, entry[1])()
