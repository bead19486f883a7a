"""打撇's computer players say why (issue 31): every reason code comes with the action it explains
at a seeded position, and the reason never changes the action (choose and choose_with_reason
agree at every step)."""
from __future__ import annotations

import random

import pytest

from ai.dapie import HardBot, NormalBot
from ai.reason import UNEXPLAINED
from engine.actions import Bid, Double, Pass, Play
from engine.dapie.actions import Concede, LayDown, NameTrump, PutBack
from engine.dapie.rules import RULES
from engine.dapie.state import DapieState
from engine.game import TABLE
from scenes.i18n import Translator
from scenes.strings.reasons import PAIRS
from scenes.table.hint_note import reason_text
from tests.search_clock import CAP_BINDS

#: The action each code explains (a Double with the answer it is).
FITS = {
    "bid": Bid, "bid_trumps": Bid, "bid_forced": Bid, "pass_weak": Pass, "pass_outbid": Pass,
    "trump": NameTrump, "put_back_void": PutBack, "put_back_low": PutBack,
    "double_trumps": Double(True), "double": Double(True), "no_double": Double(False),
    "redouble": Double(True), "play_on": Double(False), "concede": Concede, "lay_down": LayDown,
    "only_card": Play, "draw_trumps": Play, "lead_top": Play, "lead_winner": Play, "lead_short": Play,
    "lead_low": Play, "feed_points": Play, "friend_wins": Play, "ruff": Play, "take_safe": Play,
    "throw_low": Play, "lead_low_points": Play,
}
#: Codes too rare in seeded play to wait for: each has a rigged position below.
RIGGED = {"lay_down", "lead_short", "lead_low_points"}
DAPIE_CODES = sorted(k.removeprefix("reason.why.dp.") for k in PAIRS if k.startswith("reason.why.dp."))


def _positions(variant: str, make, hands: int, seed0: int):
    """(observation, legal, decision, chosen) at every decision of seeded first hands."""
    for h in range(hands):
        state = DapieState({"match_hands": 1}, random.Random(seed0 + h), RULES[variant])
        bots = [make() for _ in range(4)]
        while not state.is_match_over:
            seat = state.to_act()[0] if state.to_act() else TABLE
            legal = state.legal_actions(seat)
            obs = state.observe(seat)
            decision = bots[seat].choose_with_reason(obs, legal, random.Random(h))
            chosen = make().choose(obs, legal, random.Random(h))
            yield obs, legal, decision, chosen
            state.apply(seat, chosen)


@pytest.fixture(scope="module")
def first_seen():
    """code -> (decision, observation) at its first seeded occurrence, over both kinds; checks at
    every step that the explained action is the one ``choose`` takes and that it is explained."""
    found = {}
    for variant in ("dapie", "dapie-noace"):
        for obs, legal, decision, chosen in _positions(variant, NormalBot, 160, 500):
            assert decision.action == chosen
            assert decision.action in legal
            assert decision.reason.code != UNEXPLAINED, (obs.phase, decision)
            found.setdefault(decision.reason.code, (decision, obs))
    return found


@pytest.mark.parametrize("code", sorted(set(FITS) - RIGGED))
def test_every_dapie_reason_comes_with_the_action_it_explains(first_seen, code):
    assert f"dp.{code}" in first_seen, f"no seeded position gave dp.{code}"
    decision, obs = first_seen[f"dp.{code}"]
    fit = FITS[code]
    if isinstance(fit, type):
        assert isinstance(decision.action, fit)
    else:
        assert decision.action == fit
    for language in ("zh", "en"):
        assert reason_text(decision.reason, Translator(language))


def test_every_dapie_code_in_the_strings_is_tested():
    assert set(DAPIE_CODES) == set(FITS) | {"searched"}


def test_the_hard_player_names_the_card_its_search_chose():
    """Where the search changes the normal player's card the reason says so; else it is the
    normal player's reason for that card."""
    searched = 0
    for obs, legal, decision, chosen in _positions("dapie", lambda: HardBot(time_budget=CAP_BINDS, iterations=6), 3, 900):
        assert decision.reason.code != UNEXPLAINED
        if decision.reason.code == "dp.searched":
            searched += 1
            assert decision.reason.value_map()["card"] == str(decision.action.cards[0])
    assert searched


