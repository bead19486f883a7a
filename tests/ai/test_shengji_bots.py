"""升级 computer players: always legal, and sensible in the situations players name.

Whole hands are played through the real state with every bot action validated;
the situation tests rig a table (tests/engine/shengji_helpers.rig) and ask a bot
for its seat's observation only.
"""
import dataclasses
import random

import pytest

from ai.base import RandomBot
from ai.registry import has_bots, make_bot
from ai.shengji import EasyBot, HardBot, NormalBot
from ai.shengji.search import SearchSettings
from ai.shengji.selfplay import play_hand
from engine.actions import NextHand, Pass, Play
from engine.game import TABLE
from engine.match import Match
from engine.shengji.actions import Bury, Declare
from engine.shengji.follow import follows_legally
from engine.shengji.state import ShengjiState
from engine.shengji.trick import card_points
from engine.shengji.trump import TRUMP
from tests import playing
from tests.engine.shengji_helpers import cards, rig
from tests.search_clock import CAP_BINDS


def quick_hard():
    """A hard player with a small iteration cap, so whole hands stay fast; its time budget
    (:data:`tests.search_clock.CAP_BINDS`) never binds, so the cap ends every search on a loaded
    machine as on an idle one."""
    return HardBot(SearchSettings(time_budget=CAP_BINDS, max_worlds=2, candidates=2, careful_tricks=1))


def play_hands(decks, seed, bots, hands=2):
    """Whole hands with bots only (tests/playing.py); the rules check every action (升级's lists
    leave some legal throws out, so a bot's throw need not be listed)."""
    match = Match.new(f"shengji-{decks}", seed=seed)
    return playing.play_hands(match, bots, hands, listed=False).state


# --- legality ---------------------------------------------------------------------------------


def test_registry_offers_every_level_for_each_deck_count():
    for decks in (1, 2, 3):
        assert has_bots(f"shengji-{decks}")
        assert isinstance(make_bot(f"shengji-{decks}", "easy"), EasyBot)
        assert isinstance(make_bot(f"shengji-{decks}", "normal"), NormalBot)
        assert isinstance(make_bot(f"shengji-{decks}", "hard"), HardBot)


@pytest.mark.parametrize("decks", [1, 2, 3])
@pytest.mark.parametrize("seed", [3, 11])
def test_easy_and_normal_play_legally_through_hands(decks, seed):
    bots = [EasyBot(), NormalBot(), NormalBot(), RandomBot()]
    state = play_hands(decks, seed, bots)
    assert state.hand_no >= 2 or state.phase == "match_over"


@pytest.mark.parametrize("decks", [1, 2, 3])
def test_bots_play_legally_with_every_option_changed(decks):
    options = {"twos_trump": True, "overcall": "000", "self_overturn": True, "no_declaration": "no_trump",
               "throw_penalty": 10, "kitty_multiplier": "literal", "next_dealer": "004"}
    state = ShengjiState(options, random.Random(31 + decks), decks)
    rng = random.Random(decks)
    bots = [NormalBot(), EasyBot(), NormalBot(), EasyBot()]
    for number in range(3):
        if number:
            state.apply(TABLE, NextHand())
        play_hand(state, bots, rng, check=True)
        if state.phase == "match_over":
            break
    assert state.result is not None


@pytest.mark.parametrize("decks", [1, 2, 3])
def test_bots_declare_in_turn_after_the_deal(decks):
    """The hot-seat timing: every bot answers when asked, and someone with a good suit declares."""
    state = ShengjiState({"declare_timing": "after"}, random.Random(90 + decks), decks)
    rng = random.Random(decks)
    bots = [NormalBot(), EasyBot(), NormalBot(), NormalBot()]
    declared = 0
    for number in range(3):
        if number:
            state.apply(TABLE, NextHand())
        play_hand(state, bots, rng, check=True)
        declared += bool(state.declarations)
        if state.phase == "match_over":
            break
    assert state.result is not None and declared >= 1


@pytest.mark.parametrize("decks", [1, 2, 3])
def test_hard_plays_legally_through_a_hand(decks):
    bots = [quick_hard(), EasyBot(), quick_hard(), NormalBot()]
    state = play_hands(decks, 5, bots, hands=1)
    assert state.result is not None


def test_a_seed_decides_every_answer():
    def record(bot_maker):
        state = ShengjiState({}, random.Random(21), 1)
        actions = []

        class Recorder:
            def __init__(self, bot):
                self.bot = bot

            def choose(self, observation, legal, rng):
                action = self.bot.choose(observation, legal, rng)
                actions.append(action)
                return action

        play_hand(state, [Recorder(bot_maker()) for _ in range(4)], random.Random(4))
        return actions, state.result

    for maker in (NormalBot, quick_hard):
        assert record(maker) == record(maker)


