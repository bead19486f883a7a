"""The 四川麻将 table at the end of a hand, its seat names and its key line (issue 16).

- The result shows every hand face up: each winner's hand under its win, every other hand
  with its melds and what it waits on — the waits of the engine's end-of-hand observation
  (the ones 查叫 counted), never worked out by the scene.
- Each seat's name badge sits by its hand and covers no tile.
- The variant's name fits inside the centre's frame; the key line offers only what the
  variant has (躺 only in 绵阳).
"""
from __future__ import annotations

from collections import Counter

import pygame
import pytest

import engine.registry as registry
from engine.mahjong.spec import SPECS
from engine.match import Match, SeatPlayer
from scenes import intents as it
from scenes.mahjong import tiles_view as tv
from scenes.mahjong.controls import tile_name
from scenes.mahjong.layout import place_of
from scenes.mahjong.painter import badge_rects, info_lines, own_rects
from scenes.mahjong.result_panel import MahjongResultPanel
from scenes.mahjong_table import MahjongTable

PLAYERS = (SeatPlayer("human"),) + tuple(SeatPlayer("bot", "normal") for _ in range(3))


@pytest.fixture(autouse=True)
def mahjong_registered(monkeypatch):
    specs = registry._registry()
    for spec in SPECS:
        if spec.id not in specs:
            monkeypatch.setitem(specs, spec.id, spec)


def open_table(app, variant: str, seed: int) -> MahjongTable:
    app.settings.animation = "off"
    table = MahjongTable(Match.new(variant, None, seed=seed, players=PLAYERS), threaded=False, bot_delay=0)
    app.stack.push(table)
    app.step(1 / 60, [])
    return table


def frame(app, *intents) -> None:
    for intent in intents:
        app.send(intent)
    app.step(1 / 60, [])


def step_person(app, table) -> None:
    """One frame, the person answering what is asked (飘 no, the suggested 缺, the hint's discard, pass)."""
    kind = table.decision()
    if kind == "turn":
        frame(app, it.Intent(it.HINT))
        if table.decision() == "turn" and table.selected is not None:
            frame(app, it.Intent(it.CONFIRM))
    elif kind == "claim":
        frame(app, it.Intent(it.PASS))
    elif kind in ("piao", "dingque"):
        frame(app, it.Intent(it.CONFIRM) if kind == "dingque" else it.Intent(it.PASS))
    else:
        frame(app)


def play_to_result(app, table, limit: int = 5000) -> MahjongResultPanel:
    for _ in range(limit):
        if isinstance(app.stack.top, MahjongResultPanel):
            return app.stack.top
        step_person(app, table)
    raise AssertionError(f"the hand did not end (phase {table.obs.phase})")


def meld_tiles(melds) -> list:
    return [m.tile for m in melds for _ in range(4 if m.is_kong else 3)]


# --- every hand face up, with its waits ---------------------------------------------------------

@pytest.mark.parametrize("variant, seed", [("mj-mianyang", 5), ("mj-mianyang-dingque", 7),
                                           ("mj-mianyang-bloody", 3), ("mj-deyang-qdg", 5)])
def test_the_result_shows_every_hand_and_each_non_winners_waits(data_dir, variant, seed):
    from scenes.app import App

    app = App((1280, 800))
    table = open_table(app, variant, seed)
    panel = play_to_result(app, table)
    frame(app)
    obs, state = table.obs, table.match.state
    # the panel reads the public end-of-hand observation; the waits are the engine's
    assert panel.hands == obs.seats
    for seat, sv in enumerate(obs.seats):
        assert sv.shown == state.hand_tiles(seat)
        expected = () if sv.won or seat in state.result.huazhu else tuple(
            (t, n) for t, n in state.observe(None).seats[seat].waits)
        assert sv.waits == expected
    # every tile of every hand is drawn on the panel, and every wait
    faces: list = []
    lying = table.art.lying

    def spy(tile, *args, **kwargs):
        faces.append(tile)
        return lying(tile, *args, **kwargs)

    table.art.lying = spy
    try:
        panel.draw(app.screen)
    finally:
        del table.art.lying
    expected = Counter()
    for rec in obs.winners:
        expected.update(list(rec.hand) + meld_tiles(rec.melds))
    for sv in obs.seats:
        if not sv.won:
            expected.update(list(sv.shown) + meld_tiles(sv.melds) + [t for t, _ in sv.waits])
    assert Counter(faces) == expected
    # and said in words: each non-winner's waits by name (or 未听牌 / 花猪)
    texts = " ".join(panel.line_texts())
    for seat, sv in enumerate(obs.seats):
        if not sv.won:
            words = panel.hand_words(next(item for *_, item in panel.lines()
                                          if getattr(item, "seat", None) == seat))
            assert words in texts
            for tile, _fans in sv.waits:
                assert tile_name(app.tr, tile) in words
    # 看牌 folds the panel away: the table shows every hand face up, no back left
    frame(app, it.Intent(it.PASS))
    assert panel.viewing
    backs = []
    back_standing = table.art.back_standing
    table.art.back_standing = lambda *a, **k: backs.append(a) or back_standing(*a, **k)
    try:
        table.draw(app.screen)
    finally:
        del table.art.back_standing
    assert backs == []
    while len(app.stack):
        app.stack.pop()


