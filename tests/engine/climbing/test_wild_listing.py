"""癞子斗地主's lead lists (engine/climbing/variants/wild_leads.py, wild_moves.py) against simpler listings.

The lead builder memoises every candidate's verdict, plans a plane's wings once for all its
bodies and filters a smaller hand's list out of a larger one's, all to make play-outs fast;
none of it may change a list. Checked on seeded hands with 0 to 4 wild 3s:

- the same plays (cards and combination) as a brute force over every part of a small hand
  and every reading of its 3s;
- the very same list (order, and the reading kept for each play) as the plain builder the
  answers use, which tries each candidate in turn without memo or plans;
- the very same list whether a hand is listed afresh or after a hand holding it.
"""
import itertools
import random

import pytest

from engine.climbing.moves import generator as plain_generator
from engine.climbing.ranks import DOUDIZHU_ORDER, UNIT, pack_counts
from engine.climbing.tables import PLANE, PLANE_PAIRS, PLANE_SINGLES
from engine.climbing.variants import wild_moves as listing
from engine.climbing.variants.wild_plays import PlayBuilder, multisets
from engine.climbing.variants.wild_readings import WILD_TABLE, read_play
from tests.notation import packed

DECK = [4] * 13 + [1, 1]


def random_hand(rng, size, threes):
    pool = [i for i, most in enumerate(DECK) for _ in range(most) if i]
    c = [0] * 15
    c[0] = threes
    for i in rng.sample(pool, size - threes):
        c[i] += 1
    return c


def brute_force_leads(c):
    """Every (cards, combination) a part of the hand makes under some reading of its 3s."""
    naturals = DOUDIZHU_ORDER.naturals
    found = set()
    for choice in itertools.product(*[range(k + 1) for k in c]):
        actual = pack_counts(choice)
        if not actual:
            continue
        threes = choice[0]
        readings = [()]
        if threes and actual != threes:
            readings += [tuple(naturals[i] for i in chosen) for chosen in
                         itertools.combinations_with_replacement(range(15), threes)][1:]
        for reading in readings:
            read = read_play(actual, reading)
            if read is not None:
                found.add((actual, read))
    return found


def straightforward_leads(hand):
    """The lead list as the answer builder makes it: each candidate read in turn, no memo."""
    plain = [(p, c, p) for p, c in plain_generator(WILD_TABLE).leads(hand)]
    if not hand & 15:
        return tuple(plain)
    built = PlayBuilder(hand, None)
    for size in (2, 3, 4):
        built.groups(size)
    built.joker_bombs()
    built.plain_chains(1)
    built.plain_chains(2)
    built.planes((PLANE, PLANE_SINGLES, PLANE_PAIRS))
    built.triple_singles()
    built.triple_pairs()
    built.fours()
    return listing._grouped(plain, built.found)


@pytest.mark.parametrize("threes", range(5))
def test_small_hands_lead_what_a_brute_force_finds(threes):
    rng = random.Random(100 + threes)
    for _ in range(6 if threes < 3 else 3):
        c = random_hand(rng, rng.choice([5, 6, 7]) if threes > 2 else rng.choice([6, 7, 8]), threes)
        leads = listing.WildMoves().leads(pack_counts(c))
        pairs = [(a, found) for a, found, _ in leads]
        assert len(pairs) == len(set(pairs)), "a play listed twice"
        assert set(pairs) == brute_force_leads(c), c


@pytest.mark.parametrize("threes", range(5))
def test_lead_lists_are_the_straightforward_ones(threes):
    rng = random.Random(200 + threes)
    for _ in range(25):
        hand = pack_counts(random_hand(rng, rng.choice([8, 12, 17, 17, 20]), threes))
        assert listing.WildMoves().leads(hand) == straightforward_leads(hand)


@pytest.mark.parametrize("text", [
    "3 3 3 3 4 4 4 5 5 9 J",  # a plane through the 3s, with a 3 left as a wing or a stand-in
    "3 3 7 7 7 8 8 9 9 9 10 10 10 J Q K",  # planes with stand-ins, 3s as wings, pair wings
    "3 3 3 8 8 8 9 9 BJ RJ 2 2 A",  # wings of both jokers, of 2s, three 3s to place
    "3 3 3 3 5 5 5 6 6 6 7 7 8 8 9 9 BJ",  # a four of 3s beside planes and pair straights
])
def test_plane_hands_list_the_straightforward_lists(text):
    hand = packed(text)
    assert listing.WildMoves().leads(hand) == straightforward_leads(hand)


@pytest.mark.parametrize("threes", range(1, 5))
def test_a_hand_lists_the_same_after_a_hand_holding_it(threes):
    rng = random.Random(300 + threes)
    for _ in range(10):
        c = random_hand(rng, rng.choice([17, 20]), threes)
        moves = listing.WildMoves()
        hand = pack_counts(c)
        while hand & 15:
            assert moves.leads(hand) == listing.WildMoves().leads(hand)
            hand -= rng.choice(moves.leads(hand))[0]


def multisets_by_recursion(avail, n):
    """The wing sets in the order the plane builders meet them: by the first index, one card of
    it before two, each index after the last taken (the recursion ``multisets`` once was)."""
    found = []

    def extend(start, left, acc):
        if not left:
            found.append(acc)
            return
        for pos in range(start, len(avail)):
            index, most = avail[pos]
            for take in range(1, min(most, left) + 1):
                extend(pos + 1, left - take, acc + take * UNIT[index])

    extend(0, n, 0)
    return found


def test_wing_sets_come_in_the_order_of_the_recursion():
    """One and two wings are listed directly (the wings of most planes); the order decides the
    lead list's, so it must be the recursion's, ranks held 0 to 3 times."""
    rng = random.Random(34)
    for _ in range(3000):
        ranks = sorted(rng.sample(range(15), rng.randrange(0, 13)))
        avail = [(index, rng.choice((0, 1, 1, 2, 3))) for index in ranks]
        for n in (0, 1, 2, 3, 4):
            assert multisets(avail, n) == multisets_by_recursion(avail, n), (avail, n)
