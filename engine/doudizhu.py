"""斗地主 (Dou Dizhu, "fight the landlord"): the variant spec and its state machine.

Rules: ``shared/rules/climbing.md`` § 斗地主. One hand goes
``bid`` → (``double`` → ``redouble``)? → ``play`` → ``hand_over``; a match is
many hands with running totals and ends in ``match_over`` after ``match_hands``
hands (0: never). Combinations, comparisons and move lists come from the shared
climbing engine (:mod:`engine.climbing`) with the 斗地主 table.

Every shuffle and the face-up card come from the state's own seeded
``random.Random``, so a match replays exactly from its seed and actions.
"""
from __future__ import annotations

import random
from itertools import chain
from typing import Any, Mapping, Sequence

from .actions import Action, Bid, Double, Event, NextHand, Pass, Play
from .cards import BIG_JOKER, Card, full_deck
from .climbing.combos import Combo, beats, classify
from .climbing.legal import LegalPlays, add_to_piles, piles_of
from .climbing.moves import generator
from .climbing.position import Position
from .climbing.ranks import DOUDIZHU_ORDER, MAX_RANKS, UNIT
from .climbing.tables import BOMB, DOUDIZHU, ROCKET
from .doudizhu_sample import sample_world as sample_world  # re-exported: bots import it from here
from .doudizhu_score import HandResult, landlord_multiplier, score_hand
from .doudizhu_view import DoudizhuObservation
from .errors import RuleError
from .game import TABLE, GameState
from .spec import Choice, GameSpec, OptionSpec, yes_no

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
_KNOWN_ACTIONS = (Bid, Pass, Double, Play, NextHand)
_MOVES = generator(DOUDIZHU)
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
_NEXT_HAND = NextHand()


def next_seat(seat: int) -> int:
    """下家: the next seat counter-clockwise."""
    return (seat + 1) % SEATS


def sort_hand(cards) -> tuple[Card, ...]:
    """Cards in 斗地主 order, low to high (3 … A, 2, 小王, 大王); ties by card id."""
    return tuple(sorted(cards, key=lambda c: (_ORDER_INDEX(c.rank), c.id)))


