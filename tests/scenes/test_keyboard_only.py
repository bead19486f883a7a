"""Every game by keyboard alone (issue 32, item 3).

For every variant of the registry a person sits at a real table (the App, SDL's dummy driver)
and plays a whole hand to the result panel with key presses only — KEYDOWN events posted to
pygame's queue and read by the App's own frame, never a call into the table or the controller
to act. The test reads the screen's state (the hand, the buttons, the focus) and the legal
moves to decide what a person would press:

- cards: ←/→ move the cursor to each card of a legal play, Space raises it, Enter plays;
  a pass is Tab to 不出 and Enter; a phase of buttons (a bid, 倒, 亮主, 叫主 …) is Tab to the
  button and Enter;
- tiles: ←/→ raise the tile to discard, Enter discards it; 飘, 定缺, claims and 自摸 are Tab
  to the button and Enter;
- 21点: Tab to a chip and Enter, Tab to 下注 and Enter, Tab to 停牌 and Enter.

"""
from __future__ import annotations

import pygame
import pytest

from engine.actions import Action, Pass
from engine.match import Match, SeatPlayer
from engine.registry import all_specs, get_spec
from scenes.tables import table_for

SIZE = (1024, 640)
DT = 1 / 20
#: frames the computer players may take between two decisions of the person (a safety net)
WAIT_FRAMES = 6000


def _app():
    from scenes.app import App

    app = App(SIZE)
    app.settings.language = app.tr.language = "zh"
    app.settings.animation = "off"
    app.settings.bot_delay = 0.0
    app.audio.set_enabled(False)
    return app


def _table(app, variant: str, seed: int = 3):
    spec = get_spec(variant)
    players = (SeatPlayer("human", name=""),) + tuple(SeatPlayer("bot", "easy")
                                                      for _ in range(spec.seat_count() - 1))
    table = table_for(Match.new(variant, {}, seed=seed, players=players))
    table.threaded, table.bot_delay = False, 0
    app.stack.push(table)
    table.controller._save = lambda match: None
    return table


class Keyboard:
    """Key presses as a person makes them: a KEYDOWN posted to pygame's queue, then one frame of
    the App (which reads the queue, updates the top scene and draws)."""

    def __init__(self, app) -> None:
        self.app = app
        self.pressed: list[int] = []

    def press(self, key: int, shift: bool = False) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=pygame.KMOD_SHIFT if shift else 0,
                                             unicode="", scancode=0))
        self.pressed.append(key)
        self.app.step(DT)


def _focused(table):
    return table.key_focus.find(table.focus_buttons())


def _tab_to(keys: Keyboard, table, want) -> None:
    """Tab until the focused button is one ``want`` accepts; then Enter presses it."""
    for _ in range(len(table.focus_buttons()) + 3):
        button = _focused(table)
        if button is not None and want(button):
            assert button.focused, "the focused button is drawn with its ring"
            keys.press(pygame.K_RETURN)
            return
        keys.press(pygame.K_TAB)
    pytest.fail(f"Tab never reached the button: {[b.text for b in table.focus_buttons()]}")


def _raise_cards(keys: Keyboard, table, cards) -> None:
    """←/→ to each card and Space on it, from wherever the cursor is."""
    hand = table.hand
    if table.key_focus.target is not None:
        keys.press(pygame.K_ESCAPE)                     # the focus back to the hand
    if hand.cursor is None:
        keys.press(pygame.K_RIGHT)
    for index in sorted(hand.cards.index(card) for card in cards):
        while hand.cursor != index:
            keys.press(pygame.K_RIGHT if hand.cursor < index else pygame.K_LEFT)
        assert hand.show_cursor, "the cursor is drawn while the keys pick cards"
        keys.press(pygame.K_SPACE)
    assert set(hand.selection) == set(cards)


