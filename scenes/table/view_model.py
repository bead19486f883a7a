"""The drawn model of a climbing table: what one seat may see, in screen terms.

Why a separate model: the table draws *only* from this value, and this value
is built *only* from the viewer's observation (``state.observe(viewer)``), so
no hidden card can reach the screen by accident — a test can list every card
face the table would draw (:meth:`TableModel.visible_faces`) and compare it
with the observation. Seats are turned into screen positions here (the viewer
at the bottom, the next seat counter-clockwise on the right; 2 to 6 seats).

Generic on purpose: this module reads only the fields every climbing
observation has (``seat, phase, hand_no, hands_total, to_act, hand,
card_counts, lead, lead_seat, round_plays, history, out, scores, result,
options, shown_hands``) and imports no game's engine module. What a game adds — role badges
(地主/农民, teams, places), the top-centre info (斗地主's kitty and stake), the
words said in its decision phases — comes from its *overlay*
(:mod:`scenes.climbing`), and the game's own facts ride along in
``TableModel.game`` (readable directly on the model: ``model.bids_high``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from engine.cards import Card

from .layout import position_of
from .readings import StandIns, known_readings, laid_as_read, stand_ins


@dataclass(frozen=True)
class Badge:
    """A small pill on a seat's panel: a role (地主, 农民, a team, a place) or a tag (倒, 托管)."""

    key: str                            # i18n key of the words
    style: str = "red"                  # the fill: "gold", "green", "red", "blue", "violet", "grey"
    role: bool = False                  # a role (dark words, also on the result lines) or a tag
    params: tuple[tuple[str, Any], ...] = ()   # ((name, value), …) formatted into the words

    def text(self, tr) -> str:
        return tr(self.key, **dict(self.params))


@dataclass(frozen=True)
class Pill:
    """One "label value" pair of the top-centre pill (底分 3, 倍数 ×6)."""

    label_key: str
    value: Any
    value_key: str | None = None        # a template for the value ("table.multiplier_value": ×{value})


@dataclass(frozen=True)
class Centre:
    """What the top centre shows: cards (斗地主's kitty), a pill of numbers, a note, a featured card."""

    cards: tuple[Card, ...] = ()        # face up at the top centre (the kitty once shown to everyone)
    hidden: int = 0                     # backs to draw there while those cards are face down
    pills: tuple[Pill, ...] = ()
    note: str = ""                      # i18n key of a short sentence under the cards ("♦3 先出")
    note_params: tuple[tuple[str, Any], ...] = ()
    featured: Card | None = None        # a card shown large for a while (明牌 during the bidding)
    featured_seat: int | None = None    # who holds it (named under it)
    featured_key: str = "table.face_up"
    flash: int | None = None            # the number a bomb flash shows (the viewer's multiplier)

    def faces(self) -> set[Card]:
        faces = set(self.cards)
        if self.featured is not None:
            faces.add(self.featured)
        return faces


@dataclass(frozen=True)
class SeatView:
    seat: int
    position: str
    name: str
    role: str | None            # the game's role word ("landlord", "farmer", a team …), None before any
    count: int                  # cards held
    acting: bool                # this seat's decision is pending
    is_viewer: bool
    call: str | None            # what the seat said in this phase: "bid_2", "no_bid", "double" …
    play: tuple[Card, ...] | None   # this round's last play; () = passed; None = nothing yet
                                    # (a :class:`ReadPlay` when wild cards in it stand for others)
    score: int
    autoplay: bool = False
    person: bool = False        # one of several people at the computer (drawn with their marker)
    badges: tuple[Badge, ...] = ()   # role first, then tags (倒); 托管 is added by the panel
    place: int | None = None    # 1 = went out first (the observation's ``out``)
    shown: tuple[Card, ...] = ()    # the cards left, face up once the hand is over (everyone's)

    @property
    def role_badge(self) -> Badge | None:
        return next((b for b in self.badges if b.role), None)

    @property
    def stand_ins(self) -> StandIns:
        """What the wild cards of this seat's play stand for: ((card, natural rank), …); () for none."""
        return getattr(self.play, "stand_ins", ())


class ReadPlay(tuple):
    """A play's cards as laid on the table, carrying what its wild cards stand for (``stand_ins``),
    so the play area can mark each one ("→J") wherever the play is drawn. Equal to the plain tuple
    of its cards."""

    stand_ins: StandIns

    def __new__(cls, cards, ins: StandIns = ()):
        laid = super().__new__(cls, cards)
        laid.stand_ins = tuple(ins)
        return laid


