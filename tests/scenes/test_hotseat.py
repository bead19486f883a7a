"""Several people at one computer (hot-seat), driven through the real table scenes.

What a family would check: the cards on screen are only ever those of the person
who confirmed the hand-off (never anyone else's, not under the hand-off overlay,
not in an animation); the computer is handed over exactly when the engine asks
another person, whatever anyone holds; names and seating come back after a
restart; a person in 托管 plays legal moves only.
"""
from __future__ import annotations

import pytest

from engine.actions import Bid, Double
from engine.cards import Card
from engine.match import Match, SeatPlayer
from scenes import intents as it
from scenes.blackjack.result_panel import BlackjackResultPanel
from scenes.blackjack_table import BlackjackTable
from scenes.climbing_table import ClimbingTable
from scenes.table.result_panel import ResultPanel
from scenes.trick.result_panel import ShengjiResultPanel
from scenes.trick_table import TrickTable

MUM, DAD, KID = SeatPlayer("human", name="妈妈"), SeatPlayer("human", name="爸爸"), SeatPlayer("human", name="Tom")
GRAN = SeatPlayer("human", name="奶奶")
BOT = SeatPlayer("bot", "normal")


class FaceSpy:
    """Records every card face drawn during a frame (wraps CardArt.face)."""

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


def frame(app, *intents, dt: float = 1 / 60) -> set[Card]:
    with FaceSpy(app.art) as spy:
        for intent in intents:
            app.send(intent)
        app.step(dt, [])
    return spy.cards


# --- 斗地主 -------------------------------------------------------------------------------------

def open_climbing(app, players, seed: int, animation: str = "fast") -> ClimbingTable:
    app.settings.animation = animation
    table = ClimbingTable(Match.new("doudizhu", None, seed=seed, players=players), threaded=False, bot_delay=0)
    app.stack.push(table)
    return table


def climbing_secrets(table) -> dict[int, set[Card]]:
    """Each seat's cards nobody else has been shown (read from the state, for checking only);
    none once the hand is over (every hand is turned face up)."""
    state = table.match.state
    if state.phase in ("hand_over", "match_over"):
        return {}
    shown = set(state.kitty) if state.kitty_shown else set()
    if state.face_up_card is not None:
        shown.add(state.face_up_card)
    return {seat: set(hand) - shown for seat, hand in enumerate(state.hands)}


def check_climbing_frame(table, drawn: set[Card]) -> None:
    """Nothing of a seat other than the confirmed viewer is drawn (hand-off: nobody's)."""
    secrets = climbing_secrets(table)
    for seat, cards in secrets.items():
        if seat != table.viewer:
            assert not drawn & cards, (seat, drawn & cards)
            assert not table.model.visible_faces() & cards
    if table.hotseat.handing_to is not None:
        assert table.viewer is None and not table.hand.cards and not table.model.hand


def first_or_bid(legal):
    """The first legal choice, but a bid when bidding (three people passing would redeal forever)."""
    bids = [a for a in legal if isinstance(a, Bid) and a.value]
    return bids[0] if bids else legal[0]


def play_climbing_hand(app, table, choose=first_or_bid, limit: int = 4000):
    """One whole hand; returns the hand-offs (seat, phase) and the people's decisions (seat)."""
    handoffs, decisions = [], []
    drawn = frame(app)
    for _ in range(limit):
        check_climbing_frame(table, drawn)
        if isinstance(app.stack.top, ResultPanel):
            return handoffs, decisions
        if table.hotseat.handing_to is not None:
            handoffs.append((table.hotseat.handing_to, table.match.state.phase))
            drawn = frame(app, it.Intent(it.CONFIRM))
            continue
        if table.my_turn():
            seat = table.viewer
            assert seat in table.match.state.to_act()
            legal = list(table.match.state.legal_actions(seat))
            decisions.append(seat)
            assert table.act(choose(legal))
        drawn = frame(app, dt=0.05)
    raise AssertionError("the hand did not end")


def expected_handoffs(match: Match, people) -> list[int]:
    """From the record alone: a hand-off whenever a person other than the last one acts."""
    result, last = [], None
    for seat, _action in match.actions:
        if seat in people and seat != last:
            result.append(seat)
            last = seat
    return result


