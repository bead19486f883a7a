"""The kill test: a real program process plays with autosave, is killed at random moments and
started again; nothing may be lost.

    python -m tools.killtest [--kills N] [--seed S]

The child (``--child FOLDER VARIANT SEED``) is the real application on a data folder: at start
it opens the saved match through the main menu's 继续 (or, with none, a new match of VARIANT
with the person's seat in 托管 and computers elsewhere) and plays at full speed (no pauses,
no animations), printing ``saved <n>`` after every autosave that holds n actions. The parent
kills it (SIGKILL, no clean-up) after a random time, checks the folder, and starts it again;
the variants come from the registry in turn. Checked after every kill:

- no lost action: the saved match replays and holds at least the last n the child reported;
- no lost hand in the statistics: once the child was started again (and counted what a kill
  interrupted), the person's hands counted equal the hands finished in all the records played;
- no leftover temporary file once the program has started again;
- the finished hands kept for 牌局回放 (written with the autosave) read whole and replay;
- the hands the child exported (导出这手牌, at every hand's result, as a person sharing each hand
  would: scenes/replay/share.py) each open as a shared hand, and once the folder is listed no
  half-written export is left.

Prints ``killtest: <kills> kills, <hands> hands, <actions> actions, <failures> failures``.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ROTATE = 3   # kills per match before the next variant is started


def child(folder: str, variant: str, seed: int) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from engine.match import Match, SeatPlayer
    from engine.registry import get_spec
    from scenes import saved_match
    from scenes.app import App
    from scenes.menu import MainMenu
    from scenes.storage import Storage
    from scenes.tables import open_table

    storage = Storage(folder)
    real_save = saved_match.save_match

    def save(storage_, match):
        ok = real_save(storage_, match)
        print(f"saved {len(match.actions)}", flush=True)
        return ok

    saved_match.save_match = save
    app = App((1024, 640), storage=storage)
    app.audio.set_enabled(False)
    app.settings.animation = "off"
    app.settings.bot_delay = 0.2
    menu = MainMenu()
    app.stack.push(menu)
    app.step(0.0, [])
    match, _notice = saved_match.load_match(storage)
    if match is None:
        spec = get_spec(variant)
        seats = spec.seat_count()
        players = (SeatPlayer("human"),) + tuple(SeatPlayer("bot", "easy") for _ in range(seats - 1))
        match = Match.new(variant, None, seed=seed, players=players)
        real_save(storage, match)
    open_table(app, match, replace=False)
    table = app.stack.top
    table.threaded, table.bot_delay = False, 0.0
    if table.controller is not None:
        table.controller.bot_delay = 0.0
        table.controller.set_autoplay(0, True)
    app.step(0.05, [])
    from ai.registry import make_bot

    make_bot(match.variant, "easy")   # imported before "started": the kills fall in play
    print("started", flush=True)
    exported = set()
    for _ in range(200_000):
        if app.stack.top is not table:
            # a result panel or dialog: share the hand once, then Enter moves on (next hand)
            from scenes import intents as it
            from scenes.replay.share import export_hand
            from scenes.replays_store import live_hand

            hand = live_hand(table.match)
            if hand is not None and hand.hand.end not in exported:
                exported.add(hand.hand.end)
                export_hand(storage, hand)
            app.send(it.Intent(it.CONFIRM))
        elif table.controller is not None and 0 not in table.controller.autoplay:
            table.controller.set_autoplay(0, True)
        app.step(0.05, [])
        if table.match.state.is_match_over or not len(app.stack):
            break
    if table.match.state.is_match_over:
        print(f"finished {hands_in(table.match.to_json())}", flush=True)
    return 0


def start_once(folder: str) -> int:
    """Start the program on ``folder`` and show the menu (what a person does after a kill)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from scenes.app import App
    from scenes.menu import MainMenu
    from scenes.storage import Storage

    app = App((1024, 640), storage=Storage(folder))
    app.stack.push(MainMenu())
    app.step(0.0, [])
    return 0


def hands_in(record: dict) -> int:
    """Hands finished in a record, by replaying it."""
    from engine.actions import Action
    from engine.match import Match, SeatPlayer

    match = Match.new(record["variant"], record["options"], int(record["seed"]),
                      tuple(SeatPlayer.from_json(p) for p in record["players"]))
    count = 0
    for seat, data in record["actions"]:
        count += sum(1 for e in match.apply(int(seat), Action.from_json(data)) if e.kind == "hand_over")
    return count


def saved_paths(folder: str) -> list[Path]:
    """The saved matches in ``folder`` (one file per game, scenes/saved_match.py)."""
    from scenes.saved_match import saved_variants, slot_name
    from scenes.storage import Storage

    return [Path(folder) / slot_name(v) for v in saved_variants(Storage(folder))]


def saved_path(folder: str, variant: str) -> Path:
    """The saved match the child plays: the one in the folder (the child continues it), else
    where ``variant``'s would be."""
    from scenes.saved_match import slot_name

    found = saved_paths(folder)
    return found[0] if found else Path(folder) / slot_name(variant)


