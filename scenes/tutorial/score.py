"""The score of a lesson's hand, explained line by line.

Why from the result's own lines: the family's result panel lists the hand's scoring lines
(底分, 叫分 ×3, 火箭 ×2 …); the lesson says what each one means, one sentence per line, from
the same ``(key, params, factor)`` triples — so the explanation can never tell a different score
from the panel that follows it. A line the lesson has no sentence for is shown as the panel
shows it; the last sentence is what the hand brought the person.
"""
from __future__ import annotations

from typing import Any, Callable

from .lesson import Lesson


def line_key(lesson: Lesson, key: str) -> str:
    return f"tutorial.score.{lesson.variant}.{key}"


def explain_score(lesson: Lesson, result: Any, tr: Any, name_of: Callable[[int], str]) -> list[str]:
    """One sentence per scoring line of ``result``, then the person's gain or loss."""
    out = []
    for key, params, factor in getattr(result, "lines", ()):
        values = tr.display_params(dict(params or {}))
        if isinstance(params, dict) and isinstance(params.get("seat"), int):
            values["name"] = name_of(params["seat"])
        values.setdefault("factor", factor)
        values.setdefault("value", factor)
        wanted = line_key(lesson, key)
        out.append("· " + (tr(wanted, **values) if tr.has(wanted) else tr.line(key, params, factor,
                                                                                **_name(params, name_of))))
    delta = result.deltas[lesson.person]
    out.append(tr("tutorial.score.won" if delta > 0 else "tutorial.score.lost" if delta < 0 else "tutorial.score.even",
                  amount=abs(delta)))
    return out


def _name(params: Any, name_of: Callable[[int], str]) -> dict[str, str]:
    seat = params.get("seat") if isinstance(params, dict) else None
    return {"name": name_of(seat)} if isinstance(seat, int) else {}
