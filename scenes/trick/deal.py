"""The deal, driven by the table one card at a time, with the declarations between cards.

Why here and not in the controller's usual loop: during the deal ``to_act`` lists
every seat holding a legal declaration *and* ``TABLE``, and a seat's ``Pass``
changes nothing — asking bots in a loop would never end. So the table paces the
deal itself: before each card every computer seat that could declare is asked
once (for this card and this standing declaration) with its own observation; a
declaration is applied, else the next card is dealt. A person declares with the
buttons whenever they like; only after the last card, while the person could
still declare, the deal waits for 亮 or 不亮.

With the "after" timing (hot-seat) nobody declares while cards arrive; then the
engine asks one seat at a time and a pass is a real move: a computer seat answers
at the deal's pace, a person's turn waits for their 亮 / 不亮.
"""
from __future__ import annotations

import random

from engine.actions import Event
from engine.game import TABLE
from engine.shengji.actions import DealNext, Declare

#: Seconds per dealt card at animation factor 1: slower than the UI guide's ≈ 60 ms, so a person sees
#: each own card arrive (one every 0.4 s) and can press 亮 (issue 28, item 5; 0.07 s dealt one deck in 3.4 s).
DEAL_STEP = 0.1
#: Computer players do not declare before each seat holds this share of its hand (at least
#: FAIR_LEAST cards) while a person decides a seat: a person has a fair chance to see their cards
#: (they declared at their 3rd card, under a second into the deal). Counted in cards, not time,
#: so the outcome never depends on the animation speed.
FAIR_SHARE = 0.25
FAIR_LEAST = 5
#: Most deal steps one frame runs when animations are off (a whole three-deck deal is 157).
INSTANT_LIMIT = 400


class DealDriver:
    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.timer = 0.0
        self._asked: dict[int, tuple] = {}
        self._person_passed: tuple | None = None

    def reset(self) -> None:
        self.timer = 0.0
        self._asked.clear()
        self._person_passed = None

    def _mark(self, state) -> tuple:
        return (state.hand_no, state.dealt, len(state.declarations))

    def person_passes(self, state) -> None:
        """不亮 at the end of the deal: the deal may close."""
        self._person_passed = self._mark(state)

    def waiting_for_person(self, controller, state) -> bool:
        """All cards are out and a person could still declare: the deal waits for 亮 / 不亮."""
        if state.phase != "deal" or state.dealt < 4 * state.hand_size:
            return False
        if self._person_passed == self._mark(state):
            return False
        return any(controller.is_human(s) for s in state.to_act() if s != TABLE)

    def _fair_chance_given(self, controller, state) -> bool:
        """A person at the table has seen enough of their cards for the computers to declare."""
        if not any(controller.is_human(s) for s in range(4)):
            return True
        fair = min(state.hand_size, max(FAIR_LEAST, round(state.hand_size * FAIR_SHARE)))
        return state.dealt >= 4 * fair

    def step(self, controller, state) -> list[Event] | None:
        """One move of the deal (a computer player's declaration or the next card); None: waiting."""
        if state.reviewing:
            return self._review_step(controller, state)
        mark = self._mark(state)
        for seat in state.to_act() if self._fair_chance_given(controller, state) else ():
            if seat == TABLE or controller.is_human(seat) or self._asked.get(seat) == mark:
                continue
            self._asked[seat] = mark
            legal = list(state.legal_actions(seat))
            if not legal:
                continue
            rng = random.Random(hash((self.seed, mark, seat)))
            choice = controller.bot_for(seat).choose(state.observe(seat), legal, rng)
            if isinstance(choice, Declare):
                return controller.submit(seat, choice)
        if self.waiting_for_person(controller, state):
            return None
        return controller.submit(TABLE, DealNext())

    def _review_step(self, controller, state) -> list[Event] | None:
        """Declaring in turn: the computer seat asked answers (declare or pass); a person: wait."""
        seat = state.review_seat
        if controller.is_human(seat):
            return None
        rng = random.Random(hash((self.seed, state.hand_no, len(state.declarations), state.review_passes, seat)))
        choice = controller.bot_for(seat).choose(state.observe(seat), list(state.legal_actions(seat)), rng)
        return controller.submit(seat, choice)

    def advance(self, controller, state, dt: float, factor: float) -> list[Event]:
        """Deal as many cards as ``dt`` allows (all at once with animations off)."""
        events: list[Event] = []
        if factor <= 0:
            for _ in range(INSTANT_LIMIT):
                if state.phase != "deal":
                    break
                got = self.step(controller, state)
                if got is None:
                    break
                events.extend(got)
            return events
        self.timer += dt
        step = DEAL_STEP * factor
        while self.timer >= step and state.phase == "deal":
            self.timer -= step
            got = self.step(controller, state)
            if got is None:
                self.timer = 0.0
                break
            events.extend(got)
            if any(e.kind == "declared" for e in got):
                self.timer = 0.0
                break   # let the declaration be seen before the next card
        return events
