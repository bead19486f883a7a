"""The asset loader finds bundled files from source and from a PyInstaller bundle; sound never raises."""
from __future__ import annotations

import os
import sys
import wave

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from scenes import assets  # noqa: E402
from scenes.audio import SOUND_NAMES, Audio  # noqa: E402


def test_asset_path_from_source():
    assert assets.asset_path("fonts", "PaiyouSans-Regular.otf").is_file()
    assert assets.font_path().is_file()


def test_asset_path_inside_a_bundle(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets.asset_path("sounds", "deal.wav") == tmp_path / "assets" / "sounds" / "deal.wav"


def test_font_is_cached_and_never_below_minimum():
    assets.clear_cache()
    small = assets.font(8)
    assert small is assets.font(14)
    assert assets.font(24) is assets.font(24)
    assert assets.font(24, bold=True) is not assets.font(24)
    assert assets.font(24, bold=True).bold
    assert 20 <= assets.font(24).get_height() <= 40


def test_font_renders_chinese():
    surf = assets.font(24).render("斗地主 大王 ♠♥", True, (0, 0, 0))
    assert surf.get_width() > 100


def test_sounds_exist_and_are_quiet():
    for name in SOUND_NAMES:
        with wave.open(str(assets.asset_path("sounds", f"{name}.wav"))) as w:
            assert (w.getframerate(), w.getsampwidth(), w.getnchannels()) == (22050, 2, 1)
            frames = w.readframes(w.getnframes())
        samples = memoryview(frames).cast("h")
        peak = max(abs(s) for s in samples)
        assert 0.2 * 32767 < peak < 0.3 * 32767  # about -12 dBFS
        assert abs(samples[0]) < 200 and abs(samples[-1]) < 200  # faded: no click


def test_audio_plays_with_the_dummy_driver():
    audio = Audio(True)
    for name in SOUND_NAMES:
        audio.play(name)
    audio.play("no-such-sound")
    audio.set_enabled(False)
    audio.play("win")


def test_audio_survives_no_device(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("ALSA: no such card")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    audio = Audio(True)
    audio.play("deal")
    assert audio.available is False
    audio.set_enabled(True)
    audio.play("bomb")


def test_disabled_audio_never_opens_the_mixer(monkeypatch):
    calls = []
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: calls.append(1))
    Audio(False).play("deal")
    assert calls == []
