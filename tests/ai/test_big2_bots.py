"""锄大地 computer players: legal over whole hands, sensible in the classic situations, bounded in time.

Cards are written as codes: ``"D3 C3 HA S2 ST"`` (suit S/H/C/D, rank 2..9 T J Q K A).
Bots see only what ``state.observe(seat)`` gives them and the legal list; the
last tests check that the bot modules cannot reach a state any other way.
"""
import ast
import pathlib
import random

import pytest

from ai.base import RandomBot
from ai.big2 import EasyBot, HardBot, NormalBot
from ai.big2.counting import can_beat, view_of_observation
from ai.big2.decompose import decompose, five_card_candidates, hand_score, plays_needed
from ai.climbing import SearchSettings, as_legal, search
from ai.registry import make_bot
from engine.actions import Pass, Play
from engine.cards import Card
from engine.climbing.round import Round
from engine.climbing.variants.big2 import SPEC, Big2Observation, new_state
from engine.climbing.variants.big2_cards import DIAMOND_THREE, MOVES, classify, pack
from engine.match import Match
from tests import playing
from tests.search_clock import CAP_BINDS, searches_on_a_made_up_clock

AI_ROOT = pathlib.Path(__file__).resolve().parents[2] / "ai"
BOT_PACKAGES = ("big2", "climbing")


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.from_code(code) for code in text.split())


def mask(text: str) -> int:
    return pack(cards(text))


def combo(text: str):
    found = classify(mask(text))
    assert found is not None, text
    return found


def quick_hard():
    """A hard bot with a small play-out cap, so that whole hands stay fast in tests; its time
    budget (:data:`tests.search_clock.CAP_BINDS`) never binds, so the cap ends every search on a
    loaded machine as on an idle one and a seed gives one choice."""
    return HardBot(time_budget=CAP_BINDS, iterations=24, width=3, min_worlds=4)


def fresh_state(seed: int):
    return new_state(SPEC.resolved_options({}), random.Random(seed))


def rig(hands, to_act=0, first_lead=False):
    """A hand in play with these cards (codes per seat); ``to_act`` leads.

    Cards in no hand count as unseen for every seat (they might be anywhere).
    """
    state = fresh_state(0)
    state.hands = [set(cards(text)) for text in hands]
    state.round = Round([pack(h) for h in state.hands], to_act, MOVES, state.round_rules,
                        required=DIAMOND_THREE if first_lead else 0)
    state.round_plays = []
    state.history = []
    return state


def play(state, seat, text):
    state.apply(seat, Play(cards(text)))


choose = playing.decide


def played(action) -> set[str]:
    return {card.code() for card in action.cards} if isinstance(action, Play) else set()


def play_hands(bots, seed, hands=1, as_list=False):
    """Whole hands of a match with bots only (tests/playing.py): every chosen action must be a
    listed entry, and a hand's first lead holds the ♦3."""
    return playing.play_hands(Match.new("big2", seed=seed), bots, hands, as_list=as_list,
                              watch=_sees_its_view_and_leads_the_three, deal_next=True).state


def _sees_its_view_and_leads_the_three(state, seat, observation, action):
    assert isinstance(observation, Big2Observation)
    if observation.must_lead is not None:
        assert observation.must_lead in action.cards


# --- legality over whole hands ------------------------------------------------------------


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
@pytest.mark.parametrize("seed", range(6))
def test_every_level_plays_whole_hands_legally(level, seed):
    bots = [make_bot("big2", level) for _ in range(4)]
    play_hands(bots, seed, hands=3, as_list=seed % 3 == 2)


def test_a_mixed_table_with_a_hard_bot_plays_legally():
    bots = [quick_hard(), NormalBot(), EasyBot(), RandomBot()]
    play_hands(bots, seed=7, hands=1)
    play_hands(bots, seed=8, hands=1, as_list=True)


def test_registry_knows_the_levels():
    assert isinstance(make_bot("big2", "random"), RandomBot)
    assert isinstance(make_bot("big2", "easy"), EasyBot)
    assert isinstance(make_bot("big2", "normal"), NormalBot)
    assert isinstance(make_bot("big2", "hard"), HardBot)


# --- the plan (拆牌) -------------------------------------------------------------------------


