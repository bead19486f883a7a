"""The table controller: the one place where a match moves forward.

It asks computer players for their decisions (given only their seat's
observation and legal actions), applies people's choices, records every action
in the match (which is autosaved after each one) and hands the resulting events
to the table for animation. The table scene never calls the engine's ``apply``
itself, so every path — mouse, keyboard, hint, 托管, smoke test — is the same.

Bots think in a worker thread so the window stays responsive while a hard bot
searches; the observation they get is a frozen value, so nothing is shared.
"""
from __future__ import annotations

import random
import time
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Callable

from engine.actions import Action, Event, NextHand, visible_events
from engine.errors import RuleError
from engine.game import TABLE
from engine.match import Match

from ai.reason import Decision, decide
from ai.registry import make_bot


class TableController:
    def __init__(self, match: Match, save: Callable[[Match], None] | None = None,
                 bot_delay: float = 0.6, threaded: bool = True,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.match = match
        self._save = save or (lambda m: None)
        self.bot_delay = bot_delay
        self._clock = clock
        self._threaded = threaded
        self._executor = ThreadPoolExecutor(max_workers=1) if threaded else None
        self._pending: tuple[int, int, Future] | None = None  # (seat, action count, future)
        self._ready_at: float | None = None
        #: Seats a person handed to the computer (托管); they play like bot seats.
        self.autoplay: set[int] = set()
        #: People's standing orders (hot-seat 四川麻将): while ``delegate_when(state)`` holds, the
        #: computer answers for these seats, from their own observation, as in 托管.
        self.delegated: set[int] = set()
        self.delegate_when: Callable[[Any], bool] | None = None
        #: Decisions a computer player makes without the pause (``instant(state)``): claim answers,
        #: whose thinking time would otherwise tell the table that somebody had a choice.
        self.instant: Callable[[Any], bool] | None = None
        self._bots = {}
        self._bot_rng = random.Random(match.seed ^ 0x5EED)

    # who plays ------------------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    def is_human(self, seat: int) -> bool:
        """A person decides this seat now (not 托管, not answered by their standing orders)."""
        if self.match.players[seat].kind != "human" or seat in self.autoplay:
            return False
        return not (seat in self.delegated and self.delegate_when is not None and self.delegate_when(self.state))

    def away(self) -> set[int]:
        """People's seats the computer plays at this moment (托管, or their standing orders)."""
        return {s for s, p in enumerate(self.match.players) if p.kind == "human" and not self.is_human(s)}

    def bot_for(self, seat: int, level: str | None = None):
        level = level or self.match.players[seat].level
        key = (seat, level)
        if key not in self._bots:
            self._bots[key] = make_bot(self.match.variant, level)
        return self._bots[key]

    def set_autoplay(self, seat: int, on: bool) -> None:
        """托管 on or off. Turning it off drops the computer's unfinished thought for that seat."""
        if on:
            self.autoplay.add(seat)
            return
        self.autoplay.discard(seat)
        if self._pending is not None and self._pending[0] == seat:
            self._pending = None

    @property
    def is_thinking(self) -> bool:
        """A computer player is deciding (or its answer waits for the pause to pass)."""
        return self._pending is not None

    # what the table may ask of the engine (the table never holds the state itself) ----------
    def observe(self, seat: int | None):
        """What a person in ``seat`` sees now (None: a spectator)."""
        return self.state.observe(seat)

    def to_act(self) -> tuple[int, ...]:
        return self.state.to_act()

    def legal_actions(self, seat: int):
        """``seat``'s legal actions, as the engine lists them (a sequence; long ones stay lazy)."""
        return self.state.legal_actions(seat)

    def check(self, seat: int, action: Action) -> RuleError | None:
        """Why the rules refuse ``action`` of ``seat`` now; None when they accept it."""
        try:
            self.state.validate(seat, action)
        except RuleError as error:
            return error
        return None

    def readings(self, seat: int, cards) -> list:
        """The ways wild cards in ``cards`` can be read ((reading, combination) pairs); [] for
        a game without wild cards."""
        listed = getattr(self.state, "readings", None)
        return list(listed(seat, tuple(cards))) if listed is not None else []

    def scores(self) -> tuple[int, ...]:
        """The match totals (public at every table)."""
        return tuple(self.state.scores)

    def hand_events(self, seat: int | None) -> list[Event]:
        """The hand in play as ``seat`` saw it, from its deal on: the events that seat may see
        (``seat`` None: the public ones) — the one source of the play log."""
        return visible_events(self.match.hand_events, seat)

    def initial_events(self) -> list[Event]:
        """The events of the first deal of a new match (it happens before the table opens)."""
        return list(getattr(self.state, "initial_events", ()))

    def human_to_act(self) -> tuple[int, ...]:
        return tuple(s for s in self.state.to_act() if self.is_human(s))

    # moving the match ---------------------------------------------------------------------
    def submit(self, seat: int, action: Action) -> list[Event]:
        """A person's choice. Raises RuleError (nothing changed) when the rules refuse it."""
        if seat != TABLE and seat not in self.state.to_act():
            raise RuleError("not_your_turn")
        return self._apply(seat, action)

    def next_hand(self) -> list[Event]:
        return self._apply(TABLE, NextHand())

    def poll(self) -> list[Event]:
        """Call every frame: starts a bot's thinking, and applies its move once it is ready."""
        if self._pending is not None:
            seat, count, future = self._pending
            if not future.done() or self._clock() < (self._ready_at or 0.0):
                return []
            self._pending = None
            if count != len(self.match.actions) or seat not in self.state.to_act():
                return []  # the table moved on meanwhile (a person acted): drop the stale answer
            return self._apply(seat, future.result())
        for seat in self.state.to_act():
            if not self.is_human(seat):
                self._start_bot(seat)
                if not self._threaded:
                    return self.poll()
                break
        return []

    def hint(self, seat: int) -> Action | None:
        """What the normal computer player would do in ``seat`` now (the 提示 button). Every hint
        goes through :meth:`hint_decision`, which counts it for the person (see there)."""
        decision = self.hint_decision(seat)
        return None if decision is None else decision.action

    def hint_decision(self, seat: int) -> Decision | None:
        """The hint with the normal computer player's reason for it (ai/reason.py), from the
        seat's observation and legal actions only; the same action as :meth:`hint`.

        This is where every family's 提示 comes, so it is where a person's hints are counted
        (issue 31): a person's seat asking at a decision is noted in the match's record
        (:meth:`engine.match.Match.note_hint`); asking again at the same decision is not."""
        legal = self.state.legal_actions(seat)
        if not legal:
            return None
        bot = self.bot_for(seat, "normal")
        decision = decide(bot, self.state.observe(seat), legal, random.Random(len(self.match.actions)))
        self._count_hint(seat)
        return decision

    def hints_used(self) -> dict[int, int]:
        """How many decisions of the hand in play (or just finished) each person asked a hint
        for — {seat: count}, seats without any left out (the result panel's 提示 2 次)."""
        players = self.match.players
        return {seat: n for seat, n in self.match.hand_hints().items()
                if 0 <= seat < len(players) and players[seat].kind == "human"}

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)

    # internals --------------------------------------------------------------------------
    def _start_bot(self, seat: int) -> None:
        observation = self.state.observe(seat)
        legal = list(self.state.legal_actions(seat))
        bot = self.bot_for(seat)
        rng = random.Random(self._bot_rng.random())
        if self._executor is not None:
            future = self._executor.submit(bot.choose, observation, legal, rng)
        else:
            future = Future()
            future.set_result(bot.choose(observation, legal, rng))
        self._pending = (seat, len(self.match.actions), future)
        quick = self.instant is not None and self.instant(self.state)
        self._ready_at = self._clock() + (0.0 if quick else self.bot_delay)

    def _count_hint(self, seat: int) -> None:
        """A person asked for a hint: the match's record notes the decision (once, however often
        提示 is pressed on it) and is saved at once, so a match left before the move still has it."""
        if self.match.players[seat].kind == "human" and self.match.note_hint(seat):
            self._save(self.match)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        events = self.match.apply(seat, action)
        self._save(self.match)
        return events
