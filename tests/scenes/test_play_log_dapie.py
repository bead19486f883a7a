"""打撇's play log reads each moment of the auction and the put-back once (绵阳打撇, 有A).

A player reading the 记录 found:

- "下家叫 40 分" followed straight away by "下家叫 40 分，是打家": the winning bid written again as
  if it were a new one. Now the auction's end is its own line that says who is declarer at what
  ("叫分结束：下家是打家，打 40 分"), and every bid and pass keeps its line.
- After four passes ("四家都不叫，重新发牌") a second "第 1 局开始", as if the hand started again,
  and no word of which deal of the hand it is. Now the new deal's line is "第 2 盘开始" — or, on
  the third deal, "第三盘：对家坐庄，必打" — and the hand's first line is written once.
- The declarer read "你放回 4 张底牌" and then "你放回：…" (and "你拿起 4 张底牌" then "底牌：…"):
  now each once, with the cards (and the ones shown to all); the others read the count (and the
  shown cards) only, never the hidden ones.
- 升级 had the redeal's second "第 1 局开始" too (the feed is shared): its redeal line stays, the
  hand does not start again.

The hand is played through the rules engine (engine/dapie): two deals passed out, a third with a
40 and a 45, the trump, a put-back and three 不倒 — and read by every seat in Chinese and English.
"""
from __future__ import annotations

import pytest

from engine.actions import Bid, Double, Event, Pass
from engine.dapie.actions import NameTrump, PutBack
from engine.dapie.kitty import shown_cards
from engine.match import Match, SeatPlayer
from scenes.trick.dapie import DapieGame
from scenes.trick.feed import card_label

from tests.scenes.test_play_log_money import _table
from tests.scenes.test_play_log_words import _app, _feed_for, wrong_words


def _script(declarer: int, seed: int = 7):
    """A 打撇 match's first hand move by move: four passes twice, then on the third deal the seat
    before ``declarer`` in bidding order bids 40 (unless ``declarer`` bids first), ``declarer`` 45,
    the rest pass; trump ♠, a put-back with a shown card when there is one, three 不倒."""
    players = tuple(SeatPlayer("human" if s == 0 else "bot", name="") for s in range(4))
    match = Match.new("dapie", {}, seed=seed, players=players)
    state = match.state
    batches = [list(match.hand_events)]

    def act(seat, action):
        batches.append(match.apply(seat, action))

    for _ in range(8):
        act(state.to_act()[0], Pass())
    order = [(state.dealer + k) % 4 for k in range(1, 5)]
    for seat in order:
        if seat == declarer:
            act(seat, Bid(45))
        elif order.index(seat) == order.index(declarer) - 1:
            act(seat, Bid(40))
        else:
            act(seat, Pass())
    assert state.declarer == declarer and state.contract == 45
    act(declarer, NameTrump("S"))
    choices = [a for a in state.legal_actions(declarer) if isinstance(a, PutBack)]
    put_back = next((a for a in choices if shown_cards(a.cards, state.ctx)), choices[0])
    act(declarer, put_back)
    for _ in range(3):
        act(state.to_act()[0], Double(False))
    return match, batches, order, put_back.cards, shown_cards(put_back.cards, state.ctx)


def _read(table, batches, language, viewer):
    table.app.tr.language = language
    feed = _feed_for(table, viewer)
    for batch in batches:
        feed.handle(batch)
    return feed.log.lines()


