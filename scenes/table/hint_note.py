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
    values = reason.value_map()
    if "suit" in values and i18n.has(f"reason.suit.{values['suit']}"):
        values["suit"] = i18n(f"reason.suit.{values['suit']}")
    return i18n(reason_key(reason), **values)
