"""The statistics screen at every interface scale (issue 32, item 4): every column's header reads
whole — wrapped between words, never inside one (at 150 % in a 1280×800 window "Matches" showed
as "Matche / s") — in both languages, at each window size that scale allows.
"""
from __future__ import annotations

import re

import pytest

from scenes import theme
from scenes.settings import Settings
from scenes.widgets import wrap_lines

SCALES = ((100, (1024, 640)), (125, (1024, 640)), (125, (1280, 800)), (150, (1280, 800)), (150, (1920, 1080)))


@pytest.fixture(autouse=True)
def standard_look():
    yield
    theme.use_look(Settings())


@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("scale,size", SCALES, ids=[f"{p}%-{w}x{h}" for p, (w, h) in SCALES])
def test_every_column_header_reads_whole(data_dir, scale, size, language):
    from scenes.app import App
    from scenes.stats_scene import StatsScene

    app = App(size)
    app.settings.language = app.tr.language = language
    app.settings.ui_scale = scale
    app.apply_settings()
    scene = StatsScene()
    app.stack.push(scene)
    app.step(1 / 60, [])
    s = theme.sizes(size[1])
    assert s.scale == scale
    for key, _attr, rect in scene.columns:
        header = app.tr(key)
        area = rect.inflate(-s.pad // 2, 0)
        lines = wrap_lines(header, s.small, area.width)
        words = re.findall(r"[^\s\u2e80-\uffff]+", header)
        assert all(word in words for line in lines for word in re.findall(r"[^\s\u2e80-\uffff]+", line)), (
            header, lines)
        assert len(lines) <= 2, (header, lines)
    assert sum(rect.width for _key, _attr, rect in scene.columns) <= scene.panel.width
    while len(app.stack):
        app.stack.pop()
