"""记牌 for 干瞪眼: what a seat knows at its turn, and how likely a play is to be answered.

A :class:`TableView` is everything the policies reason about, as packed rank counts of
the game's order (both jokers at one index): my hand, every seat's card count, what is to
be beaten and by whom, the stock left, the cards I have not seen (the deck minus my hand
minus everything played: the other hands and the stock together), and the facts the
scoring needs (the variant's rules, whether I am still 关墩墩). It is built from a bot's
observation, or — inside a search play-out — from the play-out's round.

:meth:`TableView.answer_chance` is the counting question of this game: "could anyone
answer this?" Under the beat-by-one rule an answer to a single 9 is a 10, a 2, a joker
standing in for either, or a bomb; so the question is about a few exact ranks in the
unseen pool, weighed by how much of the pool the other hands hold.
"""
from __future__ import annotations

from engine.climbing.combos import Combo
from engine.climbing.ranks import UNIT, card_total, counts
from engine.climbing.tables import BOMB, PAIR, SINGLE
from engine.climbing.variants.gandengyan_moves import GANDENGYAN_ORDER, JOKER, TOP, TWO

#: The whole deck as packed counts: four of each natural rank, two jokers.
FULL_DECK = sum(4 * UNIT[i] for i in range(JOKER)) + 2 * UNIT[JOKER]
_PACK = GANDENGYAN_ORDER.pack


class TableView:
    """One seat's knowledge at its turn to play (read-only by convention).

    ``counts``: cards held per seat. ``lead``: the Combo to beat (None: I lead), played by
    ``lead_seat``. ``unseen``: packed counts of the cards not in my hand and not played.
    ``stock``: cards left to draw. ``everyone_draws``: 家家摸牌 (else 赢家摸牌).
    ``shut_out``: I have not played yet (关墩墩 doubles my loss in 赢家摸牌).
    ``others``: the other seats; ``fewest_other_cards`` among them.
    """

    __slots__ = ("seat", "hand", "counts", "lead", "lead_seat", "_unseen", "stock",
                 "everyone_draws", "shut_out", "others", "fewest_other_cards", "_unseen_counts",
                 "_position")

    def __init__(self, seat: int, hand: int, counts_: tuple[int, ...], lead: Combo | None,
                 lead_seat: int | None, unseen: int | None, stock: int, everyone_draws: bool,
                 shut_out: bool, position=None) -> None:
        self.seat = seat
        self.hand = hand
        self.counts = counts_
        self.lead = lead
        self.lead_seat = lead_seat
        self._unseen = unseen
        self._position = position  # a play-out's round: ``unseen`` is worked out when asked
        self.stock = stock
        self.everyone_draws = everyone_draws
        self.shut_out = shut_out
        self.others = others = tuple(s for s in range(len(counts_)) if s != seat)
        self.fewest_other_cards = min((counts_[s] for s in others), default=0)
        self._unseen_counts: list[int] | None = None

    @property
    def cards_left(self) -> int:
        return self.counts[self.seat]

    @property
    def unseen(self) -> int:
        if self._unseen is None:
            position = self._position
            hands = position.hands
            self._unseen = (sum(hands) - hands[self.seat]
                            + sum(position.stock[position.stock_next:]))
        return self._unseen

    @property
    def unseen_counts(self) -> list[int]:
        if self._unseen_counts is None:
            self._unseen_counts = counts(self.unseen)
        return self._unseen_counts

    def answer_chance(self, found: Combo) -> float:
        """A rough chance that some other player can answer ``found`` now.

        The unseen pool is the other hands plus the stock; each card of it is in another
        hand with chance ``held / (held + stock)``. An answer needs one card (a single) or
        two (a pair) of the rank one higher, a 2, jokers standing in; chains need the whole
        shifted chain, and bombs need a bigger bomb — both are rare in five-card hands.
        """
        held = sum(self.counts[s] for s in self.others)
        pool = held + self.stock
        if not held or not pool:
            return 0.0
        share = held / pool
        per = self.unseen_counts
        jokers = per[JOKER]
        kind, key = found.kind, found.key
        if kind == BOMB:
            return 0.05 * share if held >= found.size + 1 else 0.0
        if kind == SINGLE or kind == PAIR:
            need = found.size
            if key == TWO:
                ways = 0
            else:
                ways = _groups(per[key + 1] + jokers, need)
                if key + 1 != TWO:
                    ways += _groups(per[TWO] + jokers, need)
            if need == 2:  # both cards must sit in one hand
                ways *= 0.5
        else:
            low = key - found.chain + 1
            if key >= TOP:
                return 0.0
            short = sum(1 for i in range(low + 1, key + 2) if per[i] < found.size // found.chain)
            ways = 0.5 if short <= jokers else 0.0
        return 1.0 - (1.0 - share) ** ways if ways else 0.0


def _groups(available: int, need: int) -> float:
    """How many answers of ``need`` cards ``available`` cards could make (a pair needs two)."""
    return available if need == 1 else available * (available - 1) / 4


def view_of_observation(obs) -> TableView:
    """The view of the seat that observes (its turn to play)."""
    hand = _PACK(obs.hand)
    played = _PACK(card for _, cards in obs.history for card in cards)
    unseen = FULL_DECK - hand - played
    seat = obs.seat
    return TableView(seat, hand, tuple(obs.card_counts), obs.lead, obs.lead_seat, unseen,
                     obs.stock_count, obs.rules.draws == "everyone", bool(obs.shut_out[seat]))


def view_of_position(position, everyone_draws: bool, dealer: int) -> TableView:
    """The view of the seat to act in a play-out round (the other hands treated as unseen)."""
    seat = position.to_act
    hands = position.hands
    plays = position.plays[seat]
    return TableView(seat, hands[seat], tuple(map(card_total, hands)), position.lead,
                     position.lead_seat if position.lead is not None else None, None,
                     len(position.stock) - position.stock_next, everyone_draws,
                     plays <= (1 if seat == dealer else 0), position)
