"""Before/after screenshots of every table, to prove a refactor left what a player sees unchanged.

Why: a change to the table layers (the table lifecycle, the score sheet, the turn guard …) must not
move a pixel of any game's table, apart from the defects it sets out to fix. The layout test checks
that labels fit; only a picture of the same moment, taken before and after, shows that nothing at all
moved. This tool takes those pictures and compares them.

``shoot OUT_DIR`` plays, through the real App and the real table scene (no window: SDL's dummy video
and audio drivers, and a fresh temporary data folder via ``PAIYOU_DATA_DIR`` for every hand), one
seeded hand of every registered variant in each language (zh, en), and saves the frames at
1024×640 and 1920×1080 as ``VARIANT-LANG-WxH-MOMENT.png``. The moments:

- ``first``   the person's first decision (one person against the computer players),
- ``middle``  the person's decision half way through that hand (plays, discards on the table),
- ``result``  the result panel at the hand's end, and ``result-view`` the same folded into its
  看牌 strip (hands face up) where the panel can fold,
- ``handoff`` two people at one computer (hot-seat): the "pass the computer to …" screen after the
  first person has acted, and ``handoff-turn`` the next person's table once they confirm.

Everything that decides the picture is fixed: the seed, the computer players (``normal``, not
threaded, no pause), animations off, sound off, the autosave off, and the table's clock, which only
advances by ``update(1/20)`` per frame — no wall-clock reads reach a frame. Python's string hashing
is fixed too (the tool re-runs itself with ``PYTHONHASHSEED=0`` if it is not), so a set's order
cannot change a picture from one run to the next. Two shoots of one tree are identical.

``compare DIR_A DIR_B [--diff DIR]`` lists every picture that differs (how many pixels, and the box
round them), and every picture found in only one folder; it exits 1 if anything differs. ``--diff``
writes, for each differing pair, ``DIR_B``'s picture dimmed with the changed pixels in magenta.

A before/after check (your working tree is not touched; the tool is copied into the old commit)::

    git worktree add /tmp/before <commit-before>
    cp tools/snapshots.py /tmp/before/tools/
    (cd /tmp/before && python -m tools.snapshots shoot /tmp/snap-before)
    git worktree remove --force /tmp/before
    python -m tools.snapshots shoot /tmp/snap-after
    python -m tools.snapshots compare /tmp/snap-before /tmp/snap-after --diff /tmp/snap-diff

Reading the result: no line but the count means nothing moved. A changed picture is to be
explained, not waved through: open both pictures and the diff, and decide whether it is one of the
changes the work set out to make (e.g. a result title that was wrong). The moments are found by
playing the hand the way a person would (the table's turn, the 提示 hint, the hand-off button), so
a change that makes the table call a turn at another moment shows up as a changed picture too.

``shoot`` goes on past a table that fails (its traceback is printed) and then exits 1, naming it;
its pictures are then missing, which ``compare`` lists as "only in". ``shoot --game ID``
(repeatable) and ``--lang zh|en`` limit the run while iterating on one table; the pictures are the
same as in a whole run. The whole shoot (about 410 pictures, 100 MB) takes two minutes or so on one
core.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

SIZES: tuple[tuple[int, int], ...] = ((1024, 640), (1920, 1080))
LANGUAGES = ("zh", "en")
SEED = 3
#: One frame of the table's clock (seconds): the same sequence of clock values in every run.
FRAME = 1 / 20
#: A hand that has not ended after this many frames is stuck (an error, not a picture).
MAX_FRAMES = 30000
#: Changed pixels in the --diff picture, over the dimmed "after" picture.
MARK = (255, 0, 255)


@dataclass(frozen=True)
class Shot:
    """One picture: which game, language, window size and moment of the hand."""

    variant: str
    language: str
    size: tuple[int, int]
    moment: str

    @property
    def filename(self) -> str:
        return f"{self.variant}-{self.language}-{self.size[0]}x{self.size[1]}-{self.moment}.png"


# --- shooting ------------------------------------------------------------------------------------

class Sitting:
    """One seeded hand of ``variant`` on its real table, in a fresh App and a fresh data folder.

    ``people`` seats are people (the first seats), the rest ``normal`` computer players; with two
    people the hot-seat options of the family are used, as the setup screen would."""

    def __init__(self, variant: str, language: str, people: int, data_root: Path) -> None:
        from engine.match import Match, SeatPlayer
        from engine.registry import get_spec
        from scenes.app import App
        from scenes.tables import hotseat_options, table_for

        os.environ["PAIYOU_DATA_DIR"] = tempfile.mkdtemp(prefix=f"{variant}-{language}-", dir=data_root)
        self.app = app = App(SIZES[0])
        app.settings.language = app.tr.language = language
        app.settings.animation = "off"
        app.settings.bot_delay = 0.0
        app.audio.set_enabled(False)
        spec = get_spec(variant)
        count = spec.seat_count()
        players = tuple(SeatPlayer("human", name="") for _ in range(people)) + tuple(
            SeatPlayer("bot", "normal") for _ in range(count - people))
        options = hotseat_options(spec) if people > 1 else None
        match = Match.new(variant, options, seed=SEED, players=players)
        self.table = table = table_for(match)
        table.threaded, table.bot_delay = False, 0
        app.stack.push(table)
        table.controller._save = lambda match: None     # a file per move: slow, and never on screen

    def close(self) -> None:
        while len(self.app.stack):
            self.app.stack.pop()

    def moments(self) -> Iterator[str]:
        """Play the hand frame by frame, yielding ``handoff``, ``turn`` and ``result`` as each comes
        up; after the caller has looked, the hand-off is confirmed and the person plays the hint."""
        app, table = self.app, self.table
        for _ in range(MAX_FRAMES):
            top = app.stack.top
            if top is not table:
                if not _is_result(table, top):
                    raise RuntimeError(f"{table.match.variant}: {type(top).__name__} opened over the table")
                yield "result"
                return
            if table.hotseat.handing_to is not None:
                yield "handoff"
                table.confirm_handoff()
            elif _deciding(table) and not table.anims.busy:
                yield "turn"
                action = table.controller.hint(table.viewer)
                if action is None:
                    raise RuntimeError(f"{table.match.variant}: no hint at a person's turn")
                table.act(action)
            table.update(FRAME)
        raise RuntimeError(f"{table.match.variant}: the hand did not end in {MAX_FRAMES} frames")

    def frame(self, size: tuple[int, int]):
        """The App's whole frame (the table and whatever is open over it) laid out and drawn at
        ``size``, as after the window was resized to it; the layout goes back to the App's size."""
        import pygame

        app = self.app
        screen, windowed = app.screen, app._windowed_size
        canvas = pygame.Surface(size)
        app.screen, app._windowed_size = canvas, size
        try:
            app.stack.layout(size)
            app.draw()
        finally:
            app.screen, app._windowed_size = screen, windowed
            app.stack.layout(app.size)
        return canvas


