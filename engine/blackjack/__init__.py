"""21点 (Blackjack) with a player banker: rules/blackjack.md.

Modules: ``points`` (card points, totals), ``shoe``, ``hands``, ``settle``
(settlement of a round), ``view`` (the observation), ``state`` (the match's
state machine), ``actions``, ``spec`` (options). The benchmark
(bench/bench_blackjack.py) runs this same state, fast enough for 200,000 rounds.
"""
from .actions import Bet, DoubleDown, Hit, Leave, Split, Stand
from .spec import SPEC, new_state
from .state import BET_UNIT, BlackjackState
from .view import BlackjackObservation, HandView, SeatView

__all__ = ["SPEC", "new_state", "BlackjackState", "BlackjackObservation", "HandView", "SeatView",
           "Bet", "Hit", "Stand", "DoubleDown", "Split", "Leave", "BET_UNIT"]
