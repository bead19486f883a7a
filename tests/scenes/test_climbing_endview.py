"""What a player checks at the climbing table (issue 16): plays never cover a seat, the 斗地主
stake reads the same for everyone, every hand lies face up at the end, hints keep groups whole,
plays read main part first, the menu works over the result, nothing freezes behind the menu.

Hands are played by the variants' normal computer players straight on the engine (fast); the
scene tests drive a real table through intents, animations off unless a test is about them.
"""
from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest

from ai import registry as bots
from engine.actions import Bid, Double, Pass, Play
from engine.cards import Card, Suit
from engine.match import Match, SeatPlayer
from engine.registry import all_specs, get_spec
from scenes import intents as it
from scenes.climbing import overlay_for
from scenes.climbing.doudizhu import DoudizhuOverlay, farmer_stakes
from scenes.climbing_table import ClimbingTable
from scenes.dialog import MenuDialog
from scenes.table import layout as table_layout
from scenes.table.hints import HintCycle, broken_ranks
from scenes.table.play_area import flight_shift, main_part_first, origin_for, play_rect
from scenes.table.result_panel import ResultPanel
from scenes.table.view_model import build

CLIMBING = [spec.id for spec in all_specs() if spec.family == "climbing"]
SIZES = ((1024, 640), (1280, 800), (1920, 1080))


def seat_counts(variant: str) -> list[int]:
    low, high = get_spec(variant).seats
    return list(range(low, high + 1))


def bot_match(variant: str, seed: int, seats: int | None = None) -> Match:
    count = seats or get_spec(variant).seat_count()
    return Match.new(variant, None, seed=seed, players=tuple(SeatPlayer("bot", "normal") for _ in range(count)))


def play_hand(match: Match, seed: int, until=None) -> None:
    """The computer players play the current hand to its end (or until ``until(state)``)."""
    state = match.state
    players = [bots.make_bot(match.variant, "normal") for _ in match.players]
    rng = random.Random(seed)
    for _ in range(3000):
        if state.phase in ("hand_over", "match_over") or (until is not None and until(state)):
            return
        seat = state.to_act()[0]
        action = players[seat].choose(state.observe(seat), state.legal_actions(seat), rng)
        match.apply(seat, action)
    raise AssertionError("the hand did not end")


def names(seat: int) -> str:
    return f"P{seat}"


# --- 1. plays never cover a seat's name, count or badges ------------------------------------------

@pytest.mark.parametrize("variant", CLIMBING)
def test_the_longest_play_never_covers_a_seat_and_stays_in_the_window(variant):
    """The longest play a seat could make (its whole largest hand: a 20-card plane with wings, a
    10-card 双扣 bomb, 吃苍蝇's eight of a kind all fit within it), laid in each seat's play area
    and while it slides in from its seat, never meets a seat's panel and stays in the window."""
    overlay = overlay_for(variant)
    lengths = sorted({1, 5, 8, 10, 20, overlay.max_hand} - {n for n in (20,) if n > overlay.max_hand})
    for seats in seat_counts(variant):
        for size in SIZES:
            L = table_layout.compute(size, seats, max_hand=overlay.max_hand, centre_cards=overlay.centre_cards)
            window = pygame.Rect(0, 0, *size)
            panels = list(L.seat_rects.values())
            for position in L.positions:
                area = L.play_rects[position]
                origin = origin_for(position, L.seat_rects, L.hand_rect)
                for count in lengths:
                    laid = play_rect(count, L.play_card_w, area, position)
                    assert window.contains(laid), (variant, seats, size, position, count)
                    for progress in (0.0, 0.2, 0.5, 0.8, 1.0):
                        dx, dy = flight_shift(laid, origin, progress, panels, window)
                        moving = laid.move(dx, dy)
                        assert window.contains(moving), (variant, seats, size, position, count, progress)
                        for other, panel in L.seat_rects.items():
                            assert not moving.colliderect(panel), (variant, seats, size, position, count,
                                                                   progress, "covers", other)


# --- 2. the 斗地主 stake reads the same for everyone -------------------------------------------------