@pytest.mark.parametrize("players", [(MUM, DAD, BOT), (MUM, DAD, KID)], ids=["two", "three"])
def test_doudizhu_people_see_only_their_own_cards(app, players):
    table = open_climbing(app, players, seed=11)
    handoffs, decisions = play_climbing_hand(app, table)
    people = table.hotseat.people
    assert len(people) == sum(p.kind == "human" for p in players)
    assert [seat for seat, _phase in handoffs] == expected_handoffs(table.match, people)
    assert set(decisions) == set(people)
    panel = app.stack.top
    names = {line.name for line in panel.seats if line.person}
    assert names == {p.name for p in players if p.kind == "human"}
    # the second hand: the deal is animated from the public events only
    frame(app, it.Intent(it.CONFIRM))
    handoffs2, _ = play_climbing_hand(app, table)
    assert handoffs2


def test_doudizhu_handoffs_do_not_depend_on_the_cards(app):
    """The same bids in two different deals: the same hand-offs (seats counted from the
    first bidder, who bids 3), and 倒 asked of every farmer whatever their cards."""
    sequences = []
    for seed in (21, 22):
        table = open_climbing(app, (MUM, DAD, KID), seed=seed)
        first = table.match.state.to_act()[0]

        def choose(legal, table=table, first=first):
            state = table.match.state
            if state.phase == "bid":
                seat = state.to_act()[0]
                return Bid(3) if seat == first else legal[-1]
            if state.phase == "double":
                return Double(False)
            return legal[0]

        handoffs, _ = play_climbing_hand(app, table, choose)
        relative = [((s - first) % 3, p) for s, p in handoffs if p in ("bid", "double", "redouble")]
        farmers = [s for s in range(3) if s != table.match.state.landlord]
        # every farmer was asked 倒 (each by a hand-off or already at the computer), in turn
        doubles = [seat for seat, action in table.match.actions if isinstance(action, Double)]
        assert doubles == sorted(farmers, key=lambda s: (s - first) % 3)
        sequences.append(relative)
        app.stack.pop()
    assert sequences[0] == sequences[1]


def test_doudizhu_autoplay_for_a_person_plays_legal_moves_and_is_not_handed_off(app):
    table = open_climbing(app, (MUM, DAD, BOT), seed=5, animation="off")
    for _ in range(200):
        if table.hotseat.handing_to is not None:
            frame(app, it.Intent(it.CONFIRM))
            break
        frame(app)
    shown = table.viewer
    assert shown is not None
    table.toggle_autoplay()
    assert shown in table.controller.autoplay
    # from now on the match is checked by replaying the record: every action was legal
    for _ in range(3000):
        if isinstance(app.stack.top, ResultPanel):
            break
        if table.hotseat.handing_to is not None:
            assert table.hotseat.handing_to != shown
            frame(app, it.Intent(it.CONFIRM))
            continue
        if table.my_turn():
            assert table.viewer != shown
            table.act(table.match.state.legal_actions(table.viewer)[0])
        frame(app)
    assert isinstance(app.stack.top, ResultPanel)
    replay = Match.from_json(table.match.to_json())
    assert replay.actions == table.match.actions
    assert any(seat == shown for seat, _ in table.match.actions)


# --- 21点 -----------------------------------------------------------------------------------------

def open_blackjack(app, players, seed: int) -> BlackjackTable:
    app.settings.animation = "fast"
    table = BlackjackTable(Match.new("blackjack", None, seed=seed, players=players), threaded=False, bot_delay=0)
    app.stack.push(table)
    return table


def blackjack_secrets(table) -> dict[int, set[Card]]:
    """Hole cards not yet turned over, by seat (from the public observation's point of view)."""
    public = table.match.state.observe(None)
    secrets = {}
    for seat in range(len(public.seats)):
        mine = table.match.state.observe(seat)
        seen = {c for h in public.seats[seat].hands for c in h.cards if c is not None}
        own = {c for h in mine.seats[seat].hands for c in h.cards if c is not None}
        secrets[seat] = own - seen
    return secrets


@pytest.mark.parametrize("players", [(MUM, DAD, BOT), (MUM, DAD, KID)], ids=["two", "three"])
def test_blackjack_people_hand_off_every_turn(app, players):
    table = open_blackjack(app, players, seed=4)
    handoffs = []
    drawn = frame(app)
    for _ in range(4000):
        for seat, cards in blackjack_secrets(table).items():
            if seat != table.viewer:
                assert not drawn & cards, (seat, drawn & cards)
        if isinstance(app.stack.top, BlackjackResultPanel):
            break
        if table.hotseat.handing_to is not None:
            assert table.viewer is None
            handoffs.append(table.hotseat.handing_to)
            drawn = frame(app, it.Intent(it.CONFIRM))
            continue
        if table.my_turn():
            legal = list(table.match.state.legal_actions(table.viewer))
            table.act(legal[0])
        drawn = frame(app, dt=0.05)
    else:
        raise AssertionError("the round did not end")
    people = table.hotseat.people
    assert handoffs == expected_handoffs(table.match, people)
    banker = table.match.state.observe(None).banker     # plays only if someone is still standing
    assert set(handoffs) >= set(people) - {banker}
    panel = app.stack.top
    assert {line.name for line in panel.seats if line.person} == {p.name for p in players if p.kind == "human"}


