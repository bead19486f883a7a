"""The one translation table of the whole UI, and the translator that reads it.

Why one table: every word a player can see lives here once, in Chinese (the
default) and English, so a test can check that both languages are complete,
that every rule refusal (``reason.<key>``) and combination kind (``combo.<kind>``)
is translated, and that every key a scene asks for exists. Keys are named by
screen (``menu.*``, ``setup.*``, ``settings.*``, ``stats.*``, ``table.*``,
``result.*``, ``dialog.*``, ``notice.*``) plus the engine's vocabularies
(``reason.*``, ``combo.*``, ``line.*`` for score-breakdown lines).

Texts are ``str.format`` templates. A missing parameter renders as an empty
string instead of raising, and an unknown key renders as the key itself:
a translation slip must never crash a game in progress.
"""
from __future__ import annotations

import re
import string
from typing import Any, Iterable, Mapping

LANGUAGES = ("zh", "en")
DEFAULT_LANGUAGE = "zh"

# (zh, en) pairs, one line per key; STRINGS below is built from it in the documented shape.
_PAIRS: dict[str, tuple[str, str]] = {
    # application --------------------------------------------------------------------------
    "app.title": ("牌友", "Paiyou"),
    "app.subtitle": ("中国牌类与麻将合集", "Chinese card and mahjong games"),

    # main menu ----------------------------------------------------------------------------
    "menu.games": ("选择游戏", "Choose a game"),
    "menu.continue": ("继续上一局", "Continue"),
    "menu.continue_detail": ("{game} · 第 {hand} 局", "{game} · hand {hand}"),
    "menu.settings": ("设置", "Settings"),
    "menu.stats": ("统计", "Statistics"),
    "menu.quit": ("退出", "Quit"),
    "menu.players": ("{count} 人", "{count} players"),
    "menu.no_games": ("没有找到可以玩的游戏。", "No games are available."),
    "menu.keys": ("↑↓ 选择 · Enter 打开 · Esc 退出", "↑↓ choose · Enter open · Esc quit"),
    "menu.quit_confirm": ("退出牌友？", "Quit Paiyou?"),

    # setup screen -------------------------------------------------------------------------
    "setup.title": ("{game} · 开局", "{game} · New match"),
    "setup.players": ("玩家", "Players"),
    "setup.seat_count": ("人数", "Number of players"),
    "setup.seat_count_value": ("{count} 人", "{count}"),
    "setup.you": ("你", "You"),
    "setup.computer": ("电脑", "Computer"),
    "setup.pos.bottom": ("本家（下）", "Bottom"),
    "setup.pos.right": ("下家（右）", "Next (right)"),
    "setup.pos.top": ("对家（上）", "Across (top)"),
    "setup.pos.left": ("上家（左）", "Previous (left)"),
    "setup.level.easy": ("简单", "Easy"),
    "setup.level.normal": ("普通", "Normal"),
    "setup.level.hard": ("困难", "Hard"),
    "setup.options": ("规则选项", "Rules"),
    "setup.no_options": ("这个游戏没有可调的规则。", "This game has no rule options."),
    "setup.start": ("开始", "Start"),
    "setup.back": ("返回", "Back"),
    "setup.keys": ("↑↓ 选择项目 · ←→ 更改 · Enter 开始 · Esc 返回",
                   "↑↓ choose a row · ←→ change · Enter start · Esc back"),
    "setup.replace_saved": ("开始新的对局会放弃未完成的对局（{game}，第 {hand} 局）。确定吗？",
                            "Starting a new match discards the unfinished one ({game}, hand {hand}). Continue?"),

    # settings screen ----------------------------------------------------------------------
    "settings.title": ("设置", "Settings"),
    "settings.language": ("语言", "Language"),
    "settings.lang.zh": ("中文", "中文"),
    "settings.lang.en": ("English", "English"),
    "settings.animation": ("动画", "Animations"),
    "settings.anim.off": ("关", "Off"),
    "settings.anim.fast": ("快", "Fast"),
    "settings.anim.normal": ("正常", "Normal"),
    "settings.anim.slow": ("慢", "Slow"),
    "settings.sound": ("声音", "Sound"),
    "settings.fullscreen": ("全屏", "Full screen"),
    "settings.on": ("开", "On"),
    "settings.off": ("关", "Off"),
    "settings.bot_delay": ("电脑出牌前等待", "Computer players pause"),
    "settings.seconds": ("{value} 秒", "{value} s"),
    "settings.card_back": ("牌背颜色", "Card back"),
    "settings.back.blue": ("蓝", "Blue"),
    "settings.back.red": ("红", "Red"),
    "settings.back.green": ("绿", "Green"),
    "settings.card_size": ("牌面大小", "Card and tile size"),
    "settings.size.standard": ("标准", "Standard"),
    "settings.size.large": ("大", "Large"),
    "settings.size.larger": ("特大", "Extra large"),
    "settings.four_colour": ("四色牌", "Four-colour deck"),
    "settings.tracker": ("开局显示记牌器", "Card tracker at the start"),
    "settings.four_colour.off": ("红黑两色", "Red and black"),
    "settings.four_colour.on": ("四色", "Four colours"),
    "settings.done": ("完成", "Done"),
    "settings.data_folder": ("数据保存在：{path}", "Data is kept in: {path}"),
    "settings.keys": ("↑↓ 选择项目 · ←→ 更改 · Esc 返回", "↑↓ choose a row · ←→ change · Esc back"),
    "settings.saved": ("设置已保存", "Settings saved"),

    # statistics screen --------------------------------------------------------------------
    "stats.title": ("统计", "Statistics"),
    "stats.game": ("游戏", "Game"),
    "stats.hands": ("局数", "Hands"),
    "stats.wins": ("胜局", "Won"),
    "stats.win_rate": ("胜率", "Win rate"),
    "stats.points": ("总得分", "Points"),
    "stats.per_hand": ("每局得分", "Per hand"),
    "stats.matches": ("完成比赛", "Matches"),
    "stats.match_wins": ("比赛第一", "Matches won"),
    "stats.hints": ("提示", "Hints"),
    "stats.percent": ("{value}%", "{value}%"),
    "stats.empty": ("还没有记录。打完一局后，这里会显示你的成绩。",
                    "Nothing recorded yet. Your results appear here after your first hand."),
    "stats.note": ("只统计你自己的座位。", "Only your own seat is counted."),
    "stats.reset": ("清除统计", "Reset"),
    "stats.reset_confirm": ("清除所有统计数据？此操作无法撤销。",
                            "Clear all statistics? This cannot be undone."),
    "stats.back": ("返回", "Back"),

    # card table (斗地主 and the other climbing games) -------------------------------------
    "table.no_beat": ("没有牌大过上家", "Nothing of yours beats it"),
    "table.status.you_landlord": ("你当地主", "You are the landlord"),
    "table.log.you_landlord": ("你当地主，底牌 {cards}", "You are the landlord; kitty {cards}"),
    "table.play": ("出牌", "Play"),
    "table.pass": ("不出", "Pass"),
    "table.hint": ("提示", "Hint"),
    "table.bid": ("叫牌", "Bid"),
    "table.bid_value": ("{value}分", "Bid {value}"),
    "table.bid_1": ("1分", "1 point"),
    "table.bid_2": ("2分", "2 points"),
    "table.bid_3": ("3分", "3 points"),
    "table.no_bid": ("不叫", "No bid"),
    "table.double": ("倒", "Double"),
    "table.no_double": ("不倒", "No double"),
    "table.redouble": ("踢回", "Redouble"),
    "table.no_redouble": ("不踢", "No redouble"),
    "table.landlord": ("地主", "Landlord"),
    "table.farmer": ("农民", "Farmer"),
    "table.kitty": ("底牌", "Kitty"),
    "table.multiplier": ("倍数", "Multiplier"),
    "table.multiplier_value": ("×{value}", "×{value}"),
    "table.base": ("底分", "Base"),
    "table.base_value": ("底分 {value}", "Base {value}"),
    "table.cards_left": ("剩余{count}张", "{count} left"),
    "table.cards_count": ("{count}张", "{count}"),
    "table.sort": ("理牌", "Sort"),
    "table.sort_rank": ("按大小", "By rank"),
    "table.sort_group": ("按牌型", "By group"),
    "table.clear": ("重选", "Clear"),
    "table.your_turn": ("轮到你", "Your turn"),
    "table.waiting": ("等待…", "Waiting…"),
    "table.waiting_for": ("等待{name}…", "Waiting for {name}…"),
    "table.thinking": ("{name}思考中…", "{name} is thinking…"),
    "table.autoplay": ("托管", "Autoplay"),
    "table.autoplay_on": ("托管中", "Autoplay on"),
    "table.autoplay_cancel": ("取消托管", "I'll play"),
    "table.spring": ("春天", "Spring"),
    "table.reverse_spring": ("反春", "Reverse spring"),
    "table.bomb": ("炸弹", "Bomb"),
    "table.rocket": ("火箭", "Rocket"),
    "table.passed": ("不出", "Pass"),
    "table.hand_no": ("第 {hand} 局", "Hand {hand}"),
    "table.hand_of": ("第 {hand}/{total} 局", "Hand {hand} of {total}"),
    "table.score": ("得分", "Score"),
    "table.scores": ("总分", "Total"),
    "table.face_up": ("明牌", "Face-up card"),
    "table.first_bidder": ("{name}先叫", "{name} bids first"),
    "table.menu": ("菜单", "Menu"),
    "table.pause_title": ("暂停", "Paused"),
    "table.resume": ("继续游戏", "Resume"),
    "table.settings": ("设置", "Settings"),
    "table.to_menu": ("返回菜单", "Main menu"),
    "table.last_round": ("上一轮", "Last round"),
    "table.log_empty": ("还没有出牌。", "Nothing played yet."),
    "table.side.button": ("记录", "Log"),
    "table.side.log": ("出牌记录", "Play log"),
    "table.side.tracker": ("记牌器", "Tracker"),
    "table.side.tracker_caption": ("还没出现的牌（除去你的手牌）", "Not seen yet (your hand left out)"),
    "table.side.no_tracker": ("这个游戏没有记牌器。", "No card tracker in this game."),
    "table.side.newer": ("↓ 还有更新的", "↓ newer below"),
    "table.side.big_joker": ("大王", "Big J"),
    "table.side.small_joker": ("小王", "Sm. J"),
    "table.card.big_joker": ("大王", "Big joker"),
    "table.card.small_joker": ("小王", "Small joker"),
    "table.side.suit.S": ("♠", "♠"),
    "table.side.suit.H": ("♥", "♥"),
    "table.side.suit.C": ("♣", "♣"),
    "table.side.suit.D": ("♦", "♦"),
    "table.skip": ("点击跳过", "Click to skip"),
    "table.seat.you": ("你", "You"),
    "table.seat.right": ("下家", "Right"),
    "table.seat.top": ("对家", "Across"),
    "table.seat.left": ("上家", "Left"),
    "table.seat.n": ("玩家{n}", "Player {n}"),
    "table.keys": ("Enter 出牌 · Space 不出 · H 提示 · Esc 菜单",
                   "Enter play · Space pass · H hint · Esc menu"),
    # status line
    "table.status.your_bid": ("轮到你叫牌", "Your bid"),
    "table.status.your_double": ("要倒吗？", "Double?"),
    "table.status.your_redouble": ("要踢回吗？", "Redouble?"),
    "table.status.your_lead": ("轮到你出牌，随意出", "Your lead: play any combination"),
    "table.status.your_follow": ("轮到你：压过{kind}，或不出", "Your turn: beat the {kind} or pass"),
    "table.status.select": ("选择要出的牌", "Select the cards to play"),
    "table.status.bidding": ("{name}叫牌中…", "{name} is bidding…"),
    "table.status.doubling": ("{name}考虑倒不倒…", "{name} is deciding whether to double…"),
    "table.status.playing": ("{name}出牌中…", "{name} is playing…"),
    "table.status.redeal": ("没有人叫牌，重新发牌", "Nobody bid: dealing again"),
    "table.status.landlord_is": ("{name}当地主", "{name} is the landlord"),
    "table.status.hand_over": ("本局结束", "Hand over"),
    "table.status.match_over": ("比赛结束", "Match over"),
    "table.status.autoplay": ("托管中：电脑替你出牌", "Autoplay: the computer plays for you"),
    # play log
    "table.log.hand_started": ("第 {hand} 局开始", "Hand {hand} begins"),
    "table.log.bid": ("{name}：{value}分", "{name}: bid {value}"),
    "table.log.no_bid": ("{name}：不叫", "{name}: no bid"),
    "table.log.redeal": ("无人叫牌，重新发牌", "Nobody bid, redeal"),
    "table.log.landlord": ("{name}当地主，底牌 {cards}", "{name} is the landlord; kitty {cards}"),
    "table.log.doubled": ("{name}：倒", "{name}: double"),
    "table.log.not_doubled": ("{name}：不倒", "{name}: no double"),
    "table.log.redoubled": ("{name}：踢回", "{name}: redouble"),
    "table.log.not_redoubled": ("{name}：不踢", "{name}: no redouble"),
    "table.log.played": ("{name}：{cards}（{kind}）", "{name}: {cards} ({kind})"),
    "table.log.played_cards": ("{name}：{cards}", "{name}: {cards}"),
    "table.log.passed": ("{name}：不出", "{name}: pass"),
    "table.log.new_round": ("{name}获得出牌权", "{name} leads"),
    "table.log.bomb": ("{kind}！倍数 ×{multiplier}", "{kind}! Multiplier ×{multiplier}"),

    # result screen ------------------------------------------------------------------------
    "result.title": ("第 {hand} 局结果", "Hand {hand}: result"),
    "result.win": ("胜利", "Victory"),
    "result.lose": ("失败", "Defeat"),
    "result.draw": ("平局", "Draw"),
    "result.landlord_won": ("地主胜", "The landlord wins"),
    "result.farmers_won": ("农民胜", "The farmers win"),
    "result.base": ("底分", "Base"),
    "result.bid": ("叫分", "Bid"),
    "result.doubled": ("倒", "Doubled"),
    "result.redoubled": ("踢回", "Redoubled"),
    "result.bombs": ("炸弹×{count}", "Bombs ×{count}"),
    "result.rocket": ("火箭", "Rocket"),
    "result.spring": ("春天", "Spring"),
    "result.reverse_spring": ("反春", "Reverse spring"),
    "result.multiplier": ("倍数", "Multiplier"),
    "result.total": ("合计", "Total"),
    "result.this_hand": ("本局", "This hand"),
    "result.match_total": ("总分", "Match total"),
    "result.player": ("玩家", "Player"),
    "result.next_hand": ("下一局", "Next hand"),
    "result.to_menu": ("返回菜单", "Main menu"),
    "result.match_over": ("比赛结束", "Match over"),
    "result.hints": ("提示 {count} 次", "{count} hints"),
    "result.hints.one": ("提示 1 次", "1 hint"),
    "result.hints_of": ("{name}提示 {count} 次", "{name}: {count} hints"),
    "result.hints_of.one": ("{name}提示 1 次", "{name}: 1 hint"),
    "result.rank": ("第 {n} 名", "No. {n}"),
    "result.new_match": ("再来一场", "New match"),

    # score-breakdown lines of a HandResult: tr.line(key, params, factor) ------------------
    "line.base": ("底分 {value}", "Base {value}"),
    "line.bid": ("叫分 ×{factor}", "Bid ×{factor}"),
    "line.doubled": ("{name}倒 ×{factor}", "{name} doubled ×{factor}"),
    "line.redoubled": ("{name}踢回 ×{factor}", "{name} redoubled ×{factor}"),
    "line.bombs": ("炸弹×{count}  ×{factor}", "Bombs ×{count}  ×{factor}"),
    "line.rocket": ("火箭 ×{factor}", "Rocket ×{factor}"),
    "line.spring": ("春天 ×{factor}", "Spring ×{factor}"),
    "line.reverse_spring": ("反春 ×{factor}", "Reverse spring ×{factor}"),
    "line.farmer": ("{name}：{stake}倍，{amount}分", "{name}: stake ×{stake}, {amount} points"),
    "line.total": ("合计 {value}", "Total {value}"),

    # dialogs ------------------------------------------------------------------------------
    "dialog.yes": ("确定", "Yes"),
    "dialog.no": ("取消", "No"),
    "dialog.ok": ("好的", "OK"),
    "dialog.cancel": ("取消", "Cancel"),
    "dialog.leave": ("离开", "Leave"),
    "dialog.stay": ("留下", "Stay"),
    "dialog.leave_confirm": ("确认离开？对局会自动保存，下次可从主菜单继续。",
                             "Leave the table? The match is saved automatically; continue it from the main menu."),
    "dialog.quit_confirm": ("退出牌友？未完成的对局会自动保存。",
                            "Quit Paiyou? An unfinished match is saved automatically."),
    "dialog.keys": ("Enter 确定 · Esc 取消", "Enter yes · Esc no"),

    # notices (shown once as a message) ----------------------------------------------------
    "notice.damaged_settings": ("设置文件已损坏，已移到一旁保留，设置已恢复为默认值。",
                                "The settings file was damaged. It was moved aside and the defaults are in use."),
    "notice.damaged_match": ("未完成的对局记录已损坏，无法继续。记录已移到一旁保留。",
                             "The saved match was damaged and cannot be continued. It was moved aside."),
    "notice.damaged_stats": ("统计文件已损坏，已移到一旁保留，统计从零开始。",
                             "The statistics file was damaged. It was moved aside and counting starts again."),
    "notice.damaged_file": ("一个数据文件已损坏，已移到一旁保留。", "A data file was damaged and was moved aside."),
    "notice.damaged_people": ("家人名单文件已损坏，已移到一旁保留，名单和座位从头开始。",
                              "The family list was damaged. It was moved aside; names and seating start afresh."),
    "notice.repaired_stats": ("统计文件有几项已损坏：原文件已移到一旁保留，其余统计照常保留。",
                              "Some entries of the statistics were damaged. The file was moved aside "
                              "and the good entries were kept."),
    "notice.stats_newer": ("统计文件来自更新版本的牌友，这个版本读不了。文件已移到一旁保留，统计从零开始。",
                           "The statistics were saved by a newer version of Paiyou and cannot be read here. "
                           "The file was moved aside and counting starts again."),
    "notice.match_newer": ("未完成的对局由更新版本的牌友保存，这个版本无法继续。记录已移到一旁保留。",
                           "The saved match was saved by a newer version of Paiyou and cannot be continued "
                           "here. It was moved aside."),
    "notice.match_older": ("未完成的对局由旧版本的牌友保存，格式已不同，无法继续。记录已移到一旁保留。",
                           "The saved match was saved by an older version of Paiyou in another format and "
                           "cannot be continued. It was moved aside."),
    "notice.unreadable": ("无法读取数据文件，请检查文件夹权限。",
                          "A data file could not be read; please check the folder's permissions."),
    "notice.save_failed": ("无法写入数据文件夹，进度可能不会被保存。",
                           "The data folder cannot be written; progress may not be saved."),
    "notice.table_failed": ("无法打开这个游戏的牌桌。", "The table for this game could not be opened."),
    "notice.folder": ("文件夹：{path}", "Folder: {path}"),

    # rule refusals (engine RuleError.reason) ----------------------------------------------
    "reason.wrong_phase": ("现在不能这样做", "That can't be done now"),
    "reason.not_your_turn": ("还没轮到你", "It's not your turn"),
    "reason.unknown_action": ("这个操作无效", "That action isn't valid"),
    "reason.bid_not_higher": ("要叫得比 {current} 分高", "Bid higher than {current}"),
    "reason.bid_out_of_range": ("只能叫 1、2 或 3 分", "Bids are 1, 2 or 3"),
    "reason.cards_not_in_hand": ("这些牌不在你手里", "Those cards aren't in your hand"),
    "reason.empty_play": ("请先选择要出的牌", "Select cards first"),
    "reason.not_a_combination": ("这不是有效的牌型", "That's not a valid combination"),
    "reason.kind_mismatch": ("要出{expected}（{size}张）", "You must play a {expected} of {size} cards"),
    "reason.kind_mismatch.one_size": ("要出{expected}", "You must play a {expected}"),
    "reason.cannot_beat": ("管不上桌上的牌", "That doesn't beat the cards on the table"),
    "reason.cannot_pass_on_lead": ("首出不能不出", "You lead, so you can't pass"),
    "reason.hand_not_over": ("这一局还没结束", "The hand isn't over yet"),
    "reason.match_over": ("比赛已经结束", "The match is over"),

    # combination kinds (Combo.kind) -------------------------------------------------------
    "combo.single": ("单张", "single"),
    "combo.pair": ("对子", "pair"),
    "combo.triple": ("三张", "triple"),
    "combo.triple_single": ("三带一", "triple with a single"),
    "combo.triple_pair": ("三带二", "triple with a pair"),
    "combo.straight": ("顺子", "straight"),
    "combo.pair_straight": ("连对", "pair straight"),
    "combo.plane": ("飞机", "plane"),
    "combo.plane_singles": ("飞机带单", "plane with singles"),
    "combo.plane_pairs": ("飞机带对", "plane with pairs"),
    "combo.four_two_singles": ("四带二", "four with two singles"),
    "combo.four_two_pairs": ("四带两对", "four with two pairs"),
    "combo.bomb": ("炸弹", "bomb"),
    "combo.rocket": ("火箭", "rocket"),
}

