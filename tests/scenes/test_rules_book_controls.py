"""Every rules page ends with the controls of its table (issue 28: the rules book mentions the
play log, the tracker and picking a play in one gesture)."""
from __future__ import annotations

import pytest

from engine.registry import all_specs
from scenes.rules_book.content import all_pages, groups


@pytest.mark.parametrize("spec", all_specs(), ids=lambda s: s.id)
def test_each_page_ends_with_its_tables_controls(spec):
    page = all_pages()[spec.id]
    last = page.sections[-1]
    assert (last.heading.zh, last.heading.en) == ("牌桌上的操作", "At the table")
    words = " ".join(item.zh + item.en for block in last.blocks for item in block.items)
    module = next(name for name, variants in groups() if spec.id in variants)
    if module == "blackjack":
        assert "Log" not in words               # 21点 has no play log or tracker
    else:
        assert "L" in words and "J:" in words and "出牌记录" in words and "记牌器" in words
    if module in ("doudizhu", "big2", "shuangkou", "gandengyan", "chicangying"):
        assert "G" in words and "双击" in words and "报单" in words
