"""双扣: four players in two partnerships, two decks, places decide the score.

Rules: ``shared/rules/climbing.md`` § 双扣. Everything that goes round the table —
beating, passing, 接风 to the partner of a player who went out, the hand ending
as soon as its outcome is fixed — is the shared climbing engine's, given this
game's rank table (:data:`SHUANGKOU`: chains within 3…A, bombs of 4 to 8 cards
ranked by size then rank, 天王炸弹 of all four jokers) and its round rules
(``TEAM_OUT``, ``PARTNER``). What is only 双扣's lives here: the deal of 27 each,
who leads each hand, and the score of 双扣 / 单扣 / 平扣 times the largest bomb of
the winning team.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping

from ...actions import Event
from ...cards import Card, full_deck
from ...score_sheet import ScoreSheet, sheet_by_deltas
from ...spec import GameSpec, match_hands
from ..combos import Combo, classify
from ..legal import RankCounts, piles_of
from ..moves import generator
from ..places import DOUBLE, TeamOutcome, team_gains, team_outcome
from ..ranks import DOUDIZHU_ORDER
from ..round import PARTNER, TEAM_OUT, Round, RoundRules
from ..sample import deal_unseen, restore_round
from ..state import ClimbingState
from ..tables import (
    BOMB, PAIR, PAIR_STRAIGHT, PLANE, ROCKET, SINGLE, STRAIGHT, TRIPLE, ClimbingTable,
)
from ..view import ClimbingObservation

SEATS = 4
HAND_SIZE = 27
#: partners sit opposite: seats 0 and 2 against 1 and 3
TEAMS = (0, 1, 0, 1)
PARTNER_OF = {0: 2, 1: 3, 2: 0, 3: 1}

#: 3 < … < A < 2 < 小王 < 大王; chains stop at the A; 4-8 of a rank are bombs (more cards first),
#: two of each joker are 天王炸弹; no kickers of any kind.
SHUANGKOU = ClimbingTable(
    name="shuangkou",
    order=DOUDIZHU_ORDER,
    kinds=frozenset((SINGLE, PAIR, TRIPLE, STRAIGHT, PAIR_STRAIGHT, PLANE, BOMB, ROCKET)),
    min_chain=((STRAIGHT, 5), (PAIR_STRAIGHT, 3), (PLANE, 3)),
    bomb_sizes=(4, 8),
    bomb_ladder="size_then_rank",
    rocket_jokers=4,
)
MOVES = generator(SHUANGKOU)
ENCODING = RankCounts(DOUDIZHU_ORDER)
_DECK: tuple[Card, ...] = tuple(full_deck(0) + full_deck(1))


def bomb_multiplier(found: Combo) -> int:
    """翻倍 of one bomb: 5 cards ×2, 6 ×3, 7 ×4, 8 ×5, 天王炸弹 ×5; a four or no bomb ×1."""
    if found.kind == ROCKET:
        return 5
    if found.kind == BOMB:
        return max(1, found.size - 3)
    return 1


def team_multiplier(bomb_log, team: int) -> tuple[int, Combo | None]:
    """The largest bomb a team played in the hand and its 翻倍 (only the largest counts)."""
    best, best_bomb = 1, None
    for seat, found in bomb_log:
        if TEAMS[seat] == team and bomb_multiplier(found) > best:
            best, best_bomb = bomb_multiplier(found), found
    return best, best_bomb


@dataclass(frozen=True)
class ShuangkouResult:
    """A finished hand. ``outcome``: places and 双扣 / 单扣 / 平扣 (:mod:`..places`);
    ``multiplier``: the winning team's largest bomb's 翻倍 (``bomb``: that bomb, or None);
    ``deltas[s]``: seat ``s``'s gain.

    ``lines``: ``sk_outcome`` {outcome, first, partner} with the gain per seat before the
    multiplier, then ``sk_bomb`` {size, rocket, seat} ×multiplier when a bomb counts.
    """

    winner: int
    outcome: TeamOutcome
    multiplier: int
    bomb: Combo | None
    lines: tuple[tuple[str, Mapping[str, Any], int], ...]
    deltas: tuple[int, ...]

    @property
    def sheet(self) -> ScoreSheet:
        """The hand's score sheet: the first player out's team won a 双扣 or 单扣; a 平扣 (0 each)
        is a draw for all four."""
        return sheet_by_deltas(self.lines, self.deltas)


def score_hand(out, bomb_log) -> ShuangkouResult:
    """The result of a hand from the order of going out and the bombs played (seat, Combo)."""
    outcome = team_outcome(out, PARTNER_OF, SEATS)
    first, partner = outcome.winners
    multiplier, bomb = team_multiplier(bomb_log, TEAMS[first])
    base = team_gains(outcome)[first]
    lines: list = [("sk_outcome", {"outcome": outcome.outcome, "first": first, "partner": partner}, base)]
    if bomb is not None:
        bomber = next(seat for seat, found in bomb_log if found is bomb and TEAMS[seat] == TEAMS[first])
        lines.append(("sk_bomb", {"size": bomb.size, "rocket": bomb.kind == ROCKET, "seat": bomber},
                      multiplier))
    return ShuangkouResult(first, outcome, multiplier, bomb, tuple(lines), team_gains(outcome, multiplier))


@dataclass(frozen=True)
class ShuangkouObservation(ClimbingObservation):
    """The shared climbing view, plus ``teams`` (seat → team 0 or 1, partners opposite),
    ``leader``: who led the hand's first round, and ``team_bombs``: the 翻倍 of each team's
    largest bomb so far (what a win would be multiplied by)."""

    teams: tuple[int, ...]
    leader: int | None
    team_bombs: tuple[int, int]


class ShuangkouState(ClimbingState):
    """A whole 双扣 match."""

    table = SHUANGKOU
    moves = MOVES
    encoding = ENCODING
    round_rules = RoundRules(ends=TEAM_OUT, take_over=PARTNER)

    def __init__(self, options: Mapping[str, Any], rng: random.Random, num_seats: int = SEATS) -> None:
        if num_seats != SEATS:
            raise ValueError("双扣 is played by four")
        self._setup(options, rng, SEATS)
        self._start_hand(self.initial_events)

    def _setup(self, options: Mapping[str, Any], rng: random.Random, num_seats: int = SEATS) -> None:
        super()._setup(options, rng, num_seats)
        self.round = Round([0] * SEATS, 0, MOVES, self.round_rules, teams=TEAMS)
        #: who leads the next hand: None → a random player (the first hand, after a 双扣)
        self.next_leader: int | None = None
        self.leader: int | None = None

    def _clone_extra(self, twin: "ShuangkouState") -> None:
        twin.next_leader = self.next_leader
        twin.leader = self.leader

    # --- the hand ------------------------------------------------------------------------------

    def _deal(self, events: list[Event]) -> None:
        deck = list(_DECK)
        self.rng.shuffle(deck)
        self.hands = [set(deck[s * HAND_SIZE:(s + 1) * HAND_SIZE]) for s in range(SEATS)]
        self.piles = [piles_of(hand, DOUDIZHU_ORDER) for hand in self.hands]
        self.round = Round([ENCODING.pack(h) for h in self.hands], 0, MOVES, self.round_rules, teams=TEAMS)
        self.round_plays = []
        self.history = []
        chosen = self.next_leader is None
        leader = self.rng.randrange(SEATS) if chosen else self.next_leader
        self.leader = leader
        events.append(Event("hand_started", None, {"hand_no": self.hand_no, "leader": leader,
                                                   "drawn_by_lot": chosen}))
        for seat in range(SEATS):
            events.append(Event("dealt", seat, {"cards": self.sort_hand(self.hands[seat])}, private_to=seat))
        self._start_play(leader, events)

    def _score(self, rnd: Round) -> ShuangkouResult:
        return score_hand(rnd.out, rnd.bomb_log)

    def _end_hand(self, events: list[Event]) -> None:
        super()._end_hand(events)
        result = self.result
        # after 双扣 the lead is drawn by lot again; after 单扣 or 平扣 the first out leads
        self.next_leader = None if result.outcome.outcome == DOUBLE else result.winner

    def score_position(self, position: Round) -> ShuangkouResult:
        """The result this hand would have if it ended as the finished ``position`` did."""
        if position.winner is None:
            raise ValueError("the position is not finished")
        return score_hand(position.out, position.bomb_log)

    # --- observation --------------------------------------------------------------------

    def observe(self, seat: int | None) -> ShuangkouObservation:
        log = self.round.bomb_log
        bombs = (team_multiplier(log, 0)[0], team_multiplier(log, 1)[0])
        return ShuangkouObservation(**self._shared_view(seat), teams=TEAMS, leader=self.leader,
                                    team_bombs=bombs)


def bomb_log_of(history) -> list[tuple[int, Combo]]:
    """The ``(seat, Combo)`` of every bomb in a hand's public history (for a sampled round)."""
    log = []
    for seat, cards in history:
        if len(cards) >= 4:
            found = classify(ENCODING.pack(cards), None, SHUANGKOU)
            if found is not None and found.is_bomb:
                log.append((seat, found))
    return log


