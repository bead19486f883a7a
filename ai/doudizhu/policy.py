"""The normal player's card play: lead and follow from the hand's decomposition.

Leading: play the weakest group of the split (:mod:`.decompose`) so that strong
groups are kept to win the lead back; once every group but one is a control
(nothing unseen can beat it), cash the controls and go out with the last one.
Following: answer with the play that costs the hand least (the drop in hand
value, :attr:`Decomposition.score`), pass when every answer would wreck the
hand, and keep bombs for a play that wins the hand or stops an opponent who is
about to go out.

Farmers play as a team: never overtake the partner's play unless it is to go
out, or the landlord, next to play with one or two cards, could beat it, or —
the landlord's 上家 over a low single of the partner — a cheap high single makes
the landlord spend a big card (顶牌); feed a partner who is down to one or two
cards; and when the landlord has one card left, never lead a single if anything
else is possible, and answer singles with the biggest one. The landlord guards
against a farmer's last cards the same way, and the fewer cards the farmer who
played holds, the more the landlord will pay to answer him.

Everything works on a :class:`~.counting.TableView`, so the same policy plays
the real table and the play-outs of the search bot.

Each branch says why it decided (issue 31): :func:`explain_play` returns the move with the
reason of the branch that chose it (ai/reason.py; words in :mod:`.reasons`), and
:func:`choose_play` is its move alone, so the hint's reason is never guessed afterwards.
"""
from __future__ import annotations

from engine.climbing.combos import classify
from engine.climbing.moves import generator
from engine.climbing.tables import DOUDIZHU, PAIR, SINGLE

from ai.reason import Reason

from .counting import TableView
from .reasons import lead_reason, rank, side
from .decompose import Decomposition, Move, decompose, group_value, plays_needed
from .packing import TWO, UNIT, counts

MOVES = generator(DOUDIZHU)

#: A follow that costs at most this much hand value is worth making. Farmers answer
#: the landlord almost whatever it costs (letting him shed cheap cards loses hands);
#: the landlord is choosier, because every card he spends is needed against two.
#: Both values come from the benchmark (bench/bench_ai.py, normal vs normal).
LANDLORD_FOLLOW_LIMIT = 4.0
FARMER_FOLLOW_LIMIT = 14.0
#: A farmer whose partner plays next leaves a little more to the partner.
PARTNER_NEXT_DISCOUNT = 3.0
#: How many answers are weighed by their cost; the move list is sorted low to high,
#: and beyond this the answers are only bigger versions of the same thing.
FOLLOW_WIDTH = 24
#: An opponent with this many cards or fewer is "about to go out".
DANGER = 2
#: The landlord's follow limit grows by this much for each card the farmer who played holds
#: below ``PRESSURE_FROM``: a farmer shedding pair after pair is not let through to keep a
#: pair chain or a triple whole.
LANDLORD_PRESSURE = 1.5
PRESSURE_FROM = 12


#: A move (None: pass) with the reason of the branch that chose it.
Explained = tuple[Move | None, Reason]


def choose_play(view: TableView) -> Move | None:
    """The move to make, or None to pass (only when following)."""
    return explain_play(view)[0]


def explain_play(view: TableView) -> Explained:
    """The move to make (None: pass) and why."""
    if view.lead is None:
        return explain_lead(view)
    return explain_follow(view)


#: 顶牌: the landlord's 上家 covers the partner's single below ``PRESS_BELOW`` (a K) with a
#: loose single from ``PRESS_FROM`` (a J) to ``PRESS_TO`` (a 2) that costs the hand at most
#: ``PRESS_COST``, so the landlord, next, must spend a big card or let the farmers keep the lead.
#: Measured against RLCard's landlord (bench/bench_rlcard.py, 3,000 paired deals): the landlord's
#: win rate against normal farmers fell from 0.248 to 0.194.
PRESS_BELOW = 10
PRESS_FROM = 8
PRESS_TO = TWO
PRESS_COST = 4.0


# --- leading ----------------------------------------------------------------------------


def whole_hand(hand: int) -> Move | None:
    """The whole hand as one play, when it is one (then it goes out at once)."""
    found = classify(hand, None, DOUDIZHU)
    return (hand, found) if found is not None else None


def choose_lead(view: TableView) -> Move:
    """Lead: go out if possible, cash controls when they finish the hand, else shed the weakest."""
    return explain_lead(view)[0]


def explain_lead(view: TableView) -> Explained:
    out = whole_hand(view.hand)
    if out is not None:
        return out, Reason.of("ddz.go_out", cards=out[1].size)
    split = decompose(view.hand)
    finish = finishing_lead(view, split)
    if finish is not None:
        return finish, Reason.of("ddz.cash_control", plays=len(split.groups) - 1)
    fed = _feed_partner(view, split)
    if fed is not None:
        return fed
    return _weakest_lead(view, split)


