"""The 四川麻将 table, driven only through intents, as a person (or a test) would.

Bots fill the other seats (``threaded=False``, no delay) and animations are off, so the
tests stay fast and deterministic.
"""
from __future__ import annotations

import dataclasses
from collections import Counter

import pygame
import pytest

import engine.registry as registry
from engine.mahjong.actions import ChooseMissing, Discard, Piao
from engine.mahjong.spec import SPECS
from engine.mahjong.view import CLAIMED
from engine.match import Match, SeatPlayer
from scenes import intents as it
from scenes.mahjong import tiles_view as tv
from scenes.mahjong.layout import compute, place_of
from scenes.mahjong.painter import own_rects, own_tiles
from scenes.mahjong.result_panel import MahjongResultPanel
from scenes.mahjong_table import MahjongTable
from scenes.saved_match import load_match
from scenes.tables import table_for

PLAYERS = (SeatPlayer("human"),) + tuple(SeatPlayer("bot", "normal") for _ in range(3))


@pytest.fixture(autouse=True)
def mahjong_registered(monkeypatch):
    """The five variants in the registry (a no-op once engine/registry.py lists them)."""
    specs = registry._registry()
    for spec in SPECS:
        if spec.id not in specs:
            monkeypatch.setitem(specs, spec.id, spec)


def new_match(variant: str = "mj-mianyang-dingque", seed: int = 5, players=PLAYERS, **options) -> Match:
    return Match.new(variant, options or None, seed=seed, players=players)


def open_table(app, match: Match) -> MahjongTable:
    app.settings.animation = "off"
    table = MahjongTable(match, threaded=False, bot_delay=0)
    app.stack.push(table)
    app.step(1 / 60, [])
    return table


def frame(app, *intents: it.Intent) -> None:
    for intent in intents:
        app.send(intent)
    app.step(1 / 60, [])


def click(app, pos) -> None:
    frame(app, it.Intent(it.PRESS, pos), it.Intent(it.RELEASE, pos))


def wait(app, table, decision: str | None = None, limit: int = 2000) -> None:
    """Frames until the person must decide (``decision``) or the result panel is up."""
    for _ in range(limit):
        if isinstance(app.stack.top, MahjongResultPanel):
            return
        if table.decision() is not None and (decision is None or table.decision() == decision):
            return
        frame(app)
    raise AssertionError(f"stuck in phase {table.obs.phase}")


def button(table, action_type, **fields):
    return next(b for b in table.buttons if isinstance(b.action, action_type)
                and all(getattr(b.action, k) == v for k, v in fields.items()))


def choose_start(app, table) -> None:
    """飘 (不飘, by its button) and 定缺 (the suggested suit, by Enter) where the variant has them."""
    wait(app, table)
    if table.decision() == "piao":
        click(app, button(table, Piao, yes=False).rect.center)
        wait(app, table)
    if table.decision() == "dingque":
        frame(app, it.Intent(it.CONFIRM))
        wait(app, table)


def play_turn(app, table) -> None:
    """H: 自摸 when possible, else the hint raises a tile; Enter discards it."""
    frame(app, it.Intent(it.HINT))
    if table.decision() == "turn" and table.selected is not None:
        frame(app, it.Intent(it.CONFIRM))


def test_enter_at_the_piao_prompt_keeps_the_stake(app):
    """飘 raises the stake, so Enter (like Space) is 不飘; 飘 takes its button (issue 35, item 6)."""
    table = open_table(app, new_match(seed=5))
    wait(app, table, "piao")
    assert button(table, Piao, yes=False).primary and not button(table, Piao, yes=True).primary
    frame(app, it.Intent(it.CONFIRM))
    wait(app, table)
    assert table.obs.seats[0].piao is False


def test_table_for_opens_the_mahjong_table():
    assert isinstance(table_for(new_match()), MahjongTable)


