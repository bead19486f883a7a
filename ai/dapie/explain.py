"""Each 打撇 decision as a :class:`~ai.reason.Decision`: the action and the figures of the
branch that chose it (issue 31). The text of a code ``dp.*`` is in scenes/strings/reasons.py;
suits and cards go in as their symbols (♠, ♥A), the same in both languages.
"""
from __future__ import annotations

import math

from ai.reason import UNEXPLAINED, Decision, Reason
from engine.actions import Bid, Double, Pass, Play
from engine.dapie.actions import Concede, NameTrump
from engine.dapie.rules import BIDS, CONCEDE_FACTOR, MIN_BID
from engine.tricks.order import TRUMP
from engine.tricks.points import POINTS

from . import bidding
from .estimate import best_trump, estimate
from .hands import defender_view

_SYMBOL = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}


def _suit(suit) -> str:
    return _SYMBOL[getattr(suit, "value", suit)]


def _percent(chance: float) -> int:
    return int(round(100 * chance))


def _hand_shape(obs):
    """(best trump, its bid estimate, trumps held, top cards held — As, or Ks without As)."""
    rules = obs.rules
    suit, value = best_trump(obs.hand, rules, "bid")
    trumps = sum(1 for c in obs.hand if c.suit == suit)
    tops = sum(1 for c in obs.hand if c.rank == rules.top_rank)
    return suit, value, trumps, tops


def _bid_reason(obs, action, choice) -> Reason:
    points = choice.points
    suit, _, trumps, tops = _hand_shape(obs)
    top = "A" if obs.rules.has_aces else "K"
    if isinstance(action, Bid):
        if obs.must_bid:
            return Reason.of("dp.bid_forced", bid=action.value)
        if tops:
            return Reason.of("dp.bid", bid=action.value, trumps=trumps, suit=_suit(suit), tops=tops, top=top,
                             points=int(round(points)))
        return Reason.of("dp.bid_trumps", bid=action.value, trumps=trumps, suit=_suit(suit),
                         points=int(round(points)))
    if obs.high_bid >= MIN_BID and points > obs.high_bid:
        return Reason.of("dp.pass_outbid", high=obs.high_bid)
    lowest = min((b for b in BIDS if b > obs.high_bid), default=None)
    if choice.best and lowest is not None and int(round(points)) >= lowest:
        # the points would make the bid on average, but its expected gain is below the floor
        # (the gain floored to the cent so that it never reads as the floor itself)
        gain = math.floor(100 * choice.value) / 100
        return Reason.of("dp.pass_odds", points=int(round(points)), bid=choice.best, win=_percent(choice.win),
                         loss=_percent(choice.loss), gain=f"{gain:+.2f}", floor=f"{choice.floor:.2f}")
    return Reason.of("dp.pass_weak", trumps=trumps, points=int(round(points)))


def bid(obs) -> Decision:
    _, value, _, _ = _hand_shape(obs)
    choice = bidding.choose_bid(value, obs.variant, obs.high_bid, obs.must_bid, obs.seat == obs.dealer,
                                obs.redeals)
    action = Bid(choice.bid) if choice.bid else Pass()
    return Decision(action, _bid_reason(obs, action, choice))


def unexplained(action) -> Decision:
    """A decision of the older rules (the paired benchmark's, the easy player's): no reason given,
    so a hint from them shows none rather than a sentence that is not theirs."""
    return Decision(action, Reason(UNEXPLAINED))


def trump(obs) -> Decision:
    suit, _, trumps, _ = _hand_shape(obs)
    return Decision(NameTrump(suit.value), Reason.of("dp.trump", suit=_suit(suit), count=trumps))


def put_back(obs, action) -> Decision:
    if action is None:
        return Decision(None, Reason(UNEXPLAINED))
    cards = action.cards
    rest = [c for c in obs.hand if c not in cards]
    emptied = [s for s in {c.suit for c in cards} if s != obs.trump_suit and not any(c.suit == s for c in rest)]
    labels = " ".join(str(c) for c in cards)
    if emptied:
        return Decision(action, Reason.of("dp.put_back_void", suit=_suit(sorted(emptied)[0]), cards=labels))
    return Decision(action, Reason.of("dp.put_back_low", cards=labels))


