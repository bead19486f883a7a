"""A match and its record: variant id + options + seed + the list of actions.

That one record is the save file, the replay, the undo history and the bug
report: replaying the actions on a state built from the same seed gives the same
state, because every shuffle and draw comes from the state's own seeded generator.

Beside the actions the record keeps one annotation that is not a rule matter: the decisions
at which a person asked for a hint (提示), as ``(seat, action count)`` pairs — so a continued
match keeps its hint counts. A decision is one seat at one action count: pressing 提示 again on
the same decision adds nothing. Records without it (older saves) load with no hints.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Mapping

from .actions import Action, Event
from .errors import RuleError
from .game import GameState
from .registry import get_spec

RECORD_VERSION = 1
SEAT_KINDS = ("human", "bot")
BOT_LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class SeatPlayer:
    """Who sits in a seat: a person or a computer player of some level. Not a rule matter."""

    kind: str = "bot"
    level: str = "normal"
    name: str = ""

    def to_json(self) -> dict[str, str]:
        return {"kind": self.kind, "level": self.level, "name": self.name}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> "SeatPlayer":
        kind = data.get("kind", "bot")
        level = data.get("level", "normal")
        if kind not in SEAT_KINDS or level not in BOT_LEVELS:
            raise ValueError(f"bad seat player {data!r}")
        return SeatPlayer(kind, level, clean_name(data.get("name", "")))


NAME_LIMIT = 16


def clean_name(text: Any) -> str:
    """A seat's name as read from a record: printable characters only (no NUL, no lone
    surrogate, no line break), trimmed, at most ``NAME_LIMIT`` characters; "" for a non-string.
    A hand-edited name falls back to something every screen can draw."""
    if not isinstance(text, str):
        return ""
    return "".join(ch for ch in text[:4 * NAME_LIMIT] if ch.isprintable()).strip()[:NAME_LIMIT]


class DamagedRecord(ValueError):
    """A saved record that cannot be replayed (edited by hand, truncated, from another version)."""


@dataclass
class Match:
    variant: str
    options: dict[str, Any]
    seed: int
    players: tuple[SeatPlayer, ...]
    state: GameState
    actions: list[tuple[int, Action]] = field(default_factory=list)
    #: A random name of this match (not a rule matter): what tells two matches of the same
    #: variant and seed apart, e.g. in the statistics' ledger of counted hands.
    uid: str = ""
    #: Every event of the hand in play, from its deal on, private ones included (a table filters
    #: them by seat with :func:`~engine.actions.visible_events`): the hand's history, from which
    #: the play log and the replays are made. Not saved — replaying the record rebuilds it.
    hand_events: list[Event] = field(default_factory=list)
    #: The decisions at which a person asked for a hint (提示), in the order asked: (seat, the
    #: number of actions taken when they asked). Saved with the record; not a rule matter.
    hints: list[tuple[int, int]] = field(default_factory=list)
    #: The number of actions taken before the hand in play was dealt (its hints are those asked
    #: at this count or later). Not saved — replaying the record finds it again.
    hand_from: int = 0

    def __post_init__(self) -> None:
        if not self.hand_events:
            self.hand_events = list(getattr(self.state, "initial_events", ()))

    @classmethod
    def new(cls, variant: str, options: Mapping[str, Any] | None = None, seed: int | None = None,
            players: tuple[SeatPlayer, ...] | None = None) -> "Match":
        spec = get_spec(variant)
        resolved = spec.resolved_options(options)
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        seats = len(players) if players else spec.seat_count()
        spec.seat_count(seats)
        players = tuple(players) if players else tuple(SeatPlayer() for _ in range(seats))
        state = spec.new_state(resolved, random.Random(seed), seats)
        return cls(variant, resolved, seed, players, state, uid=f"{random.SystemRandom().getrandbits(64):016x}")

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Apply through the rules and record it; a refused action is not recorded."""
        events = self.state.apply(seat, action)
        self.actions.append((seat, action))
        self._remember(events)
        return events

    def _remember(self, events: list[Event]) -> None:
        """Add a move's events to the hand's history; the next hand starts it afresh (a redeal of
        the same hand — nobody bid — stays in it, so the log can say so)."""
        current = _hand_no(self.hand_events)
        for index, event in enumerate(events):
            if event.kind == "hand_started" and event.data.get("hand_no") != current:
                self.hand_events = list(events[index:])
                self.hand_from = len(self.actions)
                return
        self.hand_events.extend(events)

    # hints (提示): an annotation of the record --------------------------------------------
    def note_hint(self, seat: int) -> bool:
        """``seat`` asked for a hint at the decision in front of it now; False when that decision
        was hinted already (a second press of 提示 is the same decision, counted once)."""
        mark = (int(seat), len(self.actions))
        if mark in self.hints:
            return False
        self.hints.append(mark)
        return True

    def hints_between(self, start: int, end: int | None = None) -> dict[int, int]:
        """How many decisions each seat was hinted at from ``start`` actions taken up to (not
        including) ``end`` (None: no end) — {seat: count}, seats with none left out."""
        counts: dict[int, int] = {}
        for seat, at in self.hints:
            if start <= at and (end is None or at < end):
                counts[seat] = counts.get(seat, 0) + 1
        return counts

    def hand_hints(self) -> dict[int, int]:
        """The hints of the hand in play, or of the hand just finished until the next is dealt."""
        return self.hints_between(self.hand_from)

    def observe(self, seat: int | None):
        """What a person in ``seat`` sees now (None: anybody at the table, a spectator)."""
        return self.state.observe(seat)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": "paiyou-match",
            "version": RECORD_VERSION,
            "variant": self.variant,
            "options": self.options,
            "seed": self.seed,
            "players": [p.to_json() for p in self.players],
            "actions": [[seat, action.to_json()] for seat, action in self.actions],
            "id": self.uid,
            **({"hints": [[seat, at] for seat, at in self.hints]} if self.hints else {}),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any], upto: int | None = None) -> "Match":
        """Replay a record. ``upto`` stops after that many actions (undo, step-by-step replay)."""
        try:
            if data.get("format") != "paiyou-match" or data.get("version") != RECORD_VERSION:
                raise DamagedRecord("not a match record of this version")
            players = tuple(SeatPlayer.from_json(p) for p in data["players"])
            match = cls.new(data["variant"], data["options"], int(data["seed"]), players)
            uid = data.get("id")
            if isinstance(uid, str) and 0 < len(uid) <= 64 and uid.isalnum():
                match.uid = uid
            steps = data["actions"][:upto] if upto is not None else data["actions"]
            for seat, action_data in steps:
                match.apply(int(seat), Action.from_json(action_data))
            match.hints = read_hints(data.get("hints"), len(players), len(match.actions))
        except DamagedRecord:
            raise
        except (RuleError, KeyError, ValueError, TypeError, AttributeError) as exc:
            raise DamagedRecord(f"record cannot be replayed: {exc}") from exc
        return match


HINT_LIMIT = 100_000


def read_hints(raw: Any, seats: int, actions: int) -> list[tuple[int, int]]:
    """A record's hint marks as far as they are good: pairs of whole numbers, a seat of the
    table, an action count the record reaches (``actions``: a record read up to there keeps the
    hints of those decisions and of the one in front of it), each once. Anything else is
    dropped, silently: the marks only count hints, the match itself is whole without them."""
    if not isinstance(raw, list):
        return []
    marks: list[tuple[int, int]] = []
    seen: set[tuple[int, int]] = set()
    for item in raw[:HINT_LIMIT]:
        if not isinstance(item, list) or len(item) != 2:
            continue
        seat, at = item
        if any(isinstance(v, bool) or not isinstance(v, int) for v in (seat, at)):
            continue
        if 0 <= seat < seats and 0 <= at <= actions and (seat, at) not in seen:
            seen.add((seat, at))
            marks.append((seat, at))
    return marks


def _hand_no(events: list[Event]) -> Any:
    """The number of the hand these events belong to (its ``hand_started``), None if unknown."""
    return next((e.data.get("hand_no") for e in events if e.kind == "hand_started"), None)
