"""Decisions outside the tricks from the hand estimate (:mod:`.estimate`).

The normal player bids, 倒 and answers by :mod:`.bidding` (issue 30); the bid, 倒 and answer
below are the older rules, tuned for contracts made, kept as ``NormalBot(bidding="safety")``
for the paired benchmark (bench/bench_dapie_bidding.py) and the easy player's bid.

- **bid**: the best trump's ``bid`` estimate less a margin, rounded down to a step of 5;
  pass below 40 (unless 第三盘 forces the dealer) or when it does not beat the bid standing;
- **trump**: the suit with the best ``bid`` estimate;
- **put back**: :func:`.hands.choose_put_back` judged by the ``play`` estimate;
- **倒**: a 撇家 doubles when his own hand, as a declarer's with this trump, would take
  more than the declarer can afford to lose (100 − contract) with room to spare;
- **the declarer's answer**: the expected payment of 放弃, 踢回 and 认输 from the chance of
  making the contract, the best of the three (踢回 only when that chance is high: the
  doublers saw cards the estimate does not);
- **摆撇**: only when it cannot fail (:func:`sure_claim`).
"""
from __future__ import annotations

from engine.actions import Bid, Double, Pass
from engine.dapie.actions import Concede, NameTrump, PutBack
from engine.dapie.kitty import check_put_back
from engine.dapie.rules import BID_STEP, MIN_BID, SEATS, fankan
from engine.dapie.view import DapieObservation
from engine.errors import RuleError
from engine.tricks.order import TRUMP

from .estimate import best_trump, chance_above, estimate
from .hands import choose_put_back

BID_MARGIN = {"easy": 0.0, "normal": 0.35}


def bid_action(obs: DapieObservation, level: str = "normal"):
    rules = obs.rules
    _, value = best_trump(obs.hand, rules, "bid")
    return bid_for(value - BID_MARGIN[level] * 16, obs)


def bid_for(value: float, obs: DapieObservation):
    """Bid ``value`` rounded down to a step, or pass when it cannot be bid."""
    bid = int(value // BID_STEP) * BID_STEP
    bid = min(bid, 100)
    if obs.must_bid:
        return Bid(max(MIN_BID, bid))
    if bid < MIN_BID or bid <= obs.high_bid:
        return Pass()
    return Bid(bid)


def trump_action(obs: DapieObservation) -> NameTrump:
    suit, _ = best_trump(obs.hand, obs.rules, "bid")
    return NameTrump(suit.value)


def put_back_action(obs: DapieObservation) -> PutBack | None:
    rules = obs.rules
    cards = choose_put_back(list(obs.hand), obs.trump_suit, rules,
                            lambda rest, trump: estimate(rest, trump, rules, "play"))
    try:
        check_put_back(cards, obs.hand)
    except RuleError:
        return None
    return PutBack(cards)


def double_action(obs: DapieObservation) -> Double:
    return Double(old_double(obs.hand, obs.trump_suit, obs.rules, obs.contract))


# --- the bidding before issue 30, on plain numbers (kept for the paired benchmark) ---------------

def old_bid(value: float, high: int, must_bid: bool) -> int:
    """The old bid (0 = pass): the estimate less a margin for contracts made."""
    bid = min(100, int((value - BID_MARGIN["normal"] * 16) // BID_STEP) * BID_STEP)
    if must_bid:
        return max(MIN_BID, bid)
    return 0 if bid < MIN_BID or bid <= high else bid


def old_double(hand, trump, rules, contract: int) -> bool:
    """The old 倒: only when his own hand, as a declarer's, would take what the declarer cannot lose."""
    return estimate(hand, trump, rules, "play") >= 100 - contract + OLD_DOUBLE_ROOM


OLD_DOUBLE_ROOM = 12


def old_answer(value: float, contract: int, doubled, declarer: int, rules) -> str:
    chance = chance_above(value, contract, rules)
    times = fankan(contract)
    stakes = [doubled[s] for s in range(SEATS) if s != declarer]
    swing = 2 * chance - 1
    values = {"play_on": times * sum(2 if d else 1 for d in stakes) * swing,
              "redouble": times * sum(4 if d else 1 for d in stakes) * swing, "concede": -2.0}
    if chance < REDOUBLE_CHANCE:
        del values["redouble"]
    return max(values, key=values.get)


def answer_values(chance: float, obs: DapieObservation) -> dict[str, float]:
    """Expected gain of each answer for a declarer making the contract with ``chance``."""
    times = fankan(obs.contract)
    doubled = [obs.doubled[s] for s in range(SEATS) if s != obs.declarer]
    plain = sum(2 if d else 1 for d in doubled)
    kicked = sum(4 if d else 1 for d in doubled)
    swing = 2 * chance - 1
    return {"play_on": obs.base * times * plain * swing,
            "redouble": obs.base * times * kicked * swing,
            "concede": -2.0 * obs.base}


#: 踢回 only with this chance at least: the 撇家 doubled on cards the estimate cannot see.
REDOUBLE_CHANCE = 0.7


def answer_from(chance: float, obs: DapieObservation):
    values = answer_values(chance, obs)
    if chance < REDOUBLE_CHANCE:
        del values["redouble"]
    best = max(values, key=values.get)
    return {"play_on": Double(False), "redouble": Double(True), "concede": Concede()}[best]


def answer_action(obs: DapieObservation):
    value = estimate(obs.hand, obs.trump_suit, obs.rules, "play")
    return answer_from(chance_above(value, obs.contract, obs.rules), obs)


def sure_claim(obs: DapieObservation) -> bool:
    """摆撇 cannot fail: the declarer wins every trick whatever the others hold and play.

    Played for him in the fixed order (trumps high to low, then each side suit), each
    lead must beat every card still out of its suit that a single opponent could keep
    back until he is forced to play it: so his trumps must beat the highest trump out
    for as many leads as there are trumps out, and in each side suit his cards must
    beat the highest card out for as many leads as there are cards of it out (he then keeps
    the lead, so nobody else ever leads) — and a side card wins only once no trump is
    left out, which the trumps made sure of (he holds at least as many as are out).
    """
    ctx = obs.context
    cls, order = ctx.suit_class, ctx.order
    known = set(obs.hand) | set(obs.put_back)
    out = [c for c in obs.rules.deck if c not in known]
    if not obs.hand:
        return False
    groups: dict[str, list] = {}
    for card in obs.hand:
        groups.setdefault(cls[card], []).append(card)
    for suit_class in list(groups) + [TRUMP]:
        mine = sorted(groups.get(suit_class, ()), key=order.__getitem__, reverse=True)
        theirs = [c for c in out if cls[c] == suit_class]
        if not theirs:
            continue
        if suit_class == TRUMP and not mine:
            return False  # a trump out could ruff any side card
        top = max(order[c] for c in theirs)
        needed = min(len(mine), len(theirs))
        if len(mine) < len(theirs) and suit_class == TRUMP:
            return False
        if any(order[c] <= top for c in mine[:needed]):
            return False
    return True
