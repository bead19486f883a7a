"""The user's data folder: settings, statistics, the family (people.json), the saved matches and
残局 progress as JSON files.

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
    "people.json": "notice.damaged_people",
    "puzzles.json": "notice.damaged_puzzles",
}
#: Temporary files of :meth:`Storage.save_json`: ``.<name>.<pid>.<random>.tmp``.
_TEMP_SUFFIX = ".tmp"
#: A temporary file older than this (seconds) is a leftover even if its pid cannot be checked.
_TEMP_STALE = 120.0


class Storage:
    """JSON files in one folder. Every method is safe to call when the folder does not exist."""

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder)
        #: Notice keys not yet shown to the player (damaged files moved aside, a failed save):
        #: the application shows them as a message (``App.show_notices``), whoever found them.
        self.notices: list[str] = []
        self._failing = False           # the last save failed (its notice was queued)
        self._swept = False
        #: (variant, match key, action count, match over) of the match just autosaved at a
        #: hand's end: the statistics enter their next count in the ledger with it.
        self.hand_end: tuple | None = None

    def take_notices(self) -> list[str]:
        """The notices found since the last call, each once, in order (and forget them)."""
        found = list(dict.fromkeys(self.notices))
        self.notices.clear()
        return found

    def _notice(self, key: str) -> str:
        self.notices.append(key)
        return key

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
            return None, self._notice("notice.unreadable")
        try:
            # "utf-8-sig": a file saved by an editor that writes a byte-order mark is fine
            data = json.loads(raw.decode("utf-8-sig"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            return None, self.move_aside(name)
        if not isinstance(data, dict):
            return None, self.move_aside(name)
        return data, None

    def move_aside(self, name: str, notice: str | None = None) -> str:
        """Rename a damaged file out of the way; returns the notice key to show (``notice``,
        else the file's own), which is also queued in :attr:`notices`.

        Callers that find a deeper problem (a well-formed file with a wrong
        shape, a match record that no longer replays, a newer format) call this too.
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
            return self._notice("notice.unreadable")
        return self._notice(notice or _DAMAGE_NOTICES.get(name, "notice.damaged_file"))

    def damaged_copies(self, name: str) -> list[Path]:
        """Files moved aside for ``name``, oldest first (for tests and for a curious player)."""
        if not self.folder.is_dir():
            return []
        return sorted(self.folder.glob(f"{name}.damaged-*"))

    # writing --------------------------------------------------------------------------
    def save_json(self, name: str, data: Any) -> bool:
        """Write atomically. Returns False (and keeps the old file) when the disk refuses; the
        first failure of a run of them queues ``notice.save_failed`` for the player."""
        try:
            payload = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True).encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate: \u escapes keep it (and the file valid)
            payload = json.dumps(data, ensure_ascii=True, indent=1, sort_keys=True).encode("ascii")
        except (TypeError, ValueError, RecursionError) as exc:
            print(f"paiyou: could not save {name}: {exc}", file=sys.stderr)
            return self._saved(False)
        temp_name = None
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            if not self._swept:
                self.sweep_temporary_files()
            fd, temp_name = tempfile.mkstemp(prefix=f".{name}.{os.getpid()}.", suffix=_TEMP_SUFFIX,
                                             dir=self.folder)
            with os.fdopen(fd, "wb") as handle:
                handle.write(payload)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temp_name, self.path(name))
            temp_name = None
            self._sync_folder()
            return self._saved(True)
        except OSError as exc:
            print(f"paiyou: could not save {name}: {exc}", file=sys.stderr)
            return self._saved(False)
        finally:
            if temp_name is not None:
                try:
                    os.unlink(temp_name)
                except OSError:
                    pass

    def _saved(self, ok: bool) -> bool:
        if not ok and not self._failing:
            self._notice("notice.save_failed")
        self._failing = not ok
        return ok

    def sweep_temporary_files(self) -> int:
        """Remove temporary files a killed run left behind (its process is gone, or the file is
        older than a couple of minutes where that cannot be checked); returns how many. Called
        before the first save of a run (and by the application at start)."""
        self._swept = True
        removed = 0
        try:
            candidates = list(self.folder.glob(f".*{_TEMP_SUFFIX}"))
        except OSError:
            return 0
        now = time.time()
        for path in candidates:
            parts = path.name.split(".")
            # "", name parts…, pid, random, "tmp"  (older runs wrote no pid)
            pid = int(parts[-3]) if len(parts) >= 5 and parts[-3].isdigit() else None
            if pid == os.getpid():
                continue
            try:
                stale = now - path.stat().st_mtime > _TEMP_STALE
            except OSError:
                continue
            if not stale and not (pid is not None and not _process_alive(pid)):
                continue
            try:
                path.unlink()
                removed += 1
            except OSError:
                pass
        return removed

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


def _process_alive(pid: int) -> bool:
    """Whether process ``pid`` runs (POSIX; elsewhere assume it does: only age decides)."""
    if os.name != "posix":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True
