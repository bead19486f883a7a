"""The fitted weights of the 斗地主 search-leaf model (plain data, read by :mod:`.leaf`).

A logistic regression of "the landlord wins" on :func:`.leaf.features` at every trick start
of normal self-play. Produced 2026-12-07 by
``nice python -m bench.fit_doudizhu_leaf --write`` from 30,000 deals (seeds 1000000…1029999,
216,927 trick starts); the same command reports the fit on held-out seeds.
"""

#: intercept, then one weight per feature of :func:`.leaf.features`, in its order
WEIGHTS = (
     0.2721,  # intercept,
    -0.0107,  # landlord cards,
     0.6075,  # landlord plays,
     1.3613,  # landlord split score/10,
     0.0968,  # landlord bombs,
     0.0017,  # next farmer cards,
    -0.4222,  # next farmer plays,
    -0.6322,  # next farmer split score/10,
    -0.1530,  # next farmer bombs,
    -0.0192,  # other farmer cards,
    -0.3492,  # other farmer plays,
    -0.5816,  # other farmer split score/10,
    -0.1723,  # other farmer bombs,
    -1.4475,  # next farmer leads,
    -1.1744,  # other farmer leads,
     0.1630,  # fewest farmer plays,
     13.3872,  # landlord leads one play from out,
    -12.8557,  # a farmer leads one play from out
)
