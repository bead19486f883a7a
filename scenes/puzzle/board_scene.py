"""The 残局 board: the position face up, the player's moves, the computer's best replies.

The player selects cards as at any card table (click or drag, right-click clears; Enter
plays, Space passes, H hints) and the computer answers for every other seat after the
usual pause (the settings' computer delay), with the solver's best reply
(:mod:`.session`). A try ends when someone goes out: a win earns stars (fewer for failed
tries, hints and a solution looked at) and offers the next puzzle; a loss names the play
that lost it and offers 再试一次 and 看解法, which steps through the stored solution one
play at a time. Progress is saved after every try, hint and solution shown
(:mod:`.progress`). A play of 干瞪眼 with jokers that reads several ways opens the table's
reading chooser.
"""
from __future__ import annotations

import pygame

from engine.climbing.tables import BOMB, PAIR_STRAIGHT, STRAIGHT

from .. import intents as it
from .. import theme
from ..cardart import CardArt
from ..climbing.reading_chooser import ReadingChooser
from ..scene import Scene
from ..table.hand_view import HandView
from ..widgets import Button, draw_panel, draw_paragraph, draw_text, line_height, render, rounded_rect, wrap_lines
from . import board_layout
from .catalogue import PuzzleSet
from .progress import MAX_STARS, load_progress, save_record
from .session import PLAYER, PLAYING, WON, Played, PuzzleSession
from .words import goal, play_text, seat_label, seat_name, stand_ins

PLAY, RESULT, SOLUTION = "play", "result", "solution"
#: How long a message (a refusal, a hint's words) stays in the status line.
MESSAGE_SECONDS = 3.0
_GDY_KINDS = (STRAIGHT, PAIR_STRAIGHT, BOMB)


