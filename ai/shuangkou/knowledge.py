"""What a 双扣 seat knows at its turn, as a :class:`~ai.climbing.teams.TeamView`.

Partners are public in 双扣 (seats opposite: ``obs.teams``), so the friendship of every
seat is 1 or 0. The unseen pool is the two decks minus my hand minus everything played.
``extra`` holds each seat's team 翻倍 so far (the largest bomb its team played), which the
bomb rule reads.
"""
from __future__ import annotations

from ai.climbing.teams import TeamView, view_of_round
from engine.climbing.variants.shuangkou import ENCODING, TEAMS, bomb_multiplier

from .cards import FULL_DECK

_PACK = ENCODING.order.pack


def view_of_observation(obs) -> TeamView:
    hand = _PACK(obs.hand)
    played = 0
    for _, cards in obs.history:
        if cards:
            played += _PACK(cards)
    teams = obs.teams
    mine = teams[obs.seat]
    friendship = [1.0 if t == mine else 0.0 for t in teams]
    extra = tuple(obs.team_bombs[t] for t in teams)
    return TeamView(obs.seat, hand, obs.card_counts, obs.lead, obs.lead_seat,
                    FULL_DECK - hand - played, obs.out, friendship, "partner", False, extra)


def view_of_position(position) -> TeamView:
    """The view of the seat to act in a search play-out (every hand known)."""
    best = [1, 1]
    for seat, found in position.bomb_log:
        m = bomb_multiplier(found)
        if m > best[TEAMS[seat]]:
            best[TEAMS[seat]] = m
    return view_of_round(position, "partner", tuple(best[t] for t in TEAMS))
