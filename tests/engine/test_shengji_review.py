"""Rules review of the 升级 engine: one test per rule or Decision of shared/rules/shengji.md that
the other shengji test files did not pin down, each quoting the rule it checks."""
import random

import pytest

from engine.actions import Play
from engine.cards import ACE, KING, QUEEN, Suit
from engine.errors import RuleError
from engine.game import TABLE
from engine.shengji.actions import DealNext
from engine.shengji.follow import check_follow, follows_legally, legal_follows, read_lead
from engine.shengji.levels import Outcome, apply_outcome, next_dealer, outcome
from engine.shengji.state import SIZES, ShengjiState
from engine.shengji.trick import card_points, kitty_multiplier, trick_winner
from engine.shengji.units import decompose, unit_of
from tests.engine.shengji_helpers import Table, cards, ctx, rig


def order_of(c, text):
    return c.order[cards(text)[0]]


def is_tractor(text, c, decks=2):
    unit = unit_of(cards(text), c, decks)
    return unit is not None and unit.kind == "tractor"


def winner(lead_text, *others, c, decks=2):
    table = Table()
    plays = [(0, table.cards(lead_text))] + [(i + 1, table.cards(t)) for i, t in enumerate(others)]
    return trick_winner(plays, read_lead(plays[0][1], c, decks), c)


# --- card order -----------------------------------------------------------------------------


def test_trump_order_with_twos_trump_and_side_suits_a_to_3():
    """"then after the off-suit level cards come the 2 of the trump suit (主2), then the other 2s
    (副2, equal), then trump A … 3. Side suits then run A … 3." (level 5, trump ♠)"""
    c = ctx(5, "S", twos=True)
    chain = ["RJ", "BJ", "S5", "H5", "S2", "H2", "SA", "SK", "S3"]
    values = [order_of(c, x) for x in chain]
    assert values == sorted(values, reverse=True) and len(set(values)) == len(values)
    assert order_of(c, "H2") == order_of(c, "D2") == order_of(c, "C2")
    assert all(c.is_trump(cards(x)[0]) for x in ("H2", "D2", "C2"))
    assert not c.is_trump(cards("H3")[0]) and order_of(c, "H3") < order_of(c, "H4")
    assert order_of(c, "HA") > order_of(c, "HK") > order_of(c, "H6") > order_of(c, "H4")


def test_no_trump_level_cards_all_equal_below_the_jokers():
    """"With no trump suit (无主) the trumps are the jokers and all level cards (all equal).\""""
    c = ctx(9, None)
    assert len({order_of(c, x) for x in ("S9", "H9", "C9", "D9")}) == 1
    assert order_of(c, "RJ") > order_of(c, "BJ") > order_of(c, "S9")
    assert not c.is_trump(cards("SA")[0])


def test_equal_off_suit_level_cards_first_played_wins():
    """"Equal cards: the one played first wins." (level 10, trump ♠: ♥10 led, ♣10 ♦10 follow)"""
    c = ctx(10, "S")
    assert winner("HT", "CT", "DT", "S3", c=c) == 0
    assert winner("S3", "HT", "CT", "DT", c=c) == 1


# --- tractors across the level gap and into the trump level cards / jokers ------------------


@pytest.mark.parametrize("text", ["SA SA HT HT", "HT HT ST ST", "ST ST BJ BJ", "BJ BJ RJ RJ",
                                  "SJ SJ S9 S9", "SA SA HT HT ST ST BJ BJ RJ RJ"])
def test_trump_tractors_climb_through_the_level_cards(text):
    """"小王小王+主10主10, 主10主10+副10副10, 副10副10+主A主A" (level 10, trump ♠)."""
    assert is_tractor(text, ctx(10, "S"))


def test_no_trump_off_level_pair_and_small_jokers_are_adjacent():
    """无主: level cards (all equal) sit just below the 小王, so 副10副10+小王小王 is a tractor;
    two level pairs of different suits are not ("equal rank")."""
    c = ctx(10, None)
    assert is_tractor("HT HT BJ BJ", c)
    assert not is_tractor("HT HT CT CT", c)


def test_twos_trump_tractors_through_the_twos():
    """2为常主 at level 5, trump ♠: 主A主A+副2副2, 副2副2+主2主2, 主2主2+副5副5 are adjacent; 3 is
    the lowest side card so H4H4H3H3 is a tractor and there is no H2 in the side suit."""
    c = ctx(5, "S", twos=True)
    for text in ("SA SA H2 H2", "H2 H2 S2 S2", "S2 S2 H5 H5", "H4 H4 H3 H3", "H6 H6 H4 H4"):
        assert is_tractor(text, c), text
    assert not is_tractor("H2 H2 C2 C2", c)


