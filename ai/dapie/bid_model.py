"""The fitted numbers behind 打撇's 叫分, 倒 and answer (plain data, read by :mod:`.bidding`).

Written by ``nice python -m ai.dapie.fit_bids --write`` (see there for how) from 9,000 seeded
deals per kind (36,000 play-outs; 3,000 first hands replayed for the floors), 2026-12-06;
refit when the normal player's card play or the hand estimate changes. On those deals one
new seat against three old gained +0.390 ± 0.034 (有A) and +0.174 ± 0.026 (无A) base stakes
per hand, and the forced third deals fell from 58 % to 4 % (有A).
"""
from __future__ import annotations

from dataclasses import dataclass

#: The 撇家's view of the declarer (:func:`.bidding.defence_features`).
DEFENCE = ("one", "trumps", "top_trumps", "trump_points", "side_tops", "points_held", "contract",
           "lone_dealer")


@dataclass(frozen=True)
class BidModel:
    """``bid_line``: the declarer's points ≈ a + b × bid estimate, with spread (a, b, sd);
    ``play_line``: ≈ a + b × play estimate + c × 撇家 who doubled, spread (a, b, c, sd);
    ``defence``: weights of :data:`DEFENCE` for the declarer's points seen by a 撇家, with
    ``defence_spread``; ``pass_floor``: a seat passes when its best bid's expected gain is
    below this; ``dealer_floor``: the dealer's, after 0 and 1 redeals; ``double_below``: a
    撇家 doubles when the declarer's chance of making it is below this."""

    bid_line: tuple[float, float, float]
    play_line: tuple[float, float, float, float]
    defence: tuple[float, ...]
    defence_spread: float
    pass_floor: float
    dealer_floor: tuple[float, float]
    double_below: float


MODELS = {
    "dapie": BidModel(
        bid_line=(-0.48, 1.158, 20.12),
        play_line=(-0.34, 1.138, -1.61, 17.93),
        defence=(20.114, -2.989, -1.651, -0.466, -2.518, -0.017, 9.311, -8.827),
        defence_spread=23.37,
        pass_floor=0.5,
        dealer_floor=(-0.25, 0.0),
        double_below=0.45),
    "dapie-noace": BidModel(
        bid_line=(-2.64, 1.109, 20.85),
        play_line=(-3.29, 1.117, -10.92, 17.42),
        defence=(16.725, -2.322, -1.871, -2.502, -5.548, 1.67, 9.771, 3.272),
        defence_spread=23.1,
        pass_floor=0.0,
        dealer_floor=(0.0, 0.0),
        double_below=0.45),
}
