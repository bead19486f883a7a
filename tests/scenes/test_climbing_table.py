"""The climbing table for any climbing game and 2–6 seats: layout, model, hand, overlays, the
reading chooser, and a whole hand of a small made-up climbing game at four to six seats.

The made-up game (``fake-climb``: singles only, beat with a higher card or pass, the
first player out wins) stands in for the climbing games still to come; its
observation has exactly the fields every climbing observation has, so the table
is shown to need nothing more.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pygame
import pytest

from engine.actions import Event, NextHand, Pass, Play
from engine.cards import SUITED_SUITS, Card
from engine.errors import RuleError
from engine.game import TABLE, GameState
from engine.match import Match, SeatPlayer
from engine.spec import GameSpec
from scenes import intents as it
from scenes.climbing import OVERLAYS, ClimbingOverlay, DoudizhuOverlay, WildDoudizhuOverlay, overlay_for
from scenes.climbing.reading_chooser import ReadingChooser, split_item
from scenes.climbing_table import ClimbingTable
from scenes.table import layout as table_layout
from scenes.table.hand_view import CardOrder, HandView, sort_cards
from scenes.table.result_panel import ResultPanel
from scenes.table.view_model import Badge, build
from scenes.theme import sizes

SIZES = [(1024, 640), (1920, 1080)]


def C(code: str) -> Card:
    return Card.from_code(code)


# --- layout -------------------------------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_plays_never_cover_a_panel_and_panels_never_overlap(size, seats):
    L = table_layout.compute(size, seats)
    screen = pygame.Rect((0, 0), size)
    assert set(L.seat_rects) == set(L.play_rects) == set(table_layout.positions_for(seats))
    panels = list(L.seat_rects.items())
    plays = list(L.play_rects.items())
    for name, play in plays:
        assert screen.contains(play), name
        for other, panel in panels:
            assert not play.colliderect(panel), (name, "covers the panel of", other)
    for i, (a, ra) in enumerate(panels):
        assert screen.contains(ra), a
        for b, rb in panels[i + 1:]:
            assert not ra.colliderect(rb), (a, b)
    for i, (a, ra) in enumerate(plays):
        for b, rb in plays[i + 1:]:
            assert not ra.colliderect(rb), (a, b)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 4, 5, 6])
def test_nothing_overlaps_with_top_seats(size, seats):
    """Panels, plays, the status line, the top-centre info, the corner buttons and the hand."""
    L = table_layout.compute(size, seats, max_hand=27, centre_cards=1)
    hand = L.hand_rect.inflate(0, 0)
    hand.top -= L.lift
    rects = {**{f"panel {k}": v for k, v in L.seat_rects.items() if k != table_layout.BOTTOM},
             **{f"play {k}": v for k, v in L.play_rects.items()},
             "status": L.status_rect, "info": L.info_rect, "centre cards": L.kitty_rect,
             "hand info": L.hand_info_rect, "menu": L.menu_rect, "autoplay": L.autoplay_rect,
             "bar": L.bar_rect, "hand": hand}
    names = list(rects)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if rects[a].width and rects[b].width:
                assert not rects[a].colliderect(rects[b]), (a, b)


def test_seat_order_goes_counter_clockwise_from_the_bottom():
    assert table_layout.positions_for(4) == ("bottom", "right", "top", "left")
    assert table_layout.positions_for(2) == ("bottom", "top")
    assert table_layout.position_of(0, 1, 4) == "left"     # seat 0 plays just before the viewer
    assert table_layout.position_of(2, 1, 4) == "right"
    assert table_layout.position_of(3, 1, 4) == "top"
    assert [table_layout.position_of(s, 0, 6) for s in range(6)] == \
        ["bottom", "right", "top_right", "top", "top_left", "left"]
    with pytest.raises(ValueError):
        table_layout.positions_for(7)


def test_the_three_seat_layout_is_the_one_doudizhu_always_had():
    """A fixed point: 斗地主 at 1024×640 keeps its geometry (screenshots compared pixel by pixel)."""
    L = table_layout.compute((1024, 640), 3)
    assert L.hand_card_w == 77 and L.play_card_w == 51
    assert L.seat_rects["left"] == pygame.Rect(10, 175, 118, 181)
    assert L.play_rects["bottom"].top == 357 and L.kitty_rect.width == 3 * 35 + 2 * 4


@pytest.mark.parametrize("size", SIZES)
def test_a_27_card_hand_fits_in_two_readable_rows(size):
    """双扣 and 吃苍蝇 deal 27: two rows, each card showing its whole corner index, none cut off."""
    L = table_layout.compute(size, 4, max_hand=27)
    assert L.row_offset > 0
    hand = HandView()
    hand.layout(L.hand_rect, L.hand_card_w, L.lift, L.row_offset)
    cards = [Card(rank, suit, deck) for deck in (0, 1) for suit in SUITED_SUITS for rank in range(2, 15)][:27]
    hand.set_cards(cards)
    assert hand.rows == 2
    hand.set_selection(hand.cards[::3])
    screen = pygame.Rect((0, 0), size)
    assert screen.contains(hand.bounds())
    for i in range(27):
        assert hand.visible_width(i) >= hand.card_w * 0.5
        assert hand.visible_height(i) >= hand.card_h * 0.5
        assert hand.index_at(hand.point_of(i)) == i
    assert hand.card_w >= size[1] * 0.1
    L20 = table_layout.compute(size, 3, max_hand=20)
    assert L20.row_offset == 0           # 斗地主 keeps one row


# --- sorting --------------------------------------------------------------------------------------

def test_sorting_by_rank_group_and_suit():
    cards = [C(code) for code in ("D3", "S2", "HA", "C3", "SK", "S3", "BJ", "HK", "DA")]
    ranked = sort_cards(cards, "rank")
    assert [c.code() for c in ranked] == ["BJ", "S2", "HA", "DA", "SK", "HK", "S3", "C3", "D3"]
    grouped = sort_cards(cards, "group")
    assert [c.code() for c in grouped[:3]] == ["S3", "C3", "D3"]
    by_suit = sort_cards(cards, "suit")
    assert [c.code() for c in by_suit] == ["BJ", "S2", "SK", "S3", "HA", "HK", "C3", "DA", "D3"]
    # 锄大地: 3 < … < A < 2, ♦ < ♣ < ♥ < ♠ breaks ties: ♠2 is the biggest card, ♦3 the smallest
    big2 = CardOrder((3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 2), "DCHS")
    hand = [C(code) for code in ("D3", "S3", "H2", "S2", "CA")]
    assert [c.code() for c in sort_cards(hand, "rank", big2)] == ["S2", "H2", "CA", "S3", "D3"]


def test_t_cycles_the_games_sort_modes():
    hand = HandView(sort_modes=("rank", "suit", "group"))
    hand.set_cards([C("D3"), C("S3"), C("SA")])
    modes = []
    for _ in range(3):
        hand.toggle_sort()
        modes.append(hand.sort_mode)
    assert modes == ["suit", "group", "rank"]
    assert DoudizhuOverlay.sort_modes == ("rank", "group")


# --- overlays -------------------------------------------------------------------------------------

def test_overlays_are_chosen_by_variant():
    assert isinstance(overlay_for("doudizhu"), DoudizhuOverlay)
    wild = overlay_for("doudizhu-wild")
    assert isinstance(wild, WildDoudizhuOverlay) and "double" not in wild.decision_phases
    assert type(overlay_for("some-new-game")) is ClimbingOverlay
    assert set(OVERLAYS) >= {"doudizhu", "doudizhu-wild"}


def test_the_generic_pieces_import_no_games_engine():
    """Only the overlays know a game: the model, layout, hand and painter import cards, actions, errors."""
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "scenes"
    shared = {"engine.cards", "engine.actions", "engine.errors", "engine.match", "engine.score_sheet",
              "engine.tracker"}      # the one card counter of every game (it knows each deck)
    for path in [*(root / "table").glob("*.py"), root / "climbing_table.py", root / "climbing" / "overlay.py",
                 root / "climbing" / "reading_chooser.py"]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("engine"):
                assert node.module in shared, (path.name, node.module)
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("engine") and a.name not in shared for a in node.names), path.name


# --- the made-up climbing game -----------------------------------------------------------------------

ORDER = CardOrder()


@dataclass(frozen=True)
class Lead:
    kind: str


@dataclass(frozen=True)
class Result:
    lines: tuple
    deltas: tuple

    @property
    def sheet(self):
        from engine.score_sheet import sheet_by_deltas

        return sheet_by_deltas(self.lines, self.deltas)


@dataclass(frozen=True)
class Obs:
    seat: Any
    phase: str
    hand_no: int
    hands_total: int
    to_act: tuple
    hand: tuple
    card_counts: tuple
    lead: Any
    lead_seat: Any
    round_plays: tuple
    history: tuple
    out: tuple
    scores: tuple
    result: Any
    options: tuple


class SinglesState(GameState):
    """Singles only: lead any card, beat it with a higher one or pass; first out wins."""

    HAND = 6
    HANDS = 2

    def __init__(self, options, rng: random.Random, num_seats: int) -> None:
        self.num_seats, self.rng = num_seats, rng
        self.totals = [0] * num_seats
        self.hand_no = 0
        self.initial_events = self._deal()

    def _deal(self) -> list[Event]:
        deck = [Card(r, s) for s in SUITED_SUITS for r in range(2, 15)]
        self.rng.shuffle(deck)
        self.hands = [sorted(deck[i * self.HAND:(i + 1) * self.HAND]) for i in range(self.num_seats)]
        self.hand_no += 1
        self.turn, self.lead, self.lead_seat = (self.hand_no - 1) % self.num_seats, None, None
        self.round, self.history, self.out, self.result, self._phase = [], [], [], None, "play"
        events = [Event("hand_started", None, {"hand_no": self.hand_no})]
        events += [Event("dealt", s, {"cards": tuple(h)}, private_to=s) for s, h in enumerate(self.hands)]
        return events

    @property
    def phase(self) -> str:
        return self._phase

    @property
    def scores(self):
        return tuple(self.totals)

    def to_act(self):
        return (self.turn,) if self._phase == "play" else ()

    def legal_actions(self, seat):
        if seat not in self.to_act():
            return []
        plays = [Play((c,)) for c in self.hands[seat] if self.lead is None or ORDER.rank(c) > ORDER.rank(self.lead)]
        return ([Pass()] if self.lead is not None else []) + plays

    def validate(self, seat, action):
        if isinstance(action, NextHand):
            if seat != TABLE or self._phase != "hand_over":
                raise RuleError("hand_not_over")
            return
        if seat not in self.to_act():
            raise RuleError("not_your_turn")
        if isinstance(action, Pass):
            if self.lead is None:
                raise RuleError("cannot_pass_on_lead")
            return
        if not isinstance(action, Play) or not action.cards:
            raise RuleError("empty_play")
        if len(action.cards) != 1:
            raise RuleError("not_a_combination")
        card = action.cards[0]
        if card not in self.hands[seat]:
            raise RuleError("cards_not_in_hand")
        if self.lead is not None and ORDER.rank(card) <= ORDER.rank(self.lead):
            raise RuleError("cannot_beat")

    def apply(self, seat, action):
        self.validate(seat, action)
        if isinstance(action, NextHand):
            return self._deal()
        if isinstance(action, Pass):
            self.round.append((seat, ()))
            self.history.append((seat, ()))
            events = [Event("passed", seat, {})]
            self.turn = (seat + 1) % self.num_seats
            if self.turn == self.lead_seat:
                self.lead, self.round = None, []
                events.append(Event("new_round", self.turn, {}))
            return events
        card = action.cards[0]
        self.hands[seat].remove(card)
        self.round.append((seat, (card,)))
        self.history.append((seat, (card,)))
        self.lead, self.lead_seat = card, seat
        events = [Event("played", seat, {"cards": (card,), "kind": "single"})]
        if not self.hands[seat]:
            self.out.append(seat)
            deltas = [-len(h) for h in self.hands]
            deltas[seat] = -sum(deltas)
            self.totals = [t + d for t, d in zip(self.totals, deltas)]
            lines = tuple(("cards_left", {"seat": s}, len(self.hands[s])) for s in range(self.num_seats) if s != seat)
            self.result = Result(lines=lines, deltas=tuple(deltas))
            self._phase = "match_over" if self.hand_no >= self.HANDS else "hand_over"
            events.append(Event("hand_over", seat, {"result": self.result}))
            if self._phase == "match_over":
                events.append(Event("match_over", None, {"scores": self.scores}))
            return events
        self.turn = (seat + 1) % self.num_seats
        return events

    def inventory(self):
        return [c for h in self.hands for c in h] + [c for _, cards in self.history for c in cards]

    def secrets(self, seat):
        return {c for s, h in enumerate(self.hands) if s != seat for c in h}

    def observe(self, seat):
        return Obs(seat=seat, phase=self._phase, hand_no=self.hand_no, hands_total=self.HANDS,
                   to_act=self.to_act(), hand=tuple(self.hands[seat]) if seat is not None else (),
                   card_counts=tuple(len(h) for h in self.hands),
                   lead=Lead("single") if self.lead is not None else None, lead_seat=self.lead_seat,
                   round_plays=tuple(self.round), history=tuple(self.history), out=tuple(self.out),
                   scores=self.scores, result=self.result, options=())


@pytest.fixture
def singles(monkeypatch):
    """Register the made-up game as a climbing variant, with random computer players."""
    from ai import registry as bots
    from ai.base import RandomBot
    from engine import registry

    spec = GameSpec(id="fake-climb", name_zh="测试牌", name_en="Test game", summary_zh="", summary_en="",
                    family="climbing", seats=(2, 6), options=(), default_seats=4,
                    new_state=lambda options, rng, num_seats: SinglesState(options, rng, num_seats))
    monkeypatch.setattr(registry, "_SPECS", {**registry._registry(), spec.id: spec})
    monkeypatch.setitem(bots._FACTORIES, spec.id, lambda level: RandomBot())
    return spec


class FaceSpy:
    def __init__(self, art) -> None:
        self.art, self.original, self.cards = art, art.face, set()

    def __enter__(self):
        def face(card, *args, **kwargs):
            self.cards.add(card)
            return self.original(card, *args, **kwargs)

        self.art.face = face
        return self

    def __exit__(self, *exc):
        self.art.face = self.original


@pytest.mark.parametrize("seats", [2, 4, 5, 6])
def test_a_whole_hand_of_a_plain_climbing_game(app, singles, seats):
    players = (SeatPlayer("human"),) + tuple(SeatPlayer("bot", "normal") for _ in range(seats - 1))
    match = Match.new("fake-climb", None, seed=seats, players=players)
    app.settings.animation = "fast"
    table = ClimbingTable(match, threaded=False, bot_delay=0)
    app.stack.push(table)
    app.step(1 / 60, [])
    assert type(table.overlay) is ClimbingOverlay and table.layout_.seats == seats
    model = table.model
    assert sorted(s.position for s in model.seats) == sorted(table_layout.positions_for(seats))
    names = [table.name_of(s) for s in range(seats)]
    assert names[0] == app.tr("table.seat.you") and len(set(names)) == seats
    if seats == 2:
        assert names[1] == app.tr("table.seat.top")
    else:
        assert names[1] == app.tr("table.seat.right") and names[-1] == app.tr("table.seat.left")
    for _ in range(3000):
        if isinstance(app.stack.top, ResultPanel):
            break
        if table.my_turn() and not table.anims.busy:
            legal = match.state.legal_actions(0)
            play = next((a for a in legal if isinstance(a, Play)), legal[0])
            if isinstance(play, Play):
                index = table.hand.cards.index(play.cards[0])
                point = table.hand.point_of(index)
                app.send(it.Intent(it.PRESS, point))
                app.send(it.Intent(it.RELEASE, point))
                assert table.bar.enabled(Play(play.cards))
                app.send(it.Intent(it.CONFIRM))
            else:
                app.send(it.Intent(it.PASS))
        with FaceSpy(app.art) as spy:
            app.step(0.05, [])
        obs = match.state.observe(0)
        allowed = set(obs.hand) | {c for _s, cards in obs.history for c in cards}
        assert spy.cards <= allowed
        assert table.model.visible_faces() <= allowed
    panel = app.stack.top
    assert isinstance(panel, ResultPanel)
    assert any(seat == 0 for seat, _action in match.actions)      # the person played by clicks and keys
    assert [line.delta for line in panel.seats] == list(match.state.result.deltas)
    winner = match.state.out[0]
    assert table.model.seats[winner].place == 1
    assert any(b.key == "table.place" for b in table.model.seats[winner].badges)
    assert len(panel.line_texts()) == seats - 1
    app.step(0.05, [])
    app.send(it.Intent(it.CONFIRM))      # 下一局
    app.step(0.05, [])
    assert table.model.hand_no == 2


def test_a_spectator_at_six_seats_sees_backs_only(app, singles):
    players = tuple(SeatPlayer("bot", "normal") for _ in range(6))
    match = Match.new("fake-climb", None, seed=3, players=players)
    app.settings.animation = "off"
    table = ClimbingTable(match, threaded=False, bot_delay=0)
    app.stack.push(table)
    for _ in range(40):
        with FaceSpy(app.art) as spy:
            app.step(1 / 60, [])
        played = {c for _s, cards in match.state.observe(None).history for c in cards}
        assert spy.cards <= played
        if isinstance(app.stack.top, ResultPanel):
            break
    assert table.viewer is None and not table.hand.cards


def test_the_model_comes_from_the_generic_fields_only(app):
    obs = Obs(seat=1, phase="play", hand_no=1, hands_total=0, to_act=(2,), hand=(C("S3"),),
              card_counts=(5, 1, 7, 0), lead=Lead("pair"), lead_seat=0, round_plays=((0, (C("H9"), C("D9"))), (1, ())),
              history=(), out=(3,), scores=(1, 2, 3, -6), result=None, options=())
    model = build(obs, 1, lambda s: f"P{s}", overlay=ClimbingOverlay())
    assert [s.position for s in model.seats] == ["left", "bottom", "right", "top"]
    assert model.seat_at("left").play == (C("H9"), C("D9")) and model.seat_at("bottom").play == ()
    assert model.seat_at("top").place == 1 and model.seat_at("top").badges[0].key == "table.place"
    assert model.lead_kind == "pair" and model.seat_at("right").acting and not model.viewer_to_act
    assert model.visible_faces() == {C("S3"), C("H9"), C("D9")}
    with pytest.raises(AttributeError):
        model.bids_high     # a plain game has no bidding
    with pytest.raises(ValueError):
        build(obs, 2, str)  # somebody else's observation


# --- the reading chooser -------------------------------------------------------------------------

def readings():
    """4 5 6 3 7: a straight 3–7, or with the 3 as an 8, 4–8 (payloads stand for Play(cards, reading))."""
    three = C("H3")
    natural = ((three, C("S4"), C("D5"), C("C6"), C("H7")), "as-3")
    as_eight = ((C("S4"), C("D5"), C("C6"), C("H7"), (three, 8)), "as-8")
    return [natural, as_eight]


def test_split_item_names_what_a_wild_card_stands_for():
    assert split_item(C("S4")) == (C("S4"), None)
    assert split_item((C("H3"), 8)) == (C("H3"), "→8")
    assert split_item((C("H3"), C("SA"))) == (C("H3"), "→A")
    assert split_item((C("H3"), 16)) == (C("H3"), "→大王")


def test_the_chooser_lays_out_its_readings_and_returns_the_payload(app):
    chooser = ReadingChooser()
    area = pygame.Rect(10, 100, 1004, 300)
    chooser.layout_in(area, 51, sizes(640))
    chooser.open(readings(), "choose")
    assert chooser.active and len(chooser.rects) == 2
    a, b = chooser.rects
    assert area.contains(a) and area.contains(b) and not a.colliderect(b)
    assert a.bottom == area.bottom and a.centery == b.centery        # one row, nearest the hand
    assert chooser.payload_at(a.center) == "as-3" and chooser.payload_at(b.center) == "as-8"
    assert chooser.payload_at((area.x + 1, area.y + 1)) is None
    chooser.step_focus(1)
    assert chooser.focused_payload() == "as-8"
    chooser.draw(app.screen, app.art, sizes(640))
    chooser.close()
    assert not chooser.active and chooser.payload_at(a.center) is None


def test_many_readings_wrap_into_rows_inside_the_area():
    chooser = ReadingChooser()
    area = pygame.Rect(10, 50, 500, 500)
    chooser.layout_in(area, 51, sizes(640))
    chooser.open([((C("S4"), C("D5"), C("C6"), (C("H3"), n)), n) for n in range(3, 12)])
    rects = chooser.rects
    assert len({r.y for r in rects}) > 1
    for i, r in enumerate(rects):
        assert area.contains(r)
        assert all(not r.colliderect(o) for o in rects[i + 1:])


def test_the_table_offers_readings_and_plays_the_chosen_one(app, monkeypatch):
    """Wired as the lead will wire 癞子斗地主: the overlay lists the readings of the raised cards."""
    match = Match.new("doudizhu", None, seed=3,
                      players=(SeatPlayer("human"), SeatPlayer("bot"), SeatPlayer("bot")))
    app.settings.animation = "off"
    table = ClimbingTable(match, threaded=False, bot_delay=0)
    app.stack.push(table)
    app.step(1 / 60, [])
    while not table.my_turn():
        app.step(1 / 60, [])
    taken = []
    monkeypatch.setattr(table.controller, "submit", lambda seat, action: taken.append(action) or [])
    card = table.hand.cards[-1]
    choice = [(((card, 8),), Play((card,))), (((card, 9),), Play((card,)))]
    monkeypatch.setattr(table.overlay, "readings", lambda _table, cards: choice)
    monkeypatch.setattr(table, "my_turn", lambda: True)
    table.act(Play((card,)))
    assert table.chooser.active and not taken
    app.step(1 / 60, [])                               # drawn over the table
    app.send(it.Intent(it.BACK))                       # Esc: nothing played, the chooser closes
    assert not table.chooser.active and not taken
    table.act(Play((card,)))
    app.send(it.Intent(it.PRESS, table.chooser.rects[1].center))
    assert taken == [Play((card,))] and not table.chooser.active


def test_a_wild_reading_is_labelled_in_the_order_it_stands_for():
    overlay = WildDoudizhuOverlay()
    cards = (C("H3"), C("S4"), C("D5"), C("C6"), C("H7"))
    assert overlay.reading_label(cards, ()) == cards
    assert overlay.reading_label(cards, (8,)) == (C("S4"), C("D5"), C("C6"), C("H7"), (C("H3"), 8))
    two_threes = (C("C3"), C("H3"), C("S2"), C("H2"))
    assert overlay.reading_label(two_threes, (3, 2)) == (C("C3"), C("S2"), C("H2"), (C("H3"), 2))


def test_the_feed_knows_every_climbing_games_events(app):
    """Going out, drawing from the stock (the card only for the one who drew it), a bomb of a
    game that sends no "bomb" event of its own: logged, flashed, sounded."""
    from scenes.table.animation import AnimationQueue
    from scenes.table.feed import EventFeed

    sounds = []
    queue = AnimationQueue()
    feed = EventFeed(1, queue, app.tr, lambda s: f"P{s}", sounds.append, overlay=ClimbingOverlay())
    result = feed.handle([Event("played", 0, {"cards": (C("S5"), C("H5"), C("C5")), "kind": "bomb"}),
                          Event("went_out", 0, {"place": 1}),
                          Event("drew", 2, {"stock": 9}), Event("drew_card", 2, {"card": C("SA")}, private_to=2),
                          Event("drew", 1, {"stock": 8}), Event("drew_card", 1, {"card": C("HK")}, private_to=1)])
    assert result.note == app.tr("table.log.went_out", name="P0", place=1)
    assert app.tr("table.log.you_drew", card=str(C("HK"))) in feed.log
    assert not any(str(C("SA")) in line for line in feed.log)       # another seat's card stays hidden
    assert sounds.count("bomb") == 1 and "play" not in sounds
    assert queue.pending("bomb")            # the flash follows the play


def test_a_badge_reads_its_words(app):
    assert Badge("table.place", params=(("n", 2),)).text(app.tr) == app.tr("table.place", n=2)
