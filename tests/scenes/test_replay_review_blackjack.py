"""复盘 of 21点 (issue 29, item 3): the person's hits, stands, doubles and splits against the exact
strategy for the cards they had not seen — with the casino banker; with the free banker (the
default) against the banker as he plays.

What a player would check: a stand on a hand that cannot bust by hitting is always flagged, with
hit (or double) as the better move and the chips it gave up, whichever the banker; with the
casino banker the hard player, which plays the exact strategy, is never flagged, and every
flag's values agree with the exact recursion worked out afresh, the better move beating the one
played there by at least the threshold; with the free banker a stand the exact strategy calls
right but the banker punishes (a 闲家 who stands showing a 3 tells him the total is small) is
named, and the same stand is not flagged at the casino table; the review reads only the seat's
observation (the real hidden cards changed, the same flag); bets and the banker's own decisions
are not reviewed; the flag's words name the moves as the table's buttons do and fit their box in
both languages.
"""
from __future__ import annotations

import random

import pytest

from ai.blackjack.bots import HardBot, player_situation
from ai.blackjack.counting import unseen_counts
from ai.blackjack.exact import ExactSolver
from ai.registry import make_bot
from ai.review import review_hand, reviewable
from ai.review.blackjack import LEAST_COST
from engine.blackjack.actions import Bet, DoubleDown, Hit, Split, Stand
from engine.blackjack.points import card_points
from engine.match import Match, SeatPlayer
from scenes.replays_store import hand_start
from tests.search_clock import REVIEW_TICK, every_clock_made_up


@pytest.fixture(autouse=True)
def _clocks_made_up(monkeypatch):
    """The hard player the review asks, and the review's sharing of its processor-time budget,
    read made-up clocks (tests/search_clock.py), so what the review says does not depend on how
    loaded the machine is."""
    every_clock_made_up(monkeypatch, tick=REVIEW_TICK)


class StandsOnEverything:
    """A 闲家 who never draws (the bets of the normal player)."""

    def __init__(self) -> None:
        self.normal = make_bot("blackjack", "normal")

    def choose(self, obs, legal, rng):
        if obs.phase == "play" and Stand() in legal:
            return Stand()
        return self.normal.choose(obs, legal, rng)


CASINO = {"casino_banker": True}


def _hand(person, seed: int, options: dict | None = None):
    """One round, seat 0 played by ``person``; (record, start, end, seat 0's decisions with
    their observations)."""
    players = (SeatPlayer("human"),) + tuple(SeatPlayer("bot", "normal") for _ in range(3))
    match = Match.new("blackjack", options, seed=seed, players=players)
    others = make_bot("blackjack", "normal")
    rng = random.Random(seed)
    decisions = []
    while match.state.phase not in ("hand_over", "match_over"):
        seat = match.state.to_act()[0]
        obs, legal = match.state.observe(seat), list(match.state.legal_actions(seat))
        action = (person if seat == 0 else others).choose(obs, legal, rng)
        if seat == 0 and obs.phase == "play":
            decisions.append((len(match.actions), obs, legal, action))
        match.apply(seat, action)
    end = len(match.actions)
    return match.to_json(), hand_start(match.actions, end), end, decisions


def test_blackjack_is_reviewed():
    assert reviewable("blackjack")


@pytest.mark.parametrize("options, hands", [(CASINO, 40), ({}, 12)])
def test_standing_where_a_hit_cannot_bust_is_always_flagged(options, hands):
    flagged = 0
    for seed in range(hands):
        record, start, end, decisions = _hand(StandsOnEverything(), seed, options)
        review = review_hand(record, start, end, {0})
        assert review.decisions == len(decisions)               # plays only: no bet, no banker's move
        by_position = {f.position: f for f in review.flags}
        for position, obs, legal, action in decisions:
            sit = player_situation(obs)
            if sit["total"] <= 11 and not sit["soft"] and Hit() in legal:
                flag = by_position.get(position)
                assert flag is not None, (seed, position, sit)
                assert flag.played == Stand() and type(flag.better) in (Hit, DoubleDown, Split)
                assert flag.cost >= LEAST_COST * obs.seats[0].hands[obs.active[1]].bet
                flagged += 1
    assert flagged >= hands // 4


@pytest.mark.parametrize("seed", range(0, 60, 3))
def test_the_hard_player_is_never_flagged_at_the_casino_table(seed):
    record, start, end, decisions = _hand(HardBot(), seed, CASINO)
    review = review_hand(record, start, end, {0})
    assert review.decisions == len(decisions) and review.flags == ()


def test_each_flag_agrees_with_the_exact_recursion_at_the_casino_table():
    easy = make_bot("blackjack", "easy")
    checked = 0
    for seed in range(60):
        record, start, end, decisions = _hand(easy, seed, CASINO)
        review = review_hand(record, start, end, {0})
        seen = {position: (obs, legal) for position, obs, legal, _a in decisions}
        for flag in review.flags:
            obs, legal = seen[flag.position]
            sit = player_situation(obs)
            counts = tuple(int(c) for c in unseen_counts(obs))
            exact = dict((move, value) for value, move in ExactSolver(sit["up"]).moves(
                sit["total"], sit["soft"], counts, can_double=DoubleDown() in legal, pair=sit["pair"],
                can_split=Split() in legal, from_split=sit["from_split"]))
            name = {Hit: "hit", Stand: "stand", DoubleDown: "double", Split: "split"}
            played, better = exact[name[type(flag.played)]], exact[name[type(flag.better)]]
            assert better - played >= LEAST_COST, (seed, flag)
            assert abs(flag.value_played - played) < 1e-9 and abs(flag.value_better - better) < 1e-9
            checked += 1
    assert checked >= 5


