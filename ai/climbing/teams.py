"""Partnership play for the climbing games played two against two (双扣, 吃苍蝇).

What a partnership player does beyond playing its own hand well is the same in
both games, so it lives here once, on top of a game's own card knowledge
(:class:`CardSense`: its move source, its hand split, its "could anyone still
beat this?" count):

- **the partner's play stands**: a play of a friend that is winning the round is
  not overtaken — unless it goes out, or an opponent about to go out plays next
  and could beat it (then the friend's play is covered with a strong answer);
- **feeding**: a friend down to one or two cards gets a low single or pair led
  to him, while no opponent is as close;
- **接风**: a friend's last play (he went out) is left alone when the lead then
  comes to me (双扣: to the partner; 吃苍蝇: to the next player, so only when I
  am next); a play that goes out is always made;
- **opponents**: their plays are answered when it costs the hand little, at any
  cost when one of them is close to going out or the places are being decided
  (someone is out), and bombs are spent to stop them, to win the hand, or where
  they raise the stake (a game's ``bomb_pays`` hook: 双扣's 翻倍);
- a player whose side is not known (吃苍蝇's secret partner) is a friend, a foe,
  or neither according to :attr:`TeamView.friendship`; the game's knowledge
  module fills that in from what the seat can know.

:class:`TeamView` is built from an observation by the game (what the seat may
know) or from a search play-out's round (:func:`view_of_round`: every hand and
every partnership of the sampled world known). The same policy plays both, and
:func:`search_play` is the hard players' search: the policy's best few moves
compared over sampled worlds by the game's own score.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from ai.climbing.search import SearchSettings, play_out, search
from engine.climbing.combos import Combo

Move = tuple  # (packed play, Combo)

#: Seats at least this likely to be my partner count as friends, at most FOE_BELOW as foes.
FRIEND_FROM = 0.8
FOE_BELOW = 0.35


@dataclass(frozen=True)
class Decomposition:
    """A hand split into plays: ``groups`` (moves), ``plays`` (how many), ``value`` (sum of
    the groups' values); ``score`` = value − turn cost × plays decides between splits, and
    the drop in score is what a play costs the hand."""

    groups: tuple[Move, ...]
    plays: int
    value: float
    score: float


@dataclass(frozen=True)
class CardSense:
    """A game's card knowledge, as the team policy needs it.

    ``moves``: the move source (``leads`` / ``responses``). ``decompose(hand)``: the best
    split (cached by the game). ``can_beat(pool, combo, max_cards, bombs)``: could cards of
    ``pool`` answer ``combo`` in one play of at most ``max_cards`` (with bombs or without).
    ``whole(hand)``: the whole hand as one move, or None. ``group_value(combo)``.
    ``danger``: an opponent with this many cards or fewer is about to go out.
    ``follow_limit``: what a follow against an opponent may cost the hand.
    ``bomb_pays(view, move)``: whether spending this bomb raises what the team would win.
    """

    moves: Any
    decompose: Callable[[int], Decomposition]
    can_beat: Callable[[int, Combo, int, bool], bool]
    whole: Callable[[int], Move | None]
    group_value: Callable[[Combo], float]
    danger: int = 5
    follow_limit: float = 12.0
    partner_next_discount: float = 4.0
    bomb_pays: Callable[[Any, Move], bool] = lambda view, move: False


class TeamView:
    """One seat's knowledge at its turn to play (read-only by convention).

    ``counts``: cards per seat; ``lead`` / ``lead_seat``: what is to beat and who played it
    (None: I lead); ``unseen``: packed counts of the cards not in my hand and not played;
    ``out``: seats out, in order; ``friendship[s]``: the chance that seat ``s`` is on my
    side (1.0 for me and a known partner, 0.0 for a known opponent); ``take_over``:
    ``"partner"`` or ``"next"`` (接风); ``first_out_ends``: the hand ends at the first
    player out (吃苍蝇's dealer alone); ``extra``: the game's own facts (双扣's multipliers).
    """

    __slots__ = ("seat", "hand", "counts", "lead", "lead_seat", "unseen", "out", "friendship",
                 "take_over", "first_out_ends", "extra", "seats", "_foes", "_friends")

    def __init__(self, seat: int, hand: int, counts: Sequence[int], lead: Combo | None,
                 lead_seat: int | None, unseen: int, out: Sequence[int],
                 friendship: Sequence[float], take_over: str = "partner",
                 first_out_ends: bool = False, extra: Any = None) -> None:
        self.seat = seat
        self.hand = hand
        self.counts = tuple(counts)
        self.lead = lead
        self.lead_seat = lead_seat if lead is not None else None
        self.unseen = unseen
        self.out = tuple(out)
        self.friendship = tuple(friendship)
        self.take_over = take_over
        self.first_out_ends = first_out_ends
        self.extra = extra
        self.seats = len(self.counts)
        self._friends = tuple(s for s in range(self.seats)
                              if s != seat and self.friendship[s] >= FRIEND_FROM)
        self._foes = tuple(s for s in range(self.seats)
                           if s != seat and self.friendship[s] <= FOE_BELOW)

    def __repr__(self) -> str:
        return (f"TeamView(seat={self.seat}, hand={self.hand:#x}, counts={self.counts}, "
                f"lead={self.lead}, lead_seat={self.lead_seat}, friendship={self.friendship})")

    def with_hand(self, hand: int) -> "TeamView":
        """The same view with another hand (a part of mine: what a player keeps back)."""
        return TeamView(self.seat, hand, self.counts, self.lead, self.lead_seat, self.unseen,
                        self.out, self.friendship, self.take_over, self.first_out_ends, self.extra)

    # --- who is who ------------------------------------------------------------------

    @property
    def friends(self) -> tuple[int, ...]:
        """Seats (not me) I am confident play on my side."""
        return self._friends

    @property
    def foes(self) -> tuple[int, ...]:
        """Seats I am confident play against me (and the uncertain ones leaning that way)."""
        return self._foes

    def is_friend(self, seat: int | None) -> bool:
        return seat is not None and seat in self._friends

    def is_foe(self, seat: int | None) -> bool:
        return seat is not None and seat in self._foes

    def in_play(self, seat: int) -> bool:
        return self.counts[seat] > 0

    def next_in(self, seat: int) -> int:
        """The next seat after ``seat`` still holding cards (``seat`` itself if nobody else)."""
        for k in range(1, self.seats + 1):
            s = (seat + k) % self.seats
            if self.counts[s]:
                return s
        return seat

    @property
    def next_seat(self) -> int:
        return self.next_in(self.seat)

    @property
    def fewest_foe_cards(self) -> int:
        """The fewest cards an opponent (or a seat that may be one) still in holds; 99 if none."""
        found = [self.counts[s] for s in range(self.seats)
                 if s != self.seat and self.counts[s] and s not in self._friends]
        return min(found) if found else 99

    @property
    def largest_other_hand(self) -> int:
        return max((self.counts[s] for s in range(self.seats) if s != self.seat), default=0)

    def can_be_beaten(self, sense: CardSense, found: Combo, bombs: bool = True) -> bool:
        """Whether the unseen cards could answer ``found`` (they are the others' hands)."""
        return sense.can_beat(self.unseen, found, self.largest_other_hand, bombs)

    def foe_could_beat(self, sense: CardSense, found: Combo, seat: int) -> bool:
        """Whether ``seat`` could answer ``found`` going by its card count and the unseen pool."""
        return sense.can_beat(self.unseen, found, self.counts[seat], True)


# --- the policy -----------------------------------------------------------------------------


def choose_play(view: TeamView, sense: CardSense) -> Move | None:
    """The move to make, or None to pass (only when following)."""
    return explain_play(view, sense)[0]


def explain_play(view: TeamView, sense: CardSense) -> tuple[Move | None, str]:
    """The move and the code of the reason that decided it (ai/reason.py; the hint says why)."""
    if view.lead is None:
        return explain_lead(view, sense)
    return explain_follow(view, sense)


def choose_lead(view: TeamView, sense: CardSense) -> Move:
    """Go out if I can, cash controls that finish the hand, feed a friend, else shed the weakest."""
    return explain_lead(view, sense)[0]


def explain_lead(view: TeamView, sense: CardSense) -> tuple[Move, str]:
    """The lead and the code of its reason."""
    hand = view.hand
    out = sense.whole(hand)
    if out is not None:
        return out, "team.go_out"
    split = sense.decompose(hand)
    finish = _finishing_lead(view, sense, split)
    if finish is not None:
        return finish, "team.cash_control"
    fed = _feed_friend(view, sense, split)
    if fed is not None:
        return fed, "team.feed"
    return _weakest_lead(view, sense, split)


def _finishing_lead(view: TeamView, sense: CardSense, split: Decomposition) -> Move | None:
    """When every group but one is a control, play a control (non-bombs first): the last
    group then goes out on a lead of its own."""
    groups = split.groups
    unsafe = [g for g in groups if view.can_be_beaten(sense, g[1], bombs=not g[1].is_bomb)]
    if len(unsafe) > 1 or len(unsafe) == len(groups):
        return None
    controls = [g for g in groups if g not in unsafe]
    controls.sort(key=lambda g: (g[1].is_bomb, -g[1].size, g[1].key))
    return controls[0]


def _feed_friend(view: TeamView, sense: CardSense, split: Decomposition) -> Move | None:
    """A friend down to one or two cards (and no opponent as close): lead him a low single or
    pair, the kind he may go out with; never from a bomb."""
    friends = [s for s in view.friends if view.counts[s] and view.counts[s] <= 2]
    if not friends or view.fewest_foe_cards <= 2:
        return None
    left = min(view.counts[s] for s in friends)
    plain = [m for m in sense.moves.leads(view.hand) if m[1].size == left and not m[1].is_bomb]
    if not plain:
        plain = [m for m in sense.moves.leads(view.hand) if m[1].size == 1 and not m[1].is_bomb]
    if not plain:
        return None
    return min(plain, key=lambda m: (m[1].key, _cost(view.hand, split, m, sense)))


def _weakest_lead(view: TeamView, sense: CardSense, split: Decomposition) -> tuple[Move, str]:
    """The weakest group; against an opponent about to go out, groups he cannot answer first."""
    groups = list(split.groups)
    plain = [g for g in groups if not g[1].is_bomb] or groups
    danger = view.fewest_foe_cards
    if danger <= sense.danger:
        foes = [s for s in range(view.seats) if s != view.seat and view.counts[s]
                and s not in view.friends]
        safe = [g for g in plain
                if not any(g[1].size <= view.counts[s] and view.foe_could_beat(sense, g[1], s)
                           for s in foes)]
        if safe:
            return max(safe, key=lambda g: (g[1].size, -sense.group_value(g[1]))), "team.guard_safe"
        return max(plain, key=lambda g: (g[1].size > danger, sense.group_value(g[1]))), "team.guard_strongest"
    weakest = min(plain, key=lambda g: (sense.group_value(g[1]) - 0.8 * g[1].size, g[1].key))
    return weakest, ("team.lead_bombs_only" if weakest[1].is_bomb else "team.lead_low")


def choose_follow(view: TeamView, sense: CardSense) -> Move | None:
    """Answer the play on the table, or pass (None)."""
    return explain_follow(view, sense)[0]


def explain_follow(view: TeamView, sense: CardSense) -> tuple[Move | None, str]:
    """The answer (None: pass) and the code of its reason."""
    answers = sense.moves.responses(view.hand, view.lead)
    if not answers:
        return None, "team.pass_cannot"
    for move in answers:
        if move[0] == view.hand:
            return move, "team.follow_out"
    leader = view.lead_seat
    if view.is_friend(leader):
        return _over_friend(view, sense, answers)
    if not view.counts[leader] and view.take_over == "next" and view.next_in(leader) == view.seat:
        return None, "team.pass_jiefeng"  # he went out: if everyone passes, the lead is mine (接风)
    return _against_foe(view, sense, answers)


def _over_friend(view: TeamView, sense: CardSense, answers) -> tuple[Move | None, str]:
    """Let a friend's play stand (see the module); 接风 when he went out with it."""
    leader = view.lead_seat
    if not view.counts[leader]:  # he went out with this play
        if view.take_over == "partner" or view.next_in(leader) == view.seat:
            return None, "team.pass_jiefeng"  # if everyone passes, the lead comes to me
        return _against_foe(view, sense, answers, careful=True)
    nxt = view.next_seat
    if nxt == leader or view.is_friend(nxt):
        return None, "team.let_friend"
    if view.counts[nxt] > sense.danger or not view.foe_could_beat(sense, view.lead, nxt):
        return None, "team.let_friend"
    plain = [m for m in answers if not m[1].is_bomb]
    if not plain:
        return None, "team.let_friend"
    best = max(plain, key=lambda m: m[1].key)
    return best, "team.cover_friend"


def _against_foe(view: TeamView, sense: CardSense, answers, careful: bool = False) -> tuple[Move | None, str]:
    """Beat an opponent's play when it costs little, or whatever it costs when it matters."""
    hand = view.hand
    plain = [m for m in answers if not m[1].is_bomb]
    bombs = [m for m in answers if m[1].is_bomb]
    leader = view.lead_seat
    doubt = 1.0 - view.friendship[leader] if leader is not None else 1.0
    urgent = _urgent(view, sense)
    split = sense.decompose(hand)
    passing = "team.pass_keep_bomb" if bombs else "team.pass_cannot"
    if plain:
        danger = view.fewest_foe_cards
        if danger <= min(2, sense.danger) and view.lead.size <= 2 and not careful:
            return max(plain, key=lambda m: m[1].key), "team.block_biggest"  # block the last cards
        best, cost = _cheapest(hand, split, plain, sense)
        limit = sense.follow_limit * doubt
        passing = "team.pass_costly"
        if urgent:
            limit = float("inf")
        elif view.is_friend(view.next_seat) and view.next_seat != leader:
            limit -= sense.partner_next_discount
            if cost <= limit + sense.partner_next_discount:
                passing = "team.pass_partner_next"
        if careful:
            limit = min(limit, sense.follow_limit / 2)
        elif not urgent and doubt < 1.0 and cost <= limit + sense.follow_limit * (1.0 - doubt):
            passing = "team.pass_maybe_friend"  # a sure opponent's play would have been answered
        if cost <= limit:
            return best, (_urgent_code(view, sense, "beat") if urgent else "team.beat_cheap")
    if bombs and doubt >= 0.5:
        bomb = min(bombs, key=lambda m: (m[1].size, m[1].kind == "rocket", m[1].key))
        if urgent:
            return bomb, _urgent_code(view, sense, "bomb")
        if _bomb_wins(view, sense, bomb):
            return bomb, "team.bomb_wins"
        if sense.bomb_pays(view, bomb):
            return bomb, "team.bomb_pays"
    elif bombs and passing == "team.pass_keep_bomb":
        passing = "team.pass_maybe_friend"  # a bomb only for a seat that is surely an opponent
    return None, passing


def _urgent_code(view: TeamView, sense: CardSense, verb: str) -> str:
    """Why an answer is a must (``verb``: beat or bomb): an opponent about to go out, or the
    places being decided — :func:`_urgent`'s two reasons, the first one that holds."""
    if 0 < view.counts[view.lead_seat] <= sense.danger or view.fewest_foe_cards <= sense.danger - 1:
        return f"team.{verb}_urgent"
    return f"team.{verb}_places"  # someone is out (perhaps the one who played this)


def urgent_left(view: TeamView, sense: CardSense) -> int:
    """The cards of the opponent who makes an answer a must: the one who played, when he is that
    close, else the fewest any opponent holds."""
    played = view.counts[view.lead_seat] if view.lead_seat is not None else 0
    return played if 0 < played <= sense.danger else view.fewest_foe_cards


def reason_values(view: TeamView, sense: CardSense, code: str) -> dict:
    """The counts the sentence of ``code`` names: the friend fed, the opponent guarded against,
    the next player a friend's play is covered from — the seats the branch looked at."""
    if code == "team.feed":
        return {"left": min(view.counts[s] for s in view.friends if 0 < view.counts[s] <= 2)}
    if code in ("team.guard_safe", "team.guard_strongest", "team.block_biggest"):
        return {"left": view.fewest_foe_cards}
    if code in ("team.beat_urgent", "team.bomb_urgent"):
        return {"left": urgent_left(view, sense)}
    if code == "team.cover_friend":
        return {"left": view.counts[view.next_seat]}
    return {}


def _urgent(view: TeamView, sense: CardSense) -> bool:
    """The play on the table is an opponent's and the hand is close to being decided."""
    leader = view.lead_seat
    if leader is None or view.is_friend(leader):
        return False
    if view.counts[leader] <= sense.danger or view.fewest_foe_cards <= sense.danger - 1:
        return True
    return bool(view.out) and not view.first_out_ends  # the places are being decided


def _bomb_wins(view: TeamView, sense: CardSense, bomb: Move) -> bool:
    """After this bomb the hand is one play, or all its groups but one are controls."""
    rest = view.hand - bomb[0]
    if not rest:
        return True
    split = sense.decompose(rest)
    if split.plays <= 1:
        return True
    unsafe = [g for g in split.groups if view.can_be_beaten(sense, g[1], bombs=not g[1].is_bomb)]
    return len(unsafe) <= 1


def _cost(hand: int, split: Decomposition, move: Move, sense: CardSense) -> float:
    rest = hand - move[0]
    return split.score - sense.decompose(rest).score if rest else -100.0


def _cheapest(hand: int, split: Decomposition, answers, sense: CardSense, width: int = 24):
    best, best_cost = answers[0], float("inf")
    for move in answers[:width]:
        cost = _cost(hand, split, move, sense)
        if cost < best_cost:
            best, best_cost = move, cost
    return best, best_cost


# --- the easy player ------------------------------------------------------------------------

#: The easy player keeps a strong answer back now and then, and bombs only sometimes.
EASY_KEEP_CHANCE = 0.3
EASY_BOMB_CHANCE = 0.5


def easy_play(view: TeamView, sense: CardSense, rng: random.Random) -> Move | None:
    """Knows the rules and its partner, does not plan: leads all its cards of the lowest rank
    it holds outside a bomb, answers with the smallest plain play, lets a friend's play stand,
    and bombs only now and then against an opponent with few cards."""
    hand = view.hand
    if view.lead is None:
        out = sense.whole(hand)
        if out is not None:
            return out
        leads = sense.moves.leads(hand)
        plain = [m for m in leads if not m[1].is_bomb and m[1].chain <= 1] or list(leads)
        low = min(m[1].key for m in plain)
        return max((m for m in plain if m[1].key == low), key=lambda m: m[1].size)
    answers = sense.moves.responses(hand, view.lead)
    if not answers:
        return None
    for move in answers:
        if move[0] == hand:
            return move
    if view.is_friend(view.lead_seat):
        return None
    plain = [m for m in answers if not m[1].is_bomb]
    if plain:
        if plain[0][1].key >= sense.decompose(hand).groups[-1][1].key and rng.random() < EASY_KEEP_CHANCE:
            return None
        return plain[0]
    if view.fewest_foe_cards <= 3 and rng.random() < EASY_BOMB_CHANCE:
        return answers[0]
    return None


# --- candidates and the search ------------------------------------------------------------


_POLICY = object()


def ranked_plays(view: TeamView, sense: CardSense, width: int, first=_POLICY) -> list[Move | None]:
    """Up to ``width`` sensible moves, the policy's own choice first (None is a pass; a game
    whose normal player adjusts the shared policy hands its own choice in as ``first``)."""
    if first is _POLICY:
        first = choose_play(view, sense)
    ranked: list[Move | None] = [first]
    hand = view.hand
    split = sense.decompose(hand)
    if view.lead is not None:
        if first is not None:
            ranked.append(None)
        pool = list(sense.moves.responses(hand, view.lead))
    else:
        pool = list(split.groups) + [m for m in sense.moves.leads(hand) if m not in split.groups]
    scored = []
    for move in pool[:72]:
        scored.append((_cost(hand, split, move, sense), move[1].is_bomb, move[1].key, move))
    scored.sort(key=lambda s: s[:3])
    seen = {m[0] for m in ranked if m is not None}
    for *_, move in scored:
        if len(ranked) >= width:
            break
        if move[0] not in seen:
            seen.add(move[0])
            ranked.append(move)
    return ranked[:width]


def view_of_round(position, take_over: str, extra: Any = None) -> TeamView:
    """The view of the seat to act in a play-out round, where every hand and side is known.

    The unseen pool is the other hands together (the usual simplification of
    determinised search)."""
    hands = position.hands
    seat = position.to_act
    teams = position.teams
    mine = teams[seat]
    friendship = [1.0 if t == mine else 0.0 for t in teams]
    first_out = position.rules.ends == "first_out"
    return TeamView(seat, hands[seat], [_cards(h) for h in hands], position.lead,
                    position.lead_seat, sum(hands) - hands[seat], position.out, friendship,
                    take_over, first_out, extra)


def _cards(packed: int) -> int:
    total = 0
    while packed:
        total += packed & 15
        packed >>= 4
    return total


def search_play(observation, view: TeamView, sense: CardSense, rng: random.Random,
                settings: SearchSettings, sample_world: Callable,
                playout_view: Callable[[Any], TeamView], first=_POLICY) -> Move | None:
    """The move with the best average score over sampled worlds (None: pass).

    ``playout_view(position)`` is the view of the seat to act inside a play-out;
    every candidate is played out by the team policy to the hand's end and scored
    by the world's own ``score_position``."""
    candidates = ranked_plays(view, sense, settings.width, first)
    if len(candidates) == 1:
        return candidates[0]
    me = view.seat

    def policy(position) -> Move | None:
        lead = position.lead
        if lead is not None and not sense.moves.responses(position.hands[position.to_act], lead):
            return None
        return choose_play(playout_view(position), sense)

    def sample(rng: random.Random):
        world = sample_world(observation, rng)
        return world, world.position()

    def evaluate(sampled, move: Move | None) -> float:
        world, root = sampled
        end = play_out(root.copy(), move, policy)
        return world.score_position(end).deltas[me]

    outcome = search(candidates, sample, evaluate, rng, settings)
    return candidates[outcome.best]


__all__ = ["Decomposition", "CardSense", "TeamView", "choose_play", "explain_play", "reason_values",
           "choose_lead", "choose_follow", "ranked_plays", "easy_play", "view_of_round", "search_play",
           "FRIEND_FROM", "FOE_BELOW"]
