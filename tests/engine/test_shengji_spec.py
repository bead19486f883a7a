"""The three 升级 GameSpecs: ids, options, presets, factories; not in the registry yet."""
import random

import pytest

from engine.registry import all_specs
from engine.shengji.spec import OPTIONS, RULE_PRESETS, SPECS
from engine.shengji.state import DEFAULTS, SIZES


def test_ids_names_and_seats():
    assert [s.id for s in SPECS] == ["shengji-1", "shengji-2", "shengji-3"]
    for spec in SPECS:
        assert spec.name_zh and spec.name_en and spec.summary_zh and spec.summary_en
        assert spec.seats == (4, 4) and spec.family == "trick"


def test_every_option_has_its_default_in_the_state():
    assert {o.key for o in OPTIONS} == set(DEFAULTS)
    for spec in SPECS:
        assert spec.resolved_options() == {k: v for k, v in DEFAULTS.items() if k not in spec.retired_options}
        state = spec.new_state(spec.resolved_options(), random.Random(1), 4)
        assert state.options == DEFAULTS


def test_one_deck_does_not_offer_overturning_but_accepts_it_from_old_saves():
    """One deck: single level cards only, which nothing overturns; 反主规则 / 自反 decide nothing."""
    keys = {"overcall", "self_overturn"}
    assert not {o.key for o in SPECS[0].options} & keys and SPECS[0].retired_options == keys
    assert all(keys <= {o.key for o in spec.options} for spec in SPECS[1:])
    assert SPECS[0].resolved_options({"overcall": "000", "self_overturn": True, "twos_trump": True}) == \
        {**SPECS[0].resolved_options(), "twos_trump": True}
    with pytest.raises(ValueError):
        SPECS[1].resolved_options({"overcall": "999"})


@pytest.mark.parametrize("preset", sorted(RULE_PRESETS))
def test_presets_are_valid_option_values(preset):
    _, _, values = RULE_PRESETS[preset]
    for spec in SPECS:
        spec.resolved_options(values)


@pytest.mark.parametrize("index", range(3))
def test_factory_builds_the_deck_count(index):
    spec = SPECS[index]
    state = spec.new_state(spec.resolved_options(), random.Random(1), 4)
    assert state.decks == index + 1 and len(state.deck) == 54 * (index + 1)
    hand, kitty = SIZES[index + 1]
    assert 4 * hand + kitty == 54 * (index + 1)


def test_bad_option_value_is_refused():
    with pytest.raises(ValueError):
        SPECS[1].resolved_options({"overcall": "999"})


def test_all_three_deck_counts_are_in_the_menu():
    ids = [s.id for s in all_specs()]
    assert [i for i in ids if i.startswith("shengji")] == ["shengji-1", "shengji-2", "shengji-3"]
