"""Wild readings shown (issue 28, item 4): a played 癞子 3 or 干瞪眼 joker shows what it stood for on
the table ("→J" on the card, the play laid as it reads), the status line names what must be
beaten as it reads ("要压过三个J带一"), wild cards in the player's hand are marked — all from the
viewer's observation and the hand's events the viewer may see, also in a match opened again."""
from __future__ import annotations

from engine.actions import Bid, Pass, Play
from engine.cards import Card
from engine.match import Match, SeatPlayer
from scenes import intents as it
from scenes.climbing_table import ClimbingTable
from scenes.i18n import Translator
from scenes.table import play_area
from scenes.table.hand_view import DEFAULT_ORDER
from scenes.table.readings import laid_as_read, play_words, rank_label, reading_text, stand_ins
from tests.scenes.partnership_helpers import BOT, YOU, open_table

TWO_READINGS = 43          # 干瞪眼, six seats: seat 0 leads with a joker that joins two cards two ways


def cards(text: str) -> list[Card]:
    return [Card.from_code(code) for code in text.split()]


def is_three(card: Card) -> bool:
    return card.rank == 3


# --- the words and the order ------------------------------------------------------------------------

def test_a_reading_in_a_few_characters_for_the_log():
    play = cards("S4 S5 S6 H3 S8")
    assert reading_text(play, (7,), is_three) == "3→7"
    assert reading_text(cards("SJ HJ H3 D3"), (3, 11), is_three) == "3→J"      # one 3 as itself
    assert reading_text(cards("SJ HJ"), (), is_three) == ""
    joker = lambda c: c.rank >= 15     # noqa: E731
    assert reading_text(cards("RJ BJ S5"), (6, 4), joker) == "大王→6 小王→4"


def test_a_read_play_is_laid_as_it_reads():
    play = cards("S4 S5 S6 H3 S8")
    ins = stand_ins(play, (7,), is_three)
    assert [c.code() for c in laid_as_read(play, ins, DEFAULT_ORDER.rank_of)] == ["S4", "S5", "S6", "H3", "S8"]
    triple = cards("S9 H9 D3 C5")
    ins = stand_ins(triple, (9,), is_three)
    assert [c.code() for c in laid_as_read(triple, ins, DEFAULT_ORDER.rank_of)] == ["H9", "S9", "D3", "C5"]


def test_the_play_to_beat_in_words_both_languages():
    zh, en = Translator("zh"), Translator("en")
    triple = cards("SJ HJ H3 C5")
    ins = stand_ins(triple, (11,), is_three)
    combo = lambda tr: (lambda kind, size: tr.combo(kind, size))   # noqa: E731
    assert play_words("triple_single", triple, ins, zh, combo(zh), DEFAULT_ORDER.rank_of) == "三个J带一"
    assert play_words("triple_single", triple, ins, en, combo(en), DEFAULT_ORDER.rank_of) == "three Js with one"
    straight = cards("S4 S5 S6 H3 S8")
    ins = stand_ins(straight, (7,), is_three)
    assert play_words("straight", straight, ins, zh, combo(zh), DEFAULT_ORDER.rank_of) == "顺子 4–8"
    assert play_words("pair", cards("S9 H9"), (), zh, combo(zh), DEFAULT_ORDER.rank_of) == "对9"


# --- 干瞪眼: the joker's reading on the table -------------------------------------------------------

def test_a_played_joker_reads_its_value_on_the_table(app, monkeypatch):
    table = open_table(app, "gandengyan", seed=TWO_READINGS, players=(YOU,) + (BOT,) * 5)
    joker = next(c for c in table.hand.cards if c.rank >= 15)
    assert table.hand.wild == {c for c in table.hand.cards if c.rank >= 15}     # marked in the hand
    others = [c for c in table.hand.cards if c.rank < 15]
    pick = next((joker, a, b) for i, a in enumerate(others) for b in others[i + 1:]
                if len(table.overlay.readings(table, (joker, a, b)) or ()) > 1)
    chosen = table.overlay.readings(table, pick)[-1][1]
    assert table.act(chosen)
    (stood_for,) = chosen.reading
    seat = table.model.seats[0]             # the computers have not moved yet: no frame has passed
    assert seat.stand_ins == ((joker, stood_for),)
    assert [stood_for if c == joker else c.rank for c in seat.play] == sorted(
        [c.rank for c in pick if c != joker] + [stood_for])        # laid as it reads: 5 [王→6] 7
    drawn: list[str] = []
    original = play_area.render
    monkeypatch.setattr(play_area, "render", lambda text, *a, **k: drawn.append(text) or original(text, *a, **k))
    table.draw(app.screen)
    assert "→" + rank_label(stood_for) in drawn


def _wild_lead_facing_the_person(app):
    """A 癞子斗地主 table where a computer led a play with a 3 standing in and it is seat 0's turn."""
    for seed in range(60):
        match = Match.new("doudizhu-wild", None, seed=seed, players=(YOU, SeatPlayer("bot", "normal"),
                                                                       SeatPlayer("bot", "normal")))
        app.settings.animation = "off"
        table = ClimbingTable(match, threaded=False, bot_delay=0)
        app.stack.push(table)
        app.step(1 / 60, [])
        for _ in range(600):
            if table.model.phase not in ("bid", "play"):
                break
            if table.my_turn():
                obs, legal = table.obs, table.legal_actions()
                lead = table.model.seats[obs.lead_seat] if obs.lead_seat is not None else None
                if lead is not None and lead.stand_ins and obs.phase == "play":
                    return table
                if obs.phase == "bid":
                    table.act(next((a for a in legal if isinstance(a, Bid)), Pass()))
                else:
                    table.act(Pass() if Pass() in legal else next(a for a in legal if isinstance(a, Play)))
            app.step(0.05, [])
        while len(app.stack):
            app.stack.pop()
    raise AssertionError("no computer led a wild play to seat 0")


def test_a_played_wild_3_reads_its_value_and_the_status_names_it(app):
    table = _wild_lead_facing_the_person(app)
    obs = table.obs
    lead = table.model.seats[obs.lead_seat]
    heard = [e for e in table.controller.hand_events(0)
             if e.kind == "played" and set(e.data["cards"]) == set(lead.play)]
    reading = heard[-1].data["reading"]
    assert sorted(n for _c, n in lead.stand_ins) == sorted(r for r in reading if r != 3)
    assert all(c.rank == 3 for c, _n in lead.stand_ins)
    text, mine = table.picture().status, table.picture().status_mine
    words = play_words(table.model.lead_kind, lead.play, lead.stand_ins, app.tr,
                       lambda kind, size: table.overlay.combo_text(kind, size, app.tr), DEFAULT_ORDER.rank_of)
    assert mine and words and words in text and text.startswith("轮到你：要压过")
    assert table.hand.wild == {c for c in table.hand.cards if c.rank == 3}
    # opened again from its record (a saved match): the same readings, from the replayed hand
    again = Match.from_json(table.match.to_json())
    while len(app.stack):
        app.stack.pop()
    reopened = ClimbingTable(again, threaded=False, bot_delay=0)
    app.stack.push(reopened)
    app.step(1 / 60, [])
    assert reopened.model.seats[obs.lead_seat].stand_ins == lead.stand_ins
