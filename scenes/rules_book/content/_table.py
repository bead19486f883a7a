"""The "at the table" section every rules page ends with: the controls of its table family.

Why one module: the controls belong to the table framework (the play log, the tracker, hints,
picking plays), not to a game, so the book says them once per family here instead of each page
writing them out and drifting the day a key changes.
"""
from __future__ import annotations

from ..model import Bullets, Section, T, Text

#: The rules modules whose games are played on the climbing table.
CLIMBING = ("doudizhu", "big2", "shuangkou", "gandengyan", "chicangying")

_SIDE_PANEL = (
    T("右上角“记录”或 L 键：出牌记录，这一手的叫分、亮主、出牌、不出和每一墩谁赢，按轮或按墩分组，最新的在下面。",
      '"Log" (top right) or L: the play log — this hand\'s bids, declarations, plays, passes and who took each '
      "trick, grouped by round or trick, newest at the bottom."),
    T("J 键：记牌器，每种牌你还没见过的张数（自己的手牌和打出的牌都已除去），只按你能看到的牌计算。",
      "J: the card tracker — how many of each card you have not seen yet (your hand and everything played "
      "taken out), counted from what your seat can see."),
    T("H 键：提示；托管：让电脑替你打，再点一次收回。Esc：菜单。",
      "H: a hint; Autoplay: the computer plays for you until you press it again. Esc: the menu."),
)

_FAMILY = {
    "climbing": (
        T("点一张牌抬起，拖过几张一起抬起（抬起其间最长的合法出法），右键放下；双击一张牌或指着它按 G："
          "抬起含这张牌、能管上桌面的最好出法。Enter 出牌，空格 不出，T 换理牌方式。",
          "Click a card to raise it, drag across cards to raise the longest legal play among them, right-click "
          "to lower them all; double-click a card, or point at it and press G, to raise the best play through it "
          "that beats the table. Enter plays, Space passes, T changes the sort."),
        T("只剩一两张牌的人座位上标着“报单”“报双”；一轮打完，这一轮的牌留在桌上直到下一家领出。",
          'A seat down to one or two cards shows "1 card" / "2 cards"; a finished round stays on the table '
          "until the next lead."),
    ),
    "trick": (
        T("点牌抬起，Enter 出牌；一墩打完留在桌上直到下一墩领出，“上一墩”再看一遍上一墩。",
          'Click cards to raise them, Enter plays; a finished trick stays on the table until the next lead, '
          'and "Last trick" shows the previous one again.'),
    ),
    "mahjong": (
        T("点一张牌抬起，再点一次或 Enter 打出；H 胡（不能胡时为提示，并说明理由），P 碰，K 杠，空格 过，T 躺。",
          "Click a tile to raise it, click again or Enter to discard; H wins (or hints, with the reason), "
          "P pongs, K kongs, Space passes, T lays down."),
    ),
}

_BLACKJACK = (
    T("→ 要牌，S 或空格 停牌，H 提示（并说明理由）；按钮栏里有加倍和分牌。",
      "→ hits, S or Space stands, H hints (with the reason); double and split are in the button bar."),
)


def family_of(module: str) -> str:
    if module in CLIMBING:
        return "climbing"
    return {"shengji": "trick", "dapie": "trick"}.get(module, module)


def table_section(module: str) -> Section:
    """The controls of the table a game of rules module ``module`` is played on."""
    family = family_of(module)
    items: tuple[Text, ...] = _BLACKJACK if family == "blackjack" else _FAMILY[family] + _SIDE_PANEL
    return Section(T("牌桌上的操作", "At the table"), (Bullets(items),))
