"""Issue 35, item 6: 吃苍蝇's result rows carry the places (大贡 …) as 双扣's carry 头游 ….

At the end of a hand a seat's place is a role badge, the kind the result rows show, in both games
through one helper (:func:`scenes.climbing.overlay.place_badge`); while the hand is played it
stays a tag after the seat's role.
"""
from __future__ import annotations

from dataclasses import replace

import pytest

from engine.climbing.variants.chicangying import score_hand
from engine.match import Match, SeatPlayer
from scenes.climbing import ChicangyingOverlay, ShuangkouOverlay
from scenes.table.result_panel import ResultPanel
from tests.scenes.partnership_helpers import open_table, play_hand, with_bots

CCY_PLACES = ("table.ccy.place1", "table.ccy.place2", "table.ccy.place3", "table.ccy.place4")


def ended(variant: str, out: tuple[int, ...], result=None):
    """An observation of a hand just over with seats ``out`` gone out in that order."""
    players = tuple(SeatPlayer("bot", "normal") for _ in range(4))
    obs = Match.new(variant, None, seed=3, players=players).state.observe(0)
    return replace(obs, phase="hand_over", out=out, **({"result": result} if result is not None else {}))


def role_of(badges) -> str | None:
    """The badge a result row shows: the seat's first role."""
    return next((b.key for b in badges if b.role), None)


def test_at_the_end_every_place_is_a_role_in_both_games():
    ccy = ChicangyingOverlay()
    obs = ended("chicangying", (1, 3), score_hand([1, 3], 0, "partner", 2))
    assert obs.dealer == 0 and obs.result.partner == 2
    for seat, key in ((1, CCY_PLACES[0]), (3, CCY_PLACES[1])):
        badges = ccy.badges(obs, seat)
        assert any(b.key == key and b.role for b in badges), badges
        assert role_of(badges) == key               # the result row of a seat with no other role
    assert role_of(ccy.badges(obs, 0)) == "table.ccy.dealer"
    assert role_of(ccy.badges(obs, 2)) == "table.ccy.partner"
    sk = ShuangkouOverlay()
    obs = ended("shuangkou", (1, 3))
    assert role_of(sk.badges(obs, 1)) == "table.sk.place1" and role_of(sk.badges(obs, 3)) == "table.sk.place2"


def test_while_played_the_place_stays_a_tag():
    ccy = ChicangyingOverlay()
    playing = replace(ended("chicangying", (1,)), phase="play")
    badges = ccy.badges(playing, 1)
    assert [b.key for b in badges] == [CCY_PLACES[0]] and not badges[0].role


@pytest.fixture
def bots(monkeypatch):
    with_bots(monkeypatch, "chicangying")


def test_the_result_rows_show_the_places(app, bots):
    """A whole hand on the table: the result row of every seat that went out, other than the
    dealer's and the partner's (which show 庄 and 搭档), shows its place."""
    table = open_table(app, "chicangying", seed=13, animation="off")
    table.act(next(a for a in table.legal_actions() if type(a).__name__ == "Pass"))
    panel = play_hand(app, table)
    assert isinstance(panel, ResultPanel)
    state = table.match.state
    out = tuple(state.observe(0).out)
    others = [seat for seat in out if seat not in (state.dealer, state.result.partner)]
    assert others, out
    rows = {line.seat: line.role for line in panel.seats}
    for seat in others:
        assert rows[seat] is not None and rows[seat].key == CCY_PLACES[out.index(seat)]
