"""Following a lead: which legal follow to play.

Each candidate follow is judged by what it does to the trick: who wins it after
this play, how securely (can a later opponent still beat it, counting the unseen
cards and the shown voids), and what is at stake (the points on the table plus,
on the last trick, the kitty bonus). Against that stands the power the play
spends (:mod:`valuing`). The rules of thumb fall out of the numbers: win cheaply
when there are points or the opponents are winning; give 5s, 10s and Ks to a
partner who wins securely; don't overtake a partner's safe win; ruff when void
and it pays; over-ruff; keep pairs when a single will do.

Candidates: the engine's legal follows (capped) plus plays built here for the
void cases (discard the cheapest, give points, ruff low, ruff to win), each
checked with the engine's own :func:`follows_legally` on this seat's hand.
"""
from __future__ import annotations

from engine.cards import Suit
from engine.shengji.follow import follows_legally, legal_follows
from engine.shengji.trick import card_points, kitty_multiplier, play_strength
from engine.shengji.trump import FACE, TRUMP
from engine.shengji.units import candidates, decompose, face_counts, place

from ai.reason import Reason

from .counting import TableView
from .valuing import card_cost, hand_faces, play_cost

#: How many of the engine's legal follows are considered (the rest are built here).
FOLLOW_CANDIDATES = 150


def follow_candidates(view: TableView) -> list[tuple]:
    """Distinct legal follows worth judging."""
    ctx, lead, hand = view.ctx, view.lead, view.hand
    found = list(legal_follows(hand, lead, ctx, FOLLOW_CANDIDATES))
    for play in _built(view):
        if len(play) == lead.size and follows_legally(play, hand, lead, ctx):
            found.append(play)
    seen, out = set(), []
    for play in found:
        key = tuple(sorted(FACE[c] for c in play))
        if key not in seen:
            seen.add(key)
            out.append(tuple(play))
    return out


def _built(view: TableView):
    """Plays for the cases the capped list may miss: short or void in the led class."""
    ctx, lead, hand = view.ctx, view.lead, view.hand
    cls = ctx.suit_class
    n = lead.size
    led = [c for c in hand if cls[c] == lead.suit_class]
    if len(led) >= n:
        return
    need = n - len(led)
    others = [c for c in hand if cls[c] != lead.suit_class]
    cheap = sorted(others, key=lambda c: (cls[c] == TRUMP, card_cost(c, ctx) + 2 * card_points([c]), ctx.order[c]))
    yield tuple(led) + tuple(cheap[:need])
    giving = sorted(others, key=lambda c: (cls[c] == TRUMP, -card_points([c]), card_cost(c, ctx)))
    yield tuple(led) + tuple(giving[:need])
    if led:
        return
    trumps = [c for c in hand if cls[c] == TRUMP]
    if len(trumps) < n:
        return
    low = sorted(trumps, key=lambda c: (ctx.order[c], card_points([c])))
    yield tuple(low[:n])
    specs = [u.spec for u in lead.units if u.width > 1]
    counts, orders = face_counts(trumps, ctx)
    by_face: dict[int, list] = {}
    for c in low:
        by_face.setdefault(FACE[c], []).append(c)
    if not specs:
        for high in low:
            rest = [c for c in low if c is not high][:n - 1]
            yield tuple(rest) + (high,)
        return
    for first in reversed(candidates(counts, orders, specs[0])[:12]):
        work = dict(counts)
        for f in first:
            work[f] -= specs[0][0]
        rest = place(work, orders, specs[1:]) if len(specs) > 1 else []
        if rest is None:
            continue
        picked: list = []
        used: dict[int, int] = {}
        for spec, faces in zip(specs, [first] + rest):
            for f in faces:
                picked.extend(by_face[f][used.get(f, 0):used.get(f, 0) + spec[0]])
                used[f] = used.get(f, 0) + spec[0]
        fill = [c for c in low if c not in set(picked)][:n - len(picked)]
        yield tuple(picked + fill)


def judge_follow(play, view: TableView, faces: dict[int, int], beat_cache: dict) -> float:
    """Expected points for this seat's team from the trick, minus the power spent."""
    return _follow_terms(play, view, faces, beat_cache)[0]


