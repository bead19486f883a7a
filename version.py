"""The one version number of 牌友, read by the About screen, build.spec and the release workflow.

Why a module of its own at the root: the PyInstaller spec (which builds the
Windows version resource and the macOS bundle's Info.plist from it), the About
screen and the CI all need the same number without importing pygame or any game.
A release is tagged ``v`` + :data:`VERSION` (e.g. ``v0.1.0``).
"""
from __future__ import annotations

VERSION = "0.1.0"


def version_tuple(version: str = VERSION) -> tuple[int, int, int, int]:
    """``"1.2.3"`` -> ``(1, 2, 3, 0)``: the four numbers a Windows version resource wants."""
    numbers = [int(part) for part in version.split(".")]
    if not 1 <= len(numbers) <= 4 or any(n < 0 or n > 0xFFFF for n in numbers):
        raise ValueError(f"not a version of up to four numbers 0..65535: {version!r}")
    return tuple(numbers + [0] * (4 - len(numbers)))  # type: ignore[return-value]
