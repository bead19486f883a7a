"""四川麻将 words (key -> (zh, en)), merged into the one table by scenes/i18n.py.

So far the refusals of the rules (engine/mahjong/refusals.py); the table adds its own words."""

PAIRS = {
    "reason.tile_not_in_hand": ("你手里没有这张牌", "You don't hold that tile"),
    "reason.must_discard_missing": ("须先打完定缺的那门牌", "Discard your declared missing suit first"),
    "reason.not_ready": ("打出这张后还没下叫，不能躺", "You would not be ready after that discard: no laying down"),
    "reason.cannot_win": ("这手牌还不能胡", "This hand cannot win"),
    "reason.win_banned": ("弃胡后，自己摸牌之前不能再胡别人打的牌", "You passed a win: no win on a discard until your next draw"),
    "reason.cannot_pong": ("不能碰这张牌", "You cannot pong that tile"),
    "reason.pong_banned": ("弃碰后，自己摸牌之前不能再碰这张牌", "You passed this pong: not again until your next draw"),
    "reason.cannot_kong": ("不能杠这张牌", "You cannot kong that tile"),
}
