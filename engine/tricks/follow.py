"""The first rung of following, common to every trick game here.

A follower plays as many cards as were led, and as many of the led suit class as
the hand holds (all of them when it holds fewer than were led). 升级 climbs further
rungs (pairs, tractors: engine/shengji/follow.py); 打撇 leads single cards, so this
rung is its whole rule. The refusal names the class so the table can say which
suit the player still holds.
"""
from __future__ import annotations

from typing import Iterable, Sequence

from ..cards import Card
from ..errors import RuleError
from .order import TrumpOrder, class_name


def follow_suit(play: Sequence[Card], hand: Iterable[Card], led_class: str, size: int,
                ctx: TrumpOrder) -> tuple[list[Card], list[Card]]:
    """Raise ``wrong_count`` {count} or ``must_follow_suit`` {suit} unless ``play`` (cards
    known to be in ``hand``) passes this rung; else the led-class cards of the hand and of
    the play, for the next rungs."""
    if len(play) != size:
        raise RuleError("wrong_count", count=size)
    cls = ctx.suit_class
    hand_c = [c for c in hand if cls[c] == led_class]
    play_c = [c for c in play if cls[c] == led_class]
    if len(play_c) < min(size, len(hand_c)):
        raise RuleError("must_follow_suit", suit=class_name(led_class))
    return hand_c, play_c


def single_follows(hand: Iterable[Card], led_class: str, ctx: TrumpOrder) -> list[Card]:
    """The cards a single-card follow may be: the led class when held, else any."""
    cls = ctx.suit_class
    cards = list(hand)
    same = [c for c in cards if cls[c] == led_class]
    return same or cards
