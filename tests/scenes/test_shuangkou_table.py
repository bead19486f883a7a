"""双扣 on the shared climbing table: 27 cards in two rows, partners marked, places as players go
out, each team's bomb multiplier in view, the result's outcome line — played through the scene."""
from __future__ import annotations

from dataclasses import replace

import pytest

from engine.climbing.combos import Combo
from engine.climbing.places import TeamOutcome
from engine.climbing.variants.shuangkou import ShuangkouResult
from engine.match import Match, SeatPlayer
from scenes import intents as it
from scenes.climbing import ShuangkouOverlay, overlay_for
from scenes.i18n import Translator
from scenes.table import layout as table_layout
from scenes.table.result_panel import ResultPanel
from scenes.table.view_model import build
from scenes.theme import sizes
from tests.scenes.partnership_helpers import open_table, play_hand, text_fits, with_bots

VARIANT = "shuangkou"
PLACES = {"table.sk.place1", "table.sk.place2", "table.sk.place3", "table.sk.place4"}


@pytest.fixture
def bots(monkeypatch):
    with_bots(monkeypatch, VARIANT)


def test_the_overlay_is_registered():
    overlay = overlay_for(VARIANT)
    assert isinstance(overlay, ShuangkouOverlay) and overlay.max_hand == 27


def test_a_whole_hand_by_mouse_with_partners_places_and_the_result(app, bots):
    table = open_table(app, VARIANT, seed=5)
    L = table.layout_
    assert L.row_offset > 0 and table.hand.rows == 2 and len(table.hand.cards) == 27
    screen = app.screen.get_rect()
    assert screen.contains(table.hand.bounds())
    model = table.model
    badges = {s.seat: {b.key for b in s.badges} for s in model.seats}
    assert "table.sk.partner" in badges[2] and "table.sk.opponent" in badges[1] | badges[3]
    assert not badges[0] & {"table.sk.partner", "table.sk.opponent"}
    assert [p.label_key for p in model.centre.pills] == ["table.sk.our_bomb", "table.sk.their_bomb"]
    seen_places: set[str] = set()

    def watch(t):
        out = t.match.state.observe(0).out
        for place, seat in enumerate(out):
            keys = {b.key for b in t.model.seats[seat].badges}
            assert f"table.sk.place{place + 1}" in keys
            seen_places.add(f"table.sk.place{place + 1}")

    panel = play_hand(app, table, on_frame=watch)
    result = table.match.state.result
    assert isinstance(panel, ResultPanel) and "table.sk.place1" in seen_places
    assert [line.delta for line in panel.seats] == list(result.deltas)
    first, partner = result.outcome.winners
    texts = panel.line_texts()
    outcome_word = {"double": "双扣", "single": "单扣", "level": "平扣"}[result.outcome.outcome]
    assert texts[0].startswith(outcome_word)
    assert outcome_word in " ".join(panel.summary())
    # the first player out's role on the result panel is 头游
    assert next(line for line in panel.seats if line.seat == first).role.key == "table.sk.place1"
    panel_width = panel.panel.width
    for language in ("zh", "en"):
        app.tr.language = language
        for text in [*panel.line_texts(), *panel.summary()]:
            assert text_fits(text, sizes(640).body, round((panel_width - 4 * sizes(640).pad) * 0.42)), text
    app.tr.language = "zh"
    app.step(0.05, [])
    app.send(it.Intent(it.CONFIRM))      # 下一局
    app.step(0.05, [])
    assert table.model.hand_no == 2


def test_a_spectator_sees_teams_a_and_b():
    match = Match.new(VARIANT, None, seed=2, players=tuple(SeatPlayer("bot", "normal") for _ in range(4)))
    obs = match.state.observe(None)
    model = build(obs, None, lambda s: f"P{s}", overlay=ShuangkouOverlay())
    keys = [next(b.key for b in s.badges) for s in model.seats]
    assert keys == ["table.sk.team_a", "table.sk.team_b", "table.sk.team_a", "table.sk.team_b"]
    assert [p.label_key for p in model.centre.pills] == ["table.sk.team_a_bomb", "table.sk.team_b_bomb"]


def _result(outcome: str, multiplier: int, bomb: Combo | None) -> ShuangkouResult:
    places = {"double": (1, 3, 0, 2), "single": (1, 0, 3, 2), "level": (1, 0, 2, 3)}[outcome]
    lines = [("sk_outcome", {"outcome": outcome, "first": 1, "partner": 3}, {"double": 4, "single": 2, "level": 0}[outcome])]
    if bomb is not None:
        lines.append(("sk_bomb", {"size": bomb.size, "rocket": bomb.kind == "rocket", "seat": 3}, multiplier))
    return ShuangkouResult(1, TeamOutcome(places, (1, 3), outcome), multiplier, bomb, tuple(lines), (0, 0, 0, 0))


@pytest.mark.parametrize("language", ["zh", "en"])
def test_every_outcome_and_bomb_reads_in_both_languages(language):
    tr = Translator(language)
    overlay = ShuangkouOverlay()
    names = {0: "You", 1: "Right", 2: "Across", 3: "Left"}.get
    six = Combo("bomb", 5, 1, 6)
    rocket = Combo("rocket", 14, 1, 4)
    texts = []
    for outcome, mult, bomb in (("double", 3, six), ("single", 1, None), ("level", 5, rocket)):
        result = _result(outcome, mult, bomb)
        summary = overlay.result_summary(result, tr, names)
        lines = [overlay.line_text(k, p, f, tr, names) for k, p, f in result.lines]
        texts += summary + lines
        if mult > 1:
            assert any(f"×{mult}" in t for t in summary)
            assert lines[-1].endswith(f"×{mult}")
    assert not any("{" in t or "line." in t or "result." in t for t in texts)
    assert overlay.combo_text("bomb", 6, tr) == ("6张炸弹" if language == "zh" else "6-card bomb")
    assert overlay.combo_text("rocket", 4, tr) == ("天王炸弹" if language == "zh" else "Joker bomb")


def test_places_read_toupyou_to_moyou_and_the_last_one_only_when_fixed():
    match = Match.new(VARIANT, None, seed=2, players=tuple(SeatPlayer("bot", "normal") for _ in range(4)))
    obs = match.state.observe(0)
    overlay = ShuangkouOverlay()
    two_out = replace(obs, out=(3, 1), card_counts=(5, 0, 7, 0))
    keys = {s: {b.key for b in overlay.badges(two_out, s)} for s in range(4)}
    assert "table.sk.place1" in keys[3] and "table.sk.place2" in keys[1]
    assert not (keys[0] | keys[2]) & PLACES
    three_out = replace(obs, out=(3, 0, 1), card_counts=(0, 0, 7, 0))
    assert "table.sk.place4" in {b.key for b in overlay.badges(three_out, 2)}


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_top_centre_and_status_fit(size):
    L = table_layout.compute(size, 4, max_hand=27, centre_cards=0)
    s = L.sizes
    for language in ("zh", "en"):
        tr = Translator(language)
        pill = "  ".join(f"{tr(k)} ×5" for k in ("table.sk.our_bomb", "table.sk.their_bomb"))
        assert text_fits(pill, s.small, L.size[0] // 2)
        for key in ("table.sk.lead_first_out", "table.sk.went_out"):
            assert text_fits(tr(key, name="Across", place=tr("table.sk.place4")), s.body, L.status_rect.width)
