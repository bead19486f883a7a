"""Static descriptions of the playable variants and their options.

A variant is data: a stable id (the ids of ``shared/rules``), names, seat count,
an option schema with defaults, and a factory that builds a fresh match state.
Variants that differ only by settings are presets of options, not subclasses.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping
import random


@dataclass(frozen=True)
class Choice:
    value: Any
    name_zh: str
    name_en: str


@dataclass(frozen=True)
class OptionSpec:
    """One setting on a variant's setup screen.

    ``choices`` lists the allowed values in display order; a yes/no option has
    the two choices True and False.
    """

    key: str
    name_zh: str
    name_en: str
    default: Any
    choices: tuple[Choice, ...]
    help_zh: str = ""
    help_en: str = ""
    #: False for a setting the setup screen does not offer: it is fixed by how the table is
    #: played (the hot-seat form sets it), never a preference.
    on_setup: bool = True

    def validate(self, value: Any) -> Any:
        for choice in self.choices:
            if choice.value == value:
                return choice.value
        raise ValueError(f"option {self.key}: {value!r} is not one of the choices")


def yes_no(key: str, name_zh: str, name_en: str, default: bool, help_zh: str = "", help_en: str = "") -> OptionSpec:
    return OptionSpec(key, name_zh, name_en, default,
                      (Choice(True, "开", "On"), Choice(False, "关", "Off")), help_zh, help_en)


def match_hands(default: int, counts: tuple[int, ...]) -> OptionSpec:
    """The usual "hands per match" option: ``counts`` hands, or no limit (0)."""
    choices = tuple(Choice(n, f"{n} 局", f"{n} hands") for n in counts) + (Choice(0, "不限", "No limit"),)
    return OptionSpec("match_hands", "局数", "Hands per match", default, choices,
                      "打满这么多局后比总分，分出这一场的输赢；选不限就一直打下去。",
                      "The match is totalled after this many hands; with no limit you play on.")


@dataclass(frozen=True)
class GameSpec:
    """Everything the menu, the setup screen and the match record need to know about a variant."""

    id: str
    name_zh: str
    name_en: str
    summary_zh: str
    summary_en: str
    family: str  # "climbing", "trick", "mahjong", "blackjack": which table scene shows it
    seats: tuple[int, int]  # (min, max) number of seats
    options: tuple[OptionSpec, ...]
    new_state: Callable[[Mapping[str, Any], random.Random, int], Any] = field(repr=False)
    default_seats: int = 0
    #: ``sample_world(observation, rng) -> state``: a full state consistent with a seat's
    #: observation (search bots play on it); None for a game whose bots do not search.
    sample_world: Callable[[Any, random.Random], Any] | None = field(default=None, repr=False)
    #: Whether every hand's gains sum to zero (rules/README.md: true unless a rule says otherwise).
    zero_sum: bool = True
    #: The game family the main menu shows this variant under (e.g. "doudizhu" for 斗地主 and
    #: 癞子斗地主); variants sharing a group are chosen from one tile. Empty: a family of its own
    #: (the variant's id), so a game registered later appears without editing the menu.
    group: str = ""
    #: Option keys this variant once offered and no longer does (升级 一副牌's 反主规则, which one
    #: deck never needed): an old save carrying one still loads, the key dropped without error.
    retired_options: frozenset[str] = frozenset()
    #: ``option_applies(key, options) -> bool``: whether option ``key`` changes the game while the
    #: options are ``options`` (every option, resolved). None: every option always does. The setup
    #: screen offers an option only while it applies (德阳's 卡心五 only with the bloody fan table).
    option_applies: Callable[[str, Mapping[str, Any]], bool] | None = field(default=None, repr=False)

    @property
    def menu_group(self) -> str:
        """The group id the menu files this variant under (its own id when none is set)."""
        return self.group or self.id

    def applies(self, key: str, options: Mapping[str, Any] | None = None) -> bool:
        """Whether option ``key`` changes anything with the other options as in ``options`` (the
        defaults for those not given): an option a rule of this variant never reads under these
        choices is not one to offer."""
        if self.option_applies is None:
            return True
        return self.option_applies(key, self.resolved_options(options))

    def resolved_options(self, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Defaults overlaid with ``given``; unknown keys or bad values raise ValueError
        (``retired_options`` are dropped, whatever their value)."""
        given = {key: value for key, value in dict(given or {}).items() if key not in self.retired_options}
        result = {}
        for opt in self.options:
            result[opt.key] = opt.validate(given.pop(opt.key)) if opt.key in given else opt.default
        if given:
            raise ValueError(f"unknown options for {self.id}: {sorted(given)}")
        return result

    def seat_count(self, requested: int | None = None) -> int:
        low, high = self.seats
        count = requested or self.default_seats or low
        if not low <= count <= high:
            raise ValueError(f"{self.id} is played by {low}-{high} players, not {count}")
        return count
