"""Why an action is refused: the reason key for an action missing from the legal list
(translated by the scenes as ``reason.<key>``)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action
from . import missing_suit as MS
from .actions import ChooseMissing, Discard, Kong, LayDown, PassClaim, Piao, Pong, Win
from .shapes import unpack
from .tiles import Tile

if TYPE_CHECKING:
    from .state import MahjongState


def refusal(state: "MahjongState", seat: int, action: Action) -> str:
    phase_types = {"piao": (Piao,), "dingque": (ChooseMissing,)}
    if state.phase in phase_types:
        return "wrong_phase" if not isinstance(action, phase_types[state.phase]) else "unknown_action"
    in_window = state.window is not None
    if isinstance(action, (Piao, ChooseMissing)):
        return "wrong_phase"
    if in_window and isinstance(action, (Discard, LayDown)) or \
            not in_window and isinstance(action, (Pong, PassClaim)):
        return "wrong_phase"
    if isinstance(action, Win):
        if in_window and state.rules.bans and state.ban_win[seat]:
            return "win_banned"
        return "cannot_win"
    if isinstance(action, Pong):
        if state.rules.bans and state.window.tile in state.ban_pong[seat]:
            return "pong_banned"
        return "cannot_pong"
    if isinstance(action, Kong):
        return "cannot_kong"
    if isinstance(action, (Discard, LayDown)):
        tile = action.tile
        if not isinstance(tile, Tile) or not (state.conc[seat] >> 3 * tile.index) & 7:
            return "tile_not_in_hand"
        if MS.must_discard_from(state.rules.missing, state._declared(seat), unpack(state.conc[seat])) is not None:
            return "must_discard_missing"
        return "not_ready"
    return "unknown_action"
