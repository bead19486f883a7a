"""癞子斗地主 computer players: legal in every phase, sensible with wild 3s, bounded in time.

Rules: ``shared/rules/climbing.md`` § 癞子斗地主. Bots see only the observation and
the legal list; the last tests check that the bot modules cannot reach a state.
"""
import ast
import pathlib
import random

import pytest

from ai.base import RandomBot
from ai.doudizhu.bidding import bid_target as plain_bid_target
from ai.doudizhu.decompose import decompose
from ai.doudizhu_wild import EasyBot, HardBot, NormalBot
from ai.doudizhu_wild.bidding import bid_target
from ai.doudizhu_wild.counting import WildView, wild_can_beat
from ai.doudizhu_wild.fastsplit import split_score as fast_split_score
from ai.doudizhu_wild.plan import plan, stand_ins
from ai.doudizhu_wild.policy import choose_play
from ai.registry import make_bot
from engine.actions import Bid, Pass, Play
from engine.climbing.combos import combo
from engine.climbing.ranks import DOUDIZHU_ORDER, card_total
from engine.climbing.tables import BOMB, PAIR, SINGLE, SOFT_BOMB, STRAIGHT
from engine.climbing.variants.doudizhu_wild import SPEC, new_state
from engine.climbing.variants.wild_moves import read_play, wild_moves
from engine.climbing.variants.doudizhu_view import DoudizhuObservation
from engine.match import Match
from tests import playing
from tests.notation import Dealer, packed
from tests.search_clock import CAP_BINDS, searches_on_a_made_up_clock

AI_ROOT = pathlib.Path(__file__).resolve().parents[2] / "ai"
MOVES = wild_moves()


def quick_hard():
    """A hard bot with a small play-out cap, so that whole hands stay fast in tests; its time
    budget (:data:`tests.search_clock.CAP_BINDS`) never binds, so the cap ends every search on a
    loaded machine as on an idle one and a seed gives one choice."""
    return HardBot(time_budget=CAP_BINDS, iterations=16, width=3, min_worlds=4)


def strict(bot):
    """A bot that raises instead of falling back, so a bot/engine disagreement shows."""
    if hasattr(bot, "strict"):
        bot.strict = True
    return bot


def fresh(seed, **options):
    return new_state(SPEC.resolved_options({"match_hands": 0, **options}), random.Random(seed))


def rigged(hands, kitty="", face_up_seat=0, seed=1):
    """A state in the bidding phase whose deal is replaced by these rank texts."""
    state = fresh(seed)
    dealer = Dealer()
    state.hands = [set(dealer.cards(text)) for text in hands]
    state.kitty = dealer.cards(kitty)
    state.face_up_seat = face_up_seat
    state.face_up_card = min(state.hands[face_up_seat])
    state._turn = face_up_seat
    state._counted = None
    return state


def landlord_is(state, landlord):
    while state.phase == "bid":
        seat = state.to_act()[0]
        state.apply(seat, Bid(3) if seat == landlord else Pass())
    assert state.phase == "play" and state.to_act() == (landlord,)


def entry(state, seat, text, kind=None):
    """The legal entry of ``seat`` putting down these ranks (as ``kind`` if given)."""
    legal = state.legal_actions(seat)
    want = packed(text)
    for i, move in enumerate(legal.moves):
        if move[0] == want and (kind is None or move[1].kind == kind):
            return legal[i + legal.pass_allowed]
    raise AssertionError(f"{text} ({kind}) is not a legal play")


def play(state, seat, text, kind=None):
    state.apply(seat, entry(state, seat, text, kind))


def choose(bot, state, seat, seed=0):
    return playing.decide(strict(bot), state, seat, seed)


def combo_of(state, seat, action):
    """The Combo a chosen Play stands for (its reading, on the current lead)."""
    return read_play(DOUDIZHU_ORDER.pack(action.cards), action.reading, state.round.lead)


