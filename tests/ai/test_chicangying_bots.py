"""吃苍蝇 computer players: legal over whole matches, the dealer's choice, partner inference from
what a seat may know, team play on constructed positions, observation only.

Hands are written by rank: ``"3 3 5 T A 2 X Y"`` (T = 10, X = 小王, Y = 大王); ``@`` is the
turned card (♠5 of the first deck in these tests: 上混 6, 下混 4) and ``&`` its twin, whose
holder partners the dealer. Each other rank takes the next unused physical card.
"""
import ast
import pathlib
import random

import pytest

from ai.base import RandomBot
from ai.chicangying import EasyBot, HardBot, NormalBot
from ai.chicangying.knowledge import friendship_of, partner_chances, view_of_observation
from ai.chicangying.policy import OPEN_ALONE_FROM, solo_strength
from ai.chicangying.cards import SENSE
from ai.climbing import teams
from ai.climbing.teams import FOE_BELOW, FRIEND_FROM
from ai.registry import make_bot
from engine.actions import Pass, Play
from engine.cards import BIG_JOKER, SMALL_JOKER, Card, Suit, full_deck
from engine.climbing.legal import piles_of
from engine.climbing.round import Round
from engine.climbing.variants.chicangying import (
    DECLARE, SPEC, TEAM_RULES, GoAlone, NameCard, new_state,
)
from engine.climbing.variants.chicangying_cards import MOVES, hand_order
from engine.match import Match
from tests import playing
from tests.search_clock import CAP_BINDS, searches_on_a_made_up_clock

AI_ROOT = pathlib.Path(__file__).resolve().parents[2] / "ai"
BOT_PACKAGES = ("chicangying", "climbing")
RANKS = {"T": 10, "J": 11, "Q": 12, "K": 13, "A": 14, "2": 2, "X": SMALL_JOKER, "Y": BIG_JOKER}
TURNED = Card(5, Suit.SPADES, 0)
TWIN = Card(5, Suit.SPADES, 1)


def fresh_state(seed: int):
    return new_state(SPEC.resolved_options({}), random.Random(seed))


def rig(hands, declare=Pass()):
    """A hand with these hands (ranks per seat; ``@`` the turned ♠5, ``&`` its twin), the dealer's
    ``declare`` applied: the dealer (who holds ``@``) then leads."""
    pool = {}
    for card in full_deck(0) + full_deck(1):
        if card not in (TURNED, TWIN):
            pool.setdefault(card.rank, []).append(card)
    built = []
    for text in hands:
        cards = set()
        for label in text.split():
            if label == "@":
                cards.add(TURNED)
            elif label == "&":
                cards.add(TWIN)
            else:
                cards.add(pool[RANKS.get(label) or int(label)].pop())
        built.append(cards)
    state = fresh_state(0)
    state.turned = TURNED
    state._use_order(TURNED.rank)
    state.hands = built
    state.piles = [piles_of(h, state.encoding.order) for h in built]
    state.dealer = next(s for s, h in enumerate(built) if TURNED in h)
    state.round = Round([state.encoding.pack(h) for h in built], state.dealer, MOVES, TEAM_RULES)
    state.round_plays, state.history = [], []
    state.mode = state.named = state.partner_card = state.partner = None
    state.revealed = False
    state._phase, state._turn = DECLARE, state.dealer
    if declare is not None:
        state.apply(state.dealer, declare)
    return state


def play(state, seat, ranks):
    """``seat`` plays these ranks (the engine's own choice of cards), or passes with ``""``."""
    if not ranks:
        state.apply(seat, Pass())
        return
    order = hand_order(TURNED.rank)
    want = sum(1 << 4 * order.index(RANKS.get(r) or int(r)) for r in ranks.split())
    legal = state.legal_actions(seat)
    for i in range(len(legal)):
        move = legal.move_at(i)
        if move is not None and move[0] == want:
            state.apply(seat, legal[i])
            return
    raise AssertionError(f"seat {seat} cannot play {ranks}")


choose = playing.decide


ranks_of = playing.ranks_of


def quick_hard():
    """A hard bot with a small play-out cap, so that whole hands stay fast in tests; its time
    budget (:data:`tests.search_clock.CAP_BINDS`) never binds, so the cap ends every search on a
    loaded machine as on an idle one and a seed gives one choice."""
    return HardBot(time_budget=CAP_BINDS, iterations=12, width=3, min_worlds=3)


def play_hands(bots, seed, hands=1, as_list=False):
    """Whole hands with bots only (tests/playing.py); every chosen action must be a listed entry."""
    return playing.play_hands(Match.new("chicangying", seed=seed), bots, hands, as_list=as_list,
                              deal_next=True).state


