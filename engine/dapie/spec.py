"""The two kinds of 打撇 as GameSpecs: ``dapie`` (kind A, with aces) and ``dapie-noace`` (kind B).

Their names say which kind each is (有A / 无A): both are 三打一, so a name that says only that
does not tell the two menu entries apart.

They share one option schema; the kind is the rules value each factory passes
(engine/dapie/rules.py), not an option.
"""
from __future__ import annotations

import random
from typing import Any, Mapping

from ..spec import Choice, GameSpec, OptionSpec
from .rules import KIND_A, KIND_B, DapieRules
from .sample import sample_world
from .state import DapieState

OPTIONS = (
    OptionSpec("base", "底注", "Base stake", 1,
               (Choice(1, "1", "1"), Choice(2, "2", "2"), Choice(5, "5", "5"), Choice(10, "10", "10")),
               "庄家和每位撇家之间输赢的基础币数。实际输赢再乘倍数：倒×2、踢回×4；叫分60以上翻坎×2、80以上×3；"
               "误撇、摆撇×6，反撇×9。",
               "The coins the declarer and each other player win or lose before the factors: "
               "倒 ×2, 踢回 ×4; a contract of 60 or more ×2, of 80 or more ×3; 误撇 or 摆撇 ×6, 反撇 ×9."),
    OptionSpec("match_hands", "局数", "Hands per match", 8,
               (Choice(4, "4 局", "4 hands"), Choice(8, "8 局", "8 hands"), Choice(16, "16 局", "16 hands"),
                Choice(0, "不限", "No limit")),
               "打完这么多局后结算总分（重新发牌不算一局）。",
               "The match ends after this many hands (a redeal is not a hand)."),
)


def _factory(rules: DapieRules):
    def new_state(options: Mapping[str, Any], rng: random.Random, num_seats: int = 4) -> DapieState:
        return DapieState(options, rng, rules, num_seats)
    return new_state


def _spec(rules: DapieRules, name_zh: str, name_en: str, summary_zh: str, summary_en: str) -> GameSpec:
    return GameSpec(id=rules.variant, name_zh=name_zh, name_en=name_en, summary_zh=summary_zh,
                    summary_en=summary_en, family="trick", seats=(4, 4), options=OPTIONS,
                    new_state=_factory(rules), default_seats=4, sample_world=sample_world,
                    group="dapie")


SPEC = _spec(KIND_A, "打撇（有A）", "Dapie (with aces)",
             "绵阳打撇：叫分定打家，一人对三家，5 到 A 共 40 张，抓够叫的分就赢。",
             "Mianyang Dapie: the highest bidder plays alone against three with 40 cards (5 to A) "
             "and must take the points he bid.")
NOACE_SPEC = _spec(KIND_B, "打撇（无A）", "Dapie (no aces)",
                   "绵阳打撇 B 种：去掉 A，5 到 K 共 36 张，每人 8 张。",
                   "Mianyang Dapie, kind B: no aces, 36 cards (5 to K), 8 each.")
SPECS = (SPEC, NOACE_SPEC)