def _deciding(table) -> bool:
    """The person shown must decide now: the table says it is their turn, or the rules wait for them
    while the table does not call it a turn (升级's last chance to declare when the deal is out)."""
    viewer, controller = table.viewer, table.controller
    if table.my_turn():
        return True
    return viewer is not None and viewer in table.match.state.to_act() and controller.is_human(viewer)


def _is_result(table, scene) -> bool:
    """The scene over the table is the hand's result panel (whatever its family calls it)."""
    if scene is not None and scene is getattr(table, "result_panel", None):
        return True
    return any(cls.__name__.endswith("ResultPanel") for cls in type(scene).__mro__)


def _save(sitting: Sitting, out: Path, variant: str, language: str, moment: str) -> list[Shot]:
    import pygame

    shots = []
    for size in SIZES:
        shot = Shot(variant, language, size, moment)
        pygame.image.save(sitting.frame(size), str(out / shot.filename))
        shots.append(shot)
    return shots


def count_decisions(variant: str, language: str, data_root: Path) -> int:
    """How many decisions the person makes in the seeded hand (a first play-through, not drawn)."""
    sitting = Sitting(variant, language, 1, data_root)
    try:
        return sum(1 for kind in sitting.moments() if kind == "turn")
    finally:
        sitting.close()


def shoot_alone(variant: str, language: str, out: Path, data_root: Path) -> list[Shot]:
    """One person against the computer: the first decision, the middle one, the result."""
    middle = count_decisions(variant, language, data_root) // 2
    sitting = Sitting(variant, language, 1, data_root)
    shots: list[Shot] = []
    turns = 0
    try:
        for kind in sitting.moments():
            if kind == "handoff":
                raise RuntimeError(f"{variant}: a hand-off with one person at the table")
            if kind == "turn":
                if turns == 0:
                    shots += _save(sitting, out, variant, language, "first")
                if turns == middle:
                    shots += _save(sitting, out, variant, language, "middle")
                turns += 1
            elif kind == "result":
                shots += _save(sitting, out, variant, language, "result")
                panel = sitting.app.stack.top
                if getattr(panel, "viewable", False):      # 看牌: the panel folds, the hands face up
                    panel.toggle_view()
                    shots += _save(sitting, out, variant, language, "result-view")
    finally:
        sitting.close()
    return shots


