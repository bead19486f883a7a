"""锄大地, 干瞪眼, 双扣 and 吃苍蝇's normal players say why (issue 31): every reason code comes with
the action it explains, the reasons never change the action (choose and choose_with_reason agree
at every step of seeded play-outs), and each sentence reads in both languages with its values."""
from __future__ import annotations

import random

import pytest

from ai.climbing import teams
from ai.reason import Reason, decide
from ai.registry import make_bot
from engine.actions import Pass, Play
from engine.climbing.variants.chicangying import GoAlone, NameCard
from engine.game import TABLE
from engine.match import Match, SeatPlayer
from engine.registry import get_spec
from scenes.i18n import Translator
from scenes.strings.reasons import PAIRS
from scenes.table.hint_note import reason_text

#: variant -> the prefixes of its codes
VARIANTS = {"big2": ("big2.",), "gandengyan": ("gdy.",), "gandengyan-winner": ("gdy.",),
            "shuangkou": ("team.",), "chicangying": ("team.", "ccy.")}
PREFIXES = ("big2.", "gdy.", "team.", "ccy.")
CODES = sorted(k.removeprefix("reason.why.") for k in PAIRS
               if k.startswith("reason.why.") and k.removeprefix("reason.why.").startswith(PREFIXES))
#: Codes of a pass; 吃苍蝇's dealer choices name their action; the others are plays.
PASSES = {"big2.pass_cannot", "gdy.pass_cannot", "gdy.pass_keep", "team.pass_cannot", "team.pass_jiefeng",
          "team.let_friend", "team.pass_costly", "team.pass_partner_next", "team.pass_maybe_friend",
          "team.pass_keep_bomb"}
DECLARE = {"ccy.open_alone": GoAlone, "ccy.name_card": NameCard, "ccy.with_partner": Pass}
#: Found by the policy only in positions built below (too rare for a short seeded play-out), or
#: not reachable with the measured constants: 关墩墩's answer in 赢家摸牌 costs at most
#: SHUT_OUT_CHEAP, which is below WINNER_CHEAP, so the plain 赢家摸牌 answer comes first.
BUILT = {"team.bomb_pays", "team.pass_partner_next", "team.pass_maybe_friend"}
UNREACHED = {"gdy.follow_shut_out"}


def _play_out(variant: str, seed: int, movers: str):
    """(decision, chosen action, observation) at every seat decision of a seeded match."""
    spec = get_spec(variant)
    seats = spec.default_seats or spec.seats[0]
    match = Match.new(variant, spec.resolved_options(), seed=seed,
                      players=tuple(SeatPlayer() for _ in range(seats)))
    state, explaining, playing = match.state, make_bot(variant, "normal"), make_bot(variant, "normal")
    mover, rng = make_bot(variant, movers), random.Random(seed)
    for _ in range(800):
        if state.is_match_over:
            return
        acting = list(state.to_act())
        seat = acting[0] if acting else TABLE
        legal = state.legal_actions(seat)
        if seat == TABLE:
            match.apply(seat, legal[0])
            continue
        obs = state.observe(seat)
        decision = decide(explaining, obs, legal, random.Random(seed))
        chosen = playing.choose(obs, legal, random.Random(seed))
        yield decision, chosen, obs
        match.apply(seat, chosen if movers == "normal" else mover.choose(obs, legal, rng))


@pytest.fixture(scope="module")
def first_seen():
    """code -> its first seeded decision; checks on the way that every decision is explained and
    is the action the normal player chooses."""
    found = {}
    runs = [(variant, seed, movers) for variant in VARIANTS for seed, movers in ((0, "normal"), (1, "easy"))]
    # the rarer ones: 明独; a lead of 2s and bombs only; the ♠2 spent before it doubles a loss
    runs += [("chicangying", 5, "easy"), ("gandengyan", 15, "normal"), ("big2", 1, "normal")]
    for variant, seed, movers in runs:
        for decision, chosen, _obs in _play_out(variant, seed, movers):
            assert decision.action == chosen, (variant, seed)
            assert decision.reason.code.startswith(VARIANTS[variant]), decision.reason
            found.setdefault(decision.reason.code, decision)
    return found


def _fits(code: str, action) -> bool:
    if code in DECLARE:
        return isinstance(action, DECLARE[code])
    if code in PASSES:
        return isinstance(action, Pass)
    if code == "ccy.hide_partner":  # keeping the partner's rank back: a play without it, or a pass
        return isinstance(action, (Play, Pass))
    return isinstance(action, Play)


@pytest.mark.parametrize("code", [c for c in CODES if c not in BUILT | UNREACHED])
def test_every_climbing_reason_comes_with_the_action_it_explains(first_seen, code):
    assert code in first_seen, f"no seeded position gave {code}"
    decision = first_seen[code]
    assert _fits(code, decision.action), (code, decision.action)
    for language in ("zh", "en"):
        text = reason_text(decision.reason, Translator(language))
        assert text and "{" not in text, (code, language, text)


