"""Every hint says why: the computer players' reason codes, their text and the decisions they explain."""
from __future__ import annotations

import random
import re

import pytest

from ai.blackjack import NormalBot
from ai.reason import UNEXPLAINED, Decision, Reason, decide
from engine.actions import NextHand
from engine.blackjack import DoubleDown, Hit, Split, Stand
from engine.game import TABLE
from scenes.i18n import STRINGS, Translator
from scenes.strings.reasons import PAIRS
from scenes.table.hint_note import reason_text
from tests.engine.bj_helpers import new_state

CODES = sorted(key.removeprefix("reason.why.") for key in PAIRS if key.startswith("reason.why."))


def test_every_reason_code_has_both_languages_with_the_same_placeholders():
    for key, (zh, en) in PAIRS.items():
        assert key.startswith(("reason.why.", "reason.suit.")) and zh and en
        assert set(re.findall(r"{(\w+)}", zh)) == set(re.findall(r"{(\w+)}", en)), key
        assert STRINGS[key] == {"zh": zh, "en": en}


@pytest.mark.parametrize("variant", ["mj-mianyang", "doudizhu", "shengji-1", "blackjack"])
def test_the_hint_with_its_reason_is_the_action_the_normal_player_chooses(variant):
    """四川麻将's bots have a ``decide`` of their own that returns an action: the reason
    interface must not mistake it for an explained decision."""
    from ai.registry import make_bot
    from engine.match import Match, SeatPlayer
    from engine.registry import get_spec
    spec = get_spec(variant)
    match = Match.new(variant, spec.resolved_options(), seed=3,
                      players=tuple(SeatPlayer() for _ in range(spec.default_seats or spec.seats[0])))
    seat = match.state.to_act()[0]
    legal = match.state.legal_actions(seat)
    obs = match.state.observe(seat)
    decision = decide(make_bot(variant, "normal"), obs, legal, random.Random(0))
    assert decision.action == make_bot(variant, "normal").choose(obs, legal, random.Random(0))
    assert isinstance(decision.reason, Reason)


def test_a_bot_without_decide_gives_its_choice_unexplained():
    class Plain:
        def choose(self, observation, legal, rng):
            return legal[0]

    decision = decide(Plain(), None, [Hit()], random.Random(0))
    assert decision == Decision(Hit(), Reason(UNEXPLAINED))
    assert reason_text(decision.reason, Translator("zh")) is None


def _blackjack_decisions(seeds=range(6)):
    """(observation, legal, decision, chosen) for every decision of seeded 21点 matches."""
    for seed in seeds:
        state = new_state(2 + seed % 4, seed=seed, rotate_bank=True, decks=2)
        explaining, playing = NormalBot(), NormalBot()
        while state.phase != "match_over" and state.hand_no <= 12:
            if state.phase == "hand_over":
                state.apply(TABLE, NextHand())
                continue
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            obs = state.observe(seat)
            decision = decide(explaining, obs, legal, random.Random(seed))
            chosen = playing.choose(obs, legal, random.Random(seed))
            yield obs, legal, decision, chosen
            state.apply(seat, chosen)


def test_blackjack_decide_explains_exactly_the_action_choose_takes():
    seen = set()
    for _obs, _legal, decision, chosen in _blackjack_decisions():
        assert decision.action == chosen
        assert decision.reason.code.startswith("bj.")
        seen.add(decision.reason.code)
    assert {"bj.bet", "bj.bank_hit", "bj.bank_stand", "bj.stand_enough", "bj.hit_banker_strong"} <= seen


@pytest.mark.parametrize("code", [c for c in CODES if c.startswith("bj.")])
def test_every_blackjack_reason_is_returned_with_the_action_it_explains(code):
    """A seeded position where the normal player gives ``code``, and the action fits the words."""
    fits = {"split": Split, "double": DoubleDown, "stand": Stand, "hit": Hit}
    for _obs, _legal, decision, _chosen in _blackjack_decisions(range(40)):
        if decision.reason.code == code:
            kind = code.split(".")[1].split("_")
            verb = kind[-1] if kind[0] == "bank" else kind[0]
            if verb in fits:
                assert isinstance(decision.action, fits[verb])
            for language in ("zh", "en"):
                text = reason_text(decision.reason, Translator(language))
                assert text and "{" not in text
            return
    pytest.fail(f"no seeded position gave {code}")


def test_the_stand_reason_names_the_banker_card_in_both_languages():
    reason = Reason.of("bj.stand_banker_busts", up="6", percent=42)
    assert reason_text(reason, Translator("zh")) == "停牌：庄家明牌 6，爆牌的概率大（约 42%）"
    assert "6" in reason_text(reason, Translator("en"))
