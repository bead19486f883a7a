"""提示 (H): the first press suggests what the computer would play, later presses cycle.

Why a cycle: a player who does not like the first suggestion presses H again,
as on the big platforms, and sees the other legal plays one by one (for a
follow: every way to beat the lead, the smallest first). The list is taken
afresh for every new decision, from the viewer's own legal actions only.

At a climbing table (``keep_groups``) the first suggestion on a free lead never
breaks up a group the hand holds — a single 6 out of a pair of 6s, a pair out of a
triple, a triple or a kicker out of a bigger group — when a lead that keeps every
group whole exists: a player reads a hint that splits a pair as a mistake, whatever
the computer player's plan behind it (a straight kept for later). Then the hint is
the whole group (the pair of 6s; never a bomb), else a lead of the same shape that
keeps groups whole, else the first such lead. Chains (straights, pairs in a row,
planes) may take one card of a group: that is what they are made of.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from engine.actions import Action, Pass, Play

#: Enough alternatives to browse; a lead can have hundreds, nobody presses H that often.
MAX_CHOICES = 60


def broken_ranks(cards, hand) -> set[int]:
    """The ranks of which ``cards`` take some but not all that ``hand`` holds — the groups a lead
    would break — leaving out the ranks of a chain's body (two or more ranks at the play's
    largest count: a straight, pairs in a row, a plane), which take one card or pair of a group
    by nature; the wings of a plane still count."""
    played = Counter(c.rank for c in cards)
    held = Counter(c.rank for c in hand)
    if not played:
        return set()
    top = max(played.values())
    body = [rank for rank, n in played.items() if n == top]
    chain = set(body) if len(body) > 1 else set()
    return {rank for rank, n in played.items() if n < held[rank] and rank not in chain}


def _shape(cards) -> tuple[int, ...]:
    return tuple(sorted(Counter(c.rank for c in cards).values(), reverse=True))


def keep_groups(first: Action | None, legal, hand) -> Action | None:
    """``first`` (a free lead) or, when it breaks a group of ``hand`` and another lead does not,
    the lead to suggest instead (see the module's docstring)."""
    if not isinstance(first, Play):
        return first
    broken = broken_ranks(first.cards, hand)
    if not broken:
        return first
    plays = [a for a in legal if isinstance(a, Play)]
    whole = [a for a in plays if not broken_ranks(a.cards, hand)]
    if not whole:
        return first
    main = max(broken, key=lambda rank: Counter(c.rank for c in first.cards)[rank])
    held = sum(1 for c in hand if c.rank == main)
    if held < 4:                       # the whole pair or triple (a bomb is never suggested so)
        group = next((a for a in whole if {c.rank for c in a.cards} == {main} and len(a.cards) == held), None)
        if group is not None:
            return group
    shape = _shape(first.cards)
    return next((a for a in whole if _shape(a.cards) == shape), whole[0])


class HintCycle:
    def __init__(self, keep_groups: bool = False) -> None:
        #: a climbing table: a free lead's first hint keeps the hand's groups whole
        self.keep_groups = keep_groups
        self._key: int | None = None
        self._choices: list[Action] = []
        self._index = -1

    def reset(self) -> None:
        self._key = None

    def next(self, controller: Any, seat: int, key: int) -> Action | None:
        """The next suggestion for ``seat`` at move number ``key`` (None: nothing to suggest);
        ``controller`` answers from the seat's observation and legal actions only."""
        if self._key != key:
            self._key, self._index = key, -1
            self._choices = self._collect(controller, seat, self.keep_groups)
        if not self._choices:
            return None
        self._index = (self._index + 1) % len(self._choices)
        return self._choices[self._index]

    @staticmethod
    def _collect(controller: Any, seat: int, groups: bool = False) -> list[Action]:
        first = controller.hint(seat)
        legal = controller.legal_actions(seat)
        if groups:
            obs = controller.observe(seat)
            if getattr(obs, "phase", None) == "play" and getattr(obs, "lead", None) is None:
                first = keep_groups(first, legal, obs.hand)
        plays: list[Action] = []
        if first is not None and not isinstance(first, Pass):
            plays.append(first)
        for i in range(len(legal)):
            if len(plays) >= MAX_CHOICES:
                break
            action = legal[i]
            if isinstance(action, Play) and action not in plays:
                plays.append(action)
        if plays or first is None:
            return plays
        return [first]   # a pass (or a bid decision): suggest it as the one choice
