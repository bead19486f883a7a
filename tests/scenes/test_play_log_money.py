"""The play log tells the money and the end of a hand (四川麻将), counts read right in English, and
a 升级 dealer reads the bury once.

- Mahjong: a player follows who paid whom how much — at a win, at a kong (刮风下雨), for 查叫 and
  花猪 when the wall runs out — and when the hand ended, with what each seat won or lost. Before,
  the log stopped at the last discard or win: the money was only in the result panel.
- English tile names: "1 Characters" / "Kong 1 Chars" said one tile in the plural.
- 升级: the dealer on screen read "You buried 8 cards" and then "You buried: …" — one line, the one
  naming the cards, and only for the dealer; the others read the count, never the cards.
"""
from __future__ import annotations

import pytest

from engine.actions import Event
from engine.cards import Card, Suit
from engine.match import Match, SeatPlayer
from engine.mahjong.tiles import KINDS, Tile
from scenes.i18n import Translator
from scenes.mahjong.controls import tile_name, tile_short
from scenes.tables import table_for

from tests.scenes.test_play_log_words import _app, _feed_for, _finished_hands, wrong_words


def _table(app, variant, seed=1):
    players = (SeatPlayer("human", name=""),) + tuple(SeatPlayer("bot", "normal") for _ in range(3))
    table = table_for(Match.new(variant, {}, seed=seed, players=players))
    table.threaded, table.bot_delay = False, 0
    app.stack.push(table)
    table.controller._save = lambda match: None
    return table


def _written(table, batches, language, viewer=0):
    """The log as ``viewer`` reads it after the events, handled move by move (``batches``)."""
    table.app.tr.language = language
    feed = _feed_for(table, viewer)
    for batch in batches:
        feed.handle(batch)
    return feed.log.lines()


def _paid(key, payer, payee, amount, fans=0):
    return Event("paid", payee, {"key": key, "payer": payer, "payee": payee, "amount": amount,
                                 "fans": fans, "capped": fans, "factors": []})


STARTED = Event("hand_started", None, {"hand_no": 0, "dealer": 0})


def _bloody_hand():
    """A 绵阳血战 hand as seat 0 (你 / You) saw it: 下家's 暗杠, 对家 wins on your discard, 上家
    wins by self-draw, then the wall runs out: 查叫 and 花猪 between you and 下家."""
    return [
        [STARTED],
        [Event("konged", 1, {"kind": "concealed"}),
         _paid("kong_concealed", 0, 1, 2), _paid("kong_concealed", 2, 1, 2), _paid("kong_concealed", 3, 1, 2)],
        [Event("discarded", 0, {"tile": "1m"})],
        [_paid("win_discard", 0, 2, 8, 3),
         Event("won", 2, {"tile": "1m", "self_draw": False, "source": 0, "fans": 3})],
        [_paid("win_self", 0, 3, 4, 1), _paid("win_self", 1, 3, 4, 1),
         Event("won", 3, {"tile": "5p", "self_draw": True, "source": None, "fans": 1})],
        [_paid("huazhu", 1, 0, 16), Event("hand_over", None, {"reason": "exhausted",
                                                               "deltas": [2, -4, -10, 12], "next_dealer": 2})],
    ]


def test_the_log_tells_who_paid_whom_and_the_end_in_english(data_dir):
    app = _app("en")
    lines = _written(_table(app, "mj-mianyang-bloody"), _bloody_hand(), "en")
    assert lines[1:] == [
        "Right makes a concealed kong",
        "You pay Right 2 (concealed kong)",
        "Across pays Right 2 (concealed kong)",
        "Left pays Right 2 (concealed kong)",
        "You discard 1 Character",
        "Across wins on 1 Character",          # the win first, then what it was paid
        "You pay Across 8 (deal-in)",
        "Left wins by self-draw on 5 Dots",
        "You pay Left 4 (self-draw)",
        "Right pays Left 4 (self-draw)",
        "Right pays you 16 (three-suit penalty)",
        "Hand over: exhausted wall",
        "This hand: You +2, Right -4, Across -10, Left +12",
    ]
    assert not [(line, bad) for line in lines if (bad := wrong_words(line, "en"))]


def test_the_log_tells_who_paid_whom_and_the_end_in_chinese(data_dir):
    app = _app("zh")
    lines = _written(_table(app, "mj-mianyang-bloody"), _bloody_hand(), "zh")
    assert lines[1:] == [
        "下家暗杠",
        "你付给下家 2 分（暗杠下雨）",
        "对家付给下家 2 分（暗杠下雨）",
        "上家付给下家 2 分（暗杠下雨）",
        "你打出一万",
        "对家胡一万",
        "你付给对家 8 分（点炮）",
        "上家自摸五筒",
        "你付给上家 4 分（自摸）",
        "下家付给上家 4 分（自摸）",
        "下家付给你 16 分（花猪）",
        "本局结束：流局",
        "本局输赢：你 +2、下家 -4、对家 -10、上家 +12",
    ]
    assert not [(line, bad) for line in lines if (bad := wrong_words(line, "zh"))]


