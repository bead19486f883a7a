"""The normal player's decisions: discards by shanten, useful tiles and danger; claims and
kongs only when they help; wins (:mod:`.choices`).

A discard's worth is ``-shanten + 进张/50`` (进张 capped, so it never outweighs a step of
shanten) minus its danger (:mod:`.danger`) weighted by how far the hand is from ready — a
ready hand pushes, a hopeless one folds — and, when most of the hand is one suit, minus
``FLUSH_WEIGHT`` per step still needed for 清一色 (in A/B self-play this steering is worth
about 2.6 points a hand). Ties go to the tile of the suit being given up, then the loneliest,
then terminals.
"""
from __future__ import annotations

from typing import NamedTuple, Sequence

from engine.actions import Action
from engine.mahjong.actions import ChooseMissing, Discard, Kong, LayDown, PassClaim, Piao, Pong, Win
from engine.mahjong.melds import KONG_ADDED, KONG_CONCEALED
from engine.mahjong.shapes import UNIT
from engine.mahjong.tiles import KINDS, SUITS

from ai.reason import Decision, Reason

from .choices import choose_missing, wants_lay_down, wants_piao, wants_win
from .danger import CERTAIN, danger, threats
from .efficiency import discard_choices, flush_shanten, isolation, plan_shanten, suit_size, useful_tiles
from .knowledge import Knowledge, Plan, knowledge_of

#: Weight of danger against one step of shanten, by the hand's best shanten (0, 1, 2+).
DANGER_WEIGHT = (0.5, 1.0, 2.2)
#: Worth of one step towards 清一色 (3 fans in Table M: 8× the hand) against one of shanten.
FLUSH_WEIGHT = 0.5
#: A hand is steered towards 清一色 with this many of its 14 tiles in one suit, melds included.
FLUSH_TILES = 10


class RankedDiscard(NamedTuple):
    score: float
    tile: int
    shanten: int
    useful: int
    danger: float


def _give_up_suit(k: Knowledge) -> int | None:
    """The suit the plan is emptying (the smallest droppable one), for tie-breaks."""
    if not k.plan.drops:
        return None
    return min(k.plan.drops, key=lambda s: suit_size(k.hand, s))


def flush_suit(k: Knowledge) -> int | None:
    """The suit of a 清一色 worth steering for: most of the hand in it, every meld in it,
    and enough wall left to get there."""
    sizes = [suit_size(k.hand, s) for s in range(3)]
    for m in k.melds:
        sizes[m.tile.suit_index] += 3
    suit = max(range(3), key=lambda s: sizes[s])
    if sizes[suit] < FLUSH_TILES or k.wall_count < 20 or any(m.tile.suit_index != suit for m in k.melds):
        return None
    return suit


def rank_discards(obs, k: Knowledge, kinds: Sequence[int], defend: bool = True) -> list[RankedDiscard]:
    """Every discard of ``kinds``, best first."""
    choices = discard_choices(k.hand, k.meld_count, k.plan, k.unseen, kinds, slack=1)
    best = min(c.shanten for c in choices)
    found = threats(obs) if defend else []
    weight = DANGER_WEIGHT[min(max(best, 0), 2)]
    give_up = _give_up_suit(k)
    flush = flush_suit(k)
    ranked = []
    for c in choices:
        useful = max(c.useful, 0)
        d = danger(c.tile, found, k.unseen) if found else 0.0
        score = -c.shanten + min(useful, 40) / 50 - weight * d
        if flush is not None:
            score -= FLUSH_WEIGHT * flush_shanten(k.hand - UNIT[c.tile], k.meld_count, flush)
        ranked.append((score, c.tile // 9 == give_up, -isolation(k.hand, c.tile), c.tile % 9 in (0, 8),
                       RankedDiscard(score, c.tile, c.shanten, useful, d)))
    ranked.sort(key=lambda r: r[:4], reverse=True)
    return [r[-1] for r in ranked]


def _turn_kong(obs, k: Knowledge, legal, best: RankedDiscard) -> Action | None:
    """A kong that costs no shanten (and, for an added kong, no more danger than a throw:
    the added tile can be robbed, 抢杠). Bloody play pays kong money, so ties go to the kong."""
    for a in legal:
        if not isinstance(a, Kong):
            continue
        i = a.tile.index
        if a.kind == KONG_CONCEALED:
            after = plan_shanten(k.hand - 4 * UNIT[i], k.meld_count + 1, _plan_with_meld(k, i))
        elif a.kind == KONG_ADDED:
            if danger(i, threats(obs), k.unseen) >= 0.5:
                continue
            after = plan_shanten(k.hand - UNIT[i], k.meld_count, k.plan)
        else:
            continue
        if after <= best.shanten:
            return a
    return None


def turn_action(obs, legal: Sequence[Action]) -> Action:
    return turn_decision(obs, legal).action


