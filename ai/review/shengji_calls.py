"""复盘 of 升级's declarations (亮主 / 定主 / 反主, and 不亮 when asked in turn) and the bury (扣底).

Why the same measure as the plays (:mod:`.shengji`): a declaration or a bury shows its worth only
in the hand it leads to. Where the hard player (whose declaring and burying are the normal
player's) would have done otherwise, both are made on the same worlds and the hand is finished:

- a declaration: the cards the seat had not seen — the other hands less the declared cards, and
  every card still to deal — dealt again (the engine's ``redeal_others``); a redeal when nobody
  declares deals from the world's own generator, never the real one's next cards (the hindsight
  :mod:`.doudizhu_calls` once had); the rest of the deal, every seat's declaring (the person's
  too) and the bury by the normal player, then the play by the play-out of the plays' review;
- a bury: the other hands and nothing else hidden (the dealer holds the kitty), dealt by the
  engine's ``sample_world`` from the dealer's observation, then the play.

A bury is measured as the plays are: the points of the seat's side (the attackers' total with the
kitty bonus, counted against the dealer's side), flagged above :data:`.shengji.NOISE` standard
errors and :data:`.shengji.LEAST_COST` points a deck. A stricter bar was looked for and not found
(bench/bench_review_calls.py --bury-dump / --bury-bars): 3 standard errors, the best on 900 一副牌
hands (seeds 7000-7899: 42 flags, +0.57 ± 0.12 score-sheet levels on the real deal, against 77
flags, +0.36 ± 0.09 at 2), gained +0.14 ± 0.17 (22 flags) on 600 fresh hands (seeds
50000-50599), where the bar of 2 gained +0.21 ± 0.12 (43 flags); no bar of the 40 compared held.

A declaration may change who deals (the first hand's declarer deals), and those points are
counted from each side's role: the dealers' side never scores above zero on them, so declaring
would always look worse. It is measured in what the hand is played for: the levels the seat's
side goes up less those the other side goes up (flagged above the noise and :data:`LEAST_LEVELS`).
"""
from __future__ import annotations

import random

from engine.actions import Action, Pass
from engine.game import TABLE
from engine.match import Match
from engine.shengji.actions import Bury, Declare

from .flags import Flag
from .paired import paired

#: The phases reviewed here, with the flag's phase name.
PHASES = {"deal": "declare", "bury": "bury"}
#: A declaration or bury is played out on this many times the worlds of a play: it is played out
#: from the whole hand, whose play-outs differ far more than a late play's. Measured (bench/
#: bench_review_calls.py, 300 一副牌 hands, easy player in seat 0): with the plays' 24 worlds the
#: bury flags did not gain on the real deal (+2.8 ± 3.7 of the side's points, 20 flags); with 48,
#: +6.6 ± 3.0 (31 flags).
WORLDS_FACTOR = 2
#: Levels a declaration must cost on average to be flagged.
LEAST_LEVELS = 0.2
#: A world's deal: at most this many steps (a redeal deals again; never endless).
_MOST_STEPS = 2000


def is_call(state, seat: int, action: Action) -> bool:
    """A decision of this module's (``state`` as it was then): a declaration, a bury, and 不亮
    when the seat was asked in turn or once every card was out (while the cards are still dealt in
    real time a pass is only "not yet", made at every card, and not looked at)."""
    if isinstance(action, (Declare, Bury)):
        return True
    return isinstance(action, Pass) and state.phase == "deal" and (
        state.declares_after_deal or state.dealt >= len(state.hands) * state.hand_size)


def look(match: Match, seat: int, played: Action, position: int, rng: random.Random, worlds: int,
         careful: int, least: float, noise: float) -> Flag | None:
    """The flag of one declaration or bury, or None (forced, the hard player's own, not costly)."""
    phase = match.state.phase
    weighed = weigh(match, seat, played, rng, worlds, careful)
    if weighed is None:
        return None
    better, hands = weighed
    measure = _levels if phase == "deal" else _points
    verdict = paired([(measure(a, seat), measure(b, seat)) for a, b in hands])
    if verdict is None or not verdict.clearly(LEAST_LEVELS if phase == "deal" else least, noise):
        return None
    return Flag(position, seat, played, better, verdict.mean, verdict.error, verdict.won_played,
                verdict.won_better, verdict.worlds, phase=PHASES[phase])


