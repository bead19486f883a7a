"""The words of the main menu's game families, the variant view and the continue list."""

PAIRS = {
    # 设置's interface scale (issue 32): text, buttons, bars, panels and margins (scenes/theme.py)
    "settings.ui_scale": ("文字和按钮大小", "Text and buttons"),
    "settings.percent": ("{value}%", "{value} %"),
    "settings.ui_scale.capped": ("窗口太小，现用 {value}%", "Window too small: {value} % in use"),
    # the family tiles: one name and one line per game family (scenes/menu_families.py)
    "menu.family.doudizhu.name": ("斗地主", "Dou Dizhu"),
    "menu.family.doudizhu.desc": ("三人抢地主，一人独战两家，先出完者赢。",
                                  "Bid to be the landlord: one against two, first out wins."),
    "menu.family.shengji.name": ("升级", "Shengji"),
    "menu.family.shengji.desc": ("四人对家搭档，抓分升级，从 2 打到 A。",
                                 "Two pairs of partners take points to climb from 2 to A."),
    "menu.family.sichuan-mahjong.name": ("四川麻将", "Sichuan Mahjong"),
    "menu.family.sichuan-mahjong.desc": ("万筒条 108 张，绵阳、德阳的地方打法。",
                                         "108 tiles in three suits, as played in Mianyang and Deyang."),
    "menu.family.big2.name": ("锄大地", "Big Two"),
    "menu.family.big2.desc": ("四人各打各，同张数才能管，♦3 先出。",
                              "Four players, each alone: beat with as many cards."),
    "menu.family.shuangkou.name": ("双扣", "Shuang Kou"),
    "menu.family.shuangkou.desc": ("两副牌，对家搭档，炸弹越多越大。",
                                   "Two decks, two teams: bombs of up to eight cards."),
    "menu.family.gandengyan.name": ("干瞪眼", "Gan Deng Yan"),
    "menu.family.gandengyan.desc": ("只能用正好大一点的牌管，王是听用。",
                                    "Beat only by exactly one rank higher; jokers are wild."),
    "menu.family.chicangying.name": ("吃苍蝇", "Chi Cang Ying"),
    "menu.family.chicangying.desc": ("翻牌定上下混，拿到另一张明牌的是暗中的搭档。",
                                     "Turned cards set the wilds and a secret partner."),
    "menu.family.dapie.name": ("打撇", "Dapie"),
    "menu.family.dapie.desc": ("叫分定打家，一人对三家，抓够叫的分就赢。",
                               "The top bidder plays alone against three for the points."),
    "menu.family.blackjack.name": ("21点", "Blackjack"),
    "menu.family.blackjack.desc": ("与庄家比点数：不超过 21 点且尽量大。",
                                   "Beat the banker: get close to 21 without going over."),

    # the main menu
    "menu.variants": ("{count} 种玩法", "{count} variants"),
    "menu.mark.recent": ("最近玩过", "Played last"),
    "menu.mark.saved": ("未完成", "Unfinished"),
    "menu.continue_count": ("继续", "Continue"),
    "menu.continue_one": ("{game} · 第 {hand} 局", "{game} · hand {hand}"),
    "menu.unfinished_count": ("{count} 局未完成", "{count} unfinished"),
    "menu.rules": ("规则", "Rules"),
    "menu.grid_keys": ("方向键 选择 · Enter 打开 · Esc 退出", "Arrows choose · Enter open · Esc quit"),

    # a family's variants
    "menu.family_title": ("{family} · 选择玩法", "{family} · Choose a variant"),
    "menu.last_played": ("上次玩的", "Played last"),
    "menu.saved_hand": ("未完成 · 第 {hand} 局", "Unfinished · hand {hand}"),
    "menu.choose": ("选择", "Choose"),
    "menu.back": ("返回", "Back"),
    "menu.family_keys": ("↑↓ 选择玩法 · Enter 开局设置 · Esc 返回",
                         "↑↓ choose · Enter set up a match · Esc back"),

    # the continue list
    "menu.continue_title": ("继续未完成的对局", "Continue an unfinished match"),
    "menu.continue_hint": ("每个游戏各保留一局，打完或放弃时删除。",
                           "Each game keeps one unfinished match until it ends or is abandoned."),
    "menu.resume": ("继续", "Continue"),
    "menu.abandon": ("放弃", "Abandon"),
    "menu.abandon_confirm": ("放弃这局{game}（第 {hand} 局）？放弃后无法恢复。",
                             "Abandon this {game} match (hand {hand})? It cannot be undone."),
    "menu.hand_when": ("第 {hand} 局 · {when}", "Hand {hand} · {when}"),
    "menu.hand_only": ("第 {hand} 局", "Hand {hand}"),
    "menu.none_saved": ("没有未完成的对局。", "There is no unfinished match."),
    "menu.continue_keys": ("↑↓ 选择 · ←→ 继续/放弃 · Enter 确定 · Esc 返回",
                           "↑↓ choose · ←→ continue/abandon · Enter confirm · Esc back"),
    "menu.when_today": ("今天 {time}", "Today {time}"),
    "menu.when_yesterday": ("昨天 {time}", "Yesterday {time}"),
    "menu.when_date": ("{mon}月{day}日 {time}", "{mon} {day}, {time}"),
    "menu.when_year": ("{year}年{mon}月{day}日", "{mon} {day}, {year}"),
    "menu.replace_saved": ("{game}还有一局没打完（第 {hand} 局）。开始新的对局会放弃它，确定吗？",
                           "There is an unfinished {game} match (hand {hand}). Starting a new one "
                           "abandons it. Start anyway?"),
    "menu.month.1": ("1", "Jan"), "menu.month.2": ("2", "Feb"), "menu.month.3": ("3", "Mar"),
    "menu.month.4": ("4", "Apr"), "menu.month.5": ("5", "May"), "menu.month.6": ("6", "Jun"),
    "menu.month.7": ("7", "Jul"), "menu.month.8": ("8", "Aug"), "menu.month.9": ("9", "Sep"),
    "menu.month.10": ("10", "Oct"), "menu.month.11": ("11", "Nov"), "menu.month.12": ("12", "Dec"),
}

# The 残局 screens' words live in scenes/strings/puzzle.py and join the table with the menu's,
# which opens those screens.
from .puzzle import PAIRS as _PUZZLE_PAIRS  # noqa: E402

PAIRS.update(_PUZZLE_PAIRS)

# 新手教学's words (the list, the lesson's box, each lesson's sentences) live in
# scenes/strings/tutorial.py and join the table here, with the menu that opens the lessons.
from .tutorial import PAIRS as _TUTORIAL_PAIRS  # noqa: E402

PAIRS.update(_TUTORIAL_PAIRS)

# The setup screen's measured level figures live in scenes/strings/level_figures.py.
from .level_figures import PAIRS as _LEVEL_FIGURE_PAIRS  # noqa: E402

PAIRS.update(_LEVEL_FIGURE_PAIRS)
