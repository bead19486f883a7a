"""The 升级 match state: deal (with declarations) → bury → play → hand_over … match_over.

Rules: ``shared/rules/shengji.md``. The deal is one card at a time,
counter-clockwise, each card one :class:`DealNext` by ``TABLE``; between two cards
every seat holding a legal declaration is in ``to_act`` (before ``TABLE``) and may
:class:`Declare` — or ``Pass`` (not now), which changes nothing. When every card is
out one more ``DealNext`` closes the deal.

With ``declare_timing`` "after" (the hot-seat form, where several people share one
screen and cannot all watch their cards arrive) nobody declares during the deal;
after the last card every seat is asked in turn, in deal order, to declare or
``Pass`` — asked whatever it holds, so being asked says nothing — until, after
the last declaration, every other seat has passed (with none, until all four
have). That closes the deal: the trump is fixed, the dealer takes the
kitty and must :class:`Bury` as many cards. Then tricks; the last one ends the hand,
the result table moves the levels, and ``NextHand`` (``TABLE``) deals again until a
team wins at A.

All shuffles come from the state's one seeded ``random.Random``.
"""
from __future__ import annotations

import random
from typing import Any, Mapping, Sequence

from ..actions import Action, Event, NextHand, Pass, Play
from ..cards import Card
from ..errors import RuleError
from ..game import TABLE, GameState
from .actions import Bury, DealNext, Declare
from .declare import Declaration, judge, possible_declarations
from .follow import (HandIndex, Lead, beatable_units, check_follow, forced_unit, lead_options, legal_follows,
                     read_lead, unit_lead)
from .levels import SEATS, apply_outcome, next_dealer, next_seat, outcome, team_of
from .trick import card_points, kitty_multiplier, trick_winner
from .trump import ALL_CARDS, TrumpContext, context
from .units import decompose
from .view import HandResult, ShengjiObservation, TrickRecord

#: deck count → (hand size, kitty size); total points = 100 per deck.
SIZES = {1: (12, 6), 2: (25, 8), 3: (39, 6)}
#: legal_actions lists at most this many follows (all legal ones when fewer).
FOLLOW_LIMIT = 120
DEFAULTS = {"twos_trump": False, "overcall": "004", "self_overturn": False,
            "no_declaration": "kitty", "throw_penalty": 0, "kitty_multiplier": "double",
            "next_dealer": "000", "declare_timing": "deal"}


