"""记牌 for 锄大地: what a seat knows about the table, and which plays can still be beaten.

A :class:`TableView` is everything the policies reason about, as card masks:
my hand, every seat's card count, what is to be beaten and by whom, the card
the lead must contain (♦3 at a match's first lead) and the cards I have not
seen — the deck minus my hand minus everything played. It is built from a
bot's observation, or — inside a search play-out, where every hand of the
sampled world is known — from the play-out's round.

:func:`can_beat` answers the counting question a good player asks before
leading or spending a 2: "could anyone still holding cards beat this?" It
looks at the unseen cards as one pool (I cannot tell whose they are), limited
to plays no bigger than the largest hand still out there. For a single that is
exact (the ♠2 is gone? then the ♥2 is the boss); for pairs and five-card hands
the pool may hold a combination no single hand does, so it errs on the side
of caution.
"""
from __future__ import annotations

from engine.climbing.combos import Combo
from engine.climbing.variants.big2_cards import (
    ALL_CARDS, DIAMOND_THREE, FIVE_CARD_LADDER, FLUSH, FOUR_ONE, FULL_HOUSE, RANK_COUNT,
    STRAIGHT_FLUSH, STRAIGHT_WINDOWS, SUIT_BITS, pack,
)
from engine.climbing.tables import STRAIGHT

SEATS = 4
_LADDER = {kind: i for i, kind in enumerate(FIVE_CARD_LADDER)}
_CACHE_LIMIT = 100_000


class TableView:
    """One seat's knowledge at its turn to play, as card masks (read-only by convention).

    ``counts``: cards held per seat. ``lead``: the Combo to beat (None: I lead),
    played by ``lead_seat``. ``unseen``: every card not in my hand and not yet
    played (the other three hands together). ``required``: cards the lead must
    contain (♦3 at the first lead of a match), else 0. ``others``: the other
    seats still holding cards; ``fewest_other_cards`` / ``largest_other_hand``:
    the fewest and the most cards among them (worked out once: a play-out asks
    for them at every step).
    """

    __slots__ = ("seat", "hand", "counts", "lead", "lead_seat", "unseen", "required", "others",
                 "fewest_other_cards", "largest_other_hand")

    def __init__(self, seat: int, hand: int, counts: tuple[int, ...], lead: Combo | None,
                 lead_seat: int | None, unseen: int, required: int = 0) -> None:
        self.seat = seat
        self.hand = hand
        self.counts = counts
        self.lead = lead
        self.lead_seat = lead_seat
        self.unseen = unseen
        self.required = required
        self.others = others = tuple(s for s, n in enumerate(counts) if n and s != seat)
        left = [counts[s] for s in others]
        self.fewest_other_cards = min(left) if left else 0
        self.largest_other_hand = max(left) if left else 0

    def __repr__(self) -> str:
        return (f"TableView(seat={self.seat}, hand={self.hand:#x}, counts={self.counts}, "
                f"lead={self.lead}, lead_seat={self.lead_seat}, unseen={self.unseen:#x})")

    @property
    def next_seat(self) -> int:
        """下家: who plays right after me."""
        return (self.seat + 1) % SEATS

    @property
    def cards_left(self) -> int:
        return self.counts[self.seat]

    def can_be_beaten(self, found: Combo) -> bool:
        """Whether the unseen cards could answer ``found``."""
        return can_beat(self.unseen, found, self.largest_other_hand)

    def is_control(self, found: Combo) -> bool:
        """A play nobody can answer: it keeps or wins the lead."""
        return not self.can_be_beaten(found)

    def threatens(self, size: int) -> bool:
        """Whether another player could go out with one play of ``size`` cards."""
        counts = self.counts
        return any(counts[s] == size for s in self.others)


