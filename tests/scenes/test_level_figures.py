"""The setup screen's level sentences come from the measured figures (issue 30, item 3).

They read ``assets/level_figures.json`` as ``bench.bench_levels`` writes it; a level with no
figure, a missing file or a damaged one gives no sentence, never an error.
"""
from __future__ import annotations

import json

import pytest

from scenes.i18n import Translator
from scenes.level_figures import Figure, figure_for, level_sentence, load_figures


def _figures(*rows) -> dict:
    return {(r.variant, r.pair): r for r in rows}


HARD_STEP = Figure("big2", "normal-hard", 600, 0.8, 0.3, "points")
EASY_STEP = Figure("big2", "easy-normal", 600, 3.4, 0.5, "points")


def test_hard_is_told_as_points_more_against_normal_in_both_languages():
    figures = _figures(HARD_STEP)
    assert level_sentence("big2", "hard", Translator("zh"), figures) == \
        "困难：与普通对局，每局平均比普通多赢 0.80 分（600 局测得）"
    assert level_sentence("big2", "hard", Translator("en"), figures) == \
        "Hard: against Normal players, wins 0.80 points more per hand than Normal would (measured over 600 hands)"


def test_one_step_tells_both_of_its_levels_easy_loses_what_normal_gains():
    figures = _figures(EASY_STEP)
    assert level_sentence("big2", "easy", Translator("zh"), figures) == \
        "简单：与普通对局，每局平均比普通少赢 3.4 分（600 局测得）"
    assert level_sentence("big2", "normal", Translator("zh"), figures) == \
        "普通：与普通对局，每局平均比简单多赢 3.4 分（600 局测得）"


def test_a_step_within_two_standard_errors_is_not_told_as_a_difference():
    figures = _figures(Figure("big2", "normal-hard", 300, 0.5, 0.3, "points"))
    assert "差别在测量误差以内" in level_sentence("big2", "hard", Translator("zh"), figures)
    assert "no clear difference" in level_sentence("big2", "hard", Translator("en"), figures)


def test_a_step_measured_the_wrong_way_is_told_as_less():
    figures = _figures(Figure("big2", "normal-hard", 300, -1.5, 0.3, "points"))
    assert "少赢 1.5 分" in level_sentence("big2", "hard", Translator("zh"), figures)


def test_each_game_says_its_own_unit():
    figures = _figures(Figure("shengji-1", "normal-hard", 400, 0.31, 0.1, "levels"),
                       Figure("blackjack", "normal-hard", 400, 3.2, 1.0, "chips"))
    assert "多赢 0.31 级" in level_sentence("shengji-1", "hard", Translator("zh"), figures)
    assert "3.2 chips more" in level_sentence("blackjack", "hard", Translator("en"), figures)


def test_a_variant_not_measured_shares_its_games_figure():
    figures = _figures(Figure("mj-mianyang-dingque", "normal-hard", 300, 2.0, 0.5, "points"))
    assert figure_for("mj-mianyang-bloody", "hard", figures) == figures[("mj-mianyang-dingque", "normal-hard")]
    assert figure_for("big2", "hard", figures) is None
    assert level_sentence("big2", "hard", Translator("zh"), figures) == ""


def test_a_shared_figure_says_which_variant_it_was_measured_on():
    """Three-deck 升级 shows one deck's step; it must not read as if measured on three decks."""
    figures = _figures(Figure("shengji-1", "normal-hard", 300, 0.106, 0.046, "levels"),
                       Figure("mj-mianyang-dingque", "normal-hard", 300, 0.917, 0.348, "points"))
    assert level_sentence("shengji-3", "hard", Translator("zh"), figures) == \
        "困难：与普通对局，每局平均比普通多赢 0.11 级（升级（一副牌），300 局测得）"
    assert level_sentence("mj-deyang-qdg", "hard", Translator("en"), figures).endswith(
        "(measured over 300 hands of Mianyang Declared Missing Suit)")
    assert level_sentence("shengji-1", "hard", Translator("zh"), figures).endswith("（300 局测得）")


def test_a_variant_measured_itself_keeps_its_own_figure():
    own = Figure("doudizhu-wild", "normal-hard", 300, 0.9, 0.2, "points")
    figures = _figures(Figure("doudizhu", "normal-hard", 300, 0.1, 0.02, "points"), own)
    assert figure_for("doudizhu-wild", "hard", figures) == own


def test_a_level_without_a_step_and_an_unknown_game_give_no_sentence():
    figures = _figures(HARD_STEP)
    assert level_sentence("big2", "random", Translator("zh"), figures) == ""
    assert level_sentence("no-such-game", "hard", Translator("zh"), figures) == ""


@pytest.mark.parametrize("content", ["", "{not json", "[1, 2]", '{"figures": 3}', '{"other": []}'])
def test_a_damaged_data_file_gives_no_figures(tmp_path, content):
    path = tmp_path / "level_figures.json"
    path.write_text(content, encoding="utf-8")
    assert load_figures(path) == {}


def test_a_missing_data_file_gives_no_figures(tmp_path):
    assert load_figures(tmp_path / "absent.json") == {}


def test_a_damaged_row_is_skipped_and_the_others_kept(tmp_path):
    path = tmp_path / "level_figures.json"
    good = {"variant": "big2", "pair": "normal-hard", "n": 600, "mean": 0.8, "se": 0.3, "unit": "points"}
    rows = [good, {"variant": "big2", "pair": "easy-normal", "n": "many"},
            {"variant": "dapie", "pair": "easy-normal", "n": 300, "mean": 1, "se": 0.2, "unit": "furlongs"}, 7]
    path.write_text(json.dumps({"figures": rows}), encoding="utf-8")
    assert list(load_figures(path)) == [("big2", "normal-hard")]


def test_the_shipped_data_file_reads_and_every_row_makes_a_sentence():
    figures = load_figures()
    assert figures, "assets/level_figures.json is missing or unreadable"
    for (variant, pair), figure in figures.items():
        level = pair.split("-")[1]
        for language in ("zh", "en"):
            text = level_sentence(variant, level, Translator(language), figures)
            assert str(figure.n) in text and "{" not in text