# --- declaring --------------------------------------------------------------------------------


def deal_view(hand_text, dealt_each=12, standing=None):
    state = ShengjiState({}, random.Random(1), 2)
    observation = state.observe(0)
    hand = cards(hand_text)
    return dataclasses.replace(observation, hand=hand, cards_dealt=dealt_each * 4, standing=standing,
                               declarations=(standing,) if standing else ()), hand


def test_declares_the_strong_suit():
    observation, hand = deal_view("H2 HA HK HQ H9 H9 H5 BJ S2 C4 D6 D7")
    heart, spade = (c for c in hand if c.rank == 2)
    legal = [Pass(), Declare((spade,)), Declare((heart,))]
    assert NormalBot().choose(observation, legal, random.Random(0)) == Declare((heart,))


def test_waits_with_a_weak_suit():
    observation, hand = deal_view("H2 S3 S4 S6 C4 C8 D6 D7 DJ SQ CK D9")
    heart = next(c for c in hand if c.rank == 2)
    legal = [Pass(), Declare((heart,))]
    assert NormalBot().choose(observation, legal, random.Random(0)) == Pass()


def test_waits_with_a_middling_suit_of_low_trumps():
    """One deck, 10 of 12 cards dealt: the level card and three low hearts are barely more than an
    ordinary hand's trumps — declaring them would make a weak dealer team, so wait."""
    state = ShengjiState({}, random.Random(1), 1)
    hand = cards("H2 H4 H6 H8 S3 S9 C4 C7 D8 D9")
    observation = dataclasses.replace(state.observe(0), hand=hand, cards_dealt=40)
    heart = next(c for c in hand if c.rank == 2)
    assert NormalBot().choose(observation, [Pass(), Declare((heart,))], random.Random(0)) == Pass()


def test_first_hand_declares_at_the_end_rather_than_redeal():
    observation, hand = deal_view("H2 S3 S4 S6 C4 C8 D6 D7 DJ SQ CK D9 S5 S7 S8 S9 C3 C5 C6 C7 D3 D4 D5 D8 D9",
                                  dealt_each=25)
    heart = next(c for c in hand if c.rank == 2)
    legal = [Pass(), Declare((heart,))]
    assert NormalBot().choose(observation, legal, random.Random(0)) == Declare((heart,))


# --- burying ----------------------------------------------------------------------------------


def test_buries_a_short_suit_to_make_a_void_and_keeps_trump_pairs():
    hand = ("SA SA SQ SQ S9 S7 BJ RJ H2 S2 HA HK H9 H9 H6 H4 C3 C5 C8 CJ "
            "DA DK DQ DT D9 D9 D8 D7 D6 D4 D3 H5 H7")
    state = rig([hand, "", "", ""], decks=2, trump="S", dealer=0, phase="bury")
    observation = state.observe(0)
    action = NormalBot().choose(observation, state.legal_actions(0), random.Random(0))
    assert isinstance(action, Bury) and len(action.cards) == 8
    state.validate(0, action)
    kept = set(observation.hand) - set(action.cards)
    ctx = observation.context
    assert not any(ctx.suit_class[c] == "C" for c in kept)  # clubs emptied
    assert all(c in kept for c in observation.hand if ctx.suit_class[c] == TRUMP)
    assert all(c in kept for c in observation.hand if c.rank == 9 and c.suit.value == "H")  # a side pair


# --- following --------------------------------------------------------------------------------


def trick_for_seat0(hands, plays, decks=1, trump="H", dealer=1):
    """Seat 1 leads, partner 2 and opponent 3 play, seat 0 is asked last."""
    state = rig(hands, decks=decks, trump=trump, dealer=dealer, leader=1)
    for seat, text in zip((1, 2, 3), plays):
        wanted = {(c.rank, c.suit) for c in cards(text)}
        chosen = tuple(c for c in state.hands[seat] if (c.rank, c.suit) in wanted)
        state.apply(seat, Play(chosen))
    return state


def ask_seat0(state, bot=None):
    action = (bot or NormalBot()).choose(state.observe(0), state.legal_actions(0), random.Random(0))
    assert follows_legally(action.cards, state.hands[0], state.lead, state.ctx)
    return action.cards


