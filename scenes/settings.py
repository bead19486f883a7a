"""The player's preferences and how they are kept.

Loading is tolerant on purpose: a missing file gives the defaults, an unknown
field (from a newer version) is ignored, a bad value falls back to that
field's default, and only a file that is not JSON at all is moved aside (with a
notice). A preference file must never stop the game from starting.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from .storage import Storage

FILE_NAME = "settings.json"

LANGUAGES = ("zh", "en")
ANIMATIONS = ("off", "fast", "normal", "slow")
ANIMATION_FACTORS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.6}
CARD_BACKS = ("blue", "red", "green")
TILE_BACKS = ("green", "blue")   # the colours of scenes.tileart.BACK_COLOURS
BOT_DELAY_MIN = 0.2
BOT_DELAY_MAX = 1.2
#: The values offered on the settings screen (any value in range loads fine).
BOT_DELAYS = (0.2, 0.4, 0.6, 0.8, 1.0, 1.2)
#: 牌面大小: how much larger than standard the hand, the plays and the tiles are drawn (for players
#: who see less well; the table layouts make room, see scenes.theme.card_scale).
CARD_SIZES = ("standard", "large", "larger")
#: 界面大小: text, buttons, bars, panels and margins, in per cent (scenes.theme.sizes; a window too
#: low for the chosen scale uses the largest one it has room for, scenes.theme.ui_scale_for).
UI_SCALES = (100, 125, 150)


@dataclass
class Settings:
    language: str = "zh"
    animation: str = "normal"
    sound: bool = True
    fullscreen: bool = False
    bot_delay: float = 0.6
    card_back: str = "blue"
    tile_back: str = "green"
    card_size: str = "standard"
    ui_scale: int = 100            # per cent, one of UI_SCALES
    four_colour: bool = False      # ♠ black, ♥ red, ♣ green, ♦ blue (scenes.theme.suit_colour)
    tracker: bool = False          # 记牌器 open when a table opens (J and the 记录 button still toggle it)

    @property
    def animation_factor(self) -> float:
        """Multiply every animation duration by this (0: no animation at all)."""
        return ANIMATION_FACTORS.get(self.animation, 1.0)

    # persistence ----------------------------------------------------------------------
    @classmethod
    def from_json(cls, data: Any) -> "Settings":
        """Every recognised field that holds a good value; defaults for the rest."""
        result = cls()
        if not isinstance(data, dict):
            return result
        for f in fields(cls):
            if f.name in data:
                value = _clean(f.name, data[f.name])
                if value is not None:
                    setattr(result, f.name, value)
        return result

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def load(cls, storage: Storage) -> tuple["Settings", list[str]]:
        data, notice = storage.load_json(FILE_NAME)
        return cls.from_json(data), [notice] if notice else []

    def save(self, storage: Storage) -> bool:
        return storage.save_json(FILE_NAME, self.to_json())


def _clean(name: str, value: Any) -> Any:
    """The value if it is acceptable for field ``name``, else None (use the default)."""
    if name == "language":
        return value if value in LANGUAGES else None
    if name == "animation":
        return value if value in ANIMATIONS else None
    if name == "card_back":
        return value if value in CARD_BACKS else None
    if name == "tile_back":
        return value if value in TILE_BACKS else None
    if name == "card_size":
        return value if value in CARD_SIZES else None
    if name == "ui_scale":
        return value if type(value) is int and value in UI_SCALES else None
    if name in ("sound", "fullscreen", "four_colour", "tracker"):
        return value if isinstance(value, bool) else None
    if name == "bot_delay":
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return None
        if value != value:  # NaN
            return None
        # a number of hundreds of digits would overflow float(): clamp it first
        return round(float(min(max(value, BOT_DELAY_MIN), BOT_DELAY_MAX)), 2)
    return None
