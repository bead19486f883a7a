"""The damaged-file test: generated mutations of every file the program reads, each loaded by
the real program; no crash, no hang, nothing else lost, and a damaged file moved aside with a
message the player sees (or its bad field fallen back to the default).

    python -m tools.damage [--mutations N] [--seed S]

Files: ``settings.json``, ``stats.json``, ``people.json`` (the family: people with avatars, "me",
seating, claim orders and winning runs; scenes/people.py), ``match-doudizhu.json`` (the saved
斗地主 match, a few actions in, with named people and hint marks; scenes/saved_match.py), ``puzzles.json`` (the
残局 progress; scenes/puzzle/progress.py), ``replays-doudizhu.json`` (two finished 斗地主 hands kept
for 牌局回放; scenes/replays_store.py), ``exports/doudizhu-…-hand1.json`` (a shared hand, exported from
the replay; scenes/replay/share.py). Mutations (seeded, drawn in turn): truncation, random bytes,
a wrong type for a value, a huge number, control characters and NUL, a lone surrogate, a
200,000-character string, a byte-order mark, an impossible action, an unknown variant, another
format version, an empty file, a directory in the file's place. Each mutation gets a fresh
folder holding all the good files with one of them mutated, then the program runs as a person
would: start (the menu), the statistics screen, 继续, a setup screen (the family list), the 残局
list, the 牌局回放 list and the replay of its first hand (stepped through), the list's 打开文件
view and the first file there opened (stepped through), the shared hand's file (as it now is)
dropped on the window from another folder, a few frames of whatever opened. Checked: nothing raised; no step took longer than
``HANG_SECONDS``; the other files are byte for byte as before; the mutated file is either still in place
(read, bad fields at their defaults) or moved aside with a notice shown in a message; the
dropped copy is never changed.

Prints ``damage: <mutations> mutated files, <moved> moved aside, <failures> failures``.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import sys
import tempfile
import time
import traceback
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

HANG_SECONDS = 5.0
SAVED = "match-doudizhu.json"    # scenes.saved_match.slot_name("doudizhu")
PUZZLES = "puzzles.json"         # scenes.puzzle.progress.FILE_NAME
REPLAYS = "replays-doudizhu.json"  # scenes.replays_store.file_name("doudizhu")
SHARED = "exports/doudizhu-20261206-1200-hand1.json"   # scenes.replay.share: FOLDER / file_name(hand)
FILES = ("settings.json", "stats.json", "people.json", SAVED, PUZZLES, REPLAYS, SHARED)


def good_files() -> dict[str, bytes]:
    from engine.match import Match, SeatPlayer

    match = Match.new("doudizhu", seed=3, players=(SeatPlayer("human", name="妈妈"), SeatPlayer("bot"),
                                                   SeatPlayer("human", name="奶奶")))
    for _ in range(5):
        seat = match.state.to_act()[0]
        if match.players[seat].kind == "human":
            match.note_hint(seat)               # the record's hint marks (提示, issue 31)
        match.apply(seat, match.state.legal_actions(seat)[0])
    assert match.hints, "the saved match carries hint marks to mutate"
    data = {
        "settings.json": {"language": "zh", "animation": "fast", "sound": False, "fullscreen": False,
                          "bot_delay": 0.4, "card_back": "red", "tile_back": "blue"},
        "stats.json": {"version": 1, "games": {"doudizhu": {"hands": 5, "wins": 2, "points": 7, "matches": 1,
                                                              "match_wins": 1, "hints": 4}},
                       "people": {"奶奶": {"doudizhu": {"hands": 5, "wins": 3, "points": 2, "hints": 1}}}},
        "people.json": {"version": 2, "me": "妈妈",
                        "people": [{"name": "妈妈", "avatar": {"kind": "cat", "colour": 3}}, {"name": "奶奶"}],
                        "names": ["妈妈", "奶奶"], "seating": {"doudizhu": [
            {"kind": "human", "level": "normal", "name": "妈妈"}, {"kind": "bot", "level": "easy", "name": ""},
            {"kind": "human", "level": "normal", "name": "奶奶"}]}, "claim_orders": {"奶奶": "ask"},
                        "streaks": {"奶奶": {"doudizhu": {"run": 1, "best": 3}}}},
        SAVED: match.to_json(),
        PUZZLES: {"version": 1, "puzzles": {
            "ddz-e01": {"solved": True, "stars": 3, "fails": 0, "hints": 0, "seen": False},
            "big2-02": {"solved": False, "stars": 0, "fails": 2, "hints": 1, "seen": True}}},
    }
    files = {name: json.dumps(value, ensure_ascii=False, indent=1).encode("utf-8") for name, value in data.items()}
    files[REPLAYS] = _kept_hands()
    files[SHARED] = _shared_hand()
    return files


def _shared_hand() -> bytes:
    """A finished 斗地主 hand as 导出这手牌 writes it (its first hand; easy computer players)."""
    from ai.registry import make_bot
    from engine.match import Match, SeatPlayer
    from scenes.replay.share import content
    from scenes.replays_store import HandToReplay, kept_from

    match = Match.new("doudizhu", seed=7, players=(SeatPlayer("human", name="奶奶"), SeatPlayer("bot", "easy"),
                                                   SeatPlayer("bot", "easy")))
    bots = [make_bot("doudizhu", "easy") for _ in range(3)]
    rng = random.Random(7)
    while match.state.phase not in ("hand_over", "match_over"):
        seat = match.state.to_act()[0]
        state = match.state
        match.apply(seat, bots[seat].choose(state.observe(seat), list(state.legal_actions(seat)), rng))
    hand = HandToReplay(kept_from(match, len(match.actions), now=1765022400.0), match.to_json(), match.players)
    return json.dumps(content(hand), ensure_ascii=False, indent=1, sort_keys=True).encode("utf-8")


def _kept_hands() -> bytes:
    """The file of two finished 斗地主 hands, as the table keeps them (easy computer players)."""
    from ai.registry import make_bot
    from engine.actions import NextHand
    from engine.game import TABLE
    from engine.match import Match, SeatPlayer
    from scenes.replays_store import keep_finished_hand
    from scenes.storage import Storage

    folder = Path(tempfile.mkdtemp(prefix="paiyou-damage-kept-"))
    try:
        storage = Storage(folder)
        match = Match.new("doudizhu", seed=5, players=(SeatPlayer("human", name="妈妈"), SeatPlayer("bot", "easy"),
                                                       SeatPlayer("bot", "easy")))
        bots = [make_bot("doudizhu", "easy") for _ in range(3)]
        rng = random.Random(5)
        for _ in range(2000):
            state = match.state
            if state.phase in ("hand_over", "match_over"):
                keep_finished_hand(storage, match)
                if match.state.hand_no >= 2:
                    break
                match.apply(TABLE, NextHand())
                continue
            seat = state.to_act()[0]
            match.apply(seat, bots[seat].choose(state.observe(seat), list(state.legal_actions(seat)), rng))
        return storage.path(REPLAYS).read_bytes()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _paths(value, path=()):
    """Every (path, value) in a JSON value."""
    yield path, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, path + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _paths(item, path + (i,))


def _set(root, path, new):
    if not path:
        return new
    target = root
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = new
    return root


MUTATIONS = ("truncate", "bytes", "type", "huge_number", "control", "surrogate", "huge_string", "bom",
             "impossible_action", "unknown_variant", "version", "empty", "directory", "key_type")


def mutate(name: str, raw: bytes, kind: str, rng: random.Random) -> bytes | None:
    """The mutated content (None: a directory takes the file's place)."""
    if kind == "truncate":
        return raw[:rng.randrange(len(raw))]
    if kind == "bytes":
        data = bytearray(raw)
        for _ in range(rng.randint(1, 8)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        return bytes(data)
    if kind == "bom":
        return b"\xef\xbb\xbf" + raw
    if kind == "empty":
        return b""
    if kind == "directory":
        return None
    value = json.loads(raw.decode("utf-8"))
    places = [p for p, _v in _paths(value) if p]
    path = rng.choice(places)
    if kind == "type":
        value = _set(value, path, rng.choice(([], {}, "x", 1.5, None, True, -1, [[[]]])))
    elif kind == "huge_number":
        value = _set(value, path, rng.choice((10 ** rng.randint(20, 400), -10 ** 300, 1e308, 2 ** 63)))
    elif kind == "control":
        value = _set(value, path, "a\x00b\x07\n\r\t\x1b" + rng.choice(("", "妈")))
    elif kind == "surrogate":
        value = _set(value, path, "妈\ud800" + rng.choice(("", "\udfff")))
    elif kind == "huge_string":
        value = _set(value, path, rng.choice(("长", "x", "ab ")) * 200_000)
    elif kind == "key_type":
        container = value
        if isinstance(container, dict) and container:
            key = rng.choice(list(container))
            container["\x00" + key + "\ud800"] = container.pop(key)
    elif kind == "impossible_action":
        if name == SAVED:
            value["actions"].append(rng.choice(([0, {"type": "play", "cards": ["S3", "S3"]}],
                                                [7, {"type": "pass"}], [0, {"type": "no-such"}],
                                                [0, {"type": "bid", "value": 10 ** 30}], "junk")))
        else:
            value = _set(value, path, {"type": "play", "cards": ["XX"]})
    elif kind == "unknown_variant":
        if name == SAVED:
            value["variant"] = rng.choice(("no-such-game", "", "doudizhu\x00"))
        elif name == "stats.json":
            value.setdefault("games", {})["no-such-game"] = {"hands": 1}
        elif name == "people.json":
            value.setdefault("seating", {})["no-such-game"] = [{"kind": "human"}]
        else:
            value = _set(value, path, "no-such-game")
    elif kind == "version":
        value["version"] = rng.choice((0, 2, 99, "1", None, -1, 10 ** 50))
    return json.dumps(value, ensure_ascii=True).encode("ascii")


def check_one(name: str, content: bytes | None, base: dict[str, bytes]) -> tuple[str | None, bool]:
    """Run the program on a folder with ``name`` mutated; (failure or None, moved aside?)."""
    import pygame

    from engine.registry import get_spec
    from scenes.app import App
    from scenes.dialog import MessageDialog
    from scenes.menu import MainMenu
    from scenes.puzzle.list_scene import PuzzleListScene
    from scenes.replay.list_scene import ReplayListScene
    from scenes.setup import SetupScene
    from scenes.stats_scene import StatsScene
    from scenes.storage import Storage

    folder = Path(tempfile.mkdtemp(prefix="paiyou-damage-"))
    shown: list[str] = []
    try:
        for other, raw in base.items():
            (folder / other).parent.mkdir(parents=True, exist_ok=True)
            (folder / other).write_bytes(raw)
        target = folder / name
        target.unlink()
        if content is None:
            target.mkdir()
        else:
            target.write_bytes(content)
        slow = []

        def timed(label, step):
            start = time.perf_counter()
            step()
            spent = time.perf_counter() - start
            if spent > HANG_SECONDS:
                slow.append(f"{label} took {spent:.1f} s")

        app = App((1024, 640), storage=Storage(folder))
        app.audio.set_enabled(False)
        real_push = app.stack.push

        def push(scene):
            if isinstance(scene, MessageDialog):
                shown.append(scene.text)
            return real_push(scene)

        app.stack.push = push

        def frames(n=3):
            for _ in range(n):
                app.step(0.05, [])

        def close_dialogs():
            while isinstance(app.stack.top, MessageDialog):
                app.stack.pop()

        menu = MainMenu()
        timed("start", lambda: (push(menu), frames()))
        close_dialogs()
        timed("statistics", lambda: (push(StatsScene()), frames()))
        close_dialogs()
        while app.stack.top is not menu and len(app.stack) > 1:
            app.stack.pop()
        timed("continue", lambda: (menu._continue(), frames(6)))
        close_dialogs()
        while app.stack.top is not menu and len(app.stack) > 1:
            app.stack.pop()
        timed("setup", lambda: (push(SetupScene(get_spec("doudizhu"))), frames()))
        close_dialogs()
        while app.stack.top is not menu and len(app.stack) > 1:
            app.stack.pop()
        timed("puzzles", lambda: (push(PuzzleListScene()), frames()))
        close_dialogs()
        while app.stack.top is not menu and len(app.stack) > 1:
            app.stack.pop()
        timed("replays", lambda: (push(ReplayListScene()), frames()))
        close_dialogs()
        replays = app.stack.top

        def watch():
            if isinstance(replays, ReplayListScene) and replays.hands and replays.watch(0):
                viewer = app.stack.top
                for _ in range(12):
                    viewer.do_replay("forward")
                viewer.do_replay("end")
                frames()
        timed("replay", watch)
        close_dialogs()
        while app.stack.top is not menu and len(app.stack) > 1:
            app.stack.pop()
        timed("shared", lambda: (push(ReplayListScene()), frames()))
        close_dialogs()
        shared = app.stack.top

        def open_shared_file():
            from scenes.replay.list_scene import FILES as SHARED_VIEW

            if not isinstance(shared, ReplayListScene):
                return
            shared.game = shared.games.index(SHARED_VIEW)
            shared._filter()
            frames(1)
            if shared.hands and shared.watch(0):
                viewer = app.stack.top
                for _ in range(12):
                    viewer.do_replay("forward")
                viewer.do_replay("end")
                frames()
        timed("open a shared hand", open_shared_file)
        close_dialogs()
        while app.stack.top is not menu and len(app.stack) > 1:
            app.stack.pop()
        elsewhere = Path(tempfile.mkdtemp(prefix="paiyou-damage-sent-"))
        sent = elsewhere / "sent.json"
        sent_bytes = b""
        try:
            if content is not None and name == SHARED:
                sent.write_bytes(content)
                sent_bytes = content
            elif (folder / SHARED).is_file():
                sent_bytes = (folder / SHARED).read_bytes()
                sent.write_bytes(sent_bytes)

            def drop():
                if sent.exists():
                    app.handle_event(pygame.event.Event(pygame.DROPFILE, file=str(sent)))
                    frames()
            timed("drop a shared hand", drop)
            close_dialogs()
            dropped_changed = sent.exists() and sent.read_bytes() != sent_bytes
        finally:
            shutil.rmtree(elsewhere, ignore_errors=True)
        app.request_quit()
        pygame.display.quit()
        moved = bool(list(folder.glob(f"{name}.damaged-*")))
        problems = list(slow)
        if dropped_changed:
            problems.append("the dropped file was changed")
        for other, raw in base.items():
            if other == name:
                continue
            path = folder / other
            if other == SAVED and not path.exists() and not list(folder.glob(f"{SAVED}.damaged-*")):
                problems.append("the saved match vanished")
            elif other == SHARED and not path.exists():
                problems.append("the shared hand's file vanished")
            elif path.exists() and path.read_bytes() != raw and other != SAVED:
                problems.append(f"{other} changed")
        if moved and not shown:
            problems.append("moved aside without a message")
        return ("; ".join(problems) or None), moved
    except Exception:  # noqa: BLE001
        return traceback.format_exc(limit=-6), False
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def run(count: int, seed: int, out=sys.stdout) -> tuple[int, int, list[str]]:
    rng = random.Random(seed)
    base = good_files()
    failures: list[str] = []
    moved_total = 0
    for i in range(count):
        name = FILES[i % len(FILES)]
        kind = MUTATIONS[(i // len(FILES)) % len(MUTATIONS)]
        try:
            content = mutate(name, base[name], kind, rng)
        except Exception:  # noqa: BLE001 - a mutation that does not apply to this file
            content = base[name][: len(base[name]) // 2]
        failure, moved = check_one(name, content, base)
        moved_total += moved
        if failure:
            failures.append(f"{name} / {kind} (#{i}): {failure}")
            print(f"FAIL {name} / {kind} (#{i}): {failure}", file=out, flush=True)
    return count, moved_total, failures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.damage", description=__doc__.split("\n")[0])
    parser.add_argument("--mutations", type=int, default=len(FILES) * len(MUTATIONS) * 4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    count, moved, failures = run(args.mutations, args.seed)
    print(f"damage: {count} mutated files, {moved} moved aside, {len(failures)} failures, "
          f"{time.perf_counter() - start:.0f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
