"""Every climbing game lists the same moves and plays the same matches as before the play-out work.

The record (``tests/fixtures/climbing_moves.json``) was made by
``tests/fixtures/make_climbing_moves.py`` in a checkout of d576fc7, before issue 34 made the
round, the move sources and the play-out policies faster: for each variant the digests of
every move list met in seeded random play-outs (every field of every move, in list order),
and of seeded matches between computer players, one with a hard player whose search is
capped by play-outs. A faster engine must list exactly what the rules list, in the same
order (bots pick by index and by order), and the players must make the same decisions.
"""
import json
from pathlib import Path

import pytest

from tests.fixtures.make_climbing_moves import MATCH_VARIANTS, MOVE_CASES, match_digest, move_digests

RECORD = json.loads((Path(__file__).parents[2] / "fixtures" / "climbing_moves.json").read_text())


@pytest.mark.parametrize("variant, seats", MOVE_CASES, ids=[f"{v}-{s}p" for v, s in MOVE_CASES])
def test_move_lists_are_the_recorded_ones(variant, seats):
    recorded = RECORD["moves"][f"{variant}/{seats}"]
    found = move_digests(variant, seats, len(recorded))
    differing = [seed for seed, (a, b) in enumerate(zip(found, recorded)) if a != b]
    assert not differing, f"deals whose move lists changed: {differing}"


@pytest.mark.parametrize("variant", MATCH_VARIANTS)
def test_seeded_matches_replay_the_recorded_actions(variant):
    assert [match_digest(variant, 5, False), match_digest(variant, 6, True)] == RECORD["matches"][variant]
