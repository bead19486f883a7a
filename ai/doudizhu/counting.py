"""记牌: what a seat knows about the table, and which plays can still be beaten.

A :class:`TableView` is everything the policies reason about, in packed rank
counts: my hand, who is landlord and who is my partner, how many cards each
seat holds, what is to be beaten, and the cards I have not seen (the deck minus
my hand minus everything played). A farmer also knows the kitty cards the
landlord has not played yet. It is built from a bot's observation, or — inside
a search play-out, where every hand of the sampled world is known — from the
play-out position.

:func:`can_beat` answers the counting question every good player asks before
leading: "could anyone still holding cards beat this?" It looks at the unseen
cards as one pool (a farmer cannot tell the landlord's unseen cards from the
partner's), limited to plays no bigger than the largest hand still out there.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.climbing.combos import Combo
from engine.climbing.tables import (
    BOMB, FOUR_TWO_PAIRS, FOUR_TWO_SINGLES, PAIR, PAIR_STRAIGHT, PLANE, PLANE_PAIRS, PLANE_SINGLES,
    ROCKET, SINGLE, STRAIGHT, TRIPLE, TRIPLE_PAIR, TRIPLE_SINGLE,
)

from .packing import ACE, BIG_JOKER, FULL_DECK, SMALL_JOKER, TWO, card_total, counts, pack

SEATS = 3

_UNIT_OF = {SINGLE: 1, PAIR: 2, TRIPLE: 3, TRIPLE_SINGLE: 3, TRIPLE_PAIR: 3, STRAIGHT: 1,
            PAIR_STRAIGHT: 2, PLANE: 3, PLANE_SINGLES: 3, PLANE_PAIRS: 3}


@dataclass(frozen=True)
class TableView:
    """One seat's knowledge at its turn to play, in packed counts.

    ``counts``: cards held per seat. ``lead``: the Combo to beat (None: I lead),
    played by ``lead_seat``. ``unseen``: every card not in my hand and not yet
    played (the other two hands together). ``landlord_known``: shown kitty cards
    still in the landlord's hand (0 for the landlord himself).
    """

    seat: int
    landlord: int
    hand: int
    counts: tuple[int, ...]
    lead: Combo | None
    lead_seat: int | None
    unseen: int
    landlord_known: int = 0

    # --- roles, in players' terms -------------------------------------------------------

    @property
    def is_landlord(self) -> bool:
        return self.seat == self.landlord

    @property
    def partner(self) -> int | None:
        """The other farmer (None for the landlord, who plays alone)."""
        if self.is_landlord:
            return None
        return next(s for s in range(SEATS) if s not in (self.seat, self.landlord))

    @property
    def next_seat(self) -> int:
        """下家: who plays right after me."""
        return (self.seat + 1) % SEATS

    @property
    def opponents(self) -> tuple[int, ...]:
        if self.is_landlord:
            return tuple(s for s in range(SEATS) if s != self.seat)
        return (self.landlord,)

    def is_opponent(self, seat: int | None) -> bool:
        return seat is not None and seat in self.opponents

    @property
    def fewest_opponent_cards(self) -> int:
        """Cards left in the opponent closest to going out."""
        return min(self.counts[s] for s in self.opponents)

    @property
    def most_opponent_cards(self) -> int:
        return max(self.counts[s] for s in self.opponents)

    @property
    def largest_other_hand(self) -> int:
        """The biggest play anyone else could still make is at most this many cards."""
        return max(self.counts[s] for s in range(SEATS) if s != self.seat)

    # --- counting -------------------------------------------------------------------------

    def can_be_beaten(self, found: Combo, bombs: bool = True) -> bool:
        """Whether the unseen cards could answer ``found`` (with a bomb too if ``bombs``)."""
        return can_beat(self.unseen, found, self.largest_other_hand, bombs)

    def landlord_could_beat(self, found: Combo, bombs: bool = True) -> bool:
        """Whether the landlord's cards could answer ``found``.

        When every card the landlord still holds is a shown kitty card, the
        answer is exact; otherwise any unseen card might be his, up to his count.
        """
        left = self.counts[self.landlord]
        if self.landlord_known and card_total(self.landlord_known) == left:
            return can_beat(self.landlord_known, found, left, bombs)
        return can_beat(self.unseen, found, left, bombs)

    def is_control(self, found: Combo) -> bool:
        """A play nobody can answer, not even with a bomb: it keeps or wins the lead."""
        return not self.can_be_beaten(found, bombs=True)


def view_of_observation(obs) -> TableView:
    """The :class:`TableView` of a bot's observation (play phase)."""
    hand = pack(obs.hand)
    played = pack(card for _, cards in obs.history for card in cards)
    known = 0
    if obs.landlord is not None and obs.landlord != obs.seat and obs.kitty:
        played_cards = {card for _, cards in obs.history for card in cards}
        known = pack(card for card in obs.kitty if card not in played_cards)
    return TableView(
        seat=obs.seat,
        landlord=obs.landlord,
        hand=hand,
        counts=tuple(obs.card_counts),
        lead=obs.lead,
        lead_seat=obs.lead_seat,
        unseen=FULL_DECK - hand - played,
        landlord_known=known,
    )


def view_of_position(hands, to_act: int, landlord: int, lead: Combo | None,
                     lead_seat: int | None) -> TableView:
    """The view of the seat to act in a play-out, where every hand is known.

    Play-outs in a sampled world let each seat count the cards the others hold
    exactly (the pool is just the sum of the other hands) — the usual
    simplification of determinised search, and much cheaper than replaying a
    history.
    """
    hand = hands[to_act]
    others = 0
    for seat, other in enumerate(hands):
        if seat != to_act:
            others += other
    return TableView(
        seat=to_act,
        landlord=landlord,
        hand=hand,
        counts=tuple(card_total(h) for h in hands),
        lead=lead,
        lead_seat=lead_seat,
        unseen=others,
    )


def can_beat(pool: int, found: Combo, max_cards: int, bombs: bool = True) -> bool:
    """Whether cards from ``pool`` could beat ``found`` in a play of at most ``max_cards``."""
    c = counts(pool)
    rocket = c[SMALL_JOKER] and c[BIG_JOKER] and max_cards >= 2
    if found.kind == ROCKET:
        return False
    if found.kind == BOMB:
        return bool(rocket) or (max_cards >= 4 and any(c[i] == 4 for i in range(found.key + 1, TWO + 1)))
    if bombs and (rocket or (max_cards >= 4 and any(n == 4 for n in c[:TWO + 1]))):
        return True
    if found.size > max_cards:
        return False
    return _same_kind_answer(c, found)


def _same_kind_answer(c: list[int], found: Combo) -> bool:
    kind = found.kind
    if kind in (FOUR_TWO_SINGLES, FOUR_TWO_PAIRS):
        return any(c[i] == 4 for i in range(found.key + 1, TWO + 1))
    unit = _UNIT_OF[kind]
    if found.chain == 1 and kind not in (STRAIGHT, PAIR_STRAIGHT, PLANE):
        for i in range(found.key + 1, BIG_JOKER + 1):
            if c[i] >= unit:
                rest = sum(c) - unit
                if kind == TRIPLE_SINGLE and rest < 1:
                    continue
                if kind == TRIPLE_PAIR and not any(n >= 2 for j, n in enumerate(c) if j != i):
                    continue
                return True
        return False
    length = found.chain
    for top in range(found.key + 1, ACE + 1):
        low = top - length + 1
        if all(c[i] >= unit for i in range(low, top + 1)):
            return True
    return False