def play_hands(bots, seed, hands, as_list=False, watch=None):
    """Drive a match with bots only (tests/playing.py); every action must be a legal entry."""
    def sees_its_view(state, seat, observation, action):
        assert isinstance(observation, DoudizhuObservation)
        if watch is not None:
            watch(state, seat, observation, action)

    match = Match.new("doudizhu-wild", {"match_hands": 0}, seed)
    return playing.play_hands(match, bots, hands, as_list=as_list, watch=sees_its_view).state


# --- legality over whole hands ------------------------------------------------------------


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
@pytest.mark.parametrize("seed", range(5))
def test_every_level_plays_whole_hands_legally(level, seed):
    bots = [strict(make_bot("doudizhu-wild", level)) for _ in range(3)]
    play_hands(bots, seed, hands=3, as_list=seed % 2 == 1)


def test_mixed_table_with_a_hard_bot_plays_legally():
    bots = [strict(quick_hard()), strict(NormalBot()), strict(EasyBot())]
    play_hands(bots, seed=7, hands=1)
    bots = [strict(EasyBot()), strict(NormalBot()), strict(quick_hard())]
    play_hands(bots, seed=8, hands=1, as_list=True)


def test_registry_levels():
    assert isinstance(make_bot("doudizhu-wild", "random"), RandomBot)
    assert isinstance(make_bot("doudizhu-wild", "easy"), EasyBot)
    assert isinstance(make_bot("doudizhu-wild", "normal"), NormalBot)
    assert isinstance(make_bot("doudizhu-wild", "hard"), HardBot)


def test_a_move_missing_from_the_legal_list_falls_back_to_a_legal_action():
    state = fresh(3)
    landlord_is(state, state.to_act()[0])
    seat = state.to_act()[0]
    bot = NormalBot()
    bot.play = lambda observation, rng: (packed("3"), combo(BOMB, 14, 1, 9), 0)  # nonsense
    action = bot.choose(state.observe(seat), state.legal_actions(seat), random.Random(0))
    assert action in state.legal_actions(seat) and bot.fallbacks == 1
    assert isinstance(action, Play) and DOUDIZHU_ORDER.pack(action.cards) > 15  # not a lone 3


# --- the plan: what each 3 stands for ------------------------------------------------------


@pytest.mark.parametrize("hand, plays, kinds", [
    ("3 4 5 7 8", 1, {STRAIGHT}),                              # the 3 fills the gap: 4 5 6 7 8
    ("3 9 9 9 5 K", 3, {SOFT_BOMB, SINGLE}),                    # three 9s and a 3: a soft bomb
    ("3 RJ 4 4", 2, {SOFT_BOMB, PAIR}),                         # 大王 + 3 is a 大王 bomb
    ("3 4 4 5 6 6", 1, {"pair_straight"}),                      # the 3 pairs the 5: 44 55 66
    ("3 8 8 8 9 9 K A", 1, {"plane_singles"}),                  # 888 999 + K A
])
def test_the_plan_puts_the_threes_where_they_complete_something(hand, plays, kinds):
    found = plan(packed(hand))
    assert found.plays == plays, [(g[1].kind, g[1].key) for g in found.groups]
    assert {g[1].kind for g in found.groups} == kinds
    assert sum(g[0] for g in found.groups) == packed(hand)


def test_a_hand_that_is_one_play_goes_out_at_once():
    # the plan would keep 33+44 as a soft bomb and the 66 apart, but 44 55 66 ends the hand
    state = rigged(["3 3 4 4 6 6", "7 9 10 J", "Q A 2 2"], face_up_seat=0)
    landlord_is(state, 0)
    action = choose(NormalBot(), state, 0)
    assert len(action.cards) == 6 and combo_of(state, 0, action).kind == "pair_straight"


