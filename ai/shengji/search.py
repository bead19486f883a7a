"""The hard player: determinised search over sampled hidden hands.

For a play decision the normal player's judgement ranks the candidate leads or
follows; the best few are then tried in hidden worlds drawn from the observation
by the engine's :func:`sample_world` (the unseen cards dealt consistently with
the counts, the shown voids and the shown declarations). In each world every
candidate is played and the hand is played out by the normal player at every
seat (or, with ``careful_tricks``, only the next few tricks, the rest by the quick
easy player: by default so with two decks, where like three the search waits for the
last tricks, see :data:`SEARCH_HOLDING`) on the engine state, the seats'
readings kept by :mod:`playout` rather than rebuilt at every step; and the candidate
with the best average result for this seat's team is chosen. The result is what the
match counts: the levels the team goes up less the other team's (the result table's
thresholds, the kitty's multiplier), with a share of the points to tell apart worlds
that end on the same level; the points alone had hard level with normal (one deck:
+0.00 ± 0.11 levels a hand over 50 paired deals, +0.10 ± 0.07 over 128). A time budget and a
world cap (for reproducible benchmarks) bound the work; the sampler draws from
the rng the bot is given, so a seed decides the answer.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass

from engine.actions import Play
from engine.shengji.sample import sample_world

from ai.reason import UNEXPLAINED, Decision, Reason

from .bots import NormalBot
from .counting import read_table
from .following import follow_candidates, judge_follow
from .leading import judge_lead, lead_candidates
from .playout import play_out
from .valuing import hand_faces


#: Levels a play-out average must gain before it overrides the normal judgement.
MIN_GAIN = 0.1
#: The share of the hand's points (in steps of the result table) added to its levels at a
#: leaf: the levels decide, the points break ties between worlds ending on the same level.
POINTS_SHARE = 0.25
#: With two or three decks: the fewest worlds on which the judgement may be overturned.
MIN_WORLDS_SEVERAL_DECKS = 3
#: Deck count → tricks of a play-out played by the normal player when the settings leave it open
#: (``careful_tricks`` None); the easy player, about three times as quick, finishes the hand.
CAREFUL_TRICKS = {1: 99, 2: 8, 3: 99}
#: Deck count → the most cards a seat may hold for the search to be asked at all. With two and
#: three decks a play-out from the start is too long to finish with the normal player in time,
#: and cut short by the easy player it misled the search (three decks: hard lost to normal,
#: −10.6 ± 5.9 points a hand; two: +2.3 ± 1.7, not shown); near the end of the hand a play-out
#: is short and the kitty is at stake (hard − normal +2.9 ± 0.8 with two decks, +3.3 ± 1.1 with
#: three: bench/bench_shengji_ai.py, 300 and 140 mirrored deals).
SEARCH_HOLDING = {2: 12, 3: 12}


@dataclass(frozen=True)
class SearchSettings:
    """``time_budget`` seconds per decision (a world is begun only when, at the pace of the
    slowest world so far, it ends within the budget); ``max_worlds`` sampled
    worlds at most (the iteration cap); ``candidates`` plays compared, among those the
    normal judgement scores within ``margin`` points of its best (a clear choice is not
    searched); ``careful_tricks`` tricks of each play-out played by the normal player
    before the easy one finishes the hand (None: :data:`CAREFUL_TRICKS` for the deck count)."""

    time_budget: float = 0.9
    max_worlds: int = 24
    candidates: int = 3
    careful_tricks: int | None = None
    margin: float = 10.0


class HardBot(NormalBot):
    """Normal judgement, checked by playing the best few plays out in sampled worlds."""

    level = "hard"

    def __init__(self, settings: SearchSettings | None = None) -> None:
        self.settings = settings or SearchSettings()
        self.time_budget = self.settings.time_budget

    def choose_with_reason(self, observation, legal, rng: random.Random) -> Decision:
        """Declaring and burying as the normal player, with its reasons; a searched play is
        the best average over sampled worlds, which no one rule of thumb explains."""
        if observation.phase == "play":
            return Decision(self.choose(observation, legal, rng), Reason(UNEXPLAINED))
        return super().choose_with_reason(observation, legal, rng)

    def play(self, observation, legal, rng: random.Random) -> tuple:
        limit = SEARCH_HOLDING.get(observation.decks)
        if limit is not None and len(observation.hand) > limit:
            return super().play(observation, legal, rng)      # too early to search: play as normal
        view = read_table(observation)
        faces = hand_faces(view.hand)
        if view.lead is None:
            scored = [(judge_lead(c, view, faces), c) for c in lead_candidates(view)]
        else:
            cache: dict = {}
            scored = [(judge_follow(c, view, faces, cache), c) for c in follow_candidates(view)]
        scored.sort(key=lambda item: -item[0])
        best = scored[0][0]
        close = [c for score, c in scored if score >= best - self.settings.margin]
        shortlist = _distinct(close)[:self.settings.candidates]
        if len(shortlist) == 1 or len(observation.hand) <= 1:
            return shortlist[0]
        return self._search(observation, shortlist, rng)

    def _search(self, observation, shortlist, rng: random.Random) -> tuple:
        """The shortlisted play with the best average play-out; the normal player's first
        choice (``shortlist[0]``) stands unless another beats it clearly on the same worlds."""
        settings = self.settings
        deadline = time.perf_counter() + settings.time_budget
        results: list[list[float]] = [[] for _ in shortlist]
        me = observation.seat
        careful = settings.careful_tricks
        if careful is None:
            careful = CAREFUL_TRICKS.get(observation.decks, 99)
        world_time = 0.0  # the longest world so far: a world that cannot finish in time is not begun
        while len(results[0]) < settings.max_worlds and (
                not results[0] or time.perf_counter() + world_time < deadline):
            started = time.perf_counter()
            try:
                world = sample_world(observation, rng)
            except ValueError:  # no hidden deal fits (never in a real hand): trust the judgement
                return shortlist[0]
            for i, cards in enumerate(shortlist):
                twin = world.clone()
                twin.apply(me, Play(cards))
                results[i].append(_play_out(twin, me, careful))
            world_time = max(world_time, time.perf_counter() - started)
        best = 0
        for i in range(1, len(shortlist)):
            if _clearly_better(results[i], results[best], observation.decks):
                best = i
        return shortlist[best]


def _play_out(state, me: int, careful: int) -> float:
    """Finish the hand of ``state`` (changed in place) as :func:`playout.play_out` does and value
    it for ``me``'s team by :func:`_hand_value`."""
    points = play_out(state, me, careful)
    return _hand_value(state, me, points)