class DoudizhuState(GameState):
    """A whole 斗地主 match. Build it with :data:`SPEC` ``.new_state`` (or :func:`new_state`)."""

    num_seats = SEATS

    def __init__(self, options: Mapping[str, Any], rng: random.Random, num_seats: int = SEATS) -> None:
        if num_seats != SEATS:
            raise ValueError("斗地主 is played by three")
        self._setup(options, rng)
        self.initial_events: list[Event] = []
        self._start_hand(self.initial_events)

    def _setup(self, options: Mapping[str, Any], rng: random.Random) -> None:
        """Every field, empty: shared by the constructor, :meth:`clone` and the sampler."""
        self.options = dict(options)
        self.rng = rng
        self._scores = [0] * SEATS
        self.hand_no = 0
        self._phase = "bid"
        self.result: HandResult | None = None
        self.hands: list[set[Card]] = [set() for _ in range(SEATS)]
        self.packed = [0] * SEATS  # per-seat packed rank counts, kept in step with hands
        self.piles: list[list[list[Card]]] = [piles_of((), DOUDIZHU_ORDER) for _ in range(SEATS)]
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
        self.turn: int | None = None
        self.lead: Combo | None = None
        self.lead_seat: int | None = None
        self.passes = 0
        self.round_plays: list[tuple[int, tuple[Card, ...]]] = []
        self.history: list[tuple[int, tuple[Card, ...]]] = []
        self.bombs = 0
        self.rockets = 0
        self.play_counts = [0] * SEATS
        self._offer: tuple | None = None  # see _offered_move
        #: the hands list that ``packed`` and ``piles`` were counted from (see _make_landlord)
        self._counted: list[set[Card]] | None = None

    # --- GameState ---------------------------------------------------------------------

    @property
    def phase(self) -> str:
        return self._phase

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self._scores)

    @property
    def match_hands(self) -> int:
        return int(self.options.get("match_hands", 12))

    def to_act(self) -> tuple[int, ...]:
        if self._phase in ("hand_over", "match_over") or self.turn is None:
            return ()
        return (self.turn,)

    def legal_actions(self, seat: int) -> Sequence[Action]:
        phase = self._phase
        if phase != "play" or seat != self.turn:
            return self._other_actions(seat, phase)
        hand, lead = self.packed[seat], self.lead
        moves = _MOVES.leads(hand) if lead is None else _MOVES.responses(hand, lead)
        legal = LegalPlays(moves, self.piles[seat], DOUDIZHU_ORDER, lead is not None)
        self._offer = (legal, seat, hand, lead)
        return legal

    def _other_actions(self, seat: int, phase: str) -> list[Action]:
        """:meth:`legal_actions` outside the play phase, or for a seat not to act."""
        if phase == "hand_over":
            return [_NEXT_HAND] if seat == TABLE else []
        if seat != self.turn or phase in ("match_over", "play"):
            return []
        if phase == "bid":
            return list(_BID_CHOICES[self.high_bid])
        return list(_DOUBLE_CHOICES)

    def validate(self, seat: int, action: Action) -> None:
        self._check(seat, action)

    def apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if self._phase == "play" and seat == self.turn and action.__class__ in (Play, Pass):
            self._apply_in_play(seat, action, events)
            return events
        checked = self._check(seat, action)
        self._offer = None
        if isinstance(action, NextHand):
            self._start_hand(events)
        elif self._phase == "bid":
            self._bid(seat, action.value if isinstance(action, Bid) else 0, events)
        elif self._phase == "double":
            self._double(seat, action.yes, events)
        elif self._phase == "redouble":
            self.redoubled = action.yes
            events.append(Event("redoubled", seat, {"yes": action.yes}))
            self._start_play(events)
        elif isinstance(action, Play):
            self._play(seat, action.cards, checked, events)
        else:
            self._pass(seat, events)
        return events

    def observe(self, seat: int | None) -> DoudizhuObservation:
        own = sort_hand(self.hands[seat]) if seat is not None and 0 <= seat < SEATS else ()
        finished = self._phase in ("hand_over", "match_over")
        return DoudizhuObservation(
            seat=seat,
            phase=self._phase,
            hand_no=self.hand_no,
            to_act=self.to_act(),
            hand=own,
            card_counts=tuple(len(h) for h in self.hands),
            face_up_card=self.face_up_card,
            face_up_seat=self.face_up_seat,
            bids=tuple(self.bids),
            landlord=self.landlord,
            base=self.high_bid if self.landlord is not None else 0,
            kitty=sort_hand(self.kitty) if self.kitty_shown else (),
            doubled=tuple(self.doubled),
            redoubled=self.redoubled,
            lead=self.lead,
            lead_seat=self.lead_seat if self.lead is not None else None,
            round_plays=tuple(self.round_plays),
            history=tuple(self.history),
            bombs_played=self.bombs + self.rockets,
            multiplier=self.multiplier(),
            scores=self.scores,
            hands_total=self.match_hands,
            result=self.result if finished else None,
            options=tuple(sorted(self.options.items())),
        )

    # --- helpers for tables and bots -----------------------------------------------------

    def multiplier(self) -> int:
        """The landlord's total factor now (see :class:`DoudizhuObservation`)."""
        spring = 1
        if self.result is not None and self._phase in ("hand_over", "match_over"):
            spring = (2 if self.result.spring else 1) * (2 if self.result.reverse_spring else 1)
        return landlord_multiplier(self.landlord, self.doubled, self.redoubled,
                                   self.bombs + self.rockets, spring)

    def clone(self) -> "DoudizhuState":
        """An independent copy (its own rng in the same state) for search bots."""
        twin = DoudizhuState.__new__(DoudizhuState)
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        twin.__dict__.update(self.__dict__)
        twin.rng = rng
        twin.options = dict(self.options)
        twin._scores = list(self._scores)
        twin.hands = twin._counted = [set(h) for h in self.hands]
        twin.packed = list(self.packed)
        twin.piles = [[list(pile) for pile in piles] for piles in self.piles]
        twin.bids = list(self.bids)
        twin.doubled = list(self.doubled)
        twin.round_plays = list(self.round_plays)
        twin.history = list(self.history)
        twin.play_counts = list(self.play_counts)
        twin.initial_events = []
        twin._offer = None
        return twin

    def position(self) -> Position:
        """The fast play-out position of the hand in play (packed counts; see CONTRACTS.md)."""
        to_act = self.turn if self.turn is not None else 0
        return Position(self.packed, to_act, self.lead, self.lead_seat, self.passes,
                        self.bombs, self.play_counts, rockets=self.rockets)

    def score_position(self, position: Position) -> HandResult:
        """The result this hand would have if it ended as the finished ``position`` did."""
        if position.winner is None or self.landlord is None:
            raise ValueError("the position is not finished, or there is no landlord yet")
        return self._score(position.winner, position.plays, position.bombs, position.rockets)

    # --- checking ------------------------------------------------------------------------

    def _apply_in_play(self, seat: int, action: Action, events: list[Event]) -> None:
        """:meth:`apply` for the seat to act in phase ``play`` and a plain Play or Pass.

        This is nearly every action of a hand, so it skips the general checks that
        cannot fail here (phase, turn, action type) and keeps only those that can,
        in the order :meth:`_check` makes them.
        """
        if action.__class__ is Pass:
            if self.lead is None:
                raise RuleError("cannot_pass_on_lead")
            self._offer = None
            self._pass(seat, events)
            return
        move = self._offered_move(seat, action)
        from_piles = move is not None
        if move is None:
            move = self._check_play(seat, action.cards)
        self._offer = None
        self._play(seat, action.cards, move, events, from_piles)

    def _offered_move(self, seat: int, action: Play):
        """The ``(packed, Combo)`` of a Play that the last :meth:`legal_actions` list built
        itself, if the seat still holds the same hand against the same lead; else None
        (then it is checked in full).

        A random or search play-out applies one of the offered Plays at almost every
        step, and checking it again (cards in hand, classify, beats) was a third of
        the cost of an action. The identity test keeps this safe for any input.
        """
        if self._offer is None:
            return None
        legal, offered_seat, hand, lead = self._offer
        if seat != offered_seat or self.packed[seat] != hand or self.lead is not lead:
            return None
        return legal.built_move(action)

    def _check(self, seat: int, action: Action):
        """Raise RuleError if ``action`` is refused; for a Play return its (packed, Combo)."""
        phase = self._phase
        if phase == "match_over":
            raise RuleError("match_over")
        if not isinstance(action, _KNOWN_ACTIONS):
            raise RuleError("unknown_action")
        if isinstance(action, NextHand):
            if phase != "hand_over":
                raise RuleError("hand_not_over")
            if seat != TABLE:
                raise RuleError("not_your_turn")
            return None
        if not isinstance(action, _PHASE_ACTIONS[phase]):
            raise RuleError("wrong_phase")
        if seat != self.turn:
            raise RuleError("not_your_turn")
        if isinstance(action, Bid):
            if not isinstance(action.value, int) or not 1 <= action.value <= MAX_BID:
                raise RuleError("bid_out_of_range")
            if action.value <= self.high_bid:
                raise RuleError("bid_not_higher", current=self.high_bid)
        elif isinstance(action, Double):
            if not isinstance(action.yes, bool):
                raise RuleError("unknown_action")
        elif isinstance(action, Pass):
            if phase == "play" and self.lead is None:
                raise RuleError("cannot_pass_on_lead")
        elif isinstance(action, Play):
            return self._check_play(seat, action.cards)
        return None

    def _check_play(self, seat: int, cards: tuple[Card, ...]) -> tuple[int, Combo]:
        if not cards:
            raise RuleError("empty_play")
        hand = self.hands[seat]
        if len(set(cards)) != len(cards) or not hand.issuperset(cards):
            raise RuleError("cards_not_in_hand")
        packed = _PACK(cards)
        lead = self.lead
        found = classify(packed, lead, DOUDIZHU)
        if found is None:
            raise RuleError("not_a_combination")
        if lead is not None and not beats(found, lead, DOUDIZHU):
            if lead.is_bomb or found.is_bomb or (found.kind == lead.kind and found.size == lead.size):
                raise RuleError("cannot_beat")
            raise RuleError("kind_mismatch", expected=lead.kind, size=lead.size)
        return packed, found

    # --- the hand ------------------------------------------------------------------------

    def _start_hand(self, events: list[Event]) -> None:
        """Next hand of the match: clear the table, deal, and open the bidding."""
        self.hand_no += 1
        self.result = None
        self._deal(events)

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
        self.lead = None
        self.lead_seat = None
        self.passes = 0
        self.round_plays = []
        self.history = []
        self.bombs = self.rockets = 0
        self.play_counts = [0] * SEATS
        self._phase = "bid"
        self.turn = self.face_up_seat
        events.append(Event("hand_started", None, {
            "hand_no": self.hand_no, "face_up_card": self.face_up_card,
            "face_up_seat": self.face_up_seat, "first_bidder": self.face_up_seat}))
        for seat in range(SEATS):  # piles in order are sort_hand's order: rank, then id
            cards = tuple(chain.from_iterable(self.piles[seat]))
            events.append(Event("dealt", seat, {"cards": cards}, private_to=seat))

    def _count_dealt(self, seat_ids: list[list[int]]) -> None:
        """:meth:`_recount` for a fresh deal, from the ids (ascending) each seat was dealt."""
        self._counted = self.hands
        self.packed = [sum(UNIT[_INDEX_OF_ID[i]] for i in ids) for ids in seat_ids]
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
            self.turn = next_seat(seat)

    def _make_landlord(self, events: list[Event]) -> None:
        landlord = self.landlord = self.high_bidder
        self.hands[landlord].update(self.kitty)
        if self.hands is self._counted:  # packed and piles still follow these hands: add the kitty
            self.packed[landlord] += _PACK(self.kitty)
            add_to_piles(self.piles[landlord], self.kitty, DOUDIZHU_ORDER)
        else:  # someone put other hands in place (a test's rigged deal): count them afresh
            self._recount()
        self.kitty_shown = True
        events.append(Event("landlord", landlord, {"base": self.high_bid, "kitty": sort_hand(self.kitty)}))
        if self.options.get("doubling", True):
            self._phase = "double"
            self.turn = next_seat(landlord)
        else:
            self._start_play(events)

    def _double(self, seat: int, yes: bool, events: list[Event]) -> None:
        """倒: the farmers in turn from the landlord's next seat; 踢回 only if someone doubled."""
        self.doubled[seat] = yes
        events.append(Event("doubled", seat, {"yes": yes}))
        if next_seat(seat) != self.landlord:
            self.turn = next_seat(seat)
        elif any(self.doubled):
            self._phase = "redouble"
            self.turn = self.landlord
        else:
            self._start_play(events)

    def _start_play(self, events: list[Event]) -> None:
        self._phase = "play"
        self.turn = self.lead_seat = self.landlord
        self.lead = None
        events.append(Event("new_round", self.landlord))

    def _play(self, seat: int, cards: tuple[Card, ...], checked, events: list[Event],
              from_piles: bool = False) -> None:
        """Put the checked play down; ``from_piles``: the cards are the lowest ids of their piles
        (a Play that :class:`LegalPlays` built), so they come off the front of each pile."""
        packed, found = checked
        self.hands[seat].difference_update(cards)
        self.packed[seat] -= packed
        piles = self.piles[seat]
        if from_piles:
            for card in cards:
                del piles[_RANK_INDEX[card.rank]][0]
        else:
            for card in cards:
                piles[_RANK_INDEX[card.rank]].remove(card)
        self.round_plays.append((seat, cards))
        self.history.append((seat, cards))
        self.play_counts[seat] += 1
        self.lead, self.lead_seat, self.passes = found, seat, 0
        events.append(Event("played", seat, {"cards": cards, "kind": found.kind}))
        if found.kind == BOMB or found.kind == ROCKET:
            if found.kind == BOMB:
                self.bombs += 1
            else:
                self.rockets += 1
            events.append(Event("bomb", seat, {"kind": found.kind, "multiplier": self.multiplier()}))
        if not self.packed[seat]:
            self._end_hand(seat, events)
        else:
            self.turn = (seat + 1) % SEATS

    def _pass(self, seat: int, events: list[Event]) -> None:
        self.round_plays.append((seat, ()))
        self.history.append((seat, ()))
        self.passes += 1
        events.append(Event("passed", seat))
        if self.passes == SEATS - 1:
            self.lead, self.passes, self.round_plays = None, 0, []
            self.turn = self.lead_seat
            events.append(Event("new_round", self.lead_seat))
        else:
            self.turn = next_seat(seat)

    def _score(self, winner: int, play_counts, bombs: int, rockets: int) -> HandResult:
        landlord = self.landlord
        landlord_won = winner == landlord
        farmers_played = sum(play_counts[s] for s in range(SEATS) if s != landlord)
        spring = landlord_won and farmers_played == 0
        reverse = (not landlord_won and bool(self.options.get("reverse_spring", False))
                   and play_counts[landlord] == 1)
        return score_hand(landlord=landlord, base=self.high_bid, doubled=self.doubled,
                          redoubled=self.redoubled, bombs=bombs, rockets=rockets,
                          landlord_won=landlord_won, spring=spring, reverse_spring=reverse)

    def _end_hand(self, winner: int, events: list[Event]) -> None:
        result = self.result = self._score(winner, self.play_counts, self.bombs, self.rockets)
        for seat, delta in enumerate(result.deltas):
            self._scores[seat] += delta
        self.turn = None
        events.append(Event("hand_over", winner, {"result": result}))
        if self.match_hands and self.hand_no >= self.match_hands:
            self._phase = "match_over"
            events.append(Event("match_over", None, {"scores": self.scores}))
        else:
            self._phase = "hand_over"