# --- following ------------------------------------------------------------------------------


def test_throw_follow_searches_the_best_structure_not_the_highest_tractor():
    """"A throw led → the same, unit by unit, longest first." Three decks, ♥ led as tractor 6655 +
    triple 999 + single 4; a follower holding 33 44 6 77 888 can show a tractor (4433) AND a
    triple (888), so 8877 + 8 + 6 + 3 + 4 (no triple) is refused, 4433 + 888 + 6 is legal."""
    c = ctx(2, "S")
    table = Table()
    lead = read_lead(table.cards("H6 H6 H5 H5 H9 H9 H9 H4"), c, 3)
    hand = table.cards("H3 H3 H4 H4 H6 H7 H7 H8 H8 H8")

    def pick(text):
        pool = list(hand)
        out = []
        for token in text.split():
            want = cards(token)[0]
            found = next(x for x in pool if x.rank == want.rank and x.suit == want.suit)
            pool.remove(found)
            out.append(found)
        return tuple(out)

    greedy = pick("H8 H8 H7 H7 H8 H6 H3 H4")
    with pytest.raises(RuleError) as err:
        check_follow(greedy, hand, lead, c)
    assert err.value.reason == "must_follow_triple"
    assert follows_legally(pick("H4 H4 H3 H3 H8 H8 H8 H6"), hand, lead, c)
    assert all(len([x for x in f if x.rank == 8]) == 3 for f in legal_follows(hand, lead, c))


def test_out_of_the_led_suit_play_all_of_it_then_any_cards():
    """"Out of the led suit class: play all you have of it, then any cards.\""""
    c = ctx(2, "S")
    table = Table()
    lead = read_lead(table.cards("H9 H9 H8 H8"), c, 2)
    hand = table.cards("H3 HK D4 D4 S5 C6")
    h3, hk, d4a, d4b, s5, c6 = hand
    assert follows_legally((h3, hk, s5, c6), hand, lead, c)
    assert follows_legally((h3, hk, d4a, d4b), hand, lead, c)
    assert not follows_legally((h3, d4a, d4b, s5), hand, lead, c)


# --- ruffing and the trick winner -----------------------------------------------------------


def test_ruff_that_does_not_cover_a_pair_is_a_discard():
    """"A ruff that does not cover the structure is a discard (垫牌) and wins nothing." 副 pair 33
    led, a void player plays 大王+小王 (two trumps, no pair): the pair 33 still wins."""
    c = ctx(10, "S")
    assert winner("H3 H3", "RJ BJ", "D4 D5", "C4 C5", c=c) == 0
    assert winner("H3 H3", "RJ BJ", "S4 S4", "C4 C5", c=c) == 2


def test_equal_ruffs_first_one_wins():
    """"among equals the earlier play wins": two equal off-suit level pairs ruff a side pair."""
    c = ctx(10, "S")
    assert winner("H3 H3", "DT DT", "CT CT", "H4 H5", c=c) == 1


# --- points ---------------------------------------------------------------------------------


def test_points_5_10_k_and_only_attackers_count():
    """"5 = 5 points, 10 = 10, K = 10 … but only the attackers' (抓分方) points count."""
    assert card_points(cards("H5 DT SK CQ RJ BJ")) == 25
    for won_by, counted in ((0, 0), (1, 25)):
        hands = ["H3 D3", "H4 D4", "H5 D5", "HT D6"]
        hands[won_by] = "HK D3" if won_by == 0 else "HK D4"
        state = rig(hands, dealer=0, leader=0)
        for seat in range(4):
            state.apply(seat, Play(_find(state, seat, "H" + hands[seat].split()[0][1:])))
        assert state.tricks[-1].winner == won_by and state.tricks[-1].points == 25
        assert state.attacker_points == (state.tricks[-1].points if counted else 0)


def _find(state, seat, text):
    want = cards(text)[0]
    return (next(x for x in state.hands[seat] if x.rank == want.rank and x.suit == want.suit),)


# --- 抠底 ------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, decks, double, literal", [
    ("H3", 2, 2, 1), ("H3 H3", 2, 4, 2), ("H4 H4 H3 H3", 2, 8, 4), ("H5 H5 H4 H4 H3 H3", 2, 16, 8),
    ("H3 H3 H3", 3, 4, 2), ("H4 H4 H4 H3 H3 H3", 3, 8, 4)])
def test_kitty_multiplier_table(text, decks, double, literal):
    """"double (default …: the points × 2 × m, so a single ×2, a pair ×4, a two-pair tractor ×8)
    or literal (single ×1, pair ×2, two-pair tractor ×4). Three decks: a triple counts as a pair,
    a titanic as a tractor.\""""
    units = decompose(cards(text), ctx(2, "S"), decks)
    assert kitty_multiplier(units, "double") == double
    assert kitty_multiplier(units, "literal") == literal


