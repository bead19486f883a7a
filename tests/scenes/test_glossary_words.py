"""The English interface names each Chinese term by the glossary's one English name
(/work/shared/GLOSSARY.md): a player who reads "Reinforce" on a button reads "reinforced" in the
log and in the hint, never "Secure" for the same 定主.

Each entry is a Chinese term, the wrong English word the review of the play log found for it,
and no more: a string whose Chinese says the term must not say that word in English. The list is
the words fixed, kept explicit so that an unrelated "void" (升级's 绝门) or "throw" (甩牌) is
never flagged. The strings checked are the interface's (scenes.strings) and the engine's game
descriptions shown on the menu and the setup screen (variant names, summaries, options)."""
from __future__ import annotations

import re

import pytest

from scenes.i18n import STRINGS

#: (Chinese term, the wrong English word for it as a regular expression, the glossary's name)
WRONG_WORDS = (
    ("定主", r"\bsecur", "reinforce"),
    ("暗杠", r"\bhidden\b", "concealed kong"),
    ("暗杠", r"^kong\b(?! money)", "concealed kong"),
    ("加杠", r"\badd kong\b", "added kong"),
    ("踢回", r"\bkick", "redouble"),
    ("缺", r"\bvoids?\b", "missing suit / declared missing suit"),
    ("上混", r"\bupper\b", "high wild rank"),
    ("下混", r"\blower\b", "low wild rank"),
    ("花猪", r"\bflower pig\b", "three-suit penalty"),
    ("查叫", r"\bnot-ready check\b", "ready check"),
    ("连对", r"\bpair runs?\b|\{\} pairs in a row\b|\bhigher run\b", "pair straight"),
    ("毙", r"\btrump it\b|\bcan trump\b|\bto trump later\b", "ruff"),
    ("垫分", r"\bfeed\b|\bgive\b", "discard"),
    ("垫小牌", r"\bthrow\b", "discard (throw is 甩牌)"),
    ("天王炸弹", r"\bfour jokers\b", "joker bomb"),
    ("庄家", r"\bdealers\b", "defenders (升级's 庄家方), a dealer is one seat"),
    ("撇家", r"\bdefenders?\b", "opponents (defenders are 升级's 庄家方)"),
    ("抠底", r"\bkitty won\b|^kitty:", "kitty bonus"),
    ("亮主", r"\bname (the )?trump\b", "declare"),
    ("暗独", r"\bin secret\b|\bplay alone\b", "secret solo"),
    ("点炮", r"\bdiscard of\b|\bwins on a discard\b", "deal-in"),
    ("抢杠胡", r"\brobs a kong\b", "rob the kong"),
    ("听牌", r"\bwaiting on\b", "waits"),
    ("三带一", r"\btrio\b", "triple"),
    ("定缺", r"\bdeclared suit\b", "declared missing suit"),
    ("连对", r"\bpair chains?\b", "pair straight"),
    ("无主", r"\bno trump\b(?! suit)", "no-trump"),
)


def _words(text: str) -> str:
    """The English a player reads: the fields' names dropped ("{upper}" is filled with a rank)."""
    return re.sub(r"\{[^{}]*\}", "{}", text)


def _engine_texts() -> dict[str, dict[str, str]]:
    """What the engine's game descriptions put on the menu and the setup screen, as the string
    table holds it (zh / en): each variant's name and summary, its options' names, choices and help."""
    from engine.registry import all_specs

    texts = {}
    for spec in all_specs():
        texts[f"{spec.id}.name"] = {"zh": spec.name_zh, "en": spec.name_en}
        texts[f"{spec.id}.summary"] = {"zh": spec.summary_zh, "en": spec.summary_en}
        for option in spec.options:
            texts[f"{spec.id}.{option.key}"] = {"zh": option.name_zh, "en": option.name_en}
            texts[f"{spec.id}.{option.key}.help"] = {"zh": option.help_zh, "en": option.help_en}
            for choice in option.choices:
                texts[f"{spec.id}.{option.key}={choice.value}"] = {"zh": choice.name_zh, "en": choice.name_en}
    return texts


@pytest.mark.parametrize("term, wrong, name", WRONG_WORDS, ids=[f"{t}-{n}" for t, _w, n in WRONG_WORDS])
def test_english_names_the_term_as_the_glossary_does(term, wrong, name):
    pattern = re.compile(wrong, re.IGNORECASE)
    shown = {**STRINGS, **_engine_texts()}
    offending = {key: texts["en"] for key, texts in shown.items()
                 if term in texts["zh"] and pattern.search(_words(texts["en"]))}
    assert not offending, f"{term} is '{name}' in English, not: {offending}"
