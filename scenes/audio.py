"""The sound player: optional, lazy, and unable to crash the game.

Sound is a nicety. Many machines that run the game (CI, remote desktops,
headless tests, a laptop with a broken ALSA setup) have no audio device, where
``pygame.mixer.init()`` raises ``pygame.error``; then the player goes silent for
the rest of the session instead of failing. The mixer is opened only when the
first sound is actually played, so a player with sound switched off never
touches the audio system at all.
"""
from __future__ import annotations

import pygame

from .assets import asset_path

#: The effects made by tools/make_sounds.py (assets/sounds/<name>.wav).
SOUND_NAMES = ("deal", "play", "bomb", "win", "click", "turn")
#: Matches the synthesised files, so the mixer need not resample.
MIXER_ARGS = {"frequency": 22050, "size": -16, "channels": 2, "buffer": 512}


class Audio:
    """Plays named effects; every method is safe to call in any state and never raises."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = bool(enabled)
        self._ready: bool | None = None  # None: not tried yet; False: no device, stay silent
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}

    @property
    def available(self) -> bool:
        """Whether a mixer could be opened (tries once if not tried yet)."""
        return self._init_mixer()

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = bool(enabled)
        if not self.enabled:
            self.stop()

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play ``name`` (e.g. "deal") if sound is on and a device exists; otherwise do nothing."""
        if not self.enabled or not self._init_mixer():
            return
        sound = self._load(name)
        if sound is None:
            return
        try:
            sound.set_volume(max(0.0, min(1.0, volume)))
            sound.play()
        except pygame.error:
            pass

    def stop(self) -> None:
        """Silence everything now playing (e.g. when sound is switched off)."""
        if self._ready:
            try:
                pygame.mixer.stop()
            except pygame.error:
                pass

    def _init_mixer(self) -> bool:
        if self._ready is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(**MIXER_ARGS)
                self._ready = True
            except (pygame.error, OSError, RuntimeError):  # RuntimeError covers a missing mixer module
                self._ready = False
        return self._ready

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        """Load once and cache; an unknown or damaged file is remembered as None."""
        if name not in self._sounds:
            try:
                self._sounds[name] = pygame.mixer.Sound(str(asset_path("sounds", f"{name}.wav")))
            except (pygame.error, FileNotFoundError, OSError):
                self._sounds[name] = None
        return self._sounds[name]
