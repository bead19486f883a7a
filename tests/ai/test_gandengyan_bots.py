"""干瞪眼 computer players: legal choices over whole hands at 2, 4 and 6 seats in both variants,
the split, the counting, the lead and follow policy, and that bots see observations only.

The last tests check that the bot modules cannot reach a state any other way.
"""
import ast
import pathlib
import random

import pytest

from ai.base import RandomBot
from ai.climbing import as_legal
from ai.gandengyan import EasyBot, HardBot, NormalBot
from ai.gandengyan.knowledge import FULL_DECK, view_of_observation
from ai.gandengyan.plan import plan, play_cost
from ai.gandengyan.policy import choose_play, ranked_plays
from ai.registry import make_bot
from engine.actions import Pass, Play
from engine.cards import Card
from engine.climbing.round import Round
from engine.climbing.variants.gandengyan import SPEC, WINNER_SPEC, GandengyanObservation
from engine.climbing.variants.gandengyan_moves import GANDENGYAN_ORDER, MOVES
from engine.match import Match, SeatPlayer
from tests import playing
from tests.search_clock import CAP_BINDS

AI_ROOT = pathlib.Path(__file__).resolve().parents[2] / "ai"
PACK = GANDENGYAN_ORDER.pack
SPECS = {"gandengyan": SPEC, "gandengyan-winner": WINNER_SPEC}


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.from_code(code) for code in text.split())


def quick_hard():
    """A hard bot with a small play-out cap, so that whole hands stay fast in tests; its time
    budget (:data:`tests.search_clock.CAP_BINDS`) never binds, so the cap ends every search on a
    loaded machine as on an idle one and a seed gives one choice."""
    return HardBot(time_budget=CAP_BINDS, iterations=24, width=3, min_worlds=4)


def fresh_state(variant="gandengyan", seats=4, seed=0):
    spec = SPECS[variant]
    return spec.new_state(spec.resolved_options({}), random.Random(seed), seats)


def rig(hands, to_act=0, stock="", variant="gandengyan"):
    """A hand in play with these cards (codes per seat) and stock; ``to_act`` deals and leads."""
    state = fresh_state(variant, len(hands))
    state.hands = [set(cards(text)) for text in hands]
    state.piles = [state.encoding.piles(h) for h in state.hands]
    state.stock = list(cards(stock))
    state.round = Round([PACK(h) for h in state.hands], to_act, MOVES, state.round_rules,
                        stock=[PACK((c,)) for c in state.stock])
    state.dealer = to_act
    state.round_plays, state.history, state.history_readings = [], [], []
    return state


def choose(bot, state, seat, seed=0):
    legal = state.legal_actions(seat)
    action = bot.choose(state.observe(seat), legal, random.Random(seed))
    assert any(action is entry for entry in legal)
    return action


def play_hands(bots, variant, seats, seed, hands=1, as_list=False):
    """Whole hands with bots only (tests/playing.py); every chosen action must be a listed entry."""
    match = Match.new(variant, seed=seed, players=tuple(SeatPlayer() for _ in range(seats)))
    return playing.play_hands(match, bots, hands, as_list=as_list, watch=_sees_its_view, deal_next=True).state


def _sees_its_view(state, seat, observation, action):
    assert isinstance(observation, GandengyanObservation)


# --- legality over whole hands ------------------------------------------------------------------


@pytest.mark.parametrize("variant", ["gandengyan", "gandengyan-winner"])
@pytest.mark.parametrize("seats", [2, 4, 6])
@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_every_level_plays_whole_hands_legally(level, seats, variant):
    for seed in range(3):
        bots = [make_bot(variant, level) for _ in range(seats)]
        play_hands(bots, variant, seats, seed, hands=2, as_list=seed == 2)


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_a_mixed_table_with_a_hard_bot_plays_legally(seats):
    bots = [quick_hard(), NormalBot(), EasyBot(), RandomBot(), NormalBot(), EasyBot()][:seats]
    play_hands(bots, "gandengyan", seats, seed=7)
    play_hands(bots, "gandengyan-winner", seats, seed=8, as_list=True)


def test_registry_knows_the_levels():
    for variant in SPECS:
        assert isinstance(make_bot(variant, "random"), RandomBot)
        assert isinstance(make_bot(variant, "easy"), EasyBot)
        assert isinstance(make_bot(variant, "normal"), NormalBot)
        assert isinstance(make_bot(variant, "hard"), HardBot)


