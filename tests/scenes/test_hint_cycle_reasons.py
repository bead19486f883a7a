"""The hint cycle says why (issue 31): the first suggestion carries the computer player's reason —
or, when a group is kept whole instead, the reason of the lead actually shown — later presses
carry none; the climbing and trick tables put the sentence in the status line."""
from __future__ import annotations

from engine.actions import Pass, Play
from engine.cards import Card, Suit
from ai.reason import Decision, Reason
from scenes import intents as it
from scenes.i18n import Translator
from scenes.table.hint_note import reason_text
from scenes.table.hint_note import reason_text as hint_sentence
from scenes.table.hints import HintCycle
from tests.scenes import test_doudizhu_table as ddz
from tests.scenes import test_shengji_table as sj


def c(rank, suit="S"):
    return Card(rank, Suit(suit))


class _Obs:
    def __init__(self, hand, lead=None):
        self.phase, self.hand, self.lead = "play", hand, lead


class _Controller:
    """Answers like the table controller: the hint with its reason, the legal list, the observation."""

    def __init__(self, decision, legal, obs):
        self.decision, self.legal, self.obs = decision, legal, obs

    def hint_decision(self, seat):
        return self.decision

    def hint(self, seat):
        return self.decision.action

    def legal_actions(self, seat):
        return self.legal

    def observe(self, seat):
        return self.obs


HAND = (c(6), c(6, "H"), c(7), c(8), c(9), c(10), c(11), c(13))
PLAN = Reason.of("ddz.lead_weakest", rank="6")


def test_the_first_suggestion_carries_the_computer_players_reason_and_later_presses_none():
    legal = [Play((c(13),)), Play((c(6), c(6, "H"))), Play((c(7), c(8), c(9), c(10), c(11)))]
    controller = _Controller(Decision(legal[2], PLAN), legal, _Obs(HAND))
    cycle = HintCycle(keep_groups=True)
    assert cycle.next(controller, 0, 5) == legal[2] and cycle.reason == PLAN
    assert cycle.next(controller, 0, 5) != legal[2] and cycle.reason is None
    cycle.next(controller, 0, 5)
    assert cycle.next(controller, 0, 5) == legal[2] and cycle.reason == PLAN   # round again: the first


def test_a_group_kept_whole_explains_the_group_shown_not_the_replaced_lead():
    """The computer leads a lone 6 out of 66 (its plan keeps a straight); the hint shows the pair,
    and says so — never the lone 6's reason."""
    legal = [Play((c(6),)), Play((c(13),)), Play((c(6), c(6, "H")))]
    controller = _Controller(Decision(legal[0], PLAN), legal, _Obs(HAND))
    cycle = HintCycle(keep_groups=True)
    assert cycle.next(controller, 0, 1) == legal[2]
    assert cycle.reason == Reason.of("hint.keep_pair", rank="6")
    assert hint_sentence(cycle.reason, Translator("zh")) == "整对出 6：不拆开对子"
    assert "6" in hint_sentence(cycle.reason, Translator("en"))


def test_the_computers_pass_comes_first_with_its_reason_then_the_plays():
    """Not overtaking the partner is a decision too: the hint says 不出 and why, then the plays."""
    why = Reason.of("ddz.partner_winning")
    legal = [Pass(), Play((c(13),))]
    controller = _Controller(Decision(Pass(), why), legal, _Obs(HAND, lead=object()))
    cycle = HintCycle(keep_groups=True)
    assert cycle.next(controller, 0, 2) == Pass() and cycle.reason == why
    assert cycle.next(controller, 0, 2) == legal[1] and cycle.reason is None


def test_a_controller_without_reasons_gives_none():
    class Plain:
        def hint(self, seat):
            return Play((c(13),))

        def legal_actions(self, seat):
            return [Play((c(13),))]

        def observe(self, seat):
            return _Obs(HAND)

    cycle = HintCycle(keep_groups=True)
    assert cycle.next(Plain(), 0, 0) == Play((c(13),)) and cycle.reason is None


def test_a_joker_in_a_reason_is_named_in_the_players_language():
    reason = Reason.of("hint.keep_pair", rank="大王")
    assert "大王" in hint_sentence(reason, Translator("zh"))
    assert "大王" not in hint_sentence(reason, Translator("en"))


def _explained(table, code):
    """The table's controller with every hint explained by ``code`` (what a policy would return)."""
    real = table.controller.hint_decision

    def hint_decision(seat):
        decision = real(seat)
        return None if decision is None else Decision(decision.action, Reason.of(code))
    table.controller.hint_decision = hint_decision


def test_the_climbing_table_shows_the_reason_of_the_hint(app):
    for language in ("zh", "en"):
        app.tr.language = language
        table = ddz.open_table(app, ddz.new_match())
        ddz.wait_for_turn(app, table)
        _explained(table, "hint.keep_whole")
        ddz.frame(app, it.Intent(it.HINT))
        assert table.picture().status == reason_text(Reason.of("hint.keep_whole"), app.tr)


def test_the_trick_table_shows_the_reason_of_the_hinted_play(app):
    table = sj.open_table(app, sj.new_match(seed=5))
    for _ in range(50):
        sj.wait_for_turn(app, table)
        if table.model.phase == "play":
            break
        sj.my_decision(app, table)
    _explained(table, "hint.keep_whole")
    sj.frame(app, it.Intent(it.HINT))
    assert table.hand.selection
    assert table.status()[0] == reason_text(Reason.of("hint.keep_whole"), app.tr)


def test_the_doudizhu_table_says_the_normal_players_own_reason(app):
    """No stand-in: after H at a 斗地主 table, the status line is the policy's reason for its bid
    and, in the play, for what H raised (or the 不出 it suggests), in both languages."""
    for language in ("zh", "en"):
        app.tr.language = language
        table = ddz.open_table(app, ddz.new_match(4))
        said = 0
        for _ in range(12):
            ddz.wait_for_turn(app, table)
            if table.model.phase == "hand_over" or not table.my_turn():
                break
            decision = table.controller.hint_decision(table.viewer)
            ddz.frame(app, it.Intent(it.HINT))
            if table.hints.reason == decision.reason:
                assert table.picture().status == hint_sentence(decision.reason, app.tr)
                said += 1
            if table.model.phase == "play" and table.hand.selection:
                ddz.frame(app, it.Intent(it.CONFIRM))
            else:
                ddz.frame(app, it.Intent(it.PASS))
        assert said >= 3
