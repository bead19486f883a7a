"""How strong a computer level is, in one plain sentence for the setup screen.

The figures are measured, not claimed: ``python -m bench.bench_levels`` plays paired deals
(the same deal with the lower and the higher level in the tested seats, the others normal)
and writes the mean difference per hand ± its standard error to ``assets/level_figures.json``;
a test keeps the file in step with the shipped players. A variant that was not measured on its
own shows the figure of a measured variant of its game (绵阳血战 that of the measured 四川麻将),
and its sentence names that variant.
A missing or damaged file, or a level without a figure, gives no sentence — never an error.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable, Mapping

#: level → (the pair of levels measured, whether the level is the pair's higher one)
_PAIR_OF = {"easy": ("easy-normal", False), "normal": ("easy-normal", True), "hard": ("normal-hard", True)}
#: a difference smaller than this many standard errors is not told as one
SIGNIFICANT = 2.0
UNITS = ("points", "levels", "chips")


@dataclass(frozen=True)
class Figure:
    """One measured step between two levels: ``mean`` = the higher level's points per hand
    minus the lower level's, ± ``se``, over ``n`` paired deals."""

    variant: str
    pair: str
    n: int
    mean: float
    se: float
    unit: str


def figures_path() -> Path:
    from .assets import asset_path

    return asset_path("level_figures.json")


@lru_cache(maxsize=4)
def load_figures(path: Path | None = None) -> Mapping[tuple[str, str], Figure]:
    """(variant, pair) → Figure from the data file; {} when it is missing or unreadable, and a
    damaged row is skipped alone."""
    try:
        data = json.loads(Path(path or figures_path()).read_text(encoding="utf-8"))
        rows = data["figures"]
        if not isinstance(rows, list):
            return {}
    except (OSError, ValueError, KeyError, TypeError):
        return {}
    found: dict[tuple[str, str], Figure] = {}
    for row in rows:
        figure = _figure(row)
        if figure is not None:
            found[(figure.variant, figure.pair)] = figure
    return found


def _figure(row) -> Figure | None:
    try:
        figure = Figure(str(row["variant"]), str(row["pair"]), int(row["n"]), float(row["mean"]),
                        float(row["se"]), str(row["unit"]))
    except (KeyError, TypeError, ValueError):
        return None
    if figure.n <= 1 or figure.se < 0 or figure.unit not in UNITS or figure.mean != figure.mean:
        return None
    return figure


def figure_for(variant_id: str, level: str, figures: Mapping[tuple[str, str], Figure] | None = None
               ) -> Figure | None:
    """The figure that tells ``level``'s strength in ``variant_id``: the variant's own, else that
    of the first measured variant of the same game (menu group, in menu order)."""
    if level not in _PAIR_OF:
        return None
    figures = load_figures() if figures is None else figures
    pair = _PAIR_OF[level][0]
    for variant in _same_game(variant_id):
        if (variant, pair) in figures:
            return figures[(variant, pair)]
    return None


def _same_game(variant_id: str) -> list[str]:
    """The variant itself, then the other variants of its menu group in menu order."""
    from engine.registry import all_specs

    specs = all_specs()
    group = next((s.menu_group for s in specs if s.id == variant_id), None)
    return [variant_id] + [s.id for s in specs if group is not None and s.menu_group == group
                           and s.id != variant_id]


def level_sentence(variant_id: str, level: str, tr: Callable[..., str],
                   figures: Mapping[tuple[str, str], Figure] | None = None) -> str:
    """The plain sentence for ``level`` of ``variant_id`` in ``tr``'s language, e.g.
    "困难：与普通对局，每局平均比普通多赢 0.8 分（600 局测得）"; "" when there is no figure."""
    figure = figure_for(variant_id, level, figures)
    if figure is None:
        return ""
    higher = _PAIR_OF[level][1]
    low, high = figure.pair.split("-")
    gain = figure.mean if higher else -figure.mean
    than = low if higher else high
    params = {"level": tr(f"setup.level.{level}"), "others": tr("setup.level.normal"),
              "than": tr(f"setup.level.{than}"), "measured": _measured(figure, variant_id, tr),
              "amount": _amount(abs(gain)), "unit": tr(f"setup.figure.unit.{figure.unit}")}
    if abs(figure.mean) <= SIGNIFICANT * figure.se:
        return tr("setup.figure.even", **params)
    return tr("setup.figure.more" if gain > 0 else "setup.figure.less", **params)


def _measured(figure: Figure, variant_id: str, tr: Callable[..., str]) -> str:
    """"300 局测得", or, for a figure borrowed from another variant of the game, where it was
    measured ("绵阳定缺，300 局测得"): three-deck 升级 shows one deck's step, and says so."""
    if figure.variant == variant_id:
        return tr("setup.figure.measured", n=figure.n)
    from engine.registry import get_spec

    try:
        game = tr.game_name(get_spec(figure.variant))
    except KeyError:
        game = figure.variant
    return tr("setup.figure.measured_on", game=game, n=figure.n)


def _amount(value: float) -> str:
    """Two significant figures or so: 12, 3.4, 0.81."""
    if value >= 10:
        return f"{value:.0f}"
    if value >= 1:
        return f"{value:.1f}"
    return f"{value:.2f}"