# --- the split (拆牌) -------------------------------------------------------------------------------


@pytest.mark.parametrize("hand, plays", [
    ("S3 H4 D5 C6 S7", 1),               # one straight
    ("S3 H4 BJ C6 S7", 1),               # the joker fills the straight
    ("S3 H3 S4 H4 S9", 2),               # 连对 + single
    ("S9 H9 D9 SK", 2),                  # bomb + single
    ("S3 S8 SK", 3),
    ("BJ S3 S8", 2),                     # the joker pairs a card (8 + 王), never alone before the end
])
def test_the_split_needs_few_plays(hand, plays):
    assert plan(PACK(cards(hand))).plays == plays


def test_the_split_keeps_the_jokers_out_of_lonely_plays():
    split = plan(PACK(cards("BJ S3 S8 SK")))
    for actual, found, virtual in split.groups[:-1]:
        assert actual != actual & (15 << 52)
    assert play_cost(PACK(cards("S3 S8 SK")), PACK(cards("S3"))) < play_cost(PACK(cards("S3 S8 S2")), PACK(cards("S2")))


def test_counting_knows_the_unseen_cards():
    state = rig(["S3 S9 SK", "H4 H9", "D8 DT", "CT CJ"])
    state.apply(0, Play(cards("S3")))
    view = view_of_observation(state.observe(1))
    assert view.unseen == FULL_DECK - PACK(cards("H4 H9")) - PACK(cards("S3"))
    assert view.lead.kind == "single" and view.lead_seat == 0


# --- the policy --------------------------------------------------------------------------------


def test_goes_out_when_the_hand_is_one_play():
    state = rig(["S3 H4 BJ", "H9 HK", "D8 DT", "CT CJ"])
    action = choose(NormalBot(), state, 0)
    assert set(action.cards) == set(cards("S3 H4 BJ"))


def test_answers_with_the_card_one_higher_and_keeps_the_two():
    state = rig(["S3 S9 SK", "H4 H2 H8 HQ", "D8 DT", "CT CJ"])
    state.apply(0, Play(cards("S3")))
    action = choose(NormalBot(), state, 1)
    assert action.cards == cards("H4")
    state = rig(["S5 S9 SK S7", "H4 H2 H8 HQ", "D8 DT D9", "CT CJ C9"])
    state.apply(0, Play(cards("S5")))
    assert choose(NormalBot(), state, 1) == Pass()    # only the 2 answers: kept for later


def test_spends_the_two_when_someone_is_about_to_go_out():
    state = rig(["S5 S9", "H4 H2 H8 HQ", "D8 DT D9", "CT CJ C9"])
    state.apply(0, Play(cards("S5")))
    action = choose(NormalBot(), state, 1)
    assert action.cards == cards("H2")


def test_spends_the_two_when_it_decides_the_hand():
    state = rig(["S5 S9 SK", "H2 H8 H9 HT", "D8 DT D9", "CT CJ C9"])
    state.apply(0, Play(cards("S5")))
    assert choose(NormalBot(), state, 1).cards == cards("H2")   # then 8 9 10 goes out


def test_no_single_lead_against_a_player_with_one_card():
    state = rig(["S3 S9 SK H7 D7", "H4", "D8 DT D9 C3 C4", "CT CJ C9 C5 C6"])
    action = choose(NormalBot(), state, 0)
    assert len(action.cards) > 1


def test_ranked_plays_start_with_the_policy_choice():
    state = rig(["S3 S9 SK H7 D7", "H4 H5 H6", "D8 DT D9 C3 C4", "CT CJ C9 C5 C6"])
    view = view_of_observation(state.observe(0))
    ranked = ranked_plays(view, 4)
    assert ranked[0] == choose_play(view) and len(ranked) == 4
    assert len({(m[0], m[1]) for m in ranked}) == 4


def test_the_easy_player_plays_low():
    state = rig(["S3 S9 SK H7", "H4 H5 H6", "D8 DT D9", "CT CJ C9"])
    action = choose(EasyBot(), state, 0)
    assert Card.from_code("S3") in action.cards