#: key -> {"zh": text, "en": text}: the whole UI in both languages.
STRINGS: dict[str, dict[str, str]] = {key: {"zh": zh, "en": en} for key, (zh, en) in _PAIRS.items()}

# Each further game keeps its own words in ``scenes/strings/<game>.py`` (a ``PAIRS`` dict of
# key -> (zh, en)), so that games can be added side by side; they are merged here, once.
_GAME_STRING_MODULES: tuple[str, ...] = ("about", "blackjack", "shengji", "shengji_table", "mahjong", "mahjong_table",
                                          "hotseat", "climbing_table", "chicangying", "shuangkou", "dapie",
                                          "gandengyan", "menu", "rules_book", "replay", "reasons")


def _merge_game_strings() -> None:
    import importlib

    for name in _GAME_STRING_MODULES:
        pairs = importlib.import_module(f"scenes.strings.{name}").PAIRS
        clash = sorted(set(pairs) & set(STRINGS))
        if clash:
            raise RuntimeError(f"scenes/strings/{name}.py redefines {clash}")
        STRINGS.update({key: {"zh": zh, "en": en} for key, (zh, en) in pairs.items()})


_merge_game_strings()

#: Parameters whose value is a combination kind, shown by its translated name.
_KIND_PARAMS = ("expected", "kind")

