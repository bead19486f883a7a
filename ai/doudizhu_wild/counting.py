"""记牌 with wild 3s: what the unseen cards could still beat.

The table knowledge is 斗地主's (:class:`ai.doudizhu.counting.TableView`: my
hand, roles, card counts, the lead, the unseen pool, the landlord's shown kitty
cards). What changes is the counting question "could anyone still beat this?":
every unseen 3 may stand in for a missing card, so three 9s and a 3 are a
(soft) bomb, a joker and a 3 are that joker's bomb, and a straight with a gap
is still a straight. :func:`wild_can_beat` answers it for the pool as a whole,
as the 斗地主 counting does, under this game's bomb order (by rank; a hard bomb
beats the soft bomb of its rank; the rocket is the top).
"""
from __future__ import annotations

from dataclasses import dataclass

from ai.doudizhu.counting import TableView
from ai.doudizhu.packing import FULL_DECK, card_total, counts, pack
from engine.climbing.combos import Combo
from engine.climbing.tables import (
    BOMB, FOUR_TWO_SINGLES, PAIR, PAIR_STRAIGHT, PLANE, PLANE_PAIRS, PLANE_SINGLES, ROCKET, SINGLE,
    SOFT_BOMB, STRAIGHT, TRIPLE, TRIPLE_PAIR, TRIPLE_SINGLE,
)

ACE, TWO, SMALL_JOKER, BIG_JOKER = 11, 12, 13, 14

_UNIT_OF = {SINGLE: 1, PAIR: 2, TRIPLE: 3, TRIPLE_SINGLE: 3, TRIPLE_PAIR: 3, STRAIGHT: 1,
            PAIR_STRAIGHT: 2, PLANE: 3, PLANE_SINGLES: 3, PLANE_PAIRS: 3}


@dataclass(frozen=True)
class WildView(TableView):
    """A :class:`TableView` whose counting knows the 3s are wild."""

    def can_be_beaten(self, found: Combo, bombs: bool = True) -> bool:
        return wild_can_beat(self.unseen, found, self.largest_other_hand, bombs)

    def landlord_could_beat(self, found: Combo, bombs: bool = True) -> bool:
        left = self.counts[self.landlord]
        if self.landlord_known and card_total(self.landlord_known) == left:
            return wild_can_beat(self.landlord_known, found, left, bombs)
        return wild_can_beat(self.unseen, found, left, bombs)

    def is_control(self, found: Combo) -> bool:
        return not self.can_be_beaten(found, bombs=True)


def view_of_observation(obs) -> WildView:
    """The :class:`WildView` of a bot's observation (play phase)."""
    hand = pack(obs.hand)
    played_cards = [card for _, cards in obs.history for card in cards]
    played = pack(played_cards)
    known = 0
    if obs.landlord is not None and obs.landlord != obs.seat and obs.kitty:
        gone = set(played_cards)
        known = pack(card for card in obs.kitty if card not in gone)
    return WildView(
        seat=obs.seat,
        landlord=obs.landlord,
        hand=hand,
        counts=tuple(obs.card_counts),
        lead=obs.lead,
        lead_seat=obs.lead_seat,
        unseen=FULL_DECK - hand - played,
        landlord_known=known,
    )


def view_of_position(position, landlord: int) -> WildView:
    """The view of the seat to act in a play-out round, where every hand is known.

    The pool is the sum of the other hands (exact counting, the usual
    simplification of determinised search).
    """
    hands = position.hands
    me = position.to_act
    total = 0
    for hand in hands:
        total += hand
    return WildView(
        seat=me,
        landlord=landlord,
        hand=hands[me],
        counts=tuple(card_total(h) for h in hands),
        lead=position.lead,
        lead_seat=position.lead_seat,
        unseen=total - hands[me],
    )


def best_bomb(c: list[int], max_cards: int) -> tuple[int, bool] | None:
    """The strongest bomb the counts ``c`` hold: ``(key, hard)``; the rocket is ``(15, True)``."""
    wild = c[0]
    if c[SMALL_JOKER] and c[BIG_JOKER] and max_cards >= 2:
        return 15, True
    if wild and max_cards >= 2:
        for joker in (BIG_JOKER, SMALL_JOKER):
            if c[joker]:
                return joker, False
    if max_cards < 4:
        return None
    for rank in range(TWO, 0, -1):
        if c[rank] == 4:
            return rank, True
        if c[rank] and c[rank] + wild >= 4:
            return rank, False
    if wild == 4:
        return 0, True
    return None


def wild_can_beat(pool: int, found: Combo, max_cards: int, bombs: bool = True) -> bool:
    """Whether cards from ``pool`` (3s wild) could beat ``found`` in a play of at most ``max_cards``."""
    if found.kind == ROCKET:
        return False
    c = counts(pool)
    if found.kind in (BOMB, SOFT_BOMB):
        return _beats_bomb(c, found, max_cards)
    if bombs and best_bomb(c, max_cards) is not None:
        return True
    if found.size > max_cards:
        return False
    return _same_kind_answer(c, found)


def _beats_bomb(c: list[int], found: Combo, max_cards: int) -> bool:
    """A bomb above ``found``: higher rank, or the hard bomb of its rank over a soft one."""
    wild = c[0]
    if c[SMALL_JOKER] and c[BIG_JOKER] and max_cards >= 2:
        return True
    soft = found.kind == SOFT_BOMB
    if wild and max_cards >= 2:
        for joker in (SMALL_JOKER, BIG_JOKER):
            if c[joker] and joker > found.key:
                return True
    if max_cards < 4:
        return False
    for rank in range(max(1, found.key), TWO + 1):
        if rank == found.key:
            if soft and c[rank] == 4:
                return True
            continue
        if c[rank] == 4 or (c[rank] and c[rank] + wild >= 4):
            return True
    return False


def _same_kind_answer(c: list[int], found: Combo) -> bool:
    """A play of the same kind and size above ``found``, 3s filling what is missing."""
    kind = found.kind
    wild = c[0]
    total = sum(c)
    if kind == FOUR_TWO_SINGLES:
        return total >= 6 and any(c[i] and c[i] + wild >= 4 for i in range(found.key + 1, TWO + 1))
    unit = _UNIT_OF[kind]
    if found.chain == 1 and kind not in (STRAIGHT, PAIR_STRAIGHT, PLANE):
        for i in range(found.key + 1, BIG_JOKER + 1):
            if not c[i]:
                continue
            need = max(0, unit - c[i])
            if i >= SMALL_JOKER and unit > 1:
                continue  # one of each joker: never a pair or a triple
            if need > wild:
                continue
            if kind in (TRIPLE_SINGLE, TRIPLE_PAIR) and total - unit < (1 if kind == TRIPLE_SINGLE else 2):
                continue
            return True
        return False
    length = found.chain
    for top in range(found.key + 1, ACE + 1):
        low = top - length + 1
        need = 0
        natural = 0
        for i in range(low, top + 1):
            have = c[i] if i else 0
            need += max(0, unit - have)
            natural += min(unit, have)
        if need <= wild and natural:
            extra = found.size - unit * length
            if total - unit * length >= extra:
                return True
    return False
