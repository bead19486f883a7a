"""斗地主 computer players: legal in every phase, sensible in the classic situations, bounded in time.

Bots see only what ``state.observe(seat)`` gives them and the legal list; the
last tests check that the bot modules cannot reach a state any other way.
"""
import ast
import pathlib
import random

import pytest

from ai.base import RandomBot
from ai.doudizhu import EasyBot, HardBot, NormalBot
from ai.doudizhu.bidding import bid_target, choose_bid
from ai.doudizhu.counting import can_beat, view_of_observation
from ai.doudizhu.decompose import decompose
from ai.climbing.search import beats_first
from ai.registry import make_bot
from engine.actions import Bid, Pass, Play
from engine.climbing.tables import DOUDIZHU
from engine.climbing.combos import classify
from engine.climbing.ranks import card_total
from engine.climbing.variants.doudizhu_view import DoudizhuObservation
from engine.match import Match
from tests.engine.ddz_helpers import cards_in, choose, landlord_is, rig
from tests.notation import packed
from tests.search_clock import CAP_BINDS, searches_on_a_made_up_clock

AI_ROOT = pathlib.Path(__file__).resolve().parents[2] / "ai"


def quick_hard():
    """A hard bot with a small play-out cap, so that whole hands stay fast in tests; its time
    budget (:data:`tests.search_clock.CAP_BINDS`) never binds, so the cap ends every search on a
    loaded machine as on an idle one and a seed gives one choice."""
    return HardBot(time_budget=CAP_BINDS, iterations=24, width=3, min_worlds=4)


def play_match_hands(bots, seed, hands, as_list=False):
    """Drive a Match with bots only; every chosen action must be one of the legal entries."""
    match = Match.new("doudizhu", {"match_hands": 6}, seed=seed)
    rng = random.Random(seed)
    played = 0
    while played < hands and not match.state.is_match_over:
        state = match.state
        if state.phase == "hand_over":
            match.apply(-1, state.legal_actions(-1)[0])
            continue
        seat = state.to_act()[0]
        observation = state.observe(seat)
        assert isinstance(observation, DoudizhuObservation)
        legal = state.legal_actions(seat)
        if as_list:
            legal = list(legal)
        action = bots[seat].choose(observation, legal, rng)
        assert action in legal, (state.phase, action)
        state.validate(seat, action)
        events = match.apply(seat, action)
        played += any(e.kind == "hand_over" for e in events)
    return match


# --- legality over whole hands ------------------------------------------------------------


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
@pytest.mark.parametrize("seed", range(4))
def test_every_level_plays_whole_hands_legally(level, seed):
    bots = [make_bot("doudizhu", level) for _ in range(3)]
    play_match_hands(bots, seed, hands=3, as_list=seed % 2 == 1)


def test_mixed_table_with_a_hard_bot_plays_legally():
    bots = [quick_hard(), NormalBot(), EasyBot()]
    play_match_hands(bots, seed=7, hands=1)


def test_registry_levels_and_unknown_games():
    assert isinstance(make_bot("doudizhu", "random"), RandomBot)
    assert isinstance(make_bot("doudizhu", "easy"), EasyBot)
    assert isinstance(make_bot("doudizhu", "normal"), NormalBot)
    assert isinstance(make_bot("doudizhu", "hard"), HardBot)
    with pytest.raises(KeyError):
        make_bot("no-such-game", "normal")
    with pytest.raises(ValueError):
        make_bot("doudizhu", "grandmaster")


# --- decomposition ------------------------------------------------------------------------


@pytest.mark.parametrize("hand, plays", [
    ("3 4 5 6 7 8 9 10 J Q K A", 1),                  # one long straight
    ("3 3 3 4 4 4 5 6", 1),                            # a plane with two single wings
    ("3 4 5 6 7 9 9 9 J J", 2),                        # straight + triple with a pair
    ("3 3 4 4 5 5 7 7 7 9", 2),                        # pair straight + triple with a single
    ("3 3 3 4 4 4 5 6 7 7 2 2 BJ RJ", 4),              # plane+wings, 77, 22, rocket
    ("3 4 5 6 7 7 8 9 10 J", 2),                       # two straights, not a straight and singles
    ("5 5 5 5 8 9 K", 4),                              # the bomb is kept whole
])
def test_decomposition_finds_the_fewest_plays(hand, plays):
    split = decompose(packed(hand))
    assert split.plays == plays, [(g[1].kind, g[1].key) for g in split.groups]
    assert sum(g[0] for g in split.groups) == packed(hand)


# --- card counting -----------------------------------------------------------------------------


