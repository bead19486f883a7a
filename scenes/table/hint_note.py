"""The hint's one short sentence of why, from the computer player's own reason (ai/reason.py)."""
from __future__ import annotations

from typing import Any

from ai.reason import UNEXPLAINED, Reason


def reason_key(reason: Reason) -> str:
    return f"reason.why.{reason.code}"


def reason_text(reason: Reason | None, i18n: Any) -> str | None:
    """The sentence for ``reason`` in ``i18n``'s language; None when the policy gave no reason."""
    if reason is None or reason.code == UNEXPLAINED or not i18n.has(reason_key(reason)):
        return None
    values = {name: _jokers_named(value, i18n) if isinstance(value, str) else value
              for name, value in reason.value_map().items()}
    if "suit" in values and i18n.has(f"reason.suit.{values['suit']}"):
        values["suit"] = i18n(f"reason.suit.{values['suit']}")
    return i18n(reason_key(reason), **values)


#: The jokers as a reason's values write them (the card faces' labels), and their names.
_JOKER_KEYS = {"小王": "table.card.small_joker", "大王": "table.card.big_joker"}


def _jokers_named(text: str, i18n: Any) -> str:
    """``text`` (a rank, or a list of cards such as "5 小王→6 7") with each joker in the
    viewer's words: the values are the same in both languages, only the jokers are words."""
    for word, key in _JOKER_KEYS.items():
        if word in text:
            text = text.replace(word, i18n(key))
    return text