def finishing_lead(view: TableView, split: Decomposition) -> Move | None:
    """When all groups but one are controls, play a control now: the last group goes out later."""
    groups = split.groups
    unsafe = [g for g in groups if view.can_be_beaten(g[1])]
    if len(unsafe) > 1 or len(unsafe) == len(groups):
        return None
    controls = [g for g in groups if g not in unsafe]
    controls.sort(key=lambda g: (g[1].is_bomb, g[1].kind == "rocket", -g[1].size))
    return controls[0]


def _feed_partner(view: TableView, split: Decomposition) -> Explained | None:
    """A farmer whose partner is nearly out leads the partner's likely kind, low.

    One card: lead the lowest single of the hand. Two cards: the lowest pair if
    there is one. Not while the landlord is about to go out himself (then the
    blocking rules come first).
    """
    partner = view.partner
    if partner is None or view.counts[view.landlord] <= DANGER:
        return None
    left = view.counts[partner]
    if left == 1:
        low = _lowest_loose_rank(view.hand)
        single = UNIT[low]
        return (single, classify(single, None, DOUDIZHU)), Reason.of("ddz.feed_single", rank=rank(low))
    if left == 2:
        pairs = [g for g in split.groups if g[1].kind == PAIR]
        if pairs:
            pair = min(pairs, key=lambda g: g[1].key)
            return pair, Reason.of("ddz.feed_pair", rank=rank(pair[1].key))
    return None


def _lowest_loose_rank(hand: int) -> int:
    """The lowest rank held, not counting bombs (a bomb is never broken to feed)."""
    held = counts(hand)
    for i, n in enumerate(held):
        if 0 < n < 4:
            return i
    return next(i for i, n in enumerate(held) if n)


def _weakest_lead(view: TableView, split: Decomposition) -> Explained:
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
        top = max(plain, key=lambda g: g[1].key)  # only singles: the biggest first
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
    return lead, lead_reason(lead[1])


def _lead_order(group: Move):
    """Weak first; among equally weak groups, the one that sheds more cards."""
    found = group[1]
    return (group_value(found), -found.size, found.key)


# --- following --------------------------------------------------------------------------


def choose_follow(view: TableView) -> Move | None:
    """Answer the lead or pass (None)."""
    return explain_follow(view)[0]


def explain_follow(view: TableView) -> Explained:
    answers = MOVES.responses(view.hand, view.lead)
    if not answers:
        return None, Reason.of("ddz.cannot_beat")
    for move in answers:
        if move[0] == view.hand:
            return move, Reason.of("ddz.go_out", cards=move[1].size)  # goes out
    if view.partner is not None and view.lead_seat == view.partner:
        return _over_partner(view, answers)
    return _against_opponent(view, answers)


def _over_partner(view: TableView, answers) -> Explained:
    """Let the partner's play stand, unless the landlord (next) could beat it and go out,
    or a cheap high single presses him (顶牌, :func:`_press`)."""
    landlord_left = view.counts[view.landlord]
    if view.next_seat != view.landlord:
        return None, Reason.of("ddz.partner_round")   # the landlord has passed it already
    if landlord_left > DANGER:
        return _press(view, answers)
    if not view.landlord_could_beat(view.lead, bombs=False):
        # nothing but a bomb could stop the partner, and an overtake does not stop bombs
        return None, Reason.of("ddz.partner_safe", left=landlord_left)
    plain = [m for m in answers if not m[1].is_bomb]
    if not plain:
        return None, Reason.of("ddz.partner_no_plain")
    top = max(plain, key=lambda m: m[1].key)
    return top, Reason.of("ddz.cover_partner", left=landlord_left)


def _press(view: TableView, answers) -> Explained:
    """顶牌: the landlord's 上家 covers the partner's low single with a loose high single,
    so that the landlord has to spend a 2 or a joker instead of shedding a low card. Not when
    the partner is about to go out (his play is left to run) or the landlord could not beat it."""
    lead = view.lead
    let_run = None, Reason.of("ddz.let_partner")
    if lead.kind != SINGLE or lead.key >= PRESS_BELOW or view.counts[view.partner] <= DANGER:
        return let_run
    if not view.landlord_could_beat(lead, bombs=False):
        return let_run
    singles = [m for m in answers if m[1].kind == SINGLE and PRESS_FROM <= m[1].key <= PRESS_TO]
    if not singles:
        return let_run
    best, cost = _cheapest(view.hand, decompose(view.hand), singles)
    if cost > PRESS_COST:
        return let_run
    return best, Reason.of("ddz.press", rank=rank(best[1].key))


