"""Every benchmark prints its spread one way: mean ± standard error, labelled "SE".

Why: readers compare figures across notes and benchmarks; some printed 1.96 × SE and others a
bare "±", so a "± 0.8" could mean either. Each printed "± {…}" must say SE on its own line, or
sit in a table whose header (a few lines above) says "± SE".
"""
from __future__ import annotations

import re
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "bench"
PRINTED_SPREAD = re.compile(r"±\s*\{")
HEADER_LINES = 12


def unlabelled_spreads() -> list[str]:
    found = []
    for path in sorted(BENCH.glob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for number, line in enumerate(lines, 1):
            if not PRINTED_SPREAD.search(line) or "SE" in line:
                continue
            above = lines[max(0, number - 1 - HEADER_LINES):number - 1]
            if not any("± SE" in text for text in above):
                found.append(f"{path.name}:{number}: {line.strip()}")
    return found


def test_every_printed_spread_is_labelled_as_a_standard_error():
    assert unlabelled_spreads() == []


def test_no_benchmark_scales_its_error_to_a_confidence_interval():
    scaled = [f"{p.name}: {line.strip()}" for p in sorted(BENCH.glob("*.py"))
              for line in p.read_text(encoding="utf-8").splitlines() if "1.96" in line]
    assert scaled == []