@pytest.mark.parametrize("make", [NormalBot, quick_hard])
def test_gives_points_to_a_partner_winning_securely(make):
    state = trick_for_seat0(["SK ST S4 D3", "S5 S6 D5 D7", "SA S7 D8 D9", "S3 S8 DJ DQ"], ["S5", "SA", "S3"])
    assert card_points(ask_seat0(state, make())) == 10


def test_void_follower_discards_points_to_the_partner_and_does_not_ruff_the_partners_win():
    state = trick_for_seat0(["HK H3 CT C4", "S5 S6 D5 D7", "SA S7 D8 D9", "S3 S8 DJ DQ"], ["S5", "SA", "S3"])
    played = ask_seat0(state)
    assert not any(state.ctx.suit_class[c] == TRUMP for c in played)
    assert card_points(played) == 10


def test_wins_a_trick_with_points_from_the_opponents():
    state = trick_for_seat0(["SA S7 D3 D4", "ST S6 D5 D7", "S4 S9 D8 D9", "SK S8 DJ DQ"], ["ST", "S4", "SK"])
    assert [c.rank for c in ask_seat0(state)] == [14]


def test_ruffs_when_void_and_the_opponents_take_points():
    state = trick_for_seat0(["H3 HA D3 D4", "ST S6 D5 D7", "S4 S9 D8 D9", "SK S8 DJ DQ"], ["ST", "S4", "SK"])
    played = ask_seat0(state)
    assert [(c.rank, c.suit.value) for c in played] == [(3, "H")]  # the cheapest trump wins


def test_over_ruffs_an_opponents_ruff_with_the_cheapest_trump_that_wins():
    state = trick_for_seat0(["H4 H9 D3 C4", "SK S6 D5 D7", "S3 S8 D8 D9", "H5 C3 DJ DQ"], ["SK", "S3", "H5"])
    assert [(c.rank, c.suit.value) for c in ask_seat0(state)] == [(9, "H")]


def test_keeps_a_pair_when_a_single_will_do():
    state = trick_for_seat0(["S9 S9 S7 D3", "SA S6 D5 D7", "S4 SJ D8 D9", "S3 S8 DJ DQ"],
                            ["SA", "S4", "S3"], decks=2)
    assert [c.rank for c in ask_seat0(state)] == [7]


#: A whole one-deck table (hearts trump, seat 1 deals): every card in a hand or the kitty, so the
#: cards seat 0 cannot see are exactly the other hands and the kitty, as in a real hand.
FULL_TABLE = ["ST S4 D3 D4 D5 C3 C4 C5 H3 H4 H5 H6", "SA S5 S6 D6 D7 D8 C6 C7 C8 H7 H8 H9",
              "SK S7 D9 DT DJ C9 CT CJ HT HJ HQ HK", "S3 S8 DQ DK DA CQ CK CA HA S2 H2 C2"]
FULL_KITTY = "S9 SJ SQ D2 BJ RJ"


def third_in_trick(hands, plays):
    """Partner (seat 2) leads, opponent 3 follows, seat 0 is asked third, opponent 1 is still to play."""
    state = rig(hands, decks=1, trump="H", dealer=1, leader=2, kitty=FULL_KITTY)
    for seat, text in zip((2, 3), plays):
        wanted = {(c.rank, c.suit) for c in cards(text)}
        state.apply(seat, Play(tuple(c for c in state.hands[seat] if (c.rank, c.suit) in wanted)))
    return state


def test_third_seat_adds_its_ten_when_only_the_ace_can_beat_the_partners_king():
    """The partner's ♠K can be beaten only by the one ♠A still out (the last seat holds it about three
    times in ten, and so many spades are out that a ruff is unlikely): the 10 goes on the partner's
    trick. (The flat guess used before, "a higher card is out, so 55 %", kept the 10 back.)"""
    state = third_in_trick(FULL_TABLE, ["SK", "S3"])
    assert [(c.rank, c.suit.value) for c in ask_seat0(state)] == [(10, "S")]


def test_third_seat_keeps_its_ten_when_many_higher_spades_are_out():
    """Over the partner's ♠6 the last seat may hold any of ♠A K Q J 9 8 7: the 10 stays home."""
    hands = list(FULL_TABLE)
    hands[1], hands[2] = hands[1].replace("S6", "SK"), hands[2].replace("SK", "S6")
    state = third_in_trick(hands, ["S6", "S3"])
    assert [(c.rank, c.suit.value) for c in ask_seat0(state)] == [(4, "S")]


