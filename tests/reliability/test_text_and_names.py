"""Issue 15, finding 2: damaged names (NUL, lone surrogates, 200,000 characters) and numbers."""
import pygame
import pytest

from engine.match import Match, SeatPlayer
from scenes.settings import Settings
from scenes.storage import Storage
from scenes.widgets import draw_text, fit_text, render, wrap_lines


@pytest.fixture(autouse=True)
def _font():
    pygame.font.init()


@pytest.mark.parametrize("text", ["a\x00b", "妈\ud800妈", "\udfff"])
def test_text_with_nul_or_lone_surrogate_is_drawn(text):
    surface = pygame.Surface((200, 40))
    draw_text(surface, text, (0, 0), 16, max_width=120)
    assert render(text, 16).get_width() > 0
    assert wrap_lines(text, 16, 100)


def test_fitting_a_huge_label_is_quick(monkeypatch):
    """Quick: text is measured a prefix at a time, never whole (the old code measured one prefix
    per character of a 200,000-character name: hours). Counted, not timed."""
    from scenes import widgets

    measured = []

    class Measuring:
        def __init__(self, real):
            self.real = real

        def size(self, text):
            measured.append(len(text))
            return self.real.size(text)

    real_font = widgets.font
    monkeypatch.setattr(widgets, "font", lambda size, bold=False: Measuring(real_font(size, bold)))
    name = "长" * 200_000
    fitted = fit_text(name, 18, 160)
    lines = wrap_lines("x" * 20_000, 18, 400)
    assert max(measured) <= 402 and len(measured) < 50 * len(lines)
    assert fitted.endswith("…") and len(fitted) < 40
    assert len(lines) > 100 and all(len(line) < 400 for line in lines)


def test_short_text_still_fits_exactly():
    assert fit_text("abc", 18, 500) == "abc"
    assert fit_text("abcdefghijklmnopqrstuvwxyz" * 3, 18, 100).endswith("…")


def test_seat_names_from_a_record_are_cleaned():
    for raw, expected in (("a\x00b", "ab"), ("妈\ud800", "妈"), ("x" * 200_000, "x" * 16), (5, ""),
                          ("\n 奶奶 \t", "奶奶")):
        assert SeatPlayer.from_json({"kind": "human", "name": raw}).name == expected
    record = Match.new("doudizhu", seed=1, players=(SeatPlayer("human", name="a"),
                                                    SeatPlayer(), SeatPlayer())).to_json()
    record["players"][0]["name"] = "\x00" * 3 + "\ud800" + "y" * 200_000
    assert Match.from_json(record).players[0].name == "y" * 16


@pytest.mark.parametrize("value", [10 ** 300, -10 ** 300, float("inf"), float("-inf")])
def test_settings_number_with_hundreds_of_digits(value):
    assert Settings.from_json({"bot_delay": value}).bot_delay in (0.2, 1.2)


def test_settings_file_with_a_byte_order_mark_is_read(tmp_path):
    (tmp_path / "settings.json").write_bytes(b"\xef\xbb\xbf" + b'{"language": "en", "sound": false}')
    settings, notices = Settings.load(Storage(tmp_path))
    assert notices == [] and settings.language == "en" and settings.sound is False


def test_saving_a_lone_surrogate_keeps_the_file_valid(tmp_path):
    storage = Storage(tmp_path)
    assert storage.save_json("x.json", {"name": "a\ud800"})
    assert storage.load_json("x.json") == ({"name": "a\ud800"}, None)