class ShengjiState(GameState):
    """A whole 升级 match for ``decks`` decks (1, 2 or 3)."""

    num_seats = SEATS
    PHASE_ACTIONS = {"deal": (DealNext, Declare, Pass), "bury": (Bury,), "play": (Play,),
                     "hand_over": (NextHand,)}
    #: the table deals each card (DealNext) as it starts each hand
    TABLE_ACTIONS = (NextHand, DealNext)

    def __init__(self, options: Mapping[str, Any], rng: random.Random, decks: int = 2,
                 num_seats: int = SEATS) -> None:
        if num_seats != SEATS:
            raise ValueError("升级 is played by four")
        self._setup(options, rng, decks)
        self.initial_events: list[Event] = []
        self._start_hand(self.initial_events)

    def _setup(self, options: Mapping[str, Any], rng: random.Random, decks: int) -> None:
        self.options = {**DEFAULTS, **dict(options)}
        self.rng = rng
        self.decks = decks
        self.hand_size, self.kitty_size = SIZES[decks]
        self.step = 20 * decks
        self.levels = [2, 2]
        self.dealer: int | None = None
        self.hand_no = 0
        self._phase = "deal"
        self.result: HandResult | None = None
        self.winner: int | None = None
        self._reset_hand()

    def _reset_hand(self) -> None:
        self.hands: list[set[Card]] = [set() for _ in range(SEATS)]
        self.deck: list[Card] = []
        self.dealt = 0
        self.deal_seat = 0
        self.declarations: list[Declaration] = []
        self.standing: Declaration | None = None
        self.first_declarer: int | None = None
        self.ctx: TrumpContext = context(self.level_rank, None, self.twos)
        self.trump_fixed = False
        self.kitty: tuple[Card, ...] = ()
        self.turn: int | None = None
        self.leader: int | None = None
        self.trick: list[tuple[int, tuple[Card, ...]]] = []
        self.lead: Lead | None = None
        self.tricks: list[TrickRecord] = []
        self.attacker_points = 0
        self.point_cards: list[Card] = []
        self.penalty_points = 0
        self.failed_throws: list[tuple[int, tuple[Card, ...], tuple[Card, ...]]] = []
        self.voids: list[set[str]] = [set() for _ in range(SEATS)]
        #: level cards and jokers dealt to each seat so far (what declarations can use)
        self.showable = [0] * SEATS
        self._offers: list[tuple | None] = [None] * SEATS
        #: "after" timing: the seat asked to declare now (None while dealing), and the passes since
        #: the last declaration (or since the review began)
        self.review_seat: int | None = None
        self.review_passes = 0
        self._offer: tuple | None = None
        self._indexes: list[HandIndex | None] = [None] * SEATS
        self._version = getattr(self, "_version", 0) + 1

    # --- settings ------------------------------------------------------------------------

    @property
    def twos(self) -> bool:
        return bool(self.options["twos_trump"])

    @property
    def declares_after_deal(self) -> bool:
        return self.options["declare_timing"] == "after"

    @property
    def reviewing(self) -> bool:
        """All cards are out and the seats are asked in turn to declare ("after" timing)."""
        return self.review_seat is not None

    @property
    def level_rank(self) -> int:
        return self.levels[team_of(self.dealer)] if self.dealer is not None else self.levels[0]

    # --- GameState -----------------------------------------------------------------------

    @property
    def phase(self) -> str:
        return self._phase

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's team level (2 … 14 = A)."""
        return tuple(self.levels[team_of(s)] for s in range(SEATS))

    def to_act(self) -> tuple[int, ...]:
        if self._phase == "deal":
            if self.declares_after_deal:
                return (self.review_seat,) if self.reviewing else (TABLE,)
            return tuple(s for s in range(SEATS) if self.declarations_for(s)) + (TABLE,)
        if self._phase in ("bury", "play"):
            return (self.turn,)
        return ()

    def legal_actions(self, seat: int) -> Sequence[Action]:
        phase = self._phase
        if phase == "deal":
            if seat == TABLE:
                return [] if self.reviewing else [DealNext()]
            found = self.declarations_for(seat)
            if self.declares_after_deal:
                return [Pass()] + [Declare(c) for c in found] if seat == self.review_seat else []
            return [Pass()] + [Declare(c) for c in found] if found else []
        if phase == "hand_over":
            return [NextHand()] if seat == TABLE else []
        if phase == "bury" and seat == self.turn:
            return [Bury(tuple(self.ctx.sort_hand(self.hands[seat])[:self.kitty_size]))]
        if phase != "play" or seat != self.turn:
            return []
        hand = self._index_of(seat)
        if self.lead is None:
            options = lead_options(hand, self.ctx, self.decks)
            plays = [Play(cards) for cards, _ in options]
            leads = options
        else:
            plays = [Play(c) for c in legal_follows(hand, self.lead, self.ctx, FOLLOW_LIMIT)]
            leads = None
        self._offer = (self._version, seat, plays, {id(p): i for i, p in enumerate(plays)}, leads)
        return list(plays)

    def _index_of(self, seat: int) -> HandIndex:
        """The seat's hand grouped by class and face (built once per hand, then kept in step)."""
        index = self._indexes[seat]
        if index is None:
            index = self._indexes[seat] = HandIndex(self.hands[seat], self.ctx)
        return index

    def declarations_for(self, seat: int) -> list[tuple[Card, ...]]:
        """The declarations ``seat`` may show now (phase deal)."""
        if self._phase != "deal" or not 0 <= seat < SEATS:
            return []
        if self.declares_after_deal and seat != self.review_seat:
            return []
        key = (len(self.declarations), self.showable[seat])
        cached = self._offers[seat]
        if cached is not None and cached[0] == key:
            return list(cached[1])
        out = []
        for cards in possible_declarations(self.hands[seat], self.level_rank, self.decks):
            try:
                self._judge(seat, cards)
            except RuleError:
                continue
            out.append(cards)
        self._offers[seat] = (key, tuple(out))
        return out

    def validate(self, seat: int, action: Action) -> None:
        self._check(seat, action)

    def apply(self, seat: int, action: Action) -> list[Event]:
        checked = self._offered(seat, action)
        if checked is False:
            checked = self._check(seat, action)
        self._version += 1
        self._offer = None
        events: list[Event] = []
        if isinstance(action, NextHand):
            self._start_hand(events)
        elif isinstance(action, DealNext):
            self._deal_next(events)
        elif isinstance(action, Declare):
            self._declare(seat, action.cards, checked, events)
            if self.reviewing:
                self._review_next(seat, declared=True, events=events)
        elif isinstance(action, Pass):
            if self.reviewing:
                self._review_next(seat, declared=False, events=events)
        elif isinstance(action, Bury):
            self._bury(seat, action.cards, events)
        elif isinstance(action, Play):
            self._play(seat, action.cards, checked, events)
        return events

    def observe(self, seat: int | None) -> ShengjiObservation:
        own = seat is not None and 0 <= seat < SEATS
        finished = self._phase in ("hand_over", "match_over")
        standing = self.standing
        trump = standing.suit if standing is not None and not self.trump_fixed else self.ctx.trump_suit
        return ShengjiObservation(
            seat=seat, phase=self._phase, hand_no=self.hand_no, to_act=self._seen_to_act(seat),
            hand=self.ctx.sort_hand(self.hands[seat]) if own else (),
            card_counts=tuple(len(h) for h in self.hands), decks=self.decks,
            levels=tuple(self.levels), level_rank=self.level_rank, twos_trump=self.twos,
            dealer=self.dealer, trump_suit=trump, trump_fixed=self.trump_fixed,
            declarations=tuple((d.seat, d.cards) for d in self.declarations),
            standing=(standing.seat, standing.cards) if standing else None,
            cards_dealt=self.dealt, cards_to_deal=SEATS * self.hand_size,
            kitty_size=self.kitty_size,
            kitty=self.kitty if own and seat == self.dealer and self._phase in ("bury", "play") else (),
            leader=self.leader, trick=tuple(self.trick), tricks=tuple(self.tricks),
            attacker_points=self.attacker_points, point_cards=tuple(self.point_cards),
            penalty_points=self.penalty_points, failed_throws=tuple(self.failed_throws),
            voids=tuple(frozenset(v) for v in self.voids),
            result=self.result if finished else None, scores=self.scores,
            options=tuple(sorted(self.options.items())), review_seat=self.review_seat)

    def _seen_to_act(self, seat: int | None) -> tuple[int, ...]:
        """``to_act`` as ``seat`` may know it. While the cards are dealt (declaring in real
        time) being in ``to_act`` means holding a declaration, so another seat's presence
        there would tell who holds a level card: a seat sees only itself (if it could declare
        now) and ``TABLE``. The "after" form asks in a public order whatever a seat holds."""
        acting = self.to_act()
        if self._phase == "deal" and not self.declares_after_deal:
            return tuple(s for s in acting if s == seat or s == TABLE)
        return acting

    def inventory(self) -> list[Card]:
        """Every card of the hand's decks: the hands, during the deal the cards still to deal
        (the kitty among them), in the bury nothing else (the dealer holds the kitty), from
        then on the buried kitty, the trick in progress and the finished tricks."""
        cards = [c for hand in self.hands for c in hand]
        if self._phase == "deal":
            return cards + self.deck[self.dealt:]
        if self._phase != "bury":
            cards += self.kitty
        cards += [c for _, played in self.trick for c in played]
        return cards + [c for t in self.tricks for _, played in t.plays for c in played]

    def secrets(self, seat: int | None) -> set[Card]:
        """The other seats' hands, the cards still to deal, and in play the buried kitty to all
        but the dealer — less the cards shown on the table although still held (declared cards,
        the cards of a failed throw, the kitty card turned to name trump). Nothing once the
        hand is over: the hands are empty and the result shows the kitty."""
        if self._phase in ("hand_over", "match_over"):
            return set()
        hidden = set().union(*(h for s, h in enumerate(self.hands) if s != seat))
        if self._phase == "deal":
            hidden.update(self.deck[self.dealt:])
        elif self._phase == "play" and seat != self.dealer:
            hidden.update(self.kitty)
        shown = {c for d in self.declarations for c in d.cards}
        shown.update(c for _, tried, _ in self.failed_throws for c in tried)
        turned = SEATS * self.hand_size + 3
        if self.trump_fixed and self.standing is None and len(self.deck) > turned \
                and self.options["no_declaration"] == "kitty":
            shown.add(self.deck[turned])
        return hidden - shown

    def clone(self) -> "ShengjiState":
        """An independent copy (its own rng in the same state) for search bots."""
        twin = ShengjiState.__new__(ShengjiState)
        twin.__dict__.update(self.__dict__)
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        twin.options = dict(self.options)
        twin.levels = list(self.levels)
        twin.hands = [set(h) for h in self.hands]
        twin.deck = list(self.deck)
        twin.declarations = list(self.declarations)
        twin.trick = list(self.trick)
        twin.tricks = list(self.tricks)
        twin.point_cards = list(self.point_cards)
        twin.failed_throws = list(self.failed_throws)
        twin.voids = [set(v) for v in self.voids]
        twin.showable = list(self.showable)
        twin._offers = list(self._offers)
        twin.initial_events = []
        twin._offer = None
        twin._indexes = [None if i is None else i.copy() for i in self._indexes]
        return twin

    # --- checking ------------------------------------------------------------------------

    def _offered(self, seat: int, action: Action):
        """For a Play that the last :meth:`legal_actions` list offered in this very position:
        what :meth:`_check` would return (the Lead of a single-unit lead, else None) without
        checking again; False when it was not offered (then it is checked in full). Random
        and search play-outs apply offered plays at nearly every step."""
        offer = self._offer
        if offer is None or offer[0] != self._version or offer[1] != seat:
            return False
        version, _, plays, index_of, leads = offer
        index = index_of.get(id(action))
        if index is None or plays[index] is not action:  # only the very objects handed out
            return False
        if leads is None:
            return None
        cards, info = leads[index]
        if info is None:  # a listed throw: read its units now
            return read_lead(action.cards, self.ctx, self.decks)
        return unit_lead(cards, info)

    def may_act(self, seat: int, action: Action) -> bool:
        """As every game (``to_act``), except that while the cards are dealt in real time any
        seat may show a declaration: whether it holds one is the declaration rule's to say.
        "Not now" (Pass) stays an answer only for a seat that is asked, one in ``to_act``
        (issue 15's soak: a seat with nothing to declare had its Pass accepted and recorded)."""
        if action.__class__ is Declare and self._phase == "deal" and not self.declares_after_deal:
            return 0 <= seat < SEATS
        return super().may_act(seat, action)

    def out_of_turn(self, seat: int, action: Action) -> str:
        """Declaring (or passing) while the cards are still dealt, where everyone declares in turn
        after the deal: ``declare_in_turn`` tells the player when his turn comes."""
        if self.declares_after_deal and not self.reviewing and 0 <= seat < SEATS \
                and isinstance(action, (Declare, Pass)):
            return "declare_in_turn"
        return "not_your_turn"

    def _check(self, seat: int, action: Action):
        """The shared turn guard, then the rule of the action's phase: a declaration's
        judgement (returned), the bury's count, a lead's reading (returned) or a follow."""
        self.guard(seat, action)
        if isinstance(action, (NextHand, DealNext, Pass)):
            return None
        self._own(seat, action.cards)
        if isinstance(action, Declare):
            return self._judge(seat, action.cards)
        if isinstance(action, Bury):
            if len(action.cards) != self.kitty_size:
                raise RuleError("bury_count", count=self.kitty_size)
            return None
        if self.lead is None:
            return read_lead(action.cards, self.ctx, self.decks)
        check_follow(action.cards, self.hands[seat], self.lead, self.ctx)
        return None

    def _own(self, seat: int, cards: tuple[Card, ...]) -> None:
        if not cards:
            raise RuleError("empty_play")
        if len(set(cards)) != len(cards) or not self.hands[seat].issuperset(cards):
            raise RuleError("cards_not_in_hand")

    def _judge(self, seat: int, cards: tuple[Card, ...]) -> str:
        return judge(seat, tuple(cards), self.standing, self.level_rank, self.decks,
                     self.options["overcall"], bool(self.options["self_overturn"]))

    # --- the deal ------------------------------------------------------------------------

    def _start_hand(self, events: list[Event]) -> None:
        self.hand_no += 1
        self.result = None
        self._shuffle(events)

    def _shuffle(self, events: list[Event]) -> None:
        self._reset_hand()
        deck = [c for c in ALL_CARDS if c.deck < self.decks]
        self.rng.shuffle(deck)
        self.deck = deck
        self.deal_seat = self.dealer if self.dealer is not None else 0
        self._phase = "deal"
        events.append(Event("hand_started", None, {
            "hand_no": self.hand_no, "dealer": self.dealer, "level_rank": self.level_rank,
            "levels": tuple(self.levels), "first_seat": self.deal_seat}))

    def _deal_next(self, events: list[Event]) -> None:
        if self.dealt < SEATS * self.hand_size:
            seat = self.deal_seat
            card = self.deck[self.dealt]
            self.hands[seat].add(card)
            if card.rank == self.level_rank or card.rank > 14:
                self.showable[seat] += 1
            self.dealt += 1
            self.deal_seat = next_seat(seat)
            events.append(Event("card_dealt", seat, {"count": len(self.hands[seat])}))
            events.append(Event("dealt", seat, {"card": card}, private_to=seat))
            if self.declares_after_deal and self.dealt == SEATS * self.hand_size:
                self.review_seat, self.review_passes = self.deal_seat, 0
                events.append(Event("declare_round", self.review_seat, {}))
            return
        self._end_deal(events)

    def _review_next(self, seat: int, declared: bool, events: list[Event]) -> None:
        """After a seat's answer in the review: ask the next seat, or close the deal when every
        seat but the standing declarer has passed since (all four when nobody declared)."""
        if declared:
            self.review_passes = 0
        else:
            self.review_passes += 1
            events.append(Event("declare_passed", seat, {}))
        enough = SEATS - 1 if self.standing is not None else SEATS
        if self.review_passes >= enough:
            self.review_seat = None
            self._end_deal(events)
            return
        self.review_seat = next_seat(seat)

    def _declare(self, seat: int, cards: tuple[Card, ...], kind: str, events: list[Event]) -> None:
        declaration = Declaration(seat, tuple(cards))
        self.declarations.append(declaration)
        self.standing = declaration
        if self.first_declarer is None:
            self.first_declarer = seat
        events.append(Event("declared", seat, {"cards": tuple(cards), "kind": kind,
                                               "suit": declaration.suit.value if declaration.suit else None}))

    def _end_deal(self, events: list[Event]) -> None:
        self.kitty = tuple(self.deck[SEATS * self.hand_size:])
        standing = self.standing
        if standing is None and self.dealer is None:
            events.append(Event("redeal"))
            self._shuffle(events)
            return
        if self.dealer is None:
            first_hand_rule = self.options["overcall"]
            self.dealer = standing.seat if first_hand_rule == "004" else self.first_declarer
        if standing is not None:
            trump = standing.suit
            source = "declared"
        elif self.options["no_declaration"] == "kitty":
            shown = self.kitty[3]
            trump = None if shown.is_joker else shown.suit
            source = "kitty"
            events.append(Event("kitty_card_shown", None, {"card": shown}))
        else:
            trump, source = None, "no_trump"
        self.ctx = context(self.level_rank, trump, self.twos)
        self.trump_fixed = True
        events.append(Event("trump_fixed", self.dealer, {
            "suit": trump.value if trump else None, "level_rank": self.level_rank,
            "dealer": self.dealer, "source": source}))
        self.hands[self.dealer].update(self.kitty)
        events.append(Event("kitty_taken", self.dealer, {"cards": self.kitty}, private_to=self.dealer))
        self._phase = "bury"
        self.turn = self.dealer

    def _bury(self, seat: int, cards: tuple[Card, ...], events: list[Event]) -> None:
        self.hands[seat].difference_update(cards)
        self.kitty = tuple(cards)
        events.append(Event("buried", seat, {"count": len(cards)}))
        events.append(Event("kitty_buried", seat, {"cards": tuple(cards)}, private_to=seat))
        self._phase = "play"
        self.leader = self.turn = seat
        self._indexes = [None] * SEATS

    # --- play ----------------------------------------------------------------------------

    def _play(self, seat: int, cards: tuple[Card, ...], lead: Lead | None, events: list[Event]) -> None:
        if lead is not None:
            forced = self._throw_check(seat, lead, events)
            if forced is not None:
                cards = forced
                lead = read_lead(cards, self.ctx, self.decks)
            self.lead = lead
            self.leader = seat
        else:
            want = self.lead.size
            led = self.lead.suit_class
            if sum(1 for c in cards if self.ctx.suit_class[c] == led) < want:
                self.voids[seat].add(led)
        self.hands[seat].difference_update(cards)
        if self._indexes[seat] is not None:
            self._indexes[seat].remove(cards, self.ctx)
        self.trick.append((seat, tuple(cards)))
        events.append(Event("played", seat, {"cards": tuple(cards)}))
        if len(self.trick) < SEATS:
            self.turn = next_seat(seat)
            return
        self._finish_trick(events)

    def _throw_check(self, seat: int, lead: Lead, events: list[Event]) -> tuple[Card, ...] | None:
        """None when the lead stands; for a failed throw the forced unit's cards (in Play order)."""
        if not lead.is_throw:
            return None
        others = [self.hands[s] for s in range(SEATS) if s != seat]
        beaten = beatable_units(lead, others, self.ctx)
        if not beaten:
            return None
        forced = forced_unit(beaten)
        back = lead.size - forced.size
        penalty = int(self.options["throw_penalty"]) * back
        if penalty:
            sign = -1 if team_of(seat) != team_of(self.dealer) else 1
            self.penalty_points += sign * penalty
        cards = Play(forced.cards).cards
        self.failed_throws.append((seat, lead.cards, cards))
        events.append(Event("throw_failed", seat, {"tried": lead.cards, "forced": cards,
                                                   "penalty": penalty}))
        return cards

    def _finish_trick(self, events: list[Event]) -> None:
        winner = trick_winner(self.trick, self.lead, self.ctx)
        cards = [c for _, played in self.trick for c in played]
        points = card_points(cards)
        if team_of(winner) != team_of(self.dealer):
            self.attacker_points += points
            self.point_cards.extend(c for c in cards if c.rank in (5, 10, 13) and not c.is_joker)
        record = TrickRecord(self.leader, tuple(self.trick), winner, points)
        self.tricks.append(record)
        events.append(Event("trick_won", winner, {"points": points}))
        self.trick = []
        self.lead = None
        self.leader = self.turn = winner
        if not self.hands[winner]:
            self._end_hand(record, events)

    def _end_hand(self, last: TrickRecord, events: list[Event]) -> None:
        dealer = self.dealer
        kitty_points = card_points(self.kitty)
        multiplier = 0
        if team_of(last.winner) != team_of(dealer):
            winning = dict(last.plays)[last.winner]
            units = decompose(winning, self.ctx, self.decks)
            multiplier = kitty_multiplier(units, self.options["kitty_multiplier"])
        bonus = kitty_points * multiplier
        total = max(0, self.attacker_points + bonus + self.penalty_points)
        effect = outcome(total, self.step)
        before = tuple(self.levels)
        change = apply_outcome(before, team_of(dealer), effect)
        following = next_dealer(dealer, effect, last.winner, self.options["next_dealer"])
        self.result = HandResult(
            dealer=dealer, dealer_team=team_of(dealer), level_rank=self.level_rank,
            trick_points=self.attacker_points, penalty_points=self.penalty_points,
            kitty=self.kitty, kitty_points=kitty_points, multiplier=multiplier,
            kitty_bonus=bonus, total=total, take_over=effect.take_over,
            rise=effect.attacker_rise if effect.take_over else effect.dealer_rise,
            levels_before=before, levels_after=change.levels, next_dealer=following,
            winner=change.winner)
        self.levels = list(change.levels)
        self.dealer = following
        self.turn = None
        events.append(Event("hand_over", None, {"result": self.result}))
        if change.winner is not None:
            self.winner = change.winner
            self._phase = "match_over"
            events.append(Event("match_over", None, {"winner": change.winner, "levels": change.levels}))
        else:
            self._phase = "hand_over"
