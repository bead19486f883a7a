"""双扣's card knowledge: the hand split into plays (拆牌), and what could still beat a play (记牌).

Hands are packed rank counts of 双扣's order (:data:`~engine.climbing.ranks.DOUDIZHU_ORDER`:
0..11 = 3..A, 12 = 2, 13 = 小王, 14 = 大王), up to eight cards of a rank.

The split keeps every bomb whole (four to eight of a rank; 天王炸弹 when all four jokers
are in the hand) and tries the chains the rest can hold (顺子 ≥ 5, 连对 ≥ 3, 连三张 ≥ 3, all
within 3…A) with a bounded depth-first search; what is left falls apart by rank into
singles, pairs and triples. A split is scored like 斗地主's: the groups' values minus
:data:`TURN_COST` per play. Splits are cached by hand.
"""
from __future__ import annotations

from engine.climbing.combos import Combo, classify
from engine.climbing.ranks import UNIT, counts, presence_masks
from engine.climbing.tables import BOMB, PAIR_STRAIGHT, PLANE, ROCKET, STRAIGHT
from engine.climbing.variants.shuangkou import MOVES, SHUANGKOU

from ai.climbing.teams import CardSense, Decomposition, Move
from ai.doudizhu.decompose import chain_candidates

ACE, TWO, SMALL, BIG = 11, 12, 13, 14
TURN_COST = 7.0
#: 8 of each rank 3..2, two of each joker
FULL_DECK = sum(8 * UNIT[i] for i in range(TWO + 1)) + 2 * UNIT[SMALL] + 2 * UNIT[BIG]
ROCKET_PACKED = 2 * UNIT[SMALL] + 2 * UNIT[BIG]
_CHAIN_MIN = {1: 5, 2: 3, 3: 3}
#: nodes of the chain search per hand (plenty for real hands; a bound all the same)
_NODE_LIMIT = 1500
#: an unseen rank is counted as a bomb someone may hold from this many unseen cards of it on
BOMB_SUSPECT = 5
_CACHE_LIMIT = 200_000


def group_value(found: Combo) -> float:
    """How much a group helps the hand: low groups must be got rid of, high ones win leads."""
    kind = found.kind
    if kind == ROCKET:
        return 26.0
    if kind == BOMB:
        return 8.0 + 3.0 * (found.size - 4) + found.key / 4
    if kind == STRAIGHT:
        return found.key - 6.0
    if kind == PAIR_STRAIGHT:
        return found.key - 5.0
    if kind == PLANE:
        return found.key - 3.0
    return found.key - 7.0 + 0.5 * (found.size - 1)


def _unit_value(i: int, n: int) -> float:
    return i - 7.0 + 0.5 * (n - 1)


_CACHE: dict[int, Decomposition] = {}


def decompose(hand: int) -> Decomposition:
    found = _CACHE.get(hand)
    if found is None:
        if len(_CACHE) > _CACHE_LIMIT:
            _CACHE.clear()
        found = _CACHE[hand] = _solve(hand)
    return found


def _chain_value(unit: int, low: int, length: int) -> float:
    top = low + length - 1
    return top - {1: 6.0, 2: 5.0, 3: 3.0}[unit]


def _rest_score(c: list[int]) -> float:
    score = 0.0
    for i in range(BIG + 1):
        n = c[i]
        if n:
            score += _unit_value(i, n) - TURN_COST
    return score


#: ``_REST_VALUE[i][n]``: what ``n`` loose cards of index ``i`` add to :func:`_rest_score`
_REST_VALUE = tuple(tuple(_unit_value(i, n) - TURN_COST if n else 0.0 for n in range(16))
                    for i in range(BIG + 1))


