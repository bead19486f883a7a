"""The monkey test: random clicks, drags, keys, text, resizes and window closes through every
screen and every registered game's table, for a number of events; any exception is a failure.

    python -m tools.monkey [--events N] [--seed S] [--quiet]

What it does, per event (seeded): a click (left or right) or a drag at a random point, a key
(Enter, Space, Esc, arrows, letters the tables use, Backspace), typed text, a wheel turn, a
window resize to any size between the minimum and 4K (one in ten below the minimum, as a
window manager that ignores the minimum allows), or — rarely — the window closed, after which
the program is started again on the same data folder (so 继续 and the autosave are exercised).
Every ~300 events it opens a screen directly, so all of them are reached however the clicks
fall: a registered game's table (the registry is iterated: a new game is covered the day it
is registered) with a person, several people (hot-seat) or computers only, the settings, the
statistics, the about page, the 残局 list (its tiles open the puzzle boards) or the setup screen of
a game. Between events the scenes update with
a random dt, so computer players, animations and result panels move on; every fourth event
(and every resize) a frame is drawn.

Prints ``monkey: <events> events, <screens> screens opened, <restarts> restarts, <failures>
failures, <rate> events/s`` and each failure's traceback; exits 1 on any failure.
The data folder is a temporary one (never the user's).
"""
from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
import tempfile
import time
import traceback

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

MAX_SIZE = (3840, 2160)
OPEN_EVERY = 300
DRAW_EVERY = 4      # one event in this many is followed by a drawn frame (and every resize)


def _keys() -> tuple[int, ...]:
    return (pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_LEFT, pygame.K_RIGHT,
            pygame.K_UP, pygame.K_DOWN, pygame.K_h, pygame.K_t, pygame.K_l, pygame.K_p, pygame.K_k,
            pygame.K_s, pygame.K_c, pygame.K_BACKSPACE, pygame.K_TAB, pygame.K_1, pygame.K_2,
            pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_DELETE)


