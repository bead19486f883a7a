"""Actions and events: the frozen values that flow between seats and the rules.

An action is what a seat decides (bid, pass, play some cards …). Each kind is a
frozen dataclass registered under a short type name so that a match record can
be written as JSON and read back exactly. Events are what the rules announce
after an action (dealt, played, hand_over …); the table animates them, the log
prints them, tests assert on them.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any, ClassVar, Mapping

from .cards import Card

_ACTION_TYPES: dict[str, type["Action"]] = {}
#: Sort key equal to Card's own (dataclass) order: rank, suit, deck.
_CARD_ORDER = attrgetter("rank", "suit", "deck")


def action_type(name: str):
    """Class decorator: register an Action subclass under a stable JSON type name."""

    def register(cls):
        if name in _ACTION_TYPES and _ACTION_TYPES[name] is not cls:
            raise ValueError(f"action type {name!r} registered twice")
        cls.type_name = name
        _ACTION_TYPES[name] = cls
        return cls

    return register


@dataclass(frozen=True)
class Action:
    """Base of every action. Subclasses are frozen dataclasses of JSON-able fields and cards."""

    type_name: ClassVar[str] = "action"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.type_name}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if f.metadata.get("omit_default") and value == f.default:
                continue  # an optional field at its default: records stay as they were before it
            data[f.name] = _to_json_value(value)
        return data

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> "Action":
        """Rebuild an action; raises ValueError/KeyError/TypeError on malformed input."""
        cls = _ACTION_TYPES[data["type"]]
        kwargs = {}
        for f in dataclasses.fields(cls):
            if f.name in data:
                kwargs[f.name] = _from_json_value(data[f.name], f.type)
        return cls(**kwargs)


def _to_json_value(value: Any) -> Any:
    if isinstance(value, Card):
        return value.code()
    if isinstance(value, (tuple, list)):
        return [_to_json_value(v) for v in value]
    return value


def _from_json_value(value: Any, annotation: Any) -> Any:
    text = str(annotation)
    if "Card" in text:
        if isinstance(value, list):
            return tuple(Card.from_code(v) for v in value)
        return Card.from_code(value)
    if isinstance(value, list):
        return tuple(value)
    return value


# --- actions shared by many games -------------------------------------------------------


@action_type("pass")
@dataclass(frozen=True)
class Pass(Action):
    """Decline: 不出 in a climbing round, 不叫 in bidding, 不倒 … (the phase says which)."""


@action_type("play")
@dataclass(frozen=True)
class Play(Action):
    """Put these cards on the table.

    ``reading`` says what wild cards stand for, where the player chose it (癞子斗地主:
    the natural rank each played 3 stands for); () is "every card as itself", the
    only reading of games without wild cards. It is part of the record, so a replay
    reads every play as the player did.
    """

    cards: tuple[Card, ...]
    reading: tuple[int, ...] = field(default=(), metadata={"omit_default": True})

    def __post_init__(self) -> None:
        try:  # the fields Card orders by, compared in C: legal-action lists build many Plays
            ordered = sorted(self.cards, key=_CARD_ORDER)
        except AttributeError:  # not cards: their own order
            ordered = sorted(self.cards)
        object.__setattr__(self, "cards", tuple(ordered))
        if self.reading.__class__ is not tuple:
            object.__setattr__(self, "reading", tuple(self.reading))

    @classmethod
    def from_sorted(cls, cards: tuple[Card, ...], reading: tuple[int, ...] = ()) -> "Play":
        """A Play of ``cards`` that the caller guarantees to be a tuple in card order already.

        Legal-action lists build a Play for every choice they hand out, from cards
        they have just put in order; this skips sorting them a second time.
        """
        play = object.__new__(cls)
        fields = play.__dict__  # what the frozen dataclass's __init__ would set, set directly
        fields["cards"] = cards
        fields["reading"] = reading
        return play


@action_type("bid")
@dataclass(frozen=True)
class Bid(Action):
    """An auction bid (斗地主 1/2/3 番)."""

    value: int


@action_type("double")
@dataclass(frozen=True)
class Double(Action):
    """倒 (a farmer doubles) or 踢回 (the landlord redoubles); ``yes`` False is 不倒 / 不踢."""

    yes: bool


@action_type("next_hand")
@dataclass(frozen=True)
class NextHand(Action):
    """Start the next hand of the match once the result has been seen (not a seat's move)."""


# --- events ----------------------------------------------------------------------------

#: Default of ``Event.data``: stands for "a new empty dict".
_NEW_DICT: Any = object()


@dataclass(frozen=True)
class Event:
    """Something the rules announce. ``private_to`` is the one seat allowed to see it, or None.

    ``data`` holds JSON-able values and cards. A view for seat s must skip any event whose
    ``private_to`` is set to another seat; :func:`visible_events` does exactly that.
    """

    kind: str
    seat: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)
    private_to: int | None = None

    def __init__(self, kind: str, seat: int | None = None, data: Mapping[str, Any] = _NEW_DICT,
                 private_to: int | None = None) -> None:
        # What the dataclass would generate, written out because every action makes
        # events: filling the instance dict directly costs a third less than the four
        # object.__setattr__ calls a frozen dataclass makes. ``data`` defaults to a new {}.
        fields = self.__dict__
        fields["kind"] = kind
        fields["seat"] = seat
        fields["data"] = {} if data is _NEW_DICT else data
        fields["private_to"] = private_to


def visible_events(events, seat: int | None) -> list[Event]:
    """The events a person in ``seat`` may see (``seat`` None: only public ones)."""
    return [e for e in events if e.private_to is None or e.private_to == seat]
