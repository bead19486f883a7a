"""Screen benchmarks (run on purpose, never asserted in tests).

    python -m bench.bench_scenes

- start-up: wall time from launching a fresh Python process to the first
  drawn frame of the main menu (the same imports and calls as ``main.py``);
- table frame time p50/p99 at 1280×720 with the dummy video driver, while
  computer players play whole hands on the 斗地主 table (bots and animation
  updates are not part of the frame time; ``App.draw`` is).
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


def table_frame_times(frames: int = 1500, size=(1280, 720), seed: int = 5) -> list[float]:
    """Draw times (seconds) of the 斗地主 table while computer players play."""
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
    app.stack.push(ClimbingTable(match, threaded=False, bot_delay=0.0))
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
    frames = table_frame_times(400 if quick else 1500)
    print(f"table frame time at 1280x720 (dummy driver): p50 {percentile(frames, 0.5) * 1000:.2f} ms, "
          f"p99 {percentile(frames, 0.99) * 1000:.2f} ms over {len(frames)} frames")


if __name__ == "__main__":
    main("--quick" in sys.argv)
