"""Benchmarks: run on purpose (python -m bench.bench_engine), never as timed tests."""
