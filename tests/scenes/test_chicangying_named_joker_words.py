"""吃苍蝇's top pill names a named joker in the reader's language: 叫牌 大王 / Named Big joker.

The dealer holding both copies of the turned card may name any card he holds once, a joker too;
the pill showed the card's printed face (大王) in English as well, where the glossary's name is
"Big joker" (as the play log already writes it).
"""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from engine.cards import BIG_JOKER, SMALL_JOKER, Card, Suit
from scenes.climbing.chicangying import ChicangyingOverlay


def _pill_words(obs, tr) -> list[str]:
    centre = ChicangyingOverlay().centre(obs, 0)
    return [f"{tr(p.label_key)} {tr(p.value_key, value=p.value) if p.value_key else p.value}" for p in centre.pills]


@pytest.mark.parametrize("rank, en, zh", [(BIG_JOKER, "Big joker", "大王"), (SMALL_JOKER, "Small joker", "小王")])
def test_a_named_joker_is_named_in_the_readers_language(app, rank, en, zh):
    obs = SimpleNamespace(turned=Card(7, Suit.SPADES), upper=8, lower=6, named=Card(rank, Suit.JOKER),
                          phase="play", dealer=0)
    app.tr.language = "en"
    assert _pill_words(obs, app.tr)[-1] == f"Named {en}"
    app.tr.language = "zh"
    assert _pill_words(obs, app.tr)[-1] == f"叫牌 {zh}"


def test_a_named_plain_card_keeps_its_face(app):
    obs = SimpleNamespace(turned=Card(7, Suit.SPADES), upper=8, lower=6, named=Card(13, Suit.HEARTS),
                          phase="play", dealer=0)
    app.tr.language = "en"
    assert _pill_words(obs, app.tr)[-1] == f"Named {Card(13, Suit.HEARTS)}"
