"""The easy player: a beginner who knows the rules but does not plan, and hoards the 3s.

It leads its lowest cards as they come (a single, pair or triple of the lowest
rank above the 3s, now and then a straight), follows with the smallest plain
play that beats the table, lets its partner's plays stand, and keeps bombs for
when an opponent is nearly out. It does not count cards or split its hand. It
rarely thinks of the 3s as wild: only now and then, when it has no plain
answer, does it let a 3 stand in; otherwise its 3s go out as 3s at the end.
"""
from __future__ import annotations

import random

from ai.doudizhu.easy import breaks_bomb
from engine.climbing.ranks import UNIT, counts
from engine.climbing.tables import STRAIGHT, TRIPLE_PAIR, TRIPLE_SINGLE
from engine.climbing.variants.wild_moves import read_play

from .counting import WildView
from .plan import WildMove, stand_ins
from .policy import MOVES, whole_hand

STRAIGHT_CHANCE = 0.5
KEEP_HIGH_CHANCE = 0.3
#: Chance to use a 3 as a stand-in when no plain answer exists.
WILD_CHANCE = 0.1
TWO = 12


def choose_play(view: WildView, rng: random.Random) -> WildMove | None:
    out = whole_hand(view.hand)
    if out is not None and (view.lead is None or _answers(view, out)):
        return out
    if view.lead is None:
        return _lead(view, rng)
    return _follow(view, rng)


def _answers(view: WildView, move: WildMove) -> bool:
    return any(m[0] == move[0] and m[1] == move[1] for m in MOVES.responses(view.hand, view.lead))


def _plain(packed: int) -> WildMove | None:
    found = read_play(packed, (), None)
    return None if found is None else (packed, found, packed)


def _lead(view: WildView, rng: random.Random) -> WildMove:
    held = counts(view.hand)
    low = next((i for i in range(1, len(held)) if 0 < held[i] < 4), None)
    if low is None:  # only 3s, bombs and jokers left: the 3s go as 3s
        if held[0]:
            return _plain(held[0]) or MOVES.leads(view.hand)[0]
        return MOVES.leads(view.hand)[0]
    if rng.random() < STRAIGHT_CHANCE:
        straights = [m for m in MOVES.base.leads(view.hand)
                     if m[1].kind == STRAIGHT and m[1].key - m[1].chain + 1 == low]
        if straights:
            packed, found = max(straights, key=lambda m: m[1].chain)
            return packed, found, packed
    n = held[low]
    body = n * UNIT[low]
    if n == 3:
        kicker = next((i for i, k in enumerate(held) if k == 1 and i not in (0, low) and i < TWO), None)
        if kicker is not None:
            body += UNIT[kicker]
    return _plain(body) or MOVES.leads(view.hand)[0]


def _follow(view: WildView, rng: random.Random) -> WildMove | None:
    if view.partner is not None and view.lead_seat == view.partner:
        return None
    answers = MOVES.responses(view.hand, view.lead)
    held = counts(view.hand)
    usable = [m for m in answers if not m[1].is_bomb and not breaks_bomb(m[0], held)]
    plain = [m for m in usable if not stand_ins(m) and not m[0] & 15]
    if view.lead.kind in (TRIPLE_SINGLE, TRIPLE_PAIR):
        plain.sort(key=lambda m: (m[1].key, m[0]))
    if not plain and usable and rng.random() < WILD_CHANCE:
        plain = sorted(usable, key=lambda m: (m[1].key, stand_ins(m)))
    if plain:
        smallest = plain[0]
        if smallest[1].key >= TWO and rng.random() < KEEP_HIGH_CHANCE:
            return None
        return smallest
    bombs = [m for m in answers if m[1].is_bomb and not stand_ins(m)]
    if bombs and view.counts[view.lead_seat] <= 2:
        return bombs[0]
    return None

