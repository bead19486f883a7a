"""斗地主's overlay: 地主/农民, the kitty and the stake, bidding and 倒/踢回, how a hand ends.

Everything here reads the viewer's ``DoudizhuObservation`` (fields beyond the
shared climbing ones: ``face_up_card, face_up_seat, bids, landlord, base,
kitty, doubled, redoubled, multiplier``). 癞子斗地主 (``doudizhu-wild``) is the
same game without 倒/踢回 (:class:`WildDoudizhuOverlay`); its wild 3s are chosen
through the reading chooser (:mod:`scenes.climbing.reading_chooser`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from engine.actions import Action, Bid, Double, Pass, Play
from engine.cards import Card
from engine.climbing.variants.doudizhu_score import farmer_stake

from ..table import animation as anim
from ..table.action_bar import ButtonSpec, Decision
from ..table.view_model import Badge, Centre, Pill, SeatView, TableModel
from .overlay import ClimbingOverlay

LANDLORD = Badge("table.landlord", "gold", role=True)
FARMER = Badge("table.farmer", "green", role=True)
DOUBLED = Badge("table.double", "red")

CALL_KEYS = {
    "no_bid": "table.no_bid", "bid_1": "table.bid_1", "bid_2": "table.bid_2", "bid_3": "table.bid_3",
    "double": "table.double", "no_double": "table.no_double",
    "redouble": "table.redouble", "no_redouble": "table.no_redouble",
}
_POSITIVE = {"bid_1", "bid_2", "bid_3", "double", "redouble"}


@dataclass(frozen=True)
class DoudizhuInfo:
    """斗地主's facts on the model (``model.kitty``, ``model.bids_high`` …)."""

    kitty: tuple[Card, ...]         # face up once shown to everyone, else ()
    kitty_hidden: int               # backs to draw while the kitty is still face down
    face_up_card: Card | None       # 明牌, shown during the bidding
    face_up_seat: int | None
    landlord: int | None
    base: int
    multiplier: int
    bids_high: int
    redoubled: bool | None
    viewer_multiplier: int | None   # the multiplier as the viewer lives it (see below)


def viewer_multiplier(obs: Any, viewer: int | None) -> int | None:
    """The multiplier as the viewer lives it: the landlord's total, or a farmer's own share.

    The observation's ``multiplier`` is the landlord's factor, Σ farmer stakes × 2^bombs
    (× spring); a farmer risks only their own stake of it. None before there is a landlord.
    """
    landlord = obs.landlord
    if landlord is None:
        return None
    if viewer is None or viewer == landlord:
        return obs.multiplier
    farmers = [s for s in range(len(obs.card_counts)) if s != landlord]
    doubled = obs.doubled
    stakes = {s: farmer_stake(bool(doubled[s]) if s < len(doubled) else False, obs.redoubled) for s in farmers}
    return obs.multiplier * stakes[viewer] // max(1, sum(stakes.values()))