# --- 升级 ------------------------------------------------------------------------------------------

IN_TURN = {"declare_timing": "after"}


def open_trick(app, players, seed: int, variant: str = "shengji-1") -> TrickTable:
    app.settings.animation = "fast"
    table = TrickTable(Match.new(variant, IN_TURN, seed=seed, players=players), threaded=False, bot_delay=0)
    app.stack.push(table)
    return table


def trick_secrets(table) -> dict[int, set[Card]]:
    """Each seat's cards nobody else has been shown (declared cards and a failed throw are public)."""
    state = table.match.state
    shown = {c for d in state.declarations for c in d.cards}
    shown |= {c for _seat, tried, _forced in state.failed_throws for c in tried}
    return {seat: set(hand) - shown for seat, hand in enumerate(state.hands)}


def check_trick_frame(table, drawn: set[Card]) -> None:
    state = table.match.state
    for seat, cards in trick_secrets(table).items():
        if seat != table.viewer:
            assert not drawn & cards, (seat, drawn & cards)
            assert not table.model.visible_faces() & cards
    if table.hotseat.handing_to is not None or (state.phase == "deal" and not state.reviewing):
        assert table.viewer is None and not table.model.hand   # nobody's cards while dealt or handed over


def strongest(legal):
    """A person who always shows the strongest declaration they may (else passes), then plays."""
    return legal[-1]


def play_trick_hand(app, table, choose=strongest, limit: int = 20000):
    handoffs = []
    drawn = frame(app)
    for _ in range(limit):
        check_trick_frame(table, drawn)
        if isinstance(app.stack.top, ShengjiResultPanel):
            return handoffs
        if table.hotseat.handing_to is not None:
            handoffs.append((table.hotseat.handing_to, table.match.state.phase))
            drawn = frame(app, it.Intent(it.CONFIRM))
            continue
        state = table.match.state
        if table.viewer is not None and table.viewer in state.to_act() and state.phase != "hand_over":
            legal = list(state.legal_actions(table.viewer))
            if state.phase == "deal":
                assert state.review_seat == table.viewer
                assert table.bar.enabled(legal[0])          # 不亮 is offered whatever the hand
            assert table.act(choose(legal))
        drawn = frame(app, dt=0.05)
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("players", [(MUM, BOT, DAD, BOT), (MUM, DAD, KID, BOT)], ids=["two", "three"])
def test_shengji_people_see_only_their_own_cards(app, players):
    table = open_trick(app, players, seed=7)
    handoffs = play_trick_hand(app, table)
    people = table.hotseat.people
    assert [seat for seat, _ in handoffs] == expected_handoffs(table.match, people)
    assert {phase for _, phase in handoffs} >= {"deal", "play"}
    # every person was asked to declare at least once, in deal order from the first seat
    asked = [seat for seat, action in table.match.actions if type(action).__name__ in ("Pass", "Declare")]
    assert set(people) <= set(asked) and asked[:4] == [0, 1, 2, 3]
    assert isinstance(app.stack.top, ShengjiResultPanel) and app.stack.top.viewer is None
    frame(app, it.Intent(it.CONFIRM))   # the next hand: its deal shows nobody's cards
    assert table.match.state.phase == "deal" or table.hotseat.handing_to is not None


def test_shengji_everyone_is_asked_in_turn_whatever_they_hold(app):
    """Four people who always pass: the hand-offs go round 0 1 2 3 on every deal, for any cards."""
    sequences = []
    for seed in (3, 4):
        table = open_trick(app, (MUM, DAD, KID, GRAN), seed=seed)
        handoffs = []
        frame(app)
        while len(handoffs) < 9:
            if table.hotseat.handing_to is not None:
                handoffs.append(table.hotseat.handing_to)
                frame(app, it.Intent(it.CONFIRM))
            elif table.viewer is not None and table.viewer in table.match.state.to_act():
                assert table.act(table.match.state.legal_actions(table.viewer)[0])   # 不亮
            frame(app, dt=0.05)
        sequences.append(handoffs)
        app.stack.pop()
    assert sequences[0] == sequences[1] == [0, 1, 2, 3, 0, 1, 2, 3, 0]


