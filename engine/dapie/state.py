"""The 打撇 match: bid → trump → put_back → double → (answer) → play → hand_over … match_over.

Rules: ``shared/rules/dapie.md``. The first dealer is drawn by lot (the state's seeded
rng), later the last hand's declarer deals. Bidding (engine/dapie/bidding.py) starts
after the dealer, one turn each; four passes deal again, and on the third deal in a
row the dealer must bid. The declarer names the trump (``NameTrump``), takes the
kitty and puts 4 back (``PutBack``; engine/dapie/kitty.py). Each 撇家 in turn from
the declarer's next seat answers ``Double(yes)`` (倒 / 不倒); when any doubled the
declarer answers ``Concede()`` (认输: the hand ends), ``Double(True)`` (踢回) or
``Double(False)`` (放弃). Then tricks (engine/dapie/position.py); at his first lead
the declarer may ``LayDown()`` (摆撇), after which his cards play themselves. The
result (engine/dapie/score.py) moves the running totals; ``NextHand`` (``TABLE``)
deals the next hand until ``match_hands`` hands are done (0 = no limit).

Seats 0–3, next seat = (s + 1) % 4 (counter-clockwise). All shuffles and the lot come
from the one seeded ``random.Random``.
"""
from __future__ import annotations

import random
from typing import Any, Mapping, Sequence

from ..actions import Action, Bid, Double, Event, NextHand, Pass, Play
from ..cards import Card, Suit
from ..errors import RuleError
from ..game import TABLE, GameState
from ..stakes import stake
from ..tricks.points import TrickRecord, card_points
from .actions import Concede, LayDown, NameTrump, PutBack
from .bidding import Auction
from .kitty import check_put_back, put_back_choices, shown_cards
from .position import Position
from .rules import KITTY, SEATS, DapieRules
from .score import DapieResult, concede, settle
from .view import DapieObservation

DEFAULTS = {"base": 1, "match_hands": 8}
_SUITS = ("S", "H", "C", "D")


