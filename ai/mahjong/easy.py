"""The easy player: any discard of the lowest shanten (now and then any discard at all),
every win, a pong only when it brings the hand closer; no 飘, no 躺, no defence."""
from __future__ import annotations

import random
from typing import Sequence

from engine.actions import Action
from engine.mahjong.actions import ChooseMissing, Discard, PassClaim, Piao, Pong, Win
from engine.mahjong.shapes import UNIT
from engine.mahjong.tiles import KINDS

from .choices import choose_missing
from .efficiency import plan_shanten
from .knowledge import knowledge_of

#: How often the easy player throws a random legal tile instead of a good one.
SLIP = 0.15


def easy_action(obs, legal: Sequence[Action], rng: random.Random) -> Action:
    first = legal[0]
    if isinstance(first, Piao):
        return Piao(False)
    if isinstance(first, ChooseMissing):
        return ChooseMissing(choose_missing(obs.hand))
    if Win() in legal:
        return Win()
    k = knowledge_of(obs)
    if obs.window is not None:
        if Pong() in legal:
            i = obs.window.tile.index
            if plan_shanten(k.hand - 2 * UNIT[i], k.meld_count + 1, k.plan) < \
                    plan_shanten(k.hand, k.meld_count, k.plan):
                return Pong()
        return PassClaim()
    kinds = sorted({a.tile.index for a in legal if isinstance(a, Discard)})
    if not kinds:
        return legal[0]
    if rng.random() < SLIP:
        return Discard(KINDS[rng.choice(kinds)])
    sh = {i: plan_shanten(k.hand - UNIT[i], k.meld_count, k.plan) for i in kinds}
    best = min(sh.values())
    return Discard(KINDS[rng.choice([i for i in kinds if sh[i] == best])])