def _against_opponent(view: TableView, answers) -> Explained:
    """Beat an opponent's play if it costs little (or anything, when he is nearly out)."""
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
        split = decompose(view.hand)
        best, cost = _cheapest(view.hand, split, plain)
        limit = _follow_limit(view)
        if urgent:
            limit = float("inf")
        elif not view.is_landlord and view.next_seat == view.partner:
            limit -= PARTNER_NEXT_DISCOUNT  # the partner plays next and may answer more cheaply
            if cost <= limit + PARTNER_NEXT_DISCOUNT:
                passed = Reason.of("ddz.leave_to_partner")
        if cost <= limit:
            if urgent:
                return best, Reason.of(f"ddz.stop.{side(view)}", left=left)
            return best, Reason.of("ddz.beat_cheap")
        passed = passed or Reason.of("ddz.too_costly")
    if bombs and _worth_a_bomb(view, bombs, urgent):
        bomb = min(bombs, key=lambda m: (m[1].kind == "rocket", m[1].key))
        if urgent:
            return bomb, Reason.of(f"ddz.bomb_stop.{side(view)}", left=left)
        return bomb, Reason.of("ddz.bomb_wins")
    if bombs:
        return None, Reason.of(f"ddz.keep_bomb.{side(view)}", left=view.counts[view.lead_seat])
    return None, passed or Reason.of("ddz.too_costly")


def _threat(view: TableView) -> int:
    """The cards left of the opponent a player must stop: the one who played, when he is close
    to going out, else the closest."""
    if view.is_opponent(view.lead_seat) and view.counts[view.lead_seat] <= DANGER + 2:
        return view.counts[view.lead_seat]
    return view.fewest_opponent_cards


def _follow_limit(view: TableView) -> float:
    """What answering an opponent may cost: the landlord pays more the fewer cards the farmer
    who played holds."""
    if not view.is_landlord:
        return FARMER_FOLLOW_LIMIT
    short = PRESSURE_FROM - view.counts[view.lead_seat]
    return LANDLORD_FOLLOW_LIMIT + LANDLORD_PRESSURE * max(0, short)


def _blocking_answer(view: TableView, plain) -> Move | None:
    """Singles (pairs) against an opponent with one (two) cards: answer with the biggest."""
    lead = view.lead
    danger = view.fewest_opponent_cards
    if (lead.kind == SINGLE and danger == 1) or (lead.kind == PAIR and danger <= 2):
        return max(plain, key=lambda m: m[1].key)
    return None


def _urgent(view: TableView) -> bool:
    """The lead belongs to an opponent who is close to going out."""
    if not view.is_opponent(view.lead_seat):
        return False
    return view.counts[view.lead_seat] <= DANGER + 2 or view.fewest_opponent_cards <= DANGER


def _cheapest(hand: int, split: Decomposition, answers) -> tuple[Move, float]:
    """The answer whose loss of hand value is least (the lowest on ties)."""
    best = None
    best_cost = float("inf")
    for move in answers[:FOLLOW_WIDTH]:
        rest = hand - move[0]
        cost = split.score - decompose(rest).score if rest else -100.0
        if cost < best_cost:
            best, best_cost = move, cost
    return best, best_cost


def _worth_a_bomb(view: TableView, bombs, urgent: bool) -> bool:
    """Bomb when it wins the hand, or stops an opponent who is about to go out."""
    if urgent:
        return True
    smallest = min(bombs, key=lambda m: (m[1].kind == "rocket", m[1].key))
    rest = view.hand - smallest[0]
    if plays_needed(rest) <= 1:
        return True
    split = decompose(rest)
    unsafe = [g for g in split.groups if view.can_be_beaten(g[1])]
    return len(unsafe) <= 1


# --- ranked candidates for the search -----------------------------------------------------


def ranked_plays(view: TableView, width: int) -> list[Move | None]:
    """Up to ``width`` sensible moves, the policy's own choice first (None is a pass).

    The search bot spends its play-outs on these instead of on every legal
    move: the policy's choice, passing, and the next-cheapest alternatives.
    """
    first = choose_play(view)
    ranked: list[Move | None] = [first]
    if view.lead is not None and first is not None:
        ranked.append(None)
    if view.lead is None:
        pool = list(decompose(view.hand).groups)
        pool += [m for m in MOVES.leads(view.hand) if m not in pool]
    else:
        pool = list(MOVES.responses(view.hand, view.lead))
    split = decompose(view.hand)
    scored = []
    for move in pool[:FOLLOW_WIDTH * 3]:
        rest = view.hand - move[0]
        cost = split.score - decompose(rest).score if rest else -100.0
        scored.append((cost, move[1].is_bomb, move[1].key, move))
    scored.sort(key=lambda s: s[:3])
    for *_, move in scored:
        if len(ranked) >= width:
            break
        if move not in ranked:
            ranked.append(move)
    return ranked[:width]