def test_a_person_plays_whole_hands_with_piao_dingque_discards_and_a_claim(app):
    table = open_table(app, new_match(seed=5))
    wait(app, table, "piao")
    assert {type(b.action) for b in table.buttons} == {Piao}
    claims = 0
    for _hand in range(4):
        choose_start(app, table)
        assert table.obs.seats[0].piao is False and table.obs.seats[0].missing in ("m", "p", "s")
        first = True
        while not isinstance(app.stack.top, MahjongResultPanel):
            kind = table.decision()
            before = len(table.match.actions)
            if kind == "turn" and first:            # the first discard by clicking a tile twice
                rects = own_rects(table._picture_stub())
                allowed = table._allowed()
                index = next(i for i, t in enumerate(_tiles(table)) if t in allowed)
                tile = _tiles(table)[index]
                click(app, rects[index].center)
                assert table.selected == index and len(table.match.actions) == before   # raised only
                click(app, own_rects(table._picture_stub())[index].center)
                assert table.match.actions[before] == (0, Discard(tile))
                first = False
            elif kind == "turn":
                play_turn(app, table)
            elif kind == "claim":
                legal = set(table.match.state.legal_actions(0))
                assert {b.action for b in table.buttons} == legal      # only what the rules allow
                mine = table.obs.my_claims
                frame(app, it.Intent(it.HINT if "win" in mine else it.PONG if "pong" in mine else
                                     it.KONG if "kong" in mine else it.PASS))
                claims += mine != ()
                assert table.match.actions[before][0] == 0
            wait(app, table)
        panel = app.stack.top
        assert sum(panel.result.deltas) == 0
        if claims:
            break
        frame(app, it.Intent(it.CONFIRM))          # 下一局
    assert claims, "no claim came up in four hands"


def _tiles(table):
    return own_tiles(table._picture_stub())


def test_an_illegal_discard_shows_the_reason_and_changes_nothing(app):
    table = open_table(app, new_match(seed=3))
    wait(app, table, "piao")
    frame(app, it.Intent(it.PASS))                  # Space: 不飘
    wait(app, table, "dingque")
    counts = Counter(t.suit for t in table.obs.hand)
    suit = max("mps", key=lambda s: (0 < counts[s] < 14, -counts[s]))
    table.act(ChooseMissing(suit))
    wait(app, table, "turn")                         # seat 0 deals: the first turn is ours
    tiles = _tiles(table)
    index = next(i for i, t in enumerate(tiles) if t.suit != suit)
    before = len(table.match.actions)
    hand = table.obs.hand
    click(app, own_rects(table._picture_stub())[index].center)
    click(app, own_rects(table._picture_stub())[index].center)
    assert len(table.match.actions) == before and table.obs.hand == hand
    assert table.note == app.tr("reason.must_discard_missing")
    assert all(t.suit == suit for t in table._allowed())   # the other suits are dimmed


def _visible_faces(obs) -> Counter:
    """Every tile face the viewer's observation holds."""
    seen = Counter(obs.hand)
    for sv in obs.seats:
        seen.update(t for t, st in sv.pond if st != CLAIMED)
        for meld in sv.melds:
            seen.update([meld.tile] * meld.size)
        seen.update(sv.shown)
    for win in obs.winners:
        seen.update(win.hand)
    return seen


class SpySurface(pygame.Surface):
    """A screen that remembers every sprite blitted onto it."""

    def __init__(self, size) -> None:
        super().__init__(size, pygame.SRCALPHA)
        self.blitted: list = []

    def blit(self, source, dest, *args, **kwargs):
        self.blitted.append(source)
        return super().blit(source, dest, *args, **kwargs)


def test_nothing_hidden_is_drawn(app):
    """Each face drawn is one the observation holds; the others' hands are as many backs as they hold."""
    table = open_table(app, new_match("mj-mianyang-bloody", seed=9))
    choose_start(app, table)
    faces: dict[int, object] = {}       # id of a sprite -> the tile on it
    backs: dict[int, str] = {}          # id of a sprite -> the side of a standing back
    art = table.art
    standing, lying, back_standing = art.standing, art.lying, art.back_standing

    def spy_face(make):
        def wrapped(tile, *a, **k):
            surf = make(tile, *a, **k)
            faces[id(surf)] = tile
            return surf
        return wrapped

    def spy_back(w, colour="green", side="top"):
        surf = back_standing(w, colour, side)
        backs[id(surf)] = side
        return surf

    art.standing, art.lying, art.back_standing = spy_face(standing), spy_face(lying), spy_back
    try:
        checked = 0
        for _ in range(60):
            wait(app, table)
            if isinstance(app.stack.top, MahjongResultPanel):
                break
            if table.decision() == "turn":
                play_turn(app, table)
            elif table.decision() == "claim":
                frame(app, it.Intent(it.PASS))
            if table._waits()[0] or isinstance(app.stack.top, MahjongResultPanel):
                continue                              # the 听牌 panel shows kinds, not tiles
            screen = SpySurface(app.size)
            table.draw(screen)
            obs = table.obs
            drawn = Counter(faces[id(s)] for s in screen.blitted if id(s) in faces)
            assert not drawn - _visible_faces(obs)    # no face beyond what the observation holds
            sides = Counter(backs[id(s)] for s in screen.blitted if id(s) in backs)
            expected = Counter()
            for seat, sv in enumerate(obs.seats):
                if seat != 0 and not sv.shown and not sv.won:
                    expected[{1: "right", 2: "top", 3: "left"}[place_of(seat, 0)]] += sv.concealed_count
            assert sides == expected                  # the others' hands: only backs, one per tile
            checked += 1
    finally:
        del art.standing, art.lying, art.back_standing
    assert checked > 10


