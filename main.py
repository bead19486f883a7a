"""牌友 (Paiyou): start the game, list the games, or run the headless smoke check.

    python main.py                     open the window with the main menu
    python main.py --list-games        one registered variant per line: id, Chinese name, English name
    python main.py --smoke [--game ID] [--hands N] [--seed S]
                                       computer-only play through the real scenes (dummy video driver)
    --size WxH                         window size (default 1280x800)
    --lang zh|en                       language for this session
    --first-frame-exit                 (hidden; for benchmarks and CI) open the menu, draw one frame,
                                       print "first-frame <ms> ms" (time since the process started)
                                       and exit

Heavy modules (tables, bots) are imported only when needed so that the first
menu frame appears quickly.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
import traceback

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, e.g. 1280x800, not {text!r}") from None
    if width <= 0 or height <= 0:
        raise argparse.ArgumentTypeError("the size must be positive")
    return width, height


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="paiyou", description="牌友 — Chinese card and mahjong games")
    parser.add_argument("--list-games", action="store_true", help="print the registered games and exit")
    parser.add_argument("--smoke", action="store_true", help="computer-only play through the scenes, then exit")
    parser.add_argument("--game", default=None, help="game id for --smoke (default: every game)")
    parser.add_argument("--hands", type=int, default=2, help="hands per game for --smoke (default 2)")
    parser.add_argument("--seed", type=int, default=1, help="random seed for --smoke (default 1)")
    parser.add_argument("--size", type=_size, default=None, help="window size WxH, e.g. 1280x800")
    parser.add_argument("--lang", choices=("zh", "en"), default=None, help="language for this session")
    parser.add_argument("--first-frame-exit", action="store_true", help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def list_games() -> int:
    from engine.registry import all_specs

    for spec in all_specs():
        print(f"{spec.id}\t{spec.name_zh}\t{spec.name_en}")
    return 0


def smoke(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    try:
        from scenes.smoke import run_smoke

        size = args.size or (1280, 800)
        code = run_smoke(args.game, args.hands, args.seed, size=size)
        return int(code or 0)
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 1
    except BaseException:  # noqa: BLE001 - any failure must give a non-zero exit code
        traceback.print_exc()
        return 1


def run_window(args: argparse.Namespace) -> int:
    from scenes.app import DEFAULT_SIZE, App
    from scenes.menu import MainMenu

    app = App(args.size or DEFAULT_SIZE)
    if args.lang:
        # A session override: saved only if the player then changes a setting.
        app.settings.language = args.lang
        app.tr.language = args.lang
        import pygame

        pygame.display.set_caption(app.tr("app.title"))
    app.stack.push(MainMenu())
    if args.first_frame_exit:
        app.step(0.0, [])
        print(f"first-frame {_seconds_since_start() * 1000:.0f} ms", flush=True)
        import pygame

        pygame.quit()
        return 0
    app.run()
    return 0


_IMPORTED_AT = time.perf_counter()


def _seconds_since_start() -> float:
    """Seconds since the process was created (Linux: from /proc, so a frozen build's unpacking
    and the interpreter's start are counted), elsewhere since this module was imported."""
    try:
        with open("/proc/self/stat", encoding="ascii") as stat, open("/proc/uptime", encoding="ascii") as up:
            start_ticks = int(stat.read().rsplit(")", 1)[1].split()[19])  # field 22, "starttime"
            return float(up.read().split()[0]) - start_ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return time.perf_counter() - _IMPORTED_AT


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.list_games:
        return list_games()
    if args.smoke:
        return smoke(args)
    return run_window(args)


if __name__ == "__main__":
    sys.exit(main())