# --- the variant ----------------------------------------------------------------------------


def new_state(options: Mapping[str, Any], rng: random.Random, num_seats: int = SEATS) -> DoudizhuState:
    return DoudizhuState(options, rng, num_seats)


SPEC = GameSpec(
    id="doudizhu",
    name_zh="斗地主",
    name_en="Dou Dizhu (Fight the Landlord)",
    summary_zh="三人叫分抢地主，地主独战两家农民，先出完手牌的一方获胜。",
    summary_en="Three players bid to be the landlord, who plays alone against two farmers; "
               "the first side to shed all its cards wins.",
    family="climbing",
    seats=(3, 3),
    options=(
        yes_no("doubling", "倒 / 踢回", "Double / redouble", True,
               "叫分后农民可倒（加倍），地主可踢回。", "After the bidding each farmer may double; "
               "the landlord may then redouble."),
        yes_no("reverse_spring", "反春", "Reverse spring", False,
               "农民获胜且地主只出过首轮牌时分数再翻倍。",
               "Score ×2 when the farmers win and the landlord only played the opening lead."),
        OptionSpec("match_hands", "局数", "Hands per match", 12,
                   (Choice(6, "6 局", "6 hands"), Choice(12, "12 局", "12 hands"),
                    Choice(24, "24 局", "24 hands"), Choice(0, "不限", "No limit")),
                   "一场比赛的局数。", "How many hands make a match."),
    ),
    new_state=new_state,
    default_seats=3,
)
