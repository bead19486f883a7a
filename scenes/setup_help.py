"""The setup screen's explanations: what the focused or pointed-at row means, and every text
the explanation box may have to hold (so the box is tall enough for the longest, and keeps its
height while rows come and go with the choices).

Kept apart from :mod:`scenes.setup` because choosing the words is one job; the screen only
asks for the words of a row and how many there can be.
"""
from __future__ import annotations

from typing import Any

from engine.match import BOT_LEVELS


def row_help(scene: Any, row: Any) -> str:
    """The explanation of one row of ``scene`` (a SetupScene) in the interface's language."""
    tr = scene.app.tr
    person = scene.hotseat and (row.kind == "you" or (row.kind == "seat" and scene.seating.is_person(row.seat)))
    if row.kind == "option":
        if row.option.key in scene.forced_options():
            return tr(f"setup.hotseat_fixed.{row.option.key}")
        return tr.option_help(row.option)
    if person:
        return tr("setup.name_help")
    if row.kind == "seat":
        figure = _level_figure(scene, scene.seating.levels[row.seat])
        if figure:      # the row chooses a level: say what it is worth, as measured
            return figure
        return tr("setup.one_person") if not scene.hotseat else _hotseat_help(scene)
    if row.kind == "count":
        return tr("setup.seat_count_help")
    return ""


def every_help(scene: Any) -> list[str]:
    """Every explanation this game's setup screen can show, whatever is chosen."""
    tr, spec = scene.app.tr, scene.spec
    texts = [tr.option_help(opt) for opt in spec.options if opt.on_setup]
    texts += [tr(f"setup.hotseat_fixed.{key}") for key in scene.forced_options()
              if tr.has(f"setup.hotseat_fixed.{key}")]
    if scene.hotseat:
        from .tables import hotseat_options

        texts += [tr(f"setup.hotseat_fixed.{key}") for key in hotseat_options(spec)
                  if tr.has(f"setup.hotseat_fixed.{key}")]
        texts += [tr("setup.name_help"), _hotseat_help(scene)]
    else:
        texts.append(tr("setup.one_person"))
    if len(scene.seat_counts) > 1:
        texts.append(tr("setup.seat_count_help"))
    texts += [_level_figure(scene, level) for level in BOT_LEVELS]
    return [text for text in texts if text]


def _level_figure(scene: Any, level: str) -> str:
    """How strong the computer level chosen for a seat is, as measured (scenes/level_figures.py):
    a person choosing between 普通 and 困难 sees what the step is worth in this game's points."""
    from .level_figures import level_sentence

    return level_sentence(scene.spec.id, level, scene.app.tr)


def _hotseat_help(scene: Any) -> str:
    """A computer's seat at a hot-seat table: how a person takes it, worded per game where its
    hand-offs differ (升级's declaring in turn is not 打撇's), else per family, else in general."""
    tr = scene.app.tr
    spec = scene.spec
    forms = (f"setup.hotseat_help.{getattr(spec, 'group', '')}", f"setup.hotseat_help.{spec.family}")
    return tr(next((form for form in forms if tr.has(form)), "setup.hotseat_help"))
