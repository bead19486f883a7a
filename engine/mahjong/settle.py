"""The end of a hand: 查叫 and 花猪 when the wall ran out, the result, the next dealer, and
the step to ``hand_over`` or ``match_over``."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Sequence

from ..actions import Event
from . import missing_suit as MS
from .payments import deltas as payment_deltas, settle_exhausted
from .view import HandResult

if TYPE_CHECKING:
    from .state import MahjongState

SEATS = 4


def next_dealer(first_win_dealer: int | None, last_drawer: int, ready: Sequence[int],
                rng: random.Random) -> int:
    """The first winner deals (the state has already applied the several-winner rule). After
    流局 (rule file, from the Deyang text, for every variant), ready counted over all seats:
    all or none ready → the player who drew the last tile; exactly one ready → he; exactly two
    not ready → one of those two at random; exactly one not ready → (**Decision**) the first
    ready player after him in turn order."""
    if first_win_dealer is not None:
        return first_win_dealer
    if len(ready) in (0, SEATS):
        return last_drawer
    if len(ready) == 1:
        return ready[0]
    not_ready = [s for s in range(SEATS) if s not in ready]
    if len(not_ready) == 2:
        return rng.choice(not_ready)
    s = (not_ready[0] + 1) % SEATS
    while s not in ready:
        s = (s + 1) % SEATS
    return s


def end_hand(state: "MahjongState", reason: str, events: list[Event]) -> None:
    """``reason``: "win" (non-bloody), "bloody" (one player left) or "exhausted"."""
    state.turn = None
    state.window = None
    left = [s for s in range(SEATS) if state.in_hand(s)]
    ready: list[int] = []
    pigs: list[int] = []
    if reason == "exhausted":
        ready_fans = {}
        for s in left:
            if MS.is_huazhu(state.rules.missing, state._declared(s), state._total_counts(s, state.conc[s])):
                pigs.append(s)
                continue
            options = state._winning_waits(s, state.conc[s])
            if options:
                ready.append(s)
                values = [r.total for _, r in options]
                ready_fans[s] = max(values) if state.rules.chajiao == "max" else min(values)
        if len(left) >= 2:
            state._pay(settle_exhausted(state.rules, left, pigs, ready_fans, state.piao), events)
    last = state.last_drawer if state.last_drawer is not None else state.dealer
    dealer = next_dealer(state.first_win_dealer, last, ready, state.rng)
    deltas = payment_deltas(state.payments, SEATS)
    state.result = HandResult(reason, tuple(state.winners), tuple(state.payments), tuple(deltas),
                              tuple(ready), tuple(pigs), dealer)
    state.dealer = dealer
    state.hand_no += 1
    events.append(Event("hand_over", None, {"reason": reason, "deltas": deltas, "next_dealer": dealer}))
    if state.rules.match_hands and state.hand_no >= state.rules.match_hands:
        state._phase = "match_over"
        events.append(Event("match_over", None, {"scores": list(state.scores_list)}))
    else:
        state._phase = "hand_over"