def test_one_higher_card_out_is_less_of_a_threat_than_several():
    from ai.shengji.counting import read_table

    state = third_in_trick(FULL_TABLE, ["SK", "S3"])
    view = read_table(state.observe(0))
    order = state.ctx.order
    ace, king, six = (next(c for c in cards(text)) for text in ("SA", "SK", "S6"))
    assert view.holds_higher(1, "S", order[ace]) == 0.0   # nothing above the ace
    only_ace = view.holds_higher(1, "S", order[king])
    many = view.holds_higher(1, "S", order[six])
    assert 0.0 < only_ace < many < 1.0


def test_leads_a_top_unit_of_a_side_suit():
    state = rig(["SA S4 S6 C3 C7 D5", "S5 S7 D6 D7 C4 C5", "SK S8 D8 D9 C6 C8", "S3 S9 DJ DQ C9 CT"],
                decks=1, trump="H", dealer=0, leader=0)
    action = NormalBot().choose(state.observe(0), state.legal_actions(0), random.Random(0))
    assert [c.rank for c in action.cards] == [14]


# --- no peeking -------------------------------------------------------------------------------


def test_bot_modules_never_import_the_state():
    """Only the engine's ``sample_world`` builds (hypothetical) states for the hard player."""
    import ast
    import pathlib

    root = pathlib.Path(__file__).resolve().parents[2] / "ai" / "shengji"
    for path in root.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                assert node.module != "engine.shengji.state", path
                assert "ShengjiState" not in [a.name for a in node.names], path
            if isinstance(node, ast.Import):
                assert all(a.name != "engine.shengji.state" for a in node.names), path


def test_a_bot_needs_only_the_observation_and_the_legal_list():
    state = ShengjiState({}, random.Random(2), 2)
    play_hand(state, [NormalBot()] * 4, random.Random(2))  # to the end of a hand
    state.apply(TABLE, NextHand())
    while state.phase == "deal":
        state.apply(TABLE, state.legal_actions(TABLE)[0])
    seat = state.to_act()[0]
    observation = state.observe(seat)
    assert not any(isinstance(v, ShengjiState) for v in vars(observation).values())
    action = NormalBot().choose(observation, list(state.legal_actions(seat)), random.Random(1))
    state.validate(seat, action)


# --- the hard player's time budget -----------------------------------------------------------------


def test_hard_does_not_begin_a_world_it_cannot_finish_in_its_budget(monkeypatch):
    """With two plays to compare and play-outs that take 0.3 s each, one world costs 0.6 s: after
    the first, a second would end at 1.2 s, past the 0.9 s budget, so the search stops at one."""
    from ai.shengji import search

    clock = {"now": 0.0}
    play_outs = []

    class Clock:
        @staticmethod
        def perf_counter():
            return clock["now"]

    def slow_play_out(state, me, careful):
        clock["now"] += 0.3
        play_outs.append(clock["now"])
        return 0.0

    monkeypatch.setattr(search, "time", Clock)
    monkeypatch.setattr(search, "_play_out", slow_play_out)
    state = rig(["SA S4 S6 C3 C7 D5", "S5 S7 D6 D7 C4 C5", "SK S8 D8 D9 C6 C8", "S3 S9 DJ DQ C9 CT"],
                decks=1, trump="H", dealer=0, leader=0)
    monkeypatch.setattr(search, "sample_world", lambda observation, rng: state)
    bot = HardBot(SearchSettings(time_budget=0.9, max_worlds=24, candidates=2))
    ace, three = (next(c for c in state.hands[0] if (c.rank, c.suit.value) == key) for key in ((14, "S"), (3, "C")))
    shortlist = [(ace,), (three,)]
    chosen = bot._search(state.observe(0), shortlist, random.Random(0))
    assert chosen in shortlist
    assert len(play_outs) == 2  # one world: each of the two plays played out once
    assert clock["now"] <= 0.9


def test_with_several_decks_a_gain_within_two_standard_errors_keeps_the_judgement():
    """Four worlds where the other play gained 24, −4, 20 and 0 in the search's value (levels, with
    a share of the points to tell worlds on one level apart): mean 10, one standard error 7. One deck trusts that; with two or three decks (long, noisy play-outs) it is not
    enough to overturn the normal judgement, nor is any gain seen in fewer than three worlds."""
    from ai.shengji.search import _clearly_better

    these, those = [24.0, -4.0, 20.0, 0.0], [0.0, 0.0, 0.0, 0.0]
    assert _clearly_better(these, those, decks=1)
    assert not _clearly_better(these, those, decks=2)
    assert not _clearly_better(these, those, decks=3)
    assert _clearly_better([30.0, 28.0, 32.0, 30.0], those, decks=3)  # a steady gain still counts
    assert not _clearly_better([30.0, 30.0], [0.0, 0.0], decks=2)     # two worlds are too few