def doudizhu_with_doubling(seed: int) -> Match:
    """A 斗地主 hand in play where the first farmer chose 倒 and the landlord 踢回."""
    match = bot_match("doudizhu", seed)
    state = match.state
    rng = random.Random(seed)
    players = [bots.make_bot("doudizhu", "normal") for _ in range(3)]
    for _ in range(200):
        if state.phase == "play":
            return match
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if state.phase == "bid":
            action = next((a for a in legal if isinstance(a, Bid) and a.value == 2), legal[-1])
        elif state.phase == "double":
            action = Double(not any(v for v in state.doubled if v is not None))
        elif state.phase == "redouble":
            action = Double(True)
        else:
            action = players[seat].choose(state.observe(seat), legal, rng)
        match.apply(seat, action)
    raise AssertionError("no play phase")


def readout(obs, viewer, tr) -> tuple:
    """Everything the table shows about the stake: the top centre's pills and each seat's badges."""
    overlay = DoudizhuOverlay()
    model = build(obs, viewer, names, overlay=overlay)
    pills = tuple(f"{tr(p.label_key)} {tr(p.value_key, value=p.value) if p.value_key else p.value}"
                  for p in model.centre.pills)
    badges = tuple((seat.seat, tuple(b.text(tr) for b in seat.badges)) for seat in sorted(model.seats, key=lambda s: s.seat))
    return pills, badges, model.centre.flash


@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_stake_readout_is_the_same_for_every_seat(app, language):
    app.tr.language = language
    tr = app.tr
    match = doudizhu_with_doubling(7)
    state = match.state
    checked = 0
    for step in range(400):
        views = [readout(state.observe(seat), seat, tr) for seat in (0, 1, 2)] + [readout(state.observe(None), None, tr)]
        assert all(v == views[0] for v in views), views
        checked += 1
        if state.phase != "play":
            break
        seat = state.to_act()[0]
        bot = bots.make_bot("doudizhu", "normal")
        match.apply(seat, bot.choose(state.observe(seat), state.legal_actions(seat), random.Random(step)))
    assert checked > 10
    pills, badges, _flash = views[0]
    bid = tr("table.stake.bid")
    assert pills[0] == f"{bid} {state.observe(None).base}", pills
    stakes = [text for _seat, texts in badges for text in texts if "×" in text]
    assert sorted(stakes) == sorted([tr("table.farmer_stake", value=4), tr("table.farmer_stake", value=1)])


def test_the_result_explains_each_payment_in_the_readouts_terms(app):
    """Each farmer's line works out its payment from 叫分, the bombs (and 春天) and that farmer's
    stake — the numbers the table showed — and the landlord's line adds them up."""
    app.tr.language = "zh"
    tr = app.tr
    overlay = DoudizhuOverlay()
    for seed in range(1, 7):
        match = doudizhu_with_doubling(seed)
        play_hand(match, seed)
        obs = match.state.observe(None)
        result = obs.result
        stakes = farmer_stakes(obs)
        factor = 2 ** obs.bombs_played * (2 if result.spring else 1) * (2 if result.reverse_spring else 1)
        lines = overlay.result_lines(result, tr, names)
        assert lines[0] == tr("line.dz.bid", value=obs.base)
        doubled = [s for s, stake in stakes.items() if stake > 1]
        assert sum(1 for text in lines if text.startswith(tuple(f"P{s}倒" for s in doubled))) == len(doubled)
        for seat, stake in stakes.items():
            amount = obs.base * factor * stake
            assert abs(result.deltas[seat]) == amount
            word = tr("table.stake_plain", value=stake)
            line = next(text for text in lines if text.startswith(f"P{seat}（"))
            assert line.endswith(f"= {amount}分") and f"（{word}）" in line
        assert lines[-1].endswith(f"= {abs(result.deltas[obs.landlord])}分")


# --- 3. every hand face up at the end -----------------------------------------------------------------

@pytest.mark.parametrize("variant", CLIMBING)
def test_the_end_of_hand_view_shows_every_hand(variant):
    for seats in sorted({seat_counts(variant)[0], seat_counts(variant)[-1]}):
        match = bot_match(variant, 3, seats)
        play_hand(match, 3)
        state = match.state
        assert any(state.hands[s] for s in range(seats))
        for viewer in [*range(seats), None]:
            obs = state.observe(viewer)
            model = build(obs, viewer, names, overlay=overlay_for(variant))
            for seat in model.seats:
                assert set(seat.shown) == set(state.hands[seat.seat]) and len(seat.shown) == len(state.hands[seat.seat])
            assert all(set(state.hands[s]) <= model.visible_faces() for s in range(seats))
            assert model.hands_shown
        assert not state.secrets(0) & {card for hand in state.hands for card in hand}   # a stock stays hidden


