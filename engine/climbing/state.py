"""The state machine every climbing game shares: the play phase, the round, the hand's end.

A climbing game is a few phases of its own (斗地主's bidding and doubling, none
for 锄大地) followed by the play phase, which is the same everywhere and lives
here: the legal plays from the game's move source, checking a play a person
selected (cards in hand, a combination under the game's reading, beats the
lead), putting it down, passing, new rounds, players going out, draws from a
stock, and the end of the hand with the game's own scoring. A match is many
hands with running totals; it ends in ``match_over`` after ``match_hands``
hands (0: never).

A game subclasses :class:`ClimbingState`, sets its move source, encoding and
round rules in ``_setup``, and writes only what is its own: the deal, the
phases before the play, ``_score``, and its observation.
"""
from __future__ import annotations

import random
from abc import abstractmethod
from typing import Any, Mapping, Sequence

from ..actions import Action, Event, NextHand, Pass, Play
from ..cards import Card
from ..errors import RuleError
from ..game import HAND_OVER, MATCH_OVER, TABLE, GameState
from .combos import Combo, beats
from .legal import LegalPlays
from .round import PLAIN, Round, RoundRules
from .tables import BOMB_KINDS, ClimbingTable

PLAY = "play"
_NEXT_HAND = NextHand()


class ClimbingState(GameState):
    """A whole match of one climbing game (abstract: a game module subclasses it).

    Set by the game in ``_setup``: ``table`` (its rule table), ``moves`` (its move
    source), ``encoding`` (cards ↔ hand ints), ``round_rules``, and
    ``PHASE_ACTIONS`` (the action types each of its phases accepts, for the shared turn guard).
    """

    table: ClimbingTable | None
    moves: Any
    encoding: Any
    round_rules: RoundRules = PLAIN
    #: the play and the hand's end; a game with phases before the play (斗地主's bidding) adds them
    PHASE_ACTIONS = {PLAY: (Play, Pass), HAND_OVER: (NextHand,)}
    #: what a hand's ``legal_actions`` hand out as Plays may carry a reading (wild games)
    reading_of = None

    def _setup(self, options: Mapping[str, Any], rng: random.Random, num_seats: int) -> None:
        """The shared fields, empty: used by the constructor, ``clone`` and the samplers."""
        self.num_seats = num_seats
        order = getattr(self.encoding, "order", None)
        #: order index by natural rank, where hands are packed rank counts (the play path's piles)
        self._rank_index = tuple(order.index(rank) for rank in range(17)) if order else ()
        self.options = dict(options)
        self.rng = rng
        self._scores = [0] * num_seats
        self.hand_no = 0
        self._phase = PLAY
        self._turn: int | None = None
        self.result: Any = None
        self.hands: list[set[Card]] = [set() for _ in range(num_seats)]
        self.piles: list = [None] * num_seats
        self.round = Round([0] * num_seats, 0, self.moves, self.round_rules)
        self.round_plays: list[tuple[int, tuple[Card, ...]]] = []
        self.history: list[tuple[int, tuple[Card, ...]]] = []
        self.stock: list[Card] = []
        self._offer: tuple | None = None  # see _offered_move
        self.initial_events: list[Event] = []

    # --- GameState ----------------------------------------------------------------------

    @property
    def phase(self) -> str:
        return self._phase

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self._scores)

    @property
    def match_hands(self) -> int:
        return int(self.options.get("match_hands", 0))

    def to_act(self) -> tuple[int, ...]:
        phase = self._phase
        if phase == PLAY:
            return (self.round.to_act,)
        if phase == HAND_OVER or phase == MATCH_OVER or self._turn is None:
            return ()
        return (self._turn,)

    def legal_actions(self, seat: int) -> Sequence[Action]:
        phase = self._phase
        rnd = self.round
        if phase != PLAY or seat != rnd.to_act:
            if phase == HAND_OVER:
                return [_NEXT_HAND] if seat == TABLE else []
            if phase == MATCH_OVER or phase == PLAY or seat != self._turn:
                return []
            return self._other_actions(seat, phase)
        hand, lead = rnd.hands[seat], rnd.lead
        if lead is not None:
            moves = self.moves.responses(hand, lead)
        else:
            moves = self.moves.leads(hand) if not rnd.required else rnd.moves()
        legal = LegalPlays(moves, self.piles[seat], self.encoding, lead is not None, self.reading_of)
        self._offer = (legal, seat, hand, lead)
        return legal

    def validate(self, seat: int, action: Action) -> None:
        self._check(seat, action)

    def apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if self._phase == PLAY and action.__class__ in (Play, Pass) and seat == self.round.to_act:
            self._apply_in_play(seat, action, events)
            return events
        checked = self._check(seat, action)
        self._offer = None
        if isinstance(action, NextHand):
            self._start_hand(events)
        elif self._phase == PLAY:
            if isinstance(action, Play):
                self._play(seat, action.cards, checked, events)
            else:
                self._pass(seat, events)
        else:
            self._apply_other(seat, action, events)
        return events

    # --- what a game writes ------------------------------------------------------------------

    def _start_hand(self, events: list[Event]) -> None:
        """Next hand of the match: count it, clear the result, deal (the game's ``_deal``)."""
        self.hand_no += 1
        self.result = None
        self._deal(events)

    @abstractmethod
    def _deal(self, events: list[Event]) -> None:
        """Shuffle, deal and open the hand's first phase (the game's own deal)."""

    def _other_actions(self, seat: int, phase: str) -> list[Action]:
        """Legal actions of the seat to act in a phase before the play (bidding …)."""
        return []

    def _apply_other(self, seat: int, action: Action, events: list[Event]) -> None:
        """Apply a checked action of a phase before the play."""
        raise RuleError("wrong_phase")

    def _check_other(self, seat: int, action: Action) -> None:
        """Check an action of a phase before the play (the turn guard has passed it)."""

    @abstractmethod
    def _score(self, rnd: Round) -> Any:
        """The result of a finished hand (``rnd.winner`` set): an object with ``deltas``."""

    def read_play(self, packed: int, reading: tuple, lead: Combo | None) -> Combo | None:
        """The combination these cards stand for (the reading matters only in wild games)."""
        if reading:
            return None
        return self._classify(packed, lead)

    def _classify(self, packed: int, lead: Combo | None) -> Combo | None:
        from .combos import classify

        return classify(packed, lead, self.table)

    def beats(self, new: Combo, old: Combo) -> bool:
        return beats(new, old, self.table)

    def sort_hand(self, cards) -> tuple[Card, ...]:
        """Own cards as the observation lists them: low to high in the game's order."""
        index = self.table.order.index
        return tuple(sorted(cards, key=lambda c: (index(c.rank), c.id)))

    def _lead_rule(self, seat: int, packed: int) -> None:
        """A game's extra rule about what a lead must hold (锄大地's ♦3); raise RuleError."""

    def _after_play(self, seat: int, found: Combo, events: list[Event]) -> None:
        """Announce what a play changed beyond the round (斗地主: a bomb doubles the stake)."""

    # --- checking an action ----------------------------------------------------------------

    def _check(self, seat: int, action: Action):
        """Raise RuleError if ``action`` is refused (the shared :meth:`guard` first, then the
        phase's own checks); for a Play in the play phase return its ``(packed, Combo)``."""
        self.guard(seat, action)
        phase = self._phase
        if phase == HAND_OVER:
            return None
        if phase != PLAY:
            self._check_other(seat, action)
            return None
        if isinstance(action, Pass):
            if self.round.lead is None:
                raise RuleError("cannot_pass_on_lead")
            return None
        return self._check_play(seat, action.cards, action.reading)

    def _check_play(self, seat: int, cards: tuple[Card, ...], reading: tuple = ()) -> tuple[int, Combo]:
        if not cards:
            raise RuleError("empty_play")
        hand = self.hands[seat]
        if len(set(cards)) != len(cards) or not hand.issuperset(cards):
            raise RuleError("cards_not_in_hand")
        packed = self.encoding.pack(cards)
        lead = self.round.lead
        if lead is None:
            self._lead_rule(seat, packed)
        found = self.read_play(packed, reading, lead)
        if found is None:
            raise RuleError("not_a_combination")
        if lead is not None and not self.beats(found, lead):
            if lead.is_bomb or found.is_bomb or (found.kind == lead.kind and found.size == lead.size):
                raise RuleError("cannot_beat")
            raise RuleError("kind_mismatch", expected=lead.kind, size=lead.size)
        return packed, found

    # --- the play ------------------------------------------------------------------------------

    def _apply_in_play(self, seat: int, action: Action, events: list[Event]) -> None:
        """:meth:`apply` for the seat to act in phase ``play`` and a plain Play or Pass.

        This is nearly every action of a hand, so it skips the general checks that
        cannot fail here (phase, turn, action type) and keeps only those that can,
        in the order :meth:`_check` makes them.
        """
        if action.__class__ is Pass:
            if self.round.lead is None:
                raise RuleError("cannot_pass_on_lead")
            self._offer = None
            self._pass(seat, events)
            return
        move = self._offered_move(seat, action)
        from_piles = move is not None
        if move is None:
            move = self._check_play(seat, action.cards, action.reading)
        self._offer = None
        self._play(seat, action.cards, move, events, from_piles)

    def _offered_move(self, seat: int, action: Play):
        """The move of a Play that the last :meth:`legal_actions` list built itself, if the
        seat still holds the same hand against the same lead; else None (then it is checked
        in full).

        A random or search play-out applies one of the offered Plays at almost every
        step, and checking it again (cards in hand, classify, beats) was a third of
        the cost of an action. The identity test keeps this safe for any input.
        """
        if self._offer is None:
            return None
        legal, offered_seat, hand, lead = self._offer
        rnd = self.round
        if seat != offered_seat or rnd.hands[seat] != hand or rnd.lead is not lead:
            return None
        return legal.built_move(action)

    def _play(self, seat: int, cards: tuple[Card, ...], move, events: list[Event],
              from_piles: bool = False) -> None:
        """Put a checked play down; ``from_piles``: the cards are the ones the legal list
        chose (the front of each rank's pile), so they come off the front."""
        rnd = self.round
        self.hands[seat].difference_update(cards)
        piles = self.piles[seat]
        if piles is not None:  # rank piles (packed rank counts): keep them in step, inline (hot)
            index = self._rank_index
            if from_piles:
                for card in cards:
                    del piles[index[card.rank]][0]
            else:
                for card in cards:
                    piles[index[card.rank]].remove(card)
        found = move[1]
        rnd.play(move)
        self.round_plays.append((seat, cards))
        self.history.append((seat, cards))
        kind = found.kind
        event = {"cards": cards, "kind": kind}
        if self.reading_of is not None:
            event["reading"] = self.reading_of(move)
        events.append(Event("played", seat, event))
        if kind in BOMB_KINDS:
            self._after_play(seat, found, events)
        if rnd.winner is not None:
            self._end_hand(events)
        elif not rnd.hands[seat]:
            events.append(Event("went_out", seat, {"place": len(rnd.out)}))

    def _pass(self, seat: int, events: list[Event]) -> None:
        rnd = self.round
        self.round_plays.append((seat, ()))
        self.history.append((seat, ()))
        events.append(Event("passed", seat))
        if rnd.pass_turn():
            self.round_plays = []
            events.append(Event("new_round", rnd.to_act))
            for taker, index in rnd.drawn:
                self._take_from_stock(taker, index, events)

    def _take_from_stock(self, seat: int, index: int, events: list[Event]) -> None:
        """A draw the round made (干瞪眼): the card joins the seat's hand; only it sees which."""
        card = self.stock[index]
        self.hands[seat].add(card)
        if self.piles[seat] is not None:
            self.encoding.add(self.piles[seat], (card,))
        events.append(Event("drew", seat, {"stock": len(self.stock) - index - 1}))
        events.append(Event("drew_card", seat, {"card": card}, private_to=seat))

    def _end_hand(self, events: list[Event]) -> None:
        result = self.result = self._score(self.round)
        for seat, delta in enumerate(result.deltas):
            self._scores[seat] += delta
        self._turn = None
        events.append(Event("hand_over", self.round.winner, {"result": result}))
        if self.match_hands and self.hand_no >= self.match_hands:
            self._phase = MATCH_OVER
            events.append(Event("match_over", None, {"scores": self.scores}))
        else:
            self._phase = HAND_OVER

    def _start_play(self, leader: int, events: list[Event], required: int = 0) -> None:
        """Open the play phase: ``leader`` leads the first round."""
        rnd = self.round
        self._phase = PLAY
        rnd.to_act = rnd.lead_seat = leader
        rnd.lead = None
        rnd.required = required
        events.append(Event("new_round", leader))

    # --- for observations, bots and tests -------------------------------------------------------

    def _shared_view(self, seat: int | None) -> dict[str, Any]:
        """The :class:`~.view.ClimbingObservation` fields, for the game's observation."""
        own = self.sort_hand(self.hands[seat]) if seat is not None and 0 <= seat < self.num_seats else ()
        finished = self._phase in (HAND_OVER, MATCH_OVER)
        rnd = self.round
        playing = self._phase == PLAY or finished
        return dict(
            seat=seat, phase=self._phase, hand_no=self.hand_no, hands_total=self.match_hands,
            to_act=self.to_act(), hand=own, card_counts=tuple(len(h) for h in self.hands),
            lead=rnd.lead if playing else None,
            lead_seat=rnd.lead_seat if playing and rnd.lead is not None else None,
            round_plays=tuple(self.round_plays), history=tuple(self.history),
            out=tuple(rnd.out), scores=self.scores, result=self.result if finished else None,
            options=tuple(sorted(self.options.items())),
            shown_hands=tuple(self.sort_hand(h) for h in self.hands) if finished else (),
        )

    def position(self) -> Round:
        """The hand in play as a fast play-out :class:`~.round.Round` (packed hands, no cards)."""
        return self.round.copy()

    def clone(self) -> "ClimbingState":
        """An independent copy (its own rng in the same state) for search bots."""
        twin = self.__class__.__new__(self.__class__)
        twin.__dict__.update(self.__dict__)
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        twin.rng = rng
        twin.options = dict(self.options)
        twin._scores = list(self._scores)
        twin.hands = [set(h) for h in self.hands]
        twin.piles = [None if p is None else [list(pile) for pile in p] for p in self.piles]
        twin.round = self.round.copy()
        twin.round_plays = list(self.round_plays)
        twin.history = list(self.history)
        twin.stock = list(self.stock)
        twin.initial_events = []
        twin._offer = None
        self._clone_extra(twin)
        return twin

    def restore_public(self, obs) -> None:
        """Take the hand's public facts from an observation: scores, hand number, phase, result,
        this round's plays and the whole hand's (what every sampled world keeps as seen)."""
        self._scores = list(obs.scores)
        self.hand_no = obs.hand_no
        self._phase = obs.phase
        self.result = obs.result
        self.round_plays = list(obs.round_plays)
        self.history = list(obs.history)

    def _clone_extra(self, twin: "ClimbingState") -> None:
        """Copy the game's own mutable fields into a clone."""

    def played_cards(self) -> list[Card]:
        return [c for _, cards in self.history for c in cards]

    def inventory(self) -> list[Card]:
        stock = self.stock[self.round.stock_next:]
        return [c for hand in self.hands for c in hand] + self.played_cards() + stock + self._aside()

    def secrets(self, seat: int | None) -> set[Card]:
        hidden = set(self.stock[self.round.stock_next:]) | set(self._aside())
        if self._phase in (HAND_OVER, MATCH_OVER):
            return hidden - self._public()      # the hands are turned face up at the hand's end
        for other, hand in enumerate(self.hands):
            if other != seat:
                hidden |= hand
        return hidden - self._public()

    def _aside(self) -> list[Card]:
        """Cards of the deal that are in no hand and not played (斗地主's kitty while hidden)."""
        return []

    def _public(self) -> set[Card]:
        """Cards everyone may see although they lie in a hand (斗地主's 明牌, a shown kitty)."""
        return set()
