"""Every table reads whole at the larger interface scales too (issue 32, item 4).

The same look as :mod:`tests.scenes.test_table_layout` (a hot-seat hand, its hand-off, the
busiest turns, 托管, the log and tracker, the result; no text cut or out of the window, no seat's
name or badge covered), drawn at 125 % in the windows 125 % is used in (from 1024×640) and at 150 %
in the windows 150 % is used in (from 800 px high: 1280×800 and up). To keep the suite's time,
one variant per kind of table is played (the other variants of a family share its table) and the
windows are the smallest one the scale allows and 1920×1080 (1280×800 at 125 % is left out).

Tables whose own layout still cuts words at a scale are marked as expected failures, strictly:
the day one of them reads whole the mark must go. Their layouts are not in this item's files
(scenes/trick, scenes/mahjong, scenes/table/status_line.py, side_panel.py, result_panel.py).
"""
from __future__ import annotations

import pytest

from tests.scenes.test_table_layout import play_and_look, summary

VARIANTS = ("doudizhu", "big2", "shuangkou", "gandengyan", "chicangying", "shengji-1", "dapie",
            "mj-mianyang-dingque", "mj-deyang-qdg", "blackjack")
WINDOWS = {125: ((1024, 640), (1920, 1080)), 150: ((1280, 800), (1920, 1080))}
#: (scale, variant, language) -> what is still cut there (found by this test; see the report of issue 32)
KNOWN: dict[tuple[int, str, str], str] = {}


def _cases():
    for scale in WINDOWS:
        for variant in VARIANTS:
            for language in ("zh", "en"):
                reason = KNOWN.get((scale, variant, language))
                marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
                yield pytest.param(scale, variant, language, marks=marks, id=f"{scale}-{variant}-{language}")


@pytest.mark.parametrize("scale, variant, language", list(_cases()))
def test_every_table_reads_whole_at_a_larger_interface_scale(data_dir, scale, variant, language):
    problems, seen = play_and_look(variant, language, scale, WINDOWS[scale])
    assert seen["handoff"] and seen["turn"] and seen["result"], f"{variant}: the hand missed a moment: {seen}"
    assert not problems, f"{variant} ({language}) at {scale} %:\n" + summary(problems)
