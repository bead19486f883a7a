"""Which table scene shows which family of games, imported only when needed.

Why lazy: a table module pulls in card art, animations and bots; the main menu
must appear fast, so nothing of a table is imported until a match opens. Both
"start a new match" and "continue the saved match" go through :func:`table_for`,
so the two paths can never open different screens.
"""
from __future__ import annotations

import importlib
import sys
import traceback
from typing import TYPE_CHECKING

from engine.match import Match
from engine.registry import get_spec

if TYPE_CHECKING:
    from .app import App
    from .scene import Scene

#: family -> (module, class). The class is built as ``cls(match)``.
TABLES: dict[str, tuple[str, str]] = {
    "climbing": ("scenes.climbing_table", "ClimbingTable"),
    "blackjack": ("scenes.blackjack_table", "BlackjackTable"),
    "trick": ("scenes.trick_table", "TrickTable"),
    "mahjong": ("scenes.mahjong_table", "MahjongTable"),
}

#: Families whose table hands the computer from person to person (scenes/table/hotseat.py);
#: the others seat one person until their private moments have a hot-seat form (CONTRACTS.md).
HOTSEAT: frozenset[str] = frozenset({"climbing", "blackjack", "trick", "mahjong"})

#: Options the hot-seat form of a family fixes while several people sit at the table: in 升级
#: declaring during the deal is real time (people would have to watch their cards arrive
#: together), so they declare in turn after it; in 四川麻将 a claim window asks every other seat,
#: so being handed the computer says nothing about a person's tiles (docs/CONTRACTS.md "Hot-seat").
HOTSEAT_OPTIONS: dict[str, dict[str, object]] = {"trick": {"declare_timing": "after"},
                                                  "mahjong": {"claim_asking": "everyone"}}


def hotseat_options(spec) -> dict[str, object]:
    """The options several people at one computer play ``spec`` with: its family's, where the
    game has that option (打撇 shares 升级's family, not its way of declaring)."""
    keys = {option.key for option in spec.options}
    return {k: v for k, v in HOTSEAT_OPTIONS.get(spec.family, {}).items() if k in keys}


def table_for(match: Match) -> "Scene":
    """A new table scene for ``match``; KeyError if its family has no table yet."""
    family = get_spec(match.variant).family
    module_name, class_name = TABLES[family]
    module = importlib.import_module(module_name)
    return getattr(module, class_name)(match)


def open_table(app: "App", match: Match, *, replace: bool = True) -> bool:
    """Show ``match`` on its table (replacing the top scene); on failure tell the player.

    A table that cannot be built is a bug, but the player should get a message
    and stay in the menus rather than lose the window; the traceback goes to stderr.
    """
    try:
        scene = table_for(match)
    except Exception:  # noqa: BLE001 - reported to the player and on stderr
        traceback.print_exc(file=sys.stderr)
        from .dialog import MessageDialog

        app.stack.push(MessageDialog("notice.table_failed"))
        return False
    if replace:
        app.stack.replace(scene)
    else:
        app.stack.push(scene)
    return True
