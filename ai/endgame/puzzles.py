"""The shipped 残局 puzzles as data: one JSON file per game in ``assets/puzzles/``.

Why data and not code: the puzzles are made by a script run on purpose
(``tools/make_puzzles.py``), which keeps what the solver found about each one (its
solution line, the tempting first moves that lose, its difficulty figures); the program
and the tests only read them. A file holds ``{"version": 1, "game": id, "puzzles": [...]}``;
each puzzle:

- ``id`` (unique in all files), ``band`` (``easy`` / ``medium`` / ``hard``; 锄大地 and
  干瞪眼 one band each, ``all``), ``hands`` (card codes per seat, seat 0 is the player at
  the bottom, then counter-clockwise), ``side`` (the seats playing together with the
  player: 斗地主's farmers), ``landlord`` (斗地主 only), ``to_act`` (always the player),
  ``lead`` (a play on the table to beat, or null: the player leads);
- ``solution``: every play and pass to the hand's end, each ``{"seat", "cards", "reading"}``
  (no cards: a pass); ``wrong``: first moves that look right and lose;
- ``figures``: the solver's figures (:class:`~.line.Figures`).

Cards are codes as :meth:`engine.cards.Card.code` writes them; a ``reading`` lists the
natural ranks 干瞪眼's jokers stand for.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.cards import Card, cards_from_codes, cards_to_codes

from .position import PASS, Position
from .rules import EndgameRules, rules_for

FORMAT_VERSION = 1
GAMES = ("doudizhu", "big2", "gandengyan")
BANDS = ("easy", "medium", "hard")
#: 锄大地 and 干瞪眼 come in one band
ALL = "all"
PUZZLE_DIR = Path(__file__).resolve().parent.parent.parent / "assets" / "puzzles"


@dataclass(frozen=True)
class Step:
    """One play (cards, and what wild cards stand for) or a pass (no cards) by ``seat``."""

    seat: int
    cards: tuple[Card, ...] = ()
    reading: tuple[int, ...] = ()

    @property
    def is_pass(self) -> bool:
        return not self.cards

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "cards": cards_to_codes(self.cards), "reading": list(self.reading)}

    @staticmethod
    def from_json(data: Any) -> "Step":
        if not isinstance(data, dict) or not isinstance(data.get("seat"), int):
            raise ValueError(f"not a step: {data!r}")
        reading = data.get("reading", [])
        if not isinstance(reading, list) or not all(isinstance(r, int) for r in reading):
            raise ValueError(f"not a reading: {reading!r}")
        return Step(data["seat"], cards_from_codes(data.get("cards", [])), tuple(reading))


@dataclass(frozen=True)
class Puzzle:
    """One 残局 (see the module docstring for the fields)."""

    id: str
    game: str
    band: str
    hands: tuple[tuple[Card, ...], ...]
    side: frozenset[int]
    to_act: int
    lead: Step | None
    landlord: int | None
    solution: tuple[Step, ...]
    wrong: tuple[Step, ...]
    figures: dict[str, float]

    PLAYER = 0

    @property
    def rules(self) -> EndgameRules:
        return rules_for(self.game)

    @property
    def seats(self) -> int:
        return len(self.hands)

    @property
    def partner(self) -> int | None:
        """The player's partner (斗地主 with the player a farmer), else None."""
        return next((seat for seat in sorted(self.side) if seat != self.PLAYER), None)

    def position(self) -> Position:
        """The start: every hand, the player to act, the play on the table (if any)."""
        rules = self.rules
        hands = tuple(rules.pack(hand) for hand in self.hands)
        if self.lead is None:
            return Position(hands, self.to_act)
        return Position(hands, self.to_act, lead_combo(rules, self.lead), self.lead.seat)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id, "band": self.band, "hands": [cards_to_codes(h) for h in self.hands],
            "side": sorted(self.side), "to_act": self.to_act, "landlord": self.landlord,
            "lead": self.lead.to_json() if self.lead is not None else None,
            "solution": [step.to_json() for step in self.solution],
            "wrong": [step.to_json() for step in self.wrong], "figures": dict(self.figures),
        }

    @staticmethod
    def from_json(game: str, data: Any) -> "Puzzle":
        if not isinstance(data, dict):
            raise ValueError("a puzzle is an object")
        hands = tuple(cards_from_codes(hand) for hand in data["hands"])
        side = frozenset(data["side"])
        puzzle = Puzzle(
            id=str(data["id"]), game=game, band=str(data["band"]), hands=hands, side=side,
            to_act=int(data["to_act"]),
            lead=Step.from_json(data["lead"]) if data.get("lead") is not None else None,
            landlord=data.get("landlord"),
            solution=tuple(Step.from_json(step) for step in data["solution"]),
            wrong=tuple(Step.from_json(step) for step in data.get("wrong", [])),
            figures=dict(data.get("figures", {})))
        puzzle.validate()
        return puzzle

    def validate(self) -> None:
        """Raise ValueError unless the puzzle is whole: seats in the game's range, no card
        twice, the player of the side and to act, a band the game has."""
        low, high = self.rules.seats
        if not low <= self.seats <= high:
            raise ValueError(f"{self.id}: {self.seats} seats")
        cards = [card for hand in self.hands for card in hand]
        if self.lead is not None:
            cards += self.lead.cards
        if len(set(cards)) != len(cards) or not all(self.hands):
            raise ValueError(f"{self.id}: a card twice, or an empty hand")
        if self.PLAYER not in self.side or self.to_act != self.PLAYER or len(self.side) >= self.seats:
            raise ValueError(f"{self.id}: the player must be of the side and to act")
        bands = BANDS if self.game == "doudizhu" else (ALL,)
        if self.band not in bands:
            raise ValueError(f"{self.id}: band {self.band!r}")


