"""The normal 吃苍蝇 player: the dealer's choice before the play, and the partner's secrecy.

Card play is the shared partnership policy (:mod:`ai.climbing.teams`) on 吃苍蝇's cards,
with the sides as this seat can know them (:mod:`.knowledge`). Two things are this
game's own:

- **the dealer's choice** (:func:`choose_declaration`): 明独 when the hand is strong
  enough to go out first against three. Measured (1,000 deals of ``bench_chicangying_ai
  --only declare``, the dealer forced to 明独, normal players all round; an earlier run of
  600 agreed): the number of plays the hand needs and its groups of four or more hardly
  matter; the cards of the four top ranks (下混, 上混, 小王, 大王) decide — he went out
  first in 0.12 of hands with 3 of them, 0.26 with 5, 0.48 with 7, 0.54 with 8 and 0.61
  with 9 or more (14 of 23), while two against two such hands were worth about +1. 明独
  pays 12 × (2p − 1), so it needs p above about 0.55-0.6: :data:`OPEN_ALONE_FROM` top
  cards (:func:`solo_strength`). Holding both copies of the turned card, the dealer names the
  highest card he holds once (its twin's holder, his partner, then holds that strong
  card too). 暗独 pays half of 明独: with p about 0.54 (8 top cards) it is worth
  6 × 0.08 ≈ +0.5, less than a partner (about +1), and above the threshold 明独 pays
  more, so the normal dealer never picks it (the hard dealer weighs it in its search).
- **the hidden partner** keeps the partner card's rank back while nobody knows him, so
  the opponents cannot tell friend from foe — and shows it when it helps: when the
  dealer or he himself is close to going out (then the dealer must know whom not to
  overtake), when it goes out, or when an opponent must be stopped.
"""
from __future__ import annotations

from ai.climbing import teams
from ai.climbing.teams import TeamView
from engine.actions import Pass
from engine.climbing.ranks import counts
from engine.climbing.variants.chicangying import GoAlone, NameCard
from engine.climbing.variants.chicangying_cards import LOWER_HUN, hand_order

from .cards import SENSE
from .knowledge import partner_card

#: 明独 from this many cards of the four top ranks on (see the module; measured)
OPEN_ALONE_FROM = 9
#: the hidden partner shows the partner card's rank once the dealer or he holds this few cards
REVEAL_AT = 9


def solo_strength(hand: int) -> int:
    """How well a hand plays alone: its cards of the four top ranks (下混, 上混, 小王, 大王)."""
    return sum(counts(hand)[LOWER_HUN:])


def choose_declaration(obs, legal):
    """The dealer's choice in phase ``declare`` (an entry of ``legal``)."""
    return explain_declaration(obs, legal)[0]


def explain_declaration(obs, legal):
    """The dealer's choice and the code of its reason (the hint says why)."""
    hand = hand_order(obs.turned.rank).pack(obs.hand)
    strength = solo_strength(hand)
    open_alone = next((a for a in legal if isinstance(a, GoAlone) and a.announced), None)
    if open_alone is not None and strength >= OPEN_ALONE_FROM:
        return open_alone, "ccy.open_alone"
    names = [a for a in legal if isinstance(a, NameCard)]
    if names:
        return best_name(obs, names), "ccy.name_card"
    return next((a for a in legal if isinstance(a, Pass)), legal[0]), "ccy.with_partner"


def best_name(obs, names):
    """The card to name: the highest rank held once (then the partner holds its twin)."""
    order = hand_order(obs.turned.rank)
    return max(names, key=lambda a: (order.index(a.card.rank), a.card.suit.value))


def choose_play(obs, view: TeamView):
    """The move to make (None: pass), keeping a hidden partner hidden while that pays."""
    return explain_play(obs, view)[0]


def explain_play(obs, view: TeamView):
    """The move and the code of its reason: the partnership policy's, or hiding the partner."""
    move, code = teams.explain_play(view, SENSE)
    if move is None or obs.partner != obs.seat or obs.revealed or obs.seat == obs.dealer:
        return move, code
    card = partner_card(obs)
    if card is None:
        return move, code
    index = hand_order(obs.turned.rank).index(card.rank)
    if not (move[0] >> 4 * index) & 15:
        return move, code
    if _reveal_time(obs, view, move):
        return move, code
    rank_cards = counts(view.hand)[index] << 4 * index
    rest = view.hand - rank_cards
    if not rest:
        return move, code
    return teams.choose_play(view.with_hand(rest), SENSE), "ccy.hide_partner"


def _reveal_time(obs, view: TeamView, move) -> bool:
    if move[0] == view.hand:
        return True
    if view.counts[obs.dealer] <= REVEAL_AT or view.counts[view.seat] <= REVEAL_AT:
        return True
    return view.lead is not None and view.fewest_foe_cards <= SENSE.danger
