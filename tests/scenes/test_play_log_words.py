"""出牌记录 reads right: every family, both languages, as each seat saw the hand.

Seeded hands of every variant with a log (21点 has none: its table has no side panel) are
played by computer players; after each hand the log is written again from the hand's history
for every seat, in Chinese and in English — what the person on screen (or a person at a hot-seat
table) reads in the panel. A player reading those lines finds:

- no empty bracket, no ``None`` / ``[]`` / ``{…}``, no raw string key (``table.xx.yy``);
- in Chinese no English word (cards are ♠A, single letters); in English no Chinese character
  or Chinese punctuation (大王 is "Big joker" — GLOSSARY.md names every term in English);
- English sentences that start with a capital, and "you" told as "you" ("the partner of You!",
  "You shows …" are what a template about a third person says of the viewer);
- the hand's number as the table counts it (第 1 局, never 第 0 局);
- a line for every public moment a player follows (a bid, a pass, a 倒, a bury, a discard …)
  and for the seat's own private ones (the kitty it took, the cards it buried);
- no card another seat holds in secret: a bury, a put-back or a deal is never named to
  anyone but its owner.
"""
from __future__ import annotations

import re

import pytest

from engine.actions import Event
from engine.cards import Card, Suit
from engine.match import Match, SeatPlayer
from engine.registry import all_specs, get_spec
from scenes import intents as it
from scenes.table.animation import AnimationQueue
from scenes.tables import table_for

#: (variant, options, seed): every variant with a play log, two hands each; the seeds meet a
#: joker drawn, a joker named, a kitty with a joker, a bomb, a partner shown to the viewer.
CASES = [(spec.id, {}, 12) for spec in all_specs() if spec.family != "blackjack"] + [
    ("shengji-1", {"declare_timing": "after"}, 3),     # 亮主 in turn: every pass is a line
    ("shengji-2", {}, 3),                               # the person on screen deals and buries
    ("chicangying", {}, 3),                             # a partner shown to the dealer on screen
    ("chicangying", {}, 16),                            # a joker named, then shown
    ("mj-mianyang", {}, 3),                             # two seats 飘
    ("doudizhu-wild", {}, 3),
    ("gandengyan-winner", {}, 3),
]
HANDS = 2

#: Moments a player follows in the log: each of these events, when the seat may see it, writes
#: a line (draws in mahjong are left out on purpose: one every turn, they would drown the rest).
FOLLOWED = frozenset({
    "hand_started", "bid", "passed", "landlord", "doubled", "redoubled", "redeal", "played", "bomb",
    "went_out", "new_round", "drew_card", "joker_turned", "dealer_chose", "partner_shown",
    "declared", "declare_round", "declare_passed", "kitty_card_shown", "trump_fixed", "kitty_taken",
    "buried", "kitty_buried", "throw_failed", "trick_won", "declarer", "trump_named", "kitty_cards",
    "put_back", "put_back_cards", "answered", "play_started", "laid_down", "piao_revealed",
    "missing_revealed", "discarded", "ponged", "konged", "adding_kong", "won", "paid",
})

_RAW_KEY = re.compile(r"\b[a-z_]+\.[a-z_]+(\.[a-z_0-9]+)*\b")
_ASCII_WORD = re.compile(r"[A-Za-z]{3,}")
_CHINESE = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")
_YOU_MID_SENTENCE = re.compile(r"(?<![.!?:;]) You\b")
_YOU_THIRD_PERSON = re.compile(r"\b[Yy]ou (is|was|has|[a-z]*[^s\W]s)\b")


def wrong_words(line: str, language: str) -> list[str]:
    """What a player would stumble on in one log line."""
    found = [f"{bad!r}" for bad in ("()", "（）", "None", "[]", "{", "}") if bad in line]
    if _RAW_KEY.search(line):
        found.append("a string key")
    if language == "zh" and _ASCII_WORD.search(line):
        found.append("an English word")
    if language == "en":
        if _CHINESE.search(line):
            found.append("Chinese")
        if line[:1].islower():
            found.append("no capital")
        if _YOU_MID_SENTENCE.search(line) or _YOU_THIRD_PERSON.search(line):
            found.append("you as a third person")
    return found


def _app(language="zh"):
    from scenes.app import App

    app = App((1024, 640))
    app.settings.language = app.tr.language = language
    app.settings.animation = "off"
    app.settings.bot_delay = 0.0
    app.audio.set_enabled(False)
    return app