#: Kinds that always have the same number of cards (对子 is 2, 三带一 4, 同花五 5): a refusal
#: asking for one names the kind alone ("要出对子"), since "（2张）" would only say it twice.
_ONE_SIZE_KINDS = frozenset(("single", "pair", "triple", "triple_single", "triple_pair", "four_two_singles",
                             "four_two_pairs", "rocket", "flush", "full_house", "four_one"))


class _Lenient(dict):
    """Format mapping that renders a missing parameter as nothing instead of raising."""

    def __missing__(self, key: str) -> str:
        return ""


_FORMATTER = string.Formatter()

#: English verbs that do not lose a plain -s after "you" (you are, you have, you were, …).
_YOU_VERBS = {"is": "are", "has": "have", "was": "were", "goes": "go", "does": "do"}
_YOU_FOLLOWS = re.compile(r"\{name\} ([a-z]+)\b")


def _you_form(verb: str) -> str:
    """The verb after "you" for the verb after a third person: leads → lead, passes → pass."""
    if verb in _YOU_VERBS:
        return _YOU_VERBS[verb]
    if verb.endswith(("sses", "shes", "ches", "xes", "zes")):
        return verb[:-2]
    if verb.endswith("s") and not verb.endswith("ss"):
        return verb[:-1]
    return verb


