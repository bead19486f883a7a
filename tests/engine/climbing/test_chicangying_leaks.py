"""吃苍蝇's secret partner never shows in a seat's observation before that seat can know it.

The conformance test checks that no hidden *card* shows; the partnership is hidden too, and
follows the cards: whoever holds the twin of the turned card is the partner. So here every
position of seeded play-outs is compared with an "other truth": the same position with the
twin (while unplayed) swapped into another seat that could hold it, the partnership moved
with it. A seat that does not know the partner must see exactly the same observation and the
same legal actions in both; one that knows (the partner, or anyone after the reveal) is
skipped. The same is done for 暗独: the dealer's secret twin moved to another seat turns the
hand into an ordinary partnership, which the three others must not be able to tell.
"""
import random

import pytest

from engine.climbing.variants import chicangying as cc
from engine.climbing.variants.chicangying import NAMED, PARTNER, SECRET_ALONE, TEAM_RULES, twin_of
from engine.game import TABLE


def _other_truth(state, card, new_holder: int):
    """A copy of ``state`` in which ``card`` lies with ``new_holder`` (swapped for a card of the
    same rank where there is one, so no seat's rank counts change) and the partnership follows."""
    twin = state.clone()
    old = next(s for s, hand in enumerate(twin.hands) if card in hand)
    pool = sorted(twin.hands[new_holder], key=lambda c: (c.rank != card.rank, c.id))
    give = pool[0]
    if give.rank != card.rank:
        return None  # the observation would differ by rank counts, which no partner view shows anyway
    twin.hands[old].remove(card); twin.hands[old].add(give)
    twin.hands[new_holder].remove(give); twin.hands[new_holder].add(card)
    twin.piles = [cc.piles_of(h, twin.encoding.order) for h in twin.hands]
    if twin.mode == SECRET_ALONE:  # the twin left the dealer: an ordinary partnership
        twin.mode, twin.partner_card = PARTNER, card
    if twin.partner_card is not None:
        twin.partner = next(s for s, hand in enumerate(twin.hands) if twin.partner_card in hand)
        if twin.partner == twin.dealer:
            twin.mode, twin.partner_card, twin.partner = SECRET_ALONE, None, None
            twin.round.rules = cc.ALONE_RULES
            twin.round.teams = tuple(0 if s == twin.dealer else 1 for s in range(4))
        else:
            twin.round.rules = TEAM_RULES
            twin.round.teams = tuple(0 if s in (twin.dealer, twin.partner) else 1 for s in range(4))
            twin._partner_card_first()
    return twin


def _hidden_card(state):
    """The card whose holder is secret now (None when nothing is secret)."""
    if state.phase != "play" or state.revealed:
        return None
    if state.mode == SECRET_ALONE:
        return twin_of(state.turned)
    if state.mode in (PARTNER, NAMED):
        return state.partner_card
    return None


def _could_hold(state, card, seat: int, holder: int) -> list[int]:
    """Seats other than ``seat`` and the holder that ``seat`` cannot rule out as holding ``card``:
    not one who played its rank without it; the dealer only where 暗独 is possible (not after he
    named a card, and not in his own eyes)."""
    shown = {s for s, cards in state.history if any(c.rank == card.rank for c in cards)}
    found = []
    for other in range(4):
        if other in (seat, holder) or (other in shown and other != state.dealer):
            continue
        if other == state.dealer and state.mode == NAMED:
            continue
        found.append(other)
    return found


@pytest.mark.parametrize("seed", range(6))
def test_no_seat_sees_a_partner_it_cannot_know(seed):
    state = cc.new_state(cc.SPEC.resolved_options({"match_hands": 4}), random.Random(seed))
    rng = random.Random(seed)
    compared = 0
    while state.phase != "match_over":
        card = _hidden_card(state)
        if card is not None and any(card in h for h in state.hands):
            holder = next(s for s, hand in enumerate(state.hands) if card in hand)
            for seat in range(4):
                if seat == holder or state.observe(seat).partner is not None:
                    continue  # it knows (or is) the partner
                for other in _could_hold(state, card, seat, holder):
                    twin = _other_truth(state, card, other)
                    if twin is None:
                        continue
                    assert twin.observe(seat) == state.observe(seat), (seed, seat, other)
                    if seat in state.to_act():
                        assert list(twin.legal_actions(seat)) == list(state.legal_actions(seat))
                    compared += 1
        seat = state.to_act()[0] if state.to_act() else TABLE
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])
    assert compared > 0