def test_a_claim_window_never_shows_who_else_is_asked(app):
    players = (SeatPlayer("human"), SeatPlayer("bot", "normal"), SeatPlayer("human"), SeatPlayer("bot", "normal"))
    table = open_table(app, new_match("mj-mianyang", seed=4, players=players))
    table.controller.set_autoplay(0, True)           # seat 0 plays by itself; seat 2 stays a person
    for _ in range(3000):
        state = table.match.state
        if state.window is not None and state.to_act() and 0 not in state.to_act():
            break
        if isinstance(app.stack.top, MahjongResultPanel):
            frame(app, it.Intent(it.CONFIRM))
        if 2 in state.to_act():
            legal = state.legal_actions(2)
            table.controller.submit(2, legal[-1] if state.window is not None else legal[0])
            table.refresh(force=True)
        frame(app)
    else:
        raise AssertionError("no claim window for another seat")
    table.controller.set_autoplay(0, False)
    table.refresh(force=True)
    obs = table.obs
    assert obs.to_act == () and obs.turn is None     # the observation names nobody
    table.note_until = 0                             # past news ("玩家2 胡了") aside
    assert table.status()[0] == app.tr("table.mj.status.window")
    assert table.buttons == [] and table.decision() is None


def test_resume_from_the_saved_match(app):
    table = open_table(app, new_match(seed=12))
    choose_start(app, table)
    for _ in range(4):
        wait(app, table, "turn")
        play_turn(app, table)
    wait(app, table)
    saved, notice = load_match(app.storage)
    assert notice is None and saved is not None
    assert saved.actions == table.match.actions
    app.stack.pop()
    again = table_for(saved)
    app.stack.push(again)
    app.step(1 / 60, [])
    assert again.obs.hand == table.obs.hand
    assert [sv.pond for sv in again.obs.seats] == [sv.pond for sv in table.obs.seats]


def _all_tile_rects(table, obs, size):
    L = compute(size)
    art = table.art
    back = "green"
    rects = []
    for seat, sv in enumerate(obs.seats):
        place = place_of(seat, 0)
        rects += [pygame.Rect(pos, surf.get_size()) for _, (surf, pos) in tv.pond_sprites(art, L, place, sv.pond, back, None)]
        if place:
            rects += [pygame.Rect(pos, surf.get_size())
                      for surf, pos in tv.other_hand_sprites(art, L, place, sv.concealed_count, sv.melds, sv.shown, back)]
    pic = table._picture_stub()
    pic.layout, pic.obs = L, obs
    rects += own_rects(pic)
    return rects


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_every_tile_stays_on_screen(app, size):
    table = open_table(app, new_match("mj-mianyang-bloody", seed=2))
    choose_start(app, table)
    for _ in range(12):
        wait(app, table)
        if table.decision() == "turn":
            play_turn(app, table)
        elif table.decision() == "claim":
            frame(app, it.Intent(it.PASS))
    obs = table.obs
    # the worst case too: long ponds everywhere and four melds on every side
    from engine.mahjong.melds import Meld
    from engine.mahjong.tiles import parse
    full = parse("123456789m 123456789p 123456789s 1m")
    melds = tuple(Meld("pong", t, 1) for t in parse("1m 2p 3s")) + (Meld("concealed", parse("4s")[0], None),)
    crowded = dataclasses.replace(obs, seats=tuple(
        dataclasses.replace(sv, pond=tuple((t, "") for t in full + full[:8]), melds=melds, concealed_count=2)
        for sv in obs.seats))
    pygame.display.set_mode(size)
    app.stack.layout(size)
    screen = pygame.Rect((0, 0), size)
    for model in (obs, crowded):
        rects = _all_tile_rects(table, model, size)
        assert rects and all(screen.contains(r) for r in rects)
    # the ponds do not run into each other or into the centre square
    L = compute(size)
    boxes = []
    for seat, sv in enumerate(crowded.seats):
        spots = [pygame.Rect(pos, surf.get_size()) for _, (surf, pos) in
                 tv.pond_sprites(table.art, L, place_of(seat, 0), sv.pond, "green", None)]
        boxes.append(spots[0].unionall(spots[1:]))
    for i, a in enumerate(boxes):
        assert not a.colliderect(L.centre)
        assert all(not a.colliderect(b) for b in boxes[i + 1:])
    table.layout(size)
    table.draw(app.screen)