@pytest.mark.parametrize("declarer", [0, 1])
@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_auction_the_redeals_and_the_put_back_read_once(data_dir, language, declarer):
    app = _app(language)
    table = _table(app, "dapie")
    tr, name = app.tr, table.name_of
    match, batches, order, cards, shown = _script(declarer)
    bids = [e for batch in batches for e in batch if e.kind == "bid"]
    assert len(bids) == 12
    hidden = [card_label(c, tr) for c in cards if c not in shown]
    kitty = next(e.data["cards"] for batch in batches for e in batch if e.kind == "kitty_cards")
    for viewer in (0, 1, 2, 3, None):
        lines = _read(table, batches, language, viewer)
        where = f"viewer {viewer}: {lines}"
        # the hand starts once; each redeal says so, then which deal of the hand follows
        assert lines[0] == tr("table.log.hand_started", hand=1), where
        assert lines.count(lines[0]) == 1, where
        redeal = tr("table.dp.log.redeal")
        first, second = (i for i, line in enumerate(lines) if line == redeal)
        assert lines[first + 1] == tr("table.dp.log.deal", deal=2), where
        assert lines[second + 1] == tr("table.dp.log.must_bid", name=name(order[-1])), where
        # every bid and pass has its line; the auction's end names the declarer without a new bid
        assert len([line for line in lines if line in {tr("table.dp.log.bid", name=name(s), value=v)
                                                       for s in range(4) for v in (40, 45)}
                    | {tr("table.dp.log.pass", name=name(s)) for s in range(4)}]) == 12, where
        winning = tr("table.dp.log.bid", name=name(declarer), value=45)
        assert lines.count(winning) == 1, where
        end = lines.index(tr("table.dp.log.declarer", name=name(declarer), contract=45))
        assert lines[end - 1] == tr("table.dp.log.pass", name=name(order[-1])) or order[-1] == declarer
        # the kitty and the put-back: the declarer reads each once, with the cards; the others the count
        taken = tr("table.dp.log.kitty_taken", name=name(declarer), count=4)
        kitty_mine = tr("table.dp.log.kitty_mine", cards=" ".join(card_label(c, tr) for c in kitty))
        assert [line for line in lines if line in (taken, kitty_mine)] == \
            [kitty_mine if viewer == declarer else taken], where
        public = tr("table.dp.log.put_back_shown", name=name(declarer),
                    cards=" ".join(card_label(c, tr) for c in shown)) if shown else \
            tr("table.dp.log.put_back", name=name(declarer))
        put = [line for line in lines if line == public or line.startswith(tr("table.dp.log.put_back_mine", cards=""))]
        if viewer == declarer:
            assert put == [tr("table.dp.log.put_back_mine_shown" if shown else "table.dp.log.put_back_mine",
                              cards=" ".join(card_label(c, tr) for c in cards),
                              shown=" ".join(card_label(c, tr) for c in shown))], where
        else:
            assert put == [public], where
            assert not [line for line in lines if any(card in line for card in hidden)], where
        if viewer == 0:
            assert not [(line, bad) for line in lines if (bad := wrong_words(line, language))]
    # the declarer's seat keeps the contract in view through the play (the bid tags end with the auction)
    obs = match.observe(0)
    assert obs.phase == "play"
    tags = [text for text, _fill in DapieGame().seat_words(obs, declarer, tr)]
    assert tags == [tr("table.dp.tag.declarer", contract=45)]


def test_the_lines_read_as_a_player_expects():
    """The words themselves, as a player at seat 0 reads them: 下家 won the auction at 40."""
    from scenes.i18n import Translator

    zh, en = Translator("zh"), Translator("en")
    assert zh("table.dp.log.declarer", name="下家", contract=40) == "叫分结束：下家是打家，打 40 分"
    assert en("table.dp.log.declarer", name="Right", contract=40) == "Bidding over: Right is declarer at 40"
    assert en("table.dp.log.declarer", name="You", contract=40) == "Bidding over: you are declarer at 40"
    assert zh("table.dp.log.deal", deal=2) == "第 2 盘开始"
    assert en("table.dp.log.deal", deal=2) == "Deal 2 of this hand begins"
    assert zh("table.dp.log.put_back_mine_shown", cards="♠6 ♠A ♥7 ♣8", shown="♠6 ♠A") == \
        "你放回：♠6 ♠A ♥7 ♣8，亮出 ♠6 ♠A"
    assert en("table.dp.log.put_back_mine_shown", cards="♠6 ♠A ♥7 ♣8", shown="♠6 ♠A") == \
        "You put back: ♠6 ♠A ♥7 ♣8, showing ♠6 ♠A"


@pytest.mark.parametrize("language", ["zh", "en"])
def test_shengji_redeal_does_not_start_the_hand_again(data_dir, language):
    app = _app(language)
    table = _table(app, "shengji-1")
    tr = app.tr
    started = Event("hand_started", None, {"hand_no": 1, "dealer": None})
    lines = _read(table, [[started], [Event("redeal"), started]], language, 0)
    assert lines == [tr("table.log.hand_started", hand=1), tr("table.sj.log.redeal")]
