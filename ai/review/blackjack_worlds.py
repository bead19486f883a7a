"""21点's moves played out against the banker as he really plays (the free banker).

Why: the exact strategy (:mod:`ai.blackjack.exact`) values a move against a banker who draws to
16 and stands on 17. Without the casino rule the computer banker decides freely — he hits or
stands for the most he expects to win from every 闲家 hand on the table, and the hard banker
also reads the hidden cards from how the hands were played (:mod:`ai.blackjack.banker`) — so a
move can be worth something else than the exact figure says. Here each candidate move is made
on worlds sampled from what the seat knew at the time, and the hand is finished by the players
who were at the table:

- a world: the cards the seat had not seen (:func:`~ai.blackjack.counting.unseen_counts` of its
  observation: the shoe, the banker's hole card, the other 闲家's hole cards) dealt at random
  where they could be — a hole card still hidden under a hand is not one that would have been
  turned up (a bust, a BlackJack at the deal) or one that contradicts the hand's 21. Only the
  observation decides the cards: the real hidden cards never reach a world;
- the seat goes on by the hard player (the exact move for the cards unseen), the other 闲家 and
  the banker by the computer players of the level the match has (a person in another seat, or
  a banker who is a person, by the normal player — the review cannot know what a person would
  do, and the normal player is the table's middle level);
- paired: every candidate is played on the same worlds with the same players' random draws,
  so the differences keep only what the move changed.
"""
from __future__ import annotations

import copy
import random
from dataclasses import dataclass

from ai.blackjack.bots import EasyBot, HardBot, NormalBot, as_action, player_situation
from ai.blackjack.counting import unseen_counts
from ai.blackjack.exact import ExactSolver, exact_move
from ai.blackjack.strategy import tables_for
from engine.blackjack.actions import DoubleDown, Split
from engine.blackjack.hands import TWENTY_ONE
from engine.blackjack.points import BUST_LIMIT, card_points, hand_total
from engine.cards import full_deck

#: Tries at dealing the hidden hole cards before a world is given up.
TRIES = 200


class _Tables:
    """The composition tables of the decisions met on a review's worlds, kept for all of them
    (the bots' own memory forgets after 64; a review meets the same shoes again and again)."""

    def __init__(self) -> None:
        self._found: dict[tuple, dict] = {}

    def get(self, counts: tuple, up: int) -> dict:
        key = (counts, up)
        found = self._found.get(key)
        if found is None:
            computed, probs = tables_for(counts, up)
            found = self._found[key] = {"tables": computed, "probs": probs}
        return found


class _Normal(NormalBot):
    def __init__(self, memory: _Tables) -> None:
        super().__init__()
        self.memory = memory

    def tables(self, obs, up: int) -> dict:
        return self.memory.get(tuple(unseen_counts(obs)), up)


class _Hard(HardBot):
    """The hard player with the review's memory: the tables, and the exact recursion where their
    two best moves are within its margin (one solver per banker card, for all the worlds)."""

    def __init__(self, memory: _Tables) -> None:
        super().__init__()
        self.memory = memory
        self.solvers: dict[int, ExactSolver] = {}

    def tables(self, obs, up: int) -> dict:
        return self.memory.get(tuple(unseen_counts(obs)), up)

    def play(self, obs, legal, rng):
        sit = player_situation(obs)
        counts = [round(c) for c in unseen_counts(obs)]
        solver = self.solvers.setdefault(sit["up"], ExactSolver(sit["up"]))
        move = exact_move(sit["total"], sit["soft"], sit["up"], counts, can_double=DoubleDown() in legal,
                          pair=sit["pair"], can_split=Split() in legal, from_split=sit["from_split"],
                          margin=self.margin, known=self.tables(obs, sit["up"]), solver=solver)
        return as_action(move, legal)


def table_players(record: dict, seat: int) -> list:
    """Who finishes a world's hand, seat by seat: ``seat`` by the hard player, a computer seat
    by its own level, a person elsewhere (or a seat the record does not name) by the normal one."""
    memory = _Tables()
    named = list(record.get("players", ()))
    players = []
    for index in range(max(len(named), _seats(record))):
        data = named[index] if index < len(named) else {}
        level = data.get("level", "normal") if data.get("kind", "bot") == "bot" else "normal"
        if index == seat or level == "hard":
            players.append(_Hard(memory))
        elif level == "easy":
            players.append(EasyBot())
        else:
            players.append(_Normal(memory))
    return players


