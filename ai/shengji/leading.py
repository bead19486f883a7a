"""Leading a trick: which unit or throw to lead.

The leader counts cards: a unit is *top* when no higher unit of its kind can still
be out (:meth:`TableView.unit_is_top`). Top units in a side suit nobody is known
to ruff win the trick — lead them (several together as a safe throw when they
share a suit: every unit of the throw top means the throw cannot fail). A suit
the partner has shown void in, and the opponents not, is led low so the partner
can ruff. Otherwise the leader gives up the trick as cheaply as possible: a low
card of a short side suit (working towards a void), never a point card when it
can be helped. The dealer's side, long in trumps, draws trumps with top trump
units; strong trumps are otherwise saved for the last tricks (抠底).
"""
from __future__ import annotations

from engine.cards import Suit
from engine.shengji.follow import lead_options, read_lead
from engine.shengji.trick import card_points
from engine.shengji.trump import TRUMP
from engine.shengji.units import decompose

from ai.reason import UNEXPLAINED, Reason

from .counting import TableView
from .valuing import hand_faces, play_cost


def lead_candidates(view: TableView) -> list[tuple]:
    """The engine's listed leads plus, per class, the throw of all this seat's top units."""
    ctx = view.ctx
    found = [cards for cards, _ in lead_options(view.hand, ctx, view.decks)]
    by_class: dict[str, list] = {}
    for card in view.hand:
        by_class.setdefault(ctx.suit_class[card], []).append(card)
    for suit_class, cards in by_class.items():
        tops = [u for u in decompose(cards, ctx, view.decks) if view.unit_is_top(suit_class, u.spec, u.top)]
        if len(tops) >= 2:
            throw = tuple(c for u in tops for c in u.cards)
            if len(throw) < len(cards):
                found.append(throw)
    return found


def judge_lead(cards, view: TableView, faces) -> float:
    return _judged_lead(cards, view, faces)[0]


def _judged_lead(cards, view: TableView, faces) -> tuple[float, str]:
    """(score, case): the score of leading ``cards`` and which rule of thumb gave it."""
    ctx = view.ctx
    lead = read_lead(cards, ctx, view.decks)
    suit_class = lead.suit_class
    opponents = view.opponents()
    points = card_points(cards)
    spent = play_cost(cards, faces, ctx, view.cards_left) + view.kitty_reserve(cards)
    all_top = all(view.unit_is_top(suit_class, u.spec, u.top) for u in lead.units)
    ruffed = view.ruff_risk(suit_class, opponents)
    my_class = sum(1 for c in view.hand if ctx.suit_class[c] == suit_class)
    if lead.is_throw and not all_top:
        return -50.0, "throw_may_fail"  # a throw that may fail shows cards and gives up the lead
    ruff = view.ruff_chance(suit_class, opponents)
    if all_top and not ruffed:
        score = (1.0 - ruff) * (12.0 + 1.5 * len(cards) + 0.3 * spent) - ruff * (2.0 * points + 6.0)
        case = "throw" if lead.is_throw else "top_pair" if lead.units[0].width > 1 else "top"
        if suit_class == TRUMP:
            trumps_out = len(view.unseen.get(TRUMP, ()))
            drawing = view.defending and my_class * 2 >= trumps_out
            if drawing:
                case = "draw_trumps"
            elif view.cards_left <= 2 * len(cards):
                case = "top_trump_end"
            else:
                score -= 0.5 * spent
                case = "top_trump"
        return score, case
    partner = view.partner
    score = -spent - 1.5 * points
    if suit_class != TRUMP:
        if suit_class in view.voids[partner] and not ruffed and TRUMP not in view.voids[partner]:
            score += 8.0 + points
            case = "partner_ruffs"
        elif ruffed:
            score -= 4.0
            case = "cheap"
        else:
            case = "short" if my_class < 4 else "cheap"
        score += max(0.0, 4.0 - my_class) * 0.8  # short suit: towards a void
    else:
        trumps_out = len(view.unseen.get(TRUMP, ()))
        if view.defending and my_class * 2 >= trumps_out and trumps_out:
            score += 2.0
            case = "draw_trumps"
        else:
            score -= 3.0
            case = "only_trumps" if my_class == len(view.hand) else "low_trump"
    if lead.units[0].width > 1:
        score += 1.0  # pairs and tractors pull the opponents' pairs
        if case in ("cheap", "short"):
            case = "pair"
    return score, case


def choose_lead(view: TableView) -> tuple:
    faces = hand_faces(view.hand)
    ctx = view.ctx
    options = lead_candidates(view)
    return max(options, key=lambda cards: (judge_lead(cards, view, faces), len(cards),
                                           -sum(ctx.order[c] for c in cards)))


def lead_with_reason(view: TableView) -> tuple[tuple, Reason]:
    """The lead of :func:`choose_lead` and the rule of thumb that scored it best."""
    cards = choose_lead(view)
    if len(cards) == len(view.hand):
        return cards, Reason.of("sj.lead_last")
    _score, case = _judged_lead(cards, view, hand_faces(view.hand))
    suit_class = view.ctx.suit_class[cards[0]]
    values = {}
    if suit_class != TRUMP:
        values["suit"] = Suit(suit_class).symbol
        if case == "top":
            values["card"] = str(cards[0])
        elif case == "short":
            values["count"] = sum(1 for c in view.hand if view.ctx.suit_class[c] == suit_class) - len(cards)
    if case == "throw_may_fail":    # never the best lead while a single card can be led
        return cards, Reason(UNEXPLAINED)
    return cards, Reason.of(f"sj.lead_{case}", **values)