def test_shengji_setup_fixes_declaring_in_turn_for_several_people(app):
    from engine.registry import get_spec
    from scenes.setup import SetupScene

    scene = SetupScene(get_spec("shengji-2"))
    app.stack.push(scene)
    app.step(1 / 60, [])
    assert scene.options()["declare_timing"] == "deal"
    seat_row = next(r for r in scene.rows if r.kind == "seat" and r.seat == 2)
    app.send(it.Intent(it.PRESS, seat_row.control.segment_rects()[-1].center))  # a person opposite
    assert scene.options()["declare_timing"] == "after"
    row = next(r for r in scene.rows if r.kind == "option" and r.option.key == "declare_timing")
    app.send(it.Intent(it.PRESS, row.control.segment_rects()[0].center))       # try to change it back
    assert scene.options()["declare_timing"] == "after"
    scene.focus = scene.rows.index(next(r for r in scene.rows if r.kind == "option"
                                        and r.option.key == "declare_timing"))
    assert "轮流亮主" in scene._focused_help()
    # a computer's seat explains its level, as measured (issue 30): declaring in turn is the rule's row
    from scenes.level_figures import level_sentence

    scene.focus = scene.rows.index(next(r for r in scene.rows if r.kind == "seat" and r.seat == 1))
    assert scene._focused_help() == level_sentence("shengji-2", scene.seating.levels[1], app.tr)


# --- 四川麻将 ----------------------------------------------------------------------------------------

def open_mahjong(app, players, seed: int, variant: str = "mj-mianyang-dingque"):
    from scenes.mahjong_table import MahjongTable

    app.settings.animation = "fast"
    match = Match.new(variant, {"claim_asking": "everyone", "match_hands": 4}, seed=seed, players=players)
    table = MahjongTable(match, threaded=False, bot_delay=0)
    app.stack.push(table)
    return table


def mahjong_faces(table, app):
    """Every tile face drawn in one frame (the painter's sprites, spied)."""
    from tests.scenes.test_mahjong_table import _drawn_faces

    return _drawn_faces(table, app)


def play_mahjong_hand(app, table, limit: int = 30000):
    """One hand through the scenes; returns the hand-offs as (seat, window open?)."""
    from engine.mahjong.actions import PassClaim
    from scenes.mahjong.result_panel import MahjongResultPanel
    from tests.scenes.test_mahjong_table import _visible_faces

    handoffs = []
    for step in range(limit):
        if isinstance(app.stack.top, MahjongResultPanel):
            return handoffs
        state = table.match.state
        assert table.obs.seat == table.viewer                      # drawn from the shown person only
        if step % 5 == 0 and not table._waits()[0]:        # the 听牌 panel shows kinds, not tiles
            assert not mahjong_faces(table, app) - _visible_faces(table.obs)
        if table.hotseat.handing_to is not None:
            assert table.viewer is None and table.obs.hand == ()
            handoffs.append((table.hotseat.handing_to, state.window is not None))
            frame(app, it.Intent(it.CONFIRM))
            continue
        decision = table.decision()
        if decision is not None:
            legal = list(state.legal_actions(table.viewer))
            if decision == "claim":
                assert PassClaim() in legal
                table.act(legal[0])
            elif decision == "turn":
                table.act(table.controller.hint(table.viewer))
            else:
                table.act(legal[0])
        frame(app, dt=0.05)
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("players", [(MUM, BOT, DAD, BOT), (MUM, DAD, KID, BOT)], ids=["two", "three"])
def test_mahjong_people_asked_on_every_discard_see_only_their_own_tiles(app, players):
    from engine.mahjong.actions import Discard

    table = open_mahjong(app, players, seed=8)
    for seat in table.hotseat.people:          # everyone asks to be asked (standing order 问我)
        table.claim_orders[seat] = "ask"
    table.controller.delegated.clear()
    handoffs = play_mahjong_hand(app, table)
    people = table.hotseat.people
    assert [seat for seat, _ in handoffs] == expected_handoffs(table.match, people)
    assert any(window for _, window in handoffs)
    # after every discard each other person still in the hand answered it, whatever they held
    actions = table.match.actions
    for i, (seat, action) in enumerate(actions):
        if isinstance(action, Discard):
            answers = []
            for later_seat, later in actions[i + 1:]:
                if type(later).__name__ not in ("PassClaim", "Pong", "Win", "Kong"):
                    break
                answers.append(later_seat)
            won_before = {s for s, a in actions[:i] if type(a).__name__ == "Win"}
            assert {p for p in people if p != seat and p not in won_before} <= set(answers), (i, answers)
    panel = app.stack.top
    assert {line.name for line in panel.seats if line.person} == {p.name for p in players if p.kind == "human"}


