"""The normal player's card play: lead and follow from the hand's split.

Leading: go out when the hand is one play. With two plays left, lead the one less likely
to be answered (if it stands, the other goes out as the next lead). Otherwise shed from
the weak end of the split: chains first (they cannot win a lead back — only a chain one
higher answers them — and they shed three or more cards), then the low singles and pairs,
keeping the 2s and bombs, which win the lead back, for when they decide the hand. When
another player is close to going out, lead what he cannot answer: a play of a size he
cannot go out with, or the one least likely to be answered.

Following: an answer is weighed by what it costs the split (:func:`.plan.play_cost`: 0 or
less when it is one of the split's weak groups, the group's worth when it spends a 2 or a
bomb, more when it breaks groups). Cheap answers are played — in 赢家摸牌, where a round won
means a card drawn and passing costs nothing but the chance to shed, nearly every answer
is; a 2 or a bomb only when it decides the hand (what is left after it is one play, which the won lead then puts down),
when another player is about to go out, or — in 赢家摸牌 — to stop being 关墩墩, whose loss
is doubled. Bombs also double every card left, so they are spent only when they win.

Everything works on a :class:`~.knowledge.TableView`, so the same policy plays the real
table and the search's play-outs. The constants come from the benchmark
(bench/bench_gandengyan_ai.py).
"""
from __future__ import annotations

from engine.climbing.tables import BOMB, PAIR_STRAIGHT, STRAIGHT
from engine.climbing.variants.gandengyan_moves import JOKER, MOVES, TWO

from .knowledge import TableView
from .plan import Move, group_value, plan, play_cost

_JOKERS = 15 << 4 * JOKER
#: Another player with this many cards or fewer may go out with his next play.
DANGER = 2
#: An answer costing at most this much (in group value) is played without a second thought:
#: every weak group, singles and pairs up to the A.
CHEAP = 3.5
#: 赢家摸牌: only the round's winner draws, so winning the lead back is worth less and shedding
#: more: every answer is played but the biggest bombs (measured against the easy player).
WINNER_CHEAP = 20.0
#: 关墩墩 in 赢家摸牌: an answer up to this cost is worth making just to have played.
SHUT_OUT_CHEAP = 8.0


def choose_play(view: TableView) -> Move | None:
    """The move to make, or None to pass (only when following)."""
    return explain_play(view)[0]


def explain_play(view: TableView) -> tuple[Move | None, str]:
    """The move and the code of the reason that decided it (ai/reason.py; the hint says why)."""
    if view.lead is None:
        return explain_lead(view)
    return explain_follow(view)


# --- leading ------------------------------------------------------------------------------

def choose_lead(view: TableView) -> Move:
    return explain_lead(view)[0]


def explain_lead(view: TableView) -> tuple[Move, str]:
    """The lead and the code of its reason."""
    hand = view.hand
    split = plan(hand)
    if split.plays == 1:
        return split.groups[0], "gdy.go_out"
    groups = leadable(split.groups)
    if len(groups) == 2:
        return min(groups, key=lambda g: (view.answer_chance(g[1]), -g[1].size)), "gdy.two_left"
    if view.fewest_other_cards <= DANGER:
        return _guarded_lead(view, groups)
    weakest = min(groups, key=lambda g: _lead_order(g))
    return weakest, _LEAD_CODES[_lead_order(weakest)[0]]


#: The reason of a lead from the weak end, by its place in :func:`_lead_order`.
_LEAD_CODES = ("gdy.lead_chain", "gdy.lead_low", "gdy.lead_strong")


def leadable(groups) -> list[Move]:
    """The groups of a split that may be led now: not the jokers kept for the last play
    (a joker alone only as the last card)."""
    return [g for g in groups if g[0] != g[0] & _JOKERS]


def _lead_order(group: Move) -> tuple:
    """Chains first (longest first), then singles and pairs from the weakest, 2s and bombs last."""
    found = group[1]
    if found.kind == STRAIGHT or found.kind == PAIR_STRAIGHT:
        return (0, -found.size, found.key)
    if found.kind == BOMB or found.key == TWO:
        return (2, group_value(found), 0)
    return (1, group_value(found), -found.size)


def _threatened(view: TableView) -> set[int]:
    return {view.counts[s] for s in view.others if view.counts[s] <= DANGER + 1}


def _guarded_lead(view: TableView, groups) -> tuple[Move, str]:
    """Someone may go out: a play of a size nobody close to out holds, else the safest one."""
    threatened = _threatened(view)
    safe = [g for g in groups if g[1].size not in threatened]
    if safe:
        return min(safe, key=lambda g: _lead_order(g)), "gdy.guard_size"
    return min(groups, key=lambda g: (view.answer_chance(g[1]), -group_value(g[1]))), "gdy.guard_unlikely"


# --- following ----------------------------------------------------------------------------

def choose_follow(view: TableView) -> Move | None:
    """Answer the lead or pass (None)."""
    return explain_follow(view)[0]


def explain_follow(view: TableView) -> tuple[Move | None, str]:
    """The answer (None: pass) and the code of its reason."""
    hand = view.hand
    answers = MOVES.responses(hand, view.lead)
    if not answers:
        return None, "gdy.pass_cannot"
    best = None
    best_cost = 0.0
    for move in answers:
        if move[0] == hand:
            return move, "gdy.follow_out"
        cost = play_cost(hand, move[0])
        if best is None or cost < best_cost:
            best, best_cost = move, cost
    if best_cost <= CHEAP:
        return best, "gdy.follow_cheap"
    if not view.everyone_draws and best_cost <= WINNER_CHEAP:
        return best, "gdy.follow_shed"  # 赢家摸牌: winning the lead back is worth less than shedding
    if plan(hand - best[0]).plays <= 1:
        return best, "gdy.follow_decides"  # the won lead puts the rest down
    if _urgent(view):
        return best, "gdy.follow_urgent"
    if view.shut_out and not view.everyone_draws and best_cost <= SHUT_OUT_CHEAP:
        return best, "gdy.follow_shut_out"
    return None, "gdy.pass_keep"


def _urgent(view: TableView) -> bool:
    """Another player may go out soon: the one who played, or anyone with very few cards."""
    if view.lead_seat is not None and view.counts[view.lead_seat] <= DANGER:
        return True
    return view.fewest_other_cards <= (DANGER - 1 if view.stock else DANGER)


# --- ranked candidates for the search ---------------------------------------------------------

def ranked_plays(view: TableView, width: int) -> list[Move | None]:
    """Up to ``width`` sensible moves, the policy's own choice first (None is a pass)."""
    first = choose_play(view)
    ranked: list[Move | None] = [first]
    hand = view.hand
    if view.lead is not None:
        if first is not None:
            ranked.append(None)
        pool = MOVES.responses(hand, view.lead)
    else:
        pool = MOVES.leads(hand)
        for group in leadable(plan(hand).groups):  # the split's other groups: the leads weighed
            if group is not first and len(ranked) < width:
                ranked.append(group)
    taken = {(m[0], m[1]) for m in ranked if m is not None}
    if len(ranked) < width:
        scored = sorted(((play_cost(hand, m[0]), i, m) for i, m in enumerate(pool)
                         if (m[0], m[1]) not in taken), key=lambda s: s[:2])
        for _, _, move in scored[:width - len(ranked)]:
            ranked.append(move)
    return ranked[:width]


__all__ = ["choose_play", "explain_play", "choose_lead", "choose_follow", "ranked_plays"]
