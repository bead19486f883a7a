"""干瞪眼's answers are looked up by the part of the hand they are made of (answer_part).

Keyed by that part, a play-out finds most answers in the cache; the answers must be the
very ones the whole hand lists (same moves, same order), whatever else the hand holds.
"""
import random

from engine.climbing.combos import combo
from engine.climbing.tables import BOMB, PAIR, PAIR_STRAIGHT, SINGLE, STRAIGHT
from engine.climbing.variants.gandengyan_moves import (
    JOKER, TOP, TWO, GandengyanMoves, answer_moves, answer_part,
)

DECK = [4] * 13 + [2]


def random_hand(rng, size):
    pool = [i for i, most in enumerate(DECK) for _ in range(most)]
    return sum(1 << 4 * i for i in rng.sample(pool, size))


def every_lead():
    leads = [combo(kind, key, 1, size) for kind, size in ((SINGLE, 1), (PAIR, 2)) for key in range(JOKER)]
    leads += [combo(BOMB, key, 1, size) for key in range(JOKER) for size in range(3, 7)]
    for kind, unit, least in ((STRAIGHT, 1, 3), (PAIR_STRAIGHT, 2, 2)):
        leads += [combo(kind, top, length, unit * length) for length in range(least, TOP + 2)
                  for top in range(length - 1, TOP + 1)]
    return leads


def test_answers_are_the_whole_hands():
    rng = random.Random(7)
    moves = GandengyanMoves()
    leads = every_lead()
    for _ in range(400):
        hand = random_hand(rng, rng.choice([1, 2, 3, 5, 8, 13]))
        for lead in rng.sample(leads, 25):
            assert moves.responses(hand, lead) == answer_moves(hand, lead), (hex(hand), lead)


def test_hands_alike_in_the_answering_ranks_share_one_entry():
    lead = combo(SINGLE, 4, 1, 1)  # a 7: the 8s and the 2s may answer
    eight, two, three, king = 1 << 4 * 5, 1 << 4 * TWO, 1, 1 << 4 * 10
    assert answer_part(eight + two + three, lead) == answer_part(eight + two + 2 * king, lead) == eight + two
    assert answer_part(three + king, lead) == 0
    assert answer_moves(three + king, lead) == ()