@pytest.mark.parametrize("seed", range(6))
def test_every_planned_group_is_a_legal_lead(seed):
    state = fresh(seed)
    for hand in state.packed:
        leads = {(m[0], m[1]) for m in MOVES.leads(hand)}
        for group in plan(hand).groups:
            assert (group[0], group[1]) in leads
            assert read_play(group[0], MOVES.reading_of(group[0], group[2]), None) == group[1]


def test_the_fast_split_score_is_the_decomposition_score():
    """The planner's inner loop scores virtual hands exactly as the 斗地主 decomposition does."""
    rng = random.Random(4)
    for seed in range(12):
        for hand in fresh(seed).packed:
            virtual = hand - (hand & 15)
            for _ in range(hand & 15):
                rank = rng.randrange(1, 13)
                if (virtual >> 4 * rank) & 15 < 4:
                    virtual += 1 << 4 * rank
            for one in (hand, virtual, virtual & 0xFFFFFFFF):
                assert fast_split_score(one) == pytest.approx(decompose(one).score)


# --- counting with wild 3s -----------------------------------------------------------------


def test_counting_sees_the_bombs_the_unseen_threes_make():
    soft_nine = combo(SOFT_BOMB, 6, 1, 4)
    hard_nine = combo(BOMB, 6, 1, 4)
    pair_aces = read_play(packed("A A"), (), None)
    assert wild_can_beat(packed("9 9 9 3"), pair_aces, 4)                 # a soft bomb
    assert not wild_can_beat(packed("9 9 9 3"), pair_aces, 4, bombs=False)
    assert wild_can_beat(packed("9 9 9 9"), soft_nine, 4)                 # hard over soft
    assert not wild_can_beat(packed("8 8 8 3 9 9 9"), hard_nine, 7)       # soft 9s lose to hard 9s
    assert wild_can_beat(packed("RJ 3"), hard_nine, 2)                    # 大王 + 3
    assert wild_can_beat(packed("K 3 5"), pair_aces, 3, bombs=False) is False
    assert wild_can_beat(packed("2 3 5"), pair_aces, 3, bombs=False)      # 2 + 3: a pair of 2s


# --- card play in the situations a player would check -------------------------------------


def test_the_landlord_leads_a_straight_the_three_completes():
    state = rigged(["3 4 5 7 8 K K", "6 9 10 J", "Q A 2 2"], face_up_seat=0)
    landlord_is(state, 0)
    action = choose(NormalBot(), state, 0)
    found = combo_of(state, 0, action)
    assert found.kind == STRAIGHT and found.key == DOUDIZHU_ORDER.index(8)
    assert len(action.cards) == 5 and any(card.rank == 3 for card in action.cards)


def test_a_soft_bomb_stops_a_farmer_about_to_go_out():
    # seat 2 (a farmer) leads a pair of aces with one card left; the landlord has no pair
    # above the aces, but three 9s and a 3: the soft bomb of 9s.
    state = rigged(["8 10 J Q", "3 9 9 9 4 6 K", "5 A A 7"], face_up_seat=1)
    landlord_is(state, 1)
    play(state, 1, "4")
    play(state, 2, "7")
    state.apply(0, Pass())
    state.apply(1, Pass())
    play(state, 2, "A A")
    state.apply(0, Pass())
    action = choose(NormalBot(), state, 1)
    found = combo_of(state, 1, action)
    assert found.kind == SOFT_BOMB and found.key == DOUDIZHU_ORDER.index(9)


def test_a_three_and_a_joker_make_a_bomb_when_it_matters():
    # the same, but the landlord's bomb is 大王 + 3
    state = rigged(["8 10 J Q", "3 RJ 4 6 K", "5 A A 7"], face_up_seat=1)
    landlord_is(state, 1)
    play(state, 1, "4")
    play(state, 2, "7")
    state.apply(0, Pass())
    state.apply(1, Pass())
    play(state, 2, "A A")
    state.apply(0, Pass())
    action = choose(NormalBot(), state, 1)
    assert combo_of(state, 1, action) == combo(SOFT_BOMB, 14, 1, 2)