@pytest.mark.parametrize("hand, plays", [
    ("D3 C4 H5 S6 D7", 1),                                   # one straight
    ("D3 D6 D9 DJ DK C4 H4", 2),                             # a flush of the loose cards + a pair
    ("D3 C3 H3 D9 S9 CK", 2),                                # full house + single
    ("D8 C8 H8 S8 H3 CK", 2),                                # four with its lowest loose card + single
    ("D3 C4 H5 S6 D7 C8 H9 ST SJ DQ", 2),                    # two straights, not singles
    ("D5 C5 H6 S6 D7 C7", 3),                                # three pairs stay pairs
])
def test_the_plan_needs_few_plays(hand, plays):
    split = decompose(mask(hand))
    assert split.plays == plays, [(g[1].kind, g[0]) for g in split.groups]
    total = 0
    for part, found in split.groups:
        assert classify(part) == found and not total & part
        total |= part
    assert total == mask(hand)


def test_a_five_card_hand_uses_the_loose_cards_and_keeps_the_pair():
    # ♦ flush from the loose ♦3 ♦6 ♦9 ♦J ♦K, not one that breaks the pair of 4s
    split = decompose(mask("D3 D4 C4 D6 D9 DJ DK"))
    kinds = sorted(g[1].kind for g in split.groups)
    assert kinds == ["flush", "pair"]
    assert mask("C4 D4") in [g[0] for g in split.groups]


def test_five_card_candidates_are_combinations_of_the_hand():
    rng = random.Random(3)
    for _ in range(50):
        hand = sum(1 << i for i in rng.sample(range(52), 13))
        for part, found, _ in five_card_candidates(hand):
            assert part & hand == part and found.size == 5 and classify(part) == found
        assert hand_score(hand) == decompose(hand).score
        assert 1 <= plays_needed(hand) <= 13


# --- counting (记牌) ---------------------------------------------------------------------------


def test_counting_knows_the_unseen_cards():
    state = fresh_state(4)
    leader = state.to_act()[0]
    action = choose(NormalBot(), state, leader)
    state.apply(leader, action)
    seat = state.to_act()[0]
    view = view_of_observation(state.observe(seat))
    assert view.unseen.bit_count() == 52 - 13 - len(action.cards)
    assert not view.unseen & view.hand
    assert view.lead == classify(pack(action.cards)) and view.lead_seat == leader


def test_a_play_can_be_beaten_only_by_what_is_still_out():
    assert can_beat(mask("S2"), combo("H2"), max_cards=13)
    assert not can_beat(mask("H2 SA"), combo("S2"), max_cards=13)
    assert not can_beat(mask("S3 HA"), combo("SA"), max_cards=13)
    assert can_beat(mask("DK SK"), combo("CQ HQ"), max_cards=2)
    assert not can_beat(mask("DK SK"), combo("CQ HQ"), max_cards=1)       # nobody holds two cards
    assert not can_beat(mask("DK"), combo("CQ HQ"), max_cards=13)
    # five-card hands: a flush beats a straight, a straight never beats a flush
    assert can_beat(mask("D3 D5 D7 D9 DJ"), combo("C3 D4 H5 S6 D7"), max_cards=13)
    assert not can_beat(mask("C3 D4 H5 S6 S7 C9"), combo("D3 D5 D7 D9 DJ"), max_cards=13)
    assert can_beat(mask("D9 C9 H9 S9 D3"), combo("D3 D5 D7 D9 DJ"), max_cards=13)


# --- card play in the classic situations ---------------------------------------------------


def test_no_single_lead_against_a_player_with_one_card():
    # seat 1, next to play, has one card: lead the pair, not a single
    state = rig(["D4 C4 H9 SJ", "SK", "D5 C6 H7 S8 DT CT", "D6 C7 H8 S9 DJ CJ"])
    assert played(choose(NormalBot(), state, 0)) == {"D4", "C4"}


def test_a_five_card_hand_is_dumped_when_a_player_is_about_to_go_out():
    state = rig(["D5 C6 H7 S8 D9 C4 H4 SJ", "SK HK", "D3 C3 HT ST DQ CQ H5", "DJ CJ H8 S9 DK CK"])
    assert played(choose(NormalBot(), state, 0)) == {"D5", "C6", "H7", "S8", "D9"}


