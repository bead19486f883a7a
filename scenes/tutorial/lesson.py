"""A lesson as data: the deal, the hand's line of play, and the steps that explain it.

Why a fixed line: a first hand must teach the rule that matters at the moment it matters (the
first follow, the first pass, a bomb, the score), so the hand is prepared — its seed deals the
cards the lesson talks about, every seat's move is written down, and the person is offered only
the lesson's move at each turn (with a short reason for anything else). The line was played by
the normal computer players (``record_line``) and then chosen and, where a move taught better,
edited by hand; the tests play it through the real rules, so a line the rules no longer accept
fails there, not in front of a learner.

A step is shown when the hand has had ``at`` actions (``END``: once it is over):

- ``say``: the sentence (``table.tutorial.<lesson>.<say>`` in scenes/strings/tutorial.py);
- ``point``: what the table points at — ``next`` (the person's next move: the cards to raise,
  then the button), ``hand``, ``seat:N``, ``play:N``, ``kitty``, ``banker``, or nothing;
- ``wait``: the table waits for 知道了 before anyone moves (an explanation between moves); a
  step without it stays up until the person has made the move it points at;
- ``refuse``: the reason shown for another move (``table.tutorial.refuse.<refuse>``);
- ``about``: what the sentence speaks of, when it is not what the table points at (``play:N``,
  ``pond:N`` — a seat's discards at 四川麻将): the box keeps clear of it while the window has
  room, so "对家打出八万" is never written over the 八万.

This module has no pygame: the tests and tools read lessons without a window.
"""
from __future__ import annotations

import json
from functools import lru_cache
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.actions import Action, Play
from engine.game import TABLE
from engine.match import Match, SeatPlayer

#: ``Step.at`` of the steps shown once the hand is over (the score, line by line).
END = -1
FORMAT_VERSION = 1
#: The lessons in the order the menu lists them (the brief's order of the families); only
#: lessons whose file exists are offered.
ORDER = ("doudizhu", "blackjack", "shengji", "sichuan", "big2", "gandengyan", "shuangkou",
         "chicangying", "dapie")


@dataclass(frozen=True)
class Step:
    at: int
    say: str
    point: str = ""
    wait: bool = False
    refuse: str = "follow"
    about: tuple[str, ...] = ()

    @staticmethod
    def from_json(data: dict[str, Any]) -> "Step":
        at, about = data["at"], data.get("about", ())
        return Step(END if at == "end" else int(at), str(data["say"]), str(data.get("point", "")),
                    bool(data.get("wait", False)), str(data.get("refuse", "follow")),
                    (about,) if isinstance(about, str) else tuple(str(a) for a in about))


@dataclass(frozen=True)
class Lesson:
    id: str
    variant: str
    options: tuple[tuple[str, Any], ...]
    seed: int
    seats: int
    person: int
    script: tuple[tuple[int, Action], ...]
    steps: tuple[Step, ...]

    def key(self, say: str) -> str:
        """The string key of one of this lesson's sentences."""
        return f"table.tutorial.{self.id}.{say}"

    def new_match(self) -> Match:
        """The prepared deal, with the person in ``person`` and normal computer players."""
        players = tuple(SeatPlayer("human") if s == self.person else SeatPlayer("bot", "normal")
                        for s in range(self.seats))
        return Match.new(self.variant, dict(self.options), seed=self.seed, players=players)

    def expected(self, played: int) -> tuple[int, Action] | None:
        """The (seat, action) the line has next after ``played`` actions (None: it is over)."""
        return self.script[played] if 0 <= played < len(self.script) else None

    @staticmethod
    def from_json(data: dict[str, Any]) -> "Lesson":
        if data.get("version") != FORMAT_VERSION:
            raise ValueError("not a lesson of this version")
        _load_game(str(data["variant"]))
        script = tuple((int(seat), Action.from_json(action)) for seat, action in data["script"])
        return Lesson(str(data["id"]), str(data["variant"]), tuple(sorted(data.get("options", {}).items())),
                      int(data["seed"]), int(data["seats"]), int(data.get("person", 0)), script,
                      tuple(Step.from_json(step) for step in data["steps"]))


def _load_game(variant: str) -> None:
    """Load the game whose action types the line names: some register them only with their state,
    so a state is made (a deal is cheap)."""
    Match.new(variant, None, seed=0)


def same_action(a: Action, b: Action) -> bool:
    """Two actions the rules treat alike: a play is the same cards in any order."""
    if isinstance(a, Play) and isinstance(b, Play):
        return sorted(a.cards) == sorted(b.cards) and tuple(a.reading) == tuple(b.reading)
    return a == b


def lesson_dir() -> Path:
    from scenes.assets import asset_path

    return asset_path("tutorials")


def load_lesson(lesson_id: str, folder: Path | None = None) -> Lesson:
    path = (folder or lesson_dir()) / f"{lesson_id}.json"
    return Lesson.from_json(json.loads(path.read_text(encoding="utf-8")))


def available(folder: Path | None = None) -> tuple[str, ...]:
    """The lessons shipped, in the menu's order."""
    folder = folder or lesson_dir()
    return tuple(name for name in ORDER if (folder / f"{name}.json").is_file())


@lru_cache(maxsize=None)
def lesson_for(variant: str) -> str | None:
    """The lesson that teaches ``variant`` (the rules book's 新手教学 button), if one is shipped."""
    for name in available():
        try:
            if load_lesson(name).variant == variant:
                return name
        except (OSError, ValueError, KeyError):
            continue
    return None


def record_line(variant: str, options: dict[str, Any], seed: int, seats: int,
                moves: dict[int, Action] | None = None) -> list[tuple[int, Action]]:
    """The hand played by normal computer players in every seat (``moves``: actions put in by
    hand at those indices instead): how a lesson's line is first made, before it is edited."""
    from ai.registry import make_bot

    match = Match.new(variant, options, seed=seed, players=tuple(SeatPlayer("bot") for _ in range(seats)))
    bots: dict[int, Any] = {}
    while match.state.phase not in ("hand_over", "match_over"):
        seat = match.state.to_act()[0]
        if moves and len(match.actions) in moves:
            action = moves[len(match.actions)]
        elif seat == TABLE:                 # the table's own step (升级's next card dealt)
            action = match.state.legal_actions(TABLE)[0]
        else:
            bot = bots.setdefault(seat, make_bot(variant, "normal"))
            legal = list(match.state.legal_actions(seat))
            action = bot.choose(match.state.observe(seat), legal, random.Random(len(match.actions)))
        match.apply(seat, action)
    return list(match.actions)
