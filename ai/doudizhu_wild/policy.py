"""The normal player's card play in 癞子斗地主: lead and follow from the wild plan.

The same player as 斗地主's (:mod:`ai.doudizhu.policy`), thinking in the plan of
:mod:`.plan` instead of the plain split, so its 3s complete bombs, chains,
planes, pairs and triples:

- Leading: go out when the whole hand is one play; when every group but one is
  a control (nothing unseen beats it, the wild 3s counted), cash the controls;
  feed a partner who is nearly out; else lead the weakest group. A group that
  uses a 3 as a stand-in waits a little longer than a plain group of the same
  worth: the 3 is the hand's most flexible card while it is still held. A 3 is
  never led alone while the plan has a use for it (the plan only keeps a 3 by
  itself when nothing scores better).
- Following: the answer whose cost — the drop in plan score — is least, with
  the 斗地主 limits (farmers answer the landlord almost whatever it costs, the
  landlord is choosier); bombs (hard, soft or a joker with a 3) for a play that
  wins the hand or stops an opponent about to go out, the cheapest bomb that
  beats. Soft bombs lose to the hard bomb of their rank: the move lists and
  the counting know it.
- Farmers play as a team: never overtake the partner unless the landlord, next
  with one or two cards, could beat the partner's play; feed a partner who is
  nearly out; against a landlord with one card left, no single leads if
  anything else is possible, and singles are answered with the biggest.

Everything works on a :class:`~.counting.WildView`, so the same policy plays
the real table and the search bot's play-outs.

Each branch says why (issue 31): :func:`explain_play` is the move with the reason of the branch
that chose it, in 斗地主's words (:mod:`ai.doudizhu.reasons`); a lead or an answer that reads
3s as other ranks says which (``ddzw.*``). :func:`choose_play` is its move alone.
"""
from __future__ import annotations

from ai.doudizhu.policy import (
    DANGER, FARMER_FOLLOW_LIMIT, LANDLORD_FOLLOW_LIMIT, PARTNER_NEXT_DISCOUNT, finishing_lead,
)
from ai.doudizhu.reasons import lead_reason, rank, side
from ai.reason import Reason
from engine.climbing.ranks import UNIT, card_total, counts
from engine.climbing.tables import PAIR, ROCKET, SINGLE
from engine.climbing.variants.wild_moves import read_play, wild_moves

from .counting import WildView
from .plan import Plan, WildMove, plan, plan_score, stand_ins, wild_group_value

MOVES = wild_moves()

#: How many answers are weighed by their cost (the cheapest-looking first: the plan's
#: own groups, then low to high); the search's play-outs weigh fewer, to play more worlds.
FOLLOW_WIDTH = 16
PLAYOUT_WIDTH = 6
#: Leading a group that spends a 3 as a stand-in waits as if the group were worth this
#: much more per 3: a held 3 can still join whatever the hand needs later.
WILD_LEAD_PENALTY = 1.0
#: Hands up to this size are checked against every lead for "the whole hand is one play".
WHOLE_HAND_CARDS = 8


#: A move (None: pass) with the reason of the branch that chose it.
Explained = tuple[WildMove | None, Reason]


def choose_play(view: WildView, width: int = FOLLOW_WIDTH) -> WildMove | None:
    """The move to make, or None to pass (only when following); ``width``: answers weighed."""
    return explain_play(view, width)[0]


def explain_play(view: WildView, width: int = FOLLOW_WIDTH) -> Explained:
    """The move to make (None: pass) and why."""
    if view.lead is None:
        return explain_lead(view)
    return explain_follow(view, width)


def stood_for(move: WildMove) -> str:
    """The ranks the 3s of ``move`` stand for, as players write them ("" when none does)."""
    actual, virtual = counts(move[0]), counts(move[2])
    return "/".join(rank(i) for i in range(1, len(virtual)) if virtual[i] > actual[i])


def _wild(move: WildMove, plain_code: str, wild_code: str, **values) -> Explained:
    """The reason of a move, naming what its 3s stand for when they stand in for something."""
    wilds = stand_ins(move)
    if wilds:
        return move, Reason.of(wild_code, wilds=wilds, stand=stood_for(move), **values)
    return move, Reason.of(plain_code, **values)


# --- leading ----------------------------------------------------------------------------


def whole_hand(hand: int) -> WildMove | None:
    """The whole hand as one play, when it is one (then it goes out at once)."""
    found = plan(hand)
    if found.plays == 1:
        return found.groups[0]
    if not hand & 15:
        read = read_play(hand, (), None)
        return (hand, read, hand) if read is not None else None
    if card_total(hand) <= WHOLE_HAND_CARDS:
        for move in MOVES.leads(hand):
            if move[0] == hand:
                return move
    return None


def choose_lead(view: WildView) -> WildMove:
    return explain_lead(view)[0]


