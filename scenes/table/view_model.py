"""The drawn model of the table: what one seat may see, in screen terms.

Why a separate model: the table draws *only* from this value, and this value
is built *only* from the viewer's observation (``state.observe(viewer)``), so
no hidden card can reach the screen by accident — a test can list every card
face the table would draw (:meth:`TableModel.visible_faces`) and compare it
with the observation. Seats are turned into screen positions here (the viewer
at the bottom, the next seat counter-clockwise on the right).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from engine.cards import Card
from engine.doudizhu_score import farmer_stake

from .layout import BOTTOM, LEFT, RIGHT

_POSITIONS_FROM_VIEWER = (BOTTOM, RIGHT, LEFT)


@dataclass(frozen=True)
class SeatView:
    seat: int
    position: str
    name: str
    role: str | None            # "landlord", "farmer", or None before the bidding ends
    count: int                  # cards held
    acting: bool                # this seat's decision is pending
    is_viewer: bool
    call: str | None            # what the seat said in this phase: "bid_2", "no_bid", "double" …
    play: tuple[Card, ...] | None   # this round's last play; () = passed; None = nothing yet
    doubled: bool               # chose 倒 (shown as a tag during play)
    score: int
    autoplay: bool = False
    person: bool = False        # one of several people at the computer (drawn with their marker)


@dataclass(frozen=True)
class TableModel:
    viewer: int | None
    phase: str
    hand_no: int
    hands_total: int
    seats: tuple[SeatView, ...]
    hand: tuple[Card, ...]
    kitty: tuple[Card, ...]         # face up once shown to everyone, else ()
    kitty_hidden: int               # backs to draw while the kitty is still face down
    face_up_card: Card | None       # 明牌, shown during the bidding
    face_up_seat: int | None
    base: int
    multiplier: int
    lead_kind: str | None
    lead_seat: int | None
    bids_high: int
    redoubled: bool | None
    result: Any

    @property
    def viewer_multiplier(self) -> int | None:
        """The multiplier as the viewer lives it: the landlord's total, or a farmer's own share.

        The observation's ``multiplier`` is the landlord's factor, Σ farmer stakes × 2^bombs
        (× spring); a farmer risks only their own stake of it. None before there is a landlord.
        """
        landlord = next((s for s in self.seats if s.role == "landlord"), None)
        if landlord is None:
            return None
        me = next((s for s in self.seats if s.is_viewer), None)
        if me is None or me.role == "landlord":
            return self.multiplier
        stakes = {s.seat: farmer_stake(s.doubled, self.redoubled) for s in self.seats if s.role == "farmer"}
        return self.multiplier * stakes[me.seat] // max(1, sum(stakes.values()))

    def seat_at(self, position: str) -> SeatView:
        return next(s for s in self.seats if s.position == position)

    @property
    def viewer_to_act(self) -> bool:
        return self.viewer is not None and any(s.acting and s.is_viewer for s in self.seats)

    def visible_faces(self) -> set[Card]:
        """Every card whose face the table draws: own hand, plays, shown kitty, 明牌."""
        faces = set(self.hand) | set(self.kitty)
        for seat in self.seats:
            faces.update(seat.play or ())
        if self.face_up_card is not None:
            faces.add(self.face_up_card)
        return faces


def position_of(seat: int, viewer: int | None, seats: int = 3) -> str:
    base = viewer if viewer is not None else 0
    return _POSITIONS_FROM_VIEWER[(seat - base) % seats]


def build(obs: Any, viewer: int | None, names: Callable[[int], str],
          autoplay: frozenset[int] = frozenset(), kitty_size: int = 3,
          bottom: int | None = None, people: frozenset[int] = frozenset()) -> TableModel:
    """The model of ``obs`` (which must be ``state.observe(viewer)``).

    ``bottom`` is the seat drawn at the bottom when it is not the viewer's (hot-seat:
    the person being handed the computer, while the public state is shown).
    """
    if obs.seat != viewer:
        raise ValueError("the observation must belong to the viewer")
    num = len(obs.card_counts)
    calls = _calls(obs)
    plays: dict[int, tuple[Card, ...]] = {}
    for seat, cards in obs.round_plays:
        plays[seat] = tuple(cards)
    seats = []
    for seat in range(num):
        role = None
        if obs.landlord is not None:
            role = "landlord" if seat == obs.landlord else "farmer"
        seats.append(SeatView(
            seat=seat, position=position_of(seat, viewer if bottom is None else bottom, num), name=names(seat), role=role,
            count=obs.card_counts[seat], acting=seat in obs.to_act, is_viewer=seat == viewer,
            call=calls.get(seat), play=plays.get(seat) if obs.phase != "bid" else None,
            doubled=bool(obs.doubled[seat]) if seat < len(obs.doubled) else False,
            score=obs.scores[seat] if seat < len(obs.scores) else 0,
            autoplay=seat in autoplay, person=seat in people,
        ))
    in_bidding = obs.phase == "bid"
    high = max((value for _seat, value in obs.bids), default=0)
    return TableModel(
        viewer=viewer, phase=obs.phase, hand_no=obs.hand_no, hands_total=obs.hands_total,
        seats=tuple(seats), hand=tuple(obs.hand), kitty=tuple(obs.kitty),
        kitty_hidden=0 if obs.kitty else kitty_size,
        face_up_card=obs.face_up_card if in_bidding else None,
        face_up_seat=obs.face_up_seat if in_bidding else None,
        base=obs.base, multiplier=obs.multiplier,
        lead_kind=obs.lead.kind if obs.lead is not None else None,
        lead_seat=obs.lead_seat, bids_high=high, redoubled=obs.redoubled, result=obs.result,
    )


def _calls(obs: Any) -> dict[int, str]:
    """The word each seat said in the current decision phase (bubbles in the play areas)."""
    calls: dict[int, str] = {}
    if obs.phase == "bid":
        for seat, value in obs.bids:
            calls[seat] = f"bid_{value}" if value else "no_bid"
    elif obs.phase in ("double", "redouble"):
        for seat, doubled in enumerate(obs.doubled):
            if doubled is not None:
                calls[seat] = "double" if doubled else "no_double"
        if obs.redoubled is not None and obs.landlord is not None:
            calls[obs.landlord] = "redouble" if obs.redoubled else "no_redouble"
    return calls