def view_of_observation(obs) -> TableView:
    """The :class:`TableView` of a bot's observation (play phase)."""
    hand = pack(obs.hand)
    played = 0
    for _, cards in obs.history:
        if cards:
            played |= pack(cards)
    return TableView(
        seat=obs.seat,
        hand=hand,
        counts=tuple(obs.card_counts),
        lead=obs.lead,
        lead_seat=obs.lead_seat,
        unseen=ALL_CARDS & ~hand & ~played,
        required=DIAMOND_THREE if obs.must_lead is not None else 0,
    )


def view_of_position(position) -> TableView:
    """The view of the seat to act in a play-out, where every hand is known.

    Play-outs in a sampled world let each seat count the cards the others hold
    exactly (the pool is just the other hands together) — the usual
    simplification of determinised search, and much cheaper than replaying a
    history.
    """
    hands = position.hands
    seat = position.to_act
    others = 0
    for s, other in enumerate(hands):
        if s != seat:
            others |= other
    return TableView(seat, hands[seat], tuple(map(int.bit_count, hands)), position.lead,
                     position.lead_seat if position.lead is not None else None, others,
                     position.required)


# --- can it be beaten? ---------------------------------------------------------------------------


def can_beat(pool: int, found: Combo, max_cards: int) -> bool:
    """Whether cards from ``pool`` could beat ``found`` in a play of at most ``max_cards``."""
    size = found.size
    if size > max_cards or size > pool.bit_count():
        return False
    if size == 1:
        return pool.bit_length() - 1 > found.key
    if size <= 3:
        key = found.key
        for rank in range(key >> 2, RANK_COUNT):
            nib = pool >> 4 * rank & 15
            if nib.bit_count() >= size and 4 * rank + nib.bit_length() - 1 > key:
                return True
        return False
    return best_five(pool) > (_LADDER[found.kind], found.key)


_BEST_FIVE: dict[int, tuple[int, int]] = {}


def best_five(pool: int) -> tuple[int, int]:
    """(ladder place, key) of the strongest five-card hand in ``pool``; (-1, -1) if none (cached)."""
    found = _BEST_FIVE.get(pool)
    if found is None:
        if len(_BEST_FIVE) >= _CACHE_LIMIT:
            _BEST_FIVE.clear()
        found = _BEST_FIVE[pool] = _best_five(pool)
    return found


def _best_five(pool: int) -> tuple[int, int]:
    if pool.bit_count() < 5:
        return (-1, -1)
    nibs = [pool >> 4 * r & 15 for r in range(RANK_COUNT)]
    counts = [n.bit_count() for n in nibs]
    best = (-1, -1)
    for ranks, top in STRAIGHT_WINDOWS:
        if not all(nibs[r] for r in ranks):
            continue
        common = 15
        for r in ranks:
            common &= nibs[r]
        if common:  # a straight flush in the suit(s) every rank has
            best = max(best, (_LADDER[STRAIGHT_FLUSH], 4 * top + common.bit_length() - 1))
        else:
            best = max(best, (_LADDER[STRAIGHT], 4 * top + nibs[top].bit_length() - 1))
    if best[0] == _LADDER[STRAIGHT_FLUSH]:
        return best
    fours = [r for r in range(RANK_COUNT) if counts[r] == 4]
    if fours:  # the pool holds at least five cards, so a kicker exists
        return max(best, (_LADDER[FOUR_ONE], 4 * fours[-1] + 3))
    triples = [r for r in range(RANK_COUNT) if counts[r] == 3]
    if triples and sum(1 for n in counts if n >= 2) >= 2:
        t = triples[-1]
        return max(best, (_LADDER[FULL_HOUSE], 4 * t + nibs[t].bit_length() - 1))
    for suit in range(4):
        suited = pool & SUIT_BITS[suit]
        if suited.bit_count() >= 5:
            best = max(best, (_LADDER[FLUSH], suited.bit_length() - 1))
    return best


__all__ = ["TableView", "view_of_observation", "view_of_position", "can_beat", "best_five"]
