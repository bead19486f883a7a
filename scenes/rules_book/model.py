"""What a rules-book page is made of: plain data, written once per game, drawn by the book scene.

A page is a list of sections; a section is a heading and blocks. A block is a
paragraph, a bulleted list, or an *example*: cards or tiles drawn by the
program's own art with a caption. Every example carries a ``check`` — a function
that asks the engine whether the example is what the caption says (the tractor
shown is a tractor, the hand shown scores 清一色) and raises AssertionError when
not. ``tests/scenes/test_rules_book.py`` runs every check, so the book cannot
drift from the rules the program plays.

Text is always a :class:`Text` pair (Chinese, English); the scene picks the
player's language. Nothing here imports pygame.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Union


@dataclass(frozen=True)
class Text:
    zh: str
    en: str

    def get(self, language: str) -> str:
        return self.zh if language == "zh" else self.en


@dataclass(frozen=True)
class Paragraph:
    text: Text


@dataclass(frozen=True)
class Bullets:
    items: tuple[Text, ...]


@dataclass(frozen=True)
class CardsExample:
    """Cards drawn face up in one row (or several groups side by side).

    ``groups`` holds card codes as ``engine.cards.Card.code()`` writes them
    ("S3", "HT", "DA", "BJ", "RJ"; a deck number suffix where the game uses
    several decks, as ``Card.code`` produces). Each group is drawn as one run,
    with a gap between groups (e.g. a play and the play it beats).
    """

    caption: Text
    groups: tuple[tuple[str, ...], ...]
    check: Callable[[], None] = field(compare=False, repr=False)
    #: Optional: a short label under each group ("上家出 / Led", "压上 / Beats it"), one per group.
    group_labels: tuple[Text, ...] = ()
    #: Optional: ``(card code, mark)`` pairs, a :data:`scenes.cardart.MARKS` badge drawn on that
    #: card wherever it appears (a wild 3 as "star", 吃苍蝇's 混 ranks as "hun_up"/"hun_down").
    marks: tuple[tuple[str, str], ...] = ()

    def mark_of(self, code: str) -> str | None:
        return dict(self.marks).get(code)


@dataclass(frozen=True)
class TilesExample:
    """Mahjong tiles drawn face up, in groups as ``engine.mahjong.tiles.parse`` reads them
    (e.g. ``("123m", "456m", "789m", "11p")``)."""

    caption: Text
    groups: tuple[str, ...]
    check: Callable[[], None] = field(compare=False, repr=False)
    #: Optional: a short label under each group, one per group.
    group_labels: tuple[Text, ...] = ()


Block = Union[Paragraph, Bullets, CardsExample, TilesExample]


@dataclass(frozen=True)
class Section:
    heading: Text
    blocks: tuple[Block, ...]


@dataclass(frozen=True)
class Page:
    """The rules of one variant (``variant`` is the GameSpec id)."""

    variant: str
    sections: tuple[Section, ...]

    def examples(self) -> list[Union[CardsExample, TilesExample]]:
        return [b for s in self.sections for b in s.blocks if isinstance(b, (CardsExample, TilesExample))]


def T(zh: str, en: str) -> Text:  # noqa: N802 - short on purpose: content files are mostly text
    return Text(zh, en)