def explain_lead(view: WildView) -> Explained:
    out = whole_hand(view.hand)
    if out is not None:
        return out, Reason.of("ddz.go_out", cards=out[1].size)
    split = plan(view.hand)
    finish = finishing_lead(view, split)
    if finish is not None:
        return finish, Reason.of("ddz.cash_control", plays=len(split.groups) - 1)
    fed = _feed_partner(view, split)
    if fed is not None:
        return fed
    return _weakest_lead(view, split)


def _feed_partner(view: WildView, split: Plan) -> Explained | None:
    """A farmer whose partner is nearly out leads the partner's likely kind, low (never a 3)."""
    partner = view.partner
    if partner is None or view.counts[view.landlord] <= DANGER:
        return None
    left = view.counts[partner]
    if left == 1:
        low = _lowest_loose_rank(view.hand)
        single = UNIT[low]
        return (single, read_play(single, (), None), single), Reason.of("ddz.feed_single", rank=rank(low))
    if left == 2:
        pairs = [g for g in split.groups if g[1].kind == PAIR]
        if pairs:
            pair = min(pairs, key=lambda g: (stand_ins(g), g[1].key))
            return pair, Reason.of("ddz.feed_pair", rank=rank(pair[1].key))
    return None


def _lowest_loose_rank(hand: int) -> int:
    """The lowest rank held above the 3s, not counting bombs; the 3 only when nothing else is."""
    held = counts(hand)
    for i in range(1, len(held)):
        if 0 < held[i] < 4:
            return i
    return next(i for i, n in enumerate(held) if n)


def _weakest_lead(view: WildView, split: Plan) -> Explained:
    """The weakest group, steering clear of the kind an opponent about to go out could use."""
    groups = list(split.groups)
    plain = [g for g in groups if not g[1].is_bomb] or groups
    danger = view.fewest_opponent_cards
    if danger == 1:
        multi = [g for g in plain if g[1].kind != SINGLE]
        if multi and len(multi) < len(plain):
            return min(multi, key=_lead_order), Reason.of(f"ddz.no_single.{side(view)}")
        if multi:
            return _lead_weakest(multi)
        top = max(plain, key=lambda g: (g[1].key, -stand_ins(g)))
        return top, Reason.of(f"ddz.biggest_single.{side(view)}", rank=rank(top[1].key))
    elif danger == 2:
        safer = [g for g in plain if g[1].kind != PAIR]
        if safer and len(safer) < len(plain):
            return min(safer, key=_lead_order), Reason.of(f"ddz.no_pair.{side(view)}")
        if safer:
            plain = safer
    return _lead_weakest(plain)


def _lead_weakest(plain) -> Explained:
    lead = min(plain, key=_lead_order)
    if stand_ins(lead):
        return _wild(lead, "", "ddzw.lead_wild")
    return lead, lead_reason(lead[1])


def _lead_order(group: WildMove):
    found = group[1]
    return (wild_group_value(found) + WILD_LEAD_PENALTY * stand_ins(group), -found.size, found.key)


# --- following --------------------------------------------------------------------------


def choose_follow(view: WildView, width: int = FOLLOW_WIDTH) -> WildMove | None:
    return explain_follow(view, width)[0]


def explain_follow(view: WildView, width: int = FOLLOW_WIDTH) -> Explained:
    answers = MOVES.responses(view.hand, view.lead)
    if not answers:
        return None, Reason.of("ddz.cannot_beat")
    hand = view.hand
    for move in answers:
        if move[0] == hand:
            return move, Reason.of("ddz.go_out", cards=move[1].size)  # goes out
    if view.partner is not None and view.lead_seat == view.partner:
        return _over_partner(view, answers)
    return _against_opponent(view, answers, width)


def _over_partner(view: WildView, answers) -> Explained:
    """Let the partner's play stand, unless the landlord (next) could beat it and go out."""
    landlord_left = view.counts[view.landlord]
    if view.next_seat != view.landlord:
        return None, Reason.of("ddz.partner_round")   # the landlord has passed it already
    if landlord_left > DANGER:
        return None, Reason.of("ddz.let_partner")
    if not view.landlord_could_beat(view.lead, bombs=False):
        return None, Reason.of("ddz.partner_safe", left=landlord_left)
    plain = [m for m in answers if not m[1].is_bomb]
    if not plain:
        return None, Reason.of("ddz.partner_no_plain")
    top = max(plain, key=lambda m: (m[1].key, -stand_ins(m)))
    return top, Reason.of("ddz.cover_partner", left=landlord_left)


