"""The shared trick core (engine/tricks/) and the shared 倒/踢回 stake (engine/stakes.py)."""
from __future__ import annotations

import pytest

from engine.cards import Card, Suit
from engine.climbing.variants.doudizhu_score import farmer_stake
from engine.dapie.rules import KIND_A
from engine.errors import RuleError
from engine.shengji.trump import context
from engine.stakes import stake
from engine.tricks.follow import follow_suit, single_follows
from engine.tricks.order import TRUMP, class_name
from engine.tricks.winner import best_play, card_strength, single_trick_winner

from .helpers import cards


def test_the_stake_is_shared_with_doudizhu():
    assert farmer_stake is stake
    assert [stake(None, None), stake(False, True), stake(True, False), stake(True, True)] == [1, 1, 2, 4]


def test_both_games_contexts_answer_the_same_questions():
    for ctx in (KIND_A.context(Suit.HEARTS), context(2, Suit.HEARTS)):
        heart, spade = Card.from_code("H9"), Card.from_code("S9")
        assert ctx.is_trump(heart) and not ctx.is_trump(spade)
        assert ctx.suit_class[heart] == TRUMP and ctx.suit_class[spade] == "S"
        assert ctx.order[Card.from_code("HK")] > ctx.order[heart]
        assert ctx.sort_hand([heart, spade])[-1] == heart  # trumps at the right
    assert class_name(TRUMP) == "trump" and class_name("D") == "D"


def test_follow_suit_is_the_first_rung():
    ctx = KIND_A.context(Suit.CLUBS)
    hand = cards("S9 S8 H5")
    with pytest.raises(RuleError) as info:
        follow_suit(cards("H5"), hand, "S", 1, ctx)
    assert info.value.reason == "must_follow_suit" and info.value.params == {"suit": "S"}
    with pytest.raises(RuleError) as info:
        follow_suit(cards("S9 S8"), hand, "S", 1, ctx)
    assert info.value.reason == "wrong_count"
    assert follow_suit(cards("S9"), hand, "S", 1, ctx) == (cards("S9 S8"), cards("S9"))
    assert set(single_follows(hand, "D", ctx)) == set(hand)


def test_trick_winner_single_cards():
    ctx = KIND_A.context(Suit.CLUBS)
    plays = [(0, Card.from_code("HK")), (1, Card.from_code("HA")), (2, Card.from_code("C5")),
             (3, Card.from_code("SA"))]
    assert single_trick_winner(plays, ctx) == 2  # the only trump
    assert single_trick_winner(plays[:2] + [(3, Card.from_code("SA"))], ctx) == 1
    assert card_strength(Card.from_code("SA"), "H", ctx) is None
    assert best_play([(0, 1), (1, 1), (2, None)], lambda v: v) == 0  # the earlier among equals