def test_mahjong_standing_orders_answer_claims_without_a_hand_off(app):
    table = open_mahjong(app, (MUM, BOT, DAD, BOT), seed=8)
    assert table.claim_orders == {0: "auto", 2: "auto"}
    handoffs = play_mahjong_hand(app, table)
    assert handoffs and not any(window for _, window in handoffs)
    # the people's claim answers were made for them, and only legal ones (the record replays)
    replay = Match.from_json(table.match.to_json())
    assert replay.actions == table.match.actions
    assert any(seat in (0, 2) and type(a).__name__ == "PassClaim" for seat, a in table.match.actions)


def test_mahjong_orders_button_switches_the_shown_person(app):
    table = open_mahjong(app, (MUM, BOT, DAD, BOT), seed=3)
    for _ in range(200):
        if table.hotseat.handing_to is not None:
            frame(app, it.Intent(it.CONFIRM))
            break
        frame(app)
    shown = table.viewer
    assert shown is not None and "orders" in table.corner
    frame(app, it.Intent(it.PRESS, table.corner["orders"].rect.center))
    assert table.claim_orders[shown] == "ask" and shown not in table.controller.delegated
    frame(app, it.Intent(it.PRESS, table.corner["orders"].rect.center))
    assert table.claim_orders[shown] == "auto" and shown in table.controller.delegated
    frame(app, it.Intent(it.PRESS, table.corner["orders"].rect.center))
    app.stack.pop()
    again = open_mahjong(app, (MUM, BOT, DAD, BOT), seed=4)          # remembered for the next match
    frame(app)
    assert again.claim_orders[shown] == "ask" and shown not in again.controller.delegated
    assert again.claim_orders[2 - shown] == "auto"