def _against_opponent(view: WildView, answers, width: int) -> Explained:
    plain = [m for m in answers if not m[1].is_bomb]
    bombs = [m for m in answers if m[1].is_bomb]
    urgent = _urgent(view)
    left = _threat(view)
    passed = None
    if plain:
        block = _blocking_answer(view, plain)
        if block is not None:
            return block, Reason.of(f"ddz.block.{side(view)}", rank=rank(block[1].key),
                                    left=view.fewest_opponent_cards)
        best, cost = cheapest(view.hand, plain, width)
        limit = LANDLORD_FOLLOW_LIMIT if view.is_landlord else FARMER_FOLLOW_LIMIT
        if urgent:
            limit = float("inf")
        elif not view.is_landlord and view.next_seat == view.partner:
            limit -= PARTNER_NEXT_DISCOUNT
            if cost <= limit + PARTNER_NEXT_DISCOUNT:
                passed = Reason.of("ddz.leave_to_partner")
        if cost <= limit:
            if urgent:
                return best, Reason.of(f"ddz.stop.{side(view)}", left=left)
            return _wild(best, "ddz.beat_cheap", "ddzw.beat_wild")
        passed = passed or Reason.of("ddz.too_costly")
    if bombs and _worth_a_bomb(view, bombs, urgent, width):
        bomb = cheapest(view.hand, bombs, width)[0]
        if urgent:
            return bomb, Reason.of(f"ddz.bomb_stop.{side(view)}", left=left)
        return _wild(bomb, "ddz.bomb_wins", "ddzw.bomb_wins_wild")
    if bombs:
        return None, Reason.of(f"ddz.keep_bomb.{side(view)}", left=view.counts[view.lead_seat])
    return None, passed or Reason.of("ddz.too_costly")


def _threat(view: WildView) -> int:
    """The cards left of the opponent a player must stop (see 斗地主's policy)."""
    if view.is_opponent(view.lead_seat) and view.counts[view.lead_seat] <= DANGER + 2:
        return view.counts[view.lead_seat]
    return view.fewest_opponent_cards


def _blocking_answer(view: WildView, plain) -> WildMove | None:
    """Singles (pairs) against an opponent with one (two) cards: answer with the biggest."""
    lead = view.lead
    danger = view.fewest_opponent_cards
    if (lead.kind == SINGLE and danger == 1) or (lead.kind == PAIR and danger <= 2):
        return max(plain, key=lambda m: (m[1].key, -stand_ins(m)))
    return None


def _urgent(view: WildView) -> bool:
    if not view.is_opponent(view.lead_seat):
        return False
    return view.counts[view.lead_seat] <= DANGER + 2 or view.fewest_opponent_cards <= DANGER


def _follow_order(move: WildMove):
    """Low answers first; at equal rank the one spending fewer 3s."""
    found = move[1]
    return (found.kind == ROCKET, found.key, stand_ins(move), move[0])


def likely_answers(hand: int, answers, width: int) -> list[WildMove]:
    """The ``width`` answers worth weighing: the plan's own groups first, then low to high."""
    groups = {(g[0], g[1]) for g in plan(hand).groups}
    return sorted(answers, key=lambda m: ((m[0], m[1]) not in groups,) + _follow_order(m))[:width]


def cheapest(hand: int, answers, width: int = FOLLOW_WIDTH) -> tuple[WildMove, float]:
    """The answer whose loss of plan score is least (the lowest on ties)."""
    before = plan_score(hand)
    best = None
    best_cost = float("inf")
    for move in likely_answers(hand, answers, width):
        rest = hand - move[0]
        cost = before - plan_score(rest) if rest else -100.0
        if cost < best_cost:
            best, best_cost = move, cost
    return best, best_cost


def _worth_a_bomb(view: WildView, bombs, urgent: bool, width: int) -> bool:
    """Bomb when it wins the hand, or stops an opponent who is about to go out."""
    if urgent:
        return True
    smallest = cheapest(view.hand, bombs, width)[0]
    rest = view.hand - smallest[0]
    if not rest or plan(rest).plays <= 1:
        return True
    unsafe = [g for g in plan(rest).groups if view.can_be_beaten(g[1])]
    return len(unsafe) <= 1


# --- ranked candidates for the search -----------------------------------------------------


def ranked_plays(view: WildView, width: int) -> list[WildMove | None]:
    """Up to ``width`` sensible moves, the policy's own choice first (None is a pass)."""
    first = choose_play(view)
    ranked: list[WildMove | None] = [first]
    if view.lead is not None and first is not None:
        ranked.append(None)
    hand = view.hand
    if view.lead is None:
        pool = list(plan(hand).groups)
        seen = {(m[0], m[1]) for m in pool}
        for move in MOVES.leads(hand):
            if len(pool) >= FOLLOW_WIDTH * 3:
                break
            if (move[0], move[1]) not in seen:
                seen.add((move[0], move[1]))
                pool.append(move)
    else:
        pool = sorted(MOVES.responses(hand, view.lead), key=_follow_order)[:FOLLOW_WIDTH * 3]
    before = plan_score(hand)
    scored = []
    for move in pool:
        rest = hand - move[0]
        cost = before - plan_score(rest) if rest else -100.0
        scored.append((cost, move[1].is_bomb, move[1].key, stand_ins(move), move))
    scored.sort(key=lambda s: s[:4])
    taken = {(m[0], m[1]) for m in ranked if m is not None}
    for *_, move in scored:
        if len(ranked) >= width:
            break
        if (move[0], move[1]) not in taken:
            taken.add((move[0], move[1]))
            ranked.append(move)
    return ranked[:width]
