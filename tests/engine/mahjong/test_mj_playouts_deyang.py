"""The Deyang variants' seeded playouts (own file so that the two test workers share the load)."""
import pytest

from .test_mj_playouts import check_playout

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("variant", ["mj-deyang-qdg", "mj-deyang-guque"])
def test_deyang_playouts_keep_the_invariants(variant):
    check_playout(variant)
