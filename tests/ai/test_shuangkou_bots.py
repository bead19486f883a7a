"""双扣 computer players: legal over whole hands, team play in the classic situations, observation only.

Hands are written by rank: ``"3 3 5 T A 2 X Y"`` (T = 10, X = 小王, Y = 大王); each rank
takes the next unused physical card of the two decks. Bots see only what
``state.observe(seat)`` gives them and the legal list.
"""
import ast
import pathlib
import random

import pytest

from ai.base import RandomBot
from ai.climbing.teams import TeamView
from ai.registry import make_bot
from ai.shuangkou import EasyBot, HardBot, NormalBot
from ai.shuangkou.cards import can_beat, decompose
from ai.shuangkou.knowledge import view_of_observation
from engine.actions import Pass, Play
from engine.cards import BIG_JOKER, SMALL_JOKER, full_deck
from engine.climbing.combos import classify
from engine.climbing.legal import piles_of
from engine.climbing.ranks import DOUDIZHU_ORDER
from engine.climbing.round import Round
from engine.climbing.variants.shuangkou import ENCODING, MOVES, SHUANGKOU, SPEC, TEAMS, new_state
from engine.match import Match
from tests import playing
from tests.search_clock import CAP_BINDS, searches_on_a_made_up_clock

AI_ROOT = pathlib.Path(__file__).resolve().parents[2] / "ai"
BOT_PACKAGES = ("shuangkou", "climbing")
RANKS = {"T": 10, "J": 11, "Q": 12, "K": 13, "A": 14, "2": 2, "X": SMALL_JOKER, "Y": BIG_JOKER}


def dealer_of_cards():
    pool = {}
    for card in full_deck(0) + full_deck(1):
        pool.setdefault(card.rank, []).append(card)

    def take(text: str):
        found = []
        for label in text.split():
            rank = RANKS.get(label) or int(label)
            found.append(pool[rank].pop())
        return tuple(found)

    return take


def packed(text: str) -> int:
    return ENCODING.pack(dealer_of_cards()(text))


def fresh_state(seed: int):
    return new_state(SPEC.resolved_options({}), random.Random(seed))


def rig(hands, to_act=0):
    """A hand in play with these hands (ranks per seat); ``to_act`` leads."""
    take = dealer_of_cards()
    state = fresh_state(0)
    state.hands = [set(take(text)) for text in hands]
    state.piles = [piles_of(h, DOUDIZHU_ORDER) for h in state.hands]
    state.round = Round([ENCODING.pack(h) for h in state.hands], to_act, MOVES, state.round_rules,
                        teams=TEAMS)
    state.round_plays = []
    state.history = []
    return state


def play(state, seat, ranks):
    """``seat`` plays these ranks (any of its cards of them), or passes with ``""``."""
    if not ranks:
        state.apply(seat, Pass())
        return
    hand = sorted(state.hands[seat], key=lambda c: c.id)
    chosen = []
    for label in ranks.split():
        rank = RANKS.get(label) or int(label)
        card = next(c for c in hand if c.rank == rank and c not in chosen)
        chosen.append(card)
    state.apply(seat, Play(tuple(chosen)))


choose = playing.decide


ranks_of = playing.ranks_of


def quick_hard():
    """A hard bot with a small play-out cap, so that whole hands stay fast in tests; its time
    budget (:data:`tests.search_clock.CAP_BINDS`) never binds, so the cap ends every search on a
    loaded machine as on an idle one and a seed gives one choice."""
    return HardBot(time_budget=CAP_BINDS, iterations=12, width=3, min_worlds=3)


def play_hands(bots, seed, hands=1, as_list=False):
    """Whole hands with bots only (tests/playing.py); every chosen action must be a listed entry."""
    return playing.play_hands(Match.new("shuangkou", seed=seed), bots, hands, as_list=as_list,
                              deal_next=True).state