@pytest.mark.parametrize("game", ["shengji", "mahjong"])
def test_autoplay_for_a_person_plays_legal_moves_and_is_not_handed_off(app, game):
    """托管 mid-hand in 升级 and 四川麻将: that person is never handed the computer again, and
    every move made for them is legal (the record replays)."""
    from engine.match import Match as M

    if game == "shengji":
        table = open_trick(app, (MUM, BOT, DAD, BOT), seed=9)
        done = lambda: isinstance(app.stack.top, ShengjiResultPanel)  # noqa: E731
    else:
        from scenes.mahjong.result_panel import MahjongResultPanel

        table = open_mahjong(app, (MUM, BOT, DAD, BOT), seed=9)
        done = lambda: isinstance(app.stack.top, MahjongResultPanel)  # noqa: E731
    for _ in range(3000):
        if table.hotseat.handing_to is not None:
            frame(app, it.Intent(it.CONFIRM))
            break
        frame(app, dt=0.05)
    shown = table.viewer
    assert shown is not None
    table.toggle_autoplay()
    assert shown in table.controller.autoplay
    for _ in range(30000):
        if done():
            break
        if table.hotseat.handing_to is not None:
            assert table.hotseat.handing_to != shown
            frame(app, it.Intent(it.CONFIRM))
            continue
        if table.my_turn():
            assert table.viewer != shown
            state = table.match.state
            table.act(table.controller.hint(table.viewer) or state.legal_actions(table.viewer)[0])
        frame(app, dt=0.05)
    assert done()
    assert any(seat == shown for seat, _ in table.match.actions[len(table.match.actions) // 2:])
    replay = M.from_json(table.match.to_json())
    assert replay.actions == table.match.actions


# --- setup, memory, statistics ------------------------------------------------------------------

def test_names_and_seating_persist_across_a_restart(data_dir):
    from engine.registry import get_spec
    from scenes.app import App
    from scenes.people import load_people
    from scenes.setup import SetupScene
    from scenes.statistics import load_person_statistics, record_hand

    app = App((1024, 640))
    scene = SetupScene(get_spec("doudizhu"))
    app.stack.push(scene)
    app.step(1 / 60, [])
    seat_row = next(r for r in scene.rows if r.kind == "seat" and r.seat == 1)
    app.send(it.Intent(it.PRESS, seat_row.control.segment_rects()[-1].center))  # a person
    scene.focus = scene.rows.index(seat_row)
    for ch in "奶奶":
        app.send(it.Intent(it.TEXT, text=ch))
    players = scene.players()
    assert players[1] == SeatPlayer("human", "normal", "奶奶") and players[0].kind == "human"
    scene.start_match()
    assert isinstance(app.stack.top, ClimbingTable)
    record_hand(app.storage, "doudizhu", players, (2, -4, 2), 0)
    while len(app.stack):
        app.stack.pop()

    again = App((1024, 640))
    names, seating, notice = load_people(again.storage)
    assert notice is None and "奶奶" in names
    assert seating["doudizhu"][1] == SeatPlayer("human", "normal", "奶奶")
    scene = SetupScene(get_spec("doudizhu"))
    again.stack.push(scene)
    again.step(1 / 60, [])
    assert scene.players()[1] == SeatPlayer("human", "normal", "奶奶")
    stats = load_person_statistics(again.storage)
    assert stats["奶奶"]["doudizhu"].hands == 1 and stats["奶奶"]["doudizhu"].points == -4


def test_damaged_people_file_is_tolerated(app):
    from scenes.people import FILE_NAME, load_people, remember_seating

    app.storage.path(FILE_NAME).parent.mkdir(parents=True, exist_ok=True)
    app.storage.path(FILE_NAME).write_text('{"names": ["妈妈", 3, ""], "seating": {"doudizhu": [{"kind": "x"}]}}')
    names, seating, notice = load_people(app.storage)
    assert names == ["妈妈"] and seating == {} and notice is None
    app.storage.path(FILE_NAME).write_text("not json")
    names, seating, notice = load_people(app.storage)
    assert names == [] and notice is not None
    assert remember_seating(app.storage, "doudizhu", (DAD, BOT, BOT))
    assert load_people(app.storage)[0] == ["爸爸"]


def test_every_game_offers_several_people(app):
    from engine.registry import all_specs
    from scenes.setup import SetupScene

    for spec in all_specs():
        scene = SetupScene(spec)
        app.stack.push(scene)
        app.step(1 / 60, [])
        row = next(r for r in scene.rows if r.kind == "seat")
        assert len(row.control.labels) == 4, spec.id          # easy, normal, hard, person
        app.stack.pop()


def test_statistics_screen_shows_each_persons_games(app):
    from scenes.stats_scene import StatsScene
    from scenes.statistics import load_person_statistics, load_statistics, record_hand, record_match

    players = (MUM, DAD, BOT)
    record_hand(app.storage, "doudizhu", players, (4, -2, -2), 0)
    record_hand(app.storage, "doudizhu", players, (-4, 2, 2), 0)
    record_match(app.storage, "doudizhu", players, (0, 0, 0), 0)
    people = load_person_statistics(app.storage)
    assert people["妈妈"]["doudizhu"].hands == 2 and people["妈妈"]["doudizhu"].wins == 1
    assert people["爸爸"]["doudizhu"].points == 0 and people["爸爸"]["doudizhu"].match_wins == 1
    assert load_statistics(app.storage)[0]["doudizhu"].hands == 2  # the game's totals: the first person
    scene = StatsScene()
    app.stack.push(scene)
    app.step(1 / 60, [])
    rows = {scene.person_of[i]: scene.rows[i] for i in scene.person_of}
    assert set(rows) == {"妈妈", "爸爸"} and rows["爸爸"][1].points_per_hand == 0


def test_a_person_in_autoplay_is_never_handed_the_computer():
    from scenes.table.hotseat import HotSeat

    seats = HotSeat((MUM, DAD, KID))
    assert seats.active and seats.viewer is None
    assert seats.follow((1,), autoplay={1}) is False and seats.viewer is None
    assert seats.follow((2,), autoplay={1}) and seats.handing_to == 2 and seats.viewer is None
    assert seats.confirm() and seats.viewer == 2
    assert not seats.follow((2,), autoplay=()) and seats.viewer == 2   # the same person: no hand-off
    assert not seats.follow((0,), autoplay={0}) and seats.viewer == 2  # 托管: their seat plays itself
    single = HotSeat((MUM, BOT, BOT))
    assert not single.active and single.viewer == 0 and not single.follow((0,), ())
