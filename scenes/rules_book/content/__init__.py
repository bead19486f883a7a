"""Every variant's rules page, gathered from one module per game.

Each module exposes ``pages() -> dict[str, Page]`` keyed by GameSpec id, built
on call (so opening the menu never builds a book). A variant without a page is
a test failure (``tests/scenes/test_rules_book.py``), so a game registered later
must bring its page.
"""
from __future__ import annotations

import importlib

from ..model import Page

#: The modules holding pages, by name under this package.
MODULES = ("doudizhu", "big2", "shuangkou", "gandengyan", "chicangying",
           "shengji", "dapie", "mahjong", "blackjack")

_PAGES: dict[str, Page] | None = None
_GROUPS: tuple[tuple[str, tuple[str, ...]], ...] | None = None


def all_pages() -> dict[str, Page]:
    _load()
    return _PAGES


def groups() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(module name, variant ids)`` per game, in :data:`MODULES` order: the book's contents.

    One module is one game (斗地主 holds 斗地主 and 癞子斗地主), so the module name is the
    group, named on screen by ``rules.game.<name>`` (scenes/strings/rules_book.py).
    """
    _load()
    return _GROUPS


def _load() -> None:
    """Import every page module once. A module not written yet is skipped (the book shows the
    pages it has); the test that every variant has a page fails until it is there."""
    global _PAGES, _GROUPS
    if _PAGES is not None:
        return
    pages: dict[str, Page] = {}
    grouped = []
    for name in MODULES:
        full = f"{__name__}.{name}"
        try:
            module = importlib.import_module(full)
        except ModuleNotFoundError as error:
            if error.name == full:
                continue
            raise
        found = {variant: _with_table(page, name) for variant, page in module.pages().items()}
        pages.update(found)
        grouped.append((name, tuple(found)))
    _PAGES, _GROUPS = pages, tuple(grouped)


def _with_table(page: Page, module: str) -> Page:
    """Every page ends with the controls of its table (content/_table.py)."""
    from ._table import table_section

    return Page(page.variant, page.sections + (table_section(module),))


def page_for(variant: str) -> Page | None:
    return all_pages().get(variant)
