"""吃苍蝇's overlay: the turned card and the two 混 ranks, the dealer's choice, the secret partner.

Reads the viewer's ``ChicangyingObservation`` (the shared climbing fields plus ``turned``,
``dealer``, ``upper`` / ``lower`` — the natural ranks of 上混 and 下混 —, ``mode`` as this
seat knows it, ``named``, ``partner`` when this seat knows who it is, ``revealed``) and
the public ``ChicangyingResult`` (``winner``, ``places``, ``alone``, ``partner``,
``lines`` ``ccy_alone`` / ``ccy_team``, ``deltas``). Nothing hidden can show: the
partner's badge comes only from the viewer's own observation (the partner sees it on
himself; everyone once his card is played, or from the result at the end), and 暗独 looks
like any hand to the others until the dealer shows the second copy.

The hand sorts in this hand's order (大王 小王 上混 下混 A … 3 2), the 混 cards carry an
arrow (up for 上混, down for 下混), the turned card and the two 混 ranks stay at the top
centre. The dealer's choice (``declare``) is a bar: 和搭档一起打 / 明独, or — holding both
copies of the turned card — 叫一张牌找搭档 (a chooser of the cards he holds once) / 暗独 /
明独, each explained above the buttons.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from engine.actions import Action, Pass
from engine.cards import BIG_JOKER, RANK_LABELS, Card, Suit
from engine.climbing.variants.chicangying import GoAlone, NameCard

from ..table import animation as anim
from ..table.action_bar import ButtonSpec, Decision
from ..table.hand_view import CardOrder
from ..table.view_model import Badge, Centre, Pill, SeatView, TableModel
from .overlay import FINISHED, ClimbingOverlay, place_badge

PARTNER, NAMED, OPEN_ALONE, SECRET_ALONE = "partner", "named", "open_alone", "secret_alone"
DECLARE = "declare"
#: The bar's button that opens the chooser of cards to name (a table step, not an engine action).
NAME_CARD = "ccy_name_card"
PLACE_KEYS = ("table.ccy.place1", "table.ccy.place2", "table.ccy.place3", "table.ccy.place4")
DEALER = Badge("table.ccy.dealer", "gold", role=True)
PARTNER_BADGE = Badge("table.ccy.partner", "green", role=True)
MODE_BADGES = {OPEN_ALONE: Badge("table.ccy.open_alone", "red"),
               SECRET_ALONE: Badge("table.ccy.secret_alone", "violet")}


def same_face(a: Card, b: Card) -> bool:
    return a.rank == b.rank and a.suit == b.suit


def _card(card: Card | None, tr) -> str:
    """A card in a log line, in the reader's language (a joker is 大王 / Big joker)."""
    return tr.card(card) if card is not None else ""


def rank_label(rank: int) -> str:
    return RANK_LABELS.get(rank, str(rank))


def named_pill(card: Card) -> Pill:
    """叫牌 and the card the dealer named; a joker by its name in the reader's language (大王 /
    Big joker), as :meth:`scenes.i18n.Translator.card` writes it."""
    if card.is_joker:
        return Pill("table.ccy.named", "", value_key="table.card.big_joker" if card.rank == BIG_JOKER
                    else "table.card.small_joker")
    return Pill("table.ccy.named", str(card))


def hand_naturals(upper: int, lower: int) -> tuple[int, ...]:
    """This hand's order of natural ranks, low to high: 2 … A without the 混 ranks, 下混, 上混,
    小王, 大王."""
    plain = tuple(r for r in range(2, 15) if r not in (upper, lower))
    return plain + (lower, upper, 15, 16)


@dataclass(frozen=True)
class ChicangyingInfo:
    """吃苍蝇's facts on the model, as the viewer knows them."""

    turned: Card | None
    dealer: int | None
    upper: int
    lower: int
    mode: str | None
    named: Card | None
    partner: int | None
    revealed: bool
    holds_both: bool            # the viewer deals and holds both copies of the turned card
    own_card: Card | None       # the hidden partner's card in the viewer's hand, to show first