class DoudizhuOverlay(ClimbingOverlay):
    variants = ("doudizhu",)
    max_hand = 20
    deal_cards = 17
    centre_cards = 3
    kitty_size = 3
    decision_phases = ("bid", "double", "redouble", "play")
    sort_modes = ("rank", "group")
    show_places = False

    # the model ------------------------------------------------------------------------------
    def role(self, obs: Any, seat: int) -> str | None:
        if obs.landlord is None:
            return None
        return "landlord" if seat == obs.landlord else "farmer"

    def badges(self, obs: Any, seat: int) -> tuple[Badge, ...]:
        role = self.role(obs, seat)
        badges = []
        if role is not None:
            badges.append(LANDLORD if role == "landlord" else FARMER)
        doubled = getattr(obs, "doubled", ())
        if seat < len(doubled) and doubled[seat]:
            badges.append(DOUBLED)
        return tuple(badges)

    def calls(self, obs: Any) -> dict[int, str]:
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

    def call_words(self, call: str) -> tuple[str, bool]:
        return CALL_KEYS.get(call, "table.passed"), call in _POSITIVE

    def shows_plays(self, obs: Any) -> bool:
        return obs.phase != "bid"

    def info(self, obs: Any, viewer: int | None) -> DoudizhuInfo:
        bidding = obs.phase == "bid"
        return DoudizhuInfo(
            kitty=tuple(obs.kitty), kitty_hidden=0 if obs.kitty else self.kitty_size,
            face_up_card=obs.face_up_card if bidding else None,
            face_up_seat=obs.face_up_seat if bidding else None,
            landlord=obs.landlord, base=obs.base, multiplier=obs.multiplier,
            bids_high=max((value for _seat, value in obs.bids), default=0),
            redoubled=obs.redoubled, viewer_multiplier=viewer_multiplier(obs, viewer))

    def centre(self, obs: Any, viewer: int | None) -> Centre:
        """The kitty (backs until shown), 底分 and the viewer's 倍数, the 明牌 while bidding."""
        info = self.info(obs, viewer)
        base = info.base or info.bids_high
        pills = []
        if base:
            pills.append(Pill("table.base", base))
        if info.viewer_multiplier:
            pills.append(Pill("table.multiplier", info.viewer_multiplier, "table.multiplier_value"))
        return Centre(cards=info.kitty, hidden=info.kitty_hidden, pills=tuple(pills),
                      featured=info.face_up_card, featured_seat=info.face_up_seat,
                      flash=info.viewer_multiplier)

    def marked_card(self, obs: Any, viewer: int | None):
        return obs.face_up_card if obs.phase == "bid" and obs.face_up_seat == viewer else None

    # decisions ------------------------------------------------------------------------------
    def decision(self, model: TableModel) -> Decision | None:
        if model.phase in ("bid", "double", "redouble"):
            return Decision(model.phase, high_bid=model.bids_high)
        return None

    def bar_specs(self, decision: Decision, tr) -> list[ButtonSpec]:
        """不叫 1分 2分 3分 (only higher bids enabled); 不倒 倒; 不踢 踢回."""
        phase = decision.phase
        if phase == "bid":
            first_open = decision.high_bid + 1
            specs = [(tr("table.no_bid"), Pass(), True, False, "Space")]
            for value in (1, 2, 3):
                specs.append((tr(f"table.bid_{value}"), Bid(value), value > decision.high_bid,
                              value == first_open, ""))
            return specs
        if phase == "double":
            return [(tr("table.no_double"), Double(False), True, False, "Space"),
                    (tr("table.double"), Double(True), True, True, "Enter")]
        if phase == "redouble":
            return [(tr("table.no_redouble"), Double(False), True, False, "Space"),
                    (tr("table.redouble"), Double(True), True, True, "Enter")]
        return []

    def pass_action(self, phase: str) -> Action:
        return Double(False) if phase in ("double", "redouble") else Pass()

    def status(self, model: TableModel, acting: SeatView, mine: bool, tr) -> tuple[str, bool] | None:
        phase = model.phase
        if phase == "bid":
            return (tr("table.status.your_bid"), True) if mine else (tr("table.status.bidding", name=acting.name), False)
        if phase == "double":
            return ((tr("table.status.your_double"), True) if mine
                    else (tr("table.status.doubling", name=acting.name), False))
        if phase == "redouble":
            return ((tr("table.status.your_redouble"), True) if mine
                    else (tr("table.status.doubling", name=acting.name), False))
        return None

    # events and the result --------------------------------------------------------------
    def feed_event(self, feed: Any, event: Any, result: Any) -> bool:
        kind, seat, data = event.kind, event.seat, event.data
        tr = feed.tr
        if kind == "redeal":
            feed.log.append(tr("table.log.redeal"))
            result.note = tr("table.status.redeal")
        elif kind == "bid":
            value = data.get("value", 0)
            key = "table.log.bid" if value else "table.log.no_bid"
            feed.log.append(tr(key, name=feed.name_of(seat), value=value))
            feed.queue.push("bubble", anim.BUBBLE, seat)
            feed.play_sound("click")
        elif kind == "landlord":
            cards = " ".join(str(c) for c in data.get("kitty", ()))
            mine = seat == feed.viewer
            feed.log.append(tr("table.log.you_landlord" if mine else "table.log.landlord",
                               name=feed.name_of(seat), cards=cards))
            feed.queue.push("kitty", anim.KITTY, seat)
            result.note = (tr("table.status.you_landlord") if mine
                           else tr("table.status.landlord_is", name=feed.name_of(seat)))
        elif kind in ("doubled", "redoubled"):
            yes = bool(data.get("yes"))
            key = {("doubled", True): "table.log.doubled", ("doubled", False): "table.log.not_doubled",
                   ("redoubled", True): "table.log.redoubled",
                   ("redoubled", False): "table.log.not_redoubled"}[(kind, yes)]
            feed.log.append(tr(key, name=feed.name_of(seat)))
            feed.queue.push("bubble", anim.BUBBLE, seat)
            feed.play_sound("click")
        else:
            return False
        return True

    def result_summary(self, result: Any, tr, name_of: Callable[[int], str]) -> list[str]:
        """地主胜 / 农民胜, then 春天 or 反春 when it happened."""
        extras = [tr("result.landlord_won" if result.landlord_won else "result.farmers_won")]
        if result.spring:
            extras.append(tr("table.spring"))
        if result.reverse_spring:
            extras.append(tr("table.reverse_spring"))
        return extras


class WildDoudizhuOverlay(DoudizhuOverlay):
    """癞子斗地主: 斗地主 without 倒/踢回; a play with 3s that reads several ways is chosen in the
    reading chooser, from the engine's ``state.readings(seat, cards)`` — ``(reading, Combo)`` pairs,
    a reading being one natural rank per 3 of the play (by order), () for every 3 as itself."""

    variants = ("doudizhu-wild",)
    decision_phases = ("bid", "play")
    WILD_RANK = 3

    def decision(self, model: TableModel) -> Decision | None:
        return Decision("bid", high_bid=model.bids_high) if model.phase == "bid" else None

    def readings(self, table: Any, cards: tuple) -> list[tuple] | None:
        listed = getattr(table.match.state, "readings", None)
        if listed is None or table.viewer is None or not any(c.rank == self.WILD_RANK for c in cards):
            return None
        tr = table.app.tr
        return [(self.reading_label(cards, reading), Play(cards, reading), tr.combo(combo.kind))
                for reading, combo in listed(table.viewer, tuple(cards))]

    def reading_label(self, cards, reading) -> tuple:
        """The cards in the order they stand for, each wild 3 as ``(card, rank)``: 4 5 6 [3→8] 7."""
        order = self.card_order
        threes = sorted((c for c in cards if c.rank == self.WILD_RANK), key=lambda c: (c.suit.value, c.deck))
        others = [c for c in cards if c.rank != self.WILD_RANK]
        if not reading or all(rank == self.WILD_RANK for rank in reading):
            items = [(c, order.rank(c)) for c in cards]
        else:
            items = [(c, order.rank(c)) for c in others]
            for card, rank in zip(threes, reading):
                items.append(((card, rank) if rank != self.WILD_RANK else card, order.rank_of(rank)))
        items.sort(key=lambda item: item[1])
        return tuple(item for item, _strength in items)