def run(kills: int, seed: int, out=sys.stdout) -> tuple[int, int, int, list[str]]:
    from engine.registry import all_specs

    rng = random.Random(seed)
    variants = [spec.id for spec in all_specs()]
    folder = tempfile.mkdtemp(prefix="paiyou-kill-")
    failures: list[str] = []
    done_hands = 0     # hands of the matches finished (their records are gone)
    total_actions = 0
    k = 0
    try:
        while k < kills:
            variant = variants[(k // ROTATE) % len(variants)]
            proc = subprocess.Popen([sys.executable, "-m", "tools.killtest", "--child", folder, variant,
                                     str(rng.randrange(10 ** 6))], cwd=ROOT, stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, text=True,
                                    env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                                         "PYGAME_HIDE_SUPPORT_PROMPT": "1"})
            # wait until it plays, then a random moment
            started = ""
            while True:
                line = proc.stdout.readline()
                started += line
                if not line or line.startswith("started"):
                    break
            time.sleep(rng.uniform(0.05, 2.0))
            proc.send_signal(signal.SIGKILL)
            output, errors = proc.communicate()
            lines = (started + output).splitlines()
            saved = [int(line.split()[1]) for line in lines if line.startswith("saved ")]
            k += 1
            ends = [line for line in lines if line.startswith("finished ")]
            finished = bool(ends)
            if ends:
                done_hands += int(ends[-1].split()[1])
            if "Traceback" in errors:
                failures.append(f"kill {k} ({variant}): the child raised:\n{errors[-2000:]}")
            path = saved_path(folder, variant)
            if path.exists():
                try:
                    record = json.loads(path.read_text(encoding="utf-8"))
                except ValueError as exc:
                    failures.append(f"kill {k} ({variant}): the saved match is not JSON: {exc}")
                    record = None
                if record is not None:
                    if saved and len(record["actions"]) < saved[-1]:
                        failures.append(f"kill {k} ({variant}): {saved[-1]} actions reported saved, "
                                        f"{len(record['actions'])} in the file")
                    total_actions += len(record["actions"])
            elif not finished and saved:
                failures.append(f"kill {k} ({variant}): the saved match is gone")
            playing = record["variant"] if path.exists() and record is not None else variant
            print(f"kill {k}: {playing}, {saved[-1] if saved else 0} actions saved", file=out, flush=True)
            if k % ROTATE == 0 and path.exists() and record is not None:
                # the family moves on to another game: start once (counting what the kill
                # interrupted), then the next start begins the registry's next variant
                subprocess.run([sys.executable, "-m", "tools.killtest", "--start", folder], cwd=ROOT,
                               capture_output=True, timeout=120,
                               env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
                for path in saved_paths(folder):
                    done_hands += hands_in(json.loads(path.read_text(encoding="utf-8")))
                    path.unlink()
        # a last clean start: it counts what the last kill interrupted and sweeps temp files
        proc = subprocess.run([sys.executable, "-m", "tools.killtest", "--start", folder],
            cwd=ROOT, capture_output=True, text=True,
            env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}, timeout=120)
        if proc.returncode:
            failures.append(f"the last start failed:\n{proc.stderr[-2000:]}")
        leftovers = [p.name for p in Path(folder).glob(".*.tmp")]
        if leftovers:
            failures.append(f"temporary files left: {leftovers}")
        failures += kept_hands_damage(folder)
        stats = json.loads((Path(folder) / "stats.json").read_text()) if (Path(folder) / "stats.json").exists() \
            else {"games": {}}
        counted = sum(entry.get("hands", 0) for entry in stats.get("games", {}).values())
        failures += shared_hands_damage(folder, finished=counted)
        expected = done_hands
        for path in saved_paths(folder):
            expected += hands_in(json.loads(path.read_text(encoding="utf-8")))
        return k, counted, total_actions, failures, expected
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def kept_hands_damage(folder: str) -> list[str]:
    """The finished hands kept for 牌局回放 (written with the autosave) survive the kills: every
    game's file reads whole, nothing is moved aside, and each kept hand replays."""
    from scenes.replay.controller import ReplayController
    from scenes.replays_store import hand_to_replay, kept_hands
    from scenes.storage import Storage

    storage = Storage(folder)
    problems = []
    for hand in kept_hands(storage):
        found = hand_to_replay(storage, hand)
        try:
            ReplayController(found.record, hand.start, hand.end, found.players)
        except Exception as exc:  # noqa: BLE001 - reported as a failure
            problems.append(f"a kept {hand.variant} hand does not replay: {exc!r}")
    notices = storage.take_notices()
    if notices or list(Path(folder).glob("replays-*.damaged-*")):
        problems.append(f"a file of kept hands was damaged: {notices}")
    return problems


def shared_hands_damage(folder: str, finished: int = 0) -> list[str]:
    """The hands exported while the kills fell: each file in exports/ opens as a shared hand, and
    listing the folder leaves no temporary file of an interrupted export; with ``finished`` hands
    counted, at least one was exported (a kill can fall between a hand's end and its export, so
    not every one)."""
    from scenes.replay.share import FOLDER, open_shared, shared_files
    from scenes.storage import Storage

    storage = Storage(folder)
    problems = []
    files = shared_files(storage)
    for item in files:
        if open_shared(storage, item.name) is None:
            problems.append(f"an exported hand does not open: {item.name} {storage.take_notices()}")
    leftovers = [p.name for p in (Path(folder) / FOLDER).glob(".*.tmp")]
    if leftovers:
        problems.append(f"temporary exports left: {leftovers}")
    if finished and not files:
        problems.append(f"{finished} hands finished and none was exported")
    return problems


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--child"]:
        return child(argv[1], argv[2], int(argv[3]))
    if argv[:1] == ["--start"]:
        return start_once(argv[1])
    parser = argparse.ArgumentParser(prog="python -m tools.killtest", description=__doc__.split("\n")[0])
    parser.add_argument("--kills", type=int, default=47)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    kills, counted, actions, failures, expected = run(args.kills, args.seed)
    if counted != expected:
        failures.append(f"statistics count {counted} hands, the records finished {expected}")
    for failure in failures:
        print(failure, file=sys.stderr)
    print(f"killtest: {kills} kills, {counted} hands counted of {expected} finished, {actions} actions saved, "
          f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
