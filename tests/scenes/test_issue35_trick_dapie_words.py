"""打撇's words (issue 35, item 6): the two menu entries say which kind each is (有A / 无A), the same
on every screen that names them, and a result names the kitty's share of the declarer's points
(含底) only when the kitty held any.
"""
from __future__ import annotations

import pytest

from engine.cards import Card
from engine.dapie.score import settle
from engine.match import SeatPlayer
from engine.registry import get_spec
from scenes.table.result_panel import SeatLine
from scenes.trick.dapie import DapieResultPanel
from tests.scenes.layout_probe import TEXT, draw_frame, recording

HUMAN = (SeatPlayer("human"),) + tuple(SeatPlayer("bot", "normal") for _ in range(3))


def test_both_dapie_entries_name_their_kind(app):
    names = {}
    for language, with_aces, without in (("zh", "有A", "无A"), ("en", "with aces", "no aces")):
        app.tr.language = language
        names[language] = (app.tr.game_name(get_spec("dapie")), app.tr.game_name(get_spec("dapie-noace")))
        assert with_aces in names[language][0] and without in names[language][1]
    assert names["zh"] == ("打撇（有A）", "打撇（无A）")
    assert names["en"] == ("Dapie (with aces)", "Dapie (no aces)")


def _drawn_words(app, scene) -> set[str]:
    """Every line of text ``scene`` draws at 1024×640."""
    with recording() as rec:
        app.stack.push(scene)
        probe = draw_frame(app, (1024, 640), rec)
        app.stack.pop()
    return {blit.text for blit in probe.blits if blit.kind == TEXT}


@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_menu_rules_book_and_statistics_show_both_names(app, language):
    """The family's screen (where a variant is chosen), the rules book's contents and the statistics
    name the two kinds alike, whole (no "…")."""
    from engine.registry import all_specs
    from scenes.family_scene import FamilyScene
    from scenes.menu_families import families
    from scenes.rules_book.scene import RulesBookScene
    from scenes.statistics import record_hand
    from scenes.stats_scene import StatsScene

    app.settings.language = app.tr.language = language
    names = {app.tr.game_name(get_spec(v)) for v in ("dapie", "dapie-noace")}
    for variant in ("dapie", "dapie-noace"):
        record_hand(app.storage, variant, HUMAN, (3, -1, -1, -1), 0)
    family = next(f for f in families(all_specs()) if f.group == "dapie")
    drawn = _drawn_words(app, FamilyScene(family))
    assert names <= drawn, f"the family's screen shows {sorted(w for w in drawn if 'apie' in w or '打撇' in w)}"
    stats = StatsScene()                 # its list scrolled to the 打撇 rows (every game has a row)
    app.stack.push(stats)
    stats.table.ensure_visible(next(i for i, (vid, _) in enumerate(stats.rows) if vid == "dapie-noace"))
    with recording() as rec:
        probe, screen = rec.probe(app.size), app.screen
        app.screen = probe
        try:
            app.draw()
        finally:
            app.screen = screen
    app.stack.pop()
    assert names <= {blit.text for blit in probe.blits if blit.kind == TEXT}
    for variant in ("dapie", "dapie-noace"):       # the book opened at each kind's page
        assert app.tr.game_name(get_spec(variant)) in _drawn_words(app, RulesBookScene(variant))


def _result(kitty_codes: tuple[str, ...]):
    kitty = tuple(Card.from_code(code) for code in kitty_codes)
    return settle(declarer=0, contract=60, base=1, doubled=(None, False, False, False), redoubled=None,
                  declarer_points=65, opponent_points=35, laid_down=False, failed=False, kitty=kitty)


@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_kitty_share_is_named_only_when_it_counts(app, language):
    app.tr.language = language
    word = {"zh": "含底", "en": "kitty"}[language]
    seats = [SeatLine(seat, f"P{seat}", None, 0, 0, seat == 0) for seat in range(4)]
    for codes, shown in ((("S6", "H7", "C8", "D9"), None), (("ST", "H7", "C8", "D9"), 10)):
        panel = DapieResultPanel(1, _result(codes), seats, 0, False, lambda seat: f"P{seat}", lambda: None,
                                 lambda: None)
        app.stack.push(panel)
        first = panel.line_texts()[0]
        app.stack.pop()
        if shown is None:
            assert word not in first and "0" not in first.replace("60", "").replace("65", "")
        else:
            assert f"{word} {shown}" in first