def test_the_sentence_names_the_cards_played_and_the_count_that_decided(first_seen):
    decision = first_seen["team.bomb_urgent"]
    cards = " ".join(c.label for c in decision.action.cards)
    left = decision.reason.value_map()["left"]
    assert reason_text(decision.reason, Translator("zh")) == f"用炸弹抢回出牌权：对手只剩 {left} 张"
    low = first_seen["big2.lead_low"]
    assert all(str(c) in reason_text(low.reason, Translator("en")) for c in low.action.cards)
    assert cards  # the bomb's cards are on the action the sentence explains


def test_a_joker_is_named_as_what_it_stands_for():
    """干瞪眼: the hint's sentence reads a wild play as the log does (大王→8)."""
    for decision, _chosen, _obs in _play_out("gandengyan", 0, "normal"):
        action = decision.action
        if isinstance(action, Play) and action.reading and "cards" in decision.reason.value_map():
            text = decision.reason.value_map()["cards"]
            assert "→" in text and any(c.is_joker for c in action.cards)
            return
    pytest.fail("no wild play in the seeded match")


# --- positions built for the rare branches (the shared partnership policy, on 双扣's cards) ------

def _team_view(hand_codes, lead_codes, lead_seat, counts, friendship=(1.0, 0.0, 1.0, 0.0)):
    """Seat 0's view; an opponent ``lead_seat`` played ``lead_codes``; nobody is out yet."""
    from ai.shuangkou.cards import FULL_DECK
    from engine.cards import Card
    from engine.climbing.combos import classify
    from engine.climbing.variants.shuangkou import ENCODING, SHUANGKOU
    hand = ENCODING.pack([Card.from_code(c) for c in hand_codes])
    lead = classify(ENCODING.pack([Card.from_code(c) for c in lead_codes]), None, SHUANGKOU)
    return teams.TeamView(0, hand, counts, lead, lead_seat, FULL_DECK - hand, (), friendship,
                          "partner", False, (1, 1, 1, 1))


def _sentence(code: str) -> None:
    for language in ("zh", "en"):
        text = reason_text(Reason.of(code), Translator(language))
        assert text and "{" not in text


def test_a_bomb_that_raises_the_stake_says_so():
    """双扣 翻倍: over an opponent's four Ks my five 9s count double; after it two plays are left,
    both beatable, so it does not win the hand outright — it pays by the stake."""
    from ai.shuangkou.cards import SENSE
    view = _team_view(["S9", "H9", "C9", "D9", "S9#1", "H3", "C3", "SQ", "HQ"], ["SK", "HK", "CK", "DK"], 3,
                      (9, 20, 20, 20))
    move, code = teams.explain_play(view, SENSE)
    assert code == "team.bomb_pays" and move[1].is_bomb and move[1].size == 5
    _sentence(code)


def test_a_partner_playing_next_is_left_the_answer():
    """An opponent's pair of 8s that would cost my hand a little: my partner plays right after me."""
    from ai.shuangkou.cards import SENSE
    hand = ["S9", "H3", "H7", "SK", "DJ", "HT", "H4", "DQ", "D5", "D7", "S5", "C2", "D9"]
    view = _team_view(hand, ["C8", "S8"], 3, (13, 20, 20, 20), friendship=(1.0, 1.0, 0.0, 0.0))
    assert teams.explain_play(view, SENSE) == (None, "team.pass_partner_next")
    alone = _team_view(hand, ["C8", "S8"], 3, (13, 20, 20, 20))  # an opponent plays next: answered
    assert teams.explain_play(alone, SENSE)[0] is not None
    _sentence("team.pass_partner_next")


def test_a_player_who_may_be_the_partner_is_not_beaten_at_a_cost():
    """吃苍蝇's hidden sides: the same play from a seat that is surely an opponent is answered."""
    from ai.shuangkou.cards import SENSE
    hand = ["C7", "D9", "DQ", "SQ", "HQ", "S7", "C2", "H5", "CQ", "D5", "D7", "DK", "SJ"]
    maybe = _team_view(hand, ["C8", "S8"], 3, (13, 20, 20, 20), friendship=(1.0, 0.0, 0.0, 0.5))
    assert teams.explain_play(maybe, SENSE) == (None, "team.pass_maybe_friend")
    sure = _team_view(hand, ["C8", "S8"], 3, (13, 20, 20, 20), friendship=(1.0, 0.0, 0.0, 0.0))
    assert teams.explain_play(sure, SENSE)[0] is not None
    _sentence("team.pass_maybe_friend")


def test_the_shut_out_answer_is_not_reached_with_the_measured_constants():
    """The 关墩墩 branch of 干瞪眼's follow keeps its code and sentence, but 赢家摸牌 answers
    everything up to WINNER_CHEAP first; the test notices when the constants change."""
    from ai.gandengyan import policy
    assert policy.SHUT_OUT_CHEAP <= policy.WINNER_CHEAP
    _sentence("gdy.follow_shut_out")