@pytest.mark.parametrize("language", ["zh", "en"])
def test_a_ready_check_and_the_other_ends(data_dir, language):
    """查叫 says who paid the ready hand; a win or the last player standing ends the hand."""
    app = _app(language)
    table = _table(app, "mj-mianyang-bloody")
    exhausted = _written(table, [[STARTED], [_paid("chajiao", 3, 2, 8, 2), Event(
        "hand_over", None, {"reason": "exhausted", "deltas": [0, 0, 8, -8], "next_dealer": 2})]], language)
    bloody = _written(table, [[STARTED], [Event("hand_over", None, {"reason": "bloody", "deltas": [0] * 4})]], language)
    won = _written(table, [[STARTED], [Event("hand_over", None, {"reason": "win", "deltas": [0] * 4})]], language)
    if language == "en":
        assert exhausted[1:] == ["Left pays Across 8 (ready check)", "Hand over: exhausted wall",
                                 "This hand: You 0, Right 0, Across +8, Left -8"]
        assert bloody[1] == "Hand over: one player left"
        assert won[1] == "Hand over after a win"
    else:
        assert exhausted[1:] == ["上家付给对家 8 分（查叫）", "本局结束：流局", "本局输赢：你 0、下家 0、对家 +8、上家 -8"]
        assert bloody[1] == "本局结束：只剩一家没胡"
        assert won[1] == "本局结束：有人胡了"


def test_a_spectator_reads_the_results_in_seat_order(data_dir):
    """With nobody on screen (viewer None) the results go round from seat 0."""
    app = _app("en")
    lines = _written(_table(app, "mj-mianyang-bloody"), _bloody_hand(), "en", viewer=None)
    assert lines[-1] == "This hand: You +2, Right -4, Across -10, Left +12"
    lines = _written(_table(app, "mj-mianyang-bloody"), _bloody_hand(), "en", viewer=2)
    assert lines[-1] == "This hand: Across -10, Left +12, you +2, Right -4"


@pytest.mark.parametrize("variant", ["mj-mianyang-bloody", "mj-deyang-qdg"])
def test_every_payment_of_a_played_hand_has_its_line(data_dir, variant):
    """Two seeded hands played out: each payment the seat on screen could see is one line, in
    order with the rest, and the hand ends with the end line and each seat's result."""
    app = _app("en")
    checked = 0
    for hand, table in _finished_hands(app, variant, {}, 5):
        for language in ("zh", "en"):
            app.tr.language = language
            tr = app.tr
            feed = _feed_for(table, table.viewer)
            events = table.controller.hand_events(table.viewer)
            feed.handle(events)
            lines = feed.log.lines()
            paid = [e for e in events if e.kind == "paid"]
            money = [line for line in lines if "付给" in line or (" pay" in line and line.endswith(")"))]
            assert len(money) == len(paid), (variant, hand, language, lines)
            over = next(e for e in events if e.kind == "hand_over")
            assert lines[-2] == tr(f"table.mj.log.over.{over.data['reason']}")
            assert lines[-1].startswith(tr("table.mj.log.result", items=""))
            assert not [(line, bad) for line in lines if (bad := wrong_words(line, language))]
            checked += len(paid)
        app.tr.language = "en"
    assert checked > 0


def test_one_tile_is_singular_in_english():
    assert Tile("m", 1).name_en == "1 Character"
    assert Tile("p", 1).name_en == "1 Dot"
    assert Tile("s", 1).name_en == "1 Bamboo"
    assert Tile("m", 2).name_en == "2 Characters"
    assert Tile("p", 9).name_en == "9 Dots"
    en, zh = Translator("en"), Translator("zh")
    assert tile_short(en, Tile("m", 1)) == "1 Char"
    assert tile_short(en, Tile("p", 1)) == "1 Dot"
    assert tile_short(en, Tile("m", 8)) == "8 Chars"
    assert tile_name(zh, Tile("m", 1)) == "一万" and tile_short(zh, Tile("p", 1)) == "一筒"
    for tile in KINDS:
        for text in (tile_name(en, tile), tile_short(en, tile)):
            assert text.endswith("s") != (tile.rank == 1 or tile.suit == "s"), text


def test_fans_are_counted_as_the_setup_screen_counts_them():
    """The fan cap's choices read "3 fans"; the table said "3 fan" in the 听牌 panel, the
    result's total and the waits (one fan stays singular)."""
    from engine.mahjong.spec import CAP
    en, zh = Translator("en"), Translator("zh")
    for choice in CAP.choices:
        if choice.value:
            assert en("table.mj.fans_n", n=choice.value, count=choice.value) == choice.name_en
    assert en("table.mj.fans_n", n=1, count=1) == "1 fan"
    assert en("table.mj.res.total", n=2, count=2) == "2 fans in all"
    assert en("table.mj.res.total", n=1, count=1) == "1 fan in all"
    assert en("table.mj.res.wait", tile="5 Dots", n=3, count=3) == "5 Dots (3 fans)"
    assert zh("table.mj.fans_n", n=1, count=1) == "1番" and zh("table.mj.fans_n", n=3, count=3) == "3番"


@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_dealer_reads_the_bury_once(data_dir, language):
    app = _app(language)
    table = _table(app, "shengji-1")
    tr = app.tr
    cards = (Card(3, Suit.SPADES), Card(4, Suit.HEARTS))
    events = [Event("hand_started", None, {"hand_no": 1}), Event("buried", 2, {"count": 2}),
              Event("kitty_buried", 2, {"cards": cards}, private_to=2)]
    app.tr.language = language
    dealer = _feed_for(table, 2)
    dealer.handle(events)
    named = tr("table.sj.log.buried_mine", cards="♠3 ♥4")
    assert dealer.log.lines()[1:] == [named]
    for seat in (0, 1, 3, None):
        other = _feed_for(table, seat)
        other.handle(events)
        assert other.log.lines()[1:] == [tr("table.sj.log.buried", name=table.name_of(2), count=2)]
        assert not any("♠3" in line or "♥4" in line for line in other.log.lines())
