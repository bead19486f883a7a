"""升级 / 拖拉机 / 三副牌 on the trick table: the overlay of the game the table was first built for.

What 升级 adds to the four-seat trick table: declaring during the deal (亮主, 反主, 不亮
when the cards are out, or in turn after the deal with several people at the computer),
扣底, the top bar with trump and both teams' levels, and the result that moves the levels.
Everything reads the viewer's observation (``ShengjiObservation``) or the model built
from it; decisions ask the table (``legal_actions``, ``check``), never the engine's state.
"""
from __future__ import annotations

from engine.actions import Pass, Play
from engine.shengji.actions import Bury, Declare

from .controls import decide as decide_shengji
from .feed import TrickFeed, suit_name
from .model import build as build_model
from .overlay import TrickOverlay
from .result_panel import ShengjiResultPanel
from .top_bar import draw_top_bar


class ShengjiGame(TrickOverlay):
    """The trick table's hooks for 升级 (one, two or three decks)."""

    feed_class = TrickFeed
    selection_actions = (Play, Bury)

    def __init__(self) -> None:
        self.obs = None

    def max_hand(self, obs) -> int:
        """A dealer holds the hand and the kitty while burying."""
        return obs.cards_to_deal // len(obs.card_counts) + obs.kitty_size

    def button_phase(self, phase: str) -> bool:
        return phase == "deal"

    def hand_kitty(self, obs) -> tuple:
        return obs.kitty if obs.phase == "bury" else ()

    def hides_hands(self, obs) -> bool:
        """While a hot-seat deal arrives nobody's hand shows (they declare in turn once it is over)."""
        return obs.phase == "deal" and obs.review_seat is None

    def build(self, obs, viewer, name_of, autoplay, bottom, people, tr):
        self.obs = obs
        return build_model(obs, viewer, name_of, autoplay, show_finished=True, bottom=bottom, people=people)

    def decide(self, table):
        return decide_shengji(table)

    def confirm(self, table) -> None:
        """Enter: 出牌 / 扣底 with the raised cards; during the deal the focused declaration."""
        phase = table.model.phase
        if phase == "play" and table.my_turn():
            table.act(Play(table.hand.selection))
        elif phase == "bury" and table.my_turn():
            table.act(Bury(table.hand.selection))
        elif phase == "deal":
            action = table.bar.focused_action()
            if action is not None:
                table.act(action)
        elif table.viewer is not None and phase == "play":
            table.show_note(table.app.tr("reason.not_your_turn"))

    def intercept(self, table, action) -> bool:
        """不亮 while the cards are dealt in real time: the deal may close (no engine action)."""
        if isinstance(action, Pass) and table.model.phase == "deal" and table.model.review_seat is None:
            table.dealer_passes()
            return True
        return False

    def acts_out_of_turn(self, action) -> bool:
        return isinstance(action, Declare)

    def status(self, table) -> tuple[str, bool]:
        tr, model, obs = table.app.tr, table.model, self.obs
        text, mine = "", False
        phase = model.phase
        if phase == "deal":
            if model.review_seat is not None and model.review_seat == table.viewer:
                text, mine = tr("table.sj.status.declare_turn"), True
            elif model.review_seat is not None:
                text = tr("table.sj.status.declare_waiting", name=table.name_of(model.review_seat))
            elif table.bar.decision is not None and table.bar.decision.can_pass:
                text, mine = tr("table.sj.status.declare_last"), True
            elif model.standing is not None:
                text = tr("table.sj.status.standing", name=table.name_of(model.standing[0]),
                          suit=suit_name(model.trump_suit.value if model.trump_suit else None, tr))
            elif dict(obs.options).get("declare_timing") == "after":
                text = tr("table.sj.status.dealing_after")
            else:
                text = tr("table.sj.status.dealing")
        elif phase == "match_over":
            text = tr("table.status.match_over")
        elif phase == "hand_over":
            text = tr("table.status.hand_over")
        else:
            acting = next((s for s in model.seats if s.acting), None)
            if acting is not None:
                if acting.is_viewer and table.viewer_on_autoplay():
                    text = tr("table.status.autoplay")
                elif acting.is_viewer:
                    mine = True
                    if phase == "bury":
                        text = tr("table.sj.status.your_bury", count=model.kitty_size)
                    elif not any(s.play for s in model.seats) or model.trick_seen_done:
                        text = tr("table.sj.status.your_lead")
                    else:
                        text = tr("table.sj.status.your_follow")
                else:
                    key = "table.sj.status.burying" if phase == "bury" else "table.status.playing"
                    text = tr(key, name=acting.name)
        return text, mine

    def result_panel(self, table, result, match_over: bool) -> ShengjiResultPanel:
        return ShengjiResultPanel(table.model.hand_no, result, table.headline_seat(), match_over, table.name_of,
                                  table.next_hand, table.to_menu, on_back=table.open_menu, art=table.app.art,
                                  viewable=True)

    def draw_top_bar(self, surface, app, pic) -> None:
        """主 and the level cards, both teams' levels, the attackers' points."""
        L = pic.layout
        s = L.sizes
        draw_top_bar(surface, pic.model, L.top_bar, L.last_rect.left - s.pad, app.art, L.small_card_w, s, app.tr)
