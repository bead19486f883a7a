"""What the wild cards of a play stood for, in the players' terms: "3→J" on the table and in words.

Why here: in 癞子斗地主 a 3 played with other cards may stand for any card, in 干瞪眼 a joker
must; the player chooses (the reading chooser) and the rules say the table shows it
(rules/climbing.md), or the next player cannot tell what he must beat. A play's reading is
part of the record — the engine's ``played`` event carries it (``reading``: one natural rank
per wild card, in the engine's order) and 干瞪眼's observation lists it for every play
(``history_readings``) — and everything the table draws of it comes from the pure functions
below: which physical card stands for what (:func:`stand_ins`), the cards laid in the order
they read (:func:`laid_as_read`), a short text for the play log (:func:`reading_text`) and
the words for the play to beat (:func:`play_words`).

A reading never names which physical wild card stands for which rank; the table assigns them
in one fixed order (the highest wild card first, then by suit), the order the reading
chooser shows them in, so a play reads the same before and after it is made.
"""
from __future__ import annotations

from collections import Counter
from typing import Callable, Iterable, Mapping

from engine.cards import BIG_JOKER, RANK_LABELS, SMALL_JOKER, Card, Suit

#: What the wild cards of one play stand for: (physical card, natural rank) for each one read
#: as another card (a 3 read as a 3 is left out).
StandIns = tuple[tuple[Card, int], ...]


def rank_label(natural: int, tr=None) -> str:
    """A natural rank as players write it: 3 … 10 J Q K A 2, 小王, 大王 — with a translator ``tr``
    the jokers in its language (Big joker), as the table names cards everywhere else."""
    if tr is not None and natural in (SMALL_JOKER, BIG_JOKER):
        return tr.card(Card(natural, Suit.JOKER))
    return RANK_LABELS.get(natural, str(natural))


def stand_ins(cards: Iterable[Card], reading: Iterable[int], is_wild: Callable[[Card], bool]) -> StandIns:
    """Which wild card of ``cards`` stands for which rank of ``reading`` (() for a plain play)."""
    reading = tuple(reading)
    wild = sorted((c for c in cards if is_wild(c)), key=lambda c: (-c.rank, c.suit.value, c.deck))
    if not reading or len(reading) != len(wild):
        return ()
    return tuple((card, natural) for card, natural in zip(wild, reading) if natural != card.rank)


def read_ranks(cards: Iterable[Card], ins: StandIns) -> list[int]:
    """The natural rank each card of the play counts as (its own, or what it stands for)."""
    read = dict(ins)
    return [read.get(card, card.rank) for card in cards]


def reading_text(cards: Iterable[Card], reading: Iterable[int], is_wild: Callable[[Card], bool], tr=None) -> str:
    """A play's reading in a few characters for the play log: "3→J", "3→8 3→9", "大王→7" (with a
    translator ``tr`` the jokers in its language: "Big joker→7"); "" when no wild card stands for
    another."""
    return " ".join(f"{rank_label(card.rank, tr)}→{rank_label(natural, tr)}"
                    for card, natural in stand_ins(cards, reading, is_wild))


def laid_as_read(cards: Iterable[Card], ins: StandIns, strength: Callable[[int], int]) -> tuple[Card, ...]:
    """The cards as players lay a read play: the main part first (ranks held most often), then the
    kickers, each low to high by what the card counts as — 4 5 6 [3→7] 8, 999 [3→9] 5.
    ``strength`` orders natural ranks (the game's :class:`~scenes.table.hand_view.CardOrder`)."""
    cards = tuple(cards)
    read = dict(ins)
    as_read = {card: read.get(card, card.rank) for card in cards}
    counts = Counter(as_read.values())
    return tuple(sorted(cards, key=lambda c: (-counts[as_read[c]], strength(as_read[c]), c in read,
                                              c.suit.value, c.deck)))


def heard_readings(events) -> dict[frozenset, tuple[int, ...]]:
    """The readings of the hand's wild plays from its events (the ``played`` events the viewer
    may see, e.g. ``controller.hand_events(viewer)``), for games whose observation does not list
    them (癞子斗地主); keyed by the play's cards — no physical card is played twice in a hand."""
    known: dict[frozenset, tuple[int, ...]] = {}
    for event in events:
        if event.kind == "hand_started":
            known.clear()
        elif event.kind == "played" and event.data.get("reading"):
            known[frozenset(event.data.get("cards", ()))] = tuple(event.data["reading"])
    return known


def known_readings(obs, heard: Mapping[frozenset, tuple[int, ...]] | None = None) -> dict[frozenset, tuple]:
    """Every reading the viewer knows this hand, by the play's cards: the observation's own list
    where the game keeps one (干瞪眼's ``history_readings``, beside ``history``), else what the
    table heard."""
    known = dict(heard or {})
    listed = getattr(obs, "history_readings", None)
    if listed is not None:
        for (_seat, cards), reading in zip(obs.history, listed):
            if cards and reading:
                known[frozenset(cards)] = tuple(reading)
    return known


#: Kinds named after their main rank ("三个J带一"); the other kinds are chains, named by their range.
_NAMED_BY_RANK = ("single", "pair", "triple", "triple_single", "triple_pair", "full_house", "four_one",
                  "four_two_singles", "four_two_pairs", "bomb", "soft_bomb", "same_rank")
#: Kinds whose name says it all (the rocket, 吃苍蝇's jokers).
_NAMED_ALONE = ("rocket", "joker_group")


def play_words(kind: str | None, cards: Iterable[Card], ins: StandIns, tr, combo_text: Callable[[str, int], str],
               strength: Callable[[int], int]) -> str:
    """The play to beat in words, as read: "三个J带一", "对9", "顺子 3–7", "4张J炸弹" (English:
    "three Js with one", "straight 3–7"). ``combo_text(kind, size)`` names a kind the game's way
    (the fallback "{kind} {rank}" and the chains); ``strength`` orders natural ranks."""
    cards = tuple(cards)
    size = len(cards)
    if not kind or not cards:
        return ""
    ranks = read_ranks(cards, ins)
    counts = Counter(ranks)
    most = max(counts.values())
    main = sorted((r for r, n in counts.items() if n == most), key=strength)
    if kind in _NAMED_ALONE:
        return combo_text(kind, size)
    if len(main) == 1:
        rank = rank_label(main[0], tr)
        key = f"table.beat.{kind}"
        if kind in _NAMED_BY_RANK and tr.has(key):
            return tr(key, rank=rank, n=size)
        return tr("table.beat.any", kind=combo_text(kind, size), rank=rank)
    steps = [strength(r) for r in main]
    if steps == list(range(steps[0], steps[0] + len(steps))):
        ranks_text = f"{rank_label(main[0], tr)}–{rank_label(main[-1], tr)}"
    else:
        ranks_text = " ".join(rank_label(r, tr) for r in main)
    return tr("table.beat.any", kind=combo_text(kind, size), rank=ranks_text)