def lone_dealer(obs) -> bool:
    """The declarer is the dealer who alone bid the lowest contract: often 第三盘's forced bid."""
    bids = [(s, v) for s, v in obs.bids if v]
    return len(bids) == 1 and bids[0][0] == obs.dealer == obs.declarer and obs.contract == MIN_BID


def double(obs) -> Decision:
    view = defender_view(obs.hand, obs.trump_suit, obs.rules)
    features = bidding.defence_features(*view, obs.contract, lone_dealer(obs))
    choice = bidding.choose_double(features, obs.variant, obs.contract)
    percent = _percent(choice.made)
    # the chance is read from a few counts of the hand (the fitted defence model): name the ones
    # that move it most, so two hands that share them and read the same chance show why
    counts = {"trumps": view[0], "tops": view[3], "top": "A" if obs.rules.has_aces else "K",
              "contract": obs.contract}
    if not choice.double:
        return Decision(Double(False), Reason.of("dp.no_double", percent=percent, **counts))
    if view[0] >= 3:
        return Decision(Double(True), Reason.of("dp.double_trumps", trumps=view[0], percent=percent))
    return Decision(Double(True), Reason.of("dp.double", percent=percent, **counts))


def answer(obs) -> Decision:
    value = estimate(obs.hand, obs.trump_suit, obs.rules, "play")
    choice = bidding.choose_answer(value, obs.variant, obs.contract, obs.doubled, obs.declarer, obs.base)
    percent = _percent(choice.win)
    if choice.answer == "concede":
        return Decision(Concede(), Reason.of("dp.concede", amount=CONCEDE_FACTOR * obs.base, percent=percent))
    if choice.answer == "redouble":
        return Decision(Double(True), Reason.of("dp.redouble", percent=percent))
    return Decision(Double(False), Reason.of("dp.play_on", percent=percent))


def card(obs, chosen, code: str) -> Decision:
    """A card and the rule of thumb of :mod:`.play` that chose it."""
    action = Play((chosen,))
    label = str(chosen)
    ctx = obs.context
    points = POINTS.get(chosen.rank, 0)
    if code == "only_card":
        return Decision(action, Reason.of("dp.only_card", card=label))
    if code == "draw_trumps":
        return Decision(action, Reason.of("dp.draw_trumps", card=label))
    if code == "lead_winner":
        if chosen.rank == obs.rules.top_rank and ctx.suit_class[chosen] != TRUMP:
            return Decision(action, Reason.of("dp.lead_top", card=label))
        return Decision(action, Reason.of("dp.lead_winner", card=label))
    if code == "lead_short":
        return Decision(action, Reason.of("dp.lead_short", suit=_suit(chosen.suit)))
    if code == "lead_low":  # the cheapest card; it counts only when every card left does
        return Decision(action, Reason.of("dp.lead_low_points" if points else "dp.lead_low", card=label))
    if code == "feed_friend":
        if points:
            return Decision(action, Reason.of("dp.feed_points", card=label))
        return Decision(action, Reason.of("dp.friend_wins", card=label))
    if code == "take_safe":
        if ctx.suit_class[chosen] == TRUMP and obs.led_class != TRUMP:
            return Decision(action, Reason.of("dp.ruff", card=label))
        return Decision(action, Reason.of("dp.take_safe", card=label))
    if code == "take_last":  # the last seat: nobody after him, so the take is safe too
        return Decision(action, Reason.of("dp.take_safe", card=label))
    ruffs = ctx.suit_class[chosen] == TRUMP and obs.led_class not in (None, TRUMP)
    if code == "throw_low":  # nothing held beats the card winning now
        if ruffs:
            return Decision(action, Reason.of("dp.throw_low_trump", card=label))
        follows = obs.led_class is not None and ctx.suit_class[chosen] == obs.led_class
        return Decision(action, Reason.of("dp.follow_low" if follows else "dp.throw_low", card=label))
    if code == "throw_wins":  # the cheapest card wins, and no later opponent can beat it
        return Decision(action, Reason.of("dp.ruff" if ruffs else "dp.take_safe", card=label))
    if code == "throw_over":  # the cheapest card beats the trick so far; a later opponent may beat it
        return Decision(action, Reason.of("dp.ruff_low" if ruffs else "dp.play_low_over", card=label))
    if code == "hold_no_points":
        return Decision(action, Reason.of("dp.hold_no_points", card=label))
    if code == "hold_later":
        return Decision(action, Reason.of("dp.hold_later", card=label))
    return Decision(action, Reason(UNEXPLAINED))
