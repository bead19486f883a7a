"""A rules page's words for a variant's settings, with the setting names taken from its GameSpec.

The setup screen shows each option under its spec name; a page that wrote the names out
itself would drift the day an option is renamed. So pages quote :func:`option_name` and
build their "settings" section with :func:`settings_section`: one bullet per option the
setup screen offers, the spec's name followed by the page's explanation (the spec's own
help text for an option a page has not explained yet).
"""
from __future__ import annotations

from typing import Mapping

from ..model import Bullets, Section, T, Text


def _spec(variant: str):
    from engine.registry import get_spec

    return get_spec(variant)


def option_name(variant: str, key: str) -> tuple[str, str]:
    """(Chinese, English) name of option ``key`` of ``variant``, as the setup screen shows it."""
    option = next(o for o in _spec(variant).options if o.key == key)
    return option.name_zh, option.name_en


def offered_keys(variant: str) -> tuple[str, ...]:
    """The option keys the setup screen of ``variant`` offers."""
    return tuple(o.key for o in _spec(variant).options if o.on_setup)


def settings_section(variant: str, explanations: Mapping[str, Text], extra: tuple[Text, ...] = ()) -> Section:
    """"The settings": every offered option of ``variant`` with its explanation, then ``extra``."""
    items = []
    for option in _spec(variant).options:
        if not option.on_setup:
            continue
        text = explanations.get(option.key) or T(option.help_zh or "", option.help_en or "")
        items.append(T(f"{option.name_zh}：{text.zh}", f"{option.name_en}: {text.en}"))
    return Section(T("选项", "Options"), (Bullets(tuple(items) + tuple(extra)),))
