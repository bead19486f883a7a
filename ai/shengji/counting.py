"""Card counting for the 升级 players: what one seat can know from its observation.

A :class:`TableView` reads the observation once per decision: the trump context,
the teams, the cards still unseen (not in this hand, not played, not in the kitty
this seat buried), who has shown a void in what, and the current trick. From
the unseen cards it answers the counting questions a player asks: "is this unit
top now (no higher unit of its kind can still be out)?" and "can anyone still
beat this play?".
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.cards import Card
from engine.shengji.follow import Lead, read_lead
from engine.shengji.levels import partner_of, team_of
from engine.shengji.trick import card_points, play_strength
from engine.shengji.trump import ALL_CARDS, TRUMP, TrumpContext
from engine.shengji.units import Spec, candidates, face_counts, place

#: What an unknown kitty is guessed to hold, in points per deck (the attackers' view).
KITTY_GUESS_PER_DECK = 10
#: How often a seat that holds a card above a single lead-class card plays it to win (measured:
#: 0.75 held the deal more often against random players than 0.55 flat, 0.9 or 1.0).
SINGLE_BEATEN = 0.75


@dataclass
class TableView:
    """One seat's reading of the table (built from the observation alone)."""

    seat: int
    ctx: TrumpContext
    decks: int
    hand: tuple[Card, ...]
    dealer: int | None
    unseen: dict[str, list[Card]]
    voids: tuple[frozenset, ...]
    trick: tuple
    lead: Lead | None
    kitty_points: int
    cards_left: int
    hand_sizes: tuple[int, ...]
    kitty_rule: str
    _cache: dict = field(default_factory=dict, repr=False)

    @property
    def partner(self) -> int:
        return partner_of(self.seat)

    @property
    def defending(self) -> bool:
        """True for the dealer's team (庄家方), who keep the attackers' points down."""
        return self.dealer is not None and team_of(self.dealer) == team_of(self.seat)

    def friend(self, seat: int) -> bool:
        return team_of(seat) == team_of(self.seat)

    def unseen_counts(self, suit_class: str):
        """({face: count}, {face: order}) of the unseen cards of one class (cached)."""
        found = self._cache.get(suit_class)
        if found is None:
            found = self._cache[suit_class] = face_counts(self.unseen.get(suit_class, ()), self.ctx)
        return found

    def unit_is_top(self, suit_class: str, spec: Spec, top: int) -> bool:
        """No unit of this shape above ``top`` can be made from the unseen cards of the class."""
        counts, orders = self.unseen_counts(suit_class)
        if spec == (1, 1):
            return all(orders[f] <= top for f in counts)
        found = candidates(counts, orders, spec)
        return not found or orders[found[0][0]] <= top

    def void_chance(self, seat: int, suit_class: str) -> float:
        """The chance that ``seat`` holds no card of this class: 1 when it has shown the void,
        else as if the unseen cards were dealt at random between the hidden hands."""
        if suit_class in self.voids[seat]:
            return 1.0
        total = sum(len(v) for v in self.unseen.values())
        held = self.hand_sizes[seat]
        if seat == self.seat or total <= 0 or held <= 0:
            return 0.0
        out = len(self.unseen.get(suit_class, ()))
        return max(0.0, (total - held) / total) ** out

    def ruff_chance(self, suit_class: str, seats) -> float:
        """The chance that one of ``seats`` can trump a lead of this side suit."""
        if suit_class == TRUMP or not self.unseen.get(TRUMP):
            return 0.0
        safe = 1.0
        for s in seats:
            if TRUMP in self.voids[s]:
                continue
            safe *= 1.0 - 0.9 * self.void_chance(s, suit_class)
        return 1.0 - safe

    def ruff_risk(self, suit_class: str, seats) -> bool:
        """Someone of ``seats`` has shown a void in this side suit and may still hold trumps."""
        if suit_class == TRUMP:
            return False
        return any(suit_class in self.voids[s] and TRUMP not in self.voids[s] and self.unseen.get(TRUMP)
                   for s in seats)

    def opponents(self) -> tuple[int, int]:
        return ((self.seat + 1) % 4, (self.seat + 3) % 4)

    def still_to_play(self) -> list[int]:
        """Seats after this one in the current trick."""
        if not self.trick:
            return [(self.seat + k) % 4 for k in (1, 2, 3)]
        first = self.trick[0][0]
        played = len(self.trick)
        return [(first + k) % 4 for k in range(played + 1, 4)]

    def can_be_beaten(self, strength: tuple[int, int], seat: int) -> float:
        """A rough chance that ``seat`` (still to play) beats a play of this strength: it
        needs the lead's shape above it in the led class, or (void there) in trumps.

        Against a single card the count decides: one higher card still out is far less of a
        threat than five, so the chance follows :meth:`holds_higher` (a seat that holds a
        higher card usually, not always, plays it). Pairs and tractors keep a flat guess."""
        lead = self.lead
        if lead is None:
            return 0.0
        led = lead.suit_class
        specs = [u.spec for u in lead.units if u.width > 1]
        single = lead.units[0].width == 1
        ruffed, top = strength
        chance = 0.0
        if not ruffed and led not in self.voids[seat] and self._higher_exists(led, lead, specs, top):
            chance = SINGLE_BEATEN * self.holds_higher(seat, led, top) if single else 0.4
        if led != TRUMP and TRUMP not in self.voids[seat]:
            bar = top if ruffed else -1
            if self._higher_exists(TRUMP, lead, specs, bar):
                void = self.void_chance(seat, led)
                if single:
                    void *= self.holds_higher(seat, TRUMP, bar)
                chance = max(chance, void * (0.85 if single else 0.5))
        return chance

    def holds_higher(self, seat: int, suit_class: str, top: int) -> float:
        """The chance that ``seat`` holds at least one card of this class above ``top``, as if
        the unseen cards were dealt at random between the hidden hands (and the kitty)."""
        counts, orders = self.unseen_counts(suit_class)
        higher = sum(n for f, n in counts.items() if orders[f] > top)
        total = sum(len(v) for v in self.unseen.values())
        held = self.hand_sizes[seat]
        if not higher or total <= 0 or held <= 0:
            return 0.0
        miss = 1.0
        for k in range(higher):
            miss *= max(0.0, (total - held - k) / (total - k))
        return 1.0 - miss

    def _higher_exists(self, suit_class: str, lead: Lead, specs, top: int) -> bool:
        counts, orders = self.unseen_counts(suit_class)
        if sum(counts.values()) < lead.size:
            return False
        if lead.units[0].width == 1:
            return any(orders[f] > top for f in counts)
        spec = specs[0]
        found = candidates(counts, orders, spec)
        if not found or orders[found[0][0]] <= top:
            return False
        return len(specs) == 1 or place(dict(counts), orders, specs) is not None

    def current_best(self) -> tuple[int, tuple[int, int] | None]:
        """(seat, strength) of the play winning the trick so far."""
        found = self._cache.get("best")
        if found is None:
            found = self._cache["best"] = self._find_best()
        return found

    def _find_best(self) -> tuple[int, tuple[int, int] | None]:
        best_seat, best = None, None
        for seat, cards in self.trick:
            s = play_strength(cards, self.lead, self.ctx)
            if best_seat is None or (s is not None and (best is None or s > best)):
                best_seat, best = seat, s
        return best_seat, best

    def kitty_reserve(self, play) -> float:
        """What spending this seat's strongest trump costs near the end: it is what wins the
        last trick and so the kitty bonus (抠底) — for the attackers to win it, for the
        dealer's side to stop it. Nothing on the last trick itself, or early in the hand."""
        if self.cards_left <= len(play) or self.cards_left > 3 * len(play) + 2:
            return 0.0
        cls, order = self.ctx.suit_class, self.ctx.order
        trumps = [order[c] for c in self.hand if cls[c] == TRUMP]
        if not trumps or not any(cls[c] == TRUMP and order[c] == max(trumps) for c in play):
            return 0.0
        return 0.5 * (2 * self.kitty_points + 5)

    def trick_points(self) -> int:
        return sum(card_points(cards) for _, cards in self.trick)


