"""Choosing a card at a trick: the normal player's rules of thumb, also the play-outs' policy.

Leading: a card nobody on the other side can beat ("a sure winner": counted from the
cards still out and the voids shown) — the declarer first draws trumps while he holds
the highest one out; a 撇家 leads a suit the declarer has shown empty to shorten his
trumps; otherwise the lowest card that is no point card, from a side suit.
Following: when a friend is winning safely, give him points (K, 10, 5); when the other
side is winning, take the trick with the cheapest card that no later opponent can
beat if there are points in it (or it costs no trump); otherwise throw the cheapest
card, never a point card when another will do. The three 撇家 cooperate this way: a
撇家 never overtakes a safe 撇家 and feeds him points.
"""
from __future__ import annotations

from engine.cards import ACE, Card
from engine.tricks.order import TRUMP
from engine.tricks.points import POINTS
from engine.tricks.winner import card_strength

from .knowledge import Seen


def _cheap(ctx, card: Card) -> tuple:
    """Sort key: the cheapest card to give up first (no points, side suit, low)."""
    return (POINTS.get(card.rank, 0) > 0, ctx.suit_class[card] == TRUMP, POINTS.get(card.rank, 0),
            ctx.order[card])


def choose_card(seen: Seen) -> Card:
    return choose_card_why(seen)[0]


def choose_card_why(seen: Seen) -> tuple[Card, str]:
    """The card and the rule of thumb that chose it (a reason code, :mod:`.explain`)."""
    legal = seen.legal
    if len(legal) == 1:
        return legal[0], "only_card"
    return _lead(seen) if not seen.trick else _follow(seen)


def _lead(seen: Seen) -> tuple[Card, str]:
    ctx = seen.ctx
    cls, order = ctx.suit_class, ctx.order
    legal = seen.legal
    others = [s for s in range(4) if s != seen.seat and not seen.friend(s)]
    trumps = sorted((c for c in legal if cls[c] == TRUMP), key=order.__getitem__, reverse=True)
    if seen.seat == seen.declarer and trumps:
        out = any(cls[c] == TRUMP for s in others for c in seen.holdings[s])
        if out and seen.safe(trumps[0], TRUMP):
            return trumps[0], "draw_trumps"
    winners = [c for c in legal if cls[c] != TRUMP and seen.safe(c)]
    if winners:  # points first, then the highest
        return max(winners, key=lambda c: (POINTS.get(c.rank, 0), order[c])), "lead_winner"
    if seen.seat != seen.declarer:
        declarer_cards = seen.holdings[seen.declarer]
        has_trump = any(cls[c] == TRUMP for c in declarer_cards)
        if has_trump and seen.exact:
            voids = {cls[c] for c in legal if cls[c] != TRUMP} - {cls[c] for c in declarer_cards}
            short = [c for c in legal if cls[c] in voids and not POINTS.get(c.rank)]
            if short:
                return min(short, key=order.__getitem__), "lead_short"
    if trumps and seen.seat == seen.declarer and seen.safe(trumps[0], TRUMP):
        return trumps[0], "lead_winner"
    return min(legal, key=lambda c: _cheap(ctx, c)), "lead_low"


def _follow(seen: Seen) -> tuple[Card, str]:
    ctx = seen.ctx
    led = seen.led_class()
    legal = seen.legal
    win_seat, win_card = seen.winning()
    on_table = sum(POINTS.get(c.rank, 0) for _, c in seen.trick)
    best = card_strength(win_card, led, ctx)
    beating = [c for c in legal if (card_strength(c, led, ctx) or (-1, 0)) > best]
    if seen.friend(win_seat) and seen.safe(win_card, led):
        # a friend takes this trick: feed him points, keep sure winners and trumps
        return max(legal, key=lambda c: (POINTS.get(c.rank, 0), ctx.suit_class[c] != TRUMP,
                                         c.rank != ACE, -ctx.order[c])), "feed_friend"
    safe_beating = [c for c in beating if seen.safe(c, led)]
    if safe_beating:
        cheapest = min(safe_beating, key=lambda c: (ctx.suit_class[c] == TRUMP, ctx.order[c]))
        later_points = seen.later() and any(POINTS.get(c.rank, 0) for c in legal)
        if on_table or ctx.suit_class[cheapest] != TRUMP or later_points or POINTS.get(cheapest.rank):
            return cheapest, "take_safe"
    if beating and not seen.later() and (on_table or POINTS.get(min(beating, key=ctx.order.__getitem__).rank)):
        return min(beating, key=lambda c: (ctx.suit_class[c] == TRUMP, ctx.order[c])), "take_last"
    return _throw(seen, min(legal, key=lambda c: _cheap(ctx, c)), beating, safe_beating, led)


def _throw(seen: Seen, card: Card, beating: list, safe_beating: list, led: str) -> tuple[Card, str]:
    """The cheapest card, and what the seat can tell of it (its code, for the reason only):
    ``throw_low`` nothing it holds beats the card winning now; ``throw_wins`` / ``throw_over``
    the cheapest card itself beats it, and no later opponent can / one may still beat it;
    ``hold_no_points`` a card that would win (a trump, or any at the last seat) is kept since
    no point has been played; ``hold_later`` every card that would win may still be beaten."""
    if card in beating:
        return card, "throw_wins" if seen.safe(card, led) else "throw_over"
    if not beating:
        return card, "throw_low"
    return card, "hold_no_points" if safe_beating or not seen.later() else "hold_later"


def easy_card(seen: Seen) -> Card:
    """The easy player: takes a trick with its highest card when it can, else plays its lowest."""
    ctx = seen.ctx
    legal = seen.legal
    if not seen.trick:
        return max(legal, key=lambda c: (ctx.suit_class[c] != TRUMP, ctx.order[c]))
    led = seen.led_class()
    _, win_card = seen.winning()
    best = card_strength(win_card, led, ctx)
    beating = [c for c in legal if (card_strength(c, led, ctx) or (-1, 0)) > best]
    if beating:
        return max(beating, key=ctx.order.__getitem__)
    return min(legal, key=ctx.order.__getitem__)