def test_only_singles_left_against_one_card_lead_the_biggest():
    state = rig(["D4 H9 SK", "S2", "D5 C6 H7 S8 DT CT", "D6 C7 H8 S9 DJ CJ"])
    assert played(choose(NormalBot(), state, 0)) == {"SK"}


def test_the_highest_single_blocks_a_player_with_one_card():
    # seat 2 leads ♦5; seat 3 must stop seat 0 (one card left) with its highest single
    state = rig(["HA", "D6 C7 H8 S9 DJ CJ", "D5 C5 H3 S3 DT CT", "C6 D9 HK C2 S4"], to_act=2)
    play(state, 2, "D5")
    assert played(choose(NormalBot(), state, 3)) == {"C2"}


def test_a_five_card_answer_sheds_cards_when_a_player_is_about_to_go_out():
    # seat 1 leads a straight with two cards left after it; seat 2 answers with its flush
    state = rig(["D4 H9 SJ D8 C8 C9", "D3 C4 H5 S6 D7 SK DK", "H3 H6 H8 HJ HA C3 D6 S7", "DJ CJ S8 S9 DA CA"],
                to_act=1)
    play(state, 1, "D3 C4 H5 S6 D7")
    assert played(choose(NormalBot(), state, 2)) == {"H3", "H6", "H8", "HJ", "HA"}


@pytest.mark.parametrize("hand, free", [
    ("D5 D6 D7 D8 D9 CJ", "CJ"),            # a straight flush and a free jack
    ("D8 C8 H8 S8 DQ SK", "SK"),            # a four with its kicker and a free king
])
def test_a_low_single_is_answered_with_a_free_single_not_by_breaking_a_strong_hand(hand, free):
    state = rig(["H4 C5 S6 CT", hand, "D3 C3 HT ST DQ CQ H5 C9", "DJ SJ S9 H9 DK CK S3 C6"])
    play(state, 0, "H4")
    assert played(choose(NormalBot(), state, 1)) == {free}


def test_the_spade_two_is_not_kept_in_a_big_hand_when_a_player_is_about_to_go_out():
    # seat 2 is down to one card; seat 1 answers seat 0's pair with its 2s (♠2 among nine cards)
    # rather than its cheapest pair, so the ♠2 cannot double a big loss
    state = rig(["D4 C4 C9 HJ SQ", "D5 C5 H7 D9 CJ HQ DK H2 S2", "HA", "DJ SJ S9 H9 CK HK S3 C7"])
    play(state, 0, "D4 C4")
    assert played(choose(NormalBot(), state, 1)) == {"H2", "S2"}


def test_the_first_lead_holds_the_diamond_three_in_the_best_combination():
    # ♦3 starts a straight 3-7: lead the whole straight, not the lonely ♦3
    state = rig(["D3 C4 H5 S6 D7 HJ SJ CQ SK", "S3 D4 H6", "C3 H4 S5", "H3 S4 D5"], first_lead=True)
    action = choose(NormalBot(), state, 0)
    assert played(action) == {"D3", "C4", "H5", "S6", "D7"}
    # ♦3 with its pair mate: the pair, not a single that breaks it
    state = rig(["D3 C3 H5 S7 D9 HJ SQ CK SA", "S3 D4 H6", "H3 H4 S5", "C4 S4 D5"], first_lead=True)
    assert played(choose(NormalBot(), state, 0)) == {"D3", "C3"}


@pytest.mark.parametrize("seed", range(8))
def test_every_level_leads_the_diamond_three_at_a_matchs_first_lead(seed):
    state = fresh_state(seed)
    seat = state.to_act()[0]
    for bot in (EasyBot(), NormalBot(), quick_hard()):
        assert "D3" in played(choose(bot, state, seat, seed))


# --- the hard player ---------------------------------------------------------------------------


def test_hard_respects_its_time_budget(monkeypatch):
    """The search begins no world that would end past the bot's budget at its pace so far (read on
    a made-up clock, 0.1 s a world): with 0.25 s the third world would end at 0.3 s, so two are
    played, though the cap allows a million play-outs."""
    from ai.big2 import search as big2_search

    outcomes = searches_on_a_made_up_clock(monkeypatch, big2_search)
    state = fresh_state(3)
    play(state, state.to_act()[0], "D3")   # the first lead; the next seat has several answers
    action = choose(HardBot(time_budget=0.25, iterations=1_000_000), state, state.to_act()[0])
    assert isinstance(action, Play)
    assert [(outcome.stopped, outcome.worlds) for outcome in outcomes] == [("time", 2)]