@dataclass(frozen=True)
class TableModel:
    viewer: int | None
    phase: str
    hand_no: int
    hands_total: int
    seats: tuple[SeatView, ...]
    hand: tuple[Card, ...]
    lead_kind: str | None
    lead_seat: int | None
    result: Any
    out: tuple[int, ...] = ()
    centre: Centre = field(default_factory=Centre)
    deal_cards: int = 17         # cards each seat receives in the deal animation
    game: Any = None             # the overlay's own facts (斗地主: kitty, bids, stake …)
    lead_size: int = 0           # cards in the play to beat (0: the seat to act leads)

    def __getattr__(self, name: str) -> Any:
        """The game's facts read as the model's own (``model.bids_high``, ``model.kitty``)."""
        game = self.__dict__.get("game")
        if game is not None and not name.startswith("__") and hasattr(game, name):
            return getattr(game, name)
        raise AttributeError(name)

    def seat_at(self, position: str) -> SeatView:
        return next(s for s in self.seats if s.position == position)

    @property
    def viewer_to_act(self) -> bool:
        return self.viewer is not None and any(s.acting and s.is_viewer for s in self.seats)

    def visible_faces(self) -> set[Card]:
        """Every card whose face the table draws: own hand, plays, the top centre, a featured card."""
        faces = set(self.hand) | self.centre.faces()
        for seat in self.seats:
            faces.update(seat.play or ())
            faces.update(seat.shown)
        return faces

    @property
    def hands_shown(self) -> bool:
        """The hand is over and every hand lies face up (each seat's cards left in its play area)."""
        return any(seat.shown for seat in self.seats)


def build(obs: Any, viewer: int | None, names: Callable[[int], str],
          autoplay: frozenset[int] = frozenset(), *, overlay: Any = None,
          bottom: int | None = None, people: frozenset[int] = frozenset(),
          heard: dict | None = None) -> TableModel:
    """The model of ``obs`` (which must be ``state.observe(viewer)``) with the game's ``overlay``.

    ``bottom`` is the seat drawn at the bottom when it is not the viewer's (hot-seat:
    the person being handed the computer, while the public state is shown). ``heard``: the
    readings of this hand's wild plays from its events (:func:`~scenes.table.readings.heard_readings`),
    for games whose observation does not list them.
    """
    if obs.seat != viewer:
        raise ValueError("the observation must belong to the viewer")
    if overlay is None:
        from ..climbing.overlay import ClimbingOverlay

        overlay = ClimbingOverlay()
    num = len(obs.card_counts)
    calls = overlay.calls(obs)
    shows_plays = overlay.shows_plays(obs)
    plays: dict[int, tuple[Card, ...]] = {}
    readings = known_readings(obs, heard)
    is_wild = getattr(overlay, "is_wild", None)
    for seat, cards in obs.round_plays:
        plays[seat] = _laid(obs, tuple(cards), overlay, readings, is_wild) if cards else ()
    out = tuple(getattr(obs, "out", ()) or ())
    at_bottom = viewer if bottom is None else bottom
    shown_hands = tuple(getattr(obs, "shown_hands", ()) or ())
    seats = []
    for seat in range(num):
        seats.append(SeatView(
            seat=seat, position=position_of(seat, at_bottom, num), name=names(seat),
            role=overlay.role(obs, seat), count=obs.card_counts[seat], acting=seat in obs.to_act,
            is_viewer=seat == viewer, call=calls.get(seat), play=plays.get(seat) if shows_plays else None,
            score=obs.scores[seat] if seat < len(obs.scores) else 0,
            autoplay=seat in autoplay, person=seat in people, badges=overlay.badges(obs, seat),
            place=out.index(seat) + 1 if seat in out else None,
            shown=tuple(shown_hands[seat]) if seat < len(shown_hands) else (),
        ))
    return TableModel(
        viewer=viewer, phase=obs.phase, hand_no=obs.hand_no, hands_total=obs.hands_total,
        seats=tuple(seats), hand=tuple(obs.hand),
        lead_kind=obs.lead.kind if obs.lead is not None else None,
        lead_seat=obs.lead_seat, result=obs.result, out=out,
        centre=overlay.centre(obs, viewer), deal_cards=overlay.deal_cards, game=overlay.info(obs, viewer),
        lead_size=getattr(obs.lead, "size", 0) if obs.lead is not None else 0,
    )


def _laid(obs: Any, cards: tuple[Card, ...], overlay: Any, readings: dict, is_wild) -> tuple[Card, ...]:
    """A play as it lies on the table: in the order it reads, wild cards marked with what they
    stand for when the reading is known; else in the overlay's order."""
    ins = stand_ins(cards, readings.get(frozenset(cards), ()), is_wild) if is_wild is not None else ()
    if not ins:
        return tuple(overlay.play_order(obs, cards))
    return ReadPlay(laid_as_read(cards, ins, overlay.hand_order(obs).rank_of), ins)
