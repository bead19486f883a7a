"""The round that has just cleared stays on the table until the next lead (issue 28, item 5).

Why: when the last seat passes, the engine empties the round at once, so the play that took
the round and the passes that let it stand vanished before anybody had read them. The
observation's ``history`` (this hand's plays and passes, public) still holds them: the play
that took the round is its last play, and every entry after it is a pass. Until the next lead
the table lays exactly those where the round's plays would lie; nothing is to be beaten then
(the observation's ``lead`` is None), and the painter draws them dimmed.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.climbing.view import PlayRecord


def cleared_round(obs: Any) -> tuple[PlayRecord, ...]:
    """The play that took the round just cleared and the passes after it; () while a round is
    being played, before the hand's first play and outside the play."""
    if obs.phase != "play" or obs.round_plays or not obs.history:
        return ()
    history = tuple(obs.history)
    last = max((i for i, (_seat, cards) in enumerate(history) if cards), default=None)
    return () if last is None else history[last:]


def as_on_table(obs: Any) -> Any:
    """``obs`` with the cleared round as this round's plays (the same observation otherwise)."""
    cleared = cleared_round(obs)
    return replace(obs, round_plays=cleared) if cleared else obs