def test_a_three_is_never_led_alone_while_it_can_join_other_cards():
    """Over whole hands: a normal player leads a lone 3 only when nothing else could take it."""
    lone = []

    def watch(state, seat, observation, action):
        if observation.phase != "play" or observation.lead is not None or not isinstance(action, Play):
            return
        if len(action.cards) == 1 and action.cards[0].rank == 3:
            hand = DOUDIZHU_ORDER.pack(observation.hand)
            others = [n for i, n in enumerate(_counts(hand)) if i and 0 < n < 4]
            if others:
                lone.append(observation.hand)

    for seed in range(6):
        play_hands([strict(NormalBot()) for _ in range(3)], seed, hands=2, watch=watch)
    assert not lone


def _counts(hand):
    from engine.climbing.ranks import counts

    return counts(hand)


def test_farmers_do_not_overtake_each_other():
    """Over whole hands: a farmer lets the partner's play stand unless the landlord, next,
    is nearly out (or the farmer goes out with the answer)."""
    overtakes = []

    def watch(state, seat, observation, action):
        landlord = observation.landlord
        if observation.phase != "play" or seat == landlord or observation.lead is None:
            return
        partner = 3 - seat - landlord
        if observation.lead_seat != partner or not isinstance(action, Play):
            return
        goes_out = len(action.cards) == len(observation.hand)
        guard = (seat + 1) % 3 == landlord and observation.card_counts[landlord] <= 2
        if not goes_out and not guard:
            overtakes.append((observation.hand, action))

    for seed in range(8):
        play_hands([strict(NormalBot()) for _ in range(3)], seed, hands=2, watch=watch)
    assert not overtakes


def test_farmer_lets_the_partners_play_stand():
    # seat 2 (landlord) leads a 4; seat 0's partner seat 1 ... seat order 2 → 0 → 1:
    # seat 0 beats with a 6, seat 1 could beat it with plenty but passes.
    state = rigged(["6 8 8 J", "3 9 10 K A 2", "4 5 7 Q Q Q 10"], face_up_seat=2)
    landlord_is(state, 2)
    play(state, 2, "4")
    play(state, 0, "6")
    assert choose(NormalBot(), state, 1) == Pass()


def test_the_easy_player_hardly_ever_spends_a_three_as_a_stand_in():
    """Going out aside, the easy player keeps its 3s as 3s far more than the normal one."""
    uses = {"easy": 0, "normal": 0}

    def counter(level):
        def watch(state, seat, observation, action):
            if observation.phase != "play" or not isinstance(action, Play):
                return
            if len(action.cards) < len(observation.hand) and any(r != 3 for r in action.reading):
                uses[level] += 1
        return watch

    for seed in range(4):
        play_hands([strict(EasyBot()) for _ in range(3)], seed, hands=2, watch=counter("easy"))
        play_hands([strict(NormalBot()) for _ in range(3)], seed, hands=2, watch=counter("normal"))
    assert uses["easy"] * 2 < uses["normal"], uses


# --- bidding ----------------------------------------------------------------------------------


def test_threes_make_a_hand_worth_bidding():
    """Several 3s: a hand the 斗地主 player would pass without them is worth a bid here."""
    cards = "3 3 3 5 6 8 9 9 10 J Q Q K A 2 4 7"
    without = " ".join(token for token in cards.split() if token != "3")
    assert plain_bid_target(packed(without)) == 0
    assert bid_target(packed(cards)) >= 1


def test_a_weak_hand_passes():
    weak = packed("4 4 5 6 7 7 8 9 9 10 J J Q K K A 6")
    assert bid_target(weak) == 0


def test_bots_bid_through_the_legal_list():
    state = rigged(["BJ RJ 2 2 9 9 9 3 3 4 6 7 8 J Q K K", "5 5", "6 6"], face_up_seat=0)
    assert choose(NormalBot(), state, 0) == Bid(3)
    assert choose(EasyBot(), state, 0) in (Bid(2), Bid(3))


