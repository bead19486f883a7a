"""复盘 of 斗地主's calls: 叫分 (or 不叫), 倒 / 不倒 and 踢回 / 不踢, looked at again; and 癞子斗地主's
叫分 (it has no 倒 or 踢回), whose hands are played out by its own wild play-out policy.

Why the same measure as the plays (:mod:`.climbing`): a call's worth shows only in the hand it
leads to. Where the hard player would have called otherwise (its calls are the measured
estimates of :mod:`ai.doudizhu.bidding`), both calls are made on the same worlds and the hand is
finished: deals of the cards the seat could not see (its own 17 — or, once there is a landlord,
the kitty in the landlord's hand — and the face-up card in its seat stay where they are), the
rest of the bidding and doubling by the normal player for every seat (the person's later calls
too), then the play by the game's play-out policy, scored by the game's scoring. The cost is the
mean paired difference in the seat's points; flagged above :data:`~.climbing.NOISE` standard
errors and :data:`~.climbing.LEAST_COST` points, as a play is. The worlds do not weigh what the
other seats' calls said about their cards (a call says little: the bidding is a few bits).
"""
from __future__ import annotations

import math
import random
from typing import Any

from ai.climbing.search import finish
from engine.actions import Action, Bid, Double, Pass

from .flags import Flag

#: The phases of a hand where a seat calls rather than plays.
CALL_PHASES = ("bid", "double", "redouble")
#: The games whose calls are reviewed.
VARIANTS = frozenset({"doudizhu", "doudizhu-wild"})
#: A call's world: at most this many calls before the play (a redeal starts the bidding again).
_MOST_CALLS = 30


def is_call(action: Action) -> bool:
    return isinstance(action, (Bid, Double, Pass))


def look(match: Any, seat: int, played: Action, position: int, rng: random.Random, worlds: int,
         noise: float, least: float) -> Flag | None:
    """The flag of one call (``match`` at the moment of it), or None: forced, the hard player's
    own call, or not costly on the sampled worlds."""
    from ai.registry import make_bot

    state = match.state
    phase = state.phase
    if phase not in CALL_PHASES:
        return None
    legal = list(state.legal_actions(seat))
    if len(legal) < 2:
        return None
    better = make_bot(match.variant, "hard").choose(state.observe(seat), legal, random.Random(rng.random()))
    if better == played:
        return None
    normal = make_bot(match.variant, "normal")
    diffs, wins = [], [0, 0]
    for _ in range(worlds):
        world = _world(state, seat, rng)
        seed = rng.random()
        deltas = [_finish(world, seat, move, normal, random.Random(seed), match.variant) for move in (played, better)]
        wins[0] += deltas[0] > 0
        wins[1] += deltas[1] > 0
        diffs.append(deltas[1] - deltas[0])
    mean = sum(diffs) / len(diffs)
    error = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, len(diffs) - 1) / len(diffs))
    if mean < least or mean <= noise * error:
        return None
    return Flag(position, seat, played, better, mean, error, wins[0] / worlds, wins[1] / worlds, worlds,
                phase=phase)


def _world(state: Any, seat: int, rng: random.Random) -> Any:
    """A copy of ``state`` with the cards ``seat`` could not see dealt again at random: its own
    hand, the kitty once it is shown (in the landlord's hand) and the face-up card (in its
    owner's hand) stay; the other hands keep their sizes, the kitty (if still hidden) its three;
    a redeal in it deals cards of its own."""
    twin = state.clone()
    # a redeal after three passes deals from the world's own generator: never the real one's next
    # cards, which nobody at the table could know
    twin.rng = random.Random(rng.getrandbits(64))
    known: dict[int, set] = {s: set() for s in range(len(state.hands))}
    if state.face_up_card is not None and state.face_up_seat is not None:
        known[state.face_up_seat].add(state.face_up_card)
    if state.kitty_shown and state.landlord is not None:
        known[state.landlord].update(state.kitty)
    pool = [card for s, hand in enumerate(state.hands) if s != seat for card in hand if card not in known[s]]
    if not state.kitty_shown:
        pool += list(state.kitty)
    pool.sort(key=_order)                 # a set's order changes between runs; the worlds must not
    rng.shuffle(pool)
    hands = []
    for s, hand in enumerate(state.hands):
        if s == seat:
            hands.append(set(hand))
            continue
        mine = set(hand) & known[s]
        take = len(hand) - len(mine)
        hands.append(mine | set(pool[:take]))
        pool = pool[take:]
    twin.hands = hands
    if not state.kitty_shown:
        twin.kitty = tuple(pool)
    twin._recount()
    return twin


def _order(card) -> tuple:
    return (card.rank, str(card.suit.value), card.deck)


def _policy(variant: str, landlord: int):
    """The game's play-out policy for a hand with this landlord (the plays' review's own)."""
    if variant == "doudizhu-wild":
        from ai.doudizhu_wild.counting import view_of_position
        from ai.doudizhu_wild.policy import PLAYOUT_WIDTH, choose_play

        return lambda position: choose_play(view_of_position(position, landlord), PLAYOUT_WIDTH)
    from ai.doudizhu.search import round_policy

    return round_policy(landlord)


def _finish(world: Any, seat: int, move: Action, normal: Any, rng: random.Random,
            variant: str = "doudizhu") -> float:
    """``seat``'s points once ``move`` is made in ``world`` and the hand played out: the calls by
    the normal player, the play by the game's play-out policy."""
    state = world.clone()
    state.apply(seat, move)
    for _ in range(_MOST_CALLS):
        if state.phase not in CALL_PHASES:
            break
        caller = state.to_act()[0]
        state.apply(caller, normal.choose(state.observe(caller), list(state.legal_actions(caller)), rng))
    if state.phase != "play":
        return 0.0          # still bidding after many redeals: no hand played, nothing won or lost
    end = finish(state.position(), _policy(variant, state.landlord))
    return float(state.score_position(end).deltas[seat])
