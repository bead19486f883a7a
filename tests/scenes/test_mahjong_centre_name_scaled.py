"""The variant's name in the mahjong centre is whole at every interface size.

"Mianyang Declared Missing Suit" (绵阳定缺 by the glossary) needs three lines at the smallest
font a pad clear of the frame at 1024×640, 150 %; the centre keeps two, so "Suit" was left out
without a sign. The name now wraps nearer the frame; every variant's name, in both languages,
at three window sizes and 100/125/150 %, is drawn whole inside the centre's inner frame.
"""
from __future__ import annotations

import pytest

from engine.mahjong.spec import SPECS


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("scale", [100, 125, 150])
def test_the_variant_name_is_whole_at_every_scale(app, size, scale):
    from scenes import theme
    from scenes.assets import font
    from scenes.mahjong.layout import compute
    from scenes.mahjong.painter import info_lines

    app.settings.ui_scale = scale
    theme.use_look(app.settings)
    try:
        L = compute(size)
        c = L.centre
        inner = c.inflate(-c.width // 6, -c.height // 6)
        big = max(L.sizes.body, round(c.height * 0.2))
        for spec in SPECS:
            for name in (spec.name_zh, spec.name_en):
                lines, px = info_lines(name, inner, max(12, round(big * 0.3)), L.sizes)
                assert len(lines) <= 2 and " ".join(lines) == name, (size, scale, name, lines)
                assert all(font(px).size(line)[0] <= inner.width - 2 for line in lines), (size, scale, lines)
    finally:
        theme.use_look(type(app.settings)())
