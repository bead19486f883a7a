"""The smoke run: computer-only play through the real scenes, with random input mixed in.

Why: it is how the build and CI check the whole program without a screen —
the real App, menu, setup screen and table, the real controller and bots, the
result panel — while random clicks, drags, right-clicks and keys hit the table
between frames, as an impatient person would. Anything that raises fails the
run with a message and a non-zero code; so does a hand that never finishes.

Two paths per game: menu → setup → 开始 → table with 托管 switched on for the
person's seat (the smoke presses the 托管 button itself), and a table opened
directly through :func:`scenes.tables.table_for` for a match with every seat a
computer player (a spectator's view). For a family whose table supports
hot-seat, one more hand with two people sharing the computer: each hand-off is
confirmed with Enter and each person's decision is the 提示 move.
The user's data folder is never touched:
without ``PAIYOU_DATA_DIR`` a temporary folder is used and removed.
"""
from __future__ import annotations

import os
import random
import shutil
import sys
import tempfile
import time
import traceback

import pygame

FRAMES_PER_HAND = 4000
DT = 0.05
_RANDOM_KEYS = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_h, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
                pygame.K_DOWN, pygame.K_s, pygame.K_c, pygame.K_t, pygame.K_l, pygame.K_BACKSPACE,
                pygame.K_p, pygame.K_k, pygame.K_g)


class SmokeFailure(Exception):
    """The run found a problem (not an exception of the program itself)."""


