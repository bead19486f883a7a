"""The replay controller: a finished hand stepped through, with the table controller's reading side.

Why a controller of its own: the real table of each family reads the match only through its
controller (``observe``, ``to_act``, ``hand_events``, ``scores``, ``is_human`` …, see
:class:`scenes.controller.TableController`). This one answers those questions from the record
of a finished hand at any point of it, and moves only by the recorded actions — forward one,
back one, to any position — instead of asking computer players. Nobody acts in a replay
(``is_human`` is False for every seat, ``submit`` refuses), nothing is saved (it has no
autosave) and nothing is counted (the statistics are written by the live table only).

The table keeps one :class:`~engine.match.Match` object for the whole replay (it reads
``match.actions``, ``match.players`` …); going back rebuilds the match from its record at that
position and puts the rebuilt state into that same object. Rebuilding replays the record from
the match's first action: measured for one step back at the 8th hand of a 血战 mahjong match
(576 actions) 37 ms, the 8th hand of 三副牌 升级 (2,551 actions) 45 ms, the 12th of 斗地主 4 ms.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from engine.actions import Action, Event, visible_events
from engine.errors import RuleError
from engine.game import TABLE
from engine.match import DamagedRecord, Match, SeatPlayer, read_hints

from . import timeline

#: The pause between two dealt cards while playing (升级's deal is a hundred table actions).
DEAL_PAUSE = 0.07


@dataclass(frozen=True)
class Step:
    """One recorded action of the hand and what it did (its events, every seat's)."""

    seat: int
    action: Action
    events: tuple[Event, ...]


class ReplayController:
    def __init__(self, record: dict, start: int, end: int, players: tuple[SeatPlayer, ...] | None = None) -> None:
        """The hand of ``record`` lying between ``start`` and ``end`` actions. Raises
        :class:`DamagedRecord` when the record cannot be replayed (or is shorter than ``end``)."""
        try:
            self._steps_all = [(int(seat), Action.from_json(data)) for seat, data in record["actions"][:end]]
            self._new = lambda: Match.new(record["variant"], record["options"], int(record["seed"]),
                                          players or tuple(SeatPlayer.from_json(p) for p in record["players"]))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise DamagedRecord(f"record cannot be replayed: {exc}") from exc
        if not 0 <= start < end <= len(self._steps_all):
            raise DamagedRecord("the hand lies outside its record")
        self.start, self.end = start, end
        self.record = record
        self.match = self._rebuilt(start)
        self.steps = self._walk()
        self.chapters = timeline.chapters(start, [(s.seat, s.events) for s in self.steps])
        self._rebuild(start)
        #: the reading interface's knobs, as on the live controller (nobody plays here)
        self.autoplay: set[int] = set()
        self.delegated: set[int] = set()
        self.delegate_when = None
        self.instant = None
        self.bot_delay = 0.0
        #: Face up: each seat's observation, as what a seat on screen saw, made into one where every
        #: hand shows (``opener(own, everyone's)``, :mod:`scenes.replay.open_view`); None: as it was.
        self.opener: Callable[[Any, tuple], Any] | None = None
        #: Playing: the time left before the next action is taken.
        self.playing = False
        self._wait = 0.0

    # where the replay is ------------------------------------------------------------------
    @property
    def position(self) -> int:
        """How many of the match's actions have been taken (``start`` … ``end``)."""
        return len(self.match.actions)

    @property
    def at_start(self) -> bool:
        return self.position <= self.start

    @property
    def at_end(self) -> bool:
        return self.position >= self.end

    @property
    def state(self):
        return self.match.state

    def step_at(self, position: int) -> Step | None:
        """The action taken from ``position`` (None at the hand's end)."""
        index = position - self.start
        return self.steps[index] if 0 <= index < len(self.steps) else None

    # moving ---------------------------------------------------------------------------------
    def forward(self) -> list[Event]:
        """Take the next recorded action; its events (none at the end)."""
        if self.at_end:
            return []
        seat, action = self._steps_all[self.position]
        return self.match.apply(seat, action)

    def seek(self, position: int) -> None:
        """Put the hand at ``position`` (clamped to the hand), rebuilt from its record."""
        position = max(self.start, min(self.end, int(position)))
        if position != self.position:
            self._rebuild(position)

    def tick(self, dt: float, pause: float) -> list[Event]:
        """Playing: after ``pause`` seconds (a deal step: :data:`DEAL_PAUSE`) take the next action;
        at the end playing stops."""
        if not self.playing:
            return []
        if self.at_end:
            self.playing = False
            return []
        self._wait += dt
        step = self._steps_all[self.position]
        due = DEAL_PAUSE if step[0] == TABLE else pause
        if self._wait < due:
            return []
        self._wait = 0.0
        return self.forward()

    def set_playing(self, on: bool) -> None:
        self.playing = bool(on) and not self.at_end
        self._wait = 0.0

    def match_at(self, position: int) -> Match:
        """A new match (its own id) at ``position`` of this hand, rebuilt from the record: what a
        practice table plays on from there (:mod:`scenes.replay.practice`); this replay's match
        is not touched."""
        return self._rebuilt(max(0, min(self.end, int(position))))

    def person_decides_at(self, position: int) -> bool:
        """Whether the action recorded at ``position`` was a person's decision."""
        step = self.step_at(position)
        return step is not None and step.seat != TABLE and self.match.players[step.seat].kind == "human"

    # the table controller's reading side ----------------------------------------------------
    def observe(self, seat: int | None):
        own = self.state.observe(seat)
        if self.opener is None or seat is None:
            return own
        return self.opener(own, tuple(self.state.observe(s) for s in range(len(self.match.players))))

    def seat_observation(self, seat: int):
        """What ``seat`` saw at this point (the recorded game's own observation)."""
        return self.state.observe(seat)

    def to_act(self) -> tuple[int, ...]:
        return self.state.to_act()

    def legal_actions(self, seat: int):
        return ()

    def check(self, seat: int, action: Action) -> RuleError | None:
        return RuleError("not_your_turn")

    def readings(self, seat: int, cards) -> list:
        return []

    def scores(self) -> tuple[int, ...]:
        return tuple(self.state.scores)

    def hand_events(self, seat: int | None) -> list[Event]:
        return visible_events(self.match.hand_events, seat)

    def initial_events(self) -> list[Event]:
        return list(getattr(self.state, "initial_events", ())) if self.position == 0 else []

    def recorded_hints(self) -> dict[int, int]:
        """How many decisions of this hand each person asked a hint (提示) for, as the record kept
        them (the live result panel's 提示 2 次): {seat: count}, seats without any left out. The
        marks are read as a loaded match reads them (``read_hints``: bad ones dropped)."""
        players = self.match.players
        counts: dict[int, int] = {}
        for seat, at in read_hints(self.record.get("hints"), len(players), self.end):
            if self.start <= at < self.end and players[seat].kind == "human":
                counts[seat] = counts.get(seat, 0) + 1
        return dict(sorted(counts.items()))

    def is_human(self, seat: int) -> bool:
        """Nobody decides anything in a replay."""
        return False

    def away(self) -> set[int]:
        return set()

    def human_to_act(self) -> tuple[int, ...]:
        return ()

    @property
    def is_thinking(self) -> bool:
        return False

    def set_autoplay(self, seat: int, on: bool) -> None:
        """托管 means nothing here."""

    def submit(self, seat: int, action: Action) -> list[Event]:
        raise RuleError("not_your_turn")

    def next_hand(self) -> list[Event]:
        return []

    def poll(self) -> list[Event]:
        return []

    def hint(self, seat: int) -> Action | None:
        return None

    def bot_for(self, seat: int, level: str | None = None):
        raise RuleError("not_your_turn")

    def close(self) -> None:
        self.playing = False

    # internals -------------------------------------------------------------------------------
    def _rebuilt(self, position: int) -> Match:
        try:
            match = self._new()
            for seat, action in self._steps_all[:position]:
                match.apply(seat, action)
        except (RuleError, KeyError, ValueError, TypeError, AttributeError) as exc:
            raise DamagedRecord(f"record cannot be replayed: {exc}") from exc
        return match

    def _rebuild(self, position: int) -> None:
        fresh = self._rebuilt(position)
        self.match.state, self.match.actions, self.match.hand_events = fresh.state, fresh.actions, fresh.hand_events

    def _walk(self) -> list[Step]:
        """Play the hand through once, keeping what each action did (for the time line)."""
        steps = []
        try:
            while not self.at_end:
                seat, action = self._steps_all[self.position]
                steps.append(Step(seat, action, tuple(self.match.apply(seat, action))))
        except (RuleError, KeyError, ValueError, TypeError, AttributeError) as exc:
            raise DamagedRecord(f"record cannot be replayed: {exc}") from exc
        return steps