def test_hard_answers_a_forced_pass_at_once(monkeypatch):
    """At once: without sampling a single world."""
    from ai.big2 import search as big2_search

    outcomes = searches_on_a_made_up_clock(monkeypatch, big2_search)
    state = rig(["D4 C5", "S2 H6", "D6 C7", "D7 C8"])
    play(state, 0, "D4")
    state.apply(1, Play(cards("S2")))
    assert choose(HardBot(), state, 2) == Pass()
    assert sum(outcome.worlds for outcome in outcomes) == 0


@pytest.mark.parametrize("make", [EasyBot, NormalBot, quick_hard])
def test_the_same_seed_gives_the_same_choice(make):
    state = fresh_state(11)
    seat = state.to_act()[0]
    first = [choose(make(), state, seat, seed=5) for _ in range(2)]
    assert first[0] == first[1]


def test_hard_takes_the_one_play_that_goes_out():
    state = rig(["D3 C4 H5 S6 D7", "S3 D4 H6", "C3 H4 S5", "H3 S4 D5"])
    assert played(choose(quick_hard(), state, 0)) == {"D3", "C4", "H5", "S6", "D7"}


# --- the shared plumbing -------------------------------------------------------------------------


def test_as_legal_hands_back_the_listed_object_or_a_safe_choice():
    state = rig(["D4 C4 H9 SJ", "SK HK", "D5 C6", "D6 C7"])
    play(state, 0, "D4")
    legal = state.legal_actions(1)
    move = next(m for m in legal.moves if m[0] == mask("SK"))
    assert as_legal(move, legal) is legal[legal.moves.index(move) + 1]
    assert as_legal(None, legal) == Pass()
    plain = list(legal)
    assert as_legal(move, plain, pack) == Play(cards("SK"))
    foreign = (mask("D2"), classify(mask("D2")))
    assert as_legal(foreign, legal) == Pass()          # not listed: pass, never a crash
    state = rig(["D4 C4 H9 SJ", "SK HK", "D5 C6", "D6 C7"])
    lead_legal = state.legal_actions(0)
    assert as_legal(foreign, lead_legal) is lead_legal[0]


def test_search_stops_on_a_clear_winner_and_keeps_to_the_cap():
    settings = SearchSettings(time_budget=CAP_BINDS, iterations=300, width=3, min_worlds=5)
    outcome = search(["a", "b", "c"], lambda rng: rng.random(),
                     lambda world, c: {"a": 0.0, "b": 1.0, "c": 0.5}[c] + world, random.Random(1), settings)
    assert outcome.best == 1 and outcome.stopped == "clear" and outcome.worlds == 5
    flat = search(["a", "b"], lambda rng: rng.random(), lambda world, c: world, random.Random(1), settings)
    assert flat.best == 0 and flat.stopped == "iterations" and flat.worlds == 150
    assert search(["only"], lambda rng: 0, lambda w, c: 0.0, random.Random(1)).stopped == "single"


# --- bots see observations only ------------------------------------------------------------------


def test_bot_modules_never_import_the_state():
    """Only ``sample_world`` builds states (hypothetical worlds); no bot module names the class."""
    for package in BOT_PACKAGES:
        for path in sorted((AI_ROOT / package).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom):
                    names = {alias.name for alias in node.names}
                    assert not names & {"Big2State", "new_state", "ClimbingState"}, path
                if isinstance(node, ast.Name):
                    assert node.id not in ("Big2State", "ClimbingState"), path


def test_bots_decide_from_a_bare_observation_and_a_plain_list():
    state = fresh_state(21)
    seat = state.to_act()[0]
    observation = state.observe(seat)
    assert not any(isinstance(v, type(state)) for v in vars(observation).values())
    legal = list(state.legal_actions(seat))
    for bot in (EasyBot(), NormalBot(), quick_hard()):
        assert bot.choose(observation, legal, random.Random(1)) in legal