def test_the_easy_player_leads_one_card_at_a_time_where_normal_sheds_a_group():
    """A beginner puts down his smallest card, not the 连牌 or pair it belongs to."""
    state = rig(["S3 H4 D5 S9 SK", "H8 HQ H3 H6", "D8 DT D9 D3", "CT CJ C9 C4"])
    assert choose(EasyBot(), state, 0).cards == cards("S3")
    assert len(choose(NormalBot(), state, 0).cards) == 3          # 3 4 5 together
    state = rig(["S7 H7 S9 SK BJ", "H8 HQ", "D8 DT D9", "CT CJ C9"])
    assert choose(EasyBot(), state, 0).cards in (cards("S7"), cards("H7"))


def test_the_easy_player_spends_its_two_where_normal_keeps_it():
    state = rig(["S5 S9 SK S7", "H4 H2 H8 HQ", "D8 DT D9", "CT CJ C9"])
    state.apply(0, Play(cards("S5")))
    assert choose(NormalBot(), state, 1) == Pass()
    assert choose(EasyBot(), state, 1).cards == cards("H2")


def test_the_easy_player_bombs_a_low_single_at_once():
    state = rig(["S5 S9 SK S7 S3", "H9 D9 C9 HQ HK", "D8 DT D4 D3", "CT CJ C3 C4"],
                stock="S4 S6 S8 H3")
    state.apply(0, Play(cards("S5")))
    assert choose(NormalBot(), state, 1) == Pass()
    assert set(choose(EasyBot(), state, 1).cards) == set(cards("H9 D9 C9"))


def test_the_easy_player_answers_with_the_smallest_fit_and_goes_out_when_it_can():
    state = rig(["S5 S9 SK S7", "H6 H2 H8 HQ", "D8 DT D9", "CT CJ C9"])
    state.apply(0, Play(cards("S5")))
    assert choose(EasyBot(), state, 1).cards == cards("H6")      # the 6, not the 2
    state = rig(["S5 S6 S7 SK", "H6 H7 H8", "D8 DT D9", "CT CJ C9"])
    state.apply(0, Play(cards("S5 S6 S7")))
    assert set(choose(EasyBot(), state, 1).cards) == set(cards("H6 H7 H8"))   # out


def test_the_hard_player_picks_a_listed_action():
    state = rig(["S3 S9 SK H7 BJ", "H4 H5 H6", "D8 DT D9", "CT CJ C9"], stock="S4 S5 S6 S7 S8")
    action = choose(quick_hard(), state, 0, seed=3)
    assert isinstance(action, Play)


def test_as_legal_finds_a_move_with_its_reading():
    state = rig(["S3 S4 BJ S9", "H4 H5 H6", "D8 DT D9", "CT CJ C9"])
    legal = state.legal_actions(0)
    for i, move in enumerate(legal.moves):
        copy = (move[0], move[1], move[2])
        assert as_legal(copy, legal) is legal[i]


# --- bots see observations only -------------------------------------------------------------------


def test_bot_modules_never_import_the_state():
    """Only ``sample_world`` builds states (hypothetical worlds); no bot module names the class."""
    for path in sorted((AI_ROOT / "gandengyan").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                names = {alias.name for alias in node.names}
                assert not names & {"GandengyanState", "new_state", "ClimbingState"}, path
            if isinstance(node, ast.Name):
                assert node.id not in ("GandengyanState", "ClimbingState"), path


def test_bots_decide_from_a_bare_observation_and_a_plain_list():
    state = fresh_state(seed=21)
    seat = state.to_act()[0]
    observation = state.observe(seat)
    assert not any(isinstance(v, type(state)) for v in vars(observation).values())
    legal = list(state.legal_actions(seat))
    for bot in (EasyBot(), NormalBot(), quick_hard()):
        assert bot.choose(observation, legal, random.Random(1)) in legal


def test_bots_never_read_the_hidden_cards():
    """The same observation with other hidden cards (another stock, other hands) gives the
    normal player the same decision: it sees only the observation."""
    one = rig(["S3 S9 SK H7", "H4 H5 H6", "D8 DT D9", "CT CJ C9"], stock="S4 S5")
    two = rig(["S3 S9 SK H7", "C4 D5 S6", "H8 ST S9", "DT DJ D9"], stock="D4 C5")
    for state in (one, two):
        state.apply(0, Play(cards("S3")))
    assert one.observe(0).hand == two.observe(0).hand
    a = choose(NormalBot(), one, 1)
    b = choose(NormalBot(), two, 1)
    assert isinstance(a, Pass) == isinstance(b, Pass)
