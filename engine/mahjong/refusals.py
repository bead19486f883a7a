"""Why an action is refused: the reason key for an action missing from the legal list
(translated by the scenes as ``reason.<key>``)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action
from . import missing_suit as MS
from .actions import Discard, Kong, LayDown, PassClaim, Pong, Win
from .shapes import unpack
from .tiles import Tile

if TYPE_CHECKING:
    from .state import MahjongState


def refusal(state: "MahjongState", seat: int, action: Action) -> str:
    """The reason for an action the shared turn guard let through (its phase accepts the type,
    the seat is to act) that is still not among the seat's legal actions."""
    if state.phase != "play":
        return "unknown_action"  # a 飘 or 定缺 choice that is none (a suit that does not exist)
    in_window = state.window is not None
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