# --- whole matches -------------------------------------------------------------------------------


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_every_level_plays_whole_matches_legally(level):
    bots = [make_bot("chicangying", level) for _ in range(4)]
    play_hands(bots, 1, hands=2, as_list=True)
    assert play_hands(bots, 2, hands=8).phase == "match_over"


def test_a_mixed_table_with_a_hard_bot_finishes_hands():
    for seed in (4, 9):  # a hard dealer in one of them
        bots = [quick_hard(), NormalBot(), EasyBot(), RandomBot()]
        state = play_hands(bots, seed, hands=1)
        assert state.hand_no == 2


def test_registry_knows_the_levels():
    assert isinstance(make_bot("chicangying", "easy"), EasyBot)
    assert isinstance(make_bot("chicangying", "normal"), NormalBot)
    assert isinstance(make_bot("chicangying", "hard"), HardBot)


# --- the dealer's choice -------------------------------------------------------------------------


WEAK = "@ 3 3 7 8 9 T J Q K A 2 2 3 7 8 9 T J Q K A 2 9 9 T T"
STRONG = "@ 4 4 4 6 6 6 X Y Y 3 3 7 7 8 9 T J Q K A 2 2 8 9 T J"


def test_open_solo_with_a_strong_hand_only():
    assert solo_strength(hand_order(5).pack(rig([STRONG, "&", "3", "7"], None).hands[0])) >= OPEN_ALONE_FROM
    state = rig([STRONG, "& 3", "3 7", "7 8"], declare=None)
    assert choose(NormalBot(), state, 0) == GoAlone(True)
    state = rig([WEAK, "& 3", "3 7", "7 8"], declare=None)
    assert choose(NormalBot(), state, 0) == Pass()
    assert choose(EasyBot(), rig([STRONG, "& 3", "3 7", "7 8"], declare=None), 0) == Pass()


def test_holding_both_copies_the_dealer_names_his_highest_single_card():
    state = rig(["@ & 3 3 7 9 J K A Y", "3 4", "7 8", "9 T"], declare=None)
    action = choose(NormalBot(), state, 0)
    assert isinstance(action, NameCard) and action.card.rank == BIG_JOKER


# --- who is the partner -----------------------------------------------------------------------------


def test_nobody_assumes_a_partner_it_cannot_know():
    state = rig(["@ 3 7 9 J", "& 3 4 8 9", "7 8 T Q K", "9 T J Q A"])
    dealer_view = friendship_of(state.observe(0))
    assert dealer_view[1:] == pytest.approx([1 / 3] * 3)  # two of three are opponents
    other = friendship_of(state.observe(2))
    assert other[0] == 0.0 and FOE_BELOW < other[1] < FRIEND_FROM and FOE_BELOW < other[3] < FRIEND_FROM
    partner = friendship_of(state.observe(1))
    assert partner == [1.0, 1.0, 0.0, 0.0]


def test_a_seat_that_plays_the_turned_rank_without_the_twin_is_not_the_partner():
    state = rig(["@ 3 7 9 J", "& 3 4 8 9", "5 8 T Q K", "9 T J Q A"])
    play(state, 0, "3")
    play(state, 1, "")
    play(state, 2, "5")  # a 5 that is not the twin: seat 2 is not the dealer's partner
    assert partner_chances(state.observe(0))[2] == 0.0
    assert partner_chances(state.observe(0))[1] == pytest.approx(0.5)
    view = friendship_of(state.observe(3))
    assert view[2] == 1.0 and view[1] == 0.0   # seat 3 now knows its partner and its opponents


def test_the_partner_shown_is_known_to_all():
    state = rig(["@ 3 7 9 J", "& 3 4 8 9", "7 8 T Q K", "9 T J Q A"])
    play(state, 0, "3")
    play(state, 1, "5")  # the twin: seat 1 shows himself
    for seat in range(4):
        assert state.observe(seat).partner == 1
    assert friendship_of(state.observe(3)) == [0.0, 0.0, 1.0, 1.0]


# --- team play -------------------------------------------------------------------------------------


def test_the_partner_lets_the_dealers_winning_play_stand():
    state = rig(["@ 3 3 4 7 9 J", "& K K 8 9 T Q", "7 8 T Q J J 3", "9 T J Q A 8 8"])
    play(state, 0, "3 3")
    assert choose(NormalBot(), state, 1) == Pass()
    # a seat that is not the partner answers the dealer
    play(state, 1, "")
    assert choose(NormalBot(), state, 2) != Pass()


