"""The fans' names in Chinese and English, apart from the fan tables themselves.

Why a module of its own: the translation table reads these names when the program
starts, and importing the fan tables would build the per-suit win tables
(about 0.15 s) before the menu can appear.
"""

FAN_NAMES = {
    "queyimen": ("缺一门", "Two suits"), "duanyaojiu": ("断幺九", "No terminals"),
    "daduizi": ("大对子", "All pongs"), "dadui": ("大对", "All pongs"),
    "qianggang": ("抢杠", "Robbing the kong"), "qingyise": ("清一色", "One suit"),
    "qidui": ("七对", "Seven pairs"), "qiaoqidui": ("巧七对", "Seven pairs"),
    "longqidui": ("龙七对", "Dragon seven pairs"), "shuanglongdui": ("双龙对", "Double dragon pairs"),
    "yaojiu": ("幺九", "Terminals in every set"), "gangshanghua": ("杠上花", "Win on a kong tile"),
    "gangshangpao": ("杠上炮", "Win on a kong discard"), "jiangdui": ("将对", "All 2-5-8 pongs"),
    "gen": ("根", "Root"), "dandiao": ("单调", "Single wait"),
    "qingyisedandiao": ("清一色单调", "One-suit single wait"), "kaxinwu": ("卡心五", "Middle five"),
    "mingsigui": ("明四归一", "Fourth of an exposed pong"), "ansigui": ("暗四归一", "Concealed four"),
    "nongzhuanfei": ("农转非", "Four-of-a-kind win"),
}
