"""干瞪眼: 2 to 6 players, wild jokers, beat only by exactly one rank; two ways to draw.

Rules: ``shared/rules/climbing.md`` § 干瞪眼. The round, the turn guard, the stock draws
and the match are the shared climbing engine's (:mod:`..state`, :mod:`..round`); the
cards, the readings of the wild jokers and the beat-by-one rule are in
:mod:`.gandengyan_moves`, the score in :mod:`.gandengyan_score`. What is only this game's
lives here: the deal (the dealer 6 cards, the others 5, the rest the stock), the check of a
play with its reading (a play only of jokers only as the last card(s)), the public facts
of the observation, and the two variants as data (:class:`GandengyanRules`):

- ``gandengyan`` 家家摸牌: after each round every player draws one, from the round's winner
  on; a loser left with exactly one card pays nothing;
- ``gandengyan-winner`` 赢家摸牌: only the round's winner draws; 关墩墩 pays double.

**Decision** (the rules are silent): the first hand's dealer is drawn by lot (the match's
random generator); after that the winner of the last hand deals (赢家坐庄) — and leads,
holding the sixth card.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping

from ...actions import Event
from ...cards import RANK_LABELS, Card, full_deck
from ...errors import RuleError
from ...spec import Choice, GameSpec, OptionSpec, match_hands
from ..combos import Combo
from ..legal import RankCounts
from ..ranks import UNIT, card_total
from ..round import EVERYONE, WINNER, Round, RoundRules
from ..sample import deal_unseen, restore_round
from ..state import PLAY, ClimbingState
from ..tables import BOMB
from ..view import ClimbingObservation
from .gandengyan_moves import (
    GANDENGYAN_ORDER, GANDENGYAN_TABLE, MOVES, TOP, TWO, beats, bomb_doublings, classify,
    joker_count, reading_of, readings_of, virtual_of,
)
from .gandengyan_score import GandengyanResult, ScoreRules, score_hand

MIN_SEATS, MAX_SEATS, DEFAULT_SEATS = 2, 6, 4
DEALER_CARDS, OTHER_CARDS = 6, 5
_DECK: tuple[Card, ...] = tuple(full_deck())
_ENCODING = RankCounts(GANDENGYAN_ORDER)
_PACK = GANDENGYAN_ORDER.pack


@dataclass(frozen=True)
class GandengyanRules:
    """Where the two variants differ: who draws after a round, and the scoring's extra rule."""

    variant: str
    draws: str  # round.EVERYONE or round.WINNER
    score: ScoreRules


FAMILY_DRAW = GandengyanRules("gandengyan", EVERYONE, ScoreRules(one_card_free=True))
WINNER_DRAW = GandengyanRules("gandengyan-winner", WINNER, ScoreRules(shut_out_doubles=True))
RULES = {rules.variant: rules for rules in (FAMILY_DRAW, WINNER_DRAW)}


@dataclass(frozen=True)
class GandengyanObservation(ClimbingObservation):
    """The shared climbing view plus this game's public facts.

    ``rules``: the variant's rules. ``dealer``: who dealt (and led) this hand.
    ``stock_count``: cards left to draw (never which). ``base``: the base value option.
    ``bombs``: ``(seat, Combo)`` of each bomb played this hand; ``doublings``: N = Σ of
    their doublings; ``card_value``: base × 2^N, what each card left costs now.
    ``plays[s]``: how often seat ``s`` has put down cards this hand; ``shut_out[s]``: seat
    ``s`` is 关墩墩 so far (no card played; the dealer: nothing after his opening lead).
    ``history_readings``: the reading of each entry of ``history`` (what the jokers stood
    for; () for passes and plays without jokers).
    """

    rules: GandengyanRules
    dealer: int
    stock_count: int
    base: int
    bombs: tuple[tuple[int, Combo], ...]
    doublings: int
    card_value: int
    plays: tuple[int, ...]
    shut_out: tuple[bool, ...]
    history_readings: tuple[tuple[int, ...], ...]


def _reading(move) -> tuple[int, ...]:
    """The Play's reading of a listed move ``(actual, combo, virtual)``."""
    return reading_of(move[0], move[2])


