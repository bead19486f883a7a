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