def shoot_hotseat(variant: str, language: str, out: Path, data_root: Path) -> list[Shot]:
    """Two people at one computer: the hand-off after the first person's decision, and the next
    person's table once they have confirmed."""
    sitting = Sitting(variant, language, 2, data_root)
    shots: list[Shot] = []
    acted = handed = False
    try:
        for kind in sitting.moments():
            if kind == "handoff" and acted and not handed:
                shots += _save(sitting, out, variant, language, "handoff")
                handed = True
            elif kind == "turn" and handed:
                shots += _save(sitting, out, variant, language, "handoff-turn")
                break
            elif kind == "turn":
                acted = True
    finally:
        sitting.close()
    if not handed:
        raise RuntimeError(f"{variant}: no hand-off between two people in the seeded hand")
    return shots


def shoot(out: Path, variants: list[str] | None = None, languages: tuple[str, ...] = LANGUAGES) -> int:
    from engine.registry import all_specs

    out.mkdir(parents=True, exist_ok=True)
    chosen = variants or [spec.id for spec in all_specs()]
    started = time.monotonic()          # for the progress line only; never reaches a picture
    total = 0
    failed: list[str] = []
    with tempfile.TemporaryDirectory(prefix="paiyou-snapshots-") as data:
        for variant in chosen:
            for language in languages:
                try:
                    shots = shoot_alone(variant, language, out, Path(data))
                    shots += shoot_hotseat(variant, language, out, Path(data))
                except Exception:   # noqa: BLE001 - one broken table must not hide the others
                    traceback.print_exc()
                    failed.append(f"{variant} {language}")
                    continue
                total += len(shots)
                print(f"{variant} {language}: {len(shots)} pictures "
                      f"({time.monotonic() - started:.0f} s)", flush=True)
    print(f"{total} pictures in {out}")
    if failed:
        print(f"FAILED (no or missing pictures): {', '.join(failed)}")
    return 1 if failed else 0


# --- comparing -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Difference:
    """How a picture changed: the number of pixels that differ and the box round them."""

    name: str
    pixels: int
    box: tuple[int, int, int, int] | None      # x, y, width, height
    note: str = ""