class GandengyanState(ClimbingState):
    """A whole 干瞪眼 match of either variant (``rules``)."""

    table = GANDENGYAN_TABLE
    moves = MOVES
    encoding = _ENCODING
    reading_of = staticmethod(_reading)

    def __init__(self, options: Mapping[str, Any], rng: random.Random, num_seats: int = DEFAULT_SEATS,
                 rules: GandengyanRules = FAMILY_DRAW) -> None:
        if not MIN_SEATS <= num_seats <= MAX_SEATS:
            raise ValueError("干瞪眼 is played by 2 to 6")
        self._setup(options, rng, num_seats, rules)
        self._start_hand(self.initial_events)

    def _setup(self, options: Mapping[str, Any], rng: random.Random, num_seats: int = DEFAULT_SEATS,
               rules: GandengyanRules = FAMILY_DRAW) -> None:
        self.rules = rules
        self.round_rules = RoundRules(draws=rules.draws)
        super()._setup(options, rng, num_seats)
        #: the dealer of the hand in play (or just over); the next hand's is ``last_winner``
        self.dealer = 0
        self.last_winner: int | None = None
        #: the reading of each entry of ``history``
        self.history_readings: list[tuple[int, ...]] = []

    def _clone_extra(self, twin: "GandengyanState") -> None:
        twin.history_readings = list(self.history_readings)

    @property
    def base(self) -> int:
        return int(self.options.get("base", 1))

    # --- the deal ---------------------------------------------------------------------------

    def _deal(self, events: list[Event]) -> None:
        """Shuffle; the dealer 6 cards, the others 5, in turn from the dealer; the rest the stock."""
        n = self.num_seats
        if self.last_winner is None:
            self.dealer = self.rng.randrange(n)  # the first hand: by lot
        else:
            self.dealer = self.last_winner  # 赢家坐庄
        deck = list(_DECK)
        self.rng.shuffle(deck)
        hands: list[set[Card]] = [set() for _ in range(n)]
        at = 0
        for k in range(n):
            seat = (self.dealer + k) % n
            size = DEALER_CARDS if k == 0 else OTHER_CARDS
            hands[seat] = set(deck[at:at + size])
            at += size
        self.hands = hands
        self.stock = deck[at:]
        self.piles = [self.encoding.piles(h) for h in hands]
        self.round = Round([_PACK(h) for h in hands], self.dealer, MOVES, self.round_rules,
                           stock=[UNIT[GANDENGYAN_ORDER.index(c.rank)] for c in self.stock])
        self.round_plays = []
        self.history = []
        self.history_readings = []
        events.append(Event("hand_started", None, {"hand_no": self.hand_no, "dealer": self.dealer,
                                                   "stock": len(self.stock)}))
        for seat in range(n):
            events.append(Event("dealt", seat, {"cards": self.sort_hand(hands[seat])}, private_to=seat))
        self._start_play(self.dealer, events)

    # --- checking and making a play -----------------------------------------------------------

    def _check_play(self, seat: int, cards: tuple[Card, ...], reading: tuple = ()) -> tuple:
        """Cards in hand, jokers alone only as the last cards, a full reading of the jokers,
        a combination, and beating the lead — with a reason for each refusal."""
        if not cards:
            raise RuleError("empty_play")
        hand = self.hands[seat]
        if len(set(cards)) != len(cards) or not hand.issuperset(cards):
            raise RuleError("cards_not_in_hand")
        packed = _PACK(cards)
        jokers = joker_count(packed)
        if jokers == len(cards) and len(cards) != len(hand):
            raise RuleError("joker_alone_not_last")
        virtual = virtual_of(packed, tuple(reading))
        if virtual is None:
            raise RuleError("joker_reading", jokers=jokers)
        found = classify(virtual)
        if found is None:
            raise RuleError("not_a_combination")
        lead = self.round.lead
        if lead is not None and not beats(found, lead):
            self._refuse(found, lead)
        return packed, found, virtual

    @staticmethod
    def _refuse(found: Combo, lead: Combo) -> None:
        """Why ``found`` does not beat ``lead``: the one-higher rule says which rank it needs."""
        if found.kind == BOMB or lead.kind == BOMB:
            raise RuleError("cannot_beat")
        if found.kind != lead.kind or found.chain != lead.chain:
            raise RuleError("kind_mismatch", expected=lead.kind, size=lead.size)
        if lead.key >= (TWO if lead.chain == 1 else TOP):  # a 2 (or a chain up to the A): bombs only
            raise RuleError("cannot_beat")
        needed = GANDENGYAN_ORDER.natural(lead.key + 1)
        if lead.chain == 1:
            raise RuleError("not_one_higher", rank=_label(needed))
        start = GANDENGYAN_ORDER.natural(lead.key - lead.chain + 2)
        raise RuleError("not_one_higher_chain", rank=_label(start))

    def read_play(self, packed: int, reading: tuple, lead: Combo | None) -> Combo | None:
        virtual = virtual_of(packed, tuple(reading))
        return None if virtual is None else classify(virtual)

    def beats(self, new: Combo, old: Combo) -> bool:
        return beats(new, old)

    def readings(self, seat: int, cards) -> tuple[tuple[tuple[int, ...], Combo], ...]:
        """Every way ``seat`` may play these cards now (the table's reading chooser):
        ``(reading, Combo)`` pairs, weakest first; () when they cannot be played."""
        if self._phase != PLAY or seat not in self.to_act() or not cards:
            return ()
        hand = self.hands[seat]
        if len(set(cards)) != len(cards) or not hand.issuperset(cards):
            return ()
        return readings_of(_PACK(cards), self.round.hands[seat], self.round.lead)

    def _play(self, seat: int, cards: tuple[Card, ...], move, events: list[Event],
              from_piles: bool = False) -> None:
        self.history_readings.append(_reading(move))
        super()._play(seat, cards, move, events, from_piles)

    def _pass(self, seat: int, events: list[Event]) -> None:
        self.history_readings.append(())
        super()._pass(seat, events)

    def _after_play(self, seat: int, found: Combo, events: list[Event]) -> None:
        """A bomb doubles the card value once per card beyond two."""
        doublings = self.doublings(self.round)
        events.append(Event("bomb", seat, {"kind": found.kind, "size": found.size,
                                           "doublings": bomb_doublings(found.size),
                                           "multiplier": 2 ** doublings}))

    # --- the end of a hand ----------------------------------------------------------------------

    @staticmethod
    def doublings(rnd: Round) -> int:
        return sum(bomb_doublings(found.size) for _, found in rnd.bomb_log)

    def shut_out(self, rnd: Round) -> tuple[bool, ...]:
        """关墩墩: no card played; the dealer counts as one if he played nothing after his opening lead."""
        return tuple(plays <= (1 if seat == self.dealer else 0) for seat, plays in enumerate(rnd.plays))

    def _score(self, rnd: Round) -> GandengyanResult:
        return score_hand(winner=rnd.winner, left=[card_total(h) for h in rnd.hands], base=self.base,
                          bomb_sizes=[found.size for _, found in rnd.bomb_log],
                          shut_out=self.shut_out(rnd), rules=self.rules.score)

    def _end_hand(self, events: list[Event]) -> None:
        self.last_winner = self.round.winner
        super()._end_hand(events)

    def score_position(self, position: Round) -> GandengyanResult:
        """The result this hand would have if it ended as the finished ``position`` did."""
        if position.winner is None:
            raise ValueError("the position is not finished")
        return self._score(position)

    # --- observation ----------------------------------------------------------------------------

    def observe(self, seat: int | None) -> GandengyanObservation:
        rnd = self.round
        doublings = self.doublings(rnd)
        return GandengyanObservation(
            **self._shared_view(seat), rules=self.rules, dealer=self.dealer,
            stock_count=len(self.stock) - rnd.stock_next, base=self.base, bombs=tuple(rnd.bomb_log),
            doublings=doublings, card_value=self.base * 2 ** doublings, plays=tuple(rnd.plays),
            shut_out=self.shut_out(rnd), history_readings=tuple(self.history_readings))