def _follow_terms(play, view: TableView, faces: dict[int, int], beat_cache: dict) -> tuple[float, int, float, bool]:
    """(score, the seat winning the trick after this play, the chance this seat's team takes
    it, whether it is the last trick) — the terms :func:`judge_follow` weighs."""
    ctx, lead = view.ctx, view.lead
    best_seat, best = view.current_best()
    mine = play_strength(play, lead, ctx)
    if mine is not None and (best is None or mine > best):
        winner, strength = view.seat, mine
    else:
        winner, strength = best_seat, best
    after = view.still_to_play()
    stake = view.trick_points() + card_points(play) + 2.0 * len(after)
    last = view.cards_left <= lead.size
    if last:
        units = decompose(play, ctx, view.decks) if winner == view.seat else lead.units
        stake += view.kitty_points * kitty_multiplier(units, view.kitty_rule)

    def beaten(seat: int) -> float:
        if strength is None:
            return 0.9
        key = (strength, seat)
        if key not in beat_cache:
            beat_cache[key] = view.can_be_beaten(strength, seat)
        return beat_cache[key]

    if view.friend(winner):
        hold = 1.0
        for seat in after:
            if not view.friend(seat):
                hold *= 1.0 - beaten(seat)
        win = hold
    else:
        win = 0.0
        if view.partner in after:
            win = 0.6 * beaten(view.partner)
            for seat in after:
                if seat != view.partner:  # an opponent before the partner may raise the bar
                    win *= 1.0 - 0.7 * beaten(seat)
    score = (2.0 * win - 1.0) * stake - play_cost(play, faces, ctx, view.cards_left) - view.kitty_reserve(play)
    return score, winner, win, last


def choose_follow(view: TableView) -> tuple:
    return _best_follow(view)[0]


def _best_follow(view: TableView):
    """(the best follow, every candidate, the hand's faces, the beat cache)."""
    faces = hand_faces(view.hand)
    cache: dict = {}
    options = follow_candidates(view)
    ctx = view.ctx
    play = max(options, key=lambda p: (judge_follow(p, view, faces, cache),
                                       -sum(ctx.order[c] for c in p)))
    return play, options, faces, cache


#: A partner still to play takes the trick at least this often for "wait for the partner".
PARTNER_CHANCE = 0.1


def follow_with_reason(view: TableView) -> tuple[tuple, Reason]:
    """The follow of :func:`choose_follow` and why, from the terms that scored it: who wins
    the trick after it (this seat: a ruff, a win with points at stake or for the lead; the partner: points given or a low card; an opponent: the partner may still take
    it, the points lost are the cheapest loss, a low card or discard)."""
    play, options, faces, cache = _best_follow(view)
    ctx = view.ctx
    if len(options) == 1:
        return play, Reason.of("sj.follow_forced")
    _score, winner, win, _last = _follow_terms(play, view, faces, cache)
    led = view.lead.suit_class
    suit = _suit_word(led)
    points = card_points(play)
    on_table = view.trick_points() + points
    if winner == view.seat:
        void = not any(ctx.suit_class[c] == led for c in view.hand)
        if void and led != TRUMP:
            return play, Reason.of("sj.follow_ruff" if on_table else "sj.follow_ruff_lead", suit=suit, points=on_table)
        return play, Reason.of("sj.follow_win" if on_table else "sj.follow_win_lead", points=on_table)
    if view.friend(winner):
        if points:
            return play, Reason.of("sj.follow_feed", points=points)
        return play, Reason.of("sj.follow_partner_low")
    if view.partner in view.still_to_play() and win >= PARTNER_CHANCE:
        return play, Reason.of("sj.follow_wait_partner")
    if points:
        fewest = min(card_points(p) for p in options)
        return play, Reason.of("sj.follow_points_forced" if fewest >= points else "sj.follow_points_keep",
                               points=points)
    if not any(ctx.suit_class[c] == led for c in play):
        return play, Reason.of("sj.follow_discard", suit=suit)
    return play, Reason.of("sj.follow_low")


def _suit_word(suit_class: str) -> str:
    """The led class as a reason names it: a suit's symbol, or ``trump`` (``reason.suit.trump``)."""
    return "trump" if suit_class == TRUMP else Suit(suit_class).symbol
