"""What the table's passes say about the hidden hands, for the hard player's sampled worlds.

A player who passes on an opponent's play usually had nothing of that kind to
beat it with: a farmer answers the landlord almost whatever it costs, and the
landlord answers a farmer who is getting short. Dealing the unseen cards
uniformly ignores that, and the hard player's play-outs then give the other
seats answers they have shown they do not hold (a partner's high single that
would have stopped the landlord long ago, a landlord's pair he let go by).

So each pass on an opponent's non-bomb play becomes a :class:`PassClue`, and a
sampled world in which that seat's hand *at the time* (its hand in the world
plus whatever it has played since) could have answered without a bomb is kept
only with probability :data:`PASS_LIKELIHOOD` — rejection sampling from the
deal weighted by how likely each seat's passes were. Passes over a partner's
play say nothing and are not used. After :data:`MAX_TRIES` rejected worlds the
most likely one seen is used, so a table full of surprising passes costs a
bounded amount of time.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from engine.climbing.combos import Combo, classify
from engine.climbing.tables import DOUDIZHU
from engine.climbing.variants.doudizhu import sample_world

from .counting import can_beat
from .packing import card_total, pack

#: How likely a player is to pass an opponent's play he could have beaten without a bomb.
PASS_LIKELIHOOD = 0.25
#: Worlds dealt at most to find one that the passes make likely.
MAX_TRIES = 30


@dataclass(frozen=True)
class PassClue:
    """``seat`` passed on ``lead`` (an opponent's play); ``later``: what it has played since."""

    seat: int
    lead: Combo
    later: int


def pass_clues(observation) -> tuple[PassClue, ...]:
    """Every informative pass of the hand so far by a seat other than the observer."""
    landlord = observation.landlord
    if landlord is None:
        return ()
    found: list[tuple[int, int, Combo]] = []  # (position in the history, seat, lead)
    lead: Combo | None = None
    lead_seat: int | None = None
    passes = 0
    history = observation.history
    for index, (seat, cards) in enumerate(history):
        if cards:
            lead = classify(pack(cards), lead, DOUDIZHU)
            lead_seat, passes = seat, 0
            continue
        passes += 1
        if (lead is not None and seat != observation.seat and not lead.is_bomb
                and (seat == landlord) != (lead_seat == landlord)):
            found.append((index, seat, lead))
        if passes >= 2:
            lead, passes = None, 0
    if not found:
        return ()
    clues = []
    for index, seat, combo in found:
        later = sum(pack(cards) for s, cards in history[index + 1:] if s == seat and cards)
        clues.append(PassClue(seat, combo, later))
    return tuple(clues)


def likelihood(clues: tuple[PassClue, ...], hands: list[int]) -> float:
    """How likely the passes were with these (packed) hands: a factor per pass that had an answer."""
    weight = 1.0
    for clue in clues:
        then = hands[clue.seat] + clue.later
        if can_beat(then, clue.lead, card_total(then), bombs=False):
            weight *= PASS_LIKELIHOOD
    return weight


def sample_consistent(observation, clues: tuple[PassClue, ...], rng: random.Random):
    """A world dealt at random and kept with the likelihood of the passes (see the module)."""
    if not clues:
        return sample_world(observation, rng)
    best, best_weight = None, -1.0
    for _ in range(MAX_TRIES):
        world = sample_world(observation, rng)
        weight = likelihood(clues, world.round.hands)
        if weight >= 1.0 or rng.random() < weight:
            return world
        if weight > best_weight:
            best, best_weight = world, weight
    return best