def _finished_hands(app, variant, options, seed):
    """The table after each of the match's first HANDS hands (seat 0 on 托管)."""
    spec = get_spec(variant)
    players = (SeatPlayer("human", name=""),) + tuple(
        SeatPlayer("bot", "normal") for _ in range(spec.seat_count() - 1))
    table = table_for(Match.new(variant, options, seed=seed, players=players))
    table.threaded, table.bot_delay = False, 0
    app.stack.push(table)
    table.controller._save = lambda match: None
    table.toggle_autoplay()
    for hand in range(1, HANDS + 1):
        for _ in range(40000):
            if table.result_panel is not None:
                break
            table.update(1 / 20)
        assert table.result_panel is not None
        yield hand, table
        app.send(it.Intent(it.CONFIRM))


def _feed_for(table, seat):
    """A silent feed of the table's family, as ``seat`` sees the hand (TableScene.rebuild_log)."""
    feed = table.make_feed()
    feed.queue, feed.play_sound, feed.viewer = AnimationQueue(), lambda name: None, seat
    return feed


def _followed(event, seat) -> bool:
    """A 加杠 is written when it is announced (``adding_kong``), not again when it stands; the
    dealer's own bury is written once, with its cards (``kitty_buried``), not also as a count, and
    so are the 打撇 declarer's own kitty and put-back (``kitty_cards``, ``put_back_cards``)."""
    own_once = event.kind in ("buried", "put_back") or (event.kind == "kitty_taken" and "cards" not in event.data)
    return event.kind in FOLLOWED and not (event.kind == "konged" and event.data.get("kind") == "added") \
        and not (own_once and event.seat == seat)


def _lines_and_silent(table, seat):
    """The seat's log of the finished hand, and the followed events that wrote no line."""
    feed = _feed_for(table, seat)
    silent = []
    for event in table.controller.hand_events(seat):
        before = len(feed.log)
        feed.handle([event])
        wrote = len(feed.log) > before or (event.kind == "hand_started" and len(feed.log) > 0)
        if _followed(event, seat) and not wrote:
            silent.append(event.kind)
    return feed.log.lines(), silent


def _secrets(table, seat, tr):
    """Card lists another seat holds in secret this hand, as the log would write them."""
    return {tr.cards(event.data["cards"]) for event in table.controller.match.hand_events
            if event.private_to is not None and event.private_to != seat
            and len(event.data.get("cards", ())) >= 2}


@pytest.mark.parametrize(("variant", "options", "seed"), CASES)
def test_every_seat_reads_its_log_in_both_languages(data_dir, variant, options, seed):
    """The words are read as the person on screen (seat 0) reads them — the seats' names are
    said from that seat (你, 下家 …); what is written and what is kept secret, for every seat."""
    app = _app()
    problems = []
    for hand, table in _finished_hands(app, variant, options, seed):
        for language in ("zh", "en"):
            app.tr.language = language
            tr = app.tr
            for seat in range(len(table.match.players)):
                lines, silent = _lines_and_silent(table, seat)
                where = f"hand {hand} seat {seat} {language}"
                if not lines or lines[0] != tr("table.log.hand_started", hand=hand):
                    problems.append(f"{where}: first line {lines[:1]}")
                problems += [f"{where}: no line for {kind}" for kind in sorted(set(silent))]
                if seat == table.viewer:
                    problems += [f"{where}: {line!r}: {', '.join(bad)}"
                                 for line in lines if (bad := wrong_words(line, language))]
                secrets = _secrets(table, seat, tr)
                problems += [f"{where}: {line!r} names another seat's hidden cards"
                             for line in lines if any(secret in line for secret in secrets)]
        app.tr.language = "zh"
    assert not problems, "\n".join(problems[:40])


def test_the_checker_catches_what_a_player_would():
    """The word check itself: each of these lines was once in a log."""
    assert wrong_words("下家：♣A（）", "zh")
    assert wrong_words("You draw 小王", "en")
    assert wrong_words("Float: You、Left", "en")
    assert wrong_words("soft bomb! Multiplier ×4", "en")
    assert wrong_words("Across shows ♠5: the partner of You!", "en")
    assert wrong_words("You shows the second ♠5: a secret solo!", "en")
    assert wrong_words("table.sj.log.buried", "zh")
    assert not wrong_words("Drawn by lot: you lead", "en")
    assert not wrong_words("Float: You, Left", "en")
    assert not wrong_words("You pass", "en")
    assert not wrong_words("你：大王 大王（对子）", "zh")