class Person:
    """What the person at the table presses next (one decision at a time)."""

    def __init__(self, keys: Keyboard, table) -> None:
        self.keys, self.table = keys, table
        self.decisions = 0
        self.raised_plays = 0           # plays made by arrows + Space

    def asked(self) -> bool:
        return self.table.my_turn() or bool(self.table.decision_buttons())

    def decide(self) -> None:
        self.decisions += 1
        family = get_spec(self.table.match.variant).family
        getattr(self, f"_{family}")()

    # card tables -----------------------------------------------------------------------------
    def _climbing(self) -> None:
        if self.table.chooser.active:                   # a wild play's readings: ←/→ + Enter
            self.keys.press(pygame.K_RETURN)
            return
        self._cards()

    def _trick(self) -> None:
        self._cards()

    def _cards(self) -> None:
        table, keys = self.table, self.keys
        legal = table.legal_actions()
        if table.hand_takes_keys():
            plays = [a for a in legal if getattr(a, "cards", None)]
            passes = [a for a in legal if isinstance(a, Pass)]
            if passes and (not plays or self.decisions % 3 == 0):
                _tab_to(keys, table, lambda b: isinstance(b.action, Pass))
                return
            play = min(plays, key=lambda a: (len(a.cards), table.hand.cards.index(a.cards[0])))
            _raise_cards(keys, table, play.cards)
            keys.press(pygame.K_RETURN)
            self.raised_plays += 1
            return
        buttons = [b for b in table.decision_buttons() if b.enabled and isinstance(b.action, Action)
                   and (b.action in legal or isinstance(b.action, Pass))]
        if not buttons:                                  # nothing to press yet (a deal arriving)
            self.keys.app.step(DT)
            return
        chosen = buttons[-1]
        _tab_to(keys, table, lambda b: b.action == chosen.action)

    # 四川麻将 ------------------------------------------------------------------------------------
    def _mahjong(self) -> None:
        from engine.mahjong.actions import Discard, Win
        from scenes.mahjong.painter import own_tiles

        table, keys = self.table, self.keys
        kind = table.decision()
        legal = table.legal_actions()
        if kind != "turn" or any(isinstance(a, Win) for a in legal):
            first = next(b for b in table.decision_buttons() if b.enabled)
            _tab_to(keys, table, lambda b: b.action == first.action)
            return
        allowed = {a.tile for a in legal if isinstance(a, Discard)}
        tiles = own_tiles(table._picture_stub())
        index = next(i for i, tile in enumerate(tiles) if tile in allowed)
        if table.key_focus.target is not None:
            keys.press(pygame.K_ESCAPE)
        for _ in range(2 * len(tiles) + 2):
            if table.selected == index:
                break
            keys.press(pygame.K_LEFT)
        assert table.selected == index
        keys.press(pygame.K_RETURN)
        self.raised_plays += 1

    # 21点 -------------------------------------------------------------------------------------
    def _blackjack(self) -> None:
        from engine.blackjack.actions import Stand
        from scenes.blackjack import controls

        table = self.table
        if table.obs.phase == "bet":
            if table.pending_bet < table.obs.bet_range[0]:
                _tab_to(self.keys, table, lambda b: isinstance(b.action, tuple) and b.action[0] == "chip")
            else:
                _tab_to(self.keys, table, lambda b: b.action == controls.DEAL)
            return
        stand = any(b.action == Stand() and b.enabled for b in table.decision_buttons())
        _tab_to(self.keys, table, (lambda b: b.action == Stand()) if stand else (lambda b: isinstance(b.action, Action)))


def _play_hand(app, table) -> Person:
    """The person plays until the result panel opens; the computer players move in between."""
    from scenes.table.result_panel import ResultPanel

    person = Person(Keyboard(app), table)
    idle = 0
    while not isinstance(app.stack.top, ResultPanel):
        assert app.stack.top is table, f"something opened over the table: {app.stack.top!r}"
        if person.asked():
            person.decide()
            idle = 0
        else:
            table.update(DT)
            idle += 1
            assert idle < WAIT_FRAMES, "the table stopped moving"
    return person


VARIANTS = [spec.id for spec in all_specs()]


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_whole_hand_by_keys_alone(variant):
    app = _app()
    family = get_spec(variant).family
    for seed in (3, 4, 5):      # a deal where the others go out before the person can play is dealt again
        table = _table(app, variant, seed)
        seen_before = len(table.match.actions)
        person = _play_hand(app, table)
        if person.raised_plays or family == "blackjack":
            break
        app.stack.pop()
        app.stack.pop()
    mine = [a for seat, a in table.match.actions[seen_before:] if seat == 0] \
        if table.match.actions and isinstance(table.match.actions[0], tuple) else None
    assert person.decisions > 0, "the person was asked something and answered by keys"
    if family != "blackjack":
        assert person.raised_plays > 0, "cards or tiles were chosen by the arrow keys"
    assert mine is None or mine, "the person's moves are in the match"
