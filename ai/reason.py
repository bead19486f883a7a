"""Why a computer player chose its action: a reason code with a few named values.

The hint (提示) says why, in the player's language, from the same decision the computer
player makes: a policy that can explain itself offers ``choose_with_reason(observation, legal, rng)``
returning a :class:`Decision`; ``choose`` stays the bot contract and returns the same action,
so existing callers and seeded matches are unchanged. The text for a code lives in
scenes/strings/reasons.py (``reason.why.<code>``), its placeholders filled from ``values``.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Sequence

from engine.actions import Action

#: The code of a decision no policy explained (the hint shows no sentence).
UNEXPLAINED = "unexplained"


@dataclass(frozen=True)
class Reason:
    """A reason code and its named values (a count, a total, a suit), as sorted pairs."""

    code: str
    values: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, code: str, **values: Any) -> "Reason":
        return cls(code, tuple(sorted(values.items())))

    def value_map(self) -> dict[str, Any]:
        return dict(self.values)


@dataclass(frozen=True)
class Decision:
    """An action and the reason the policy chose it."""

    action: Action
    reason: Reason


def decide(bot: Any, observation: Any, legal: Sequence[Action], rng: random.Random) -> Decision:
    """The bot's decision with its reason; a bot without ``choose_with_reason`` gives its
    ``choose`` unexplained (the name is not ``decide``: 四川麻将's bots use that for their plan)."""
    explain = getattr(bot, "choose_with_reason", None)
    if explain is not None:
        return explain(observation, legal, rng)
    return Decision(bot.choose(observation, legal, rng), Reason(UNEXPLAINED))
