"""When and what to declare during the deal (亮主, 定主, 反主).

A player judges a suit by the trumps it would give: the jokers and every level
card, plus the suit's own cards, the high ones and pairs counting extra. With the
hand still being dealt, what counts is the *share* of trumps among the cards seen
so far; the share asked for falls as the deal goes on (early on a few lucky cards
prove little, near the end waiting longer gains nothing). Overturning an opponent
needs a clearly better suit; overturning the partner needs a much better one.
"""
from __future__ import annotations

from engine.actions import Action, Pass
from engine.cards import ACE, KING, Suit
from engine.shengji.actions import Declare
from engine.shengji.levels import team_of

from ai.reason import Reason

#: Average share of trumps in a hand: 18 of 54 cards with a trump suit, 6 of 54 in 无主.
SUIT_SHARE = 18 / 54
NO_TRUMP_SHARE = 6 / 54


def trump_share(hand, level: int, suit: Suit | None) -> float:
    """Weighted share of the cards seen so far that would be trumps if ``suit`` were trump
    (None: 无主), as a multiple of the average share — 1.0 is an ordinary hand."""
    if not hand:
        return 0.0
    weight = 0.0
    seen: dict[tuple, int] = {}
    for card in hand:
        if card.is_joker:
            weight += 1.6
        elif card.rank == level:
            weight += 1.4 if card.suit == suit else 1.2
        elif card.suit == suit:
            weight += 1.0 + (0.4 if card.rank == ACE else 0.2 if card.rank == KING else 0.0)
        else:
            continue
        key = (card.rank, card.suit)
        seen[key] = seen.get(key, 0) + 1
        if seen[key] == 2:
            weight += 0.6
    base = SUIT_SHARE if suit is not None else NO_TRUMP_SHARE
    return weight / len(hand) / base


def wanted_share(dealt_fraction: float, first_hand: bool) -> float:
    """How strong (relative share) a suit must look to declare it this far into the deal.

    Even late in the deal a suit must look clearly better than an ordinary hand (share 1.0):
    the declarer's team becomes the dealer team, and a dealer with few trumps after the bury
    holds the deal clearly less often than one with many."""
    if dealt_fraction >= 1.0:
        return 0.0 if first_hand else 0.9
    return 1.9 - 0.55 * dealt_fraction


def choose_declaration(obs, legal, cautious: bool = False) -> Action:
    """The declaration to show now, or ``Pass()`` (wait)."""
    return declaration_with_reason(obs, legal, cautious)[0]


def declaration_with_reason(obs, legal, cautious: bool = False) -> tuple[Action, Reason]:
    """The declaration to show now, or ``Pass()``, with the reason the judgement gives: the
    suit shown and the trumps it makes, or why not — too few cards dealt yet, too few trumps,
    or an overturn not clearly better (or the partner's own suit)."""
    options = [a for a in legal if isinstance(a, Declare)]
    if not options:
        return Pass(), Reason.of("sj.no_declare_cards")
    me = obs.seat
    hand = obs.hand
    per_seat = obs.cards_to_deal // 4
    dealt_fraction = len(hand) / per_seat if per_seat else 1.0
    if obs.cards_dealt >= obs.cards_to_deal:
        dealt_fraction = 1.0
    if len(hand) < 3 and dealt_fraction < 1.0:
        return Pass(), Reason.of("sj.declare_wait", seen=len(hand))
    standing = obs.standing
    bar = wanted_share(dealt_fraction, obs.dealer is None)
    if cautious:
        bar += 0.15
    best, best_score = None, 0.0
    strongest, strongest_score, held_back = None, None, None
    for action in options:
        first = action.cards[0]
        suit = None if first.is_joker else first.suit
        score = trump_share(hand, obs.level_rank, suit) + 0.05 * len(action.cards)  # more is safer
        if strongest_score is None or score > strongest_score:
            strongest, strongest_score = suit, score
        if standing is not None:
            holder, shown = standing
            old_first = shown[0]
            if holder == me and not first.is_joker and old_first.suit == suit and not old_first.is_joker:
                score += 0.5  # 定主: the same suit made safer
            else:
                old_suit = None if old_first.is_joker else old_first.suit
                current = trump_share(hand, obs.level_rank, old_suit)
                margin = 0.25 if team_of(holder) != team_of(me) else 0.6
                if score < current + margin:
                    if score >= bar and held_back is None:
                        held_back = (holder, suit)
                    continue
        if score >= bar and (best is None or score > best_score):
            best, best_score = action, score
    if best is not None:
        return best, _declared_reason(obs, best)
    if held_back is not None:
        holder, suit = held_back
        if team_of(holder) == team_of(me):
            return Pass(), Reason.of("sj.no_overturn_partner")
        return Pass(), Reason.of("sj.no_overturn", suit=suit_name(suit))
    return Pass(), Reason.of("sj.declare_weak", suit=suit_name(strongest), seen=len(hand),
                             count=trumps_with(hand, obs, strongest))


def _declared_reason(obs, action: Declare) -> Reason:
    """亮主, 定主 (the seat's own suit shown again, safer) or 反主, with the trumps it makes."""
    first = action.cards[0]
    suit = None if first.is_joker else first.suit
    values = dict(suit=suit_name(suit), seen=len(obs.hand), count=trumps_with(obs.hand, obs, suit))
    standing = obs.standing
    if standing is None:
        return Reason.of("sj.declare", **values)
    if standing[0] == obs.seat:
        return Reason.of("sj.declare_fix", **values)
    return Reason.of("sj.declare_overturn", **values)


def trumps_with(hand, obs, suit: Suit | None) -> int:
    """The cards of ``hand`` that would be trumps with ``suit`` (None: 无主): jokers, level
    cards, the suit's own cards and, with 2为常主, the 2s."""
    level = obs.level_rank
    twos = getattr(obs, "twos_trump", False)
    return sum(1 for c in hand if c.is_joker or c.rank == level or (twos and c.rank == 2)
               or (suit is not None and c.suit == suit))


def suit_name(suit: Suit | None) -> str:
    """A suit as the reason names it: its symbol (the same in both languages), or ``nt`` for
    无主 (the sentence translates it through ``reason.suit.nt``)."""
    return "nt" if suit is None else suit.symbol
