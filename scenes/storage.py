"""The user's data folder: settings, statistics and the saved match as JSON files.

Why this shape:

- JSON only (never pickle): the files are readable, editable by hand and safe
  to load whatever they contain.
- Writes are atomic (a temporary file in the same folder, flushed and fsynced,
  then ``os.replace``), so a crash or power cut mid-write leaves either the old
  file or the new one, never half of each.
- A damaged file is *moved aside* to ``<name>.damaged-<timestamp>`` and the
  caller gets a notice key to show the player: never a crash, and never data
  silently lost (the bad file stays there for a bug report or a repair).
"""
from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ENV_VAR = "PAIYOU_DATA_DIR"
APP_NAME = "Paiyou"

#: Which notice to show when a given file was damaged.
_DAMAGE_NOTICES = {
    "settings.json": "notice.damaged_settings",
    "match.json": "notice.damaged_match",
    "stats.json": "notice.damaged_stats",
}


class Storage:
    """JSON files in one folder. Every method is safe to call when the folder does not exist."""

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder)

    @classmethod
    def default(cls) -> "Storage":
        """``$PAIYOU_DATA_DIR`` if set (tests, portable installs), else the platform's data folder."""
        override = os.environ.get(ENV_VAR)
        if override:
            return cls(Path(override))
        import platformdirs  # imported here: only the real application needs it

        return cls(Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)))

    def path(self, name: str) -> Path:
        return self.folder / name

    def exists(self, name: str) -> bool:
        return self.path(name).is_file()

    # reading --------------------------------------------------------------------------
    def load_json(self, name: str) -> tuple[Any | None, str | None]:
        """``(data, None)``; ``(None, None)`` when missing; ``(None, notice)`` when damaged.

        The top level must be a JSON object; anything else counts as damaged.
        """
        path = self.path(name)
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            return None, None
        except IsADirectoryError:
            return None, self.move_aside(name)
        except OSError:
            return None, "notice.unreadable"
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            return None, self.move_aside(name)
        if not isinstance(data, dict):
            return None, self.move_aside(name)
        return data, None

    def move_aside(self, name: str) -> str:
        """Rename a damaged file out of the way; returns the notice key to show.

        Callers that find a deeper problem (a well-formed file with a wrong
        shape, a match record that no longer replays) call this too.
        """
        source = self.path(name)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.folder / f"{name}.damaged-{stamp}"
        counter = 2
        while target.exists():
            target = self.folder / f"{name}.damaged-{stamp}-{counter}"
            counter += 1
        try:
            os.replace(source, target)
        except FileNotFoundError:
            pass
        except OSError as exc:
            print(f"paiyou: could not move damaged {source} aside: {exc}", file=sys.stderr)
            return "notice.unreadable"
        return _DAMAGE_NOTICES.get(name, "notice.damaged_file")

    def damaged_copies(self, name: str) -> list[Path]:
        """Files moved aside for ``name``, oldest first (for tests and for a curious player)."""
        if not self.folder.is_dir():
            return []
        return sorted(self.folder.glob(f"{name}.damaged-*"))

    # writing --------------------------------------------------------------------------
    def save_json(self, name: str, data: Any) -> bool:
        """Write atomically. Returns False (and keeps the old file) when the disk refuses."""
        text = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True)
        temp_name = None
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            fd, temp_name = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=self.folder)
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(text)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temp_name, self.path(name))
            temp_name = None
            self._sync_folder()
            return True
        except OSError as exc:
            print(f"paiyou: could not save {name}: {exc}", file=sys.stderr)
            return False
        finally:
            if temp_name is not None:
                try:
                    os.unlink(temp_name)
                except OSError:
                    pass

    def _sync_folder(self) -> None:
        """Make the rename itself durable where the platform allows it (POSIX)."""
        if os.name != "posix":
            return
        try:
            fd = os.open(self.folder, os.O_RDONLY)
        except OSError:
            return
        try:
            os.fsync(fd)
        except OSError:
            pass
        finally:
            os.close(fd)

    def delete(self, name: str) -> None:
        try:
            self.path(name).unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            print(f"paiyou: could not delete {name}: {exc}", file=sys.stderr)