def test_bid_reason_names_the_trumps_and_the_points():
    """叫 60 from a hand of many trumps and As reads like a player's own reason."""
    for _obs, _legal, decision, _chosen in _positions("dapie", NormalBot, 40, 700):
        if decision.reason.code == "dp.bid":
            values = decision.reason.value_map()
            assert values["bid"] == decision.action.value and values["trumps"] >= 1
            text = reason_text(decision.reason, Translator("zh"))
            assert text.startswith(f"叫 {values['bid']}：") and "主牌" in text
            return
    pytest.fail("no 叫 with its reason in 40 seeded hands")


def test_lay_down_says_every_trick_is_a_sure_winner():
    """All the trumps and the three side As after the kitty: 摆撇 cannot fail, and the reason says so."""
    from tests.engine.dapie.helpers import new_state, rig, to_play
    deal = ["SA SK SQ SJ ST S9 S8 S7 S6", "HK HQ HJ HT H9 H8 H7 H6 H5", "CK CQ CJ CT C9 C8 C7 C6 C5",
            "DK DQ DJ DT D9 D8 D7 D6 D5"]
    state = to_play(rig(new_state(), deal, "S5 HA CA DA", dealer=3), declarer=0, contract=100, trump="S",
                    put_back="S6 S7 S8 S9")
    legal = state.legal_actions(0)
    decision = NormalBot().choose_with_reason(state.observe(0), legal, random.Random(0))
    assert decision.action == LayDown() == NormalBot().choose(state.observe(0), legal, random.Random(0))
    assert decision.reason.code == "dp.lay_down"
    assert reason_text(decision.reason, Translator("zh")) == "摆撇：每一墩都稳赢"


def test_a_partner_of_the_declarer_s_victims_leads_the_suit_he_lacks():
    """In a world whose hands are known (after a 摆撇, and in the play-outs) a 撇家 with no sure
    winner leads the suit the declarer has none of, to make him spend a trump."""
    from ai.dapie.knowledge import from_position
    from ai.dapie.play import choose_card_why
    from engine.cards import Suit
    from engine.dapie.position import Position
    from tests.engine.dapie.helpers import cards
    hands = [cards("SA S9 HK"), cards("C6 C7 HQ"), cards("D6 D7 D8"), cards("H6 H7 D9")]
    pos = Position(RULES["dapie"].context(Suit.SPADES), 0, hands)
    pos.turn = pos.leader = 1
    card, code = choose_card_why(from_position(pos))
    assert (str(card), code) == ("♣6", "lead_short")
    assert "reason.why.dp.lead_short" in PAIRS


def test_a_low_lead_that_counts_does_not_say_it_gives_away_no_points():
    """Played at 1024×640 (issue 30): a 撇家 holding only 5s, 10s and Ks, none of them a sure
    winner, leads the cheapest, a 5. The hint said '出小牌 ♦5：不送分' (gives away no points) of a
    card worth 5; it now says every card left counts and this one gives away the fewest."""
    from types import SimpleNamespace

    from ai.dapie import explain
    from ai.dapie.knowledge import from_position
    from ai.dapie.play import choose_card_why
    from engine.cards import Suit
    from engine.dapie.position import Position
    from tests.engine.dapie.helpers import cards
    ctx = RULES["dapie"].context(Suit.SPADES)
    hands = [cards("SA S9 HK"), cards("D5 H5 CT"), cards("D6 D7 HQ"), cards("H6 C6 D9")]
    pos = Position(ctx, 0, hands)
    pos.turn = pos.leader = 1
    card, code = choose_card_why(from_position(pos))
    assert code == "lead_low" and card.rank == 5
    decision = explain.card(SimpleNamespace(context=ctx), card, code)
    assert decision.reason.code == "dp.lead_low_points"
    zh = reason_text(decision.reason, Translator("zh"))
    assert "不送分" not in zh and zh == f"出 {card}：张张都是分，这张送得最少"
    assert "no points" not in reason_text(decision.reason, Translator("en"))
    # a card worth nothing still says so
    plain = explain.card(SimpleNamespace(context=ctx), cards("D6")[0], "lead_low")
    assert reason_text(plain.reason, Translator("zh")) == "出小牌 ♦6：不送分"
