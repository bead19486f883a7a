"""升级 / 拖拉机 with one, two and three decks (``shared/rules/shengji.md``).

Modules: :mod:`trump` (the order of cards in a hand), :mod:`units` (singles, pairs,
tractors, triples, titanics), :mod:`declare` (亮主 ladder), :mod:`follow` (leads,
throw check, following ladder), :mod:`trick` (winner, points, 抠底), :mod:`levels`
(result table, next dealer), :mod:`state` (the match), :mod:`sample` (hidden worlds
for search bots), :mod:`spec` (the three variants).
"""
