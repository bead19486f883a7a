"""升级 / 拖拉机's normal player says why (issue 31): every reason code comes from the rule that
decided, with the action it explains, and the reasons never change the action (choose and
choose_with_reason agree at every step of seeded play-outs of the three variants)."""
from __future__ import annotations

import random

import pytest

from ai.reason import UNEXPLAINED, Reason, decide
from ai.shengji.burying import bury_with_reason, choose_bury
from ai.registry import make_bot
from ai.shengji.declaring import trumps_with
from engine.actions import Pass, Play
from engine.game import TABLE
from engine.match import Match, SeatPlayer
from engine.registry import get_spec
from engine.shengji.actions import Bury, Declare
from engine.shengji.levels import team_of
from engine.shengji.trick import card_points
from engine.cards import SUITED_SUITS, Card, Suit
from engine.shengji.trump import TRUMP, context
from scenes.i18n import Translator
from scenes.strings.reasons import PAIRS
from scenes.table.hint_note import reason_text

VARIANTS = ("shengji-1", "shengji-2", "shengji-3")
#: The action each code explains (seen in the seeded play-outs below).
FITS = {"no_declare_cards": Pass, "declare_wait": Pass, "declare_weak": Pass, "no_overturn": Pass,
        "no_overturn_partner": Pass, "declare": Declare, "declare_fix": Declare, "declare_overturn": Declare,
        "bury_void": Bury, "bury_low": Bury, "bury_points_forced": Bury,
        "bury_points_safe": Bury,
        "lead_last": Play, "lead_throw": Play, "lead_top": Play, "lead_top_pair": Play, "lead_draw_trumps": Play,
        "lead_top_trump": Play, "lead_partner_ruffs": Play, "lead_short": Play, "lead_cheap": Play,
        "lead_pair": Play, "lead_only_trumps": Play, "lead_top_trump_end": Play, "lead_low_trump": Play,
        "follow_forced": Play, "follow_ruff": Play, "follow_ruff_lead": Play, "follow_win": Play,
        "follow_win_lead": Play, "follow_feed": Play, "follow_partner_low": Play, "follow_wait_partner": Play,
        "follow_points_forced": Play, "follow_points_keep": Play, "follow_discard": Play, "follow_low": Play}


def _play_out(variant: str, seed: int, found: dict) -> None:
    """One seeded hand with the normal player at every seat, asked as the table asks (during the
    deal every seat that may declare, then the table deals on); each decision is checked."""
    spec = get_spec(variant)
    options = spec.resolved_options()
    if seed % 2:
        options = dict(options, declare_timing="after")
    match = Match.new(variant, options, seed=seed, players=tuple(SeatPlayer() for _ in range(4)))
    state, bot = match.state, make_bot(variant, "normal")
    while state.phase not in ("hand_over", "match_over"):
        for seat in state.to_act():
            legal = state.legal_actions(seat)
            if seat == TABLE:
                match.apply(seat, legal[0])
                break
            obs = state.observe(seat)
            decision = decide(bot, obs, legal, random.Random(seed))
            assert decision.action == bot.choose(obs, legal, random.Random(seed))
            assert decision.reason.code != UNEXPLAINED, (variant, seed, obs.phase)
            found.setdefault(decision.reason.code, (decision, obs))
            if not isinstance(decision.action, Pass) or state.phase != "deal" or state.reviewing:
                match.apply(seat, decision.action)
                break


@pytest.fixture(scope="module")
def first_seen():
    found: dict = {}
    for variant in VARIANTS:
        for seed in range(10):
            _play_out(variant, seed, found)
    _play_out("shengji-2", 10, found)      # a bury of points the trumps can keep (rarer)
    return found


@pytest.mark.parametrize("code", sorted(FITS))
def test_every_shengji_reason_comes_with_the_action_it_explains(first_seen, code):
    assert f"sj.{code}" in first_seen, f"no seeded position gave sj.{code}"
    decision, _obs = first_seen[f"sj.{code}"]
    assert isinstance(decision.action, FITS[code])
    for language in ("zh", "en"):
        text = reason_text(decision.reason, Translator(language))
        assert text and "{" not in text


def test_a_pass_names_the_trumps_the_best_suit_would_make(first_seen):
    decision, obs = first_seen["sj.declare_weak"]
    values = decision.reason.value_map()
    assert values["seen"] == len(obs.hand)
    suit = next((c.suit for c in obs.hand if c.suit.symbol == values["suit"]), None)
    assert values["count"] == trumps_with(obs.hand, obs, suit)


def test_a_declaration_names_its_suit(first_seen):
    decision, obs = first_seen["sj.declare"]
    first = decision.action.cards[0]
    assert decision.reason.value_map()["suit"] == ("nt" if first.is_joker else first.suit.symbol)


def test_a_void_bury_empties_the_suit_it_names(first_seen):
    decision, obs = first_seen["sj.bury_void"]
    ctx = obs.context
    for symbol in decision.reason.value_map()["suit"]:
        kept = [c for c in obs.hand if c not in decision.action.cards
                and ctx.suit_class[c] != TRUMP and c.suit.symbol == symbol]
        assert not kept


def test_points_given_to_the_partner_are_the_points_played(first_seen):
    decision, obs = first_seen["sj.follow_feed"]
    assert decision.reason.value_map()["points"] == card_points(decision.action.cards) > 0
    assert obs.trick and any(team_of(seat) == team_of(obs.seat) for seat, _ in obs.trick)


def test_a_top_lead_names_the_card_led(first_seen):
    decision, _obs = first_seen["sj.lead_top"]
    assert decision.reason.value_map()["card"] == str(decision.action.cards[0])


def test_every_shengji_code_has_text_in_both_languages():
    for code in FITS:
        zh, en = PAIRS[f"reason.why.sj.{code}"]
        assert zh and en
    for language in ("zh", "en"):
        assert Translator(language)("reason.suit.nt") and Translator(language)("reason.suit.trump")


def test_a_hand_of_trumps_buries_trumps_and_says_so():
    """Only trumps in the hand (a position play-outs rarely reach): the bury is trumps, said."""
    ctx = context(2, Suit.SPADES, False)
    hand = [Card(rank, Suit.SPADES, 0) for rank in range(2, 15)] + [Card(2, s, 0) for s in SUITED_SUITS[1:]]
    cards, why = bury_with_reason(hand, ctx, 6)
    assert cards == choose_bury(hand, ctx, 6)
    assert why == Reason.of("sj.bury_trumps", count=6)
    assert reason_text(why, Translator("zh")) == "埋 6 张主：副牌留着更有用"
