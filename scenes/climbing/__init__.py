"""The climbing games' overlays on the shared climbing table, chosen by variant id.

One table (:mod:`scenes.climbing_table`, pieces in :mod:`scenes.table`) plays every
climbing game for 2 to 6 seats; what a game adds is its overlay
(:class:`~scenes.climbing.overlay.ClimbingOverlay`): a small module here and one
line in :data:`OVERLAYS`. The registry is explicit (no folder scanning: it would
break inside a PyInstaller bundle); a climbing variant without an overlay of its
own is played with the plain defaults.
"""
from __future__ import annotations

from .big2 import Big2Overlay
from .chicangying import ChicangyingOverlay
from .doudizhu import DoudizhuOverlay, WildDoudizhuOverlay
from .gandengyan import GandengyanOverlay
from .overlay import ClimbingOverlay
from .shuangkou import ShuangkouOverlay

#: variant id -> overlay class.
OVERLAYS: dict[str, type[ClimbingOverlay]] = {
    "doudizhu": DoudizhuOverlay,
    "doudizhu-wild": WildDoudizhuOverlay,
    "big2": Big2Overlay,
    "shuangkou": ShuangkouOverlay,
    "chicangying": ChicangyingOverlay,
    "gandengyan": GandengyanOverlay,
    "gandengyan-winner": GandengyanOverlay,
}


def overlay_for(variant: str) -> ClimbingOverlay:
    """A fresh overlay for ``variant`` (the plain one when the game has none of its own)."""
    return OVERLAYS.get(variant, ClimbingOverlay)()


__all__ = ["OVERLAYS", "Big2Overlay", "ChicangyingOverlay", "ClimbingOverlay", "DoudizhuOverlay",
           "GandengyanOverlay", "ShuangkouOverlay", "WildDoudizhuOverlay", "overlay_for"]