@pytest.mark.parametrize("variant", CLIMBING)
def test_hands_stay_hidden_while_the_hand_is_played(variant):
    match = bot_match(variant, 4)
    play_hand(match, 4, until=lambda s: s.phase == "play" and len(s.history) >= 3)
    for viewer in [*range(len(match.players)), None]:
        assert match.state.observe(viewer).shown_hands == ()


def human_table(app, variant: str = "doudizhu", seed: int = 5) -> ClimbingTable:
    count = get_spec(variant).seat_count()
    players = (SeatPlayer("human"),) + tuple(SeatPlayer("bot", "normal") for _ in range(count - 1))
    app.settings.animation = "off"
    table = ClimbingTable(Match.new(variant, None, seed=seed, players=players), threaded=False, bot_delay=0)
    app.stack.push(table)
    app.step(1 / 60, [])
    return table


def to_the_result(app, table) -> ResultPanel:
    for _ in range(3000):
        if isinstance(app.stack.top, ResultPanel):
            return app.stack.top
        if table.my_turn():
            legal = table.match.state.legal_actions(0)
            bids = [a for a in legal if isinstance(a, Bid)]
            table.act(bids[0] if bids else legal[-1])
        app.step(1 / 60, [])
    raise AssertionError("no result")


def test_view_table_folds_the_result_away_and_back(app):
    table = human_table(app)
    panel = to_the_result(app, table)
    assert panel.dims_below and not panel.viewing
    app.send(it.Intent(it.PRESS, panel.view_button.rect.center))
    assert panel.viewing and not panel.dims_below and app.stack.top is panel
    assert not any(panel.strip.colliderect(r) for r in table.layout_.seat_rects.values())
    app.step(1 / 60, [])
    app.send(it.Intent(it.PASS))
    assert not panel.viewing
    app.send(it.Intent(it.PASS))
    app.send(it.Intent(it.PRESS, panel.strip_buttons[1].rect.center))     # 下一局 from the strip
    assert app.stack.top is table and table.match.state.hand_no == 2


# --- 4e. the menu button works over the result panel and the hand-off --------------------------------

def test_the_menu_button_works_while_the_result_is_shown(app):
    table = human_table(app)
    panel = to_the_result(app, table)
    app.send(it.Intent(it.PRESS, table.corner["menu"].rect.center))
    assert isinstance(app.stack.top, MenuDialog)
    app.stack.pop()
    assert app.stack.top is panel


def test_the_menu_button_works_under_the_hand_off(app):
    players = (SeatPlayer("human", name="甲"), SeatPlayer("human", name="乙"), SeatPlayer("bot", "normal"))
    table = ClimbingTable(Match.new("doudizhu", None, seed=5, players=players), threaded=False, bot_delay=0)
    app.settings.animation = "off"
    app.stack.push(table)
    for _ in range(50):
        app.step(1 / 60, [])
        if table.hotseat.handing_to is not None:
            break
    assert table.hotseat.handing_to is not None
    app.send(it.Intent(it.PRESS, table.corner["menu"].rect.center))
    assert isinstance(app.stack.top, MenuDialog)


# --- 4c. nothing freezes half-way behind the menu ------------------------------------------------------

def test_animations_finish_when_the_menu_opens(app):
    table = human_table(app)
    app.settings.animation = "normal"
    table.anims.factor = 1.0
    table.anims.push("kitty", 0.45, 0)
    app.step(0.1, [])
    assert table.anims.progress("kitty") is not None
    app.send(it.Intent(it.BACK))
    assert isinstance(app.stack.top, MenuDialog)
    assert not table.anims.busy        # the kitty is drawn turned over behind the menu


# --- 4a. the first hint on a free lead keeps groups whole ----------------------------------------------

class _Hinter:
    def __init__(self, variant, state):
        self.variant, self.state = variant, state

    def hint(self, seat):
        bot = bots.make_bot(self.variant, "normal")
        return bot.choose(self.state.observe(seat), self.state.legal_actions(seat), random.Random(1))

    def legal_actions(self, seat):
        return self.state.legal_actions(seat)

    def observe(self, seat):
        return self.state.observe(seat)


