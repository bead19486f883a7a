"""The hard player: the normal player's answer, put to the search (:mod:`.search`) wherever
the decision has stakes.

* a claim on a discard — win, kong, pong or let it go;
* on its own turn, a possible win (take it, or play on for a self-draw or a bigger hand
  where the rules allow declining), a kong, or 躺 (lay the ready hand down, doubling the win
  but showing it);
* a discard, when the normal player's best few are close — most of all when another seat
  lies down or looks ready, where the play-outs weigh what a throw may deal in.

Decisions with stakes are played out to the end of the hand (their effect — a bigger win, a
lost one, a 查叫 — lies there); discards over a few rounds of draws. 飘 and 定缺 stay the
normal player's (self-play puts the normal 飘 rule near the break-even hand already).

Measured (``bench/bench_mahjong_ai.py --paired``): hard beats normal clearly in the three
绵阳 variants; in the two 德阳 variants it is level with normal. There the search also
declined offered wins (under 禁胡), which measured no better, so an offered win is taken.
"""
from __future__ import annotations

import random
from typing import Sequence

from engine.actions import Action
from engine.mahjong.actions import ChooseMissing, Discard, Kong, LayDown, PassClaim, Piao, Win
from engine.mahjong.tiles import KINDS

from .danger import highest_threat, threats
from .knowledge import knowledge_of
from .policy import normal_action, rank_discards, turn_action
from .search import WHOLE_HAND, SearchSettings, compare, deadline_for

#: Candidates more than this much worse than the best (in the normal player's score) are
#: not searched: they are a step of shanten worse and no safer.
CANDIDATE_GAP = 1.0
#: Discards are searched only this close to ready (or with a seat that looks ready): further
#: off, the normal player's shanten and useful tiles already say what a short play-out would.
SEARCH_SHANTEN = 1


def hard_action(obs, legal: Sequence[Action], rng: random.Random, settings: SearchSettings) -> Action:
    base = normal_action(obs, legal)
    if isinstance(legal[0], (Piao, ChooseMissing)):
        return base
    cands = claim_candidates(obs, legal, base) if obs.window is not None else turn_candidates(obs, legal, base)
    deadline = deadline_for(settings)
    if len(cands) > 1:
        pick = compare(obs, cands, rng, settings.stake_worlds, WHOLE_HAND, deadline, settings.confidence)
        return cands[pick]
    if not isinstance(base, Discard):
        return base
    cands = discard_candidates(obs, legal, settings)
    if len(cands) < 2:
        return base
    pick = compare(obs, cands, rng, settings.iterations, settings.horizon, deadline, settings.confidence)
    return cands[pick]


def claim_candidates(obs, legal: Sequence[Action], base: Action) -> list[Action]:
    """On a discard: the normal answer first, then every other claim and 过 (a kong or a pong
    instead of an offered win is never searched). Under Deyang's rules (禁胡: a declined win
    bars winning until one's next draw) an offered win the normal player takes is taken."""
    if base == Win() and obs.rules.bans:
        return [base]
    others = [a for a in legal if a != base]
    if Win() in legal:
        others = [a for a in others if isinstance(a, (Win, PassClaim))]
    return [base] + others


def turn_candidates(obs, legal: Sequence[Action], base: Action) -> list[Action]:
    """On one's own turn, the choices with stakes against the normal answer: the win against
    playing on, each kong, 躺 against a plain throw of the same tile."""
    cands = [base]

    def add(a: Action | None) -> None:
        if a is not None and a in legal and a not in cands:
            cands.append(a)

    win = Win()
    if win in legal:
        if base == win:
            add(turn_action(obs, [a for a in legal if a != win]))
        else:
            add(win)
    if isinstance(base, Kong):      # the kong against the throw the normal player would make
        add(turn_action(obs, [a for a in legal if not isinstance(a, (Kong, Win))]))
    for a in legal:
        if isinstance(a, Kong):
            add(a)
    if isinstance(base, (Win, Kong)):
        return cands
    if isinstance(base, LayDown):
        add(Discard(base.tile))
    elif isinstance(base, Discard):
        add(LayDown(base.tile))
    return cands


def discard_candidates(obs, legal: Sequence[Action], settings: SearchSettings) -> list[Action]:
    """The normal player's best few discards when they are close, normal's first."""
    k = knowledge_of(obs)
    kinds = sorted({a.tile.index for a in legal if isinstance(a, Discard)})
    if len(kinds) < 2:
        return []
    ranked = rank_discards(obs, k, kinds)
    if ranked[0].shanten > SEARCH_SHANTEN and highest_threat(threats(obs)) == 0:
        return []
    top = ranked[0].score
    return [Discard(KINDS[r.tile]) for r in ranked[:settings.candidates] if r.score >= top - CANDIDATE_GAP]
