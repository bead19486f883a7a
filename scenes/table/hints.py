"""提示 (H): the first press suggests what the computer would play, later presses cycle.

Why a cycle: a player who does not like the first suggestion presses H again,
as on the big platforms, and sees the other legal plays one by one (for a
follow: every way to beat the lead, the smallest first). When the computer player would pass
(不出: leave the partner's play standing, keep a bomb), the first suggestion is that pass, and
the plays come after it. The list is taken
afresh for every new decision, from the viewer's own legal actions only.

At a climbing table (``keep_groups``) the first suggestion on a free lead never
breaks up a group the hand holds — a single 6 out of a pair of 6s, a pair out of a
triple, a triple or a kicker out of a bigger group — when a lead that keeps every
group whole exists: a player reads a hint that splits a pair as a mistake, whatever
the computer player's plan behind it (a straight kept for later). Then the hint is
the whole group (the pair of 6s; never a bomb), else a lead of the same shape that
keeps groups whole, else the first such lead. Chains (straights, pairs in a row,
planes) may take one card of a group: that is what they are made of.

The first suggestion says why (issue 31): the computer player's own reason, from the
controller's ``hint_decision``. When ``keep_groups`` puts another lead in its place, the
reason is that lead's own (``hint.keep_pair`` …: "出一对 6：不拆开对子"), never the reason of the
lead no longer shown. Later presses browse the other legal plays: they carry no reason (the
computer player did not choose them, and a sentence about the first one would mislead).
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from ai.reason import Reason
from engine.actions import Action, Pass, Play
from engine.cards import RANK_LABELS

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


def rank_value(rank: int) -> str:
    """A rank as a reason's value: as players write it (3 … 10 J Q K A 2, 小王, 大王); the joker's
    name is put into the viewer's language when the sentence is made
    (:func:`scenes.table.hint_note.reason_text`)."""
    return RANK_LABELS.get(rank, str(rank))


def kept_reason(shown: Action, hand) -> Reason:
    """Why the lead ``keep_groups`` shows instead of the computer's: in the words of what is shown."""
    played = Counter(c.rank for c in shown.cards)
    if len(played) == 1:
        rank, n = next(iter(played.items()))
        if n in (2, 3) and n == sum(1 for c in hand if c.rank == rank):
            return Reason.of("hint.keep_pair" if n == 2 else "hint.keep_triple", rank=rank_value(rank))
    return Reason.of("hint.keep_whole")


class HintCycle:
    def __init__(self, keep_groups: bool = False) -> None:
        #: a climbing table: a free lead's first hint keeps the hand's groups whole
        self.keep_groups = keep_groups
        self._key: int | None = None
        self._choices: list[Action] = []
        self._index = -1
        #: why the first suggestion (the computer player's, or the group kept whole) is made
        self._first_reason: Reason | None = None

    def reset(self) -> None:
        self._key = None

    @property
    def reason(self) -> Reason | None:
        """Why the suggestion last returned by :meth:`next` is made: the first suggestion's reason;
        None for the later presses (other legal plays, not the computer player's choice)."""
        if self._key is None or self._index != 0:
            return None
        return self._first_reason

    def next(self, controller: Any, seat: int, key: int) -> Action | None:
        """The next suggestion for ``seat`` at move number ``key`` (None: nothing to suggest);
        ``controller`` answers from the seat's observation and legal actions only."""
        if self._key != key:
            self._key, self._index = key, -1
            self._choices, self._first_reason = self._collect(controller, seat, self.keep_groups)
        if not self._choices:
            return None
        self._index = (self._index + 1) % len(self._choices)
        return self._choices[self._index]

    @staticmethod
    def _first(controller: Any, seat: int) -> tuple[Action | None, Reason | None]:
        """The computer player's suggestion and its reason (a controller without reasons: none)."""
        get = getattr(controller, "hint_decision", None)
        if get is None:
            return controller.hint(seat), None
        decision = get(seat)
        return (None, None) if decision is None else (decision.action, decision.reason)

    @classmethod
    def _collect(cls, controller: Any, seat: int, groups: bool = False) -> tuple[list[Action], Reason | None]:
        first, reason = cls._first(controller, seat)
        legal = controller.legal_actions(seat)
        if groups:
            obs = controller.observe(seat)
            if getattr(obs, "phase", None) == "play" and getattr(obs, "lead", None) is None:
                kept = keep_groups(first, legal, obs.hand)
                if kept != first:
                    first, reason = kept, kept_reason(kept, obs.hand)
        return cls._choices_from(first, legal), reason

    @staticmethod
    def _choices_from(first: Action | None, legal) -> list[Action]:
        plays: list[Action] = []
        if first is not None and not isinstance(first, Pass):
            plays.append(first)
        for i in range(len(legal)):
            if len(plays) >= MAX_CHOICES:
                break
            action = legal[i]
            if isinstance(action, Play) and action not in plays:
                plays.append(action)
        if isinstance(first, Pass) and plays:
            return [first] + plays  # the computer would pass (not overtake its partner …): say so first
        if plays or first is None:
            return plays
        return [first]   # a pass (or a bid decision): suggest it as the one choice