# --- whole hands -----------------------------------------------------------------------------


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_every_level_plays_whole_matches_legally(level):
    bots = [make_bot("shuangkou", level) for _ in range(4)]
    for seed in range(2):
        play_hands(bots, seed, hands=2, as_list=seed == 1)
    final = play_hands(bots, 5, hands=8)
    assert final.phase == "match_over"


def test_a_mixed_table_with_a_hard_bot_finishes_a_hand():
    bots = [quick_hard(), NormalBot(), EasyBot(), RandomBot()]
    state = play_hands(bots, seed=7, hands=1)
    assert state.phase in ("hand_over", "match_over") or state.hand_no == 2


def test_registry_knows_the_levels():
    assert isinstance(make_bot("shuangkou", "easy"), EasyBot)
    assert isinstance(make_bot("shuangkou", "normal"), NormalBot)
    assert isinstance(make_bot("shuangkou", "hard"), HardBot)
    assert isinstance(make_bot("shuangkou", "random"), RandomBot)


# --- the plan ---------------------------------------------------------------------------------


def test_the_plan_keeps_bombs_whole_and_finds_chains():
    split = decompose(packed("3 4 5 6 7 9 9 9 9 9 Q Q K K A A X X Y Y"))
    kinds = sorted(g[1].kind for g in split.groups)
    assert kinds == ["bomb", "pair_straight", "rocket", "straight"], kinds
    total = 0
    for part, found in split.groups:
        assert classify(part, None, SHUANGKOU) == found
        total += part
    assert total == packed("3 4 5 6 7 9 9 9 9 9 Q Q K K A A X X Y Y")


def test_counting_bombs_and_higher_plays():
    single_ace = classify(packed("A"), None, SHUANGKOU)
    assert can_beat(packed("2"), single_ace, 27, bombs=False)
    assert not can_beat(packed("K K"), single_ace, 27, bombs=False)
    assert can_beat(packed("5 5 5 5 5"), single_ace, 27, bombs=True)
    assert not can_beat(packed("5 5 5 5 5"), single_ace, 3, bombs=True)   # nobody holds five cards
    four = classify(packed("9 9 9 9"), None, SHUANGKOU)
    assert can_beat(packed("3 3 3 3 3"), four, 27) and not can_beat(packed("K K K"), four, 27)


# --- team play ---------------------------------------------------------------------------------


def test_the_partners_winning_play_is_not_overtaken():
    # seat 2 (my partner) leads a pair of 5s, seat 3 passes: seat 0 keeps its kings
    state = rig(["K K 4 8 J", "3 6 9 Q A 7 7 8 9", "5 5 6 6 T T J", "3 4 7 8 9 T Q"], to_act=2)
    play(state, 2, "5 5")
    play(state, 3, "")
    assert choose(NormalBot(), state, 0) == Pass()
    # the same pair of 5s played by an opponent is answered
    state = rig(["K K 4 8 J", "5 5 6 6 T T J", "3 6 9 Q A 7 7 8 9", "3 4 7 8 9 T Q"], to_act=1)
    play(state, 1, "5 5")
    play(state, 2, "")
    play(state, 3, "")
    assert ranks_of(choose(NormalBot(), state, 0)) == [13, 13]


def test_the_partners_play_is_covered_when_the_next_opponent_is_about_to_go_out():
    # seat 2 leads a single 5; seat 3 passes; seat 1 (next after me) has one card
    state = rig(["K A 4 8 8", "Q", "5 6 6 T T J 9 9", "3 4 7 8 9 T Q"], to_act=2)
    play(state, 2, "5")
    play(state, 3, "")
    assert ranks_of(choose(NormalBot(), state, 0)) == [14]


def test_a_partner_with_one_card_is_fed_a_low_single():
    state = rig(["3 3 3 9 9 K K A", "4 5 6 7 8 9 T J Q K", "Q", "4 5 6 7 8 9 T J Q 2"], to_act=0)
    action = choose(NormalBot(), state, 0)
    assert ranks_of(action) == [3]


