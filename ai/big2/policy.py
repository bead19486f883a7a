"""The normal player's card play: lead and follow from the hand's plan.

Leading: go out if the hand is one play; when every group of the plan but one
is a control (nothing unseen beats it), cash the controls and go out with the
last group; with two groups left, lead the one less likely to be answered
first (the last one then goes out as a lead). Otherwise lead from the weak
end of the plan — a five-card hand first (it sheds five cards while the
others, still holding many cards, must break their own hands to answer it),
then the lowest single, pair or triple — so that the 2s and the strong groups
are still there to win the lead back. The first lead of a match must hold ♦3:
of the plays that do, the one that costs the plan least (a straight from the
♦3 rather than the lonely ♦3, the pair rather than a broken one).

Following: answer with the weakest group of the plan that beats the play;
when none does, break the group whose loss costs the plan least. A play is
answered whenever it can be: in 锄大地 every card still held when someone
goes out costs points, and the benchmark (normal against normal, paired deals)
measured holding a 2 or a strong five-card hand back, or passing rather than
breaking a group, as losing points — the 2s are still spent last, because the
weakest answer of the plan is chosen first.

Danger (another player close to going out): when someone has one card, never
lead a single that can be beaten, answer singles with the highest single;
likewise pairs against two cards, triples against three, five-card hands
against five. When someone is about to go out, shed as many cards as possible
— lead the biggest safe group first, answer whatever can be answered — and
spend the ♠2 before it can double a big hand's loss.

Everything works on a :class:`~.counting.TableView`, so the same policy plays
the real table and the play-outs of the search bot. The constants come from
the benchmark (bench/bench_big2_ai.py and paired A/B runs of normal against normal).
"""
from __future__ import annotations

from engine.climbing.variants.big2_cards import MOVES, SPADE_TWO, beats, classify

from .counting import TableView
from .decompose import Decomposition, Move, decompose, group_value, play_cost

#: Lead order bonus of a five-card group (lead it early, while it still costs the others),
#: in units of hand value: ahead of every single.
FIVE_LEAD_BONUS = 12.0
#: Answers weighed by their cost when no group of the plan answers (the move list is
#: sorted low to high; beyond this they are only bigger versions of the same thing).
FOLLOW_WIDTH = 10
#: Plays weighed by their cost when the search asks for candidates beyond the plan.
RANKED_POOL = 48
#: Another player with this many cards or fewer is "about to go out": lead the biggest safe group.
DANGER = 4
#: The ♠2 is spent as soon as it can be while another player has this many cards or fewer …
SPADE_TWO_DANGER = 1
#: … and my hand is big enough for it to double the loss.
SPADE_TWO_DOUBLES = 8


def choose_play(view: TableView) -> Move | None:
    """The move to make, or None to pass (only when following)."""
    return explain_play(view)[0]


def explain_play(view: TableView) -> tuple[Move | None, str]:
    """The move and the code of the reason that decided it (ai/reason.py; the hint says why)."""
    if view.lead is None:
        return explain_lead(view)
    return explain_follow(view)


# --- leading ----------------------------------------------------------------------------


def whole_hand(hand: int) -> Move | None:
    """The whole hand as one play, when it is one (then it goes out at once)."""
    found = classify(hand)
    return (hand, found) if found is not None else None


def choose_lead(view: TableView) -> Move:
    """Lead: go out if possible, cash controls when they finish the hand, else shed the weakest."""
    return explain_lead(view)[0]


def explain_lead(view: TableView) -> tuple[Move, str]:
    """The lead and the code of its reason."""
    if view.required:
        return _required_lead(view), "big2.first_lead"
    out = whole_hand(view.hand)
    if out is not None:
        return out, "big2.go_out"
    split = decompose(view.hand)
    finish = _finishing_lead(view, split)
    if finish is not None:
        return finish, "big2.cash_control"
    if view.fewest_other_cards <= DANGER or _threatened_sizes(view):
        return _guarded_lead(view, split)
    if split.plays == 2:  # the bigger group is answered less often; the other then goes out
        return max(split.groups, key=lambda g: (g[1].size, group_value(g[1]))), "big2.two_left"
    weakest = min(split.groups, key=lambda g: _lead_order(view, g))
    return weakest, ("big2.lead_five" if weakest[1].size == 5 else "big2.lead_low")


def _required_lead(view: TableView) -> Move:
    """The first lead of a match holds ♦3: the play with it that costs the plan least."""
    required = view.required
    moves = [m for m in MOVES.leads(view.hand) if m[0] & required]
    if not moves:  # cannot happen at a real table (the leader holds ♦3)
        return MOVES.leads(view.hand)[0]
    return min(moves, key=lambda m: (play_cost(view.hand, m[0]) - _five_bonus(view, m), -m[1].size, m[1].key))


def _lead_order(view: TableView, group: Move):
    """Weak first; five-card hands earlier; among equally weak groups, the one that sheds more."""
    found = group[1]
    return (group_value(found) - _five_bonus(view, group), -found.size, found.key)


def _five_bonus(view: TableView, move: Move) -> float:
    return FIVE_LEAD_BONUS if move[1].size == 5 else 0.0