# --- names by their hands -----------------------------------------------------------------------

@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("language", ["zh", "en"])
def test_each_name_badge_sits_by_its_hand_and_covers_no_tile(data_dir, size, language):
    from scenes.app import App

    app = App(size)
    app.tr.language = language
    table = open_table(app, "mj-mianyang-bloody", 2)
    checked = 0
    for _ in range(400):
        if isinstance(app.stack.top, MahjongResultPanel):
            break
        step_person(app, table)
        if table.obs.phase != "play":
            continue
        pic = table.picture()
        L, art = pic.layout, table.art
        badges = badge_rects(art, L, pic, app.tr)
        tiles, hands = [], {}
        for seat, sv in enumerate(pic.obs.seats):
            place = place_of(seat, 0)
            tiles += [pygame.Rect(pos, surf.get_size()) for _, (surf, pos) in
                      tv.pond_sprites(art, L, place, sv.pond, "green", None)]
            if place:
                sprites = tv.other_hand_sprites(art, L, place, sv.concealed_count, sv.melds, sv.shown, "green")
                hands[place] = tv.bounds(sprites)
                tiles += [pygame.Rect(pos, surf.get_size()) for surf, pos in sprites]
        mine = own_rects(pic)
        hands[0] = mine[0].unionall(mine[1:])
        tiles += mine
        window = pygame.Rect(0, 0, *size)
        for place, badge in badges.items():
            assert window.contains(badge)
            assert not badge.colliderect(L.centre)
            assert not any(badge.colliderect(t) for t in tiles), place
            assert all(not badge.colliderect(other) for p, other in badges.items() if p != place)
            # by its hand: no more than two pads from its hand's box
            gap = max(hands[place].left - badge.right, badge.left - hands[place].right,
                      hands[place].top - badge.bottom, badge.top - hands[place].bottom)
            assert gap <= 2 * L.sizes.pad, (place, badge, hands[place])
        checked += 1
        if checked >= 25:
            break
    assert checked >= 10
    while len(app.stack):
        app.stack.pop()


# --- the centre's variant name, the key line ------------------------------------------------------

@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_variant_name_fits_inside_the_centre_frame(size):
    from scenes.assets import MIN_FONT_PX, font
    from scenes.mahjong.layout import compute

    pygame.font.init()
    L = compute(size)
    c = L.centre
    inner = c.inflate(-c.width // 6, -c.height // 6)
    big = max(L.sizes.body, round(c.height * 0.2))
    for spec in SPECS:
        for name in (spec.name_zh, spec.name_en):
            lines, px = info_lines(name, inner, max(12, round(big * 0.3)), L.sizes)
            assert "".join(lines).replace(" ", "") == name.replace(" ", "")     # nothing cut
            for line in lines:
                assert font(px).size(line)[0] <= inner.width - 2 * L.sizes.pad
            assert px >= MIN_FONT_PX


@pytest.mark.parametrize("variant", [spec.id for spec in SPECS])
@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_key_line_offers_lay_down_only_where_the_variant_has_it(app, variant, language):
    app.tr.language = language
    table = open_table(app, variant, 5)
    for _ in range(2000):
        if table.decision() == "turn":
            break
        step_person(app, table)
    assert table.decision() == "turn"
    keys = table.picture().keys
    has_lay = variant.startswith("mj-mianyang")       # 飘 and 躺 are 绵阳's (mahjong.md)
    assert table.obs.rules.piao_lay == has_lay
    word = "躺" if language == "zh" else "lay down"
    assert (word in keys) == has_lay and ("T " in keys) == has_lay
    if not has_lay:      # and T does nothing there (no "raise a tile to lay down" note)
        table.selected = None
        frame(app, it.Intent(it.SORT))
        assert table.note != app.tr("table.mj.note.pick_lay_down")


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_view_strip_covers_no_tile(data_dir, size):
    """看牌 folds the result into a strip over the button row: no pond or hand tile under it."""
    from scenes.app import App

    app = App(size)
    table = open_table(app, "mj-mianyang-dingque", 7)
    panel = play_to_result(app, table)
    frame(app)
    frame(app, it.Intent(it.PASS))
    assert panel.viewing
    pic = table.picture()
    L, art = pic.layout, table.art
    tiles = []
    for seat, sv in enumerate(pic.obs.seats):
        place = place_of(seat, 0)
        tiles += [pygame.Rect(pos, surf.get_size()) for _, (surf, pos) in
                  tv.pond_sprites(art, L, place, sv.pond, "green", None)]
        if place:
            tiles += [pygame.Rect(pos, surf.get_size()) for surf, pos in
                      tv.other_hand_sprites(art, L, place, sv.concealed_count, sv.melds, sv.shown, "green")]
    tiles += own_rects(pic)
    assert not [t for t in tiles if panel.strip.colliderect(t)], (panel.strip, [t for t in tiles if panel.strip.colliderect(t)])
    assert pygame.Rect(0, 0, *size).contains(panel.strip)
    while len(app.stack):
        app.stack.pop()