def second_person(template: str) -> str:
    """An English template about ``{name}`` rewritten for the viewer: "{name} leads" said of the
    person on screen reads "You lead", and mid-sentence "Drawn by lot: you lead". Why one rule
    here: the tables name the viewer 你 / You in the same sentences as everyone else, and a
    second copy of every such sentence would drift."""
    template = _YOU_FOLLOWS.sub(lambda m: "{name} " + _you_form(m.group(1)), template)
    start = template.find("{name}")
    if start > 0:
        template = template[:start] + "you" + template[start + len("{name}"):]
    return template


class Translator:
    """``tr(key, **params)`` in the current language; ``tr.language`` may change at any time."""

    def __init__(self, language: str = DEFAULT_LANGUAGE) -> None:
        self._language = DEFAULT_LANGUAGE
        self.language = language

    @property
    def language(self) -> str:
        return self._language

    @language.setter
    def language(self, value: str) -> None:
        self._language = value if value in LANGUAGES else DEFAULT_LANGUAGE

    # plain keys -----------------------------------------------------------------------
    def __call__(self, key: str, **params: Any) -> str:
        if params.get("count") == 1 and f"{key}.one" in STRINGS:  # singular form, e.g. "Play 1 card"
            key = f"{key}.one"
        entry = STRINGS.get(key)
        if entry is None:
            return key
        template = entry.get(self._language) or entry[DEFAULT_LANGUAGE]
        if self._language == "en" and params.get("name") == "You" and "{name}" in template:
            template = second_person(template)
        try:
            return _FORMATTER.vformat(template, (), _Lenient(params))
        except (ValueError, IndexError, AttributeError, TypeError, KeyError):
            return template

    @staticmethod
    def has(key: str) -> bool:
        return key in STRINGS

    def text(self, key_or_text: str, **params: Any) -> str:
        """A key when it is one, else the literal text (dialogs accept either)."""
        return self(key_or_text, **params) if key_or_text in STRINGS else key_or_text

    # engine vocabularies --------------------------------------------------------------
    def reason(self, error: Any, name_kind: Any = None) -> str:
        """The sentence for a :class:`engine.errors.RuleError` (its ``reason`` and ``params``).

        ``name_kind(kind, size)`` names a combination the game's own way (干瞪眼's 连牌 where
        other games say 顺子); without it the shared names are used."""
        reason = getattr(error, "reason", str(error))
        params = dict(getattr(error, "params", {}) or {})
        key = f"reason.{reason}"
        if reason == "kind_mismatch" and params.get("expected") in _ONE_SIZE_KINDS:
            key += ".one_size"      # the count goes without saying: 要出对子, not 要出对子（2张）
        return self(key, **self.display_params(params, name_kind))

    def combo(self, kind: str, n: int | None = None) -> str:
        """A combination's name; ``n`` (its number of cards) fills names such as 吃苍蝇's "{n}张"."""
        key = f"combo.{kind}"
        return self(key, n=n if n is not None else "") if key in STRINGS else str(kind)

    def line(self, key: str, params: Mapping[str, Any] | None = None, factor: Any = None,
             **extra: Any) -> str:
        """One score-breakdown line of a HandResult ``(key, params, factor)``.

        ``extra`` adds display values the engine cannot know, such as ``name`` for
        the seat in ``params["seat"]``; a template's missing parameter renders empty.
        """
        values = self.display_params(dict(params or {}))
        values.update(extra)
        if factor is not None:
            values.setdefault("factor", _number(factor))
        values.setdefault("value", values.get("factor", ""))
        full = f"line.{key}"
        if full not in STRINGS:
            return f"{key} ×{values.get('factor', '')}"
        text = self(full, **values).strip()
        return text[:1].upper() + text[1:] if self._language == "en" else text

    def level(self, level: str) -> str:
        return self(f"setup.level.{level}")

    def card(self, card: Any) -> str:
        """A card as players write it in this language: ♠A, 10♥ … and the jokers by name
        (大王 / Big joker), not the Chinese label the card faces print."""
        if getattr(card, "is_joker", False):
            return self("table.card.big_joker" if card.rank == 16 else "table.card.small_joker")
        return str(card)

    def cards(self, cards: Any) -> str:
        return " ".join(self.card(card) for card in cards)

    def display_params(self, params: Mapping[str, Any], name_kind: Any = None) -> dict[str, Any]:
        """Make parameter values presentable: kinds translated, cards as labels, floats trimmed."""
        shown: dict[str, Any] = {}
        for name, value in params.items():
            if name in _KIND_PARAMS and isinstance(value, str):
                size = params.get("size")
                shown[name] = name_kind(value, size) if name_kind else self.combo(value, size)
            elif _is_card(value):
                shown[name] = self.card(value)
            elif isinstance(value, (list, tuple)) and value and all(_is_card(v) for v in value):
                shown[name] = self.cards(value)
            else:
                shown[name] = _number(value)
        return shown

    # GameSpec objects -----------------------------------------------------------------
    def pick(self, zh: str, en: str) -> str:
        """The field for the current language (English falls back to Chinese if empty)."""
        return en if self._language == "en" and en else zh

    def game_name(self, spec: Any) -> str:
        return self.pick(spec.name_zh, spec.name_en)

    def game_summary(self, spec: Any) -> str:
        return self.pick(spec.summary_zh, spec.summary_en)

    def option_name(self, option: Any) -> str:
        return self.pick(option.name_zh, option.name_en)

    def option_help(self, option: Any) -> str:
        return self.pick(getattr(option, "help_zh", ""), getattr(option, "help_en", ""))

    def choice_name(self, choice: Any) -> str:
        return self.pick(choice.name_zh, choice.name_en)


def _number(value: Any) -> Any:
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def _is_card(value: Any) -> bool:
    """A card-like value (engine.cards.Card): shown as its label, e.g. ♠A or 大王."""
    return hasattr(value, "suit") and hasattr(value, "rank") and hasattr(value, "label")


def missing_translations(keys: Iterable[str]) -> list[str]:
    """Keys from ``keys`` that the table lacks (used by tests and by the smoke check)."""
    return sorted(k for k in keys if k not in STRINGS)
