"""Picking a play in one gesture (issue 28, item 7): a double-click or G raises the best legal play
through a card, a drag raises the run it passed; in two rows a raised card leaves the other row's
corner indices in view; 理牌 names its order; a refusal goes once the cards raised change or the
turn passes. Played through the real climbing table with the person at seat 0."""
from __future__ import annotations

from collections import Counter

import pygame
import pytest

from engine.actions import Pass, Play
from engine.cards import SUITED_SUITS, Card, Suit, full_deck
from engine.match import Match
from scenes import intents as it
from scenes.cardart import FACE, CardArt
from scenes.table import layout as table_layout
from scenes.table.hand_view import INDEX_SHARE, DEFAULT_ORDER, HandView
from scenes.table.smart_select import PickRules, play_through, run_within
from scenes.trick import layout as trick_layout
from scenes.trick.hand import TrickHand
from engine.shengji.trump import TrumpContext
from tests.scenes.partnership_helpers import BOT, YOU, open_table

RULES = PickRules(strength=DEFAULT_ORDER.rank)
RUN = range(3, 15)          # 3 … A: the longest straight of 双扣


def cards(text: str) -> list[Card]:
    return [Card.from_code(code) for code in text.split()]


def double_click(app, table, card) -> None:
    """Two presses on one card with no frame between them (the table's clock stands still)."""
    point = table.hand.point_of(table.hand.cards.index(card))
    for _ in range(2):
        app.send(it.Intent(it.PRESS, point))
        app.send(it.Intent(it.RELEASE, point))


def ranks(selection) -> list[int]:
    return sorted(c.rank for c in selection)


def leading_with_the_whole_run(app):
    """A 双扣 table where seat 0 leads 27 cards holding every rank 3 … A and no bomb among them."""
    for seed in range(200):
        match = Match.new("shuangkou", None, seed=seed, players=(YOU, BOT, BOT, BOT))
        obs = match.observe(0)
        held = Counter(c.rank for c in obs.hand)
        if obs.to_act == (0,) and all(held[r] for r in RUN) and all(held[r] < 4 for r in RUN):
            app.settings.animation = "off"
            from scenes.climbing_table import ClimbingTable

            table = ClimbingTable(match, threaded=False, bot_delay=0)
            app.stack.push(table)
            app.step(1 / 60, [])
            return table
    raise AssertionError("no seed deals the whole run")


def test_a_double_click_raises_a_12_card_straight_from_27_cards(app):
    table = leading_with_the_whole_run(app)
    hand = table.hand
    assert len(hand.cards) == 27 and hand.rows == 2 and table.my_turn()
    seven = next(c for c in hand.cards if c.rank == 7)
    double_click(app, table, seven)
    assert ranks(hand.selection) == list(RUN) and seven in hand.selection
    assert table.bar.decision.play_ok           # 出牌 is live: one more click plays it
    app.step(1 / 60, [])
    button = next(b for b in table.bar.buttons if isinstance(b.action, Play) and b.enabled)
    app.send(it.Intent(it.PRESS, button.rect.center))
    seat, played = table.match.state.history[0]
    assert seat == 0 and ranks(played) == list(RUN)


def test_g_picks_through_the_card_under_the_cursor(app):
    table = leading_with_the_whole_run(app)
    hand = table.hand
    hand.cursor = hand.cards.index(next(c for c in hand.cards if c.rank == 10))
    app.send(it.Intent(it.PICK))
    assert ranks(hand.selection) == list(RUN)