def _changed_mask(before, after):
    """A mask of the pixels whose colour differs (any channel, by any amount)."""
    import pygame

    up, down = before.copy(), after.copy()
    up.blit(after, (0, 0), special_flags=pygame.BLEND_RGB_SUB)     # max(before - after, 0)
    down.blit(before, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # max(after - before, 0)
    up.blit(down, (0, 0), special_flags=pygame.BLEND_RGB_ADD)      # |before - after| (saturated)
    same = pygame.mask.from_threshold(up, (0, 0, 0, 255), (1, 1, 1, 255))  # |d| < 1 in each channel
    same.invert()
    return same


def _difference(name: str, path_a: Path, path_b: Path, diff_dir: Path | None) -> Difference | None:
    import pygame

    before = pygame.image.load(str(path_a)).convert()
    after = pygame.image.load(str(path_b)).convert()
    if before.get_size() != after.get_size():
        return Difference(name, -1, None, f"size {before.get_size()} -> {after.get_size()}")
    if pygame.image.tobytes(before, "RGB") == pygame.image.tobytes(after, "RGB"):
        return None
    changed = _changed_mask(before, after)
    rects = changed.get_bounding_rects()
    box = rects[0].unionall(rects[1:]) if rects else None
    if diff_dir is not None:
        picture = after.copy()
        veil = pygame.Surface(picture.get_size())
        veil.fill((0, 0, 0))
        veil.set_alpha(170)
        picture.blit(veil, (0, 0))
        picture.blit(changed.to_surface(setcolor=MARK, unsetcolor=(0, 0, 0, 0)), (0, 0))
        if box is not None:
            pygame.draw.rect(picture, MARK, box.inflate(6, 6), 1)
        pygame.image.save(picture, str(diff_dir / name))
    return Difference(name, changed.count(), tuple(box) if box is not None else None)


def compare(dir_a: Path, dir_b: Path, diff_dir: Path | None = None) -> int:
    """Print what differs between two shoots; 1 if anything does, else 0."""
    import pygame

    pygame.display.init()
    pygame.display.set_mode((1, 1))     # convert() needs a display format (the dummy one)
    if diff_dir is not None:
        diff_dir.mkdir(parents=True, exist_ok=True)
    names_a = {p.name for p in dir_a.glob("*.png")}
    names_b = {p.name for p in dir_b.glob("*.png")}
    differences = [Difference(n, -1, None, f"only in {dir_a}") for n in sorted(names_a - names_b)]
    differences += [Difference(n, -1, None, f"only in {dir_b}") for n in sorted(names_b - names_a)]
    for name in sorted(names_a & names_b):
        found = _difference(name, dir_a / name, dir_b / name, diff_dir)
        if found is not None:
            differences.append(found)
    for d in sorted(differences, key=lambda d: d.name):
        if d.note:
            print(f"DIFFERS {d.name}: {d.note}")
        else:
            x, y, w, h = d.box
            print(f"DIFFERS {d.name}: {d.pixels} pixels in x={x}..{x + w - 1}, y={y}..{y + h - 1} ({w}×{h})")
    same = len(names_a & names_b) - sum(1 for d in differences if not d.note or d.note.startswith("size"))
    print(f"{len(differences)} differ, {same} identical")
    return 1 if differences else 0


# --- command line --------------------------------------------------------------------------------

def _fixed_environment(argv: list[str]) -> None:
    """No window, no sound device, and one string hashing for every run (re-run if it is not set)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if os.environ.get("PYTHONHASHSEED") != "0":
        os.environ["PYTHONHASHSEED"] = "0"
        os.execv(sys.executable, [sys.executable, "-m", "tools.snapshots", *argv])


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = argparse.ArgumentParser(prog="python -m tools.snapshots", description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    shooting = commands.add_parser("shoot", help="save the pictures of every table into OUT_DIR")
    shooting.add_argument("out", type=Path, metavar="OUT_DIR")
    shooting.add_argument("--game", action="append", default=None, help="only this variant (repeatable)")
    shooting.add_argument("--lang", choices=LANGUAGES, default=None, help="only this language")
    comparing = commands.add_parser("compare", help="list the pictures that differ; exit 1 if any do")
    comparing.add_argument("dir_a", type=Path, metavar="DIR_A")
    comparing.add_argument("dir_b", type=Path, metavar="DIR_B")
    comparing.add_argument("--diff", type=Path, default=None, metavar="DIR", help="write a diff picture per change")
    args = parser.parse_args(argv)
    _fixed_environment(argv)
    if args.command == "shoot":
        return shoot(args.out, args.game, (args.lang,) if args.lang else LANGUAGES)
    return compare(args.dir_a, args.dir_b, args.diff)


if __name__ == "__main__":
    sys.exit(main())