def _seats(record: dict) -> int:
    from engine.registry import get_spec

    return get_spec(record["variant"]).seat_count() if not record.get("players") else 0


# --- the worlds: the cards the seat had not seen, dealt where they could be --------------------

def _cards_by_class(decks: int) -> dict[int, list]:
    found: dict[int, list] = {p: [] for p in range(1, 11)}
    for deck in range(decks):
        for card in full_deck(deck, jokers=False):
            found[card_points(card)].append(card)
    return found


def _hidden_holes(state, seat: int) -> list:
    """The hands whose hole card ``seat`` cannot see: (owner, hand), the banker's last."""
    holes = [(owner, hand) for owner in state.bettors if owner != seat
             for hand in state.hands.get(owner, ()) if hand.hole_hidden and hand.cards]
    if state.banker != seat and state.banker_hand.hole_hidden and state.banker_hand.cards:
        holes.append((state.banker, state.banker_hand))
    return holes


def _possible(hand, hole, banker: bool) -> bool:
    """Could ``hole`` lie under ``hand`` as the table shows it? (a 闲家's bust or BlackJack
    would have been turned up; a hand the table stood at 21 holds 21; the banker shows nothing)"""
    if banker:
        return True
    cards = [hole] + list(hand.cards[1:])
    total = hand_total(cards)[0]
    if total > BUST_LIMIT:
        return False
    if hand.status == TWENTY_ONE and total != BUST_LIMIT:
        return False
    if len(cards) == 2 and not hand.from_split and sorted(card_points(c) for c in cards) == [1, 10]:
        return False
    return True


def sample_world(state, seat: int, rng: random.Random):
    """A copy of the table with every card ``seat`` cannot see dealt afresh from the cards it
    had not seen (None: its observation does not add up, e.g. after a reshuffle mid-round)."""
    obs = state.observe(seat)
    counts = [int(round(c)) for c in unseen_counts(obs)]
    holes = _hidden_holes(state, seat)
    if sum(counts) != obs.shoe_left + len(holes):
        return None
    pool = _cards_by_class(obs.decks)
    unseen = [pool[p][i % len(pool[p])] for p in range(1, 11) for i in range(counts[p - 1])]
    for _ in range(TRIES):
        rng.shuffle(unseen)
        dealt = unseen[:len(holes)]
        if all(_possible(hand, card, owner == state.banker) for (owner, hand), card in zip(holes, dealt)):
            break
    else:
        return None
    world = copy.deepcopy(state)
    world.rng = world.shoe.rng = random.Random(rng.random())
    for (owner, _hand), card in zip(_hidden_holes(world, seat), dealt):
        _hand.cards[0] = card
    world.shoe.cards = list(unseen[len(holes):])
    return world


# --- playing a move out ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Outcome:
    """The seat's chips won or lost on one world with each candidate move (in the order asked):
    ``free`` with the banker playing as he does, ``fixed`` with the same cards and players but
    the banker drawing to 16 (the exact strategy's banker, whose expectation is known: the
    review's control, :mod:`ai.review.blackjack`)."""

    free: tuple[float, ...]
    fixed: tuple[float, ...]


def play_out(world, seat: int, move, players, seed: int, fixed: bool = False) -> float:
    """``seat``'s chips won or lost when it makes ``move`` on ``world`` (a copy is played) and
    everybody finishes the hand; ``seed``: the players' random draws (the same for every move);
    ``fixed``: the banker draws to 16 and stands on 17."""
    state = copy.deepcopy(world)
    state.casino_banker = state.casino_banker or fixed
    state.apply(seat, move)
    rng = random.Random(seed)
    while state.phase not in ("hand_over", "match_over"):
        actor = state.to_act()[0]
        state.apply(actor, players[actor].choose(state.observe(actor), list(state.legal_actions(actor)), rng))
    return float(state.result.deltas[seat])


def weigh(state, seat: int, moves, players, rng: random.Random, worlds: int) -> list[Outcome]:
    """Each of ``moves`` played out on up to ``worlds`` sampled worlds, with the banker as he
    plays and with the banker drawing to 16."""
    found = []
    for _ in range(worlds * 2):
        if len(found) >= worlds:
            break
        world = sample_world(state, seat, rng)
        if world is None:
            continue
        seed = rng.getrandbits(32)
        found.append(Outcome(tuple(play_out(world, seat, move, players, seed) for move in moves),
                             tuple(play_out(world, seat, move, players, seed, fixed=True) for move in moves)))
    return found