def _solve(hand: int) -> Decomposition:
    c = counts(hand)
    fixed: list[int] = []
    if c[SMALL] == 2 and c[BIG] == 2:
        fixed.append(ROCKET_PACKED)
        c[SMALL] = c[BIG] = 0
    for i in range(TWO + 1):
        if c[i] >= 4:
            fixed.append(c[i] * UNIT[i])
            c[i] = 0
    candidates = chain_candidates(c, _CHAIN_MIN)
    best_score = [float("-inf")]
    best_chains: list[tuple] = [()]
    chosen: list[tuple[int, int, int]] = []
    nodes = [0]
    # each candidate with its end, its rank bits and its value as a play; the rest's score is
    # kept up as chains take cards (every value is a multiple of 0.5, so the sums are exact in
    # any order), and so are the masks of the ranks held once, twice, three times or more
    steps = [(unit, low, low + length, ((1 << length) - 1) << low, _chain_value(unit, low, length) - TURN_COST)
             for unit, low, length in candidates]
    rest_value = _REST_VALUE

    def dfs(start: int, chain_value: float, rest: float, held: tuple[int, int, int, int]) -> None:
        nodes[0] += 1
        score = chain_value + rest
        if score > best_score[0]:
            best_score[0] = score
            best_chains[0] = tuple(chosen)
        if nodes[0] > _NODE_LIMIT:
            return
        for j in range(start, len(steps)):
            unit, low, end, bits, value = steps[j]
            if held[unit] & bits == bits:
                change = 0.0
                m1, m2, m3 = held[1], held[2], held[3]
                for i in range(low, end):
                    n = c[i]
                    left = n - unit
                    change += rest_value[i][left] - rest_value[i][n]
                    c[i] = left
                    if left < 3:
                        bit = ~(1 << i)
                        m3 &= bit
                        if left < 2:
                            m2 &= bit
                            if not left:
                                m1 &= bit
                chosen.append(candidates[j])
                dfs(j, chain_value + value, rest + change, (0, m1, m2, m3))
                chosen.pop()
                for i in range(low, end):
                    c[i] += unit
                if nodes[0] > _NODE_LIMIT:
                    return

    if candidates:
        m1, m2, m3, _ = presence_masks(c)
        dfs(0, 0.0, _rest_score(c), (0, m1, m2, m3))
    for unit, low, length in best_chains[0]:
        for i in range(low, low + length):
            c[i] -= unit
    parts = list(fixed)
    parts += [sum(unit * UNIT[i] for i in range(low, low + length)) for unit, low, length in best_chains[0]]
    parts += [c[i] * UNIT[i] for i in range(BIG + 1) if c[i]]
    groups = []
    for packed in parts:
        found = classify(packed, None, SHUANGKOU)
        if found is None:  # two different jokers: two singles
            for i in (SMALL, BIG):
                if packed >> 4 * i & 15:
                    groups.append((UNIT[i], classify(UNIT[i], None, SHUANGKOU)))
            continue
        groups.append((packed, found))
    groups.sort(key=lambda g: (g[1].is_bomb, group_value(g[1]), -g[1].size))
    value = sum(group_value(g[1]) for g in groups)
    return Decomposition(tuple(groups), len(groups), value, value - TURN_COST * len(groups))


def whole(hand: int) -> Move | None:
    found = classify(hand, None, SHUANGKOU)
    return (hand, found) if found is not None else None


# --- could it be beaten? ------------------------------------------------------------------


def can_beat(pool: int, found: Combo, max_cards: int, bombs: bool = True) -> bool:
    """Whether cards of ``pool`` could answer ``found`` in one play of at most ``max_cards``.

    The pool is the other hands together, so a rank counts as a bomb someone may hold only
    from :data:`BOMB_SUSPECT` unseen cards of it on (four spread over three hands are
    rarely in one)."""
    c = counts(pool)
    kind = found.kind
    if kind == ROCKET:
        return False
    if kind == BOMB:
        return _bomb_beats(c, found.size, found.key, max_cards)
    if bombs and max_cards >= 4 and _bomb_beats(c, 3, -1, max_cards):
        return True
    size = found.size
    if size > max_cards:
        return False
    key = found.key
    if kind == STRAIGHT or kind == PAIR_STRAIGHT or kind == PLANE:
        unit = {STRAIGHT: 1, PAIR_STRAIGHT: 2, PLANE: 3}[kind]
        length = found.chain
        run = 0
        for i in range(ACE + 1):
            run = run + 1 if c[i] >= unit else 0
            if run >= length and i > key:
                return True
        return False
    for i in range(key + 1, BIG + 1):
        if c[i] >= size:
            return True
    return False


def _bomb_beats(c: list[int], size: int, key: int, max_cards: int) -> bool:
    if c[SMALL] == 2 and c[BIG] == 2 and max_cards >= 4:
        return True
    for i in range(TWO + 1):
        n = c[i]
        if n >= BOMB_SUSPECT:
            biggest = min(n, max_cards)
            if biggest > size or (biggest == size and i > key):
                return True
    return False


# --- 翻倍 ----------------------------------------------------------------------------------


def bomb_multiplier(found: Combo) -> int:
    if found.kind == ROCKET:
        return 5
    if found.kind == BOMB:
        return max(1, found.size - 3)
    return 1


def bomb_pays(view, move: Move) -> bool:
    """A bomb raises the stake when it beats the team's multiplier so far and the team is
    ahead: a friend went out first, or my hand is nearly done."""
    extra = view.extra
    if extra is None:
        return False
    mine = extra[view.seat]
    if bomb_multiplier(move[1]) <= mine:
        return False
    ahead = bool(view.out) and view.is_friend(view.out[0])
    return ahead or decompose(view.hand - move[0]).plays <= 2


SENSE = CardSense(moves=MOVES, decompose=decompose, can_beat=can_beat, whole=whole,
                  group_value=group_value, danger=5, follow_limit=12.0, partner_next_discount=4.0,
                  bomb_pays=bomb_pays)

__all__ = ["SENSE", "decompose", "can_beat", "whole", "group_value", "bomb_multiplier", "FULL_DECK",
           "TURN_COST"]