def run_smoke(game: str | None, hands: int, seed: int, size: tuple[int, int] = (1280, 800)) -> int:
    """Play ``hands`` hands of ``game`` (or of every registered game); 0 when all went well."""
    made_dir = None
    old_dir = os.environ.get("PAIYOU_DATA_DIR")
    if not old_dir:
        made_dir = tempfile.mkdtemp(prefix="paiyou-smoke-")
        os.environ["PAIYOU_DATA_DIR"] = made_dir
    try:
        from engine.registry import all_specs, get_spec

        from .app import App

        specs = [get_spec(game)] if game else list(all_specs())
        app = App(size)
        app.settings.bot_delay = 0.0
        app.settings.animation = "fast"
        app.audio.set_enabled(False)
        rng = random.Random(seed)
        hands = max(1, int(hands))
        for spec in specs:
            started = time.monotonic()
            _through_menu(app, spec, max(1, hands // 2), rng)
            _direct(app, spec, max(1, hands - hands // 2), rng, seed)
            _hotseat(app, spec, seed)
            print(f"smoke: {spec.id}: ok ({time.monotonic() - started:.1f} s)")
        while len(app.stack):
            app.stack.pop()
        return 0
    except SmokeFailure as failure:
        print(f"smoke: FAILED: {failure}", file=sys.stderr)
        return 2
    except KeyError as error:
        print(f"smoke: FAILED: {error}", file=sys.stderr)
        return 2
    except Exception:  # noqa: BLE001 - every program error fails the run with its traceback
        traceback.print_exc()
        return 1
    finally:
        if made_dir is not None:
            os.environ.pop("PAIYOU_DATA_DIR", None)
            shutil.rmtree(made_dir, ignore_errors=True)


# --- the two paths --------------------------------------------------------------------------

def _through_menu(app, spec, hands: int, rng: random.Random) -> None:
    """Menu → setup → start, then 托管 for the person's seat; play ``hands`` hands."""
    from .dialog import ConfirmDialog
    from .menu import MainMenu
    from .setup import SetupScene

    app.stack.reset(MainMenu())
    _frames(app, 2)
    menu = app.stack.top
    index = next((i for i, e in enumerate(menu.entries)
                  if e.kind == "family" and any(s.id == spec.id for s in e.family.specs)), None)
    if index is None:
        raise SmokeFailure(f"{spec.id} is not in the main menu")
    first = menu._first_family_index()
    menu.focus = first
    _frames(app, 1, [_key(pygame.K_RIGHT)] * (index - first))  # the keyboard path from the first family
    if menu.focus != index:
        raise SmokeFailure(f"{spec.id}: → did not move the menu focus to the game's family")
    _frames(app, 1, [_key(pygame.K_RETURN)])
    from .family_scene import FamilyScene

    family = app.stack.top
    if isinstance(family, FamilyScene):   # a family of several variants: ↓ to this one
        family.focus = 0
        family._sync()
        _frames(app, 1, [_key(pygame.K_DOWN)] * [s.id for s in family.specs].index(spec.id))
        if family.chosen_spec().id != spec.id:
            raise SmokeFailure(f"{spec.id}: ↓ did not move the focus to the variant")
        _frames(app, 1, [_key(pygame.K_RETURN)])
    if not isinstance(app.stack.top, SetupScene):
        raise SmokeFailure(f"{spec.id}: the setup screen did not open")
    _frames(app, 1, [_key(pygame.K_RETURN)])
    if isinstance(app.stack.top, ConfirmDialog):  # "replace the unfinished match?" → yes
        _frames(app, 1, [_key(pygame.K_RETURN)])
    table = app.stack.top
    if not _is_table_of(table, spec):
        raise SmokeFailure(f"{spec.id}: the table did not open (top: {type(table).__name__})")
    _check_menu_overlay(app, table)
    _play(app, table, hands, rng, keep_autoplay=True)


def _direct(app, spec, hands: int, rng: random.Random, seed: int) -> None:
    """A match with every seat a computer player, opened through ``table_for``."""
    from engine.match import Match, SeatPlayer

    from .menu import MainMenu
    from .tables import table_for

    players = tuple(SeatPlayer("bot", "normal") for _ in range(spec.seat_count()))
    match = Match.new(spec.id, None, seed=seed, players=players)
    app.stack.reset(MainMenu())
    table = table_for(match)
    app.stack.push(table)
    _play(app, table, hands, rng, keep_autoplay=False)


def _hotseat(app, spec, seed: int) -> None:
    """Two people (seats 0 and 1) at one computer, one hand: hand-offs confirmed by Enter."""
    from engine.match import Match, SeatPlayer

    from .menu import MainMenu
    from .table.result_panel import ResultPanel
    from .tables import HOTSEAT, hotseat_options, table_for

    if spec.family not in HOTSEAT:
        return
    people = (SeatPlayer("human", name="妈妈"), SeatPlayer("human", name="Tom"))
    players = people + tuple(SeatPlayer("bot", "normal") for _ in range(spec.seat_count() - 2))
    app.stack.reset(MainMenu())
    table = table_for(Match.new(spec.id, hotseat_options(spec), seed=seed, players=players))
    app.stack.push(table)
    handoffs = 0
    for _frame in range(FRAMES_PER_HAND):
        if _finished(table) >= 1:
            break
        top = app.stack.top
        events: list[pygame.event.Event] = []
        if top is table and table.hotseat.handing_to is not None:
            if table.viewer is not None:
                raise SmokeFailure(f"{spec.id}: a person's cards are showing under the hand-off")
            handoffs += 1
            events.append(_key(pygame.K_RETURN))
        elif top is table and table.my_turn():
            action = table.controller.hint(table.viewer)
            if action is not None:
                table.act(action)
        elif top is not table and not isinstance(top, ResultPanel):
            events.append(_key(pygame.K_ESCAPE))
        _frames(app, 1, events)
        if table.controller is not None and table.controller.is_thinking:
            time.sleep(0.0005)
    else:
        raise SmokeFailure(f"{spec.id}: the hot-seat hand did not finish")
    if not handoffs:
        raise SmokeFailure(f"{spec.id}: two people played a hand without a hand-off")
    print(f"smoke: {spec.id}: hot-seat hand ok ({handoffs} hand-offs)")


# --- playing ----------------------------------------------------------------------------------

def _play(app, table, hands: int, rng: random.Random, keep_autoplay: bool) -> None:
    from .dialog import _Dialog
    from .table.result_panel import ResultPanel

    limit = FRAMES_PER_HAND * hands
    for _frame in range(limit):
        if _finished(table) >= hands or table.match.state.is_match_over:
            return
        top = app.stack.top
        events: list[pygame.event.Event] = []
        if top is table:
            if keep_autoplay and table.viewer is not None and table.viewer not in table.controller.autoplay:
                events += _click(table.corner["autoplay"].rect.center)
            events += _random_input(app, rng)
        elif isinstance(top, ResultPanel):
            events += _random_input(app, rng) if rng.random() < 0.5 else []
            events.append(_key(pygame.K_RETURN))
        elif isinstance(top, _Dialog):
            events.append(_key(pygame.K_ESCAPE))  # a menu opened by a random click: close it
        else:
            raise SmokeFailure(f"left the table unexpectedly (top: {type(top).__name__})")
        _frames(app, 1, events)
        if table.controller is not None and table.controller.is_thinking:
            time.sleep(0.0005)  # let the bot's worker thread finish its thought
    raise SmokeFailure(f"{table.match.variant}: {hands} hand(s) did not finish within {limit} frames "
                       f"(phase {table.match.state.phase}, hand {getattr(table.match.state, 'hand_no', '?')})")


def _is_table_of(scene, spec) -> bool:
    """Whether ``scene`` is the table scene registered for the game's family (scenes/tables.py)."""
    import importlib

    from .tables import TABLES

    module_name, class_name = TABLES[spec.family]
    return isinstance(scene, getattr(importlib.import_module(module_name), class_name))


def _finished(table) -> int:
    state = table.match.state
    done = getattr(state, "hand_no", 1) - 1
    return done + (1 if state.phase in ("hand_over", "match_over") else 0)


def _check_menu_overlay(app, table) -> None:
    """Esc opens the table's menu over the table, Esc again closes it."""
    from .dialog import MenuDialog

    _frames(app, 1, [_key(pygame.K_ESCAPE)])
    if not isinstance(app.stack.top, MenuDialog):
        raise SmokeFailure("Esc did not open the table menu")
    _frames(app, 1, [_key(pygame.K_ESCAPE)])
    if app.stack.top is not table:
        raise SmokeFailure("Esc did not close the table menu")


def _random_input(app, rng: random.Random) -> list[pygame.event.Event]:
    """Now and then a click, a drag across the hand, a right-click or a key."""
    roll = rng.random()
    w, h = app.size
    if roll < 0.06:
        return _click((rng.randrange(w), rng.randrange(h)))
    if roll < 0.09:
        y = rng.randrange(int(h * 0.75), h)
        x0, x1 = rng.randrange(w), rng.randrange(w)
        events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(x0, y))]
        for i in range(1, 5):
            events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=(x0 + (x1 - x0) * i // 4, y), rel=(0, 0),
                                             buttons=(1, 0, 0)))
        events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(x1, y)))
        return events
    if roll < 0.10:
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=(rng.randrange(w), rng.randrange(h)))]
    if roll < 0.16:
        return [_key(rng.choice(_RANDOM_KEYS))]
    if roll < 0.20:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=(rng.randrange(w), rng.randrange(h)), rel=(0, 0),
                                   buttons=(0, 0, 0))]
    return []


def _frames(app, count: int, events: list | None = None) -> None:
    for i in range(count):
        app.step(DT, list(events or []) if i == 0 else [])


def _click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
            pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)]


def _key(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
