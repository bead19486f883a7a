"""The one translation table: complete in both languages, and covering every key the code uses."""
from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from scenes.i18n import LANGUAGES, STRINGS, Translator

ROOT = Path(__file__).resolve().parent.parent
KEY_PREFIXES = ("app", "menu", "setup", "settings", "stats", "table", "result", "dialog", "notice",
                "reason", "combo", "line", "about", "fan", "pay", "rules")


def fields(template: str) -> set[str]:
    return {name for _text, name, _spec, _conv in string.Formatter().parse(template) if name}


def test_every_key_has_both_languages():
    for key, texts in STRINGS.items():
        assert set(texts) == set(LANGUAGES), key
        for lang in LANGUAGES:
            assert isinstance(texts[lang], str) and texts[lang].strip(), (key, lang)


def test_keys_are_named_by_screen():
    for key in STRINGS:
        assert key.split(".")[0] in KEY_PREFIXES, key


def test_parameters_match_and_format_in_both_languages():
    for key, texts in STRINGS.items():
        assert fields(texts["zh"]) == fields(texts["en"]), key
        params = {name: 7 for name in fields(texts["zh"])}
        for lang in LANGUAGES:
            text = Translator(lang)(key, **params)
            assert "{" not in text and "}" not in text, (key, lang, text)
            if params:
                assert "7" in text, (key, lang)


def _contracts() -> str:
    return (ROOT / "docs" / "CONTRACTS.md").read_text(encoding="utf-8")


def contract_reason_keys() -> set[str]:
    text = _contracts()
    start = text.index("Reason keys raised")
    block = text[start:text.index("\n\n", start)]
    block = block.split(":", 1)[1]
    return set(re.findall(r"`([a-z_]+)`", block))


def contract_combo_kinds() -> set[str]:
    text = _contracts()
    start = text.index("Combination kinds")
    block = text[start:text.index("\n\n", start)]
    quoted = " ".join(re.findall(r"`([^`]+)`", block))
    return {word for word in quoted.split() if re.fullmatch(r"[a-z_]+", word)} - {"kind"}


def test_contract_lists_were_found():
    assert {"not_your_turn", "cannot_beat", "bid_not_higher"} <= contract_reason_keys()
    assert {"single", "rocket", "plane_pairs"} <= contract_combo_kinds()


def test_every_contract_reason_and_combo_is_translated():
    wanted = {f"reason.{k}" for k in contract_reason_keys()} | {f"combo.{k}" for k in contract_combo_kinds()}
    missing = sorted(wanted - set(STRINGS))
    assert not missing


def test_every_reason_the_engine_raises_is_translated():
    raised = set()
    for path in (ROOT / "engine").rglob("*.py"):
        raised |= set(re.findall(r"RuleError\(\s*[\"']([a-z_]+)[\"']", path.read_text(encoding="utf-8")))
    assert raised, "no RuleError found in engine/"
    assert not sorted(f"reason.{k}" for k in raised if f"reason.{k}" not in STRINGS)


def test_score_lines_of_the_engine_are_translated():
    keys = set()
    for path in (ROOT / "engine").rglob("*score*.py"):
        keys |= set(re.findall(r"lines\.append\(\(\s*\"([a-z_]+)\"", path.read_text(encoding="utf-8")))
        keys |= set(re.findall(r"\(\"([a-z_]+)\", \{[^}]*\}, [a-z0-9_ *]+\)", path.read_text(encoding="utf-8")))
    assert not sorted(f"line.{k}" for k in keys if f"line.{k}" not in STRINGS)


_TR_CALL = re.compile(r"\btr(?:\.text)?\(\s*[\"']([^\"'{}]+)[\"']")
_KEY_LITERAL = re.compile(r"[\"']((?:%s)\.[a-z0-9_]+(?:\.[a-z0-9_]+)*)[\"']" % "|".join(KEY_PREFIXES))
_NOT_KEYS = re.compile(r"\.(json|py|png|wav|otf|ttf|md|txt)$")


def used_keys() -> dict[str, str]:
    """Literal keys in scenes/ and main.py: tr("…") calls and "prefix.word" strings."""
    found = {}
    files = sorted((ROOT / "scenes").rglob("*.py")) + [ROOT / "main.py"]
    for path in files:
        text = path.read_text(encoding="utf-8")
        for key in _TR_CALL.findall(text) + _KEY_LITERAL.findall(text):
            if not _NOT_KEYS.search(key):
                found.setdefault(key, path.name)
    return found


def test_every_literal_key_used_in_the_scenes_exists():
    used = used_keys()
    assert len(used) > 50  # the scan really finds the keys
    missing = {key: where for key, where in used.items() if key not in STRINGS}
    assert not missing


