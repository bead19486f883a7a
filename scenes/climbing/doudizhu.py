"""斗地主's overlay: 地主/农民, the kitty and the stake, bidding and 倒/踢回, how a hand ends.

Everything here reads the viewer's ``DoudizhuObservation`` (fields beyond the
shared climbing ones: ``face_up_card, face_up_seat, bids, landlord, base,
kitty, doubled, redoubled, bombs_played, multiplier``). 癞子斗地主 (``doudizhu-wild``) is
the same game without 倒/踢回 (:class:`WildDoudizhuOverlay`); its wild 3s are chosen
through the reading chooser (:mod:`scenes.climbing.reading_chooser`).

The stake is shown in the parts the rules multiply, the same words and numbers for
everyone at the table (and every person of a hot-seat game): 叫分 and the bombs'
doublings at the top centre, each farmer's own stake with the landlord (×1, 倒 ×2,
踢回 ×4) on that farmer's badge, and the result works each payment out in those terms.
One number per viewer (the landlord's sum, a farmer's share) made two people at one
table read different numbers for the same hand.
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


def farmer_badge(stake: int | None) -> Badge:
    """农民, and once that farmer has chosen 倒 or not the stake with it: 农民 ×1 / ×2 / ×4 — one
    pill, so it fits the narrowest panel and reads the same to everyone at the table."""
    if stake is None:
        return FARMER
    return Badge("table.farmer_stake", "green", role=True, params=(("value", stake),))


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
    stakes: dict                    # farmer seat -> stake (1, 2 倒, 4 踢回), once decided
    bomb_factor: int                # 2 per bomb or rocket played


def farmer_stakes(obs: Any) -> dict[int, int]:
    """Each farmer's stake once they have decided 倒 or not: 1, 2 (倒) or 4 (倒, then 踢回).

    The same numbers for everyone at the table: the stake is between the landlord and that
    farmer, and the rules (rules/climbing.md) score each farmer's payment as
    叫分 × stake × 2^bombs (× 2 for 春天). Farmers still deciding (and every farmer in
    癞子斗地主, which has no 倒) are left out."""
    landlord = obs.landlord
    if landlord is None:
        return {}
    doubled = getattr(obs, "doubled", ())
    return {seat: farmer_stake(bool(doubled[seat]), obs.redoubled)
            for seat in range(len(obs.card_counts))
            if seat != landlord and seat < len(doubled) and doubled[seat] is not None}


def bomb_factor(obs: Any) -> int:
    """2 for every bomb and rocket played so far: what the bombs multiply every payment by."""
    return 2 ** int(getattr(obs, "bombs_played", 0) or 0)


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
        if role is None:
            return ()
        return (LANDLORD if role == "landlord" else farmer_badge(farmer_stakes(obs).get(seat)),)

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
            redoubled=obs.redoubled, stakes=farmer_stakes(obs), bomb_factor=bomb_factor(obs))

    def centre(self, obs: Any, viewer: int | None) -> Centre:
        """The kitty (backs until shown), the stake's parts the same for everyone — 叫分 3, 炸弹 ×4,
        春天 ×2 at the end (each farmer's 倒/踢回 stake is on that farmer's panel) — and the 明牌
        while bidding. The bomb flash shows the bombs' new factor."""
        info = self.info(obs, viewer)
        bid = info.base or info.bids_high
        pills = []
        if bid:
            pills.append(Pill("table.stake.bid", bid))
        if info.landlord is not None:
            pills.append(Pill("table.stake.bombs", info.bomb_factor, "table.multiplier_value"))
        result = getattr(obs, "result", None)
        if result is not None and getattr(result, "spring", False):
            pills.append(Pill("table.spring", 2, "table.multiplier_value"))
        if result is not None and getattr(result, "reverse_spring", False):
            pills.append(Pill("table.reverse_spring", 2, "table.multiplier_value"))
        return Centre(cards=info.kitty, hidden=info.kitty_hidden, pills=tuple(pills),
                      featured=info.face_up_card, featured_seat=info.face_up_seat,
                      flash=info.bomb_factor if info.landlord is not None else None)

    def marked_card(self, obs: Any, viewer: int | None):
        return obs.face_up_card if obs.phase == "bid" and obs.face_up_seat == viewer else None

    # decisions ------------------------------------------------------------------------------
    def decision(self, model: TableModel) -> Decision | None:
        if model.phase in ("bid", "double", "redouble"):
            return Decision(model.phase, high_bid=model.bids_high)
        return None

    def bar_specs(self, decision: Decision, tr) -> list[ButtonSpec]:
        """不叫 1分 2分 3分 (only higher bids enabled); 不倒 倒; 不踢 踢回.

        Enter (the primary, focused button) never raises what is at stake: 倒 and 踢回 double it,
        so their prompts default to 不倒 / 不踢, and over a standing bid a higher one raises it, so
        the default is then 不叫. With no bid yet, 1分 opens the bidding at the lowest stake there
        is (if everyone passes the cards are dealt again). A raise takes a click, or → then Enter."""
        phase = decision.phase
        if phase == "bid":
            first_open = decision.high_bid + 1
            raising = decision.high_bid > 0
            specs = [(tr("table.no_bid"), Pass(), True, raising, "Space")]
            for value in (1, 2, 3):
                specs.append((tr(f"table.bid_{value}"), Bid(value), value > decision.high_bid,
                              value == first_open and not raising, ""))
            return specs
        if phase == "double":
            return [(tr("table.no_double"), Double(False), True, True, "Enter"),
                    (tr("table.double"), Double(True), True, False, "")]
        if phase == "redouble":
            return [(tr("table.no_redouble"), Double(False), True, True, "Enter"),
                    (tr("table.redouble"), Double(True), True, False, "")]
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
            cards = tr.cards(data.get("kitty", ()))
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

    def result_lines(self, result: Any, tr, name_of: Callable[[int], str]) -> list[str]:
        """The payments in the table's terms: 叫分 3, who chose 倒 / 踢回, the bombs' and 春天's
        doublings, then each farmer's payment worked out with the stake the farmer's badge shows —
        下家（×2）：3×2×2 = 12分 — and the landlord's sum."""
        bid, factors, farmers, shown = 1, [], [], []
        for key, params, factor in result.lines:
            if key == "bid":
                bid = int(params.get("value", factor))
                shown.append(tr("line.dz.bid", value=bid))
            elif key in ("bombs", "rocket", "spring", "reverse_spring"):
                factors.append(int(factor))
                shown.append(tr.line(key, params, factor))
            elif key in ("doubled", "redoubled"):       # why a stake is ×2 or ×4
                shown.append(tr.line(key, params, factor, name=name_of(params["seat"])))
            elif key == "farmer":
                farmers.append((params["seat"], int(params["stake"]), int(params["amount"])))
        for seat, stake, amount in farmers:
            parts = [bid, *factors] + ([stake] if stake > 1 else [])
            shown.append(tr("line.dz.farmer", name=name_of(seat), stake=tr("table.stake_plain", value=stake),
                            calc="×".join(str(p) for p in parts), amount=amount))
        landlord = next((s for s in range(len(result.deltas)) if s not in {f[0] for f in farmers}), None)
        if landlord is not None and farmers:
            shown.append(tr("line.dz.landlord", name=name_of(landlord),
                            calc=" + ".join(str(f[2]) for f in farmers),
                            amount=sum(f[2] for f in farmers)))
        return shown

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
    wild_ranks = (WILD_RANK,)

    def decision(self, model: TableModel) -> Decision | None:
        return Decision("bid", high_bid=model.bids_high) if model.phase == "bid" else None

    def play_order(self, obs: Any, cards: tuple) -> tuple:
        """The natural cards main part first (444 55), the wild 3s they were played with after them
        (the observation does not say what each 3 stood for); a play of 3s alone as it is."""
        wild = tuple(c for c in cards if c.rank == self.WILD_RANK)
        natural = tuple(c for c in cards if c.rank != self.WILD_RANK)
        if not natural:
            return super().play_order(obs, cards)
        return super().play_order(obs, natural) + super().play_order(obs, wild)

    def readings(self, table: Any, cards: tuple) -> list[tuple] | None:
        if table.viewer is None or not any(c.rank == self.WILD_RANK for c in cards):
            return None
        tr = table.app.tr
        return [(self.reading_label(cards, reading), Play(cards, reading), tr.combo(combo.kind))
                for reading, combo in table.controller.readings(table.viewer, cards)] or None

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
