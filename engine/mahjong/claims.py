"""Claims on a discard or on a 加杠 tile: who may claim what, and which claim stands.

A *claim window* opens after every discard (and every 加杠, for 抢杠). Only a seat with a
possible claim is asked — or, with the rule ``ask_everyone`` (several people at one computer),
every other seat still in, with 过 as its only answer when it has no claim, so that handing
the computer to a person says nothing about their tiles;
each asked seat answers once — Win, Kong, Pong or PassClaim — in any order, without seeing
the others' answers; the window resolves by priority when the last answer is in:

1. every seat that answered Win wins (一炮多响), the discarder pays each;
2. else a Kong or a Pong (at most one seat can hold two of the tile);
3. else play goes on (a robbed-kong window that nobody robs completes the kong).

Seats that must win (必胡, Deyang, last four tiles) are answered Win automatically.
"""
from __future__ import annotations

from dataclasses import dataclass, field

WIN = "win"
KONG = "kong"
PONG = "pong"
PASS = "pass"
PRIORITY = (WIN, KONG, PONG)


@dataclass
class Window:
    tile: int                      # kind index
    source: int                    # discarder, or the seat making the 加杠
    rob: bool                      # a 加杠 tile: only Win (抢杠)
    after_kong: bool               # the discard follows the discarder's kong (杠上炮)
    options: dict[int, tuple[str, ...]] = field(default_factory=dict)
    answers: dict[int, str] = field(default_factory=dict)
    automatic: set[int] = field(default_factory=set)

    def pending(self) -> tuple[int, ...]:
        """Asked seats still to answer, in turn order after the source."""
        order = [(self.source + k) % 4 for k in range(1, 4)]
        return tuple(s for s in order if s in self.options and s not in self.answers)

    def winners(self) -> list[int]:
        order = [(self.source + k) % 4 for k in range(1, 4)]
        return [s for s in order if self.answers.get(s) == WIN]

    def melder(self) -> tuple[int, str] | None:
        """The seat whose Kong or Pong stands (no winner)."""
        for claim in (KONG, PONG):
            for seat, answer in self.answers.items():
                if answer == claim:
                    return seat, claim
        return None

    def copy(self) -> "Window":
        return Window(self.tile, self.source, self.rob, self.after_kong, dict(self.options),
                      dict(self.answers), set(self.automatic))


def declined(options: tuple[str, ...], answer: str) -> tuple[bool, bool]:
    """(declined a win, declined a pong) for 禁胡 / 禁碰. Choosing Kong is not declining
    the pong; Pong instead of a possible Win is declining the win."""
    return (WIN in options and answer != WIN,
            PONG in options and answer not in (PONG, KONG, WIN))
