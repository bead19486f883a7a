"""Every character the UI can show must be in the bundled font.

A missing glyph renders as an empty box with no error at all (pygame's
``Font.metrics`` does not reveal it), so the only reliable check is the font's
own cmap. When this fails, run ``python tools/build_font.py`` (it picks up new
characters from the sources) or, for a character Noto CJK itself lacks (✗,
emoji), change the wording.
"""
from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest

fontTools_ttLib = pytest.importorskip("fontTools.ttLib")

ROOT = Path(__file__).resolve().parent.parent
FONT = ROOT / "assets" / "fonts" / "PaiyouSans-Regular.otf"
SCANNED = ("scenes", "engine", "ai", "main.py")


@pytest.fixture(scope="module")
def cmap() -> set[int]:
    font = fontTools_ttLib.TTFont(str(FONT), lazy=True)
    return set(font.getBestCmap())


def visible(text: str) -> set[str]:
    """The characters of ``text`` that need a glyph (no whitespace, controls or format marks)."""
    return {ch for ch in text if not unicodedata.category(ch).startswith(("C", "Z"))}


def strings_in(value) -> list[str]:
    """All strings inside nested dicts/lists/tuples (the translation table's values)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for item in value.values() for s in strings_in(item)]
    if isinstance(value, (list, tuple, set, frozenset)):
        return [s for item in value for s in strings_in(item)]
    return []


def assert_covered(chars_by_origin: dict[str, set[str]], cmap: set[int]) -> None:
    missing: dict[str, list[str]] = {}
    for origin, chars in chars_by_origin.items():
        for ch in chars:
            if ord(ch) not in cmap:
                missing.setdefault(ch, []).append(origin)
    if missing:
        lines = [f"  {ch!r} U+{ord(ch):04X} {unicodedata.name(ch, '?')}  (from {', '.join(sorted(set(o))[:3])})"
                 for ch, o in sorted(missing.items())]
        pytest.fail("characters missing from the bundled font; run `python tools/build_font.py` "
                    "or reword:\n" + "\n".join(lines))


def test_font_is_renamed_subset():
    font = fontTools_ttLib.TTFont(str(FONT), lazy=True)
    names = {r.nameID: r.toUnicode() for r in font["name"].names if r.langID == 0x409}
    assert names[1] == "Paiyou Sans"
    assert "Adobe" in names[0]  # the copyright notice is kept, as the OFL requires
    for name_id in (1, 3, 4, 6):
        assert "noto" not in names[name_id].lower()
    assert FONT.stat().st_size < 1_300_000


def test_translation_table_is_covered(cmap):
    from scenes.i18n import STRINGS  # written alongside; this test fails until it exists

    chars = {}
    for key, texts in STRINGS.items():
        chars[f"i18n {key}"] = visible("".join(strings_in(texts)))
    assert_covered(chars, cmap)


def test_source_text_is_covered(cmap):
    chars = {}
    for name in SCANNED:
        path = ROOT / name
        files = [path] if path.is_file() else sorted(path.rglob("*.py")) if path.is_dir() else []
        for file in files:
            text = file.read_text(encoding="utf-8")
            chars[str(file.relative_to(ROOT))] = {ch for ch in visible(text) if ord(ch) > 0x7F}
    assert_covered(chars, cmap)


def test_game_specs_are_covered(cmap):
    from engine.registry import all_specs

    chars = {}
    for spec in all_specs():
        texts = [spec.name_zh, spec.name_en, spec.summary_zh, spec.summary_en]
        for option in spec.options:
            texts += [option.name_zh, option.name_en, option.help_zh, option.help_en]
            texts += [text for choice in option.choices for text in (choice.name_zh, choice.name_en)]
        chars[f"spec {spec.id}"] = visible("".join(texts))
    assert chars, "no variants registered"
    assert_covered(chars, cmap)


def test_card_labels_and_suits_are_covered(cmap):
    from engine.cards import RANK_LABELS, Suit

    chars = {"card labels": visible("".join(RANK_LABELS.values())),
             "suit symbols": visible("".join(s.symbol for s in Suit) + "♤♡♧♢"),
             "card art": visible("王大小主JOKER")}
    assert_covered(chars, cmap)