def sample_world(obs: ShuangkouObservation, rng: random.Random) -> ShuangkouState:
    """A full state consistent with ``obs``: the unseen cards dealt at random in the seats' counts."""
    state = ShuangkouState.__new__(ShuangkouState)
    state._setup(dict(obs.options), random.Random(rng.getrandbits(64)), SEATS)
    state.hands, _ = deal_unseen(obs, list(_DECK), rng)
    state.piles = [piles_of(hand, DOUDIZHU_ORDER) for hand in state.hands]
    rnd = restore_round(obs, [ENCODING.pack(h) for h in state.hands], MOVES, state.round_rules,
                        _bomb_kind)
    rnd.teams = TEAMS
    rnd.bomb_log = bomb_log_of(obs.history)
    if obs.phase != "play" and obs.result is not None:
        rnd.winner = obs.result.winner
    state.round = rnd
    state.leader = obs.leader
    state.restore_public(obs)
    return state


def _bomb_kind(cards) -> str | None:
    if len(cards) < 4:
        return None
    found = classify(ENCODING.pack(cards), None, SHUANGKOU)
    return found.kind if found is not None and found.is_bomb else None


def new_state(options: Mapping[str, Any], rng: random.Random, num_seats: int = SEATS) -> ShuangkouState:
    return ShuangkouState(options, rng, num_seats)


SPEC = GameSpec(
    id="shuangkou",
    group="shuangkou",
    name_zh="双扣",
    name_en="Shuang Kou",
    summary_zh="四人两两对家搭档，两副牌各 27 张：顺子、连对、炸弹越多越大，同伴先后出完得双扣，最大的炸弹翻倍。",
    summary_en="Two against two with two decks, 27 cards each: straights, pair straights and bombs "
               "of up to eight; both partners out first is a 双扣, the biggest bomb multiplies.",
    family="climbing",
    seats=(SEATS, SEATS),
    options=(
        match_hands(8, (4, 8, 16)),
    ),
    new_state=new_state,
    default_seats=SEATS,
    sample_world=sample_world,
)
