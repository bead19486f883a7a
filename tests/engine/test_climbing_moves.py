"""Move lists agree with recognition: every lead and every answer, checked by brute force."""
import itertools
import random

from engine.climbing.tables import DOUDIZHU
from engine.climbing.combos import beats, classify, readings
from engine.climbing.moves import leads, responses
from engine.climbing.ranks import card_total, pack_counts
from tests.notation import packed, ranks_text

DECK = [4] * 13 + [1, 1]


def random_counts(rng, n):
    pool = [i for i, k in enumerate(DECK) for _ in range(k)]
    c = [0] * 15
    for i in rng.sample(pool, n):
        c[i] += 1
    return c


def sub_multisets(c):
    for choice in itertools.product(*[range(k + 1) for k in c]):
        value = pack_counts(choice)
        if value:
            yield value


def test_leads_and_answers_match_brute_force():
    rng = random.Random(7)
    for _ in range(120):
        c = random_counts(rng, rng.choice([5, 7, 9, 11, 12]))
        hand = pack_counts(c)
        subs = list(sub_multisets(c))
        expected = {p for p in subs if readings(p, DOUDIZHU)}
        got = [p for p, _ in leads(hand, DOUDIZHU)]
        assert len(got) == len(set(got))
        assert set(got) == expected, ranks_text(hand)
        for play, found in leads(hand, DOUDIZHU):
            assert found == classify(play, None, DOUDIZHU) and found.size == card_total(play)
        targets = {r for p in subs for r in readings(p, DOUDIZHU)}
        targets |= {found for _, found in leads(pack_counts(random_counts(rng, 12)), DOUDIZHU)[:40]}
        for lead in targets:
            want = {p for p in subs if any(beats(r, lead, DOUDIZHU) for r in readings(p, DOUDIZHU))}
            answers = responses(hand, lead, DOUDIZHU)
            assert {p for p, _ in answers} == want, (ranks_text(hand), lead)
            for play, found in answers:
                assert beats(found, lead, DOUDIZHU) and found == classify(play, lead, DOUDIZHU)


def test_a_full_hand_matches_brute_force():
    rng = random.Random(8)
    for _ in range(2):
        c = random_counts(rng, 17)
        expected = {p for p in sub_multisets(c) if readings(p, DOUDIZHU)}
        assert {p for p, _ in leads(pack_counts(c), DOUDIZHU)} == expected


def test_answers_only_of_the_lead_kind_plus_bombs():
    hand = packed("3 4 5 6 7 8 8 8 8 9 9 BJ RJ")
    lead = classify(packed("5"), None, DOUDIZHU)
    kinds = {found.kind for _, found in responses(hand, lead, DOUDIZHU)}
    assert kinds == {"single", "bomb", "rocket"}
    lead = classify(packed("3 4 5 6 7"), None, DOUDIZHU)
    answers = {ranks_text(p) for p, _ in responses(hand, lead, DOUDIZHU)}
    assert answers == {"4 5 6 7 8", "5 6 7 8 9", "8 8 8 8", "BJ RJ"}
    assert responses(hand, classify(packed("BJ RJ"), None, DOUDIZHU), DOUDIZHU) == ()


def test_kicker_choices_in_move_lists():
    hand = packed("3 3 3 4 4 4 7 7 7 BJ RJ")
    texts = {ranks_text(p) for p, _ in leads(hand, DOUDIZHU)}
    assert "3 3 3 4 4 4 7 7" in texts          # two wings from a rank with a third 7 kept
    assert "3 3 3 4 4 4 BJ RJ" not in texts    # never both jokers as kickers
    assert "3 3 3 4 4 4 7 7 7" not in texts    # nine cards: no combination
    hand = packed("5 5 5 5 6 6 6 6 9")
    texts = {ranks_text(p) for p, _ in leads(hand, DOUDIZHU)}
    assert "5 5 5 5 6 6 6 6" not in texts      # four never serves as kickers
    assert "5 5 5 5 6 6" in texts and "5 5 5 5 6 9" in texts


def triple_rich_counts(rng):
    """A 20-card hand with several runs of triples (planes with wings galore)."""
    c = [0] * 15
    for _ in range(rng.randrange(2, 5)):
        low = rng.randrange(0, 9)
        for i in range(low, low + rng.randrange(2, 4)):
            c[i] = max(c[i], 3)
    pool = [i for i, k in enumerate(DECK) for _ in range(k - c[i])]
    while sum(c) > 20:
        c[max(i for i in range(15) if c[i])] -= 1
    for i in rng.sample(pool, 20 - sum(c)):
        c[i] += 1
    return c


def test_move_lists_are_sorted_and_read_as_classify_says():
    """List order is kind, chain length, key, packed; every move reads as classify reads it."""
    from engine.climbing.tables import KIND_INDEX

    rng = random.Random(12)
    for _ in range(150):
        hand = pack_counts(triple_rich_counts(rng))
        moves = leads(hand, DOUDIZHU)
        plays = [p for p, _ in moves]
        assert len(plays) == len(set(plays))
        for play, found in moves:
            assert found == classify(play, None, DOUDIZHU), ranks_text(play)
        for lead in {found for _, found in moves[::5]}:
            answers = responses(hand, lead, DOUDIZHU)
            for play, found in answers:
                assert beats(found, lead, DOUDIZHU) and found == classify(play, lead, DOUDIZHU)
        order = [(KIND_INDEX[f.kind], f.chain, f.key) for _, f in moves]
        assert order == sorted(order)
