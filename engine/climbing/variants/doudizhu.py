"""斗地主 (Dou Dizhu, "fight the landlord"): the variant spec and its state machine.

Rules: ``shared/rules/climbing.md`` § 斗地主. One hand goes
``bid`` → (``double`` → ``redouble``)? → ``play`` → ``hand_over``; a match is
many hands with running totals and ends in ``match_over`` after ``match_hands``
hands (0: never). The play phase, the match and the turn guard are the shared
climbing engine's (:class:`engine.climbing.state.ClimbingState`); this module
holds what only 斗地主 has: the deal with its 明牌 and kitty, the bidding, 倒 and
踢回, and the scoring.

Every shuffle and the face-up card come from the state's own seeded
``random.Random``, so a match replays exactly from its seed and actions.
"""
from __future__ import annotations

import random
from itertools import chain
from typing import Any, Mapping

from ...actions import Action, Bid, Double, Event, NextHand, Pass, Play
from ...cards import BIG_JOKER, Card, full_deck
from ...errors import RuleError
from ...spec import GameSpec, match_hands, yes_no
from ..combos import Combo
from ..legal import RankCounts, add_to_piles, piles_of
from ..moves import generator
from ..ranks import DOUDIZHU_ORDER, MAX_RANKS, UNIT
from ..round import Round
from ..state import ClimbingState
from ..tables import DOUDIZHU
from .doudizhu_sample import sample_world as sample_world  # re-exported: bots import it from here
from .doudizhu_score import HandResult, landlord_multiplier, score_hand
from .doudizhu_view import DoudizhuObservation

SEATS = 3
HAND_SIZE = 17
KITTY_SIZE = 3
MAX_BID = 3

#: Which action types each phase accepts (anything else there is ``wrong_phase``).
_PHASE_ACTIONS = {
    "bid": (Bid, Pass),
    "double": (Double,),
    "redouble": (Double,),
    "play": (Play, Pass),
    "hand_over": (NextHand,),
}
_MOVES = generator(DOUDIZHU)
_ENCODING = RankCounts(DOUDIZHU_ORDER)
_PACK = DOUDIZHU_ORDER.pack
_ORDER_INDEX = DOUDIZHU_ORDER.index

#: The deck every deal shuffles. A card's position in it is its id (full_deck order), so
#: a deal that shuffles positions knows each card's id and order index without asking.
_DECK: tuple[Card, ...] = tuple(full_deck())
_INDEX_OF_ID = tuple(_ORDER_INDEX(card.rank) for card in _DECK)
#: ``_ORDER_INDEX`` as a table: the play path looks it up per card
_RANK_INDEX = tuple(_ORDER_INDEX(rank) for rank in range(BIG_JOKER + 1))
#: The fixed action lists of the bidding and doubling phases, made once (copied when handed out).
_BID_CHOICES = tuple((Pass(),) + tuple(Bid(v) for v in range(high + 1, MAX_BID + 1))
                     for high in range(MAX_BID + 1))
_DOUBLE_CHOICES = (Double(False), Double(True))


def next_seat(seat: int) -> int:
    """下家: the next seat counter-clockwise."""
    return (seat + 1) % SEATS


def sort_hand(cards) -> tuple[Card, ...]:
    """Cards in 斗地主 order, low to high (3 … A, 2, 小王, 大王); ties by card id."""
    return tuple(sorted(cards, key=lambda c: (_ORDER_INDEX(c.rank), c.id)))