def weigh(match: Match, seat: int, played: Action, rng: random.Random, worlds: int, careful: int):
    """``(better, [(hand with played, hand with better) per world])``, each hand played to its end;
    None where there is nothing to weigh (another phase, forced, the hard player's own choice)."""
    from ai.registry import make_bot

    state = match.state
    phase = state.phase
    if phase not in PHASES:
        return None
    legal = list(state.legal_actions(seat))
    if phase == "deal" and len(legal) < 2:
        return None
    better = make_bot(match.variant, "hard").choose(state.observe(seat), legal, random.Random(rng.random()))
    if _same(better, played):
        return None
    normal = make_bot(match.variant, "normal")
    hands = []
    for _ in range(worlds):
        world = _world(state, seat, rng)
        if world is not None:
            hands.append(tuple(_finish(world, seat, move, normal, careful) for move in (played, better)))
    return better, hands


def _same(a: Action, b: Action) -> bool:
    if type(a) is not type(b):
        return False
    return sorted(map(repr, getattr(a, "cards", ()))) == sorted(map(repr, getattr(b, "cards", ())))


def _world(state, seat: int, rng: random.Random):
    """A copy of ``state`` with what ``seat`` could not see dealt again (None: no world fits)."""
    from engine.shengji.sample import redeal_others, sample_world

    if state.phase == "deal":
        twin = redeal_others(state, seat, rng)
        # a redeal (nobody declared in the first hand) shuffles with the world's own generator
        twin.rng = random.Random(rng.getrandbits(64))
        return twin
    try:
        return sample_world(state.observe(seat), rng)
    except ValueError:
        return None


def _points(state, seat: int) -> float:
    """The seat's side's points in the finished hand (the plays' measure)."""
    from .shengji import _result

    return _result(state, seat) if state.result is not None else 0.0


def _levels(state, seat: int) -> float:
    """The levels the seat's side went up in the finished hand less the other side's."""
    from ai.shengji.playout import team_of

    result = state.result
    if result is None:
        return 0.0
    rises = [after - before for before, after in zip(result.levels_before, result.levels_after)]
    mine = team_of(seat)
    return float(rises[mine] - rises[1 - mine])


def _finish(world, seat: int, move: Action, normal, careful: int):
    """The state once ``move`` is made in ``world`` and the hand played out."""
    from ai.shengji.playout import play_out

    state = world.clone()
    state.apply(seat, move)
    rng = random.Random(0)             # the normal player's declaring and burying draw nothing
    # a pass while the cards are dealt holds until the next card or declaration, as at the table
    waived = {seat} if isinstance(move, Pass) and not state.declares_after_deal else set()
    for _ in range(_MOST_STEPS):
        if state.phase != "deal":
            break
        who, action = _next_in_deal(state, normal, rng, waived)
        state.apply(who, action)
        waived = set()
    if state.phase == "bury":
        dealer = state.turn
        state.apply(dealer, normal.choose(state.observe(dealer), state.legal_actions(dealer), rng))
    if state.phase == "play":
        play_out(state, seat, careful)
    return state


def _next_in_deal(state, normal, rng, waived=frozenset()):
    """The deal's next step: the first seat asked that declares (asked in seat order, as at the
    table between two cards; not the ``waived`` ones), else the table deals on; in turn after the
    deal, the seat asked."""
    acting = state.to_act()
    for who in acting:
        if who == TABLE or who in waived:
            continue
        choice = normal.choose(state.observe(who), state.legal_actions(who), rng)
        if isinstance(choice, Declare) or state.declares_after_deal:
            return who, choice
    return TABLE, state.legal_actions(TABLE)[0]
