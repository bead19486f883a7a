"""One score sheet for every game's hand result (engine/score_sheet.py): what each seat's hand gave
it and whether it won, drew or lost in that game's terms — read by the statistics, the result
panel's title and the win sound. Every registered game is played to a hand's end; the games'
own terms (升级's 上台, a 0–0 平扣, 干瞪眼's 只剩一张不输, a 胡, a push) are checked one by one."""
from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import pytest

from engine.blackjack.settle import settle_round
from engine.cards import ACE
from engine.climbing.variants import chicangying, shuangkou
from engine.climbing.variants.gandengyan_score import ScoreRules
from engine.climbing.variants.gandengyan_score import score_hand as gandengyan_hand
from engine.dapie.score import settle as dapie_settle
from engine.mahjong.view import HandResult as MahjongResult
from engine.registry import all_specs
from engine.score_sheet import DREW, LOST, WON, ScoreSheet
from tests.conformance.playouts import Playout

OUTCOMES = {WON, DREW, LOST}


def first_hand(variant: str, seed: int):
    """A seeded match of ``variant`` (random legal moves) played to its first hand's end."""
    game = Playout(variant, get_seats(variant), seed)
    for _ in range(5000):
        seat = game.decider()
        events = game.play(seat, game.choose(seat, game.state.legal_actions(seat)))
        if any(event.kind == "hand_over" for event in events):
            return game.state
    raise AssertionError(f"{variant}: no hand ended")


def get_seats(variant: str) -> int:
    return next(spec.seat_count() for spec in all_specs() if spec.id == variant)


# --- every game, played ----------------------------------------------------------------------

@pytest.mark.parametrize("variant", [spec.id for spec in all_specs()])
@pytest.mark.parametrize("seed", [0, 1])
def test_every_game_ends_its_hand_with_a_sheet_that_agrees_with_its_result(variant, seed):
    state = first_hand(variant, seed)
    result = state.result
    sheet = result.sheet
    seats = get_seats(variant)
    assert isinstance(sheet, ScoreSheet)
    assert len(sheet.deltas) == len(sheet.outcomes) == seats
    assert set(sheet.outcomes) <= OUTCOMES
    if hasattr(result, "deltas"):
        assert sheet.deltas == tuple(result.deltas)
        assert sheet.lines == tuple(getattr(result, "lines", getattr(result, "payments", ())))
    else:                       # 升级: each seat's team's level rise
        rise = [after - before for before, after in zip(result.levels_before, result.levels_after)]
        assert sheet.deltas == tuple(rise[seat % 2] for seat in range(seats))
    for seat, (delta, outcome) in enumerate(zip(sheet.deltas, sheet.outcomes)):
        if delta > 0:
            assert outcome == WON, (seat, sheet)
    assert WON in sheet.outcomes or set(sheet.outcomes) == {DREW}
    # what a table holds is an observation: its result reads the same sheet, no state needed
    for seat in (0, None):
        assert state.observe(seat).result.sheet == sheet


# --- each game's own terms -------------------------------------------------------------------

def test_a_level_pingkou_is_a_draw_for_all_four_and_a_shuangkou_is_not():
    level = shuangkou.score_hand([1, 0, 2], [])           # the first out's partner (3) came last
    assert level.outcome.outcome == "level"
    assert level.sheet.deltas == (0, 0, 0, 0) and level.sheet.outcomes == (DREW,) * 4
    double = shuangkou.score_hand([1, 3], [])
    assert double.sheet.outcomes == (LOST, WON, LOST, WON)


def test_chicangying_two_against_two_can_be_drawn_and_alone_is_won_or_lost():
    level = chicangying.score_hand([1, 0, 2], dealer=1, mode=chicangying.PARTNER, partner=3)
    assert level.sheet.deltas == (0, 0, 0, 0) and level.sheet.outcomes == (DREW,) * 4
    alone = chicangying.score_hand([2], dealer=0, mode=chicangying.OPEN_ALONE, partner=None)
    assert alone.sheet.outcomes == (LOST, WON, WON, WON)


def test_gandengyan_a_loser_left_with_one_card_draws_and_the_first_out_always_wins():
    free = ScoreRules(one_card_free=True)
    result = gandengyan_hand(winner=0, left=(0, 1, 3), base=1, bomb_sizes=(), shut_out=(False,) * 3, rules=free)
    assert result.sheet.outcomes == (WON, DREW, LOST)
    everyone_free = gandengyan_hand(winner=2, left=(1, 1, 0), base=1, bomb_sizes=(), shut_out=(False,) * 3,
                                    rules=free)
    assert everyone_free.sheet.deltas == (0, 0, 0)
    assert everyone_free.sheet.outcomes == (DREW, DREW, WON)


def test_dapie_even_points_are_a_draw():
    kwargs = dict(declarer=1, contract=60, base=1, doubled=(None,) * 4, redoubled=None,
                  opponent_points=40, laid_down=False, failed=False, kitty=())
    assert dapie_settle(declarer_points=60, **kwargs).sheet.outcomes == (DREW,) * 4
    assert dapie_settle(declarer_points=65, **kwargs).sheet.outcomes == (LOST, WON, LOST, LOST)


