"""Picking a whole play in one gesture (智能选牌): the best legal play through a card, a run from a drag.

Why from the legal actions: what may be played now is the rules' business, and the viewer's
legal actions (``TableScene.legal_actions()``, from the controller, never the engine state)
already list every play that answers the table — so a double-click (or G) on a card only has to
choose among the listed plays holding it, and a drag across the hand only among the listed
plays made of the cards it passed. Nothing here knows a game: plays are read by their shape
(how many cards of each rank, what wild cards stood for), the way a player sees them.

- **Through a card** (:func:`play_through`): answering a play, the most natural answer holding
  the card — the card in the main part (not a kicker), no bomb where a plain answer exists, no
  bomb broken, the fewest pairs and triples split, the lowest; leading, the longest sensible
  combination through it — a straight, a plane, a run of pairs before a triple with its kicker,
  before a bomb, a pair, the card alone — never splitting a bomb or spending a wild card the
  player did not point at.
- **A run from a drag** (:func:`run_within`): dragging across 3 3 4 5 5 6 7 raises 3 4 5 6 7 —
  the longest listed play that keeps every rank the drag passed, dropping only duplicates.

Listed plays hold the cards the engine picked for their ranks; the cards the player pointed at
are put in their place wherever the rules accept that (``accept``), so the card he clicked is
the one raised.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Hashable, Iterable, Sequence

from engine.actions import Play
from engine.cards import Card

#: The jokers' ranks (小王, 大王): two of them are a rocket where they are not wild.
_JOKERS = (15, 16)


def _by_rank(card: Card) -> Hashable:
    return card.rank


def _never(card: Card) -> bool:
    return False


@dataclass(frozen=True)
class PickRules:
    """How a table's plays are read when picking them.

    ``face``: which cards count as the same (the rank at climbing games; rank and suit at the
    trick games, where a pair is two identical cards). ``singles_chain``: several different
    single cards make one combination (a straight) — at trick games they would be a throw, not
    a sensible lead. ``strength``: a card's place in the game's order (higher is stronger), for
    choosing the lower of two equal plays. ``wild``: cards that may stand for others.
    ``runs``: a drag raises a run (climbing games).
    """

    face: Callable[[Card], Hashable] = _by_rank
    singles_chain: bool = True
    strength: Callable[[Card], int] = field(default=lambda card: card.rank)
    wild: Callable[[Card], bool] = _never
    runs: bool = True


#: The trick games' reading: a pair is two identical cards, there are no straights.
TRICK_RULES = PickRules(face=lambda card: (card.rank, card.suit), singles_chain=False, runs=False)


@dataclass(frozen=True)
class _Shape:
    """A candidate play read as a player reads it."""

    cards: tuple[Card, ...]
    faces: Counter          # how many cards count as each face (wild cards as what they stand for)
    most: int               # the largest of those counts
    main: frozenset         # the faces of the main part (held ``most`` times)

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def chain(self) -> bool:
        return len(self.main) >= 2


def _shape(cards: tuple[Card, ...], reading: tuple[int, ...], rules: PickRules) -> _Shape:
    wild = [c for c in cards if rules.wild(c)]
    if reading and len(reading) == len(wild):
        faces = Counter(rules.face(c) for c in cards if not rules.wild(c))
        faces.update(reading)
    else:
        faces = Counter(rules.face(c) for c in cards)
    most = max(faces.values())
    return _Shape(cards, faces, most, frozenset(f for f, n in faces.items() if n == most))


def _fitted(play: Play, prefer: Sequence[Card], hand: Sequence[Card], rules: PickRules,
            accept: Callable[[Play], bool] | None) -> tuple[Card, ...]:
    """The play's cards with the preferred ones in place of others of the same face, where the
    rules accept the swap (suits can matter: 锄大地's flushes); else the listed cards."""
    wanted = Counter(rules.face(c) for c in play.cards)
    chosen: list[Card] = []
    ranked = list(prefer) + [c for c in play.cards if c not in prefer] + [c for c in hand if c not in prefer]
    for card in ranked:
        face = rules.face(card)
        if wanted[face] > 0 and card not in chosen:
            chosen.append(card)
            wanted[face] -= 1
    fitted = tuple(chosen)
    if set(fitted) == set(play.cards) or len(fitted) != len(play.cards):
        return tuple(play.cards)
    if accept is not None and not accept(Play(fitted, play.reading)):
        return tuple(play.cards)
    return fitted


def _breaks_bomb(cards: tuple[Card, ...], shape: _Shape, held: Counter, jokers_held: frozenset,
                 rules: PickRules) -> bool:
    """The play takes part of a bomb the hand holds: some of four or more of a face, or one of
    the two jokers (a rocket) with other cards."""
    played = Counter(rules.face(c) for c in cards)
    if not _is_bomb(shape) and any(0 < n < held[f] and held[f] >= 4 for f, n in played.items()):
        return True
    jokers = {c.rank for c in cards if c.rank in _JOKERS and not rules.wild(c)}
    return len(jokers) == 1 and jokers_held >= set(_JOKERS)


def _broken(cards: tuple[Card, ...], held: Counter, rules: PickRules) -> int:
    """How many of the hand's groups (pairs, triples …) the play splits."""
    played = Counter(rules.face(c) for c in cards)
    return sum(1 for f, n in played.items() if n < held[f])


def _is_bomb(shape: _Shape) -> bool:
    """Four or more of one face, or jokers alone (a rocket)."""
    return (len(shape.faces) == 1 and shape.size >= 4) or (
        shape.size >= 2 and all(c.rank in _JOKERS for c in shape.cards))


def _bombish(shape: _Shape, lead_size: int | None) -> bool:
    """A bomb, or — answering — a play of another size than the lead's, which only a bomb may be
    (干瞪眼's three of a kind on a single)."""
    return _is_bomb(shape) or (lead_size is not None and shape.size != lead_size)


def _lead_category(shape: _Shape, rules: PickRules) -> int:
    """How sensible a lead of this shape is through a card, most first: a chain (straight, run of
    pairs, plane, with wings or not), a triple (with its kicker), a bomb, a pair, the card alone;
    four with kickers last (it spends a bomb)."""
    if _is_bomb(shape):
        return 2
    if shape.chain and (shape.most >= 2 or rules.singles_chain):
        return 4
    if shape.most >= 4:
        return -1
    if shape.most == 3:
        return 3
    return 1 if shape.most == 2 else 0


def _sensible_lead(shape: _Shape, rules: PickRules) -> bool:
    """At the trick games a lead is one unit (a single, a pair, a triple, a tractor), never a
    throw of several; at the climbing games every listed lead is a combination."""
    if rules.singles_chain:
        return True
    counts = set(shape.faces.values())
    return len(counts) == 1 and (shape.most >= 2 or len(shape.faces) == 1)


def play_through(card: Card, hand: Sequence[Card], legal: Iterable, lead_size: int | None,
                 rules: PickRules = PickRules(), accept: Callable[[Play], bool] | None = None,
                 ) -> tuple[Card, ...] | None:
    """The cards of the best listed play holding ``card`` (see the module's docstring); None when
    no listed play holds it. ``lead_size``: the cards in the play to answer (None: leading);
    ``accept(play)``: whether the rules take a play (for putting the pointed cards in place)."""
    held = Counter(rules.face(c) for c in hand)
    jokers_held = frozenset(c.rank for c in hand if c.rank in _JOKERS and not rules.wild(c))
    face = rules.face(card)
    best, best_key = None, None
    for play in legal:
        if not isinstance(play, Play) or not play.cards:
            continue
        if card not in play.cards and face not in {rules.face(c) for c in play.cards}:
            continue
        cards = play.cards if card in play.cards else _fitted(play, [card], hand, rules, accept)
        if card not in cards:
            continue
        shape = _shape(cards, play.reading, rules)
        if lead_size is None and not _sensible_lead(shape, rules):
            continue
        key = _key(card, cards, shape, held, jokers_held, lead_size, rules, play.reading)
        if best_key is None or key < best_key:
            best, best_key = cards, key
    return best


def _key(card: Card, cards: tuple[Card, ...], shape: _Shape, held: Counter, jokers_held: frozenset,
         lead_size: int | None, rules: PickRules, reading: tuple) -> tuple:
    """Smaller is better (see :func:`play_through`)."""
    needless_wild = bool(reading) and not rules.wild(card) and any(rules.wild(c) for c in cards)
    in_main = rules.wild(card) or shape.faces[rules.face(card)] == shape.most
    main = [c for c in cards if shape.faces[rules.face(c)] == shape.most]
    main_strength = max((rules.strength(c) for c in main), default=0)
    kickers = sum(rules.strength(c) for c in cards if c not in main)
    breaks = _breaks_bomb(cards, shape, held, jokers_held, rules)
    broken = _broken(cards, held, rules)
    if lead_size is None:
        return (needless_wild, not in_main, breaks, -_lead_category(shape, rules), -shape.size, broken,
                main_strength, kickers)
    return (needless_wild, not in_main, _bombish(shape, lead_size), breaks, broken, main_strength, kickers,
            shape.size)


def run_within(dragged: Sequence[Card], hand: Sequence[Card], legal: Iterable, rules: PickRules = PickRules(),
               accept: Callable[[Play], bool] | None = None) -> tuple[Card, ...] | None:
    """The longest listed play made of ``dragged`` cards that keeps every face the drag passed
    (a run: 3 3 4 5 5 6 7 → 3 4 5 6 7), None when there is none or the drag is itself a play
    (``accept``). The dragged cards are the ones used."""
    dragged = tuple(dragged)
    faces = {rules.face(c) for c in dragged}
    if not rules.runs or len(faces) < 3:
        return None
    if accept is not None and accept(Play(dragged)):
        return None
    available = Counter(rules.face(c) for c in dragged)
    held = Counter(rules.face(c) for c in hand)
    best, best_key = None, None
    for play in legal:
        if not isinstance(play, Play) or not play.cards or play.reading:
            continue
        wanted = Counter(rules.face(c) for c in play.cards)
        if set(wanted) != faces or any(n > available[f] for f, n in wanted.items()):
            continue
        cards = play.cards if set(play.cards) <= set(dragged) else _fitted(play, dragged, dragged, rules, accept)
        if not set(cards) <= set(dragged):
            continue
        key = (-len(cards), _broken(cards, held, rules), sum(rules.strength(c) for c in cards))
        if best_key is None or key < best_key:
            best, best_key = cards, key
    return best