def test_counting_knows_the_unseen_cards_and_the_landlords_kitty():
    state = Match.new("doudizhu", {"match_hands": 6}, seed=4).state
    landlord_is(state, state.turn)
    landlord = state.landlord
    farmer = (landlord + 1) % 3
    lead = choose(NormalBot(), state, landlord)
    state.apply(landlord, lead)
    view = view_of_observation(state.observe(farmer))
    assert card_total(view.unseen) == 54 - 17 - len(lead.cards)
    kitty_left = [c for c in state.kitty if c not in lead.cards]
    assert card_total(view.landlord_known) == len(kitty_left)
    assert view.partner == (landlord + 2) % 3 and view.opponents == (landlord,)
    assert view_of_observation(state.observe(landlord)).landlord_known == 0


def test_a_play_is_a_control_only_when_nothing_unseen_beats_it():
    big_joker = classify(packed("RJ"), None, DOUDIZHU)
    ace = classify(packed("A"), None, DOUDIZHU)
    assert not can_beat(packed("3 4 2 2 BJ"), big_joker, max_cards=5)
    assert can_beat(packed("3 4 2"), ace, max_cards=3)
    assert not can_beat(packed("3 4 K"), ace, max_cards=3)
    assert can_beat(packed("5 5 5 5 3"), ace, max_cards=5)           # a bomb answers anything
    assert not can_beat(packed("5 5 5 5 3"), ace, max_cards=5, bombs=False)
    assert not can_beat(packed("5 5 5 5 3"), ace, max_cards=3)        # nobody holds four cards


# --- card play in the classic situations ---------------------------------------------------




def test_farmer_lets_the_partners_play_stand_when_overtaking_gains_nothing():
    # seat 1 landlord with many cards; partner (seat 2) beats his 3 with a 5;
    # seat 0 holds bigger singles, none high enough to press the landlord (顶牌), and
    # passing costs nothing.
    state = rig(["6 9 10 3 4 4", "3 4 7 8 10 Q Q 8", "5 6 7 9 10"], face_up_seat=1)
    landlord_is(state, 1)
    state.apply(1, Play(cards_in(state, 1, "3")))
    state.apply(2, Play(cards_in(state, 2, "5")))
    assert choose(NormalBot(), state, 0) == Pass()


def test_farmer_does_not_bomb_the_partners_pair_of_twos():
    state = rig(["9 9 9 9 4 6", "3 3 7 8 10 Q Q 8", "2 2 7 J"], face_up_seat=1)
    landlord_is(state, 1)
    state.apply(1, Play(cards_in(state, 1, "3 3")))
    state.apply(2, Play(cards_in(state, 2, "2 2")))
    assert choose(NormalBot(), state, 0) == Pass()


def test_farmer_plays_the_biggest_single_when_the_landlord_next_has_one_card():
    # the landlord (seat 1, next after seat 0) is down to one card after leading his 3;
    # the partner's low 5 would let him out, so seat 0 overtakes with its biggest single.
    state = rig(["4 6 9 K 2", "3 A", "5 7 8 10 J"], face_up_seat=1)
    landlord_is(state, 1)
    state.apply(1, Play(cards_in(state, 1, "3")))
    state.apply(2, Play(cards_in(state, 2, "5")))
    action = choose(NormalBot(), state, 0)
    assert action == Play(cards_in(state, 0, "2"))


def farmer_leads_against_a_one_card_landlord(farmer_hand):
    """Seat 2 wins a round with a 2 and leads; the landlord (seat 1) holds just the A."""
    state = rig(["4 6 9 Q", "3 A", "2 " + farmer_hand], face_up_seat=1)
    landlord_is(state, 1)
    state.apply(1, Play(cards_in(state, 1, "3")))
    state.apply(2, Play(cards_in(state, 2, "2")))
    state.apply(0, Pass())
    state.apply(1, Pass())
    assert state.turn == 2 and state.lead is None and len(state.hands[1]) == 1
    return state


def test_no_single_lead_against_a_landlord_with_one_card():
    state = farmer_leads_against_a_one_card_landlord("5 7 7 8 10 J")
    assert choose(NormalBot(), state, 2) == Play(cards_in(state, 2, "7 7"))


def test_only_singles_left_against_a_one_card_landlord_lead_the_biggest():
    state = farmer_leads_against_a_one_card_landlord("5 8 10 K")
    assert choose(NormalBot(), state, 2) == Play(cards_in(state, 2, "K"))


def test_landlord_answers_a_single_with_the_biggest_when_a_farmer_has_one_card():
    # farmer seat 2 is down to one card; the landlord (seat 1) must stop him
    state = rig(["3 4 5", "6 8 10 Q 2 9 9", "7 K"], face_up_seat=1)
    landlord_is(state, 1)
    state.apply(1, Play(cards_in(state, 1, "9 9")))
    state.apply(2, Pass())
    state.apply(0, Pass())
    state.apply(1, Play(cards_in(state, 1, "6")))
    state.apply(2, Play(cards_in(state, 2, "7")))
    state.apply(0, Pass())
    assert choose(NormalBot(), state, 1) == Play(cards_in(state, 1, "2"))


