"""The one error type the rules raise when a move is refused.

A refusal carries a *reason key* and parameters, not a sentence: the scenes
translate it into the player's language, tests assert on the key.
"""
from __future__ import annotations

from typing import Any, Mapping


class RuleError(Exception):
    """An action the rules do not allow right now. Nothing was changed."""

    def __init__(self, reason: str, **params: Any) -> None:
        super().__init__(reason, params)
        self.reason = reason
        self.params: Mapping[str, Any] = params

    def __str__(self) -> str:
        if not self.params:
            return self.reason
        inner = ", ".join(f"{k}={v}" for k, v in self.params.items())
        return f"{self.reason}({inner})"
