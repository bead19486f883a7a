"""Hot-seat words: people at one computer, the hand-off, the family's statistics."""

PAIRS = {
    # the hand-off overlay (scenes/table/hotseat.py)
    "table.hotseat.pass_to": ("请把电脑交给 {name}", "Pass the computer to {name}"),
    "table.hotseat.others_look_away": ("其他人请先别看屏幕。", "Everyone else, please look away."),
    "table.hotseat.ready": ("我是{name}，看我的牌", "I'm {name}: show my cards"),
    "table.hotseat.ready_tiles": ("我是{name}，看我的牌", "I'm {name}: show my tiles"),
    "table.hotseat.come_back": ("{name} 回来了（取消托管）", "{name} is back (stop autoplay)"),
    "table.hotseat.default_name": ("玩家{n}", "Player {n}"),
    # computer seats while several people play: numbered in seat order, the same for everyone
    "table.seat.computer": ("电脑{n}", "Computer {n}"),
    # setup (scenes/setup.py)
    "setup.person": ("家人", "Person"),
    "setup.name_help": ("这一座是家人：点名字换成家里的另一个人，或直接打字输入新名字（退格删除）；点头像换一个头像。",
                        "A person sits here: click the name to pick another family member, or type a new name "
                        "(Backspace deletes); click the picture to choose another."),
    "setup.hotseat_help": ("几个人可以用同一台电脑一起玩：轮到谁，就把电脑交给谁，只有他能看到自己的牌。",
                           "Several people can play on this computer: it is passed to whoever plays next, "
                           "and only they see their own cards."),
    "setup.hotseat_help.shengji": ("几位家人同玩升级：发牌时谁的牌都不显示；发完后从庄家起轮流亮主——电脑依次交给每一位，看完整手牌后选择亮主、"
                                 "反主或不亮，直到亮主之后其余的人都不亮为止。",
                                 "Several people at Shengji: no hand shows while the cards are dealt; then, from "
                                 "the dealer, the computer goes to each person in turn to see their whole hand and "
                                 "declare, overturn or pass, until everyone else passes after the last declaration."),
    "setup.hotseat_help.mahjong": ("几位家人同玩：轮到谁摸牌、飘、定缺就交给谁。别人打牌时碰杠胡由电脑按你的牌代答（能胡就胡）；"
                                   "在桌上改成“问我”，别人每打一张都交给你决定，与手牌无关。",
                                   "Several people: the computer goes to whoever draws, floats or declares the missing suit. The "
                                   "computer claims others' discards for you (always winning) unless you pick "
                                   "Claims: ask me at the table; then every discard comes to you, whatever you hold."),
    "setup.hotseat_fixed.declare_timing": ("几位家人同玩时固定为“发完牌后轮流亮主”：大家不能同时盯着屏幕看自己发到的牌。",
                                           "Fixed to 'in turn after the deal' while several people play: they cannot "
                                           "all watch their own cards arrive on one screen."),
    "setup.rules": ("规则", "Rules"),
    "setup.seat_count_help": ("这一桌坐几个座位（家人和电脑一共）；每个座位在下面选电脑的难度，或选家人。",
                              "How many seats the table has, people and computers together; below, each seat "
                              "gets a computer level or a person."),
    "setup.one_person": ("这个游戏暂时只能一人和电脑玩。", "For now this game seats one person with computer players."),
}

# The family's own words (people, avatars, the compass) live in scenes/strings/people.py and join
# the table with the hot-seat's.
from .people import PAIRS as _PEOPLE_PAIRS  # noqa: E402

PAIRS.update(_PEOPLE_PAIRS)