def _label(natural: int) -> str:
    """A rank as players write it (3 … 10 J Q K A 2), for a reason's parameter."""
    return RANK_LABELS[natural]


def sample_world(obs: GandengyanObservation, rng: random.Random) -> GandengyanState:
    """A full state consistent with ``obs``: the unseen cards dealt at random to the other seats
    in their counts, the rest (in random order) as the stock; every public fact kept."""
    n = len(obs.card_counts)
    state = GandengyanState.__new__(GandengyanState)
    state._setup(dict(obs.options), random.Random(rng.getrandbits(64)), n, obs.rules)
    state.hands, unseen = deal_unseen(obs, list(_DECK), rng)
    if len(unseen) < obs.stock_count:
        raise ValueError("the observation's counts do not add up to a deck")
    unseen = unseen[:obs.stock_count]  # all of them at a real table (a rigged test may hold fewer)
    state.piles = [state.encoding.piles(h) for h in state.hands]
    state.stock = unseen
    rnd = state.round = restore_round(obs, [_PACK(h) for h in state.hands], MOVES, state.round_rules)
    rnd.stock = [UNIT[GANDENGYAN_ORDER.index(c.rank)] for c in unseen]
    rnd.stock_next = 0
    rnd.bomb_log = list(obs.bombs)
    rnd.bombs = len(obs.bombs)
    rnd.plays = list(obs.plays)
    if obs.result is not None:
        rnd.winner = obs.result.winner
        state.last_winner = obs.result.winner
    state.dealer = obs.dealer
    state.restore_public(obs)
    state.history_readings = list(obs.history_readings)
    return state


