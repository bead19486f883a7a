"""Cards in words are named through the translator (issue 29, item 4): in English the jokers are
"Big joker" / "Small joker", as everywhere else at the table, never the card face's 大王 — in the
review's flags (scenes/replay/review_note.py) and in the readings' words
(scenes/table/readings.py: a wild play's reading, the play to beat)."""
from __future__ import annotations

import pytest

from engine.actions import Play
from engine.cards import Card
from scenes.i18n import Translator
from scenes.table.hand_view import DEFAULT_ORDER
from scenes.table.readings import play_words, reading_text


def cards(text: str) -> list[Card]:
    return [Card.from_code(code) for code in text.split()]


def joker(card: Card) -> bool:
    return card.rank >= 15


@pytest.mark.parametrize("language,big,small", [("en", "Big joker", "Small joker"), ("zh", "大王", "小王")])
def test_a_readings_jokers_in_the_language(language, big, small):
    tr = Translator(language)
    assert reading_text(cards("RJ BJ S5"), (6, 4), joker, tr) == f"{big}→6 {small}→4"
    assert reading_text(cards("S4 S5 S6 H3 S8"), (7,), lambda c: c.rank == 3, tr) == "3→7"


def test_the_play_to_beat_names_a_joker_in_english():
    tr = Translator("en")
    words = play_words("single", cards("RJ"), (), tr, lambda kind, size: tr.combo(kind, size), DEFAULT_ORDER.rank_of)
    assert "Big joker" in words and "大王" not in words


@pytest.mark.parametrize("language,big", [("en", "Big joker"), ("zh", "大王")])
def test_a_flag_names_the_jokers_in_the_language(language, big):
    from ai.review import Flag
    from scenes.replay.review_note import flag_text

    tr = Translator(language)
    flag = Flag(7, 0, Play(tuple(cards("S5"))), Play(tuple(cards("RJ"))), 1.2, 0.3, 0.4, 0.6, 40)
    text = flag_text(flag, tr)
    assert big in text and (language == "zh" or "大王" not in text)
