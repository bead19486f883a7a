"""engine/ and ai/ never import pygame: checked in the sources and in a fresh interpreter."""
import ast
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
PURE = ("engine", "ai")


def python_files():
    for package in PURE:
        yield from sorted((ROOT / package).rglob("*.py"))


def imported_names(tree):
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.module
        elif isinstance(node, ast.Call) and getattr(node.func, "id", "") == "__import__":
            if node.args and isinstance(node.args[0], ast.Constant):
                yield str(node.args[0].value)


def test_sources_do_not_import_pygame():
    offenders = []
    for path in python_files():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for name in imported_names(tree):
            if name.split(".")[0] in ("pygame", "pygame_ce", "scenes"):
                offenders.append(f"{path.relative_to(ROOT)}: {name}")
    assert not offenders


def test_importing_engine_and_ai_loads_no_pygame():
    modules = sorted({".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
                      for p in python_files()})
    script = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'scenes')]\n"
        "print(bad)\n"
        "sys.exit(1 if bad else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
