"""What one drawn frame put on the screen, for the layout test of every table.

Why a recording surface rather than pixels: a player's complaints are "this label is cut",
"this badge runs off the window", "that play covers a name" — each is a fact about where a
piece of text or a card image landed and what was drawn over it later. :class:`Probe` is a
screen that remembers every blit in painting order with its full (unclipped) rectangle and
what it was: a line of text (with its words, from :func:`scenes.widgets.render`), a card or
tile image (from the card and tile art), a panel or pill fill (from the rounded rectangles of
:mod:`scenes.widgets`), or something else. :func:`recording` also notes every line that
:func:`scenes.widgets.fit_text` had to shorten with "…" while the frame was drawn.
"""
from __future__ import annotations

import contextlib
import sys
from dataclasses import dataclass, field

import pygame

TEXT, ART, PANEL, OTHER = "text", "art", "panel", "other"


@dataclass
class Blit:
    kind: str
    rect: pygame.Rect        # where the whole image lands (not clipped to the surface)
    text: str = ""


class Probe(pygame.Surface):
    """A screen that records its blits (the surface the App draws the frame on)."""

    def __init__(self, size, tags: dict[int, tuple[str, str, object]]) -> None:
        super().__init__(size)
        self.tags = tags
        self.blits: list[Blit] = []

    def blit(self, source, dest, area=None, special_flags=0):
        drawn = super().blit(source, dest, area, special_flags)
        if isinstance(dest, pygame.Rect):
            topleft = dest.topleft
        elif len(dest) == 4:
            topleft = (dest[0], dest[1])
        else:
            topleft = (int(dest[0]), int(dest[1]))
        size = pygame.Rect(area).size if area is not None else source.get_size()
        kind, text, _ = self.tags.get(id(source), (OTHER, "", None))
        self.blits.append(Blit(kind, pygame.Rect(topleft, size), text))
        return drawn

    def blits_(self, kind: str) -> list[Blit]:
        return [b for b in self.blits if b.kind == kind]


@dataclass
class Recording:
    """What the frames drawn under :func:`recording` shortened with "…"."""

    tags: dict[int, tuple[str, str, object]] = field(default_factory=dict)
    shortened: list[tuple[str, str]] = field(default_factory=list)   # (text, what was shown)

    def probe(self, size) -> Probe:
        return Probe(size, self.tags)


@contextlib.contextmanager
def recording():
    """Tag text, card and tile images and panel fills as they are made; note shortened lines.

    ``fit_text`` is replaced wherever a module imported it by name, so a table module that calls
    it directly is watched as well as ``draw_text(max_width=...)``."""
    import pytest

    from scenes import cardart, tileart, widgets

    with pytest.MonkeyPatch.context() as monkeypatch:
        yield from _recording(monkeypatch, cardart, tileart, widgets)


def _recording(monkeypatch, cardart, tileart, widgets):
    rec = Recording()
    original_fit = widgets.fit_text

    def fit_text(text, size, width, bold=False):
        shown = original_fit(text, size, width, bold)
        if shown != widgets.drawable(text):
            rec.shortened.append((text, shown))
        return shown

    for module in list(sys.modules.values()):
        if module is not None and getattr(module, "__name__", "").startswith("scenes") \
                and getattr(module, "fit_text", None) is original_fit:
            monkeypatch.setattr(module, "fit_text", fit_text)

    def tagging(kind, make, text_of=None):
        def wrapper(*args, **kwargs):
            image = make(*args, **kwargs)
            text = text_of(args) if text_of is not None else ""
            rec.tags[id(image)] = (kind, text, image)       # the image is kept: its id stays unique
            return image
        if hasattr(make, "cache_clear"):
            wrapper.cache_clear = make.cache_clear
        return wrapper

    monkeypatch.setattr(widgets, "_render", tagging(TEXT, widgets._render, lambda a: a[0]))
    monkeypatch.setattr(widgets, "_rounded", tagging(PANEL, widgets._rounded))
    for owner, names in ((cardart.CardArt, ("face", "back")),
                         (tileart.TileArt, ("face", "back_lying", "back_standing"))):
        for name in names:
            monkeypatch.setattr(owner, name, tagging(ART, getattr(owner, name)))
    yield rec


def draw_frame(app, size, rec: Recording) -> Probe:
    """The App's whole frame (the table and whatever is open over it) drawn at ``size``."""
    screen, windowed = app.screen, app._windowed_size
    probe = rec.probe(size)
    app.screen, app._windowed_size = probe, size
    try:
        before = len(rec.shortened)
        app.stack.layout(size)
        app.draw()
        probe.shortened = rec.shortened[before:]
    finally:
        app.screen, app._windowed_size = screen, windowed
        app.stack.layout(app.size)
    return probe
