"""Every hint's sentence reads whole (issue 31): for every reason code of every family, in both
languages, the note as the table draws it stays inside the window and is never cut off with "…"
— a long one (a reason naming a 10-card 连对, "Play on: I make it about 85% of the time; …")
wraps onto a second line, between words in English, between characters in Chinese.

At 1024×640 and, at the 150 % interface size, 1280×800 (the smallest window that size allows).
The values are the longest a policy gives for its family (the longest play it can name, 99 %, a
双扣 hand's 26 cards), so a sentence that fits here fits at the table.
"""
from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pygame
import pytest

from ai.reason import Reason
from scenes.strings.reasons import PAIRS
from scenes.table.hint_note import reason_text
from scenes.table.status_line import draw_status as draw_note, status_lines as note_lines
from tests.scenes.layout_probe import TEXT, draw_frame, recording

#: variant -> the reason codes' families its hints use (``reason.why.<family>.…``)
FAMILIES = {
    "doudizhu": ("ddz", "hint"), "doudizhu-wild": ("ddz", "ddzw", "hint"), "big2": ("big2", "hint"),
    "gandengyan": ("gdy", "hint"), "shuangkou": ("team", "hint"), "chicangying": ("team", "ccy", "hint"),
    "shengji-1": ("sj",), "dapie": ("dp",), "mj-mianyang": ("mj",), "blackjack": ("bj",),
}
#: the longest play each family's sentence can name ({cards}; 斗地主's is a count, 20 cards); the
#: jokers as a reason writes them
CARDS = {
    "big2": ("♥10 ♥J ♥Q ♥K ♥A", "♦10 ♣10 ♥10 ♠10 ♠A"),
    "gandengyan": ("9 10 J Q K 大王→A", "10 10 小王→10 大王→10"),
    "shuangkou": ("10 10 J J Q Q K K A A", "小王 小王 大王 大王"),
    "chicangying": ("10 10 J J Q Q K K A A", "小王 小王 大王 大王"),
    "dapie": ("♠10 ♥10 ♣10 ♦10",),
}
#: the other values at their largest (a count, a percentage, a card, a rank …)
VALUES = {"card": "♥10", "rank": "10", "suit": "♠", "left": 26, "percent": 99, "points": 100, "total": 21,
          "count": 13, "bid": 100, "wilds": 4, "big": 8, "up": 10, "trumps": 20, "seen": 25, "top": 8,
          "stand": "10/J/Q", "amount": 100, "useful": 10, "high": 100, "bombs": 3, "pair": 10, "live": 12,
          "steps": 3, "tops": 4, "contract": 100, "plays": 3, "target": 100, "worlds": 10, "win": 99, "loss": 99,
          "gain": "-9.00", "floor": "-0.25"}
WINDOWS = ((100, (1024, 640)), (150, (1280, 800)))

#: The tables whose status line is status_line.draw_status (the climbing and trick tables); 21点
#: draws the same pill in its own look, 四川麻将 a pill of its own.
STATUS_LINE_TABLES = ("big2", "chicangying", "dapie", "doudizhu", "doudizhu-wild", "gandengyan",
                      "shengji-1", "shuangkou")


def codes(variant: str) -> list[str]:
    families = FAMILIES[variant]
    return sorted(key.removeprefix("reason.why.") for key in PAIRS
                  if key.startswith("reason.why.") and key.split(".")[2] in families)


def reasons(variant: str) -> list[Reason]:
    """Every code of ``variant``'s family, once with each of its longest plays."""
    found = []
    for code in codes(variant):
        names = set(re.findall(r"{(\w+)}", PAIRS[f"reason.why.{code}"][1]))
        values = {name: VALUES[name] for name in names - {"cards"}}
        if "suit" in names:
            values["suit"] = {"mj-mianyang": "m", "shengji-1": "trump"}.get(variant, "♠")
        for cards in CARDS.get(variant, (20,)) if "cards" in names else (None,):
            found.append(Reason.of(code, **values, **({} if cards is None else {"cards": cards})))
    return found


def test_every_family_has_its_codes_and_every_code_a_family():
    covered = {code for variant in FAMILIES for code in codes(variant)}
    every = {key.removeprefix("reason.why.") for key in PAIRS if key.startswith("reason.why.")}
    assert covered == every and all(codes(variant) for variant in FAMILIES)


