"""The fitted chances behind 斗地主's 叫分, 倒 and 踢回 (plain data, read by :mod:`.bidding`).

Logistic regressions of "the side wins" on :func:`.bidding.hand_features`, fitted on
play-outs with the normal policy in all three seats (every deal played once with each
seat as landlord). Produced 2026-12-02 by
``nice -n 10 python -m bench.calibrate_doudizhu_bids --write`` from 40,000 deals
(seeds 1…40000, 120,000 play-outs); the same command reports the calibration on
held-out seeds. Refit when the normal policy's play changes much.

Each weight tuple is (intercept, then one weight per feature of :data:`FEATURES`).
"""

FEATURES = (
    "big_joker", "small_joker", "rocket", "twos", "aces",
    "kings", "bombs", "plays", "low_singles", "low_pairs",
)

#: P(landlord wins | 17 cards before the kitty), over every seat made landlord.
LANDLORD_BEFORE_KITTY = (
    -1.0375, 1.1069, 0.9321, 0.1920, 0.3960, 0.2387,
    0.1450, 0.7934, -0.0756, -0.1696, -0.1015,
)
#: P(landlord wins | 20 cards with the kitty), over every seat made landlord ...
LANDLORD_AFTER_KITTY = (
    -0.6858, 1.5578, 1.3391, 0.0883, 0.5045, 0.3066,
    0.1841, 1.3207, -0.2332, -0.4052, -0.1777,
)
#: ... plus this on the logit for a landlord the bidding made and a farmer doubled (踢回's case).
DOUBLED_OFFSET = -1.2450
#: P(farmers win | a farmer's 17 cards), for the landlord the bidding made ...
FARMER = (
    -0.1908, 0.6880, 0.6284, -0.0427, 0.2025, 0.1194,
    0.0635, 0.7087, -0.0758, -0.1702, -0.0791,
)
#: ... plus this on the logit for the landlord's bid of 1, 2, 3.
FARMER_BID_OFFSETS = (0.0000, 0.0865, -0.3265)
