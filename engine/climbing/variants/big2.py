"""锄大地 (Big Two): four players, 13 cards each, suits matter, the first one out wins.

Rules: ``shared/rules/climbing.md`` § 锄大地. The round, the turn guard and the
match are the shared climbing engine's; the combinations, the five-card ladder
and the card points are in :mod:`.big2_cards`. What is only this game's lives
here: the deal, the first hand's ♦3 (its holder leads and the lead must contain
it; later hands the last winner leads freely), and the result with each
player's cards left, their step and the ♠2 doubling.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping

from ...actions import Event
from ...cards import Card, full_deck
from ...errors import RuleError
from ...score_sheet import ScoreSheet, sheet_by_deltas
from ...spec import GameSpec, match_hands
from ..round import Round
from ..sample import deal_unseen, restore_round
from ..state import ClimbingState
from ..view import ClimbingObservation
from . import big2_cards as cards
from .big2_cards import DIAMOND_THREE, MOVES, PointLine

SEATS = 4
HAND_SIZE = 13
_DECK: tuple[Card, ...] = tuple(full_deck(jokers=False))
_THREE_OF_DIAMONDS = cards.CARD_OF_INDEX[0]


class CardBits:
    """Hands as 52-bit masks (bit = rank order × 4 + suit order): a move's cards are its bits."""

    pack = staticmethod(cards.pack)

    @staticmethod
    def cards_for(mask: int, piles) -> tuple[Card, ...]:
        return cards.cards_of(mask)

    def take(self, piles, played, from_front: bool) -> None:  # no piles to keep
        return None

    def add(self, piles, drawn) -> None:
        return None


@dataclass(frozen=True)
class Big2Result:
    """A finished hand. ``winner``: the seat that went out. ``left[s]``: cards seat ``s`` kept;
    ``points[s]``: their card points (``point_lines[s]`` shows the step and the ♠2 doubling);
    ``deltas[s]``: Σ over the other three of (their points − own points).

    ``lines``: one ``big2_points`` {seat, left, factor, spade_two} line per seat still
    holding cards (the factor is the points), for the result panel.
    """

    winner: int
    left: tuple[int, ...]
    points: tuple[int, ...]
    point_lines: tuple[PointLine, ...]
    lines: tuple[tuple[str, Mapping[str, Any], int], ...]
    deltas: tuple[int, ...]

    @property
    def sheet(self) -> ScoreSheet:
        """The hand's score sheet: each seat by what it gained or paid (a seat left with few
        cards gains from those left with more)."""
        return sheet_by_deltas(self.lines, self.deltas)


@dataclass(frozen=True)
class Big2Observation(ClimbingObservation):
    """The shared climbing view, plus ``must_lead``: the card the next lead must contain
    (♦3 in a match's first hand, until it is played), else None."""

    must_lead: Card | None


def sort_hand(hand) -> tuple[Card, ...]:
    """Low to high: rank (3 … A, 2), then suit ♦ ♣ ♥ ♠."""
    return tuple(sorted(hand, key=cards.card_index))