# --- bidding ---------------------------------------------------------------------------------


def test_a_rocket_with_twos_and_a_bomb_bids_three():
    strong = packed("BJ RJ 2 2 9 9 9 9 3 4 6 7 8 J Q K K")
    assert bid_target(strong) == 3
    assert choose_bid(strong, current_high=2) == 3


def test_a_weak_hand_passes():
    weak = packed("3 3 4 5 6 7 7 8 9 9 10 J J Q K K A")
    assert bid_target(weak) == 0
    assert choose_bid(weak, current_high=0) == 0


def test_bots_bid_through_the_legal_list():
    state = rig(["BJ RJ 2 2 9 9 9 9 3 4 6 7 8 J Q K K", "3 4", "5 6"], face_up_seat=0)
    assert choose(NormalBot(), state, 0) == Bid(3)
    assert choose(EasyBot(), state, 0) in (Bid(2), Bid(3))


# --- the hard player ---------------------------------------------------------------------------


def hard_decision_state(seed=3):
    """A real deal at the landlord's first lead (many candidate moves)."""
    state = Match.new("doudizhu", {"match_hands": 6}, seed=seed).state
    landlord_is(state, state.turn)
    return state


def test_hard_respects_its_time_budget(monkeypatch):
    """The search begins no world that would end past the bot's budget at its pace so far (read on
    a made-up clock, 0.1 s a world): with 0.25 s the third world would end at 0.3 s, so two are
    played, though the cap allows a million play-outs."""
    from ai.doudizhu import search as doudizhu_search

    outcomes = searches_on_a_made_up_clock(monkeypatch, doudizhu_search)
    state = hard_decision_state()
    action = choose(HardBot(time_budget=0.25, iterations=1_000_000), state, state.turn)
    assert isinstance(action, Play)
    assert [(outcome.stopped, outcome.worlds) for outcome in outcomes] == [("time", 2)]


def test_hard_answers_a_forced_pass_at_once(monkeypatch):
    """At once: without sampling a single world."""
    from ai.doudizhu import search as doudizhu_search

    outcomes = searches_on_a_made_up_clock(monkeypatch, doudizhu_search)
    state = rig(["3 4 5", "6 2 8", "7 9 10"], face_up_seat=1)
    landlord_is(state, 1)
    state.apply(1, Play(cards_in(state, 1, "2")))
    assert choose(HardBot(), state, 2) == Pass()
    assert sum(outcome.worlds for outcome in outcomes) == 0


@pytest.mark.parametrize("make", [EasyBot, NormalBot, quick_hard])
def test_the_same_seed_gives_the_same_choice(make):
    state = hard_decision_state(seed=11)
    seat = state.turn
    first = [choose(make(), state, seat, seed=5) for _ in range(2)]
    assert first[0] == first[1]


def test_the_search_keeps_the_policys_move_unless_another_is_clearly_better():
    """Worlds are shared, so moves are compared world by world: a move that wins three
    worlds the policy's move loses, and loses two it wins, is not clearly better; one that
    wins fourteen more and loses none is."""
    policy = [1.0] * 20 + [-1.0] * 20
    lucky = [-1.0, -1.0] + [1.0] * 18 + [1.0, 1.0, 1.0] + [-1.0] * 17
    clear = [1.0] * 34 + [-1.0] * 6
    assert sum(lucky) > sum(policy)
    assert not beats_first(lucky, policy, 1.0)
    assert beats_first(clear, policy, 1.0)
    assert not beats_first(policy, policy, 1.0)


# --- bots see observations only ------------------------------------------------------------------


def test_bot_modules_never_import_the_state():
    """Only ``sample_world`` builds states (hypothetical worlds); no bot module names the class."""
    for path in sorted(AI_ROOT.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                names = {alias.name for alias in node.names}
                assert "DoudizhuState" not in names, path
                assert "new_state" not in names, path
            if isinstance(node, ast.Name):
                assert node.id != "DoudizhuState", path


def test_bots_decide_from_a_bare_observation_and_a_plain_list():
    """The observation is a frozen value with no way back to the state, and a list is enough."""
    state = hard_decision_state(seed=21)
    seat = state.turn
    observation = state.observe(seat)
    assert not any(isinstance(v, type(state)) for v in vars(observation).values())
    legal = list(state.legal_actions(seat))
    for bot in (EasyBot(), NormalBot(), quick_hard()):
        assert bot.choose(observation, legal, random.Random(1)) in legal


def test_bots_hand_back_the_listed_play_object():
    """Returning the engine's own entry lets the table skip re-checking the play."""
    state = hard_decision_state(seed=8)
    seat = state.turn
    legal = state.legal_actions(seat)
    action = NormalBot().choose(state.observe(seat), legal, random.Random(1))
    assert any(action is entry for entry in legal)