class Monkey:
    def __init__(self, seed: int, folder: str) -> None:
        self.rng = random.Random(seed)
        self.folder = folder
        self.app = None
        self.events = self.screens = self.restarts = 0
        self.failures: list[str] = []
        self.opened: set[str] = set()
        self.start()

    # the program ------------------------------------------------------------------------
    def start(self) -> None:
        from scenes.app import App
        from scenes.menu import MainMenu
        from scenes.storage import Storage

        app = App((1280, 800), storage=Storage(self.folder))
        app.audio.set_enabled(False)
        app.settings.bot_delay = 0.2
        app.stack.push(MainMenu())
        self.app = app

    def close_window(self) -> None:
        self.app.handle_event(pygame.event.Event(pygame.QUIT))
        self.restarts += 1
        self.start()

    # one random event --------------------------------------------------------------------
    def size(self) -> tuple[int, int]:
        from scenes.app import MIN_SIZE

        rng = self.rng
        if rng.random() < 0.1:
            return rng.randint(1, MIN_SIZE[0]), rng.randint(1, MIN_SIZE[1])
        if rng.random() < 0.3:  # the corners of the allowed range
            return rng.choice((MIN_SIZE[0], MAX_SIZE[0])), rng.choice((MIN_SIZE[1], MAX_SIZE[1]))
        return rng.randint(MIN_SIZE[0], MAX_SIZE[0]), rng.randint(MIN_SIZE[1], MAX_SIZE[1])

    def point(self) -> tuple[int, int]:
        w, h = self.app.size
        rng = self.rng
        if rng.random() < 0.5:  # where the controls are: the bottom band and the corners
            return rng.randrange(max(1, w)), rng.randrange(max(1, h * 2 // 3), max(2, h))
        return rng.randrange(max(1, w)), rng.randrange(max(1, h))

    def event(self) -> list:
        rng, E = self.rng, pygame.event.Event
        roll = rng.random()
        if roll < 0.35:
            pos, button = self.point(), 1 if rng.random() < 0.85 else 3
            return [E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                    E(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                    E(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
        if roll < 0.45:
            a, b = self.point(), self.point()
            steps = [(a[0] + (b[0] - a[0]) * k // 4, a[1] + (b[1] - a[1]) * k // 4) for k in range(5)]
            return ([E(pygame.MOUSEBUTTONDOWN, pos=a, button=1)]
                    + [E(pygame.MOUSEMOTION, pos=p, rel=(1, 0), buttons=(1, 0, 0)) for p in steps]
                    + [E(pygame.MOUSEBUTTONUP, pos=b, button=1)])
        if roll < 0.75:
            key = rng.choice(_keys())
            return [E(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0),
                    E(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)]
        if roll < 0.8:
            return [E(pygame.TEXTINPUT, text=rng.choice(("a", "奶", "Z9", " ", "妈妈")))]
        if roll < 0.85:
            return [E(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)), flipped=False,
                      precise_x=0.0, precise_y=0.0, touch=False, which=0)]
        if roll < 0.95:
            size = self.size()
            pygame.display.set_mode(size, pygame.RESIZABLE)
            return [E(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])]
        return []  # a quiet moment: frames only

    # screens ------------------------------------------------------------------------------
    def open_screen(self) -> None:
        from engine.match import Match, SeatPlayer
        from engine.registry import all_specs
        from scenes.tables import HOTSEAT, hotseat_options, open_table

        app, rng = self.app, self.rng
        specs = list(all_specs())
        roll = rng.random()
        if roll < 0.12:
            from scenes.settings_scene import SettingsScene
            from scenes.stats_scene import StatsScene
            from scenes.about_scene import AboutScene
            from scenes.puzzle.list_scene import PuzzleListScene

            app.stack.push(rng.choice((SettingsScene, StatsScene, AboutScene, PuzzleListScene))())
            self.opened.add("screens")
            return
        spec = rng.choice(specs)
        if roll < 0.25:
            from scenes.setup import SetupScene

            app.stack.push(SetupScene(spec))
            self.opened.add("setup:" + spec.id)
            return
        seats = rng.randint(*spec.seats)
        form = rng.choice(("person", "computers", "people"))
        options = None
        if form == "person":
            players = (SeatPlayer("human"),) + tuple(SeatPlayer("bot", rng.choice(("easy", "normal")))
                                                     for _ in range(seats - 1))
        elif form == "computers":
            players = tuple(SeatPlayer("bot", "easy") for _ in range(seats))
        else:
            if spec.family not in HOTSEAT:
                return
            players = tuple(SeatPlayer("human", name=f"P{i}") if i < 2 else SeatPlayer("bot", "easy")
                            for i in range(seats))
            options = hotseat_options(spec)
        match = Match.new(spec.id, options, seed=rng.randrange(10 ** 6), players=players)
        while len(app.stack) > 1:
            app.stack.pop()
        open_table(app, match, replace=False)
        self.opened.add(spec.id)

    # the run ------------------------------------------------------------------------------
    def run(self, count: int, budget: float | None = None) -> None:
        """Send ``count`` events, or stop once ``budget`` seconds of processor time are spent
        (processor time: on a loaded machine a run does as much work as on an idle one)."""
        started = time.process_time()
        while self.events < count:
            if budget is not None and time.process_time() - started > budget:
                break
            try:
                if self.events % OPEN_EVERY == 0:
                    self.open_screen()
                    self.screens += 1
                if self.rng.random() < 0.0015:
                    self.close_window()
                else:
                    batch = self.event()
                    resized = any(e.type == pygame.VIDEORESIZE for e in batch)
                    dt = self.rng.choice((0.0, 1 / 60, 0.05, 0.25))
                    if resized or self.events % DRAW_EVERY == 0:
                        self.app.step(dt, batch)     # input, update and a drawn frame
                    else:                            # input and update (drawing is the slow part)
                        for event in batch:
                            self.app.handle_event(event)
                        if self.app.storage.notices and len(self.app.stack):
                            self.app.show_notices()
                        if self.app.stack.top is not None:
                            self.app.stack.top.update(dt)
                    for _ in range(self.rng.randint(0, 2)):
                        if self.app.stack.top is not None:
                            self.app.stack.top.update(0.1)
                if not len(self.app.stack):  # Esc → quit confirmed: the window closed
                    self.restarts += 1
                    self.start()
            except Exception:  # noqa: BLE001 - every failure is reported, then the run goes on
                top = type(self.app.stack.top).__name__ if self.app and len(self.app.stack) else "-"
                self.failures.append(f"event {self.events}, size {self.app.size}, top {top}:\n"
                                     + traceback.format_exc())
                try:
                    self.app.request_quit()
                except Exception:  # noqa: BLE001
                    pass
                self.start()
            self.events += 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.monkey", description=__doc__.split("\n")[0])
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=None, help="stop after this many CPU seconds")
    args = parser.parse_args(argv)
    folder = tempfile.mkdtemp(prefix="paiyou-monkey-")
    started, cpu = time.perf_counter(), time.process_time()
    try:
        monkey = Monkey(args.seed, folder)
        monkey.run(args.events, args.budget)
        monkey.app.request_quit()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    wall = time.perf_counter() - started
    for failure in monkey.failures[:20]:
        print(failure, file=sys.stderr)
    print(f"monkey: {monkey.events} events, {monkey.screens} screens opened "
          f"({len(monkey.opened)} distinct), {monkey.restarts} restarts, {len(monkey.failures)} failures, "
          f"{monkey.events / max(wall, 1e-9):.0f} events/s, {time.process_time() - cpu:.0f} CPU-s")
    return 1 if monkey.failures else 0


if __name__ == "__main__":
    sys.exit(main())
