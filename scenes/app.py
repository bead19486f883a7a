"""The application: window, main loop, and the services every scene shares.

There are no global singletons: the one ``App`` object is handed to every
scene (``scene.app``) and carries the settings, the storage of the user's data
folder, the translator, the card art, the sound player and the scene stack.
"""
from __future__ import annotations

import os
from typing import Callable

import pygame

from . import intents as it
from . import theme
from .audio import Audio
from .cardart import CardArt
from .i18n import Translator
from .settings import Settings
from .stack import SceneStack
from .storage import Storage

MIN_SIZE = (1024, 640)
DEFAULT_SIZE = (1280, 800)
FPS = 60


class App:
    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, storage: Storage | None = None) -> None:
        # Only what the window needs: ``pygame.init()`` would also open the audio device,
        # which is slow, noisy (ALSA messages) or absent; Audio opens it on the first sound.
        pygame.display.init()
        pygame.font.init()
        self.storage = storage or Storage.default()
        self.storage.sweep_temporary_files()   # what a killed run may have left
        self.settings, self.notices = Settings.load(self.storage)
        theme.use_look(self.settings)   # four-colour deck, large cards
        self.tr = Translator(self.settings.language)
        self.audio = Audio(self.settings.sound)
        self.art = CardArt()
        self.stack = SceneStack(self)
        self.running = True
        self._left_held = False
        self._windowed_size = (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
        _set_window_icon()
        self.screen = self._open_window(self.settings.fullscreen)
        self.clock = pygame.time.Clock()
        self.frame_listeners: list[Callable[[pygame.Surface], None]] = []

    # window ---------------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        """The size the scenes lay out for: the window's, but never below ``MIN_SIZE`` (a window
        manager may ignore the minimum; then the frame is drawn at the minimum and shrunk)."""
        w, h = self.screen.get_size() if hasattr(self, "screen") else self._windowed_size
        return max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1])

    def _scaled(self) -> bool:
        return hasattr(self, "screen") and self.screen.get_size() != self.size

    def _canvas(self) -> pygame.Surface:
        """Where the scenes draw: the window, or a minimum-size canvas when it is smaller."""
        if not self._scaled():
            return self.screen
        canvas = getattr(self, "_canvas_surface", None)
        if canvas is None or canvas.get_size() != self.size:
            canvas = self._canvas_surface = pygame.Surface(self.size)
        return canvas

    def _to_layout(self, event: pygame.event.Event) -> pygame.event.Event:
        """A pointer event in a window below the minimum size, in the canvas' coordinates."""
        pos = getattr(event, "pos", None)
        if pos is None or not self._scaled():
            return event
        (sw, sh), (lw, lh) = self.screen.get_size(), self.size
        attrs = dict(event.dict)
        attrs["pos"] = (int(pos[0] * lw / max(sw, 1)), int(pos[1] * lh / max(sh, 1)))
        return pygame.event.Event(event.type, attrs)

    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        pygame.display.set_caption(self.tr("app.title"))
        if fullscreen and os.environ.get("SDL_VIDEODRIVER") != "dummy":
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
        try:
            pygame.display.get_window().minimum_size = MIN_SIZE  # pygame-ce Window API
        except (AttributeError, pygame.error):
            pass
        return screen

    def set_fullscreen(self, fullscreen: bool) -> None:
        self.screen = self._open_window(fullscreen)
        self.stack.layout(self.size)

    def apply_settings(self) -> None:
        """After the settings screen changed something: language, sound, window."""
        language_changed = self.tr.language != self.settings.language
        self.tr.language = self.settings.language
        self.audio.set_enabled(self.settings.sound)
        theme.use_look(self.settings)
        pygame.display.set_caption(self.tr("app.title"))
        self.settings.save(self.storage)
        if language_changed:
            for scene in self.stack:
                scene.retranslate()

    # loop -----------------------------------------------------------------------------
    def run(self) -> None:
        while self.running and len(self.stack):
            self.step(self.clock.tick(FPS) / 1000.0)
        pygame.quit()

    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: input, update, draw. Tests and the smoke mode call it directly."""
        for event in pygame.event.get() if events is None else events:
            self.handle_event(event)
        if self.storage.notices and len(self.stack):
            self.show_notices()   # found while playing: a damaged file, a save that failed
        top = self.stack.top
        if top is not None:
            top.update(dt)
        self.draw()

    def show_notices(self) -> bool:
        """Show every notice not yet shown (damaged files moved aside, a failed save) as one
        message with the data folder; False when there was none."""
        keys = list(dict.fromkeys([*self.notices, *self.storage.take_notices()]))
        self.notices.clear()
        if not keys:
            return False
        from .dialog import MessageDialog

        text = keys[0] if len(keys) == 1 else "\n".join(self.tr(key) for key in keys)
        self.stack.push(MessageDialog(text, detail=self.tr("notice.folder", path=str(self.storage.folder))))
        return True

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.request_quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.screen = pygame.display.get_surface()
            if not self.settings.fullscreen:
                self._windowed_size = self.screen.get_size()
            self.stack.layout(self.size)
            return
        if event.type == pygame.DROPFILE:      # a shared hand's file dropped on the window
            from .replay.table import open_dropped_file

            open_dropped_file(self, event.file)
            return
        if event.type == pygame.MOUSEWHEEL and not hasattr(event, "pos"):
            # the wheel scrolls what is under the pointer: SDL's event does not say where that is
            event = pygame.event.Event(event.type, {**event.dict, "pos": pygame.mouse.get_pos()})
        event = self._to_layout(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._left_held = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._left_held = False
        for intent in it.intents_from_event(event, self._left_held):
            self.send(intent)

    def send(self, intent: it.Intent) -> bool:
        """Give an intent to the top scene (tests drive the game this way too)."""
        top = self.stack.top
        return bool(top and top.handle_intent(intent))

    def draw(self) -> None:
        surface = self._canvas()
        for scene in self.stack.visible():
            if scene.is_overlay and scene.dims_below:
                surface.blit(self._shade(surface.get_size()), (0, 0))
            scene.draw(surface)
        for listener in self.frame_listeners:
            listener(surface)
        if surface is not self.screen:
            w, h = self.screen.get_size()
            if w > 0 and h > 0:
                self.screen.blit(pygame.transform.smoothscale(surface, (w, h)), (0, 0))
        pygame.display.flip()

    def _shade(self, size: tuple[int, int]) -> pygame.Surface:
        """The dimming veil under overlays, made once per window size (not every frame)."""
        shade = getattr(self, "_shade_surface", None)
        if shade is None or shade.get_size() != size:
            shade = pygame.Surface(size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 110))
            self._shade_surface = shade
        return shade

    def request_quit(self) -> None:
        """Window closed: scenes save on exit; nothing in progress is lost (autosave)."""
        while len(self.stack):
            self.stack.pop()
        self.running = False


def _set_window_icon() -> None:
    """The window and task bar icon (drawn by tools/make_icon.py), set before the window opens.
    A missing or unreadable file only leaves SDL's default icon."""
    from .assets import asset_path

    try:
        pygame.display.set_icon(pygame.image.load(str(asset_path("icon", "paiyou_64.png"))))
    except (pygame.error, OSError):
        pass