def test_a_mahjong_seat_that_won_won_even_when_kong_money_left_it_behind():
    winner = SimpleNamespace(seat=2)
    result = MahjongResult("bloody", (winner,), (), (3, 1, -1, -3), (), (), 0)
    assert result.sheet.outcomes == (WON, WON, WON, LOST)
    assert result.sheet.lines == ()


def test_blackjack_a_push_is_a_draw():
    def hand(points):
        return SimpleNamespace(points=points, natural=False, stake=10, bet=10, doubled=False)

    result = settle_round(0, (19, False), [(1, 0, hand(19)), (2, 0, hand(20))], 3, False)
    assert result.sheet.deltas == (-10, 0, 10)
    assert result.sheet.outcomes == (LOST, DREW, WON)


def shengji_hand(take_over: bool):
    """A real 拖拉机 hand ending as asked: 上台 with no level rise, or the dealers holding."""
    for seed in range(60):
        state = first_hand("shengji-2", seed)
        result = state.result
        if result.take_over == take_over and (result.rise == 0 or not take_over):
            return result
    raise AssertionError("no such hand in 60 seeds")


def test_shengji_taking_over_with_no_level_to_gain_is_a_win_for_the_attackers():
    result = shengji_hand(take_over=True)
    attackers = 1 - result.dealer_team
    assert result.levels_after == result.levels_before
    assert result.sheet.deltas == (0, 0, 0, 0)
    assert [result.sheet.outcomes[seat] for seat in range(4)] == [
        WON if seat % 2 == attackers else LOST for seat in range(4)]


def test_shengji_dealers_at_ace_who_hold_win_though_no_level_is_left():
    held = shengji_hand(take_over=False)
    team = held.dealer_team
    at_ace = replace(held, levels_before=(ACE, ACE), levels_after=(ACE, ACE), winner=team)
    assert at_ace.sheet.deltas == (0, 0, 0, 0)
    assert at_ace.sheet.won(team) and at_ace.sheet.won(team + 2) and not at_ace.sheet.won(1 - team)
    assert at_ace.sheet.outcome(None) is None


# --- the result panel's title and the win sound ---------------------------------------------

def _panel(app, variant: str, result, viewer: int = 0):
    from scenes.climbing import overlay_for
    from scenes.table.result_panel import ResultPanel, SeatLine

    seats = [SeatLine(seat, f"P{seat}", None, result.deltas[seat], result.deltas[seat], seat == viewer)
             for seat in range(4)]
    panel = ResultPanel(1, result, seats, viewer, False, lambda seat: f"P{seat}", lambda: None, lambda: None,
                        overlay=overlay_for(variant), viewable=True)
    app.stack.push(panel)
    return panel


@pytest.mark.parametrize("variant, result", [
    ("shuangkou", shuangkou.score_hand([1, 0, 2], [])),
    ("chicangying", chicangying.score_hand([1, 0, 2], dealer=1, mode=chicangying.PARTNER, partner=3)),
])
def test_a_drawn_climbing_hand_is_titled_a_draw_not_a_defeat(app, variant, result):
    panel = _panel(app, variant, result)
    for language, word in (("zh", "平局"), ("en", "Draw")):
        app.tr.language = language
        panel.layout(app.size)
        panel.draw(app.screen)              # drawn with the dummy video driver, as the table does
        title, _subtitle, good = panel.headline()
        assert title == word and good
        panel.toggle_view()                 # 看牌: the strip over the table shows the same title
        panel.draw(app.screen)
        panel.toggle_view()


def test_the_strip_of_a_drawn_hand_says_draw_when_the_row_is_narrow(app):
    import pygame

    from scenes import theme

    panel = _panel(app, "shuangkou", shuangkou.score_hand([1, 0, 2], []))
    s = theme.sizes(app.size[1])
    short = panel._strip_title("平扣 " * 30, pygame.Rect(0, 0, 10, 4), s)
    assert short == (s.small, [app.tr("result.draw")])


def test_a_won_or_lost_climbing_hand_keeps_its_titles(app):
    won = _panel(app, "shuangkou", shuangkou.score_hand([0, 2], []), viewer=0)
    assert won.headline()[0] == app.tr("result.win") and won.headline()[2]
    app.stack.pop()
    lost = _panel(app, "shuangkou", shuangkou.score_hand([1, 3], []), viewer=0)
    assert lost.headline()[0] == app.tr("result.lose") and not lost.headline()[2]


def test_the_win_sound_plays_for_a_win_and_not_for_a_draw(app):
    from engine.actions import Event
    from scenes.table.animation import AnimationQueue
    from scenes.table.feed import EventFeed

    def sounds_for(result) -> list:
        sounds = []
        feed = EventFeed(0, AnimationQueue(), app.tr, lambda s: f"P{s}", sounds.append)
        feed.handle([Event("hand_over", None, {"result": result})])
        return sounds

    assert "win" in sounds_for(shuangkou.score_hand([0, 2], []))
    assert "win" not in sounds_for(shuangkou.score_hand([1, 0, 2], []))
    assert "win" not in sounds_for(shuangkou.score_hand([1, 3], []))