def _hand_value(state, me: int, points: float) -> float:
    """A finished play-out as the match counts it: ``me``'s team's levels gained minus the other
    team's (the result table's thresholds and the kitty's multiplier are in it), plus
    :data:`POINTS_SHARE` of ``me``'s team's signed points (``points``) per step of the table."""
    return state.result.level_lead(me) + POINTS_SHARE * points / state.step


def _clearly_better(these: list[float], those: list[float], decks: int = 1) -> bool:
    """Paired comparison on the same worlds: a mean gain of at least ``MIN_GAIN`` levels
    and ``z`` standard errors (so that play-out noise does not overturn a sound judgement).

    One deck: one standard error (measured: hard beats normal with it). Two and three decks play
    out up to 25 and 39 tricks, so a few worlds differ by chance far more: with one standard error the
    search overturned the judgement on noise and three-deck hard lost to normal (−14.6 ± 7.0
    points per mirrored deal, n = 40), so there it asks for three worlds and two standard errors."""
    diffs = [a - b for a, b in zip(these, those)]
    n = len(diffs)
    mean = sum(diffs) / n
    if mean < MIN_GAIN:
        return False
    if decks > 1 and n < MIN_WORLDS_SEVERAL_DECKS:
        return False
    if n < 2:
        return True
    spread = (sum((d - mean) ** 2 for d in diffs) / (n - 1)) ** 0.5
    z = 1.0 if decks == 1 else 2.0
    return mean >= z * spread / n ** 0.5


def _distinct(plays):
    seen, out = set(), []
    for play in plays:
        key = tuple(sorted(play, key=lambda c: (c.rank, c.suit.value, c.deck)))
        if key not in seen:
            seen.add(key)
            out.append(play)
    return out

