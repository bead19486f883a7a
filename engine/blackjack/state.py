"""21点 with a player banker: the state machine of a whole match (rules/blackjack.md).

A round goes ``bet`` (each 闲家 in turn from the banker's next seat) → the deal
(two cards each, the first face down) → ``play`` (each 闲家's hands in turn) →
``banker`` (the banker hits or stands, or plays the casino rule by itself) →
settlement → ``hand_over``; the table then sends ``NextHand`` (next round) or
``Leave`` (the match ends, ``match_over``). The match also ends by itself when
no round can be formed (no banker who can cover a minimum bet, or no 闲家 who
can place one).

Covering bets (Decision, the seed is silent): chip stacks never go negative.
A 闲家 bets at most his own chips, and at most what the banker can still cover:
each hand reserves from the banker's stack the most it could win (its stake, or
1½ × the bet while it could still be a BlackJack paid 3:2). A 闲家 whose turn
comes when the bank is full sits out the round. Doubling and splitting need the
extra stake from the 闲家's chips *and* from the banker's uncovered chips.
"""
from __future__ import annotations

import random
from typing import Any, Mapping, Sequence

from ..actions import Action, Event, NextHand
from ..errors import RuleError
from ..game import TABLE, GameState
from .actions import Bet, DoubleDown, Hit, Leave, Split, Stand
from .hands import BLACKJACK, BUST, DOUBLED, STOOD, TWENTY_ONE, Hand
from .points import BUST_LIMIT, is_pair_of_points
from .settle import RoundResult, settle_round
from .shoe import Shoe
from .view import BlackjackObservation, SeatView, view_of

BET_UNIT = 10
DEFAULTS = {"decks": 1, "min_bet": 10, "max_bet": 500, "stack": 1000, "blackjack_pays": "1:1",
            "casino_banker": False, "rotate_bank": False, "banker": 1}
_NEXT_HAND, _LEAVE = NextHand(), Leave()
_HIT, _STAND, _DOUBLE, _SPLIT = Hit(), Stand(), DoubleDown(), Split()


