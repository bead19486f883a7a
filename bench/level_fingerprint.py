"""A short digest of how each level of a game plays, to tell when measured level figures are stale.

The level figures in ``assets/level_figures.json`` hold only while the players are the ones
that were measured. A player's behaviour is sampled on fixed positions: a few seeded hands
are walked with uniformly random moves (so the positions do not depend on any level), and at
fixed decision numbers every level is asked what it would do; the digest is a hash of those
answers and of the shipped constructor's settings. Easy and normal are the shipped players;
hard is the shipped player's search with a small iteration cap and no time limit, so its
answers are the same on a loaded machine (its shipped settings enter the digest as text).
"""
from __future__ import annotations

import hashlib
import random
from typing import Callable

from ai.registry import make_bot
from engine.game import TABLE
from engine.registry import get_spec

LEVELS = ("easy", "normal", "hard")
#: the seeded hands walked, and the decisions (with a choice) asked in each
WALKS = (1, 2, 3, 4)
ASKED = (1, 2, 3, 5, 8, 13, 21)
#: hard's cap for the fingerprint: worlds per decision (no time limit)
WORLDS = 3
NO_LIMIT = 1e9


def _hard_for_fingerprint(variant: str):
    """The shipped hard player's search with a tiny world cap and no time limit."""
    spec = get_spec(variant)
    group = spec.menu_group
    if variant == "blackjack":
        from ai.blackjack import HardBot
        return HardBot()
    if group == "shengji":
        from ai.shengji import HardBot
        from ai.shengji.search import SearchSettings
        return HardBot(SearchSettings(time_budget=NO_LIMIT, max_worlds=WORLDS))
    if group == "sichuan-mahjong":
        from ai.mahjong import HardBot
        return HardBot(time_budget=NO_LIMIT, iterations=WORLDS, stake_worlds=WORLDS)
    if group == "dapie":
        from ai.dapie import HardBot
        return HardBot(time_budget=NO_LIMIT, iterations=WORLDS)
    module = {"doudizhu": "ai.doudizhu_wild" if variant == "doudizhu-wild" else "ai.doudizhu",
              "big2": "ai.big2", "shuangkou": "ai.shuangkou", "gandengyan": "ai.gandengyan",
              "chicangying": "ai.chicangying"}[group]
    import importlib
    return importlib.import_module(module).HardBot(time_budget=NO_LIMIT, iterations=WORLDS,
                                                   min_worlds=WORLDS)


def _settings_text(bot) -> str:
    """The shipped player's constructor settings (its public attributes), as stable text."""
    return repr(sorted((k, repr(v)) for k, v in vars(bot).items() if not k.startswith("_")))


def _answers(variant: str, makers: dict[str, Callable[[], object]]) -> dict[str, list[str]]:
    """Every level's answer at the asked decisions of the walked hands."""
    spec = get_spec(variant)
    found: dict[str, list[str]] = {level: [] for level in makers}
    for walk in WALKS:
        state = spec.new_state(spec.resolved_options({}), random.Random(walk), spec.seat_count())
        mover = random.Random(walk * 31 + 7)
        choices = 0
        while state.phase not in ("hand_over", "match_over") and choices <= max(ASKED):
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            if seat != TABLE and len(legal) > 1:
                choices += 1
                if choices in ASKED:
                    observation = state.observe(seat)
                    for level, make in makers.items():
                        action = make().choose(observation, legal, random.Random(walk * 1000 + choices))
                        found[level].append(repr(action))
            state.apply(seat, legal[mover.randrange(len(legal))] if seat != TABLE else legal[0])
    return found


def fingerprint(variant: str) -> dict[str, str]:
    """Level → a 16-hex digest of its answers on the fixed positions and its shipped settings."""
    makers = {"easy": lambda: make_bot(variant, "easy"), "normal": lambda: make_bot(variant, "normal"),
              "hard": lambda: _hard_for_fingerprint(variant)}
    answers = _answers(variant, makers)
    digests = {}
    for level in LEVELS:
        text = "\n".join(answers[level]) + "\n" + _settings_text(make_bot(variant, level))
        digests[level] = hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
    return digests