@pytest.fixture
def sitting(data_dir):
    """Opens ``variant``'s table at a person's first decision, at the interface scale given."""
    from scenes import theme
    from tools.snapshots import Sitting
    opened = []

    def open_at(variant: str, language: str, scale: int):
        data_dir.mkdir(exist_ok=True)
        seat = Sitting(variant, language, 1, Path(tempfile.mkdtemp(dir=data_dir)))
        opened.append(seat)
        seat.app.settings.ui_scale = scale
        theme.use_look(seat.app.settings)
        next(moment for moment in seat.moments() if moment == "turn")
        return seat
    yield open_at
    for seat in opened:
        seat.close()
    if opened:
        theme.use_look(type(opened[0].app.settings)())


def _whole(text: str, probe, box_texts) -> list[str]:
    """What is wrong with ``text`` as drawn: cut with "…", a line off the window, words lost."""
    problems = []
    if any(shortened[0] == text for shortened in probe.shortened):
        problems.append("cut with …")
    window = probe.get_rect()
    lines = [b for b in probe.blits_(TEXT) if b.text in box_texts]
    if any(not window.contains(b.rect) for b in lines):
        problems.append("off the window")
    if "".join(text.split()) != "".join("".join(b.text for b in lines).split()):
        problems.append(f"shown as {[b.text for b in lines]}")
    return problems


@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("variant", STATUS_LINE_TABLES)
def test_the_hint_note_draws_every_sentence_whole_inside_the_window(sitting, variant, language):
    """status_line.draw_status at the status line of the tables that share it (the climbing and
    trick tables), at both window sizes. 四川麻将 and 21点 draw their note in a
    pill of their own, checked in the whole frame below."""
    for scale, size in WINDOWS:
        seat = sitting(variant, language, scale)
        seat.table.layout(size)
        rect, s = seat.table.layout_.status_rect, seat.table.layout_.sizes
        bad = []
        with recording() as rec:
            for reason in reasons(variant):
                text = reason_text(reason, seat.app.tr)
                assert text, reason
                for mine in (False, True):
                    probe = rec.probe(size)
                    before = len(rec.shortened)
                    box = draw_note(probe, text, mine, rect, s)
                    probe.shortened = rec.shortened[before:]
                    problems = _whole(text, probe, set(note_lines(text, rect.width, s, mine)))
                    if not probe.get_rect().contains(box):
                        problems.append("pill off the window")
                    bad += [f"{reason.code}: {problem}: {text}" for problem in problems]
        seat.close()
        assert not bad, f"{variant} {language} {size}:\n" + "\n".join(bad)


def test_a_long_english_sentence_wraps_between_words_and_a_short_one_stays_one_line():
    from scenes import theme
    pygame.font.init()
    s = theme.sizes(640)
    rect = pygame.Rect(256, 87, 512, 31)
    long = "Play on: I make it about 85% of the time; conceding or kicking back pays less"
    lines = note_lines(long, rect.width, s, True)
    assert len(lines) == 2 and " ".join(lines) == long
    surface = pygame.Surface((1024, 640))
    one = draw_note(surface, "Pass: nothing beats it", True, rect, s)
    two = draw_note(surface, long, True, rect, s)
    assert one.centery == rect.centery and one.height < two.height and two.top == one.top


def _table_cases():
    for variant in sorted(FAMILIES):
        for language in ("zh", "en"):
            yield pytest.param(variant, language, id=f"{variant}-{language}")


def _status(table) -> str:
    """The sentence the table's status line shows (the climbing tables make it in their picture)."""
    if hasattr(table, "status"):
        return table.status()[0]
    return table.picture().status


def _on_table(text: str, probe) -> list[str]:
    """What is wrong with the note in a whole frame: cut with "…", a line of it off the window,
    not drawn (a line of it is any text drawn that is a part of the sentence, 6 characters or more)."""
    problems = ["cut with …"] if any(shortened[0] == text for shortened in probe.shortened) else []
    lines = [b for b in probe.blits_(TEXT) if len(b.text.strip()) >= min(6, len(text)) and b.text.strip() in text]
    if not lines:
        problems.append("not drawn")
    if any(not probe.get_rect().contains(b.rect) for b in lines):
        problems.append("off the window")
    return problems


@pytest.mark.parametrize("variant,language", list(_table_cases()))
def test_the_table_shows_every_hint_sentence_whole(sitting, variant, language):
    """The whole frame at a person's turn with each hint's sentence in the status line."""
    bad = []
    for scale, size in WINDOWS:
        seat = sitting(variant, language, scale)
        with recording() as rec:
            for reason in reasons(variant):
                text = reason_text(reason, seat.app.tr)
                seat.table.show_note(text)
                assert _status(seat.table) == text
                probe = draw_frame(seat.app, size, rec)
                bad += [f"{size} {reason.code}: {problem}: {text}" for problem in _on_table(text, probe)]
        seat.close()
    assert not bad, f"{variant} {language}:\n" + "\n".join(bad)
