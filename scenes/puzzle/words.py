"""What the 残局 screens say about a puzzle: seat names, roles, the goal, a play in words.

Pure functions of a puzzle and the translator, shared by the board and its tests.
"""
from __future__ import annotations

from typing import Any

from ai.endgame.puzzles import Puzzle, Step

#: Seat names after the player (counter-clockwise) by seat count: 下家 is on the right.
_SEAT_KEYS = {2: ("table.puzzle.seat.opponent",),
              3: ("table.puzzle.seat.right", "table.puzzle.seat.left"),
              4: ("table.puzzle.seat.right", "table.puzzle.seat.top", "table.puzzle.seat.left")}
JOKERS = (15, 16)


def seat_name(puzzle: Puzzle, seat: int, tr: Any) -> str:
    if seat == Puzzle.PLAYER:
        return tr("table.puzzle.you")
    return tr(_SEAT_KEYS[puzzle.seats][seat - 1])


def role(puzzle: Puzzle, seat: int, tr: Any) -> str:
    """斗地主's 地主 / 农民; "" in the games where everyone plays for himself."""
    if puzzle.landlord is None:
        return ""
    return tr("table.puzzle.landlord" if seat == puzzle.landlord else "table.puzzle.farmer")


def seat_label(puzzle: Puzzle, seat: int, cards_left: int, tr: Any) -> str:
    parts = [seat_name(puzzle, seat, tr), role(puzzle, seat, tr), tr("table.puzzle.cards", count=cards_left)]
    return " · ".join(part for part in parts if part)


def goal(puzzle: Puzzle, tr: Any) -> str:
    """Who the player is and what wins."""
    partner = puzzle.partner
    if puzzle.landlord is None:
        return tr("table.puzzle.goal.alone")
    if puzzle.landlord == Puzzle.PLAYER:
        return tr("table.puzzle.goal.landlord")
    if partner is not None:
        return tr("table.puzzle.goal.farmers", partner=seat_name(puzzle, partner, tr))
    return tr("table.puzzle.goal.farmer")


def stand_ins(step: Step) -> dict:
    """The jokers of a 干瞪眼 play and the natural rank each stands for (highest joker first)."""
    jokers = sorted((card for card in step.cards if card.rank in JOKERS), key=lambda c: -c.rank)
    if not step.reading or len(step.reading) != len(jokers):
        return {}
    return dict(zip(jokers, step.reading))


def play_text(step: Step, tr: Any) -> str:
    """A play as players write it (♠3 ♥3, 大王→5), or 不出."""
    if step.is_pass:
        return tr("table.puzzle.passes")
    read = stand_ins(step)
    from engine.cards import RANK_LABELS

    words = []
    for card in step.cards:
        text = tr.card(card)
        if card in read:
            text += "→" + RANK_LABELS.get(read[card], str(read[card]))
        words.append(text)
    return " ".join(words)
