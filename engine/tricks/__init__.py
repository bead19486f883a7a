"""What every trick-taking game shares: 升级 (engine/shengji/) and 打撇 (engine/dapie/).

- :mod:`.order` — the trump-order protocol (one context per hand answers "which suit
  class is this card in?" and "which is higher?"), the ``TRUMP`` class name, and
  :class:`~.order.SuitTrumpContext`, the context of games whose trump is one whole suit;
- :mod:`.follow` — the first rung of every following rule: the right number of cards,
  and as many of the led suit class as the hand holds (reason ``must_follow_suit``);
- :mod:`.winner` — who takes a trick: the highest play among those able to win (all
  trump, or all of the led class), the earlier one among equals;
- :mod:`.points` — the point cards (5 = 5, 10 = 10, K = 10) and :class:`~.points.TrickRecord`.

Games keep what is theirs: 升级's level cards, jokers, units and throws stay in
engine/shengji/; 打撇's bidding, kitty and stakes in engine/dapie/.
"""
