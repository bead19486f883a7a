"""绵阳打撇 on the trick table: what the game adds to 升级's four-seat table.

Why an overlay and not a table of its own: the trick table (scenes/trick_table.py with
scenes/trick/) already draws four seats, the hand, the plays of a trick, its gathering,
上一墩, the action bar, hot-seat hand-offs and the result. 打撇 adds its own phases and
words: the bidding bar (40–100 in fives, 不叫, the current high bid, 第三盘庄家必打), the
trump chooser, the 4-card put-back (a forbidden card refused with the engine's reason),
the shown put-back cards, 倒 / 踢回 / 放弃 / 认输 with each seat's stake, 摆撇 with every
hand face up, the points of both sides against the contract and the result with each
factor. Everything here reads only the viewer's observation (``DapieObservation``). Its play log
is :mod:`.dapie_feed`, its result panel :mod:`.dapie_result`.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.actions import Bid, Double, Pass, Play
from engine.cards import Card
from engine.dapie.actions import Concede, LayDown, PutBack
from engine.dapie.rules import KITTY
from engine.tricks.winner import single_trick_winner

from .. import theme
from ..cardart import CardArt, suit_icon
from ..table.action_bar import HINT
from ..table.result_panel import SeatLine
from ..widgets import draw_panel, draw_text, line_height, render, wrap_lines
from .controls import TrickBar, reason_text
from .hand import TrickHand
from .layout import BOTTOM, LEFT, RIGHT, TOP, position_of
from .model import SeatView, TrickModel
from .overlay import TrickOverlay
from .painter import open_card_rects, open_tray, own_row_origin
from .top_bar import draw_band, draw_chips, suit_on_dark
from .dapie_feed import DapieFeed, suit_text
from .dapie_result import DapieResultPanel

#: Phases decided with buttons only (the keyboard moves between them).
BUTTON_PHASES = ("bid", "trump", "double", "answer")
DECIDING = ("bid", "trump", "put_back", "double", "answer", "play")
DECLARER_FILL = (232, 172, 52)
DOUBLE_FILL = (200, 70, 56)
STAKE_FILL = (52, 96, 132)
PASS_FILL = (70, 80, 84)



# --- the hand -----------------------------------------------------------------------------------

class DapieHand(TrickHand):
    """The trick table's hand; trumps carry the 主 mark (打撇 has no level cards)."""

    def mark_of(self, card: Card) -> str | None:
        ctx = self.ctx
        if ctx is None or getattr(ctx, "trump_suit", None) is None:
            return None
        return "trump" if ctx.is_trump(card) else None



def _longest_suit(choices, hand):
    """The trump choice Enter names at first: the suit the declarer holds most of (ties: the
    one with more high cards). Enter on the first button named ♠ for a hand with one spade."""
    named = [a for a in choices if hasattr(a, "suit")]
    if not named:
        return None

    def weight(action):
        mine = [c for c in hand if not c.is_joker and c.suit.value == action.suit]
        return len(mine), sum(c.rank for c in mine)

    return max(named, key=weight)

# --- the decision and the bar -------------------------------------------------------------------

@dataclass(frozen=True)
class DapieDecision:
    phase: str
    actions: tuple = ()                     # bid / trump / double / answer: the legal actions
    ready: bool = False                     # put_back / play: the selection is acceptable
    reason: str = ""
    selection: tuple = ()
    note: str = ""                          # the sentence over the buttons
    lay_down: bool = False                  # play: 摆撇 is offered
    focus_on: object = None                 # the button Enter presses at first (trump: the longest suit)