class DapieState(GameState):
    """A whole 打撇 match of one kind (``rules``)."""

    num_seats = SEATS
    PHASE_ACTIONS = {"bid": (Bid, Pass), "trump": (NameTrump,), "put_back": (PutBack,), "double": (Double,),
                     "answer": (Double, Concede), "play": (Play, LayDown), "hand_over": (NextHand,)}

    def __init__(self, options: Mapping[str, Any], rng: random.Random, rules: DapieRules,
                 num_seats: int = SEATS) -> None:
        if num_seats != SEATS:
            raise ValueError("打撇 is played by four")
        self.rules = rules
        self.options = {**DEFAULTS, **dict(options)}
        self.rng = rng
        self.totals = [0] * SEATS
        self.hand_no = 1
        self.deal_no = 0
        self.redeals = 0
        self.dealer = rng.randrange(SEATS)
        self.initial_events: list[Event] = []
        self._deal(self.initial_events)

    # --- settings ------------------------------------------------------------------------

    @property
    def base(self) -> int:
        return int(self.options["base"])

    @property
    def hands_total(self) -> int:
        return int(self.options["match_hands"])

    # --- GameState -----------------------------------------------------------------------

    @property
    def phase(self) -> str:
        return self._phase

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.totals)

    def to_act(self) -> tuple[int, ...]:
        phase = self._phase
        if phase == "bid":
            return (self.auction.bidder,)
        if phase in ("trump", "put_back", "answer"):
            return (self.declarer,)
        if phase == "double":
            return (self.asking,)
        if phase == "play":
            return (self.pos.turn,)
        return ()

    def legal_actions(self, seat: int) -> Sequence[Action]:
        phase = self._phase
        if phase in ("hand_over",):
            return [NextHand()] if seat == TABLE else []
        if seat not in self.to_act():
            return []
        if phase == "bid":
            bids = [Bid(v) for v in self.auction.legal_bids()]
            return bids if self.auction.must_bid(seat) else [Pass()] + bids
        if phase == "trump":
            return [NameTrump(s) for s in _SUITS]
        if phase == "put_back":
            return [PutBack(c) for c in put_back_choices(self.pos.hands[seat], self.ctx)]
        if phase == "double":
            return [Double(False), Double(True)]
        if phase == "answer":
            return [Double(False), Double(True), Concede()]
        plays: list[Action] = [Play((c,)) for c in self.ctx.sort_hand(self.pos.legal())]
        if self._may_lay_down(seat):
            plays.insert(0, LayDown())
        return plays

    def validate(self, seat: int, action: Action) -> None:
        self._check(seat, action)

    def apply(self, seat: int, action: Action) -> list[Event]:
        self._check(seat, action)
        events: list[Event] = []
        if isinstance(action, NextHand):
            self.hand_no += 1
            self.redeals = 0
            self._deal(events)
        elif isinstance(action, (Bid, Pass)):
            self._bid(seat, action.value if isinstance(action, Bid) else 0, events)
        elif isinstance(action, NameTrump):
            self._name_trump(Suit(action.suit), events)
        elif isinstance(action, PutBack):
            self._put_back(action.cards, events)
        elif isinstance(action, Double):
            if self._phase == "double":
                self._double(seat, action.yes, events)
            else:
                self._answer("redouble" if action.yes else "play_on", events)
        elif isinstance(action, Concede):
            self._answer("concede", events)
        elif isinstance(action, LayDown):
            self._lay_down(events)
        elif isinstance(action, Play):
            self._play(action.cards[0], events)
        return events

    def observe(self, seat: int | None) -> DapieObservation:
        own = seat is not None and 0 <= seat < SEATS
        phase = self._phase
        pos = self.pos
        declarer_view = own and seat == self.declarer
        after_put_back = self.put_back_cards is not None
        return DapieObservation(
            seat=seat, variant=self.rules.variant, phase=phase, hand_no=self.hand_no,
            hands_total=self.hands_total, deal_no=self.deal_no, redeals=self.redeals,
            dealer=self.dealer, to_act=self.to_act(),
            hand=self.ctx.sort_hand(pos.hands[seat]) if own else (),
            card_counts=tuple(len(h) for h in pos.hands),
            bids=self.auction.bids, high_bid=self.auction.high,
            must_bid=self._phase == "bid" and self.auction.must_bid(self.auction.bidder),
            declarer=self.declarer, contract=self.contract, trump_suit=self.trump,
            kitty_taken=self.kitty_taken if declarer_view else (),
            put_back=self.put_back_cards if declarer_view and after_put_back else (),
            shown_put_back=shown_cards(self.put_back_cards, self.ctx) if after_put_back else (),
            doubled=tuple(self.doubled), answer=self.answer, stakes=self._stakes(),
            laid_down=pos.laid_down,
            open_hands=tuple(self.ctx.sort_hand(h) for h in pos.hands) if pos.laid_down else (),
            leader=pos.leader if phase == "play" else None, trick=tuple((s, (c,)) for s, c in pos.trick),
            tricks=tuple(self.tricks), points=tuple(pos.points),
            declarer_points=pos.declarer_points() if self.declarer is not None else 0,
            opponent_points=pos.opponent_points() if self.declarer is not None else 0,
            voids=tuple(frozenset(v) for v in pos.voids), base=self.base,
            result=self.result if phase in ("hand_over", "match_over") else None,
            scores=self.scores, options=tuple(sorted(self.options.items())))

    def inventory(self) -> list[Card]:
        """The hands, the kitty (dealt or put back; none while the declarer holds it), the
        trick in progress and the finished tricks."""
        cards = [c for h in self.pos.hands for c in h]
        cards += self.kitty
        cards += [c for _, c in self.pos.trick]
        return cards + [c for t in self.tricks for _, played in t.plays for c in played]

    def secrets(self, seat: int | None) -> set[Card]:
        """The other hands (none after a 摆撇), and the kitty: to everyone until the declarer
        takes it, then the put-back cards that are not shown, to all but the declarer, until
        the hand is over."""
        hidden: set[Card] = set()
        if not self.pos.laid_down:
            for s, h in enumerate(self.pos.hands):
                if s != seat:
                    hidden.update(h)
        if self._phase in ("hand_over", "match_over"):
            return hidden
        if self.put_back_cards is None:
            hidden.update(self.kitty)
        elif seat != self.declarer:
            hidden.update(set(self.put_back_cards) - set(shown_cards(self.put_back_cards, self.ctx)))
        return hidden

    def clone(self) -> "DapieState":
        """An independent copy (its own rng in the same state) for search bots."""
        twin = DapieState.__new__(DapieState)
        twin.__dict__.update(self.__dict__)
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        twin.options = dict(self.options)
        twin.totals = list(self.totals)
        twin.pos = self.pos.copy()
        twin.doubled = list(self.doubled)
        twin.double_order = list(self.double_order)
        twin.tricks = list(self.tricks)
        twin.initial_events = []
        return twin

    def position(self) -> Position:
        """A copy of the tricks in play, for search play-outs."""
        return self.pos.copy()

    # --- checking ------------------------------------------------------------------------

    def _check(self, seat: int, action: Action) -> None:
        """The shared turn guard, then the rule of the action's phase."""
        self.guard(seat, action)
        if isinstance(action, (Bid, Pass)):
            self.auction.check(seat, action.value if isinstance(action, Bid) else 0)
        elif isinstance(action, NameTrump):
            if action.suit not in _SUITS:
                raise RuleError("dapie_not_a_suit")
        elif isinstance(action, PutBack):
            check_put_back(action.cards, self.pos.hands[seat])
        elif isinstance(action, LayDown):
            if not self._may_lay_down(seat):
                raise RuleError("dapie_lay_down_first_lead")
        elif isinstance(action, Play):
            self.pos.check(seat, action.cards)

    def _may_lay_down(self, seat: int) -> bool:
        pos = self.pos
        return seat == self.declarer and pos.first_lead and not pos.laid_down

    # --- the deal and the bidding --------------------------------------------------------

    def _deal(self, events: list[Event]) -> None:
        deck = list(self.rules.deck)
        self.rng.shuffle(deck)
        size = self.rules.hand_size
        self.deal_no += 1
        self.ctx = self.rules.context(None)
        hands = [deck[s * size:(s + 1) * size] for s in range(SEATS)]
        self.kitty: tuple[Card, ...] = tuple(deck[SEATS * size:])
        self.auction = Auction(self.dealer, self.redeals)
        self.declarer: int | None = None
        self.contract = 0
        self.trump: Suit | None = None
        self.kitty_taken: tuple[Card, ...] = ()
        self.put_back_cards: tuple[Card, ...] | None = None
        self.doubled: list[bool | None] = [None] * SEATS
        self.double_order: list[int] = []
        self.answer: str | None = None
        self.asking: int | None = None
        self.tricks: list[TrickRecord] = []
        self.result: DapieResult | None = None
        self.pos = Position(self.ctx, self.dealer, hands)
        self._phase = "bid"
        events.append(Event("hand_started", None, {
            "hand_no": self.hand_no, "deal_no": self.deal_no, "dealer": self.dealer,
            "redeals": self.redeals, "first_bidder": self.auction.bidder,
            "dealer_must_bid": self.auction.forced}))
        for seat in range(SEATS):
            events.append(Event("dealt", seat, {"cards": self.ctx.sort_hand(hands[seat])}, private_to=seat))

    def _bid(self, seat: int, value: int, events: list[Event]) -> None:
        self.auction = self.auction.after(seat, value)
        events.append(Event("bid", seat, {"value": value}))
        if not self.auction.done:
            return
        if not self.auction.high:
            self.redeals += 1
            events.append(Event("redeal", None, {"redeals": self.redeals}))
            self._deal(events)
            return
        self.redeals = 0
        self.declarer = self.pos.declarer = self.auction.high_seat
        self.contract = self.auction.high
        events.append(Event("declarer", self.declarer, {"contract": self.contract}))
        self._phase = "trump"

    def _name_trump(self, suit: Suit, events: list[Event]) -> None:
        self.trump = suit
        self.ctx = self.rules.context(suit)
        self.pos.ctx = self.ctx
        events.append(Event("trump_named", self.declarer, {"suit": suit.value}))
        self.kitty_taken = self.kitty
        self.pos.hands[self.declarer].extend(self.kitty)
        self.kitty = ()
        events.append(Event("kitty_taken", self.declarer, {"count": KITTY}))
        events.append(Event("kitty_cards", self.declarer, {"cards": self.kitty_taken}, private_to=self.declarer))
        self._phase = "put_back"

    def _put_back(self, cards: tuple[Card, ...], events: list[Event]) -> None:
        hand = self.pos.hands[self.declarer]
        for card in cards:
            hand.remove(card)
        self.kitty = self.put_back_cards = tuple(cards)
        events.append(Event("put_back", self.declarer, {"count": KITTY, "shown": shown_cards(cards, self.ctx)}))
        events.append(Event("put_back_cards", self.declarer, {"cards": tuple(cards)}, private_to=self.declarer))
        self._phase = "double"
        self.asking = (self.declarer + 1) % SEATS

    # --- 倒, 踢回, 认输 ------------------------------------------------------------------

    def _double(self, seat: int, yes: bool, events: list[Event]) -> None:
        self.doubled[seat] = yes
        if yes:
            self.double_order.append(seat)
        events.append(Event("doubled", seat, {"yes": yes}))
        following = (seat + 1) % SEATS
        if following != self.declarer:
            self.asking = following
            return
        self.asking = None
        if self.double_order:
            self._phase = "answer"
        else:
            self._start_play(events)

    def _answer(self, answer: str, events: list[Event]) -> None:
        self.answer = answer
        events.append(Event("answered", self.declarer, {"answer": answer}))
        if answer == "concede":
            self.result = concede(declarer=self.declarer, contract=self.contract, base=self.base,
                                  first_doubler=self.double_order[0], kitty=self.put_back_cards)
            self._end_hand(events)
            return
        self._start_play(events)

    def _stakes(self) -> tuple[int, ...]:
        if self.declarer is None:
            return (1,) * SEATS
        return tuple(0 if s == self.declarer else stake(self.doubled[s], self.answer == "redouble")
                     for s in range(SEATS))

    # --- play ----------------------------------------------------------------------------

    def _start_play(self, events: list[Event]) -> None:
        self._phase = "play"
        self.pos.turn = self.pos.leader = self.declarer
        events.append(Event("play_started", self.declarer, {"stakes": self._stakes()}))

    def _lay_down(self, events: list[Event]) -> None:
        self.pos.laid_down = True
        events.append(Event("laid_down", self.declarer, {
            "hands": tuple(self.ctx.sort_hand(h) for h in self.pos.hands)}))
        self._auto(events)

    def _play(self, card: Card, events: list[Event], automatic: bool = False) -> None:
        seat = self.pos.turn
        record = self.pos.play(card)
        data = {"cards": (card,)}
        if automatic:
            data["automatic"] = True
        events.append(Event("played", seat, data))
        if record is not None:
            self.tricks.append(record)
            events.append(Event("trick_won", record.winner, {
                "points": record.points, "declarer_points": self.pos.declarer_points(),
                "opponent_points": self.pos.opponent_points()}))
            if self.pos.over:
                self._finish(events)
                return
        if not automatic:
            self._auto(events)

    def _auto(self, events: list[Event]) -> None:
        """After a 摆撇, play the declarer's cards whenever it is his turn."""
        pos = self.pos
        while pos.laid_down and not pos.over and pos.turn == self.declarer and self._phase == "play":
            self._play(pos.automatic_card(), events, automatic=True)

    def _finish(self, events: list[Event]) -> None:
        pos = self.pos
        kitty_points = card_points(self.put_back_cards or ())
        self.result = settle(declarer=self.declarer, contract=self.contract, base=self.base,
                             doubled=self.doubled, redoubled=self.answer == "redouble",
                             declarer_points=pos.declarer_points() + kitty_points,
                             opponent_points=pos.opponent_points(), laid_down=pos.laid_down,
                             failed=pos.failed, kitty=self.put_back_cards)
        self._end_hand(events)

    def _end_hand(self, events: list[Event]) -> None:
        result = self.result
        for seat, delta in enumerate(result.deltas):
            self.totals[seat] += delta
        self.dealer = self.declarer
        events.append(Event("hand_over", None, {"result": result}))
        if self.hands_total and self.hand_no >= self.hands_total:
            self._phase = "match_over"
            events.append(Event("match_over", None, {"scores": self.scores}))
        else:
            self._phase = "hand_over"
