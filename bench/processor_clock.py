"""The hard players' thinking time counted in processor time while a benchmark measures them.

Why: a hard player searches for at most its time budget (about a second) or its cap of
sampled worlds, whichever comes first, and the budget is read from the wall clock. On a
player's idle machine wall time and processor time are the same; on this 2-core machine,
with other benchmarks and tests running, a second of wall time may hold a third of a second of
processor time, and the hard player would be measured with a fraction of the worlds it
searches at home. Counting the budget in processor time gives it, under any load, the search it
has on an idle machine, so a level figure does not depend on who else was busy.

Only the searches' stop rules are touched (the ``time`` module as the ai modules see it, and the
climbing search's default clock); the players' decisions are otherwise exactly the app's.
Today's climbing search reads ``time.perf_counter`` when it is called, so the shim covers it;
the default-argument patch is for older commits (before 60034d4 the default was bound when the
module loaded), which the before/after benchmarks run with this file copied in.
"""
from __future__ import annotations

import importlib
import sys
import time
from contextlib import contextmanager
from types import SimpleNamespace
from typing import Iterator

#: the modules whose stop rules read the clock (imported up front: a module first imported
#: inside the context would keep the wall clock)
SEARCHES = ("ai.climbing.search", "ai.doudizhu_wild.search", "ai.dapie.search", "ai.shengji.search",
            "ai.mahjong.search")


@contextmanager
def thinking_in_processor_time() -> Iterator[None]:
    for name in SEARCHES:
        importlib.import_module(name)
    shim = SimpleNamespace(**{name: getattr(time, name) for name in dir(time) if not name.startswith("_")})
    shim.perf_counter = time.process_time
    modules = [m for n, m in list(sys.modules.items()) if n.startswith("ai.") and getattr(m, "time", None) is time]
    climbing = sys.modules["ai.climbing.search"].search
    defaults = climbing.__defaults__
    for module in modules:
        module.time = shim
    climbing.__defaults__ = tuple(time.process_time if d is time.perf_counter else d for d in defaults)
    try:
        yield
    finally:
        for module in modules:
            module.time = time
        climbing.__defaults__ = defaults
