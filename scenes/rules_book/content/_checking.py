"""The one convention of every example check on these pages: a wrong example is an AssertionError.

A check asks the engine, and the engine answers a wrong question in its own way — a
refusal (``RuleError``), a card or tile code that does not exist (``ValueError``), a card
outside a game's deck (``KeyError``). :func:`engine_check` turns each of those into the
AssertionError the rules-book tests expect, naming the check and the engine's answer.
"""
from __future__ import annotations

import functools
from typing import Callable, TypeVar

from engine.errors import RuleError

F = TypeVar("F", bound=Callable[..., None])


def engine_check(fn: F) -> F:
    @functools.wraps(fn)
    def checked(*args, **kwargs) -> None:
        try:
            fn(*args, **kwargs)
        except (RuleError, ValueError, KeyError) as answer:
            raise AssertionError(f"{fn.__name__}{args}: the engine answers {answer!r}") from None
    return checked  # type: ignore[return-value]
