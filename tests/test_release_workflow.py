"""The release machinery, checked where it cannot run: the GitHub workflow, the spec, the icon files.

The workflow only runs on GitHub, so its structure is asserted here: it builds
and smoke-runs the frozen program on the three systems for every push and pull
request, and publishes only for a version tag. The spec, the workflow and the
bench must agree on where the built program lands; the icon files must be
well-formed containers whose every entry is a PNG of the announced size.
"""
from __future__ import annotations

import re
import struct
from pathlib import Path

import pytest
import yaml

from version import VERSION, version_tuple

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
ICON = ROOT / "assets" / "icon"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(scope="module")
def workflow():
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def triggers(workflow):
    # YAML 1.1 reads the bare key ``on`` as the boolean True.
    return workflow.get("on", workflow.get(True))


def run_text(job):
    return "\n".join(step.get("run", "") for step in job["steps"])


def step_using(job, action):
    return [step for step in job["steps"] if step.get("uses", "").startswith(action + "@")]


def test_runs_on_every_push_pull_request_and_version_tag(workflow):
    on = triggers(workflow)
    assert "pull_request" in on
    assert "v*" in on["push"]["tags"]
    assert workflow["permissions"] == {"contents": "read"}  # write only where a release is made


def test_builds_on_windows_macos_and_linux(workflow):
    build = workflow["jobs"]["build"]
    entries = build["strategy"]["matrix"]["include"]
    systems = {entry["os"].split("-")[0] for entry in entries}
    assert systems == {"windows", "macos", "ubuntu"}
    assert build["runs-on"] == "${{ matrix.os }}"
    assert build["strategy"]["fail-fast"] is False  # one broken system must not hide the others
    assert build["env"] == {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    assert build["defaults"]["run"]["shell"] == "bash"  # waits for the windowed .exe, same syntax


def test_build_installs_tests_builds_and_smoke_runs_the_frozen_program(workflow):
    build = workflow["jobs"]["build"]
    runs = [step.get("run", "") for step in build["steps"]]
    order = [next(i for i, run in enumerate(runs) if needle in run)
             for needle in ("requirements-build.txt", "python -m pytest", "pyinstaller --noconfirm build.spec",
                            '"${{ matrix.exe }}" --smoke --hands 1')]
    assert order == sorted(order)
    assert step_using(build, "actions/checkout") and step_using(build, "actions/setup-python")
    upload = step_using(build, "actions/upload-artifact")
    assert upload and "matrix.platform" in upload[0]["with"]["name"]
    assert upload[0]["with"]["if-no-files-found"] == "error"


def test_packages_a_zip_per_platform_and_a_dmg_for_macos(workflow):
    text = run_text(workflow["jobs"]["build"])
    for platform in ("windows", "macos", "linux"):
        assert re.search(rf"^\s*{platform}\)", text, re.M), platform
    assert text.count(".zip") >= 3
    assert "hdiutil create" in text and ".dmg" in text


def test_release_job_only_for_tags_and_after_every_build(workflow):
    release = workflow["jobs"]["release"]
    assert release["needs"] == "build"
    assert release["if"] == "startsWith(github.ref, 'refs/tags/v')"
    assert release["permissions"] == {"contents": "write"}
    download = step_using(release, "actions/download-artifact")
    assert download and download[0]["with"]["merge-multiple"] is True
    text = run_text(release)
    assert "gh release create" in text and "packages/*" in text
    assert "from version import VERSION" in text  # the tag must be the version in version.py


def test_actions_are_pinned_to_a_major_version(workflow):
    for job in workflow["jobs"].values():
        for step in job["steps"]:
            if "uses" in step:
                assert re.fullmatch(r"[\w.-]+/[\w.-]+@v\d+", step["uses"]), step["uses"]


def test_workflow_spec_and_bench_agree_on_the_built_program(workflow):
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    assert 'name="paiyou"' in spec and 'name="Paiyou.app"' in spec
    assert "BUNDLE(\n        coll," in spec  # the .app wraps the one-folder build, not a one-file EXE
    for name in ("engine", "ai", "scenes"):
        assert f'collect_submodules("{name}")' in spec  # games imported by name are bundled
    exes = {entry["platform"]: entry["exe"] for entry in workflow["jobs"]["build"]["strategy"]["matrix"]["include"]}
    assert exes == {"windows": "dist/paiyou/paiyou.exe", "linux": "dist/paiyou/paiyou",
                    "macos": "dist/Paiyou.app/Contents/MacOS/paiyou"}
    build_requirements = (ROOT / "requirements-build.txt").read_text(encoding="utf-8")
    assert re.search(r"^pyinstaller==\d+\.\d+\.\d+$", build_requirements, re.M)


def test_version_is_one_dotted_number_for_every_consumer():
    assert re.fullmatch(r"\d+\.\d+\.\d+", VERSION)
    assert version_tuple("1.2.3") == (1, 2, 3, 0)
    assert version_tuple(VERSION)[:3] == tuple(int(n) for n in VERSION.split("."))
    for bad in ("1.x", "1.2.3.4.5", "70000.0"):
        with pytest.raises(ValueError):
            version_tuple(bad)


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIGNATURE
    return struct.unpack(">II", data[16:24])


def test_ico_holds_png_entries_of_the_announced_sizes():
    data = (ICON / "paiyou.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 5
    sizes = set()
    for i in range(count):
        width, height, _colours, _res, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i: 22 + 16 * i])
        announced = width or 256
        assert png_size(data[offset:offset + length]) == (announced, height or 256)
        assert (planes, bits) == (1, 32)
        sizes.add(announced)
    assert {16, 32, 48, 256} <= sizes


def test_icns_holds_png_elements_and_its_length_is_right():
    data = (ICON / "paiyou.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    expected = {b"icp4": 16, b"icp5": 32, b"ic07": 128, b"ic08": 256, b"ic09": 512, b"ic10": 1024}
    found = {}
    at = 8
    while at < len(data):
        kind, length = data[at:at + 4], struct.unpack(">I", data[at + 4:at + 8])[0]
        found[kind] = png_size(data[at + 8:at + length])[0]
        at += length
    assert at == len(data)
    assert {kind: found.get(kind) for kind in expected} == expected


def test_png_icons_have_their_sizes_and_transparent_corners():
    import pygame

    for name, size in (("paiyou.png", 1024), ("paiyou_64.png", 64), ("paiyou_16.png", 16)):
        image = pygame.image.load(str(ICON / name))
        assert image.get_size() == (size, size)
        if size >= 64:  # the rounded tile leaves the corners clear
            assert image.get_at((0, 0)).a == 0
            assert image.get_at((size // 2, size // 2)).a == 255