def _table(app, variant, seed=1):
    spec = get_spec(variant)
    players = (SeatPlayer("human", name=""),) + tuple(
        SeatPlayer("bot", "normal") for _ in range(spec.seat_count() - 1))
    table = table_for(Match.new(variant, {}, seed=seed, players=players))
    table.threaded, table.bot_delay = False, 0
    app.stack.push(table)
    table.controller._save = lambda match: None
    return table


def _written(table, events, language, flashes=None):
    """The log lines the events write for the person on screen (and, into ``flashes``, the
    sentences under the big words that flash over the table)."""
    table.app.tr.language = language
    feed = _feed_for(table, table.viewer)
    feed.handle(events)
    if flashes is not None:
        flashes += [item.data["line"] for item in feed.queue._items if item.kind == "flash"]
    return feed.log.lines()


@pytest.mark.parametrize("language", ["zh", "en"])
def test_a_robbed_kong_reads_as_one(data_dir, language):
    """A 加杠 is written when it is announced; a win on its tile robs the kong (抢杠) — before, the
    log went from the pong straight to "下家胡一万", a win on a tile nobody discarded."""
    app = _app(language)
    table = _table(app, "mj-mianyang")
    tr, name = app.tr, table.name_of
    started = Event("hand_started", None, {"hand_no": 0, "dealer": 0})
    adding = Event("adding_kong", 2, {"tile": "1m"})
    robbed = _written(table, [started, adding, Event("paid", 1, {}),
                              Event("won", 1, {"tile": "1m", "self_draw": False, "source": 2})], language)
    assert robbed[1:] == [tr("table.mj.log.adding_kong", name=name(2), tile=_tile(tr, "1m")),
                          tr("table.mj.log.robbed", name=name(1), tile=_tile(tr, "1m"))]
    stood = _written(table, [started, adding, Event("konged", 2, {"tile": "1m", "kind": "added"}),
                             Event("discarded", 2, {"tile": "5p"})], language)
    assert stood[1:] == [tr("table.mj.log.adding_kong", name=name(2), tile=_tile(tr, "1m")),
                         tr("table.mj.log.discarded", name=name(2), tile=_tile(tr, "5p"))]
    assert not [line for line in robbed + stood if wrong_words(line, language)]


def _tile(tr, code):
    from engine.mahjong.tiles import Tile
    from scenes.mahjong.controls import tile_name

    return tile_name(tr, Tile.from_code(code))


@pytest.mark.parametrize("language", ["zh", "en"])
def test_chicangying_names_jokers_and_the_dealer_on_screen(data_dir, language):
    """"A 大王 was turned", "You shows the second ♠5", "the partner of You!", and over the table
    "You plays alone against three", "Across plays with You": a joker in Chinese and the dealer on
    screen told as a third person, in English; and the turned joker's line was lost in both
    languages (written before the hand's first line, which clears the log)."""
    app = _app(language)
    table = _table(app, "chicangying")
    turned = Card(5, Suit.SPADES)
    started = Event("hand_started", None, {"hand_no": 1, "turned": turned, "dealer": 0, "upper": 6, "lower": 4})
    flashes = []
    lines = _written(table, [
        Event("joker_turned", None, {"rank": 16}), started,
        Event("dealer_chose", 0, {"mode": "open_alone"}),
        Event("partner_shown", 0, {"mode": "secret_alone", "dealer": 0, "partner": None}),
        Event("partner_shown", 2, {"mode": "partner", "dealer": 0, "partner": 2}),
    ], language, flashes)
    assert len(flashes) == 3
    assert not [(line, bad) for line in lines + flashes if (bad := wrong_words(line, language))]
    # the joker is turned before the hand starts (and starts the log afresh): told after its first line
    assert lines[:2] == [app.tr("table.log.hand_started", hand=1),
                         app.tr("table.ccy.log.joker_turned", card=app.tr("table.card.big_joker"))]
    assert lines[-1] == app.tr("table.ccy.log.your_partner_shown", partner=table.name_of(2), card=app.tr.card(turned))


def test_dapie_third_deal_names_the_dealer_plainly():
    """第三盘：庄家对家必打 read as "the dealer's partner must bid": the dealer is 对家 himself."""
    from scenes.i18n import Translator

    tr = Translator("zh")
    for name in ("对家", "下家", "你"):
        line = tr("table.dp.log.must_bid", name=name)
        assert "庄家" + name not in line and name + "坐庄" in line
