"""复盘 of 打撇's decisions before the cards: the bid (叫分 / 不叫), the trump (叫主), the put-back
(换底), 倒 / 不倒 and the declarer's answer (踢回 / 放弃 / 认输).

Why a measure of its own beside the cards' (:mod:`.dapie`): these decisions change the stakes, the
contract and who declares, so they are measured in what the hand pays the seat — its points on the
score sheet. Where the hard player (whose bidding, trump, 倒 and answer are the normal player's,
asked through its public ``choose``) would have decided otherwise, both decisions are made on the
same worlds — the cards the seat had not seen dealt from its observation so that they agree with
the other seats' calls (:mod:`.dapie_worlds`: the bids and passes, the trump named, the put-back
shown, the 倒 before it; the kitty too, until the declarer took it; a redeal after four passes
deals from the world's own generator: no hindsight) — the rest of the bidding, 倒 and answers by
the normal player at every seat (the person's later ones too), and the cards played by the normal
rules on what each seat could count. Flagged above :data:`NOISE` standard errors and
:data:`LEAST_SHARE` of the base.

倒 / 不倒 is weighed on three times the worlds of another call (:data:`WORLDS_FACTOR`). On worlds
dealt at random its flags lost on the real deal (−0.74 ± 0.50 points, 19 flags, 300 hands): the
declarer's bid says his hand is strong. On worlds that agree with the calls and the 40 worlds of
another call they held on one seed range (+1.83 ± 0.54, 6 flags, seeds 7000-7299) and not on a
fresh one (+0.14 ± 0.94, 7 flags, 50000-50599): a doubled hand's payment on one real deal lies
about 2 points from the worlds' mean against a spread of about 0.5 in what 倒 truly gains, and
the 40 worlds' estimate (standard error 0.4) let through calls that gained little, and a few that
lost much. Measured on 120 worlds (bench/bench_review_calls.py --double-dump, easy player in seat
0, normal elsewhere, 1200 fresh hands, seeds 80000-81199): 20 flags (1.7 % of hands), +1.40 ±
0.37 points on the real deal (3.8 SE; 20 % did not gain, 15 % lost); the first 40 of the same
worlds flagged 19, +0.32 ± 1.09 (one of them lost 18 points). Checked on 600 more fresh hands
(seeds 90000-90599): 6 flags (1.0 %), +5.3 ± 4.4, five gained (one by 27 points, a 踢回 lost);
on the 1800 hands 21 of 26 flags gained and 4 lost. 倒 flags are rare (1-2 % of hands) and a
doubled hand pays far either way, so a few hundred hands alone cannot tell much of them. The other calls on those worlds: +2.76 ± 1.51 (25 flags)
and +3.01 ± 1.02 (57).
"""
from __future__ import annotations

import random

from engine.actions import Action, Play
from engine.match import Match

from .dapie_worlds import conditioned_worlds
from .flags import Flag
from .paired import paired

#: The phases before the cards, each the flag's phase name.
PHASES = {"bid": "dp_bid", "trump": "dp_trump", "put_back": "dp_put_back", "double": "dp_double",
          "answer": "dp_answer"}
#: 倒 / 不倒 is weighed on this many times the worlds of the other calls (:func:`worlds_for`). Its
#: gain is small beside how a doubled hand's payment differs from deal to deal: on 93 calls (seeds
#: 7000-7899) the 40 worlds' estimate had a standard error of 0.42 points against a spread of
#: 0.53 in the gains themselves, so the bar let through calls that gained little (see above).
WORLDS_FACTOR = {"double": 3}
NOISE = 2.0
#: The share of the base (底注) a decision must cost on average to be flagged.
LEAST_SHARE = 0.25
#: A world's steps before the cards: at most this many (redeals deal again; never endless).
_MOST_STEPS = 200


def worlds_for(phase: str, worlds: int) -> int:
    """The worlds a decision of ``phase`` is weighed on, for ``worlds`` of the other calls."""
    return worlds * WORLDS_FACTOR.get(phase, 1)


def look(match: Match, seat: int, played: Action, position: int, rng: random.Random,
         worlds: int) -> Flag | None:
    """The flag of one decision before the cards, or None (forced, the hard player's, not costly)."""
    state = match.state
    weighed = weigh(match, seat, played, rng, worlds_for(state.phase, worlds))
    if weighed is None:
        return None
    better, outcomes = weighed
    verdict = paired(outcomes)
    if verdict is None or not verdict.clearly(LEAST_SHARE * state.base, NOISE):
        return None
    return Flag(position, seat, played, better, verdict.mean, verdict.error, verdict.won_played,
                verdict.won_better, verdict.worlds, phase=PHASES[state.phase])


def weigh(match: Match, seat: int, played: Action, rng: random.Random, worlds: int):
    """``(better, [(points with played, points with better) per world])``; None where there is
    nothing to weigh (another phase, forced, the hard player's own choice)."""
    from ai.registry import make_bot

    state = match.state
    if state.phase not in PHASES:
        return None
    obs = state.observe(seat)
    legal = list(state.legal_actions(seat))
    if len(legal) < 2:
        return None
    better = make_bot(match.variant, "hard").choose(obs, legal, random.Random(rng.random()))
    if better == played:
        return None
    normal = make_bot(match.variant, "normal")
    return better, [tuple(_finish(world, seat, move, normal) for move in (played, better))
                    for world in conditioned_worlds(obs, rng, worlds)]


def _finish(world, seat: int, move: Action, normal) -> float:
    """``seat``'s points once ``move`` is made in ``world`` and the hand is over."""
    from ai.dapie.knowledge import counted_from_position
    from ai.dapie.play import choose_card

    state = world.clone()
    state.apply(seat, move)
    rng = random.Random(0)
    for _ in range(_MOST_STEPS):
        if state.phase not in PHASES:
            break
        who = state.to_act()[0]
        state.apply(who, normal.choose(state.observe(who), state.legal_actions(who), rng))
    if state.phase == "play" and state.pos.first_lead:
        who = state.to_act()[0]       # the declarer's 摆撇 or first card, as the normal player decides
        state.apply(who, normal.choose(state.observe(who), state.legal_actions(who), rng))
    while state.phase == "play":
        pos = state.pos
        legal = pos.legal()
        card = legal[0] if len(legal) == 1 else choose_card(counted_from_position(pos))
        state.apply(pos.turn, Play((card,)))
    return float(state.result.deltas[seat]) if state.result is not None else 0.0
