"""What every card or tile table does the same way: 托管 and the pause menu.

Each family's table (斗地主, 升级, 四川麻将, 21点) has its own layout and
controls, but stepping away and leaving must behave identically everywhere,
so they live here once. A table subclasses :class:`TableScene` and provides
``viewer``, ``controller``, ``refresh(force=...)`` and ``layout(size)``;
hot-seat tables also have ``hotseat``, ``name_of(seat)`` and ``come_back(seat)``.
"""
from __future__ import annotations

from typing import Callable

from ..scene import Scene


class TableScene(Scene):
    def exit(self) -> None:
        """Leaving the table: stop any computer player still thinking (the match is saved)."""
        if self.controller is not None:
            self.controller.close()

    def toggle_autoplay(self) -> None:
        """托管 on or off for the person whose cards are showing."""
        if self.viewer is None or self.controller is None:
            return
        self.controller.set_autoplay(self.viewer, self.viewer not in self.controller.autoplay)
        self.layout(self.app.size)
        self.refresh(force=True)

    def come_back_items(self) -> list[tuple[str, Callable[[], None]]]:
        """Hot-seat tables: each person in 托管, other than the one shown, can take their seat back."""
        hotseat = getattr(self, "hotseat", None)
        if hotseat is None or not hotseat.active:
            return []
        return [(self.app.tr("table.hotseat.come_back", name=self.name_of(seat)),
                 lambda seat=seat: self.come_back(seat))
                for seat in hotseat.people if seat in self.controller.autoplay and seat != self.viewer]

    def open_menu(self) -> None:
        """Esc or the 菜单 button: resume, settings, or back to the main menu after a confirmation."""
        from ..dialog import ConfirmDialog, MenuDialog
        from ..menu import back_to_menu
        from ..settings_scene import SettingsScene

        app = self.app

        def leave() -> None:
            app.stack.push(ConfirmDialog("dialog.leave_confirm", lambda: back_to_menu(app),
                                         yes_key="dialog.leave", no_key="dialog.stay"))

        app.stack.push(MenuDialog("table.pause_title", [
            ("table.resume", None),
            *self.come_back_items(),
            ("table.settings", lambda: app.stack.push(SettingsScene())),
            ("table.to_menu", leave),
        ]))