def turn_decision(obs, legal: Sequence[Action]) -> Decision:
    """The move on one's own turn and why: 自摸, a kong, 躺, or the discard (see
    :func:`_discard_reason`)."""
    if Win() in legal and wants_win(obs):
        return Decision(Win(), Reason.of("mj.win_self"))
    k = knowledge_of(obs)
    kinds = sorted({a.tile.index for a in legal if isinstance(a, Discard)})
    if not kinds:               # never listed by the engine, but no reason to fail
        return Decision(legal[0], Reason.of("mj.only_move"))
    ranked = rank_discards(obs, k, kinds)
    best = ranked[0]
    kong = _turn_kong(obs, k, legal, best)
    if kong is not None:
        return Decision(kong, Reason.of("mj.kong_free"))
    lay = LayDown(KINDS[best.tile])
    if lay in legal and best.danger < CERTAIN * 0.2 and wants_lay_down(obs, best.tile):
        return Decision(lay, Reason.of("mj.lay_down", live=best.useful))
    return Decision(Discard(KINDS[best.tile]), _discard_reason(obs, k, kinds, best))


def _discard_reason(obs, k: Knowledge, kinds: Sequence[int], best: RankedDiscard) -> Reason:
    """Why ``best`` goes: it is of the suit being given up (打缺), the danger term chose it
    over the fastest discard (a safe tile), the hand is or stays ready, or it keeps the most
    useful tiles."""
    suit = best.tile // 9
    if k.plan.drops and suit == _give_up_suit(k) and not k.plan.plain:
        return Reason.of("mj.discard_missing", suit=SUITS[suit], left=suit_size(k.hand, suit) - 1)
    if best.danger > 0 or threats(obs):
        fastest = rank_discards(obs, k, kinds, defend=False)[0]
        if fastest.tile != best.tile:
            return Reason.of("mj.discard_safe")
    if best.shanten <= 0:
        return Reason.of("mj.discard_ready", useful=best.useful)
    return Reason.of("mj.discard_shape", steps=best.shanten, useful=best.useful)


def claim_action(obs, legal: Sequence[Action]) -> Action:
    return claim_decision(obs, legal).action


def claim_decision(obs, legal: Sequence[Action]) -> Decision:
    """On a discard: win if worth it; kong or pong only when the hand gets no worse
    (kong) or strictly closer to ready (pong), judged under the missing-suit plan."""
    if Win() in legal:
        if wants_win(obs):
            return Decision(Win(), Reason.of("mj.win_discard"))
        skip_win = True
    else:
        skip_win = False
    k = knowledge_of(obs)
    i = obs.window.tile.index
    now = plan_shanten(k.hand, k.meld_count, k.plan)
    for a in legal:
        if isinstance(a, Kong):
            plan = _plan_with_meld(k, i)
            if plan_shanten(k.hand - 3 * UNIT[i], k.meld_count + 1, plan) <= now:
                return Decision(a, Reason.of("mj.kong_free"))
    why_not = Reason.of("mj.pass_useless")
    if Pong() in legal:
        plan = _plan_with_meld(k, i)
        after = plan_shanten(k.hand - 2 * UNIT[i], k.meld_count + 1, plan)
        if after < now:
            return Decision(Pong(), Reason.of("mj.pong_closer", steps=after))
        why_not = Reason.of("mj.no_pong_breaks") if after > now else Reason.of("mj.no_pong_no_gain")
        if after == now and now <= 1:
            # same distance: pong only if it leaves more useful tiles than waiting does
            rest = k.hand - 2 * UNIT[i]
            best_after = max(useful_tiles(rest - UNIT[j], k.meld_count + 1, plan, k.unseen)
                             for j in range(27) if (rest >> (3 * j)) & 7
                             and plan_shanten(rest - UNIT[j], k.meld_count + 1, plan) == now)
            if best_after > useful_tiles(k.hand, k.meld_count, k.plan, k.unseen, now) * 1.25:
                return Decision(Pong(), Reason.of("mj.pong_more_tiles"))
    elif any(isinstance(a, Kong) for a in legal):
        why_not = Reason.of("mj.no_kong_breaks")
    if skip_win:
        why_not = Reason.of("mj.no_win_flush")
    return Decision(PassClaim(), why_not)


def _plan_with_meld(k: Knowledge, i: int) -> Plan:
    """The plan once a meld of kind ``i`` is down: its suit can no longer be given up."""
    drops = tuple(s for s in k.plan.drops if s != i // 9)
    if not drops and not k.plan.plain:
        return Plan((), True, 8)
    return Plan(drops, k.plan.plain, k.plan.plain_penalty)


def normal_action(obs, legal: Sequence[Action]) -> Action:
    """The normal player's answer (always an entry of ``legal``)."""
    return normal_decision(obs, legal).action


def normal_decision(obs, legal: Sequence[Action]) -> Decision:
    """The normal player's answer and its reason."""
    first = legal[0]
    if isinstance(first, Piao):
        piao = wants_piao(obs)
        return Decision(Piao(piao), Reason.of("mj.piao" if piao else "mj.no_piao"))
    if isinstance(first, ChooseMissing):
        suit = choose_missing(obs.hand)
        count = sum(1 for t in obs.hand if t.suit == suit)
        return Decision(ChooseMissing(suit), Reason.of("mj.missing", suit=suit, count=count))
    if obs.window is not None:
        return claim_decision(obs, legal)
    return turn_decision(obs, legal)
