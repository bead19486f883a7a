"""绵阳打撇 (三打一): one declarer against three 撇家, on the shared trick core (engine/tricks/).

Rules: ``shared/rules/dapie.md``. Modules, one job each: ``rules`` (the two kinds as
data, the bid ladder, 翻坎 and the special factors), ``actions``, ``bidding`` (the
auction and 第三盘庄家必打), ``kitty`` (what may be put back and what is shown),
``position`` (the tricks, also the search bots' fast play-out), ``score`` (the
payments with every factor as a line), ``view`` (what a seat sees), ``state`` (the
match), ``sample`` (worlds for search bots), ``spec`` (``dapie``, ``dapie-noace``).
"""
