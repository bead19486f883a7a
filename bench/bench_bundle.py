"""Benchmark of the downloadable program (run on purpose, after building it; never asserted in tests).

    pyinstaller --noconfirm build.spec
    python -m bench.bench_bundle [--runs N] [--dist DIR]

Prints the size of the one-folder bundle as unpacked on disk (what ``du -sh``
reports: symbolic links counted once), its file count, and the time from
launching the frozen program to its first drawn main-menu frame (dummy video
driver, ``--first-frame-exit``): the median of N fresh starts, measured from
outside, with the program's own figure from process creation beside it.
Targets from the packaging issue: at most 45 MB and 0.7 s.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def bundle_folder(dist: Path) -> Path:
    """The folder a player gets: the .app on macOS, else the one-folder build."""
    app = dist / "Paiyou.app"
    return app if sys.platform == "darwin" and app.exists() else dist / "paiyou"


def executable(dist: Path) -> Path:
    if sys.platform == "darwin" and (dist / "Paiyou.app").exists():
        return dist / "Paiyou.app" / "Contents" / "MacOS" / "paiyou"
    return dist / "paiyou" / ("paiyou.exe" if sys.platform.startswith("win") else "paiyou")


def size_on_disk(folder: Path) -> tuple[int, int]:
    """(bytes, files) of regular files under ``folder``; symbolic links are not followed or counted."""
    total = files = 0
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            total += path.stat().st_size
            files += 1
    return total, files


def first_frame_times(exe: Path, runs: int) -> list[tuple[float, float | None]]:
    """(seconds measured from outside, seconds the program reports) per fresh start."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PAIYOU_DATA_DIR=tempfile.mkdtemp(prefix="paiyou-bench-"))
    results = []
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.Popen([str(exe), "--first-frame-exit"], env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL, text=True)
        outside, reported = None, None
        for line in proc.stdout:
            if line.startswith("first-frame"):
                outside = time.perf_counter() - start
                reported = float(line.split()[1]) / 1000
                break
        code = proc.wait()
        if code != 0:
            raise RuntimeError(f"{exe} --first-frame-exit failed with exit code {code}")
        # A windowed Windows build has no stdout: then the start ends when the process exits.
        results.append((outside if outside is not None else time.perf_counter() - start, reported))
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    args = parser.parse_args(argv)
    folder, exe = bundle_folder(args.dist), executable(args.dist)
    if not exe.exists():
        print(f"no built program at {exe}: run `pyinstaller --noconfirm build.spec` first", file=sys.stderr)
        return 1
    total, files = size_on_disk(folder)
    print(f"bundle {folder.name}: {total / 2**20:.1f} MB unpacked, {files} files")
    times = first_frame_times(exe, args.runs)
    outside = [t for t, _ in times]
    reported = [r for _, r in times if r is not None]
    line = (f"frozen start to first menu frame: median {statistics.median(outside) * 1000:.0f} ms "
            f"(best {min(outside) * 1000:.0f} ms) over {len(outside)} runs")
    if reported:
        line += f"; from process creation, as the program reports: median {statistics.median(reported) * 1000:.0f} ms"
    print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
