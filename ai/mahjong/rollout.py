"""A quick player for imagined worlds: it plays every seat of a *sampled* state (one the
searching bot built from its own observation with ``sample_world``), so it may read that
state directly — it is the bot's own guess, not the real table.

It wins whenever it can, pongs or kongs only to get closer to ready, and throws the tile
that leaves the lowest shanten under its missing-suit plan (the loneliest among equals).
"""
from __future__ import annotations

from engine.mahjong.actions import ChooseMissing, Discard, Kong, PassClaim, Piao, Pong, Win
from engine.mahjong.melds import KONG_CONCEALED
from engine.mahjong.rules import MISSING_DECLARED
from engine.mahjong.shapes import UNIT

from .choices import choose_missing
from .efficiency import isolation, plan_shanten
from .knowledge import plan_for

_WIN, _PASS, _PONG = Win(), PassClaim(), Pong()

def _plan(state, seat: int):
    declared = state.missing[seat] if state.rules.missing == MISSING_DECLARED else None
    return plan_for(state.rules, declared, {m.tile.suit_index for m in state.melds[seat]})

def rollout_action(state, seat: int):
    legal = state.legal_actions(seat)
    first = legal[0]
    if isinstance(first, Piao):
        return Piao(False)
    if isinstance(first, ChooseMissing):
        return ChooseMissing(choose_missing(state.hand_tiles(seat)))
    if _WIN in legal:
        return _WIN
    h, k = state.conc[seat], len(state.melds[seat])
    if state.window is not None:
        if len(legal) == 1:
            return _PASS
        i = state.window.tile
        plan = _plan(state, seat)
        now = plan_shanten(h, k, plan)
        for a in legal:
            if isinstance(a, Kong) and plan_shanten(h - 3 * UNIT[i], k + 1, plan) <= now:
                return a
        if _PONG in legal and plan_shanten(h - 2 * UNIT[i], k + 1, plan) < now:
            return _PONG
        return _PASS
    plan = _plan(state, seat)
    best, best_key = None, None
    for a in legal:
        if isinstance(a, Discard):
            i = a.tile.index
            key = (plan_shanten(h - UNIT[i], k, plan), isolation(h, i))
            if best_key is None or key < best_key:
                best, best_key = a, key
        elif isinstance(a, Kong) and a.kind == KONG_CONCEALED:
            return a
    return best if best is not None else first

def play_out(state, draws: int) -> None:
    """Play ``state`` on for about ``draws`` wall draws, or to the end of the hand."""
    stop = len(state.wall) - draws
    while state.phase == "play" and len(state.wall) > stop:
        acting = state.to_act()
        if not acting:
            return
        seat = acting[0]
        state.apply(seat, rollout_action(state, seat))

