"""The smoke run's random keys include every key that plays at a card table (issue 28: G raises
the best play through a card and must be exercised with the rest)."""
from __future__ import annotations

from scenes import intents as it
from scenes.smoke import _RANDOM_KEYS


def test_the_smoke_run_presses_every_table_key_including_g():
    pressed = {it._KEY_INTENTS[k] for k in _RANDOM_KEYS if k in it._KEY_INTENTS}
    assert {it.CONFIRM, it.PASS, it.HINT, it.SELECT, it.CLEAR, it.SORT, it.PICK, it.LOG} <= pressed
