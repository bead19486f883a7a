"""Short CI forms of issue 15's harness (the long forms: python -m tools.soak / tools.monkey /
tools.killtest / tools.damage; their figures are quoted in the issue note)."""
import pytest

pytestmark = pytest.mark.slow


def test_soak_short_form_every_registered_variant():
    import io

    from engine.registry import all_specs
    from tools.soak import soak

    out = io.StringIO()
    results = soak([spec.id for spec in all_specs()], hands=3, budget=1.5, seed=2, out=out)
    assert all(run.hands > 0 for run in results), out.getvalue()
    assert not [f for run in results for f in run.failures], out.getvalue()


def test_monkey_short_form():
    import shutil
    import tempfile

    from tools.monkey import Monkey

    folder = tempfile.mkdtemp()
    try:
        monkey = Monkey(seed=5, folder=folder)
        monkey.run(900, budget=25)
        monkey.app.request_quit()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    assert monkey.events >= 200 and monkey.screens >= 1
    assert not monkey.failures, monkey.failures[0]


def test_kill_short_form():
    from tools.killtest import run

    kills, counted, actions, failures, expected = run(3, seed=4)
    assert not failures, failures
    assert kills == 3 and actions > 0 and counted == expected


def test_damaged_files_short_form():
    from tools.damage import FILES, MUTATIONS, run

    count, moved, failures = run(len(FILES) * len(MUTATIONS), seed=3)
    assert not failures, failures[0]
    assert moved > 0


def test_the_soak_catches_a_card_sent_to_the_wrong_seat_in_an_event():
    """An event private to seat 0 naming its own card is fine; the same card sent to every seat
    is a leak the soak names."""
    from collections import Counter

    from engine.actions import Event
    from engine.match import Match
    from tools.soak import Failure, Soak

    match = Match.new("doudizhu", {}, seed=4)
    state = match.state
    totals = Counter(state.inventory())
    kinds = frozenset(type(c) for c in totals)
    card = state.observe(0).hand[0]
    soak = Soak("doudizhu", 4)
    soak.event_check(state, [Event("dealt", 0, {"cards": [card]}, private_to=0)], 3, totals, kinds)
    with pytest.raises(Failure, match="sent secrets"):
        soak.event_check(state, [Event("dealt", 0, {"cards": [card]})], 3, totals, kinds)
