"""Shared test setup: no window, no sound device, and a private data folder per test.

The SDL variables must be set before pygame is first imported anywhere, which
is why they are set here, at collection time, with ``setdefault`` (a developer
may still run the scene tests on a real screen by exporting them).
"""
from __future__ import annotations

import os
import random
from typing import Any, Sequence

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """A fresh user data folder, also exported as PAIYOU_DATA_DIR for ``Storage.default()``."""
    folder = tmp_path / "data"
    monkeypatch.setenv("PAIYOU_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def app(data_dir):
    """A real App (dummy video driver, 1024×640) whose storage lives in ``data_dir``."""
    from scenes.app import App

    application = App((1024, 640))
    yield application
    while len(application.stack):
        application.stack.pop()


# --- a tiny game for scene tests that must not depend on a real variant ------------------

def make_fake_spec(seats: tuple[int, int] = (2, 4), family: str = "fake"):
    """A GameSpec with a seat range and two options, whose state does almost nothing."""
    from engine.actions import NextHand, Pass
    from engine.errors import RuleError
    from engine.game import TABLE, GameState
    from engine.spec import Choice, GameSpec, OptionSpec, yes_no

    class FakeState(GameState):
        def __init__(self, options: Any, rng: random.Random, num_seats: int) -> None:
            self.num_seats = num_seats
            self.options = dict(options)
            self.turn = 0
            self.hand = 1

        @property
        def phase(self) -> str:
            return "play"

        def to_act(self) -> tuple[int, ...]:
            return (self.turn,)

        def legal_actions(self, seat: int) -> Sequence[Any]:
            return [Pass()] if seat == self.turn else []

        def validate(self, seat: int, action: Any) -> None:
            if isinstance(action, NextHand) and seat == TABLE:
                return
            if seat != self.turn:
                raise RuleError("not_your_turn")
            if not isinstance(action, Pass):
                raise RuleError("unknown_action")

        def apply(self, seat: int, action: Any):
            self.validate(seat, action)
            if isinstance(action, NextHand):
                self.hand += 1
            else:
                self.turn = (self.turn + 1) % self.num_seats
            return []

        def observe(self, seat):
            return {"seat": seat, "turn": self.turn}

        def inventory(self) -> list:
            return []  # no cards

        def secrets(self, seat) -> set:
            return set()

        @property
        def scores(self) -> tuple[int, ...]:
            return (0,) * self.num_seats

    return GameSpec(
        id="fake", name_zh="测试牌", name_en="Test game",
        summary_zh="只用于测试的小游戏。", summary_en="A small game for tests.",
        family=family, seats=seats,
        options=(
            yes_no("bonus", "奖励", "Bonus", True),
            OptionSpec("length", "局数", "Length", 8,
                       (Choice(4, "4 局", "4 hands"), Choice(8, "8 局", "8 hands"), Choice(0, "不限", "No limit"))),
        ),
        new_state=lambda options, rng, num_seats: FakeState(options, rng, num_seats),
        default_seats=3,
    )


@pytest.fixture
def fake_spec(monkeypatch):
    """Register only the fake game (the real registry is restored after the test)."""
    from engine import registry

    spec = make_fake_spec()
    monkeypatch.setattr(registry, "_SPECS", {spec.id: spec})
    return spec


@pytest.fixture
def make_spec():
    """The factory behind ``fake_spec``, for tests that need another seat range or family."""
    return make_fake_spec
