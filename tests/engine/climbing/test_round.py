"""The round every climbing game shares (engine/climbing/round.py), with the hooks the later
games switch on: places, 接风 to the partner or the next player, teams, draws from a stock.

Quoted from ``shared/rules/climbing.md``: "a leader plays a combination; each next player beats
it or passes; when everyone else has passed in a row, the last player to play leads anew; a
player who has no cards left is out." Hands here are 锄大地 card masks with singles only, which is
all the round itself needs.
"""
from engine.cards import Card
from engine.climbing.round import (
    EVERYONE, FIRST_OUT, NEXT, PARTNER, TEAM_OUT, WINNER, Round, RoundRules,
)
from engine.climbing.variants import big2_cards as cards
from engine.climbing.variants.big2_cards import MOVES


def hand(text: str) -> int:
    return cards.pack(Card.from_code(code) for code in text.split())


def single(code: str):
    mask = hand(code)
    return mask, cards.classify(mask)


def round_of(hands, rules=RoundRules(), **kw) -> Round:
    return Round([hand(h) for h in hands], 0, MOVES, rules, **kw)


def test_everyone_else_passing_gives_the_lead_back():
    """"when everyone else has passed in a row, the last player to play leads anew\""""
    rnd = round_of(["D4 D9", "D5", "D6", "D7"])
    rnd.play(single("D4"))
    assert rnd.to_act == 1 and rnd.can_pass
    assert not rnd.pass_turn() and not rnd.pass_turn()
    assert rnd.pass_turn()                    # the third pass closes the round
    assert rnd.to_act == 0 and rnd.lead is None and not rnd.can_pass


def test_the_first_player_out_ends_a_first_out_hand():
    rnd = round_of(["D4", "D5 D9", "D6", "D7"], RoundRules(ends=FIRST_OUT))
    rnd.play(single("D4"))
    assert rnd.over and rnd.winner == 0 and rnd.out == [0]


def test_players_out_are_skipped_and_places_kept():
    """Places are the order of going out; players who are out are skipped."""
    rules = RoundRules(ends=TEAM_OUT, take_over=NEXT)
    rnd = round_of(["D4", "D5 DK", "D6 DQ", "D7 DJ"], rules, teams=(0, 1, 0, 1))
    rnd.play(single("D4"))                    # seat 0 is out: 1st
    assert rnd.out == [0] and not rnd.over
    rnd.play(single("D5"))
    assert rnd.to_act == 2
    rnd.play(single("D6"))
    rnd.play(single("D7"))
    assert rnd.to_act == 1                    # seat 0 is skipped


def test_take_over_by_the_partner_after_going_out():
    """接风: "when a player goes out and everyone after them passes, the lead passes to that
    player's partner" (双扣)."""
    rules = RoundRules(ends=TEAM_OUT, take_over=PARTNER)
    rnd = round_of(["DA", "D5 D6", "D7 D8", "D9 DT"], rules, teams=(0, 1, 0, 1))
    rnd.play(single("DA"))                    # out, and nobody can beat the A
    for _ in range(3):
        closed = rnd.pass_turn()
    assert closed and rnd.to_act == 2 and rnd.lead is None


def test_take_over_by_the_next_player_after_going_out():
    """吃苍蝇: "if all pass, the player after the one who went out leads"."""
    rules = RoundRules(ends=TEAM_OUT, take_over=NEXT)
    rnd = round_of(["DA", "D5 D6", "D7 D8", "D9 DT"], rules, teams=(0, 1, 0, 1))
    rnd.play(single("DA"))
    for _ in range(3):
        rnd.pass_turn()
    assert rnd.to_act == 1


def test_others_may_still_beat_the_last_play_of_a_player_who_went_out():
    """"when a player goes out, the others may still beat that last play\""""
    rules = RoundRules(ends=TEAM_OUT, take_over=NEXT)
    rnd = round_of(["D9", "D5 D6", "DJ D8", "D4 D3"], rules, teams=(0, 1, 0, 1))
    rnd.play(single("D9"))
    rnd.pass_turn()
    rnd.play(single("DJ"))                    # seat 2 beats the out player's 9
    assert rnd.lead_seat == 2 and rnd.to_act == 3


def test_team_hands_end_once_the_places_that_score_are_known():
    """双扣: 1st and 2nd (双扣), 1st and 3rd (单扣), 1st and 4th (平扣) — the hand ends as soon as
    its outcome is fixed: when one team has all its players out."""
    rules = RoundRules(ends=TEAM_OUT, take_over=PARTNER)
    # 1st and 2nd: seats 0 and 2 go out one after the other
    rnd = round_of(["D4", "D3 D5", "D6", "D7 D8"], rules, teams=(0, 1, 0, 1))
    rnd.play(single("D4"))
    rnd.play(single("D5"))
    rnd.play(single("D6"))
    assert rnd.over and rnd.out[:2] == [0, 2] and rnd.winner == 0
    # 1st and 4th: seat 0 first, then seats 1 and 3 (the other team) — seat 2 is placed 4th
    rnd = round_of(["D4", "D5", "D6 DQ", "D7"], rules, teams=(0, 1, 0, 1))
    rnd.play(single("D4"))
    rnd.play(single("D5"))
    rnd.play(single("D6"))
    assert not rnd.over
    rnd.play(single("D7"))
    assert rnd.over and rnd.out == [0, 1, 3, 2] and rnd.winner == 0


def test_draws_from_the_stock_everyone_from_the_round_winner():
    """干瞪眼 家家摸牌: "every player draws one card, starting with A, in turn order\""""
    stock = [hand("S3"), hand("S4"), hand("S5")]
    rnd = round_of(["D4 D9", "D5", "D6", "D7"], RoundRules(draws=EVERYONE), stock=stock)
    rnd.play(single("D4"))
    for _ in range(3):
        rnd.pass_turn()
    assert rnd.drawn == [(0, 0), (1, 1), (2, 2)]          # the stock ran out before seat 3
    assert rnd.hands[0] & hand("S3") and rnd.hands[2] & hand("S5") and rnd.stock_next == 3


def test_draws_from_the_stock_winner_only():
    """干瞪眼 赢家摸牌: "only A draws one\""""
    rnd = round_of(["D4 D9", "D5", "D6", "D7"], RoundRules(draws=WINNER), stock=[hand("S3")])
    rnd.play(single("D4"))
    for _ in range(3):
        rnd.pass_turn()
    assert rnd.drawn == [(0, 0)] and rnd.hands[1] == hand("D5")


def test_required_cards_limit_the_first_lead_and_only_it():
    """锄大地: "the lead must contain ♦3" — a lead rule the round applies to its next lead only."""
    rnd = round_of(["D3 D9 CA", "D5", "D6", "D7"], required=cards.DIAMOND_THREE)
    assert all(move[0] & cards.DIAMOND_THREE for move in rnd.moves())
    rnd.play(single("D3"))
    assert rnd.required == 0


def test_a_copy_plays_on_without_touching_the_original():
    rnd = round_of(["D4 D9", "D5", "D6", "D7"])
    twin = rnd.copy()
    twin.play(single("D4"))
    assert rnd.lead is None and rnd.hands[0] == hand("D4 D9") and twin.lead is not None