# --- the hard player ---------------------------------------------------------------------------


def hard_decision_state(seed=3):
    state = fresh(seed)
    landlord_is(state, state.to_act()[0])
    return state


def test_hard_respects_its_time_budget(monkeypatch):
    """The search begins no world that would end past its budget at its pace so far (read on a
    made-up clock, 0.1 s a world). It gets 80 % of what is left of the bot's 0.25 s once the
    candidates are chosen, just under 0.2 s: a second world would end at 0.2 s, so one is played,
    though the cap allows a million play-outs."""
    from ai.doudizhu_wild import search as wild_search

    outcomes = searches_on_a_made_up_clock(monkeypatch, wild_search)
    state = hard_decision_state()
    action = choose(HardBot(time_budget=0.25, iterations=1_000_000), state, state.to_act()[0])
    assert isinstance(action, Play)
    assert [(outcome.stopped, outcome.worlds) for outcome in outcomes] == [("time", 1)]


def test_hard_answers_a_forced_pass_at_once(monkeypatch):
    """At once: without sampling a single world."""
    from ai.doudizhu_wild import search as wild_search

    outcomes = searches_on_a_made_up_clock(monkeypatch, wild_search)
    state = rigged(["4 5 6", "7 2 8", "9 10 J"], face_up_seat=1)
    landlord_is(state, 1)
    play(state, 1, "2")
    assert choose(HardBot(), state, 2) == Pass()
    assert sum(outcome.worlds for outcome in outcomes) == 0


@pytest.mark.parametrize("make", [EasyBot, NormalBot, quick_hard])
def test_the_same_seed_gives_the_same_choice(make):
    state = hard_decision_state(seed=11)
    seat = state.to_act()[0]
    first = [choose(make(), state, seat, seed=5) for _ in range(2)]
    assert first[0] == first[1]


# --- bots see observations only ------------------------------------------------------------------


def test_bot_modules_never_name_the_state():
    """Only ``sample_world`` builds states (hypothetical worlds); no bot module names the class."""
    for path in sorted((AI_ROOT / "doudizhu_wild").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                names = {alias.name for alias in node.names}
                assert not names & {"WildDoudizhuState", "DoudizhuState", "new_state"}, path
            if isinstance(node, ast.Name):
                assert node.id not in ("WildDoudizhuState", "DoudizhuState"), path
            if isinstance(node, ast.Attribute):
                assert node.attr not in ("WildDoudizhuState", "DoudizhuState"), path


def test_bots_decide_from_a_bare_observation_and_a_plain_list():
    state = hard_decision_state(seed=21)
    seat = state.to_act()[0]
    observation = state.observe(seat)
    assert not any(isinstance(v, type(state)) for v in vars(observation).values())
    legal = list(state.legal_actions(seat))
    for bot in (EasyBot(), NormalBot(), quick_hard()):
        assert strict(bot).choose(observation, legal, random.Random(1)) in legal


def test_bots_hand_back_the_listed_play_object():
    state = hard_decision_state(seed=8)
    seat = state.to_act()[0]
    legal = state.legal_actions(seat)
    action = NormalBot().choose(state.observe(seat), legal, random.Random(1))
    assert any(action is listed for listed in legal)


def test_the_policy_reads_a_view_of_the_table():
    """The policy works on a view alone (what the search's play-outs give it)."""
    hand = packed("3 4 5 7 8 K K")
    view = WildView(seat=0, landlord=0, hand=hand, counts=(7, 17, 17), lead=None, lead_seat=None,
                    unseen=packed("6 9 10 J Q A 2 2 2"))
    move = choose_play(view)
    assert move[1].kind == STRAIGHT and stand_ins(move) == 1 and card_total(move[0]) == 5