def test_take_over_the_lead_from_a_partner_who_went_out():
    # seat 2 goes out with its last pair; seat 3 passes; seat 0 could beat it but lets it stand:
    # when seat 1 passes too, the lead comes to seat 0 (接风)
    state = rig(["K K 4 8 J", "3 6 9 Q A 7 7 8 9", "5 5", "3 4 7 8 9 T Q"], to_act=2)
    play(state, 2, "5 5")
    play(state, 3, "")
    assert choose(NormalBot(), state, 0) == Pass()
    play(state, 0, "")
    play(state, 1, "")
    assert state.round.to_act == 0 and state.round.lead is None


def test_a_bomb_stops_an_opponent_about_to_go_out():
    state = rig(["6 6 6 6 3 4 9 J", "8 8 Q", "3 5 7 9 J K A 2", "4 5 7 9 T Q K A"], to_act=1)
    play(state, 1, "8 8")
    play(state, 2, "")
    play(state, 3, "")
    assert ranks_of(choose(NormalBot(), state, 0)) == [6, 6, 6, 6]


def test_an_answer_that_goes_out_is_always_made():
    # even over the partner's play: out first is what the team wants
    state = rig(["K K", "3 3 7 9", "5 5 Q A 7 7 8 9", "3 4 7 8 9 T Q"], to_act=2)
    play(state, 2, "5 5")
    play(state, 3, "")
    assert ranks_of(choose(NormalBot(), state, 0)) == [13, 13]


def test_the_view_knows_the_partner_and_the_multiplier():
    state = rig(["K K", "5 5 5 5 5 7", "9 9 Q A 7 7 8 9", "3 4 7 8 9 T Q"], to_act=1)
    play(state, 1, "5 5 5 5 5")
    view = view_of_observation(state.observe(3))
    assert isinstance(view, TeamView)
    assert view.friends == (1,) and set(view.foes) == {0, 2}
    assert view.extra == (1, 2, 1, 2)


# --- the hard player ------------------------------------------------------------------------------


def test_hard_respects_its_time_budget_and_is_repeatable(monkeypatch):
    """The search begins no world that would end past the bot's budget at its pace so far (read on
    a made-up clock, 0.1 s a world): with 0.25 s the third world would end at 0.3 s, so two are
    played, though the cap allows a hundred thousand play-outs."""
    from ai.climbing import teams

    outcomes = searches_on_a_made_up_clock(monkeypatch, teams)
    state = fresh_state(3)
    seat = state.to_act()[0]
    choose(HardBot(time_budget=0.25, iterations=100_000), state, seat)
    assert [(outcome.stopped, outcome.worlds) for outcome in outcomes] == [("time", 2)]
    first = [choose(quick_hard(), state, seat, seed=5) for _ in range(2)]
    assert first[0] == first[1]


def test_hard_passes_at_once_when_nothing_answers(monkeypatch):
    """At once: without sampling a single world."""
    from ai.climbing import teams

    outcomes = searches_on_a_made_up_clock(monkeypatch, teams)
    state = rig(["3 4", "2 6", "5 7 8", "4 9 T"], to_act=1)
    play(state, 1, "2")
    assert choose(HardBot(), state, 2) == Pass()
    assert sum(outcome.worlds for outcome in outcomes) == 0


# --- observation only ------------------------------------------------------------------------------


def test_bot_modules_never_import_the_state():
    for package in BOT_PACKAGES:
        for path in sorted((AI_ROOT / package).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom):
                    names = {alias.name for alias in node.names}
                    assert not names & {"ShuangkouState", "new_state", "ClimbingState"}, path
                if isinstance(node, ast.Name):
                    assert node.id not in ("ShuangkouState", "ClimbingState"), path


def test_bots_decide_from_a_bare_observation_and_a_plain_list():
    state = fresh_state(21)
    seat = state.to_act()[0]
    observation = state.observe(seat)
    assert not any(isinstance(v, type(state)) for v in vars(observation).values())
    legal = list(state.legal_actions(seat))
    for bot in (EasyBot(), NormalBot(), quick_hard()):
        assert bot.choose(observation, legal, random.Random(1)) in legal