def read_table(obs) -> TableView:
    """The seat's :class:`TableView` of an observation in phase ``play`` (or ``bury``)."""
    ctx = obs.context
    mine = set(obs.hand)
    gone = {c for t in obs.tricks for _, cards in t.plays for c in cards}
    gone.update(c for _, cards in obs.trick for c in cards)
    gone.update(obs.kitty if obs.phase == "play" else ())
    unseen: dict[str, list[Card]] = {}
    cls = ctx.suit_class
    for card in ALL_CARDS:
        if card.deck < obs.decks and card not in mine and card not in gone:
            unseen.setdefault(cls[card], []).append(card)
    lead = read_lead(obs.trick[0][1], ctx, obs.decks) if obs.trick else None
    if obs.kitty and obs.phase == "play":
        kitty_points = card_points(obs.kitty)
    else:
        kitty_points = KITTY_GUESS_PER_DECK * obs.decks
    options = dict(obs.options)
    return TableView(seat=obs.seat, ctx=ctx, decks=obs.decks, hand=tuple(obs.hand), dealer=obs.dealer,
                     unseen=unseen, voids=obs.voids, trick=tuple(obs.trick), lead=lead,
                     kitty_points=kitty_points, cards_left=len(obs.hand),
                     hand_sizes=tuple(obs.card_counts), kitty_rule=options.get("kitty_multiplier", "double"))