class ChicangyingOverlay(ClimbingOverlay):
    variants = ("chicangying",)
    max_hand = 27
    deal_cards = 27
    centre_cards = 1
    decision_phases = (DECLARE, "play")
    sort_modes = ("rank", "group")

    def __init__(self) -> None:
        #: the turned and named cards of the hand on the table, for the words of the reveal
        self._turned: Card | None = None
        self._named: Card | None = None
        #: jokers turned and put back before this deal's card: told after the hand's first line
        #: (the events come before ``hand_started``, which starts the log afresh)
        self._jokers_turned: list[Card] = []

    # the model ------------------------------------------------------------------------------
    def info(self, obs: Any, viewer: int | None) -> ChicangyingInfo:
        self._turned, self._named = obs.turned, obs.named
        hand = tuple(obs.hand)
        both = (viewer is not None and viewer == obs.dealer and obs.turned is not None
                and sum(same_face(c, obs.turned) for c in hand) == 2)
        own = None
        if viewer is not None and obs.partner == viewer and obs.mode in (PARTNER, NAMED):
            face = obs.named if obs.mode == NAMED else obs.turned
            own = next((c for c in hand if face is not None and same_face(c, face)), None)
        return ChicangyingInfo(obs.turned, obs.dealer, obs.upper, obs.lower, obs.mode, obs.named,
                               obs.partner, obs.revealed, both, own)

    def _known(self, obs: Any) -> tuple[int | None, str | None]:
        """(partner, mode) as the viewer knows them; at the end of a hand the result tells all."""
        result = obs.result
        if obs.phase in FINISHED and result is not None:
            return result.partner, result.alone or obs.mode
        return obs.partner, obs.mode

    def badges(self, obs: Any, seat: int) -> tuple[Badge, ...]:
        """庄 on the dealer (with 明独 / 暗独 once the viewer may know it), 搭档 on the partner
        where the viewer knows him, then the place (大贡 … 尾贡, :func:`place_badge`: once the hand
        is over a role, shown on the result rows as 双扣's 头游 are)."""
        partner, mode = self._known(obs)
        badges = []
        if seat == obs.dealer:
            badges.append(DEALER)
            if mode in MODE_BADGES:
                badges.append(MODE_BADGES[mode])
        if partner is not None and seat == partner:
            badges.append(PARTNER_BADGE)
        place = place_badge(obs, seat, PLACE_KEYS, "blue")
        if place is not None:
            badges.append(place)
        return tuple(badges)

    def role(self, obs: Any, seat: int) -> str | None:
        partner, _mode = self._known(obs)
        if seat == obs.dealer:
            return "dealer"
        return "partner" if partner is not None and seat == partner else None

    def centre(self, obs: Any, viewer: int | None) -> Centre:
        """The turned card with 上混 and 下混 beside it (and the named card); while the dealer
        chooses, the turned card large in the middle with the dealer's name."""
        if obs.turned is None:
            return Centre()
        pills = [Pill("table.ccy.upper", rank_label(obs.upper)), Pill("table.ccy.lower", rank_label(obs.lower))]
        if obs.named is not None:
            pills.append(named_pill(obs.named))
        declaring = obs.phase == DECLARE
        return Centre(cards=(obs.turned,), pills=tuple(pills),
                      featured=obs.turned if declaring else None,
                      featured_seat=obs.dealer if declaring else None, featured_key="table.ccy.turned")

    def hand_order(self, obs: Any) -> CardOrder:
        if getattr(obs, "turned", None) is None:
            return self.card_order
        return CardOrder(hand_naturals(obs.upper, obs.lower))

    def hand_marks(self, obs: Any, viewer: int | None) -> dict:
        """Arrows on the 混 cards; a star on the turned card in the dealer's hand and on the card
        a hidden partner must show."""
        if obs.turned is None or viewer is None:
            return {}
        marks = {}
        for card in obs.hand:
            if card.rank == obs.upper:
                marks[card] = "hun_up"
            elif card.rank == obs.lower:
                marks[card] = "hun_down"
        if viewer == obs.dealer:
            for card in obs.hand:
                if same_face(card, obs.turned):
                    marks[card] = "star"
        own = self.info(obs, viewer).own_card
        if own is not None:
            marks[own] = "star"
        return marks

    # the dealer's choice ------------------------------------------------------------------------
    def decision(self, model: TableModel) -> Decision | None:
        if model.phase == DECLARE:
            return Decision(DECLARE, info=model.game)
        return None

    def bar_specs(self, decision: Decision, tr) -> list[ButtonSpec]:
        if decision.phase != DECLARE:
            return []
        if decision.info is not None and decision.info.holds_both:
            return [(tr("table.ccy.name_card"), NAME_CARD, True, True, "Enter"),
                    (tr("table.ccy.go_secret"), GoAlone(False), True, False, ""),
                    (tr("table.ccy.go_open"), GoAlone(True), True, False, "")]
        return [(tr("table.ccy.with_partner"), Pass(), True, True, "Enter"),
                (tr("table.ccy.go_open"), GoAlone(True), True, False, "")]

    def note(self, model: TableModel, tr) -> str:
        """The dealer's choices explained; in the play, the hidden partner's duty (or 暗独's secret).

        The box stands over the buttons, which is where the viewer's own play lies: the reminder
        shows only while the viewer has nothing on the table (leading, or not yet played this
        round), never over his cards or his 不出; the star on the card to show stays."""
        game = model.game
        if game is None or game.turned is None:
            return ""
        turned = str(game.turned)
        if model.phase == DECLARE:
            return tr("table.ccy.explain_both" if game.holds_both else "table.ccy.explain_partner", card=turned)
        if model.phase == "play" and not game.revealed and not self._own_play_shown(model):
            if game.own_card is not None:
                own = game.own_card
                rank = tr.card(own) if own.is_joker else rank_label(own.rank)
                return tr("table.ccy.note_partner", rank=rank, card=tr.card(own))
            if game.mode == SECRET_ALONE and model.viewer == game.dealer:
                return tr("table.ccy.note_secret", card=turned)
        return ""

    @staticmethod
    def _own_play_shown(model: TableModel) -> bool:
        """Whether the viewer's last play of this round, or his 不出, lies on the table now."""
        me = next((seat for seat in model.seats if seat.is_viewer), None)
        return me is not None and (me.play is not None or bool(me.call))

    def ui_action(self, table: Any, action: Any) -> bool:
        """叫一张牌找搭档: offer the cards the dealer holds once (the engine's list), biggest first."""
        if action != NAME_CARD:
            return False
        legal = [a for a in table.legal_actions() if isinstance(a, NameCard)]
        order = table.hand.order
        legal.sort(key=lambda a: (-order.rank(a.card), -order.suit(a.card)))
        table.open_chooser([((a.card,), a) for a in legal], table.app.tr("table.ccy.choose_card"))
        return True

    def need_text(self, kind: str, size: int | None, played: int | None, tr) -> str | None:
        """Only as many cards follow, of a higher rank (or joker group): the count is the rule,
        so the refusal says it once ("要出5张牌"), and as many cards of another kind that is lower
        (three 下混 on 大王 + 两小王) simply do not beat."""
        if played is not None and played == size:
            return tr("reason.cannot_beat")
        return tr("table.ccy.need", count=size) if size else None

    def pass_action(self, phase: str) -> Action:
        return Pass()

    def status(self, model: TableModel, acting: SeatView, mine: bool, tr) -> tuple[str, bool] | None:
        if model.phase == DECLARE:
            if mine:
                return tr("table.ccy.status.your_choice"), True
            return tr("table.ccy.status.choosing", name=acting.name), False
        return None

    # events -----------------------------------------------------------------------------------
    def feed_event(self, feed: Any, event: Any, result: Any) -> bool:
        kind, seat, data = event.kind, event.seat, event.data
        tr = feed.tr
        if kind == "joker_turned":
            self._jokers_turned.append(Card(data.get("rank", BIG_JOKER), Suit.JOKER))
        elif kind == "hand_started":
            feed.deal_started(data)
            for joker in self._jokers_turned:
                feed.log.append(tr("table.ccy.log.joker_turned", card=tr.card(joker)))
            self._jokers_turned = []
            self._turned, self._named = data.get("turned"), None
            text = tr("table.ccy.log.hand_started", card=_card(data.get("turned"), tr),
                      name=feed.name_of(data.get("dealer", 0)), upper=rank_label(data.get("upper", 0)),
                      lower=rank_label(data.get("lower", 0)))
            feed.log.append(text)
            result.note = text
        elif kind == "dealer_chose":
            mode, name = data.get("mode"), feed.name_of(seat)
            if mode == OPEN_ALONE:
                text = tr("table.ccy.log.open_alone", name=name)
                feed.queue.push("flash", anim.FLASH, seat, word=tr("table.ccy.flash.open"),
                                line=tr("table.ccy.flash.alone_line", name=name))
                feed.play_sound("bomb")
            elif mode == NAMED:
                self._named = data.get("named")
                text = tr("table.ccy.log.named", name=name, card=_card(data.get("named"), tr))
                feed.play_sound("click")
            else:
                text = tr("table.ccy.log.with_partner", name=name)
                feed.play_sound("click")
            feed.log.append(text)
            result.note = text
        elif kind == "dealer_secret_alone":           # private: only the dealer sees it
            feed.log.append(tr("table.ccy.log.you_secret"))
        elif kind == "partner_shown":
            self._partner_shown(feed, data, result)
        elif kind == "went_out":
            place = max(1, min(4, int(data.get("place", 1))))
            text = tr("table.ccy.log.went_out", name=feed.name_of(seat), place=tr(PLACE_KEYS[place - 1]))
            feed.log.append(text)
            result.note = text
        else:
            return False
        return True

    def _partner_shown(self, feed: Any, data: dict, result: Any) -> None:
        """The reveal: a big word over the table, a log line, the status note."""
        tr = feed.tr
        dealer = data.get("dealer")
        partner = data.get("partner")
        dealer_name = feed.name_of(dealer) if dealer is not None else ""
        if data.get("mode") == SECRET_ALONE or partner is None:
            text = tr("table.ccy.log.secret_shown", name=dealer_name, card=_card(self._turned, tr))
            word, line = tr("table.ccy.flash.secret"), tr("table.ccy.flash.alone_line", name=dealer_name)
        else:
            face = self._named if data.get("mode") == NAMED else self._turned
            card = _card(face, tr)
            if partner == feed.viewer:
                text = tr("table.ccy.log.you_partner_shown", card=card, dealer=dealer_name)
            elif dealer is not None and dealer == feed.viewer:
                text = tr("table.ccy.log.your_partner_shown", partner=feed.name_of(partner), card=card)
            else:
                text = tr("table.ccy.log.partner_shown", partner=feed.name_of(partner), card=card,
                          dealer=dealer_name)
            word = tr("table.ccy.flash.partner")
            line = (tr("table.ccy.flash.your_partner_line", name=feed.name_of(partner)) if dealer == feed.viewer
                    else tr("table.ccy.flash.partner_line", name=feed.name_of(partner), dealer=dealer_name))
        feed.log.append(text)
        result.note = text
        feed.queue.push("flash", anim.FLASH, partner, word=word, line=line)
        feed.play_sound("bomb")

    # the result ------------------------------------------------------------------------------
    def result_summary(self, result: Any, tr, name_of: Callable[[int], str]) -> list[str]:
        """明独成功 / 暗独失败 …, or which side won two against two (平局 for 1st and last)."""
        key, params, _factor = result.lines[0]
        if result.alone:
            style = "open" if result.alone == OPEN_ALONE else "secret"
            won = result.winner == params["dealer"]
            return [tr(f"result.ccy.{style}_{'won' if won else 'lost'}")]
        dealer = params["dealer"]
        if params["outcome"] == "level":
            return [tr("result.ccy.level")]
        side = "dealer_side" if params["first"] in (dealer, result.partner) else "other_side"
        return [tr(f"result.ccy.{side}", dealer=name_of(dealer), partner=name_of(result.partner))]

    def line_text(self, key: str, params: Any, factor: Any, tr, name_of: Callable[[int], str]) -> str:
        if key == "ccy_alone":
            style = "open" if params["mode"] == OPEN_ALONE else "secret"
            won = factor > 0
            return tr(f"line.ccy_{style}_{'won' if won else 'lost'}", dealer=name_of(params["dealer"]),
                      first=name_of(params["first"]), stake=abs(factor))
        if key == "ccy_team":
            return tr(f"line.ccy_{params['outcome']}", first=name_of(params["first"]),
                      partner=name_of(params["partner"]), factor=factor)
        return super().line_text(key, params, factor, tr, name_of)


__all__ = ["ChicangyingInfo", "ChicangyingOverlay", "NAME_CARD", "hand_naturals"]