class DoudizhuState(ClimbingState):
    """A whole 斗地主 match. Build it with :data:`SPEC` ``.new_state`` (or :func:`new_state`)."""

    num_seats = SEATS
    table = DOUDIZHU
    moves = _MOVES
    encoding = _ENCODING
    PHASE_ACTIONS = _PHASE_ACTIONS
    #: 倒 / 踢回 exist in this game (癞子斗地主 has none)
    doubling_allowed = True

    def __init__(self, options: Mapping[str, Any], rng: random.Random, num_seats: int = SEATS) -> None:
        if num_seats != SEATS:
            raise ValueError("斗地主 is played by three")
        self._setup(options, rng)
        self._start_hand(self.initial_events)

    def _setup(self, options: Mapping[str, Any], rng: random.Random, num_seats: int = SEATS) -> None:
        """Every field, empty: shared by the constructor, :meth:`clone` and the sampler."""
        super()._setup(options, rng, SEATS)
        self._phase = "bid"
        self.piles = [piles_of((), DOUDIZHU_ORDER) for _ in range(SEATS)]
        self.kitty: tuple[Card, ...] = ()
        self.kitty_shown = False
        self.face_up_card: Card | None = None
        self.face_up_seat: int | None = None
        self.bids: list[tuple[int, int]] = []
        self.high_bid = 0
        self.high_bidder: int | None = None
        self.landlord: int | None = None
        self.doubled: list[bool | None] = [None] * SEATS
        self.redoubled: bool | None = None
        #: the hands list that ``packed`` and ``piles`` were counted from (see _make_landlord)
        self._counted: list[set[Card]] | None = None

    # --- the round's fields, by their 斗地主 names (the sampler and tests use them) ---------

    @property
    def match_hands(self) -> int:
        return int(self.options.get("match_hands", 12))

    @property
    def turn(self) -> int | None:
        """The seat to decide: the bidder, the farmer asked to 倒, or the player to play."""
        return self.round.to_act if self._phase == "play" else self._turn

    @turn.setter
    def turn(self, seat: int | None) -> None:
        if self._phase == "play":
            self.round.to_act = seat
        else:
            self._turn = seat

    @property
    def packed(self) -> list[int]:
        """Per-seat packed rank counts, kept in step with ``hands`` (they are the round's hands)."""
        return self.round.hands

    @packed.setter
    def packed(self, value) -> None:
        self.round.hands = list(value)

    @property
    def lead(self) -> Combo | None:
        return self.round.lead

    @lead.setter
    def lead(self, value: Combo | None) -> None:
        self.round.lead = value

    @property
    def lead_seat(self) -> int | None:
        return self.round.lead_seat if self._phase == "play" else None

    @lead_seat.setter
    def lead_seat(self, value: int | None) -> None:
        self.round.lead_seat = value

    @property
    def passes(self) -> int:
        return self.round.passes

    @passes.setter
    def passes(self, value: int) -> None:
        self.round.passes = value

    @property
    def play_counts(self) -> list[int]:
        return self.round.plays

    @property
    def bombs(self) -> int:
        return self.round.bombs

    @bombs.setter
    def bombs(self, value: int) -> None:
        self.round.bombs = value

    @property
    def rockets(self) -> int:
        return self.round.rockets

    @rockets.setter
    def rockets(self, value: int) -> None:
        self.round.rockets = value

    # --- GameState ---------------------------------------------------------------------

    def _other_actions(self, seat: int, phase: str) -> list[Action]:
        """:meth:`legal_actions` in the bidding and doubling phases."""
        if phase == "bid":
            return list(_BID_CHOICES[self.high_bid])
        return list(_DOUBLE_CHOICES)

    def _check_other(self, seat: int, action: Action) -> None:
        if isinstance(action, Bid):
            if not isinstance(action.value, int) or not 1 <= action.value <= MAX_BID:
                raise RuleError("bid_out_of_range")
            if action.value <= self.high_bid:
                raise RuleError("bid_not_higher", current=self.high_bid)
        elif isinstance(action, Double):
            if not isinstance(action.yes, bool):
                raise RuleError("unknown_action")

    def _apply_other(self, seat: int, action: Action, events: list[Event]) -> None:
        if self._phase == "bid":
            self._bid(seat, action.value if isinstance(action, Bid) else 0, events)
        elif self._phase == "double":
            self._double(seat, action.yes, events)
        else:
            self.redoubled = action.yes
            events.append(Event("redoubled", seat, {"yes": action.yes}))
            self._start_play(self.landlord, events)

    def sort_hand(self, cards) -> tuple[Card, ...]:
        return sort_hand(cards)

    def observe(self, seat: int | None) -> DoudizhuObservation:
        return DoudizhuObservation(
            **self._shared_view(seat),
            face_up_card=self.face_up_card,
            face_up_seat=self.face_up_seat,
            bids=tuple(self.bids),
            landlord=self.landlord,
            base=self.high_bid if self.landlord is not None else 0,
            kitty=sort_hand(self.kitty) if self.kitty_shown else (),
            doubled=tuple(self.doubled),
            redoubled=self.redoubled,
            bombs_played=self.round.bombs + self.round.rockets,
            multiplier=self.multiplier(),
        )

    # --- helpers for tables and bots -----------------------------------------------------

    def multiplier(self) -> int:
        """The landlord's total factor now (see :class:`DoudizhuObservation`)."""
        spring = 1
        if self.result is not None and self._phase in ("hand_over", "match_over"):
            spring = (2 if self.result.spring else 1) * (2 if self.result.reverse_spring else 1)
        return landlord_multiplier(self.landlord, self.doubled, self.redoubled,
                                   self.round.bombs + self.round.rockets, spring)

    def _clone_extra(self, twin: "DoudizhuState") -> None:
        twin.hands = twin._counted = twin.hands
        twin.bids = list(self.bids)
        twin.doubled = list(self.doubled)

    def score_position(self, position: Round) -> HandResult:
        """The result this hand would have if it ended as the finished ``position`` did."""
        if position.winner is None or self.landlord is None:
            raise ValueError("the position is not finished, or there is no landlord yet")
        return self._score(position)

    def _aside(self) -> list[Card]:
        return [] if self.kitty_shown else list(self.kitty)

    def _public(self) -> set[Card]:
        shown = {self.face_up_card} if self.face_up_card is not None else set()
        return shown | set(self.kitty) if self.kitty_shown else shown

    def _after_play(self, seat: int, found: Combo, events: list[Event]) -> None:
        events.append(Event("bomb", seat, {"kind": found.kind, "multiplier": self.multiplier()}))

    # --- the hand ------------------------------------------------------------------------

    def _recount(self) -> None:
        """Rebuild the packed counts and rank piles from the hands (after a deal or the kitty)."""
        self.packed = [_PACK(h) for h in self.hands]
        self.piles = [piles_of(h, DOUDIZHU_ORDER) for h in self.hands]
        self._counted = self.hands

    def _deal(self, events: list[Event]) -> None:
        ids = list(range(len(_DECK)))
        self.rng.shuffle(ids)  # the same permutation as shuffling the cards themselves
        deck = [_DECK[i] for i in ids]
        dealt = len(deck) - KITTY_SIZE
        face_index = self.rng.randrange(dealt)
        seat_ids = [sorted(ids[s * HAND_SIZE:(s + 1) * HAND_SIZE]) for s in range(SEATS)]
        self.hands = [set(deck[s * HAND_SIZE:(s + 1) * HAND_SIZE]) for s in range(SEATS)]
        self.round = Round([0] * SEATS, 0, self.moves, self.round_rules)
        self._count_dealt(seat_ids)
        self.kitty = tuple(deck[dealt:])
        self.kitty_shown = False
        self.face_up_card = deck[face_index]
        self.face_up_seat = face_index // HAND_SIZE
        self.bids = []
        self.high_bid = 0
        self.high_bidder = None
        self.landlord = None
        self.doubled = [None] * SEATS
        self.redoubled = None
        self.round_plays = []
        self.history = []
        self._phase = "bid"
        self._turn = self.face_up_seat
        events.append(Event("hand_started", None, {
            "hand_no": self.hand_no, "face_up_card": self.face_up_card,
            "face_up_seat": self.face_up_seat, "first_bidder": self.face_up_seat}))
        for seat in range(SEATS):  # piles in order are sort_hand's order: rank, then id
            cards = tuple(chain.from_iterable(self.piles[seat]))
            events.append(Event("dealt", seat, {"cards": cards}, private_to=seat))

    def _count_dealt(self, seat_ids: list[list[int]]) -> None:
        """:meth:`_recount` for a fresh deal, from the ids (ascending) each seat was dealt."""
        self._counted = self.hands
        self.round.hands = [sum(UNIT[_INDEX_OF_ID[i]] for i in ids) for ids in seat_ids]
        self.piles = []
        for ids in seat_ids:
            piles: list[list[Card]] = [[] for _ in range(MAX_RANKS)]
            for i in ids:
                piles[_INDEX_OF_ID[i]].append(_DECK[i])
            self.piles.append(piles)

    def _bid(self, seat: int, value: int, events: list[Event]) -> None:
        """Each seat bids once; a 3 ends it at once; all three passing means a redeal."""
        self.bids.append((seat, value))
        events.append(Event("bid", seat, {"value": value}))
        if value:
            self.high_bid, self.high_bidder = value, seat
        if value == MAX_BID or len(self.bids) == SEATS:
            if self.high_bidder is None:
                events.append(Event("redeal"))
                self._deal(events)
            else:
                self._make_landlord(events)
        else:
            self._turn = next_seat(seat)

    def _make_landlord(self, events: list[Event]) -> None:
        landlord = self.landlord = self.high_bidder
        self.hands[landlord].update(self.kitty)
        if self.hands is self._counted:  # packed and piles still follow these hands: add the kitty
            self.round.hands[landlord] += _PACK(self.kitty)
            add_to_piles(self.piles[landlord], self.kitty, DOUDIZHU_ORDER)
        else:  # someone put other hands in place (a test's rigged deal): count them afresh
            self._recount()
        self.kitty_shown = True
        events.append(Event("landlord", landlord, {"base": self.high_bid, "kitty": sort_hand(self.kitty)}))
        if self.doubling_allowed and self.options.get("doubling", True):
            self._phase = "double"
            self._turn = next_seat(landlord)
        else:
            self._start_play(landlord, events)

    def _double(self, seat: int, yes: bool, events: list[Event]) -> None:
        """倒: the farmers in turn from the landlord's next seat; 踢回 only if someone doubled."""
        self.doubled[seat] = yes
        events.append(Event("doubled", seat, {"yes": yes}))
        if next_seat(seat) != self.landlord:
            self._turn = next_seat(seat)
        elif any(self.doubled):
            self._phase = "redouble"
            self._turn = self.landlord
        else:
            self._start_play(self.landlord, events)

    def _score(self, rnd: Round) -> HandResult:
        landlord = self.landlord
        landlord_won = rnd.winner == landlord
        plays = rnd.plays
        farmers_played = sum(plays[s] for s in range(SEATS) if s != landlord)
        spring = landlord_won and farmers_played == 0
        reverse = (not landlord_won and bool(self.options.get("reverse_spring", False))
                   and plays[landlord] == 1)
        return score_hand(landlord=landlord, base=self.high_bid, doubled=self.doubled,
                          redoubled=self.redoubled, bombs=rnd.bombs, rockets=rnd.rockets,
                          landlord_won=landlord_won, spring=spring, reverse_spring=reverse)


