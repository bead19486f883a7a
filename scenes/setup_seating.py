"""Who sits where on the setup screen: each seat a computer (at a level) or a person (with a
name), the family's names to pick from, who "me" is, and the avatars people chose here.

Kept apart from :mod:`scenes.setup` because the naming rules are one job the screen's layout and
drawing never need to see: a person nobody named gets the made-up name the table will use
(玩家1, 玩家2 … over the unnamed people only, no gaps); a name that was picked or remembered,
not typed, is selected as in a text field (the first key typed replaces it, no "妈妈爸爸");
a game played for the first time seats "me" at the bottom, never whoever played last; and "me"
only changes when the bottom seat's person is new to the family.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from engine.match import BOT_LEVELS, SeatPlayer

from .avatar import Avatar, avatar_for_name
from .people import NAME_LIMIT, Family, clean_name, fill_names, is_default_name, next_avatar


class Seating:
    """The seats' choices while the setup screen is open (mutable: the screen edits it)."""

    def __init__(self, seat_counts: Sequence[int], seat_count: int) -> None:
        high = max(seat_counts)
        self.seat_counts = tuple(seat_counts)
        self.count = seat_count
        self.levels: list[str] = ["normal"] * high
        self.kinds: list[str] = ["human"] + ["bot"] * (high - 1)
        self.names: list[str] = [""] * high
        #: Seats whose name was picked or remembered, not typed: the first key typed replaces it.
        self.suggested: set[int] = set()
        self.family: list[str] = []
        #: The family's default player ("" until they give a name) and the avatars people chose.
        self.me = ""
        self.chosen: dict[str, Avatar] = {}

    def seat_as_before(self, family: Family, variant: str) -> None:
        """Seat the family as they sat last time at ``variant``; a game never played seats "me"."""
        self.family, self.me = family.names, family.me
        self.chosen = {p.name: p.chosen for p in family.people if p.chosen is not None}
        last = family.seating.get(variant)
        if last and len(last) in self.seat_counts and last[0].kind == "human":
            self.count = len(last)
            for seat, player in enumerate(last):
                name = "" if is_default_name(player.name) else player.name
                self.kinds[seat], self.levels[seat], self.names[seat] = player.kind, player.level, name
                if name:
                    self.suggested.add(seat)
        elif self.me:
            self.names[0] = self.me
            self.suggested.add(0)

    def is_person(self, seat: int) -> bool:
        return self.kinds[seat] == "human"

    def people(self) -> list[int]:
        """The seats where a person sits, in seat order."""
        return [seat for seat in range(self.count) if self.is_person(seat)]

    def players(self, hotseat: bool, made_up: Callable[[int], str]) -> tuple[SeatPlayer, ...]:
        """The seats as the match gets them (one person and the computers where no hot-seat)."""
        if not hotseat:
            return (SeatPlayer("human", "normal"),) + tuple(
                SeatPlayer("bot", self.levels[seat]) for seat in range(1, self.count))
        names = self.table_names(made_up)
        return tuple(SeatPlayer(self.kinds[seat], self.levels[seat], names.get(seat, ""))
                     for seat in range(self.count))

    def table_names(self, made_up: Callable[[int], str]) -> dict[int, str]:
        """Each person's name as the match will keep it. With several people (told apart by name at
        the hand-off: no blank, no name twice) a seat nobody named gets a made-up name,
        ``made_up(n)`` (玩家1, 玩家2 …) counted over those seats only; the person alone may stay
        unnamed (你)."""
        people = self.people()
        names = [clean_name(self.names[seat]) for seat in people]
        if len(people) > 1:
            names = fill_names(names, made_up)
        return dict(zip(people, names))

    def avatar(self, name: str) -> Avatar:
        """A person's avatar as chosen here or before, else the one their name gives."""
        return self.chosen.get(name) or avatar_for_name(name)

    def next_avatar(self, seat: int) -> bool:
        """A click on a named person's avatar: the next one of the set (made-up names keep theirs)."""
        name = clean_name(self.names[seat])
        if not name or is_default_name(name):
            return False
        self.chosen[name] = next_avatar(self.avatar(name))
        return True

    def next_family_name(self, seat: int) -> None:
        """A click on a person's name: the next family name nobody else at the table has."""
        taken = {self.names[s] for s in range(self.count) if s != seat and self.is_person(s)}
        free = [name for name in self.family if name not in taken]
        if not free:
            return
        current = self.names[seat]
        index = free.index(current) + 1 if current in free else 0
        self.names[seat] = free[index % len(free)]
        self.suggested.add(seat)

    def make_person(self, seat: int) -> None:
        """The seat's 家人 choice: a computer's seat becomes a person's, named from the family."""
        if not self.is_person(seat):
            self.kinds[seat], self.names[seat] = "human", ""
        self.next_family_name(seat)

    def make_computer(self, seat: int, level: str) -> None:
        self.kinds[seat] = "bot"
        self.levels[seat] = level

    def type(self, seat: int, text: str | None) -> None:
        """Typing edits a person's name (None: delete the last character). A picked name is
        selected, as in a text field: typing replaces it and Backspace clears it."""
        name = "" if seat in self.suggested else self.names[seat]
        self.suggested.discard(seat)
        typed = "".join(ch for ch in text or "" if ch.isprintable())
        self.names[seat] = name[:-1] if text is None else (name + typed).lstrip()[:NAME_LIMIT]

    def seat_choice(self, seat: int) -> int:
        """The index of the seat's chosen segment: its computer level, or 家人 after the levels."""
        return len(BOT_LEVELS) if self.is_person(seat) else BOT_LEVELS.index(self.levels[seat])

    def me_after(self, players: Sequence[Any]) -> str:
        """Who "me" is once this match starts: the bottom seat's person when they gave a name that
        is new to the family (or nobody was "me" yet); picking another family member there for
        one game leaves "me" as it was."""
        bottom = players[0] if players else None
        name = clean_name(getattr(bottom, "name", "")) if bottom is not None and bottom.kind == "human" else ""
        if name and not is_default_name(name) and (not self.me or name not in self.family):
            return name
        return self.me
