"""Card examples for the climbing games' pages, each built with the engine question that checks it.

Why the example and its check are made together: the cards drawn on the page and
the cards the engine is asked about are the same tuple, so a page cannot show one
hand and check another. Every question goes through the variant's own match state
(``GameSpec.new_state``): ``encoding.pack`` reads the cards the way the table
does, ``read_play`` names the combination (with the player's reading of wild
cards), ``beats`` compares — exactly the calls the turn guard makes when a player
puts the cards down. A check that does not hold raises AssertionError.

Nothing here imports pygame (the pages are plain data).
"""
from __future__ import annotations

import random
from functools import lru_cache
from typing import Any, Callable, Sequence

from engine.cards import Card
from engine.climbing.combos import Combo
from engine.registry import get_spec

from .model import CardsExample, T, Text

Codes = tuple[str, ...]

#: The labels under the two groups of a "this beats that" example.
LED = T("先出", "Led")
BEATS = T("压上", "Beats it")
NO_BEAT = T("压不上", "Does not beat it")


@lru_cache(maxsize=None)
def _state(variant: str) -> Any:
    """A fresh match of ``variant`` with its default options (used only to ask rule questions)."""
    spec = get_spec(variant)
    return spec.new_state(spec.resolved_options(), random.Random(0), spec.seat_count())


def cards(codes: Sequence[str]) -> tuple[Card, ...]:
    return tuple(Card.from_code(code) for code in codes)


def _pack(variant: str, codes: Sequence[str], turned: int | None) -> int:
    if turned is not None:  # 吃苍蝇: the order of the hand depends on its turned card
        from engine.climbing.variants.chicangying_cards import hand_order

        return hand_order(turned).pack(cards(codes))
    return _state(variant).encoding.pack(cards(codes))


def read(variant: str, codes: Sequence[str], reading: Sequence[int] = (), lead: Combo | None = None,
         turned: int | None = None) -> Combo | None:
    """The combination the cards stand for in ``variant`` (None: not a play)."""
    return _state(variant).read_play(_pack(variant, codes, turned), tuple(reading), lead)


def play(variant: str, codes: Sequence[str], reading: Sequence[int] = (), lead: Combo | None = None,
         turned: int | None = None) -> Combo:
    found = read(variant, codes, reading, lead, turned)
    if found is None:
        raise AssertionError(f"{variant}: {list(codes)} (reading {tuple(reading)}) is not a play")
    return found


def assert_kind(variant: str, codes: Sequence[str], kind: str, reading: Sequence[int] = (),
                turned: int | None = None) -> Combo:
    found = play(variant, codes, reading, turned=turned)
    if found.kind != kind:
        raise AssertionError(f"{variant}: {list(codes)} is a {found.kind}, not a {kind}")
    return found


def assert_beats(variant: str, new: Sequence[str], old: Sequence[str], *, new_reading: Sequence[int] = (),
                 old_reading: Sequence[int] = (), turned: int | None = None, expected: bool = True) -> None:
    """``new`` may (``expected``) or may not be played on ``old``."""
    lead = play(variant, old, old_reading, turned=turned)
    answer = read(variant, new, new_reading, lead, turned)
    result = answer is not None and bool(_state(variant).beats(answer, lead))
    if result != expected:
        verb = "does not beat" if expected else "beats"
        raise AssertionError(f"{variant}: {list(new)} {verb} {list(old)}")


def assert_no_play(variant: str, codes: Sequence[str], reading: Sequence[int] = ()) -> None:
    if read(variant, codes, reading) is not None:
        raise AssertionError(f"{variant}: {list(codes)} is a play, the page says it is not")


# --- examples ------------------------------------------------------------------------------------

def kind_example(variant: str, caption: Text, codes: Codes, kind: str, *, reading: Sequence[int] = (),
                 marks: tuple[tuple[str, str], ...] = (), turned: int | None = None) -> CardsExample:
    """One play, checked to be of ``kind``."""
    return CardsExample(caption, (tuple(codes),),
                        lambda: assert_kind(variant, codes, kind, reading, turned) and None, marks=marks)


def no_play_example(variant: str, caption: Text, codes: Codes, *, reading: Sequence[int] = ()) -> CardsExample:
    """Cards that are *not* a play (a chain through the 2 …), checked to be refused."""
    return CardsExample(caption, (tuple(codes),), lambda: assert_no_play(variant, codes, reading))


def beat_example(variant: str, caption: Text, old: Codes, new: Codes, *, beats: bool = True,
                 old_kind: str | None = None, new_kind: str | None = None, old_reading: Sequence[int] = (),
                 new_reading: Sequence[int] = (), marks: tuple[tuple[str, str], ...] = (),
                 turned: int | None = None) -> CardsExample:
    """A play and an answer to it, drawn side by side: checked that the answer beats it (or,
    with ``beats=False``, that it does not), and the kinds when given."""

    def check() -> None:
        if old_kind:
            assert_kind(variant, old, old_kind, old_reading, turned)
        if new_kind:
            assert_kind(variant, new, new_kind, new_reading, turned)
        assert_beats(variant, new, old, new_reading=new_reading, old_reading=old_reading, turned=turned,
                     expected=beats)

    return CardsExample(caption, (tuple(old), tuple(new)), check,
                        group_labels=(LED, BEATS if beats else NO_BEAT), marks=marks)


def checked(caption: Text, groups: tuple[Codes, ...], check: Callable[[], None], *,
            group_labels: tuple[Text, ...] = (), marks: tuple[tuple[str, str], ...] = ()) -> CardsExample:
    """Any other example (a score worked out by the engine's own scoring function)."""
    return CardsExample(caption, tuple(tuple(g) for g in groups), check, group_labels=group_labels, marks=marks)


def expect(value: Any, wanted: Any, what: str) -> None:
    """An equality a check insists on, with a readable message."""
    if value != wanted:
        raise AssertionError(f"{what}: the engine says {value!r}, the page says {wanted!r}")