def lead_combo(rules: EndgameRules, step: Step):
    """The engine's Combo of a play on the table (as its seat would lead it)."""
    move = find_move(rules, rules.source.leads(rules.pack(step.cards)), step)
    if move is None:
        raise ValueError(f"not a play: {step!r}")
    return move[1]


def find_move(rules: EndgameRules, moves, step: Step):
    """The move of ``moves`` that puts down ``step``'s cards as its reading says; None if none.

    A pass step gives :data:`~.position.PASS` (the caller checks passing is allowed)."""
    if step.is_pass:
        return PASS
    packed = rules.pack(step.cards)
    for move in moves:
        if move[0] == packed and rules.reading_of(move) == tuple(step.reading):
            return move
    return None


def step_of(rules: EndgameRules, seat: int, move, cards) -> Step:
    """The stored form of ``move`` made by ``seat`` holding ``cards``."""
    if move is PASS:
        return Step(seat)
    return Step(seat, rules.cards_for(move[0], cards), rules.reading_of(move))


def load_game(game: str, folder: Path = PUZZLE_DIR) -> tuple[Puzzle, ...]:
    """The shipped puzzles of one game, in file order; ValueError when the file is bad."""
    path = folder / f"{game}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("version") != FORMAT_VERSION or data.get("game") != game:
        raise ValueError(f"{path.name}: not a version {FORMAT_VERSION} file of {game}")
    return tuple(Puzzle.from_json(game, item) for item in data["puzzles"])


def load_all(folder: Path = PUZZLE_DIR) -> dict[str, tuple[Puzzle, ...]]:
    """Every game's puzzles by game id (a missing file: none for that game)."""
    found = {}
    for game in GAMES:
        if (folder / f"{game}.json").is_file():
            found[game] = load_game(game, folder)
    return found


def save_game(game: str, puzzles, folder: Path = PUZZLE_DIR) -> Path:
    """Write one game's file (the generator's output), one puzzle per line block."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{game}.json"
    data = {"version": FORMAT_VERSION, "game": game, "puzzles": [p.to_json() for p in puzzles]}
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return path
