"""A hint's reason reads right whatever its numbers (issue 31): a count of 0 or 1 put into any
reason's sentence gives neither "只有 0 张" / "only 0" (nothing is "only" none), "只剩 0 张" (the
last tile of the void suit), nor an English "(s)" or "1 cards" — the sentences are written so
every count reads, in both languages."""
from __future__ import annotations

import re
import string

import pytest

from scenes.i18n import STRINGS, Translator

WRONG = re.compile(r"\(s\)|只有 0|只剩 0|only 0|\b1 (cards|trumps|bombs|tiles|wild 3s|of them)\b")


#: The values a policy gives as 0 (a hand may hold no wild 3, no trump, none of a suit; the void
#: suit's last tile leaves none); others (an opponent's cards left …) are never 0.
CAN_BE_NONE = {"wilds", "count", "trumps", "top"}
LEFT_CAN_BE_NONE = {"reason.why.mj.discard_missing", "reason.why.sj.lead_short"}
#: The counts a policy gives as 1 (one trump, one tile left, one wild 3, one winning tile …).
CAN_BE_ONE = CAN_BE_NONE | {"left", "useful", "bombs", "tops"}


def _value(key: str, name: str, count: int):
    if name == "seen":
        return 20                                   # cards dealt so far
    if count == 0:
        none = name in CAN_BE_NONE or (name == "left" and key in LEFT_CAN_BE_NONE)
        return 0 if none else 2
    return 1 if name in CAN_BE_ONE else 2


def _params(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("count", [0, 1])
def test_every_reason_reads_with_a_count_of_none_or_one(language, count):
    tr = Translator(language)
    wrong = {}
    for key, entry in STRINGS.items():
        if not key.startswith("reason.why."):
            continue
        params = {name: _value(key, name, count) for name in _params(entry[language])}
        text = tr(key, **params)
        if WRONG.search(text):
            wrong[key] = text
    assert wrong == {}
