"""The one-off choices: 定缺 suit, 飘, 躺, and whether a possible win is worth taking."""
from __future__ import annotations

from engine.mahjong.shapes import SUIT_MASK, UNIT, pack_tiles
from engine.mahjong.tiles import SUITS
from engine.mahjong.winning import win_fans, winning_waits

from .danger import highest_threat, threats
from .efficiency import plan_shanten, suit_size
from .knowledge import Plan, knowledge_of, plan_for


def _suit_strength(h: int, s: int) -> int:
    """Pairs and neighbours inside suit ``s``: what would be lost by giving it up."""
    key = (h >> (27 * s)) & SUIT_MASK
    counts = [(key >> (3 * r)) & 7 for r in range(9)]
    pairs = sum(1 for n in counts if n >= 2)
    links = sum(1 for r in range(8) if counts[r] and counts[r + 1]) + \
        sum(1 for r in range(7) if counts[r] and counts[r + 2])
    return 2 * pairs + links


def choose_missing(hand) -> str:
    """定缺: the suit with the fewest tiles; among equals, the one whose loss costs least
    (the shanten of the rest, then its pairs and neighbours)."""
    h = pack_tiles(hand)
    return SUITS[min(range(3), key=lambda s: (suit_size(h, s), plan_shanten(h, 0, Plan((s,), False)),
                                              _suit_strength(h, s), s))]


def wants_piao(obs, threshold: int = 2) -> bool:
    """飘 on a strong start: at most ``threshold`` steps from ready (missing suit counted)."""
    k = knowledge_of(obs)
    plan = k.plan
    if obs.rules.missing == "declared":          # the suit is chosen after 飘: any may go
        plan = plan_for(obs.rules, None, set())
    return plan_shanten(k.hand, k.meld_count, plan) <= threshold


def wants_lay_down(obs, tile: int, min_live: int = 5) -> bool:
    """躺 after discarding ``tile``: the win is doubled, but the hand is shown and locked,
    so opponents stop throwing its tiles and every draw is thrown blind. Worth it with
    enough live winning tiles (unseen copies) and enough wall left to draw them, and
    when no opponent looks ready."""
    k = knowledge_of(obs)
    rest = k.hand - UNIT[tile]
    waits = winning_waits(obs.rules, rest, k.melds, k.declared)
    live = sum(k.unseen[i] for i, _ in waits)
    if live < min_live or obs.wall_count < 12:
        return False
    return highest_threat(threats(obs)) < 0.6


def win_fans_now(obs):
    """The fans of the win open to this seat now (self-draw on its turn, else the claim)."""
    k = knowledge_of(obs)
    w = obs.window
    if w is None:
        tile = obs.drawn.index if obs.drawn is not None else None
        if tile is None:
            return None
        return win_fans(obs.rules, k.hand, k.melds, k.declared, tile, True, obs.kong_draw)
    return win_fans(obs.rules, k.hand + UNIT[w.tile.index], k.melds, k.declared, w.tile.index,
                    kong_discard=w.after_kong, robbed=w.rob)


def wants_win(obs) -> bool:
    """Take every win, but one: in bloody play, early, a no-fan discard win of a hand almost
    all in one suit is let go for the 清一色 (8× its value) it is close to. A self-draw is
    always taken (everyone pays it)."""
    if obs.window is None or not obs.rules.bloody or obs.wall_count < 45:
        return True
    result = win_fans_now(obs)
    if result is None or result.total > 0:
        return True
    k = knowledge_of(obs)
    h = k.hand + UNIT[obs.window.tile.index]
    sizes = [suit_size(h, s) for s in range(3)]
    for m in k.melds:
        sizes[m.tile.suit_index] += 3
    return max(sizes) < 12