class DapieBar(TrickBar):
    def rebuild(self, decision, row, reason_pos, tr, body) -> None:
        """As every bar; a new prompt's first focus may be the decision's own (``focus_on``)."""
        fresh = decision is not None and (self.decision is None or self.decision.phase != decision.phase)
        super().rebuild(decision, row, reason_pos, tr, body)
        wanted = getattr(decision, "focus_on", None)
        if fresh and wanted is not None:
            at = next((i for i, b in enumerate(self.buttons) if b.action == wanted and b.enabled), None)
            if at is not None:
                self.focus = at
                self._refocus()

    def specs(self, decision: DapieDecision, tr):
        phase = decision.phase
        if phase == "bid":
            # A bid is a contract the bidder must make: Enter is 不叫 where passing is allowed,
            # the lowest bid only for the third deal's dealer, who must bid.
            specs = []
            bids = [a for a in decision.actions if isinstance(a, Bid)]
            may_pass = any(isinstance(a, Pass) for a in decision.actions)
            if may_pass:
                specs.append((tr("table.dp.pass"), Pass(), True, True, "Enter"))
            for i, action in enumerate(bids):
                specs.append((str(action.value), action, True, i == 0 and not may_pass, ""))
            return specs + [(tr("table.hint"), HINT, True, False, "H")]    # the hint says which bid, and why
        hint = (tr("table.hint"), HINT, True, False, "H")     # every prompt has its hint (H too)
        if phase == "trump":
            return [(tr(f"table.sj.suit_sym.{a.suit}"), a, True, False, "") for a in decision.actions] + [hint]
        if phase == "double":
            return [(tr("table.dp.no_double"), Double(False), True, True, ""),
                    (tr("table.dp.double"), Double(True), True, False, ""), hint]
        if phase == "answer":
            return [(tr("table.dp.play_on"), Double(False), True, True, ""),
                    (tr("table.dp.redouble"), Double(True), True, False, ""),
                    (tr("table.dp.concede"), Concede(), True, False, ""), hint]
        if phase == "put_back":
            return [(tr("table.hint"), HINT, True, False, "H"),
                    (tr("table.dp.put_back"), PutBack(decision.selection) if decision.ready else PutBack(()),
                     decision.ready, True, "Enter")]
        specs = []
        if decision.lay_down:
            specs.append((tr("table.dp.lay_down"), LayDown(), True, False, ""))
        specs += [(tr("table.hint"), HINT, True, False, "H"),
                  (tr("table.play"), Play(decision.selection) if decision.ready else Play(()),
                   decision.ready, True, "Enter")]
        return specs

    def note_layout(self, small: int):
        """Over the top row of buttons (the bids may take two rows)."""
        box, lines = super().note_layout(small)
        if self.buttons:
            top = min(b.rect.top for b in self.buttons)
            box.bottom = min(box.bottom, top - max(4, small // 2))
        return box, lines

    def _apply_focus(self) -> None:
        keyboard = self.decision is not None and self.decision.phase in BUTTON_PHASES
        for i, button in enumerate(self.buttons):
            button.focused = keyboard and i == self.focus


# --- the overlay -----------------------------------------------------------------------------------

class DapieGame(TrickOverlay):
    """The trick table's hooks for 打撇 (the protocol: scenes/trick/overlay.py)."""

    feed_class = DapieFeed
    selection_actions = (Play, PutBack)

    def __init__(self) -> None:
        self.obs = None

    # pieces -----------------------------------------------------------------------------
    def new_hand(self) -> DapieHand:
        return DapieHand()

    def new_bar(self) -> DapieBar:
        return DapieBar()

    def max_hand(self, obs) -> int:
        """The declarer holds the hand and the kitty while putting four back."""
        return obs.rules.hand_size + KITTY

    def button_phase(self, phase: str) -> bool:
        return phase in BUTTON_PHASES

    def hand_kitty(self, obs) -> tuple:
        """The cards just taken from the kitty are outlined while the declarer puts 4 back."""
        return obs.kitty_taken if obs.phase == "put_back" else ()

    # the model ---------------------------------------------------------------------------
    def build(self, obs, viewer, name_of, autoplay, bottom, people, tr) -> TrickModel:
        self.obs = obs
        if bottom is None:
            bottom = viewer
        plays = dict(obs.trick)
        record = tuple(obs.trick)
        last = obs.tricks[-1] if obs.tricks else None
        done = False
        if not plays and last is not None and obs.phase in ("play", "hand_over", "match_over"):
            plays, record, done = dict(last.plays), last.plays, True
        winning = None
        if record:
            winning = last.winner if done else single_trick_winner([(s, c[0]) for s, c in record], obs.context)
        seats = []
        for seat in range(4):
            seats.append(SeatView(
                seat=seat, position=position_of(seat, bottom), name=name_of(seat), count=obs.card_counts[seat],
                acting=seat in obs.to_act and obs.phase in DECIDING, is_viewer=seat == viewer,
                is_dealer=seat == obs.dealer and obs.phase == "bid", team=0, level=0,
                autoplay=seat in autoplay, play=plays.get(seat), declared=(), person=seat in people,
                tags=tuple(self.seat_words(obs, seat, tr)),
                open_cards=tuple(obs.open_hands[seat]) if obs.open_hands and seat != viewer else ()))
        return TrickModel(
            phase=obs.phase, hand_no=obs.hand_no, viewer=viewer, seats=tuple(seats), hand=obs.hand,
            kitty=tuple(obs.put_back) if obs.phase == "play" else (), kitty_size=KITTY, decks=1, level_rank=0,
            trump_suit=obs.trump_suit, trump_fixed=obs.trump_suit is not None, levels=(0, 0), dealer=obs.dealer,
            standing=None, cards_dealt=0, cards_to_deal=0, attacker_points=obs.opponent_points, point_cards=(),
            penalty_points=0, step=0, trick_seen_done=done, winning_seat=winning if plays else None, throw=None,
            last_trick=last, tricks_done=len(obs.tricks), result=obs.result,
            viewer_to_act=viewer is not None and viewer in obs.to_act and obs.phase in DECIDING)

    # the decision ------------------------------------------------------------------------
    def decide(self, table) -> DapieDecision | None:
        model, viewer = table.model, table.viewer
        if model is None or viewer is None or table.controller is None or not table.controller.is_human(viewer):
            return None
        if not model.viewer_to_act:
            return None
        tr, obs, phase = table.app.tr, self.obs, model.phase
        legal = tuple(table.legal_actions())
        name_of = table.name_of
        if phase == "bid":
            if obs.high_bid:
                seat = next(s for s, v in reversed(obs.bids) if v == obs.high_bid)
                note = tr("table.dp.note.high_bid", bid=obs.high_bid, name=name_of(seat))
            else:
                note = tr("table.dp.note.no_bid")
            if obs.must_bid:
                note = tr("reason.dapie_dealer_must_bid", low=min(a.value for a in legal if isinstance(a, Bid)))
            return DapieDecision("bid", actions=legal, note=note)
        if phase == "trump":
            return DapieDecision("trump", actions=legal, focus_on=_longest_suit(legal, obs.hand),
                                 note=tr("table.dp.note.trump", contract=obs.contract))
        if phase == "double":
            return DapieDecision("double", actions=legal, note=tr(
                "table.dp.note.double", name=name_of(obs.declarer), contract=obs.contract,
                suit=suit_text(obs.trump_suit.value if obs.trump_suit else None, tr)))
        if phase == "answer":
            doublers = tr("table.dp.list_sep").join(name_of(s) for s in range(4) if obs.doubled[s])
            first = next(s for s in _after(obs.declarer) if obs.doubled[s])
            return DapieDecision("answer", actions=legal, note=tr(
                "table.dp.note.answer", names=doublers, first=name_of(first), amount=2 * obs.base))
        selection = table.hand.selection
        if phase == "put_back":
            note = tr("table.dp.note.put_back")
            if len(selection) != KITTY:
                return DapieDecision("put_back", reason=tr("table.dp.put_back_pick", count=KITTY,
                                                           chosen=len(selection)),
                                     selection=selection, note=note)
            error = table.check(PutBack(selection))
            if error is not None:
                return DapieDecision("put_back", reason=reason_text(error, tr), selection=selection, note=note)
            return DapieDecision("put_back", ready=True, selection=selection, note=note)
        if phase != "play":
            return None
        lay_down = any(isinstance(a, LayDown) for a in legal)
        note = tr("table.dp.note.lay_down") if lay_down else ""
        if not selection:
            return DapieDecision("play", lay_down=lay_down, note=note)
        error = table.check(Play(selection))
        if error is not None:
            return DapieDecision("play", reason=reason_text(error, tr), selection=selection, lay_down=lay_down,
                                 note=note)
        return DapieDecision("play", ready=True, selection=selection, lay_down=lay_down, note=note)

    def confirm(self, table) -> None:
        """Enter: 出牌 / 换底 with the raised cards, else the focused button."""
        phase = table.model.phase
        if not table.my_turn():
            if table.viewer is not None and phase == "play":
                table.show_note(table.app.tr("reason.not_your_turn"))
            return
        if phase == "play":
            table.act(Play(table.hand.selection))
        elif phase == "put_back":
            table.act(PutBack(table.hand.selection))
        else:
            action = table.bar.focused_action()
            if action is not None:
                table.act(action)

    # words --------------------------------------------------------------------------------
    def status(self, table) -> tuple[str, bool]:
        tr, model, obs = table.app.tr, table.model, self.obs
        phase = model.phase
        if phase == "match_over":
            return tr("table.status.match_over"), False
        if phase == "hand_over":
            return tr("table.status.hand_over"), False
        acting = next((s for s in model.seats if s.acting), None)
        if acting is None:
            return "", False
        autoplay = table.viewer is not None and table.controller is not None \
            and table.viewer in table.controller.autoplay
        if acting.is_viewer and autoplay:
            return tr("table.status.autoplay"), False
        if acting.is_viewer:
            if phase == "play":
                if obs.laid_down:
                    return tr("table.dp.status.follow_laid_down"), True
                lead = not obs.trick
                return tr("table.sj.status.your_lead" if lead else "table.sj.status.your_follow"), True
            return tr(f"table.dp.status.your_{phase}"), True
        if phase == "play":
            return tr("table.status.playing", name=acting.name), False
        return tr(f"table.dp.status.{phase}", name=acting.name), False

    def line_text(self, key, params, factor, tr, name_of) -> str:
        """One line of the result (``line.dapie_*``) with the seat's name and the factor."""
        params = dict(params or {})
        extra = {"factor": factor}
        if "seat" in params:
            extra["name"] = name_of(params["seat"])
        if "kind" in params:
            extra["kind_text"] = tr(f"table.dp.special.{params['kind']}")
        if "amount" in params:
            amount = params["amount"]
            extra["amount"] = f"+{amount}" if amount > 0 else str(amount)
        return tr(f"line.{key}", **{**params, **extra})

    def result_summary(self, result, tr, name_of) -> list[str]:
        out = [tr(f"table.dp.res.outcome.{result.outcome}", name=name_of(result.declarer))]
        if result.special:
            out.append(tr(f"table.dp.special.{result.special}"))
        return out

    def result_panel(self, table, result, match_over: bool) -> DapieResultPanel:
        scores = table.obs.scores
        people = table.people_shown()
        viewer = table.headline_seat()
        seats = [SeatLine(seat, table.name_of(seat), None, result.deltas[seat], scores[seat], seat == viewer,
                          person=seat in people) for seat in range(4)]
        return DapieResultPanel(table.model.hand_no, result, seats, viewer, match_over,
                                table.name_of, table.next_hand, table.to_menu, on_back=table.open_menu, overlay=self,
                                viewable=True, deciding=self.deciding_trick(result))

    def deciding_trick(self, result):
        """The trick that broke a 摆撇 (the hand's last: an opponent took a point with it), else None."""
        tricks = self.obs.tricks if self.obs is not None else ()
        failed = result.laid_down and result.outcome == "loss"
        return tricks[-1] if failed and tricks else None

    # drawing ------------------------------------------------------------------------------
    def draw_top_bar(self, surface, app, pic) -> None:
        """主 · 叫分 / 合约 · 打家 points against the contract · 撇家 points · 底注 · 第n局."""
        obs, L, tr = self.obs, pic.layout, app.tr
        if obs is None:
            return
        s = L.sizes
        draw_band(surface, L.top_bar)
        parts = [(tr("table.sj.trump"), theme.TEXT_DIM, False)]
        if obs.trump_suit is not None:
            parts.append(suit_icon(obs.trump_suit, round(s.body * 1.25), suit_on_dark(obs.trump_suit)))
            parts.append((tr(f"table.sj.suit.{obs.trump_suit.value}"), theme.ACCENT, True))
        else:
            parts.append((tr("table.dp.no_trump_yet"), theme.TEXT, True))
        chips = [parts]
        if obs.declarer is None:
            chips.append([(tr("table.dp.high_bid"), theme.TEXT_DIM, False),
                          (str(obs.high_bid) if obs.high_bid else "—", theme.ACCENT, True)])
        else:
            chips.append([(tr("table.dp.declarer_points"), theme.TEXT_DIM, False),
                          (f"{obs.declarer_points}/{obs.contract}", theme.ACCENT, True)])
            chips.append([(tr("table.dp.opponent_points"), theme.TEXT_DIM, False),
                          (str(obs.opponent_points), theme.TEXT, True)])
        if obs.laid_down:
            chips.append([(tr("table.dp.lay_down"), theme.ACCENT, True)])
        chips.append([(tr("table.dp.base"), theme.TEXT_DIM, False), (str(obs.base), theme.TEXT, True)])
        if obs.hands_total:
            chips.append([(tr("table.dp.hand_of", hand=obs.hand_no, total=obs.hands_total), theme.TEXT_DIM, False)])
        draw_chips(surface, L.top_bar, chips, L.last_rect.left - s.pad, s)

    def draw_extra(self, surface, app, pic) -> None:
        """The seats' tags are drawn by the panels; here: the middle before the play (the bids, the
        contract, the shown put-back) and, during the play, the shown put-back by the viewer's badge."""
        obs, L, tr = self.obs, pic.layout, app.tr
        if obs is None:
            return
        s = L.sizes
        if obs.phase in ("bid", "trump", "put_back", "double", "answer"):
            self._draw_middle(surface, pic, tr, s, app.art)
        elif obs.phase == "play" and obs.shown_put_back and obs.seat != obs.declarer:
            w = L.small_card_w
            h = CardArt.size(w)[1]
            x, y = own_row_origin(L, h, s)
            label = draw_text(surface, tr("table.dp.shown"), (x, y + h // 2), s.small, theme.TEXT_DIM,
                              anchor="midleft")
            x = label.right + s.pad // 2
            for card in obs.shown_put_back:
                surface.blit(app.art.face(card, w), (x, y))
                x += round(w * 0.55)

    def seat_words(self, obs, seat: int, tr) -> list[tuple[str, tuple]]:
        """A seat's tags by its name: the bid this deal, 打家 and the contract, 倒 / 踢回 / 摆撇, the stake."""
        out: list[tuple[str, tuple]] = []
        if obs.declarer is None:
            mine = [v for s, v in obs.bids if s == seat]
            if mine:
                value = mine[-1]
                out.append((tr("table.dp.tag.bid", value=value) if value else tr("table.dp.tag.pass"),
                            STAKE_FILL if value else PASS_FILL))
            return out
        if seat == obs.declarer:
            out.append((tr("table.dp.tag.declarer", contract=obs.contract), DECLARER_FILL))
            return out      # 踢回 shows in the 撇家' ×4, 摆撇 in the top bar (the viewer's badge is narrow)
        if obs.doubled[seat]:       # 不倒 shows as the ×1 (the side panels are narrow)
            out.append((tr("table.dp.double"), DOUBLE_FILL))
        if obs.phase in ("double", "answer", "play", "hand_over", "match_over"):
            out.append((tr("table.dp.tag.stake", stake=obs.stakes[seat]), STAKE_FILL))
        return out

    def _draw_middle(self, surface, pic, tr, s, art) -> None:
        """Before the play: the auction (high bid, 第三盘庄家必打) or the contract, and the shown put-back."""
        obs, L = self.obs, pic.layout
        lines: list[tuple[str, tuple, bool]] = []
        if obs.declarer is None:
            if obs.high_bid:
                seat = next(st for st, v in reversed(obs.bids) if v == obs.high_bid)
                lines.append((tr("table.dp.middle.high_bid", bid=obs.high_bid, name=pic.model.seats[seat].name),
                              theme.ACCENT, True))
            else:
                lines.append((tr("table.dp.middle.no_bid"), theme.TEXT, True))
            lines.append((tr("table.dp.middle.range"), theme.TEXT_DIM, False))
            if obs.redeals:
                lines.append((tr("table.dp.middle.redeals", deal=obs.redeals + 1), theme.TEXT_DIM, False))
            if obs.must_bid:
                lines.append((tr("table.dp.middle.must_bid", name=pic.model.seats[obs.dealer].name),
                              (255, 160, 140), True))
        else:
            name = pic.model.seats[obs.declarer].name
            suit = suit_text(obs.trump_suit.value if obs.trump_suit else None, tr)
            lines.append((tr("table.dp.middle.contract", name=name, contract=obs.contract, suit=suit),
                          theme.ACCENT, True))
            lines.append((tr("table.dp.middle.rule"), theme.TEXT_DIM, False))
        cards = tuple(obs.shown_put_back) if obs.declarer is not None and (obs.put_back or obs.shown_put_back
                                                                            or obs.phase in ("double", "answer")) else ()
        show_cards = obs.phase in ("double", "answer")
        top = L.play_rects[TOP].top
        bottom = L.play_rects[BOTTOM].bottom
        card_w = L.play_card_w
        card_h = CardArt.size(card_w)[1]
        step = line_height(s.body)
        width = max(render(t, s.body, bold=b).get_width() for t, _, b in lines) + 4 * s.pad
        width = min(max(width, round(L.size[0] * 0.3)), L.seat_rects["right"].left - L.seat_rects["left"].right
                    - 2 * s.pad)
        between = open_hands_gap(pic, s)
        centre_x = L.size[0] // 2
        if between is not None:          # 明牌 / 摆撇: the side hands lie in the lanes; keep clear of them
            width = min(width, between[1] - between[0])
            centre_x = (between[0] + between[1]) // 2
            lines = [(part, colour, bold) for text, colour, bold in lines
                     for part in wrap_lines(text, s.body, width - 2 * s.pad, bold)]
        height = len(lines) * step + 2 * s.pad
        if show_cards:
            height += step + (card_h + s.pad if cards else 0)
        box = pygame.Rect(0, 0, width, min(height, bottom - top))
        box.center = (centre_x, (top + bottom) // 2)
        if between is not None:          # narrower and taller: it grows down from the top play's place
            box.top = min(box.top, top)
        box = self.clear_of_note(box, pic, top, s)
        draw_panel(surface, box, radius=s.radius * 2, fill=(8, 26, 24, 200))
        y = box.y + s.pad
        for text, colour, bold in lines:
            draw_text(surface, text, (box.centerx, y + step // 2), s.body, colour, bold=bold, anchor="center",
                      max_width=box.width - 2 * s.pad)
            y += step
        if show_cards:
            label = tr("table.dp.middle.shown") if cards else tr("table.dp.middle.none_shown")
            draw_text(surface, label, (box.centerx, y + step // 2), s.small, theme.TEXT_DIM, anchor="center",
                      max_width=box.width - 2 * s.pad)
            y += step
            if cards:
                gap = round(card_w * 0.15)
                total = len(cards) * card_w + (len(cards) - 1) * gap
                x = box.centerx - total // 2
                for card in cards:
                    surface.blit(art.face(card, card_w), (x, y))
                    x += card_w + gap


    @staticmethod
    def clear_of_note(box: pygame.Rect, pic, top: int, s) -> pygame.Rect:
        """The middle panel moved up (no higher than ``top``, the top seat's play) until the action
        bar's note over the buttons leaves its lines in view: at 150 % in 1280×800 the bids' two rows
        of buttons lift the note into the panel's second line (叫 40 到 100 分 …)."""
        bar = pic.bar
        if not pic.show_bar or bar is None or not getattr(bar, "note", "") or not bar.buttons:
            return box
        note, _lines = bar.note_layout(s.small)
        if not note.colliderect(box):
            return box
        return box.move(0, max(top, note.top - s.pad // 2 - box.height) - box.top)


def open_hands_gap(pic, s) -> tuple[int, int] | None:
    """The free span across the middle between the side seats' open hands (their trays), or None
    when no side hand lies open: the middle panel before the play must not hide their inner cards
    (a replay's 明牌 at a 倒 flag is exactly when a reviewer reads them)."""
    L = pic.layout
    trays = {}
    for position in (LEFT, RIGHT):
        cards = pic.model.seat_at(position).open_cards
        area = L.open_rects.get(position)
        rects = open_card_rects(len(cards), area, L.play_card_w) if cards and area is not None else []
        if rects:
            trays[position] = open_tray(rects, area)
    if not trays:
        return None
    left = trays[LEFT].right + s.pad if LEFT in trays else L.seat_rects[LEFT].right + s.pad
    right = trays[RIGHT].left - s.pad if RIGHT in trays else L.seat_rects[RIGHT].left - s.pad
    return (left, right) if right - left > 8 * s.body else None


def _after(declarer: int) -> list[int]:
    return [(declarer + k) % 4 for k in range(1, 4)]
