"""The other half of the conformance cases (see test_conformance.py: with ``--dist loadfile``
each file runs on one worker, so the cases alternate between two files)."""
import pytest

from .playouts import cases, check_case

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("variant, seats", cases()[1::2])
def test_playouts_keep_the_invariants(variant, seats):
    check_case(variant, seats)