class PuzzleBoard(Scene):
    def __init__(self, sets: tuple[PuzzleSet, ...], set_index: int, index: int) -> None:
        super().__init__()
        self.sets = sets
        self.set_index = set_index
        self.index = index
        self.session: PuzzleSession | None = None
        self.mode = PLAY
        self.hand = HandView()
        self.chooser = ReadingChooser()
        self.L: board_layout.BoardLayout | None = None
        self.corner: list[Button] = []
        self.bar: list[Button] = []
        self.panel_buttons: list[Button] = []
        self.wait = 0.0
        self.message = ""
        self.message_left = 0.0
        self.caption = ""

    @property
    def puzzle(self):
        return self.sets[self.set_index].puzzles[self.index]

    # lifecycle ------------------------------------------------------------------------------
    def enter(self) -> None:
        self._open(self.index)

    def exit(self) -> None:
        self._save()

    def _open(self, index: int) -> None:
        self.index = index
        records, _notice = load_progress(self.app.storage)
        self.session = PuzzleSession(self.puzzle, records.get(self.puzzle.id))
        self.session.winning()          # the first solve, before the first frame
        self.mode = PLAY
        self.caption = ""
        self._after_change()

    def _save(self) -> None:
        if self.session is not None and self.app is not None:
            save_record(self.app.storage, self.puzzle.id, self.session.record())

    def _after_change(self) -> None:
        """The hand, the buttons and the pause after anything happened."""
        session = self.session
        self.hand.set_cards(session.cards[PLAYER])
        self.chooser.close()
        if session.state != PLAYING and self.mode == PLAY:
            self.mode = RESULT
            self._save()
        self.wait = self._delay() if self._computer_to_act() else 0.0
        self.layout(self.app.size)

    def _delay(self) -> float:
        return float(getattr(self.app.settings, "bot_delay", 0.6))

    def _computer_to_act(self) -> bool:
        session = self.session
        return self.mode == PLAY and session.state == PLAYING and not session.players_turn

    # layout ---------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        if self.app is None or self.session is None:
            return
        tr = self.app.tr
        s = theme.sizes(size[1])
        labels = [tr("table.puzzle.back"), tr("table.puzzle.restart"), tr("table.puzzle.solution")]
        corner_w = board_layout.corner_width(labels, s, lambda text: render(text, max(14, int(s.button_h * 0.42))).get_width())
        hands = [len(hand) for hand in self.puzzle.hands]
        L = self.L = board_layout.compute(size, self.puzzle.seats, corner_w, hands[PLAYER], max(hands[1:]))
        self.corner = [Button(rect, label, action=action) for rect, label, action in
                       zip(L.corner, labels, ("back", "restart", "solution"))]
        self.hand.layout(L.hand, L.hand_w, L.lift)
        self.chooser.layout_in(pygame.Rect(L.hand.x, L.seats[min(L.seats)].play.y, L.hand.width,
                                           L.bar.top - L.seats[min(L.seats)].play.y - s.pad),
                               L.play_w, s)
        self._layout_bar(s)
        self._layout_panel(s)

    def _layout_bar(self, s: theme.Sizes) -> None:
        tr = self.app.tr
        L = self.L
        if self.mode == SOLUTION:
            done = self.session.position is None or len(self.session.steps) >= len(self.puzzle.solution)
            specs = [("try_again", "table.puzzle.try_again", True)] if done else \
                [("next_step", "table.puzzle.next_step", True)]
        elif self.mode == PLAY and self.session.players_turn:
            specs = [("pass", "table.puzzle.pass", False), ("hint", "table.puzzle.hint", False),
                     ("play", "table.puzzle.play", True)]
        else:
            specs = []
        size = max(14, int(s.button_h * 0.42))
        widths = [max(6 * s.body, render(tr(key), size, bold=primary).get_width() + 3 * s.pad)
                  for _action, key, primary in specs]
        x = L.bar.centerx - (sum(widths) + s.pad * (len(widths) - 1)) // 2
        self.bar = []
        for (action, key, primary), width in zip(specs, widths):
            enabled = not (action == "pass" and not self.session.position.can_pass)
            hotkey = {"play": "Enter", "pass": "Space", "hint": "H", "next_step": "Enter",
                      "try_again": "Enter"}.get(action, "")
            self.bar.append(Button(pygame.Rect(x, L.bar.y, width, L.bar.height), tr(key), action=action,
                                   primary=primary, enabled=enabled, hotkey=hotkey))
            x += width + s.pad

    def _layout_panel(self, s: theme.Sizes) -> None:
        self.panel_buttons = []
        if self.mode != RESULT:
            return
        tr = self.app.tr
        won = self.session.state == WON
        last = self.index + 1 >= len(self.sets[self.set_index].puzzles)
        if won:
            specs = [("back", "table.puzzle.back", False), ("restart", "table.puzzle.restart", False)]
            if not last:
                specs.append(("next_puzzle", "table.puzzle.next_puzzle", True))
        else:
            specs = [("back", "table.puzzle.back", False), ("solution", "table.puzzle.solution", False),
                     ("try_again", "table.puzzle.try_again", True)]
        panel = self.L.panel
        gap = s.pad
        width = (panel.width - 2 * s.pad - gap * (len(specs) - 1)) // len(specs)
        y = panel.bottom - s.pad - s.button_h
        x = panel.x + s.pad
        for action, key, primary in specs:
            self.panel_buttons.append(Button(pygame.Rect(x, y, width, s.button_h), tr(key), action=action,
                                             primary=primary, hotkey="Enter" if primary else ""))
            x += width + gap

    # time -----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.message_left > 0:
            self.message_left = max(0.0, self.message_left - dt)
        if self._computer_to_act():
            self.wait -= dt
            if self.wait <= 0:
                self._computer_moves()

    def _computer_moves(self) -> None:
        session = self.session
        move = session.computer_choice()
        session.play(move)
        self._after_change()

    # input ----------------------------------------------------------------------------------
    def handle_intent(self, intent: it.Intent) -> bool:
        if self.app is None or self.session is None:
            return False
        kind = intent.kind
        if kind == it.MOVE:
            for button in self.corner + self.bar + self.panel_buttons:
                button.on_move(intent.pos)
            self.hand.move(intent.pos)
            self.chooser.move(intent.pos)
            return True
        if kind == it.PRESS:
            return self._press(intent.pos)
        if kind == it.DRAG:
            if self.mode == PLAY and self.hand.drag(intent.pos):
                self.chooser.close()
            return True
        if kind == it.RELEASE:
            self.hand.release()
            return True
        if kind == it.ALT_PRESS or kind == it.CLEAR:
            if self.chooser.active:
                self.chooser.close()
            else:
                self.hand.clear()
            return True
        if kind == it.BACK:
            if self.chooser.active:
                self.chooser.close()
            else:
                self._act("back")
            return True
        return self._key(kind)

    def _key(self, kind: str) -> bool:
        if self.chooser.active and kind in (it.LEFT, it.RIGHT):
            self.chooser.step_focus(1 if kind == it.RIGHT else -1)
            return True
        if kind == it.CONFIRM:
            if self.chooser.active:
                self._play_move(self.chooser.focused_payload())
            elif self.mode == RESULT:
                primary = next((b for b in self.panel_buttons if b.primary), None)
                self._act(primary.action if primary else "back")
            elif self.bar:
                primary = next((b for b in self.bar if b.primary), None)
                if primary is not None:
                    self._act(primary.action)
            return True
        if self.mode != PLAY or not self.session.players_turn:
            return kind in (it.PASS, it.HINT, it.LEFT, it.RIGHT, it.SELECT)
        if kind == it.PASS:
            self._act("pass")
        elif kind == it.HINT:
            self._act("hint")
        elif kind in (it.LEFT, it.RIGHT):
            self.hand.move_cursor(1 if kind == it.RIGHT else -1)
        elif kind == it.SELECT:
            self.hand.toggle_cursor()
        elif kind == it.SORT:
            self.hand.toggle_sort()
        else:
            return False
        return True

    def _press(self, pos) -> bool:
        if self.chooser.active:
            payload_index = self.chooser.index_at(pos)
            if payload_index is not None:
                self._play_move(self.chooser.options[payload_index][1])
                return True
        buttons = self.panel_buttons if self.mode == RESULT else self.corner + self.bar
        for button in buttons:
            if button.hit(pos):
                self._act(button.action)
                return True
        if self.mode == PLAY and self.session.players_turn and self.hand.press(pos):
            self.chooser.close()
        return True

    def _act(self, action: str) -> None:
        session = self.session
        if action == "back":
            self.app.stack.remove(self)
        elif action == "restart" or action == "try_again":
            session.restart() if self.mode != SOLUTION else session.start()
            self.mode = PLAY
            self.caption = ""
            self._after_change()
            self._save()
        elif action == "solution":
            session.show_solution()
            self.mode = SOLUTION
            self.caption = self.app.tr("table.puzzle.solution_start")
            self._after_change()
            self._save()
        elif action == "next_step":
            played = session.solution_step()
            if played is not None:
                self.caption = self._said(played)
            self._after_change()
        elif action == "next_puzzle":
            self._save()
            self._open(min(self.index + 1, len(self.sets[self.set_index].puzzles) - 1))
        elif self.mode == PLAY and session.players_turn:
            self._player_action(action)

    def _player_action(self, action: str) -> None:
        session = self.session
        if action == "pass":
            if session.position.can_pass:
                self.hand.clear()
                session.play(None)
                self._after_change()
        elif action == "hint":
            self._hint()
        elif action == "play":
            self._play_selection()

    def _play_selection(self) -> None:
        cards = self.hand.selection
        if not cards:
            self._say("table.puzzle.choose_cards")
            return
        moves = self.session.moves_for(cards)
        if not moves:
            self._say("table.puzzle.not_a_play")
        elif len(moves) == 1:
            self._play_move(moves[0])
        else:
            self._choose_reading(cards, moves)

    def _choose_reading(self, cards, moves) -> None:
        from ai.endgame.puzzles import Step

        options = []
        for move in moves:
            step = Step(PLAYER, tuple(cards), self.session.rules.reading_of(move))
            read = stand_ins(step)
            options.append((tuple((card, read[card]) if card in read else card for card in cards), move))
        self.chooser.open(options, self.app.tr("table.puzzle.status.choose"))

    def _play_move(self, move) -> None:
        if move is None:
            return
        cards = self.hand.selection
        use = cards if cards and self.session.rules.pack(cards) == move[0] else None
        self.hand.clear()
        self.session.play(move, use)
        self._after_change()

    def _hint(self) -> None:
        session = self.session
        if not session.winning():
            self._say("table.puzzle.lost_already")
            return
        move = session.hint()
        self._save()
        if move is None:
            self.hand.clear()
            self._say("table.puzzle.hint_pass")
            return
        cards = session.rules.cards_for(move[0], session.cards[PLAYER])
        self.hand.set_selection(cards)
        self._say("table.puzzle.hint_shown")

    def _say(self, key: str) -> None:
        self.message = self.app.tr(key)
        self.message_left = MESSAGE_SECONDS

    def _said(self, played: Played) -> str:
        tr = self.app.tr
        step = played.step
        return tr("table.puzzle.said", name=seat_name(self.puzzle, step.seat, tr), play=play_text(step, tr))

    # drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.app is None or self.session is None or self.L is None:
            return
        w, h = surface.get_size()
        surface.blit(theme.felt((w, h)), (0, 0))
        L, s = self.L, self.L.sizes
        self._draw_title(surface, s)
        for button in self.corner:
            button.draw(surface)
        for seat, area in L.seats.items():
            self._draw_seat(surface, s, seat, area)
        self._draw_plays(surface, s)
        self._draw_status(surface, s)
        self._draw_player_label(surface, s)
        for button in self.bar:
            button.draw(surface)
        self.hand.draw(surface, self.app.art, active=self.mode == PLAY and self.session.players_turn)
        self.chooser.draw(surface, self.app.art, s)
        if self.mode == RESULT:
            self._draw_result(surface, s)

    def _draw_title(self, surface: pygame.Surface, s: theme.Sizes) -> None:
        tr = self.app.tr
        rect = self.L.title
        title = tr("table.puzzle.title", set=tr(self.sets[self.set_index].name_key), n=self.index + 1)
        draw_text(surface, title, rect.topleft, s.title, theme.TEXT, bold=True, max_width=rect.width)
        text = goal(self.puzzle, tr)
        size = s.body if len(wrap_lines(text, s.body, rect.width)) == 1 else s.small
        draw_paragraph(surface, text, pygame.Rect(rect.x, rect.y + line_height(s.title), rect.width,
                                                  rect.height - line_height(s.title) + line_height(size)),
                       size, theme.TEXT_DIM)

    def _label_colour(self, seat: int) -> tuple:
        return theme.ACCENT if self.mode != RESULT and self.session.to_act == seat else theme.TEXT

    def _draw_seat(self, surface: pygame.Surface, s: theme.Sizes, seat: int, area) -> None:
        tr = self.app.tr
        cards = self.session.rules.sort(self.session.cards[seat])
        text = seat_label(self.puzzle, seat, len(cards), tr)
        draw_text(surface, text, area.label.midtop, s.body, self._label_colour(seat), bold=True, anchor="midtop")
        art = self.app.art
        card_w = self.L.fan_w
        xs = board_layout.fan_positions(len(cards), card_w, area.fan, board_layout.FAN_STEP)
        shadow, (dx, dy) = art.shadow(card_w), art.shadow_offset(card_w)
        for x, card in zip(xs, reversed(cards)):
            surface.blit(shadow, (x + dx, area.fan.y + dy))
            surface.blit(art.face(card, card_w), (x, area.fan.y))

    def _draw_plays(self, surface: pygame.Surface, s: theme.Sizes) -> None:
        latest: dict[int, Played] = {}
        for played in self.session.table:
            latest[played.step.seat] = played
        for seat, played in latest.items():
            area = self.L.player_play if seat == PLAYER else self.L.seats[seat].play
            if played.step.is_pass:
                self._draw_pass(surface, s, area)
            else:
                self._draw_cards(surface, played.step, area)

    def _draw_cards(self, surface: pygame.Surface, step, area: pygame.Rect) -> None:
        art = self.app.art
        card_w = self.L.play_w
        cards = self.session.rules.sort(step.cards)
        xs = board_layout.fan_positions(len(cards), card_w, area, board_layout.PLAY_STEP)
        read = stand_ins(step)
        shadow, (dx, dy) = art.shadow(card_w), art.shadow_offset(card_w)
        card_h = CardArt.size(card_w)[1]
        for x, card in zip(xs, cards):
            surface.blit(shadow, (x + dx, area.y + dy))
            surface.blit(art.face(card, card_w), (x, area.y))
            if card in read:
                pygame.draw.rect(surface, theme.ACCENT, pygame.Rect(x, area.y, card_w, card_h), max(2, card_w // 20),
                                 border_radius=max(3, card_w // 12))
                from engine.cards import RANK_LABELS

                label = render("→" + RANK_LABELS.get(read[card], "?"), max(14, card_w // 3), theme.TEXT_DARK, True)
                box = label.get_rect().inflate(6, 2)
                box.center = (x + card_w // 2, area.y + round(card_h * 0.72))
                rounded_rect(surface, box, theme.ACCENT, box.height // 2)
                surface.blit(label, label.get_rect(center=box.center))

    def _draw_pass(self, surface: pygame.Surface, s: theme.Sizes, area: pygame.Rect) -> None:
        image = render(self.app.tr("table.puzzle.pass"), s.body, theme.TEXT, True)
        box = image.get_rect().inflate(s.body, s.body // 2)
        box.center = area.center
        rounded_rect(surface, box, (12, 30, 28, 190), box.height // 2, theme.CONTROL_BORDER)
        surface.blit(image, image.get_rect(center=box.center))

    def _status_text(self) -> tuple[str, bool]:
        tr = self.app.tr
        session = self.session
        if self.message_left > 0:
            return self.message, True
        if self.mode == SOLUTION:
            shown = len(session.steps)
            if shown >= len(self.puzzle.solution) or session.position is None:
                return tr("table.puzzle.solution_done") + " · " + self.caption if self.caption else \
                    tr("table.puzzle.solution_done"), False
            head = tr("table.puzzle.solution_step", n=shown, total=len(self.puzzle.solution)) if shown else ""
            return (head + " · " + self.caption) if head else self.caption, False
        if self.mode != PLAY or session.position is None:
            return "", False
        if not session.players_turn:
            return tr("table.puzzle.status.waiting", name=seat_name(self.puzzle, session.to_act, tr)), False
        lead = session.position.lead
        if lead is None:
            return tr("table.puzzle.status.lead"), True
        name = seat_name(self.puzzle, session.position.lead_seat, tr)
        return tr("table.puzzle.status.answer", name=name, kind=self._kind(lead)), True

    def _kind(self, lead) -> str:
        tr = self.app.tr
        if self.puzzle.game == "gandengyan" and lead.kind in _GDY_KINDS:
            return tr(f"table.gdy.combo.{lead.kind}", n=lead.size if lead.kind != PAIR_STRAIGHT else lead.chain)
        return tr.combo(lead.kind, lead.size)

    def _draw_status(self, surface: pygame.Surface, s: theme.Sizes) -> None:
        text, mine = self._status_text()
        if text:
            draw_text(surface, text, self.L.status.center, s.body, theme.ACCENT if mine else theme.TEXT,
                      bold=mine, anchor="center")

    def _draw_player_label(self, surface: pygame.Surface, s: theme.Sizes) -> None:
        tr = self.app.tr
        text = seat_label(self.puzzle, PLAYER, len(self.session.cards[PLAYER]), tr)
        draw_text(surface, text, self.L.player_label.midleft, s.body, self._label_colour(PLAYER), bold=True,
                  anchor="midleft")

    def _draw_result(self, surface: pygame.Surface, s: theme.Sizes) -> None:
        tr = self.app.tr
        session = self.session
        panel = self.L.panel
        draw_panel(surface, panel, radius=s.radius * 2, fill=theme.DIALOG)
        won = session.state == WON
        y = panel.y + s.pad
        draw_text(surface, tr("table.puzzle.won" if won else "table.puzzle.lost"), (panel.centerx, y), s.title,
                  theme.ACCENT if won else theme.TEXT, bold=True, anchor="midtop")
        y += line_height(s.title)
        lines = []
        if won:
            stars = session.stars()
            lines.append(("★" * stars + "☆" * (MAX_STARS - stars), theme.ACCENT))
            lines.append((tr("table.puzzle.won_detail", stars=stars), theme.TEXT))
            lines.append((tr("table.puzzle.won_best", stars=session.best), theme.TEXT_DIM))
        else:
            lines.append((tr("table.puzzle.lost_by", name=seat_name(self.puzzle, session.winner, tr)), theme.TEXT))
            if session.mistake is not None:
                mistake = session.steps[session.mistake].step
                number = sum(1 for done in session.steps[:session.mistake + 1] if done.step.seat == PLAYER)
                lines.append((tr("table.puzzle.mistake", n=number, play=play_text(mistake, tr)), theme.ACCENT))
        lines.append((tr("table.puzzle.tally", fails=session.fails, hints=session.hints), theme.TEXT_DIM))
        width = panel.width - 2 * s.pad
        for text, colour in lines:
            for line in wrap_lines(text, s.body, width):
                draw_text(surface, line, (panel.centerx, y), s.body, colour, anchor="midtop")
                y += line_height(s.body)
        for button in self.panel_buttons:
            button.draw(surface)