def test_the_hidden_partner_keeps_the_turned_rank_back():
    # seat 1 holds the twin (its lowest card) and leads: while nobody knows him and the
    # dealer has many cards, it leads something else; the plain policy would lead the 5
    state = rig(["@ 3 3 4 7 9 J 9 9 T 8 8 7 Q A", "& 8 9 T Q Q K K J J A A 9",
                 "7 8 T Q J J 3 K A", "9 T J Q A 8 8 6 6"])
    for seat, ranks in ((0, "3"), (1, "K"), (2, ""), (3, ""), (0, "")):
        play(state, seat, ranks)
    observation = state.observe(1)
    assert teams.choose_play(view_of_observation(observation), SENSE)[1].key == 2 * 2  # the 5
    action = choose(NormalBot(), state, 1)
    assert TWIN not in action.cards and 5 not in ranks_of(action)
    # once the dealer is close to going out, the partner shows himself when that is the play
    state.hands[0] = set(list(state.hands[0])[:5])
    state.round.hands[0] = state.encoding.pack(state.hands[0])
    assert 5 in ranks_of(choose(NormalBot(), state, 1))


def test_take_over_when_the_lead_comes_to_me():
    # the partner (seat 1, shown) goes out with his last card; the lead goes to the seat after
    # him when all pass: seat 2 is that seat and passes; the dealer answers to take it from him
    state = rig(["@ 3 3 4 7 9 J", "& 8", "7 8 T Q J J 3", "9 T J Q A 8 8"])
    play(state, 0, "3")
    play(state, 1, "5")
    assert state.observe(2).revealed
    for seat in (2, 3, 0):
        play(state, seat, "")
    play(state, 1, "8")  # out
    assert choose(NormalBot(), state, 2) == Pass()
    play(state, 2, "")
    play(state, 3, "")
    assert isinstance(choose(NormalBot(), state, 0), Play)


# --- the hard player ---------------------------------------------------------------------------------


def test_hard_declares_and_plays_within_its_budget(monkeypatch):
    """The dealer's declaration is searched over whole hands, so it keeps a quarter of the budget
    for the last world: 0.225 s of the bot's 0.3 s. On a made-up clock (0.1 s a world) a third
    world would end at 0.3 s, so two are played, though the cap allows a hundred thousand.

    The card play is searched by the climbing games' team search (``ai.climbing.teams``), which
    reads the made-up clock too: a seed gives one play, the cap of 12 play-outs (4 worlds of 3
    candidates, 0.4 s on that clock) ending the search well inside the 1 s budget."""
    from ai.chicangying import search as chicangying_search
    from ai.climbing import teams

    outcomes = searches_on_a_made_up_clock(monkeypatch, chicangying_search, teams)
    state = fresh_state(6)
    dealer = state.dealer
    choose(HardBot(time_budget=0.3, iterations=100_000), state, dealer)
    assert [(outcome.stopped, outcome.worlds) for outcome in outcomes] == [("time", 2)]
    state.apply(dealer, state.legal_actions(dealer)[0])
    seat = state.to_act()[0]
    first = [choose(HardBot(time_budget=1.0, iterations=12, width=3, min_worlds=3), state, seat, seed=3)
             for _ in range(2)]
    assert first[0] == first[1]
    assert [outcome.stopped for outcome in outcomes[1:]] == ["iterations"] * 2


# --- observation only ----------------------------------------------------------------------------


def test_bot_modules_never_import_the_state():
    for package in BOT_PACKAGES:
        for path in sorted((AI_ROOT / package).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom):
                    names = {alias.name for alias in node.names}
                    assert not names & {"ChicangyingState", "new_state", "ClimbingState"}, path
                if isinstance(node, ast.Name):
                    assert node.id not in ("ChicangyingState", "ClimbingState"), path


def test_bots_decide_from_a_bare_observation_and_a_plain_list():
    state = fresh_state(21)
    dealer = state.dealer
    observation = state.observe(dealer)
    assert not any(isinstance(v, type(state)) for v in vars(observation).values())
    for bot in (EasyBot(), NormalBot(), quick_hard()):
        assert bot.choose(observation, list(state.legal_actions(dealer)), random.Random(1)) in \
            state.legal_actions(dealer)
    state.apply(dealer, state.legal_actions(dealer)[0])
    seat = state.to_act()[0]
    observation = state.observe(seat)
    assert observation.partner in (None, seat) or observation.revealed
    legal = list(state.legal_actions(seat))
    for bot in (EasyBot(), NormalBot(), quick_hard()):
        assert bot.choose(observation, legal, random.Random(1)) in legal
