"""A reviewed decision in words, as the table's own buttons and log name it: cards through the
translator (大王 / Big joker, never the card face's label), 不出, 斗地主's calls, mahjong's choices,
21点's moves, 升级's declarations and bury, 打撇's bid, trump, put-back, 倒 and answer."""
from __future__ import annotations

from engine.actions import Pass

#: 21点's moves by name (their buttons' words)
_NAMED = {"Hit": "table.bj.hit", "Stand": "table.bj.stand", "DoubleDown": "table.bj.double", "Split": "table.bj.split"}


def move_text(action, tr) -> str:
    """A move as the table names it: its cards, 不出, or 21点's 要牌 / 停牌 / 加倍 / 分牌."""
    if isinstance(action, Pass):
        return tr("table.passed")
    named = _NAMED.get(type(action).__name__)
    if named is not None:
        return tr(named)
    return tr.cards(getattr(action, "cards", ()))


def call_text(action, phase: str, tr) -> str:
    """A call as 斗地主's buttons name it: 不叫, 1分 …, 倒 / 不倒, 踢回 / 不踢."""
    if phase == "bid":
        value = getattr(action, "value", 0)
        return tr(f"table.bid_{value}") if value in (1, 2, 3) else tr("table.no_bid")
    yes = bool(getattr(action, "yes", False))
    if phase == "redouble":
        return tr("table.redouble" if yes else "table.no_redouble")
    return tr("table.double" if yes else "table.no_double")


def mahjong_text(action, tr) -> str | None:
    """A mahjong choice as its button names it (打五筒, 碰, 杠, 胡, 过, 躺); None: not one."""
    name = type(action).__name__
    tile = getattr(action, "tile", None)
    tile_name = "" if tile is None else (tile.name_en if tr.language == "en" else tile.name_zh)
    if name == "Discard":
        return tr("table.replay.review.mj_discard", tile=tile_name)
    if name == "LayDown":
        return f"{tr('table.mj.lay_down')} {tile_name}"
    keys = {"Pong": "table.mj.pong", "Kong": "table.mj.kong", "Win": "table.mj.win", "PassClaim": "table.mj.pass"}
    return tr(keys[name]) if name in keys else None


def shengji_text(action, tr) -> str:
    """升级's declaration as its button says it (亮 ♠2 ♠2), or 不亮."""
    if isinstance(action, Pass):
        return tr("table.sj.no_declare")
    return tr("table.replay.review.sj_declare", cards=tr.cards(action.cards))


def dapie_text(action, phase: str, tr) -> str:
    """打撇's decision before the cards as its buttons say it: 叫 40 / 不叫, 叫主 ♠, 倒 / 不倒,
    踢回 / 放弃 / 认输 (a put-back is told by its cards, :func:`apart`)."""
    from ..trick.feed import suit_name

    name = type(action).__name__
    if phase == "dp_bid":
        return tr("table.dp.tag.bid", value=action.value) if name == "Bid" else tr("table.dp.pass")
    if phase == "dp_trump":
        return tr("table.replay.review.dp_trump", suit=suit_name(action.suit, tr))
    if name == "Concede":
        return tr("table.dp.concede")
    yes = bool(getattr(action, "yes", False))
    if phase == "dp_answer":
        return tr("table.dp.redouble" if yes else "table.dp.play_on")
    return tr("table.dp.double" if yes else "table.dp.no_double")


def apart(better, played, tr) -> tuple[str, str]:
    """Two sets of cards put away (升级's bury, 打撇's put-back) by the cards that differ only:
    the rest went down either way, and eight cards each would not fit the box."""
    mine, theirs = list(played.cards), list(better.cards)
    for card in list(mine):
        if card in theirs:
            mine.remove(card)
            theirs.remove(card)
    return tr.cards(theirs), tr.cards(mine)
