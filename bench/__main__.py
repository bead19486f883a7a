"""All benchmarks: ``python -m bench [--quick]``.

Figures are measurements to report, never assertions: they depend on the machine.
"""
from __future__ import annotations

import sys


def main() -> None:
    quick = "--quick" in sys.argv
    from bench import bench_engine, bench_ai, bench_scenes

    print("== engine ==")
    bench_engine.main(quick)
    print("== computer players ==")
    bench_ai.main(quick)
    print("== screens ==")
    bench_scenes.main(quick)
    print("== 21点 ==")
    from bench import bench_blackjack

    bench_blackjack.main(quick)


if __name__ == "__main__":
    main()
