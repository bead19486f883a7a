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
    return f"table.tutorial.score.{lesson.variant}.{key}"


def explain_score(lesson: Lesson, result: Any, tr: Any, name_of: Callable[[int], str]) -> list[str]:
    """One sentence per scoring line of ``result``, then the person's gain or loss (升级: the
    lines its result panel shows, then the levels)."""
    if lesson.variant.startswith("shengji"):
        return _shengji(lesson, result, tr)
    if lesson.variant.startswith("mj-"):
        return _mahjong(lesson, result, tr, name_of)
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
    out.append(_gain(tr, result.deltas[lesson.person]))
    return out


def _name(params: Any, name_of: Callable[[int], str]) -> dict[str, str]:
    seat = params.get("seat") if isinstance(params, dict) else None
    return {"name": name_of(seat)} if isinstance(seat, int) else {}


_RANKS = {11: "J", 12: "Q", 13: "K", 14: "A"}


def _shengji(lesson: Lesson, r: Any, tr: Any) -> list[str]:
    """升级's result panel's lines (闲家抓分, 抠底 or the kitty kept, the total), each explained,
    then what the total does to the levels."""
    key = lambda name: f"table.tutorial.score.shengji.{name}"        # noqa: E731
    out = [tr(key("trick_points"), points=r.trick_points)]
    if r.multiplier:
        out.append(tr(key("kitty_bonus"), points=r.kitty_points, mult=r.multiplier, bonus=r.kitty_bonus))
    else:
        out.append(tr(key("kitty_kept"), points=r.kitty_points))
    out.append(tr(key("total"), total=r.total))
    if r.take_over:
        out.append(tr(key("take_over")))
    else:
        team = r.dealer_team
        before, after = (_RANKS.get(v, str(v)) for v in (r.levels_before[team], r.levels_after[team]))
        out.append(tr(key("rise"), rise=r.rise, before=before, after=after))
    return ["· " + line for line in out]


def _mahjong(lesson: Lesson, r: Any, tr: Any, name_of: Callable[[int], str]) -> list[str]:
    """四川麻将: each win and its 番, each payment (who pays whom, and why), then the person's
    gain or loss."""
    out = []
    for win in r.winners:
        fans = win.fans.total
        key = "table.tutorial.score.mahjong.win_plain" if fans == 0 else "table.tutorial.score.mahjong.win_fans"
        out.append(tr(key, name=name_of(win.seat), fans=fans, count=fans))
    for pay in r.payments:
        wanted = f"table.tutorial.score.mahjong.pay.{pay.key}"
        key = wanted if tr.has(wanted) else "table.tutorial.score.mahjong.pay"
        out.append(tr(key, payer=name_of(pay.payer), payee=name_of(pay.payee), amount=pay.amount))
    out.append(_gain(tr, r.deltas[lesson.person]))
    return ["· " + line for line in out]


def _gain(tr: Any, delta: int) -> str:
    """What the hand brought the person, in words."""
    key = "won" if delta > 0 else "lost" if delta < 0 else "even"
    return tr(f"table.tutorial.score.{key}", amount=abs(delta))
