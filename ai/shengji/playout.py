"""Fast play-outs for the hard player: the engine state plays, the seats' readings are kept.

A play-out asks a seat for a play at every step. Going through ``state.observe(seat)`` and
:func:`counting.read_table` rebuilds the seat's whole reading each time — every trick so far
scanned, every card of the decks looked up in sets — and that was about a fifth of a
play-out. Here the engine state still plays every card (it checks each
play and scores the hand: the rules stay the engine's alone) and a :class:`Tracker` keeps what
changes little between steps: the cards not yet played, by suit class, in the order
:func:`read_table` lists them, and each seat's hand in display order. From those it builds the
very :class:`TableView` that ``read_table(state.observe(seat))`` gives (a test checks it at
every step of random hands); cards are matched by identity, as a play-out moves the same card
objects from hand to table.
"""
from __future__ import annotations

from engine.actions import Play
from engine.shengji.levels import team_of
from engine.shengji.trick import card_points
from engine.shengji.trump import ALL_CARDS

from .counting import KITTY_GUESS_PER_DECK, TableView
from .easy import easy_follow, easy_lead
from .following import choose_follow
from .leading import choose_lead

#: A card's place in ALL_CARDS: the order in which ``read_table`` lists the unseen cards.
_PLACE = {card: i for i, card in enumerate(ALL_CARDS)}


class Tracker:
    """What every seat of a play-out state may read, kept in step with the plays.

    Made from a state in phase ``play``; call :meth:`played` after each play is applied."""

    def __init__(self, state) -> None:
        self.state = state
        ctx = state.ctx
        cls = ctx.suit_class
        # every card not yet on the table: the hands and the buried kitty
        left = [c for hand in state.hands for c in hand] + list(state.kitty)
        left.sort(key=_PLACE.__getitem__)
        self.remaining: dict[str, list] = {}
        for card in left:
            self.remaining.setdefault(cls[card], []).append(card)
        self.hands = [ctx.sort_hand(h) for h in state.hands]
        self.kitty_ids = frozenset(id(c) for c in state.kitty)
        self.kitty_points = card_points(state.kitty)
        self.kitty_rule = state.options.get("kitty_multiplier", "double")

    def view(self, seat: int) -> TableView:
        """``read_table(state.observe(seat))`` for a seat of the play-out (phase ``play``)."""
        state = self.state
        hand = self.hands[seat]
        dealer = state.dealer
        mine = {id(c) for c in hand}
        if seat == dealer:
            mine |= self.kitty_ids
            kitty_points = self.kitty_points if state.kitty else KITTY_GUESS_PER_DECK * state.decks
        else:
            kitty_points = KITTY_GUESS_PER_DECK * state.decks
        unseen = {}
        for suit_class in self.remaining:
            cards = [c for c in self.remaining[suit_class] if id(c) not in mine]
            if cards:
                unseen[suit_class] = cards
        if len(unseen) > 1:  # read_table lists the classes as their first unseen card comes
            unseen = dict(sorted(unseen.items(), key=lambda kv: _PLACE[kv[1][0]]))
        return TableView(seat=seat, ctx=state.ctx, decks=state.decks, hand=hand, dealer=dealer,
                         unseen=unseen, voids=tuple(frozenset(v) for v in state.voids),
                         trick=tuple(state.trick), lead=state.lead, kitty_points=kitty_points,
                         cards_left=len(hand), hand_sizes=tuple(len(h) for h in state.hands),
                         kitty_rule=self.kitty_rule)

    def played(self, seat: int) -> None:
        """Bring the readings up to date after ``seat``'s play was applied (the cards the engine
        put on the table: after a failed throw, the forced part only)."""
        state = self.state
        cards = state.trick[-1][1] if state.trick else state.tricks[-1].plays[-1][1]
        gone = {id(c) for c in cards}
        self.hands[seat] = tuple(c for c in self.hands[seat] if id(c) not in gone)
        cls = state.ctx.suit_class
        for suit_class in {cls[c] for c in cards}:
            kept = [c for c in self.remaining[suit_class] if id(c) not in gone]
            if kept:
                self.remaining[suit_class] = kept
            else:
                del self.remaining[suit_class]


def play_out(state, me: int, careful_tricks: int = 99) -> float:
    """Finish the hand of ``state`` (phase ``play``, changed in place) with the normal player at
    every seat for ``careful_tricks`` tricks and the quick easy player after; the result for
    ``me``'s team: the attackers' total (kitty bonus included), negated for the dealer's team."""
    tracker = Tracker(state)
    start = len(state.tricks)
    while state.phase == "play":
        seat = state.turn
        view = tracker.view(seat)
        careful = len(state.tricks) - start < careful_tricks
        if view.lead is None:
            cards = choose_lead(view) if careful else easy_lead(view)
        else:
            cards = choose_follow(view) if careful else easy_follow(view)
        state.apply(seat, Play(cards))
        if state.phase == "play":
            tracker.played(seat)
    total = state.result.total
    return -total if team_of(state.result.dealer) == team_of(me) else float(total)

