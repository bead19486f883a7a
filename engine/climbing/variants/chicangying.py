"""吃苍蝇 (上下混): two decks, a turned card, a secret partner.

Rules: ``shared/rules/climbing.md`` § 吃苍蝇. A hand goes ``declare`` → ``play`` →
``hand_over``. Before the deal a card is turned (a joker goes back and another is
turned); whoever is dealt it is the dealer (庄家), and the holder of its twin
(the other deck's copy) is his partner — secretly: the partner knows, nobody
else does, and the first time the partner plays that rank the twin must be in
the play, which shows him to everyone. In ``declare`` the dealer may announce
明独 (alone against three); holding both copies he instead names another card
he holds once (its twin's holder is the partner) or plays 暗独 (alone, silently:
to the others it looks like any hand until the cards show it).

The round is the shared engine's with 接风 to the next player; two against two
the hand ends once its outcome is fixed (as 双扣, :mod:`..places`), alone at the
first player out. The ranks, plays and moves are in :mod:`.chicangying_cards`.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping

from ...actions import Action, Event, NextHand, Pass, Play, action_type
from ...cards import Card, full_deck
from ...errors import RuleError
from ...score_sheet import ScoreSheet, sheet_by_deltas
from ...spec import GameSpec, match_hands
from ..legal import RankCounts, piles_of
from ..places import team_gains, team_outcome
from ..round import FIRST_OUT, NEXT, TEAM_OUT, Round, RoundRules
from ..state import HAND_OVER, PLAY, ClimbingState
from ..view import ClimbingObservation
from . import chicangying_cards as cards
from .chicangying_cards import MOVES, hand_order, hun_ranks

SEATS = 4
HAND_SIZE = 27
DECLARE = "declare"
_DECK: tuple[Card, ...] = tuple(full_deck(0) + full_deck(1))

#: how the dealer plays the hand (``mode``)
PARTNER, NAMED, OPEN_ALONE, SECRET_ALONE = "partner", "named", "open_alone", "secret_alone"
#: dealer alone: (dealer's gain when he goes out first; each other seat pays a third of it)
ALONE_STAKE = {OPEN_ALONE: 12, SECRET_ALONE: 6}
TEAM_RULES = RoundRules(ends=TEAM_OUT, take_over=NEXT)
ALONE_RULES = RoundRules(ends=FIRST_OUT, take_over=NEXT)


@action_type("ccy_alone")
@dataclass(frozen=True)
class GoAlone(Action):
    """The dealer plays alone: 明独 (``announced``) or, holding both copies of the turned card, 暗独."""

    announced: bool


@action_type("ccy_name_card")
@dataclass(frozen=True)
class NameCard(Action):
    """The dealer, holding both copies of the turned card, names ``card`` (a card he holds once):
    whoever holds its twin is his partner."""

    card: Card


def twin_of(card: Card) -> Card:
    """The other deck's copy of a card."""
    return Card(card.rank, card.suit, 1 - card.deck)


def same_face(a: Card, b: Card) -> bool:
    return a.rank == b.rank and a.suit == b.suit


@dataclass(frozen=True)
class ChicangyingResult:
    """A finished hand. ``places``: seats in the order they went out (the rest after, in turn
    order); ``alone``: the dealer's mode when he played alone, else None; ``winners``: the seats
    that gained; ``deltas[s]``: seat ``s``'s gain.

    ``lines``: ``ccy_alone`` {mode, dealer, first} ±stake, or ``ccy_team`` {outcome, first,
    partner, dealer} with the gain of the first player out's team.
    """

    winner: int
    places: tuple[int, ...]
    alone: str | None
    partner: int | None
    lines: tuple[tuple[str, Mapping[str, Any], int], ...]
    deltas: tuple[int, ...]

    @property
    def sheet(self) -> ScoreSheet:
        """The hand's score sheet: each seat by its gain; two against two, a 平扣 (0 each) is a draw."""
        return sheet_by_deltas(self.lines, self.deltas)


