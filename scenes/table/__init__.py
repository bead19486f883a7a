"""The table framework and the pieces of the climbing table.

:mod:`.base` is what every table scene shares (its constructor, the frame, 托管, the pause
menu, hot-seat); the other modules (layout for 2–6 seats, the drawn model, hand, seats,
plays, top centre, action bar, status line, feed, result) are the climbing table's, put
together by :mod:`scenes.climbing_table` with a game's overlay from :mod:`scenes.climbing`;
the other families reuse some of them (the hand, the action bar, the result panel).
"""