def test_broken_ranks():
    c = lambda r, s="S": Card(r, Suit(s))  # noqa: E731
    hand = [c(6), c(6, "H"), c(7), c(8), c(9), c(10), c(11), c(12, "H"), c(12), c(12, "C")]
    assert broken_ranks([c(6, "H")], hand) == {6}                               # a single out of a pair
    assert broken_ranks([c(12), c(12, "H")], hand) == {12}                      # a pair out of a triple
    assert broken_ranks([c(6), c(6, "H")], hand) == set()                       # the whole pair
    assert broken_ranks([c(6), c(7), c(8), c(9), c(10)], hand) == set()         # a straight takes one
    assert broken_ranks([c(12), c(12, "H"), c(12, "C"), c(6)], hand) == {6}     # a kicker out of a pair


@pytest.mark.parametrize("variant", ["doudizhu", "big2", "shuangkou", "gandengyan"])
def test_the_first_hint_on_a_free_lead_never_breaks_a_group(variant):
    leads = broken = 0
    for seed in range(12):
        match = bot_match(variant, seed)
        state = match.state
        rng = random.Random(seed)
        players = [bots.make_bot(variant, "normal") for _ in match.players]
        for step in range(400):
            if state.phase in ("hand_over", "match_over"):
                break
            seat = state.to_act()[0]
            obs = state.observe(seat)
            legal = state.legal_actions(seat)
            if state.phase == "play" and obs.lead is None:
                first = HintCycle(keep_groups=True).next(_Hinter(variant, state), seat, step)
                whole_exists = any(isinstance(a, Play) and not broken_ranks(a.cards, obs.hand) for a in legal)
                leads += 1
                if whole_exists and isinstance(first, Play) and broken_ranks(first.cards, obs.hand):
                    broken += 1
            match.apply(seat, players[seat].choose(obs, legal, rng))
    assert leads > 20 and broken == 0


def test_a_single_from_a_pair_becomes_the_pair():
    """The case seen: the computer's plan leads a lone 3 from 33 (keeping 3-4-5-6-7 for later);
    the hint offers the pair."""
    from scenes.table.hints import keep_groups

    c = lambda r, s="S": Card(r, Suit(s))  # noqa: E731
    hand = (c(3), c(3, "H"), c(4), c(5), c(6), c(7), c(7, "H"), c(7, "C"), c(8), c(9), c(14))
    legal = [Play((c(3),)), Play((c(4),)), Play((c(3), c(3, "H")))]
    assert keep_groups(Play((c(3),)), legal, hand) == Play((c(3), c(3, "H")))
    assert keep_groups(Play((c(4),)), legal, hand) == Play((c(4),))


# --- 4b. main part first, kickers after ------------------------------------------------------------

def test_main_part_first_orders():
    order = DoudizhuOverlay.card_order
    c = lambda r, s="S": Card(r, Suit(s))  # noqa: E731
    trio = [c(3), c(3, "H"), c(4), c(4, "H"), c(4, "C")]
    assert [x.rank for x in main_part_first(trio, order)] == [4, 4, 4, 3, 3]
    plane = [c(5), c(6), c(3), c(3, "H"), c(3, "C"), c(4), c(4, "H"), c(4, "C")]
    assert [x.rank for x in main_part_first(plane, order)] == [3, 3, 3, 4, 4, 4, 5, 6]
    four = [c(2), c(9), c(9, "H"), c(9, "C"), c(9, "D"), c(5)]
    assert [x.rank for x in main_part_first(four, order)] == [9, 9, 9, 9, 5, 2]     # 2 ranks above 5
    straight = [c(14), c(10), c(11), c(13), c(12)]
    assert [x.rank for x in main_part_first(straight, order)] == [10, 11, 12, 13, 14]


@pytest.mark.parametrize("variant", CLIMBING)
def test_every_game_lays_a_play_main_part_first(variant):
    match = bot_match(variant, 2)
    play_hand(match, 2, until=lambda s: s.phase == "play")
    obs = match.state.observe(None)
    overlay = overlay_for(variant)
    c = lambda r, s="S": Card(r, Suit(s))  # noqa: E731
    trio = (c(5), c(5, "H"), c(8), c(8, "H"), c(8, "C"))
    laid = overlay.play_order(obs, trio)
    counts = Counter(card.rank for card in trio)
    assert [counts[card.rank] for card in laid] == sorted((counts[card.rank] for card in trio), reverse=True)
