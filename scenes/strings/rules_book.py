"""The rules book's own words (scenes/rules_book): its frame, contents and the match's settings.

The pages themselves are written in ``scenes/rules_book/content`` as (Chinese, English)
pairs; only the words around them live here.
"""

PAIRS = {
    "rules.contents": ("目录", "Contents"),
    "rules.back": ("返回", "Back"),
    "rules.keys": ("滚轮 / ↑↓ 滚动 · PgUp PgDn 翻页 · Home End 首尾 · ←→ 换游戏 · Esc 返回",
                        "Wheel / ↑↓ scroll · PgUp PgDn page · Home End · ←→ other game · Esc back"),
    "rules.players": ("{count} 人", "{count} players"),
    "rules.players_range": ("{low}–{high} 人", "{low}–{high} players"),
    "rules.settings": ("本局设置", "This match's settings"),
    "rules.setting": ("{name}：{value}", "{name}: {value}"),
    "rules.missing": ("这个游戏的规则页还没有写好。", "This game's rules page is not written yet."),
    # the games, as the contents group them (one content module per game)
    "rules.game.doudizhu": ("斗地主", "Dou Dizhu"),
    "rules.game.big2": ("锄大地", "Big Two"),
    "rules.game.shuangkou": ("双扣", "Shuang Kou"),
    "rules.game.gandengyan": ("干瞪眼", "Gan Deng Yan"),
    "rules.game.chicangying": ("吃苍蝇", "Chi Cang Ying"),
    "rules.game.shengji": ("升级", "Shengji"),
    "rules.game.dapie": ("打撇", "Dapie"),
    "rules.game.mahjong": ("四川麻将", "Sichuan Mahjong"),
    "rules.game.blackjack": ("21点", "Blackjack"),
    # the table's pause menu
    "table.rules": ("规则", "Rules"),
}