class Big2State(ClimbingState):
    """A whole 锄大地 match."""

    table = None  # suits matter: big2_cards reads and compares plays, not a rank table
    moves = MOVES
    encoding = CardBits()

    def __init__(self, options: Mapping[str, Any], rng: random.Random, num_seats: int = SEATS) -> None:
        if num_seats != SEATS:
            raise ValueError("锄大地 is played by four")
        self._setup(options, rng, SEATS)
        self._start_hand(self.initial_events)

    def _setup(self, options: Mapping[str, Any], rng: random.Random, num_seats: int = SEATS) -> None:
        super()._setup(options, rng, num_seats)
        #: who went out first in the last hand: he leads the next one (None: the match's first hand)
        self.last_winner: int | None = None

    def _clone_extra(self, twin: "Big2State") -> None:
        twin.last_winner = self.last_winner

    # --- the game's own rules -----------------------------------------------------------

    def read_play(self, packed: int, reading: tuple, lead) -> Any:
        return None if reading else cards.classify(packed)

    def beats(self, new, old) -> bool:
        return cards.beats(new, old)

    def sort_hand(self, hand) -> tuple[Card, ...]:
        return sort_hand(hand)

    def _lead_rule(self, seat: int, packed: int) -> None:
        if self.round.required and not packed & self.round.required:
            raise RuleError("must_lead_with", card=str(_THREE_OF_DIAMONDS))

    def _public(self) -> set[Card]:
        """In a match's first hand everyone knows the leader holds ♦3 until it is played."""
        return {_THREE_OF_DIAMONDS} if self.round.required else set()

    def _deal(self, events: list[Event]) -> None:
        deck = list(_DECK)
        self.rng.shuffle(deck)
        self.hands = [set(deck[s * HAND_SIZE:(s + 1) * HAND_SIZE]) for s in range(SEATS)]
        self.round = Round([cards.pack(h) for h in self.hands], 0, MOVES, self.round_rules)
        self.round_plays = []
        self.history = []
        first_hand = self.last_winner is None
        if first_hand:
            leader = next(s for s, hand in enumerate(self.round.hands) if hand & DIAMOND_THREE)
        else:
            leader = self.last_winner
        events.append(Event("hand_started", None, {"hand_no": self.hand_no, "leader": leader,
                                                   "must_lead": _THREE_OF_DIAMONDS if first_hand else None}))
        for seat in range(SEATS):
            events.append(Event("dealt", seat, {"cards": sort_hand(self.hands[seat])}, private_to=seat))
        self._start_play(leader, events, required=DIAMOND_THREE if first_hand else 0)

    def _score(self, rnd: Round) -> Big2Result:
        hands = rnd.hands
        points, gains = cards.score_hands(hands)
        point_lines = tuple(cards.point_line(h.bit_count(), bool(h & cards.SPADE_TWO)) for h in hands)
        lines = tuple(("big2_points", {"seat": seat, "left": line.left, "factor": line.factor,
                                       "spade_two": line.spade_two_doubled}, line.points)
                      for seat, line in enumerate(point_lines) if line.left)
        return Big2Result(rnd.winner, tuple(h.bit_count() for h in hands), points, point_lines,
                          lines, gains)

    def _end_hand(self, events: list[Event]) -> None:
        self.last_winner = self.round.winner
        super()._end_hand(events)

    def score_position(self, position: Round) -> Big2Result:
        """The result this hand would have if it ended as the finished ``position`` did."""
        if position.winner is None:
            raise ValueError("the position is not finished")
        return self._score(position)

    # --- observation --------------------------------------------------------------------

    def observe(self, seat: int | None) -> Big2Observation:
        must = _THREE_OF_DIAMONDS if self._phase == "play" and self.round.required else None
        return Big2Observation(**self._shared_view(seat), must_lead=must)


def sample_world(obs: Big2Observation, rng: random.Random) -> Big2State:
    """A full state consistent with ``obs``: the unseen cards dealt at random in the seats' counts."""
    state = Big2State.__new__(Big2State)
    state._setup(dict(obs.options), random.Random(rng.getrandbits(64)), SEATS)
    state.hands, _ = deal_unseen(obs, list(_DECK), rng)
    state.round = restore_round(obs, [cards.pack(h) for h in state.hands], MOVES, state.round_rules)
    state.round.required = DIAMOND_THREE if obs.must_lead is not None else 0
    state.restore_public(obs)
    return state


def new_state(options: Mapping[str, Any], rng: random.Random, num_seats: int = SEATS) -> Big2State:
    return Big2State(options, rng, num_seats)


SPEC = GameSpec(
    id="big2",
    group="big2",
    name_zh="锄大地",
    name_en="Big Two (Chu Da Di)",
    summary_zh="四人各打各，同张数才能管：单张、对子、三张和五张牌型，♦3 先出，先出完者赢，剩牌越多罚得越重。",
    summary_en="Four players, each for themselves: only as many cards beat; ♦3 leads, "
               "the first out wins, cards left cost points.",
    family="climbing",
    seats=(SEATS, SEATS),
    options=(
        match_hands(16, (8, 16, 32)),
    ),
    new_state=new_state,
    default_seats=SEATS,
    sample_world=sample_world,
)