def test_a_drag_across_pairs_raises_one_card_of_each_rank(app):
    """Dragging along the lower row over 3 3 4 4 5 … raises a straight, not every card passed."""
    table = leading_with_the_whole_run(app)
    hand = table.hand
    lower = [i for i in range(len(hand.cards)) if hand.card_rect(i).y > hand.card_rect(0).y]
    start = lower[-1]                                   # the lowest card, at the right end
    end = next(i for i in reversed(lower) if len({c.rank for c in hand.cards[i:start + 1]}) == 5)
    passed = hand.cards[end:start + 1]
    assert len(passed) > 5                              # duplicates among them
    a, b = hand.point_of(start), hand.point_of(end)
    app.send(it.Intent(it.PRESS, a))
    for k in range(1, 9):
        app.send(it.Intent(it.DRAG, (a[0] + (b[0] - a[0]) * k // 8, a[1])))
    app.send(it.Intent(it.RELEASE, b))
    # every rank passed, from the cards passed, as one legal play (a straight, or a run of pairs
    # where the drag passed two of each): only the cards left over are lowered
    assert {c.rank for c in hand.selection} == {c.rank for c in passed}
    assert set(hand.selection) <= set(passed) and len(hand.selection) < len(passed)
    assert table.bar.decision.play_ok


def answering_a_pair(app):
    """Seat 0 of a 双扣 table facing a pair it can beat with a pair from a triple or a pair."""
    for seed in range(40):
        table = open_table(app, "shuangkou", seed=seed)
        for _ in range(400):
            if table.my_turn():
                obs = table.obs
                legal = table.legal_actions()
                if obs.lead is not None and obs.lead.kind == "pair":
                    answers = [p for p in legal if isinstance(p, Play) and len(p.cards) == 2
                               and p.cards[0].rank == p.cards[1].rank]
                    if answers:
                        return table, answers
                table.act(Pass() if Pass() in legal else next(p for p in legal if isinstance(p, Play)))
            app.step(0.05, [])
            if table.model.phase != "play":
                break
        while len(app.stack):
            app.stack.pop()
    raise AssertionError("no seed gives seat 0 a pair to answer")


def test_a_double_click_answers_a_pair_with_a_pair_holding_that_card(app):
    table, answers = answering_a_pair(app)
    hand = table.hand
    held = Counter(c.rank for c in hand.cards)
    rank = max((p.cards[0].rank for p in answers), key=lambda r: (held[r] == 3, r))
    clicked = [c for c in hand.cards if c.rank == rank][-1]     # not necessarily the one the list holds
    double_click(app, table, clicked)
    assert clicked in hand.selection and len(hand.selection) == 2
    assert {c.rank for c in hand.selection} == {rank}
    assert table.bar.decision.play_ok


def test_a_refusal_goes_once_the_raised_cards_change_and_when_the_turn_passes(app):
    table = leading_with_the_whole_run(app)
    hand = table.hand
    three, king = next(c for c in hand.cards if c.rank == 3), next(c for c in hand.cards if c.rank == 13)
    hand.set_selection((three, king))                   # not a combination
    app.send(it.Intent(it.CONFIRM))
    refusal = table.note
    assert refusal and table.picture().status == refusal
    app.step(1 / 60, [])
    assert table.picture().status == refusal            # it stays while nothing changes …
    point = hand.point_of(hand.cards.index(king))
    app.send(it.Intent(it.PRESS, point))                # … and goes when a card is lowered
    app.send(it.Intent(it.RELEASE, point))
    app.step(1 / 60, [])
    assert table.picture().status != refusal and not table.note



def test_a_refusal_goes_when_the_turn_passes(app):
    table, _answers = answering_a_pair(app)
    hand = table.hand
    single = next(c for c in hand.cards if c.rank == 3 or c.rank == 4)
    hand.set_selection((single,))                       # a single does not answer a pair
    app.send(it.Intent(it.CONFIRM))
    assert table.note
    table._handle(table.controller.submit(table.viewer, Pass()))   # the turn passes, the cards stay up
    assert hand.selection == (single,)
    app.step(1 / 60, [])
    assert not table.note


def test_passing_lowers_the_cards_raised_for_that_turn(app):
    table, _answers = answering_a_pair(app)
    hand = table.hand
    hand.set_selection(hand.cards[:2])
    table._sync_bar()
    assert table.act(Pass())
    assert hand.selection == ()


def test_the_sort_button_names_the_order_in_both_languages(app):
    table = leading_with_the_whole_run(app)
    modes = table.overlay.sort_modes
    assert table.corner["sort"].text == "理牌·点数" and modes[:2] == ("rank", "group")
    app.send(it.Intent(it.PRESS, table.corner["sort"].rect.center))
    app.step(1 / 60, [])
    assert table.corner["sort"].text == "理牌·牌型" and table.hand.sort_mode == "group"
    app.tr.language = "en"
    table.resume()
    app.step(1 / 60, [])
    assert table.corner["sort"].text == "Sort: groups"
    app.send(it.Intent(it.SORT))                        # T: the same, from the keyboard
    app.step(1 / 60, [])
    assert table.corner["sort"].text == app.tr(f"table.sort.{table.hand.sort_mode}") != "Sort: groups"
    screen = app.screen.get_rect()
    sort = table.corner["sort"].rect
    assert screen.contains(sort) and not any(sort.colliderect(b.rect) for b in table.bar.buttons)


# --- two rows: a raised card never covers the other row's corner indices --------------------------

def test_the_index_share_holds_for_the_card_art(app):
    """INDEX_SHARE (the rank over the suit, down the left strip) is where the card art draws them."""
    art = app.art
    for width in (40, 56, 76, 100, 140):
        height = CardArt.size(width)[1]
        for card in [Card(rank, Suit.HEARTS) for rank in range(2, 15)] + [Card(rank, Suit.SPADES) for rank in (10, 12)]:
            face = art.face(card, width)
            lowest = max((y for y in range(round(height * 0.7)) for x in range(2, round(width * 0.24))
                          if sum(abs(a - b) for a, b in zip(face.get_at((x, y))[:3], FACE)) > 90), default=0)
            assert lowest < height * INDEX_SHARE, (card, width, lowest / height)


def _hand_for(kind: str, size):
    """A full two-row hand laid out as the climbing table (27) or the trick table (47) lays it."""
    deck = [Card(rank, suit, deck) for deck in (0, 1) for suit in SUITED_SUITS for rank in range(2, 15)]
    if kind == "climbing":
        L = table_layout.compute(size, 4, max_hand=27)
        hand = HandView()
        hand.layout(L.hand_rect, L.hand_card_w, L.lift, L.row_offset)
        hand.set_cards(deck[:27])
    else:
        L = trick_layout.compute(size, 47)            # 三副牌's dealer with the kitty
        hand = TrickHand()
        hand.layout(L.hand_rect, L.hand_card_w, L.lift, L.row_offset)
        hand.set_hand((deck + deck)[::2][:47], TrumpContext(2, Suit.HEARTS))
    return hand, L


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("kind", ["climbing", "trick"])
def test_raised_cards_of_the_lower_row_leave_the_upper_row_indices_in_view(kind, size):
    hand, L = _hand_for(kind, size)
    assert hand.rows == 2
    count = len(hand.cards)
    upper = [i for i in range(count) if hand._ys[i] == hand.area.top]
    lower = [i for i in range(count) if i not in upper]
    if kind == "climbing":          # the climbing hands' rows leave room to show a raise, uncovered
        assert all(hand.lift_of(i) >= hand.card_h * 0.1 for i in lower)
        assert all(hand._ys[i] - hand.lift_of(i) >= hand.index_rect(j).bottom for i in lower for j in upper
                   if hand.index_rect(j).right > hand._xs[i] and hand.index_rect(j).left < hand._xs[i] + hand.card_w)
        hand.set_cards(hand.cards, marks={hand.cards[upper[3]]: "star"})
        hand.set_wild([hand.cards[upper[5]]])
    for selection in (hand.cards, [hand.cards[i] for i in lower]):
        hand.set_selection(selection)
        for i in lower:
            raised = hand.card_rect(i)
            lowered = hand._ys[i]
            for j in upper:
                index = hand.index_rect(j)
                if raised.colliderect(index):
                    # only where the lowered row already lies over it (the trick table's rows
                    # overlap to just below the rank and suit): raising covers nothing more
                    assert raised.top >= lowered, (i, j)
    assert all(hand.lift_of(i) == L.lift for i in upper)


# --- the choice itself, on listed plays -------------------------------------------------------------

def _listed(*plays: str) -> list[Play]:
    return [Pass()] + [Play(tuple(cards(text))) for text in plays]


def test_leading_prefers_the_longest_chain_and_never_splits_a_bomb():
    hand = cards("S3 S4 S5 S6 S7 H7 S8 H9 S9 D9 C9")
    legal = _listed("S3", "S7", "S7 H7", "S3 S4 S5 S6 S7", "S4 S5 S6 S7 S8", "S3 S4 S5 S6 S7 S8",
                    "S5 S6 S7 S8 S9", "S9 H9 D9 C9")
    assert ranks(play_through(hand[4], hand, legal, None, RULES)) == [3, 4, 5, 6, 7, 8]
    assert ranks(play_through(hand[0], hand, legal, None, RULES)) == [3, 4, 5, 6, 7, 8]
    # the 9s are a bomb: the straight through a 9 would split it, so the 9 raises its bomb
    assert ranks(play_through(hand[-1], hand, legal, None, RULES)) == [9, 9, 9, 9]


def test_answering_prefers_a_plain_answer_with_the_card_in_its_main_part():
    hand = cards("S5 H5 D5 S8 S9 H9 C9 D9")
    legal = _listed("S5 H5 D5 S8", "S9 H9 D9 S5", "S9 H9 D9 C9")     # 三带一 answers, a bomb
    assert ranks(play_through(hand[0], hand, legal, 4, RULES)) == [5, 5, 5, 8]
    assert ranks(play_through(hand[-1], hand, legal, 4, RULES)) == [5, 9, 9, 9]
    assert play_through(Card.from_code("S8"), hand, _listed("S9 H9 D9 C9"), 4, RULES) is None


def test_the_pointed_card_is_the_one_raised():
    hand = cards("S5 H5 D5")
    legal = _listed("S5 H5")            # the engine lists the pair with the lowest ids
    picked = play_through(hand[2], hand, legal, 2, RULES, accept=lambda p: True)
    assert hand[2] in picked and len(picked) == 2


def test_a_wild_card_is_spent_only_when_pointed_at():
    rules = PickRules(strength=DEFAULT_ORDER.rank, wild=lambda c: c.rank == 3)
    hand = cards("S3 S4 S5 S6 S8 H9")
    listed = [Pass(), Play(tuple(cards("S4"))), Play(tuple(cards("S3 S4 S5 S6 S8")), (7,))]
    assert ranks(play_through(hand[1], hand, listed, None, rules)) == [4]
    assert ranks(play_through(hand[0], hand, listed, None, rules)) == [3, 4, 5, 6, 8]


def test_a_run_keeps_every_rank_the_drag_passed_or_nothing():
    hand = cards("S3 H3 S4 S5 H5 S6 S7 S9")
    legal = _listed("S3 S4 S5 S6 S7", "S3 H3", "S5 H5")
    run = run_within(hand[:7], hand, legal, RULES)
    assert ranks(run) == [3, 4, 5, 6, 7]
    assert run_within(hand[:6], hand, legal, RULES) is None     # 3–6 is no straight: the drag stays