def _factory(rules: GandengyanRules):
    def new_state(options: Mapping[str, Any], rng: random.Random,
                  num_seats: int = DEFAULT_SEATS) -> GandengyanState:
        return GandengyanState(options, rng, num_seats, rules)

    return new_state


def _options() -> tuple[OptionSpec, ...]:
    return (
        OptionSpec("base", "底分", "Base value", 1,
                   (Choice(1, "1", "1"), Choice(2, "2", "2"), Choice(5, "5", "5"), Choice(10, "10", "10")),
                   "输家手里每剩一张牌赔这么多分；这一局每打出一个炸弹，价钱都会翻倍（炸弹越大翻得越多）。",
                   "What each card left in a loser's hand costs; every bomb played in the hand doubles "
                   "it (bigger bombs double it more than once)."),
        match_hands(12, (6, 12, 24)),
    )


new_state = _factory(FAMILY_DRAW)
new_winner_state = _factory(WINNER_DRAW)

SPEC = GameSpec(
    id="gandengyan",
    group="gandengyan",
    name_zh="干瞪眼（家家摸牌）",
    name_en="Gan Deng Yan (all draw)",
    summary_zh="2–6 人，王是听用；只能用正好大一点的牌管（或用 2、炸弹），每轮过后每家摸一张，先出完者赢。",
    summary_en="2–6 players, jokers wild; beat only by exactly one rank higher (or a 2, or a bomb); "
               "everyone draws after each round; first out wins.",
    family="climbing",
    seats=(MIN_SEATS, MAX_SEATS),
    options=_options(),
    new_state=new_state,
    default_seats=DEFAULT_SEATS,
    sample_world=sample_world,
)

WINNER_SPEC = GameSpec(
    id="gandengyan-winner",
    group="gandengyan",
    name_zh="干瞪眼（赢家摸牌）",
    name_en="Gan Deng Yan (winner draws)",
    summary_zh="2–6 人，王是听用；只能用正好大一点的牌管（或用 2、炸弹），每轮只有赢的人摸一张，关墩墩输双倍。",
    summary_en="2–6 players, jokers wild; beat only by exactly one rank higher (or a 2, or a bomb); "
               "only the round's winner draws; a player who never played pays double.",
    family="climbing",
    seats=(MIN_SEATS, MAX_SEATS),
    options=_options(),
    new_state=new_winner_state,
    default_seats=DEFAULT_SEATS,
    sample_world=sample_world,
)