# --- the level table and the match ----------------------------------------------------------


@pytest.mark.parametrize("decks, points, take_over, rise", [
    (1, 0, False, 3), (1, 5, False, 2), (1, 20, False, 1), (1, 39, False, 1), (1, 40, True, 0),
    (1, 60, True, 1), (1, 80, True, 2),
    (2, 35, False, 2), (2, 40, False, 1), (2, 80, True, 0), (2, 120, True, 1), (2, 160, True, 2),
    (3, 55, False, 2), (3, 60, False, 1), (3, 119, False, 1), (3, 120, True, 0), (3, 180, True, 1),
    (3, 240, True, 2)])
def test_level_table_per_deck_count(decks, points, take_over, rise):
    """大光 0 → +3, 小光 1…s−1 → +2, s…2s−1 → +1, 2s 上台, +1 per further s (s = 20/40/60)."""
    result = outcome(points, 20 * decks)
    assert result.take_over == take_over
    assert (result.attacker_rise if take_over else result.dealer_rise) == rise


def test_match_end_at_a():
    """"an attacking team's rise stops at A … The match is won by the team that, as dealer at level
    A, wins a hand (any rise), or that is promoted past A.\""""
    assert apply_outcome((QUEEN, 5), 0, Outcome(False, 2, 0)).winner is None       # Q+2 = A: play on
    assert apply_outcome((KING, 5), 0, Outcome(False, 2, 0)).winner == 0           # past A
    assert apply_outcome((ACE, 5), 0, Outcome(False, 1, 0)).winner == 0            # holds at A
    change = apply_outcome((5, QUEEN), 0, Outcome(True, 0, 3))
    assert change.levels == (5, ACE) and change.winner is None and change.dealer_team == 1


@pytest.mark.parametrize("rule", ["000", "004"])
@pytest.mark.parametrize("dealer", range(4))
@pytest.mark.parametrize("last", range(4))
def test_next_dealer_never_the_same_player(rule, dealer, last):
    """"Either way nobody deals twice in a row (一个人不能连庄).\""""
    for result in (Outcome(False, 1, 0), Outcome(True, 0, 0)):
        nxt = next_dealer(dealer, result, last, rule)
        assert nxt != dealer
        assert (nxt % 2 == dealer % 2) == (not result.take_over)


# --- kitty size and the deal ----------------------------------------------------------------


@pytest.mark.parametrize("decks, hand, kitty", [(1, 12, 6), (2, 25, 8), (3, 39, 6)])
def test_kitty_size_is_what_an_even_deal_leaves(decks, hand, kitty):
    """"Kitty size is what is left after an even deal (6 / 8 / 6)": the dealer holds hand + kitty
    after the deal and buries exactly the kitty size."""
    assert SIZES[decks] == (hand, kitty) and 4 * hand + kitty == 54 * decks
    state = ShengjiState({"no_declaration": "no_trump"}, random.Random(5), decks)
    state.dealer = 1  # a later hand: no redeal without a declaration
    state._shuffle([])
    while state.phase == "deal":
        state.apply(TABLE, DealNext())
    assert [len(h) for h in state.hands] == [hand, hand + kitty, hand, hand]


# --- the throw check ------------------------------------------------------------------------


def test_failed_throw_equal_rank_forces_the_smaller_kind():
    """"the leader must play instead the lowest-ranked of the units that can be beaten (equal
    rank: the smaller kind)": level 10, trump ♠, a trump throw ♥10♥10 + ♣10 (equal off-suit
    level cards) against a hand holding 主10主10 — both units can be beaten; the single goes."""
    from engine.shengji.follow import beatable_units, forced_unit

    c = ctx(10, "S")
    table = Table()
    lead = read_lead(table.cards("HT HT CT"), c, 2)
    beaten = beatable_units(lead, [table.cards("ST ST D3"), table.cards("D4"), table.cards("D5")], c)
    assert len(beaten) == 2
    forced = forced_unit(beaten)
    assert forced.kind == "single" and forced.cards[0].suit == Suit.CLUBS


# --- words ----------------------------------------------------------------------------------


def test_wrong_count_refusal_is_singular_for_one_card():
    """The refusal for a wrong card count reads "Play 1 card", "Play 4 cards" (English)."""
    from scenes.i18n import Translator

    en = Translator("en")
    assert en.reason(RuleError("wrong_count", count=1)) == "Play 1 card"
    assert en.reason(RuleError("wrong_count", count=4)) == "Play 4 cards"
    assert Translator("zh").reason(RuleError("wrong_count", count=1)) == "要出 1 张牌"
