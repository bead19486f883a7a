"""四川麻将's normal player says why: every reason code comes with the action it explains, and the
reasons never change the action (choose and choose_with_reason agree at every step)."""
from __future__ import annotations

import random

import pytest

from ai.reason import UNEXPLAINED, decide
from ai.registry import make_bot
from engine.game import TABLE
from engine.mahjong.actions import ChooseMissing, Discard, Kong, LayDown, PassClaim, Piao, Pong, Win
from engine.match import Match, SeatPlayer
from engine.registry import get_spec
from scenes.i18n import Translator
from scenes.strings.reasons import PAIRS
from scenes.table.hint_note import reason_text

VARIANTS = ("mj-mianyang", "mj-mianyang-bloody", "mj-mianyang-dingque", "mj-deyang-qdg", "mj-deyang-guque")
#: The action each code explains.
FITS = {"piao": Piao, "no_piao": Piao, "missing": ChooseMissing, "win_self": Win, "win_discard": Win,
        "kong_free": Kong, "pong_closer": Pong, "pong_more_tiles": Pong, "no_pong_breaks": PassClaim,
        "no_pong_no_gain": PassClaim, "lay_down": LayDown, "discard_missing": Discard,
        "discard_safe": Discard, "discard_ready": Discard, "discard_shape": Discard}


@pytest.fixture(scope="module")
def first_seen():
    """code -> (decision, observation) at its first seeded occurrence; also checks at every step
    that the explained action is the one the normal player chooses."""
    found = {}
    for variant in VARIANTS:
        spec = get_spec(variant)
        for seed in range(2):
            match = Match.new(variant, spec.resolved_options(), seed=seed,
                              players=tuple(SeatPlayer() for _ in range(spec.default_seats or spec.seats[0])))
            state, bot = match.state, make_bot(variant, "normal")
            for _ in range(300):
                if state.is_match_over:
                    break
                acting = list(state.to_act())
                seat = acting[0] if acting else TABLE
                legal = state.legal_actions(seat)
                if seat == TABLE:
                    match.apply(seat, legal[0])
                    continue
                obs = state.observe(seat)
                decision = decide(bot, obs, legal, random.Random(0))
                assert decision.action == bot.choose(obs, legal, random.Random(0))
                assert decision.reason.code != UNEXPLAINED
                found.setdefault(decision.reason.code, (decision, obs))
                match.apply(seat, decision.action)
    return found


@pytest.mark.parametrize("code", sorted(FITS))
def test_every_mahjong_reason_comes_with_the_action_it_explains(first_seen, code):
    assert f"mj.{code}" in first_seen, f"no seeded position gave mj.{code}"
    decision, _obs = first_seen[f"mj.{code}"]
    assert isinstance(decision.action, FITS[code])
    if code in ("piao", "no_piao"):
        assert decision.action.yes == (code == "piao")
    for language in ("zh", "en"):
        text = reason_text(decision.reason, Translator(language))
        assert text and "{" not in text


def test_the_void_suit_is_named_and_counted_from_the_hand(first_seen):
    decision, obs = first_seen["mj.missing"]
    suit = decision.action.suit
    count = sum(1 for t in obs.hand if t.suit == suit)
    assert decision.reason.value_map() == {"suit": suit, "count": count}
    assert reason_text(decision.reason, Translator("zh")).startswith("定缺" + {"m": "万", "p": "筒", "s": "条"}[suit])


def test_every_mahjong_code_has_text():
    codes = {f"reason.why.mj.{c}" for c in FITS} | {"reason.why.mj.pass_useless", "reason.why.mj.no_win_flush",
                                                     "reason.why.mj.no_kong_breaks", "reason.why.mj.only_move"}
    assert codes <= set(PAIRS)
