"""Typesetting one rules page: where every line of text, every run of cards or tiles and every
plate goes, worked out once for a page, a language and a column width.

Why apart from the scene: the scene scrolls and draws what this computes, and a test can
check the result without drawing (every line is wrapped to the width it is given, so no text
is ever cut; nothing reaches outside the column). All positions are relative to the
column's top-left corner; the scene adds the column's place on screen and the scroll.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence, Union

from engine.cards import Card
from engine.spec import GameSpec

from .. import theme
from ..theme import Colour
from ..assets import font
from ..cardart import CardArt
from ..tileart import TileArt
from ..widgets import line_height, wrap_lines
from .model import Bullets, CardsExample, Page, Paragraph, Section, Text, TilesExample

# the page is ivory paper with dark ink: a book, not another felt panel
PAPER: Colour = (247, 242, 229)
PAPER_EDGE: Colour = (214, 202, 176)
INK: Colour = (40, 35, 29)
INK_DIM: Colour = (104, 95, 82)
HEADING: Colour = (146, 40, 30)
RULE: Colour = (212, 196, 166)
PLATE: Colour = (236, 228, 208)
PLATE_EDGE: Colour = (216, 203, 174)
SETTINGS: Colour = (250, 236, 204)
SETTINGS_EDGE: Colour = (214, 164, 48)
BULLET = "•"


@dataclass(frozen=True)
class TextLine:
    """One line of text in a box ``width`` wide (the line was wrapped to that width)."""

    text: str
    size: int
    bold: bool
    colour: Colour
    x: int
    y: int
    width: int

    @property
    def height(self) -> int:
        return line_height(self.size)


@dataclass(frozen=True)
class Plate:
    """A rounded, tinted rectangle under an example or the match's settings; ``border`` may be None;
    a plate ``height`` of 1–2 px is a rule under a heading."""

    x: int
    y: int
    width: int
    height: int
    fill: Colour
    border: Colour | None
    radius: int


@dataclass(frozen=True)
class CardRun:
    """Cards face up, overlapping left to right: card ``i`` at ``x + i * step``."""

    cards: tuple[Card, ...]
    marks: tuple[str | None, ...]
    x: int
    y: int
    card_w: int
    step: int

    @property
    def width(self) -> int:
        return self.card_w + self.step * (len(self.cards) - 1)

    @property
    def height(self) -> int:
        return CardArt.size(self.card_w)[1]


@dataclass(frozen=True)
class TileRun:
    """Mahjong tiles lying face up side by side."""

    tiles: tuple[Any, ...]
    x: int
    y: int
    tile_w: int

    @property
    def step(self) -> int:
        return TileArt.face_size(self.tile_w)[0]

    @property
    def width(self) -> int:
        return self.step * (len(self.tiles) - 1) + TileArt.lying_size(self.tile_w)[0]

    @property
    def height(self) -> int:
        return TileArt.lying_size(self.tile_w)[1]


Piece = Union[TextLine, Plate, CardRun, TileRun]


@dataclass(frozen=True)
class Typeset:
    pieces: tuple[Piece, ...]
    width: int
    height: int
    #: the y of each section heading (Home/End aside, a future "jump to" could use them)
    anchors: tuple[int, ...] = ()


@dataclass(frozen=True)
class Metrics:
    """Sizes for one window height (from :func:`scenes.theme.sizes`)."""

    body: int
    small: int
    heading: int
    title: int
    pad: int
    card_w: int
    radius: int

    @staticmethod
    def for_height(height: int) -> "Metrics":
        s = theme.sizes(height)
        return Metrics(body=s.body, small=s.small, heading=max(s.body + 4, round(s.title * 0.74)),
                       title=s.title, pad=s.pad, card_w=max(40, round(height * 0.078)), radius=s.radius)


class _Setter:
    """Lays out blocks top to bottom in a column; ``pieces`` and ``y`` grow as it goes."""

    def __init__(self, width: int, m: Metrics, language: str) -> None:
        self.width, self.m, self.language = width, m, language
        self.pieces: list[Piece] = []
        self.anchors: list[int] = []
        self.y = 0

    def text(self, text: str, size: int, colour: Colour, *, bold: bool = False, x: int = 0,
             width: int | None = None, align: str = "left") -> int:
        """Wrapped lines from the current y; returns the height used."""
        width = self.width - x if width is None else width
        step = line_height(size)
        top = self.y
        for line in wrap_lines(text, size, max(1, width), bold):
            shift = 0
            if align == "center":
                shift = max(0, (width - font(size, bold).size(line)[0]) // 2)
            self.pieces.append(TextLine(line, size, bold, colour, x + shift, self.y, width - shift))
            self.y += step
        return self.y - top

    def words(self, text: Text) -> str:
        return text.get(self.language)

    # blocks -------------------------------------------------------------------------------
    def heading(self, text: str) -> None:
        m = self.m
        self.y += round(m.pad * 1.6)
        self.anchors.append(self.y)
        self.text(text, m.heading, HEADING, bold=True)
        self.pieces.append(Plate(0, self.y + 1, self.width, 2, RULE, None, 0))
        self.y += 2 + round(m.pad * 0.8)

    def paragraph(self, block: Paragraph) -> None:
        self.text(self.words(block.text), self.m.body, INK)
        self.y += round(self.m.pad * 0.7)

    def bullets(self, block: Bullets) -> None:
        m = self.m
        indent = font(m.body).size(BULLET)[0] + m.body
        for item in block.items:
            self.pieces.append(TextLine(BULLET, m.body, True, HEADING, round(m.body * 0.3), self.y,
                                        indent - round(m.body * 0.3)))
            self.text(self.words(item), m.body, INK, x=indent)
            self.y += round(m.pad * 0.35)
        self.y += round(m.pad * 0.4)

    def example(self, block: Union[CardsExample, TilesExample]) -> None:
        m = self.m
        pad = m.pad
        inner = self.width - 2 * pad
        top = self.y
        plate_index = len(self.pieces)
        self.pieces.append(Plate(0, 0, 0, 0, PLATE, PLATE_EDGE, m.radius))  # replaced below
        self.y += pad
        if isinstance(block, CardsExample):
            groups = [self._cards(block, group) for group in block.groups]
            natural = m.card_w
        else:
            groups = [self._tiles(group) for group in block.groups]
            natural = max(24, round(m.card_w * 0.78))
        labels = [self.words(label) for label in block.group_labels][:len(groups)]
        labels += [""] * (len(groups) - len(labels))
        self._rows(block, groups, labels, natural, pad, inner)
        self.y += round(pad * 0.5)
        self.text(self.words(block.caption), m.body, INK, x=pad, width=inner)
        self.y += round(pad * 0.7)
        self.pieces[plate_index] = Plate(0, top, self.width, self.y - top, PLATE, PLATE_EDGE, m.radius)
        self.y += round(pad * 0.9)

    @staticmethod
    def _cards(block: CardsExample, group: Sequence[str]) -> tuple[tuple[Card, ...], tuple[str | None, ...]]:
        cards = tuple(Card.from_code(code) for code in group)
        return cards, tuple(block.mark_of(code) for code in group)

    @staticmethod
    def _tiles(group: str) -> tuple[Any, ...]:
        from engine.mahjong.tiles import parse

        return tuple(parse(group))

    def _rows(self, block, groups: list, labels: list[str], natural: int, pad: int, inner: int) -> None:
        """Groups side by side, centred, as many rows as needed; each group's label under it."""
        m = self.m
        is_cards = isinstance(block, CardsExample)
        size, ratio = natural, 0.5
        while True:
            widths = [self._group_width(g, size, ratio, is_cards) for g in groups]
            gap = round(size * 0.55)
            if sum(widths) + gap * (len(widths) - 1) <= inner or (ratio <= 0.34 and size <= 28):
                break
            if ratio > 0.34:
                ratio = round(ratio - 0.04, 2)
            elif max(widths) > inner:
                size = max(28, round(size * 0.9))
            else:
                break  # fits on several rows at this size
        slots = []
        for group, width, label in zip(groups, widths, labels):
            label_w = font(m.small).size(label)[0] if label else 0
            slots.append((group, width, label, min(inner, max(width, label_w))))
        rows: list[list] = [[]]
        used = 0
        for slot in slots:
            if rows[-1] and used + gap + slot[3] > inner:
                rows.append([])
                used = 0
            used += (gap if rows[-1] else 0) + slot[3]
            rows[-1].append(slot)
        for row in rows:
            row_w = sum(s[3] for s in row) + gap * (len(row) - 1)
            x = pad + max(0, (inner - row_w) // 2)
            bottom = self.y
            for group, width, label, slot_w in row:
                gx = x + (slot_w - width) // 2
                if is_cards:
                    cards, marks = group
                    run: Piece = CardRun(cards, marks, gx, self.y, size, self._step(size, ratio))
                else:
                    run = TileRun(group, gx, self.y, size)
                self.pieces.append(run)
                below = self.y + run.height + round(pad * 0.4)
                if label:
                    saved, self.y = self.y, below
                    self.text(label, m.small, INK_DIM, x=x, width=slot_w, align="center")
                    below, self.y = self.y, saved
                bottom = max(bottom, below)
                x += slot_w + gap
            self.y = bottom + round(pad * 0.3)

    @staticmethod
    def _step(size: int, ratio: float) -> int:
        return max(8, round(size * ratio))

    def _group_width(self, group, size: int, ratio: float, is_cards: bool) -> int:
        if is_cards:
            count = len(group[0])
            return size + self._step(size, ratio) * (count - 1)
        return TileRun(group, 0, 0, size).width

    def settings(self, spec: GameSpec, options: Mapping[str, Any], tr: Callable[..., str]) -> None:
        """The match's settings: each option's chosen value and what it does."""
        m = self.m
        pad = m.pad
        inner = self.width - 2 * pad
        top = self.y
        index = len(self.pieces)
        self.pieces.append(Plate(0, 0, 0, 0, SETTINGS, SETTINGS_EDGE, m.radius))
        self.y += pad
        self.text(tr("rules.settings"), m.body, HEADING, bold=True, x=pad, width=inner)
        self.y += round(pad * 0.3)
        zh = self.language == "zh"
        for option in spec.options:
            if not option.on_setup:
                continue
            value = options.get(option.key, option.default)
            chosen = next((c for c in option.choices if c.value == value), None)
            shown = (chosen.name_zh if zh else chosen.name_en) if chosen else str(value)
            name = option.name_zh if zh else option.name_en
            self.text(tr("rules.setting", name=name, value=shown), m.body, INK, bold=True, x=pad, width=inner)
            help_text = option.help_zh if zh else option.help_en
            if help_text:
                self.text(help_text, m.small, INK_DIM, x=pad + m.body, width=inner - m.body)
            self.y += round(pad * 0.35)
        self.y += round(pad * 0.5)
        self.pieces[index] = Plate(0, top, self.width, self.y - top, SETTINGS, SETTINGS_EDGE, m.radius)
        self.y += round(pad * 0.5)


def typeset(page: Page | None, spec: GameSpec | None, options: Mapping[str, Any] | None, language: str,
            tr: Callable[..., str], width: int, m: Metrics) -> Typeset:
    """The whole page in a column ``width`` px wide: title, the match's settings (when given),
    then every section with its paragraphs, bullets and examples."""
    setter = _Setter(max(1, width), m, language)
    zh = language == "zh"
    if spec is not None:
        setter.text(spec.name_zh if zh else spec.name_en, m.title, INK, bold=True)
        low, high = spec.seats
        players = (tr("rules.players", count=low) if low == high
                   else tr("rules.players_range", low=low, high=high))
        summary = spec.summary_zh if zh else spec.summary_en
        setter.y += round(m.pad * 0.2)
        setter.text(f"{players} · {summary}", m.small, INK_DIM)
        setter.y += round(m.pad * 0.6)
        if options:
            setter.y += round(m.pad * 0.6)
            setter.settings(spec, options, tr)
    if page is None:
        setter.y += m.pad
        setter.text(tr("rules.missing"), m.body, INK)
    else:
        for section in page.sections:
            _section(setter, section)
    setter.y += m.pad
    return Typeset(tuple(setter.pieces), setter.width, setter.y, tuple(setter.anchors))


def _section(setter: _Setter, section: Section) -> None:
    setter.heading(setter.words(section.heading))
    for block in section.blocks:
        if isinstance(block, Paragraph):
            setter.paragraph(block)
        elif isinstance(block, Bullets):
            setter.bullets(block)
        elif isinstance(block, (CardsExample, TilesExample)):
            setter.example(block)