class BlackjackState(GameState):
    """A whole 21点 match. Build it with ``SPEC.new_state`` (or :func:`new_state`)."""

    PHASE_ACTIONS = {"bet": (Bet,), "play": (Hit, Stand, DoubleDown, Split), "banker": (Hit, Stand),
                     "hand_over": (NextHand, Leave)}
    #: between rounds the table deals the next one or leaves (the match ends)
    TABLE_ACTIONS = (NextHand, Leave)

    def __init__(self, options: Mapping[str, Any], rng: random.Random, num_seats: int) -> None:
        if not 2 <= num_seats <= 6:
            raise ValueError("21点 is played by 2 to 6")
        self.options = {**DEFAULTS, **dict(options)}
        self.num_seats = num_seats
        self.rng = rng
        self.decks = int(self.options["decks"])
        self.min_bet = int(self.options["min_bet"])
        self.max_bet = max(self.min_bet, int(self.options["max_bet"]))
        self.three_to_two = self.options["blackjack_pays"] == "3:2"
        self.casino_banker = bool(self.options["casino_banker"])
        self.rotate_bank = bool(self.options["rotate_bank"])
        self.stacks = [int(self.options["stack"])] * num_seats
        self.banker = int(self.options["banker"]) % num_seats
        self.shoe = Shoe(self.decks, rng)
        self.hand_no = 0
        self._phase = "bet"
        self.hands: dict[int, list[Hand]] = {}
        self.banker_hand = Hand()
        self.bettors: list[int] = []      # 闲家 of this round, in turn order
        self.sitting_out: set[int] = set()
        self.last_bets = [0] * num_seats
        self.turn: int | None = None
        self.active_hand = 0
        self.result: RoundResult | None = None
        self.initial_events: list[Event] = []
        self._start_round(self.initial_events)

    # --- GameState -------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return self._phase

    @property
    def scores(self) -> tuple[int, ...]:
        """The chip stacks (the running totals of this game)."""
        return tuple(self.stacks)

    def to_act(self) -> tuple[int, ...]:
        if self._phase in ("hand_over", "match_over") or self.turn is None:
            return ()
        return (self.turn,)

    def legal_actions(self, seat: int) -> Sequence[Action]:
        phase = self._phase
        if phase == "hand_over":
            return [_NEXT_HAND, _LEAVE] if seat == TABLE else []
        if phase == "match_over" or seat != self.turn:
            return []
        if phase == "bet":
            low, high = self.bet_range(seat)
            return [Bet(amount) for amount in range(low, high + 1, BET_UNIT)]
        if phase == "banker":
            return [_HIT, _STAND]
        legal: list[Action] = [_HIT, _STAND]
        if self._can_double(seat):
            legal.append(_DOUBLE)
        if self._can_split(seat):
            legal.append(_SPLIT)
        return legal

    def validate(self, seat: int, action: Action) -> None:
        self.guard(seat, action)
        if isinstance(action, Bet):
            low, high = self.bet_range(seat)
            amount = action.amount
            if not isinstance(amount, int) or amount % BET_UNIT:
                raise RuleError("bj_bet_unit", unit=BET_UNIT)
            if amount < low:
                raise RuleError("bj_bet_too_low", low=low)
            if amount > high:
                raise RuleError("bj_bet_too_high", high=high)
        elif isinstance(action, DoubleDown):
            self._check_double(seat)
        elif isinstance(action, Split):
            self._check_split(seat)

    def apply(self, seat: int, action: Action) -> list[Event]:
        self.validate(seat, action)
        events: list[Event] = []
        if isinstance(action, NextHand):
            self._start_round(events)
        elif isinstance(action, Leave):
            self._phase = "match_over"
            events.append(Event("left", None, {}))
            events.append(Event("match_over", None, {"stacks": tuple(self.stacks)}))
        elif isinstance(action, Bet):
            self._bet(seat, action.amount, events)
        elif self._phase == "banker":
            self._banker_move(isinstance(action, Hit), events)
        elif isinstance(action, Hit):
            self._hit(seat, events)
        elif isinstance(action, Stand):
            hand = self.hands[seat][self.active_hand]
            hand.done, hand.status = True, STOOD
            events.append(Event("stood", seat, {"hand": self.active_hand}))
            self._advance(events)
        elif isinstance(action, DoubleDown):
            self._double(seat, events)
        else:
            self._split(seat, events)
        return events

    def observe(self, seat: int | None) -> BlackjackObservation:
        finished = self._phase in ("hand_over", "match_over") and self.result is not None
        settled: dict[tuple[int, int], tuple[str, int]] = {}
        if finished:
            for (key, params, amount), outcome in zip(self.result.lines, self.result.outcomes):
                settled[(params["seat"], params["hand"] - 1)] = (outcome, amount)
        seats = []
        for s in range(self.num_seats):
            is_banker = s == self.banker
            if is_banker:
                hands = (view_of(self.banker_hand, s == seat),) if self.banker_hand.cards else ()
            else:
                hands = tuple(view_of(h, s == seat, *settled.get((s, i), (None, None)))
                              for i, h in enumerate(self.hands.get(s, ())))
            seats.append(SeatView(s, self.stacks[s], is_banker, is_banker or s in self.hands,
                                  s in self.sitting_out, hands, self.last_bets[s]))
        active = None
        if self._phase == "play" and self.turn is not None:
            active = (self.turn, self.active_hand)
        elif self._phase == "banker":
            active = (self.banker, 0)
        bet_range = self.bet_range(seat) if self._phase == "bet" and seat == self.turn else None
        return BlackjackObservation(
            seat=seat, phase=self._phase, hand_no=self.hand_no, to_act=self.to_act(), banker=self.banker,
            seats=tuple(seats), active=active, bet_range=bet_range, min_bet=self.min_bet,
            max_bet=self.max_bet, bet_unit=BET_UNIT, shoe_left=self.shoe.remaining, decks=self.decks,
            seen=tuple(self.shoe.seen), casino_banker=self.casino_banker, three_to_two=self.three_to_two,
            result=self.result if finished else None, options=tuple(sorted(self.options.items())))

    def inventory(self) -> list:
        """Every card of the shoe's decks: in the shoe, on the table, among the discards."""
        return self.shoe.cards + self.shoe.discards + self._table_cards()

    def secrets(self, seat: int | None) -> set:
        """The cards in the shoe and every other seat's hole card not yet turned up (the
        discards were all face up before they were gathered)."""
        hidden = set(self.shoe.cards)
        for owner, hands in list(self.hands.items()) + [(self.banker, [self.banker_hand])]:
            if owner != seat:
                hidden.update(h.cards[0] for h in hands if h.hole_hidden and h.cards)
        return hidden

    # --- covering bets ------------------------------------------------------------------------
    def _exposure(self, hand: Hand) -> int:
        """The most the banker could pay this hand from now on."""
        if self.three_to_two and (not hand.cards or hand.status == BLACKJACK):
            return hand.bet * 3 // 2
        return hand.stake

    def bank_free(self) -> int:
        """The banker's chips not yet reserved for the bets on the table."""
        reserved = sum(self._exposure(h) for hands in self.hands.values() for h in hands)
        return self.stacks[self.banker] - reserved

    def committed(self, seat: int) -> int:
        return sum(h.stake for h in self.hands.get(seat, ()))

    def bet_range(self, seat: int) -> tuple[int, int]:
        """(lowest, highest) bet for ``seat`` now; highest < lowest means it cannot bet."""
        free = self.bank_free()
        cover = free * 2 // 3 if self.three_to_two else free
        high = min(self.max_bet, self.stacks[seat], cover)
        return self.min_bet, high - high % BET_UNIT

    def can_bank(self, seat: int) -> bool:
        need = self.min_bet * 3 // 2 if self.three_to_two else self.min_bet
        return self.stacks[seat] >= need

    def can_bet(self, seat: int) -> bool:
        return self.stacks[seat] >= self.min_bet

    def _extra_covered(self, seat: int, hand: Hand) -> bool:
        """The 闲家 and the banker both have chips for one more bet of this hand's size."""
        return (self.stacks[seat] - self.committed(seat) >= hand.bet
                and self.bank_free() + self._exposure(hand) - hand.stake - hand.bet >= 0)

    def _check_double(self, seat: int) -> None:
        hand = self.hands[seat][self.active_hand]
        if hand.from_split:
            raise RuleError("bj_no_double_after_split")
        if hand.points >= BUST_LIMIT:
            raise RuleError("bj_double_below_21")
        if not self._extra_covered(seat, hand):
            raise RuleError("bj_not_covered")

    def _check_split(self, seat: int) -> None:
        hands = self.hands[seat]
        hand = hands[self.active_hand]
        if hand.from_split or len(hands) > 1:
            raise RuleError("bj_no_resplit")
        if len(hand.cards) != 2 or not is_pair_of_points(hand.cards):
            raise RuleError("bj_split_needs_pair")
        if not self._extra_covered(seat, hand):
            raise RuleError("bj_not_covered")

    def _can_double(self, seat: int) -> bool:
        try:
            self._check_double(seat)
        except RuleError:
            return False
        return True

    def _can_split(self, seat: int) -> bool:
        try:
            self._check_split(seat)
        except RuleError:
            return False
        return True

    # --- the round ----------------------------------------------------------------------------
    def _seats_after(self, seat: int) -> list[int]:
        return [(seat + i) % self.num_seats for i in range(1, self.num_seats)]

    def _start_round(self, events: list[Event]) -> None:
        self.shoe.discard(self._table_cards())
        self.hands = {}
        self.banker_hand = Hand()
        self.result = None
        self.sitting_out = set()
        if not self._choose_banker(events):
            self._end_match(events)
            return
        self.hand_no += 1
        self.bettors = []
        self._phase = "bet"
        events.append(Event("hand_started", None, {"hand_no": self.hand_no, "banker": self.banker}))
        self._next_bettor(self._seats_after(self.banker), events)

    def _choose_banker(self, events: list[Event]) -> bool:
        """Keep (or with 轮流坐庄 pass on) the bank to a seat that can cover a bet; False: no round."""
        candidates = [self.banker] + self._seats_after(self.banker)
        if self.rotate_bank and self.hand_no > 0:
            candidates = candidates[1:] + candidates[:1]
        for seat in candidates:
            if self.can_bank(seat) and any(self.can_bet(s) for s in range(self.num_seats) if s != seat):
                if seat != self.banker:
                    events.append(Event("new_banker", seat, {"previous": self.banker}))
                self.banker = seat
                return True
        return False

    def _next_bettor(self, queue: list[int], events: list[Event]) -> None:
        """Give the bet to the next 闲家 in ``queue`` who can bet; deal when nobody is left."""
        while queue:
            seat = queue[0]
            low, high = self.bet_range(seat)
            if seat not in self.hands and seat not in self.sitting_out:
                if self.can_bet(seat) and high >= low:
                    self.turn = seat
                    return
                self.sitting_out.add(seat)
                events.append(Event("sat_out", seat, {"broke": not self.can_bet(seat)}))
            queue.pop(0)
        self._deal(events)

    def _bet(self, seat: int, amount: int, events: list[Event]) -> None:
        self.hands[seat] = [Hand(bet=amount)]
        self.bettors.append(seat)
        self.last_bets[seat] = amount
        events.append(Event("bet", seat, {"amount": amount}))
        order = self._seats_after(self.banker)
        self._next_bettor(order[order.index(seat) + 1:], events)

    def _draw(self, events: list[Event]):
        card, reshuffled = self.shoe.draw()
        if reshuffled:
            events.append(Event("reshuffled", None, {"cards": self.shoe.remaining + 1, "mid_round": True}))
        return card

    def _give(self, seat: int, hand: Hand, index: int, events: list[Event], face_down: bool = False,
              kind: str = "card") -> None:
        card = self._draw(events)
        hand.cards.append(card)
        if face_down:
            events.append(Event("hole_card", seat, {"hand": index, "card": card}, private_to=seat))
            events.append(Event("card_face_down", seat, {"hand": index}))
        else:
            self.shoe.show(card)
            events.append(Event(kind, seat, {"hand": index, "card": card}))

    def _deal(self, events: list[Event]) -> None:
        self.turn = None
        if self.shoe.needs_reshuffle():
            self.shoe.reshuffle()
            events.append(Event("reshuffled", None, {"cards": self.shoe.remaining, "mid_round": False}))
        order = self.bettors + [self.banker]
        for face_down in (True, False):
            for seat in order:
                hand = self.banker_hand if seat == self.banker else self.hands[seat][0]
                self._give(seat, hand, 0, events, face_down=face_down)
        for seat in self.bettors:
            hand = self.hands[seat][0]
            if hand.natural:
                hand.done, hand.status = True, BLACKJACK
                self._reveal(seat, hand, 0, events)
                events.append(Event("blackjack", seat, {"hand": 0}))
        self._phase = "play"
        self.active_hand = 0
        self._next_player(self.bettors, events)

    def _next_player(self, queue: list[int], events: list[Event]) -> None:
        for seat in queue:
            for index, hand in enumerate(self.hands[seat]):
                if not hand.done:
                    self.turn, self.active_hand = seat, index
                    return
        self._banker_turn(events)

    def _advance(self, events: list[Event]) -> None:
        """The active hand is closed: the seat's next hand, the next 闲家, or the banker."""
        seat = self.turn
        index = self.bettors.index(seat)
        self._next_player(self.bettors[index:], events)

    def _after_card(self, seat: int, index: int, events: list[Event]) -> None:
        """A bust closes the hand (and turns it up); exactly 21 stands by itself."""
        hand = self.hands[seat][index]
        total = hand.points
        if total > BUST_LIMIT:
            hand.done, hand.status = True, BUST
            self._reveal(seat, hand, index, events)
            events.append(Event("bust", seat, {"hand": index, "points": total}))
        elif total == BUST_LIMIT:
            hand.done, hand.status = True, TWENTY_ONE
            events.append(Event("twenty_one", seat, {"hand": index}))

    def _hit(self, seat: int, events: list[Event]) -> None:
        hand = self.hands[seat][self.active_hand]
        self._give(seat, hand, self.active_hand, events, kind="hit")
        self._after_card(seat, self.active_hand, events)
        if hand.done:
            self._advance(events)

    def _double(self, seat: int, events: list[Event]) -> None:
        hand = self.hands[seat][self.active_hand]
        hand.doubled = True
        self._give(seat, hand, self.active_hand, events, kind="doubled")
        self._after_card(seat, self.active_hand, events)
        if not hand.done or hand.status == TWENTY_ONE:
            hand.done, hand.status = True, DOUBLED
        self._advance(events)

    def _split(self, seat: int, events: list[Event]) -> None:
        hand = self.hands[seat][0]
        first, second = hand.cards
        if hand.hole_hidden:  # both cards go face up to be split
            self.shoe.show(first)
        hands = [Hand([first], hand.bet, from_split=True, hole_hidden=False),
                 Hand([second], hand.bet, from_split=True, hole_hidden=False)]
        self.hands[seat] = hands
        events.append(Event("split", seat, {"cards": (first, second)}))
        for index, new in enumerate(hands):
            self._give(seat, new, index, events, kind="split_card")
            self._after_card(seat, index, events)
        self.active_hand = 0
        self._next_player(self.bettors[self.bettors.index(seat):], events)

    def _reveal(self, seat: int, hand: Hand, index: int, events: list[Event]) -> None:
        if hand.hole_hidden and hand.cards:
            hand.hole_hidden = False
            self.shoe.show(hand.cards[0])
            events.append(Event("revealed", seat, {"hand": index, "card": hand.cards[0]}))

    # --- the banker -----------------------------------------------------------------------------
    def _banker_turn(self, events: list[Event]) -> None:
        self.turn = None
        self._reveal(self.banker, self.banker_hand, 0, events)
        live = any(h.status != BUST for hands in self.hands.values() for h in hands)
        if not live or self.banker_hand.points >= BUST_LIMIT:
            self._settle(events)
            return
        self._phase = "banker"
        events.append(Event("banker_turn", self.banker, {}))
        if self.casino_banker:
            while self.banker_hand.points < 17:
                self._give(self.banker, self.banker_hand, 0, events, kind="hit")
            self._settle(events)
        else:
            self.turn = self.banker

    def _banker_move(self, hit: bool, events: list[Event]) -> None:
        hand = self.banker_hand
        if not hit:
            events.append(Event("stood", self.banker, {"hand": 0}))
            self._settle(events)
            return
        self._give(self.banker, hand, 0, events, kind="hit")
        if hand.points > BUST_LIMIT:
            events.append(Event("bust", self.banker, {"hand": 0, "points": hand.points}))
            self._settle(events)
        elif hand.points == BUST_LIMIT:
            self._settle(events)

    # --- settlement -----------------------------------------------------------------------------
    def _settle(self, events: list[Event]) -> None:
        self.turn = None
        for seat in self.bettors:
            for index, hand in enumerate(self.hands[seat]):
                self._reveal(seat, hand, index, events)
        hand = self.banker_hand
        hand.done = True
        hand.status = BUST if hand.busted else BLACKJACK if hand.natural else STOOD
        in_play = [(seat, i, h) for seat in self.bettors for i, h in enumerate(self.hands[seat])]
        self.result = settle_round(self.banker, (hand.points, hand.natural), in_play, self.num_seats,
                                   self.three_to_two)
        for seat, delta in enumerate(self.result.deltas):
            self.stacks[seat] += delta
        self._phase = "hand_over"
        events.append(Event("hand_over", None, {"result": self.result}))
        if not self._round_possible():
            self._end_match(events)

    def _round_possible(self) -> bool:
        return any(self.can_bank(b) and any(self.can_bet(s) for s in range(self.num_seats) if s != b)
                   for b in range(self.num_seats))

    def _end_match(self, events: list[Event]) -> None:
        self._phase = "match_over"
        self.turn = None
        events.append(Event("match_over", None, {"stacks": tuple(self.stacks)}))

    def _table_cards(self) -> list:
        cards = list(self.banker_hand.cards)
        for hands in self.hands.values():
            for hand in hands:
                cards.extend(hand.cards)
        return cards
