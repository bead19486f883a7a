"""All benchmarks: ``python -m bench [--quick]``.

Each benchmark runs in its own fresh process (its caches start cold, as a
player's would, and one benchmark's warm tables never flatter another's).
Figures are measurements to report, never assertions: they depend on the machine.
``bench.bench_bundle`` is left out: it needs a built bundle (see README).
"""
from __future__ import annotations

import subprocess
import sys

#: (title, module, arguments for a full run, arguments for --quick)
BENCHMARKS = (
    ("斗地主 engine", "bench.bench_engine", [], ["--repeat", "1"]),
    ("斗地主 leads and play-outs against DouZero's generator and RLCard's game", "bench.bench_anchor", [],
     ["--hands", "1000", "--playouts", "300", "--rounds", "3", "--growth", "20000"]),
    ("play-outs of every climbing game", "bench.bench_playouts", [], ["--hands", "100", "--rounds", "1"]),
    ("斗地主 computer players", "bench.bench_ai", [], ["--quick"]),
    ("斗地主 against RLCard's rule agent (needs requirements-bench.txt)", "bench.bench_rlcard", [],
     ["--quick"]),
    ("癞子斗地主 computer players", "bench.bench_doudizhu_wild_ai", [], ["--quick"]),
    ("锄大地 computer players", "bench.bench_big2_ai", [], ["--quick"]),
    ("干瞪眼 computer players", "bench.bench_gandengyan_ai", [], ["--quick"]),
    ("双扣 computer players", "bench.bench_shuangkou_ai", [], ["--quick"]),
    ("吃苍蝇 computer players", "bench.bench_chicangying_ai", [], ["--quick"]),
    ("升级 engine", "bench.bench_shengji", [], ["--hands", "60"]),
    ("升级 computer players", "bench.bench_shengji_ai", [], ["--quick"]),
    ("打撇 computer players", "bench.bench_dapie_ai", [], ["--quick"]),
    ("四川麻将 engine", "bench.bench_mahjong", [], ["--quick"]),
    ("四川麻将 computer players", "bench.bench_mahjong_ai", [], ["--quick"]),
    ("四川麻将 hard vs normal, paired deals, each variant", "bench.bench_mahjong_ai",
     ["--paired", "300"], ["--paired", "20"]),
    ("21点", "bench.bench_blackjack", [], ["--quick"]),
    # the data file the setup screen reads is written only by a run of its own (python -m bench.bench_levels)
    ("levels of every game, paired deals", "bench.bench_levels", ["--no-write"],
     ["--no-write", "--pair", "easy-normal", "--deals", "20"]),
    ("screens", "bench.bench_scenes", [], ["--quick"]),
)


def main() -> int:
    quick = "--quick" in sys.argv
    failed = []
    for title, module, full, short in BENCHMARKS:
        print(f"== {title} ==", flush=True)
        code = subprocess.call([sys.executable, "-m", module, *(short if quick else full)])
        if code:
            failed.append(module)
    if failed:
        print("failed: " + ", ".join(failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
