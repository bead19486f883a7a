"""The trick table's action bar: declare buttons during the deal, 扣底, 提示 and 出牌.

Why only what the rules allow: the declare buttons are exactly the viewer's
``legal_actions`` of the moment (亮♥, 反♠♠, 定主, 反无主 …), so a button can never
offer a refused declaration; 扣底 is enabled only with the kitty's number of cards
raised, 出牌 only for a legal play — with the rules' reason, in the players' words,
under the bar otherwise.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.actions import Pass, Play
from engine.errors import RuleError
from engine.shengji.actions import Bury, Declare

from ..assets import font
from ..table.action_bar import HINT, ActionBar
from ..widgets import label_size

#: Reasons whose sentence names the suit the player still holds (``suit`` param).
_SUIT_REASONS = ("must_follow_suit", "must_follow_pairs", "must_follow_tractor", "must_follow_triple",
                 "must_follow_titanic")


@dataclass(frozen=True)
class Decision:
    phase: str                              # "deal", "bury", "play"
    declarations: tuple = ()                # deal: (label, Declare) pairs
    can_pass: bool = False                  # deal: all cards are out, 不亮 closes the deal
    ready: bool = False                     # bury / play: the selection is acceptable
    reason: str = ""
    selection: tuple = ()
    note: str = ""                          # the shared ActionBar reads it (a sentence over the buttons)


def reason_text(error: RuleError, tr) -> str:
    """A refusal in the players' words; the must-follow reasons name the suit ("你还有红桃对子")."""
    reason = getattr(error, "reason", "")
    params = dict(getattr(error, "params", {}) or {})
    if reason in _SUIT_REASONS and "suit" in params:
        return tr(f"table.sj.reason.{reason}", suit=tr(f"table.sj.suit.{params['suit']}"))
    return tr.reason(error)


def declaration_label(action: Declare, standing, viewer: int, tr) -> str:
    """亮♥ / 亮♥♥ (first), 定主♥♥ (adding to one's own), 反♠♠ / 反无主 (overturning)."""
    cards = action.cards
    first = cards[0]
    joker = first.is_joker
    if joker:
        what = tr("table.sj.no_trump")
        size = tr("table.sj.big_joker" if first.rank == 16 else "table.sj.small_joker")
        what = f"{what}·{size}" + (f"×{len(cards)}" if len(cards) > 2 else "")
    else:
        what = first.suit.symbol * len(cards)
    if standing is None:
        verb = "table.sj.declare"
    elif standing[0] == viewer and not joker and standing[1] and standing[1][0].suit == first.suit:
        verb = "table.sj.reinforce"
    else:
        verb = "table.sj.overturn"
    return tr(verb, what=what)


def decide(table) -> Decision | None:
    """What the viewer of ``table`` may decide now (None: nothing)."""
    model = table.model
    viewer = table.viewer
    if model is None or viewer is None or table.controller is None or not table.controller.is_human(viewer):
        return None
    tr = table.app.tr
    if model.phase == "deal":
        legal = [a for a in table.controller.legal_actions(viewer) if isinstance(a, Declare)]
        asked = model.review_seat == viewer     # declaring in turn: 不亮 is always there
        if not legal and not asked:
            return None
        pairs = tuple((declaration_label(a, model.standing, viewer, tr), a) for a in legal)
        return Decision("deal", declarations=pairs, can_pass=asked or model.cards_dealt >= model.cards_to_deal)
    if not model.viewer_to_act:
        return None
    selection = table.hand.selection
    if model.phase == "bury":
        need = model.kitty_size
        ready = len(selection) == need
        reason = "" if ready else tr("table.sj.bury_pick", count=need, chosen=len(selection))
        return Decision("bury", ready=ready, reason=reason, selection=selection)
    if model.phase != "play":
        return None
    if not selection:
        return Decision("play")
    error = table.check(Play(selection))
    if error is not None:
        return Decision("play", reason=reason_text(error, tr), selection=selection)
    return Decision("play", ready=True, selection=selection)


def _need(button, height: int) -> int:
    """The narrowest a button can be with its whole label (its key hint may go)."""
    size = label_size(height)
    return font(size, button.primary).size(button.text)[0] + size + 4


def _fair_widths(widths: list[int], needs: list[int], room: int) -> list[int]:
    """Equal widths, except that a label that would be cut (a long 不出 / Pass among the bids' numbers)
    gets its width from the buttons with room to spare, as far as the row allows."""
    widths = [max(w, need) for w, need in zip(widths, needs)]
    over = sum(widths) - room
    while over > 0:
        spare = [i for i, (w, need) in enumerate(zip(widths, needs)) if w > need]
        if not spare:
            break
        cut = -(-over // len(spare))
        for i in spare:
            take = min(cut, widths[i] - needs[i], over)
            widths[i] -= take
            over -= take
    return widths


class TrickBar(ActionBar):
    #: the x range the buttons may use (between the viewer's badge and the 理牌 button)
    band: tuple[int, int] | None = None

    def rebuild(self, decision, row, reason_pos, tr, body) -> None:
        super().rebuild(decision, row, reason_pos, tr, body)
        self._reflow(row, body)

    def _reflow(self, row, body: int) -> None:
        """Many declare buttons (three decks): narrower, then in two rows, always inside the band."""
        if not self.buttons or self.band is None:
            return
        left, right = self.band
        gap = max(6, body // 2)
        room = right - left
        widths = [b.rect.width for b in self.buttons]
        if sum(widths) + gap * (len(widths) - 1) <= room and self.buttons[0].rect.left >= left \
                and self.buttons[-1].rect.right <= right:
            return
        rows = [self.buttons]
        narrow = [min(w, max(body * 4, (room - gap * (len(widths) - 1)) // len(widths))) for w in widths]
        if len(self.buttons) > 1 and (sum(narrow) + gap * (len(narrow) - 1) > room or min(narrow) < body * 5):
            # (one button never splits: a narrow window such as 1024×2160 once made an empty row)
            half = (len(self.buttons) + 1) // 2
            rows = [self.buttons[:half], self.buttons[half:]]
        for r, buttons in enumerate(rows):
            count = len(buttons)
            width = max(1, min(max(b.rect.width for b in buttons), (room - gap * (count - 1)) // count))
            widths = _fair_widths([width] * count, [_need(b, row.height) for b in buttons],
                                  room - gap * (count - 1))
            total = sum(widths) + gap * (count - 1)
            x = (left + right) // 2 - total // 2
            y = row.y - (len(rows) - 1 - r) * (row.height + gap)
            for button, w in zip(buttons, widths):
                button.rect = button.rect.__class__(x, y, w, row.height)
                x += w + gap

    def specs(self, decision: Decision, tr):
        if decision.phase == "deal":
            specs = [(label, action, True, False, "") for label, action in decision.declarations]
            if decision.can_pass:
                specs.append((tr("table.sj.no_declare"), Pass(), True, False, "Space"))
            return specs
        if decision.phase == "bury":
            return [(tr("table.hint"), HINT, True, False, "H"),
                    (tr("table.sj.bury"), Bury(decision.selection) if decision.ready else Bury(()),
                     decision.ready, True, "Enter")]
        return [(tr("table.hint"), HINT, True, False, "H"),
                (tr("table.play"), Play(decision.selection) if decision.ready else Play(()),
                 decision.ready, True, "Enter")]

    def _apply_focus(self) -> None:
        keyboard = self.decision is not None and self.decision.phase == "deal"
        for i, button in enumerate(self.buttons):
            button.focused = keyboard and i == self.focus
