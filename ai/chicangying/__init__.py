"""吃苍蝇 computer players: easy, normal (partnership policy with partner inference) and hard.

Modules: :mod:`.cards` (the hand as one-rank plays, what can beat a play), :mod:`.knowledge`
(who the secret partner may be, from this seat's observation only), :mod:`.policy` (the
dealer's 明独 / 暗独 / named card choice, the hidden partner's secrecy), :mod:`.search` (the
hard player) and :mod:`.bots`. The partnership play is shared with 双扣 in
:mod:`ai.climbing.teams`.
"""
from .bots import EasyBot, HardBot, NormalBot

__all__ = ["EasyBot", "NormalBot", "HardBot"]
