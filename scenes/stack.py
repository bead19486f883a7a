"""The scene stack: which screens are open, in order, and who gets input."""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from .scene import Scene

if TYPE_CHECKING:
    from .app import App


class SceneStack:
    def __init__(self, app: "App") -> None:
        self._app = app
        self._scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self) -> Iterator[Scene]:
        return iter(self._scenes)

    def push(self, scene: Scene) -> None:
        if self.top is not None:
            self.top.pause()
        scene.app = self._app
        self._scenes.append(scene)
        scene.layout(self._app.size)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        scene.exit()
        if self.top is not None:
            self.top.resume()
        return scene

    def remove(self, scene: Scene) -> None:
        """Close ``scene`` wherever it is (a dialog that closes itself after others opened)."""
        if scene is self.top:
            self.pop()
        elif scene in self._scenes:
            self._scenes.remove(scene)
            scene.exit()

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another (menu → setup → table)."""
        if self._scenes:
            old = self._scenes.pop()
            old.exit()
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        """Close everything and open ``scene`` (back to the main menu)."""
        while self._scenes:
            self._scenes.pop().exit()
        self.push(scene)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and any overlays' backgrounds."""
        start = len(self._scenes) - 1
        while start > 0 and self._scenes[start].is_overlay:
            start -= 1
        return self._scenes[max(start, 0):]

    def layout(self, size: tuple[int, int]) -> None:
        for scene in self._scenes:
            scene.layout(size)