def _finishing_lead(view: TableView, split: Decomposition) -> Move | None:
    """When all groups but one are controls, play a control now: the last group goes out later."""
    groups = split.groups
    unsafe = [g for g in groups if view.can_be_beaten(g[1])]
    if len(unsafe) > 1 or len(unsafe) == len(groups):
        return None
    controls = [g for g in groups if g not in unsafe]
    return max(controls, key=lambda g: (g[1].size, -group_value(g[1])))


def _threatened_sizes(view: TableView) -> set[int]:
    """Play sizes another player could go out with in one play (1, 2, 3 or 5 cards left)."""
    return {view.counts[s] for s in view.others if view.counts[s] in (1, 2, 3, 5)}


def _guarded_lead(view: TableView, split: Decomposition) -> tuple[Move, str]:
    """Someone could go out: lead what they cannot answer, biggest groups first.

    Safe: a group of a size nobody can go out with, or one nothing unseen beats.
    With someone about to go out the biggest safe group is led (shed five cards
    while it still counts); otherwise the weakest safe one. With nothing safe,
    the strongest group of the size threatened the least.
    """
    threatened = _threatened_sizes(view)
    groups = split.groups
    safe = [g for g in groups if g[1].size not in threatened or not view.can_be_beaten(g[1])]
    if safe:
        if view.fewest_other_cards <= DANGER:
            return max(safe, key=lambda g: (g[1].size, -group_value(g[1]))), "big2.guard_biggest"
        return min(safe, key=lambda g: _lead_order(view, g)), "big2.guard_safe"
    # every group could let someone out: the strongest of the biggest kind
    return max(groups, key=lambda g: (g[1].size, group_value(g[1]))), "big2.guard_strongest"


# --- following --------------------------------------------------------------------------


def choose_follow(view: TableView) -> Move | None:
    """Answer the lead or pass (None): only when nothing answers."""
    return explain_follow(view)[0]


def explain_follow(view: TableView) -> tuple[Move | None, str]:
    """The answer (None: pass) and the code of its reason."""
    lead = view.lead
    answers = MOVES.responses(view.hand, lead)
    if not answers:
        return None, "big2.pass_cannot"
    hand = view.hand
    for move in answers:
        if move[0] == hand:
            return move, "big2.follow_out"
    if view.threatens(lead.size):
        return answers[-1], "big2.follow_top"  # another player could go out with this size next
    spade_two = _spade_two_answer(view, answers)
    if spade_two is not None:
        return spade_two, "big2.spade_two"
    planned = [g for g in decompose(hand).groups if g[1].size == lead.size and beats(g[1], lead)]
    if planned:
        return min(planned, key=lambda g: (group_value(g[1]), g[1].key)), "big2.follow_plan"
    return _cheapest(hand, answers), "big2.follow_break"


def _spade_two_answer(view: TableView, answers) -> Move | None:
    """Someone is about to go out and the ♠2 would double my loss: the weakest answer with it."""
    if (view.hand & SPADE_TWO and view.cards_left >= SPADE_TWO_DOUBLES
            and view.fewest_other_cards <= SPADE_TWO_DANGER):
        for move in answers:
            if move[0] & SPADE_TWO:
                return move
    return None


def _cheapest(hand: int, answers) -> Move:
    """The answer whose loss of hand score is least (the lowest on ties)."""
    best = answers[0]
    best_cost = float("inf")
    for move in answers[:FOLLOW_WIDTH]:
        cost = play_cost(hand, move[0])
        if cost < best_cost:
            best, best_cost = move, cost
    return best


# --- ranked candidates for the search -----------------------------------------------------


def ranked_plays(view: TableView, width: int) -> list[Move | None]:
    """Up to ``width`` sensible moves, the policy's own choice first (None is a pass).

    The search bot spends its play-outs on these instead of on every legal
    move. Following: the policy's choice, passing, then the other answers by
    what they cost the plan. Leading: the policy's choice, then the weakest
    group of the plan of each other size (a single, a pair, a triple, a
    five-card hand: the choices a player weighs), then plays by their cost.
    """
    first = choose_play(view)
    ranked: list[Move | None] = [first]
    hand = view.hand
    if view.lead is not None:
        if first is not None:
            ranked.append(None)
        pool = MOVES.responses(hand, view.lead)
    else:
        pool = MOVES.leads(hand)
        if view.required:
            pool = [m for m in pool if m[0] & view.required]
        else:
            sizes = {first[1].size}
            for group in sorted(decompose(hand).groups, key=lambda g: _lead_order(view, g)):
                if group[1].size not in sizes:
                    sizes.add(group[1].size)
                    ranked.append(group)
    taken = {m[0] for m in ranked if m is not None}
    if len(ranked) < width:
        scored = []
        for move in pool[:RANKED_POOL]:
            if move[0] not in taken:
                scored.append((play_cost(hand, move[0]) - move[1].size * 0.01, move[1].key, move))
        scored.sort(key=lambda s: s[:2])
        for *_, move in scored:
            if len(ranked) >= width:
                break
            if move[0] not in taken:
                taken.add(move[0])
                ranked.append(move)
    return ranked[:width]


__all__ = ["choose_play", "explain_play", "choose_lead", "choose_follow", "ranked_plays", "whole_hand"]