def score_hand(out, dealer: int, mode: str, partner: int | None) -> ChicangyingResult:
    """The result of a finished hand from the order of going out."""
    first = out[0]
    if mode in ALONE_STAKE:
        stake = ALONE_STAKE[mode] if first == dealer else -ALONE_STAKE[mode]
        deltas = [-stake // 3] * SEATS
        deltas[dealer] = stake
        places = tuple(out) + tuple((first + k) % SEATS for k in range(1, SEATS)
                                    if (first + k) % SEATS not in out)
        lines = (("ccy_alone", {"mode": mode, "dealer": dealer, "first": first}, stake),)
        return ChicangyingResult(first, places, mode, None, lines, tuple(deltas))
    partner_of = {dealer: partner, partner: dealer}
    others = [s for s in range(SEATS) if s not in partner_of]
    partner_of.update({others[0]: others[1], others[1]: others[0]})
    outcome = team_outcome(out, partner_of, SEATS)
    deltas = team_gains(outcome)
    line = ("ccy_team", {"outcome": outcome.outcome, "first": first, "partner": outcome.winners[1],
                         "dealer": dealer}, deltas[first])
    return ChicangyingResult(first, outcome.places, None, partner, (line,), deltas)


@dataclass(frozen=True)
class ChicangyingObservation(ClimbingObservation):
    """The shared climbing view, plus this game's public facts and what this seat knows.

    ``turned``: the turned card; ``dealer``: who holds it; ``upper`` / ``lower``: the natural
    ranks of 上混 / 下混. ``mode``: how the dealer plays as this seat knows it (None while he
    decides; 暗独 shows as ``partner`` to the others until the cards show it); ``named``: the
    card the dealer named (None unless ``mode`` is ``named``). ``partner``: the dealer's partner
    if this seat knows who it is (the partner knows himself; the dealer and the others once the
    partner's card has been played), else None. ``revealed``: the partnership (or 暗独) is known
    to everyone.
    """

    turned: Card | None
    dealer: int | None
    upper: int
    lower: int
    mode: str | None
    named: Card | None
    partner: int | None
    revealed: bool


class ChicangyingState(ClimbingState):
    """A whole 吃苍蝇 match."""

    table = None  # one-rank plays and joker groups: chicangying_cards reads and compares them
    moves = MOVES
    PHASE_ACTIONS = {DECLARE: (Pass, GoAlone, NameCard), PLAY: (Play, Pass), HAND_OVER: (NextHand,)}

    def __init__(self, options: Mapping[str, Any], rng: random.Random, num_seats: int = SEATS) -> None:
        if num_seats != SEATS:
            raise ValueError("吃苍蝇 is played by four")
        self._setup(options, rng, SEATS)
        self._start_hand(self.initial_events)

    def _setup(self, options: Mapping[str, Any], rng: random.Random, num_seats: int = SEATS) -> None:
        self.encoding = RankCounts(hand_order(2))
        super()._setup(options, rng, num_seats)
        self.turned: Card | None = None
        self.dealer: int | None = None
        self.mode: str | None = None
        self.named: Card | None = None
        #: the card whose holder is the dealer's partner (the turned card's twin, or the named
        #: card's twin); None when the dealer plays alone
        self.partner_card: Card | None = None
        self.partner: int | None = None
        self.revealed = False

    def _use_order(self, turned_rank: int) -> None:
        """Count hands in this hand's order (上混 and 下混 moved above the A)."""
        order = hand_order(turned_rank)
        self.encoding = RankCounts(order)
        self._rank_index = tuple(order.index(rank) for rank in range(17))

    # --- the deal and the dealer's choice -------------------------------------------------

    def _deal(self, events: list[Event]) -> None:
        deck = list(_DECK)
        self.rng.shuffle(deck)
        turned = self._turn_card(deck, events)
        self.hands = [set(deck[s * HAND_SIZE:(s + 1) * HAND_SIZE]) for s in range(SEATS)]
        self._use_order(turned.rank)
        self.piles = [piles_of(hand, self.encoding.order) for hand in self.hands]
        self.round = Round([self.encoding.pack(h) for h in self.hands], 0, MOVES, TEAM_RULES)
        self.round_plays, self.history = [], []
        self.turned = turned
        self.dealer = next(s for s, hand in enumerate(self.hands) if turned in hand)
        self.mode = self.named = self.partner_card = self.partner = None
        self.revealed = False
        upper, lower = hun_ranks(turned.rank)
        events.append(Event("hand_started", None, {"hand_no": self.hand_no, "turned": turned,
                                                   "dealer": self.dealer, "upper": upper, "lower": lower}))
        for seat in range(SEATS):
            events.append(Event("dealt", seat, {"cards": self.sort_hand(self.hands[seat])}, private_to=seat))
        self._phase = DECLARE
        self._turn = self.dealer

    def _turn_card(self, deck: list[Card], events: list[Event]) -> Card:
        """抬牌: turn a card of the shuffled deck; a joker is put back and another turned."""
        while True:
            card = deck[self.rng.randrange(len(deck))]
            if not card.is_joker:
                return card
            # which joker (小王 / 大王) everyone saw; not the card itself, which goes back into
            # the deck and so into a hand (both decks' copies look alike)
            events.append(Event("joker_turned", None, {"rank": card.rank}))

    def holds_both(self) -> bool:
        return twin_of(self.turned) in self.hands[self.dealer]

    def nameable(self) -> list[Card]:
        """The cards the dealer may name: those he holds exactly one copy of, one per face."""
        hand = self.hands[self.dealer]
        return list(self.sort_hand(c for c in hand if twin_of(c) not in hand))

    def _other_actions(self, seat: int, phase: str) -> list[Action]:
        if self.holds_both():
            return [NameCard(c) for c in self.nameable()] + [GoAlone(False), GoAlone(True)]
        return [Pass(), GoAlone(True)]

    def _check_other(self, seat: int, action: Action) -> None:
        both = self.holds_both()
        if isinstance(action, Pass) and both:
            raise RuleError("ccy_choose_partner")
        if isinstance(action, GoAlone) and not action.announced and not both:
            raise RuleError("ccy_secret_needs_both")
        if isinstance(action, NameCard):
            if not both:
                raise RuleError("ccy_name_needs_both")
            card = action.card
            hand = self.hands[seat]
            if card not in hand or twin_of(card) in hand:
                raise RuleError("ccy_name_single_copy")

    def _apply_other(self, seat: int, action: Action, events: list[Event]) -> None:
        if isinstance(action, GoAlone):
            self.mode = OPEN_ALONE if action.announced else SECRET_ALONE
        elif isinstance(action, NameCard):
            self.mode, self.named, self.partner_card = NAMED, action.card, twin_of(action.card)
        else:
            self.mode, self.partner_card = PARTNER, twin_of(self.turned)
        public = {OPEN_ALONE: OPEN_ALONE, NAMED: NAMED}.get(self.mode, PARTNER)
        events.append(Event("dealer_chose", seat, {"mode": public, "named": self.named}))
        if self.mode == SECRET_ALONE:
            events.append(Event("dealer_secret_alone", seat, private_to=seat))
        self._begin_play(events)

    def _begin_play(self, events: list[Event]) -> None:
        rnd = self.round
        if self.partner_card is None:
            rnd.rules, rnd.teams = ALONE_RULES, tuple(0 if s == self.dealer else 1 for s in range(SEATS))
            self.revealed = self.mode == OPEN_ALONE
        else:
            self.partner = next(s for s, hand in enumerate(self.hands) if self.partner_card in hand)
            rnd.rules = TEAM_RULES
            rnd.teams = tuple(0 if s in (self.dealer, self.partner) else 1 for s in range(SEATS))
            self._partner_card_first()
        self._start_play(self.dealer, events)

    def _partner_card_first(self) -> None:
        """Put the partner's card at the front of its pile, so every play of that rank the partner
        is offered holds it (the rule while he is hidden; harmless after)."""
        pile = self.piles[self.partner][self._rank_index[self.partner_card.rank]]
        pile.remove(self.partner_card)
        pile.insert(0, self.partner_card)

    # --- the play ----------------------------------------------------------------------------

    def read_play(self, packed: int, reading: tuple, lead) -> Any:
        return None if reading else cards.classify(packed)

    def beats(self, new, old) -> bool:
        return cards.beats(new, old)

    def sort_hand(self, hand) -> tuple[Card, ...]:
        index = self._rank_index
        return tuple(sorted(hand, key=lambda c: (index[c.rank], c.id)))

    def _check_play(self, seat: int, played: tuple[Card, ...], reading: tuple = ()):
        move = super()._check_play(seat, played, reading)
        card = self.partner_card
        if (seat == self.partner and not self.revealed and card not in played
                and any(c.rank == card.rank for c in played)):
            raise RuleError("ccy_must_show_card", card=str(card))
        return move

    def _play(self, seat: int, played, move, events: list[Event], from_piles: bool = False) -> None:
        reveal = self._reveal_by(seat, played)
        super()._play(seat, played, move, events, from_piles)
        if reveal and not self.revealed:
            self.revealed = True
            events.append(Event("partner_shown", seat, {"mode": self.mode, "dealer": self.dealer,
                                                        "partner": self.partner}))

    def _reveal_by(self, seat: int, played) -> bool:
        """Whether this play shows the partnership: the partner's card, or 暗独's second copy."""
        if self.revealed:
            return False
        if self.partner_card is not None:
            return self.partner_card in played
        if self.mode == SECRET_ALONE and seat == self.dealer:
            shown = [c for player, cs in self.history if player == seat for c in cs] + list(played)
            return sum(same_face(c, self.turned) for c in shown) == 2
        return False

    def _score(self, rnd: Round) -> ChicangyingResult:
        return score_hand(rnd.out, self.dealer, self.mode, self.partner)

    def score_position(self, position: Round) -> ChicangyingResult:
        if position.winner is None:
            raise ValueError("the position is not finished")
        return self._score(position)

    # --- what each seat may know -----------------------------------------------------------

    def known_partner(self, seat: int | None) -> int | None:
        if self.partner is None:
            return None
        if self.revealed or seat == self.partner:
            return self.partner
        return None

    def known_mode(self, seat: int | None) -> str | None:
        if self.mode == SECRET_ALONE and seat != self.dealer and not self.revealed:
            return PARTNER
        return self.mode

    def _public(self) -> set[Card]:
        """Once the dealer names a card everyone knows he holds both copies of the turned card."""
        if self.mode == NAMED:
            return {self.turned, twin_of(self.turned), self.named}
        return {self.turned} if self.turned is not None else set()

    def observe(self, seat: int | None) -> ChicangyingObservation:
        upper, lower = hun_ranks(self.turned.rank)
        return ChicangyingObservation(
            **self._shared_view(seat), turned=self.turned, dealer=self.dealer, upper=upper, lower=lower,
            mode=self.known_mode(seat), named=self.named, partner=self.known_partner(seat),
            revealed=self.revealed)

    def _clone_extra(self, twin: "ChicangyingState") -> None:
        pass  # every field of this game is an immutable value


def sample_world(obs: ChicangyingObservation, rng: random.Random) -> ChicangyingState:
    """A full state consistent with ``obs`` (see :mod:`.chicangying_sample`)."""
    from .chicangying_sample import sample_world as sample

    return sample(obs, rng)


def new_state(options: Mapping[str, Any], rng: random.Random, num_seats: int = SEATS) -> ChicangyingState:
    return ChicangyingState(options, rng, num_seats)


SPEC = GameSpec(
    id="chicangying",
    group="chicangying",
    name_zh="吃苍蝇",
    name_en="Chi Cang Ying (Catch the Fly)",
    summary_zh="上下混：翻一张明牌定上混下混和庄家，拿另一张明牌的人是暗中的搭档；同点数的牌一起出，张数相同比大小。",
    summary_en="Up-and-down wilds: a turned card sets the two top ranks and the dealer; the "
               "holder of its twin is his secret partner. Play any number of one rank; beat with as many, higher.",
    family="climbing",
    seats=(SEATS, SEATS),
    options=(
        match_hands(8, (4, 8, 16)),
    ),
    new_state=new_state,
    default_seats=SEATS,
    sample_world=sample_world,
)
