"""癞子斗地主: 斗地主 in which the 3s are wild.

Rules: ``shared/rules/climbing.md`` § 癞子斗地主 — as 斗地主, except: a 3 played
with other cards may stand for any card (or for itself), and the player says
which when a play can be read several ways, so a play is its cards *and* its
reading (``Play.reading``, part of the record: a replay reads every play as the
player did); soft bombs with stand-ins rank below the hard bomb of their rank;
a joker and a 3 are that joker's bomb; 四带二 takes two singles only; no 倒 / 踢回.

Everything else — the deal with its 明牌 and kitty, the bidding, the scoring
with its bombs and spring — is 斗地主's (:class:`engine.climbing.variants.doudizhu.DoudizhuState`);
the wild readings and the move lists are in :mod:`.wild_moves`.
"""
from __future__ import annotations

import random
from typing import Any, Mapping

from ...cards import Card
from ...errors import RuleError
from ...spec import GameSpec, match_hands, yes_no
from ..combos import Combo
from .doudizhu import SEATS, DoudizhuState
from .doudizhu_sample import sample_world as sample_doudizhu
from .doudizhu_view import DoudizhuObservation
from .wild_moves import WILD_TABLE, read_play, readings_of, virtual_of, wild_beats, wild_moves


def _reading(move) -> tuple[int, ...]:
    """The Play's reading of a listed move ``(actual, combo, virtual)``."""
    return wild_moves().reading_of(move[0], move[2])


class WildDoudizhuState(DoudizhuState):
    """A whole 癞子斗地主 match."""

    table = WILD_TABLE
    moves = wild_moves()
    doubling_allowed = False
    reading_of = staticmethod(_reading)

    def read_play(self, packed: int, reading: tuple, lead: Combo | None) -> Combo | None:
        return read_play(packed, tuple(reading), lead)

    def beats(self, new: Combo, old: Combo) -> bool:
        return wild_beats(new, old)

    def _check_play(self, seat: int, cards: tuple[Card, ...], reading: tuple = ()) -> tuple:
        """As every climbing game, plus the virtual ranks the reading gives (the move's third item)."""
        packed, found = super()._check_play(seat, cards, reading)
        virtual = virtual_of(packed, tuple(reading))
        if virtual is None:  # read_play accepted it, so this cannot happen; never trust it blindly
            raise RuleError("not_a_combination")
        return packed, found, virtual

    def readings(self, seat: int, cards) -> tuple[tuple[tuple[int, ...], Combo], ...]:
        """Every way ``seat`` may play these cards now, one per combination (the table's chooser):
        ``(reading, Combo)`` pairs, the plain reading first where it is one."""
        if self._phase != "play" or seat not in self.to_act() or not cards:
            return ()
        if not self.hands[seat].issuperset(cards) or len(set(cards)) != len(cards):
            return ()
        packed = self.encoding.pack(cards)
        lead = self.round.lead
        return readings_of(packed, lead, per_combo=True)


def sample_world(observation: DoudizhuObservation, rng: random.Random) -> WildDoudizhuState:
    """A full state consistent with ``observation`` (see :func:`engine.climbing.variants.doudizhu_sample.sample_world`)."""
    return sample_doudizhu(observation, rng, WildDoudizhuState)


def new_state(options: Mapping[str, Any], rng: random.Random, num_seats: int = SEATS) -> WildDoudizhuState:
    return WildDoudizhuState(options, rng, num_seats)


SPEC = GameSpec(
    id="doudizhu-wild",
    group="doudizhu",
    name_zh="癞子斗地主",
    name_en="Dou Dizhu with wild 3s",
    summary_zh="斗地主，但 3 是癞子：和别的牌一起出时可以当任何牌；软炸、癞子配王成炸，四带二只带单张，不倒不踢。",
    summary_en="Dou Dizhu where the 3s are wild: played with other cards a 3 stands for any card; "
               "soft bombs, a joker with a 3 is a bomb, four with two singles only, no doubling.",
    family="climbing",
    seats=(SEATS, SEATS),
    options=(
        yes_no("reverse_spring", "反春", "Reverse spring", False,
               "春天是地主出完牌而农民一张没出，分数×2。开了反春：农民赢、而地主只出过第一手牌时，也×2。",
               "A spring (春天: the landlord goes out before either farmer plays a card) doubles the "
               "score. With reverse spring, the farmers winning while the landlord played only the "
               "opening lead doubles it too."),
        match_hands(12, (6, 12, 24)),
    ),
    new_state=new_state,
    default_seats=SEATS,
    sample_world=sample_world,
)