def test_result_panel_names_every_fan_and_payment_in_both_languages(app):
    for language in ("zh", "en"):
        app.tr.language = language
        table = open_table(app, new_match("mj-mianyang-bloody", seed=21))
        choose_start(app, table)
        table.controller.set_autoplay(0, True)
        for _ in range(4000):
            if isinstance(app.stack.top, MahjongResultPanel):
                break
            frame(app)
        panel = app.stack.top
        assert isinstance(panel, MahjongResultPanel)
        texts = panel.line_texts()
        assert texts and not any("table.mj." in t or "fan." in t or "pay." in t for t in texts)
        for win in panel.result.winners:
            for key, _ in win.fans.lines:
                assert any(app.tr(f"fan.{key}") in t for t in texts)
        payees = {p.payee for p in panel.result.payments}
        assert len([t for t in texts if app.tr("table.mj.colon") in t]) >= len(payees)
        app.stack.pop()
        app.stack.pop()


def test_the_tile_back_setting_is_used(app):
    table = open_table(app, new_match())
    assert table.picture().back == "green"
    app.settings.tile_back = "blue"
    assert table.picture().back == "blue"


def _drawn_faces(table, app) -> Counter:
    faces: dict[int, object] = {}
    art = table.art
    standing, lying = art.standing, art.lying

    def spy(make):
        def wrapped(tile, *a, **k):
            surf = make(tile, *a, **k)
            faces[id(surf)] = tile
            return surf
        return wrapped

    art.standing, art.lying = spy(standing), spy(lying)
    try:
        screen = SpySurface(app.size)
        table.draw(screen)
    finally:
        del art.standing, art.lying
    return Counter(faces[id(s)] for s in screen.blitted if id(s) in faces)


def test_bloody_play_shows_the_winners_hands_while_the_others_play_on(app):
    table = open_table(app, new_match("mj-mianyang-bloody", seed=21))
    choose_start(app, table)
    table.controller.set_autoplay(0, True)
    for _ in range(12000):
        obs = table.obs
        if obs.phase == "play" and any(w.seat != 0 for w in obs.winners):
            break
        if isinstance(app.stack.top, MahjongResultPanel):
            frame(app, it.Intent(it.CONFIRM))         # no win by another seat yet: next hand
        frame(app)
    else:
        raise AssertionError("nobody won")
    win = next(w for w in table.obs.winners if w.seat != 0)
    assert table.obs.seats[win.seat].won and table.obs.phase == "play"
    drawn = _drawn_faces(table, app)
    assert not Counter(win.hand) - drawn                 # every tile of the winning hand, face up


def test_the_waits_panel_lists_the_winning_tiles_with_fans_and_unseen_copies(app):
    from engine.mahjong.winning import ready_tiles

    table = open_table(app, new_match("mj-mianyang-bloody", seed=5))
    choose_start(app, table)
    table.controller.set_autoplay(0, True)
    for _ in range(6000):
        obs = table.obs
        if obs.phase == "play" and len(obs.hand) % 3 == 1 and ready_tiles(obs) and not obs.seats[0].won:
            break
        if isinstance(app.stack.top, MahjongResultPanel):
            frame(app, it.Intent(it.CONFIRM))
        frame(app)
    else:
        raise AssertionError("never ready")
    waits = table.picture().waits
    assert waits == ready_tiles(table.obs) and all(0 <= unseen <= 4 and fans >= 0 for _, fans, unseen in waits)
    assert not Counter(t for t, _, _ in waits) - _drawn_faces(table, app)   # each wait is shown


def test_another_seats_concealed_kong_lies_as_backs_until_he_wins():
    """The observation gives another seat's 暗杠 without its tile: four backs; once he has won it
    comes with its tile and its top lies face up, as the viewer's own always does."""
    from engine.mahjong.melds import FACE_DOWN_KONG, KONG_CONCEALED, Meld
    from engine.mahjong.tiles import Tile
    kong = Meld(KONG_CONCEALED, Tile.from_code("4s"))
    assert tv._meld_tiles(FACE_DOWN_KONG, False) == [(None, False)] * 4
    assert tv._meld_tiles(kong, False) == [(kong.tile, False)] * 3 + [(kong.tile, True)]
    assert tv._meld_tiles(kong, True)[3] == (kong.tile, True)
