"""The settings of one 四川麻将 variant: every variant is a preset of these fields.

The five GameSpecs (:mod:`engine.mahjong.spec`) fix the preset fields (region, missing-suit
rule) and expose the rest as options; :func:`rules_from_options` resolves both into one
frozen :class:`Rules` the state machine reads. Nothing in the engine asks "which variant":
it asks the rule it needs.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

#: Sichuan mahjong is always played by four.
SEATS = 4

MISSING_VOID = "void"          # 打缺: must be void of one suit to win
MISSING_DECLARED = "declared"  # 定缺: chosen at the start
MISSING_NONE = "none"          # 缺断龟: no missing-suit rule


@dataclass(frozen=True)
class Rules:
    missing: str = MISSING_VOID
    bloody: bool = False
    fan_table: str = "M"          # "D" or "M"
    cap: int = 4                  # 0 = no cap
    kasinwu: bool = True          # 卡心五 (table M)
    kong_money: bool = False      # 刮风下雨 (always on in bloody play)
    chajiao: str = "max"          # "min" / "max"
    need_fan: bool = False        # Deyang: 必须有番才能胡 (with 农转非)
    bihu: bool = False            # Deyang: 必胡 in the last four tiles
    bans: bool = False            # Deyang: 禁胡 / 禁碰 after declining
    piao_lay: bool = False        # Mianyang: 飘 and 躺
    multi_win_dealer_discarder: bool = False  # Deyang non-bloody: several winners → discarder deals
    match_hands: int = 8          # 0 = no limit
    base: int = 1
    ask_everyone: bool = False    # every discard asks every other seat still in, claim or not (hot-seat)

    @property
    def pays_kong_money(self) -> bool:
        return self.bloody or self.kong_money

    def cap_fans(self, fans: int) -> int:
        return fans if self.cap == 0 else min(fans, self.cap)

    def win_value(self, fans: int) -> int:
        """base × 2^F, F capped."""
        return self.base * 2 ** self.cap_fans(fans)

    @property
    def max_value(self) -> int:
        """The capped maximum 花猪 pays (4 fans when there is no cap)."""
        return self.base * 2 ** (self.cap or 4)


def rules_from_options(preset: Mapping[str, Any], options: Mapping[str, Any]) -> Rules:
    """Preset (region, missing) + chosen options → Rules. ``fan_table`` "auto" follows the rule
    file: Table D for non-bloody Deyang play, Table M otherwise; 查叫 min likewise."""
    deyang = preset["region"] == "deyang"
    bloody = bool(preset.get("bloody", options.get("bloody", False)))
    table = options.get("fan_table", "auto")
    if table == "auto":
        table = "D" if deyang and not bloody else "M"
    return Rules(
        missing=preset["missing"], bloody=bloody, fan_table=table, cap=int(options.get("cap", 4)),
        kasinwu=bool(options.get("kasinwu", True)), kong_money=bool(options.get("kong_money", False)),
        chajiao="min" if deyang and not bloody else "max", need_fan=deyang, bihu=deyang, bans=deyang,
        piao_lay=not deyang, multi_win_dealer_discarder=deyang and not bloody,
        match_hands=int(options.get("match_hands", 8)),
        ask_everyone=options.get("claim_asking", "claimants") == "everyone")
