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
errors and :data:`.shengji.LEAST_COST` points a deck, on twice the worlds of a declaration
(:data:`WORLDS_FACTOR`). Why flags above the bar gained too little on the real deal before: not
worlds at odds with the table (over every bury the worlds said +0.09 levels and the real deals
gave +0.10 ± 0.05), nor too few seeds (the normal players draw nothing: every continuation of a
real deal is the same hand), but how far one real deal falls from the worlds' mean — 17 of the
side's points against a spread of about 4 in what buries truly gain — so few flags stand out of
it, and with 48 worlds a bar of 2 standard errors let through too many buries that gained little.
Measured (bench/bench_review_calls.py --bury-dump, easy player in seat 0, normal elsewhere, fresh
seeds 60000-61199, 1200 一副牌 hands): 127 flags (10.6 % of hands), +0.28 ± 0.07 score-sheet
levels on the real deal (3.7 SE; 67 % of flags did not gain, 12 % lost); the same hands with 48
worlds: 100 flags, +0.25 ± 0.09. Stricter bars were compared before (seeds 7000-7899 and
50000-50599) and none held.

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
#: A declaration or bury is played out on this many times the worlds of a play (:func:`worlds_for`):
#: it is played out from the whole hand, whose play-outs differ far more than a late play's.
#: Measured (bench/bench_review_calls.py, 300 一副牌 hands, easy player in seat 0): with the plays'
#: 24 worlds the bury flags did not gain on the real deal (+2.8 ± 3.7 of the side's points, 20
#: flags); with 48, +6.6 ± 3.0 (31 flags). The bury is played out on twice that again: on 342
#: dumped buries (seeds 7000-7899, 50000-50599) the 48 worlds' estimate of a bury's gain had a
#: standard error of 2.3 points against a spread of 4 points in the gains themselves, so the bar
#: of 2 standard errors let through many buries that gained little (about a second more a hand).
WORLDS_FACTOR = {"deal": 2, "bury": 4}
#: Levels a declaration must cost on average to be flagged.
LEAST_LEVELS = 0.2
#: A world's deal: at most this many steps (a redeal deals again; never endless).
_MOST_STEPS = 2000


def worlds_for(phase: str, play_worlds: int) -> int:
    """The worlds a declaration (``phase`` "deal") or a bury is weighed on, for ``play_worlds`` of a
    play."""
    return play_worlds * WORLDS_FACTOR.get(phase, 2)


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
    result = state.result
    return 0.0 if result is None else float(result.level_lead(seat))


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