# --- the variant ----------------------------------------------------------------------------


def new_state(options: Mapping[str, Any], rng: random.Random, num_seats: int = SEATS) -> DoudizhuState:
    return DoudizhuState(options, rng, num_seats)


SPEC = GameSpec(
    id="doudizhu",
    group="doudizhu",
    name_zh="斗地主",
    name_en="Dou Dizhu (Fight the Landlord)",
    summary_zh="三人叫分抢地主，地主独战两家农民，先出完手牌的一方获胜。",
    summary_en="Three players bid to be the landlord, who plays alone against two farmers; "
               "the first side to shed all its cards wins.",
    family="climbing",
    seats=(3, 3),
    options=(
        yes_no("doubling", "倒 / 踢回", "Double / redouble", True,
               "地主拿底牌后，两位农民依次选择倒或不倒：倒了和地主之间输赢×2；有人倒，地主可以踢回，和倒的农民之间再翻倍成×4。"
               "没倒的农民仍是×1。",
               "After the landlord takes the kitty each farmer may double (倒): their stake with the "
               "landlord becomes ×2; if anyone doubled, the landlord may redouble (踢回), making it ×4 "
               "with each farmer who doubled. A farmer who did not double stays at ×1."),
        yes_no("reverse_spring", "反春", "Reverse spring", False,
               "春天是地主出完牌而农民一张没出，分数×2。开了反春：农民赢、而地主只出过第一手牌时，也×2。",
               "A spring (春天: the landlord goes out before either farmer plays a card) doubles the "
               "score. With reverse spring, the farmers winning while the landlord played only the "
               "opening lead doubles it too."),
        match_hands(12, (6, 12, 24)),
    ),
    new_state=new_state,
    default_seats=3,
    sample_world=sample_world,
)
