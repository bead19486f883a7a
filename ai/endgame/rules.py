"""The games a 残局 can be, each with the climbing engine's own move source.

A puzzle is played by exactly the rules of the table: the moves come from the same
generators the game uses (:func:`engine.climbing.moves.generator` for 斗地主,
:data:`~engine.climbing.variants.big2_cards.MOVES` for 锄大地,
:data:`~engine.climbing.variants.gandengyan_moves.MOVES` for 干瞪眼), and a move is
the engine's ``(hand int, Combo[, virtual])``. What this module adds is the bridge to
physical cards, which a puzzle stores and a screen shows: packing a hand, the cards a
move puts down out of a given hand (the engine's own rule: the lowest card ids of each
rank; 锄大地's exact cards), and a wild move's reading (干瞪眼's jokers).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence

from engine.cards import Card
from engine.climbing.legal import RankCounts
from engine.climbing.moves import generator
from engine.climbing.ranks import DOUDIZHU_ORDER, card_total
from engine.climbing.tables import DOUDIZHU
from engine.climbing.variants import big2_cards
from engine.climbing.variants import gandengyan_moves as gdy

DOUDIZHU_GAME, BIG2_GAME, GANDENGYAN_GAME = "doudizhu", "big2", "gandengyan"


@dataclass(frozen=True)
class EndgameRules:
    """One game as the solver and the puzzles see it.

    ``source``: the engine's move source (``leads(hand)`` / ``responses(hand, lead)``).
    ``pack(cards)``: the hand int of some cards. ``card_count(hand)``: cards in a hand int.
    ``cards_for(play, cards)``: the physical cards of the move's hand int ``play`` taken
    out of ``cards`` (the seat's cards), as the table would put them down.
    ``reading_of(move)``: what the wild cards of a move stand for (() without wild cards).
    ``order(card)``: a card's place low to high in the game's order (for showing hands).
    ``seats``: the fewest and most players a puzzle of this game may have.
    """

    game: str
    source: Any
    pack: Callable[[Iterable[Card]], int]
    card_count: Callable[[int], int]
    cards_for: Callable[[int, Sequence[Card]], tuple[Card, ...]]
    reading_of: Callable[[tuple], tuple[int, ...]]
    order: Callable[[Card], tuple]
    seats: tuple[int, int]

    def sort(self, cards: Iterable[Card]) -> tuple[Card, ...]:
        """Cards low to high in the game's order."""
        return tuple(sorted(cards, key=self.order))


def _rank_count_cards(order) -> Callable[[int, Sequence[Card]], tuple[Card, ...]]:
    encoding = RankCounts(order)

    def cards_for(play: int, cards: Sequence[Card]) -> tuple[Card, ...]:
        return encoding.cards_for(play, encoding.piles(cards))

    return cards_for


def _no_reading(move: tuple) -> tuple[int, ...]:
    return ()


def _gdy_reading(move: tuple) -> tuple[int, ...]:
    return gdy.reading_of(move[0], move[2])


def _order_by(rank_order) -> Callable[[Card], tuple]:
    index = rank_order.index

    def order(card: Card) -> tuple:
        return index(card.rank), card.id

    return order


def _big2_cards(play: int, cards: Sequence[Card]) -> tuple[Card, ...]:
    found = big2_cards.cards_of(play)
    if not set(found) <= set(cards):
        raise ValueError("the move's cards are not in the hand")
    return found


RULES: dict[str, EndgameRules] = {
    DOUDIZHU_GAME: EndgameRules(
        DOUDIZHU_GAME, generator(DOUDIZHU), DOUDIZHU_ORDER.pack, card_total,
        _rank_count_cards(DOUDIZHU_ORDER), _no_reading, _order_by(DOUDIZHU_ORDER), (2, 3)),
    BIG2_GAME: EndgameRules(
        BIG2_GAME, big2_cards.MOVES, big2_cards.pack, int.bit_count, _big2_cards, _no_reading,
        lambda card: (big2_cards.card_index(card),), (2, 4)),
    GANDENGYAN_GAME: EndgameRules(
        GANDENGYAN_GAME, gdy.MOVES, gdy.GANDENGYAN_ORDER.pack, card_total,
        _rank_count_cards(gdy.GANDENGYAN_ORDER), _gdy_reading, _order_by(gdy.GANDENGYAN_ORDER), (2, 4)),
}


def rules_for(game: str) -> EndgameRules:
    """The rules of a puzzle's game id; ValueError for any other."""
    try:
        return RULES[game]
    except KeyError:
        raise ValueError(f"no endgame rules for {game!r}") from None
