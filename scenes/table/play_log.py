"""出牌记录: the hand's lines as the seat on screen saw them, grouped by round or trick.

Why groups: players read a hand round by round (斗地主) or trick by trick (升级, 打撇) — "who
took the last trick, what did 对家 lead" — so a line never stands alone: the feed opens a new
group when a round or a trick begins and when a trick is taken. The words are made by the
family's feed from the events the viewer may see (``TableFeed``), so the log is exactly the
public history of the hand for that seat; the table makes it again from the match's hand
history when the person on screen or the language changes (``TableScene.rebuild_log``).

The list behaves like a list of lines (``append``, iteration, ``len``, ``log[-1]``), so a feed
writes ``feed.log.append(text)`` and needs nothing else.
"""
from __future__ import annotations

from typing import Iterator

#: Events that begin a new group (before their own line) …
GROUP_STARTS = frozenset({"hand_started", "new_round", "play_started"})
#: … and events that close one (after their line): a trick taken.
GROUP_ENDS = frozenset({"trick_won"})
#: Lines kept (a long 升级 hand has about 130): the oldest groups go first.
LINE_LIMIT = 600


class PlayLog:
    def __init__(self) -> None:
        self.groups: list[list[str]] = [[]]
        self.hand_no = None         # the hand the lines are of: the next hand starts a clean log

    # a list of lines ------------------------------------------------------------------------
    def append(self, line: str) -> None:
        self.groups[-1].append(line)

    def lines(self) -> list[str]:
        return [line for group in self.groups for line in group]

    def __iter__(self) -> Iterator[str]:
        return iter(self.lines())

    def __len__(self) -> int:
        return sum(len(group) for group in self.groups)

    def __getitem__(self, index):
        return self.lines()[index]

    def __bool__(self) -> bool:
        return len(self) > 0

    # groups ---------------------------------------------------------------------------------
    def new_group(self) -> None:
        """What follows belongs to a new round or trick (nothing happens on an empty group)."""
        if self.groups[-1]:
            self.groups.append([])

    def before(self, event) -> None:
        """``event`` is about to be written: a new hand clears the log (a redeal of the same hand
        keeps it), a new round or trick opens a group."""
        if event.kind == "hand_started" and event.data.get("hand_no") != self.hand_no:
            self.clear()
            self.hand_no = event.data.get("hand_no")
        elif event.kind in GROUP_STARTS:
            self.new_group()

    def after(self, event) -> None:
        """``event`` was written: a trick taken closes its group."""
        if event.kind in GROUP_ENDS:
            self.new_group()

    def trim(self) -> None:
        """Keep the newest :data:`LINE_LIMIT` lines, whole groups first."""
        while len(self) > LINE_LIMIT and len(self.groups) > 1:
            del self.groups[0]
        if len(self) > LINE_LIMIT:
            del self.groups[0][:len(self) - LINE_LIMIT]

    def clear(self) -> None:
        self.groups = [[]]

    def shown_groups(self) -> list[list[str]]:
        """The groups with lines in them, oldest first."""
        return [group for group in self.groups if group]