@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_flag_names_the_moves_and_fits_its_box(app, language):
    from scenes import theme
    from scenes.replay.review_note import flag_box, flag_text, try_button
    from scenes.replay.table import open_replay
    from scenes.replays_store import HandToReplay, kept_from
    from scenes.widgets import wrap_lines

    app.settings.language = language
    app.apply_settings()
    app.settings.animation = "off"
    for seed in range(40):
        record, start, end, decisions = _hand(StandsOnEverything(), seed)
        match = Match.from_json(record)
        replay = open_replay(app, HandToReplay(kept_from(match, end), record, match.players))
        replay.review.wait()
        assert replay.review.collect()
        if replay.review.result.flags:
            break
        replay.leave_replay()
    flag = replay.review.result.flags[0]
    replay.update(0.0)
    replay.seek(flag.position)
    app.draw()
    text = flag_text(flag, app.tr)
    assert app.tr("table.bj.stand") in text and app.tr("table.bj.hit" if flag.better == Hit() else
                                                       "table.bj.double") in text
    s = theme.sizes(app.size[1])
    button = try_button(flag, replay.replay_bar.row, s, app.tr)
    box, lines = flag_box(text, replay.replay_bar.row, s, button.rect.width)
    room = box.width - 2 * s.pad - button.rect.width - s.pad
    assert len(wrap_lines(text, s.small, room)) <= 3                    # nothing of the reason is cut
    assert replay._try_button is not None


def _stand_showing_three(options: dict | None = None):
    """Seed 10, two seats: the person (seat 0) holds 10 under a face-up 3 — hard 13 — against the
    banker's 6 and stands, which the exact strategy (the banker drawing to 16) calls right; the
    computer banker (seat 1) finishes. (record, the stand's position)."""
    players = (SeatPlayer("human"), SeatPlayer("bot", "normal"))
    match = Match.new("blackjack", options, seed=10, players=players)
    match.apply(0, Bet(50))
    obs = match.state.observe(0)
    assert [card_points(c) for c in obs.seats[0].hands[0].cards] == [10, 3]
    assert card_points(obs.seats[1].hands[0].cards[1]) == 6
    position = len(match.actions)
    match.apply(0, Stand())
    banker = make_bot("blackjack", "normal")
    while match.state.phase != "hand_over":
        seat = match.state.to_act()[0]
        match.apply(seat, banker.choose(match.state.observe(seat), list(match.state.legal_actions(seat)),
                                        random.Random(0)))
    return match.to_json(), position


def test_a_stand_the_free_banker_punishes_is_flagged_though_the_exact_strategy_likes_it():
    """Standing with a 3 face up tells the free banker the total is at most 14: he draws until he
    beats it and hardly ever busts for nothing. The exact strategy's banker draws to 16 whatever
    he sees, so there the stand is the better move — and the casino table does not flag it."""
    from ai.review.blackjack import values

    record, position = _stand_showing_three()
    match = Match.from_json(record, upto=position)
    ranked = values(match.state.observe(0), list(match.state.legal_actions(0)), exact=True)
    assert ranked[0][1] == "stand" and ranked[0][0] - ranked[1][0] > LEAST_COST
    review = review_hand(record, 0, len(record["actions"]), {0})
    assert review.decisions == 1 and len(review.flags) == 1
    flag = review.flags[0]
    assert (flag.position, flag.played, flag.better) == (position, Stand(), Hit())
    assert flag.cost >= 0.2 * 50 and flag.cost > 2 * flag.error and flag.worlds >= 80
    assert abs(flag.cost - 50 * (flag.value_better - flag.value_played)) < 1e-6

    casino, position = _stand_showing_three(CASINO)
    assert review_hand(casino, 0, len(casino["actions"]), {0}).flags == ()


def test_the_free_banker_review_reads_only_the_seat_s_observation():
    """The banker's hole card and the shoe's order changed behind the seat's back (its observation
    the same): the same flag, figure for figure."""
    from ai.review.blackjack import look_free
    from ai.review.blackjack_worlds import table_players

    record, position = _stand_showing_three()
    real = Match.from_json(record, upto=position)
    other = Match.from_json(record, upto=position)
    state = other.state
    hole = state.banker_hand.cards[0]
    swap = next(i for i, c in enumerate(state.shoe.cards) if card_points(c) != card_points(hole))
    state.banker_hand.cards[0], state.shoe.cards[swap] = state.shoe.cards[swap], hole
    random.Random(5).shuffle(state.shoe.cards)
    assert state.observe(0) == real.state.observe(0)
    assert state.shoe.cards != real.state.shoe.cards and state.banker_hand.cards != real.state.banker_hand.cards

    flags = [look_free(m, 0, Stand(), position, table_players(record, 0), random.Random(3), 120)
             for m in (real, other)]
    assert flags[0] is not None and flags[0] == flags[1]