def test_translator_behaviour():
    tr = Translator("zh")
    assert tr("menu.settings") == "设置"
    tr.language = "en"
    assert tr("menu.settings") == "Settings"
    tr.language = "klingon"  # unknown language → Chinese
    assert tr.language == "zh"
    assert tr("no.such.key") == "no.such.key"
    assert tr("table.cards_left") == "剩余张"          # a missing parameter never raises
    assert tr("table.cards_left", count=5, extra=1) == "剩余5张"
    assert tr.text("literal text") == "literal text" and tr.text("dialog.ok") == "好的"


def test_reason_and_combo_and_lines():
    from engine.cards import Card, Suit
    from engine.errors import RuleError

    zh, en = Translator("zh"), Translator("en")
    assert zh.reason(RuleError("kind_mismatch", expected="pair", size=2)) == "要出对子"    # its size goes unsaid
    assert zh.reason(RuleError("kind_mismatch", expected="straight", size=6)) == "要出顺子（6张）"
    assert en.reason(RuleError("kind_mismatch", expected="straight", size=6)) == \
        "You must play a straight of 6 cards"
    assert en.reason(RuleError("bid_not_higher", current=2)) == "Bid higher than 2"
    assert zh.reason(RuleError("made_up_reason")) == "reason.made_up_reason"
    assert zh.combo("plane_pairs") == "飞机带对" and zh.combo("unknown") == "unknown"
    assert zh.line("bombs", {"count": 2}, 4) == "炸弹×2  ×4"
    assert en.line("doubled", {"seat": 1}, 2, name="Right") == "Right doubled ×2"
    assert en.line("doubled", {"seat": 1}, 2) == "Doubled ×2"
    assert zh.line("base", {}, 1) == "底分 1"
    assert "8" in zh.line("farmer", {"seat": 1, "stake": 2, "amount": 8}, 8, name="下家")
    assert zh.line("brand_new_line", {}, 3) == "brand_new_line ×3"
    shown = zh.display_params({"cards": (Card(14, Suit.SPADES), Card(16, Suit.JOKER))})
    assert shown["cards"] == "♠A 大王"


def test_spec_fields_follow_the_language(make_spec):
    spec = make_spec()
    zh, en = Translator("zh"), Translator("en")
    option = spec.options[1]
    assert (zh.game_name(spec), en.game_name(spec)) == ("测试牌", "Test game")
    assert en.game_summary(spec) == "A small game for tests."
    assert (zh.option_name(option), en.option_name(option)) == ("局数", "Length")
    assert (zh.choice_name(option.choices[2]), en.choice_name(option.choices[2])) == ("不限", "No limit")


@pytest.mark.parametrize("key", ["table.play", "table.pass", "table.hint", "table.no_bid", "table.double",
                                 "table.no_double", "table.redouble", "table.no_redouble", "table.landlord",
                                 "table.farmer", "table.kitty", "table.multiplier", "table.cards_left",
                                 "table.sort", "table.your_turn", "table.waiting", "table.spring",
                                 "table.reverse_spring", "table.bomb", "table.rocket", "table.autoplay",
                                 "result.win", "result.lose", "result.base", "result.bid", "result.doubled",
                                 "result.redoubled", "result.bombs", "result.rocket", "result.spring",
                                 "result.total", "result.this_hand", "result.match_total", "result.next_hand",
                                 "result.to_menu", "dialog.leave_confirm"])
def test_table_vocabulary_is_ready(key):
    assert key in STRINGS


def test_sentences_about_the_viewer_read_in_the_second_person():
    """The tables name the person on screen "You" in the sentences they say of every seat:
    "You leads", "You is the landlord" and "Drawn by lot: You leads" were shown in English."""
    tr = Translator("en")
    assert tr("table.log.new_round", name="You") == "You lead"
    assert tr("table.log.new_round", name="Left") == "Left leads"
    assert tr("table.status.landlord_is", name="You") == "You are the landlord"
    assert tr("table.bj.log.blackjack", name="You") == "You have BlackJack!"
    assert tr("table.sj.log.declare_passed", name="You") == "You pass"
    assert tr("table.sk.lead_by_lot", name="You") == "Drawn by lot: you lead"
    assert tr("pay.chajiao", name="You") == "Ready check: you were ready"
    assert tr("table.dp.res.outcome.win", name="You") == "You win as declarer"
    tr.language = "zh"
    assert tr("table.log.new_round", name="你") == "你获得出牌权"


def test_jokers_are_named_in_the_players_language():
    """English play texts wrote the jokers 大王 / 小王 (the label printed on the card face)."""
    from engine.cards import Card

    big, small, ace = Card.from_code("RJ"), Card.from_code("BJ"), Card.from_code("SA")
    tr = Translator("en")
    assert tr.cards((big, small, ace)) == "Big joker Small joker ♠A"
    assert tr.display_params({"cards": (big, ace)})["cards"] == "Big joker ♠A"
    tr.language = "zh"
    assert tr.cards((big, small)) == "大王 小王"
