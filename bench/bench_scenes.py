"""Screen benchmarks (run on purpose, never asserted in tests).

    python -m bench.bench_scenes

- start-up: wall time from launching a fresh Python process to the first
  drawn frame of the main menu (the same imports and calls as ``main.py``);
- table frame time p50/p99 at 1280×720 with the dummy video driver, while
  computer players play whole hands on the 斗地主 table (bots and animation
  updates are not part of the frame time; ``App.draw`` is), with the side panel
  closed, the play log open and the card tracker open. The three runs play the same
  seeded hands and take turns in rounds, so load on the machine falls on all alike.
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_FIRST_FRAME = """
from scenes.app import App
from scenes.menu import MainMenu
app = App((1280, 800))
app.stack.push(MainMenu())
app.step(0.0, [])
print("first-frame", flush=True)
"""


def startup_seconds(runs: int = 5) -> list[float]:
    """Seconds from process launch to the first menu frame, one figure per run."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PAIYOU_DATA_DIR=tempfile.mkdtemp(prefix="paiyou-bench-"))
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-c", _FIRST_FRAME], cwd=ROOT, env=env,
                                stdout=subprocess.PIPE, text=True)
        line = ""
        for line in proc.stdout:  # pygame may print its banner first
            if "first-frame" in line:
                break
        elapsed = time.perf_counter() - start
        proc.wait()
        if "first-frame" not in line:
            raise RuntimeError("the menu did not draw its first frame")
        times.append(elapsed)
    return times


def table_frame_times(frames: int = 1500, size=(1280, 720), seed: int = 5,
                      side: str | None = None) -> list[float]:
    """Draw times (seconds) of the 斗地主 table while computer players play; ``side`` opens
    the side panel on that tab ("log" or "tracker") first."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PAIYOU_DATA_DIR", tempfile.mkdtemp(prefix="paiyou-bench-"))
    from engine.match import Match, SeatPlayer
    from scenes.app import App
    from scenes.climbing_table import ClimbingTable

    app = App(size)
    app.settings.bot_delay = 0.0
    match = Match.new("doudizhu", seed=seed, players=tuple(SeatPlayer("bot", "normal") for _ in range(3)))
    # Bots decide inside update (not in a worker thread): this loop never sleeps, so a worker
    # thread would be starved and the table would sit still; draw times are what is measured.
    table = ClimbingTable(match, threaded=False, bot_delay=0.0)
    app.stack.push(table)
    if side is not None:
        table.toggle_side(side)
    times = []
    for _ in range(frames):
        top = app.stack.top
        if top is not None:
            top.update(1 / 60)
        start = time.perf_counter()
        app.draw()
        times.append(time.perf_counter() - start)
        _advance_between_hands(app)
    return times


def _advance_between_hands(app) -> None:
    """Press the result panel's confirm so play goes on across hands."""
    from scenes.intents import CONFIRM, Intent

    if app.stack.top is not None and app.stack.top.is_overlay:
        app.send(Intent(CONFIRM))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(quick: bool = False) -> None:
    starts = startup_seconds(3 if quick else 7)
    print(f"start to first menu frame: median {statistics.median(starts) * 1000:.0f} ms, "
          f"best {min(starts) * 1000:.0f} ms over {len(starts)} runs")
    sides = {"closed": None, "play log open": "log", "tracker open": "tracker"}
    frames: dict[str, list[float]] = {name: [] for name in sides}
    rounds = 2 if quick else 5
    for seed in range(5, 5 + rounds):
        for name, side in sides.items():
            frames[name] += table_frame_times(200 if quick else 300, seed=seed, side=side)
    for name, times in frames.items():
        print(f"table frame time at 1280x720 (dummy driver), side panel {name}: "
              f"p50 {percentile(times, 0.5) * 1000:.2f} ms, p99 {percentile(times, 0.99) * 1000:.2f} ms "
              f"over {len(times)} frames")


if __name__ == "__main__":
    main("--quick" in sys.argv)
