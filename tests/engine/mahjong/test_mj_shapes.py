"""Tiles notation, winning shapes, readings, waits and shanten."""
import random

import pytest

from engine.mahjong.shapes import UNIT, is_win, pack, readings, shanten, waits
from engine.mahjong.tiles import Tile, parse, to_notation


def test_tile_names_and_notation():
    assert str(Tile("m", 1)) == "一万" and str(Tile("p", 5)) == "五筒" and str(Tile("s", 9)) == "九条"
    assert parse("12m 3p") == [Tile("m", 1), Tile("m", 2), Tile("p", 3)]
    assert to_notation(parse("9s 1m 5p 2m")) == "12m 5p 9s"
    for bad in ("0m", "12", "1x", "m"):
        with pytest.raises(ValueError):
            parse(bad)


@pytest.mark.parametrize("hand, win", [
    ("123m 456p 789s 11m 234m", True),
    ("111m 222m 333m 44p 567s", True),
    ("11223344556677m", True),              # also 七对
    ("1111m 2233p 445566s", True),          # 七对 with four identical as two pairs
    ("1111m 2233p 445567s", False),
    ("123m 456p 789s 12m 99s", False),
    ("11m", True),                           # 金钩钓: the pair alone, four melds outside
    ("1m 2m", False),
    ("22m 333p 444p", True),
])
def test_win_detection(hand, win):
    assert is_win(pack(hand)) is win


@pytest.mark.parametrize("hand, waiting", [
    ("1112345678999m", "123456789m"),       # 九莲宝灯
    ("123m 456p 789s 11m 11p", "14m 1p"),
    ("123m 456p 789s 46m 11p", "5m"),
    ("1m", "1m"),
    ("123m 456p 789s 1368m", ""),
])
def test_waits(hand, waiting):
    assert waits(pack(hand)) == tuple(t.index for t in parse(waiting))


def test_a_wait_held_four_times_is_no_wait():
    assert waits(pack("1111m 23m")) == ()          # a fifth 1m does not exist
    assert waits(pack("1111m 23m 5p")) == (Tile("p", 5).index,)
    assert waits(pack("1m"), used=pack("111m")) == ()


@pytest.mark.parametrize("hand, melds, expected", [
    ("123m 456p 789s 11m 234m", 0, -1),
    ("123m 456p 789s 11m 23m", 0, 0),
    ("1122334455667m", 0, 0),              # 七对 ready
    ("147m 147p 147s 258m 9p", 0, 4),
    ("1m", 4, 0),
    ("19m 19p 19s 1234567m", 0, 3),
])
def test_shanten_known_hands(hand, melds, expected):
    assert shanten(pack(hand), melds) == expected


def test_shanten_agrees_with_win_and_waits_on_random_hands():
    rng = random.Random(5)
    for _ in range(3000):
        ids = rng.sample(range(108), 14)
        h14 = sum(UNIT[i // 4] for i in ids)
        h13 = h14 - UNIT[ids[0] // 4]
        assert (shanten(h14) == -1) == is_win(h14)
        if waits(h13):
            assert shanten(h13) == 0
        if shanten(h13) == 0:   # block count: ready unless every wait is already held four times
            assert waits(h13) or any(((h13 >> 3 * i) & 7) == 4 for i in range(27))
        # one tile changes shanten by at most one
        assert shanten(h14) >= shanten(h13) - 1


def test_readings_list_every_decomposition():
    rs = readings(pack("111222333m 44p 567s"))
    assert len(rs) == 2
    assert {tuple(sorted(r.sets)) for r in rs} == {
        ((0, False), (1, False), (2, False), (22, True)), ((0, True), (0, True), (0, True), (22, True))}
    assert readings(pack("1122335566m 7799p")) == []   # 七对 only: no standard reading


def _reference_shanten(h, melds):
    """The textbook recursion over the whole hand (slow, obviously right)."""
    from engine.mahjong.shapes import unpack
    c, n, best = unpack(h), 4 - melds, [-1]

    def rec(i, m, t, p):
        while i < 27 and c[i] == 0:
            i += 1
        if i >= 27:
            best[0] = max(best[0], 2 * m + min(t, n - m) + p)
            return
        steps = []
        if c[i] >= 3 and m < n:
            steps.append(((i, i, i), 1, 0, 0))
        if i % 9 <= 6 and c[i + 1] and c[i + 2] and m < n:
            steps.append(((i, i + 1, i + 2), 1, 0, 0))
        if c[i] >= 2:
            if not p:
                steps.append(((i, i), 0, 0, 1))
            steps.append(((i, i), 0, 1, 0))
        if i % 9 <= 7 and c[i + 1]:
            steps.append(((i, i + 1), 0, 1, 0))
        if i % 9 <= 6 and c[i + 2]:
            steps.append(((i, i + 2), 0, 1, 0))
        steps.append(((i,), 0, 0, 0))
        for tiles, dm, dt, dp in steps:
            for k in tiles:
                c[k] -= 1
            rec(i, m + dm, t + dt, p | dp)
            for k in tiles:
                c[k] += 1

    rec(0, 0, 0, 0)
    s = 2 * n - best[0]
    return min(s, 6 - min(7, sum(x // 2 for x in c))) if melds == 0 else s


def test_shanten_equals_the_textbook_recursion():
    rng = random.Random(11)
    for _ in range(400):
        size = rng.choice((14, 13, 11, 10, 7))
        h = sum(UNIT[i // 4] for i in rng.sample(range(108), size))
        melds = (14 - size) // 3
        assert shanten(h, melds) == _reference_shanten(h, melds)
